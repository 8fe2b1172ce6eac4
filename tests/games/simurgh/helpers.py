"""Fixtures for the Simurgh turn tests: a known table, and small edits of it (resources, hands, dragons, tiles)."""
from __future__ import annotations

import json

import pytest

from games.core.errors import GameError
from games.simurgh import GAME
from games.simurgh.bundles import new_dragon

OPTS = {"mode": "spearman", "length": "short", "first": 1}


def table(players: int = 3, seed: int = 5, **opts) -> dict:
    """A Spearman-mode game, seat 0 to play, every seat with 2 of each resource (12, under the limit)."""
    s = GAME.setup(players, {**OPTS, **opts}, seed)
    for seat in s["seats"]:
        seat["resources"] = {r: 2 for r in seat["resources"]}
    return s


def give_dragon(state: dict, seat: int, dragon_id: str, markers: int = 3) -> int:
    """Hand ``dragon_id`` to ``seat`` (taken from wherever it is), returning its index among the seat's dragons."""
    for s in state["seats"]:
        s["dragons"] = [d for d in s["dragons"] if d["id"] != dragon_id]
    if dragon_id in state["stacks"]["dragons"]:
        state["stacks"]["dragons"].remove(dragon_id)
    state["seats"][seat]["dragons"].append(new_dragon(dragon_id, markers))
    # keep the component count whole: a dragon the seat had is put back into the stack
    held = [d["id"] for s in state["seats"] for d in s["dragons"]]
    from games.simurgh.data import DRAGONS
    state["stacks"]["dragons"] = [d for d in DRAGONS if d not in held and d not in state["stacks"]["dragons"]] + \
        [d for d in state["stacks"]["dragons"] if d not in held]
    return len(state["seats"][seat]["dragons"]) - 1


def _take(state: dict, tile: str) -> None:
    """Take ``tile`` out of wherever it is (a hand, the action stack, the box, the display: refilled)."""
    for s in state["seats"]:
        if tile in s["hand"]:
            s["hand"].remove(tile)
    if tile in state["stacks"]["action"]:
        state["stacks"]["action"].remove(tile)
    if tile in state["box"]:
        state["box"].remove(tile)
    for k, v in state["board"]["display"].items():
        if v == tile:
            state["board"]["display"][k] = state["stacks"]["action"].pop()


def lay_tile(state: dict, tile: str, slot: str) -> None:
    """Put ``tile`` face up in ``slot`` (keeps every tile in one place)."""
    _take(state, tile)
    state["board"]["wilds"][slot] = {"tile": tile, "vassals": {}, "blocked": False}


def to_hand(state: dict, seat: int, tile: str) -> None:
    """Put ``tile`` in ``seat``'s hand."""
    _take(state, tile)
    state["seats"][seat]["hand"].append(tile)


def play(state: dict, seat: int, *moves: str) -> tuple[dict, list]:
    events = []
    for m in moves:
        state, ev = GAME.apply(state, seat, m)
        GAME.check_invariants(state)
        events += ev
    return state, events


def refused(state: dict, seat: int, move: str, rule: str) -> GameError:
    """The move is refused with ``rule`` and the state is left exactly as it was."""
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(GameError) as info:
        GAME.apply(state, seat, move)
    assert info.value.rule == rule, (info.value.key, info.value.rule)
    assert json.dumps(state, sort_keys=True) == before
    return info.value


def ids(state: dict, seat: int) -> set[str]:
    return {m.id for m in GAME.legal_moves(state, seat)}
