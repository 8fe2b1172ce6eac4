"""Seats changing hands during a game: a substitute takes over a seat (/replace), a player leaves (/leave) or is
expelled (/kick) and the seat filler (the computer) plays on, and the computer's turns themselves.

Who may do what: the seat's own player, the table's owner or a moderator act at once; the other players propose a vote
(:mod:`bot.tables.votes`), which the service carries out once it passes (``by_vote=True``). An expulsion by vote is
possible only after the player's turn deadline passed. Every change is logged in the table log, restarts the seat's turn
clock and keeps everything else of the seat (its hand, its score, its place in the turn order)."""
from __future__ import annotations

from dataclasses import dataclass, field

from bot.store import COMPUTER, Owed, TableRow, is_computer
from bot.tables import clocks, move_cap, standin, votes
from bot.tables.computer import MARK, level_of, seed_for
from bot.tables.parts import MAX_NAME, ServiceParts
from bot.tables.present import has_private
from games import registry
from games.core.contract import STOP, Event, Msg, P
from games.core.errors import GameError

MAX_COMPUTER_MOVES = 400  # moves the computer plays in one go (the rest at the loop's next pass)


@dataclass
class Handover:
    """A seat given to someone else (``new_user`` None: the computer)."""

    table: TableRow
    seat: int
    old_user: str | None          # None in a notice drawn from the outbox (its line needs the name alone)
    old_name: str
    new_user: str | None
    reason: str                   # replace | leave | kick
    by: str | None = None         # who did it (None: a vote)
    outcomes: list = field(default_factory=list)  # moves the computer then played


def computer_id(seat: int) -> str:
    return f"{COMPUTER}{seat}"


def seat_index(row: TableRow, seat: int) -> int:
    """A seat number as players count (1..n) to the index, or a refusal."""
    if not isinstance(seat, int) or not 1 <= seat <= len(row.seats):
        raise GameError("bot-err-unknown-seat", seat=seat, n=len(row.seats))
    return seat - 1


async def active(service: ServiceParts, channel_id: str) -> TableRow:
    row = await service.live(channel_id)
    if row.status != "active":
        raise GameError("bot-err-not-active")
    return row


def authority(row: TableRow, user_id: str, moderator: bool) -> bool:
    return moderator or str(user_id) == row.owner_id


async def hand_over(service: ServiceParts, row: TableRow, seat: int, new_user: str | None, new_name: str | None, *,
                    reason: str, by: str | None) -> Handover:
    """Give ``seat`` to ``new_user`` (None: the computer), the table's lock held. Checks the newcomer and keeps the
    seat's clock running for its new player when the seat must act."""
    old_user, old_name = row.seats[seat].user_id, row.seats[seat].name
    if new_user is None:
        if is_computer(old_user):
            raise GameError("bot-err-already-computer", player=old_name)
        user_id, name = computer_id(seat), (MARK + old_name)[:MAX_NAME]  # marked in every message
    else:
        user_id, name = str(new_user), (new_name or "?")[:MAX_NAME]
        if row.seat_of(user_id) is not None:
            raise GameError("bot-err-already-seated-other", player=name)
        await service.within_limits(user_id, creating=False)
    now = service.clock()
    game = registry.get(row.game)
    state = await service.game_state(row)
    clock = None
    if seat in game.actors(state):  # the newcomer's turn starts now, with their own reminder settings
        (mine,) = await clocks.clocks_for(service, row, [seat], now, {seat}, state, users={seat: user_id})
        clock = (mine.started, mine.remind_at, mine.deadline_at)
    owner = None
    if old_user == row.owner_id:
        others = [s.user_id for s in row.seats if s.seat != seat and not is_computer(s.user_id)]
        owner = user_id if new_user is not None else (others[0] if others else None)
    key = {"replace": "bot-log-replaced", "leave": "bot-log-left", "kick": "bot-log-kicked"}[reason]
    who = Msg("bot-computer") if new_user is None else name
    log = [Event(Msg(key, old=old_name, new=who, seat=seat + 1))]
    owed = []  # the newcomer's secrets by DM (its failure named in the line), then the line
    if new_user is not None and has_private(row, state, seat):
        owed.append(Owed("dm", {"seat": seat, "events": [], "tell": True}))
    # ``old_user``: who had the seat (an erase of their data finds the table by it: bot.tables.privacy)
    owed.append(Owed("notice", {"what": "handover", "seat": seat, "old_name": old_name, "new_user": new_user,
                                "old_user": old_user, "reason": reason}))
    await service.db.hand_over(row.id, seat, user_id, name, owner_id=owner, clock=clock, log=log,
                               version=row.version, now=now, owed=owed)
    fresh = await service.db.row(row.id, with_state=False)
    return Handover(fresh, seat, old_user, old_name, new_user, reason, by)


async def late(service: ServiceParts, row: TableRow, seat: int) -> None:
    """Refuse unless ``seat``'s turn deadline has passed (a vote to expel needs it)."""
    clock = await service.db.clock(row.id, seat)
    if clock is None or not (clock.expired or (clock.deadline_at is not None and
                                               clock.deadline_at <= service.clock())):
        raise GameError("bot-err-kick-not-late", player=row.names[seat])


