"""Backups of the SQLite database: a consistent online copy, its verification, a restore, and the schedule.

- ``plansza-backup PATH [--db DB]`` copies the database while the bot runs, through SQLite's own backup API (a
  consistent snapshot of the whole file, WAL included, however busy the bot is).
- ``plansza-restore COPY [--db DB]`` verifies a copy first (``PRAGMA integrity_check``, a schema this bot knows,
  and every table's log replaying to its snapshot, checked on a scratch copy so the copy itself is never changed),
  refuses while a bot runs on the database, keeps the current file beside it (``DB.before-restore-<time>``) and
  puts the copy in place.
- With ``PLANSZA_BACKUP_DIR`` set the bot takes a copy every ``PLANSZA_BACKUP_EVERY_HOURS`` and keeps the newest
  ``PLANSZA_BACKUP_KEEP``.
"""
from __future__ import annotations

import argparse
import asyncio
import logging
import os
import shutil
import sqlite3
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

log = logging.getLogger("plansza.backup")
PREFIX = "plansza-"


def backup(db_path: str, target: str) -> dict:
    """A consistent copy of ``db_path`` at ``target`` (written to a temporary name, then renamed, so a half-written
    copy never looks like a backup). Returns its size and how long it took."""
    started = time.perf_counter()
    target_path = Path(target)
    target_path.parent.mkdir(parents=True, exist_ok=True)
    partial = target_path.with_name(target_path.name + ".partial")
    source = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        dest = sqlite3.connect(partial)
        try:
            source.backup(dest)  # one step: SQLite restarts it by itself if a write lands meanwhile
        finally:
            dest.close()
    finally:
        source.close()
    os.replace(partial, target_path)
    return {"path": str(target_path), "bytes": target_path.stat().st_size,
            "seconds": round(time.perf_counter() - started, 3)}


def integrity(path: str) -> list[str]:
    """``PRAGMA integrity_check``: ``["ok"]`` for a sound file, else SQLite's list of problems."""
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return [r[0] for r in con.execute("PRAGMA integrity_check").fetchall()]
    finally:
        con.close()


@dataclass
class Report:
    ok: bool
    problems: list[str] = field(default_factory=list)
    tables: int = 0
    moves: int = 0


async def verify_copy(path: str) -> Report:
    """Is ``path`` a database this bot can run on, with every table's log replaying to its snapshot?"""
    from bot.store import SchemaTooNew, Storage
    from bot.tables import Settings, TableService

    try:
        checked = integrity(path)
    except sqlite3.DatabaseError as exc:
        return Report(False, [f"not a database: {exc}"])
    if checked != ["ok"]:
        return Report(False, checked[:20])
    with tempfile.TemporaryDirectory() as scratch:  # migrations and upgrades run on a scratch copy only
        work = str(Path(scratch) / "check.sqlite3")
        backup(path, work)
        try:
            db = await Storage(work).open()
        except SchemaTooNew as exc:
            return Report(False, [str(exc)])
        try:
            svc = TableService(db, Settings())
            problems, tables = [], 0
            async with db.db.execute("SELECT id FROM tables WHERE state IS NOT NULL ORDER BY id") as cur:
                ids = [r[0] for r in await cur.fetchall()]
            for table_id in ids:
                tables += 1
                try:
                    if not await svc.verify(table_id):
                        problems.append(f"table {table_id}: its log does not replay to its snapshot")
                except Exception as exc:  # an unknown game, a log the engine refuses: the copy is not sound
                    problems.append(f"table {table_id}: {type(exc).__name__}: {exc}")
            async with db.db.execute("SELECT COUNT(*) FROM moves") as cur:
                counted = await cur.fetchone()  # a COUNT's one row
                moves = counted[0] if counted is not None else 0
            return Report(not problems, problems, tables, moves)
        finally:
            await db.close()


