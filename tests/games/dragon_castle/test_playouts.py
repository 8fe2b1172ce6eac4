"""Random playouts on every layout (engine level): all 116 tiles, 40 shrines and 7 tokens accounted for at every
step, legal_moves/apply agreement, the view schema, JSON round trips, determinism; and the secrecy of covered
castle tiles (DC-14.3)."""
from __future__ import annotations

import json
import random

import pytest

from games.core.contract import Event
from games.core.errors import GameError
from games.dragon_castle import GAME
from games.dragon_castle.data import DRAGON_IDS, LAYOUT_IDS, LAYOUTS, SPIRIT_IDS
from tests.games.dragon_castle.helpers import private_step, random_playout

VIEW_KEYS = {"game", "seat", "players", "options", "layout", "phase", "round", "turns", "first", "last_player",
             "active", "actors", "castle", "summon_allowed", "summon_forced", "discard", "realms", "pools", "supply",
             "vp", "tokens", "track", "final_round", "spirits", "dragons", "turn", "scores", "last", "winners",
             "private"}
NEAR = ["A1", "B2", "F4", "a1", "d4", "pool", "merchant", "x", "9", "take", "confirm", "undo", "done"]


def _check_step(before, seat, move, after, events, r: random.Random):
    GAME.check_invariants(after)
    assert json.loads(json.dumps(after)) == after
    json.dumps([e.to_json() for e in events])
    assert all(isinstance(e, Event) for e in events)
    legal = GAME.legal_moves(before, seat)
    ids = [m.id for m in legal]
    assert len(ids) == len(set(ids)) and move in ids
    for m in r.sample(legal, min(2, len(legal))):
        GAME.apply(before, seat, m.id)
    tokens = move.split()
    tokens[r.randrange(len(tokens))] = r.choice(NEAR)
    near = " ".join(tokens)
    try:
        GAME.apply(before, seat, near)
        assert near in ids, near
    except GameError as err:
        assert near not in ids, (near, err.key)
        assert err.rule, err.key
    # events: private to the mover while pending, public on confirm or on a reveal
    if move == "confirm" or any(e.reveals for e in events):
        assert all(e.to is None for e in events)
    else:
        assert private_step(events, seat)
    v = GAME.view(after, seat)
    assert VIEW_KEYS <= set(v) and v["actors"] == sorted(GAME.actors(after))


CASES = [(lay, players) for lay in LAYOUT_IDS for players in sorted(set(LAYOUTS[lay]["recommended_players"]))]


def _playout(layout: str, players: int, seed: int, full: bool) -> None:
    r = random.Random(seed)
    state = random_playout(players, {"layout": layout}, seed,
                           spirits=list(SPIRIT_IDS) if full else None,
                           dragons=list(DRAGON_IDS) if full else None,
                           on_step=lambda b, s, m, a, e, r=r: _check_step(b, s, m, a, e, r))
    res = GAME.result(state)
    assert res.finished and res.winners and len(res.ranks) == players
    assert all(res.ranks[w] == 1 for w in res.winners)
    assert state["final"] and state["turns"] % players == 0  # DC-11.4: everyone played as many turns
    assert res.scores == [row["total"] for row in res.breakdown["players"]]


@pytest.mark.parametrize(("layout", "players"), CASES, ids=[f"{lay}-{p}p" for lay, p in CASES])
def test_random_playouts_on_every_layout(layout, players):
    """Every layout with each suited player count; every other one with all 10 spirits and dragons in play."""
    k = CASES.index((layout, players))
    _playout(layout, players, 1000 + k, full=k % 2 == 1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_standard_layouts_more_seeds(players):
    for seed in (11, 12):
        _playout(f"standard_{players}p", players, seed * players, full=True)


def test_determinism_same_seed_same_moves_same_state():
    log = []
    final = random_playout(3, {"layout": "random"}, 9, spirits=list(SPIRIT_IDS),
                           on_step=lambda b, s, m, a, e: log.append((s, m, a, e)))
    state = GAME.setup(3, {"layout": "random"}, 9)
    state["spirits"] = list(SPIRIT_IDS)
    for seat, move, expected, events in log:
        state, ev = GAME.apply(state, seat, move)
        assert state == expected
        assert [e.to_json() for e in ev] == [e.to_json() for e in events]
    assert state == final


def test_json_round_trip_state_is_playable_at_every_step():
    state = GAME.setup(4, {}, 4)
    state["spirits"] = list(SPIRIT_IDS)
    r = random.Random(4)
    for _ in range(150):
        seat = state["active"]
        move = r.choice(GAME.legal_moves(state, seat)).id
        a, ea = GAME.apply(state, seat, move)
        b, eb = GAME.apply(json.loads(json.dumps(state)), seat, move)
        assert a == b and [e.to_json() for e in ea] == [e.to_json() for e in eb]
        state = a


def _twin(state: dict, r: random.Random) -> dict:
    """The same public situation with the covered castle tiles (under each stack's top) dealt differently."""
    twin = json.loads(json.dumps(state))
    spots = [(stack, i) for stack in twin["castle"].values() for i in range(len(stack) - 1)]
    tiles = [stack[i] for stack, i in spots]
    r.shuffle(tiles)
    for (stack, i), tile in zip(spots, tiles, strict=True):
        stack[i] = tile
    return twin


def test_dc_14_3_covered_tiles_never_leak():
    """DC-14.3: two states differing only in covered castle tiles give identical views (every seat, the mover's
    preview included), identical legal moves and labels, identical events for moves that reveal nothing."""
    checked = 0
    for seed in range(3):
        r = random.Random(seed)
        players = 2 + seed

        def step(before, seat, move, after, events, r=r, players=players):
            nonlocal checked
            if r.random() > 0.3:
                return
            twin = _twin(before, r)
            for s in [None, *range(players)]:
                assert GAME.view(twin, s) == GAME.view(before, s)
            assert [(m.id, m.label) for m in GAME.legal_moves(twin, seat)] == \
                [(m.id, m.label) for m in GAME.legal_moves(before, seat)]
            _, twin_events = GAME.apply(twin, seat, move)
            if not any(e.reveals for e in events):
                assert [e.to_json() for e in twin_events] == [e.to_json() for e in events]
                checked += 1

        random_playout(players, {}, seed, spirits=list(SPIRIT_IDS), on_step=step)
    assert checked > 100
