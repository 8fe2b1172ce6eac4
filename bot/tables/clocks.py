"""Turn clocks: every seat that must act has one, started when its turn began (a move by someone else never restarts
it). A clock gives the seat's reminders (the player's own settings: first after, repeat, how many, quiet hours,
vacation) and the table's turn deadline. When a deadline passes the table is told and the others choose: wait
longer, play the seat's default move (``Rules.default_move``), replace the player or expel them. A pause stops
every clock of the table; a vacation stops a player's reminders and moves their deadline past its end.

Everything lives in the database (``turn_clocks``), so reminders and deadlines survive restarts; the clock loops
ask for due ones (:func:`due_reminders`, :func:`due_deadlines`), which are counted in the transaction that writes
their notices to the outbox.
"""
from __future__ import annotations

from dataclasses import dataclass

from bot.store import Clock, Owed, TableRow, TurnClock, is_computer
from bot.tables import time_bank, votes
from bot.tables.parts import ServiceParts
from bot.tables.player_settings import OFF, PlayerSettings, parse_duration
from games import registry
from games.core.contract import Event, Msg, P
from games.core.errors import GameError

TIMER_LEASE = 120.0  # the default lease (Settings.timer_lease): a process holds a due timer this long while posting
MAX_DEFAULT_STEPS = 60  # a default turn of many steps (a multi-step turn) is played step by step, at most this many


@dataclass
class Reminder:
    """A reminder counted as sent (its notice is in the outbox, written in the same transaction)."""

    table: TableRow
    seat: int
    user_id: str
    clock: Clock
    settings: PlayerSettings
    hours: int = 1        # since the seat's turn began

    @property
    def last(self) -> bool:
        """This reminder is the player's last for the turn: the owner is told after it."""
        return self.clock.reminders_sent + 1 >= self.settings.count


@dataclass
class Expired:
    """A seat's turn deadline passed: the table is told and offered the choices."""

    table: TableRow
    seat: int
    clock: Clock
    hours: int = 1


