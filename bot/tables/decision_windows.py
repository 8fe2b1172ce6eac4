"""Decision windows (Thorgal TG-ASY-1..3, the shared deadline machinery): every decision a game gives a window
(``Rules.decision_window``) times out. When it passes without a move, a decision whose rules give a default
(``Rules.default_move``) is played by the clock through the normal move path, logged as such; a turn's own command,
which never plays itself, is opened to the other players instead (``Rules.proxy_on_expiry``, TG-ASY-2). The
windows live in the database, so they survive restarts; a loop of the Discord client calls :func:`expire_due`.
"""
from __future__ import annotations

from dataclasses import dataclass

from bot.store import Owed, TableRow
from bot.tables import clocks as turn_clocks
from bot.tables.outcome import Outcome
from bot.tables.parts import ServiceParts
from games import registry
from games.core.contract import Event, Msg, P


@dataclass
class Opened:
    """A window passed on a command with no default: any other player may now act for ``seat`` (TG-ASY-2)."""

    table: TableRow
    seat: int


def due(game, state: dict, now: float, status: str = "active") -> float | None:
    """When the decision now open times out (None: the game gives it no window, or the table is over)."""
    window = game.decision_window(state) if status == "active" else None
    return None if window is None else now + window


async def schedule(service: ServiceParts, row, state: dict) -> None:
    """After a start: the window of the first decision (a move stores its window with the move itself)."""
    await service.db.set_deadline(row.id, row.version, due(registry.get(row.game), state, service.clock(),
                                                           row.status))


async def proxy_seat(service: ServiceParts, row, game, state: dict, seat: int | None) -> int | None:
    """TG-ASY-2: the seat a player of the table may act for once the window of an absent player's command has
    passed (never for someone who is not seated)."""
    if seat is None or not game.proxy_on_expiry or game.may_act(state, seat):
        return None
    if not await service.db.deadline_expired(row.id, row.version):
        return None
    actors = sorted(game.actors(state))
    return actors[0] if actors else None


class DecisionWindows(ServiceParts):
    """The service's use case of the clock's pass about decision windows (a mixin of
    :class:`~bot.tables.service.TableService`)."""

    async def expire_windows(self) -> list[Outcome | Opened]:
        """Handle every passed window: an Outcome per default played, an :class:`Opened` per window opened to
        proxies."""
        done = []
        for table_id, version in await self.db.due_deadlines(self.clock()):
            row = await self.db.table(table_id, with_state=False)
            if row is None or row.version != version or row.status != "active":
                await self.db.expire_deadline(table_id, version)
                continue
            key = f"{table_id}:{version}"
            if not await turn_clocks.claim(self, "window", key):  # another process handles it (several share a DB)
                continue
            game = registry.get(row.game)
            state = await self.game_state(row)
            played = False
            for seat in sorted(game.actors(state)):
                move = game.default_move(state, seat)
                if move is not None:
                    note = Event(Msg("bot-ev-default", player=P(seat)))
                    done.append(await self.play(row.channel_id, row.user_of(seat), move, note=note))
                    played = True
                    break
            if not played:
                opened = sorted(game.actors(state)) if game.proxy_on_expiry else []
                owed = [Owed("notice", {"what": "window-open", "seat": seat}) for seat in opened]
                await self.db.expire_deadline(table_id, version, owed, self.clock())
                done += [Opened(row, seat) for seat in opened]
            await self.db.finish_timer("window", key, self.clock())
        return done
