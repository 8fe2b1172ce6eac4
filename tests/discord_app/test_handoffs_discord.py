"""Every handoff told, counted independently through the real bot and the Discord stand-in (issue 25): whole games
of all five games played by slash commands, and after each move the players facing a new decision after someone
else's move (the game's own actors and legal moves decide that, not the bot's rule) must have been pinged in the
channel or sent a DM during that move: 0 untold. And the channel stays calm: at most 1.2 pictures per move that
notifies someone. Pictures are stubbed (the renderers have their own tests); the figures are printed.
"""
from __future__ import annotations

import random

import pytest

from games import registry
from tests.support.discord_helpers import shown, whole_game_table

GAMES = [("dragons", "mode=rounds rounds=1", 3, 5), ("dragon_castle", "", 2, 3), ("bunny_kingdom", "", 3, 8),
         ("simurgh", "mode=dragonlord", 3, 4), ("thorgal", "", 3, 2)]
MAX_MOVES = 400


def _dm_count(world, member) -> int:
    dm = world.env.backend.get_dm_channel(member.id)
    return len(world.env.backend.messages.get(dm.id, {}))


@pytest.mark.parametrize("gid,options,players,seed", GAMES, ids=[g[0] for g in GAMES])
async def test_no_handoff_goes_untold(world, service, monkeypatch, gid, options, players, seed):
    ch = world.channel
    members, _start = await whole_game_table(world, monkeypatch, gid, options, players)
    by_id = {str(m.id): m for m in members}
    game = registry.get(gid)
    rng = random.Random(seed)
    moves = notifying = untold = 0
    pictures_before = sum(1 for m in ch.history() if m.attachments)
    while moves < MAX_MOVES:
        row, state = await service.table(str(ch.id))
        if row.status != "active":
            break
        actors = sorted(game.actors(state))
        seat = rng.choice(actors)
        legal_before = {s: {m.id for m in game.legal_moves(state, s)} for s in range(players)}
        move = rng.choice(game.legal_moves(state, seat))
        before_posts = len(ch.history())
        dms_before = {s: _dm_count(world, by_id[row.user_of(s)]) for s in range(players)}
        r = await by_id[row.user_of(seat)].slash(ch, "play", move=move.id)
        assert r.ephemeral, shown(r.response)
        moves += 1
        row2, state2 = await service.table(str(ch.id))
        after = set(game.actors(state2)) if row2.status == "active" else set()
        facing = {s for s in after if s != seat and
                  (s not in actors or {m.id for m in game.legal_moves(state2, s)} != legal_before[s])}
        posted = ch.history()[before_posts:]
        pinged = {u for m in posted for u in world.stored(m).ping_user_ids}
        notifying += bool(facing)
        for s in facing:
            user = by_id[row.user_of(s)]
            if user.id not in pinged and _dm_count(world, user) == dms_before[s]:
                untold += 1
    pictures = sum(1 for m in ch.history() if m.attachments) - pictures_before
    print(f"\n{gid} ({players} players): {moves} moves, {notifying} that told someone of a new decision, "
          f"{pictures} pictures ({pictures / max(1, notifying):.2f} per notifying move), {untold} untold")
    assert moves > 10
    assert untold == 0
    assert pictures <= 1.2 * notifying + 1  # the game's end is one more picture
