"""Reliability you can see (issue 56, item 2) on the fake clock and both engines: each person's finished turns give
the median time to move and each passed deadline counts once; a move played by the clock for an absent player is not
their turn; a taken-back turn is forgotten; "here" counts this server's tables; the privacy export lists the rows and
the erase deletes them."""
from __future__ import annotations

from games import registry
from tests.support.engines import backend  # noqa: F401  (both engines)

HOUR = 3600.0


async def _table(service, channel="c1", guild="g", players=3, options=None):
    await service.create(guild_id=guild, channel_id=channel, user_id="u0", name="Ala", game_id="passgame",
                         options=options or {"deadline": "24h"})
    for i in range(1, players):
        await service.join(channel, f"u{i}", f"P{i}")
    await service.start(channel, "u0")
    return (await service.table(channel))[0]


async def _play(service, channel="c1") -> str:
    """The acting seat gives a card on (a give reveals nothing, so it may be taken back, and the game goes on)."""
    row, state = await service.table(channel)
    game = registry.get(row.game)
    seat = sorted(game.actors(state))[0]
    moves = [m.id for m in game.legal_moves(state, seat)]
    await service.play(channel, row.user_of(seat), next((m for m in moves if m.startswith("give")), moves[0]))
    return row.user_of(seat)


async def test_the_median_time_to_move_and_the_missed_deadlines(service, clock, passgame):
    await _table(service)
    waits = {"u0": [], "u1": [], "u2": []}
    for k in range(6):  # two rounds; each player takes 1, 2 or 5 hours
        hours = (1, 2, 5)[k % 3] + (k // 3)
        clock.advance(hours * HOUR)
        waits[await _play(service)].append(hours * HOUR)
    got = await service.paces(["u0", "u1", "u2"])
    assert [got[u].turns for u in ("u0", "u1", "u2")] == [2, 2, 2]
    assert all(got[u].median is None for u in got)  # 2 turns: too few to tell
    for _ in range(3):
        clock.advance(3 * HOUR)
        await _play(service)
    got = await service.paces(["u0"])
    assert got["u0"].turns == 3 and got["u0"].median == 2 * HOUR  # 1 h, 2 h (second round), 3 h
    # a deadline passes: counted once, however often the pass runs
    clock.advance(25 * HOUR)
    (expired,) = await service.due_deadlines()
    assert await service.due_deadlines() == []
    late = (await service.table("c1"))[0].user_of(expired.seat)
    assert (await service.paces([late]))[late].missed == 1


async def test_a_default_move_is_not_the_absent_players_turn(service, clock, passgame):
    row = await _table(service)
    clock.advance(25 * HOUR)
    (expired,) = await service.due_deadlines()
    await service.play_default(row.id, "u1", expired.seat, int(expired.clock.deadline_at))
    absent = row.user_of(expired.seat)
    assert (await service.paces([absent]))[absent].turns == 0
    assert (await service.paces([absent]))[absent].missed == 1


async def test_a_taken_back_turn_is_forgotten_and_the_next_one_counts(service, clock, passgame):
    await _table(service)
    clock.advance(HOUR)
    mover = await _play(service)
    assert (await service.paces([mover]))[mover].turns == 1
    await service.take_back("c1", mover)
    assert (await service.paces([mover]))[mover].turns == 0
    clock.advance(HOUR)
    assert await _play(service) == mover  # the same move number again: no clash with the forgotten row
    assert (await service.paces([mover]))[mover].turns == 1


async def test_here_counts_this_servers_tables_only(service, clock, passgame):
    await _table(service, channel="c1", guild="g1")
    await _table(service, channel="c2", guild="g2")
    clock.advance(HOUR)
    await _play(service, "c1")
    await _play(service, "c2")
    here = await service.paces(["u0"], "g1")
    everywhere = await service.paces(["u0"])
    assert (here["u0"].turns, everywhere["u0"].turns) == (1, 2)


async def test_the_export_lists_the_figures_and_the_erase_deletes_them(service, clock, passgame):
    row = await _table(service)
    clock.advance(HOUR)
    await _play(service)
    clock.advance(25 * HOUR)
    (expired,) = await service.due_deadlines()
    late = row.user_of(expired.seat)
    doc = await service.export_user("u0")
    assert [t["move"] for t in doc["turns"]] == [1] and doc["turns"][0]["table"] == row.id
    assert (await service.export_user(late))["missed_deadlines"][0]["seat"] == expired.seat + 1
    await service.abandon("c1", "u0", moderator=True)
    for user in ("u0", late):
        await service.erase_user(user)
        got = (await service.paces([user]))[user]
        assert (got.turns, got.missed) == (0, 0)
