"""The two SQL engines under :class:`bot.store.storage.Storage`: SQLite (aiosqlite, embedded, the default) and
PostgreSQL (asyncpg, shared by several bot processes). Storage writes one SQL text for both, with ``?`` placeholders and
the common subset of the two dialects (``ON CONFLICT``, ``RETURNING``, ``UPDATE ... FROM``); an engine runs it.

Each engine gives: reads (``fetchall``/``fetchone``), one write transaction guarded by a row that must change
(optimistic concurrency), numbered migrations from its own folder (``bot/store/migrations/<dialect>``, the same numbers
for both), a lock across processes for one table, and claims on due timers. A unique-key violation is one exception type
whatever the engine: :class:`Conflict`, or :class:`DuplicateInteraction` for an interaction that was already applied.

Two failures of the database itself are refusals a player can read (both are :class:`GameError`, so every adapter
answers them in the reader's language and the table stays as it was): :class:`StoreBusy` when another program holds
SQLite's write lock for longer than :data:`BUSY_WAIT_SECONDS`, and :class:`StoreFull` when the disk is full."""
from __future__ import annotations

import asyncio
import contextlib
import itertools
import re
import sqlite3
import time
import zlib
from collections.abc import Awaitable, Callable
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, TypeVar, cast

import aiosqlite

from games.core.errors import GameError

if TYPE_CHECKING:
    import asyncpg  # imported where it is used: the SQLite store never loads it

T = TypeVar("T")

#: How long a write waits, in all, for a lock another program holds on the SQLite file before it is refused: well
#: under the 3 seconds Discord gives an interaction, so the refusal still reaches the player.
BUSY_WAIT_SECONDS = 2.0
#: SQLite's own busy handler waits this long per attempt; between attempts the event loop runs other work (one
#: connection serves every table, so a long wait inside SQLite would stall them all).
_BUSY_ATTEMPT_MS = 50
_BACKOFF_FIRST, _BACKOFF_MAX = 0.02, 0.25  # seconds between attempts, doubling
_SQLITE_BUSY, _SQLITE_FULL = 5, 13  # primary result codes (the extended ones keep them in their low byte)


class VersionConflict(Exception):
    """The table changed since it was read; re-read and re-validate."""


class DuplicateInteraction(Exception):
    """This interaction id was already applied."""


class Conflict(Exception):
    """A unique key was violated (a live table in the channel already, a vote of this kind already open...)."""


class StoreBusy(GameError):
    """Another program held the database's write lock for longer than :data:`BUSY_WAIT_SECONDS`: nothing was
    written, and the same command a moment later will do."""

    def __init__(self) -> None:
        super().__init__("bot-err-store-busy")


class StoreFull(GameError):
    """The disk (or the database's size limit) is full: the write was rolled back, nothing was changed. ``detail``
    is the engine's own words, for the log."""

    def __init__(self, detail: str = "") -> None:
        super().__init__("bot-err-store-full")
        self.detail = detail

    def __str__(self) -> str:
        return f"{self.key}: {self.detail}" if self.detail else self.key


class SchemaTooNew(Exception):
    """The database was written by a newer bot: its migrations are ahead of ours, so we must not touch it."""

    def __init__(self, found: int, known: int):
        super().__init__(f"database schema {found} is newer than this bot's {known}")
        self.found, self.known = found, known


class DatabaseCorrupt(Exception):
    """The integrity check at start found damage: restore a backup (plansza-restore)."""

    def __init__(self, problems: list[str]):
        super().__init__("; ".join(problems[:5]))
        self.problems = problems


Statement = tuple[str, tuple]
_INTERACTION_KEY = "moves_interaction"  # the unique index on moves.interaction_id (both schemas)


def migrations(dialect: str) -> list[tuple[int, str]]:
    """(number, SQL) of every migration of ``dialect``, in order."""
    out = []
    for f in resources.files(f"bot.store.migrations.{dialect}").iterdir():
        if f.name.endswith(".sql") and f.name[:3].isdigit():
            out.append((int(f.name[:3]), f.read_text(encoding="utf-8")))
    return sorted(out)


