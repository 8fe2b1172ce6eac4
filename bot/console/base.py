"""What every part of the console shares: :class:`ConsoleParts` is the base of the console's command mixins
(``long_games``, ``settings``, ``hints``, ...) and of :class:`bot.console.shell.Console`, which joins them. It
declares the state they share and, for the type checker, the methods of the console they call, so each mixin reads
like a class of its own without importing the shell (which imports them)."""
from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from bot.tables import Outcome, TableRow, TableService
from bot.tables.aftermath import Aftermath
from bot.tables.clock_loop import ClockLoop

if TYPE_CHECKING:
    from games.core.contract import Move


class ConsoleParts:
    service: TableService
    channel: str                  # the channel commands go to (``channel <name>``)
    lang: str                     # the console's language: the tables it opens, its own answers
    out_dir: Path | None          # where pictures are written (None: nowhere)
    images: bool
    seed: int | None
    rng: random.Random
    write: Callable[[str], None]  # every printed line
    aftermath: Aftermath          # after a change: its outbox delivered, then the computer's moves
    clock_loop: ClockLoop         # ``later``: the Discord bot's clock pass
    offset: float = 0.0           # seconds the console's clock runs ahead of the real one (``later``)

    if TYPE_CHECKING:  # the console's own (bot.console.shell.Console and its mixins), for the type checker
        def t(self, key: str, **params) -> str: ...
        def say(self, *lines: str) -> None: ...
        def fail(self, text: str) -> None: ...
        def dm(self, name: str, lines: list[str]) -> None: ...
        def public_image(self, row: TableRow, state: dict | None, version: int | None = None) -> str | None: ...
        def private_lines(self, row: TableRow, state: dict | None, seat: int, events: Iterable = (),
                          mover: int | None = None, *, lang: str | None = None,
                          version: int | None = None) -> list[str]: ...
        def moves_lines(self, row: TableRow, state: dict, seat: int, user: str, moves: list[Move],
                        prefix: tuple[str, ...]) -> list[str]: ...
        def answer(self, o: Outcome, note: Sequence[str] = ()) -> None: ...
        async def tell(self, o: Outcome, *, note: Iterable[str] = ()) -> None: ...
        async def web_links(self, row: TableRow) -> None: ...
        async def _table(self) -> tuple[TableRow, dict | None]: ...
        async def _computers(self, table_id: int) -> None: ...
        @staticmethod
        def _no_args(user: str, name: str, args: list[str]) -> None: ...


__all__ = ["ConsoleParts"]
