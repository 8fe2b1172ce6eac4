"""Setup (TG-S) and the map (TG-MAP, TG-MOV, Location checks of TG-ASG/TG-SAC) of Thorgal on the demo adventure."""
from __future__ import annotations

import json

import pytest

from games.core.errors import GameError
from games.thorgal import atlas, routes
from games.thorgal.setup import setup


def game(players: int = 2, **options) -> dict:
    return setup(players, {"first": 1, **options}, 3)


def test_tg_s_the_demo_setup():
    """TG-S-4: round 1; TG-S-6: one Terrain card on the path; TG-S-8: the row sorted; TG-S-9: the unused pile;
    TG-S-15/18: heroes in A1, levels 1; TG-S-16: a Display of 5; TG-S-19: no Event card; the Raid track at 0."""
    s = game()
    assert s["round"] == 1 and s["phase"] == "ACTION" and s["turn"] == 0 and s["first"] == 0
    assert len(s["path"]["cards"]) == 1 and len(s["decks"]["terrain"]) == 11
    assert [x["card"] for x in s["row"]] == ["AC01", "AC03", "AC05", "AC07", "AC09", "AC11", "AC13"]
    assert s["tokens"] == [{"slot": None, "active": True}] * 4
    assert "AC04" in s["unused"] and all(h["area"] == "A1" for h in s["heroes"])
    assert len(s["display"]) == 5 and s["active_event"] is None and s["track"] == 0
    assert s["board"]["enemies"]["L11"] == ["minor", "minor"] and s["board"]["enemies"]["L17"] == ["mystic"]
    assert json.loads(json.dumps(s)) == s


def test_tg_solo_1_tg_s_12_solo_plays_two_heroes_never_the_same():
    """TG-SOLO-1."""
    s = game(1, heroes="brand,sigrun")
    assert [h["id"] for h in s["heroes"]] == ["H_BRAND", "H_SIGRUN"] and s["controller"] == [0, 0]
    with pytest.raises(GameError) as e:
        game(2, heroes="brand,brand")
    assert e.value.rule == "TG-S-12"
    assert len({h["id"] for h in game(4)["heroes"]}) == 4


def test_tg_mov_1_tg_mov_3_tg_mov_4_paths_cost_and_round():
    """TG-MOV-4: TG-MOV-3: in round 1 only Areas numbered 1 may be entered; TG-MOV-1: the cost may not exceed the
    value."""
    s = game()
    assert atlas.move_plan(s, ["A1", "A2"], 1) == []
    with pytest.raises(GameError) as e:
        atlas.move_plan(s, ["A1", "A3"], 1)  # A3 is numbered 2
    assert e.value.rule == "TG-MOV-3"
    s["round"] = 3
    with pytest.raises(GameError) as e:
        atlas.move_plan(s, ["A1", "A2", "A6"], 2)  # B5 is a double border: 1 + 2 > 2
    assert e.value.rule == "TG-MOV-1"
    assert atlas.move_plan(s, ["A1", "A2", "A6"], 3) == []
    with pytest.raises(GameError) as e:
        atlas.move_plan(s, ["A1", "A6"], 3)
    assert e.value.rule == "TG-MOV-4"


def test_tg_mov_2_tg_mov_6_tg_mov_7_special_borders():
    """TG-MOV-2: impassable and Blocked borders; TG-MOV-6: a red border ends the Move; TG-MOV-7: the blue ferry
    costs 1 Material until the flag ferry_free."""
    s = game()
    s["round"] = 5
    with pytest.raises(GameError) as e:
        atlas.move_plan(s, ["A8", "A9"], 3)  # B13 impassable
    assert e.value.rule == "TG-MOV-2"
    with pytest.raises(GameError) as e:
        atlas.move_plan(s, ["A1", "A4", "A6"], 3)  # B3 is red: the Move ends in A4
    assert e.value.rule == "TG-MOV-6"
    assert atlas.move_plan(s, ["A1", "A4"], 1) == []
    assert atlas.move_plan(s, ["A4", "A6"], 1) == ["B8"]
    s["flags"].append("ferry_free")
    assert atlas.move_plan(s, ["A4", "A6"], 1) == []
    s["board"]["blocked"].append("B1")
    with pytest.raises(GameError):
        atlas.move_plan(s, ["A1", "A2"], 1)
    ends = {walk["path"][-1] for walk in routes.walks(s, "A1", 1)}
    assert "A2" not in ends and "A4" in ends


def test_tg_map_4_tg_map_5_tg_asg_2_tg_asg_7_tg_asg_8_locations():
    """TG-ASG-8: TG-MAP-4: a Location on a border serves both Areas; TG-MAP-5: enemies block it; TG-ASG-2: Blocked,
    Read and
    prerequisites; TG-ASG-7/8: Raised Cost tokens and cost modifiers change the cost."""
    s = game()
    assert atlas.use_error(s, 0, "L1", "assign") is None
    assert atlas.use_error(s, 0, "L3", "assign").rule == "TG-ASG-2"  # L3 is in A2
    s["board"]["enemies"]["L1"] = ["minor"]
    assert atlas.use_error(s, 0, "L1", "assign").rule == "TG-MAP-5"
    s["board"]["enemies"]["L1"] = []
    s["board"]["read"].append("L1")
    assert atlas.use_error(s, 0, "L1", "assign").rule == "TG-PAR-4"
    s["heroes"][0]["area"] = "A9"
    assert atlas.here(s, 0, "L13")  # on the A7/A9 border
    assert atlas.use_error(s, 0, "L17", "assign").rule == "TG-MAP-5"  # the Fog Wraith
    s["board"]["enemies"]["L17"] = []
    assert atlas.use_error(s, 0, "L17", "assign").key == "thorgal-err-prerequisite"
    assert atlas.location_cost(s, "L17") == {"material": 3, "ore": 2, "magic": 1}
    s["board"]["raised"]["L17"] = ["ore"]
    s["board"]["tokens"]["L17"] = ["objective:whale_oil", "objective:iron_cage"]
    assert atlas.location_cost(s, "L17") == {"material": 1, "ore": 3, "magic": 1}
    assert atlas.use_error(s, 0, "L17", "assign") is None


def test_tg_asg_9_a_sacrifice_token_turns_an_assign_location_into_sacrifice():
    """TG-ASG-9."""
    s = game()
    s["board"]["sacrifice"]["L1"] = "I3"
    assert atlas.location_action(s, "L1") == {"type": "sacrifice", "wound": "I3"}
    assert atlas.use_error(s, 0, "L1", "assign").rule == "TG-ASG-2"
    assert atlas.use_error(s, 0, "L1", "sacrifice") is None