def is_postgres(target: str) -> bool:
    return target.startswith(("postgresql://", "postgres://"))


def _returns(sql: str) -> bool:
    return " RETURNING " in sql.upper()


class SqliteEngine:
    """One aiosqlite connection in WAL mode: its thread runs every call, one at a time (SQLite has one writer)."""

    dialect = "sqlite"
    log_order = "rowid"  # table_log's insertion order

    def __init__(self, path: str, synchronous: str = "FULL"):
        if synchronous not in ("FULL", "EXTRA", "NORMAL"):
            raise ValueError(f"synchronous={synchronous!r}")
        self.path, self.synchronous = path, synchronous
        self.db: aiosqlite.Connection | None = None

    @property
    def open_db(self) -> aiosqlite.Connection:
        """The connection, between :meth:`open` and :meth:`close` (every other call comes in between)."""
        if self.db is None:
            raise RuntimeError("the SQLite store is not open")
        return self.db

    async def open(self) -> None:
        self.db = await aiosqlite.connect(self.path, isolation_level=None)  # we issue BEGIN/COMMIT ourselves
        try:  # any failure closes the connection (its worker thread would otherwise keep the process alive)
            # short: a lock held by another program is waited for by _retrying, between attempts, not inside SQLite
            await self.db.execute(f"PRAGMA busy_timeout={_BUSY_ATTEMPT_MS}")
            await self._retrying(lambda: self.open_db.execute("PRAGMA journal_mode=WAL"))
            # FULL: COMMIT returns only after the WAL is synced, so an acknowledged move survives a power cut
            await self.db.execute(f"PRAGMA synchronous={self.synchronous}")
            await self.db.execute("PRAGMA foreign_keys=ON")
            await self._check()
            await self._migrate()
        except BaseException:
            await self.close()
            raise

    async def close(self) -> None:
        if self.db is not None:
            await self.db.close()
            self.db = None

    async def _check(self) -> None:
        """``PRAGMA quick_check`` (every page and index, fast on a large file): a damaged file is refused before
        anything is written."""
        found = [r[0] for r in await self.fetchall("PRAGMA quick_check")]
        if found != ["ok"]:
            raise DatabaseCorrupt(found)

    async def _migrate(self) -> None:
        await self._retrying(lambda: self.open_db.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at REAL NOT NULL)"))
        done = {r[0] for r in await self.fetchall("SELECT version FROM schema_migrations")}
        for version, sql in _pending(done, migrations(self.dialect)):
            await self._retrying(lambda v=version, q=sql: self.open_db._execute(self._apply_migration, v, q))

    def _apply_migration(self, version: int, sql: str) -> None:
        con = self.open_db._conn
        try:
            con.execute("BEGIN IMMEDIATE")
            for stmt in split_sqlite(sql):
                con.execute(stmt)
            con.execute("INSERT INTO schema_migrations VALUES (?, ?)", (version, time.time()))
            con.execute("COMMIT")
        except BaseException:
            _rollback(con)
            raise

    async def _retrying(self, call: Callable[[], Awaitable[T]]) -> T:
        """``call()``, again after a short pause while another program holds the file's lock, for at most
        :data:`BUSY_WAIT_SECONDS` in all; then :class:`StoreBusy`. A full disk is :class:`StoreFull` at once (waiting
        frees no space). ``call`` must be all or nothing (a transaction, a read), so repeating it is safe."""
        deadline = time.monotonic() + BUSY_WAIT_SECONDS
        pause = _BACKOFF_FIRST
        while True:
            try:
                return await call()
            except sqlite3.OperationalError as e:
                if _is_full(e):
                    raise StoreFull(str(e)) from e
                if not _is_busy(e):
                    raise
                left = deadline - time.monotonic()
                if left <= 0:
                    raise StoreBusy() from e
                await asyncio.sleep(min(pause, left))
                pause = min(pause * 2, _BACKOFF_MAX)

    async def fetchall(self, sql: str, params: tuple = ()) -> list[tuple]:
        # one trip to the connection's thread; no row_factory is set, so sqlite3's rows are plain tuples (aiosqlite's
        # stub says sqlite3.Row, the factory one may set)
        return cast("list[tuple]", list(await self._retrying(lambda: self.open_db.execute_fetchall(sql, params))))

    async def fetchone(self, sql: str, params: tuple = ()) -> tuple | None:
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    async def transaction(self, statements: list[Statement], guard: Statement | None = None, *,
                          counts: bool = False) -> list:
        """Run ``statements`` in one IMMEDIATE transaction. ``guard`` must change exactly one row or nothing commits
        (VersionConflict). Each statement gives its RETURNING value, else with ``counts`` the rows it changed, else
        its new row id.

        The whole transaction is one function on aiosqlite's connection thread (``Connection._execute``, its one
        entry point for that): one thread hop per move instead of one per statement, which was most of a move's
        commit time (plansza-bench). Calls on the connection run one at a time, so nothing interleaves with it.

        Another program's lock on the file is waited for (``_retrying``), then refused as :class:`StoreBusy`; a full
        disk is :class:`StoreFull`. Either way nothing was written."""
        return await self._retrying(lambda: self.open_db._execute(self._transaction, statements, guard, counts))

    def _transaction(self, statements: list[Statement], guard: Statement | None, counts: bool) -> list:
        con = self.open_db._conn
        try:
            con.execute("BEGIN IMMEDIATE")
            if guard is not None and con.execute(*guard).rowcount != 1:
                raise VersionConflict()
            out = []
            for sql, params in statements:
                cur = con.execute(sql, params)
                if _returns(sql):
                    row = cur.fetchone()
                    out.append(None if row is None else row[0])
                else:
                    out.append(cur.rowcount if counts else cur.lastrowid)
            con.execute("COMMIT")
            return out
        except sqlite3.IntegrityError as e:
            _rollback(con)
            text = str(e)
            if "moves.interaction_id" in text or _INTERACTION_KEY in text:
                raise DuplicateInteraction() from e
            if "UNIQUE" in text:
                raise Conflict(text) from e
            raise
        except BaseException:
            _rollback(con)
            raise

    @contextlib.asynccontextmanager
    async def table_lock(self, key: str):
        """Nothing to do: one process owns a SQLite file (``bot.store.file_lock``), and the service's own lock
        serialises its tables."""
        yield


