"""Absent players through the table service, with a fake clock: turn deadlines and their choices (wait longer, the
default move, replace, expel), substitutes, votes, leaving and abandoning during a game, the pause, and each
player's reminder settings (quiet hours across daylight saving time, vacation)."""
from __future__ import annotations

import asyncio
import datetime as dt
import json
import random

import pytest

from bot.store import Storage
from bot.tables import Settings, TableService, seats, votes
from bot.tables import clocks as turn_clocks
from bot.tables.player_settings import PlayerSettings, parse_duration, parse_quiet, parse_tz
from games import registry
from games.core.errors import GameError

HOUR = 3600.0
DAY = 24 * HOUR
GAMES = (*registry.shipped(), "passgame")


@pytest.fixture
async def svc(tmp_path, clock, passgame):
    db = await Storage(str(tmp_path / "a.sqlite3")).open()
    yield TableService(db, Settings(reminder_after=HOUR, reminder_repeat=2 * HOUR, reminder_max=2,
                                    create_cooldown=0), clock=clock, seed_source=lambda: 7)
    await db.close()


async def _table(svc, game="passgame", players=3, options=None, channel="c1"):
    await svc.create(guild_id="g", channel_id=channel, user_id="u0", name="Ala", game_id=game, options=options)
    for i in range(1, players):
        await svc.join(channel, f"u{i}", f"P{i}")
    await svc.start(channel, "u0")
    row, _ = await svc.table(channel)
    return row


async def _snapshot(svc, channel="c1"):
    row = await svc.db.live_table(channel) or await svc.db.latest_table(channel)
    clocks = await svc.db.clocks(row.id)
    return (row.version, row.status, row.state_json, row.owner_id, row.paused_at,
            [(s.user_id, s.name) for s in row.seats], clocks, await svc.db.open_votes(row.id))


async def _refused(svc, key, coro, channel="c1"):
    before = await _snapshot(svc, channel)
    with pytest.raises(GameError) as err:
        await coro
    assert err.value.key == key, err.value.key
    assert await _snapshot(svc, channel) == before  # nothing changed


async def _actor(svc, channel="c1") -> int:
    row, state = await svc.table(channel)
    return sorted(registry.get(row.game).actors(state))[0]


# ---- the table's deadline option -------------------------------------------------------------------------------------
async def test_deadline_option_default_custom_off_and_bad_values(svc):
    row = await _table(svc)
    assert row.turn_deadline == 72 * HOUR  # the default: three days
    await svc.abandon("c1", "u0")
    await svc.create(guild_id="g", channel_id="c1", user_id="u0", name="Ala", game_id="passgame",
                     options={"deadline": "12h"})
    assert (await svc.db.live_table("c1")).turn_deadline == 12 * HOUR
    await svc.abandon("c1", "u0")
    await svc.create(guild_id="g", channel_id="c1", user_id="u0", name="Ala", game_id="passgame",
                     options={"deadline": "off"})
    assert (await svc.db.live_table("c1")).turn_deadline is None
    await svc.abandon("c1", "u0")
    for text, key in (("0h", "bot-err-duration-range"), ("900d", "bot-err-duration-range"),
                      ("soon", "bot-err-duration")):
        with pytest.raises(GameError) as err:
            await svc.create(guild_id="g", channel_id="c1", user_id="u0", name="Ala", game_id="passgame",
                             options={"deadline": text})
        assert err.value.key == key
        assert await svc.db.live_table("c1") is None  # no table was opened


