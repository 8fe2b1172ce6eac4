"""Helpers for the Królestwo Królików rule tests: hand-built kingdoms, card placement, moves with checks."""
from __future__ import annotations

import json
import random

import pytest

from games.bunny_kingdom import GAME, rounds
from games.bunny_kingdom.buildings import records
from games.bunny_kingdom.cards import CARDS, TERRITORY_CARD, building
from games.bunny_kingdom.state import PLACES
from games.core.errors import GameError


def locate(state: dict, cid: str) -> tuple[str, int | None]:
    if cid in state["deck"]:
        return "deck", None
    for place in PLACES[1:]:
        for s, pile in enumerate(state[place]):
            if cid in pile:
                return place, s
    raise AssertionError(f"{cid} nowhere")


def take(state: dict, cid: str) -> str:
    """Remove ``cid`` from the deck, a hand, a reserve, a parchment area or an unbuilt area (never from the board)."""
    place, seat = locate(state, cid)
    assert place in ("deck", "hands", "reserves", "parchments", "unbuilt", "discards"), (cid, place)
    (state["deck"] if seat is None else state[place][seat]).remove(cid)
    for s, pick in enumerate(state["picks"]):
        if pick is not None and cid in pick:
            state["picks"][s] = None
    return cid


def put(state: dict, cid: str, place: str, seat: int | None = None) -> None:
    take(state, cid)
    if place == "deck":  # top of the deck = last element
        state["deck"].append(cid)
    else:
        state[place][seat].append(cid)


def deck_top(state: dict, *cids: str) -> None:
    """Put ``cids`` on top of the deck, the first one drawn first."""
    for cid in reversed(cids):
        put(state, cid, "deck")


def _slot(state: dict, cid: str) -> tuple[list, int]:
    place, seat = locate(state, cid)
    assert place in ("deck", "hands", "reserves"), (cid, place)
    container = state["deck"] if seat is None else state[place][seat]
    return container, container.index(cid)


def swap(state: dict, a: str, b: str) -> None:
    """Exchange the places of two cards of the deck, hands or reserves (every size stays the same)."""
    (ca, ia), (cb, ib) = _slot(state, a), _slot(state, b)
    ca[ia], cb[ib] = b, a
    state["picks"] = [None] * state["players"]


def into_hand(state: dict, seat: int, cids) -> None:
    """Make sure ``cids`` are in ``seat``'s hand, swapping out other cards of that hand (sizes unchanged)."""
    hand = state["hands"][seat]
    for cid in cids:
        if cid not in hand:
            victim = next(c for c in hand if c not in cids)
            swap(state, cid, victim)


def on_top(state: dict, *cids: str) -> None:
    """Make ``cids`` the next cards drawn from the deck, the first one first (swapping, sizes unchanged)."""
    deck = state["deck"]
    for i, cid in enumerate(cids):
        swap(state, cid, deck[len(deck) - 1 - i])


def set_hand(state: dict, seat: int, cids: list[str]) -> None:
    """Replace ``seat``'s hand by ``cids`` (the old hand goes to the bottom of the deck)."""
    for c in list(state["hands"][seat]):
        state["hands"][seat].remove(c)
        state["deck"].insert(0, c)
    state["picks"][seat] = None
    for c in cids:
        put(state, c, "hands", seat)


def kingdom(players: int = 3, *, owner: dict | None = None, buildings: dict | None = None,
            unbuilt: dict | None = None, parchments: dict | None = None, seed: int = 1) -> dict:
    """A state with every hand and reserve empty and a chosen board.

    ``owner``: square -> seat (its territory card goes to the seat's used pile, unless a camp holds the square).
    ``buildings``: square or (square, square) for a sky tower -> card id (the card goes to the owner's used pile).
    ``unbuilt`` / ``parchments``: seat -> card ids. Every other card stays in the deck. Phase: PICK with empty hands
    (a neutral base; tests then call the engine's own transitions or functions).
    """
    state = GAME.setup(players, {}, seed)
    for s in range(players):
        for c in list(state["hands"][s]) + list(state["reserves"][s]):
            put(state, c, "deck")
    state["picks"] = [None] * players
    owner = owner or {}
    camps = {sq for sq, cid in (buildings or {}).items() if building(cid) == "camp"}
    for sq, s in owner.items():
        if sq not in camps:
            put(state, TERRITORY_CARD[sq], "used", s)
        state["owner"][sq] = s
    for where, cid in (buildings or {}).items():
        squares = list(where) if isinstance(where, tuple) else [where]
        s = owner[squares[0]]
        put(state, cid, "used", s)
        state["buildings"].update(records(cid, squares))
    for s, cids in (unbuilt or {}).items():
        for c in cids:
            put(state, c, "unbuilt", s)
    for s, cids in (parchments or {}).items():
        for c in cids:
            put(state, c, "parchments", s)
    GAME.check_invariants(state)
    return state


def to_construction(state: dict) -> tuple[dict, list]:
    """Run the engine's own transition into Construction (camp step, then building) from a kingdom()."""
    events: list = []
    state["phase"] = "PICK"
    rounds.start_construction(state, events)
    GAME.check_invariants(state)
    return state, events


def play(state: dict, seat: int, move: str, legal: bool = True):
    """Apply ``move`` after checking it is offered; check invariants and the JSON round-trip."""
    if legal:
        assert GAME.is_legal(state, seat, move), f"{move!r} not offered to {seat}"
    new, events = GAME.apply(state, seat, move)
    GAME.check_invariants(new)
    assert json.loads(json.dumps(new)) == new
    return new, events


def rejects(state: dict, seat, move: str, key: str, rule: str | None) -> GameError:
    """The move is refused with ``key``/``rule``, it is not offered, and the input state is unchanged."""
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(GameError) as err:
        GAME.apply(state, seat, move)
    assert err.value.key == key, (err.value.key, err.value.rule, err.value.params)
    assert err.value.rule == rule, (err.value.key, err.value.rule)
    assert json.dumps(state, sort_keys=True) == before
    if isinstance(seat, int) and 0 <= seat < state["players"]:
        assert not GAME.is_legal(state, seat, move)
    return err.value


def keys(events) -> list[str]:
    return [e.msg.key for e in events]


def pick_all(state: dict, choose=None) -> tuple[dict, list]:
    """Every player submits a pick: ``choose(state, seat) -> move id`` (default: the first legal move)."""
    events = []
    for s in range(state["players"]):
        move = choose(state, s) if choose else GAME.legal_moves(state, s)[0].id
        state, ev = play(state, s, move)
        events += ev
    return state, events


def random_playout(players: int, seed: int, on_step=None, max_steps: int = 3000) -> dict:
    """Random legal moves to the end; ``on_step(before, seat, move_id, after, events)`` after each move."""
    state = GAME.setup(players, {}, seed)
    r = random.Random(seed)
    steps = 0
    while not GAME.result(state).finished:
        seat = r.choice(sorted(GAME.actors(state)))
        move = r.choice(GAME.legal_moves(state, seat)).id
        new, events = GAME.apply(state, seat, move)
        if on_step:
            on_step(state, seat, move, new, events)
        state = new
        steps += 1
        assert steps < max_steps
    return state


def card(cid: str) -> dict:
    return CARDS[cid]
