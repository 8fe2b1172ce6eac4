"""A calm channel (issue 9): whole games of every game through the Discord adapter (SimCord), counting what the
channel gets.

- exactly one picture post per completed turn (someone new must act, a round or a simultaneous step resolves, the
  game starts or ends), with the pings of who acts next in the same message;
- a simultaneous submission or a public step inside a turn: at most one short line, no picture, no pings (the
  progress of a simultaneous choice is one line, edited in place as choices come in);
- a private step: nothing at all;
- no sentence twice in one message, never a secret count (Bunny Kingdom's building plans), never a raw move id.

Pictures are stubbed (the renderers have their own tests); the figures are printed for the closing note.
"""
from __future__ import annotations

import random

import pytest

from games import registry
from tests.support.discord_helpers import components, mention_ids, shown, whole_game_table
from tests.support.messages import sentences

GAMES = [("dragons", "mode=rounds rounds=2", 3, 5), ("dragon_castle", "", 2, 3), ("bunny_kingdom", "", 2, 8),
         ("simurgh", "mode=dragonlord", 3, 4)]


@pytest.mark.parametrize("gid,options,players,seed", GAMES, ids=[g[0] for g in GAMES])
async def test_a_whole_game_posts_once_per_completed_turn(world, service, monkeypatch, gid, options, players, seed):
    ch = world.channel
    members, r = await whole_game_table(world, monkeypatch, gid, options, players)
    assert len(r.followups) == 1 and r.followups[0].attachments  # the start: one post with the picture
    by_id = {str(m.id): m for m in members}
    game = registry.get(gid)
    rng = random.Random(seed)
    moves = turns = lines = quiet = 0
    while True:
        row, state = await service.table(str(ch.id))
        if row.status != "active":
            break
        seat = rng.choice(sorted(game.actors(state)))
        move = rng.choice(game.legal_moves(state, seat))
        after, events = game.apply(state, seat, move.id)
        newly = set(game.actors(after)) - set(game.actors(state))
        completed = bool(newly) or game.is_over(after) or any(e.ping_all for e in events)
        public = [e for e in events if e.to is None and not e.quiet]
        before = len(ch.history())
        r = await by_id[row.user_of(seat)].slash(ch, "play", move=move.id)
        assert r.ephemeral, shown(r.response)
        posted = ch.history()[before:]
        moves += 1
        for message in posted:
            said = sentences(shown(message))
            assert len(said) == len(set(said)), shown(message)  # no sentence twice
            assert "building plan" not in shown(message)  # the count of secret steps stays secret
        if completed:
            turns += 1
            (post,) = posted  # one message: the picture, the summary and the pings together
            assert post.attachments and post.attachments[0].filename == "table.png"
            pinged = set(world.stored(post).ping_user_ids)
            assert pinged == set(mention_ids(shown(post)))
        elif public:
            lines += 1
            if not posted:  # a choice's progress: the earlier progress line, edited in place (issue 25)
                posted = [m for m in ch.history()[:before] if not m.attachments][-1:]
                assert posted and posted[0].id == ch.history()[-1].id and posted[0].edited_at is not None
            (line,) = posted  # one short message, no picture, nobody pinged
            assert not line.attachments and not components(line) and not world.stored(line).ping_user_ids
            rows = shown(line).split("\n")  # a reveal or a harvest: a heading, a short line or two per player
            assert len(rows) <= 2 * players + 2 and all(len(r) <= 400 for r in rows), shown(line)
        else:
            quiet += 1
            assert posted == []  # a private step: nothing in the channel
        with_buttons = [m for m in ch.history() if m.attachments and components(m)]
        assert len(with_buttons) <= 1  # older posts lost their buttons: one set in the channel
        assert moves < 3000
    pictures = sum(1 for m in ch.history() if m.attachments)
    assert pictures == 1 + turns  # the start + one per completed turn (the last one is the end)
    print(f"\n{gid} ({players} players): {moves} moves, {turns} completed turns -> {pictures} pictures, "
          f"{lines} one-line posts, {quiet} private steps with no post")
