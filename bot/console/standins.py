"""How the console treats seats nobody reads (a mixin of :class:`bot.console.shell.Console`): a computer's seat and
a seat its vacation stand-in plays (:mod:`bot.tables.standin`). The Discord bot never sends such a seat a direct
message (``bot.discord_app.delivery``: "stand-in", "no-reader") and nobody's interaction waits for the answer to its
private steps, so the console prints neither; the channel names a stand-in's seat with its mark instead of a ping.
``/hand`` (the console's ``<user> hand``) still shows the seat's secret to its player on request."""
from __future__ import annotations

from bot.console.base import ConsoleParts
from bot.tables import Outcome, TableRow


class StandinSeats(ConsoleParts):
    async def marked(self, outcome: Outcome) -> Outcome:
        """``outcome`` knowing which seats stand-ins play now (a start, a default move: the service leaves it to the
        adapter, as Discord's ``notify.post_outcome`` does); never pinged, never sent a DM."""
        return await self.service.marked(outcome)

    @staticmethod
    def unread(row: TableRow, seat: int, outcome: Outcome) -> bool:
        """Does nobody read ``seat``'s direct messages now (a computer, or a person whose stand-in plays)?"""
        return row.is_computer(seat) or seat in outcome.standins

    async def filler_seats(self, row: TableRow) -> set[int]:
        """The seats the seat filler plays at ``row``: the computers' and those vacation stand-ins play now
        (``random`` leaves them to it: a person's move would take a stand-in's seat back)."""
        return {s.seat for s in row.seats if row.is_computer(s.seat)} | set(await self.service.standin_seats(row))
