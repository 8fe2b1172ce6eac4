"""Construction: BK-8.x placement rules, BK-9.x camps in number order, BK-10.x sky towers, BK-16.3 simultaneous
private plans (reopenable until the last player is done)."""
from __future__ import annotations

import json

import pytest

from games.bunny_kingdom import GAME
from games.bunny_kingdom.fiefs import harvest_report
from tests.games.bunny_kingdom.helpers import keys, kingdom, play, rejects, to_construction

OWN0 = {"A1": 0, "A2": 0, "A4": 0, "C8": 0, "C9": 0, "J10": 0, "E4": 0, "E5": 0, "B8": 1}
UNBUILT0 = ["CITY3-1", "CITY2-1", "FAC-PEARLS", "FAC-GOLD", "FAC-UNIV-1", "SKY-BLUE", "SKY-GREEN"]


def _build_state():
    state = kingdom(3, owner=OWN0, unbuilt={0: UNBUILT0, 1: ["CITY1-1"]})
    state, events = to_construction(state)
    assert state["phase"] == "BUILD" and GAME.actors(state) == {0, 1}  # seat 2 has nothing: done at once
    return state


def _ids(state, seat):
    return {m.id for m in GAME.legal_moves(state, seat)}


def test_bk_8_3_only_on_controlled_squares():
    state = _build_state()
    rejects(state, 0, "build city2 b8", "bunny_kingdom-err-square-not-controlled", "BK-8.3")
    rejects(state, 0, "build city2 e6", "bunny_kingdom-err-square-not-controlled", "BK-8.3")
    assert "build city2 a1" in _ids(state, 0) and "build city1 b8" in _ids(state, 1)


def test_bk_8_2_one_building_per_square():
    """BK-8.2: printed cities are buildings; a planned square is taken for the rest of the plan."""
    state = _build_state()
    rejects(state, 0, "build city2 a4", "bunny_kingdom-err-square-has-building", "BK-8.2")
    state, _ = play(state, 0, "build city2 a1")
    rejects(state, 0, "build fac-univ a1", "bunny_kingdom-err-square-has-building", "BK-8.2")
    assert not any(m.id.endswith(" a1") for m in GAME.legal_moves(state, 0))


def test_bk_8_4_terrain_restrictions():
    """BK-8.4: strength-3 cities on mountains only; each luxury farm on its terrain; basic/universal farms,
    strength-1/2 cities and sky towers anywhere (sea included)."""
    owner = {"A1": 0, "A5": 0, "C7": 0, "C8": 0, "C3": 0, "J2": 0}  # forest, sea, field, mountain, plains, forest
    lux = ["FAC-PEARLS", "FAC-MUSHROOMS", "FAC-SPICES", "FAC-GOLD", "FAC-DIAMONDS", "FAC-COPPER", "FAC-IRON"]
    state = kingdom(3, owner=owner, unbuilt={0: [*lux, "CITY3-1", "CITY1-1", "CITY2-1", "FAC-WOOD", "FAC-UNIV-1"]})
    state, _ = to_construction(state)
    ids = _ids(state, 0)
    allowed = {"fac-pearls": {"a5"}, "fac-mushrooms": {"a1", "j2"}, "fac-spices": {"c7"}, "fac-gold": {"c8"},
               "fac-diamonds": {"c8"}, "fac-copper": {"c8"}, "fac-iron": {"c8"}, "city3": {"c8"}}
    every = {"a1", "a5", "c7", "c8", "c3", "j2"}
    for token in ("city1", "city2", "fac-wood", "fac-univ"):
        allowed[token] = every
    for token, squares in allowed.items():
        assert {m.split()[2] for m in ids if m.split()[:2] == ["build", token]} == squares, token
    rejects(state, 0, "build city3 a1", "bunny_kingdom-err-terrain-mismatch", "BK-8.4")
    err = rejects(state, 0, "build fac-pearls c7", "bunny_kingdom-err-terrain-mismatch", "BK-8.4")
    assert err.params["terrain"].key == "bunny_kingdom-terrain-sea"
    rejects(state, 0, "build fac-spices a5", "bunny_kingdom-err-terrain-mismatch", "BK-8.4")


