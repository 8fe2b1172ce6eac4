"""Fixtures of the wire-level tests: a fake Discord on 127.0.0.1 with a server, a channel and three players; the
real bot (the project's build_bot) over a real TableService and SQLite file; passgame registered (private hands)."""
from __future__ import annotations

from dataclasses import dataclass

import pytest

from bot.settings import Settings
from bot.store import Storage
from bot.tables import TableService
from tests.fake_discord import FakeDiscord
from tests.fake_discord.harness import running_bot
from tests.fuzz.common import games_registered


@dataclass
class World:
    guild: int
    channel: int
    alice: int
    bob: int
    carol: int


@pytest.fixture
async def fake():
    f = await FakeDiscord(heartbeat_interval=0.2).start()
    yield f
    await f.stop()
    assert not f.errors, f.errors


@pytest.fixture
def world(fake) -> World:
    guild = fake.add_guild()
    channel = fake.add_text_channel(guild, "planszowki")
    users = [fake.add_user(n) for n in ("alice", "bob", "carol")]
    for u in users:
        fake.add_member(guild, u)
    return World(guild, channel, *users)


@pytest.fixture
def settings(tmp_path, db_target) -> Settings:
    """On both engines (``db_target``): a SQLite file, or PostgreSQL through DATABASE_URL."""
    pg = db_target.startswith("postgresql")
    return Settings(token="unused", db_path=str(tmp_path / "wire.sqlite3") if pg else db_target,
                    database_url=db_target if pg else "", reminder_check_seconds=3600,
                    rate_per_second=0)  # whole games at machine speed; the rate limit has its own test


@pytest.fixture
async def service(settings):
    db = await Storage(settings.database).open()
    yield TableService(db, settings.service_settings(), seed_source=lambda: 1234)
    await db.close()


@pytest.fixture
async def bot(fake, world, settings, service):
    with games_registered():
        async with running_bot(fake, settings, service) as b:
            yield b
    assert not fake.bot_errors, fake.bot_errors
