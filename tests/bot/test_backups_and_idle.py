"""Operating for months: online backups taken while moves are committed restore to a consistent database, a restore
verifies the copy first (and refuses a damaged one or a running bot), the integrity check at start refuses a
damaged file, scheduled copies keep the newest N, and idle tables are warned and then closed (paused ones never)."""
from __future__ import annotations

import asyncio
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.ops import backup
from bot.store import DatabaseCorrupt, Storage
from bot.store import file_lock as single_process
from bot.tables import Settings, TableService
from games import registry

ROOT = Path(__file__).resolve().parents[2]
DAY = 86400.0


def _damaged(data: bytes) -> bytes:
    """The file with the header of every b-tree page after the first scribbled over (an invalid page type)."""
    data = bytearray(data)
    size = int.from_bytes(data[16:18], "big")
    for start in range(size, len(data), size):
        data[start] = 0x42
    return bytes(data)


async def _play_many(svc: TableService, channels: list[str], moves: int, seed: int) -> int:
    rnd, done = random.Random(seed), 0
    for _ in range(moves):
        ch = rnd.choice(channels)
        row, state = await svc.table(ch)
        if row.status != "active":
            continue
        game = registry.get(row.game)
        seat = sorted(game.actors(state))[0]
        await svc.play(ch, row.user_of(seat), rnd.choice(game.legal_moves(state, seat)).id)
        done += 1
        await asyncio.sleep(0)  # let the backup thread's turns interleave with commits
    return done


async def _tables(svc: TableService, n: int, game: str = "dragons") -> list[str]:
    channels = [f"b{i}" for i in range(n)]
    for i, ch in enumerate(channels):
        await svc.create(guild_id="g", channel_id=ch, user_id=f"o{i}", name="O", game_id=game)
        await svc.join(ch, f"p{i}", "P")
        await svc.start(ch, f"o{i}")
    return channels


async def test_a_backup_taken_while_moves_are_committed_restores_consistently(tmp_path, clock):
    db_path = str(tmp_path / "live.sqlite3")
    db = await Storage(db_path).open()
    svc = TableService(db, Settings(create_cooldown=0, live_tables_base=100), clock=clock)
    channels = await _tables(svc, 6)
    copies = []

    async def take_copies():
        for i in range(5):
            copies.append(await asyncio.to_thread(backup.backup, db_path, str(tmp_path / f"copy{i}.sqlite3")))
            await asyncio.sleep(0)

    played, _ = await asyncio.gather(_play_many(svc, channels, 150, 1), take_copies())
    await db.close()
    assert played > 50 and len(copies) == 5
    for done in copies:  # every copy is a consistent database: each log replays to its snapshot
        report = await backup.verify_copy(done["path"])
        assert report.ok and report.tables == 6, report.problems
    target = str(tmp_path / "restored.sqlite3")
    report, kept = await backup.restore(copies[-1]["path"], target)
    assert report.ok and kept is None and backup.integrity(target) == ["ok"]
    db = await Storage(target).open()  # the restored database runs
    svc = TableService(db, Settings(create_cooldown=0, live_tables_base=100), clock=clock)
    await _play_many(svc, channels, 10, 2)
    await db.close()


async def test_restore_refuses_a_damaged_copy_and_a_running_bot_and_keeps_the_old_file(tmp_path, clock):
    live = str(tmp_path / "live.sqlite3")
    db = await Storage(live).open()
    svc = TableService(db, Settings(create_cooldown=0), clock=clock)
    await _tables(svc, 2)
    await db.close()
    good = str(tmp_path / "good.sqlite3")
    backup.backup(live, good)
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(_damaged(Path(good).read_bytes()))
    report, kept = await backup.restore(str(bad), live)
    assert not report.ok and kept is None
    # a copy whose snapshot no longer matches its log is refused too
    tampered = str(tmp_path / "tampered.sqlite3")
    backup.backup(live, tampered)
    con = sqlite3.connect(tampered)
    con.execute("UPDATE tables SET state=replace(state, '\"round\": 1', '\"round\": 2') WHERE id=1")
    con.commit()
    con.close()
    report = await backup.verify_copy(tampered)
    assert not report.ok and "table 1: its log does not replay to its snapshot" in report.problems
    lock = single_process.hold(live)  # a bot runs on the database
    try:
        report, kept = await backup.restore(good, live)
        assert not report.ok and "a bot is running" in report.problems[0]
    finally:
        lock.close()
    report, kept = await backup.restore(good, live)
    assert report.ok and kept is not None and Path(kept).exists() and backup.integrity(kept) == ["ok"]


