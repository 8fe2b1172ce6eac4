"""Issue 29, point 4: the commands about the player follow them. /mygames, /hand, /settings, /stats, /rules, /history
and /privacy are installable to a user account and usable in DMs and group DMs, answering only the interaction; the
table commands stay in servers. /history takes a table of the reader's outside its channel, and /settings stores
where the "since your last turn" digest comes."""
from __future__ import annotations

import pytest
import simcord
import simcord.interactions
from simcord import SetupError

from bot.discord_app.commands import COMMANDS, PERSONAL
from tests.support.discord_helpers import public_posts

TABLE_COMMANDS = set(COMMANDS) - set(PERSONAL)


async def _table(world, channel, *players):
    """A started passgame in ``channel``; ``players[0]`` opened it."""
    await players[0].slash(channel, "create", game="passgame")
    for p in players[1:]:
        await p.slash(channel, "join")
    await players[0].slash(channel, "start")


async def _finish(service, channel):
    """Every card played: the table's game ends."""
    while True:
        row, state = await service.table(str(channel.id))
        if row.status != "active":
            return row
        (seat,) = row.actors
        await service.play(str(channel.id), row.seats[seat].user_id, f"play {state['hands'][seat][0]}")


async def test_synced_commands_say_where_they_may_be_installed_and_used(world, simcord_env):
    synced = {c["name"]: c for c in simcord_env.backend.commands[None].values()}
    assert set(synced) == set(COMMANDS) and set(PERSONAL) <= set(COMMANDS)
    for name in PERSONAL:  # guild and user install; guild, bot DM and private channel (group DM)
        assert sorted(synced[name]["integration_types"]) == [0, 1], name
        assert sorted(synced[name]["contexts"]) == [0, 1, 2], name
    for name in TABLE_COMMANDS:  # a table's command: a server's, used in its channels only
        assert synced[name]["integration_types"] == [0], name
        assert synced[name]["contexts"] == [0], name
        assert synced[name]["dm_permission"] is False, name


async def test_a_table_command_is_not_offered_in_a_dm(world):
    offered = {path.split()[0] for path in world.alice.user.available_commands()}
    assert offered == set(PERSONAL)
    with pytest.raises(SetupError, match="not visible"):
        await world.alice.user.slash("create", game="passgame")
    in_server = {path.split()[0] for path in world.alice.available_commands(world.channel)}
    assert in_server == set(COMMANDS)


EXPECTED = {
    "en": {"mygames": "Pass (test game) in", "hand": "Your hand:", "settings": "Your settings:",
           "stats": "alice has no finished game yet, in any server.", "rules": "Which game?",
           "rules-game": "**Pass (test game)**", "history": "**Pass (test game)** · moves",
           "privacy": "Your data in Plansza"},
    "pl": {"mygames": "Podaj dalej (gra testowa) na", "hand": "Twoja ręka:", "settings": "Twoje ustawienia:",
           "stats": "alice nie ma jeszcze żadnej ukończonej gry na żadnym serwerze.", "rules": "Która gra?",
           "rules-game": "**Podaj dalej (gra testowa)**", "history": "**Podaj dalej (gra testowa)** · ruchy",
           "privacy": "Twoje dane w Planszy"},
}


@pytest.mark.parametrize("lang", ("en", "pl"))
async def test_each_personal_command_answers_in_a_dm_in_the_readers_language(world, service, locales, lang):
    await _table(world, world.channel, world.alice, world.bob)
    await service.play(str(world.channel.id), str(world.alice.id),
                       f"give {(await service.table(str(world.channel.id)))[1]['hands'][0][0]}")
    locales[world.alice.id] = "pl" if lang == "pl" else "en-GB"
    words = EXPECTED[lang]
    posts = len(public_posts(world.channel))
    dm = world.alice.user
    answers = {
        "mygames": await dm.slash("mygames"),
        "hand": await dm.slash("hand"),
        "settings": await dm.slash("settings"),
        "stats": await dm.slash("stats"),
        "rules": await dm.slash("rules"),
        "rules-game": await dm.slash("rules", game="passgame"),
        "history": await dm.slash("history"),  # one table: no choice needed
        "privacy": await dm.slash("privacy info"),
    }
    for name, r in answers.items():
        assert r.ephemeral, name
        assert words[name] in r.response.content, (name, r.response.content)
    assert world.channel.mention in answers["mygames"].response.content
    assert world.channel.mention in answers["hand"].response.content  # which table the secret is from
    assert len(public_posts(world.channel)) == posts  # nothing was posted at the table


