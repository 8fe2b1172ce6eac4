"""Issue 14: what a bot running for months needs — durable commits, no older bot on a newer database, locks that
go away with idle channels."""
from __future__ import annotations

import asyncio
import gc
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot import main as main_module
from bot.store import SchemaTooNew, Storage
from bot.tables import Settings, TableService
from games import registry
from games.core.errors import GameError
from tests.support.passgame import GAME as PASSGAME

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def passgame():
    registry.register(PASSGAME)
    yield PASSGAME
    registry.unregister(PASSGAME.id)


async def _started(svc: TableService, channel: str = "c1") -> dict:
    await svc.create(guild_id="g", channel_id=channel, user_id="u0", name="Ala", game_id="passgame")
    await svc.join(channel, "u1", "Bob")
    await svc.start(channel, "u0")
    return (await svc.table(channel))[1]


async def test_a_move_is_acknowledged_only_after_a_synced_commit(tmp_path, passgame):
    """Item 2: synchronous=FULL (the WAL is synced at every COMMIT, so a power cut keeps acknowledged moves), and
    ``play`` returns — the player's answer is sent — only after SQLite has finished that COMMIT."""
    path = tmp_path / "d.sqlite3"
    db = await Storage(str(path)).open()
    async with db.db.execute("PRAGMA synchronous") as cur:
        assert (await cur.fetchone())[0] == 2  # FULL
    async with db.db.execute("PRAGMA journal_mode") as cur:
        assert (await cur.fetchone())[0] == "wal"
    svc = TableService(db, seed_source=lambda: 7)
    state = await _started(svc)
    trace: list[str] = []
    await db.db.set_trace_callback(trace.append)
    out = await svc.play("c1", "u0", f"play {state['hands'][0][0]}")
    writes = trace[trace.index(next(t for t in trace if t.startswith("BEGIN"))):]
    assert writes[-1] == "COMMIT" and any(t.startswith("INSERT INTO moves") for t in writes)
    other = sqlite3.connect(path)  # a separate connection sees the move the moment the player is answered
    assert other.execute("SELECT COUNT(*) FROM moves WHERE table_id=?", (out.table.id,)).fetchone()[0] == 1
    other.close()
    await db.close()
    with pytest.raises(ValueError):
        await Storage(str(path), synchronous="OFF").open()  # never a setting that can lose acknowledged moves


