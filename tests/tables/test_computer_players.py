"""Computer players in the bot (issue 16): seats filled at creation (``bots=N level=...``) or from the lobby,
solo play against computers in every competitive game, a seat handed over mid-game played by the search, each
computer move applied exactly once while nothing is locked during its thought, and everything through the
Discord stand-in (no pings, the mark in names and pictures, a game finished with only computers seated)."""
from __future__ import annotations

import asyncio
import random

import pytest

import renderers
from bot.store import Storage
from bot.tables import Settings, TableService, computer
from bot.tables.computer import ComputerPlayers
from games import registry
from games.ai.levels import Level
from games.core.errors import GameError
from tests.support.discord_helpers import custom_ids, mention_ids, public_posts, shown

# brief budgets so whole games stay quick (the arena measures the real levels)
QUICK = {name: Level(name, iterations=6, seconds=1.0, rollout_depth=4, mistake=0.2 if name == "easy" else 0.0)
         for name in ("easy", "normal", "hard")}
COMPETITIVE = ("dragons", "dragon_castle", "bunny_kingdom", "simurgh")


@pytest.fixture
def players():
    p = ComputerPlayers(1, timed=False, levels=QUICK)
    yield p
    p.close()


@pytest.fixture
async def svc(tmp_path, clock, players):
    db = await Storage(str(tmp_path / "c.sqlite3")).open()
    yield TableService(db, Settings(create_cooldown=0), clock=clock, seed_source=lambda: 5, filler=players)
    await db.close()


async def test_create_with_bots_and_a_level(svc):
    row = await svc.create(guild_id="g", channel_id="c", user_id="u0", name="Ala", game_id="bunny_kingdom",
                           options={"bots": "3", "level": "hard"}, lang="pl")
    assert [s.name for s in row.seats] == ["Ala", "🤖 Komputer 1 (trudny)", "🤖 Komputer 2 (trudny)",
                                           "🤖 Komputer 3 (trudny)"]
    assert [row.is_computer(s) for s in range(4)] == [False, True, True, True]
    assert {computer.level_of(s.user_id) for s in row.seats[1:]} == {"hard"}
    assert row.options == registry.get("bunny_kingdom").normalize_options({})  # not game options


async def test_create_takes_the_polish_level_names(svc):
    row = await svc.create(guild_id="g", channel_id="c", user_id="u0", name="Ala", game_id="simurgh",
                           options={"bots": "1", "level": "łatwy"}, lang="pl")
    assert row.seats[1].name == "🤖 Komputer 1 (łatwy)" and computer.level_of(row.seats[1].user_id) == "easy"


@pytest.mark.parametrize(("options", "key"), [
    ({"bots": "4"}, "bot-err-bad-bots-count"), ({"bots": "-1"}, "bot-err-bad-bots-count"),
    ({"bots": "two"}, "bot-err-bad-bots"), ({"bots": "1", "level": "grandmaster"}, "ai-err-unknown-level"),
])
async def test_bad_computer_options_are_refused_and_nothing_is_created(svc, options, key):
    with pytest.raises(GameError) as err:
        await svc.create(guild_id="g", channel_id="c", user_id="u0", name="Ala", game_id="dragon_castle",
                         options=options)
    assert err.value.key == key
    assert await svc.db.live_table("c", with_state=False) is None


async def test_the_owner_adds_and_removes_computers_in_the_lobby(svc):
    await svc.create(guild_id="g", channel_id="c", user_id="u0", name="Ala", game_id="simurgh")
    await svc.join("c", "u1", "Bob")
    with pytest.raises(GameError) as err:
        await svc.add_computer("c", "u1")
    assert err.value.key == "bot-err-not-owner"
    row = await svc.add_computer("c", "u0", "easy")
    row = await svc.add_computer("c", "u0")  # the lobby's level: that of the computers already seated
    assert [s.name for s in row.seats[2:]] == ["🤖 Computer 1 (easy)", "🤖 Computer 2 (easy)"]
    row = await svc.add_computer("c", "u0", "hard")
    with pytest.raises(GameError) as err:
        await svc.add_computer("c", "u0")
    assert err.value.key == "bot-err-table-full"  # Simurgh seats 5
    row, name = await svc.remove_computer("c", "u0")
    assert name == "🤖 Computer 3 (hard)"
    row, name = await svc.remove_computer("c", "u0")
    assert name == "🤖 Computer 2 (easy)" and len(row.seats) == 3
    row, _ = await svc.remove_computer("c", "u0")
    with pytest.raises(GameError) as err:
        await svc.remove_computer("c", "u0")
    assert err.value.key == "bot-err-no-computer"
    assert [s.user_id for s in row.seats] == ["u0", "u1"]


