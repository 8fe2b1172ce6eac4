"""Replays: for a full game of each game, the animated replay (its size and frame count reported) and the JSON log,
which the console loads and steps through to exactly the final state; the Replay button on the last post."""
from __future__ import annotations

import io
import json
import random

import pytest
from PIL import Image

from bot.store import Storage
from bot.tables import Settings, TableService
from games import registry
from tests.e2e.harness import console_session
from tests.support.service_play import random_moves

GAMES = tuple(registry.shipped())


async def _finished(svc, game_id: str, players: int = 2):
    await svc.create(guild_id="g", channel_id=game_id, user_id="u0", name="Ala", game_id=game_id)
    for i in range(1, players):
        await svc.join(game_id, f"u{i}", f"P{i}")
    await svc.start(game_id, "u0")
    return await random_moves(svc, game_id, random.Random(game_id))


@pytest.mark.parametrize("game_id", GAMES)
async def test_a_full_games_replay_and_log(tmp_path, game_id):
    db = await Storage(str(tmp_path / "replay.sqlite3")).open()
    try:
        svc = TableService(db, Settings(create_cooldown=0))
        row, final = await _finished(svc, game_id)
        data, frames, width = await svc.replay_animation(row, "en")
        image = Image.open(io.BytesIO(data))
        assert image.format == "WEBP" and image.n_frames == frames and image.width == width <= 1280
        assert len(data) <= 8 * 1024 * 1024 and frames >= 2
        print(f"replay {game_id}: {row.version - 1} moves, {frames} frames, {len(data) // 1024} KB, {width} px")
        doc = await svc.log_document(row)
        path = tmp_path / "log.json"
        path.write_text(json.dumps(doc), encoding="utf-8")
        assert doc["format"] == "plansza-log" and doc["version"] == 1 and len(doc["moves"]) == row.version - 1
        async with console_session() as run:
            await run(f"replay {path}")
            assert run.console.replayed == final  # exactly the stored final state
            out = await run(f"replay {path} 3")
            lines = out.splitlines()
            assert lines[0].startswith("1. ") and [x for x in lines if x.startswith("3. ")]
            assert not [x for x in lines if x.startswith("4. ")]
    finally:
        await db.close()


async def test_the_replay_button_on_the_last_post(world, service):
    from tests.support.discord_helpers import custom_ids, public_posts, shown

    channel = str(world.channel.id)
    await world.alice.slash(world.channel, "create", game="passgame")
    await world.bob.slash(world.channel, "join")
    await world.alice.slash(world.channel, "start")
    game = registry.get("passgame")
    while True:
        row, state = await service.table(channel)
        if row.status != "active":
            break
        seat = sorted(game.actors(state))[0]
        user = world.alice if seat == 0 else world.bob
        await user.slash(world.channel, "play", move=game.legal_moves(state, seat)[0].id)
    last = public_posts(world.channel)[-1]
    (button,) = [c for c in custom_ids(last) if ":x:replay:" in c]
    r = await world.carol.click(last, custom_id=button)  # anyone may watch it
    assert r.ephemeral and "The replay of this game" in shown(r.response)
    names = sorted(a.filename for a in r.response.attachments)
    assert names == [f"passgame-{row.id}-log.json", f"passgame-{row.id}-replay.webp"]
    r = await world.bob.slash(world.channel, "history")  # and on request, from the finished game's history
    assert [c for c in custom_ids(r.response) if ":x:replay:" in c]
