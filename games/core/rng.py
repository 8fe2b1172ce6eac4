"""Seeded randomness kept inside the state, so a replay of the move log reproduces the game exactly.

The state holds ``{"rng": {"seed": int, "n": int}}``. Every random operation uses a fresh ``random.Random`` seeded
with ``"<seed>:<n>"`` (string seeds are hashed with SHA-512, stable across Python versions) and then increments
``n``. This keeps the state tiny (two integers) instead of Mersenne Twister's 625 words.
"""
from __future__ import annotations

import random


def init(seed: int) -> dict:
    return {"seed": int(seed), "n": 0}


def _next(state: dict) -> random.Random:
    rng = state["rng"]
    r = random.Random(f"{rng['seed']}:{rng['n']}")
    rng["n"] += 1
    return r


def shuffle(state: dict, items: list) -> list:
    """Shuffle ``items`` in place with the state's RNG and return it."""
    _next(state).shuffle(items)
    return items


def randrange(state: dict, n: int) -> int:
    return _next(state).randrange(n)
