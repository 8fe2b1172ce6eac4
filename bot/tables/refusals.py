"""A refused move told with who (issue 52): the game refuses in its own pure terms ("not your turn"); the table knows
the names, and says whose turn it is instead ("Teraz ruch ma bartek."). The rule ID stays on the error, for the
tests and the logs; players read the reason in words (:func:`bot.tables.present.error_text`)."""
from __future__ import annotations

from bot.store import TableRow
from games.core.contract import Rules
from games.core.errors import GameError


def told(err: GameError, row: TableRow, game: Rules, state: dict, seat: int | None) -> GameError:
    """``err`` as the player should read it at ``row``: "not your turn" (or a move refused to a seat that has none
    now) names who the table waits for."""
    idle = err.key == "core-err-unknown-move" and seat is not None and not game.legal_moves(state, seat)
    if err.key == "core-err-not-your-turn" or idle:
        names = [row.names[s] for s in sorted(game.actors(state)) if 0 <= s < len(row.names) and s != seat]
        if names:
            return GameError("core-err-turn-of", rule=err.rule, players=", ".join(names), n=len(names))
    return err


__all__ = ["told"]