def _rollback(con: sqlite3.Connection) -> None:
    """Undo an unfinished transaction without hiding why it failed. SQLite rolls a transaction back by itself on some
    errors (a full disk, an I/O error, a busy COMMIT); a ROLLBACK after that would raise "cannot rollback - no
    transaction is active" in place of the real cause, so it is sent only while a transaction is open, and its own
    failure never replaces the error being raised."""
    if con.in_transaction:
        with contextlib.suppress(sqlite3.Error):
            con.execute("ROLLBACK")


def _code(e: sqlite3.Error) -> int | None:
    code = getattr(e, "sqlite_errorcode", None)  # Python 3.11+: SQLite's extended result code
    return code & 0xFF if isinstance(code, int) else None


def _is_busy(e: sqlite3.Error) -> bool:
    """Another connection holds the lock (SQLITE_BUSY: "database is locked")."""
    code = _code(e)
    return code == _SQLITE_BUSY if code is not None else "database is locked" in str(e).lower()


def _is_full(e: sqlite3.Error) -> bool:
    """SQLITE_FULL ("database or disk is full"): the disk, or the database's page limit."""
    code = _code(e)
    return code == _SQLITE_FULL if code is not None else "database or disk is full" in str(e).lower()


@lru_cache(maxsize=1024)
def to_postgres(sql: str) -> str:
    """``?`` placeholders as ``$1, $2...`` (our SQL has no ``?`` inside string literals)."""
    count = itertools.count(1)
    return re.sub(r"\?", lambda _m: f"${next(count)}", sql)


