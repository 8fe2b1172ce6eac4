"""A damaged table (issue 25), on both engines: a snapshot that is no longer JSON is rebuilt from the move log (the
truth) the next time the table is read, and play goes on; when the move log is damaged too, that table alone is
refused with a clear message in both languages, nothing changes, and every other table plays on."""
from __future__ import annotations

import random

import pytest

from bot.store import Storage
from bot.tables import Settings, TableService
from bot.tables.present import error_text
from games import registry
from games.core.errors import GameError
from tests.support.engines import backend  # noqa: F401  (both engines)


async def _table(svc: TableService, channel: str, moves: int, seed: int) -> None:
    await svc.create(guild_id="g", channel_id=channel, user_id="u0", name="P0", game_id="dragon_castle")
    await svc.join(channel, "u1", "P1")
    await svc.start(channel, "u0")
    await _moves(svc, channel, moves, seed)


async def _moves(svc: TableService, channel: str, moves: int, seed: int):
    game, rnd = registry.get("dragon_castle"), random.Random(seed)
    for _ in range(moves):
        row, state = await svc.table(channel)
        seat = sorted(game.actors(state))[0]
        await svc.play(channel, row.user_of(seat), rnd.choice(game.legal_moves(state, seat)).id)


async def _fresh(target: str, clock) -> TableService:  # a new process: nothing cached
    return TableService(await Storage(target).open(), Settings(create_cooldown=0, live_tables_base=100), clock=clock)


async def test_a_damaged_snapshot_is_rebuilt_from_the_log(db_target, clock):
    svc = await _fresh(db_target, clock)
    await _table(svc, "c1", 8, 1)
    row, good = await svc.table("c1")
    await svc.db.engine.transaction([("UPDATE tables SET state=? WHERE id=?", ('{"broken', row.id))])
    assert not await svc.verify(row.id)
    await svc.close()

    svc = await _fresh(db_target, clock)
    row, state = await svc.table("c1")  # read: rebuilt from the log, written back
    assert state == good and await svc.verify(row.id)
    await _moves(svc, "c1", 3, 2)  # and the game goes on
    assert (await svc.table("c1"))[0].version == row.version + 3
    await svc.db.engine.transaction([("UPDATE tables SET state=? WHERE id=?", ("[]", row.id))])
    assert await svc.verify(row.id, repair=True) is False and await svc.verify(row.id)  # the repair path too
    await svc.close()


async def test_a_damaged_log_refuses_that_table_only(db_target, clock):
    svc = await _fresh(db_target, clock)
    await _table(svc, "c1", 6, 3)
    await _table(svc, "c2", 6, 4)
    row = (await svc.table("c1"))[0]
    await svc.db.engine.transaction([("UPDATE tables SET state=? WHERE id=?", ("not json", row.id)),
                                     ("UPDATE moves SET move=? WHERE table_id=? AND n=?", ("nonsense", row.id, 2))])
    await svc.close()

    svc = await _fresh(db_target, clock)
    with pytest.raises(GameError) as err:
        await svc.legal_moves("c1", "u0")
    assert err.value.key == "bot-err-table-damaged"
    assert "move log are both damaged" in error_text(err.value, "en")
    assert "dziennik ruchów" in error_text(err.value, "pl")
    assert (await svc.db.table(row.id)).state_json == "not json"  # nothing changed
    assert not await svc.verify(row.id, repair=True)
    await _moves(svc, "c2", 3, 5)  # the other table plays on
    await svc.close()
