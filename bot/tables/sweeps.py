"""What a clock loop runs (a mixin of :class:`bot.tables.service.TableService`): the reminders and turn deadlines
that are due, votes that ran out, decision windows that passed, idle tables. Each returns what is owed to the players
for the adapter to post; the Discord client's loop and the console's ``later`` call the same methods."""
from __future__ import annotations

from bot.tables import clocks, decision_windows, idle, votes


class ClockSweeps:
    """Mixed into :class:`~bot.tables.service.TableService`."""

    async def due_reminders(self) -> list[clocks.Reminder]:
        return await clocks.due_reminders(self)

    async def reminder_sent(self, reminder: clocks.Reminder) -> None:
        await clocks.reminder_sent(self, reminder)

    async def due_deadlines(self) -> list[clocks.Expired]:
        return await clocks.due_deadlines(self)

    async def deadline_told(self, expired: clocks.Expired) -> None:
        await clocks.deadline_told(self, expired)

    async def expire_votes(self) -> list[votes.Ballot]:
        return await votes.expire_due(self)

    async def expire_windows(self) -> list:
        """Decision windows that passed: the defaults played (outcomes) and the decisions opened to others."""
        return await decision_windows.expire_due(self)

    async def idle_due(self) -> list[idle.Idle]:
        return await idle.due(self)