def test_a_database_from_a_newer_bot_is_refused(tmp_path, monkeypatch, capsys):
    """Item 1: an older bot never opens (and never migrates or writes) a database written by a newer one."""
    path = tmp_path / "new.sqlite3"

    async def newer() -> int:
        db = await Storage(str(path)).open()
        known = await db.schema_version()
        await db.db.execute("INSERT INTO schema_migrations VALUES (?, 0)", (known + 1,))
        await db.close()
        with pytest.raises(SchemaTooNew) as err:
            await Storage(str(path)).open()
        assert (err.value.found, err.value.known) == (known + 1, known)
        return known

    known = asyncio.run(newer())
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setenv("PLANSZA_DB_PATH", str(path))
    monkeypatch.setenv("PLANSZA_DEFAULT_LANG", "en")
    assert main_module.main([]) == 4
    text = capsys.readouterr().err
    assert f"schema {known + 1}" in text and f"up to {known}" in text and str(path) in text
    env = {**os.environ, "DISCORD_TOKEN": "x", "PLANSZA_DB_PATH": str(path), "PLANSZA_DEFAULT_LANG": "pl"}
    done = subprocess.run([sys.executable, "-m", "bot"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 4 and "nowszą wersję Planszy" in done.stderr
    con = sqlite3.connect(path)
    assert con.execute("SELECT MAX(version) FROM schema_migrations").fetchone()[0] == known + 1  # untouched
    con.close()


async def test_per_channel_locks_go_away_when_unused(tmp_path, passgame):
    """Item 4: a lock exists only while a command in that channel runs or waits; moves stay serialised."""
    db = await Storage(str(tmp_path / "l.sqlite3")).open()
    svc = TableService(db, Settings(create_cooldown=0), seed_source=lambda: 7)
    for channel in ("c1", "c2", "c3"):
        state = await _started(svc, channel)
    gc.collect()
    assert len(svc._locks) == 0
    a, b = state["hands"][0][:2]
    results = await asyncio.gather(svc.play("c3", "u0", f"play {a}"), svc.play("c3", "u0", f"play {b}"),
                                   return_exceptions=True)
    assert sum(not isinstance(r, Exception) for r in results) == 1  # still one at a time per channel
    async with svc.lock("c1"):
        assert svc.lock("c1").local is svc.lock("c1").local and list(svc._locks) == ["c1"]
    gc.collect()
    assert len(svc._locks) == 0
    await db.close()


class _Clock:
    def __init__(self):
        self.t = 1_800_000_000.0

    def __call__(self) -> float:
        return self.t


async def test_per_user_table_limit_and_create_cooldown(tmp_path, passgame):
    """Item 4: at most finished games + 3 live tables per user (AsyncTI4's rule), counted over every channel, for
    creating and for joining; one create per 30 s. A refusal is a polite localized answer and changes nothing."""
    from bot.tables import present

    clock = _Clock()
    db = await Storage(str(tmp_path / "u.sqlite3")).open()
    svc = TableService(db, Settings(), clock=clock, seed_source=lambda: 7)

    async def create(channel: str, user: str = "u0"):
        return await svc.create(guild_id="g", channel_id=channel, user_id=user, name="Ala", game_id="passgame")

    first = await create("c1")
    with pytest.raises(GameError) as err:
        await create("c2")
    assert err.value.key == "bot-err-create-cooldown"
    assert present.error_text(err.value, "en").endswith("You can open another in 30 s.")
    assert "Następny możesz otworzyć za 30 s." in present.error_text(err.value, "pl")
    assert await db.live_table("c2") is None
    clock.t += 29.4
    with pytest.raises(GameError) as err:
        await create("c2")
    assert "in 1 s" in present.error_text(err.value, "en")  # never "0 s"
    clock.t += 1
    await create("c2")
    clock.t += 30
    await create("c3")
    clock.t += 30
    with pytest.raises(GameError) as err:  # three live tables: a fourth is refused, whatever the channel
        await create("c4")
    assert err.value.key == "bot-err-too-many-tables"
    assert "przy 3 trwających stołach" in present.error_text(err.value, "pl")
    await create("c4", user="u9")
    before = await db.table((await db.live_table("c4")).id, with_state=False)
    with pytest.raises(GameError) as err:  # joining someone else's table counts too
        await svc.join("c4", "u0", "Ala")
    assert err.value.key == "bot-err-too-many-tables"
    assert [s.user_id for s in (await db.live_table("c4")).seats] == [s.user_id for s in before.seats]
    await db.set_status(first.id, "finished", clock())  # a finished game frees its seat and earns one more
    await svc.join("c4", "u0", "Ala")
    await create("c5")
    assert sum(1 for r in await db.tables_of_user("u0")) == 4  # finished 1 + 3
    clock.t += 30
    with pytest.raises(GameError) as err:
        await create("c6")
    assert err.value.key == "bot-err-too-many-tables"
    await db.close()


def test_rate_limiter_token_bucket():
    """Item 4: a burst at once, then the refill rate; a refusal spends nothing and says how long to wait; full
    buckets are forgotten, so memory follows the users active now."""
    from bot.tables import rate_limit

    clock = _Clock()
    rl = rate_limit.RateLimiter(burst=3, per_second=0.5, clock=clock)
    assert [rl.wait("u") for _ in range(4)] == [0, 0, 0, 2]
    assert rl.wait("v") == 0  # per user
    clock.t += 1
    assert rl.wait("u") == 1  # half a token back: one more second
    clock.t += 1
    assert rl.wait("u") == 0 and rl.wait("u") == 2
    assert rate_limit.RateLimiter(1, 0, clock).wait("u") == 0 == rate_limit.RateLimiter(1, 0, clock).wait("u")
    many = rate_limit.RateLimiter(burst=2, per_second=1, clock=clock)
    for i in range(rate_limit.PRUNE_AT):
        many.wait(f"x{i}")
    clock.t += 5
    many.wait("last")
    assert len(many._buckets) == 1
