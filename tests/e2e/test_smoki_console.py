"""Full Smoki games through the console adapter (the same TableService as Discord), random legal moves by a random
player who may act, for every variant (G-20, DR-11.x): tokens, points, rounds, one open pile, the Raven Attack
module (DR-7.x) alone and with one pile; 2..5 players. At every step the card conservation law holds (52 cards, 56
with the module; DR-2.1, DR-7.1) and the state round-trips through JSON; at the end the game is finished with
winners, the table is 'finished' and the move log replays to the stored snapshot."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from bot.tables import Outcome
from games.dragons import GAME
from games.dragons.cards import build_deck
from tests.e2e.harness import console_session, lobby_lines

VARIANTS = [
    ("tokens", ""),
    ("points", "mode=points target=30"),
    ("rounds", "mode=rounds rounds=2"),
    ("one-pile", "piles=1"),
    ("attack", "attack=on"),
    ("attack-one-pile", "attack=on piles=1"),
]
# every variant with three seeds; the player count cycles so that each variant sees at least three of 2..5
CASES = [(name, opts, 2 + (i + k) % 4, 100 * i + 7 * k + 1) for i, (name, opts) in enumerate(VARIANTS)
         for k in range(3)]


def _cards(state: dict) -> list[str]:
    places = [c["card"] for dream in state["dreams"] for c in dream]
    places += [c for pile in state["piles"] for c in pile] + list(state["deck"])
    places += [held["card"] for held in (state["drawn"], state["chain"]) if held is not None]
    return places


def _check_state(state: dict) -> None:
    GAME.check_invariants(state)
    attack = state["options"]["attack"]
    cards = _cards(state)
    assert len(cards) == (56 if attack else 52)
    assert Counter(cards) == Counter(build_deck(attack)) and len(set(cards)) == len(cards)
    assert json.loads(json.dumps(state)) == state


class Steps:
    """The ``on_move`` hook: checks every applied move's state and that versions go up one by one."""

    def __init__(self):
        self.count = 0
        self.version = 1  # a started table is at version 1

    def __call__(self, o: Outcome) -> None:
        _check_state(o.state)
        assert o.table.version == self.version + 1
        assert o.actors == sorted(GAME.actors(o.state))
        self.version = o.table.version
        self.count += 1


@pytest.mark.parametrize(("variant", "options", "players", "seed"), CASES,
                         ids=[f"{v}-{p}p-seed{s}" for v, _, p, s in CASES])
async def test_full_game_through_console(variant, options, players, seed):
    steps = Steps()
    async with console_session(seed=seed, on_move=steps) as run:
        out = await run(*lobby_lines(players, options))
        assert "✗" not in out, out
        row, state = await run.service.table("console")
        assert row.status == "active" and len(row.seats) == players
        _check_state(state)

        out = await run(f"random 5000 {seed}")
        assert "✗" not in out, out
        row, state = await run.service.table("console")
        result = GAME.result(state)
        assert result.finished and result.winners and len(result.ranks) == players
        assert all(result.ranks[w] == 1 for w in result.winners)
        assert row.status == "finished" and row.actors == []
        assert await run.service.verify(row.id)
        stored = await run.service.db.table(row.id)
        assert json.loads(stored.state_json) == state
        assert steps.count == row.version - 1 and steps.count > players  # at least the reveals

        # the last message carries the result and pings everybody
        assert "Game over!" in out
        assert " ".join(f"@{n}" for n in row.names) in out
        # the variant really was played
        opts = state["options"]
        if variant == "tokens":
            assert opts["mode"] == "tokens" and all(state["tokens"][w] >= 3 for w in result.winners)
        elif variant == "points":
            assert opts["mode"] == "points" and max(state["totals"]) >= 30
        elif variant == "rounds":
            assert opts["mode"] == "rounds" and len(state["history"]) == 2
        assert opts["piles"] == (1 if "one-pile" in variant else 2)
        assert opts["attack"] == variant.startswith("attack")

        # after the end: no more moves, the table can still be shown
        out = await run("alice play draw")
        assert out.startswith("✗")
        out = await run("alice show")
        assert "Game over!" in out and "✗" not in out


async def test_full_game_with_final_image(tmp_path):
    """One playout with pictures on: ``random`` writes only the final picture (the long playouts stay fast)."""
    steps = Steps()
    async with console_session(out_dir=tmp_path, seed=5, on_move=steps) as run:
        await run(*lobby_lines(3, "attack=on"))
        before = set(tmp_path.iterdir())
        out = await run("random 5000 5")
        row, _ = await run.service.table("console")
        assert row.status == "finished"
        new = set(tmp_path.iterdir()) - before
        assert [p.name for p in new] == [f"console-{row.id}-v{row.version}.png"]
        assert next(iter(new)).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert f"console-{row.id}-v{row.version}.png" in out


async def test_random_stops_at_the_limit_and_resumes():
    """``random N`` plays at most N moves; a second call goes on from there, and the log still replays."""
    async with console_session(seed=3) as run:
        await run(*lobby_lines(4))
        out = await run("random 10 1")
        assert "10 random moves played." in out
        assert await run.version() == 11
        await run("random 5000 2")
        row, _ = await run.service.table("console")
        assert row.status == "finished" and await run.service.verify(row.id)
        out = await run("random 3")
        assert out.startswith("✗") and "not running" in out
