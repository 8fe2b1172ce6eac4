"""Thorgal through the console adapter, the same TableService as Discord: full cooperative games with random legal
moves for 1 (solo, two heroes) to 4 players end in a shared result, with every card in one place at every step;
the move log replays to the snapshot."""
from __future__ import annotations

import json

import pytest

from bot.tables import Outcome
from games.thorgal import GAME
from tests.e2e.harness import console_session, lobby_lines


class Steps:
    def __init__(self):
        self.count = 0

    def __call__(self, o: Outcome) -> None:
        GAME.check_invariants(o.state)
        assert json.loads(json.dumps(o.state)) == o.state
        self.count += 1


CASES = [(players, seed) for players in (1, 2, 3, 4) for seed in (1, 2, 3)]


@pytest.mark.parametrize(("players", "seed"), CASES, ids=[f"{p}p-seed{s}" for p, s in CASES])
async def test_tg_end_a_whole_cooperative_game(players, seed):
    """TG-END-2/TG-END-3: the game ends in one result for everyone, within the round limit (TG-RND-1)."""
    steps = Steps()
    async with console_session(seed=seed, on_move=steps) as run:
        lines = lobby_lines(players, game="thorgal") if players > 1 else ["alice create thorgal", "alice start"]
        out = await run(*lines)
        assert "✗" not in out, out
        out = await run(f"random 6000 {seed}")
        assert "✗" not in out, out
        row, state = await run.service.table("console")
        result = GAME.result(state)
        assert result.finished and row.status == "finished" and steps.count > 20
        assert state["round"] <= 8 and state["result"]["outcome"] in ("win", "loss")
        assert len(set(result.scores)) == 1 and (result.winners == [] or len(result.winners) == players)
        assert await run.service.verify(row.id)


async def test_tg_asy_3_a_pending_decision_has_a_default_move():
    """The contract's default-move hook (for deadlines and timed group decisions): a decision's TG-ASY-3 default;
    the turn's own commands have none (TG-ASY-2)."""
    s = GAME.setup(2, {"first": 1, "heroes": "brand,edda"}, 3)
    assert GAME.default_move(s, 0) is None  # a token placement never plays itself
    from games.thorgal import decisions as dc
    from games.thorgal import effects as fx

    fx.resolve(s, [{"op": "xp", "n": 1, "track": "any", "who": "active"}], {"hero": 0, "loc": None, "para": None})
    dc.run(s, [])
    assert GAME.default_move(s, 0) == "xp combat" and GAME.default_move(s, 1) is None
    s, _ = GAME.apply(s, 0, GAME.default_move(s, 0))
    assert s["heroes"][0]["combat"] == 2
