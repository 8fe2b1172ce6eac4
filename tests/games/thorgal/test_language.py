"""Issue 11's data-driven checks: every operation of the effect language does what §0.9 says, every paragraph of
the demo adventure can be read, every polyomino has its orientations (TG-GEO-5), and bad input gets a clear
reason, its rule ID and no change."""
from __future__ import annotations

import json

import pytest

from games.core.errors import GameError
from games.thorgal import decisions as dc
from games.thorgal import effects as fx
from games.thorgal import geometry as geo
from games.thorgal.data import ADVENTURES, SHAPES
from games.thorgal.game import GAME
from tests.games.thorgal.helpers import rulebook_setup


def game(heroes: str = "brand,edda") -> dict:
    return rulebook_setup(2, {"first": 1, "heroes": heroes}, 3)


def run(state: dict, effects: list) -> list:
    out: list = []
    fx.resolve(state, effects, {"hero": 0, "loc": None, "para": None, "revealed": False})
    dc.run(state, out)
    while dc.pending(state) is not None and state["phase"] != "GAME_OVER":
        dc.answer(state, (), out, use_default=True)
    return out


H = lambda s: s["heroes"][0]  # noqa: E731
CASES = [  # (effects, check(before, after)) for every op of §0.9
    ([{"op": "gain", "res": "ore", "n": 2}], lambda b, a: H(a)["resources"]["ore"] == H(b)["resources"]["ore"] + 2),
    ([{"op": "pay", "res": "material", "n": 1}], lambda b, a: H(a)["resources"]["material"] == 0),
    ([{"op": "threat", "n": 2}], lambda b, a: H(a)["threat"] == 2),
    ([{"op": "threat", "n": 2}, {"op": "discard_threat", "n": "all"}], lambda b, a: H(a)["threat"] == 0),
    ([{"op": "wound", "size": 3, "n": 1}], lambda b, a: len(H(a)["wounds"]) == 1),
    ([{"op": "wound", "die": "red", "n": 1}], lambda b, a: len(H(a)["wounds"]) == 1),
    ([{"op": "wound", "shape": "M1"}, {"op": "heal", "max_size": 1, "n": 1}], lambda b, a: H(a)["wounds"] == []),
    ([{"op": "xp", "n": 1, "track": "journey"}], lambda b, a: H(a)["journey"] == 2),
    ([{"op": "refresh_skill"}], lambda b, a: H(a)["skill_active"]),
    ([{"op": "draw_finding", "n": 1}], lambda b, a: len(a["discards"]["finding"]) == 1),
    ([{"op": "draw_item", "n": 1}], lambda b, a: len(H(a)["items"]) == 2),
    ([{"op": "choose_item", "n": 1}], lambda b, a: len(H(a)["items"]) == 2 and len(a["display"]) == 5),
    ([{"op": "replace_display"}], lambda b, a: set(a["display"]).isdisjoint(b["display"])),
    ([{"op": "read_paragraph", "id": 3}], lambda b, a: 3 in a["read_paragraphs"] and "ferry_free" in a["flags"]),
    ([{"op": "gain_action_card", "card": "AC06"}], lambda b, a: "AC06" in a["unused"]),  # declined by default
    ([{"op": "gain_special_card", "card": "SA"}], lambda b, a: any(x["special"] == "SA" for x in a["row"])),
    ([{"op": "place_enemy", "strength": "minor", "location": "L1", "n": 2}],
     lambda b, a: a["board"]["enemies"]["L1"] == ["minor", "minor"]),
    ([{"op": "level_up_enemy", "select": {"location": "L6"}, "n": 1}],
     lambda b, a: a["board"]["enemies"]["L6"] == ["powerful"]),
    ([{"op": "level_down_enemy", "select": {"location": "L6"}, "n": 1}],
     lambda b, a: a["board"]["enemies"]["L6"] == ["minor"]),
    ([{"op": "place_token", "token": "sacrifice:I3", "target": "L1"}], lambda b, a: a["board"]["sacrifice"] == {
        "L1": "I3"}),
    ([{"op": "place_token", "token": "blocked", "target": "B1"}, {"op": "remove_tokens", "token": "blocked",
                                                                    "target": "B1"}],
     lambda b, a: a["board"]["blocked"] == []),
    ([{"op": "set_border", "border": "B13", "type": "normal"}], lambda b, a: a["board"]["borders"]["B13"]["type"] ==
     "normal"),
    ([{"op": "move_hero", "who": "active", "area": "A2"}], lambda b, a: H(a)["area"] == "A2"),
    ([{"op": "reveal_terrain"}], lambda b, a: len(a["path"]["cards"]) == 2),
    ([{"op": "discard_gather_tokens", "cards": 1}], lambda b, a: a["path"]["gather"] == []),
    ([{"op": "override_penalty", "card": "T01", "color": "red", "effects": []}],
     lambda b, a: a["path"]["overrides"] == {"T01": {"red": []}}),
    ([{"op": "track", "delta": 3}], lambda b, a: a["track"] == 3),
    ([{"op": "set_flag", "flag": "x"}], lambda b, a: a["flags"] == ["x"]),
    ([{"op": "objective_complete", "objective": "O1"}], lambda b, a: a["objectives_done"] == ["O1"]),
    ([{"op": "resolve_event_icon", "icon": "raid"}], lambda b, a: a["track"] == 1),
    ([{"op": "if", "cond": {"track_lte": 0}, "then": [{"op": "set_flag", "flag": "t"}],
       "else": [{"op": "set_flag", "flag": "e"}]}], lambda b, a: a["flags"] == ["t"]),
    ([{"op": "end_game", "result": "win"}], lambda b, a: a["result"]["outcome"] == "win"),
    ([{"op": "place_on_action_card", "token": "t", "cards": 1}], lambda b, a: a["row"] == b["row"]),
    ([{"op": "action_value", "delta": 2}], lambda b, a: a["mods"]["action_value"] == 2),
    ([{"op": "extra_die", "color": "red", "n": 1}], lambda b, a: a["mods"]["extra_die"] == ["red"]),
    ([{"op": "upgrade_die", "n": 2}], lambda b, a: a["mods"]["upgrade_die"] == 2),
    ([{"op": "reroll", "n": 1}], lambda b, a: a["mods"]["reroll"] == 1),
    ([{"op": "critical", "n": 1}], lambda b, a: a["mods"]["critical"] == 1),
    ([{"op": "journey_level_bonus", "n": 2}], lambda b, a: a["mods"]["journey_level_bonus"] == 2),
]


