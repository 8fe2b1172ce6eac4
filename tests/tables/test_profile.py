"""A player's profile (issue 56, item 3): badges, ratings over time and the head-to-head from finished-game records,
and the service's read of real stored games (the half-way standing replayed from the log, the first move's time,
the tables now, a hidden profile refused to others)."""
from __future__ import annotations

import random

import pytest

from bot.tables import profile, stats
from bot.tables.profile import GameFacts
from bot.tables.stats import GameRecord, SeatRecord
from games import registry
from games.core.errors import GameError
from renderers import profile_card
from renderers.toolkit import keys

DAY = 24 * 3600.0


def rec(table_id: int, game: str, when: float, *seats: tuple, coop: bool = False, options=None,
        started: float | None = None) -> GameRecord:
    """A record; a seat is (user, rank) or (user, rank, won)."""
    return GameRecord(table_id, game, when, [
        SeatRecord(s[0], s[0].upper(), 0.0, s[1], s[0].startswith("computer:"), s[2] if len(s) > 2 else None)
        for s in seats], options=options or {}, started_at=started, coop=coop)


def test_a_cooperative_loss_is_no_win_though_every_seat_shares_rank_one():
    """A lost Thorgal adventure gives every seat rank 1 and no winners: /stats, the leaderboard and the profile
    count no win (before issue 56's profile, /stats counted it as one)."""
    records = [rec(1, "coop", 1.0, ("ala", 1, True), ("bob", 1, True), coop=True),
               rec(2, "coop", 2.0, ("ala", 1, False), ("bob", 1, False), coop=True)]
    assert stats.player_stats(records, [], "ala").won == 1
    assert [(s.user_id, s.won) for s in stats.leaderboard(records)] == [("ala", 1), ("bob", 1)]
    card = profile.build(records, {}, "ala", "Ala")
    assert (card.played, card.won) == (2, 1) and card.games[0].rating is None and card.games[0].history == []


def test_badges_first_win_streak_day_and_marathon():
    records = [
        rec(1, "g", 1 * DAY, ("ala", 2), ("bob", 1), started=0.5 * DAY),             # a loss in half a day
        rec(2, "g", 10 * DAY, ("ala", 1), ("bob", 2), started=9 * DAY),              # first win: 1 day exactly
        rec(3, "g", 20 * DAY, ("ala", 1), ("bob", 2), started=12 * DAY),
        rec(4, "g", 130 * DAY, ("ala", 1), ("bob", 2), started=25 * DAY),            # 105 days: a marathon
        rec(5, "g", 131 * DAY, ("ala", 1), ("bob", 1), started=130 * DAY),           # a shared first place wins
        rec(6, "g", 140 * DAY, ("ala", 2), ("bob", 1), started=132 * DAY),           # the run ends at 4
    ]
    badges = {b.key: b for b in profile.badges(records, {}, "ala")}
    assert list(badges) == list(profile.BADGES)
    assert (badges["first-win"].count, badges["first-win"].first_at) == (1, 10 * DAY)
    assert (badges["streak"].count, badges["streak"].best, badges["streak"].first_at) == (1, 4, 130 * DAY)
    assert badges["one-day"].count == 3 and badges["one-day"].first_at == 1 * DAY  # games 1, 2 and 5
    assert (badges["marathon"].count, badges["marathon"].first_at) == (1, 130 * DAY)
    assert not badges["comeback"].earned and not badges["hard-coop"].earned
    # the first move's time, where the profile read it, counts over the table's opening
    later = {2: GameFacts(first_move_at=9.5 * DAY)}
    assert {b.key: b.count for b in profile.badges(records, later, "ala")}["one-day"] == 3
    sooner = {4: GameFacts(first_move_at=35 * DAY)}  # 95 days from the first move: no marathon
    assert {b.key: b.count for b in profile.badges(records, sooner, "ala")}["marathon"] == 0


def test_a_streak_counts_each_run_of_three():
    records = [rec(n, "g", float(n), ("ala", 1), ("bob", 2)) for n in range(1, 7)]  # six wins: two badges' worth
    records.append(rec(7, "g", 7.0, ("ala", 2), ("bob", 1)))
    records += [rec(n, "g", float(n), ("ala", 1), ("bob", 2)) for n in range(8, 11)]
    streak = {b.key: b for b in profile.badges(records, {}, "ala")}["streak"]
    assert (streak.count, streak.best) == (3, 6)


