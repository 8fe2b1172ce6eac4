"""A learner's hint (games.ai.advice, issue 30): the search's most visited moves, their shares of its thinking, its
judgement and the points they bring, the same on every world the seat cannot tell apart. Iteration budgets, no
clock: every advice is reproducible for a seed."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from games import registry
from games.ai import LEVELS, worlds
from games.ai.advice import Advice, advise
from games.ai.search import Search
from tests.ai.test_search import positions

SMALL = replace(LEVELS["normal"], name="small", iterations=24, rollout_depth=6)
SECRETS = ["bunny_kingdom", "dragons", "simurgh"]  # games with hidden information (hands, draws, drafts)
GAMES = registry.shipped()


def _choices(game_id: str, seed: int, every: int = 5, most: int = 4):
    """Positions where the acting seat has at least two moves to weigh."""
    game = registry.get(game_id)
    found = 0
    for state, seat in positions(game_id, 2, seed=seed, every=every):
        if len(worlds.own_moves(game, state, seat)) >= 2:
            yield state, seat
            found += 1
            if found >= most:
                return


@pytest.mark.parametrize("game_id", GAMES)
def test_the_best_moves_ranked_by_the_search_s_visits(game_id):
    game = registry.get(game_id)
    checked = 0
    for state, seat in _choices(game_id, seed=3):
        advice = advise(game, state, seat, SMALL, seed=7)
        root = Search(game, state, seat, SMALL, 7).run()  # the very search, run again alike
        visits = {m: c.visits for m, c in root.children.items() if c.visits}
        assert 1 <= len(advice) <= 3
        assert [a.visits for a in advice] == sorted(visits.values(), reverse=True)[:len(advice)]
        assert all(visits[a.move] == a.visits for a in advice)
        assert len({a.move for a in advice}) == len(advice)
        assert all(game.is_legal(state, seat, a.move) for a in advice)
        assert 0 < sum(a.share for a in advice) <= 1 + 1e-9
        assert all(0.0 <= a.chance <= 1.0 for a in advice)
        if game.cooperative:  # Thorgal's standing is the team's progress, not points
            assert all(a.gain is None and a.lead is None for a in advice)
        else:
            assert all(isinstance(a.gain, float) and isinstance(a.lead, float) for a in advice)
        checked += 1
    assert checked >= 2


def test_top_asks_for_fewer_or_more():
    game = registry.get("dragons")
    state, seat = next(_choices("dragons", seed=4))
    assert len(advise(game, state, seat, SMALL, seed=1, top=1)) == 1
    assert len(advise(game, state, seat, SMALL, seed=1, top=5)) == 5


@pytest.mark.parametrize("game_id", ["dragons", "bunny_kingdom"])
def test_deterministic_for_a_seed_without_a_clock(game_id):
    game = registry.get(game_id)
    state, seat = next(_choices(game_id, seed=6))
    assert advise(game, state, seat, SMALL, seed=11) == advise(game, state, seat, SMALL, seed=11)


@pytest.mark.parametrize("game_id", SECRETS)
def test_the_same_advice_on_every_hidden_twin(game_id):
    """The leak test of the search's side: re-dealing what the seat cannot see (other hands, the deck, others'
    picks) changes nothing in the advice - moves, visits, shares, chances and points alike."""
    game = registry.get(game_id)
    assert game.has_hidden_information
    rng = random.Random(2)
    compared = 0
    for state, seat in _choices(game_id, seed=8, every=3, most=5):
        mine = advise(game, state, seat, SMALL, seed=5)
        for _ in range(2):
            twin = game.hidden_twin(state, rng.getrandbits(32), seat)
            assert advise(game, twin, seat, SMALL, seed=5) == mine
        compared += 1
    assert compared >= 3


def test_a_seat_that_does_not_act_gets_no_advice():
    game = registry.get("dragon_castle")
    state, seat = next(_choices("dragon_castle", seed=2))
    others = [s for s in range(2) if s not in game.actors(state)]
    assert others and advise(game, state, others[0], SMALL, seed=1) == []


def test_a_forced_step_is_told_without_a_search():
    game = registry.get("simurgh")
    for state, seat in positions("simurgh", 2, seed=7):
        moves = worlds.own_moves(game, state, seat)
        if len(moves) == 1:
            (only,) = advise(game, state, seat, "hard", seed=1)
            assert (only.move, only.share, only.chance, only.visits) == (moves[0], 1.0, None, 0)
            return
    pytest.fail("no forced move in a whole game")


def test_a_move_that_scores_shows_its_points():
    """``gain`` is the change of the seat's own standing (Dragon Castle's realm points, DC-12) by the move and the
    rest of the turn the search plans: along a game some advised moves score."""
    game = registry.get("dragon_castle")
    seen = 0
    for state, seat in _choices("dragon_castle", seed=5, every=2, most=12):
        for a in advise(game, state, seat, SMALL, seed=3):
            assert isinstance(a, Advice)
            seen += a.gain != 0.0
    assert seen > 0
