"""Games that only computers play, to their end (the arena's matches, the tests' all-computer games).

The rules of some games let play go on forever, and players who never end it (e.g. Simurgh's one-move greedy
yardstick, placing on the Main Market and withdrawing again, SIM-5.2) would never stop. People would leave such a
table; computers playing alone are stopped instead, by the contract: after ``Rules.max_moves`` moves the game is
ended with ``Rules.STOP``, and its result is the game's rule-based end (``Rules.stopped_result``: the result as if
the game ended now). So a game that only computers play always ends, and always with a result.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from games.core.contract import STOP, Rules

#: ``decide(state, seat, k)``: the move ``seat`` plays in ``state`` (it must act there); ``k`` counts the moves so far.
Decide = Callable[[dict, int, int], str]


@dataclass
class Played:
    state: dict        # the final state (finished by the rules, or stopped at the cap)
    moves: int         # the moves the players made (the stop is not one of theirs)
    capped: bool       # True: stopped at the move cap (the result is the rule-based end)


def play_out(game: Rules, state: dict, decide: Decide, *, moves: int = 0, cap: int | None = None) -> Played:
    """Play ``state`` on to its end, the lowest seat that must act moving first (``moves``: those already made).
    At ``cap`` moves (default: the game's ``max_moves``) the game is stopped by its rule-based end."""
    cap = game.max_moves(state) if cap is None else cap
    while not game.is_over(state):
        seat = min(game.actors(state))
        if moves >= cap:
            state, _ = game.apply(state, seat, STOP)
            return Played(state, moves, True)
        state, _ = game.apply(state, seat, decide(state, seat, moves))
        moves += 1
    return Played(state, moves, False)
