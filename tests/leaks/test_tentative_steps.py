"""Tentative steps stay private on every surface until the turn is confirmed (issue 52, point 6).

A step of a turn that is still open (a move whose public events are all ``quiet``: the mover is answered "only you
see this", the channel hears of the whole turn when it ends) must change nothing another reader can see:

* in every game, over seeded random games: every other seat's view and the spectator's view after the step equal
  the views before it, and the step's public events say nothing of which step it was (every tentative step from
  the same position leaves the same public events: "ania rozgrywa turę");
* on the web (Simurgh, whose steps change the board, and Zamek Smoków): another seat's link answers ``/api/table``,
  ``/api/history`` and the pictures exactly as before the step (the live stream only says that the version moved:
  what the page then fetches is these), and the mover's own link shows the step.
"""
from __future__ import annotations

import json
import random
import re

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.ops.bench_games import playout
from bot.store import Storage
from bot.tables import Settings, TableService
from bot.web.app import _mover_note, build_app
from bot.web.links import make_token
from games import registry
from tests.web.conftest import Clock, web_settings

GAMES = ("dragons", "dragon_castle", "bunny_kingdom", "simurgh", "thorgal")
#: the quiet public line of a step not told yet: that the turn goes on, nothing of the step
BUSY = re.compile(r"^[^.:]* rozgrywa (swoją )?turę[^.]*\.$")


def tentative(events) -> bool:
    """A step of a turn still open: it tells the table nothing but quiet lines."""
    return not any(e.to is None and not e.quiet for e in events)


def public(events) -> list:
    return [e.msg.to_json() for e in events if e.to is None]


@pytest.mark.parametrize("gid", GAMES)
def test_a_tentative_step_changes_nothing_another_reader_sees(gid):
    game = registry.get(gid)
    players = max(3, game.min_players)
    steps = []
    rnd = random.Random(f"tentative:{gid}")

    def step(state, seat, move, after, events):
        # a step of a turn of one player (not a hidden simultaneous choice)
        if not (tentative(events) and game.actors(state) == game.actors(after) == {seat}):
            return
        steps.append(move)
        for reader in [None, *range(players)]:
            if reader != seat:
                assert game.view(after, reader) == game.view(state, reader), \
                    f"{gid}: {move!r} by seat {seat} shows in the view of {reader}"
        said = public(events)
        moves = game.legal_moves(state, seat)
        for other in rnd.sample(moves, min(6, len(moves))):
            other_after, evs = game.apply(state, seat, other.id)
            if tentative(evs) and game.actors(other_after) == {seat}:
                assert public(evs) == said, f"{gid}: the public line of a step tells which step it was"

    for seed in range(3):
        playout(game, game.setup(players, game.normalize_options({}), 900 + seed), rnd, limit=500, on_step=step)
    steps = len(steps)
    if gid in ("dragon_castle", "simurgh"):  # the games whose turns are several confirmed steps
        assert steps > 20, steps


async def _table(tmp_path, gid: str):
    clock = Clock()
    rnd = random.Random(f"web-tentative:{gid}")
    service = TableService(await Storage(str(tmp_path / f"{gid}.sqlite3")).open(),
                           Settings(create_cooldown=0, live_tables_base=100), clock=clock,
                           seed_source=lambda: rnd.randrange(2**40))
    await service.create(guild_id="g", channel_id="c", user_id="u0", name="Ala", game_id=gid)
    for i in (1, 2):
        await service.join("c", f"u{i}", f"Gracz{i}")
    await service.start("c", "u0")
    return service, clock, rnd


async def _answers(client: TestClient, token: str, pages) -> dict[str, bytes]:
    base = f"/t/{token}"
    out = {}
    for path in ["/api/table", "/api/history", *(f"/api/picture/{p}.png" for p in pages)]:
        answer = await client.get(base + path)
        assert answer.status == 200, path
        body = await answer.read()
        # the table's version (its number of stored moves) goes on with every step, as the live stream tells every
        # reader: it says that something was done, never what; everything else must stay as it was
        if path in ("/api/table", "/api/history"):
            data = json.loads(body)
            body = json.dumps({k: v for k, v in data.items() if k not in ("version", "moves")}, sort_keys=True).encode()
        if path == "/api/history":  # the history may only add that the turn goes on (DC: "… rozgrywa swoją turę")
            data = json.loads(body)
            data["turns"] = [t for t in data["turns"] if not BUSY.search(t["text"])]
            body = json.dumps(data, sort_keys=True).encode()
        out[path] = body
    return out


@pytest.mark.parametrize("gid", ["simurgh", "dragon_castle"])
async def test_on_the_web_a_step_is_the_movers_alone_until_the_turn_is_confirmed(tmp_path, gid):
    import renderers

    service, clock, rnd = await _table(tmp_path, gid)
    client = TestClient(TestServer(build_app(web_settings(), service, clock=clock)))
    await client.start_server()
    game = registry.get(gid)
    try:
        found = False
        for _ in range(400):  # play on until a turn's first step is a tentative one
            row, state = await service.table("c")
            if row.status != "active":
                break
            seat = sorted(game.actors(state))[0]
            moves = game.legal_moves(state, seat)
            steps = [m for m in moves if tentative(game.apply(state, seat, m.id)[1])
                     and game.actors(game.apply(state, seat, m.id)[0]) == {seat}]
            if len(game.actors(state)) == 1 and steps:
                found = True
                break
            await service.play("c", row.user_of(seat), rnd.choice(moves).id)
        assert found, "no tentative step in the game"
        other = (seat + 1) % len(row.seats)
        tokens = {r: await make_token(service, row.id, r, row.user_of(0 if r is None else r), "pl", 30)
                  for r in (None, other, seat)}
        before = {r: await _answers(client, t, renderers.pages(gid)) for r, t in tokens.items()}
        outcome = await service.play("c", row.user_of(seat), steps[0].id)
        # the web's answer to the mover says that only they see it
        assert "Only you see this step" in _mover_note(outcome, "en")
        service.forget(row.id)
        after = {r: await _answers(client, t, renderers.pages(gid)) for r, t in tokens.items()}
        for reader in (None, other):
            for path, body in before[reader].items():
                assert after[reader][path] == body, f"{gid}: reader {reader} sees the step in {path}"
        assert after[seat] != before[seat], "the mover's own link shows the step"
    finally:
        await client.close()
        await service.close()
