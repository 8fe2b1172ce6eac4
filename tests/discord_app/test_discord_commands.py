"""The synced command list (Polish and English names and descriptions), the catalogs, intents, and the lobby and
information commands."""
from __future__ import annotations

import re

from bot.discord_app.commands import COMMANDS, PARAMS
from games.core import i18n
from tests.support.discord_helpers import components, shown

NAME = re.compile(r"^[-_\w]{1,32}$")
PL_NAMES = {"create": "nowy-stol", "join": "dolacz", "leave": "opusc", "start": "start", "play": "graj",
            "table": "stol", "hand": "reka", "rules": "zasady", "history": "historia", "mygames": "moje-gry",
            "abandon": "porzuc", "kick": "wyrzuc", "pause": "pauza", "resume": "wznow", "replace": "zastap",
            "settings": "ustawienia", "takeback": "cofnij", "stats": "statystyki", "leaderboard": "ranking",
            "privacy": "prywatnosc", "profile": "profil"}


def _check_name(name: str) -> None:
    assert NAME.match(name) and name == name.lower() and "_" not in name.strip("-"), name


def _check_localized(item: dict) -> None:
    for field in ("name_localizations", "description_localizations"):
        assert set(item[field]) >= {"pl", "en-US", "en-GB"}, (item["name"], field)
    for name in (item["name"], *item["name_localizations"].values()):
        _check_name(name)
    for desc in (item["description"], *item["description_localizations"].values()):
        assert 1 <= len(desc) <= 100, desc


def test_catalogs_have_the_same_keys_in_both_languages():
    from pathlib import Path

    folder = Path(__file__).resolve().parents[2] / "bot" / "locales"

    def keys(lang):
        text = (folder / f"{lang}-discord.ftl").read_text(encoding="utf-8")
        return {line.split("=", 1)[0].strip() for line in text.splitlines() if line[:1].isalpha()}

    assert keys("pl") == keys("en")
    for command in COMMANDS:
        for suffix in ("name", "desc"):
            assert i18n.has(f"bot-cmd-{command}-{suffix}", "pl") and i18n.has(f"bot-cmd-{command}-{suffix}", "en")
    for command, params in PARAMS.items():
        for p in params:
            assert i18n.has(f"bot-cmd-{command}-{p}-name", "pl") and i18n.has(f"bot-cmd-{command}-{p}-desc", "pl")
    assert any(ch in i18n.tr("pl", "bot-cmd-create-desc") for ch in "ąćęłńóśźż")  # real Polish, with diacritics


async def test_synced_commands_are_localized(world, simcord_env):
    backend = simcord_env.backend
    synced = {c["name"]: c for c in backend.commands[None].values()}
    assert set(synced) == set(COMMANDS)
    for name, command in synced.items():
        _check_localized(command)
        assert command["name_localizations"]["pl"] == PL_NAMES[name]
        assert command["name_localizations"]["en-US"] == name
        assert command["description_localizations"]["pl"] != command["description"]
        for option in command.get("options", []):
            _check_localized(option)
            for choice in option.get("choices", []):
                assert "pl" in choice["name_localizations"] and 1 <= len(choice["name"]) <= 100
    create = synced["create"]
    assert [o["name_localizations"]["pl"] for o in create["options"]] == ["gra", "opcje", "jezyk", "watek"]
    table = synced["table"]
    assert [o["name_localizations"]["pl"] for o in table["options"]] == ["widok", "publicznie", "www"]
    game = create["options"][0]
    assert {c["value"] for c in game["choices"]} >= {"dragons", "passgame"}
    dragons = next(c for c in game["choices"] if c["value"] == "dragons")
    assert dragons["name_localizations"]["pl"] == i18n.tr("pl", "dragons-title")
    assert create["options"][1]["autocomplete"] and synced["play"]["options"][0]["autocomplete"]


def test_no_privileged_intents(simcord_bot):
    intents = simcord_bot.intents
    assert not intents.message_content and not intents.members and not intents.presences
    assert intents.guilds


async def test_create_in_the_table_language(world, service, locales):
    locales[world.alice.id] = "pl"
    r = await world.alice.slash(world.channel, "create", game="dragons", options="mode=points target=50")
    assert "zakłada stół" in shown(r.response) and "50" in shown(r.response)
    row, _ = await service.table(str(world.channel.id))
    assert row.lang == "pl" and row.options["mode"] == "points" and row.options["target"] == 50
    r = await world.bob.slash(world.channel, "join")  # an English user; the table speaks Polish
    assert "bob dołącza" in shown(r.response) and "2 osoby" in shown(r.response)
    r = await world.carol.slash(world.other, "create", game="dragons", language="pl")
    assert (await service.table(str(world.other.id)))[0].lang == "pl"


