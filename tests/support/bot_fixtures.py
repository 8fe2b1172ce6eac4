"""The bot's fixtures, shared by the suites of its wings (tests/tables, tests/discord_app, tests/console, tests/store
and tests/bot, each loading them by a two-line ``conftest.py``: ``from tests.support.bot_fixtures import *``): a temp
SQLite file per test, a service with a fixed seed and a controllable clock, the test game ``passgame`` registered,
and, through the Discord stand-in (SimCord), a guild with a channel and a few players.

Two fixtures are autouse (``locales``, ``outbox_posts_with_the_interaction``) and ``backend`` narrows the engines to
SQLite: they apply to every module of a folder whose conftest loads this module, and to no other. A module elsewhere
may import a class from here (tests/web takes :class:`Clock`) without getting any fixture."""
from __future__ import annotations

import discord
import pytest
import pytest_asyncio
import simcord
import simcord.interactions
import simcord.results

from bot.discord_app import build_bot
from bot.discord_app.delivery import DiscordSink
from bot.settings import Settings
from bot.store import Storage
from bot.tables import TableService
from games import registry
from tests.support.passgame import GAME as PASSGAME

__all__ = [
    "SEED", "Clock", "World", "make_service",
    # the fixtures
    "backend", "clock", "locales", "outbox_posts_with_the_interaction", "passgame", "restart", "service", "settings",
    "simcord_bot", "storage", "world",
]

SEED = 4242