# ---- deadline expiry: the default move, for every game ---------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
async def test_expired_deadline_plays_the_default_move_once(svc, clock, game_id):
    """DC-16.4 (Dragon Castle's own timeout rule: end assumed, no shrine built, no action ever chosen) and each
    other game's default: reached in a random game, played through the normal move path by another player's
    press, logged as such, applied once."""
    game = registry.get(game_id)
    row = await _table(svc, game=game_id, players=2)
    rnd = random.Random(3)
    for _ in range(400):  # random moves until the first waiting seat has a default
        row, state = await svc.table("c1")
        seat = sorted(game.actors(state))[0]
        if game.default_move(state, seat) is not None:
            break
        move = rnd.choice(game.legal_moves(state, seat)).id
        await svc.play("c1", row.user_of(seat), move)
    else:
        pytest.fail("no seat with a default move")
    clock.now = (await svc.db.clock(row.id, seat)).deadline_at + 1
    expired = {(e.table.id, e.seat) for e in await svc.due_deadlines()}
    assert (row.id, seat) in expired
    assert await svc.due_deadlines() == []  # the table is told once
    other = row.user_of(1 - seat)
    token = turn_clocks.stamp(await svc.db.clock(row.id, seat))
    expected = game.default_move(state, seat)
    outcomes = await svc.play_default(row.id, other, seat, token)
    assert outcomes and outcomes[0].move == expected and outcomes[0].seat == seat
    assert outcomes[0].events[0].msg.key == "bot-ev-default"
    (first,) = [m for m in await svc.db.moves(row.id) if m["n"] == outcomes[0].table.version - 1]
    assert first["move"] == expected and first["seat"] == seat
    if (await svc.db.table(row.id)).status == "active":
        await _refused(svc, "bot-err-deadline-handled", svc.play_default(row.id, other, seat, token))
    assert await svc.verify(row.id)  # the log replays to the snapshot


async def test_a_game_without_a_default_offers_none(svc, clock):
    """DC-16.4: an unplayed action is never chosen for a player."""
    row = await _table(svc, game="dragon_castle", players=2, options={"spirits": "none", "dragons": "none"})
    seat = await _actor(svc)
    clock.now += 73 * HOUR
    (expired,) = await svc.due_deadlines()
    token = turn_clocks.stamp(expired.clock)
    await _refused(svc, "bot-err-no-default", svc.play_default(row.id, row.user_of(1 - seat), seat,
                                                               token))


async def test_wait_longer_and_who_may_decide(svc, clock):
    row = await _table(svc, options={"deadline": "24h"})
    assert await _actor(svc) == 0
    token = turn_clocks.stamp(await svc.db.clock(row.id, 0))
    await _refused(svc, "bot-err-deadline-not-passed", svc.wait_longer(row.id, "u1", 0, token))
    await _refused(svc, "bot-err-own-deadline", svc.wait_longer(row.id, "u0", 0, token))
    await _refused(svc, "bot-err-not-seated", svc.wait_longer(row.id, "zed", 0, token))
    await _refused(svc, "bot-err-unknown-seat", svc.wait_longer(row.id, "u1", 5, token))
    clock.now += 25 * HOUR
    assert [e.seat for e in await svc.due_deadlines()] == [0]
    await svc.wait_longer(row.id, "u1", 0, token)
    after = await svc.db.clock(row.id, 0)
    assert after.deadline_at == clock.now + 24 * HOUR and not after.expired
    await _refused(svc, "bot-err-deadline-handled", svc.wait_longer(row.id, "u2", 0, token))
    log = await svc.db.table_log(row.id)
    assert [e["events"][0]["msg"]["key"] for e in log] == ["bot-log-waited"]
    # the owner (or a moderator) may decide before the deadline: skip seat 1 once it waits
    _, state = await svc.table("c1")
    await svc.play("c1", "u0", f"play {state['hands'][0][0]}")
    token = turn_clocks.stamp(await svc.db.clock(row.id, 1))
    (o,) = await svc.play_default(row.id, "u0", 1, token)
    assert o.seat == 1 and await _actor(svc) == 2
    token = turn_clocks.stamp(await svc.db.clock(row.id, 2))
    (o,) = await svc.play_default(row.id, "mod", 2, token, moderator=True)
    assert o.seat == 2


