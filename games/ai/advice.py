"""Advice for a learner: the computer's best moves for one seat, each with what the search thinks of it.

:func:`advise` runs the very search the computer plays by (:class:`games.ai.search.Search`, worlds sampled with
``hidden_twin``), so it depends only on what the seat may see, and returns the root's most visited moves with:

- ``share``: the move's part of the search's own visits at the root (how much of its thinking the search spent on
  it; the search spends most where the best move lies), the virtual visits the hint's first judgement gives every
  move left out (with a hundred moves they would make every share about 1%). The shares of all moves sum to 1, so
  those of the top ones to less.
- ``chance``: the move's mean reward for the seat, the search's judgement of where the move leads. The reward is
  :mod:`games.ai.judge`'s: 70% whether the seat wins and 30% how its score stands between the worst and the best,
  so in a two-player game it is the search's estimate of the seat's chance to win (the position's share adds
  nothing there); with more players it counts finishing higher as well. A cooperative game's is the team's.
- ``gain`` and ``lead``: the expected change of the seat's points (the game's ``standing``: higher is better, on
  the final score's scale) and of its margin over the best other seat, by the move and the rest of the seat's turn
  as the search plans it (the most visited replies of the same seat while it keeps acting), averaged over a few
  sampled worlds. ``None`` when the game has no ``standing`` or is cooperative (its standing is progress, not
  points). In Smoki, where fewer points win, ``standing`` is the points negated, so a positive gain is still good.
- ``continues``: after this step the seat's turn goes on (a multi-step turn advises one step at a time).

Nothing here reads a clock unless the caller passes one: without it the advice is reproducible for a seed.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

from games.ai import worlds
from games.ai.judge import higher_wins
from games.ai.levels import Level
from games.ai.levels import level as level_named
from games.ai.search import Node, Search
from games.core.contract import Rules, deep_copy

POINT_WORLDS = 8    # sampled worlds over which a move's change of points is averaged
PLAN_STEPS = 12     # at most this many further steps of the seat's own turn followed along the search's plan


@dataclass(frozen=True)
class Advice:
    move: str                   # a move id (one step of a multi-step turn)
    visits: int
    share: float                # of all the root's visits, 0..1
    chance: float | None        # the search's mean reward for the seat, 0..1 (None: a forced move, not searched)
    gain: float | None = None   # expected change of the seat's standing (None: no points to tell)
    lead: float | None = None   # expected change of the seat's standing minus the best other seat's
    continues: bool = False     # the seat's turn goes on after this step


def advise(game: Rules, state: dict, seat: int, level: Level | str | None = "hard", seed: int = 0,
           clock: Callable[[], float] | None = None, top: int = 3) -> list[Advice]:
    """The ``top`` moves the search likes best for ``seat`` (most visited first), or ``[]`` when the seat does not
    act now. Deterministic for a seed when no ``clock`` is given."""
    lv = level if isinstance(level, Level) else level_named(level)
    if game.is_over(state) or seat not in game.actors(state):
        return []
    moves = worlds.own_moves(game, state, seat)
    if not moves:
        return []
    if len(moves) == 1:  # a forced step: nothing to weigh (the computer itself plays it without thinking)
        gain, lead, continues = (_points(game, state, seat, moves, Node(0), seed)[moves[0]] if _has_points(game, state)
                                 else (None, None, _continues(game, state, seat, moves[0], seed)))
        return [Advice(moves[0], 0, 1.0, None, gain, lead, continues)]
    search = Search(game, state, seat, lv, seed, clock)
    root = search.run()
    children = {m: root.children[m] for m in moves if m in root.children and root.children[m].visits > 0}
    total = sum(c.visits for c in children.values())
    if not total:
        return []
    searched = {m: c.visits - search.virtual.get(m, 0) for m, c in children.items()}
    share_of = sum(searched.values())

    def strength(m: str) -> tuple[int, float, str]:  # most visited, then the better mean, then the id (stable)
        child = children[m]
        return -child.visits, -child.totals[seat] / child.visits, m

    ranked = sorted(children, key=strength)[:max(1, top)]
    points = _points(game, state, seat, ranked, root, seed) if _has_points(game, state) else {}
    out = []
    for move in ranked:
        child = children[move]
        gain, lead, continues = points.get(move, (None, None, _continues(game, state, seat, move, seed)))
        share = searched[move] / share_of if share_of > 0 else child.visits / total
        out.append(Advice(move, child.visits, share, child.totals[seat] / child.visits, gain, lead, continues))
    return out


def _has_points(game: Rules, state: dict) -> bool:
    return not game.cooperative and game.sense.standing(state) is not None


def _continues(game: Rules, state: dict, seat: int, move: str, seed: int) -> bool:
    world = worlds.sample(game, state, seat, seed)
    game.play(world, seat, move.split())
    return not game.is_over(world) and seat in game.actors(world)


def _standing(game: Rules, world: dict) -> list[float]:
    """The standing of a game that has one (``_has_points``): a game's ``standing`` is None for every state (it
    has none) or for none, so one of its states judged means every one is."""
    return cast("list[float]", game.sense.standing(world))


def _points(game: Rules, state: dict, seat: int, moves: list[str], root: Node,
            seed: int) -> dict[str, tuple[float, float, bool]]:
    """move -> (mean change of the seat's standing, mean change of its margin over the best other seat, whether
    its turn goes on), over ``POINT_WORLDS`` worlds sampled from what the seat sees."""
    n = search_players(game, state)
    sums: dict[str, list[float]] = {m: [0.0, 0.0, 0.0] for m in moves}
    for k in range(POINT_WORLDS):
        world = worlds.sample(game, state, seat, (seed * 7919 + k * 104729 + 17) & 0xFFFFFFFFFFFF)
        before = _standing(game, world)
        for move in moves:
            after = deep_copy(world)
            game.play(after, seat, move.split())
            continues = not game.is_over(after) and seat in game.actors(after)
            _follow_plan(game, after, seat, root.children.get(move) or Node(0))
            now = _standing(game, after) if not game.is_over(after) else _final_points(game, after)
            sums[move][0] += now[seat] - before[seat]
            sums[move][1] += _margin(now, seat, n) - _margin(before, seat, n)
            sums[move][2] += continues
    return {m: (s[0] / POINT_WORLDS, s[1] / POINT_WORLDS, s[2] > 0) for m, s in sums.items()}


def _follow_plan(game: Rules, world: dict, seat: int, node: Node) -> None:
    """Play on the rest of the seat's turn in ``world`` the way the search plans it: while the seat acts, its most
    visited next step in the tree that is legal here (stops where the tree or the turn ends)."""
    for _ in range(PLAN_STEPS):
        if game.is_over(world) or worlds.acting(game, world, seat) != seat or not node.children:
            return
        legal = set(worlds.own_moves(game, world, seat))
        options = [(c.visits, m) for m, c in node.children.items() if m in legal and c.visits > 0]
        if not options:
            return
        _, move = max(options, key=lambda vm: (vm[0], vm[1]))
        game.play(world, seat, move.split())
        node = node.children[move]


def _final_points(game: Rules, world: dict) -> list[float]:
    """A finished world's points on the standing's scale (higher is better): its standing where the game gives one
    there, else the final scores turned the right way."""
    hint = game.sense.standing(world)
    if hint is not None:
        return list(hint)
    res = game.result(world)
    sign = 1.0 if higher_wins(res.scores, res.ranks) else -1.0
    return [sign * float(x) for x in res.scores]


def _margin(points: list[float], seat: int, n: int) -> float:
    others = [points[o] for o in range(min(n, len(points))) if o != seat]
    return points[seat] - max(others) if others else 0.0


def search_players(game: Rules, state: dict) -> int:
    return int(state.get("players") or 0) or (max(game.actors(state)) + 1)


__all__ = ["Advice", "advise"]
