"""Every handoff is told, exactly once (issue 25), in random games of all five games at every player count, through
the table service, its outbox and the dispatcher:

a seat facing a new decision after someone else's move (it was not awaited before, or what it may do changed) is
told exactly once: pinged by the change's channel post, or by the direct message of its new private view; a player
whose DMs are closed is pinged instead. Nobody else is pinged, but the mover when an event concerns everyone (a new
round, DR-14.7) and everyone at the game's end. The oracle here is the game itself (actors and legal moves before and
after), not the service's rule.
"""
from __future__ import annotations

import random

import pytest

from bot.store import Storage
from bot.tables import Delivery, Dispatcher, GiveUp, Settings, TableService
from bot.tables.dispatch import DM_CLOSED, TELL
from bot.tables.present import channel_post, plain_names
from games import registry

GAMES = tuple(registry.shipped())
CASES = [(g, n) for g in GAMES for n in range(registry.get(g).min_players, registry.get(g).max_players + 1)]
MOVES = 150


class Told:
    """A sink that keeps, per version, whom the post pinged and whom a DM told; seat ``closed`` has its DMs closed."""

    def __init__(self, closed: int | None):
        self.closed = closed
        self.pinged: dict[int, list[int]] = {}
        self.dm_told: dict[int, set[int]] = {}
        self.pictures = 0

    async def deliver(self, d: Delivery) -> str:
        version = d.message.version
        if d.message.kind == "dm":
            seat = d.message.payload["seat"]
            if seat == self.closed:
                raise GiveUp(f"{DM_CLOSED}:{TELL}")
            if d.message.payload.get("notice"):
                self.dm_told.setdefault(version, set()).add(seat)
            return "dm"
        if d.message.kind == "digest":  # "since your last turn" by DM (nobody here asked for it): no news
            return ""
        o = d.outcome
        _text, pinged = channel_post(o, "en", plain_names(d.table), lambda s: f"@{s}")
        self.pinged[version] = pinged
        self.pictures += o.turn_done
        return "post"


@pytest.mark.parametrize("game_id,players", CASES, ids=[f"{g}-{n}" for g, n in CASES])
async def test_every_new_decision_is_told_exactly_once(tmp_path, clock, game_id, players):
    svc = TableService(await Storage(str(tmp_path / "h.sqlite3")).open(),
                       Settings(create_cooldown=0, live_tables_base=100), clock=clock, seed_source=lambda: players)
    game = registry.get(game_id)
    rnd = random.Random(f"{game_id}-{players}")
    sink = Told(closed=players - 1 if players > 1 and rnd.random() < 0.5 else None)
    dispatcher = Dispatcher(svc, sink)
    await svc.create(guild_id="g", channel_id="c", user_id="u0", name="P0", game_id=game_id)
    for i in range(1, players):
        await svc.join("c", f"u{i}", f"P{i}")
    start = await svc.start("c", "u0")
    await dispatcher.deliver_table(start.table.id)
    checked = untold = 0

    def check(version: int, facing: set[int], finished: bool, mover_too: set[int] = frozenset()) -> None:
        nonlocal checked, untold
        pinged, dm_told = sink.pinged.get(version, []), sink.dm_told.get(version, set())
        assert len(pinged) == len(set(pinged))
        for seat in facing:
            times = (seat in pinged) + (seat in dm_told)
            untold += times == 0
            assert times == 1, (version, seat, pinged, dm_told)
        if not finished:
            # nobody pinged without a new decision (but the mover, when an event concerns everyone: DR-14.7)
            assert set(pinged) <= facing | mover_too, (version, pinged, facing)
        checked += len(facing)

    state = start.state
    check(1, set(game.actors(state)), False)
    for _ in range(MOVES):
        row, state = await svc.table("c")
        if row.status != "active":
            break
        actors = sorted(game.actors(state))
        seat = rnd.choice(actors)
        legal_before = {s: {m.id for m in game.legal_moves(state, s)} for s in range(players)}
        o = await svc.play("c", row.user_of(seat), rnd.choice(game.legal_moves(state, seat)).id)
        await dispatcher.deliver_table(row.id)
        after = set(o.actors)
        facing = {s for s in after if s != seat and
                  (s not in actors or {m.id for m in game.legal_moves(o.state, s)} != legal_before[s])}
        check(o.table.version, facing, o.finished, {seat} if o.ping_everyone else set())
    assert await svc.db.pending_outbox() == []
    assert untold == 0 and checked > 0
    await svc.close()
