"""Fiefs and harvest: BK-11.x (adjacency, lava, sky towers, strength, production, wealth), BK-12.x (strength x wealth
per fief, universal farm choices simultaneous and private, the round-4 choice kept), the per-fief breakdown."""
from __future__ import annotations

import json

from games.bunny_kingdom import GAME, rounds
from games.bunny_kingdom.fiefs import fiefs, harvest_report
from tests.games.bunny_kingdom.helpers import keys, kingdom, play, rejects


def _report(state, seat=0):
    return harvest_report(state["owner"], state["buildings"], seat)


def test_bk_11_1_fiefs_are_orthogonal_groups():
    """BK-11.1/BK-11.2: side adjacency only (diagonals never connect); a single square is a fief."""
    state = kingdom(3, owner={"A1": 0, "A2": 0, "B3": 0, "C5": 0, "C6": 1})
    assert fiefs(state["owner"], state["buildings"], 0) == [["A1", "A2"], ["B3"], ["C5"]]
    assert fiefs(state["owner"], state["buildings"], 1) == [["C6"]]


def test_bk_11_3_lava_splits_but_another_chain_joins():
    """BK-11.3: lava blocks only its own edge: C8/C9 are two fiefs, joined again through B8-B9."""
    state = kingdom(3, owner={"C8": 0, "C9": 0}, buildings={"C8": "CITY3-1", "C9": "FAC-GOLD"})
    r = _report(state)
    assert [f["squares"] for f in r["fiefs"]] == [["C8"], ["C9"]]
    assert [(f["strength"], f["wealth"], f["points"]) for f in r["fiefs"]] == [(3, 0, 0), (0, 1, 0)]
    state = kingdom(3, owner={"C8": 0, "C9": 0, "B8": 0, "B9": 0}, buildings={"C8": "CITY3-1", "C9": "FAC-GOLD"})
    r = _report(state)
    assert r["fiefs"] == [{"squares": ["B8", "B9", "C8", "C9"], "strength": 4, "resources": ["gold"], "wealth": 1,
                           "points": 4}]


def test_bk_10_2_sky_tower_joins_fiefs_for_the_harvest():
    """BK-10.2/BK-12.1: a city fief without resources and a resource fief without city score 0 + 0; joined by a sky
    tower (lava and distance irrelevant) they score strength x wealth together. BK-10.4: the tower adds no strength
    and no resource; BK-11.7: the link always counts."""
    owner = {"A4": 0, "A3": 0, "J1": 0, "J4": 0, "J5": 0}
    apart = kingdom(3, owner={"A4": 0, "A3": 0, "J4": 0, "J5": 0})
    assert [f["points"] for f in _report(apart)["fiefs"]] == [1, 0]  # A3-A4: 1 x wood; J4-J5: no city
    state = kingdom(3, owner=owner, buildings={("A3", "J4"): "SKY-BLUE"})
    r = _report(state)
    assert [f["squares"] for f in r["fiefs"]] == [["A3", "A4", "J4", "J5"], ["J1"]]
    assert r["fiefs"][0]["resources"] == ["fish", "wood"] and r["fiefs"][0]["points"] == 2 and r["total"] == 2


def test_bk_11_4_to_11_6_strength_production_wealth():
    """BK-11.4: strength = sum of city strengths; BK-11.5/BK-8.6: a square yields its terrain's resource plus its
    farm's (forest + mushroom farm = wood and mushrooms); BK-11.6: wealth counts different resources once."""
    owner = {"A1": 0, "A2": 0, "A3": 0, "A4": 0, "A5": 0}
    build = {"A1": "FAC-MUSHROOMS", "A2": "FAC-WOOD", "A5": "CITY2-1"}
    r = _report(kingdom(3, owner=owner, buildings=build))
    assert r["fiefs"] == [{"squares": ["A1", "A2", "A3", "A4", "A5"], "strength": 3,
                           "resources": ["fish", "mushrooms", "wood"], "wealth": 3, "points": 9}]


def test_bk_12_1_fiefs_without_city_or_resource_score_zero():
    state = kingdom(3, owner={"E4": 0, "E5": 0, "E6": 0, "A1": 0, "A2": 0})  # plains + printed city; two forests
    assert [(f["strength"], f["wealth"], f["points"]) for f in _report(state)["fiefs"]] == [(0, 1, 0), (1, 0, 0)]


def _round_end_state(round_no=1):
    """Seat 0: fief A3-A4 (wood, city) with a universal farm on A2; seat 1: fief J4-J5 + H7 elsewhere."""
    state = kingdom(3, owner={"A2": 0, "A3": 0, "A4": 0, "J4": 1, "J3": 1, "H7": 1},
                    buildings={"A2": "FAC-UNIV-1"})
    state["round"] = round_no
    events = []
    rounds.start_harvest(state, events)
    return state, events


