"""The seat filler: who plays a seat handed to the computer (a player left, was expelled, or was replaced by the
computer). One pluggable piece: the service is given a filler (``TableService(filler=...)``), and the computer
players of the AI issue drop in by implementing :class:`SeatFiller`.

Until then the filler is :class:`DefaultPolicy`: the game's own default move for the seat (``Game.default_move``,
the rules' forced pass or first choice), else the first legal move that is a choice of its own (never an ``undo``
kept aside). It is deterministic, so a restart replays to the same table.
"""
from __future__ import annotations

from typing import Protocol

from games.core.contract import Game


class SeatFiller(Protocol):
    name: str

    def choose(self, game: Game, state: dict, seat: int) -> str | None:
        """A legal move for ``seat`` (which must act in ``state``), or None if it has none."""


class DefaultPolicy:
    name = "default"

    def choose(self, game: Game, state: dict, seat: int) -> str | None:
        move = game.default_move(state, seat)
        if move is not None:
            return move
        for m in game.legal_moves(state, seat):
            if m.tokens[0] not in game.aside:
                return m.id
        return None