class SeatChanges(ServiceParts):
    """The service's use cases about seats changing hands during a game (a mixin of
    :class:`~bot.tables.service.TableService`)."""

    async def replace(self, channel_id: str, user_id: str, seat: int, new_user: str | None, new_name: str | None, *,
                      moderator: bool = False, by_vote: bool = False):
        """/replace: ``seat`` (1..n) to ``new_user`` (None: the computer). Returns a :class:`Handover`, or the open
        :class:`bot.tables.votes.Ballot` when a player without authority proposed it."""
        async with self.lock(str(channel_id)):
            row = await active(self, channel_id)
            if not (by_vote or authority(row, user_id, moderator)) and row.seat_of(str(user_id)) is None:
                raise GameError("bot-err-not-seated")  # an outsider first hears that, not what is wrong with the seat
            index = seat_index(row, seat)
            if new_user is not None and row.seat_of(str(new_user)) is not None:
                raise GameError("bot-err-already-seated-other", player=(new_name or "?")[:MAX_NAME])
            if by_vote or authority(row, user_id, moderator) or row.seat_of(str(user_id)) == index:
                return await hand_over(self, row, index, new_user, new_name, reason="replace",
                                       by=None if by_vote else str(user_id))
            return await votes.propose_locked(self, row, user_id, "replace", seat=index, user=new_user,
                                              name=new_name)

    async def leave_game(self, channel_id: str, user_id: str) -> Handover | TableRow:
        """/leave during a game (after the player confirmed): the seat goes to the computer. The last person to leave
        ends the table instead (abandoned: nobody would be left to play with)."""
        async with self.lock(str(channel_id)):
            row = await active(self, channel_id)
            seat = self.seat_of(row, user_id)
            if row.humans() == [seat]:
                return await self.abandon_locked(row, Event(Msg("bot-log-last-left", player=P(seat))))
            return await hand_over(self, row, seat, None, None, reason="leave", by=str(user_id))

    async def expel(self, channel_id: str, user_id: str, target_id: str, substitute: str | None = None,
                    substitute_name: str | None = None, *, moderator: bool = False, by_vote: bool = False):
        """/kick during a game: the seat goes to ``substitute`` or the computer. The owner or a moderator at once; the
        other players by a vote, once the player's turn deadline has passed."""
        async with self.lock(str(channel_id)):
            row = await active(self, channel_id)
            if not (by_vote or authority(row, user_id, moderator)) and row.seat_of(str(user_id)) is None:
                raise GameError("bot-err-not-seated")  # an outsider first hears that, not why the kick would wait
            seat = row.seat_of(str(target_id))
            if seat is None:
                raise GameError("bot-err-target-not-seated")
            if str(target_id) == str(user_id):
                raise GameError("bot-err-kick-self")
            if substitute is not None and row.seat_of(str(substitute)) is not None:
                raise GameError("bot-err-already-seated-other", player=(substitute_name or "?")[:MAX_NAME])
            if by_vote or authority(row, user_id, moderator):
                return await hand_over(self, row, seat, substitute, substitute_name, reason="kick",
                                       by=None if by_vote else str(user_id))
            await late(self, row, seat)
            return await votes.propose_locked(self, row, user_id, "kick", seat=seat, user=substitute,
                                              name=substitute_name)

    async def play_computers(self, table_id: int) -> list:
        """Play every move the seat filler owes at a table, one after another; the outcomes are posted like any move.
        The filler plays the computer's seats and the seats of people whose vacation stand-in plays for them
        (:mod:`bot.tables.standin`, at the level they chose; each such move logged as the stand-in's). It thinks with no
        lock held (it may take seconds, in a worker process); its move is then applied under the table's lock only if
        the table has not moved meanwhile (and a stand-in still plays the seat), else it thinks again - so each move is
        played exactly once, even when two passes race or a restart interrupts a thought. One pass per table at a
        time: a second one returns at once (the first plays on). A table where only computers play ends at the game's
        move cap; stand-ins stop playing there (:mod:`bot.tables.move_cap`)."""
        if table_id in self.thinking:
            return []
        self.thinking.add(table_id)
        outcomes = []
        try:
            while len(outcomes) < MAX_COMPUTER_MOVES:
                row = await self.db.table(table_id, with_state=False)
                if row is None or row.status != "active":
                    break
                game = registry.get(row.game)
                state = await self.game_state(row)
                actors = sorted(game.actors(state))
                standins = await self.standin_seats(row)  # seat -> level, for people on a stand-in vacation
                for s in standins.keys() & set(actors):  # told when back if the stand-in leaves it waiting
                    await standin.hold_for_return(self, row, s)
                if standins and move_cap.standins_stop(row, game, state):
                    standins = {}  # at the move cap the stand-ins stop: the table waits for its people
                due = [s for s in actors if row.is_computer(s) or s in standins]
                if not due:
                    break
                seat = due[0]
                if move_cap.reached(row, game, state):  # only computers, at the game's move cap: it ends by its rules
                    move = STOP
                else:
                    level = standins.get(seat) or level_of(row.user_of(seat), self.settings.computer_level)
                    move = await self.filler.decide(game, state, seat, level, seed_for(row.seed, row.version, seat))
                if move is None:  # the filler found no move (a game left the seat without a legal one)
                    break
                async with self.lock(row.channel_id):
                    live = await self.db.table(table_id, with_state=False)
                    if live is None or live.version != row.version or live.status != "active":
                        continue  # someone moved while it thought: think again on the new table
                    mark = None
                    if seat in standins:
                        if not await standin.plays(self, live, seat):
                            continue  # the vacation ended or the player took the seat back meanwhile
                        mark = standin.interaction_id(live.id, live.version)
                    try:
                        outcome = await self.play_locked(live.channel_id, live.user_of(seat), move,
                                                         interaction_id=mark,
                                                         note=move_cap.note(live) if move == STOP else None)
                    except GameError:
                        break
                    if outcome.duplicate:  # already played at this version (never twice, never in a loop)
                        break
                    outcome.by_standin = mark is not None  # marked() then tells whether it opens the stand-in's turn
                    outcomes.append(await self.marked(outcome))
        finally:
            self.thinking.discard(table_id)
        return outcomes