async def test_two_presses_at_once_apply_one_decision(svc, clock):
    row = await _table(svc)
    clock.now += 73 * HOUR
    (expired,) = await svc.due_deadlines()
    token = turn_clocks.stamp(expired.clock)
    results = await asyncio.gather(svc.play_default(row.id, "u1", 0, token),
                                   svc.play_default(row.id, "u2", 0, token),
                                   svc.wait_longer(row.id, "u2", 0, token),
                                   return_exceptions=True)
    done = [r for r in results if not isinstance(r, Exception)]
    assert len(done) == 1, results
    assert all(isinstance(r, GameError) and r.key == "bot-err-deadline-handled" for r in results if r not in done)
    assert (await svc.db.table(row.id)).version == 2  # one default move, not two


# ---- substitutes -----------------------------------------------------------------------------------------------------
async def test_owner_replaces_a_player_who_inherits_the_seat(svc, clock):
    row = await _table(svc)
    _, before = await svc.table("c1")
    clock.now += 5 * HOUR
    h = await svc.replace("c1", "u0", 1, "u9", "Zed")  # seat 1 is the owner's own: a plain hand-over
    assert isinstance(h, seats.Handover) and h.old_user == "u0" and h.new_user == "u9"
    row, state = await svc.table("c1")
    assert row.seats[0].user_id == "u9" and row.seats[0].name == "Zed" and state == before  # everything kept
    assert row.owner_id == "u9"  # the owner handed over their seat: the newcomer owns the table
    clock_ = await svc.db.clock(row.id, 0)
    assert clock_.started_at == clock.now  # the newcomer's turn starts now
    await _refused(svc, "bot-err-not-seated", svc.play("c1", "u0", f"play {state['hands'][0][0]}"))
    await svc.play("c1", "u9", f"play {state['hands'][0][0]}")
    _, history = await svc.history("c1", "u1")  # the change, between the moves where it happened
    assert [(m["n"], [e.msg.key for e in m["events"]][-1]) for m in history] == [
        (None, "bot-log-replaced"), (1, "passgame-played")]
    log = await svc.db.table_log(row.id)
    assert log[-1]["events"][0]["msg"] == {"key": "bot-log-replaced", "params": {"old": "Ala", "new": "Zed",
                                                                                 "seat": 1}}
    # bad input: nothing changes
    await _refused(svc, "bot-err-unknown-seat", svc.replace("c1", "u9", 4, "u8", "Ola"))
    await _refused(svc, "bot-err-unknown-seat", svc.replace("c1", "u9", 0, "u8", "Ola"))
    await _refused(svc, "bot-err-already-seated-other", svc.replace("c1", "u9", 2, "u2", "P2"))
    await _refused(svc, "bot-err-not-seated", svc.replace("c1", "zed", 2, "u8", "Ola"))


async def test_replace_by_majority_vote_each_ballot_once(svc):
    row = await _table(svc, players=4)
    ballot = await svc.replace("c1", "u1", 4, "u9", "Zed")
    assert isinstance(ballot, votes.Ballot) and ballot.status == "open"
    assert ballot.electorate == [0, 1, 2] and ballot.needed == 2  # the seat concerned does not vote
    await _refused(svc, "bot-err-vote-open", svc.replace("c1", "u2", 4, "u8", "Ola"))
    vote_id = ballot.vote.id
    await _refused(svc, "bot-err-voted-already", svc.cast_vote(row.id, vote_id, "u1", True))
    await _refused(svc, "bot-err-not-voter", svc.cast_vote(row.id, vote_id, "u3", False))
    await _refused(svc, "bot-err-not-voter", svc.cast_vote(row.id, vote_id, "zed", True))
    b = await svc.cast_vote(row.id, vote_id, "u2", False)
    assert b.status == "open"  # 1 yes, 1 no, one voter left: still possible
    b = await svc.cast_vote(row.id, vote_id, "u0", True)
    assert b.status == "passed" and isinstance(b.applied, seats.Handover)
    assert (await svc.db.table(row.id)).seats[3].user_id == "u9"
    await _refused(svc, "bot-err-vote-closed", svc.cast_vote(row.id, vote_id, "u0", True))
    keys = [e["events"][0]["msg"]["key"] for e in await svc.db.table_log(row.id)]
    assert keys == ["bot-log-vote-passed", "bot-log-replaced"]


