"""Secrets: DMs when a player's private view changes, the channel notice when DMs are closed, /hand, and the
mover's own private note (ephemeral, never in the channel)."""
from __future__ import annotations

import re


def hand_of(state, seat) -> list[int]:
    return list(state["hands"][seat])


async def _started(world, service, *, closed=None):
    if closed is not None:  # this user has DMs closed: every message to their DM channel is refused
        dm = world.env.backend.get_dm_channel(closed.id)
        world.env.inject_error("POST", f"/channels/{dm.id}/messages", status=403, code=50007,
                               message="Cannot send messages to this user", times=None)
    await world.alice.slash(world.channel, "create", game="passgame")
    await world.bob.slash(world.channel, "join")
    r = await world.alice.slash(world.channel, "start")
    row, state = await service.table(str(world.channel.id))
    return r, row, state


async def test_hands_are_dealt_by_dm_and_a_gift_reaches_the_receiver(world, service):
    r, row, state = await _started(world, service)
    for seat, member in enumerate((world.alice, world.bob)):
        dm = member.user.dm_channel.last_message
        assert "Your secret at Pass (test game)" in dm.content
        assert dm.content.endswith("Your hand: " + ", ".join(map(str, hand_of(state, seat))))
    card = hand_of(state, 0)[0]
    r = await world.alice.slash(world.channel, "play", move=f"give {card}")
    # the mover's own private event comes ephemerally ...
    assert r.ephemeral and f"You gave {card} to bob" in r.response.content
    assert "Your hand:" in r.response.content
    # ... the channel only hears that a card changed hands ...
    (public,) = r.followups
    assert "alice gave a card to bob" in public.content and str(card) not in re.sub(r"<@\d+>", "", public.content)
    # ... and the receiver gets a DM with the new secret
    dm = world.bob.user.dm_channel.last_message
    assert f"alice gave you {card}" in dm.content
    _, state = await service.table(str(world.channel.id))
    assert dm.content.endswith("Your hand: " + ", ".join(map(str, hand_of(state, 1))))
    for message in world.channel.history():  # no hand ever shows in the channel
        assert "Your hand" not in message.content


async def test_dm_closed_gives_a_channel_notice_without_content(world, service):
    r, row, state = await _started(world, service, closed=world.bob)
    notices = [f for f in r.followups if "could not send you a direct message" in f.content]
    assert len(notices) == 1
    notice = notices[0]
    assert notice.content.startswith(world.bob.mention) and "/hand" in notice.content
    assert not any(str(c) in notice.content.replace(world.bob.mention, "") for c in hand_of(state, 1))
    stored = world.stored(notice)
    assert stored.ping_user_ids == [world.bob.id] and stored.allowed_mentions.users == frozenset({world.bob.id})
    # later gifts to bob: again a notice, never the card
    card = hand_of(state, 0)[0]
    r = await world.alice.slash(world.channel, "play", move=f"give {card}")
    assert any("could not send you a direct message" in f.content for f in r.followups)
    # /hand shows bob his cards, ephemerally
    r = await world.bob.slash(world.channel, "hand")
    _, state = await service.table(str(world.channel.id))
    assert r.ephemeral and "Your hand: " + ", ".join(map(str, hand_of(state, 1))) in r.response.content


async def test_hand_for_spectators_and_in_dms(world, service, locales):
    await _started(world, service)
    r = await world.carol.slash(world.channel, "hand")
    assert r.ephemeral and "You have nothing secret at this table" in r.response.content
    locales[world.carol.id] = "pl"
    r = await world.carol.slash(world.channel, "hand")
    assert "Przy tym stole nie masz żadnych tajnych informacji" in r.response.content
    r = await world.alice.user.slash("hand")  # in a DM: my secrets at every table
    assert r.ephemeral and "Your hand:" in r.response.content and world.channel.mention in r.response.content


async def test_duplicated_interaction_applies_once(world, service):
    _, row, state = await _started(world, service)
    card = hand_of(state, 0)[0]
    r = await world.alice.slash(world.channel, "play", move=f"play {card}")
    version = (await service.table(str(world.channel.id)))[0].version
    again = await service.play(str(world.channel.id), str(world.alice.id), f"play {card}",
                               interaction_id=str(r._interaction.id))
    assert again.duplicate and again.move == f"play {card}"
    row, _ = await service.table(str(world.channel.id))
    assert row.version == version and len(await service.db.moves(row.id)) == 1