def test_every_op_is_covered():
    assert {e["op"] for effects, _ in CASES for e in effects} == set(fx.OPS)


@pytest.mark.parametrize("index", range(len(CASES)))
def test_each_operation_of_the_effect_language(index):
    effects, check = CASES[index]
    s = game()
    s["path"]["cards"] = s["path"]["cards"][:1]
    s["path"]["gather"] = [[1, 1]]
    before = json.loads(json.dumps(s))
    run(s, effects)
    assert check(before, s), effects


@pytest.mark.parametrize("pid", [p["id"] for p in ADVENTURES["saltcliff_beacon"]["paragraphs"]])
def test_every_paragraph_of_the_demo_can_be_read(pid):
    """TG-PAR-2: its story, its effects in order, its side thread, its ``after`` effects (defaults answer)."""
    s = game()
    out = run(s, [{"op": "read_paragraph", "id": pid}])
    assert pid in s["read_paragraphs"] and any(m.key == "thorgal-ev-paragraph" for m in out)


@pytest.mark.parametrize("shape", list(SHAPES))
def test_tg_geo_4_tg_geo_5_every_polyomino_and_its_orientations(shape):
    """All 8 transforms of every shape (4 rotations x mirror) reduce to its distinct orientations, each of the
    shape's size and edge-connected; the count is the shape's symmetry count."""
    expected = {"M1": 1, "I2": 2, "I3": 2, "L3": 4, "I4": 2, "O4": 1, "T4": 4, "L4": 8, "S4": 4, "F5": 8, "I5": 2,
                "L5": 8, "N5": 8, "P5": 8, "T5": 4, "U5": 4, "V5": 4, "W5": 4, "X5": 1, "Y5": 8, "Z5": 4}
    all8 = {geo.transform(SHAPES[shape]["cells"], r, m) for m in (False, True) for r in range(4)}
    assert set(geo.orientations(shape)) == all8 and len(all8) == expected[shape]
    for o in geo.orientations(shape):
        assert len(o) == SHAPES[shape]["size"] and geo.connected(o) and geo.shape_of(o) == shape


def test_bad_input_gets_a_reason_a_rule_and_no_change():
    """A skill used twice in a round (TG-SKL-2), another hero's item (TG-ITM-4), a second token (TG-RND-3), an
    answer that is not offered (TG-ASY-4): refused with a localized key and the rule, the state unchanged."""
    s = GAME.setup(2, {"first": 1, "heroes": "sigrun,brand"}, 3)
    s["heroes"][0]["wounds"] = [{"shape": "M1", "cells": [[2, 2]]}]
    s, _ = GAME.apply(s, 0, "skill")
    while GAME.default_move(s, 0):  # the hero it heals (Tidesong: a hero in the Area)
        s, _ = GAME.apply(s, 0, GAME.default_move(s, 0))
    s["heroes"][0]["skill_active"] = True  # refreshed: still once per round
    for move, rule in (("skill", "TG-SKL-2"), ("item IT_WHETSTONE", "TG-ITM-4")):
        before = json.dumps(s, sort_keys=True)
        with pytest.raises(GameError) as e:
            GAME.apply(s, 0, move)
        assert e.value.rule == rule and json.dumps(s, sort_keys=True) == before
    s, _ = GAME.apply(s, 0, "play out 1")
    with pytest.raises(GameError) as e:
        GAME.apply(s, 0, "play out 2")
    assert e.value.rule == "TG-RND-3"
