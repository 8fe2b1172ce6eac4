"""The computer player: one general search over the game contract (``games.core.contract``), for every game.

:func:`choose` is the entry point: the move a seat plays, found by information-set Monte Carlo tree search
(:mod:`games.ai.search`) over worlds sampled with the game's ``hidden_twin`` (:mod:`games.ai.worlds`), so the
choice depends only on what the seat may see. Levels (:mod:`games.ai.levels`) set the budget and how often the
player errs. :mod:`games.ai.baselines` holds the arena's yardsticks (uniformly random and one-move greedy).
:mod:`games.ai.selfplay` plays a game that only computers play to its end, stopping it at its move cap.

Nothing here imports the bot or the renderers, and nothing reads a clock unless the caller passes one.
"""
from games.ai.levels import LEVELS, VERSIONS, Level, level
from games.ai.player import Decision, choose

__all__ = ["LEVELS", "VERSIONS", "Decision", "Level", "choose", "level"]
