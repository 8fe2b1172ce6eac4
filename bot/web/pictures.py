"""The web table's pictures, drawn once per state: every page a phone asks for carries ``?v=<version>``, and many
readers (the seats, spectators, a page reloaded by a live update) ask for the same picture of the same state at nearly
the same moment. A drawing is keyed by what it is made from (the table and a digest of its state, the page, the
reader's seat, language and the players' names), so a cached picture is exactly what a fresh drawing would be; readers
asking for one that is being drawn wait for that drawing instead of starting their own. Least recently used pictures
go first, over a byte budget."""
from __future__ import annotations

import asyncio
import hashlib
import json
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable

BUDGET = 64 * 1024 * 1024  # bytes of PNG kept (a table's page is ~100-200 KB: some hundreds of pictures)


def fingerprint(state: dict) -> str:
    """What a state is, for the cache: a digest of its JSON (a version number alone would not do: a takeback and a new
    move may give the same version a different state)."""
    return hashlib.blake2b(json.dumps(state, separators=(",", ":"), default=str).encode(), digest_size=16).hexdigest()


class PictureCache:
    def __init__(self, budget: int = BUDGET):
        self.budget = budget
        self.size = 0
        self.hits = self.draws = 0
        self._kept: OrderedDict[Hashable, bytes | None] = OrderedDict()
        self._drawing: dict[Hashable, asyncio.Future] = {}

    async def get(self, key: Hashable, draw: Callable[[], Awaitable[bytes | None]]) -> bytes | None:
        if key in self._kept:
            self._kept.move_to_end(key)
            self.hits += 1
            return self._kept[key]
        running = self._drawing.get(key)
        if running is not None:
            self.hits += 1
            return await asyncio.shield(running)
        future = asyncio.get_running_loop().create_future()
        self._drawing[key] = future
        try:
            png = await draw()
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # (retrieved: nobody else may be waiting)
            raise
        finally:
            self._drawing.pop(key, None)
        self.draws += 1
        future.set_result(png)
        self._keep(key, png)
        return png

    def _keep(self, key: Hashable, png: bytes | None) -> None:
        if self.budget <= 0:  # no cache (e.g. the bench's cold figure)
            return
        self._kept[key] = png
        self.size += len(png or b"")
        while self.size > self.budget and len(self._kept) > 1:
            _, old = self._kept.popitem(last=False)
            self.size -= len(old or b"")


__all__ = ["BUDGET", "PictureCache", "fingerprint"]