async def test_a_rejected_vote_changes_nothing(svc):
    row = await _table(svc)
    ballot = await svc.replace("c1", "u1", 3, None, None)  # to the computer
    b = await svc.cast_vote(row.id, ballot.vote.id, "u0", False)
    assert b.status == "failed"  # 2 voters, 1 no: a majority is out of reach
    assert (await svc.db.table(row.id)).seats[2].user_id == "u2"


# ---- expel -----------------------------------------------------------------------------------------------------------
async def test_expel_by_vote_only_after_the_deadline_and_the_computer_plays_on(svc, clock):
    row = await _table(svc, players=3, options={"deadline": "24h"})
    await _refused(svc, "bot-err-kick-not-late", svc.expel("c1", "u1", "u0"))
    await _refused(svc, "bot-err-kick-self", svc.expel("c1", "u1", "u1"))
    await _refused(svc, "bot-err-target-not-seated", svc.expel("c1", "u1", "zed"))
    clock.now += 25 * HOUR
    ballot = await svc.expel("c1", "u1", "u0")
    assert ballot.status == "open" and ballot.needed == 2
    b = await svc.cast_vote(row.id, ballot.vote.id, "u2", True)
    assert b.status == "passed" and b.applied.reason == "kick"
    row = await svc.db.table(row.id)
    assert row.is_computer(0) and row.owner_id == "u1"  # the next person owns the table now
    (o,) = await svc.play_computers(row.id)  # the computer plays the expelled seat's turn at once
    assert o.seat == 0 and await _actor(svc) == 1
    assert (await svc.db.clock(row.id, 0)) is None


async def test_owner_expels_at_once_with_a_substitute(svc):
    await _table(svc)
    h = await svc.expel("c1", "u0", "u2", "u7", "Ewa")
    row, _ = await svc.table("c1")
    assert h.reason == "kick" and row.seats[2].user_id == "u7"


# ---- leave -----------------------------------------------------------------------------------------------------------
async def test_leave_hands_the_seat_to_the_computer_and_the_last_person_abandons(svc):
    row = await _table(svc, players=2)
    h = await svc.leave_game("c1", "u1")
    assert isinstance(h, seats.Handover) and h.new_user is None
    await _refused(svc, "bot-err-already-computer", svc.replace("c1", "u0", 2, None, None))
    ended = await svc.leave_game("c1", "u0")
    assert ended.status == "abandoned"
    assert (await svc.db.latest_table("c1")).status == "abandoned"
    assert await svc.db.moves(row.id) == []  # nothing played, and the log stays
    keys = [e["events"][0]["msg"]["key"] for e in await svc.db.table_log(row.id)]
    assert keys == ["bot-log-left", "bot-log-last-left"]


@pytest.mark.parametrize("game_id", GAMES)
async def test_computers_finish_a_game_everyone_left(svc, game_id):
    """The seat filler plays every game to its end (the simple policy until the AI lands)."""
    game = registry.get(game_id)
    row = await _table(svc, game=game_id, players=max(2, game.min_players))
    await svc.replace("c1", "u0", 2, None, None)
    await svc.replace("c1", "u0", 1, None, None)
    played = 0
    while (await svc.db.table(row.id)).status == "active" and played < 3000:
        outs = await svc.play_computers(row.id)
        assert outs
        played += len(outs)
    assert (await svc.db.table(row.id)).status == "finished"
    assert await svc.verify(row.id)


