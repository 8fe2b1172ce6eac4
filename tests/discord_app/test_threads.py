"""A table in its own thread (issue 9): where the bot may open public threads, /create opens one for the table, so
one channel hosts many tables and stays quiet (one line with the thread's link); the game lives in the thread and
its pings still reach the players. ``thread:False`` or a bot without the permission keeps the table in the channel
(as every table created before)."""
from __future__ import annotations

import discord
from simcord.builders import ChannelHandle

from tests.support.discord_helpers import shown


def handle(world, channel_id: int) -> ChannelHandle:
    return ChannelHandle(world.env, world.guild, world.env.backend.channels[int(channel_id)])


async def test_tables_open_in_their_own_threads_and_the_channel_stays_quiet(world, service):
    world.allow_threads()
    ch = world.channel
    r = await world.alice.slash(ch, "create", game="passgame")
    (line,) = r.followups or [r.response]
    row = (await service.my_games(str(world.alice.id)))[0].row
    assert row.channel_id != str(ch.id)  # the table lives in a thread
    thread = handle(world, row.channel_id)
    assert thread._channel.is_thread and thread._channel.parent_id == ch.id
    assert f"<#{row.channel_id}>" in shown(line) and "its own thread" in shown(line)
    # a second table in the same channel: another thread (one live table per thread, many per channel)
    r = await world.carol.slash(ch, "create", game="dragons")
    rows = [g.row for g in await service.my_games(str(world.carol.id))]
    assert len(rows) == 1 and rows[0].channel_id not in (str(ch.id), row.channel_id)
    # the game is played in the thread; pings reach the players there
    r = await world.bob.slash(thread, "join")
    assert "bob joined" in shown(r.response)
    r = await world.alice.slash(thread, "start")
    (post,) = r.followups
    assert post.attachments  # the players are told by the DMs of their hands (issue 25: once)
    assert all("Your secret" in shown(m.user.dm_channel.last_message) for m in (world.alice, world.bob))
    before = len(ch.history())
    await world.alice.slash(thread, "table")
    assert len(ch.history()) == before  # nothing more in the channel itself


async def test_thread_false_or_no_permission_keeps_the_table_in_the_channel(world, service):
    r = await world.alice.slash(world.channel, "create", game="passgame")  # the bot may not open threads here
    assert not r.ephemeral and "opened a table" in shown(r.response) and "thread" not in shown(r.response)
    assert (await service.table(str(world.channel.id)))[0].channel_id == str(world.channel.id)
    world.allow_threads()
    r = await world.bob.slash(world.other, "create", game="passgame", thread=False)
    assert (await service.table(str(world.other.id)))[0].owner_id == str(world.bob.id)
    assert isinstance(discord.ChannelType.public_thread, discord.ChannelType)


async def test_a_user_over_their_limits_is_refused_privately_before_any_thread(world, service, clock):
    """Issue 14, item 4 through Discord: the cooldown (and the live-table limit) is checked before a thread is
    opened, so a refusal leaves no empty thread behind and nothing in the channel."""
    world.allow_threads()
    service.settings.create_cooldown = 30
    ch = world.channel
    await world.alice.slash(ch, "create", game="passgame")
    threads = [c for c in world.env.backend.channels.values() if getattr(c, "is_thread", False)]
    before = len(ch.history())
    r = await world.alice.slash(ch, "create", game="dragons")
    assert r.ephemeral and "You can open another in 30 s." in shown(r.response)
    assert len(ch.history()) == before
    assert [c for c in world.env.backend.channels.values() if getattr(c, "is_thread", False)] == threads
    clock.advance(30)
    r = await world.alice.slash(ch, "create", game="dragons")
    assert len(await service.my_games(str(world.alice.id))) == 2


async def test_commands_and_presses_beyond_the_rate_limit_get_a_polite_private_answer(world, service, clock,
                                                                                      simcord_bot):
    """Issue 14, item 4: per user, a burst of commands and presses at once, then one per second; beyond that a
    private "wait N s" in the user's language, and nothing happens to the table. Others are not slowed."""
    from bot.tables.rate_limit import RateLimiter

    ch = world.channel
    await world.alice.slash(ch, "create", game="dragons", options="mode=rounds rounds=1")
    await world.bob.slash(ch, "join")
    start = (await world.alice.slash(ch, "start")).followups[0]
    simcord_bot.rate = RateLimiter(burst=2, per_second=1, clock=clock)
    version = (await service.table(str(ch.id)))[0].version
    for _ in range(2):
        assert (await world.alice.slash(ch, "table")).ephemeral
    r = await world.alice.slash(ch, "table")
    assert r.ephemeral and "Please wait 1 s" in shown(r.response) and not r.response.attachments
    r = await world.alice.click(start, custom_id="plansza:1:q:reveal")
    assert r.ephemeral and "Please wait 1 s" in shown(r.response)
    assert "Choose one card" in shown((await world.bob.click(start, custom_id="plansza:1:q:reveal")).response)
    assert (await service.table(str(ch.id)))[0].version == version
    clock.advance(1)
    r = await world.alice.click(start, custom_id="plansza:1:q:reveal")
    assert "Choose one card" in shown(r.response)
