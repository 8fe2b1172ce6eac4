"""The table service's commands about a running table beyond its moves (a mixin of
:class:`bot.tables.service.TableService`): seats changing hands (/leave, /kick, /replace during a game), computer seats,
votes, the pause, the decisions an absent player's deadline opens, the takeback, and a finished game's replay.

Each method is the one road an adapter takes for its command; the work is done in the domain modules
(:mod:`~bot.tables.seats`, :mod:`~bot.tables.votes`, :mod:`~bot.tables.clocks`, :mod:`~bot.tables.takeback`,
:mod:`~bot.tables.computer`, :mod:`~bot.tables.replay`), which receive the service and never import it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from bot.store import Storage, TableRow, Vote
from bot.store.locks import TableLock
from bot.tables import clocks, computer, history, replay, seats, stats, takeback, votes
from games.core.contract import Event, Msg
from games.core.errors import GameError


class Stewardship:
    """Mixed into :class:`~bot.tables.service.TableService`, whose parts it uses are declared here."""

    db: Storage

    if TYPE_CHECKING:  # the service's own, for the type checker
        def lock(self, channel_id: str) -> TableLock: ...
        async def channel_of(self, table_id: int) -> str | None: ...
        async def find_live(self, channel_id: str) -> TableRow | None: ...
        async def abandon_locked(self, row: TableRow, event: Event | None = None, by: str | None = None
                                 ) -> TableRow: ...

    # ---- seats during a game ----------------------------------------------------------------------------------------
    async def leave_game(self, channel_id: str, user_id: str) -> seats.Handover | TableRow:
        """/leave during a game (once the player confirmed): the computer plays the seat on; the last person to
        leave ends the table."""
        return await seats.leave(self, channel_id, user_id)

    async def expel(self, channel_id: str, user_id: str, target_id: str, substitute: str | None = None,
                    substitute_name: str | None = None, *, moderator: bool = False):
        """/kick during a game: a :class:`~bot.tables.seats.Handover`, or the open vote a player proposed."""
        return await seats.kick(self, channel_id, user_id, target_id, substitute, substitute_name,
                                moderator=moderator)

    async def replace(self, channel_id: str, user_id: str, seat: int, new_user: str | None,
                      new_name: str | None, *, moderator: bool = False):
        """/replace: seat ``seat`` (1..n) to ``new_user`` (None: the computer), or the open vote a player proposed."""
        return await seats.replace(self, channel_id, user_id, seat, new_user, new_name, moderator=moderator)

    async def play_computers(self, table_id: int) -> list:
        """Every move the computer's seats owe at a table, played one after another (their outcomes)."""
        return await seats.play_computers(self, table_id)

    # ---- computer seats in a lobby ----------------------------------------------------------------------------------
    async def add_computer(self, channel_id: str, user_id: str, level: str | None = None, count: int = 1, *,
                           moderator: bool = False) -> TableRow:
        return await computer.add(self, channel_id, user_id, level, count, moderator=moderator)

    async def remove_computer(self, channel_id: str, user_id: str, *, moderator: bool = False
                              ) -> tuple[TableRow, str]:
        return await computer.remove(self, channel_id, user_id, moderator=moderator)

    # ---- votes and the pause ----------------------------------------------------------------------------------------
    async def cast_vote(self, table_id: int, vote_id: int, user_id: str, yes: bool) -> votes.Ballot:
        return await votes.cast(self, table_id, vote_id, user_id, yes)

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

    async def pause(self, channel_id: str, user_id: str, *, moderator: bool = False):
        """/pause: the table's row, or the open vote a player proposed."""
        return await clocks.pause(self, channel_id, user_id, moderator=moderator)

    async def resume(self, channel_id: str, user_id: str, *, moderator: bool = False):
        return await clocks.resume(self, channel_id, user_id, moderator=moderator)

    # ---- an absent player's deadline --------------------------------------------------------------------------------
    async def deciding(self, table_id: int, user_id: str, seat: int, token: int, moderator: bool):
        """Check that ``user_id`` may decide about absent ``seat`` now (its deadline ``token`` still current): the
        table's row and the seat's clock."""
        async with self.lock(str(await self.channel_of(table_id))):
            return await clocks.deciding(self, table_id, user_id, seat, token, moderator)

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

    async def wait_longer(self, table_id: int, user_id: str, seat: int, token: int, *, moderator: bool = False,
                          by: str = ""):
        return await clocks.wait_longer(self, table_id, user_id, seat, token, moderator=moderator, by=by)

    async def play_default(self, table_id: int, user_id: str, seat: int, token: int, *, moderator: bool = False):
        return await clocks.play_default(self, table_id, user_id, seat, token, moderator=moderator)

    # ---- takeback ---------------------------------------------------------------------------------------------------
    async def take_back(self, channel_id: str, user_id: str) -> takeback.TakenBack:
        return await takeback.take_back(self, channel_id, user_id)

    async def may_take_back(self, channel_id: str, user_id: str) -> bool:
        return await takeback.allowed(self, channel_id, user_id)

    # ---- the record of a game ---------------------------------------------------------------------------------------
    async def turns(self, row: TableRow, seat: int | None) -> list[history.Turn]:
        """The table's history as ``seat`` may see it, in turns (:mod:`bot.tables.history`)."""
        return await history.entries(self, row, seat)

    async def log_document(self, row: TableRow) -> dict:
        """The game's log as a replay file (``docs/log-format.md``)."""
        return await replay.log_document(self, row)

    async def replay_animation(self, row: TableRow, lang: str) -> tuple[bytes, int, int]:
        return await replay.animation(self, row, lang)

    async def records(self, guild_id: str | None, game: str | None = None, user_id: str | None = None):
        """A server's finished and abandoned games, or (no server) a player's anywhere (:mod:`bot.tables.stats`)."""
        return await stats.records(self, guild_id, game, user_id)

    async def tables_of(self, user_id: str, statuses=("active", "finished", "abandoned")) -> list[TableRow]:
        """The tables where ``user_id`` sits (without their states), newest first."""
        rows = {r.id: r for r in await self.db.tables_of_user(str(user_id), tuple(statuses))}
        return sorted(rows.values(), key=lambda r: (r.created_at, r.id), reverse=True)
