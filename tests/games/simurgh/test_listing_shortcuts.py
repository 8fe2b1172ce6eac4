"""The move listing's shortcuts for the computer (issue 30: a faster engine path, more iterations in the same think
time) give the verdicts of the slow, checked path: a laid tile's places, the data's bundle choices worked out once
and never shared with a state."""
from __future__ import annotations

import random

from games import registry
from games.simurgh import board as bd
from games.simurgh import bundles, legal, turns
from games.simurgh.bundles import concrete, data_choices
from games.simurgh.data import SPACES, TILES, VASSAL_TYPES, WILDS_SLOTS
from games.simurgh.setup import PLAY

GAME = registry.get("simurgh")


def _positions(seed: int, players: int, moves: int = 120):
    state = GAME.setup(players, GAME.normalize_options({}), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if GAME.is_over(state):
            return
        seat = min(GAME.actors(state))
        yield state, seat
        GAME.play(state, seat, rng.choice(GAME.move_ids(state, seat)).split())


def test_a_laid_tiles_places_are_what_the_board_allows():
    """SIM-9.4, SIM-4.1, SIM-10.3: for every tile a seat holds and every slot it may lay it on, the places listed
    for the laid tile are exactly those ``board.can_place`` accepts on it (with a vassal in the supply)."""
    checked = 0
    for seed in (1, 2):
        for state, seat in _positions(seed, 3):
            if state["phase"] != PLAY or state["active"] != seat:
                continue
            for tile in dict.fromkeys(state["seats"][seat]["hand"]):
                for slot in legal.lay_slots(state, seat):
                    work = legal._laid(state, seat, tile, slot)
                    supply = work["seats"][seat]["vassals"]
                    fast = [(sp, v) for sp, v in legal.lay_places(tile) if supply[v]["supply"] > 0]
                    slow = [(sp, v) for sp in legal.tile_spaces(tile) for v in VASSAL_TYPES
                            if bd.can_place(work, seat, v, sp)]
                    assert fast == slow
                    checked += 1
    assert checked > 100


def test_can_place_agrees_with_the_worded_refusal():
    for state, seat in _positions(3, 2):
        for space in list(SPACES)[:80]:
            for v in VASSAL_TYPES:
                assert bd.can_place(state, seat, v, space) == (bd.placement_error(state, seat, v, space) is None)


def test_the_datas_bundle_choices_are_worked_out_once_and_equal_concrete():
    bundles = [t["move_cost"] for t in TILES.values() if "move_cost" in t] + [s["reward"] for s in WILDS_SLOTS.values()]
    for b in bundles:
        assert list(data_choices(b)) == concrete(b)
        assert data_choices(b) is data_choices(b)


def _dicts(data, out: dict[int, dict]) -> dict[int, dict]:
    if isinstance(data, dict):
        out[id(data)] = data
        for v in data.values():
            _dicts(v, out)
    elif isinstance(data, (list, tuple)):
        for v in data:
            _dicts(v, out)
    return out


def test_a_state_never_shares_a_bundle_with_the_data():
    """The option a move picks is copied before the state keeps it (a queued payment or gain): a rule that changed
    a state's bundle in place would otherwise change the data's choices, and every later listing."""
    options = legal.slot_rewards("WS1")
    picked = turns._option(options, None if len(options) == 1 else "r1", "r", "SIM-9.2")
    assert picked == options[0] and picked is not options[0]
    for seed in (4, 5):
        for state, _ in _positions(seed, 2, moves=200):
            cached = _dicts([choices for _, choices in bundles._DATA_CHOICES.values()], {})
            assert not _dicts(state, {}).keys() & cached.keys()
