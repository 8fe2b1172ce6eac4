"""The rows the store hands out: a table and its seats, a waiting seat's clock, a vote. Plain data; every wing may
read them."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

COMPUTER = "computer:"  # a seat played by the seat filler has the user id ``computer:<seat>``


def is_computer(user_id: str) -> bool:
    return str(user_id).startswith(COMPUTER)


class TurnClock(NamedTuple):
    """The clock a waiting seat gets with a change (``Storage.commit_move``, ``start_table``, ``take_back``): when
    its wait started, when it is reminded and when its deadline passes (None: never), and whether a clock it already
    had starts again (``reset``) or runs on."""

    seat: int
    started: float
    remind_at: float | None
    deadline_at: float | None
    reset: bool


@dataclass
class Clock:
    """A waiting seat's clock."""

    table_id: int
    seat: int
    started_at: float
    remind_at: float | None
    reminders_sent: int
    deadline_at: float | None
    expired: bool


@dataclass
class Vote:
    id: int
    table_id: int
    kind: str
    seat: int | None
    user_id: str | None
    user_name: str | None
    proposer: str
    created_at: float
    expires_at: float
    status: str
    ballots: dict[str, bool]

    @property
    def yes(self) -> set[str]:
        return {u for u, y in self.ballots.items() if y}

    @property
    def no(self) -> set[str]:
        return {u for u, y in self.ballots.items() if not y}


@dataclass
class Seat:
    seat: int
    user_id: str
    name: str


@dataclass
class TableRow:
    id: int
    guild_id: str | None
    channel_id: str
    game: str
    options: dict
    owner_id: str
    lang: str
    status: str
    seed: int
    version: int
    actors: list[int]
    created_at: float
    updated_at: float
    seats: list[Seat] = field(default_factory=list)
    state_json: str | None = None
    turn_deadline: float | None = None  # seconds a seat may take over its turn (None: no deadline)
    paused_at: float | None = None      # when the table's clocks were stopped (None: they run)
    engine_version: int = 1             # the game's schema_version its log was recorded with
    idle_warned_at: float | None = None  # when the table was told it will be closed for being idle
    flags: dict = field(default_factory=dict)  # the table's own options (bot.tables.table_flags; {}: the defaults)
    pace: dict | None = None  # a time bank's rule (bot.tables.time_bank); None: the per-turn deadline

    def seat_of(self, user_id: str) -> int | None:
        for s in self.seats:
            if s.user_id == user_id:
                return s.seat
        return None

    def user_of(self, seat: int) -> str:
        return self.seats[seat].user_id

    def is_computer(self, seat: int) -> bool:
        """Is ``seat`` played by the seat filler (the computer)?"""
        return is_computer(self.seats[seat].user_id)

    def humans(self) -> list[int]:
        """The seats played by people."""
        return [s.seat for s in self.seats if not is_computer(s.user_id)]

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]
