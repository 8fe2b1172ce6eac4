"""Smoki's hints for the computer player (``games.ai``; declared as the game's ``Sense``)."""
from __future__ import annotations

from games.core.sense import Sense
from games.dragons.cards import kind
from games.dragons.scoring import score_dream


def standing(state: dict) -> list[float]:
    """The totals with the current dreams scored as they lie (DR-9.2 to DR-9.7, fewer points are better, so
    negated); in tokens mode, the tokens plus one for the round's best dream."""
    current = [score_dream([kind(c["card"]) for c in dream])[1] for dream in state["dreams"]]
    if state["options"]["mode"] == "tokens":
        best = min(current)
        return [t + (1.0 if c == best else 0.0) - 0.01 * c for t, c in zip(state["tokens"], current, strict=True)]
    return [-(t + c) for t, c in zip(state["totals"], current, strict=True)]


#: a placement's worth shows at once (DR-9), random play only blurs it: playouts judged after 2 moves
SENSE = Sense(standing=standing, playout_depth=2)
