"""Simurgh through the console adapter, the same TableService as Discord.

Full games with random legal moves for 2, 3, 4 and 5 players, both modes and all three lengths: every game ends,
and at every step every action tile, dragon and objective is in exactly one place, vassals, resources and markers
are conserved (``GAME.check_invariants``) and the state round-trips through JSON; at the end there is a result,
the table is finished and the move log replays to the snapshot. A scripted session shows what players see.
"""
from __future__ import annotations

import json

import pytest

from bot.tables import Outcome
from games.simurgh import GAME
from tests.e2e.harness import console_session, lobby_lines


class Steps:
    def __init__(self):
        self.count = 0
        self.phases: set[str] = set()

    def __call__(self, o: Outcome) -> None:
        GAME.check_invariants(o.state)
        assert json.loads(json.dumps(o.state)) == o.state
        assert o.actors == sorted(GAME.actors(o.state))
        self.count += 1
        self.phases.add(o.state["phase"])


CASES = [(players, mode, length) for players in (2, 3, 4, 5) for mode in ("spearman", "dragonlord")
         for length in ("short", "medium", "long")]


@pytest.mark.parametrize(("players", "mode", "length"), CASES, ids=[f"{p}p-{m}-{n}" for p, m, n in CASES])
async def test_sim_13_1_full_game_with_random_moves(players, mode, length):
    """SIM-13.1/SIM-13.2: every random game reaches its end condition and the final turns; SIM-13.3 scoring."""
    steps = Steps()
    seed = players * 10 + len(mode) + len(length)
    async with console_session(seed=seed, on_move=steps) as run:
        out = await run(*lobby_lines(players, f"mode={mode} length={length}", game="simurgh"))
        assert "✗" not in out, out
        out = await run(f"random 5000 {seed}")
        assert "✗" not in out, out
        row, state = await run.service.table("console")
        result = GAME.result(state)
        assert result.finished and result.winners and len(result.ranks) == players
        assert row.status == "finished" and row.actors == []
        assert state["trigger"] is not None and state["final_turns"] == []
        if mode == "dragonlord":
            assert {"DRAFT_POWER", "DRAFT_ACTION", "DRAGON_CHOICE", "PLAY"} <= steps.phases
        assert await run.service.verify(row.id)
        assert json.loads((await run.service.db.table(row.id)).state_json) == state


async def test_what_players_see_in_a_turn():
    """The channel hears one post per finished turn; a step is answered to the mover alone; secrets go by DM."""
    async with console_session(seed=4) as run:
        out = await run(*lobby_lines(3, "first=1", game="simurgh"))
        for name in ("alice", "bob", "carol"):
            assert f"[DM to {name}] Your power tile:" in out
        out = await run("alice play place C11 spearman o1")
        assert "only alice sees this" in out.lower() or "nothing in the channel" in out.lower(), out
        assert "alice: places a Spearman at the Scouts' Quarters and gains 1 wood." in out
        out = await run("alice play take S1", "alice play end")
        public = [x for x in out.splitlines() if not x.startswith(("[", "  "))]
        assert any(x.startswith("alice: places a Spearman at the Scouts' Quarters, gains 1 wood, takes") and
                   x.endswith(" and ends the turn.") for x in public), out
        assert "@bob" in out
        out = await run("bob play place C01 spearman", "bob play place C02 spearman")
        # nothing else to do: the turn ended by itself (no extra tap), and the next move is refused saying whose turn
        assert "bob: places a Spearman at the Armory, gains 1 weapon and ends the turn." in out and "@carol" in out
        assert "✗ It is not your turn: it is carol's." in out


async def test_sim_17_1_an_unfinished_turn_survives_a_restart(tmp_path):
    """A turn left in the middle of a decision (the Scouts' Quarters' tile) is still there after a restart: the same
    question is asked, and answering it finishes the turn."""
    db = str(tmp_path / "plansza.sqlite3")
    async with console_session(db, seed=4) as run:
        await run(*lobby_lines(2, "first=1", game="simurgh"))
        out = await run("alice play place C11 spearman o1")
        assert "✗" not in out
        _, before = await run.service.table("console")
        assert before["turn"]["queue"][0]["t"] == "scouts"
    async with console_session(db, seed=4) as run:  # a new process on the same file
        _, state = await run.service.table("console")
        assert state == before
        assert {m.id for m in GAME.legal_moves(state, 0)} >= {"take S1", "take blind"}
        out = await run("alice play take S1", "alice play end")
        assert "✗" not in out and "@bob" in out
