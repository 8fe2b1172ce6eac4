"""``plansza-migrate SOURCE TARGET``: move up from the SQLite file to PostgreSQL (or copy one PostgreSQL database to
another). Every table of the schema is copied: tables and seats, the move log, the table log, clocks, votes, posts,
players' settings and languages, replay bases, timer claims, and the web table's link key and revocations.

It is one transaction on the target: the target's rows are replaced by the source's, identity counters are moved
past the copied ids, and every table's row count and checksum (SHA-256 over its rows in key order) must match the
source before it commits. So it can be re-run safely: a second run gives the same database, and a failed run leaves
the target as it was. It refuses a target that has moves the source lacks (a bot already ran on it) unless
``--force``. Stop the bot first: a bot writing to the source during the copy would leave the copy behind.
"""
from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import sys
from dataclasses import dataclass, field

from bot.observability import redact
from bot.store import Storage
from bot.store.engines import PostgresEngine

#: every table, parents first, with its key (the copy's order and the checksum's).
TABLES: tuple[tuple[str, str], ...] = (
    ("tables", "id"), ("seats", "table_id, seat"), ("moves", "table_id, n"), ("table_posts", "table_id"),
    ("user_prefs", "user_id"), ("dm_notices", "table_id, user_id"), ("deadlines", "table_id"),
    ("turn_clocks", "table_id, seat"), ("seat_banks", "table_id, seat"), ("turn_times", "table_id, n"),
    ("missed_deadlines", "table_id, seat, started_at"), ("player_settings", "user_id"),
    ("votes", "id"),
    ("ballots", "vote_id, user_id"), ("table_log", "@log"), ("replay_bases", "table_id"),
    ("timer_claims", "kind, key"), ("outbox", "id"), ("interaction_tombstones", "interaction_id"),
    ("web_keys", "name"), ("web_link_revocations", "user_id"),
)
IDENTITIES = (("tables", "id"), ("votes", "id"), ("table_log", "seq"), ("outbox", "id"))


@dataclass
class Report:
    source: str
    target: str
    counts: dict[str, int] = field(default_factory=dict)
    checksums: dict[str, str] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def _target(arg: str) -> str:
    """``sqlite:///relative.db``, ``sqlite:////absolute.db`` or a plain path -> a path; a PostgreSQL URL as is."""
    if arg.startswith("sqlite:///"):
        return arg[len("sqlite:///"):]
    return arg


async def _schema(store: Storage) -> dict[str, list[str]]:
    """table -> its columns in order, read from the database itself (the table log's order column, PostgreSQL's
    ``seq``, is left out: the copy carries SQLite's rowid or ``seq`` into it)."""
    if store.dialect == "sqlite":
        names = [r[0] for r in await store.engine.fetchall(
            "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'")]
        return {t: [r[1] for r in await store.engine.fetchall(f"PRAGMA table_info({t})")] for t in names}
    rows = await store.engine.fetchall("SELECT table_name, column_name FROM information_schema.columns WHERE "
                                       "table_schema = current_schema() ORDER BY table_name, ordinal_position")
    out: dict[str, list[str]] = {}
    for table, column in rows:
        if not (table == "table_log" and column == "seq"):
            out.setdefault(table, []).append(column)
    return out


async def _columns(src: Storage, dst: Storage) -> dict[str, list[str]]:
    """The columns to copy: the source's, which the target must have too; every table of the schema must be one
    this tool knows how to order (a table added by a later migration must be added to TABLES)."""
    have, want = await _schema(src), await _schema(dst)
    unknown = set(have) - {t for t, _ in TABLES} - {"schema_migrations"}
    if unknown:
        raise SystemExit(f"tables plansza-migrate does not know: {sorted(unknown)}")
    for table, _key in TABLES:
        if set(have.get(table, [])) != set(want.get(table, [])):
            raise SystemExit(f"table {table} has other columns in the two databases: {have.get(table)} and "
                             f"{want.get(table)}")
    return {t: have[t] for t, _ in TABLES}