# ---- abandon ---------------------------------------------------------------------------------------------------------
async def test_abandon_by_vote_needs_everyone_and_expires(svc, clock):
    row = await _table(svc)
    ballot = await svc.abandon("c1", "u1")
    assert ballot.needed == 3 and ballot.status == "open"
    assert (await svc.cast_vote(row.id, ballot.vote.id, "u2", True)).status == "open"
    assert (await svc.cast_vote(row.id, ballot.vote.id, "u0", False)).status == "failed"
    assert (await svc.db.table(row.id)).status == "active"
    ballot = await svc.abandon("c1", "u2")
    clock.now += 73 * HOUR  # it expires after the table's deadline
    (gone,) = await svc.expire_votes()
    assert gone.status == "expired" and (await svc.db.vote(ballot.vote.id)).status == "expired"
    assert await svc.expire_votes() == []
    ballot = await svc.abandon("c1", "u2")
    await svc.cast_vote(row.id, ballot.vote.id, "u0", True)
    b = await svc.cast_vote(row.id, ballot.vote.id, "u1", True)
    assert b.status == "passed" and b.applied.status == "abandoned"
    _, history = await svc.history("c1", "u0")  # an abandoned game stays in history, with its log
    assert (await svc.db.latest_table("c1")).status == "abandoned"
    notes = [e.msg.key for m in history for e in m["events"] if m["n"] is None]
    assert notes == ["bot-log-vote-failed", "bot-log-vote-expired", "bot-log-vote-passed", "bot-log-abandoned-vote"]


# ---- pause -----------------------------------------------------------------------------------------------------------
async def test_pause_stops_every_clock_and_resume_moves_them_on(svc, clock):
    row = await _table(svc, options={"deadline": "24h"})
    start = clock.now
    clock.now += HOUR / 2
    await _refused(svc, "bot-err-not-paused", svc.resume("c1", "u0"))
    ballot = await svc.pause("c1", "u1")  # a player: everyone must agree
    assert isinstance(ballot, votes.Ballot) and ballot.needed == 3
    await svc.cast_vote(row.id, ballot.vote.id, "u2", True)
    b = await svc.cast_vote(row.id, ballot.vote.id, "u0", True)
    assert b.status == "passed" and (await svc.db.table(row.id)).paused_at == clock.now
    paused_at = clock.now
    await _refused(svc, "bot-err-already-paused", svc.pause("c1", "u0"))
    clock.now += 10 * DAY
    assert await svc.due_reminders() == [] and await svc.due_deadlines() == []
    _, state = await svc.table("c1")
    await svc.play("c1", "u0", f"play {state['hands'][0][0]}")  # moves stay possible
    started_in_pause = clock.now
    clock.now += DAY
    await svc.resume("c1", "u0")  # the owner: at once
    (c,) = await svc.db.clocks(row.id)
    assert c.seat == 1 and c.deadline_at == clock.now + 24 * HOUR and c.remind_at == clock.now + HOUR
    assert c.started_at == started_in_pause
    del start, paused_at


async def test_resume_moves_a_clock_from_before_the_pause_by_the_pause(svc, clock):
    row = await _table(svc, options={"deadline": "24h"})
    before = await svc.db.clock(row.id, 0)
    clock.now += 2 * HOUR
    await svc.pause("c1", "u0")
    clock.now += 5 * DAY
    await svc.resume("c1", "u0")
    after = await svc.db.clock(row.id, 0)
    assert after.deadline_at == before.deadline_at + 5 * DAY
    assert after.remind_at == before.remind_at + 5 * DAY


# ---- the players' own settings ---------------------------------------------------------------------------------------
def _utc(text: str) -> float:
    return dt.datetime.fromisoformat(text).replace(tzinfo=dt.UTC).timestamp()


