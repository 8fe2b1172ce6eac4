"""Drive the console adapter in-process: a :class:`Console` over a fresh storage, its output collected in a list."""
from __future__ import annotations

import time
from collections.abc import Callable
from contextlib import asynccontextmanager
from pathlib import Path

from bot.console import Console
from bot.store import Storage
from bot.tables import Outcome, Settings, TableService

NAMES = ("alice", "bob", "carol", "dave", "erin")


class Run:
    """A console session: ``await run("alice join", ...)`` runs lines and returns what they printed."""

    def __init__(self, console: Console, output: list[str]):
        self.console = console
        self.output = output

    @property
    def service(self) -> TableService:
        return self.console.service

    async def __call__(self, *lines: str) -> str:
        start = len(self.output)
        for line in lines:
            await self.console.execute(line)
        return "\n".join(self.output[start:])

    async def version(self, channel: str | None = None) -> int:
        row, _ = await self.service.table(channel or self.console.channel)
        return row.version


@asynccontextmanager
async def console_session(db: str = ":memory:", *, out_dir: Path | None = None, lang: str = "en",
                          seed: int | None = 1, on_move: Callable[[Outcome], None] | None = None,
                          clock: Callable[[], float] = time.time):
    """``clock``: the time the console starts from (real time by default; a golden transcript passes a fixed one, so
    that what it says of time never depends on how fast the machine ran it)."""
    storage = await Storage(db).open()
    output: list[str] = []
    try:
        limits_off = Settings().without_user_limits()  # as the console itself: one operator
        holder: list[Console] = []  # the console's clock: real time, moved on by ``later``
        service = TableService(storage, limits_off, clock=lambda: clock() + (holder[0].offset if holder else 0))
        console = Console(service, lang=lang, out_dir=out_dir, images=out_dir is not None, seed=seed,
                          write=output.append, on_move=on_move)
        holder.append(console)
        yield Run(console, output)
    finally:
        await storage.close()


def lobby_lines(players: int, options: str = "", game: str = "dragons") -> list[str]:
    """The lines that open a table with ``players`` seated and start it."""
    return [f"alice create {game} {options}".strip(), *[f"{n} join" for n in NAMES[1:players]], "alice start"]
