"""Bad input: every refusal is ephemeral, in the user's own language, and changes nothing."""
from __future__ import annotations

import pytest
from simcord.backend.errors import SetupError

from games import registry
from tests.support.discord_helpers import shown, table_version


async def _passgame_table(world, *players):
    await world.alice.slash(world.channel, "create", game="passgame")
    for p in players:
        await p.slash(world.channel, "join")


async def _refused(result, *words):
    assert result.ephemeral, result
    text = shown(result.response)
    for w in words:
        assert w in text, text
    return text


async def test_no_table_in_this_channel(world, service):
    for command in ("join", "leave", "start", "table", "abandon"):
        await _refused(await world.alice.slash(world.channel, command), "There is no table in this channel")
    # /history follows the reader (issue 29): with no table here it looks for theirs, and there is none
    await _refused(await world.alice.slash(world.channel, "history"), "You do not sit at any table")
    await _refused(await world.alice.slash(world.channel, "play", move="play 1"), "There is no table")
    assert await service.db.count_tables() == 0


async def test_unknown_game_from_a_stale_command_list(world, service):
    registry.unregister("passgame")  # the synced command still offers it (e.g. a game removed since the last sync)
    r = await world.alice.slash(world.channel, "create", game="passgame")
    await _refused(r, "There is no game called “passgame”", "dragons")
    assert await service.db.count_tables() == 0


@pytest.mark.parametrize("options, words", [
    ("hand", ["name=value", "“hand”"]),
    ("hand=9", ["hand", "out of range"]),
    ("hand=many", ["whole number"]),
    ("colour=red", ["Unknown option “colour”", "hand"]),
])
async def test_malformed_options(world, service, options, words):
    r = await world.alice.slash(world.channel, "create", game="passgame", options=options)
    await _refused(r, *words)
    assert await service.db.count_tables() == 0


async def test_table_full_and_too_few_players(world, service):
    await _passgame_table(world)
    await _refused(await world.alice.slash(world.channel, "start"), "Only 1 player is seated", "at least 2")
    assert await table_version(service, world.channel) == (0, "lobby", 1)
    for p in (world.bob, world.carol, world.dave):
        await p.slash(world.channel, "join")
    before = await table_version(service, world.channel)
    await _refused(await world.erin.slash(world.channel, "join"), "The table is full (4 players at most)")
    await _refused(await world.bob.slash(world.channel, "join"), "already seated")
    await _refused(await world.bob.slash(world.channel, "start"), "Only the table's creator or a moderator")
    await _refused(await world.alice.slash(world.channel, "create", game="dragons"), "already has a table")
    assert await table_version(service, world.channel) == before


async def test_not_seated_not_your_turn_illegal_moves(world, service):
    await _passgame_table(world, world.bob)
    await world.alice.slash(world.channel, "start")
    before = await table_version(service, world.channel)
    await _refused(await world.carol.slash(world.channel, "play", move="play 1"), "You are not seated")
    await _refused(await world.bob.slash(world.channel, "play", move="play 1"), "It is not your turn")
    await _refused(await world.alice.slash(world.channel, "play", move="fly away"), "“fly away” is not a legal move")
    row, state = await service.table(str(world.channel.id))
    missing = next(c for c in range(1, 13) if c not in state["hands"][0])
    await _refused(await world.alice.slash(world.channel, "play", move=f"play {missing}"),
                   "That card is not in your hand.")
    await _refused(await world.carol.slash(world.channel, "join"), "already started")
    await _refused(await world.bob.slash(world.channel, "leave"), "Leave the game?")  # a confirmation first
    assert await table_version(service, world.channel) == before
    assert not [m for m in world.channel.history() if "played" in shown(m)]  # nothing was announced


async def test_refusals_in_polish_for_a_polish_user(world, service, locales):
    locales[world.carol.id] = "pl"
    locales[world.bob.id] = "pl"
    await _refused(await world.carol.slash(world.channel, "join"), "Na tym kanale nie ma stołu")
    await _passgame_table(world, world.bob)
    await world.alice.slash(world.channel, "start")
    before = await table_version(service, world.channel)
    await _refused(await world.carol.slash(world.channel, "play", move="play 1"), "Nie siedzisz przy tym stole.")
    await _refused(await world.bob.slash(world.channel, "play", move="play 1"), "Teraz ruch ma alice.")  # who, then
    await _refused(await world.bob.slash(world.channel, "start"), "Gra już się zaczęła")
    assert await table_version(service, world.channel) == before


async def test_commands_in_a_dm_are_refused_except_personal_ones(world, service):
    alice = world.alice.user
    for command in ("join", "start", "table", "abandon"):  # table commands are not even offered in a DM
        with pytest.raises(SetupError, match="not visible"):
            await alice.slash(command)
    await _refused(await alice.slash("history"), "You do not sit at any table")
    r = await alice.slash("mygames")
    await _refused(r, "You are not seated at any table")
    r = await alice.slash("rules", game="dragons")
    await _refused(r, "Dragons", "Options for /create", "`mode`")
    assert await service.db.count_tables() == 0
