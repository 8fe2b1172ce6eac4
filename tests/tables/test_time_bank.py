"""Paces (issue 56, item 1): a time bank per seat instead of the per-turn deadline, on the fake clock and both
engines: the bank starts, a turn spends from it and adds to it up to the cap, a pause and a vacation stop it, a bank
that runs out is a passed deadline with its choices, a restart keeps it, a bad pace is refused, and an old table
keeps its per-turn deadline."""
from __future__ import annotations

import pytest

from bot.store import Storage
from bot.tables import time_bank
from bot.tables.player_settings import PlayerSettings
from games import registry
from games.core.errors import GameError
from tests.support.bot_fixtures import make_service
from tests.support.engines import backend  # noqa: F401  (both engines)

HOUR = 3600.0
DAY = 24 * HOUR
PACE = "1d+12h/36h"  # start a day, 12 h a turn, at most 36 h


async def _table(service, options=None, channel="c1", players=3):
    await service.create(guild_id="g", channel_id=channel, user_id="u0", name="Ala", game_id="passgame",
                         options=options)
    for i in range(1, players):
        await service.join(channel, f"u{i}", f"P{i}")
    await service.start(channel, "u0")
    row, _ = await service.table(channel)
    return row


async def _actor(service, channel="c1") -> int:
    row, state = await service.table(channel)
    return sorted(registry.get(row.game).actors(state))[0]


async def _play(service, channel="c1") -> int:
    """The acting seat plays its first legal move; that seat."""
    row, state = await service.table(channel)
    seat = await _actor(service, channel)
    await service.play(channel, row.user_of(seat), registry.get(row.game).legal_moves(state, seat)[0].id)
    return seat


async def _round(service, clock, hours: float, channel="c1") -> None:
    """Every seat plays once, each after ``hours``."""
    row, _ = await service.table(channel)
    for _ in row.seats:
        clock.advance(hours * HOUR)
        await _play(service, channel)


async def test_the_bank_starts_spends_adds_and_stops_at_its_cap(service, clock, passgame):
    row = await _table(service, {"pace": PACE})
    assert row.pace == {"start": DAY, "add": 12 * HOUR, "cap": 36 * HOUR} and row.turn_deadline is None
    first = await _actor(service)
    start = clock()
    assert (await service.db.clock(row.id, first)).deadline_at == start + DAY  # a fresh bank: the start
    clock.advance(6 * HOUR)
    assert await _play(service) == first
    assert (await service.db.banks(row.id))[first] == DAY - 6 * HOUR + 12 * HOUR  # 30 h
    await _round(service, clock, 1)  # the two others, then the first seat again after 1 h: 29 h + 12 h > 36 h
    row, _ = await service.table("c1")
    banks = await service.db.banks(row.id)
    assert banks[first] == 36 * HOUR  # the cap
    nxt = await _actor(service)
    assert (await service.db.clock(row.id, nxt)).deadline_at == clock() + banks[nxt]


async def test_a_pause_stops_the_bank(service, clock, passgame):
    row = await _table(service, {"pace": PACE})
    seat = await _actor(service)
    clock.advance(2 * HOUR)
    await service.pause("c1", "u0")
    clock.advance(10 * HOUR)  # the clocks stand still: these 10 h are not spent
    assert await _play(service) == seat  # a move during the pause: the bank counts to the pause
    assert (await service.db.banks(row.id))[seat] == DAY - 2 * HOUR + 12 * HOUR
    other = await _actor(service)  # its turn began during the pause: all of its bank is still there
    clock.advance(3 * HOUR)
    await service.resume("c1", "u0")
    clock.advance(4 * HOUR)
    assert await _play(service) == other
    assert (await service.db.banks(row.id))[other] == DAY - 4 * HOUR + 12 * HOUR


async def test_a_vacation_stops_the_bank_and_gives_it_whole_after(service, clock, passgame):
    row = await _table(service, {"pace": PACE})
    seat = await _actor(service)
    back = clock() + 5 * DAY
    await service.set_player_settings(row.user_of(seat), PlayerSettings(vacation_until=back))
    clock.advance(2 * DAY)  # past the bank's end, in the vacation: not late
    assert await service.due_deadlines() == []
    assert (await service.db.clock(row.id, seat)).deadline_at == back + DAY
    clock.now = back + DAY - HOUR
    assert await service.due_deadlines() == []
    await _play(service)
    assert (await service.db.banks(row.id))[seat] == HOUR + 12 * HOUR


async def test_a_bank_that_runs_out_is_a_passed_deadline_with_its_choices(service, clock, passgame):
    row = await _table(service, {"pace": PACE})
    seat = await _actor(service)
    clock.advance(DAY - 1)
    assert await service.due_deadlines() == []
    clock.advance(2)
    (expired,) = await service.due_deadlines()
    assert expired.seat == seat
    # wait longer: the pace's 12 h from now
    token = int(expired.clock.deadline_at)
    other = row.user_of((seat + 1) % 3)
    await service.wait_longer(row.id, other, seat, token)
    assert (await service.db.clock(row.id, seat)).deadline_at == clock() + 12 * HOUR
    clock.advance(12 * HOUR + 1)
    (expired,) = await service.due_deadlines()
    # the default move: the bank, spent, gets the turn's 12 h
    await service.play_default(row.id, other, seat, int(expired.clock.deadline_at))
    assert await _actor(service) != seat
    assert (await service.db.banks(row.id))[seat] == 12 * HOUR