@pytest.mark.parametrize("game_id", COMPETITIVE)
async def test_solo_play_against_computers_to_the_end(svc, game_id):
    """One person against computers: every computer turn is played by the search right after the person's
    move (the console and the bot call play_computers then), legal and in turn, until the game ends."""
    game = registry.get(game_id)
    await svc.create(guild_id="g", channel_id="c", user_id="u0", name="Ala", game_id=game_id,
                     options={"bots": "1", "level": "normal"})
    start = await svc.start("c", "u0")
    played = await svc.play_computers(start.table.id)
    rng = random.Random(1)
    person = computers = 0
    while True:
        row, state = await svc.table("c")
        if row.status != "active":
            break
        assert game.actors(state) == {0}  # the computer never leaves its turn open
        move = rng.choice([m.id for m in game.legal_moves(state, 0) if m.tokens[0] not in game.aside])
        outcome = await svc.play("c", "u0", move)
        person += 1
        played = await svc.play_computers(outcome.table.id)
        computers += len(played)
        assert all(o.seat == 1 for o in played)
    assert row.status == "finished" and game.result(state).finished
    assert person > 5 and computers > 5


async def test_a_seat_handed_over_is_played_by_the_search_and_only_computers_finish(svc, players):
    """A player leaves mid-game: the bot's computer (the search, at the bot's default level) plays the seat;
    when the last person hands their own seat to the computer too, the computers play on to the end (leaving
    instead would close the table: nobody would be left to watch)."""
    await svc.create(guild_id="g", channel_id="c", user_id="u0", name="Ala", game_id="dragons")
    await svc.join("c", "u1", "Bob")
    row = (await svc.start("c", "u0")).table
    calls = []
    real = players.decide

    async def spy(game, state, seat, level, seed):
        calls.append(level)
        return await real(game, state, seat, level, seed)

    players.decide = spy
    await svc.leave_game("c", "u1")
    await svc.play_computers(row.id)
    row, state = await svc.table("c")
    if row.status == "active" and 0 in registry.get("dragons").actors(state):
        await svc.replace("c", "u0", 1, None, None)
        await svc.play_computers(row.id)
    row, state = await svc.table("c")
    assert row.status == "finished" and all(row.is_computer(s) for s in range(2))
    assert calls and set(calls) == {"normal"}


class SlowThinker:
    """A filler that lets a rival pass apply a move while it thinks (as another process would)."""

    name = "slow"

    def __init__(self, svc):
        self.svc, self.thoughts, self.rival_done = svc, 0, False

    async def decide(self, game, state, seat, level, seed):
        self.thoughts += 1
        if not self.rival_done:
            self.rival_done = True
            row, _ = await self.svc.table("c")
            async with self.svc.lock("c"):  # the rival's move lands while this thought is out
                await self.svc.play_locked("c", row.user_of(seat), game.legal_moves(state, seat)[0].id)
        return game.legal_moves(state, seat)[-1].id


async def test_a_thought_overtaken_by_another_move_is_thought_again(svc):
    """Nothing is locked while the computer thinks; its move applies only on the table it thought about, so a
    move that landed meanwhile is never followed by a stale one (each turn is played exactly once)."""
    await svc.create(guild_id="g", channel_id="c", user_id="u0", name="Ala", game_id="dragons",
                     options={"bots": "1"})
    row = (await svc.start("c", "u0")).table
    game = registry.get("dragons")
    state = (await svc.table("c"))[1]
    if 1 not in game.actors(state):
        await svc.play("c", "u0", game.legal_moves(state, 0)[0].id)
        row, state = await svc.table("c")
    svc.filler = SlowThinker(svc)
    before = row.version
    outcomes = await svc.play_computers(row.id)
    row, state = await svc.table("c")
    assert svc.filler.thoughts == len(outcomes) + 1  # the overtaken thought was dropped, then thought again
    assert row.version == before + 1 + len(outcomes)


async def test_one_pass_per_table_at_a_time(svc):
    await svc.create(guild_id="g", channel_id="c", user_id="u0", name="Ala", game_id="dragons",
                     options={"bots": "1"})
    row = (await svc.start("c", "u0")).table
    svc.thinking.add(row.id)  # a pass is under way
    assert await svc.play_computers(row.id) == []
    svc.thinking.discard(row.id)


