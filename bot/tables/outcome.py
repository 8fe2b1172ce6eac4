"""What a command did, for an adapter to present: :class:`Outcome` (a move, a start, a game's end), the length of a
finished game (:class:`EndSummary`), a line of /mygames (:class:`MyGame`), and the reads' named results
(:class:`Snapshot`, :class:`MoveList`, :class:`HistoryPage`). Plain data, built by the table service."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from bot.store import TableRow
from games import registry
from games.core.contract import Event, Move, Result, Rules


@dataclass
class EndSummary:
    """How long a finished game took: its turns (a player's consecutive moves are one turn), the days from its first
    move to its last, and how long each seat made the table wait in all (the time before each of its moves)."""

    turns: int
    days: float
    waited: dict[int, float]

    @property
    def longest(self) -> int | None:
        return self.longest_of(self.waited)

    def longest_of(self, seats) -> int | None:
        """Who of ``seats`` made the table wait longest (the computer, which answers at once, is left out)."""
        waited = {s: w for s, w in self.waited.items() if s in set(seats)}
        return max(waited, key=lambda s: (waited[s], -s)) if waited else None


@dataclass
class Outcome:
    """What a command did, for an adapter to present."""

    table: TableRow
    state: dict | None = None
    seat: int | None = None              # who moved
    move: str | None = None
    events: list[Event] = field(default_factory=list)
    actors: list[int] = field(default_factory=list)     # who must act now
    ping: list[int] = field(default_factory=list)       # seats to ping: newly required to act (all at game end)
    private_changed: list[int] = field(default_factory=list)  # other seats whose private view changed
    result: Result | None = None
    duplicate: bool = False               # the same interaction was already applied; nothing changed now
    ping_everyone: bool = False           # the move concerns everyone (game end, new round): the mover is pinged too
    started: bool = False
    end: EndSummary | None = None         # the game's length and who took longest, on the move that ended it
    told_by_dm: list[int] = field(default_factory=list)  # seats of ``ping`` whose DM (their new view) told them
    handed_back: bool = False             # the mover's own move took their seat back from a vacation stand-in
    by_standin: bool = False              # the move was played by the mover's vacation stand-in (bot.tables.standin)
    standins: list[int] = field(default_factory=list)  # seats stand-ins play now: named with the mark, never pinged
    standin_opens: bool = False           # by_standin, and the first move of that stand-in's turn: its post says so

    @property
    def finished(self) -> bool:
        return bool(self.result and self.result.finished)

    @property
    def private_step(self) -> str:
        """What kind of move the table does not hear about yet, as the mover is told (``bot-<kind>`` in chat,
        ``bot-web-<kind>`` on the web): a step of their turn (``step-private``, told when the turn is complete) or a
        change of a hidden choice made beside others (``step-private-choice``, told when all have chosen)."""
        return "step-private-choice" if any(s != self.seat for s in self.actors) else "step-private"

    @property
    def announce(self) -> bool:
        """Worth a channel post: the game started or ended, someone new must act, or a public event that is not
        quiet (an unconfirmed step of a multi-step turn is answered to the mover alone)."""
        return (self.started or self.finished or bool(self.ping)
                or any(e.to is None and not e.quiet for e in self.events))

    @property
    def turn_done(self) -> bool:
        """A completed turn or a resolved simultaneous step: the game started or ended, someone new must act, or an
        event concerns everyone (``Event.ping_all``). Only such a move gets a channel post with the picture; any other
        announced move (a simultaneous submission, a public step inside a turn) is one short line."""
        return self.started or self.finished or bool(self.ping) or self.ping_everyone

    def game(self) -> Rules:
        return registry.get(self.table.game)


class MyGame(NamedTuple):
    """One of a user's tables for /mygames."""

    row: TableRow
    mine: bool                      # the user must act there now
    waiting: list[int]              # the seats the table waits for
    since: float | None             # when the earliest of them began their turn
    deadline: float | None          # the earliest turn deadline among them (None: none, or paused)
    post: tuple[str, str] | None    # (channel id, message id) of the latest picture post
    waited: float | None = None     # since when the table has waited for this user (their turn began); None: not


class Snapshot(NamedTuple):
    """A table as a read finds it: its row and its state (None for a lobby), or the view of one reader."""

    row: TableRow
    state: dict | None


class MoveList(NamedTuple):
    """A seat's legal moves at a table."""

    row: TableRow
    moves: list[Move]


class HistoryPage(NamedTuple):
    """A table's latest moves and what happened between them, as one reader may see them."""

    row: TableRow
    entries: list[dict]