def test_a_win_from_last_place_needs_the_half_way_standing_and_another_person():
    records = [rec(1, "g", 1.0, ("ala", 1), ("bob", 2), ("cez", 3)),
               rec(2, "g", 2.0, ("ala", 1), ("computer:1", 2)),   # last against a computer only: no comeback
               rec(3, "g", 3.0, ("ala", 2), ("bob", 1))]          # last at half, and lost
    facts = {1: GameFacts(None, frozenset({0})), 2: GameFacts(None, frozenset({0})), 3: GameFacts(None, frozenset({0}))}
    comeback = {b.key: b for b in profile.badges(records, facts, "ala")}["comeback"]
    assert (comeback.count, comeback.first_at) == (1, 1.0)
    assert profile.standing_last([2, 3, 3]) == frozenset({1, 2})
    assert profile.standing_last([1, 1]) == frozenset()  # level: nobody is behind anybody


def test_a_cooperative_victory_at_hard():
    records = [rec(1, "coop", 1.0, ("ala", 1, True), ("bob", 1, True), coop=True, options={"difficulty": "hard"}),
               rec(2, "coop", 2.0, ("ala", 1, False), coop=True, options={"difficulty": "hard"}),  # lost
               rec(3, "coop", 3.0, ("ala", 1, True), coop=True, options={"difficulty": "normal"}),
               rec(4, "g", 4.0, ("ala", 1), ("bob", 2), options={"difficulty": "hard"})]  # not cooperative
    assert {b.key: b.count for b in profile.badges(records, {}, "ala")}["hard-coop"] == 1


def test_the_rating_history_ends_at_the_leaderboards_rating():
    rnd = random.Random(5)
    people = ["ala", "bob", "cez", "dan"]
    records = []
    for n in range(30):
        seated = rnd.sample(people, rnd.randint(2, 4))
        records.append(rec(n, "g", float(n), *[(u, rnd.randint(1, len(seated))) for u in seated]))
    board = {s.user_id: s.rating for s in stats.leaderboard(records)}
    for user in people:
        now, history = profile.rating_history(records, user)
        assert len(history) == sum(1 for r in records if any(s.user_id == user for s in r.seats))
        assert now == pytest.approx(board[user]) and history[-1] == now


def test_the_head_to_head_from_the_askers_side():
    records = [rec(1, "g", 1.0, ("ala", 1), ("bob", 2)), rec(2, "g", 2.0, ("ala", 2), ("bob", 1), ("cez", 3)),
               rec(3, "g", 3.0, ("ala", 1), ("bob", 1)), rec(4, "g", 4.0, ("ala", 1), ("cez", 2)),
               rec(5, "coop", 5.0, ("ala", 1, True), ("bob", 1, True), coop=True),
               rec(6, "coop", 6.0, ("ala", 1, False), ("bob", 1, False), coop=True)]
    card = profile.build(records, {}, "bob", "Bob", asker="ala")
    (r,) = card.rivalries
    assert (r.together, r.ahead, r.behind, r.level, r.coop, r.coop_won) == (5, 1, 1, 1, 2, 1)
    mine = profile.build(records, {}, "ala", "Ala", asker="ala")  # oneself: the people played with most
    assert [(x.user_id, x.together) for x in mine.rivalries] == [("bob", 5), ("cez", 2)]
    assert [(g.game, g.played, g.won) for g in mine.games] == [("g", 4, 3), ("coop", 2, 1)]


async def _finish(svc, channel: str, game_id: str, users: list[str], rnd: random.Random, clock=None):
    game = registry.get(game_id)
    await svc.create(guild_id="guild", channel_id=channel, user_id=users[0], name=users[0].upper(), game_id=game_id)
    for u in users[1:]:
        await svc.join(channel, u, u.upper())
    await svc.start(channel, users[0])
    while True:
        row, state = await svc.table(channel)
        if row.status != "active":
            return row
        seat = sorted(game.actors(state))[0]
        if clock is not None:
            clock.advance(60)
        await svc.play(channel, row.user_of(seat), rnd.choice(game.move_ids(state, seat)))


