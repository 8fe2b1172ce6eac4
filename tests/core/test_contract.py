"""Contract-level agreements every registered game must keep."""
from __future__ import annotations

import random

import pytest

from games import registry


@pytest.mark.parametrize("game_id", registry.ids())
def test_private_view_is_the_private_part_of_the_view(game_id):
    """``Rules.private_view`` (the cheap path the bot uses after each move) equals ``view(...)["private"]``."""
    game = registry.get(game_id)
    r = random.Random(1)
    players = game.max_players
    state = game.setup(players, game.normalize_options({}), 1)
    steps = 0
    while not game.result(state).finished and steps < 400:
        for s in range(players):
            assert game.private_view(state, s) == game.view(state, s)["private"]
        seat = r.choice(sorted(game.actors(state)))
        state, _ = game.apply(state, seat, r.choice(game.legal_moves(state, seat)).id)
        steps += 1
    assert steps > 20
