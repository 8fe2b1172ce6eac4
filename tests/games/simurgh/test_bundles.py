"""Simurgh costs and gains (SIM-7, SIM-11.3, SIM-11.4) on a seat's state, with the data's own bundles."""
from __future__ import annotations

from games.simurgh import bundles as b
from games.simurgh.data import CITY_SPACES, DRAGONS, SPACES
from games.simurgh.setup import _seat_state


def seat(**resources) -> dict:
    s = _seat_state()
    s["resources"] = {r: 0 for r in s["resources"]} | resources
    s["dragons"] = [b.new_dragon("D49", 3)]
    return s


def test_sim_7_1_choices_and_splits_become_fixed_bundles():
    """SIM-7.1: a choose_one is one fixed bundle per option; an any_of split is free, all on one type included."""
    c05 = CITY_SPACES["C05"]["effect"]["gain"]  # 1 vegetable OR 1 PP
    assert b.concrete(c05) == [{"resources": {"vegetable": 1}}, {"power": 1}]
    two = b.concrete({"any_of": [{"n": 2, "from": ["wood", "stone"]}]})
    assert two == [{"resources": {"wood": 2}}, {"resources": {"wood": 1, "stone": 1}}, {"resources": {"stone": 2}}]
    assert b.concrete(None) == [{}] and b.concrete({}) == [{}]
    mixed = b.concrete({"resources": {"meat": 1}, "any_of": [{"n": 1, "from": ["wood", "stone"]}], "power": 2})
    assert mixed == [{"resources": {"meat": 1, "wood": 1}, "power": 2},
                     {"resources": {"meat": 1, "stone": 1}, "power": 2}]


def test_sim_7_2_sim_7_3_sim_7_4_an_exchange_is_paid_in_full_or_not_at_all():
    """SIM-7.2/SIM-7.3: C06 (3 vegetables + 1 meat -> a Spearman) needs the whole payment and a Spearman in the
    colour pool; SIM-7.4: paying returns the resources."""
    pay = b.concrete(CITY_SPACES["C06"]["effect"]["pay"])[0]
    get = b.concrete(CITY_SPACES["C06"]["effect"]["gain"])[0]
    poor, rich = seat(vegetable=2, meat=1), seat(vegetable=3, meat=2)
    assert not b.can_pay(poor, pay) and b.can_pay(rich, pay) and b.can_gain(rich, get)
    b.pay(rich, pay)
    b.gain(rich, get)
    assert rich["resources"]["vegetable"] == 0 and rich["resources"]["meat"] == 1
    assert rich["vassals"]["spearman"] == {"supply": 2, "pool": 1}  # SIM-7.8: from the colour pool to the supply
    rich["vassals"]["spearman"] = {"supply": 3, "pool": 0}
    assert not b.can_gain(rich, get)  # no Spearman left in the pool: the space is not usable (SIM-8.6)


def test_sim_4_5_sim_7_5_pp_can_never_go_below_zero():
    s = seat()
    s["pp"] = 2
    assert b.can_pay(s, {"power": 2}) and not b.can_pay(s, {"power": 3})
    b.pay(s, {"power": 2})
    assert s["pp"] == 0


def test_sim_7_6_markers_are_paid_from_chosen_spaces():
    s = seat()
    assert b.markers(s) == 3 and b.can_pay(s, {"markers": 3}) and not b.can_pay(s, {"markers": 4})
    b.pay(s, {"markers": 2}, marker_slots=[(0, 0), (0, 2)])
    assert s["dragons"][0]["markers"] == [False, True, False]


def test_sim_7_7_spending_vassals_supply_first_never_the_last_never_the_one_just_placed():
    """SIM-7.7: a spend takes from the supply first (the rest from the board, the engine asks which); the last
    vassal can never be spent; the vassal just placed cannot pay for its own space; the spent one goes back to the
    colour pool."""
    s = seat()  # supply: 1 Spearman, 1 Dragonrider; pool 2 + 1
    assert b.vassals_to_spend(s, "spearman", 1) == (1, 0)
    assert b.can_pay(s, {"vassals": {"spearman": 1}})  # the Dragonrider remains
    assert not b.can_pay(s, {"vassals": {"spearman": 1, "dragonrider": 1}})  # that would be the last one
    assert not b.can_pay(s, {"vassals": {"spearman": 1}}, placed="spearman")  # the placed one cannot pay itself
    b.pay(s, {"vassals": {"spearman": 1}})
    assert s["vassals"]["spearman"] == {"supply": 0, "pool": 3}
    s["vassals"]["spearman"] = {"supply": 0, "pool": 1}  # two Spearmen stand on spaces
    assert b.vassals_to_spend(s, "spearman", 1) == (0, 1)  # from the board: the engine asks which
    b.return_to_pool(s, "spearman")
    assert s["vassals"]["spearman"]["pool"] == 2


def test_sim_11_3_sim_11_4_markers_go_left_to_right_never_back_on_a_one_shot_space():
    """SIM-11.3: a marker goes on the leftmost empty space; one that fits nowhere is lost. SIM-11.4: a one-shot
    space is filled only when the dragon arrives; later markers skip it."""
    one_shot = next(d for d in DRAGONS.values() if d["abilities"][2]["one_shot"])
    s = seat()
    s["dragons"] = [b.new_dragon(one_shot["id"], 3), b.new_dragon("D50", 1)]
    assert s["dragons"][0]["markers"] == [True, True, True]  # arriving with 3: the one-shot space too
    s["dragons"][0]["markers"][2] = False  # used
    assert b.free_slot(s["dragons"][0]) is None  # the one-shot space never takes a marker again
    lost = b.gain(s, {"markers": 3}, marker_dragons=[1, 1, 0])
    assert s["dragons"][1]["markers"] == [True, True, True] and lost == 1
    assert b.new_dragon("D50", 0)["markers"] == [False, False, False]  # SIM-7.10: markers 0


def test_sim_7_9_gained_markers_may_be_spread_over_dragons():
    s = seat()
    s["dragons"] = [b.new_dragon("D49", 1), b.new_dragon("D50", 1)]
    b.gain(s, {"markers": 2}, marker_dragons=[0, 1])
    assert [d["markers"] for d in s["dragons"]] == [[True, True, False], [True, True, False]]


def test_every_cost_and_gain_of_the_data_becomes_fixed_bundles():
    """Every space of the data resolves into fixed bundles of the schema (nothing left to interpret)."""
    for space in SPACES.values():
        effect = space.get("effect") or {"gain": space.get("gain")}
        for part in ("pay", "gain"):
            for fixed in b.concrete(effect.get(part)):
                assert set(fixed) <= set(b.FIXED_KEYS), (space["id"], fixed)
