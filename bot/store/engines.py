"""The two SQL engines under :class:`bot.store.storage.Storage`: SQLite (aiosqlite, embedded, the default) and
PostgreSQL (asyncpg, shared by several bot processes). Storage writes one SQL text for both, with ``?`` placeholders and
the common subset of the two dialects (``ON CONFLICT``, ``RETURNING``, ``UPDATE ... FROM``); an engine runs it.

Each engine gives: reads (``fetchall``/``fetchone``), one write transaction guarded by a row that must change
(optimistic concurrency), numbered migrations from its own folder (``bot/store/migrations/<dialect>``, the same numbers
for both), a lock across processes for one table, and claims on due timers. A unique-key violation is one exception type
whatever the engine: :class:`Conflict`, or :class:`DuplicateInteraction` for an interaction that was already applied."""
from __future__ import annotations

import contextlib
import itertools
import re
import sqlite3
import time
import zlib
from functools import lru_cache
from importlib import resources

import aiosqlite


class VersionConflict(Exception):
    """The table changed since it was read; re-read and re-validate."""


class DuplicateInteraction(Exception):
    """This interaction id was already applied."""


class Conflict(Exception):
    """A unique key was violated (a live table in the channel already, a vote of this kind already open...)."""


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

    async def open(self) -> None:
        self.db = await aiosqlite.connect(self.path, isolation_level=None)  # we issue BEGIN/COMMIT ourselves
        try:  # any failure closes the connection (its worker thread would otherwise keep the process alive)
            await self.db.execute("PRAGMA journal_mode=WAL")
            # FULL: COMMIT returns only after the WAL is synced, so an acknowledged move survives a power cut
            await self.db.execute(f"PRAGMA synchronous={self.synchronous}")
            await self.db.execute("PRAGMA foreign_keys=ON")
            await self.db.execute("PRAGMA busy_timeout=5000")
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
        await self.db.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at REAL NOT NULL)")
        done = {r[0] for r in await self.fetchall("SELECT version FROM schema_migrations")}
        for version, sql in _pending(done, migrations(self.dialect)):
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                for stmt in split_sqlite(sql):
                    await self.db.execute(stmt)
                await self.db.execute("INSERT INTO schema_migrations VALUES (?, ?)", (version, time.time()))
                await self.db.execute("COMMIT")
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise

    async def fetchall(self, sql: str, params: tuple = ()) -> list[tuple]:
        return list(await self.db.execute_fetchall(sql, params))  # one trip to the connection's thread

    async def fetchone(self, sql: str, params: tuple = ()) -> tuple | None:
        rows = await self.db.execute_fetchall(sql, params)
        return rows[0] if rows else None

    async def transaction(self, statements: list[Statement], guard: Statement | None = None, *,
                          counts: bool = False) -> list:
        """Run ``statements`` in one IMMEDIATE transaction. ``guard`` must change exactly one row or nothing commits
        (VersionConflict). Each statement gives its RETURNING value, else with ``counts`` the rows it changed, else
        its new row id.

        The whole transaction is one function on aiosqlite's connection thread (``Connection._execute``, its one
        entry point for that): one thread hop per move instead of one per statement, which was most of a move's
        commit time (plansza-bench). Calls on the connection run one at a time, so nothing interleaves with it."""
        return await self.db._execute(self._transaction, statements, guard, counts)

    def _transaction(self, statements: list[Statement], guard: Statement | None, counts: bool) -> list:
        con = self.db._conn
        con.execute("BEGIN IMMEDIATE")
        try:
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
            con.execute("ROLLBACK")
            text = str(e)
            if "moves.interaction_id" in text or _INTERACTION_KEY in text:
                raise DuplicateInteraction() from e
            if "UNIQUE" in text:
                raise Conflict(text) from e
            raise
        except BaseException:
            con.execute("ROLLBACK")
            raise

    @contextlib.asynccontextmanager
    async def table_lock(self, key: str):
        """Nothing to do: one process owns a SQLite file (``bot.store.file_lock``), and the service's own lock
        serialises its tables."""
        yield


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
        self.pool = self.locks = None

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
        async with self.pool.acquire() as con:
            async with con.transaction():
                await con.execute("SELECT pg_advisory_xact_lock($1)", self._MIGRATION_LOCK)
                await con.execute("CREATE TABLE IF NOT EXISTS schema_migrations "
                                  "(version INTEGER PRIMARY KEY, applied_at DOUBLE PRECISION NOT NULL)")
                done = {r[0] for r in await con.fetch("SELECT version FROM schema_migrations")}
                for version, sql in _pending(done, known):
                    await con.execute(sql)  # no parameters: the simple protocol runs the whole file
                    await con.execute("INSERT INTO schema_migrations VALUES ($1, $2)", version, time.time())

    async def fetchall(self, sql: str, params: tuple = ()) -> list:
        async with self.pool.acquire() as con:
            return await con.fetch(to_postgres(sql), *params)

    async def fetchone(self, sql: str, params: tuple = ()):
        async with self.pool.acquire() as con:
            return await con.fetchrow(to_postgres(sql), *params)

    async def transaction(self, statements: list[Statement], guard: Statement | None = None, *,
                          counts: bool = False) -> list:
        async with _unique_keys(), self.pool.acquire() as con, con.transaction():
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
        unique key violated raises Conflict or DuplicateInteraction as :meth:`transaction` does."""
        async with _unique_keys(), self.pool.acquire() as con:
            return await con.fetchval(sql, *params)

    @contextlib.asynccontextmanager
    async def table_lock(self, key: str):
        """Serialise one table across processes: a session advisory lock on a connection of its own, held for the
        block. A process that dies loses its connection, and PostgreSQL releases the lock with it."""
        async with self.locks.acquire() as con:  # on release, asyncpg's reset unlocks whatever is left
            await con.execute("SELECT pg_advisory_lock($1)", lock_key(key))
            try:
                yield
            finally:
                await con.execute("SELECT pg_advisory_unlock($1)", lock_key(key))


@contextlib.asynccontextmanager
async def _unique_keys():
    """asyncpg's unique violation as our exceptions: a re-delivered interaction, or any other key (Conflict)."""
    import asyncpg

    try:
        yield
    except asyncpg.UniqueViolationError as e:
        if e.constraint_name == _INTERACTION_KEY:
            raise DuplicateInteraction() from e
        raise Conflict(str(e)) from e


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