async def _rows(store: Storage, table: str, key: str, columns: list[str]) -> list[tuple]:
    """Every row of ``table`` in key order (the table log: with its order column, SQLite's rowid or ``seq``)."""
    cols = ", ".join(columns)
    if key == "@log":
        order = store.engine.log_order
        return [tuple(r) for r in await store.engine.fetchall(f"SELECT {cols}, {order} FROM {table} ORDER BY {order}")]
    return [tuple(r) for r in await store.engine.fetchall(f"SELECT {cols} FROM {table} ORDER BY {key}")]


def checksum(rows: list[tuple]) -> str:
    digest = hashlib.sha256()
    for row in rows:
        digest.update(json.dumps([repr(v) if isinstance(v, float) else v for v in row]).encode())
        digest.update(b"\n")
    return digest.hexdigest()


async def migrate(source: str, target: str, *, force: bool = False) -> Report:
    report = Report(redact(source), redact(target))
    src = await Storage(_target(source)).open()
    dst = await Storage(_target(target)).open()
    try:
        if not isinstance(dst.engine, PostgresEngine):
            raise SystemExit("the target must be a postgresql:// URL")
        if await src.schema_version() != await dst.schema_version():
            raise SystemExit("the two databases have different schema versions: run the newest bot on both first")
        columns = await _columns(src, dst)
        data = {table: await _rows(src, table, key, columns[table]) for table, key in TABLES}
        if not force:
            await _refuse_newer(src, dst)
        async with dst.engine.open_pool.acquire() as con, con.transaction():
            await con.execute("TRUNCATE " + ", ".join(t for t, _ in TABLES) + " RESTART IDENTITY")
            for table, key in TABLES:
                cols = columns[table] + (["seq"] if key == "@log" else [])
                await con.copy_records_to_table(table, records=data[table], columns=cols)
            for table, col in IDENTITIES:
                await con.execute(f"SELECT setval(pg_get_serial_sequence('{table}', '{col}'), "
                                  f"COALESCE((SELECT MAX({col}) FROM {table}), 0) + 1, false)")
            for table, key in TABLES:  # verified inside the transaction: a mismatch commits nothing
                cols = ", ".join(columns[table] + (["seq"] if key == "@log" else []))
                order = "seq" if key == "@log" else key
                copied = [tuple(r) for r in await con.fetch(f"SELECT {cols} FROM {table} ORDER BY {order}")]
                want, got = checksum(data[table]), checksum(copied)
                report.counts[table], report.checksums[table] = len(copied), got
                if len(copied) != len(data[table]) or want != got:
                    report.problems.append(f"{table}: {len(data[table])} rows ({want[:12]}) copied as "
                                           f"{len(copied)} ({got[:12]})")
            if report.problems:
                raise _Mismatch()
    except _Mismatch:
        pass
    finally:
        await src.close()
        await dst.close()
    return report


class _Mismatch(Exception):
    """Rolls the copy back."""


async def _refuse_newer(src: Storage, dst: Storage) -> None:
    """A target that has moves the source lacks was written by a bot: copying over it would lose them."""
    sql = "SELECT table_id, MAX(n) FROM moves GROUP BY table_id"
    have = {r[0]: r[1] for r in await src.engine.fetchall(sql)}
    ahead = [r[0] for r in await dst.engine.fetchall(sql) if r[1] > have.get(r[0], 0)]
    if ahead:
        raise SystemExit(f"the target has moves the source lacks (tables {ahead[:5]}): a bot ran on it. "
                         "Re-run with --force to replace them anyway.")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="plansza-migrate", description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("source", help="sqlite:///plansza.sqlite3 (or a path), or a postgresql:// URL")
    p.add_argument("target", help="postgresql://user:password@host/database")
    p.add_argument("--force", action="store_true", help="replace a target that has moves the source lacks")
    args = p.parse_args(argv)
    report = asyncio.run(migrate(args.source, args.target, force=args.force))
    for table, n in report.counts.items():
        print(f"{table:16} {n:8} rows  sha256 {report.checksums[table][:16]}")
    if not report.ok:
        print("NOT copied (the target is unchanged):", *report.problems, sep="\n  ", file=sys.stderr)
        return 1
    print(f"copied {report.source} to {report.target}: {sum(report.counts.values())} rows, every count and "
          "checksum equal")
    return 0


if __name__ == "__main__":
    sys.exit(main())
