"""The clock's pass, the same for every adapter: idle-turn reminders, turn deadlines, decision windows, votes that ran
out, the computer's pending turns, idle tables, the retention sweep and the open-tables gauge. Everything it acts on
lives in the database (turn clocks, decision windows, votes), so it survives restarts; an adapter only runs
:meth:`ClockLoop.check` every ``reminder_check_seconds`` (Discord: :mod:`bot.discord_app.reminders`). Each change is
made in the transaction that writes its notice to the outbox, and :class:`~bot.tables.aftermath.Aftermath` delivers
it:

- a reminder pings the idle player in the channel, or by DM if they chose so (the channel when their DMs are
  closed); after a player's last reminder the table's owner is told and offered the deadline's buttons;
- a passed turn deadline is told to the table with its choices: wait longer, play the default, replace, expel;
- a passed decision window plays its default by the clock (one post, like any move) or lets the others act;
- a vote that ran out is closed with one line;
- a table nobody moves at is warned, then closed (:mod:`bot.tables.idle`).
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from bot import observability
from bot.tables.aftermath import Aftermath
from bot.tables.decision_windows import Opened

if TYPE_CHECKING:
    from bot.tables.service import TableService

log = logging.getLogger("plansza.clock")


class ClockLoop:
    #: the pass's steps, in order; a failure of one never stops the others
    STEPS = ("reminders", "deadlines", "windows", "votes", "computers", "idle", "retention", "gauges")

    def __init__(self, service: TableService, aftermath: Aftermath):
        self.service = service
        self.aftermath = aftermath

    async def check(self) -> None:
        """One pass."""
        for name in self.STEPS:
            try:
                await getattr(self, name)()
            except Exception:
                log.exception("the clock's %s failed", name)

    async def _deliver(self, table_id: int) -> None:
        """Deliver a table's notices now (what fails stays owed for the outbox's loop)."""
        try:
            await self.aftermath.deliver(table_id)
        except Exception:
            log.exception("delivering the notices of table %s failed", table_id)

    async def reminders(self) -> None:
        """Due reminders: each counted with its notice in the outbox (and the owner's after a player's last one)."""
        for reminder in await self.service.due_reminders():
            observability.TIMERS.labels(kind="reminder").inc()
            await self._deliver(reminder.table.id)

    async def deadlines(self) -> None:
        """Passed turn deadlines: each marked with its notice (the others pinged, the choices) in the outbox."""
        for expired in await self.service.due_deadlines():
            observability.TIMERS.labels(kind="deadline").inc()
            await self._deliver(expired.table.id)

    async def windows(self) -> None:
        for done in await self.service.expire_windows():
            if isinstance(done, Opened):  # its line is in the outbox, written with the window's end
                await self._deliver(done.table.id)
                continue
            await self.aftermath.publish(done)
            await self.aftermath.computers(done.table.id)

    async def votes(self) -> None:
        for ballot in await self.service.expire_votes():  # each closed with its notice in the outbox
            await self._deliver(ballot.table.id)

    async def computers(self) -> None:
        """Turns the computer owes (e.g. after a restart in the middle of its moves)."""
        for table_id in await self.service.computer_turns():
            await self.aftermath.computers(table_id)

    async def idle(self) -> None:
        """Tables nobody moves at: a warning (everyone pinged), later the closing line (each written to the outbox
        with the table's change)."""
        for done in await self.service.idle_due():
            await self._deliver(done.table.id)

    async def retention(self) -> None:
        """Finished games past the retention period (PLANSZA_RETENTION_DAYS): their players anonymised."""
        await self.service.retention_due()

    async def gauges(self) -> None:
        """The open-tables metric, read from the database (every process sees every table)."""
        for status, n in (await self.service.live_counts()).items():
            observability.OPEN_TABLES.labels(status=status).set(n)
