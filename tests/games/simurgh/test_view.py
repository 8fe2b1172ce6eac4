"""What a seat of Simurgh may know (§15), checked against states it cannot tell apart (hidden twins)."""
from __future__ import annotations

import json

from games.simurgh import drafts
from games.simurgh.data import kind_of
from games.simurgh.setup import setup
from games.simurgh.view import hidden_twin, view


def moments():
    """States along both setups: Spearman at the start; Dragonlord in each draft and at the first turn."""
    yield setup(2, {"mode": "spearman", "length": "short", "first": 1}, 3)
    yield setup(4, {"mode": "spearman", "length": "short", "first": 0}, 4)
    s = setup(3, {"mode": "dragonlord", "length": "short", "first": 1}, 5)
    yield json.loads(json.dumps(s))
    while s["phase"] != "PLAY":
        d = s["draft"]
        if d["kind"] == "power":
            drafts.power_pick(s, d["seat"], d["offer"][1])
        elif d["kind"] == "action":
            drafts.action_pick(s, d["seat"], d["offer"][0])
        else:
            for seat in range(s["players"]):
                if d["choices"][seat] is None:
                    drafts.dragon_pick(s, seat, d["offers"][seat][0], ["top", "bottom"])
                    break
        yield json.loads(json.dumps(s))


def test_sim_15_power_tiles_offers_and_stacks_stay_hidden():
    """§15: every view is the same for a hidden twin (the stacks, the box, the power tiles and dragons the seat
    cannot see re-dealt), and the twins really differ."""
    differ = 0
    for state in moments():
        for seat in [None, *range(state["players"])]:
            twin = hidden_twin(state, 99, seat)
            assert view(twin, seat) == view(state, seat), (state["phase"], seat)
            differ += twin != state
    assert differ > 10


def test_sim_15_what_is_public_and_what_is_private():
    """§15/G-14: the non-power tiles of a hand are public, the power tile only its number; the seat's own power
    tile is in its private part; in the power draft only the picking seat sees the offer; blocked slots show no
    tile."""
    s = setup(2, {"mode": "spearman", "length": "short", "first": 1}, 3)
    power = next(t for t in s["seats"][1]["hand"] if kind_of(t) == "power")
    spectator = view(s, None)
    assert power not in json.dumps(spectator)
    assert spectator["seats"][1]["power_tiles"] == 1 and len(spectator["seats"][1]["hand"]) == 3
    assert view(s, 1)["private"] == {"power_tiles": [power]} and view(s, 0)["private"] != view(s, 1)["private"]
    assert spectator["board"]["wilds"]["WS5"] == {"blocked": True}
    d = setup(3, {"mode": "dragonlord", "length": "short", "first": 1}, 5)
    picker = d["draft"]["seat"]
    assert view(d, picker)["private"]["power_offer"] == d["draft"]["offer"]
    other = (picker + 1) % 3
    assert view(d, other)["private"] is None and view(d, None)["draft"] == {"kind": "power", "seat": picker,
                                                                           "offered": 3}