async def test_history_of_a_chosen_table_in_a_dm(world, service, locales):
    await _table(world, world.channel, world.alice, world.bob)
    hand = (await service.table(str(world.channel.id)))[1]["hands"][0]
    await service.play(str(world.channel.id), str(world.alice.id), f"give {hand[0]}")
    await _table(world, world.other, world.alice, world.carol)  # the newer table
    dm = world.alice.user
    r = await dm.slash("history")  # two running tables: which one?
    assert r.ephemeral and "You sit at 2 tables" in r.response.content
    assert "#games" in r.response.content and "#more-games" in r.response.content
    choices = await dm.autocomplete("history", "table", "")
    assert [c["name"] for c in choices] == ["Pass (test game) · #more-games", "Pass (test game) · #games"]
    assert [c["name"] for c in await dm.autocomplete("history", "table", "more")] == \
        ["Pass (test game) · #more-games"]
    games = next(c["value"] for c in choices if c["name"].endswith("#games"))
    r = await dm.slash("history", table=games)
    assert r.ephemeral and "**Pass (test game)** · moves 1–1 of 1" in r.response.content
    assert f"alice gave a card to bob. You gave {hand[0]} to bob." in r.response.content  # her own line too
    r = await dm.slash("history", table=games, move=1)
    assert r.ephemeral and "The table after move 1 of 1." in r.response.content and r.response.attachments
    locales[world.alice.id] = "pl"
    r = await dm.slash("history", table=games, move=5)
    assert "Nie ma tu ruchu 5 (0–1)." in r.response.content
    # a table the reader does not sit at is not theirs to read from afar
    r = await world.dave.user.slash("history", table=games)
    assert r.ephemeral and "You do not sit at that table" in r.response.content
    assert not await world.dave.user.autocomplete("history", "table", "")
    r = await world.dave.user.slash("history")
    assert "You do not sit at any table" in r.response.content
    # one running table among finished ones: that one, no choice
    await _finish(service, world.other)
    r = await dm.slash("history")
    assert "Podaj dalej (gra testowa)** · ruchy 1–1 z 1" in r.response.content
    choices = await dm.autocomplete("history", "table", "")
    assert choices[0]["name"] == "Podaj dalej (gra testowa) · #more-games (zakończona)"


async def test_history_in_a_channel_without_a_table_uses_the_readers_table(world, service):
    await _table(world, world.channel, world.alice, world.bob)
    hand = (await service.table(str(world.channel.id)))[1]["hands"][0]
    await service.play(str(world.channel.id), str(world.alice.id), f"play {hand[0]}")
    r = await world.bob.slash(world.other, "history")  # no table here: bob's own
    assert r.ephemeral and "**Pass (test game)** · " in r.response.content
    r = await world.carol.slash(world.channel, "history")  # a spectator in the table's channel: that table
    assert r.ephemeral and "**Pass (test game)** · " in r.response.content


@pytest.fixture
def user_install(monkeypatch):
    """``user_install["on"] = True``: the next interactions come as from a user install only (Discord names the user,
    not the server, among the authorizing owners) in a group DM (context 2) or a server without the bot."""
    switch = {"on": False}
    original = simcord.interactions.base_payload

    def base_payload(backend, **kwargs):
        record, payload = original(backend, **kwargs)
        if switch["on"]:
            payload["authorizing_integration_owners"] = {"1": str(kwargs["user_id"])}
            payload["context"] = 0 if kwargs.get("guild_id") else 2
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", base_payload)
    return switch


async def test_a_user_install_outside_the_bots_servers_answers_only_the_interaction(world, service, user_install):
    await _table(world, world.other, world.alice, world.bob)
    await _finish(service, world.other)  # #more-games: a finished table
    await _table(world, world.channel, world.alice, world.bob)  # #games: the running one
    hand = (await service.table(str(world.channel.id)))[1]["hands"][0]
    await service.play(str(world.channel.id), str(world.alice.id), f"give {hand[0]}")
    user_install["on"] = True
    posts = len(public_posts(world.channel)), len(public_posts(world.other))
    # a channel of a server where only the user installed the bot: like a DM, the reader's own tables
    r = await world.alice.slash(world.other, "hand")
    assert r.ephemeral and f"Your secret at Pass (test game) in {world.channel.mention}" in r.response.content
    r = await world.alice.slash(world.other, "history")  # her one running table, not this channel's finished one
    assert r.ephemeral and "moves 1–1 of 1" in r.response.content and "alice gave a card to bob" in r.response.content
    r = await world.alice.slash(world.other, "stats")  # her games in every server
    assert r.ephemeral and "**alice**, in every server: 1 game finished" in r.response.content
    r = await world.alice.slash(world.other, "stats", player=world.bob)
    assert r.ephemeral and "Outside a server, /stats shows only your own games" in r.response.content
    r = await world.alice.user.slash("mygames")  # a group DM
    assert r.ephemeral and world.channel.mention in r.response.content
    assert (len(public_posts(world.channel)), len(public_posts(world.other))) == posts  # the bot posted nowhere


async def test_settings_digest_is_stored_and_shown(world, service, locales):
    uid = str(world.bob.id)
    assert (await service.player_settings([uid]))[uid].digest == "card"  # the default
    r = await world.bob.user.slash("settings")
    assert "• Since your last turn: on the turn card." in r.response.content
    r = await world.bob.user.slash("settings", digest="dm")
    assert r.ephemeral and "Saved." in r.response.content
    assert "• Since your last turn: by direct message when it is your turn." in r.response.content
    service._psettings.clear()  # read back from the store, not the service's memory
    mine = (await service.player_settings([uid]))[uid]
    assert mine.digest == "dm" and mine.where == "channel"  # nothing else changed
    locales[world.bob.id] = "pl"
    r = await world.bob.slash(world.channel, "settings", digest="card")
    assert "• Podsumowanie od twojej ostatniej kolejki: na karcie tury." in r.response.content
    service._psettings.clear()
    assert (await service.player_settings([uid]))[uid].digest == "card"


async def test_stats_in_a_dm_count_the_readers_games_in_every_server(world, service, locales):
    await _table(world, world.channel, world.alice, world.bob)
    await _finish(service, world.channel)
    r = await world.alice.user.slash("stats")
    assert r.ephemeral and "**alice**, in every server: 1 game finished" in r.response.content
    assert "Pass (test game): 1 played" in r.response.content
    locales[world.alice.id] = "pl"
    r = await world.alice.user.slash("stats")
    assert "**alice**, na wszystkich serwerach: 1 ukończona gra" in r.response.content
    r = await world.carol.user.slash("stats")
    assert "carol has no finished game yet, in any server." in r.response.content
