"""The table service's use cases about a running table that join several concerns (a mixin of
:class:`bot.tables.service.TableService`): what a passed vote does (through the direct commands' own checks), where a
vote stands, who may decide about an absent player's deadline and which deadline a console names by its seat, and the
tables a player sits at. Each concern's own use cases are methods of its module's mixin (``SeatChanges`` in
:mod:`~bot.tables.seats`, ``Voting`` in :mod:`~bot.tables.votes`, ``TurnClocks`` in :mod:`~bot.tables.clocks`, ...).
"""
from __future__ import annotations

from bot.store import TableRow, Vote
from bot.tables import clocks, seats, votes
from bot.tables.parts import ServiceParts
from games.core.contract import Event, Msg
from games.core.errors import GameError


class Stewardship(ServiceParts):
    # ---- votes ------------------------------------------------------------------------------------------------------
    async def carry_out(self, row: TableRow, vote: Vote):
        """Do what a passed vote decided (the table's lock held), through the direct commands' own checks."""
        if row.status != "active":
            raise GameError("bot-err-not-active")
        if vote.kind in votes.MAJORITY and vote.seat is not None:  # a seat's vote always names its seat
            reason = "replace" if vote.kind == "replace" else "kick"
            return await seats.hand_over(self, row, vote.seat, vote.user_id, vote.user_name, reason=reason, by=None)
        if vote.kind == "abandon":
            return await self.abandon_locked(row, Event(Msg("bot-log-abandoned-vote")))
        return await clocks.pause_or_resume_locked(self, row, vote.kind)

    async def ballot(self, vote_id: int) -> votes.Ballot | None:
        """Where vote ``vote_id`` stands now (None if there is no such vote)."""
        vote = await self.db.vote(vote_id)
        if vote is None:
            return None
        row = await self.db.row(vote.table_id, with_state=False)
        return votes.Ballot(row, vote, vote.status, votes.electorate(row, vote.kind, vote.seat))

    # ---- an absent player's deadline --------------------------------------------------------------------------------
    async def deciding(self, table_id: int, user_id: str, seat: int, token: int, moderator: bool):
        """Check that ``user_id`` may decide about absent ``seat`` now (its deadline ``token`` still current): the
        table's row and the seat's clock."""
        async with self.lock(str(await self.channel_of(table_id))):
            return await clocks.deciding_locked(self, table_id, user_id, seat, token, moderator)

    async def current_deadline(self, channel_id: str, seat_number: int) -> tuple[TableRow, int, int]:
        """The active table, seat index and deadline token of seat ``seat_number`` (1..n) that is waiting now (a
        console types the seat instead of pressing the notice's button, which carries the token)."""
        row = await self.find_live(channel_id)
        if row is None or row.status != "active":
            raise GameError("bot-err-not-active")
        seat = seats.seat_index(row, seat_number)
        clock = await self.db.clock(row.id, seat)
        if clock is None:
            raise GameError("bot-err-deadline-handled")
        return row, seat, clocks.stamp(clock)

    # ---- a player's tables ------------------------------------------------------------------------------------------
    async def tables_of(self, user_id: str, statuses=("active", "finished", "abandoned")) -> list[TableRow]:
        """The tables where ``user_id`` sits (without their states), newest first."""
        rows = {r.id: r for r in await self.db.tables_of_user(str(user_id), tuple(statuses))}
        return sorted(rows.values(), key=lambda r: (r.created_at, r.id), reverse=True)
