"""The computer's decision for one seat: search, then pick (a level may slip the way people do)."""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from games.ai import worlds
from games.ai.levels import Level
from games.ai.levels import level as level_named
from games.ai.search import Search
from games.core.contract import Rules


@dataclass
class Decision:
    move: str | None          # None: the seat has nothing to play
    iterations: int = 0
    slipped: bool = False     # an easy player's human-like mistake
    visits: dict[str, int] = field(default_factory=dict)


def choose(game: Rules, state: dict, seat: int, level: Level | str | None = None, seed: int = 0,
           clock: Callable[[], float] | None = None) -> Decision:
    """The move ``seat`` plays in ``state`` (it must act there). Only worlds sampled from what ``seat`` may see are
    searched, and its own legal moves are the same in all of them. Deterministic for a seed when no ``clock`` is
    given; with one, thinking stops at the level's seconds."""
    lv = level if isinstance(level, Level) else level_named(level)
    if seat not in game.actors(state) or game.is_over(state):
        return Decision(None)
    moves = worlds.own_moves(game, state, seat)
    if len(moves) <= 1:
        return Decision(moves[0] if moves else None)
    search = Search(game, state, seat, lv, seed, clock)
    root = search.run()
    visits = {m: root.children[m].visits for m in moves if m in root.children}
    if not visits:
        return Decision(moves[0], search.iterations)
    rng = random.Random(seed ^ 0x5EED)
    if lv.mistake and rng.random() < lv.mistake:
        ranked = sorted(visits, key=lambda m: -visits[m])
        pick = rng.choices(ranked, weights=[visits[m] for m in ranked])[0]
        return Decision(pick, search.iterations, pick != ranked[0], visits)

    def strength(m: str) -> tuple[int, float]:
        child = root.children[m]
        return child.visits, child.totals[seat] / max(1, child.visits)

    return Decision(max(visits, key=strength), search.iterations, False, visits)
