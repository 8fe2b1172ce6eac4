"""The storage interface, one suite for both engines (``db_target``: SQLite and PostgreSQL): every write is one
transaction, guarded writes refuse a stale version, a unique key gives the same exception whatever the engine, and
two stores on one database (two processes) apply a move exactly once."""
from __future__ import annotations

import asyncio
import json

import pytest

from bot.store import Conflict, DuplicateInteraction, SchemaTooNew, Storage, TurnClock, VersionConflict
from bot.store.engines import migrations
from games.core.contract import Event, Msg

NOW = 1_000_000.0


@pytest.fixture
async def db(db_target):
    store = await Storage(db_target).open()
    yield store
    await store.close()


async def _table(db, channel="c1", players=2) -> int:
    table_id = await db.create_table(guild_id="g", channel_id=channel, game="passgame", options={"x": 1},
                                     owner_id="u0", owner_name="Ala", lang="pl", seed=2**47 + 5, now=NOW)
    row = await db.table(table_id)
    await db.set_seats(table_id, row.version, [(f"u{i}", f"P{i}") for i in range(players)], NOW)
    return table_id


async def _start(db, table_id, actors=(0,)) -> None:
    row = await db.table(table_id)
    clocks = [TurnClock(s, NOW, NOW + 60, NOW + 600, True) for s in actors]
    await db.start_table(table_id, row.version, json.dumps({"turn": 0}), list(actors), clocks, NOW)


async def _move(db, table_id, version, seat=0, interaction=None, actors=(1,), clocks=None, deadline=None):
    await db.commit_move(table_id=table_id, version=version, seat=seat, move=f"m{version}", events=[{"k": "e"}],
                         state_json=json.dumps({"turn": version}), actors=list(actors), status="active",
                         interaction_id=interaction, now=NOW + version,
                         clocks=clocks if clocks is not None else [TurnClock(a, NOW + version, None, None, True)
                                                                     for a in actors], deadline=deadline)


async def test_both_engines_know_the_same_migrations(db):
    assert [n for n, _ in migrations("sqlite")] == [n for n, _ in migrations("postgres")] == list(range(1, 13))
    assert await db.schema_version() == 12


async def test_reopening_applies_nothing_twice_and_a_newer_schema_is_refused(db_target):
    first = await Storage(db_target).open()
    await first.close()
    again = await Storage(db_target).open()           # a restart
    assert await again.schema_version() == 12
    await again._tx([("INSERT INTO schema_migrations VALUES (?, ?)", (99, NOW))])
    await again.close()
    with pytest.raises(SchemaTooNew) as err:
        await Storage(db_target).open()
    assert (err.value.found, err.value.known) == (99, 12)


async def test_a_lobby_and_its_seats(db):
    table_id = await _table(db, players=3)
    row = await db.table(table_id)
    assert (row.game, row.options, row.lang, row.seed, row.status, row.version) == (
        "passgame", {"x": 1}, "pl", 2**47 + 5, "lobby", 1)
    assert [(s.seat, s.user_id, s.name) for s in row.seats] == [(0, "u0", "P0"), (1, "u1", "P1"), (2, "u2", "P2")]
    assert (await db.live_table("c1")).id == table_id
    with pytest.raises(Conflict):                       # one live table per channel
        await db.create_table(guild_id="g", channel_id="c1", game="passgame", options={}, owner_id="u9",
                              owner_name="Zed", lang="en", seed=1, now=NOW)
    with pytest.raises(VersionConflict):                # a stale lobby version changes nothing
        await db.set_seats(table_id, 0, [("u0", "P0")], NOW)
    assert len((await db.table(table_id)).seats) == 3
    assert [r.id for r in await db.tables_of_user("u2")] == [table_id]
    assert await db.user_counts("u0") == (1, 0, NOW)


async def test_a_move_is_one_guarded_transaction(db):
    table_id = await _table(db)
    await _start(db, table_id)
    await _move(db, table_id, 1, interaction="i1", deadline=NOW + 30)
    row = await db.table(table_id)
    assert (row.version, row.actors, json.loads(row.state_json)) == (2, [1], {"turn": 1})
    assert [c.seat for c in await db.clocks(table_id)] == [1]
    assert await db.due_deadlines(NOW + 31) == [(table_id, 2)]
    with pytest.raises(VersionConflict):                # the same version again: nothing is written
        await _move(db, table_id, 1, interaction="i2")
    with pytest.raises(DuplicateInteraction):           # the same interaction on the next version
        await _move(db, table_id, 2, interaction="i1")
    assert [m["n"] for m in await db.moves(table_id)] == [1]
    assert (await db.table(table_id)).version == 2
    assert (await db.move_by_interaction("i1"))["move"] == "m1"


async def test_two_stores_on_one_database_apply_a_move_once(db_target):
    """Two processes' stores: the same version raced 20 times from both; each time exactly one commit wins."""
    a, b = await Storage(db_target).open(), await Storage(db_target).open()
    try:
        table_id = await _table(a)
        await _start(a, table_id)
        for version in range(1, 21):
            results = await asyncio.gather(_move(a, table_id, version), _move(b, table_id, version),
                                           return_exceptions=True)
            assert sorted(type(r).__name__ for r in results) == ["NoneType", "VersionConflict"]
        assert [m["n"] for m in await b.moves(table_id)] == list(range(1, 21))
        assert (await a.table(table_id)).version == 21
    finally:
        await a.close()
        await b.close()


