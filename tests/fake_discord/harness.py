"""Running the real bot against the fake Discord, in-process: errors logged inside the bot fail the test at once."""
from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from tests.fake_discord.server import FakeDiscord


class BotErrors(logging.Handler):
    """Errors logged by discord.py or the bot (an exception in a command is only logged, and the interaction is
    never answered): recorded on the fake, whose ``wait_for`` then fails at once instead of timing out."""

    def __init__(self, fake: FakeDiscord, loop: asyncio.AbstractEventLoop):
        super().__init__(logging.ERROR)
        self.fake, self.loop = fake, loop

    def emit(self, record: logging.LogRecord) -> None:
        self.fake.bot_errors.append(self.format(record))
        if not self.loop.is_closed():  # may be called from discord.py's heartbeat thread
            self.loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self.fake.changed()))


@asynccontextmanager
async def running_bot(fake: FakeDiscord, settings, service, **client_kwargs) -> AsyncIterator[object]:
    """Build the bot with the project's factory, point discord.py at ``fake``, start it and wait for on_ready;
    close everything in the right order afterwards (bot first, then the server)."""
    from bot.discord_app import build_bot

    fake.patch_discord()
    handler = BotErrors(fake, asyncio.get_running_loop())
    root = logging.getLogger()
    root.addHandler(handler)
    client_kwargs.setdefault("guild_ready_timeout", 0.01)
    bot = build_bot(settings, service, **client_kwargs)
    task = asyncio.create_task(bot.start(fake.token))
    try:
        ready = asyncio.create_task(bot.wait_until_ready())
        done, _ = await asyncio.wait({ready, task}, timeout=15, return_when=asyncio.FIRST_COMPLETED)
        if task in done:
            ready.cancel()
            task.result()  # raises the start-up error
        assert ready in done, "the bot did not become ready"
        assert not fake.errors and not fake.bot_errors, (fake.errors, fake.bot_errors)
        yield bot
        await fake.settle()
    finally:
        await bot.close()
        try:
            await asyncio.wait_for(task, 10)
        finally:
            root.removeHandler(handler)
            fake.unpatch_discord()
