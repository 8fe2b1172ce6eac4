"""The Discord bot's clock: runs the clock's pass (:class:`bot.tables.clock_loop.ClockLoop`: reminders, deadlines,
decision windows, votes, the computer's turns, idle tables, retention) every ``settings.reminder_check_seconds``,
on discord.py's task loop."""
from __future__ import annotations

from typing import TYPE_CHECKING

from discord.ext import tasks

from bot.tables.clock_loop import ClockLoop

if TYPE_CHECKING:
    from bot.discord_app.base import PlanszaClient


class Reminders:
    def __init__(self, client: PlanszaClient, seconds: float):
        self.clock = ClockLoop(client.service, client.aftermath)
        self.loop = tasks.loop(seconds=max(1.0, float(seconds)))(self.clock.check)

    def start(self) -> None:
        if not self.loop.is_running():
            self.loop.start()

    def stop(self) -> None:
        self.loop.cancel()

    async def check(self) -> None:
        """One pass now."""
        await self.clock.check()
