"""The player's digest setting (issue 29): where "since your last turn" comes, stored with their other settings on
both engines; a record written before the setting existed, or with a value the bot no longer knows, reads as the
default (the turn card)."""
from __future__ import annotations

from bot.tables.player_settings import PlayerSettings
from tests.support.bot_fixtures import make_service
from tests.support.engines import backend  # noqa: F401 - both engines here


async def test_the_digest_setting_is_stored_and_read_back(storage, settings, clock):
    service = make_service(storage, settings, clock)
    mine = (await service.player_settings(["u1"]))["u1"]
    assert mine.digest == "card"
    await service.set_player_settings("u1", PlayerSettings(**{**mine.to_json(), "digest": "dm", "count": 5}))
    fresh = make_service(storage, settings, clock)  # nothing remembered: read from the store
    mine = (await fresh.player_settings(["u1"]))["u1"]
    assert (mine.digest, mine.count, mine.where) == ("dm", 5, "channel")
    await storage.set_player_settings("u2", {"where": "dm"})  # written before the setting existed
    await storage.set_player_settings("u3", {"digest": "pigeon"})  # a value this bot does not know
    read = await make_service(storage, settings, clock).player_settings(["u2", "u3"])
    assert (read["u2"].digest, read["u2"].where) == ("card", "dm")
    assert read["u3"].digest == "card"
