"""Random playouts of every option combination (DR-11.5/G-20): invariants, JSON round-trip, legal_moves/apply
agreement, determinism, monotone face-up cards (DR-5.6), the closed pile never empty at a turn start (DR-8.2)."""
from __future__ import annotations

import itertools
import json
import random

import pytest

from games.core.contract import Event
from games.core.errors import GameError
from games.dragons import GAME
from tests.games.dragons.helpers import random_playout

VIEW_KEYS = {"game", "seat", "players", "options", "round", "phase", "active", "actors", "starter", "dreams", "piles",
             "deck", "drawn", "revealed", "tokens", "totals", "last", "last_round", "winners", "private"}

MODES = [{"mode": "tokens"}, {"mode": "points", "target": 60}, {"mode": "rounds", "rounds": 3}]
COMBOS = [(m, piles, attack) for m in MODES for piles in ("2", "1") for attack in (False, True)]


def _opts(mode, piles, attack):
    return {**mode, "piles": piles, "attack": attack}


def _check_step(before, seat, move, after, events, r: random.Random):
    GAME.check_invariants(after)
    assert json.loads(json.dumps(after)) == after
    json.dumps([e.to_json() for e in events])
    assert all(isinstance(e, Event) for e in events)
    # legal_moves / apply agreement on a sample of the other offered moves
    legal = GAME.legal_moves(before, seat)
    ids = [m.id for m in legal]
    assert len(ids) == len(set(ids)) and move in ids
    for m in r.sample(legal, min(4, len(legal))):
        GAME.apply(before, seat, m.id)
    # a near miss is accepted iff it is offered
    tokens = move.split()
    tokens[r.randrange(len(tokens))] = r.choice(["A", "B", "1", "6", "7", "nest", "2", "0"])
    near = " ".join(tokens)
    try:
        GAME.apply(before, seat, near)
        assert near in ids
    except GameError:
        assert near not in ids
    # DR-5.6: within a round cards never turn face down
    if after["round"] == before["round"]:
        for d0, d1 in zip(before["dreams"], after["dreams"], strict=True):
            assert sum(c["up"] for c in d1) >= sum(c["up"] for c in d0)
    # the view schema of docs/dragons-view.md
    v = GAME.view(after, seat)
    assert VIEW_KEYS <= set(v)
    assert v["actors"] == sorted(GAME.actors(after))
    assert v["phase"] in ("INITIAL_REVEAL", "TURN", "RESOLVE_DRAW", "CHAIN_PILE", "GAME_OVER")


@pytest.mark.parametrize(("mode", "piles", "attack"), COMBOS,
                         ids=[f"{m['mode']}-piles{p}-attack{int(a)}" for m, p, a in COMBOS])
def test_dr_11_5_random_playouts_every_combination(mode, piles, attack):
    """DR-11.5/G-20: every scoring mode with 1 or 2 piles and the module on or off plays to a finish."""
    for players, seed in itertools.product((2, 3, 4, 5), (1, 2)):
        seed = seed * 1000 + players * 101 + int(piles) * 7 + attack
        r = random.Random(seed)
        state = random_playout(players, _opts(mode, piles, attack), seed,
                               on_step=lambda b, s, m, a, e, r=r: _check_step(b, s, m, a, e, r))
        res = GAME.result(state)
        assert res.finished and res.winners and len(res.ranks) == players
        assert all(res.ranks[w] == 1 for w in res.winners)
        if mode["mode"] == "tokens":
            assert all(state["tokens"][w] >= 3 for w in res.winners)
        elif mode["mode"] == "rounds":
            assert len(state["history"]) == 3
        else:
            assert max(state["totals"]) >= 60


def test_default_options_playout_is_fast_and_finishes():
    """A full tokens-mode game with default options (5 players) plays out quickly."""
    import time

    t = time.perf_counter()
    state = random_playout(5, {}, 77)
    assert GAME.result(state).finished
    assert time.perf_counter() - t < 1.0


def test_determinism_same_seed_same_moves_same_state():
    """Seeded RNG in the state: replaying the move log from the same seed reproduces states and events exactly."""
    log = []
    final = random_playout(4, {"attack": True}, 9, on_step=lambda b, s, m, a, e: log.append((s, m, a, e)))
    state = GAME.setup(4, {"attack": True}, 9)
    for seat, move, expected, events in log:
        state, ev = GAME.apply(state, seat, move)
        assert state == expected
        assert [e.to_json() for e in ev] == [e.to_json() for e in events]
    assert state == final


def test_json_round_trip_state_is_playable():
    """A state that went through JSON plays on identically."""
    state = GAME.setup(3, {}, 4)
    r = random.Random(4)
    for _ in range(60):
        seat = r.choice(sorted(GAME.actors(state)))
        move = r.choice(GAME.legal_moves(state, seat)).id
        a, ea = GAME.apply(state, seat, move)
        b, eb = GAME.apply(json.loads(json.dumps(state)), seat, move)
        assert a == b and [e.to_json() for e in ea] == [e.to_json() for e in eb]
        state = a


@pytest.mark.parametrize(("players", "opts"), list(itertools.product([2, 5], [{}, {"attack": True}])))
def test_legal_moves_fast(players, opts):
    """legal_moves stays fast (worst case: Raven Attack on both piles)."""
    import time

    state = random_playout(players, opts, 3)  # warm-up + a finished game
    state = GAME.setup(players, opts, 3)
    for s in range(players):
        state, _ = GAME.apply(state, s, "reveal 1")
    t = time.perf_counter()
    for _ in range(20):
        GAME.legal_moves(state, state["active"])
    assert (time.perf_counter() - t) / 20 < 0.005
