"""The lock of one table, in two layers: this process's tasks queue on an asyncio lock (cheap, fair), then the holder
takes the store's lock across processes (PostgreSQL: an advisory lock that dies with its connection, so a killed
process leaves no table locked; SQLite: nothing, one process owns the file)."""
from __future__ import annotations

import asyncio

from bot import observability


class TableLock:
    """``async with service.lock(channel)``: the local lock, then the shared one (released in reverse)."""

    def __init__(self, local: asyncio.Lock, shared):
        self.local, self.shared = local, shared

    def locked(self) -> bool:
        return self.local.locked()

    async def __aenter__(self) -> TableLock:
        with observability.waiting("table-lock"):  # the tasks waiting for a table, here or in another process
            await self.local.acquire()
            try:
                await self.shared.__aenter__()
            except BaseException:
                self.local.release()
                raise
        return self

    async def __aexit__(self, *exc) -> None:
        try:
            await self.shared.__aexit__(*exc)
        finally:
            self.local.release()