def lock_key(key: str) -> int:
    """A table's advisory-lock number (PostgreSQL's locks are numbered): a stable 31-bit hash of the key."""
    return zlib.crc32(key.encode()) & 0x7FFFFFFF


class PostgresEngine:
    """A pool of asyncpg connections to a database that several bot processes share."""

    dialect = "postgres"
    log_order = "seq"
    _MIGRATION_LOCK = 0x504C4E5A  # "PLNZ": one process migrates at a time

    def __init__(self, url: str, pool_size: int = 10, lock_pool_size: int = 20):
        self.url, self.pool_size, self.lock_pool_size = url, pool_size, lock_pool_size
        self.pool: asyncpg.Pool | None = None
        self.locks: asyncpg.Pool | None = None

    @property
    def open_pool(self) -> asyncpg.Pool:
        """The work pool, between :meth:`open` and :meth:`close` (every other call comes in between)."""
        if self.pool is None:
            raise RuntimeError("the PostgreSQL store is not open")
        return self.pool

    async def open(self) -> None:
        import asyncpg

        # Table locks hold a connection of their own pool while the work inside uses the other: a burst of locked
        # tables can never take every connection the work needs.
        self.pool = await asyncpg.create_pool(self.url, min_size=1, max_size=self.pool_size, command_timeout=60,
                                              connection_class=_work_connection())
        self.locks = await asyncpg.create_pool(self.url, min_size=0, max_size=self.lock_pool_size)
        try:
            await self._migrate()
        except BaseException:
            await self.close()
            raise

    async def close(self) -> None:
        for pool in (self.pool, self.locks):
            if pool is not None:
                await pool.close()
        self.pool = self.locks = None

    async def _migrate(self) -> None:
        known = migrations(self.dialect)
        async with self.open_pool.acquire() as con:
            async with con.transaction():
                await con.execute("SELECT pg_advisory_xact_lock($1)", self._MIGRATION_LOCK)
                await con.execute("CREATE TABLE IF NOT EXISTS schema_migrations "
                                  "(version INTEGER PRIMARY KEY, applied_at DOUBLE PRECISION NOT NULL)")
                done = {r[0] for r in await con.fetch("SELECT version FROM schema_migrations")}
                for version, sql in _pending(done, known):
                    await con.execute(sql)  # no parameters: the simple protocol runs the whole file
                    await con.execute("INSERT INTO schema_migrations VALUES ($1, $2)", version, time.time())

    async def fetchall(self, sql: str, params: tuple = ()) -> list:
        async with self.open_pool.acquire() as con:
            return await con.fetch(to_postgres(sql), *params)

    async def fetchone(self, sql: str, params: tuple = ()):
        async with self.open_pool.acquire() as con:
            return await con.fetchrow(to_postgres(sql), *params)

    async def transaction(self, statements: list[Statement], guard: Statement | None = None, *,
                          counts: bool = False) -> list:
        async with _pg_errors(), self.open_pool.acquire() as con, con.transaction():
            if guard is not None and _changed(await con.execute(to_postgres(guard[0]), *guard[1])) != 1:
                raise VersionConflict()
            out = []
            for sql, params in statements:
                if _returns(sql):
                    out.append(await con.fetchval(to_postgres(sql), *params))
                else:
                    done = _changed(await con.execute(to_postgres(sql), *params))
                    out.append(done if counts else None)
            return out

    async def statement(self, sql: str, params: tuple):
        """One statement in its own transaction (PostgreSQL's ``$n`` placeholders), its first value returned; a
        unique key violated raises Conflict or DuplicateInteraction, a full disk StoreFull, as :meth:`transaction`
        does."""
        async with _pg_errors(), self.open_pool.acquire() as con:
            return await con.fetchval(sql, *params)

    @contextlib.asynccontextmanager
    async def table_lock(self, key: str):
        """Serialise one table across processes: a session advisory lock on a connection of its own, held for the
        block. A process that dies loses its connection, and PostgreSQL releases the lock with it."""
        if self.locks is None:
            raise RuntimeError("the PostgreSQL store is not open")
        async with self.locks.acquire() as con:  # on release, asyncpg's reset unlocks whatever is left
            await con.execute("SELECT pg_advisory_lock($1)", lock_key(key))
            try:
                yield
            finally:
                await con.execute("SELECT pg_advisory_unlock($1)", lock_key(key))


