"""What a clock loop runs (a mixin of :class:`bot.tables.service.TableService`): the reminders and turn deadlines
that are due, votes that ran out, decision windows that passed, idle tables, finished games past the retention
period. Each writes what it owes the players to the outbox in its own transaction and returns what it did (the
console prints it); the Discord client's loop and the console's ``later`` call the same methods."""
from __future__ import annotations

from bot.tables import clocks, decision_windows, idle, privacy, votes
from bot.tables.decision_windows import Opened
from bot.tables.outcome import Outcome


class ClockSweeps:
    """Mixed into :class:`~bot.tables.service.TableService`."""

    async def due_reminders(self) -> list[clocks.Reminder]:
        return await clocks.due_reminders(self)

    async def due_deadlines(self) -> list[clocks.Expired]:
        return await clocks.due_deadlines(self)

    async def expire_votes(self) -> list[votes.Ballot]:
        return await votes.expire_due(self)

    async def expire_windows(self) -> list[Outcome | Opened]:
        """Decision windows that passed: the defaults played (outcomes) and the decisions opened to others."""
        return await decision_windows.expire_due(self)

    async def idle_due(self) -> list[idle.Idle]:
        return await idle.due(self)

    async def retention_due(self) -> list[int]:
        """Finished games past the retention period, anonymised (:func:`bot.tables.privacy.expire_names`)."""
        return await privacy.expire_names(self)
