"""How the console treats seats nobody reads (a mixin of :class:`bot.console.shell.Console`): a computer's seat and
a seat its vacation stand-in plays (:mod:`bot.tables.standin`). Nobody gets a direct message for such a seat (the
outbox's readers decide, :meth:`bot.tables.notices.Readers.dm_reader`, for the console's sink as for Discord's) and
nobody's interaction waits for the answer to its private steps, so the console prints neither; the channel names a
stand-in's seat with its mark instead of a ping. ``<user> hand`` still shows the seat's secret to its player."""
from __future__ import annotations

from bot.console.base import ConsoleParts
from bot.tables import TableRow


class StandinSeats(ConsoleParts):
    async def filler_seats(self, row: TableRow) -> set[int]:
        """The seats the seat filler plays at ``row``: the computers' and those vacation stand-ins play now
        (``random`` leaves them to it: a person's move would take a stand-in's seat back)."""
        return {s.seat for s in row.seats if row.is_computer(s.seat)} | set(await self.service.standin_seats(row))
