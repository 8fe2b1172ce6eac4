"""Idle tables: a table nobody has moved at for ``Settings.idle_warn`` (53 days by default) is warned, and one still
idle at ``Settings.idle_close`` (60 days) and at least the difference after its warning is closed: abandoned, with a
line in its log, kept in the history. A paused table is never idle; any move (or a join in a lobby) starts the count
again. The Discord client's clock loop calls :func:`due` and posts what it returns."""
from __future__ import annotations

from dataclasses import dataclass

from bot.store import Owed, TableRow, VersionConflict
from bot.tables.parts import ServiceParts
from games.core.contract import Event, Msg


@dataclass
class Idle:
    table: TableRow
    closed: bool          # False: warned now; True: closed now
    closes_at: float      # when a warned table will be closed


class IdleTables(ServiceParts):
    """The service's use case of the clock's pass about idle tables (a mixin of
    :class:`~bot.tables.service.TableService`)."""

    async def idle_due(self) -> list[Idle]:
        warn, close = self.settings.idle_warn, self.settings.idle_close
        if not close:
            return []
        now = self.clock()
        out = []
        for table_id in await self.db.idle_tables(now - min(warn, close)):
            row = await self.db.row(table_id, with_state=False)
            warned_at = row.idle_warned_at
            warned = warned_at is not None and warned_at >= row.updated_at
            if warned_at is not None and warned and now >= row.updated_at + close and now >= warned_at + (close - warn):
                log = [Event(Msg("bot-log-idle-closed", days=int(close // 86400)))]
                owed = [Owed("notice", {"what": "idle", "closed": True, "closes_at": now})]
                try:
                    await self.db.set_status(row.id, "abandoned", now, log, guard_updated=row.updated_at, owed=owed,
                                             version=row.version)
                except VersionConflict:  # someone moved meanwhile: it is not idle any more
                    continue
                self.forget(row.id)
                out.append(Idle(await self.db.row(row.id, with_state=False), True, now))
            elif not warned:
                closes_at = max(row.updated_at + close, now + (close - warn))
                owed = [Owed("notice", {"what": "idle", "closed": False, "closes_at": closes_at})]
                if await self.db.mark_idle_warned(row.id, now, row.updated_at, owed, row.version):
                    out.append(Idle(row, False, closes_at))
        return out
