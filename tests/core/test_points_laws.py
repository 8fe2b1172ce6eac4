"""The points laws of the games' ``check_invariants`` (issue 53, item 3): besides cards, tiles and resources, the
points a game keeps add up — Smoki's totals are the sums of its rounds (DR-11.1) and its tokens the rounds won
(DR-9.7); Bunny Kingdom's score is the sum of its harvests (BK-12), and at the end the harvests plus the parchments
(BK-13). Every step of the fuzz, the corpus and every replay of ``plansza-verify`` checks them; here a point moved
by hand is caught."""
from __future__ import annotations

import pytest

from games import registry
from tests.fixtures import replay_corpus as corpus


def _end_of(name: str) -> dict:
    stored = corpus.read(name)
    return corpus.replay(stored.rec, stored.moves).state


@pytest.mark.parametrize(("name", "field"), [("dragons-rounds-1pile-2p", "totals"), ("dragons-tokens-3p", "tokens")])
def test_dr_11_1_dr_9_7_smoki_points_add_up(name, field):
    state = _end_of(name)
    game = registry.get("dragons")
    game.check_invariants(state)
    state[field][1] += 1
    with pytest.raises(AssertionError, match="totals differ|tokens lost"):
        game.check_invariants(state)


def test_bk_12_bk_13_bunny_kingdom_points_add_up():
    game = registry.get("bunny_kingdom")
    stored = corpus.read("bunny_kingdom-3p")
    middle = corpus.replay(stored.rec, stored.moves[:60]).state
    assert middle["final"] is None and any(middle["harvests"])
    game.check_invariants(middle)
    middle["scores"][0] += 2
    with pytest.raises(AssertionError, match="harvests"):
        game.check_invariants(middle)
    end = _end_of("bunny_kingdom-3p")
    game.check_invariants(end)
    end["final"]["parchment_points"][2] += 1
    with pytest.raises(AssertionError):
        game.check_invariants(end)
