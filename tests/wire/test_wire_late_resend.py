"""A message resent after Discord's nonce window is not doubled (issue 53, the goal-scale wire proof's one double):
Discord took the first attempt but the answer never came back ("dropped after"); the retry comes when the nonce has
expired. Before such a late resend the bot looks in the channel for the message (:mod:`bot.discord_app.late_resend`)
and takes it as sent; a message Discord never took is sent, late, all the same. The service's clock is a test's,
moved past the time a nonce surely holds; the stand-in's nonce window is then closed (every resend a new message)."""
from __future__ import annotations

import pytest

from bot.discord_app import late_resend
from bot.store import Storage
from bot.tables import TableService
from tests.support.bot_fixtures import Clock


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def service(settings, clock):
    db = await Storage(settings.database).open()
    yield TableService(db, settings.service_settings(), seed_source=lambda: 1234, clock=clock)
    await db.close()


def _card_post(channel: int):
    """A fault for the table's first picture post in ``channel`` (a message with a file)."""
    def pick(method, parts, body) -> bool:
        return method == "POST" and parts[:3] == ["channels", str(channel), "messages"] and \
            bool((body or {}).get("attachments"))
    return pick


def _dm_to(fake, user: int):
    def pick(method, parts, body) -> bool:
        dm = fake.dm_channel_of(user)
        return method == "POST" and dm is not None and parts[:3] == ["channels", str(dm), "messages"]
    return pick


class Once:
    """The stand-in's fault hook: ``kind`` for the first request ``pick`` chooses, nothing else."""

    def __init__(self, kind: str, pick):
        self.kind, self.pick, self.hits = kind, pick, 0

    def __call__(self, method, parts, body):
        if not self.hits and self.pick(method, parts, body):
            self.hits += 1
            return self.kind
        return None


async def _start_with(fake, world, bot, service, fault: Once):
    for user, cmd in ((world.alice, "create"), (world.bob, "join")):
        press = await fake.slash(cmd, user=user, channel=world.channel,
                                 options={"game": "passgame"} if cmd == "create" else {})
        await fake.wait_for(lambda press=press: press.acknowledged)
    fake.fault = fault
    started = await fake.slash("start", user=world.alice, channel=world.channel)
    await fake.wait_for(lambda: started.acknowledged and fault.hits)
    await fake.settle()
    fake.fault = None
    row, _ = await service.table(str(world.channel))
    owed = await service.db.pending_outbox(row.id)
    assert owed, "the faulty send was not put off for a retry"
    return row


async def _late_retry(fake, bot, clock):
    """The retry comes after the nonce expired: the clock past what a nonce surely holds, the window closed."""
    clock.advance(late_resend.NONCE_TRUST + 60)
    fake.nonce_window = 0.0
    await bot.dispatcher.deliver_due()
    await fake.settle()


def _pictures(fake, channel):
    return [m for m in fake.channel_messages(channel, public_only=True)
            if any(a["filename"] == "table.png" for a in m["attachments"])]


async def test_a_post_discord_took_is_not_sent_again_after_its_nonce_expired(fake, world, bot, service, clock):
    row = await _start_with(fake, world, bot, service, Once("drop-after", _card_post(world.channel)))
    assert len(_pictures(fake, world.channel)) == 1  # Discord has it; the bot never heard
    await _late_retry(fake, bot, clock)
    pictures = _pictures(fake, world.channel)
    assert len(pictures) == 1, "the late resend doubled the post"
    assert not await service.db.pending_outbox(row.id)
    assert await service.db.sent_before(row.id, 10**9) == int(pictures[0]["id"])  # recorded as the message found
    assert fake.nonce_posts[(str(world.channel), pictures[0]["nonce"])] == 1  # looked for, found, never resent


async def test_a_post_discord_never_took_is_sent_late_all_the_same(fake, world, bot, service, clock):
    row = await _start_with(fake, world, bot, service, Once("drop", _card_post(world.channel)))
    assert _pictures(fake, world.channel) == []
    await _late_retry(fake, bot, clock)
    assert len(_pictures(fake, world.channel)) == 1, "a message nobody saw was lost"
    assert not await service.db.pending_outbox(row.id)


async def test_a_dm_discord_took_is_not_sent_again_late(fake, world, bot, service, clock):
    await _start_with(fake, world, bot, service, Once("drop-after", _dm_to(fake, world.bob)))
    before = len(fake.dms_to(world.bob))
    assert before >= 1
    await _late_retry(fake, bot, clock)
    assert len(fake.dms_to(world.bob)) == before, "the late resend doubled the DM"


async def test_without_the_look_the_same_late_resend_doubles(fake, world, bot, service, clock, monkeypatch):
    """The control: the stand-in models the double the soak found (so the tests above show the look at work)."""
    monkeypatch.setattr(late_resend, "NONCE_TRUST", 10**9)
    await _start_with(fake, world, bot, service, Once("drop-after", _card_post(world.channel)))
    clock.advance(200)
    fake.nonce_window = 0.0
    await bot.dispatcher.deliver_due()
    await fake.settle()
    assert len(_pictures(fake, world.channel)) == 2