def test_quiet_hours_follow_daylight_saving_time():
    me = PlayerSettings(quiet=parse_quiet("22-8"), tz="Europe/Warsaw")
    # autumn: 22:30 CEST (UTC+2) on 24 Oct 2026; the night ends at 08:00 CET (UTC+1) after the clocks went back
    assert me.next_allowed(_utc("2026-10-24T20:30:00")) == _utc("2026-10-25T07:00:00")
    # spring: 22:30 CET on 28 Mar 2026; the night ends at 08:00 CEST
    assert me.next_allowed(_utc("2026-03-28T21:30:00")) == _utc("2026-03-29T06:00:00")
    # after midnight, and outside the quiet hours
    assert me.next_allowed(_utc("2026-07-01T01:00:00")) == _utc("2026-07-01T06:00:00")
    assert me.next_allowed(_utc("2026-07-01T12:00:00")) == _utc("2026-07-01T12:00:00")
    # another zone: the same hours in New York
    ny = PlayerSettings(quiet=parse_quiet("22-8"), tz=parse_tz("america/new_york"))
    assert ny.next_allowed(_utc("2026-11-01T03:00:00")) == _utc("2026-11-01T13:00:00")  # EST after 1 Nov


async def test_a_reminder_in_quiet_hours_waits_for_the_morning(svc, clock):
    clock.now = _utc("2026-10-24T19:45:00")  # 21:45 in Warsaw
    await svc.set_player_settings("u0", PlayerSettings(delay=HOUR, quiet=(22 * 60, 8 * 60), tz="Europe/Warsaw"))
    row = await _table(svc)
    clock.now += HOUR  # 22:45: due, but quiet
    assert await svc.due_reminders() == []
    assert (await svc.db.clock(row.id, 0)).remind_at == _utc("2026-10-25T07:00:00")
    clock.now = _utc("2026-10-25T07:00:00")
    (r,) = await svc.due_reminders()
    assert r.seat == 0


async def test_vacation_stops_reminders_and_moves_the_deadline(svc, clock):
    row = await _table(svc, options={"deadline": "24h"})
    back = clock.now + 5 * DAY
    await svc.set_player_settings("u0", PlayerSettings(vacation_until=back))
    clock.now += 2 * DAY
    assert await svc.due_reminders() == [] and await svc.due_deadlines() == []
    c = await svc.db.clock(row.id, 0)
    assert c.remind_at == back and c.deadline_at == back + 24 * HOUR
    clock.now = back
    assert [r.seat for r in await svc.due_reminders()] == [0]
    clock.now = back + 24 * HOUR
    assert [e.seat for e in await svc.due_deadlines()] == [0]


async def test_a_deadline_in_the_vacation_moves_even_when_no_pass_ran_during_it(svc, clock):
    """The bot was down all through the vacation (or nothing checked the clocks): the deadline that fell in it is
    still moved past its end when the first pass after it finds it, not counted against the player."""
    row = await _table(svc, options={"deadline": "24h"})
    back = clock.now + 7 * DAY
    await svc.set_player_settings("u0", PlayerSettings(vacation_until=back))
    clock.now = back + HOUR  # the first pass since the vacation began
    assert await svc.due_deadlines() == []
    assert (await svc.db.clock(row.id, 0)).deadline_at == back + 24 * HOUR
    clock.now = back + 25 * HOUR  # a day after coming back without a move: late now
    assert [e.seat for e in await svc.due_deadlines()] == [0]


async def test_a_players_own_delay_and_reminders_off(svc, clock):
    await svc.set_player_settings("u0", PlayerSettings(delay=5 * HOUR, count=1))
    await svc.set_player_settings("u1", PlayerSettings(reminders=False))
    row = await _table(svc)
    assert (await svc.db.clock(row.id, 0)).remind_at == clock.now + 5 * HOUR
    _, state = await svc.table("c1")
    await svc.play("c1", "u0", f"play {state['hands'][0][0]}")
    assert (await svc.db.clock(row.id, 1)).remind_at is None


async def test_settings_are_stored_and_survive_a_restart(tmp_path, clock, passgame):
    path = str(tmp_path / "s.sqlite3")
    db = await Storage(path).open()
    svc = TableService(db, Settings(), clock=clock)
    mine = PlayerSettings(delay=2 * HOUR, where="dm", quiet=(23 * 60, 7 * 60), tz="Europe/London")
    await svc.set_player_settings("u5", mine)
    await db.close()
    db = await Storage(path).open()
    again = await TableService(db, Settings(), clock=clock).player_settings(["u5", "u6"])
    assert again["u5"] == mine and again["u6"] == PlayerSettings()  # the bot's defaults for the others
    await db.close()


