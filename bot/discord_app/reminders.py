"""The clock's loop: idle-turn reminders, turn deadlines, decision windows, votes that ran out and the computer's
pending turns. All of them live in the database (turn clocks, decision windows, votes), so they survive
restarts; this loop only looks for due ones every ``settings.reminder_check_seconds``. Each is handled in the
transaction that writes its notice to the outbox, and the dispatcher delivers it (:mod:`bot.discord_app.notice_posts`
draws it):

- a reminder pings the idle player in the channel, or by DM if they chose so (the channel when their DMs are
  closed); after a player's last reminder the table's owner is told and offered the deadline's buttons;
- a passed turn deadline is told to the table with the buttons: wait longer, play the default, replace, expel;
- a passed decision window plays its default by the clock (one post, like any move) or lets the others act;
- a vote that ran out is closed with one line;
- a table nobody moves at is warned, then closed (``bot.tables.idle``).
"""
from __future__ import annotations

import logging

from discord.ext import tasks

from bot import observability
from bot.discord_app import notify
from bot.tables import Opened

log = logging.getLogger("plansza.discord")


class Reminders:
    def __init__(self, client, seconds: float):
        self.client = client
        self.loop = tasks.loop(seconds=max(1.0, float(seconds)))(self.check)

    def start(self) -> None:
        if not self.loop.is_running():
            self.loop.start()

    def stop(self) -> None:
        self.loop.cancel()

    async def check(self) -> None:
        """One pass; a failure of one kind never stops the others."""
        for step in (self.reminders, self.deadlines, self.windows, self.votes, self.computers, self.idle,
                     self.retention, self.gauges):
            try:
                await step()
            except Exception:
                log.exception("the clock's %s failed", step.__name__)

    async def retention(self) -> None:
        """Finished games past the retention period (PLANSZA_RETENTION_DAYS): their players anonymised."""
        await self.client.service.retention_due()

    async def gauges(self) -> None:
        """The open-tables metric, read from the database (every process sees every table)."""
        for status, n in (await self.client.service.live_counts()).items():
            observability.OPEN_TABLES.labels(status=status).set(n)

    async def windows(self) -> None:
        for done in await self.client.service.expire_windows():
            if isinstance(done, Opened):  # its line is in the outbox, written with the window's end
                await self.client.dispatcher.deliver_table(done.table.id)
                continue
            await notify.publish(self.client, done)
            await notify.run_computers(self.client, done.table.id)

    async def reminders(self) -> None:
        """Due reminders: each counted with its notice in the outbox (and the owner's after a player's last one)."""
        for reminder in await self.client.service.due_reminders():
            observability.TIMERS.labels(kind="reminder").inc()
            await self._deliver(reminder.table.id)

    async def deadlines(self) -> None:
        """Passed turn deadlines: each marked with its notice (the others pinged, the choices) in the outbox."""
        for expired in await self.client.service.due_deadlines():
            observability.TIMERS.labels(kind="deadline").inc()
            await self._deliver(expired.table.id)

    async def votes(self) -> None:
        for ballot in await self.client.service.expire_votes():  # each closed with its notice in the outbox
            await self._deliver(ballot.table.id)

    async def _deliver(self, table_id: int) -> None:
        """Deliver a table's notices now (what fails stays owed for the outbox loop)."""
        try:
            await self.client.dispatcher.deliver_table(table_id)
        except Exception:
            log.exception("delivering the notices of table %s failed", table_id)

    async def computers(self) -> None:
        """Turns the computer owes (e.g. after a restart in the middle of its moves)."""
        for table_id in await self.client.service.computer_turns():
            await notify.run_computers(self.client, table_id)

    async def idle(self) -> None:
        """Tables nobody moves at: a warning (everyone pinged), later the closing line (each written to the outbox
        with the table's change, see :mod:`bot.discord_app.delivery`)."""
        for done in await self.client.service.idle_due():
            await self._deliver(done.table.id)
