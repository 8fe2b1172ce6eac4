"""The move cap in the bot (issue 26): a table where every seat is a computer ends at the game's move cap like any
finished game (the contract's STOP in the log, the rule-based result, the result post, stats that never rate a
computer), told in Polish and English; a table with a person at it is never capped. Simurgh's cap is lowered so that
the computers reach it at once (a real game lasts about 60 moves); the seats are played by the game's default move
(the service's default filler: instant), and time is the fake clock's."""
from __future__ import annotations

import pytest

from bot.store import Storage
from bot.tables import Settings, TableService, notices, present, stats
from bot.tables.move_cap import moves_made
from games import registry
from games.core.contract import CAP_FACTOR, STOP, Msg
from games.core.errors import GameError
from games.simurgh.game import SimurghGame
from tests.support.discord_helpers import mention_ids, public_posts, shown

LONG_GAME = 3  # Simurgh's cap: 15 moves

NOTE = {"en": "Only computers play at this table, and they have reached this game's limit of 15 moves.",
        "pl": "Przy tym stole grają same komputery i doszły do limitu ruchów tej gry (15)."}
OVER = {"en": "Game over!", "pl": "Koniec gry!"}
STOPPED = {"en": "The game was stopped at its move cap and scored as it stood.",
           "pl": "Partię zatrzymano na limicie ruchów, a wynik policzono według stanu gry z tamtej chwili."}


@pytest.fixture
def cap(monkeypatch) -> int:
    monkeypatch.setattr(SimurghGame, "long_game", LONG_GAME)
    return CAP_FACTOR * LONG_GAME


@pytest.fixture
async def svc(tmp_path, clock):
    db = await Storage(str(tmp_path / "cap.sqlite3")).open()
    yield TableService(db, Settings(create_cooldown=0), clock=clock, seed_source=lambda: 7)
    await db.close()


async def test_an_all_computer_table_ends_at_the_cap_like_any_finished_game(svc, cap, clock):
    await svc.create(guild_id="g", channel_id="c", user_id="u0", name="Ala", game_id="simurgh",
                     options={"bots": "1"})
    row = (await svc.start("c", "u0")).table
    await svc.replace("c", "u0", 1, None, None)  # her own seat to the computer: only computers are left
    clock.advance(60)
    outcomes = await svc.play_computers(row.id)
    assert [o.move for o in outcomes].index(STOP) == len(outcomes) - 1 == cap  # the cap's moves, then the stop
    last = outcomes[-1]
    assert last.finished and last.result.summary == Msg("core-result-stopped")
    assert last.events[0].msg == Msg("bot-log-move-cap", moves=cap)
    row, state = await svc.table("c")
    game = registry.get("simurgh")
    assert row.status == "finished" and moves_made(row) == cap + 1 and not row.actors
    assert game.result(state) == last.result
    assert await svc.verify(row.id)  # the stop is in the log: a replay ends alike
    assert [o.kind for o in notices.owed(last)] == ["post"]  # the result post (no DMs: nobody is a person)
    for lang in ("en", "pl"):
        text, pinged = present.channel_post(last, lang, present.plain_names(row), lambda s: f"<@{s}>")
        assert NOTE[lang] in text and OVER[lang] in text and STOPPED[lang] in text and not pinged
    assert await svc.play_computers(row.id) == []  # over for good
    finished, abandoned = await svc.records("g")
    assert len(finished) == 1 and not abandoned and all(s.computer for s in finished[0].seats)
    assert stats.leaderboard(finished) == []  # computers are never rated


async def test_a_table_with_a_person_is_never_capped(svc, cap):
    """Past the cap, the computer still plays its own moves, and the person cannot send the stop either."""
    await svc.create(guild_id="g", channel_id="c", user_id="u0", name="Ala", game_id="simurgh",
                     options={"bots": "1"})
    row = (await svc.start("c", "u0")).table
    game = registry.get("simurgh")
    while moves_made(row) < 2 * cap:
        await svc.play_computers(row.id)
        row, state = await svc.table("c")
        if row.status != "active":
            break
        if moves_made(row) >= cap and 0 in game.actors(state):
            with pytest.raises(GameError) as err:
                await svc.play("c", "u0", STOP)
            assert err.value.key == "core-err-unknown-move"
        if 0 in game.actors(state):
            await svc.play("c", "u0", game.default_move(state, 0))
            row, _ = await svc.table("c")
    assert row.status == "active" and moves_made(row) >= 2 * cap
    assert STOP not in [m["move"] for m in await svc.db.moves(row.id)]


@pytest.mark.parametrize("lang", ["en", "pl"])
async def test_discord_a_computer_only_table_posts_its_result_at_the_cap(world, service, cap, locales, lang):
    """Through the Discord stand-in: the person hands her seat to the computer, the computers play up to the cap,
    and the channel gets the game's end post in the table's language, pinging nobody."""
    if lang == "pl":
        locales[world.alice.id] = "pl"
    await world.alice.slash(world.channel, "create", game="simurgh", options="bots=1")
    await world.alice.slash(world.channel, "start")
    await world.alice.slash(world.channel, "replace", seat=1)
    row, _ = await service.table(str(world.channel.id))
    assert row.status == "finished" and moves_made(row) == cap + 1
    ends = [p for p in public_posts(world.channel) if NOTE[lang] in shown(p)]
    assert len(ends) == 1
    assert OVER[lang] in shown(ends[0]) and STOPPED[lang] in shown(ends[0])
    assert not mention_ids(shown(ends[0])) and world.stored(ends[0]).ping_user_ids == []
