"""How good a position is for each seat, as rewards in [0, 1] the search averages.

A finished game is judged by its :class:`~games.core.contract.Result`: mostly whether the seat won (ties share),
partly where its score stands between the worst and the best (whether higher or lower scores win is read off the
ranks). A cooperative game rewards the team's win for every seat. An unfinished position is judged by the game's
optional hint ``Sense.standing`` (each seat's points if the game stopped now, or the team's progress); without
one it is neutral, and the search plays on to the end instead.
"""
from __future__ import annotations

import math

from games.core.contract import Result, Rules

WIN_WEIGHT = 0.7


def final(game: Rules, res: Result, n: int, progress: float | None = None) -> list[float]:
    """The rewards of a finished game."""
    if game.cooperative:
        won = 1.0 if res.winners else 0.0
        return [0.75 * won + 0.25 * (progress if progress is not None else won)] * n
    winners = set(res.winners)
    win = [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
    return _blend(win, positions(res.scores, res.ranks, n))


def unfinished(game: Rules, state: dict, n: int) -> list[float] | None:
    """The rewards of an unfinished position by the game's hint, or None without one."""
    points = game.sense.standing(state)
    if points is None:
        return None
    if game.cooperative:
        progress = min(1.0, max(0.0, float(points[0]) if points else 0.0))
        return [0.25 + 0.5 * progress] * n
    scale = max(1.0, 0.1 * max(abs(p) for p in points))
    win = []
    for s in range(n):
        best_other = max((points[o] for o in range(n) if o != s), default=points[s])
        win.append(1.0 / (1.0 + math.exp(-(points[s] - best_other) / scale)))
    return _blend(win, positions(points, None, n))


def position(game: Rules, state: dict, n: int) -> list[float] | None:
    """The rewards of any position: final when the game is over, else by the hint (None: no judgement)."""
    if game.is_over(state):
        progress = None
        if game.cooperative:
            hint = game.sense.standing(state)
            progress = float(hint[0]) if hint else None
        return final(game, game.result(state), n, progress)
    return unfinished(game, state, n)


def positions(scores: list[float], ranks: list[int] | None, n: int) -> list[float]:
    """Each seat's score between the worst (0) and the best (1); all equal: 0.5."""
    if not scores or len(scores) != n:
        return [0.5] * n
    higher = higher_wins(scores, ranks)
    lo, hi = min(scores), max(scores)
    if hi == lo:
        return [0.5] * n
    return [((x - lo) if higher else (hi - x)) / (hi - lo) for x in scores]


def higher_wins(scores: list[float], ranks: list[int] | None) -> bool:
    """Do higher scores win? Read off the ranks (the best-ranked seat's score against the worst's); default yes."""
    if ranks and len(ranks) == len(scores) and scores:
        best, worst = ranks.index(min(ranks)), ranks.index(max(ranks))
        return scores[best] >= scores[worst]
    return True


def _blend(win: list[float], pos: list[float]) -> list[float]:
    return [WIN_WEIGHT * w + (1 - WIN_WEIGHT) * p for w, p in zip(win, pos, strict=True)]