class Clock:
    """The service's clock; tests move it by hand (reminders, idle times)."""

    def __init__(self, now: float = 1_800_000_000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def passgame():
    registry.register(PASSGAME)
    yield PASSGAME
    registry.unregister(PASSGAME.id)


@pytest.fixture
def backend() -> str:
    """The bot's suites run on SQLite: the adapters never see the engine. The suites about storage (tests/storage,
    tests/tables/test_service.py, test_timer_claims, tests/stress, the stand-in's tests/wire) run on both engines; a
    module that loads these fixtures and wants both re-declares this fixture with ``tests.support.engines``."""
    return "sqlite"


@pytest.fixture
def settings(tmp_path, db_target) -> Settings:
    """On both engines (``db_target``): a SQLite file, or PostgreSQL through DATABASE_URL."""
    pg = db_target.startswith("postgresql")
    return Settings(token="test-token", db_path=str(tmp_path / "plansza.sqlite3") if pg else db_target,
                    database_url=db_target if pg else "", reminder_check_seconds=60,
                    create_cooldown_seconds=0,  # tests open tables in several channels at once...
                    rate_per_second=0)  # ...and press at machine speed (both limits have their own tests)


def make_service(storage: Storage, settings: Settings, clock: Clock) -> TableService:
    return TableService(storage, settings.service_settings(), clock=clock, seed_source=lambda: SEED)


@pytest_asyncio.fixture
async def storage(settings):
    s = await Storage(settings.database).open()
    yield s
    await s.close()


@pytest.fixture
def service(storage, settings, clock) -> TableService:
    return make_service(storage, settings, clock)


@pytest.fixture
def simcord_bot(settings, service, passgame):
    bot = build_bot(settings, service)
    _deliver_direct_calls(service, bot)
    return bot


def _deliver_direct_calls(service: TableService, bot) -> None:
    """A test that sets a table up by calling the service directly (not through a command) gets what those calls owe
    delivered at once, as an adapter would: later commands then post only what they owe themselves."""
    for name in ("play", "start"):
        call = getattr(service, name)

        async def delivered(*args, _call=call, **kwargs):
            outcome = await _call(*args, **kwargs)
            if not outcome.duplicate:
                await bot.dispatcher.deliver_table(outcome.table.id)
            return outcome

        setattr(service, name, delivered)


@pytest.fixture(autouse=True)
def locales(monkeypatch) -> dict[int, str]:
    """user id -> Discord locale of that user's interactions (SimCord always sends en-US otherwise)."""
    table: dict[int, str] = {}
    original = simcord.interactions.base_payload

    def base_payload(backend, **kwargs):
        record, payload = original(backend, **kwargs)
        payload["locale"] = table.get(kwargs["user_id"], "en-US")
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", base_payload)
    return table


@pytest.fixture(autouse=True)
def outbox_posts_with_the_interaction(monkeypatch) -> list[tuple[int, int]]:
    """The table's post a command owes now goes to the channel from the outbox (with a nonce), no longer as the
    interaction's followup; the tests keep reading "what this interaction posted in its channel" as its followups:
    every outbox post delivered while the interaction ran, in the interaction's channel. Returns (channel, message)
    of every outbox post."""
    posted: list[tuple[int, int]] = []
    original_post = DiscordSink._post

    async def post(self, delivery):
        result = await original_post(self, delivery)
        if result:
            posted.append((int(delivery.table.channel_id), int(result)))
        return result

    monkeypatch.setattr(DiscordSink, "_post", post)
    original_payload = simcord.interactions.base_payload

    def base_payload(backend, **kwargs):
        record, payload = original_payload(backend, **kwargs)
        record.__dict__["_outbox_from"] = len(posted)
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", base_payload)
    original_init = simcord.results.InteractionResult.__init__
    original_followups = simcord.results.InteractionResult.followups

    def init(self, env, interaction):
        original_init(self, env, interaction)
        self._outbox_upto = len(posted)

    def followups(self):
        out = original_followups.fget(self)
        start = self._interaction.__dict__.get("_outbox_from", self._outbox_upto)
        seen = {m.id for m in out}
        for channel_id, message_id in posted[start:self._outbox_upto]:
            if channel_id == self._interaction.channel_id and message_id not in seen:
                out.append(simcord.results.ResponseMessage(self._env, self._env.backend.get_message(channel_id,
                                                                                                    message_id)))
        return sorted(out, key=lambda m: m.id)

    monkeypatch.setattr(simcord.results.InteractionResult, "__init__", init)
    monkeypatch.setattr(simcord.results.InteractionResult, "followups", property(followups))
    return posted


class World:
    """One guild, one games channel, a second channel, players and a moderator."""

    def __init__(self, env: simcord.Env):
        self.env = env
        self.guild = env.create_guild("Plansza Test")
        self.channel = self.guild.create_text_channel("games")
        self.other = self.guild.create_text_channel("more-games")
        self.alice = self.guild.add_member(env.create_user("alice"))
        self.bob = self.guild.add_member(env.create_user("bob"))
        self.carol = self.guild.add_member(env.create_user("carol"))
        self.dave = self.guild.add_member(env.create_user("dave"))
        self.erin = self.guild.add_member(env.create_user("erin"))
        mods = self.guild.create_role("Mods", permissions=discord.Permissions(manage_channels=True))
        self.mod = self.guild.add_member(env.create_user("mod"), roles=[mods])
        # the bot may not open threads here (tables stay in the channel); tests/discord_app/test_threads.py allows it
        self.allow_threads(False)

    def allow_threads(self, allowed: bool = True) -> None:
        """Give or take the bot's Create Public Threads (its own role and @everyone)."""
        flag = discord.Permissions(create_public_threads=True).value
        g = self.guild._guild
        bot = g.members.get(self.env.backend.bot_user.id)
        for role in [g.everyone_role, *(g.roles[r] for r in (bot.role_ids if bot else ()) if r in g.roles)]:
            role.permissions = role.permissions | flag if allowed else role.permissions & ~flag

    def stored(self, message) -> object:
        """The simulated Discord's record of a message (pings, allowed mentions)."""
        channel_id = message.channel_id if hasattr(message, "channel_id") else message.channel.id
        return self.env.backend.get_message(channel_id, message.id)


@pytest.fixture
def world(simcord_env) -> World:
    return World(simcord_env)


@pytest_asyncio.fixture
async def restart(simcord_env, settings, clock, passgame):
    """``await restart()``: tear the bot down and start a new bot + service on the same database file."""
    opened: list[Storage] = []

    async def do_restart():
        s = await Storage(settings.database).open()
        opened.append(s)
        service = make_service(s, settings, clock)
        bot = build_bot(settings, service)
        _deliver_direct_calls(service, bot)
        await simcord_env.restart_bot(bot)
        return bot, service

    yield do_restart
    for s in opened:
        await s.close()