async def test_the_service_reads_a_profile_from_stored_games(service, clock):
    rnd = random.Random(3)
    rows = [await _finish(service, f"c{n}", "dragons", ["u0", "u1", "u2"], rnd, clock) for n in range(3)]
    live_ch = "live"
    await service.create(guild_id="guild", channel_id=live_ch, user_id="u1", name="U1", game_id="dragons")
    await service.join(live_ch, "u0", "U0")
    await service.start(live_ch, "u1")
    read = await service.profile("guild", "u0", "U0", "u1")
    assert read.asked_by_other and read.profile.played == 3 and [t.id for t in read.live] == [
        (await service.db.live_table(live_ch)).id]
    game = registry.get("dragons")
    expect_won = 0
    for row in rows:
        final = game.result(await service.state_of(await service.db.table(row.id)))
        expect_won += 0 in final.winners
    assert read.profile.won == expect_won
    (r,) = read.profile.rivalries
    assert r.together == 3 and r.ahead + r.behind + r.level == 3
    # the facts the badges read: the first move's time, and the half-way standing replayed from the log
    facts = service.__dict__["_profile_facts"]
    for row in rows:
        moves = await service.db.moves(row.id)
        fact = facts[row.id]
        assert fact.first_move_at == moves[0]["created_at"]
        final = game.result(await service.state_of(await service.db.table(row.id)))
        if 0 in final.winners:  # read only where it can earn a badge: a game the player won
            half = await service.state_at(await service.db.row(row.id, with_state=False), len(moves) // 2)
            assert fact.last_at_half == profile.standing_last(game.stopped_result(half).ranks)
    # a minute a move: every game finished in a day
    assert {b.key: b.count for b in read.profile.badges}["one-day"] == 3


async def test_a_hidden_profile_is_refused_to_others_and_shown_to_its_owner(service):
    await _finish(service, "c", "dragons", ["u0", "u1"], random.Random(1))
    mine = (await service.player_settings(["u0"]))["u0"]
    from dataclasses import replace

    await service.set_player_settings("u0", replace(mine, profile="hidden"))
    with pytest.raises(GameError) as err:
        await service.profile("guild", "u0", "U0", "u1")
    assert err.value.key == "bot-profile-hidden"
    assert (await service.profile("guild", "u0", "U0", "u0")).profile.played == 1
    with pytest.raises(GameError):  # outside a server only one's own profile
        await service.profile(None, "u1", "U1", "u0")


def _card(n_games: int, n_rivals: int, other: bool) -> dict:
    games = ["dragons", "dragon_castle", "bunny_kingdom", "simurgh", "thorgal"][:n_games]
    return {"name": "Zażółć Gęślą Jaźń-Kowalska 🐉", "played": 120, "won": 61,
            "games": [{"game": g, "played": 30, "won": 15, "rating": None if g == "thorgal" else 20.5 - 7 * i,
                       "history": [] if g == "thorgal" else [float(k % 7 - i) for k in range(30)]}
                      for i, g in enumerate(games)],
            "badges": [{"key": k, "count": i % 2, "best": 5 if k == "streak" else 0}
                       for i, k in enumerate(profile.BADGES)],
            "pace": {"median": 7200.0, "median_text": "2 h", "turns": 40, "missed": 3}, "live": 12, "waiting": 4,
            "rivals": [{"user_id": str(i), "name": f"Przeciwnik {i}", "together": 40 - i, "ahead": 20, "behind": 15,
                        "level": 5 - i, "coop": 3, "coop_won": 2} for i in range(n_rivals)],
            "asked_by_other": other}


@pytest.mark.parametrize("lang", ["pl", "en"])
@pytest.mark.parametrize("shape", [(5, 3, False), (5, 1, True), (0, 0, False), (1, 0, True)])
def test_the_profile_picture_fits_a_phone(lang, shape):
    """Phone limits: at most 1280 px wide and 1.3x as tall; every figure a reader looks for at least 1/40 of the
    width; the same data gives the same bytes."""
    from io import BytesIO

    from PIL import Image

    data = _card(*shape)
    with keys.collect() as found:
        png = profile_card.render(data, lang)
    w, h = Image.open(BytesIO(png)).size
    assert w <= 1280 and h <= 1.3 * w, (w, h)
    assert found and all(size >= keys.min_size(w) for _, size in found), found
    assert profile_card.render(data, lang) == png
