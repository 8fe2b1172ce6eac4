"""§17: what a seat may know (everyone sees everything but the order of the decks and unread paragraphs), and the
hidden twin of the computer's sampled worlds and the leak tests."""
from __future__ import annotations

import random

from games.core import turn_base
from games.core.contract import deep_copy
from games.core.rng import redeal
from games.thorgal import ui


def view(state: dict, seat: int | None) -> dict:
    """The decks' sizes instead of their order; a spatial question's picture as the seat's private part (not a
    secret). While another seat's turn is not told yet, the table as last posted (``games.core.turn_base``)."""
    seen = turn_base.as_seen_by(state, seat)
    if seen is not state:
        return view(seen, seat)
    v = deep_copy({k: x for k, x in state.items() if k not in ("decks", "rng", turn_base.KEY)})
    v["decks"] = {k: (len(x) if isinstance(x, list) else {d: len(p) for d, p in x.items()})
                  for k, x in state["decks"].items()}
    v.update(seat=seat, private=ui.private_part(state, seat))
    return v


def hidden_twin(state: dict, seed: int, seat: int | None = None) -> dict:
    twin = deep_copy(state)
    if turn_base.KEY in twin:  # the table as last posted, which the others see: twinned alike
        twin[turn_base.KEY]["state"] = hidden_twin(twin[turn_base.KEY]["state"], seed, seat)
    r = random.Random(seed)
    for pile in twin["decks"].values():
        for p in pile.values() if isinstance(pile, dict) else [pile]:
            redeal(r, p)
    return twin