def test_bk_16_3_plans_are_private_until_everybody_is_done():
    """BK-16.3/BK-8.9: a plan is seen only by its author; the table learns only that the player is planning or done.
    When the last player is done, every plan is built at once and the cards go to the used piles (BK-8.8)."""
    state = _build_state()
    spectator = GAME.view(state, None)
    other = GAME.view(state, 1)
    state, events = play(state, 0, "build city2 a1")
    assert [e.msg.key for e in events if e.to is None] == ["bunny_kingdom-ev-plan-changed"]
    assert "a1" not in json.dumps([e.to_json() for e in events if e.to is None]).lower()
    assert GAME.view(state, None) == spectator and GAME.view(state, 1) == other
    assert GAME.view(state, 0)["private"]["plan"] == [{"card": "CITY2-1", "squares": ["A1"]}]
    assert "A1" not in state["buildings"]
    state, _ = play(state, 0, "build sky-blue c8 c9")
    state, _ = play(state, 0, "done")
    assert GAME.actors(state) == {1} and GAME.view(state, None)["submitted"] == [True, False, True]
    state, events = play(state, 1, "done")
    assert state["buildings"]["A1"] == {"type": "city", "strength": 2, "card": "CITY2-1"}
    assert state["buildings"]["C8"]["other"] == "C9" and state["buildings"]["C9"]["other"] == "C8"
    assert {"CITY2-1", "SKY-BLUE"} <= set(state["used"][0]) and "CITY2-1" not in state["unbuilt"][0]
    built = [e for e in events if e.msg.key == "bunny_kingdom-ev-built"]
    assert len(built) == 1 and all(e.reveals for e in built) and len(built[0].msg.params["items"]) == 2
    assert state["last_build"]["builds"][0] == [{"card": "CITY2-1", "squares": ["A1"]},
                                                {"card": "SKY-BLUE", "squares": ["C8", "C9"]}]


def test_bk_16_3_a_submitted_plan_can_be_reopened_until_the_last_player_is_done():
    state = _build_state()
    state, _ = play(state, 0, "build city2 a1")
    state, _ = play(state, 0, "done")
    rejects(state, 0, "done", "bunny_kingdom-err-not-your-decision", "BK-16.3")
    assert "undo" in _ids(state, 0) and "build fac-univ a2" in _ids(state, 0) and "done" not in _ids(state, 0)
    state, events = play(state, 0, "undo")
    assert "bunny_kingdom-ev-build-reopen" in keys(events) and GAME.actors(state) == {0, 1}
    assert state["plans"][0] == []
    rejects(state, 0, "undo", "bunny_kingdom-err-nothing-to-undo", "BK-16.3")
    state, _ = play(state, 0, "build fac-univ a2")
    state, _ = play(state, 1, "done")
    assert state["phase"] == "BUILD"
    state, _ = play(state, 0, "done")
    assert state["buildings"]["A2"]["resource"] == "universal" and "A1" not in state["buildings"]


def test_bk_8_1_building_is_optional_and_kept_for_later():
    """BK-8.1: unbuilt buildings stay in front of the player for a later construction phase."""
    state = _build_state()
    for s in (0, 1):
        state, _ = play(state, s, "done")
    assert state["unbuilt"][1] == ["CITY1-1"] and set(state["unbuilt"][0]) == set(UNBUILT0)
    assert state["round"] == 2 or state["phase"] == "UNIVERSAL"


def test_bk_16_3_nobody_waits_for_a_player_who_cannot_build():
    """BK-16.3 (designed extension): a player whose unbuilt buildings cannot go anywhere is done at once."""
    state = kingdom(3, owner={"A1": 0, "B8": 1}, unbuilt={0: ["CITY3-1"], 1: ["CITY1-1"]})
    state, _ = to_construction(state)
    assert GAME.actors(state) == {1} and GAME.legal_moves(state, 0) == []
    rejects(state, 0, "done", "bunny_kingdom-err-not-your-decision", "BK-16.3")


def test_bk_10_1_sky_tower_needs_two_different_squares():
    state = _build_state()
    rejects(state, 0, "build sky-blue a1 a1", "bunny_kingdom-err-sky-same-square", "BK-10.1")
    rejects(state, 0, "build sky-blue a1", "bunny_kingdom-err-build-squares", "BK-10.1")
    rejects(state, 0, "build city2 a1 a2", "bunny_kingdom-err-build-squares", "BK-8.3")
    ids = _ids(state, 0)
    assert "build sky-blue a1 j10" in ids and "build sky-blue j10 a1" in ids  # both orders


def test_bk_10_3_sky_tower_joins_two_different_fiefs_and_bk_8_10_plan_order():
    """BK-10.3/G-10: both squares must be in different fiefs, lava-separated squares qualify; BK-8.10: a tower
    planned earlier already joins fiefs for the later placements of the same plan."""
    state = _build_state()
    rejects(state, 0, "build sky-blue a1 a2", "bunny_kingdom-err-sky-same-fief", "BK-10.3")
    assert "build sky-blue c8 c9" in _ids(state, 0)  # lava C8-C9: two fiefs
    state, _ = play(state, 0, "build sky-blue a1 e4")
    rejects(state, 0, "build sky-green a2 e5", "bunny_kingdom-err-sky-same-fief", "BK-10.3")
    assert "build sky-green a2 j10" in _ids(state, 0)


