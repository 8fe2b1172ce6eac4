"""A calm channel over the wire (issue 9): a whole game of each game through the local stand-in for Discord's API and
the real discord.py client, counting what the channel gets: one picture post per completed turn (with the pings),
one short line without a picture for a submission or a public step, nothing for a private step, no sentence twice,
never a secret count. The figures are printed for the closing note."""
from __future__ import annotations

import random

import pytest

from games import registry
from tests.fake_discord import LOADING
from tests.fake_discord.components_v2 import controls, said
from tests.support.messages import sentences

GAMES = [("dragons", "mode=rounds rounds=1", 3), ("dragon_castle", "", 4), ("bunny_kingdom", "", 6), ("simurgh", "", 2)]


def posts(fake, channel) -> list[dict]:
    return fake.channel_messages(channel, public_only=True)


# every game but Dragon Castle on SQLite; on PostgreSQL the two shortest (the channel's behaviour does not depend on
# the engine, the storage under a whole game does: the rest of tests/wire runs every test on both). Dragon Castle's
# whole game (the longest, 25 s over the wire) is played in-process by tests/discord_app/test_channel_calm.py and
# test_handoffs_discord.py through the same bot code; the wire adds only the HTTP, which the other games prove.
RUNS = [("sqlite", *g) for g in GAMES if g[0] != "dragon_castle"] + \
    [("postgres", *g) for g in GAMES if g[0] in ("dragons", "simurgh")]


@pytest.mark.parametrize("backend,gid,options,seed", RUNS, ids=[f"{r[0]}-{r[1]}" for r in RUNS])
async def test_a_whole_game_over_the_wire_posts_once_per_turn(fake, world, bot, service, gid, options, seed):
    ch = world.channel
    users = [world.alice, world.bob]
    for cmd, user in (("create", users[0]), ("join", users[1]), ("start", users[0])):
        opts = {"game": gid, **({"options": options} if options else {})} if cmd == "create" else None
        rec = await fake.slash(cmd, user=user, channel=ch, options=opts)
        await fake.wait_for(lambda rec=rec: rec.acknowledged)
    await fake.wait_for(lambda: any(m["attachments"] for m in posts(fake, ch)))
    game = registry.get(gid)
    rng = random.Random(seed)
    moves = turns = lines = quiet = 0
    while True:
        row, state = await service.table(str(ch))
        if row.status != "active":
            break
        seat = rng.choice(sorted(game.actors(state)))
        move = rng.choice(game.legal_moves(state, seat))
        after, events = game.apply(state, seat, move.id)
        completed = bool(set(game.actors(after)) - set(game.actors(state))) or game.is_over(after) or \
            any(e.ping_all for e in events)
        public = any(e.to is None and not e.quiet for e in events)
        before = len(posts(fake, ch))
        rec = await fake.slash("play", user=int(row.user_of(seat)), channel=ch, options={"move": move.id})
        await fake.wait_for(lambda rec=rec: rec.original_id and not fake.messages[rec.original_id]["flags"] & LOADING)
        expected = 1 if completed or public else 0
        await fake.wait_for(lambda n=before + expected: len(posts(fake, ch)) >= n)
        new = posts(fake, ch)[before:]
        moves += 1
        for m in new:
            parts = sentences(said(m))
            assert len(parts) == len(set(parts)), said(m)
            assert "building plan" not in said(m)
        if completed:
            turns += 1
            (post,) = new
            assert any(a["filename"] == "table.png" for a in post["attachments"])
        elif public:
            lines += 1
            (line,) = new
            assert not line["attachments"] and not controls(line) and "<@" not in said(line)
        else:
            quiet += 1
            assert new == []
        assert moves < 3000
    await fake.settle()
    pictures = sum(1 for m in posts(fake, ch) if m["attachments"])
    assert pictures == 1 + turns
    print(f"\n{gid} over the wire: {moves} moves, {turns} completed turns -> {pictures} pictures, {lines} lines, "
          f"{quiet} private steps")
