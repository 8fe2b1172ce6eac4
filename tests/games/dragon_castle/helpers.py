"""Helpers for the Zamek Smoków rule tests: hand-built states with shorthand tiles, steps with checks."""
from __future__ import annotations

import json
import random

import pytest

from games.core.errors import GameError
from games.dragon_castle import GAME
from games.dragon_castle.data import SHRINES_TOTAL, TILE_IDS, kind
from games.dragon_castle.realm import RIDX
from games.dragon_castle.setup import new_turn

# Shorthand tiles: m3 = Merchant 3, s2 = Soldier 2, f6 = Farmer 6; seasons spring..winter; winds rain, storm, cloud,
# snow; dragons red, green, white. "x" = any tile (a filler of a kind not named anywhere in the spec).
SEASONS = ("spring", "summer", "autumn", "winter")
WINDS = ("rain", "storm", "cloud", "snow")
DRAGONS = ("red", "green", "white")


def k(short: str) -> str:
    """Shorthand -> tile kind (``m3`` -> ``merchant_3``)."""
    if short[0] in "msf" and short[1:].isdigit():
        return {"m": "merchant", "s": "soldier", "f": "farmer"}[short[0]] + "_" + short[1:]
    if short in SEASONS:
        return f"season_{short}"
    if short in WINDS:
        return f"wind_{short}"
    if short in DRAGONS:
        return f"dragon_{short}"
    return short


def _tokens(spec: str) -> list[str]:
    return [t for t in spec.split("/") if t]


def make_state(players: int = 2, *, castle: dict | None = None, realms: dict | None = None,
               pools: list[int] | None = None, spirits=(), dragons=(), active: int = 0, first: int | None = None,
               stage: str | None = None, seed: int = 1) -> dict:
    """A state at the start of ``active``'s turn with chosen tiles in chosen places.

    ``castle``: cell -> "a/b/c" (bottom first; shorthand or x). Default: ``{"B2": "x/x", "D2": "x"}``.
    ``realms``: seat -> {cell: "x/x/m3"}: tokens bottom first; the top token is face up unless it is ``x`` or ends
    with ``v`` (a named face-down tile); ``#`` after the top token puts a shrine on it (face down).
    ``stage="end"``: the action is already done (W2: spirits or confirm). Every other tile goes to the discard pile.
    """
    state = GAME.setup(players, {"spirits": "none", "dragons": "none"}, seed)
    castle = {"B2": "x/x", "D2": "x"} if castle is None else castle
    realms = realms or {}
    named = set()
    for spec in list(castle.values()) + [s for r in realms.values() for s in r.values()]:
        for tok in _tokens(spec):
            tok = tok.rstrip("#").removesuffix("v")
            if tok != "x":
                named.add(k(tok))
    pool = list(TILE_IDS)
    random.Random(seed).shuffle(pool)
    pool.sort(key=lambda t: kind(t) in named)  # fillers come from kinds not named in the spec

    def grab(short: str) -> str:
        want = None if short == "x" else k(short)
        for i, tile in enumerate(pool):
            if want is None or kind(tile) == want:
                return pool.pop(i)
        raise AssertionError(f"no tile {short} left")

    # named tiles first, so fillers cannot use them up
    cells = {cell: _tokens(spec) for cell, spec in castle.items()}
    new_castle = {cell: [None] * len(toks) for cell, toks in cells.items()}
    new_realms = [[{"tiles": [], "up": False, "shrine": False} for _ in range(16)] for _ in range(players)]
    realm_toks = {(s, c): _tokens(spec) for s, r in realms.items() for c, spec in r.items()}
    for filler in (False, True):
        for cell, toks in cells.items():
            for i, tok in enumerate(toks):
                if (tok == "x") == filler:
                    new_castle[cell][i] = grab(tok)
        for (s, c), toks in realm_toks.items():
            sp = new_realms[s][RIDX[c]]
            if not sp["tiles"]:
                sp["tiles"] = [None] * len(toks)
            for i, tok in enumerate(toks):
                base = tok.rstrip("#").removesuffix("v")
                if (base == "x") == filler:
                    sp["tiles"][i] = grab(base)
    for (s, c), toks in realm_toks.items():
        sp = new_realms[s][RIDX[c]]
        top = toks[-1]
        sp["shrine"] = top.endswith("#")
        base = top.rstrip("#")
        sp["up"] = not (sp["shrine"] or base == "x" or base.endswith("v"))
    state["castle"] = new_castle
    state["realms"] = new_realms
    state["discard"] = pool
    pools = pools if pools is not None else [1] * players
    state["pools"] = list(pools)
    built = sum(sp["shrine"] for r in new_realms for sp in r)
    state["supply"] = SHRINES_TOTAL - sum(pools) - built
    state["spirits"], state["dragons"] = list(spirits), list(dragons)
    state["first"] = active if first is None else first
    state["active"] = active
    state["turn"] = new_turn(active)
    if stage == "end":
        state["turn"]["action"] = "discard"
    GAME.check_invariants(state)
    return state


