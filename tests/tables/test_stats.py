"""Statistics and ratings of a server's finished games: a fixture of records with ties and 2-5 players, and real
stored games (finished, abandoned, with a computer seat) read back after a restart, through the stand-in too."""
from __future__ import annotations

import random

import pytest

from bot.store import Storage
from bot.tables import Settings, TableService, stats
from bot.tables.stats import GameRecord, SeatRecord
from games import registry
from tests.support.discord_helpers import shown


def rec(table_id: int, game: str, when: float, *seats_: tuple) -> GameRecord:
    return GameRecord(table_id, game, when, [SeatRecord(u, u.upper(), score, rank, u.startswith("computer:"))
                                             for u, score, rank in seats_])


FIXTURE = [
    rec(1, "dragons", 1.0, ("ala", 12, 1), ("bob", 30, 2)),
    rec(2, "dragons", 2.0, ("ala", 20, 1), ("bob", 20, 1), ("cez", 40, 3)),  # a tie for first
    rec(3, "dragons", 3.0, ("cez", 5, 1), ("ala", 9, 2), ("bob", 15, 3), ("dan", 22, 4), ("ewa", 31, 5)),
    rec(4, "dragons", 4.0, ("ala", 8, 1), ("computer:1", 10, 2), ("bob", 18, 3)),
    rec(5, "bunny_kingdom", 5.0, ("bob", 120, 1), ("ala", 90, 2), ("cez", 90, 2), ("dan", 60, 4)),  # tied seconds
    rec(6, "thorgal", 6.0, ("ala", 1, 1), ("bob", 1, 1)),
    rec(7, "thorgal", 7.0, ("ala", 0, 1), ("cez", 0, 1)),
]
ABANDONED = [(8, "dragons", ["ala", "bob"]), (9, "simurgh", ["ala", "dan"])]


def test_player_stats_from_the_fixture():
    ala = stats.player_stats(FIXTURE, ABANDONED, "ala")
    assert (ala.played, ala.won, ala.abandoned, ala.with_computer) == (7, 5, 2, 1)
    assert ala.favourite == "dragons" and ala.per_game["dragons"] == 4
    assert ala.average("dragons") == (12 + 20 + 9 + 8) / 4 and ala.wins_per_game["dragons"] == 3
    bob = stats.player_stats(FIXTURE, ABANDONED, "bob")
    assert bob.won == 3 and bob.per_game == {"dragons": 4, "bunny_kingdom": 1, "thorgal": 1}
    assert stats.player_stats(FIXTURE, ABANDONED, "zed").played == 0


def test_leaderboard_handles_ties_many_players_and_never_rates_the_computer():
    board = stats.leaderboard([r for r in FIXTURE if r.game == "dragons"])
    users = [s.user_id for s in board]
    assert "computer:1" not in users and set(users) == {"ala", "bob", "cez", "dan", "ewa"}
    assert users[0] == "ala"  # three wins (one shared) in four games
    assert users.index("dan") > users.index("cez") and users.index("ewa") == len(users) - 1
    by = {s.user_id: s for s in board}
    assert (by["ala"].played, by["ala"].won) == (4, 3) and (by["bob"].played, by["bob"].won) == (4, 1)
    # the shared first place of game 2 moved ala and bob alike in it: replaying just it shows equal ratings
    tie = stats.leaderboard([FIXTURE[1]])
    assert tie[0].rating == tie[1].rating > tie[2].rating
    tied_seconds = stats.leaderboard([FIXTURE[4]])
    assert {s.user_id: s.rating for s in tied_seconds}["ala"] == {s.user_id: s.rating for s in tied_seconds}["cez"]


def test_a_cooperative_game_lists_wins():
    coop = [r for r in FIXTURE if r.game == "thorgal"]
    assert stats.cooperative(coop)
    board = stats.leaderboard(coop)
    assert [(s.user_id, s.won, s.rating) for s in board] == [("ala", 2, None), ("bob", 1, None), ("cez", 1, None)]


async def _finish(svc, channel, game_id, players, rnd, computer=False):
    game = registry.get(game_id)
    await svc.create(guild_id="guild", channel_id=channel, user_id="u0", name="U0", game_id=game_id)
    for i in range(1, players):
        await svc.join(channel, f"u{i}", f"U{i}")
    await svc.start(channel, "u0")
    if computer:
        await svc.replace(channel, "u0", players, None, None)
    while True:
        row, state = await svc.table(channel)
        if row.status != "active":
            return row
        seat = sorted(game.actors(state))[0]
        if row.is_computer(seat):
            await svc.play_computers(row.id)
            continue
        await svc.play(channel, row.user_of(seat), rnd.choice(game.legal_moves(state, seat)).id)


