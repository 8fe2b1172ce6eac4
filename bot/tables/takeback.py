"""Safe takeback, the same for every game and needing nothing from a game beyond its events.

A player may take back their own last move while nobody else has acted since, when that move neither made hidden
information known nor drew on randomness (its events say so: ``Event.reveals`` / ``Event.random``), was not played
for them (by the clock, a proxy, the computer or a vacation stand-in), and nothing happened at the table after it
(a seat handed over, a pause, a vote). One move per takeback; a multi-step turn is taken back step by step. The log
is the truth: the move is removed from it and the table is restored exactly, replayed from the start (or from its
replay base) to the move before. The table's version goes back with its log, so a press prepared for the
taken-back state is refused.
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from bot.store import Owed, TableRow
from bot.tables import clocks as turn_clocks
from bot.tables import decision_windows as deadlines
from bot.tables.parts import ServiceParts
from bot.tables.standin import is_standin
from games import registry
from games.core.contract import Event, Msg, P
from games.core.errors import GameError

#: notes that mark a move someone else made for the seat: never the player's own to take back
PLAYED_FOR = ("bot-ev-default", "bot-ev-proxy")


@dataclass
class TakenBack:
    table: TableRow
    state: dict
    seat: int
    move: str


def refusal(row: TableRow, last: dict | None, seat: int | None, logged_after: bool) -> GameError | None:
    """Why ``seat`` may not take back the table's last move ``last`` now (None: it may)."""
    if row.status != "active":
        return GameError("bot-err-not-active")
    if seat is None or row.is_computer(seat):
        return GameError("bot-err-not-seated")
    if last is None:
        return GameError("bot-err-takeback-nothing")
    if last["seat"] != seat:
        return GameError("bot-err-takeback-not-yours")
    events = [Event.from_json(e) for e in last["events"]]
    if any(e.msg.key in PLAYED_FOR for e in events) or is_standin(last.get("interaction_id")):
        return GameError("bot-err-takeback-not-yours")
    if any(e.reveals for e in events):
        return GameError("bot-err-takeback-reveal")
    if any(e.random for e in events):
        return GameError("bot-err-takeback-random")
    if logged_after:
        return GameError("bot-err-takeback-since")
    return None


async def _last(service: ServiceParts, row: TableRow) -> tuple[dict | None, bool]:
    """The last move and whether anything was logged at the table after it."""
    moves = await service.db.last_moves(row.id, 1)
    last = moves[-1] if moves else None
    logged = [e for entry in await service.db.table_log(row.id, after_version=row.version) for e in entry["events"]
              if e["msg"]["key"] != "bot-log-takeback"]  # (an earlier takeback does not stop the next one)
    return last, bool(logged)


class Takebacks(ServiceParts):
    """The service's use cases about taking a move back (a mixin of :class:`~bot.tables.service.TableService`)."""

    async def may_take_back(self, channel_id: str, user_id: str) -> bool:
        """May ``user_id`` take back now? (For offering the button: the same rule as :func:`take_back`.)"""
        row = await self.db.live_table(str(channel_id), with_state=False)
        if row is None:
            return False
        last, logged = await _last(self, row)
        return refusal(row, last, row.seat_of(str(user_id)), logged) is None

    async def take_back(self, channel_id: str, user_id: str) -> TakenBack:
        async with self.lock(str(channel_id)):
            row = await self.live(channel_id)
            seat = row.seat_of(str(user_id))
            last, logged = await _last(self, row)
            err = refusal(row, last, seat, logged)
            if err is not None:
                raise err
            assert last is not None and seat is not None  # refusal() refuses no move, and a seatless user
            game = registry.get(row.game)
            state = await self.state_at(row, last["n"] - 1)
            if state is None:  # before the table's replay base (an engine upgrade): the older moves are history
                raise GameError("bot-err-takeback-since")
            actors = sorted(game.actors(state))
            now = self.clock()
            clocks = await turn_clocks.clocks_for(self, row, actors, now, {seat}, state)
            log = [Event(Msg("bot-log-takeback", player=P(seat)))]
            owed = [Owed("notice", {"what": "took-back", "seat": seat})]
            await self.db.take_back(row.id, row.version, json.dumps(state), actors, clocks,
                                    deadlines.due(game, state, now), log, now, owed)
            fresh = await self.db.row(row.id, with_state=False)
            self.remember(fresh.id, fresh.version, state)
            return TakenBack(fresh, state, seat, last["move"])