async def restore(copy: str, db_path: str) -> tuple[Report, str | None]:
    """Verify ``copy`` and put it in place of ``db_path`` (the current file is kept beside it). Returns the report
    and where the previous database went (None if nothing was restored)."""
    from bot.store import file_lock as single_process

    report = await verify_copy(copy)
    if not report.ok:
        return report, None
    lock = single_process.hold(db_path)
    if lock is None:
        return Report(False, ["a bot is running on this database: stop it first"]), None
    try:
        kept = None
        if Path(db_path).exists():
            kept = f"{db_path}.before-restore-{time.strftime('%Y%m%d-%H%M%S')}"
            backup(db_path, kept)  # a consistent copy of the current one (its WAL included)
        for suffix in ("-wal", "-shm"):
            Path(db_path + suffix).unlink(missing_ok=True)
        partial = db_path + ".restoring"
        shutil.copyfile(copy, partial)
        os.replace(partial, db_path)
        return report, kept
    finally:
        lock.close()


def prune(directory: str, keep: int) -> list[str]:
    """Delete all but the newest ``keep`` scheduled copies in ``directory``; the deleted paths."""
    copies = sorted(Path(directory).glob(f"{PREFIX}*.sqlite3"))
    gone = copies[: max(0, len(copies) - keep)]
    for path in gone:
        path.unlink()
    return [str(p) for p in gone]


def scheduled(db_path: str, directory: str, keep: int, now: float | None = None) -> dict:
    """One scheduled copy (named by its UTC time, so they sort) and the pruning of old ones."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(time.time() if now is None else now))
    done = backup(db_path, str(Path(directory) / f"{PREFIX}{stamp}.sqlite3"))
    done["pruned"] = prune(directory, keep)
    return done


async def run_schedule(db_path: str, directory: str, every_hours: float, keep: int) -> None:
    """The bot's backup loop (a task beside the Discord client): a copy every ``every_hours``, off the event loop."""
    while True:
        try:
            done = await asyncio.to_thread(scheduled, db_path, directory, keep)
            log.info("backup %s (%d bytes in %.2f s)", done["path"], done["bytes"], done["seconds"])
        except Exception:
            log.exception("the scheduled backup failed")
        await asyncio.sleep(every_hours * 3600)


def _db_default() -> str:
    from bot.settings import Settings

    return Settings.from_env().db_path


def main_backup(argv: list[str] | None = None) -> int:
    from bot.settings import default

    parser = argparse.ArgumentParser(prog="plansza-backup", description="A consistent copy of the bot's database, "
                                     "taken while the bot runs (SQLite's backup API).")
    parser.add_argument("path", help="where to write the copy")
    parser.add_argument("--db", default=None,
                        help=f"the database (default: PLANSZA_DB_PATH or {default('PLANSZA_DB_PATH')})")
    args = parser.parse_args(argv)
    db = args.db or _db_default()
    if not Path(db).exists():
        print(f"no database at {db}", file=sys.stderr)
        return 2
    done = backup(db, args.path)
    print(f"copied {db} to {done['path']}: {done['bytes']} bytes in {done['seconds']} s")
    return 0


def main_restore(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="plansza-restore", description="Verify a copy (integrity, schema, every "
                                     "table's log against its snapshot) and put it in place of the database.")
    parser.add_argument("copy", help="the copy to restore")
    parser.add_argument("--db", default=None, help="the database to replace (default: PLANSZA_DB_PATH)")
    parser.add_argument("--check", action="store_true", help="only verify the copy")
    args = parser.parse_args(argv)
    db = args.db or _db_default()
    if args.check:
        report, kept = asyncio.run(verify_copy(args.copy)), None
    else:
        report, kept = asyncio.run(restore(args.copy, db))
    for problem in report.problems:
        print(f"✗ {problem}", file=sys.stderr)
    if not report.ok:
        print(f"{args.copy} was not restored", file=sys.stderr)
        return 1
    print(f"{args.copy}: sound ({report.tables} tables, {report.moves} moves replay to their snapshots)")
    if not args.check:
        print(f"restored to {db}" + (f"; the previous database is kept as {kept}" if kept else ""))
    return 0
