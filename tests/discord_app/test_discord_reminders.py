"""Idle-turn reminders: stored in the database, posted by a background loop, pinging only the idle player, and
still sent after a restart."""
from __future__ import annotations

from tests.support.discord_helpers import shown

HOUR = 3600


def reminders(world):
    return [m for m in world.channel.history() if "the table is waiting for you" in shown(m)]


async def _started(world):
    await world.alice.slash(world.channel, "create", game="passgame")
    await world.bob.slash(world.channel, "join")
    await world.carol.slash(world.channel, "join")
    await world.alice.slash(world.channel, "start")  # alice must act first


async def test_due_reminder_pings_only_the_idle_player(world, service, clock, simcord_env):
    await _started(world)
    await simcord_env.advance_time(120)
    assert reminders(world) == []  # not due yet
    clock.advance(13 * HOUR)
    await simcord_env.advance_time(60)
    (reminder,) = reminders(world)
    assert shown(reminder).startswith(world.alice.mention) and "Idle for 13 hours" in shown(reminder)
    stored = world.stored(reminder)
    assert stored.ping_user_ids == [world.alice.id]
    assert stored.allowed_mentions.users == frozenset({world.alice.id}) and not stored.allowed_mentions.everyone
    await simcord_env.advance_time(120)
    assert len(reminders(world)) == 1  # the next one only after the repeat interval
    clock.advance(25 * HOUR)
    await simcord_env.advance_time(60)
    assert len(reminders(world)) == 2
    # a move resets the turn: alice is not reminded any more, bob will be
    _, state = await service.table(str(world.channel.id))
    await world.alice.slash(world.channel, "play", move=f"play {state['hands'][0][0]}")
    clock.advance(13 * HOUR)
    await simcord_env.advance_time(60)
    assert shown(reminders(world)[-1]).startswith(world.bob.mention)
    assert len(reminders(world)) == 3


async def test_reminder_due_before_a_restart_is_sent_after_it(world, service, clock, restart, locales):
    await world.alice.slash(world.channel, "create", game="passgame", language="pl")
    await world.bob.slash(world.channel, "join")
    await world.alice.slash(world.channel, "start")
    clock.advance(20 * HOUR)  # due while the bot is down (no check ran)
    assert [m for m in world.channel.history() if "stół czeka na ciebie" in shown(m)] == []
    await restart()
    (reminder,) = [m for m in world.channel.history() if "stół czeka na ciebie" in shown(m)]
    assert shown(reminder).startswith(world.alice.mention) and "Bez ruchu od 20 godzin" in shown(reminder)
    assert world.stored(reminder).ping_user_ids == [world.alice.id]
