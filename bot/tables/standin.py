"""A stand-in while you are away (issue 30): during a player's vacation the computer plays their turns at the level
they chose (``/settings vacation:7d standin:normal``), so the table keeps a real opponent at 2 a.m.

- **Who.** A seat is played by its stand-in while its player is on vacation, has chosen a stand-in
  (``PlayerSettings.standin``: easy, normal or hard) and has not taken the seat back at this table during this
  vacation (``PlayerSettings.standin_back``). :func:`seats` answers it for a table.
- **How.** Exactly like a computer seat (:func:`bot.tables.seats.play_computers`): the seat filler thinks with no
  lock held, from the seat's own view (``games.ai`` samples what the seat cannot see with ``hidden_twin``, so it
  never plays on a secret the player could not know), and the move is applied under the table's lock only if the
  table has not moved and the stand-in still plays the seat; so it is played exactly once, across restarts too (the
  clock loop finds the tables where a stand-in owes a move: :func:`filler_turns`).
- **The mark.** A stand-in's move carries the interaction id ``standin:<table>:<version>`` (:func:`interaction_id`):
  the history marks its turn (:mod:`bot.tables.history`), the channel post names the stand-in, and a takeback
  refuses it like a move the clock played (it is not the player's own).
- **Never pinged.** A seat its stand-in plays is never pinged nor sent its new secrets; the post names it with the
  mark ("alice (🤖 stand-in)") and is silent when it pings nobody else.
- **Hand back.** When the vacation ends the stand-in stops; a seat still waiting then is told once, by its reminder,
  which is held until the vacation's end (:func:`hold_for_return`, the vacation's usual way). A move of the
  player's own at a table during the vacation takes that seat back for the rest of it (:func:`own_move`); the
  answer to that move says so once. A new vacation starts with every seat played again.
- **The move cap.** Stand-ins never end a game with people at it: at the game's move cap they stop playing
  (``bot.tables.move_cap.standins_stop``) and the table waits for its people with their normal deadlines.
"""
from __future__ import annotations

import dataclasses

from bot.store import TableRow
from bot.tables.outcome import Outcome
from bot.tables.parts import ServiceParts
from bot.tables.player_settings import OFF, STANDIN_LEVELS, PlayerSettings, level_name, parse_duration
from games.core.errors import GameError

PREFIX = "standin:"


def interaction_id(table_id: int, version: int) -> str:
    """The id a stand-in's move is logged with: at most one stand-in move per table version (the history's mark)."""
    return f"{PREFIX}{int(table_id)}:{int(version)}"


def table_mark(table_id: int) -> str:
    """What every stand-in move of table ``table_id`` is logged with first (the stats look for it)."""
    return f"{PREFIX}{int(table_id)}:"


def is_standin(interaction: str | None) -> bool:
    """Was the move logged with ``interaction`` played by a stand-in?"""
    return str(interaction or "").startswith(PREFIX)


def parse_level(text: str) -> str | None:
    """``off`` (None) or a level: ``easy``/``normal``/``hard`` or their Polish names (łatwy, średni, trudny)."""
    word = (text or "").strip().lower()
    if word in OFF:
        return None
    word = level_name(word)
    if word not in STANDIN_LEVELS:
        raise GameError("bot-err-standin-level", level=word[:20], known=", ".join(STANDIN_LEVELS))
    return word


def changes(now: float, vacation: str | None, standin: str | None) -> dict:
    """The settings a ``vacation``/``standin`` pair as typed changes (checked; ``None``: not given). A vacation set
    or ended starts afresh: every table's seat goes to the stand-in again."""
    out: dict = {}
    if vacation is not None:
        off = vacation.strip().lower() in OFF
        out["vacation_until"] = None if off else now + parse_duration(vacation, "vacation")
        out["standin_back"] = ()
    if standin is not None:
        out["standin"] = parse_level(standin)
    return out


async def plays(service: ServiceParts, row: TableRow, seat: int) -> bool:
    """Is ``seat`` of ``row`` played by its stand-in now?"""
    return seat in await service.standin_seats(row)


async def filler_due(service: ServiceParts, row: TableRow, actors) -> bool:
    """Must the seat filler play at ``row`` now: a computer seat, or a seat its stand-in plays, among ``actors``?"""
    if row.status != "active":
        return False
    if any(row.is_computer(s) for s in actors):
        return True
    standins = await service.standin_seats(row)
    return any(s in standins for s in actors)


async def tables_for(service: ServiceParts, user_id: str) -> list[TableRow]:
    """The running tables where ``user_id``'s stand-in plays now (what /settings tells them)."""
    now = service.clock()
    mine = (await service.player_settings([str(user_id)]))[str(user_id)]
    rows = await service.db.tables_of_user(str(user_id), ("active",))
    return sorted((r for r in rows if mine.standin_plays(r.id, now)), key=lambda r: r.id)


async def own_move(service: ServiceParts, outcome: Outcome, user_id: str) -> Outcome:
    """After a move ``user_id`` made by their own hand (the table's lock held): during a stand-in vacation the seat
    is theirs again at this table for the rest of the vacation (``outcome.handed_back`` tells the answer to say it
    once). The outcome learns which seats stand-ins play (:func:`marked`)."""
    row = outcome.table
    if outcome.duplicate or outcome.seat is None or row.seat_of(str(user_id)) != outcome.seat:
        return await service.marked(outcome)  # a press applied before, or a move made for someone else (a proxy)
    mine = (await service.player_settings([str(user_id)]))[str(user_id)]
    if mine.standin_plays(row.id, service.clock()):
        await service.set_player_settings(str(user_id), dataclasses.replace(
            mine, standin_back=(*mine.standin_back, int(row.id))))
        outcome.handed_back = True
    return await service.marked(outcome)


