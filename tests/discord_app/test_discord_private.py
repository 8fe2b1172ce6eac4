"""Secrets: DMs when a player's private view changes, the channel notice when DMs are closed, /hand, and the
mover's own private note (ephemeral, never in the channel)."""
from __future__ import annotations

import re

from tests.support.discord_helpers import components, shown


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
        assert "Your secret at Pass (test game)" in shown(dm)
        assert shown(dm).endswith("Your hand: " + ", ".join(map(str, hand_of(state, seat))))
    card = hand_of(state, 0)[0]
    r = await world.alice.slash(world.channel, "play", move=f"give {card}")
    # the mover's own private event comes ephemerally ...
    assert r.ephemeral and f"You gave {card} to bob" in shown(r.response)
    assert "Your hand:" in shown(r.response)
    # ... the channel only hears that a card changed hands ...
    (public,) = r.followups
    assert "alice gave a card to bob" in shown(public) and str(card) not in re.sub(r"<@\d+>", "", shown(public))
    # ... and the receiver gets a DM with the new secret
    dm = world.bob.user.dm_channel.last_message
    assert f"alice gave you {card}" in shown(dm)
    _, state = await service.table(str(world.channel.id))
    assert shown(dm).endswith("Your hand: " + ", ".join(map(str, hand_of(state, 1))))
    for message in world.channel.history():  # no hand ever shows in the channel
        assert "Your hand" not in shown(message)


async def test_dm_closed_is_told_once_folded_into_the_post_without_content(world, service):
    """Issue 9: a player whose DMs are closed is told once per table, in the turn's post (no separate message, no
    extra ping), never with the secret; later secrets stay in /hand without another notice; /hand's button lets
    them stop the bot trying; the turn ping is still one ping."""
    r, row, state = await _started(world, service, closed=world.bob)
    (post,) = r.followups  # the start's one post carries the word to bob
    assert "bob: I cannot send you direct messages" in shown(post) and "/hand" in shown(post)
    words = re.sub(r"<@!?\d+>", "", shown(post))  # (a mention's digits are no card)
    assert not any(re.search(rf"\b{c}\b", words) for c in hand_of(state, 1))
    assert world.bob.mention not in shown(post).split("\n")[-1]  # named, not mentioned: no extra ping
    # alice acts first and is told by the DM of her hand (issue 25: once, not also pinged); bob waits
    assert world.stored(post).ping_user_ids == []
    posts = len(world.channel.history())
    # later gifts to bob: the card only in /hand, and no second notice
    card = hand_of(state, 0)[0]
    r = await world.alice.slash(world.channel, "play", move=f"give {card}")
    assert not any("direct message" in shown(f) for f in r.followups)
    assert len(world.channel.history()) == posts + 1  # the turn's post, nothing else
    assert world.stored(r.followups[0]).ping_user_ids == [world.bob.id]  # one ping for bob's turn
    # /hand shows bob his cards, ephemerally, with the switch "secrets only through /hand"
    r = await world.bob.slash(world.channel, "hand")
    _, state = await service.table(str(world.channel.id))
    assert r.ephemeral and "Your hand: " + ", ".join(map(str, hand_of(state, 1))) in shown(r.response)
    (switch,) = [c for c in components(r.response) if ":d:" in c["custom_id"]]
    assert switch["label"] == "Secrets only through /hand"
    r = await world.bob.click(r.response, custom_id=switch["custom_id"])
    assert r.ephemeral and "does not try to DM you" in shown(r.response)
    assert (await service.reader_prefs([str(world.bob.id)]))[str(world.bob.id)][1] == "hand"
    # the switch holds for the next secrets: still no word in the channel, the cards in /hand
    _, state = await service.table(str(world.channel.id))
    r = await world.bob.slash(world.channel, "play", move=f"give {hand_of(state, 1)[0]}")
    _, state = await service.table(str(world.channel.id))
    r = await world.alice.slash(world.channel, "play", move=f"give {hand_of(state, 0)[0]}")
    assert not any("direct message" in shown(f) for f in r.followups)


async def test_hand_for_spectators_and_in_dms(world, service, locales):
    await _started(world, service)
    r = await world.carol.slash(world.channel, "hand")
    assert r.ephemeral and "You have nothing secret at this table" in shown(r.response)
    locales[world.carol.id] = "pl"
    r = await world.carol.slash(world.channel, "hand")
    assert "Przy tym stole nie masz żadnych tajnych informacji" in shown(r.response)
    r = await world.alice.user.slash("hand")  # in a DM: my secrets at every table
    assert r.ephemeral and "Your hand:" in shown(r.response) and world.channel.mention in shown(r.response)


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
