"""Rematch (issue 56, item 5): at a game's end, one press opens the same game again in the same channel (or thread),
with the same options, the same way of keeping time (per-turn deadline or pace) and the same flags. The presser, a
player of the finished game, owns the new lobby; its computers sit again at once; every other player of the old
game confirms their seat by joining (their seat is offered, never taken for them).
"""
from __future__ import annotations

from typing import NamedTuple

from bot.store import Conflict, TableRow, is_computer
from bot.tables.parts import MAX_NAME, ServiceParts
from games.core.errors import GameError


class Rematch(NamedTuple):
    table: TableRow          # the new lobby
    old: TableRow            # the finished game
    invited: list[str]       # the old game's other people, who may take their seats again


class Rematches(ServiceParts):
    """The service's rematch (a mixin of :class:`~bot.tables.service.TableService`)."""

    async def rematch(self, table_id: int, user_id: str, name: str) -> Rematch:
        old = await self.db.table(int(table_id), with_state=False)
        if old is None or old.status != "finished":
            raise GameError("bot-err-rematch-not-over")
        if old.seat_of(str(user_id)) is None:
            raise GameError("bot-err-rematch-not-player")
        async with self.lock(old.channel_id):
            if await self.db.live_table(old.channel_id, with_state=False):
                raise GameError("bot-err-table-exists")
            await self.within_limits(str(user_id), creating=True)
            try:
                new_id = await self.db.create_table(
                    guild_id=old.guild_id, channel_id=old.channel_id, game=old.game, options=dict(old.options),
                    owner_id=str(user_id), owner_name=name[:MAX_NAME], lang=old.lang, seed=self.seed_source(),
                    now=self.clock(), turn_deadline=old.turn_deadline, flags=dict(old.flags or {}), pace=old.pace)
            except Conflict:
                raise GameError("bot-err-table-exists") from None
            row = await self.db.row(new_id)
            computers = [(s.user_id, s.name) for s in old.seats if is_computer(s.user_id)]
            if computers:  # the computers need no asking: they sit again at once
                seats = [(s.user_id, s.name) for s in row.seats] + computers
                await self.db.set_seats(row.id, row.version, seats, self.clock())
                row = await self.db.row(new_id)
        invited = [s.user_id for s in old.seats if not is_computer(s.user_id) and s.user_id != str(user_id)]
        return Rematch(row, old, invited)