async def test_the_integrity_check_at_start_refuses_a_damaged_file(tmp_path):
    path = tmp_path / "damaged.sqlite3"
    db = await Storage(str(path)).open()
    await db.create_table(guild_id="g", channel_id="c", game="dragons", options={}, owner_id="u", owner_name="U",
                          lang="en", seed=1, now=1.0)
    await db.close()
    con = sqlite3.connect(path)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    path.write_bytes(_damaged(path.read_bytes()))
    with pytest.raises((DatabaseCorrupt, sqlite3.DatabaseError)):
        await Storage(str(path)).open()


def test_scheduled_copies_keep_the_newest(tmp_path):
    db = tmp_path / "x.sqlite3"
    sqlite3.connect(db).execute("CREATE TABLE t (x)").connection.close()
    for day in range(5):
        done = backup.scheduled(str(db), str(tmp_path / "backups"), keep=3, now=1_800_000_000 + day * DAY)
    names = sorted(p.name for p in (tmp_path / "backups").iterdir())
    assert len(names) == 3 and names[-1] == Path(done["path"]).name and len(done["pruned"]) == 1


def test_the_backup_and_restore_commands(tmp_path):
    db = tmp_path / "cmd.sqlite3"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE t (x)")
    con.commit()
    con.close()
    copy = tmp_path / "copy.sqlite3"
    run = [sys.executable, "-c", "import sys; from bot.ops.backup import main_backup, main_restore; "
           "sys.exit({'b': main_backup, 'r': main_restore}[sys.argv[1]](sys.argv[2:]))"]
    done = subprocess.run([*run, "b", str(copy), "--db", str(db)], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0 and "copied" in done.stdout and copy.exists()
    done = subprocess.run([*run, "r", str(copy), "--check"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0 and "sound (0 tables, 0 moves" in done.stdout, done.stderr


async def test_idle_tables_are_warned_then_closed_and_paused_ones_never(svc, clock):

    svc.settings = Settings(create_cooldown=0, live_tables_base=100, idle_warn=53 * DAY, idle_close=60 * DAY)
    channels = await _tables(svc, 3, game="passgame")
    await svc.pause(channels[2], "o2")
    clock.now += 53 * DAY
    warned = await svc.idle_due()
    assert sorted(d.table.channel_id for d in warned) == ["b0", "b1"] and not any(d.closed for d in warned)
    assert await svc.idle_due() == []  # told once
    row, state = await svc.table("b1")  # a move starts the count again
    game = registry.get(row.game)
    seat = sorted(game.actors(state))[0]
    await svc.play("b1", row.user_of(seat), game.legal_moves(state, seat)[0].id)
    clock.now += 7 * DAY
    (closed,) = await svc.idle_due()
    assert closed.closed and closed.table.channel_id == "b0" and closed.table.status == "abandoned"
    _, history = await svc.history("b0", "o0")
    assert [e.msg.key for m in history for e in m["events"]][-1] == "bot-log-idle-closed"
    assert (await svc.db.table(closed.table.id)).status == "abandoned"
    assert (await svc.table("b1"))[0].status == "active" and (await svc.table("b2"))[0].status == "active"


@pytest.fixture
async def svc(tmp_path, clock, passgame):
    db = await Storage(str(tmp_path / "idle.sqlite3")).open()
    yield TableService(db, Settings(create_cooldown=0, live_tables_base=100), clock=clock)
    await db.close()
