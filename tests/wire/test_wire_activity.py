"""The table inside Discord (issue 54) over the wire: with the Activity switched on, the turn card's Open here button
is answered with LAUNCH_ACTIVITY, the command sync carries the Entry Point command (and a second sync keeps it, as
Discord demands: a bulk overwrite without it is refused with 50240); switched off, none of it."""
from __future__ import annotations

import pytest

from tests.fake_discord.components_v2 import said, walk


async def _card_with_open(fake, world, service):
    for cmd, user in (("create", world.alice), ("join", world.bob), ("start", world.alice)):
        done = await fake.slash(cmd, user=user, channel=world.channel,
                                options={"game": "passgame"} if cmd == "create" else None)
        await fake.wait_for(lambda done=done: done.acknowledged)
    await fake.wait_for(lambda: any("Open here" in str(m.get("components"))
                                    for m in fake.channel_messages(world.channel, public_only=True)))
    posts = fake.channel_messages(world.channel, public_only=True)
    return [m for m in posts if "Open here" in str(m["components"])][-1]


@pytest.fixture
def settings(settings, fake):
    settings.web_url = "https://plansza.example"
    settings.web_port = 0
    settings.activity_client_id = str(fake.app_id)
    settings.activity_client_secret = fake.client_secret
    return settings


async def test_open_here_launches_the_activity_and_the_entry_point_is_kept(fake, world, bot, service):
    (entry,) = [c for c in fake.commands["global"] if c["type"] == 4]
    assert (entry["name"], entry["handler"], entry["name_localizations"]["pl"]) == ("plansza", 2, "plansza")
    assert "/plansza" not in [c["name"] for c in fake.commands["global"] if c["type"] == 1]
    card = await _card_with_open(fake, world, service)
    (open_here,) = [c for c in walk(card["components"]) if c.get("label") == "Open here"]
    pressed = await fake.click(card, open_here["custom_id"], user=world.bob)
    await fake.wait_for(lambda: pressed.acknowledged)
    assert [c["type"] for c in pressed.callbacks] == [12] and pressed.launched
    assert not any("Open here" in said(m) for m in fake.channel_messages(world.channel, public_only=True)
                   if m["id"] != card["id"])  # nothing posted by the press
    await bot.sync_app_commands()  # a restart's sync: the Entry Point stays (a sync without it would be refused)
    assert [c["name"] for c in fake.commands["global"] if c["type"] == 4] == ["plansza"]
    assert not [r for r in fake.refused if "50240" in r]


async def test_a_bulk_overwrite_without_the_entry_point_is_refused(fake, world, bot):
    """The stand-in does what Discord does once an app has an Entry Point command."""
    import discord

    payload = [c for c in fake.commands["global"] if c["type"] != 4]
    with pytest.raises(discord.HTTPException) as err:
        await bot.http.bulk_upsert_global_commands(bot.application_id, payload=payload)
    assert err.value.code == 50240
    fake.refused.clear()


async def test_the_portals_entry_point_is_kept_as_it_is(fake, world, settings, service):
    """An app whose Developer Portal made the Entry Point ("launch") when Activities were enabled: the sync keeps that
    one (by its id) rather than adding ours, with the Activity on here or off."""
    from tests.fake_discord.harness import running_bot
    from tests.fuzz.common import games_registered

    portal = {"id": "123456789012345678", "name": "launch", "type": 4, "handler": 2, "description": "",
              "integration_types": [0, 1], "contexts": [0, 1, 2], "application_id": str(fake.app_id)}
    fake.commands["global"] = [portal]
    for on in (True, False):
        if not on:
            settings.activity_client_secret = ""
        with games_registered():
            async with running_bot(fake, settings, service):
                entries = [c for c in fake.commands["global"] if c["type"] == 4]
                assert [(c["id"], c["name"]) for c in entries] == [(portal["id"], "launch")], on
    assert not fake.refused
