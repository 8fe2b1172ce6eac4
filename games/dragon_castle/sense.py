"""Zamek Smoków's hint for the computer player (``games.ai``; declared as the game's ``Sense``)."""
from __future__ import annotations

from games.core.sense import Sense
from games.dragon_castle import scoring


def standing(state: dict) -> list[float]:
    """The points each realm would score now (DC-12.1 to DC-12.7)."""
    return [float(row["total"]) for row in scoring.all_breakdowns(state)]


SENSE = Sense(standing=standing)
