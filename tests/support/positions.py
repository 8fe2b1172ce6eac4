"""Game positions several tests start from, reached by playing (never by building a state by hand)."""
from __future__ import annotations

import random

from games import registry


def simurgh_over_the_limit() -> dict:
    """A 2-player Simurgh position where the active seat ended its turn over the resource limit and must return
    resources (SIM-5.5): random moves up to the first possible ``end``, 3 more of every resource, then ``end``."""
    game = registry.get("simurgh")
    state = game.setup(2, {}, 7)
    rng = random.Random(1)
    while "end" not in [m.id for m in game.legal_moves(state, state["active"])]:
        seat = state["active"]
        state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)).id)
    seat = state["active"]
    for res in state["seats"][seat]["resources"]:
        state["seats"][seat]["resources"][res] += 3
    return game.apply(state, seat, "end")[0]
