"""The move cap of a table where only computers play (issue 26): such a table always ends.

The rules of some games let play go on forever (Simurgh's place-and-withdraw, SIM-5.2); people would leave such a
game, computers playing alone never would. So once every seat is a computer and the table has made the game's
move cap (``Rules.max_moves``, a generous multiple of a long game), the computer due to move plays the contract's
:data:`~games.core.contract.STOP` instead: logged like any move (a replay ends alike), it ends the game by its
rule-based end (``Rules.stopped_result``: the result as if the game ended now; a cooperative team loses). The table
then finishes like any other: the result post, stats (computers are never rated). A table with a person at it is
never capped: people end a game that goes nowhere with /abandon.

A vacation stand-in (:mod:`bot.tables.standin`) counts as a person here: it never ends a game. At the move cap it
stops playing instead (:func:`standins_stop`), and the table waits for its people with their normal deadlines (the
vacation moves them past its end); so a table of computers and stand-ins alone never loops forever either.
"""
from __future__ import annotations

from bot.store import TableRow
from games.core.contract import STOP, Event, Msg, Rules
from games.core.errors import GameError


def moves_made(row: TableRow) -> int:
    """The moves in the table's log (move n takes the table from version n to n + 1)."""
    return row.version - 1


def reached(row: TableRow, game: Rules, state: dict) -> bool:
    """Must the game be stopped now: every seat is a computer, and the table has made the game's move cap?"""
    return not row.humans() and moves_made(row) >= game.max_moves(state)


def standins_stop(row: TableRow, game: Rules, state: dict) -> bool:
    """Have the stand-ins stopped playing at this table: it has made the game's move cap?"""
    return moves_made(row) >= game.max_moves(state)


def check(row: TableRow, game: Rules, state: dict, move_id: str) -> None:
    """Refuse :data:`STOP` unless the table must stop now: it is never a player's move."""
    if move_id == STOP and not reached(row, game, state):
        raise GameError("core-err-unknown-move", move=STOP)


def note(row: TableRow) -> Event:
    """The line that says why the game ends (before the stop's own events)."""
    return Event(Msg("bot-log-move-cap", moves=moves_made(row)))
