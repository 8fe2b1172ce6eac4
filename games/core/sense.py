"""A game's sense: the optional hints that help the computer player (``games.ai``) play it well.

A game declares one :class:`Sense` (``Rules.sense``), built from its own functions (usually a ``sense`` module). None
is ever needed for correctness: without a hint the computer plays every position on to the end and draws its
playout moves at random. Every hook reads only what its seat may see or what a world sampled by ``hidden_twin`` holds.

The arena's bookkeeping of how a game's sense plays (its versions) is the arena's (``bot/ops/arena_plan.json``).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["NO_SENSE", "Sense"]


def _no_standing(state: dict) -> list[float] | None:
    return None


def _no_policy(state: dict, seat: int, moves: list[str], rng) -> str | None:
    return None


def _all_moves(state: dict, seat: int, moves: list[str]) -> list[str]:
    return moves


def _settled(state: dict) -> bool:
    return False


@dataclass(frozen=True)
class Sense:
    """The computer's hints for one game."""

    #: Each seat's points if the game stopped now, on the final score's scale (a cooperative game: the team's
    #: progress towards its win, 0..1, for every seat); higher is better. ``None``: no hint (play on to the end).
    standing: Callable[[dict], list[float] | None] = _no_standing
    #: The move a playout plays for ``seat`` among ``moves`` (legal ids), chosen cheaply by the game's own sense,
    #: with ``rng`` (a ``random.Random``) for any draw; ``None``: a move drawn uniformly.
    playout_move: Callable[[dict, int, list[str], Any], str | None] = _no_policy
    #: The moves among ``moves`` worth thought (never empty when ``moves`` is not); default: all of them.
    sensible_moves: Callable[[dict, int, list[str]], list[str]] = _all_moves
    #: True while ``standing`` cannot yet judge a state (a fight half fought): a playout plays on past its depth
    #: until the position is settled (at most ``games.core.contract.QUIESCENCE`` moves more).
    unsettled: Callable[[dict], bool] = _settled
    #: With ``standing``, judge a playout after at most this many moves (a game whose moves score at once sets it
    #: low); ``None``: the level's.
    playout_depth: int | None = None
    #: Virtual visits at the root of every search worth the hint's judgement of each move, where a level asks for
    #: fewer (a game whose turns are many small visible steps); ``None``: the level's.
    prior_visits: int | None = None
    #: The settings of a level (``games.ai.levels.Level``) this game changes, by the level's name, e.g.
    #: ``{"hard": {"root_width": None}}``. Empty: every level as it is.
    level_settings: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)


#: The sense of a game that declares none.
NO_SENSE = Sense()
