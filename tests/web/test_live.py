"""Live updates (issue 28): every committed change of a table reaches the subscribers of its web page within a second,
on both engines; with PostgreSQL across processes (two table services on one database, each with its own LISTEN
connection), through a LISTEN connection killed under it, and never at the cost of a move."""
from __future__ import annotations

import asyncio
import logging

import asyncpg
import pytest

from bot.store import Storage, changes
from bot.store.engines import is_postgres
from bot.store.live import CHANNEL, LocalNotifier, Notifier, PgNotifier, notifier_for
from bot.tables import Settings, TableService
from games.core.errors import GameError
from tests.support.engines import backend  # noqa: F401 - both engines here

SOON = 1.0  # the promise: a page hears of a change within a second
RECONNECT = 5.0  # a killed LISTEN connection: found, reconnected and caught up


def _settings() -> Settings:
    return Settings(create_cooldown=0, live_tables_base=100)


async def _open(target: str, clock, **kwargs) -> TableService:
    return await TableService.open(target, _settings(), clock=clock, seed_source=lambda: 7, **kwargs)


@pytest.fixture
async def svc(db_target, clock):
    service = await _open(db_target, clock)
    yield service
    await service.close()


async def _next(queue: asyncio.Queue, within: float = SOON) -> int:
    return await asyncio.wait_for(queue.get(), within)


async def _lobby(service, channel: str = "c1") -> int:
    table_id = await _created(service, channel)
    await service.join(channel, "u1", "Bob")
    return table_id


async def _created(service, channel: str = "c1") -> int:
    """A new lobby with its owner alone (a creation tells nobody: no page can know the table yet)."""
    row = await service.create(guild_id="g", channel_id=channel, user_id="u0", name="Ala", game_id="passgame")
    return row.id


async def _give(service, channel: str = "c1"):
    """Seat 0 (u0, whose turn it is) hands a card on: a move that may be taken back (it reveals nothing)."""
    _, state = await service.table(channel)
    return await service.play(channel, "u0", f"give {state['hands'][0][0]}")


async def test_the_store_picks_the_notifier(db_target, clock):
    service = await _open(db_target, clock)
    try:
        if is_postgres(db_target):
            assert isinstance(service.notifier, PgNotifier) and service.notifier.connected
            schema = db_target.partition("?search_path=")[2]
            assert service.notifier.channel == f"{CHANNEL}:{schema}"  # one schema's tables never wake another's
        else:
            assert type(service.notifier) is LocalNotifier
    finally:
        await service.close()
    if is_postgres(db_target):
        assert not service.notifier.connected


async def test_a_start_a_move_and_a_takeback_reach_a_subscriber(svc):
    table_id = await _lobby(svc)
    async with svc.notifier.subscribe(table_id) as versions:
        await svc.start("c1", "u0")
        assert await _next(versions) == 1
        done = await _give(svc)
        assert await _next(versions) == done.table.version == 2
        await svc.take_back("c1", "u0")
        assert await _next(versions) == 1  # the version goes back with the log
        await svc.pause("c1", "u0")
        assert await _next(versions) == 1  # a change that keeps the version is told too
        await svc.resume("c1", "u0")
        assert await _next(versions) == 1
        await _give(svc)
        assert await _next(versions) == 2
        await svc.abandon("c1", "u0")
        assert await _next(versions) == 2
        assert (await svc.table_by_id(table_id)).status == "abandoned"
        assert versions.empty()  # once per change


async def test_lobby_changes_and_a_seat_handed_over_are_told(svc):
    table_id = await _lobby(svc)
    async with svc.notifier.subscribe(table_id) as versions:
        await svc.join("c1", "u2", "Cyd")
        assert await _next(versions) == 2  # a lobby's version counts its seatings
        await svc.leave("c1", "u2")
        assert await _next(versions) == 3
        await svc.start("c1", "u0")
        assert await _next(versions) == 1
        await svc.replace("c1", "u0", 2, "u9", "Ewa", moderator=True)  # seat 2 (u1's) to someone else
        assert await _next(versions) == 1
        assert (await svc.table_by_id(table_id)).seats[1].user_id == "u9"


async def test_a_refused_move_tells_nobody(svc):
    table_id = await _lobby(svc)
    await svc.start("c1", "u0")
    async with svc.notifier.subscribe(table_id) as versions:
        with pytest.raises(GameError):
            await svc.play("c1", "u1", "give 1")  # not u1's turn
        with pytest.raises(GameError):
            await svc.play("c1", "u0", "give 99")  # not in the hand
        assert versions.empty()
        await _give(svc)
        assert await _next(versions) == 2 and versions.empty()


async def test_subscriptions_end_with_their_context(svc):
    table_id = await _lobby(svc)
    notifier = svc.notifier
    async with notifier.subscribe(table_id), notifier.subscribe(table_id), notifier.subscribe(table_id + 1):
        assert (notifier.subscribers(table_id), notifier.subscribers()) == (2, 3)
    with pytest.raises(RuntimeError):
        async with notifier.subscribe(table_id):
            raise RuntimeError("a page's stream broke")
    reader = asyncio.create_task(_read_forever(notifier, table_id))
    await asyncio.sleep(0)  # the reader subscribes
    assert notifier.subscribers(table_id) == 1
    reader.cancel()  # the browser went away
    with pytest.raises(asyncio.CancelledError):
        await reader
    assert notifier.subscribers() == 0 and notifier.watched() == []
    await svc.start("c1", "u0")  # publishing to nobody is fine
    assert (await svc.table_by_id(table_id)).version == 1


