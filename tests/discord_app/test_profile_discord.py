"""/profile (issue 56, items 3 and 6) through the Discord stand-in: the card's picture and words after real games, the
head-to-head against the asker, /settings profile:hidden (refused to others in /profile and /stats, shown to its
owner), and outside a server only one's own card."""
from __future__ import annotations

from io import BytesIO

from PIL import Image

from tests.support.discord_helpers import attachment, finished_passgame, public_posts, shown


async def _finished(world, service, channel):
    return await finished_passgame(world, service, channel)


async def test_a_profile_card_with_the_head_to_head(world, service):
    await _finished(world, service, world.channel)
    await _finished(world, service, world.other)
    posts = len(public_posts(world.channel))
    r = await world.alice.slash(world.channel, "profile", player=world.bob)
    assert r.ephemeral and len(public_posts(world.channel)) == posts  # answered privately, nothing posted
    text = shown(r.response)
    assert text.startswith("**bob** on this server: 2 games, ")
    assert "Head-to-head: 2 games together; your record " in text
    png = await attachment(r.response)
    w, h = Image.open(BytesIO(png)).size
    assert w <= 1280 and h <= 1.3 * w
    alt = r.response.attachments[0].description
    assert "• Pass (test game): " in alt and "Time to move: " in alt and "Tables now: 0" in alt
    own = await world.bob.slash(world.channel, "profile")
    assert "Played with most: alice (games together: 2; your record " in shown(own.response)


async def test_a_hidden_profile(world, service):
    await _finished(world, service, world.channel)
    r = await world.bob.slash(world.channel, "settings", profile="hidden")
    assert "• Your profile and statistics: hidden from others." in shown(r.response)
    refused = "bob keeps their profile and statistics private."
    assert shown((await world.alice.slash(world.channel, "profile", player=world.bob)).response) == refused
    assert shown((await world.alice.slash(world.channel, "stats", player=world.bob)).response) == refused
    mine = await world.bob.slash(world.channel, "profile")
    assert shown(mine.response).startswith("**bob** on this server: 1 game, ") and mine.response.attachments
    assert shown((await world.bob.slash(world.channel, "stats")).response).startswith("**bob**: 1 ")
    r = await world.bob.slash(world.channel, "settings", profile="shown")
    assert "• Your profile and statistics: others may see them." in shown(r.response)
    assert shown((await world.alice.slash(world.channel, "profile", player=world.bob)).response).startswith("**bob**")


async def test_outside_a_server_only_ones_own_card(world, service):
    await _finished(world, service, world.channel)
    dm = world.alice.user
    r = await dm.slash("profile", player=world.bob.user)
    assert shown(r.response) == ("Outside a server, /profile shows only your own card; ask about another player in a "
                                 "server you share.")
    r = await dm.slash("profile")
    assert shown(r.response).startswith("**alice**, in every server: 1 game, ") and r.response.attachments
