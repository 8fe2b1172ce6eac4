"""A vacation stand-in through the Discord stand-in (SimCord): /settings vacation:7d standin:normal names the tables
where it plays, the seat it plays is named with the mark and never pinged, and its move is posted as the
stand-in's, pinging the next person."""
from __future__ import annotations

from tests.support.discord_helpers import public_posts, shown


async def test_settings_with_a_standin_and_its_posts(world, service, locales):
    await world.alice.slash(world.channel, "create", game="passgame", options="deadline=24h")
    for p in (world.bob, world.carol):
        await p.slash(world.channel, "join")
    await world.alice.slash(world.channel, "start")
    locales[world.bob.id] = "pl"
    r = await world.bob.slash(world.channel, "settings", vacation="7d", standin="normal")
    text = shown(r.response)
    assert r.ephemeral and "Zastępca na czas urlopu: komputer (poziom średni) gra za ciebie." in text
    assert "Podczas urlopu zastępca zagra za ciebie przy tym stole: " in text and f"(<#{world.channel.id}>)" in text

    row, state = await service.table(str(world.channel.id))
    await world.alice.slash(world.channel, "play", move=f"play {state['hands'][0][0]}")
    posts = [m for m in public_posts(world.channel) if m.attachments]
    mine, theirs = posts[-2], posts[-1]
    assert "bob (🤖 stand-in)" in shown(mine) and world.stored(mine).ping_user_ids == []  # silent, unpinged
    assert shown(theirs).startswith("🤖 The stand-in plays for bob.")
    assert world.stored(theirs).ping_user_ids == [world.carol.id]
    moves = await service.db.moves(row.id)
    assert [m["interaction_id"] for m in moves][1] == f"standin:{row.id}:2"
