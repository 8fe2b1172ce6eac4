"""Live updates of the web table: who is told that a table changed (its new version), so that every open page reloads
what it shows within a second. One process: :class:`LocalNotifier` (in memory); several bot processes on one
PostgreSQL database: :class:`PgNotifier` (``LISTEN/NOTIFY``), so a move made through any process reaches pages served
by any other. :func:`notifier_for` picks the one that fits the store (``TableService.open`` asks it), and the web
table listens through ``service.notifier``. They live in the store because the table service creates and feeds its
notifier and imports nothing of ``bot`` but the store, and because which one fits follows the engine (as the table
lock does).

The table service calls :meth:`Notifier.publish` after every committed change of a table: the store's writes that
change a table announce it after their commit (``bot.store.changes``), and the service's notifier watches its store.
The web table's event stream (``/t/<token>/api/events``) iterates :meth:`Notifier.subscribe`. A version is a hint,
not an order: a change that keeps the version (a seat handed over, a pause, an abandon) publishes the same number
again, and a takeback a lower one, so a page reloads on every event.

Why NOTIFY right after the commit, not in the change's own transaction. In the transaction, PostgreSQL would deliver
it exactly when the change commits and never without it; but every write of the store that changes a table would
have to carry it (a move is one statement, one round trip: ``_PG_COMMIT_MOVE``), and SQLite has nothing like it, so
the two engines would be told of changes in two ways. After the commit, one hook serves both engines, the store's
transactions stay the store's, and nothing is announced that did not commit. The price: a process that dies between
the commit and the NOTIFY loses that one notification (pages served by other processes show that change with the
table's next one, or when reloaded), and a move waits for one more round trip (bounded: ``send_timeout``). The NOTIFY
is sent before the write returns, so within the table's lock wherever the service holds it (every move, start and
takeback): one table's notifications reach every process in the order of its commits.

:class:`PgNotifier` keeps one connection of its own per process (the store's pool keeps no session state: a LISTEN
there would be lost on release): it LISTENs, and it sends this process's NOTIFYs. Its own notifications come back to
it and are skipped (its local subscribers were told at once, before the NOTIFY). When the connection drops (the
server restarted, ``pg_terminate_backend``, a network cut seen by the periodic ping), it reconnects with a growing
pause; versions published meanwhile are sent once it is back (the latest per table), and every table with a local
subscriber is told its current version, since changes made elsewhere while it was deaf were never heard.

The channel is ``plansza_tables`` in the default schema ``public``; a store in another schema (a URL with
``?search_path=``, as the tests use) has ``plansza_tables:<schema>``: NOTIFY reaches the whole database, and table ids
of two schemas are the same numbers.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import defaultdict
from collections.abc import AsyncIterator

from bot.store.engines import is_postgres

log = logging.getLogger("plansza.web.live")

CHANNEL = "plansza_tables"


class Notifier:
    """The interface: ``publish`` a table's new version, ``subscribe`` to a table's versions."""

    async def publish(self, table_id: int, version: int) -> None:
        raise NotImplementedError

    @contextlib.asynccontextmanager
    async def subscribe(self, table_id: int) -> AsyncIterator[asyncio.Queue]:
        """A queue that receives every version of ``table_id`` published while the context is open."""
        raise NotImplementedError
        yield  # pragma: no cover

    async def close(self) -> None:
        pass


class LocalNotifier(Notifier):
    """Within one process: each subscriber has a queue of the versions published since it subscribed."""

    def __init__(self) -> None:
        self._queues: dict[int, set[asyncio.Queue]] = defaultdict(set)

    async def publish(self, table_id: int, version: int) -> None:
        self.deliver(table_id, version)

    def deliver(self, table_id: int, version: int) -> None:
        for queue in list(self._queues.get(int(table_id), ())):
            queue.put_nowait(int(version))

    def subscribers(self, table_id: int | None = None) -> int:
        """How many subscriptions are open (to ``table_id``, or to any table)."""
        if table_id is not None:
            return len(self._queues.get(int(table_id), ()))
        return sum(len(q) for q in self._queues.values())

    def watched(self) -> list[int]:
        """The tables with a subscriber in this process."""
        return list(self._queues)

    @contextlib.asynccontextmanager
    async def subscribe(self, table_id: int) -> AsyncIterator[asyncio.Queue]:
        queue: asyncio.Queue = asyncio.Queue()
        self._queues[int(table_id)].add(queue)
        try:
            yield queue
        finally:
            self._queues[int(table_id)].discard(queue)
            if not self._queues[int(table_id)]:
                del self._queues[int(table_id)]


class PgNotifier(LocalNotifier):
    """Several processes on one PostgreSQL database: ``NOTIFY`` for every change published here, and one ``LISTEN``
    connection that passes every other process's notifications to this process's subscribers (see the module's
    doc). :meth:`start` before use, :meth:`close` after."""

    def __init__(self, url: str, *, retry_first: float = 0.2, retry_max: float = 10.0, ping_every: float = 30.0,
                 timeout: float = 5.0, send_timeout: float = 0.5) -> None:
        super().__init__()
        self.url = url
        self.retry_first, self.retry_max, self.ping_every = retry_first, retry_max, ping_every
        # a NOTIFY is sent while the table's lock is held: a stuck connection may delay a move by send_timeout only
        # (then it is sent after a reconnect); below bot.store.changes.WATCH_TIMEOUT, which would cut it short
        self.timeout, self.send_timeout = timeout, send_timeout
        self.channel = CHANNEL
        self.connects = 0  # connections made so far (the first, then each reconnect)
        self._con = None
        self._pid: int | None = None  # the server process of our connection: its notifications are our own
        self._use = asyncio.Lock()  # one query at a time on the connection
        self._dropped = asyncio.Event()
        self._ready = asyncio.Event()  # the first attempt to connect is over (whether it worked)
        self._up = asyncio.Condition()  # told of every new connection
        self._pending: dict[int, int] = {}  # table -> latest version published while the connection was down
        self._task: asyncio.Task | None = None
        self._closing = False

    @property
    def connected(self) -> bool:
        return self._con is not None and not self._con.is_closed()

    @property
    def backend_pid(self) -> int | None:
        """The server process of the connection (``pg_stat_activity.pid``), None while there is none."""
        return self._pid

    async def wait_connected(self, connects: int = 1) -> None:
        """Until the ``connects``-th connection (the first, or a reconnect) is up."""
        async with self._up:
            await self._up.wait_for(lambda: self.connects >= connects and self.connected)

    async def start(self) -> PgNotifier:
        """Connect and LISTEN (waits for the first attempt; a failed one is retried in the background, and the
        store, opened first, is the one that refuses a database that is not there)."""
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="plansza-pg-notifier")
            await self._ready.wait()
        return self

    async def publish(self, table_id: int, version: int) -> None:
        self.deliver(table_id, version)  # this process's pages: at once, whatever the connection does
        await self._send(int(table_id), int(version))

    async def _send(self, table_id: int, version: int) -> None:
        con = self._con
        if con is None or con.is_closed():
            self._pending[table_id] = version  # sent once the connection is back
            return
        async def notify() -> None:
            async with self._use:
                await con.execute("SELECT pg_notify($1, $2)", self.channel, f"{table_id}:{version}")

        try:
            await asyncio.wait_for(notify(), self.send_timeout)
        except Exception as exc:  # never the caller's failure: a move was committed already
            log.warning("live updates: NOTIFY of table %s failed (%s); sent again after a reconnect", table_id, exc)
            self._pending[table_id] = version
            self._lost(con)

    def _heard(self, _con, pid: int, _channel: str, payload: str) -> None:
        if pid == self._pid:
            return  # our own: delivered when it was published
        table, sep, version = payload.partition(":")
        if not sep or not table.isdigit() or not version.lstrip("-").isdigit():
            log.warning("live updates: a notification not of the form <table>:<version> ignored: %.40r", payload)
            return
        self.deliver(int(table), int(version))

    def _lost(self, con) -> None:
        if con is self._con:
            self._dropped.set()

    async def _run(self) -> None:
        pause = self.retry_first
        while not self._closing:
            try:
                await self._connect()
                pause = self.retry_first
            except Exception as exc:
                log.warning("live updates: no LISTEN connection (%s); again in %.1f s", exc, pause)
                self._ready.set()
                await self._rest(pause)
                pause = min(pause * 2, self.retry_max)
                continue
            self._ready.set()
            while not self._closing and not self._dropped.is_set():
                if not await self._rest(self.ping_every) and not self._closing:
                    await self._ping()
            await self._discard()

    async def _rest(self, seconds: float) -> bool:
        """Wait ``seconds``, or less when the connection drops or we close; True if it did."""
        if self._closing:
            return True
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(self._dropped.wait(), seconds)
            return True
        return False

    async def _connect(self) -> None:
        import asyncpg

        con = await asyncio.wait_for(asyncpg.connect(self.url), self.timeout)
        try:
            schema = await con.fetchval("SELECT current_schema()")
            self.channel = CHANNEL if schema in (None, "public") else f"{CHANNEL}:{schema}"
            await con.add_listener(self.channel, self._heard)
        except BaseException:
            con.terminate()
            raise
        con.add_termination_listener(self._lost)
        self._con, self._pid = con, con.get_server_pid()
        self._dropped.clear()
        pending, self._pending = self._pending, {}
        for table_id, version in pending.items():
            await self._send(table_id, version)
        if self.connects:
            await self._catch_up(con)
        self.connects += 1  # counted once it is all done (wait_connected)
        log.info("live updates: listening on %s (connection %d)", self.channel, self.connects)
        async with self._up:
            self._up.notify_all()

    async def _catch_up(self, con) -> None:
        """After a reconnect: every watched table's current version to its subscribers (what changed elsewhere
        while this process was not listening was never heard)."""
        tables = self.watched()
        if not tables:
            return
        try:
            async with self._use:
                rows = await asyncio.wait_for(con.fetch("SELECT id, version FROM tables WHERE id = ANY($1::bigint[])",
                                                        tables), self.timeout)
        except Exception as exc:
            log.warning("live updates: could not catch up after a reconnect (%s)", exc)
            self._lost(con)
            return
        for table_id, version in rows:
            self.deliver(table_id, version)

    async def _ping(self) -> None:
        """A dead connection that nobody told us of (a network cut): found within ``ping_every``."""
        con = self._con
        try:
            if con is None:  # lost meanwhile: the same way out as a connection that does not answer
                raise ConnectionError("no LISTEN connection")
            async with self._use:
                await asyncio.wait_for(con.fetchval("SELECT 1"), self.timeout)
        except Exception as exc:
            log.warning("live updates: the LISTEN connection does not answer (%s); reconnecting", exc)
            self._lost(con)

    async def _discard(self) -> None:
        con, self._con, self._pid = self._con, None, None
        self._dropped.clear()  # (a failed reconnect then rests its pause; close() sets it again to end the rest)
        if con is None:
            return
        con.remove_termination_listener(self._lost)
        if self._closing and not con.is_closed():
            try:
                await asyncio.wait_for(con.close(), self.timeout)
                return
            except Exception:  # a dead or stuck server: let go of it
                pass
        con.terminate()

    async def close(self) -> None:
        self._closing = True
        self._dropped.set()
        task, self._task = self._task, None
        if task is not None:
            try:
                await asyncio.wait_for(task, self.timeout * 2)
            except Exception:
                task.cancel()
                with contextlib.suppress(BaseException):
                    await task
        if self._con is not None:  # the task was cut short
            self._con.terminate()
            self._con = None


async def notifier_for(target: str) -> Notifier:
    """The notifier for the store at ``target``: :class:`PgNotifier` (started) for PostgreSQL, where several
    processes may serve one table's pages; :class:`LocalNotifier` for SQLite, which one process owns."""
    if is_postgres(target):
        return await PgNotifier(target).start()
    return LocalNotifier()


__all__ = ["CHANNEL", "LocalNotifier", "Notifier", "PgNotifier", "notifier_for"]
