"""The adventure validator (issue 11 item 2): the shipped demo adventure passes; a broken file gets clear errors."""
from __future__ import annotations

import copy
import json

from games.thorgal import validate
from games.thorgal.data import DATA


def broken(edit) -> list[str]:
    data = copy.deepcopy(DATA)
    edit(data["adventures"][0], data)
    return validate.problems(data)


def test_the_demo_adventure_is_valid():
    assert validate.problems(DATA) == []


def test_an_undefined_or_unreachable_paragraph_is_named():
    """TG-PAR-1: a paragraph is read only when an effect says so: one that nothing reads is an error."""
    def drop_reader(a, _):
        a["map"]["locations"][0]["effects"] = []
    errors = broken(drop_reader)
    assert any("paragraph 1 can never be read" in e for e in errors), errors

    def bad_ref(a, _):
        a["paragraphs"][0]["effects"].append({"op": "read_paragraph", "id": 999})
    assert any("paragraph 999 is not defined" in e and "paragraphs[0].effects" in e for e in broken(bad_ref))


def test_malformed_effects_are_named_with_their_place():
    def edit(a, _):
        effects = a["paragraphs"][0]["effects"]
        effects += [{"op": "teleport"}, {"op": "gain", "n": 1}, {"op": "wound", "shape": "Q9", "size": 2},
                    {"op": "move_hero", "area": "A99"}, {"op": "if", "cond": {"moon": 1}, "then": []},
                    {"op": "gain", "res": "gold", "n": 1, "who": "everyone"}]
    errors = "\n".join(broken(edit))
    for expected in ("unknown op 'teleport'", "gain needs 'res'", "wound needs exactly one of shape, size, die",
                     "shape 'Q9' is not defined", "area 'A99' is not defined", "a condition has exactly one of",
                     "resource 'gold' is not defined", "unknown who 'everyone'"):
        assert expected in errors, (expected, errors)
    assert "adventures[0].paragraphs[0].effects[" in errors


def test_ids_timings_and_rules_are_checked():
    def edit(a, data):
        a["action_cards"]["starting_row"].append("AC99")
        a["setup"]["enemies"][0]["location"] = "L99"
        a["adventure_board"]["special_rules"].append({"rule": "gravity"})
        data["items"][0]["timing"] = "whenever"
    errors = "\n".join(broken(edit))
    for expected in ("action card 'AC99' is not defined", "location 'L99' is not defined",
                     "unknown special rule 'gravity'", "unknown timing 'whenever'"):
        assert expected in errors, (expected, errors)


def test_the_command_prints_and_exits(tmp_path, capsys):
    assert validate.main([]) == 0 and "OK" in capsys.readouterr().out
    bad = tmp_path / "bad.json"
    data = copy.deepcopy(DATA)
    data["adventures"][0]["paragraphs"][0]["effects"].append({"op": "nope"})
    bad.write_text(json.dumps(data))
    assert validate.main([str(bad)]) == 1
    out = capsys.readouterr().out
    assert "unknown op 'nope'" in out and "1 problem(s)" in out
    assert validate.main([str(tmp_path / "missing.json")]) == 1


def test_map_positions_are_checked():
    """An Area's optional map position (where the table picture draws it): two numbers from 0 to 20, on every Area
    or on none, and no two Areas less than 1 apart in both directions (their panels would overlap)."""
    def edit(a, _):
        areas = a["map"]["areas"]
        areas[0]["pos"] = [0, 25]
        areas[1]["pos"] = [True, 1]
        areas[2]["pos"] = [7]
        areas[5]["pos"] = [areas[4]["pos"][0], areas[4]["pos"][1] + 0.5]  # half a row below A5
        del areas[8]["pos"]
    errors = broken(edit)
    where = "adventures[0].map.areas"
    assert f"{where}[0].pos: a map position is [column, row]: two numbers from 0 to 20, not [0, 25]" in errors
    assert f"{where}[1].pos: a map position is [column, row]: two numbers from 0 to 20, not [true, 1]" in errors
    assert f"{where}[2].pos: a map position is [column, row]: two numbers from 0 to 20, not [7]" in errors
    assert f"{where}: give every Area a map position, or none; without one: 'A9'" in errors
    assert any(e.startswith(f"{where}[5].pos: Areas 'A5' and 'A6' overlap on the map") for e in errors), errors
    assert len(errors) == 5, errors
    data = copy.deepcopy(DATA)
    edit(data["adventures"][0], data)
    pl = validate.problems(data, "pl")
    assert f"{where}: podaj pozycję na mapie każdego Obszaru albo żadnego; bez pozycji: „A9”" in pl
    assert any(e.startswith(f"{where}[5].pos: Obszary „A5” i „A6” nachodzą na siebie") for e in pl), pl


def test_positions_are_optional_and_of_the_right_type():
    def none(a, _):
        for area in a["map"]["areas"]:
            del area["pos"]
    assert broken(none) == []

    def halves(a, _):  # half steps are fine as long as the panels do not overlap
        a["map"]["areas"][0]["pos"] = [0, 0.5]
    assert broken(halves) == []

    def text(a, _):
        a["map"]["areas"][3]["pos"] = "left"
    assert broken(text) == ["adventures[0].map.areas[3].pos: must be a list, not a string"]
