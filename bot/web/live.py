"""Live updates of the web table: who is told that a table changed (its new version), so that every open page reloads
what it shows within a second. One process: :class:`LocalNotifier` (in memory); several bot processes on one
PostgreSQL database: :class:`PgNotifier` (``LISTEN/NOTIFY``), so a move made through any process reaches pages served
by any other.

The table service calls :meth:`Notifier.publish` after every committed change of a table; the web table's event
stream (``/t/<token>/api/events``) iterates :meth:`Notifier.subscribe`.
"""
from __future__ import annotations

import asyncio
import contextlib
from collections import defaultdict
from collections.abc import AsyncIterator


class Notifier:
    """The interface: ``publish`` a table's new version, ``subscribe`` to a table's versions."""

    async def publish(self, table_id: int, version: int) -> None:
        raise NotImplementedError

    @contextlib.asynccontextmanager
    async def subscribe(self, table_id: int) -> AsyncIterator[asyncio.Queue]:
        """A queue that receives every version of ``table_id`` published while the context is open."""
        raise NotImplementedError
        yield  # pragma: no cover

    async def close(self) -> None:
        pass


class LocalNotifier(Notifier):
    """Within one process: each subscriber has a queue of the versions published since it subscribed."""

    def __init__(self) -> None:
        self._queues: dict[int, set[asyncio.Queue]] = defaultdict(set)

    async def publish(self, table_id: int, version: int) -> None:
        self.deliver(table_id, version)

    def deliver(self, table_id: int, version: int) -> None:
        for queue in list(self._queues.get(int(table_id), ())):
            queue.put_nowait(int(version))

    @contextlib.asynccontextmanager
    async def subscribe(self, table_id: int) -> AsyncIterator[asyncio.Queue]:
        queue: asyncio.Queue = asyncio.Queue()
        self._queues[int(table_id)].add(queue)
        try:
            yield queue
        finally:
            self._queues[int(table_id)].discard(queue)
            if not self._queues[int(table_id)]:
                del self._queues[int(table_id)]


__all__ = ["LocalNotifier", "Notifier"]
