"""Paces (issue 56): a table keeps time by a per-turn deadline (the default, ``deadline``) or by a **time bank** per
seat, as Board Game Arena and Rally the Troops do. A bank starts at the pace's ``start``; a waiting seat's deadline is
its turn's start plus its bank; when its turn ends, what was left plus the pace's ``add`` is its bank, up to ``cap``.
A step inside a turn (the same seat goes on, nobody else was told) carries what is left without adding.

Everything that moves a deadline moves the bank the same way, since the bank left is read off the deadline: a pause
(its clocks stand still; the resume moves them on) and a vacation (the deadline moves past its end, the bank whole
again, as a per-turn deadline is whole again). A bank that runs out is a passed deadline, with the same choices
(wait longer, the default move, a stand-in, the vote to expel). A takeback leaves the banks as they are: the time of
a taken-back move stays spent, its ``add`` stays earned (a takeback needs the others' consent).

Named paces, by how often a seat is expected to move: ``fast`` (several moves a day), ``steady`` (about one a day)
and ``relaxed`` (a few a week); ``3d+12h/5d`` is a custom one (start + add / cap).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from bot.store import Clock, TableRow
from bot.tables.player_settings import DAY, HOUR, OFF, parse_duration
from games.core.errors import GameError

MINUTE = 60.0


@dataclass(frozen=True)
class Pace:
    start: float  # seconds each seat's bank starts with
    add: float    # seconds each of its turns adds
    cap: float    # the most a bank holds

    def to_json(self) -> dict:
        return {"start": self.start, "add": self.add, "cap": self.cap}

    @classmethod
    def from_json(cls, doc: dict) -> Pace:
        return cls(float(doc["start"]), float(doc["add"]), float(doc["cap"]))


PACES: dict[str, Pace] = {
    "fast": Pace(1 * DAY, 4 * HOUR, 2 * DAY),
    "steady": Pace(3 * DAY, 12 * HOUR, 5 * DAY),
    "relaxed": Pace(7 * DAY, 1 * DAY, 14 * DAY),
}
DEADLINE = "deadline"  # the option's value for the per-turn deadline
PACE_CHOICES = (DEADLINE, *PACES)
#: the Polish names a player may type (and without diacritics)
ALIASES = {"termin": DEADLINE, "szybkie": "fast", "szybko": "fast", "równe": "steady", "rowne": "steady",
           "spokojne": "relaxed", "spokojnie": "relaxed"}
MAX_BANK = 60 * DAY
_CUSTOM = re.compile(r"^\s*([^+/\s]+)\s*\+\s*([^+/\s]+)\s*/\s*([^+/\s]+)\s*$")


def parse_pace(text: str) -> Pace | None:
    """``deadline`` (or off): None, the per-turn deadline; a named pace; or ``start+add/cap`` (``3d+12h/5d``)."""
    word = str(text).strip().lower()
    word = ALIASES.get(word, word)
    if word == DEADLINE or word in OFF:
        return None
    if word in PACES:
        return PACES[word]
    m = _CUSTOM.match(word)
    if m is None:
        raise GameError("bot-err-pace", text=str(text), names=", ".join(PACE_CHOICES))
    first, plus, most = m.groups()
    start, cap = parse_duration(first, "pace"), parse_duration(most, "pace")
    add = 0.0 if plus in OFF else parse_duration(plus, "pace")  # "3d+0/3d": one bank for the whole game
    if not start <= cap <= MAX_BANK:
        raise GameError("bot-err-pace-cap", start=bank_text(start), cap=bank_text(cap))
    return Pace(start, add, cap)


def pace_of(row: TableRow) -> Pace | None:
    return None if row.pace is None else Pace.from_json(row.pace)


def pace_name(pace: Pace) -> str | None:
    """The pace's name (``steady``), or None for a custom one."""
    return next((name for name, p in PACES.items() if p == pace), None)


def bank_of(pace: Pace, banks: dict[int, float], seat: int) -> float:
    """``seat``'s bank between its turns (a seat that has not played yet has the start)."""
    return banks.get(seat, pace.start)


def left_now(row: TableRow, clock: Clock, now: float) -> float:
    """What is left of a waiting seat's bank now: its deadline less the time that ran; a paused table's time stood
    still at the pause (or at the turn's start, for a turn that began during it)."""
    if clock.deadline_at is None:
        return 0.0
    ran_to = now if row.paused_at is None else max(row.paused_at, clock.started_at)
    return max(0.0, clock.deadline_at - ran_to)


def after_turn(pace: Pace, left: float) -> float:
    """The bank after a turn that left ``left`` of it."""
    return min(pace.cap, left + pace.add)


def wait_longer_time(row: TableRow) -> float:
    """The time "wait longer" gives an absent player: the table's deadline, the pace's ``add``, or else a day."""
    pace = pace_of(row)
    if pace is not None:
        return pace.add or DAY
    return row.turn_deadline or DAY


def bank_text(seconds: float) -> str:
    """A bank as a player reads it, rounded down: ``2 d 4 h``, ``5 h``, ``40 min`` (the same in both languages)."""
    seconds = max(0, int(seconds))
    days, rest = divmod(seconds, int(DAY))
    hours, rest = divmod(rest, int(HOUR))
    if days:
        return f"{days} d {hours} h" if hours else f"{days} d"
    if hours:
        return f"{hours} h"
    return f"{rest // int(MINUTE)} min"


async def banks_after_move(service, row: TableRow, seat: int, before: set[int], after: list[int], turn_over: bool,
                           now: float) -> dict[int, float]:
    """The banks of the seats whose time stops with this move (seat -> seconds), for the move's transaction: each
    seat that no longer acts, and the mover; the mover's turn ``turn_over`` adds the pace's ``add``, a step inside
    it carries what was left."""
    pace = pace_of(row)
    if pace is None:
        return {}
    stopped = (before - set(after)) | ({seat} & before)
    out = {}
    for s in sorted(stopped):
        if row.is_computer(s):
            continue
        clock = await service.db.clock(row.id, s)
        if clock is None:
            continue
        left = left_now(row, clock, now)
        out[s] = after_turn(pace, left) if (s != seat or turn_over) else left
    return out
