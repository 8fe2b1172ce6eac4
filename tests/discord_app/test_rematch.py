"""Rematch (issue 56, item 5) through the Discord stand-in: the end card offers it; a player's press opens the same
game in the same channel with the same options, deadline and flags, owned by the presser, the old game's other
players pinged once to take their seats with Join; a non-player and a second press are refused, changing nothing."""
from __future__ import annotations

from tests.support.discord_helpers import custom_ids, finished_passgame, public_posts, shown


async def _finished(world, service, options="hand=2 deadline=12h"):
    return await finished_passgame(world, service, options=options)


def _rematch_button(world):
    for m in reversed(public_posts(world.channel)):
        ids = [c for c in custom_ids(m) if ":x:rematch:" in c]
        if ids:
            return m, ids[0]
    raise AssertionError("no end card with a rematch button")


async def test_a_rematch_opens_the_same_game_and_asks_the_others_to_sit(world, service):
    old = await _finished(world, service)
    assert old.status == "finished"
    card, rematch = _rematch_button(world)
    before = len(public_posts(world.channel))
    r = await world.bob.click(card, custom_id=rematch)
    new = await service.db.live_table(str(world.channel.id))
    assert new is not None and new.status == "lobby" and new.id != old.id
    assert (new.game, new.options, new.turn_deadline, new.flags, new.lang) == (
        old.game, old.options, old.turn_deadline, old.flags, old.lang)
    assert new.owner_id == str(world.bob.id) and [s.user_id for s in new.seats] == [str(world.bob.id)]
    post = public_posts(world.channel)[before]
    text = shown(post)
    assert "bob opened a rematch: Pass (test game)" in text and "the same options and time as last game" in text
    assert f"<@{world.alice.id}>: your seat is free for you: press Join to play again." in text
    assert world.stored(post).ping_user_ids == [world.alice.id]  # alice is told once, by this ping
    assert custom_ids(post)[:2] == [f"plansza:{new.id}:j:", f"plansza:{new.id}:g:"]  # the lobby's Join, Start
    # alice confirms her seat by joining
    await world.alice.slash(world.channel, "join")
    assert [s.user_id for s in (await service.db.live_table(str(world.channel.id))).seats] == [
        str(world.bob.id), str(world.alice.id)]
    # a second press finds the lobby there: refused, nothing changes
    r = await world.alice.click(card, custom_id=rematch)
    assert r.ephemeral and "This channel already has a table." in shown(r.response)
    assert (await service.db.live_table(str(world.channel.id))).id == new.id


async def test_only_a_player_opens_a_rematch(world, service):
    await _finished(world, service)
    card, rematch = _rematch_button(world)
    r = await world.carol.click(card, custom_id=rematch)
    assert r.ephemeral and "Only a player of that game can open its rematch." in shown(r.response)
    assert await service.db.live_table(str(world.channel.id)) is None