async def _read_forever(notifier, table_id: int) -> None:
    async with notifier.subscribe(table_id) as versions:
        while True:
            await versions.get()


class Broken(LocalNotifier):
    async def publish(self, table_id: int, version: int) -> None:
        raise ConnectionError("the notifier is down")


class Stuck(LocalNotifier):
    async def publish(self, table_id: int, version: int) -> None:
        await asyncio.Event().wait()


@pytest.mark.parametrize("notifier", [Broken, Stuck])
async def test_a_broken_notifier_never_fails_a_move(db_target, clock, notifier, monkeypatch, caplog):
    monkeypatch.setattr(changes, "WATCH_TIMEOUT", 0.2)
    service = TableService(await Storage(db_target).open(), _settings(), clock=clock, seed_source=lambda: 7,
                           notifier=notifier())
    try:
        table_id = await _lobby(service)
        caplog.clear()
        with caplog.at_level(logging.ERROR, logger="plansza.store"):
            await service.start("c1", "u0")
            done = await asyncio.wait_for(_give(service), 5.0)
        assert done.table.version == 2 and not done.duplicate
        assert (await service.table_by_id(table_id)).version == 2  # committed, whatever the notifier did
        assert sum("a watcher of its changes failed" in r.message for r in caplog.records) == 2
    finally:
        await service.close()


async def test_a_database_out_of_reach_costs_no_move_and_local_pages_still_hear(tmp_path, clock):
    """A PgNotifier whose server is gone: the move is made, this process's own subscribers are told at once."""
    notifier = await PgNotifier("postgresql://plansza@127.0.0.1:1/nowhere", retry_first=0.05, timeout=0.5).start()
    service = await _open(str(tmp_path / "plansza.sqlite3"), clock, notifier=notifier)
    try:
        assert not notifier.connected
        table_id = await _lobby(service)
        async with notifier.subscribe(table_id) as versions:
            await service.start("c1", "u0")
            assert await _next(versions) == 1
    finally:
        await service.close()
    assert not notifier.connected


async def test_notifier_for_each_engine(tmp_path):
    assert type(await notifier_for(str(tmp_path / "x.sqlite3"))) is LocalNotifier
    assert isinstance(LocalNotifier(), Notifier)


# ---- PostgreSQL: several processes ---------------------------------------------------------------------------------
@pytest.fixture
async def two(pg_url, clock):
    """Two table services on one database, as two bot processes are: each has its own LISTEN connection."""
    first, second = await _open(pg_url, clock), await _open(pg_url, clock)
    yield first, second
    await first.close()
    await second.close()


async def test_a_move_through_one_process_reaches_a_page_of_another(two):
    one, other = two
    table_id = await _created(one)
    async with other.notifier.subscribe(table_id) as there, one.notifier.subscribe(table_id) as here:
        await one.join("c1", "u1", "Bob")
        assert (await _next(there), await _next(here)) == (1, 1)
        await one.start("c1", "u0")
        assert (await _next(there), await _next(here)) == (1, 1)
        await _give(other)  # and the other way round
        assert (await _next(there), await _next(here)) == (2, 2)
        await one.take_back("c1", "u0")
        assert (await _next(there), await _next(here)) == (1, 1)
        assert there.empty() and here.empty()  # its own NOTIFY is not delivered twice


async def test_a_killed_listen_connection_reconnects_and_moves_still_arrive(two, pg_url):
    one, other = two
    table_id = await _created(one)
    async with other.notifier.subscribe(table_id) as there:
        await one.join("c1", "u1", "Bob")
        await one.start("c1", "u0")
        assert (await _next(there), await _next(there)) == (1, 1)  # all heard before the connection is killed
        await _terminate(pg_url, other.notifier.backend_pid)  # the listener of the page's process
        await _give(one)
        # heard live if it was back in time, else told the current version when it caught up (which may be read
        # before the move committed: then the move is heard live after it)
        await asyncio.wait_for(_until(there, 2), RECONNECT)
        await _next_connection(other.notifier, 2)
        _drain(there, 2)  # heard both ways if it came back between the commit and the NOTIFY
        await one.take_back("c1", "u0")
        assert await _next(there) == 1

        await _terminate(pg_url, one.notifier.backend_pid)  # the sender's: its NOTIFY is sent once it is back
        await _give(one)
        await asyncio.wait_for(_until(there, 2), RECONNECT)
        await _next_connection(one.notifier, 2)
        _drain(there, 2)
        await one.take_back("c1", "u0")
        assert await _next(there) == 1
    assert other.notifier.subscribers() == 0


async def _terminate(url: str, pid: int | None) -> None:
    assert pid is not None
    con = await asyncpg.connect(url)
    try:
        assert await con.fetchval("SELECT pg_terminate_backend($1)", pid)
    finally:
        await con.close()


async def _next_connection(notifier: PgNotifier, connects: int) -> None:
    """Wait (within RECONNECT) until ``notifier`` made its ``connects``-th connection."""
    await asyncio.wait_for(notifier.wait_connected(connects), RECONNECT)


async def _until(queue: asyncio.Queue, version: int) -> None:
    """Read versions until ``version`` comes (none later than it before: no version from the future)."""
    while (got := await queue.get()) != version:
        assert got < version


def _drain(queue: asyncio.Queue, version: int) -> None:
    while not queue.empty():
        assert queue.get_nowait() == version