def test_bad_settings_are_refused_with_a_reason():
    for text, what, key in (("0h", "deadline", "bot-err-duration-range"), ("900d", "deadline",
                                                                           "bot-err-duration-range"),
                            ("1x", "delay", "bot-err-duration"), ("", "repeat", "bot-err-duration")):
        with pytest.raises(GameError) as err:
            parse_duration(text, what)
        assert err.value.key == key
    assert parse_duration("1d12h", "deadline") == 36 * HOUR and parse_duration("3 dni", "deadline") == 3 * DAY
    for bad in ("25-3", "8", "22-22", "noon-8"):
        with pytest.raises(GameError) as err:
            parse_quiet(bad)
        assert err.value.key == "bot-err-quiet"
    with pytest.raises(GameError) as err:
        parse_tz("Mars/Olympus_Mons")
    assert err.value.key == "bot-err-timezone"


async def test_mygames_data_whose_turn_and_since(svc, clock):
    row = await _table(svc)
    clock.now += 3 * HOUR
    (info,) = await svc.my_games("u1")
    assert info.row.id == row.id and not info.mine and info.waiting == [0]
    assert info.since == clock.now - 3 * HOUR and info.deadline == info.since + 72 * HOUR
    assert json.dumps(info.waiting)


@pytest.mark.parametrize("game_id", GAMES)
async def test_every_game_substitute_expel_vote_leave_and_abandon_vote(svc, clock, game_id):
    """For each game: a substitute inherits the seat (state and secrets unchanged), a vote expels the late player
    and the computer plays their turn, a player leaves and the computer plays on, and a vote abandons the game;
    the log replays to the snapshot throughout."""
    game = registry.get(game_id)
    row = await _table(svc, game=game_id, players=3)
    _, before = await svc.table("c1")
    secret = game.private_view(before, 2)
    await svc.replace("c1", "u0", 3, "u9", "Zed")
    row, state = await svc.table("c1")
    assert state == before and game.private_view(state, 2) == secret and row.seats[2].user_id == "u9"
    late = sorted(game.actors(state))[0]
    clock.now = (await svc.db.clock(row.id, late)).deadline_at + 1
    voters = [row.user_of(s) for s in range(3) if s != late]
    ballot = await svc.expel("c1", voters[0], row.user_of(late)) if voters[0] != row.owner_id else \
        await svc.expel("c1", voters[1], row.user_of(late))
    if isinstance(ballot, votes.Ballot):
        other = next(u for u in voters if u not in ballot.vote.ballots)
        ballot = await svc.cast_vote(row.id, ballot.vote.id, other, True)
        assert ballot.status == "passed"
    row = await svc.db.table(row.id, with_state=False)
    assert row.is_computer(late)
    await svc.play_computers(row.id)
    _, state = await svc.table("c1")
    assert not any(row.is_computer(s) for s in game.actors(state))  # the computer owes nothing
    people = [row.user_of(s) for s in row.humans()]
    proposer = next(u for u in people if u != row.owner_id)
    ballot = await svc.abandon("c1", proposer)  # every other person must agree
    assert ballot.status == "open" and ballot.needed == 2
    ballot = await svc.cast_vote(row.id, ballot.vote.id, row.owner_id, True)
    assert ballot.status == "passed" and (await svc.db.table(row.id)).status == "abandoned"
    assert await svc.verify(row.id)
    # leaving during a game: the computer plays on (in another channel)
    other = await _table(svc, game=game_id, players=3, channel="c2")
    _, state = await svc.table("c2")
    leaver = sorted(game.actors(state))[0]
    h = await svc.leave_game("c2", other.user_of(leaver))
    assert h.new_user is None and h.table.is_computer(leaver)
    assert (await svc.play_computers(other.id))[0].seat == leaver
    assert await svc.verify(other.id)