async def test_the_banks_survive_a_restart(service, clock, passgame, settings):
    row = await _table(service, {"pace": "steady"})
    clock.advance(5 * HOUR)
    seat = await _play(service)
    waiting = await _actor(service)
    before = (await service.db.banks(row.id), await service.db.clock(row.id, waiting))
    again = await Storage(settings.database).open()
    try:
        fresh = make_service(again, settings, clock)
        assert (await again.banks(row.id), await again.clock(row.id, waiting)) == before
        assert before[0][seat] == 3 * DAY - 5 * HOUR + 12 * HOUR
        clock.advance(HOUR)
        await _play(fresh)
        assert (await again.banks(row.id))[waiting] == 3 * DAY - HOUR + 12 * HOUR
    finally:
        await again.close()


async def test_a_step_inside_a_turn_carries_the_bank_without_adding(service, clock, passgame):
    """The same seat goes on and nobody new is told: what was left carries over, with no "add"."""
    row = await _table(service, {"pace": PACE})
    seat = await _actor(service)
    clock.advance(3 * HOUR)
    banks = await time_bank.banks_after_move(service, row, seat, {seat}, [seat], False, clock())
    assert banks == {seat: DAY - 3 * HOUR}
    banks = await time_bank.banks_after_move(service, row, seat, {seat}, [seat], True, clock())
    assert banks == {seat: DAY - 3 * HOUR + 12 * HOUR}


@pytest.mark.parametrize(("text", "pace"), [
    ("fast", (DAY, 4 * HOUR, 2 * DAY)), ("steady", (3 * DAY, 12 * HOUR, 5 * DAY)),
    ("relaxed", (7 * DAY, DAY, 14 * DAY)), ("spokojne", (7 * DAY, DAY, 14 * DAY)),
    ("2d+0/2d", (2 * DAY, 0.0, 2 * DAY)), ("deadline", None)])
def test_the_paces_named_and_custom(text, pace):
    got = time_bank.parse_pace(text)
    assert (got if got is None else (got.start, got.add, got.cap)) == pace


@pytest.mark.parametrize(("text", "key"), [("soon", "bot-err-pace"), ("3d+1h/2d", "bot-err-pace-cap"),
                                           ("3d+1h/90d", "bot-err-duration-range"), ("3x+1h/5d", "bot-err-duration")])
async def test_a_bad_pace_is_refused_and_opens_nothing(service, passgame, text, key):
    with pytest.raises(GameError) as err:
        await service.create(guild_id="g", channel_id="c1", user_id="u0", name="Ala", game_id="passgame",
                             options={"pace": text})
    assert err.value.key == key
    assert await service.db.live_table("c1") is None


async def test_an_old_table_keeps_its_per_turn_deadline(service, clock, passgame):
    row = await _table(service, {"deadline": "24h"})
    assert row.pace is None and row.turn_deadline == DAY
    seat = await _actor(service)
    assert (await service.db.clock(row.id, seat)).deadline_at == clock() + DAY
    clock.advance(5 * HOUR)
    await _play(service)
    assert await service.db.banks(row.id) == {}
    nxt = await _actor(service)
    assert (await service.db.clock(row.id, nxt)).deadline_at == clock() + DAY


@pytest.mark.parametrize("game_id", registry.shipped())
async def test_every_game_keeps_each_waiting_seats_deadline_at_its_bank(service, clock, game_id):
    """Along 40 moves of every game (simultaneous choices and turns of several steps included): each waiting seat's
    deadline is its turn's start plus its bank, and no bank passes the cap."""
    game = registry.get(game_id)
    await service.create(guild_id="g", channel_id="g1", user_id="u0", name="Ala", game_id=game_id,
                         options={"pace": PACE})
    for i in range(1, max(2, game.min_players)):
        await service.join("g1", f"u{i}", f"P{i}")
    await service.start("g1", "u0")
    for step in range(40):
        row, state = await service.table("g1")
        if row.status != "active":
            break
        banks = await service.db.banks(row.id)
        for c in await service.db.clocks(row.id):
            assert c.deadline_at - c.started_at == pytest.approx(banks.get(c.seat, DAY)), (step, c.seat)
        assert all(b <= 36 * HOUR for b in banks.values())
        seat = sorted(game.actors(state))[0]
        clock.advance((step % 5) * HOUR)
        await service.play("g1", row.user_of(seat), game.legal_moves(state, seat)[0].id)
    assert await service.db.banks(row.id), "no bank was ever set"
