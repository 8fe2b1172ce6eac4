"""The web table's leak pass (issue 28): everything a link shows is built for its seat only.

For every game with hidden information, a table is played a few random moves through the table service; then, for
each seat and for a spectator, the stored snapshot is replaced by that reader's hidden twin (``Rules.hidden_twin``:
everything the reader cannot know re-dealt) and everything the reader's link answers is fetched over HTTP: the page,
``/api/table``, ``/api/history``, ``/api/choices`` (the first step and each step after it), every page of the table
picture, the private picture and the latest history picture. Each answer must be byte-identical between the state and
its twin: any hidden value that reached an answer would make the two differ.
"""
from __future__ import annotations

import json
import random

import pytest
from aiohttp.test_utils import TestClient, TestServer

import renderers
from bot.store import Storage
from bot.tables import Settings, TableService
from bot.web.app import build_app
from bot.web.links import make_token
from games import registry
from tests.fuzz.common import GAME_IDS
from tests.web.conftest import Clock, web_settings

MOVES = 6  # random moves before the readers look


async def _played(tmp_path, game_id: str, rnd: random.Random):
    """A service and a table of ``game_id`` (three players where the game allows) after up to :data:`MOVES` random
    moves."""
    clock = Clock()
    service = TableService(await Storage(str(tmp_path / f"{game_id}.sqlite3")).open(),
                           Settings(create_cooldown=0, live_tables_base=100), clock=clock,
                           seed_source=lambda: rnd.randrange(2**40))
    game = registry.get(game_id)
    players = max(game.min_players, min(3, game.max_players))
    await service.create(guild_id="g", channel_id="c", user_id="u0", name="Ala", game_id=game_id)
    for i in range(1, players):
        await service.join("c", f"u{i}", f"Gracz{i}")
    await service.start("c", "u0")
    for _ in range(MOVES):
        row, state = await service.table("c")
        actors = sorted(game.actors(state)) if row.status == "active" else []
        if not actors:
            break
        seat = rnd.choice(actors)
        moves = game.legal_moves(state, seat)
        if moves:
            await service.play("c", row.user_of(seat), rnd.choice(moves).id)
    row, _ = await service.table("c")
    return service, clock, row


async def _everything(client: TestClient, token: str, row, pages: tuple[str, ...]) -> dict[str, bytes]:
    """Every answer of the reader's link, by path."""
    base = f"/t/{token}"
    paths = [base, base + "/api/table", base + "/api/history", base + "/api/choices", base + "/api/private.png",
             *(f"{base}/api/picture/{p}.png" for p in pages)]
    if row.version > 1:
        paths.append(f"{base}/api/history/{row.version - 1}.png")
    first = json.loads(await (await client.get(base + "/api/choices")).read())
    for choice in first["choices"]:  # each next step of the picker
        prefix = " ".join(x for x in (first["prefix"], choice["token"]) if x)
        paths.append(f"{base}/api/choices?prefix={prefix.replace(' ', '+')}")
    out = {}
    for path in paths:
        answer = await client.get(path)
        out[path] = f"{answer.status} {answer.content_type}\n".encode() + await answer.read()
    return out


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_a_link_shows_nothing_hidden_from_its_seat(tmp_path, game_id):
    if not registry.get(game_id).has_hidden_information:
        pytest.skip("nothing hidden: tests/leaks/test_leaks.py checks it has no twin")
    rnd = random.Random(f"web-leaks:{game_id}")
    service, clock, row = await _played(tmp_path, game_id, rnd)
    client = TestClient(TestServer(build_app(web_settings(), service, clock=clock)))
    await client.start_server()
    game = registry.get(game_id)
    differs = 0
    try:
        state = await service.state_of(row)
        stored = json.dumps(state)
        for reader in [None, *range(len(row.seats))]:
            twin = game.hidden_twin(state, rnd.randrange(2**31), reader)
            assert twin is not None
            differs += json.dumps(twin, sort_keys=True) != json.dumps(state, sort_keys=True)
            user = row.user_of(0 if reader is None else reader)
            token = await make_token(service, row.id, reader, user, rnd.choice(("pl", "en")), 30)
            seen = {}
            for snapshot in (stored, json.dumps(twin)):
                await service.db.write_snapshot(row.id, row.version, snapshot)
                service.forget(row.id)
                seen[snapshot] = await _everything(client, token, row, renderers.pages(game_id))
            real, other = seen[stored], seen[json.dumps(twin)]
            assert real.keys() == other.keys()
            for path in real:
                assert real[path] == other[path], f"reader {reader}: {path.split('/api/')[-1]} depends on " \
                                                  "what it may not know"
            assert any(v.startswith(b"200 image/png") for v in real.values())
            assert not [p for p, v in real.items() if v.startswith(b"5")], "a route failed"
    finally:
        await client.close()
        await service.db.write_snapshot(row.id, row.version, stored)
        await service.close()
    assert differs, "the twins never differed from the state: the pass proved nothing"
