"""What follows every change of a table, the same for every adapter: deliver what the change owes (its outbox, in
order), then let the seats the computer plays (computer seats, vacation stand-ins) that must act now play, each of
their moves told like any other. An adapter calls :meth:`Aftermath.publish` after the change its person made (a
move, a vote, a handover, a takeback), and the clock's pass (:mod:`bot.tables.clock_loop`) after the changes it
makes; the adapter only supplies the dispatcher that delivers through its sink."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bot.tables import standin
from bot.tables.dispatch import Dispatcher
from bot.tables.outcome import Outcome

if TYPE_CHECKING:
    from bot.tables.service import TableService


class Aftermath:
    def __init__(self, service: TableService, dispatcher: Dispatcher):
        self.service = service
        self.dispatcher = dispatcher

    async def deliver(self, table_id: int) -> None:
        """What the table's changes owe, delivered now (what fails stays owed for the outbox's loop)."""
        await self.dispatcher.deliver_table(table_id)

    async def publish(self, outcome: Outcome) -> None:
        """After a change: deliver what it owes, then let the computer's seats that must act play. A move nobody's
        interaction waits for (the clock's, the computer's) is told this way alone."""
        await self.deliver(outcome.table.id)
        if await standin.filler_due(self.service, outcome.table, outcome.actors):
            await self.computers(outcome.table.id)

    async def computers(self, table_id: int) -> None:
        """The moves the computer's seats (and the seats vacation stand-ins play) owe at a table now, each told like
        any move (a computer seat is never pinged and never gets a DM: it has no person)."""
        if await self.service.play_computers(table_id):
            await self.deliver(table_id)
