"""Every private answer in the reader's language, the channel in the table's (issue 9): an English client at a
Polish table gets English DMs, ephemeral answers and private pictures; a Polish client Polish ones; the channel
stays Polish; never two languages in one message."""
from __future__ import annotations

from bot.tables import present
from tests.support.discord_helpers import menus, shown


async def _attachment(message) -> bytes:
    return await message.attachments[0].read()


async def test_english_reader_at_a_polish_table(world, service, locales):
    locales[world.alice.id] = "pl"  # bob's client stays English (SimCord's en-US)
    ch = world.channel
    await world.alice.slash(ch, "create", game="bunny_kingdom", language="pl")
    await world.bob.slash(ch, "join")
    r = await world.alice.slash(ch, "start")
    (post,) = r.followups
    assert "Zaczynamy" in shown(post) and "begins" not in shown(post)  # the channel: the table's language
    row, state = await service.table(str(ch.id))

    # the dealt hands by DM: each in the reader's language, words and picture
    alice_dm = world.alice.user.dm_channel.last_message
    bob_dm = world.bob.user.dm_channel.last_message
    assert shown(alice_dm).startswith("Twoja tajemnica") and "Your hand" not in shown(alice_dm)
    assert shown(bob_dm).startswith("Your secret") and "Twoja" not in shown(bob_dm)
    assert await _attachment(bob_dm) == present.private_png(row, state, 1, "en")
    assert await _attachment(alice_dm) == present.private_png(row, state, 0, "pl")
    assert present.private_png(row, state, 1, "en") != present.private_png(row, state, 1, "pl")
    assert menus(bob_dm)[0]["placeholder"] and "Który" not in menus(bob_dm)[0]["placeholder"]

    # /hand and /table answer each reader in their own language
    r = await world.bob.slash(ch, "hand")
    assert r.ephemeral and "Your hand" in shown(r.response) and "Twoja" not in shown(r.response)
    r = await world.alice.slash(ch, "hand")
    assert r.ephemeral and "Twoja ręka" in shown(r.response)
    r = await world.bob.slash(ch, "table")
    assert r.ephemeral and "Now:" in shown(r.response) and "Teraz" not in shown(r.response)
    assert await _attachment(r.response) == present.public_png(row, state, "en", None, 1)

    # bob's move: his note in English, the channel's line in Polish
    _, legal = await service.legal_moves(str(ch.id), str(world.bob.id))
    r = await world.bob.slash(ch, "play", move=legal[0].id)
    assert r.ephemeral and "You" in shown(r.response) and "Wybra" not in shown(r.response)
    (line,) = r.followups
    assert "bob" in shown(line) and "picked" not in shown(line)  # the channel's line in Polish


async def test_the_language_follows_the_latest_interaction(world, service, locales):
    """A player who switches their Discord client to Polish gets Polish DMs from then on (remembered, so a DM
    caused by someone else's move uses it too)."""
    ch = world.channel
    await world.alice.slash(ch, "create", game="bunny_kingdom")
    await world.bob.slash(ch, "join")
    locales[world.bob.id] = "pl"
    await world.bob.slash(ch, "mygames")  # any interaction tells the bot bob's language
    await world.alice.slash(ch, "start")
    assert shown(world.bob.user.dm_channel.last_message).startswith("Twoja tajemnica")
    assert shown(world.alice.user.dm_channel.last_message).startswith("Your secret")
    prefs = await service.reader_prefs([str(world.bob.id), str(world.alice.id)])
    assert prefs[str(world.bob.id)][0] == "pl" and prefs[str(world.alice.id)][0] == "en"
