"""Seeded randomness kept inside the state, so a replay of the move log reproduces the game exactly.

The state holds ``{"rng": {"seed": int, "n": int}}``. Every random operation uses a fresh ``random.Random`` seeded
with ``"<seed>:<n>"`` (string seeds are hashed with SHA-512, stable across Python versions) and then increments
``n``. This keeps the state tiny (two integers) instead of Mersenne Twister's 625 words.
"""
from __future__ import annotations

import json
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


def redeal(r: random.Random, items: list) -> list:
    """Shuffle ``items`` in place with ``r`` so that the outcome depends only on which items there are, never on
    their order before: a ``hidden_twin`` re-deals with it, so the twin of a twin is dealt exactly like the twin of
    the original (the computer player's worlds rely on it: they must not depend on how the hidden cards really lie).
    """
    try:
        items.sort()
    except TypeError:  # dicts or mixed kinds: a stable textual order
        items.sort(key=lambda x: json.dumps(x, sort_keys=True))
    r.shuffle(items)
    return items
