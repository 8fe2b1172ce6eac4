"""The seat filler: who plays a seat that the computer holds (filled in the lobby, or handed over when a player
left, was expelled or was replaced by the computer). One pluggable piece: the service is given a filler
(``TableService(filler=...)``). The bot and the console give it :class:`bot.tables.computer.ComputerPlayers` (the search
of ``games.ai`` at the seat's level, in worker processes); a bare service keeps :class:`DefaultPolicy`, the game's
own default move, which is instant and deterministic (tests of the absence machinery rely on it).
"""
from __future__ import annotations

from typing import Protocol

from games.core.contract import Rules


class SeatFiller(Protocol):
    name: str

    async def decide(self, game: Rules, state: dict, seat: int, level: str, seed: int) -> str | None:
        """A legal move for ``seat`` (which must act in ``state``), or None if it has none. It may take seconds and
        must not block the event loop; nothing is locked while it runs."""


class DefaultPolicy:
    name = "default"

    def choose(self, game: Rules, state: dict, seat: int) -> str | None:
        move = game.default_move(state, seat)
        if move is not None:
            return move
        for m in game.legal_moves(state, seat):
            if m.tokens[0] not in game.aside:
                return m.id
        return None

    async def decide(self, game: Rules, state: dict, seat: int, level: str, seed: int) -> str | None:
        return self.choose(game, state, seat)
