"""Votes of a table's players: hand a seat to someone else (``replace``), expel a player (``kick``), abandon the game
(``abandon``), stop or start the clocks (``pause`` / ``resume``).

The electorate is the seated people (never the computer's seats), without the player a replace or kick concerns.
A replace or a kick passes by a majority of them; an abandon, a pause or a resume needs everyone. The proposer's
own ballot is a yes; each voter has one ballot (the database refuses a second); a vote is decided as soon as its
result is certain and then applied through the same functions as a direct command (``by_vote=True``). It expires
after the table's turn deadline (two days when the table has none). Votes live in the database, so a vote in
progress survives a restart.
"""
from __future__ import annotations

from dataclasses import dataclass

from bot.store import Conflict, Owed, TableRow, Vote
from bot.tables.parts import ServiceParts
from games.core.contract import Event, Msg
from games.core.errors import GameError

KINDS = ("replace", "kick", "abandon", "pause", "resume")
MAJORITY = ("replace", "kick")
DEFAULT_EXPIRY = 48 * 3600.0


@dataclass
class Ballot:
    """A vote and where it stands after a proposal or a ballot: ``status`` open / passed / failed / expired;
    ``applied``: what the passed vote did (a Handover, a TableRow...)."""

    table: TableRow
    vote: Vote
    status: str
    electorate: list[int]
    applied: object = None
    reason: GameError | None = None  # why a passed vote could not be applied after all

    @property
    def needed(self) -> int:
        return needed(self.vote.kind, len(self.electorate))

    @property
    def question(self) -> Msg:
        """The vote's question in words (:func:`describe`)."""
        return describe(self.table, self.vote)


def electorate(row: TableRow, vote_kind: str, seat: int | None) -> list[int]:
    return [s for s in row.humans() if not (vote_kind in MAJORITY and s == seat)]


def needed(kind: str, voters: int) -> int:
    return voters // 2 + 1 if kind in MAJORITY else voters


def tally(row: TableRow, vote: Vote) -> tuple[str, list[int]]:
    voters = electorate(row, vote.kind, vote.seat)
    ids = {row.user_of(s) for s in voters}
    yes = len(vote.yes & ids)
    no = len(vote.no & ids)
    need = needed(vote.kind, len(voters))
    if yes >= need:
        return "passed", voters
    if len(voters) - no < need:
        return "failed", voters
    return "open", voters


async def propose_locked(service: ServiceParts, row: TableRow, user_id: str, kind: str, *, seat: int | None = None,
                         user: str | None = None, name: str | None = None) -> Ballot:
    """Open a vote (the table's lock held) with the proposer's yes; decided at once if that is enough."""
    mine = row.seat_of(str(user_id))
    if mine is None or row.is_computer(mine):
        raise GameError("bot-err-not-seated")
    if kind in MAJORITY and mine == seat:
        raise GameError("bot-err-vote-own-seat")
    now = service.clock()
    expires = now + (row.turn_deadline or DEFAULT_EXPIRY)
    try:
        vote_id = await service.db.open_vote(row.id, kind, seat=seat, user_id=None if user is None else str(user),
                                             user_name=name, proposer=str(user_id), now=now, expires_at=expires,
                                             post_at_version=row.version)
    except Conflict:
        raise GameError("bot-err-vote-open") from None
    opened = await service.db.vote(vote_id)
    assert opened is not None  # (just written; votes are never deleted)
    return await _settle(service, row, opened)


async def _settle(service: ServiceParts, row: TableRow, vote: Vote) -> Ballot:
    status, voters = tally(row, vote)
    ballot = Ballot(row, vote, status, voters)
    if status == "open":
        return ballot
    now = service.clock()
    key = "bot-log-vote-passed" if status == "passed" else "bot-log-vote-failed"
    if not await service.db.close_vote(vote.id, status, [Event(Msg(key, what=describe(row, vote)))], row.id,
                                       row.version, now):
        ballot.status = "open"  # closed by someone else meanwhile: nothing more to do here
        return ballot
    if status == "passed":
        try:
            ballot.applied = await service.carry_out(row, vote)
        except GameError as err:  # the table changed since (e.g. the seat was handed over already)
            ballot.reason = err
        ballot.table = await service.db.row(row.id, with_state=False)
    return ballot


def describe(row: TableRow, vote: Vote) -> Msg:
    """The vote's question in words, e.g. "hand Bob's seat to Carol"."""
    if vote.kind in MAJORITY:
        who = Msg("bot-computer") if vote.user_id is None else (vote.user_name or "?")
        player = row.names[vote.seat] if vote.seat is not None else "?"  # a seat vote always names its seat
        return Msg(f"bot-vote-what-{vote.kind}", player=player, new=who)  # the name at the time
    return Msg(f"bot-vote-what-{vote.kind}")


class Voting(ServiceParts):
    """The service's use cases about votes (a mixin of :class:`~bot.tables.service.TableService`)."""

    async def cast_vote(self, table_id: int, vote_id: int, user_id: str, yes: bool) -> Ballot:
        """One player's ballot; the vote is applied or closed as soon as its result is certain."""
        row = await self.db.table(table_id, with_state=False)
        if row is None:
            raise GameError("bot-err-no-table")
        async with self.lock(row.channel_id):
            row = await self.db.row(table_id, with_state=False)
            vote = await self.db.vote(vote_id)
            if vote is None or vote.table_id != table_id:
                raise GameError("bot-err-vote-closed")
            if vote.status != "open":
                raise GameError("bot-err-vote-closed")
            voters = electorate(row, vote.kind, vote.seat)
            mine = row.seat_of(str(user_id))
            if mine is None or mine not in voters:
                raise GameError("bot-err-not-voter")
            if not await self.db.cast(vote_id, str(user_id), yes):
                raise GameError("bot-err-voted-already")
            counted = await self.db.vote(vote_id)
            assert counted is not None  # (votes are never deleted)
            return await _settle(self, row, counted)

    async def expire_votes(self) -> list[Ballot]:
        """Close every vote whose time ran out (each told once)."""
        out = []
        for vote in await self.db.expired_votes(self.clock()):
            row = await self.db.row(vote.table_id, with_state=False)
            log = [Event(Msg("bot-log-vote-expired", what=describe(row, vote)))]
            owed = [Owed("notice", {"what": "vote", "vote": vote.id})]
            if await self.db.close_vote(vote.id, "expired", log, row.id, row.version, self.clock(), owed):
                out.append(Ballot(row, vote, "expired", electorate(row, vote.kind, vote.seat)))
        return out
