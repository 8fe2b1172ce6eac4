"""The computer's difficulty levels: how much it searches and how often it errs.

A level's budget is a number of search iterations, capped by seconds when the caller passes a clock (the bot and
the arena do; tests pass none, so a search is exactly reproducible). ``easy`` searches little and picks a weaker
move now and then, the way a casual player misses the best one; ``normal`` and ``hard`` always play their best.
"""
from __future__ import annotations

from dataclasses import dataclass

from games.core.errors import GameError


@dataclass(frozen=True)
class Level:
    name: str
    iterations: int          # search iterations (each one sampled world, one path, one playout)
    seconds: float           # the cap on thinking when a clock is given
    rollout_depth: int | None  # random moves of a playout before the hint judges it (None: play to the end)
    mistake: float = 0.0     # chance of a human-like slip: a move drawn by its visit share instead of the best
    exploration: float = 0.7  # UCB's exploration constant (rewards are in [0, 1])
    prior_visits: int = 0    # virtual visits at the root worth the hint's judgement of each move (0: none)


LEVELS: dict[str, Level] = {
    "easy": Level("easy", iterations=60, seconds=0.15, rollout_depth=12, mistake=0.35),
    "normal": Level("normal", iterations=400, seconds=0.35, rollout_depth=24),
    "hard": Level("hard", iterations=3000, seconds=1.2, rollout_depth=40, prior_visits=8),
}

DEFAULT_LEVEL = "normal"

#: The computer players' generation: bumped by every change meant to change how they play (a level's budget, the
#: search, a game's hint or playout policy). The arena keeps its results by generation, so its report measures the
#: players as they are and compares them with the generation before (``plansza-arena report``).
GENERATION = 1


def level(name: str | None) -> Level:
    """The level called ``name`` (None: the default), or a refusal naming the choices."""
    key = (name or DEFAULT_LEVEL).strip().lower()
    if key not in LEVELS:
        raise GameError("ai-err-unknown-level", level=str(name)[:20], known=", ".join(LEVELS))
    return LEVELS[key]
