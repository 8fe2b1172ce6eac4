"""The computer's fast path (issue 30): a game that lists its moves without their words for the computer
(``Rules.move_ids``) lists exactly the moves its pickers offer, in the same order, in every position of seeded
random games, hidden parts and pending decisions included; the words are skipped, nothing else."""
from __future__ import annotations

import random

import pytest

from games import registry
from games.core.contract import Rules


@pytest.mark.parametrize("game_id", registry.shipped())
@pytest.mark.parametrize("players", [2, 4])
def test_move_ids_are_the_legal_moves_ids_in_order(game_id, players):
    game = registry.get(game_id)
    assert game.min_players <= players <= game.max_players
    rng = random.Random(players)
    for seed in range(3):
        state = game.setup(players, game.normalize_options({}), 900 + seed)
        for _ in range(150):
            if game.is_over(state):
                break
            for seat in range(players):
                assert game.move_ids(state, seat) == [m.id for m in game.legal_moves(state, seat)]
            seat = min(game.actors(state))
            state, _ = game.apply(state, seat, rng.choice(game.move_ids(state, seat)))


@pytest.mark.parametrize("game_id", ["simurgh", "bunny_kingdom"])
def test_wide_games_override_the_contract_default(game_id):
    """Simurgh's lays and Bunny Kingdom's pairs of a hand run to a hundred moves and more, whose words cost more
    than finding them: their lists for the computer skip the words."""
    assert type(registry.get(game_id)).move_ids is not Rules.move_ids
