"""Reliability you can see (issue 56, item 2) through the Discord stand-in: the lobby says how each newcomer keeps
time (here and everywhere), and /stats does too."""
from __future__ import annotations

from games import registry
from tests.support.discord_helpers import public_posts, shown

HOUR = 3600


async def test_the_lobby_and_stats_tell_each_players_pace(world, service, clock):
    ch = world.channel
    await world.alice.slash(ch, "create", game="passgame", options="deadline=24h")
    assert "⏱ alice — too few turns yet to tell a pace." in shown(
        public_posts(ch)[-1])
    await world.bob.slash(ch, "join")
    await world.alice.slash(ch, "start")
    by_id = {str(p.id): p for p in (world.alice, world.bob)}
    for hours in (1, 3, 2, 2, 5, 4):  # alice: 1 h, 2 h, 5 h; bob: 3 h, 2 h, 4 h
        clock.advance(hours * HOUR)
        row, state = await service.table(str(ch.id))
        game = registry.get(row.game)
        seat = sorted(game.actors(state))[0]
        moves = [m.id for m in game.legal_moves(state, seat)]
        await by_id[row.user_of(seat)].slash(ch, "play", move=next(m for m in moves if m.startswith("give")))
    r = await world.alice.slash(ch, "stats", player=world.bob)
    assert "⏱ bob — here: moves in 3 h (median of 3 turns), 0 deadlines missed; everywhere: moves in 3 h (median " \
           "of 3 turns), 0 deadlines missed." in shown(r.response)
    await world.bob.slash(world.other, "create", game="passgame")  # a new table: alice's pace beside her seat
    await world.alice.slash(world.other, "join")
    assert "⏱ alice — here: moves in 2 h (median of 3 turns), 0 deadlines missed" in shown(
        public_posts(world.other)[-1])