def play(state: dict, seat: int, move: str, legal: bool = True):
    """Apply ``move`` after checking it is offered; check invariants, the input unchanged and a JSON round trip."""
    before = json.dumps(state, sort_keys=True)
    if legal:
        assert GAME.is_legal(state, seat, move), (move, [m.id for m in GAME.legal_moves(state, seat)][:40])
    new, events = GAME.apply(state, seat, move)
    assert json.dumps(state, sort_keys=True) == before
    GAME.check_invariants(new)
    assert json.loads(json.dumps(new)) == new
    return new, events


def run(state: dict, seat: int, *moves: str):
    """Several steps in a row; returns the state and all events."""
    events = []
    for m in moves:
        state, ev = play(state, seat, m)
        events += ev
    return state, events


def rejects(state: dict, seat: int, move: str, key: str, rule: str | None) -> GameError:
    """The move is refused with ``key``/``rule``, it is not offered, and the input state is unchanged."""
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(GameError) as err:
        GAME.apply(state, seat, move)
    assert (err.value.key, err.value.rule) == (key, rule), (err.value.key, err.value.rule, err.value.params)
    assert json.dumps(state, sort_keys=True) == before
    assert not GAME.is_legal(state, seat, move)
    return err.value


def keys(events) -> list[str]:
    return [e.msg.key for e in events]


BUSY = "dragon_castle-ev-busy"


def mine(events) -> list:
    """The events of private steps meant for the mover (without the neutral public "is playing" trace)."""
    return [e for e in events if e.msg.key != BUSY]


def private_step(events, seat: int) -> bool:
    """A private step: one neutral public trace, everything else to the mover only, nothing revealed."""
    public = [e for e in events if e.to is None]
    return [e.msg.key for e in public] == [BUSY] and all(e.to in (None, seat) and not e.reveals for e in events)


def ids(state: dict, seat: int | None = None) -> list[str]:
    return [m.id for m in GAME.legal_moves(state, state["active"] if seat is None else seat)]


def space(state: dict, seat: int, cell: str) -> dict:
    """The committed state's realm space (for pending steps use ``preview``)."""
    return state["realms"][seat][RIDX[cell]]


def top_kind(state: dict, seat: int, cell: str) -> str | None:
    sp = space(state, seat, cell)
    return kind(sp["tiles"][-1]) if sp["tiles"] else None


def preview(state: dict) -> dict:
    from games.dragon_castle.turns import preview as _preview

    return _preview(state)


def random_playout(players: int, opts: dict, seed: int, on_step=None, max_steps: int = 4000,
                   spirits=None, dragons=None, undo_rate: float = 0.05) -> dict:
    """Random legal steps to the end (weighted by verb, undo rarely); ``on_step(before, seat, move, after,
    events)`` after each."""
    state = GAME.setup(players, opts, seed)
    if spirits is not None:
        state["spirits"] = list(spirits)
    if dragons is not None:
        state["dragons"] = list(dragons)
    r = random.Random(seed)
    steps = 0
    while not GAME.result(state).finished:
        seat = next(iter(GAME.actors(state)))
        moves = [m.id for m in GAME.legal_moves(state, seat)]
        by_verb: dict[str, list[str]] = {}
        for m in moves:
            by_verb.setdefault(m.split()[0], []).append(m)
        verbs = sorted(by_verb)
        weights = [undo_rate if v == "undo" else WEIGHTS.get(v, 2.0) for v in verbs]
        verb = r.choices(verbs, weights)[0]
        move = r.choice(by_verb[verb])
        if verb == "place":  # prefer placements that grow same-type groups (more consolidations)
            move = _clustered_place(state, seat, by_verb[verb], r)
        new, events = GAME.apply(state, seat, move)
        if on_step:
            on_step(state, seat, move, new, events)
        state = new
        steps += 1
        assert steps < max_steps
    return state


WEIGHTS = {"take": 3.0, "shrine": 2.0, "discard": 0.7, "spirit": 0.8, "confirm": 1.0}


def _clustered_place(state: dict, seat: int, options: list[str], r: random.Random) -> str:
    from games.dragon_castle.data import ttype
    from games.dragon_castle.realm import RNEIGH

    work = preview(state)
    realm, held = work["realms"][seat], work["turn"]["held"]

    def score(move_id: str) -> float:
        total = r.random()
        for tile, cell in zip(held, move_id.split()[1:], strict=True):
            for j in RNEIGH[RIDX[cell]]:
                sp = realm[j]
                if sp["up"] and ttype(sp["tiles"][-1]) == ttype(tile):
                    total += 1
        return total

    return max(options, key=score)