async def test_lobby_leave_kick_abandon(world, service):
    ch = world.channel
    await world.alice.slash(ch, "create", game="passgame")
    for p in (world.bob, world.carol):
        await p.slash(ch, "join")
    r = await world.carol.slash(ch, "leave")
    assert not r.ephemeral and "carol left" in shown(r.response)
    r = await world.bob.slash(ch, "kick", player=world.alice)
    assert r.ephemeral and "Only the table's creator or a moderator" in shown(r.response)
    r = await world.alice.slash(ch, "kick", player=world.carol)
    assert r.ephemeral and "not seated" in shown(r.response)
    r = await world.mod.slash(ch, "kick", player=world.bob)  # a moderator (Manage Channels) may kick
    assert not r.ephemeral and "bob was removed" in shown(r.response)
    row, _ = await service.table(str(ch.id))
    assert row.names == ["alice"]
    r = await world.alice.slash(ch, "table")  # privately by default
    assert r.ephemeral and "waiting to start" in shown(r.response)
    r = await world.bob.slash(ch, "abandon")
    assert r.ephemeral and "Only the table's creator" in shown(r.response)
    r = await world.mod.slash(ch, "abandon")
    assert not r.ephemeral and "mod abandoned the game" in shown(r.response)
    assert (await service.table(str(ch.id)))[0].status == "abandoned"
    r = await world.bob.slash(ch, "create", game="passgame")  # the channel is free again
    assert not r.ephemeral


async def test_table_rules_history_and_my_games(world, service, locales):
    ch = world.channel
    await world.alice.slash(ch, "create", game="passgame")
    await world.bob.slash(ch, "join")
    await world.alice.slash(world.other, "create", game="dragons")
    r = await world.alice.slash(ch, "history")
    assert r.ephemeral and "No moves yet" in shown(r.response)
    await world.alice.slash(ch, "start")
    _, state = await service.table(str(ch.id))
    card = state["hands"][0][0]
    await world.alice.slash(ch, "play", move=f"give {card}")
    r = await world.bob.slash(ch, "table")  # privately by default: no step buttons
    assert r.ephemeral and r.response.attachments and "Now: bob" in shown(r.response)
    assert not r.response.components and not r.followups
    posts = len(world.channel.history())
    r = await world.bob.slash(ch, "table", post=True)  # for everyone: the table's post with the buttons
    assert not r.ephemeral and r.response.attachments and "Now: bob" in shown(r.response)
    assert len(world.channel.history()) == posts + 1
    # passgame hands are secret: one neutral button opens the private picker
    assert [c["custom_id"] for c in components(r.response)] == ["plansza:1:q:"]
    r = await world.bob.slash(ch, "history")  # bob sees the card he received, carol does not
    # the mover named once per history line: "1. alice gave a card to bob, gave you 3." (English joins the steps)
    assert r.ephemeral and f"alice gave a card to bob and gave you {card}" in shown(r.response)
    r = await world.carol.slash(ch, "history")
    assert "alice gave a card to bob" in shown(r.response) and f"gave you {card}" not in shown(r.response)
    r = await world.alice.slash(ch, "mygames")
    assert r.ephemeral and world.channel.mention in shown(r.response) and world.other.mention in shown(r.response)
    assert "waiting for others" in shown(r.response) and "waiting to start" in shown(r.response)
    r = await world.bob.slash(world.other, "mygames")
    assert f"**Pass (test game) in {world.channel.mention} — your turn**" in shown(r.response)
    r = await world.alice.slash(ch, "rules")  # default: the game at this channel's table
    assert r.ephemeral and "Pass (test game)" in shown(r.response) and "`hand`" in shown(r.response)
    locales[world.alice.id] = "pl"
    r = await world.alice.slash(ch, "rules", game="dragons")
    assert "Każdy ma sen" in shown(r.response) and "Opcje do /nowy-stol" in shown(r.response)


async def test_unexpected_errors_are_logged_and_answered(world, service, simcord_env, monkeypatch):
    async def boom(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(service, "join", boom)
    await world.alice.slash(world.channel, "create", game="passgame")
    r = await world.bob.slash(world.channel, "join")
    assert r.ephemeral and "Something went wrong on our side" in shown(r.response)
    errors = simcord_env.errors  # the error reached the tree's error handler (and the log)
    assert any("disk on fire" in str(getattr(e, "original", e)) for e in errors)
    lobby = world.channel.history()[0]
    r = await world.bob.click(lobby, custom_id="plansza:1:j:")
    assert r.ephemeral and "Something went wrong on our side" in shown(r.response)
    assert any("disk on fire" in str(e) for e in simcord_env.errors)


async def test_dev_guild_sync(settings, service, passgame):
    import simcord

    from bot.discord_app import build_bot

    settings.dev_guild_id = 424242424242424242
    env = simcord.Env(build_bot(settings, service))
    guild = env.create_guild("Dev", id=settings.dev_guild_id)
    await env.start()
    try:
        assert env.backend.commands.get(None, {}) == {}  # nothing global
        assert {c["name"] for c in env.backend.commands[guild.id].values()} == set(COMMANDS)
        channel = guild.create_text_channel("dev")
        alice = guild.add_member(env.create_user("alice"))
        r = await alice.slash(channel, "create", game="passgame")
        assert not r.ephemeral
    finally:
        await env.shutdown()
    env.raise_errors()
