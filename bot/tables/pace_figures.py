"""Reliability you can see (issue 56, item 2): how a person keeps time, from their finished turns and the deadlines
they let pass (``turn_times``, ``missed_deadlines``: written with the move and with the deadline's notice).

A turn is finished by the move after which the mover's time stops (it no longer acts, or someone new is told): its
time runs from the start of the mover's clock, so a step inside a turn does not end it. A computer's turns and a
turn played for an absent player by the clock (the default move) are not the person's own and are not recorded.
"""
from __future__ import annotations

import statistics
from dataclasses import dataclass

from bot.store import TableRow
from bot.tables.parts import ServiceParts

MIN_TURNS = 3  # fewer finished turns than this: too few to tell a pace (the figures say "new")


@dataclass(frozen=True)
class Pace:
    turns: int                 # finished turns counted (the latest 500 at most)
    median: float | None       # seconds, the median time to move (None: fewer than MIN_TURNS turns)
    missed: int                # deadlines let pass

    @property
    def missed_share(self) -> float:
        """Deadlines missed for each turn played (0..1)."""
        return self.missed / max(1, self.turns + self.missed)


async def finished_turn(service: ServiceParts, row: TableRow, seat: int, turn_over: bool) -> tuple[str, float] | None:
    """(the mover, when their turn began) when this move finishes a person's turn; None otherwise."""
    if not turn_over or row.is_computer(seat):
        return None
    clock = await service.db.clock(row.id, seat)
    return None if clock is None else (row.user_of(seat), clock.started_at)


class PaceReads(ServiceParts):
    """The service's read of the pace figures (a mixin of :class:`~bot.tables.service.TableService`)."""

    async def paces(self, user_ids, guild_id: str | None = None) -> dict[str, Pace]:
        """Each person's pace, in ``guild_id``'s tables or (None) everywhere."""
        out = {}
        for uid, (times, missed) in (await self.db.pace_rows(list(user_ids), guild_id)).items():
            out[uid] = Pace(len(times), statistics.median(times) if len(times) >= MIN_TURNS else None, missed)
        return out