def _camp_state():
    state = kingdom(3, owner={"A1": 0}, unbuilt={0: ["CAMP-5"], 1: ["CAMP-2"], 2: ["CAMP-3"]})
    state, events = to_construction(state)
    return state, events


def test_bk_9_3_camps_are_asked_in_number_order():
    """BK-9.2/BK-9.3/BK-16.2/G-9: camp 2 first (seat 1), then camp 3 (seat 2), then camp 5 (seat 0), one at a time;
    a lower number gets first choice of the square."""
    state, events = _camp_state()
    assert state["phase"] == "CAMP" and state["camp"] == {"number": 2, "seat": 1} and GAME.actors(state) == {1}
    assert keys(events)[-1] == "bunny_kingdom-ev-camp-ask"
    rejects(state, 0, "camp 5 d4", "bunny_kingdom-err-not-your-decision", "BK-9.3")
    rejects(state, 1, "camp 5 d4", "bunny_kingdom-err-camp-out-of-order", "BK-9.3")
    state, _ = play(state, 1, "camp 2 d4")
    assert state["owner"]["D4"] == 1 and state["buildings"]["D4"] == {"type": "camp", "card": "CAMP-2", "number": 2}
    assert "CAMP-2" in state["used"][1] and state["camp"] == {"number": 3, "seat": 2}
    rejects(state, 2, "camp 3 d4", "bunny_kingdom-err-square-not-unoccupied", "BK-9.1")
    state, _ = play(state, 2, "camp 3 keep")
    assert state["camp"] == {"number": 5, "seat": 0} and "CAMP-3" in state["unbuilt"][2]
    assert "camp 5 d4" not in _ids(state, 0)
    state, _ = play(state, 0, "camp 5 e4")
    assert state["owner"]["E4"] == 0 and state["phase"] != "CAMP"


def test_bk_9_1_camp_only_on_unoccupied_squares():
    """BK-9.1/G-20: no rabbit and no building: printed city squares and controlled squares are never offered."""
    state, _ = _camp_state()
    squares = {m.tokens[2] for m in GAME.legal_moves(state, 1)}
    assert "keep" in squares and "a1" not in squares and "a4" not in squares and "d3" not in squares
    assert len(squares) == 100 - 18 - 1 + 1
    rejects(state, 1, "camp 2 a4", "bunny_kingdom-err-square-not-unoccupied", "BK-9.1")
    rejects(state, 1, "camp 2 a1", "bunny_kingdom-err-square-not-unoccupied", "BK-9.1")
    rejects(state, 1, "camp 2 k1", "bunny_kingdom-err-square-unknown", "BK-0.2")


def test_bk_9_3_kept_camp_is_asked_again_next_round():
    state, _ = _camp_state()
    state, _ = play(state, 1, "camp 2 keep")
    state, _ = play(state, 2, "camp 3 keep")
    state, _ = play(state, 0, "camp 5 keep")
    while state["round"] == 1:
        seat = min(GAME.actors(state))
        state, _ = play(state, seat, GAME.legal_moves(state, seat)[-1].id)
    assert {"CAMP-2", "CAMP-3", "CAMP-5"} <= {c for u in state["unbuilt"] for c in u}


def test_bk_9_4_bk_9_5_camp_square_is_a_normal_controlled_square_with_a_building():
    """BK-9.4: the camp square belongs to the fief and produces its terrain's resource; BK-9.5: nothing else can be
    built on it."""
    state = kingdom(3, owner={"A4": 0, "A3": 0, "H5": 0}, buildings={"A3": "CAMP-1"}, unbuilt={0: ["CITY2-1"]})
    report = harvest_report(state["owner"], state["buildings"], 0)
    assert report["fiefs"][0] == {"squares": ["A3", "A4"], "strength": 1, "resources": ["wood"], "wealth": 1,
                                  "points": 1}
    state, _ = to_construction(state)
    assert state["phase"] == "BUILD" and "build city2 h5" in _ids(state, 0) and "build city2 a3" not in _ids(state, 0)
    rejects(state, 0, "build city2 a3", "bunny_kingdom-err-square-has-building", "BK-8.2")


def test_camps_are_not_built_with_build():
    state = kingdom(3, owner={"A1": 0}, unbuilt={0: ["CAMP-1", "CITY1-1"]})
    state, _ = to_construction(state)
    state, _ = play(state, 0, "camp 1 keep")
    rejects(state, 0, "build camp-1 a1", "bunny_kingdom-err-camp-in-build", "BK-9.3")


@pytest.mark.parametrize("players", [2, 4])
def test_construction_with_other_player_counts(players):
    owner = {"A1": 0, "J10": players - 1}
    state = kingdom(players, owner=owner, unbuilt={0: ["CITY1-1"], players - 1: ["CITY1-2"]})
    state, _ = to_construction(state)
    assert GAME.actors(state) == {0, players - 1}
