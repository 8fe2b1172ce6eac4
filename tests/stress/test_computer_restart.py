"""Restart safety of computer seats (issue 16): the bot is killed with SIGKILL (with its thinking worker) while a
computer seat thinks; a new bot on the same database finds the computer's turn still open, thinks again and plays
it exactly once."""
from __future__ import annotations

from pathlib import Path

from bot.store import Storage
from bot.tables import Settings, TableService
from bot.tables.computer import ComputerPlayers
from games import registry
from games.ai.levels import Level
from tests.support.killing import kill_when

QUICK = {"hard": Level("hard", iterations=8, seconds=1.0, rollout_depth=4)}


def _kill_while_thinking(db: Path) -> dict[str, list[str]]:
    # the bot and its thinking worker process, as a crash takes both
    return kill_when("tests.stress.computer_worker", db, lambda what, _values: what == "thinking", group=True)


async def test_a_computer_seat_killed_mid_thought_moves_exactly_once_after_restart(db_target):
    path = db_target
    acks = _kill_while_thinking(path)
    table_id, ready = int(acks["ready"][0]), int(acks["ready"][1])
    assert int(acks["thinking"][0]) == ready and "finished-thinking" not in acks
    players = ComputerPlayers(1, timed=False, levels=QUICK)
    db = await Storage(path).open()
    try:
        row = await db.table(table_id, with_state=False)
        assert row.version == ready  # nothing was applied
        before = await db.moves(table_id)
        svc = TableService(db, Settings(create_cooldown=0), filler=players)
        played = await svc.play_computers(table_id)  # what the bot's loop does at its first pass
        assert played and all(o.seat == 1 for o in played)
        row, state = await svc.table("c")
        log = (await db.moves(table_id))[len(before):]
        assert len(log) == len(played) and all(m["seat"] == 1 for m in log)  # each move once
        assert row.version == ready + len(played)
        assert 0 in registry.get("dragons").actors(state) or row.status == "finished"
        assert await svc.play_computers(table_id) == []  # a second pass finds nothing owed
        assert len(await db.moves(table_id)) == len(before) + len(log)
    finally:
        players.close()
        await db.close()
