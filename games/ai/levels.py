"""The computer's difficulty levels: how much it searches and how often it errs.

A level's budget is a number of search iterations, capped by seconds when the caller passes a clock (the bot and
the arena do; tests pass none, so a search is exactly reproducible). ``easy`` searches little and picks a weaker
move now and then, the way a casual player misses the best one; ``normal`` and ``hard`` always play their best.
Every level first judges each of its moves by the game's hint (``prior_visits``), so even a short search never
plays below the one-move greedy yardstick; the arena (``plansza-arena plan``) measures the order random < greedy <
easy < normal < hard (issue 30: easy once slipped on 35% of its moves after 60 iterations and lost to the greedy
player; with the hint's judgement first it holds its own: 14, 17 and 20 wins of 30 in Smoki, Simurgh and Bunny
Kingdom at 15% slips, so it slips on 10% now).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

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
    root_width: int | None = None  # after the root bias, search only this many of the best-judged moves (None: all)
    turn_bias: bool = False  # the root bias judges a move after the rest of the seat's turn, played by the hint
    guided: int = 0          # playout moves: the best by the hint of this many drawn kind by kind (0: drawn at random)


LEVELS: dict[str, Level] = {
    "easy": Level("easy", iterations=300, seconds=0.15, rollout_depth=12, mistake=0.1, prior_visits=4),
    "normal": Level("normal", iterations=1500, seconds=0.35, rollout_depth=24, prior_visits=4),
    "hard": Level("hard", iterations=10000, seconds=1.2, rollout_depth=40, prior_visits=8, root_width=12),
}

DEFAULT_LEVEL = "normal"

#: Each player's version: bumped by a change meant to change how it plays (a level's budget or settings; the
#: search itself bumps every level; ``random`` and ``greedy`` are the arena's yardsticks, in ``games.ai.baselines``).
#: The arena keeps its results by these versions and the game's own (``bot/ops/arena_plan.json``), so a change
#: re-measures only the matches it touches, and the report compares each match with its versions before
#: (``plansza-arena report``).
VERSIONS: dict[str, int] = {"random": 1, "greedy": 1, "easy": 1, "normal": 1, "hard": 2}  # hard 2: root width 12


def tuned(game, lv: Level) -> Level:
    """``lv`` as ``game`` plays it: with the game's own settings for that level (``Sense.level_settings``), e.g.
    Simurgh's ``hard`` thinking 1.4 s instead of 1.2."""
    settings = game.sense.level_settings.get(lv.name)
    return replace(lv, **settings) if settings else lv


def level(name: str | None) -> Level:
    """The level called ``name`` (None: the default), or a refusal naming the choices."""
    key = (name or DEFAULT_LEVEL).strip().lower()  # a level's own name (the bot reads the words players type)
    if key not in LEVELS:
        raise GameError("ai-err-unknown-level", level=str(name)[:20])
    return LEVELS[key]
