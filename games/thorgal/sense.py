"""Thorgal's hints for the computer player (``games.ai``; declared as the game's ``Sense``): the team's progress
(:mod:`games.thorgal.progress`) and playouts that follow the heroes' goals (:mod:`games.thorgal.playout`)."""
from __future__ import annotations

from games.core.sense import Sense
from games.thorgal import playout, progress


def standing(state: dict) -> list[float]:
    """The team's progress towards its win, 0..1 for every seat: the story's worth read, the way to the next goal,
    the resources its cost asks for, the heroes' health, the adventure track and the rounds left, all read off the
    adventure's data."""
    return [progress.estimate(state)] * state["players"]


def sensible_moves(state: dict, seat: int, moves: list[str]) -> list[str]:
    """No fight against hopeless odds while something else may be done."""
    return progress.sensible(state, moves)


# playouts follow the heroes' goals, judged after 8 moves; a fight under way (or a decision it left) is played out
# before the hint judges the position; its turns are many small visible steps, each judged by the hint before a
# short search (6 virtual visits)
SENSE = Sense(standing=standing, playout_move=playout.choose, sensible_moves=sensible_moves,
              unsettled=playout.unsettled, playout_depth=8, prior_visits=6)