async def opens_turn(service: ServiceParts, table_id: int, version: int, seat: int) -> bool:
    """Does the stand-in's move that took table ``table_id`` to ``version`` open a turn of its own, i.e. was the
    move before it not the same seat's stand-in's? The post of that move alone carries the line "🤖 The stand-in
    plays for alice.", once per turn as history shows it (a turn of several public steps repeats it never)."""
    before = await service.db.move_by_interaction(interaction_id(table_id, version - 2)) if version > 2 else None
    return before is None or before["seat"] != seat


async def hold_for_return(service: ServiceParts, row: TableRow, seat: int) -> None:
    """A seat its stand-in plays is waiting: its reminder is due at the vacation's end at the latest, so a seat the
    stand-in leaves waiting (at the move cap, or when the vacation ends first) tells its player once when they
    are back (the reminder's own once-only machinery; the vacation holds it until then)."""
    clock = await service.db.clock(row.id, seat)
    if clock is None or clock.remind_at is None:
        return  # nothing waits, or the player turned their reminders off
    until = (await service.player_settings([row.user_of(seat)]))[row.user_of(seat)].vacation_until
    if until is not None and clock.remind_at > until:
        await service.db.set_remind_at(row.id, seat, clock.started_at, until)


async def played_by_standin(service: ServiceParts, table_id: int, version: int) -> bool:
    """Was the move that took table ``table_id`` to ``version`` played by a stand-in?"""
    return version > 1 and await service.db.move_by_interaction(interaction_id(table_id, version - 1)) is not None


def away_lines(mine: PlayerSettings, rows: list[TableRow], lang: str, now: float, where) -> list[str]:
    """What /settings says of the stand-in (the reader's ``lang``): its level, and during a vacation the tables
    where it plays (``where(row)``: how the adapter names a table's channel)."""
    from bot.tables.present import game_title, t

    if mine.standin is None:
        return []
    lines = [t(lang, "bot-settings-standin", level=t(lang, f"bot-level-{mine.standin}"))]
    if mine.on_vacation(now):
        if rows:
            lines.append(t(lang, "bot-standin-tables", count=len(rows), tables=", ".join(
                t(lang, "bot-standin-table", game=game_title(r.game, lang), channel=where(r)) for r in rows)))
        else:
            lines.append(t(lang, "bot-standin-tables-none"))
    return lines


class StandIns(ServiceParts):
    """The service's use cases about vacation stand-ins (a mixin of :class:`~bot.tables.service.TableService`)."""

    async def standin_seats(self, row: TableRow, now: float | None = None) -> dict[int, str]:
        """seat -> the level of the stand-in that plays it now, for every person at ``row`` on a stand-in vacation."""
        now = self.clock() if now is None else now
        people = [s for s in row.seats if not row.is_computer(s.seat)]
        prefs = await self.player_settings([s.user_id for s in people])
        return {s.seat: level for s in people
                if (level := prefs[s.user_id].standin) and prefs[s.user_id].standin_plays(row.id, now)}

    async def computer_turns(self) -> list[int]:
        """Tables where the seat filler owes a move (the clock loop's pass): a computer seat must act, or a seat its
        stand-in plays (e.g. a thought cut short by a restart)."""
        out = list(await self.db.computer_turns())
        now = self.clock()
        for user_id, data in (await self.db.standin_settings()).items():
            mine = PlayerSettings.from_json(data)
            if not mine.on_vacation(now):
                continue
            for row in await self.db.tables_of_user(user_id, ("active",)):
                seat = row.seat_of(user_id)
                if seat is not None and seat in row.actors and mine.standin_plays(row.id, now) and row.id not in out:
                    out.append(row.id)
        return out

    async def set_away(self, user_id: str, changed: dict) -> tuple[PlayerSettings, list[TableRow]]:
        """Save the vacation and stand-in ``changed`` (from :func:`changes`, with any other settings) and return the
        player's settings and the tables where the stand-in now plays. The adapter then lets the filler play at those
        where the seat is due (at once, not at the clock's next pass)."""
        user_id = str(user_id)
        mine = (await self.player_settings([user_id]))[user_id]
        if changed:
            mine = dataclasses.replace(mine, **changed)
            await self.set_player_settings(user_id, mine)
        return mine, await tables_for(self, user_id)

    async def marked(self, outcome: Outcome, *, version: int | None = None) -> Outcome:
        """``outcome`` with the seats stand-ins play now (``standins``: named with the mark, never pinged) and, given
        the post's ``version``, whether a stand-in played its move (``by_standin``)."""
        outcome.standins = sorted(await self.standin_seats(outcome.table))
        if version is not None:
            outcome.by_standin = await played_by_standin(self, outcome.table.id, version)
        if outcome.by_standin and outcome.seat is not None:
            at = outcome.table.version if version is None else version
            outcome.standin_opens = await opens_turn(self, outcome.table.id, at, outcome.seat)
        return outcome
