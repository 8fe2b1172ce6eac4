"""Pictures on every core: drawing and PNG encoding run in a pool of worker processes (one per core by default,
``PLANSZA_RENDER_WORKERS``), so a burst of moves uses all cores and a long render never holds up the event loop
that answers other tables. Only views cross to a worker (built by the game's ``view`` in the bot process), never a
state: a worker cannot leak what it never receives.

A worker that dies (killed, out of memory) breaks the pool: the picture is drawn in a thread instead and the pool is
rebuilt for the next one. A bot that dies takes its workers with it (:mod:`bot.tables.worker_watch`)."""
from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from bot.observability import QUEUE_DEPTH
from bot.tables.worker_watch import stop_pool, watch_parent

log = logging.getLogger("plansza.render")


def _warm() -> None:
    """Each worker imports every game's renderer once, before its first picture."""
    import renderers
    from games import registry

    for game_id in registry.ids():
        if registry.importable(game_id, pictures=True):
            renderers.pictures_of(game_id)


def _init() -> None:
    """A worker's initializer: it ends when the bot does, then warms up."""
    watch_parent()
    _warm()


def _draw(kind: str, view: dict, names: list[str], lang: str, page: str | None) -> bytes | None:
    import renderers

    if kind == "private":
        return renderers.render_private(view, names, lang)
    return renderers.render_table(view, names, lang, page)


class RenderPool:
    def __init__(self, workers: int = 0):
        self.workers = workers or os.cpu_count() or 1
        self._pool: ProcessPoolExecutor | None = None
        self.pending = 0

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # spawn: a fresh interpreter, never a fork of a process with running threads (aiosqlite, discord.py)
            self._pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=_init)
        return self._pool

    def start(self) -> RenderPool:
        """Start every worker now (the first pictures then cost no start-up)."""
        pool = self._executor()
        for f in [pool.submit(_warm) for _ in range(self.workers)]:
            f.result()
        return self

    async def draw(self, kind: str, game_id: str, view: dict, names: list[str], lang: str, page: str | None = None):
        """The PNG of ``view`` (``kind``: "table" or "private")."""
        from games import registry

        if not registry.importable(game_id, pictures=True):  # registered in this process only (tests' games)
            return await asyncio.to_thread(_draw, kind, view, list(names), lang, page)
        loop = asyncio.get_running_loop()
        self.pending += 1
        QUEUE_DEPTH.labels(queue="render").set(self.pending)
        try:
            return await loop.run_in_executor(self._executor(), _draw, kind, view, list(names), lang, page)
        except BrokenProcessPool:
            log.warning("a render worker died; drawing in a thread and restarting the pool")
            self.close()
            return await asyncio.to_thread(_draw, kind, view, list(names), lang, page)
        finally:
            self.pending -= 1
            QUEUE_DEPTH.labels(queue="render").set(self.pending)

    def close(self, kill: bool = False) -> None:
        if self._pool is not None:
            stop_pool(self._pool, kill)
            self._pool = None