def test_bk_12_2_harvest_is_added_with_a_per_fief_breakdown():
    """BK-12.1/BK-12.2: every player's fiefs are scored; the breakdown is in the view (last_harvest)."""
    state = kingdom(3, owner={"A3": 0, "A4": 0, "J4": 1, "J3": 1, "H7": 1})
    events = []
    rounds.start_harvest(state, events)
    assert state["scores"] == [1, 1, 0] and state["harvests"] == [[1], [1], [0]]
    v = GAME.view(state, 2)
    lh = v["last_harvest"]
    assert lh["round"] == 1 and lh["players"][1]["fiefs"] == [
        {"squares": ["H7"], "strength": 1, "resources": [], "wealth": 0, "points": 0},
        {"squares": ["J3", "J4"], "strength": 1, "resources": ["fish"], "wealth": 1, "points": 1}]
    assert [e.msg.params["n"] for e in events if e.msg.key == "bunny_kingdom-ev-harvest"] == [1, 1, 0]
    assert state["round"] == 2 and state["phase"] == "PICK"  # BK-12.5: the next round is dealt at once


def test_bk_12_3_universal_farm_choice_is_simultaneous_and_private():
    """BK-12.3/BK-16.4: only owners of placed universal farms choose; the choice is private and changeable until
    the last one is in; then it becomes public and counts for the harvest."""
    state, events = _round_end_state()
    assert state["phase"] == "UNIVERSAL" and GAME.actors(state) == {0}
    assert {m.id for m in GAME.legal_moves(state, 0)} == {"universal a2 wood", "universal a2 fish",
                                                          "universal a2 carrots"}
    rejects(state, 1, "universal a2 fish", "bunny_kingdom-err-not-your-decision", "BK-16.4")
    rejects(state, 0, "universal a2 gold", "bunny_kingdom-err-not-a-basic-resource", "BK-12.3")
    rejects(state, 0, "universal a3 fish", "bunny_kingdom-err-card-not-owned", "BK-12.3")
    fish = next(m for m in GAME.legal_moves(state, 0) if m.id == "universal a2 fish")
    assert fish.label.params["points"] == 2  # the hint: wood + fish in the fief of A2
    # a second farm elsewhere keeps the step open while the first choice is hidden
    state["buildings"]["J4"] = {"type": "factory", "card": "FAC-UNIV-2", "resource": "universal", "choice": None}
    state["universal"]["J4"] = None
    state["used"][1].append(state["deck"].pop(state["deck"].index("FAC-UNIV-2")))
    spectator = GAME.view(state, None)
    state, ev = play(state, 0, "universal a2 fish")
    assert [e.msg.key for e in ev if e.to is None] == ["bunny_kingdom-ev-universal-chosen"]
    assert "fish" not in json.dumps([e.to_json() for e in ev if e.to is None])
    v = GAME.view(state, None)
    assert v["universal"]["A2"] == {"seat": 0, "chosen": True} and "fish" not in json.dumps(v["universal"])
    assert v["board"] == spectator["board"] and GAME.view(state, 0)["private"]["universal"] == {"A2": "fish"}
    assert GAME.actors(state) == {1}
    state, ev = play(state, 0, "universal a2 carrots")  # changed while seat 1 has not chosen
    assert "bunny_kingdom-ev-universal-changed" in keys(ev)
    state, ev = play(state, 1, "universal j4 wood")
    assert state["buildings"]["A2"]["choice"] == "carrots" and state["buildings"]["J4"]["choice"] == "wood"
    assert state["harvests"][0] == [2]  # A2-A4: strength 1 x {wood, carrots}
    reveal = [e for e in ev if e.msg.key == "bunny_kingdom-ev-universal-reveal"]
    assert len(reveal) == 2 and all(e.reveals and e.to is None for e in reveal)


def test_bk_12_4_round_4_choice_is_kept_for_the_parchments():
    """BK-12.4/BK-13.3: after the round-4 harvest the farm keeps its choice, and production counts it."""
    state, _ = _round_end_state(round_no=4)
    state["parchments"][0].append(state["deck"].pop(state["deck"].index("P-FISHER")))
    state, _ = play(state, 0, "universal a2 fish")
    assert state["phase"] == "GAME_OVER"
    assert state["buildings"]["A2"]["choice"] == "fish"
    fisher = state["final"]["parchments"][0][0]
    assert fisher == {"card": "P-FISHER", "copied": None, "points": 1, "value": 1}