async def test_clocks_are_kept_or_replaced_and_a_pause_shifts_them(db):
    table_id = await _table(db, players=3)
    await _start(db, table_id, actors=(0, 1))
    # seat 0 keeps its clock (not reset), seat 1's clock is dropped, seat 2's starts
    await _move(db, table_id, 1, actors=(0, 2), clocks=[TurnClock(0, NOW + 5, None, None, False),
                                                         TurnClock(2, NOW + 5, NOW + 99, None, True)])
    clocks = {c.seat: c for c in await db.clocks(table_id)}
    assert set(clocks) == {0, 2} and clocks[0].started_at == NOW and clocks[0].remind_at == NOW + 60
    assert [c.seat for c in await db.due_reminder_clocks(NOW + 100)] == [0, 2]
    assert await db.pause(table_id, NOW + 10) and not await db.pause(table_id, NOW + 10)
    assert await db.due_reminder_clocks(NOW + 100) == []   # a paused table's clocks stand still
    assert await db.resume(table_id, NOW + 40)
    clocks = {c.seat: c for c in await db.clocks(table_id)}
    assert clocks[0].remind_at == NOW + 90                  # moved on by the 30 s it stood still
    assert clocks[2].remind_at == NOW + 129                 # the same 30 s (it started before the pause)
    assert await db.mark_expired(table_id, 0, NOW) and not await db.mark_expired(table_id, 0, NOW)
    assert await db.set_remind_at(table_id, 0, NOW, None, sent=True)
    assert not await db.set_remind_at(table_id, 0, NOW + 1, None)  # another clock: not changed
    assert (await db.clock(table_id, 0)).reminders_sent == 1
    await db.set_status(table_id, "abandoned", NOW + 50)
    assert await db.clocks(table_id) == []


async def test_votes_have_one_open_per_kind_and_one_ballot_per_voter(db):
    table_id = await _table(db, players=3)
    await _start(db, table_id)
    vote_id = await db.open_vote(table_id, "kick", seat=1, user_id=None, user_name=None, proposer="u0", now=NOW,
                                 expires_at=NOW + 60)
    with pytest.raises(Conflict):
        await db.open_vote(table_id, "kick", seat=2, user_id=None, user_name=None, proposer="u1", now=NOW,
                           expires_at=NOW + 60)
    assert await db.cast(vote_id, "u2", False) and not await db.cast(vote_id, "u2", True)
    vote = await db.vote(vote_id)
    assert (vote.yes, vote.no, vote.status) == ({"u0"}, {"u2"}, "open")
    assert [v.id for v in await db.expired_votes(NOW + 61)] == [vote_id]
    log = [Event(Msg("bot-log-paused"))]
    assert await db.close_vote(vote_id, "failed", log, table_id, 1, NOW)
    assert not await db.close_vote(vote_id, "passed")
    assert await db.open_votes(table_id) == []
    assert not await db.cast(vote_id, "u1", True)           # closed


async def test_the_table_log_keeps_its_order_and_a_takeback_removes_one_move(db):
    table_id = await _table(db)
    await _start(db, table_id)
    await _move(db, table_id, 1)
    await _move(db, table_id, 2, actors=(0,))
    for key in ("bot-log-paused", "bot-log-resumed", "bot-log-waited"):
        await db.add_log(table_id, 3, NOW, [Event(Msg(key))])   # same version and time: written order decides
    await db.take_back(table_id, 3, json.dumps({"turn": 1}), [1], [TurnClock(1, NOW, None, None, True)], None,
                       [Event(Msg("bot-log-takeback"))], NOW + 9)
    assert [e["events"][0]["msg"]["key"] for e in await db.table_log(table_id)] == [
        "bot-log-paused", "bot-log-resumed", "bot-log-waited", "bot-log-takeback"]
    row = await db.table(table_id)
    assert (row.version, [m["n"] for m in await db.moves(table_id)]) == (2, [1])


async def test_small_records_upsert(db):
    table_id = await _table(db)
    await _start(db, table_id)
    await db.set_last_post(table_id, "c1", "m1")
    await db.set_last_post(table_id, "c1", "m2")
    assert await db.last_post(table_id) == ("c1", "m2")
    await db.set_user_lang("u0", "pl")
    await db.set_dm_mode("u0", "hand")
    await db.set_user_lang("u0", "en")
    assert await db.user_prefs(["u0", "u1"]) == {"u0": ("en", "hand")}
    assert await db.first_dm_notice(table_id, "u0") and not await db.first_dm_notice(table_id, "u0")
    await db.set_player_settings("u0", {"a": 1})
    await db.set_player_settings("u0", {"a": 2})
    assert await db.player_settings(["u0"]) == {"u0": {"a": 2}}
    await db.rebase(table_id, 1, json.dumps({"v": 2}), 2)
    await db.rebase(table_id, 1, json.dumps({"v": 3}), 3)
    assert await db.replay_base(table_id) == (0, 3, json.dumps({"v": 3}))
    assert await db.idle_tables(NOW + 1) == [table_id]
    assert await db.mark_idle_warned(table_id, NOW + 2, NOW) and not await db.mark_idle_warned(table_id, NOW, 0.5)
    assert await db.count_tables() == 1