def _hours(now: float, clock: Clock) -> int:
    return max(1, int((now - clock.started_at) // 3600))


async def claim(service: ServiceParts, kind: str, key: str) -> bool:
    """This process takes the due timer ``kind``/``key`` (False: another process has it, or it was posted)."""
    return await service.db.claim_timer(kind, key, service.instance, service.clock(), service.settings.timer_lease)


async def clocks_for(service: ServiceParts, row: TableRow, actors: list[int], now: float, reset: set[int],
                     state: dict | None, users: dict[int, str] | None = None,
                     banks: dict[int, float] | None = None) -> list[TurnClock]:
    """The turn clock of every seat that must act after a move or a start: a
    computer seat has neither reminders nor a deadline; a decision with a window is reminded at half of it
    (Thorgal TG-ASY-1) when that is sooner than the player's own first reminder. ``users``: seats about to change
    hands (seat -> the newcomer's user id). A table with a pace gives each seat its bank as its deadline: the
    stored one, or ``banks`` (the banks this move sets)."""
    pace = time_bank.pace_of(row)
    if pace is not None:
        banks = {**await service.db.banks(row.id), **(banks or {})}
    window = registry.get(row.game).decision_window(state) if state is not None else None
    user_of = {s: (users or {}).get(s, row.user_of(s)) for s in actors}
    prefs = await service.player_settings([u for u in user_of.values() if not is_computer(u)])
    out = []
    for seat in actors:
        if is_computer(user_of[seat]):
            out.append(TurnClock(seat, now, None, None, seat in reset))
            continue
        mine = prefs[user_of[seat]]
        wait = mine.delay if not window else min(mine.delay, window / 2)
        remind = now + wait if mine.reminders and mine.count > 0 else None
        if pace is not None:
            deadline = now + time_bank.bank_of(pace, banks or {}, seat)
        else:
            deadline = None if row.turn_deadline is None else now + row.turn_deadline
        out.append(TurnClock(seat, now, remind, deadline, seat in reset))
    return out


async def _whole_turn(service: ServiceParts, row: TableRow, seat: int) -> float:
    """A turn's whole time after a vacation: the table's deadline, or the seat's bank as its turn began."""
    pace = time_bank.pace_of(row)
    if pace is None:
        return row.turn_deadline or 0
    return time_bank.bank_of(pace, await service.db.banks(row.id), seat)


def stamp(clock: Clock) -> int:
    """What a deadline's buttons carry to be applied once: any decision (waiting longer, a default move, a new
    player) gives the seat a new deadline or a new clock, so a second press finds another stamp."""
    return int(clock.deadline_at if clock.deadline_at is not None else clock.started_at)


async def deciding_locked(service: ServiceParts, table_id: int, user_id: str, seat: int, token: int, moderator: bool
                   ) -> tuple[TableRow, Clock]:
    """The table and the absent seat's clock, if ``user_id`` may decide about it now (the table's lock held): the
    owner or a moderator at any time, another seated player once the deadline passed; never the seat's own player
    (who simply plays)."""
    row = await service.db.table(table_id, with_state=False)
    if row is None or row.status != "active":
        raise GameError("bot-err-not-active")
    if not 0 <= seat < len(row.seats):
        raise GameError("bot-err-unknown-seat", seat=seat + 1, n=len(row.seats))
    clock = await service.db.clock(row.id, seat)
    if clock is None or stamp(clock) != token or row.is_computer(seat):
        raise GameError("bot-err-deadline-handled")
    mine = row.seat_of(str(user_id))
    if mine == seat and not moderator:
        raise GameError("bot-err-own-deadline")
    if moderator or str(user_id) == row.owner_id:
        return row, clock
    if mine is None or row.is_computer(mine):
        raise GameError("bot-err-not-seated")
    if not clock.expired:
        raise GameError("bot-err-deadline-not-passed", player=row.names[seat])
    return row, clock


async def play_for(service: ServiceParts, row: TableRow, seat: int, *, note_key: str | None = "bot-ev-default",
                   chooser=None) -> list:
    """Play ``seat``'s moves while it must act, the table's lock held by the caller: ``chooser(game, state, seat)``
    picks each (default: the game's default move). Returns the outcomes; raises ``bot-err-no-default`` when not
    even the first move exists."""
    game = registry.get(row.game)
    outcomes = []
    for step in range(MAX_DEFAULT_STEPS):
        live = await service.db.table(row.id, with_state=False)
        if live is None or live.status != "active":
            break
        state = await service.game_state(live)
        if seat not in game.actors(state):
            break
        move = (chooser or _default)(game, state, seat)
        if move is None:
            if not outcomes:
                raise GameError("bot-err-no-default")
            break
        note = Event(Msg(note_key, player=P(seat))) if step == 0 and note_key else None
        outcomes.append(await service.play_locked(live.channel_id, live.user_of(seat), move, note=note))
    return outcomes


def _default(game, state: dict, seat: int) -> str | None:
    return game.default_move(state, seat)


async def _pause_or_resume(service: ServiceParts, channel_id: str, user_id: str, kind: str, moderator: bool):
    async with service.lock(str(channel_id)):
        row = await service.live(channel_id)
        if row.status != "active":
            raise GameError("bot-err-not-active")
        if not (moderator or str(user_id) == row.owner_id) and row.seat_of(str(user_id)) is None:
            raise GameError("bot-err-not-seated")  # an outsider first hears that, not whether the clocks stand
        if (row.paused_at is not None) == (kind == "pause"):
            raise GameError("bot-err-already-paused" if kind == "pause" else "bot-err-not-paused")
        if not (moderator or str(user_id) == row.owner_id):
            return await votes.propose_locked(service, row, user_id, kind)
        return await pause_or_resume_locked(service, row, kind)


async def pause_or_resume_locked(service: ServiceParts, row: TableRow, kind: str) -> TableRow:
    """Stop (``pause``) or start (``resume``) the table's clocks, the lock held (directly or by a passed vote)."""
    log = [Event(Msg(f"bot-log-{kind}d"))]
    change = service.db.pause if kind == "pause" else service.db.resume
    if not await change(row.id, service.clock(), log, row.version):
        raise GameError("bot-err-already-paused" if kind == "pause" else "bot-err-not-paused")
    return await service.db.row(row.id, with_state=False)


DEADLINE_CHOICES = ("12h", "24h", "48h", "72h", "7d", "off")


def split_options(raw: dict, default: float | None) -> tuple[dict, float | None]:
    """Separate the table's own option ``deadline`` (``12h``, ``3d``, ``off``) from the game's options."""
    raw = dict(raw)
    text = raw.pop("deadline", None)
    if text is None:
        return raw, default
    if str(text).strip().lower() in OFF:
        return raw, None
    return raw, parse_duration(str(text), "deadline")


class TurnClocks(ServiceParts):
    """The service's use cases about turn clocks: reminders, deadlines and what they open, the pause (a mixin of
    :class:`~bot.tables.service.TableService`)."""

    async def due_reminders(self) -> list[Reminder]:
        """Every reminder due now, each counted as sent in the transaction that writes its notice to the outbox (and,
        after the player's last one, the owner's notice with the deadline's choices): a reminder is told once across
        processes and crashes. One that falls in its player's quiet hours or vacation is moved to when they end (and not
        returned); a computer seat is never reminded."""
        now = self.clock()
        out = []
        for clock in await self.db.due_reminder_clocks(now):
            row = await self.db.table(clock.table_id, with_state=False)
            if row is None or clock.seat >= len(row.seats) or row.is_computer(clock.seat):
                await self.db.set_remind_at(clock.table_id, clock.seat, clock.started_at, None)
                continue
            user_id = row.user_of(clock.seat)
            mine = (await self.player_settings([user_id]))[user_id]
            if not mine.reminders or clock.reminders_sent >= mine.count:
                await self.db.set_remind_at(clock.table_id, clock.seat, clock.started_at, None)
                continue
            allowed = mine.next_allowed(now)
            if allowed > now:
                await self.db.set_remind_at(clock.table_id, clock.seat, clock.started_at, allowed)
                continue
            reminder = Reminder(row, clock.seat, user_id, clock, mine, _hours(now, clock))
            owed = [Owed("notice", {"what": "reminder", "seat": clock.seat, "user": user_id, "hours": reminder.hours,
                                    "where": mine.where})]
            owner = row.seat_of(row.owner_id)
            if reminder.last and owner is not None and owner != clock.seat and not row.is_computer(owner):
                owed.append(Owed("notice", {"what": "owner-told", "seat": clock.seat, "hours": reminder.hours,
                                            "n": mine.count, "token": stamp(clock)}))
            nxt = None if reminder.last else now + mine.repeat
            if await self.db.count_reminder(row.id, clock.seat, clock.started_at, clock.reminders_sent, nxt, owed,
                                            row.version, now):
                out.append(reminder)
        return out

    async def due_deadlines(self) -> list[Expired]:
        """Every seat whose turn deadline passed, marked as passed in the transaction that writes the table's notice
        with the choices to the outbox (each told once). A player on vacation gets their deadline moved to the end of
        the vacation plus the table's deadline instead."""
        now = self.clock()
        out = []
        for clock in await self.db.due_deadline_clocks(now):
            row = await self.db.table(clock.table_id, with_state=False)
            if row is None or clock.seat >= len(row.seats) or row.is_computer(clock.seat):
                continue
            user_id = row.user_of(clock.seat)
            mine = (await self.player_settings([user_id]))[user_id]
            after = (mine.vacation_until + await _whole_turn(self, row, clock.seat)
                     if mine.vacation_until is not None else None)
            # a deadline that fell in the vacation moves past its end, also when no pass ran during it (the bot was
            # down, or a test's clock jumped over it): only then is the player late
            fell_in = mine.on_vacation(now) or (clock.deadline_at or now) < (mine.vacation_until or 0)
            if after is not None and after > now and fell_in:
                await self.db.set_deadline_at(row.id, clock.seat, clock.started_at, after)
                continue
            expired = Expired(row, clock.seat, clock, _hours(now, clock))
            owed = [Owed("notice", {"what": "deadline", "seat": clock.seat, "hours": expired.hours,
                                    "token": stamp(clock)})]
            if await self.db.mark_expired(row.id, clock.seat, clock.started_at, owed, row.version, now,
                                          user_id=user_id):
                out.append(expired)
        return out

    async def wait_longer(self, table_id: int, user_id: str, seat: int, token: int, *,
                          moderator: bool = False, by: str = "") -> TableRow:
        """Give an absent player one more deadline from now (the table's, or a day when it has none); the table is told
        who waited (``by``: their name)."""
        channel = await self.channel_of(table_id)
        async with self.lock(str(channel)):
            row, clock = await deciding_locked(self, table_id, user_id, seat, token, moderator)
            now = self.clock()
            more = time_bank.wait_longer_time(row)
            owed = [Owed("notice", {"what": "waited", "seat": seat, "by": by, "time": more})]
            if not await self.db.extend_deadline(row.id, seat, clock.started_at, now + more,
                                                 [Event(Msg("bot-log-waited", player=P(seat)))], owed, row.version,
                                                 now):
                raise GameError("bot-err-deadline-handled")
            return row

    async def play_default(self, table_id: int, user_id: str, seat: int, token: int, *,
                           moderator: bool = False) -> list:
        """Skip an absent player: their seat's default move (``Rules.default_move``) through the normal move path,
        step after step while the seat still must act (a turn of several steps), logged as played by the clock. The
        first move restarts the seat's clock, so a second press finds another stamp."""
        channel = await self.channel_of(table_id)
        async with self.lock(str(channel)):
            row, _clock = await deciding_locked(self, table_id, user_id, seat, token, moderator)
            return await play_for(self, row, seat)

    async def pause(self, channel_id: str, user_id: str, *, moderator: bool = False):
        """/pause: stop the table's clocks (reminders, deadlines, decision windows); moves stay possible. The owner or
        a moderator at once; a player proposes it to everyone (returns the open :class:`bot.tables.votes.Ballot`)."""
        return await _pause_or_resume(self, channel_id, user_id, "pause", moderator)

    async def resume(self, channel_id: str, user_id: str, *, moderator: bool = False):
        """/resume: the clocks run again, each due time moved on by the time it stood still."""
        return await _pause_or_resume(self, channel_id, user_id, "resume", moderator)
