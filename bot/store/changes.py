"""Who hears that a table changed: the store's writes that change a table announce it once their transaction has
committed, with the table's version after it, to whoever watches the store (:func:`watch`; the table service passes
it to its notifier, ``bot.store.live``, so that an open web table reloads within a second).

One place instead of a call at every site of the table service that commits a change (a player's move, the clock's
and the computer's, a start, a takeback, a seat handed over, an abandon, a pause, a vote carried out, a decision
window run out): each of those commits through one of the marked writes below (:func:`announces`), so a new way of
changing a table through one of them is announced without anyone remembering to.

The announcement follows the commit and never precedes it (a rolled-back change, a version conflict or a refusal
announces nothing), and it never fails the write: a watcher that raises or hangs (beyond :data:`WATCH_TIMEOUT`) is
logged and the write has still happened. The caller awaits the watchers, so a table's announcements leave in the
order of its commits (the table's lock is still held)."""
from __future__ import annotations

import asyncio
import functools
import inspect
import logging
from collections.abc import Awaitable, Callable

log = logging.getLogger("plansza.store")

Watcher = Callable[[int, int], Awaitable[None]]
#: how long a watcher may take before the write goes on without it (it runs while the table's lock is held)
WATCH_TIMEOUT = 1.0
_WATCHERS = "_table_watchers"


def watch(storage, watcher: Watcher) -> None:
    """``await watcher(table_id, version)`` after every committed change of a table through ``storage``."""
    storage.__dict__.setdefault(_WATCHERS, []).append(watcher)


def unwatch(storage, watcher: Watcher) -> None:
    watchers = storage.__dict__.get(_WATCHERS, [])
    if watcher in watchers:
        watchers.remove(watcher)


def announces(version: Callable[[dict], int] | None = None):
    """Mark a write of ``Storage`` that changes a table (its ``table_id`` argument): after it returns (committed),
    its watchers are told the table's version, ``version(arguments)`` or, with None (a change that keeps the
    version: a pause, an abandon, a seat handed over), the version read from the store. A write that returns
    ``False`` changed nothing and announces nothing."""
    def wrap(write):
        signature = inspect.signature(write)

        @functools.wraps(write)
        async def announced(self, *args, **kwargs):
            out = await write(self, *args, **kwargs)
            watchers = self.__dict__.get(_WATCHERS)
            if watchers and out is not False:
                arguments = signature.bind(self, *args, **kwargs)
                arguments.apply_defaults()
                await _announce(self, watchers, arguments.arguments, version)
            return out
        return announced
    return wrap


async def _announce(storage, watchers: list[Watcher], arguments: dict, version) -> None:
    table_id = int(arguments["table_id"])
    try:
        if version is not None:
            now = int(version(arguments))
        else:
            row = await storage.engine.fetchone("SELECT version FROM tables WHERE id=?", (table_id,))
            if row is None:
                return
            now = int(row[0])
    except Exception:
        log.exception("table %s changed, but its version could not be read: nobody told", table_id)
        return
    for watcher in list(watchers):
        try:
            await asyncio.wait_for(watcher(table_id, now), WATCH_TIMEOUT)
        except Exception:  # a timeout included: the change is committed whatever its watchers do
            log.exception("table %s: a watcher of its changes failed (version %s)", table_id, now)


__all__ = ["WATCH_TIMEOUT", "announces", "unwatch", "watch"]