async def test_levels_think_in_a_worker_process(players):
    """The bot's thinking leaves the event loop: it runs in another process (the loop stays free meanwhile)."""
    game = registry.get("simurgh")
    state = game.setup(2, game.normalize_options({}), 3)
    seat = min(game.actors(state))
    ticks = 0

    async def ticker():
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0)

    task = asyncio.create_task(ticker())
    move = await players.decide(game, state, seat, "hard", seed=4)
    task.cancel()
    assert game.is_legal(state, seat, move) and ticks > 1
    assert players._pool is not None and players._pool._processes  # a worker process did it


# ---- through the Discord stand-in ------------------------------------------------------------------------------
async def test_discord_lobby_buttons_and_a_computer_only_game(world, service, settings, simcord_env):
    """/create with bots and a level, the lobby's Add/Remove buttons, then the person hands her seat to the
    computer: the computers play
    the game to its end in the channel; no computer is ever pinged, names carry the mark, pictures the gear."""
    service.filler = ComputerPlayers(1, timed=False, levels=QUICK)
    try:
        r = await world.alice.slash(world.channel, "create", game="dragons", options="bots=1 level=easy")
        lobby = r.response
        assert "A computer player sits at the table: 🤖 Computer 1 (easy)." in shown(lobby)
        add = [c for c in custom_ids(lobby) if ":a:" in c]
        assert add, custom_ids(lobby)
        r = await world.alice.click(lobby, custom_id=add[0])
        assert "🤖 Computer 2 (easy) takes a seat (3 at the table)." in shown(r.response)
        remove = [c for c in custom_ids(r.response) if ":r:" in c]
        r = await world.bob.click(r.response, custom_id=remove[0])
        assert r.ephemeral  # not the owner: refused privately, nothing changed
        row = await service.db.live_table(str(world.channel.id), with_state=False)
        assert len(row.seats) == 3
        r = await world.alice.click(lobby, custom_id=remove[0])
        assert "🤖 Computer 2 (easy) leaves the table (2 at the table)." in shown(r.response)
        await world.alice.slash(world.channel, "start")
        simcord_env.settle_timeout = 120  # the computers now play the whole game (~100 posts) after one command
        await world.alice.slash(world.channel, "replace", seat=1)  # her own seat, to the computer
        row, state = await service.table(str(world.channel.id))
        assert row.status == "finished" and all(row.is_computer(s) for s in range(2))
        posts = public_posts(world.channel)
        assert any("🤖 Computer 1 (easy)" in shown(p) for p in posts)
        for post in posts:
            assert "computer:" not in shown(post)  # never a raw id
            assert set(mention_ids(shown(post))) <= {world.alice.id}
            assert world.stored(post).ping_user_ids in ([], [world.alice.id])
        assert renderers.drawable_names(row.names)[1].startswith("⚙ ")
    finally:
        service.filler.close()


async def test_a_broken_worker_never_stalls_the_table(players):
    """A worker process that dies mid-thought: the seat plays its default move now, and the next thought gets a
    fresh pool."""
    import os
    import signal

    game = registry.get("dragons")
    state = game.setup(2, game.normalize_options({}), 2)
    seat = min(game.actors(state))
    assert game.is_legal(state, seat, await players.decide(game, state, seat, "easy", 1))  # the pool is up
    for process in players._pool._processes.values():
        os.kill(process.pid, signal.SIGKILL)
    move = await players.decide(game, state, seat, "easy", 2)
    assert players._pool is None  # dropped, with its dead worker
    assert move == registry.get("dragons").default_move(state, seat)
    assert game.is_legal(state, seat, await players.decide(game, state, seat, "easy", 3))  # a new pool thinks
    assert players._pool is not None


async def test_create_offers_bots_and_levels(world, locales):
    choices = await world.alice.autocomplete(world.channel, "create", "options", "bo", game="dragon_castle")
    assert [c["value"] for c in choices] == ["bots=1", "bots=2", "bots=3"]
    assert "computer players filling seats: 1" in choices[0]["name"]
    locales[world.alice.id] = "pl"
    choices = await world.alice.autocomplete(world.channel, "create", "options", "bots=1 le", game="dragon_castle")
    assert [c["value"] for c in choices] == ["bots=1 level=easy", "bots=1 level=normal", "bots=1 level=hard"]
    assert "poziom graczy komputerowych: trudny" in choices[2]["name"]
