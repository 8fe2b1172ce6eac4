"""The database itself failing (fault report, item 3): another program holding SQLite's write lock, and a full disk.

A lock is waited for a bounded time (``BUSY_WAIT_SECONDS``, well under Discord's 3 s), then the move is refused with
the localized "the table is busy" and nothing changes; a lock released within the window costs only the wait. A full
disk is a clear refusal too (``StoreFull``), never the misleading "cannot rollback - no transaction is active" the
rollback after a failed commit used to raise over the real error.
"""
from __future__ import annotations

import asyncio
import os
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from bot.store import Storage, StoreBusy, StoreFull
from bot.store.engines import BUSY_WAIT_SECONDS
from bot.tables import Settings, TableService
from bot.tables.present import error_text
from games import registry
from games.core.errors import GameError
from tests.support.discord_helpers import shown, table_version

ROOT = Path(__file__).resolve().parents[2]
BUSY_EN = "The table is busy right now: another program is holding the database. Try again in a moment; nothing " \
          "was changed."
BUSY_PL = "Stół jest teraz zajęty: bazę danych trzyma inny program. Spróbujcie ponownie za chwilę; nic nie zostało " \
          "zmienione."


def hold_write_lock(path: str) -> sqlite3.Connection:
    """Another program's connection holding the file's write lock (``BEGIN IMMEDIATE``) until it rolls back."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    return other


async def _started(world, service):
    await world.alice.slash(world.channel, "create", game="passgame")
    await world.bob.slash(world.channel, "join")
    await world.alice.slash(world.channel, "start")
    return await service.table(str(world.channel.id))


def test_both_refusals_are_game_errors_with_their_own_words():
    """Every adapter answers a GameError in the reader's language and leaves the table as it was: so do these."""
    assert issubclass(StoreBusy, GameError) and issubclass(StoreFull, GameError)
    assert 0 < BUSY_WAIT_SECONDS <= 2.5
    assert error_text(StoreBusy(), "en") == BUSY_EN
    assert error_text(StoreBusy(), "pl") == BUSY_PL
    full = StoreFull("database or disk is full")
    assert error_text(full, "en").startswith("The bot's database is full (no space left on its disk)")
    assert error_text(full, "pl").startswith("Baza danych bota jest pełna (na dysku zabrakło miejsca)")
    assert "database or disk is full" in str(full)  # the engine's own words stay for the log


async def test_a_move_while_another_program_holds_the_lock_is_refused_and_changes_nothing(world, service, settings,
                                                                                        locales):
    row, state = await _started(world, service)
    before = await table_version(service, world.channel)
    other = hold_write_lock(settings.db_path)
    try:
        began = time.monotonic()
        r = await world.alice.slash(world.channel, "play", move=f"play {state['hands'][0][0]}")
        waited = time.monotonic() - began
        assert r.ephemeral and shown(r.response) == BUSY_EN
        assert BUSY_WAIT_SECONDS <= waited < 3.0  # waited its window, and answered inside Discord's 3 seconds
        locales[world.alice.id] = "pl"
        r = await world.alice.slash(world.channel, "play", move=f"play {state['hands'][0][0]}")
        assert r.ephemeral and shown(r.response) == BUSY_PL
    finally:
        other.rollback()
        other.close()
    assert await table_version(service, world.channel) == before  # the lock is gone: the table is as it was
    assert await service.db.moves(row.id) == []
    r = await world.alice.slash(world.channel, "play", move=f"play {state['hands'][0][0]}")
    assert "{???}" not in shown(r.response)
    assert (await table_version(service, world.channel))[0] == before[0] + 1  # and the same move now goes through


async def test_a_lock_released_within_the_window_costs_only_the_wait(tmp_path, clock):
    path = str(tmp_path / "wait.sqlite3")
    db = await Storage(path).open()
    svc = TableService(db, Settings(create_cooldown=0), clock=clock)
    other = hold_write_lock(path)

    async def release_soon():
        await asyncio.sleep(BUSY_WAIT_SECONDS / 4)
        other.rollback()

    try:
        releasing = asyncio.create_task(release_soon())
        began = time.monotonic()
        row = await svc.create(guild_id="g", channel_id="c", user_id="u0", name="Ala", game_id="dragons")
        waited = time.monotonic() - began
        await releasing
        assert row.status == "lobby" and BUSY_WAIT_SECONDS / 4 <= waited < BUSY_WAIT_SECONDS
        assert await db.count_tables() == 1
    finally:
        other.close()
        await db.close()


async def test_reads_wait_for_the_lock_too_and_a_lock_at_start_is_store_busy(tmp_path):
    """SQLite's own wait is short (the retries wait between attempts, letting other work run): reads keep working
    beside a writer (WAL), and opening a database whose first write waits on another program ends in StoreBusy."""
    path = str(tmp_path / "start.sqlite3")
    db = await Storage(path).open()
    other = hold_write_lock(path)
    try:
        assert await db.count_tables() == 0  # a reader is never blocked by a writer in WAL mode
        await db.close()
        fresh = str(tmp_path / "fresh.sqlite3")
        sqlite3.connect(fresh).close()
        blocker = hold_write_lock(fresh)
        try:
            with pytest.raises(StoreBusy):
                await Storage(fresh).open()  # its migrations cannot start while another program writes
        finally:
            blocker.rollback()
            blocker.close()
        again = await Storage(fresh).open()  # and once it is released, they run
        assert await again.count_tables() == 0
        await again.close()
    finally:
        other.rollback()
        other.close()


