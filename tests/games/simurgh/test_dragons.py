"""Dragon abilities of Simurgh (SIM-11.5-SIM-11.7, SIM-11.11): usable instant abilities, trigger offers, using one."""
from __future__ import annotations

import pytest

from games.simurgh import dragons as dr
from games.simurgh.bundles import new_dragon
from games.simurgh.data import DRAGONS
from games.simurgh.setup import _seat_state


def seat_with(*dragons: tuple[str, int], **resources) -> dict:
    s = _seat_state()
    s["resources"].update(resources)
    s["dragons"] = [new_dragon(d, k) for d, k in dragons]
    return s


def test_sim_11_5_an_instant_ability_needs_its_marker_and_full_use():
    """SIM-11.5: D49 slot 1 (gain a vegetable or a meat) is usable with its marker, not without; slot 2 (pay 2 meat
    + 2 wood for a Dragonrider) needs the payment in full and a Dragonrider left in the colour pool (SIM-11.11)."""
    s = seat_with(("D49", 3), meat=1, wood=1)
    assert dr.instant_ok(s, 0, 0)
    assert not dr.instant_ok(s, 0, 1)  # 1 meat + 1 wood: not enough
    s["resources"].update(meat=2, wood=2)
    assert dr.instant_ok(s, 0, 1)
    s["vassals"]["dragonrider"] = {"supply": 2, "pool": 0}
    assert not dr.instant_ok(s, 0, 1)  # no Dragonrider left to gain
    dr.use(s, 0, 0)
    assert s["dragons"][0]["markers"][0] is False and not dr.instant_ok(s, 0, 0)
    with pytest.raises(AssertionError):
        dr.use(s, 0, 0)


def test_sim_11_7_extra_markers_are_paid_on_top_of_the_own_one():
    """SIM-11.7: D49 slot 3 (pay 1 marker -> 4 PP) needs one marker besides its own, which is spent first."""
    assert DRAGONS["D49"]["abilities"][2]["effect"] == {"pay": {"markers": 1}, "gain": {"power": 4}}
    s = seat_with(("D49", 3))
    assert dr.instant_ok(s, 0, 2)
    s["dragons"][0]["markers"] = [False, False, True]
    assert not dr.instant_ok(s, 0, 2)  # only its own marker: nothing left to pay with


def test_sim_11_6_trigger_offers_follow_their_event():
    """SIM-11.6: D53 offers its wisdom trigger on a gain of wisdom and its PP trigger on a gain of PP; D58 offers on
    spending its vassal type; D56 on a Dragonrider moving down; a trigger without its marker offers nothing."""
    s = seat_with(("D53", 3), ("D58", 3), ("D56", 3))
    assert dr.triggers(s, "gain", dr.gained({"resources": {"wisdom": 1}})) == [(0, 1)]
    assert dr.triggers(s, "gain", dr.gained({"power": 2})) == [(0, 2)]
    assert dr.triggers(s, "gain", dr.gained({"resources": {"wood": 2}})) == []
    assert dr.triggers(s, "spend", "spearman") == [(1, 0)] and dr.triggers(s, "spend", "dragonrider") == [(1, 1)]
    assert dr.triggers(s, "explore", None) == [(2, 1)]
    s["dragons"][0]["markers"][1] = False
    assert dr.triggers(s, "gain", {"wisdom": 2}) == []
    assert all(dr.ability(s["dragons"][d], slot)["kind"] == "instant" for d, slot in dr.usable(s))


def test_extra_move_pays_the_way_its_id_names_when_the_first_is_unaffordable():
    """SIM-11.8: an extra move's ways to pay are numbered over the tile's whole move cost; with the first one
    unaffordable (no 2 wood here), ``o2`` pays wood + stone and ``o3`` two stone - found by the computer player's
    search, where ``o3`` used to crash and ``o2`` took the wrong payment."""
    import json
    from pathlib import Path

    from games.simurgh import GAME

    data = json.loads((Path(__file__).parents[2] / "fixtures/positions/simurgh-extra-move-payment.json").read_text())
    state, seat = data["state"], data["seat"]
    assert [m.id for m in GAME.legal_moves(state, seat) if m.id.startswith("extra")] == \
        ["extra D59 1 o2", "extra D59 1 o3"]
    before = state["seats"][seat]["resources"]
    wood_stone = GAME.apply(state, seat, "extra D59 1 o2")[0]["seats"][seat]["resources"]
    two_stone = GAME.apply(state, seat, "extra D59 1 o3")[0]["seats"][seat]["resources"]
    assert (before["wood"] - wood_stone["wood"], before["stone"] - wood_stone["stone"]) == (1, 1)
    assert (before["wood"] - two_stone["wood"], before["stone"] - two_stone["stone"]) == (0, 2)