class StoreParts:
    """What :class:`bot.store.storage.Storage` and its mixins (the clocks', votes', outbox's, ... statements) share:
    the engine (``Storage`` sets it), its dialect, and one transaction over it."""

    engine: SqliteEngine | PostgresEngine

    @property
    def dialect(self) -> str:
        return self.engine.dialect

    async def _tx(self, statements: list[Statement], guard: Statement | None = None, *,
                  counts: bool = False) -> list:
        """Run statements in one transaction. ``guard`` must update exactly one row or nothing commits
        (VersionConflict). Returns each statement's RETURNING value, or with ``counts`` the rows it changed."""
        return await self.engine.transaction(statements, guard, counts=counts)

    async def _tx_count(self, statements: list[Statement], guard_sql: Statement | None = None) -> list | None:
        """``_tx`` returning each statement's changed-row count (None if ``guard_sql`` changed nothing)."""
        try:
            return await self._tx(statements, guard_sql, counts=True)
        except VersionConflict:
            return None

    async def _single(self, sql: str, params: tuple = ()):
        """The row a query always gives: an aggregate without GROUP BY (``COUNT``, ``MAX``, ...), or a row the same
        call has just made sure of."""
        row = await self.engine.fetchone(sql, params)
        if row is None:
            raise RuntimeError(f"no row where one always is: {sql}")
        return row


@contextlib.asynccontextmanager
async def _pg_errors():
    """asyncpg's errors as ours: a unique violation is a re-delivered interaction or any other key (Conflict); a
    full disk (SQLSTATE 53100; the transaction is rolled back) is StoreFull."""
    import asyncpg

    try:
        yield
    except asyncpg.UniqueViolationError as e:
        # asyncpg sets each error's fields (constraint_name, ...) from the server's message at run time
        if e.constraint_name == _INTERACTION_KEY:  # pyright: ignore[reportAttributeAccessIssue]
            raise DuplicateInteraction() from e
        raise Conflict(str(e)) from e
    except asyncpg.DiskFullError as e:
        raise StoreFull(str(e)) from e


def _work_connection():
    """The work pool's connections keep no session state (no advisory lock, cursor, LISTEN or SET: the locks have
    a pool of their own), so a released one needs no reset query (asyncpg's default sends one per release, which
    doubled the round trips of every query)."""
    import asyncpg

    class WorkConnection(asyncpg.Connection):
        def get_reset_query(self) -> str:
            return ""

    return WorkConnection


def _changed(status: str) -> int:
    """The row count of an asyncpg command status (``UPDATE 1``, ``INSERT 0 1``, ``DELETE 3``)."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


def _pending(done: set[int], known: list[tuple[int, str]]) -> list[tuple[int, str]]:
    newest = max((v for v, _ in known), default=0)
    if done and max(done) > newest:
        raise SchemaTooNew(max(done), newest)
    return [(v, sql) for v, sql in known if v not in done]


def split_sqlite(sql: str) -> list[str]:
    """Split a migration into statements using SQLite's own tokenizer (comments may contain semicolons)."""
    out, buf = [], ""
    for line in sql.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            if any(ln.strip() and not ln.strip().startswith("--") for ln in buf.splitlines()):
                out.append(buf.strip())
            buf = ""
    return out