async def test_a_full_database_is_a_clear_refusal_and_changes_nothing(tmp_path, clock):
    """``PRAGMA max_page_count`` caps the file at its current size: the next write that needs a page fails with
    SQLITE_FULL ("database or disk is full"), as on a full disk."""
    db = await Storage(str(tmp_path / "full.sqlite3")).open()
    svc = TableService(db, Settings(create_cooldown=0, live_tables_base=1000), clock=clock)
    pages = (await db.engine.fetchone("PRAGMA page_count"))[0]
    await db.db.execute(f"PRAGMA max_page_count={pages}")
    made = 0
    with pytest.raises(StoreFull) as caught:
        for i in range(500):  # a long name fills the pages there are within a few tables
            await svc.create(guild_id="g", channel_id=f"c{i}", user_id=f"u{i}", name="N" * 3000, game_id="dragons")
            made += 1
    assert await db.count_tables() == made  # the refused one left nothing behind
    err = caught.value
    assert "cannot rollback" not in str(err) and "database or disk is full" in str(err)
    for lang, words in (("en", "The bot's database is full"), ("pl", "Baza danych bota jest pełna")):
        text = error_text(err, lang)
        assert text.startswith(words) and "{" not in text, text
    await db.close()


FILLING = textwrap.dedent('''
    import asyncio, os, resource, signal, sys
    from bot.store import Storage

    async def main(path):
        db = await Storage(path).open()
        await db.create_table(guild_id="g", channel_id="c", game="dragons", options={}, owner_id="u",
                              owner_name="U", lang="en", seed=1, now=1.0)
        size = max(os.path.getsize(path), os.path.getsize(path + "-wal"))
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails instead of killing us
        resource.setrlimit(resource.RLIMIT_FSIZE, (size + 20000, size + 20000))
        try:
            for i in range(200):
                await db.create_table(guild_id="g", channel_id=f"c{i}", game="dragons", options={"x": "y" * 3000},
                                      owner_id="u", owner_name="U", lang="en", seed=1, now=1.0)
        except Exception as e:
            print("ERROR", type(e).__name__, e)
        print("TABLES", await db.count_tables())
        await db.close()

    asyncio.run(main(sys.argv[1]))
''')


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE is POSIX")
def test_a_failed_commit_is_reported_as_itself_not_as_a_failed_rollback(tmp_path):
    """A write the file system refuses at COMMIT makes SQLite roll the transaction back by itself; the ROLLBACK that
    followed used to fail with "cannot rollback - no transaction is active" and hide the cause. The file-size limit
    of a child process stands in for the full disk."""
    done = subprocess.run([sys.executable, "-c", FILLING, str(tmp_path / "limit.sqlite3")], cwd=ROOT,
                          env={**os.environ}, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    error = next(line for line in done.stdout.splitlines() if line.startswith("ERROR"))
    assert "cannot rollback" not in error and ("disk I/O error" in error or "StoreFull" in error), error
    assert "TABLES 1" in done.stdout  # the first table only: the refused write left nothing


FULL_DISK = """
CREATE FUNCTION plansza_disk_full() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full';
END $$ LANGUAGE plpgsql;
CREATE TRIGGER full_disk BEFORE INSERT ON {table} FOR EACH ROW EXECUTE FUNCTION plansza_disk_full();
"""


async def test_a_full_disk_on_postgresql_is_store_full_too(pg_url, clock):
    """PostgreSQL's disk_full (SQLSTATE 53100), raised here by a trigger as the server raises it when it cannot extend
    a file: a new table (one transaction) and a move (PostgreSQL's one-statement commit) are refused alike."""
    import asyncpg

    db = await Storage(pg_url).open()
    svc = TableService(db, Settings(create_cooldown=0), clock=clock)
    server, _, schema = pg_url.partition("?search_path=")
    con = await asyncpg.connect(server, server_settings={"search_path": schema})
    try:
        await svc.create(guild_id="g", channel_id="c", user_id="u0", name="Ala", game_id="dragons")
        await svc.join("c", "u1", "Bob")
        await svc.start("c", "u0")
        row, state = await svc.table("c")
        await con.execute(FULL_DISK.format(table="moves"))
        game = registry.get("dragons")
        seat = sorted(game.actors(state))[0]
        with pytest.raises(StoreFull) as caught:
            await svc.play("c", row.user_of(seat), game.legal_moves(state, seat)[0].id)
        assert "No space left on device" in str(caught.value)
        assert error_text(caught.value, "pl").startswith("Baza danych bota jest pełna")
        after, _ = await svc.table("c")
        assert after.version == row.version and await db.moves(row.id) == []  # nothing was written
        await con.execute(FULL_DISK.replace("CREATE FUNCTION", "CREATE OR REPLACE FUNCTION").format(table="tables")
                          .replace("CREATE TRIGGER full_disk", "CREATE TRIGGER full_disk_tables"))
        with pytest.raises(StoreFull):
            await svc.create(guild_id="g", channel_id="c2", user_id="u2", name="Cez", game_id="dragons")
        assert await db.count_tables() == 1
    finally:
        await con.close()
        await db.close()