async def test_stats_come_from_the_stored_games_after_a_restart(tmp_path, clock):
    path = str(tmp_path / "stats.sqlite3")
    db = await Storage(path).open()
    svc = TableService(db, Settings(create_cooldown=0, live_tables_base=100), clock=clock)
    rnd = random.Random(5)
    for players in (2, 3, 4, 5):
        await _finish(svc, f"c{players}", "dragons", players, rnd)
    await _finish(svc, "cc", "dragons", 3, rnd, computer=True)
    await svc.create(guild_id="guild", channel_id="ca", user_id="u0", name="U0", game_id="dragons")
    await svc.join("ca", "u1", "U1")
    await svc.start("ca", "u0")
    await svc.abandon("ca", "u0")
    await db.close()
    db = await Storage(path).open()  # a restart: everything from the stored tables
    svc = TableService(db, Settings(), clock=clock)
    finished, abandoned = await svc.records("guild", "dragons")
    assert len(finished) == 5 and [a[0] for a in abandoned] == [6]
    assert sorted(len(r.seats) for r in finished) == [2, 3, 3, 4, 5]
    assert sum(r.with_computer for r in finished) == 1
    u0 = stats.player_stats(finished, abandoned, "u0")
    assert u0.played == 5 and u0.abandoned == 1
    board = stats.leaderboard(finished)
    assert {s.user_id for s in board} == {f"u{i}" for i in range(5)}
    assert sum(s.played for s in board) == 2 + 3 + 4 + 5 + 2  # the computer's seat is not rated
    assert await svc.records("other-guild") == ([], [])
    await db.close()


async def test_stats_and_leaderboard_through_the_stand_in(world, service, clock, locales):
    rnd = random.Random(2)
    channel = str(world.channel.id)
    game = registry.get("passgame")
    await world.alice.slash(world.channel, "create", game="passgame")
    await world.bob.slash(world.channel, "join")
    await world.alice.slash(world.channel, "start")
    while True:
        row, state = await service.table(channel)
        if row.status != "active":
            break
        seat = sorted(game.actors(state))[0]
        await service.play(channel, row.user_of(seat), rnd.choice(game.legal_moves(state, seat)).id)
    r = await world.bob.slash(world.channel, "stats")
    assert r.ephemeral and "**bob**: 1 game finished" in shown(r.response)
    r = await world.bob.slash(world.channel, "stats", player=world.carol)
    assert "carol has no finished game on this server yet." in shown(r.response)
    locales[world.alice.id] = "pl"
    r = await world.alice.slash(world.channel, "leaderboard", game="passgame")
    assert r.ephemeral and "ranking umiejętności" in shown(r.response) and "1. " in shown(r.response)


@pytest.mark.parametrize("game_id", tuple(registry.shipped()))
async def test_the_last_post_has_the_games_own_breakdown_length_and_who_waited(tmp_path, clock, game_id):
    from bot.tables import present

    db = await Storage(str(tmp_path / "end.sqlite3")).open()
    svc = TableService(db, Settings(create_cooldown=0), clock=clock)
    game = registry.get(game_id)
    await svc.create(guild_id="g", channel_id="c", user_id="u0", name="Ala", game_id=game_id)
    await svc.join("c", "u1", "Bob")
    await svc.start("c", "u0")
    rnd = random.Random(1)
    while True:
        row, state = await svc.table("c")
        seat = sorted(game.actors(state))[0]
        clock.advance(3600 * (5 if seat == 1 else 1))  # bob takes five hours a move, ala one
        o = await svc.play("c", row.user_of(seat), rnd.choice(game.legal_moves(state, seat)).id)
        if o.finished:
            break
    assert o.end is not None and o.end.longest == 1 and o.end.turns <= len(await db.moves(row.id))
    for lang in ("en", "pl"):
        text, _ = present.channel_post(o, lang, present.plain_names(o.table), None)
        table = game.presentation.score_table(o.result)
        if table is not None:  # one line per player with the game's own categories
            heads = [present.msg(lang, h) for h in table[0]]
            assert all(any(ln.startswith(f"{n}: {heads[0]} ") for ln in text.splitlines()) for n in ("Ala", "Bob"))
        assert (" over " in text or " in " in text) if lang == "en" else ("w ciągu" in text)
        assert "over 0 days" not in text and "w ciągu 0 dni" not in text  # a short game in hours (issue 52)
        waited = "The table waited longest for Bob" if lang == "en" else "Najdłużej stół czekał na ruch gracza Bob"
        assert waited in text
    await db.close()


def test_a_team_lost_or_won_reads_as_a_team_not_as_a_ranking():
    """A cooperative game (Thorgal): a loss has no winners (not "Shared victory: ."), and a shared rank with one
    score is no ranking to list."""
    from bot.tables.present import result_text
    from games.core.contract import Result

    def name_of(s):
        return ["Ala", "Bartek", "Cezary"][s]

    lost = Result(finished=True, scores=[0, 0, 0], winners=[], ranks=[1, 1, 1])
    won = Result(finished=True, scores=[0, 0, 0], winners=[0, 1, 2], ranks=[1, 1, 1])
    assert result_text(lost, "pl", name_of) == "Koniec gry! Drużyna przegrywa."
    assert result_text(lost, "en", name_of) == "Game over! The team has lost."
    assert result_text(won, "pl", name_of) == "Koniec gry! Wspólne zwycięstwo: Ala, Bartek, Cezary."
    tie = Result(finished=True, scores=[40, 35], winners=[0], ranks=[1, 2])
    assert result_text(tie, "en", name_of).splitlines()[1:] == ["1. Ala — 40", "2. Bartek — 35"]
