"""Malformed adventure files (fault report, item 1): whatever the file — not JSON, a list at the top, nested ten
thousand levels deep, a field of the wrong type or a missing one — the check answers with lines naming the place and
the problem, in Polish and English, and exits 1; never a traceback."""
from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from games.thorgal import validate, validate_shape
from games.thorgal.data import DATA

ROOT = Path(__file__).resolve().parents[3]
UNFORESEEN = ("could not be checked", "nie udało się sprawdzić")  # the safety net's words: never needed below


def run(tmp_path, capsys, text: str | bytes, lang: str = "en") -> list[str]:
    """The command on a file holding ``text``: its lines (after checking it failed, as it should)."""
    f = tmp_path / "adventure.json"
    f.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    assert validate.main(["--lang", lang, str(f)]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert out and "Traceback" not in "\n".join(out)
    return out


def edited(edit) -> dict:
    data = copy.deepcopy(DATA)
    edit(data)
    return data


def test_a_list_at_the_top_is_named_as_such(tmp_path, capsys):
    out = run(tmp_path, capsys, "[1, 2, 3]")
    assert out == ["(top level): must be an object, not a list", f"{tmp_path / 'adventure.json'}: 1 problem(s)"]
    out = run(tmp_path, capsys, "[1, 2, 3]", "pl")
    assert out == ["(cały plik): musi być obiektem, a jest listą", f"{tmp_path / 'adventure.json'}: 1 problem"]
    for top, en in (('"text"', "a string"), ("12", "a whole number"), ("null", "null"), ("true", "true or false")):
        assert run(tmp_path, capsys, top)[0] == f"(top level): must be an object, not {en}"


@pytest.mark.parametrize("opening, closing", [("[", "]"), ('{"a":', "}")])
def test_ten_thousand_levels_of_nesting_are_refused_before_reading(tmp_path, capsys, opening, closing):
    text = opening * 10_000 + "1" + closing * 10_000
    path = tmp_path / "adventure.json"
    (en,) = run(tmp_path, capsys, text)[:-1]
    assert en == f"{path}: lists and objects nest more than {validate_shape.MAX_DEPTH} levels deep at line 1; " \
                 "an adventure needs far fewer"
    (pl,) = run(tmp_path, capsys, text, "pl")[:-1]
    assert pl == f"{path}: listy i obiekty są zagnieżdżone na ponad {validate_shape.MAX_DEPTH} poziomów w wierszu 1; " \
                 "przygodzie wystarczy znacznie mniej"


def test_the_command_itself_ends_without_a_traceback(tmp_path):
    """As a process: the deep file once nested the parser past Python's recursion limit."""
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 10_000 + "]" * 10_000)
    done = subprocess.run([sys.executable, "-m", "games.thorgal.validate", str(deep)], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 1 and done.stderr == "" and "nest more than" in done.stdout


def test_deep_data_given_to_the_library_is_refused_too():
    deep: list = []
    for _ in range(10_000):
        deep = [deep]
    assert validate.problems(deep) == [f"{'[0]' * validate_shape.MAX_DEPTH}: lists and objects nest more than "
                                       f"{validate_shape.MAX_DEPTH} levels deep here; an adventure needs far fewer"]
    nested = edited(lambda d: d["adventures"][0]["paragraphs"][0]["effects"].append(
        json.loads('{"op": "if", "cond": null, "then": [' * 30 + "]}" * 30)))
    (problem,) = validate.problems(nested, "pl")
    assert problem.startswith("adventures[0].paragraphs[0].effects[") and "zagnieżdżone na ponad 40" in problem


@pytest.mark.parametrize("text, en, pl", [
    ('{"adventures": [1,}', "cannot read it as JSON: a value is expected at line 1, column 19",
     "nie da się go odczytać jako JSON: brakuje wartości w wierszu 1, w kolumnie 19"),
    ('{"a" 1}', "cannot read it as JSON: a colon (:) is expected at line 1, column 6",
     "nie da się go odczytać jako JSON: brakuje dwukropka (:) w wierszu 1, w kolumnie 6"),
    ("", "cannot read it as JSON: a value is expected at line 1, column 1",
     "nie da się go odczytać jako JSON: brakuje wartości w wierszu 1, w kolumnie 1"),
    (b"\xff\xfe{}", "cannot read it as JSON: it is not UTF-8 text",
     "nie da się go odczytać jako JSON: to nie jest tekst w UTF-8"),
])
def test_a_file_that_is_not_json_says_where_it_stops_being_json(tmp_path, capsys, text, en, pl):
    path = tmp_path / "adventure.json"
    assert run(tmp_path, capsys, text)[0] == f"{path}: {en}"
    assert run(tmp_path, capsys, text, "pl")[0] == f"{path}: {pl}"


def test_a_missing_file_or_a_folder(tmp_path, capsys):
    assert validate.main([str(tmp_path / "none.json")]) == 1
    assert capsys.readouterr().out.startswith(f"{tmp_path / 'none.json'}: cannot read the file: there is no such file")
    assert validate.main(["--lang", "pl", str(tmp_path)]) == 1
    assert capsys.readouterr().out.startswith(f"{tmp_path}: nie da się odczytać pliku: to jest folder")


def _set(path: str, value):
    def edit(data):
        *parents, last = [int(p) if p.isdigit() else p for p in path.split("/")]
        node = data
        for p in parents:
            node = node[p]
        if value is KeyError:
            del node[last]
        else:
            node[last] = value
    return edit


@pytest.mark.parametrize("path, value, en, pl", [
    ("adventures", {}, "adventures: must be a list, not an object", "adventures: musi być listą, a jest obiektem"),
    ("adventures/0/map", None, "adventures[0].map: must be an object, not null",
     "adventures[0].map: musi być obiektem, a jest wartością null"),
    ("adventures/0/paragraphs/0/id", [1], "adventures[0].paragraphs[0].id: must be a string or a whole number, not "
     "a list", "adventures[0].paragraphs[0].id: musi być tekstem albo liczbą całkowitą, a jest listą"),
    ("adventures/0/map/locations/0/areas", "A1", "adventures[0].map.locations[0].areas: must be a list, not a string",
     "adventures[0].map.locations[0].areas: musi być listą, a jest tekstem"),
    ("heroes/0/combat_dial", 7, "heroes[0].combat_dial: must be a list, not a whole number",
     "heroes[0].combat_dial: musi być listą, a jest liczbą całkowitą"),
    ("game/players/min", 1.5, "game.players.min: must be a whole number, not a fractional number",
     "game.players.min: musi być liczbą całkowitą, a jest liczbą ułamkową"),
    ("enemy_cards/minor", True, "enemy_cards.minor: must be a list, not true or false",
     "enemy_cards.minor: musi być listą, a jest wartością logiczną (true albo false)"),
    ("resources/0/id", KeyError, "resources[0]: missing 'id'", "resources[0]: brakuje pola „id”"),
    ("adventures", KeyError, "(top level): missing 'adventures'", "(cały plik): brakuje pola „adventures”"),
])
def test_a_field_of_the_wrong_type_or_a_missing_one_is_named_with_its_place(path, value, en, pl):
    data = edited(_set(path, value))
    assert validate.problems(data) == [en]
    assert validate.problems(data, "pl") == [pl]


@pytest.mark.parametrize("effect, en, pl", [
    ({"op": ["gain"]}, "unknown op [\"gain\"]", "nieznana operacja [\"gain\"]"),
    ({"op": "read_paragraph", "id": {"n": 1}}, ".id: must be a string or a whole number, not an object",
     ".id: musi być tekstem albo liczbą całkowitą, a jest obiektem"),
    ({"op": "level_up_enemy", "select": {"anywhere": True, "exclude_locations": 3}},
     ".exclude_locations: must be a list, not a whole number", ".exclude_locations: musi być listą, a jest liczbą"),
    ({"op": "move_hero", "area": ["A1"]}, "area [\"A1\"] is not defined", "Obszar [\"A1\"] nie jest zdefiniowany"),
    ({"op": "gain", "res": "wood", "n": 1, "who": {"all": 1}}, "unknown who {\"all\": 1}",
     "nieznana wartość who: {\"all\": 1}"),
    ({"op": "if", "cond": {"track_gte": "x"}, "then": "none"}, "track_gte needs an integer",
     "track_gte wymaga liczby całkowitej"),
    ({"op": "x" * 5000}, "unknown op '" + "x" * 59 + "…'", "nieznana operacja „" + "x" * 59 + "…”"),
])
def test_wrong_values_inside_an_effect_are_problems_not_crashes(effect, en, pl):
    data = edited(lambda d: d["adventures"][0]["paragraphs"][0]["effects"].append(effect))
    for lang, words in (("en", en), ("pl", pl)):
        found = "\n".join(validate.problems(data, lang))
        assert words in found, found
        assert not any(w in found for w in UNFORESEEN) and "{???}" not in found


def test_random_damage_anywhere_never_raises():
    """The shipped file with a few of its values replaced by values of other types, again and again: always lines,
    and always from the checks themselves (never the safety net)."""
    nodes = []

    def walk(v, path):
        nodes.append(path)
        children = v.items() if isinstance(v, dict) else enumerate(v) if isinstance(v, list) else ()
        for k, x in children:
            walk(x, (*path, k))

    walk(DATA, ())
    weird = [None, 1, 1.5, True, "s", [], {}, [[1]], {"a": [1]}, [None], [{"op": []}], {"op": {}}, "x" * 5000,
             {"op": "if", "cond": [], "then": {}}, {"op": "read_paragraph", "id": [1]}, [1, 2]]
    rnd = random.Random(11)
    for _ in range(300):
        data = copy.deepcopy(DATA)
        for _ in range(rnd.randint(1, 6)):
            *parents, last = rnd.choice(nodes[1:])
            node = data
            try:
                for k in parents:
                    node = node[k]
                node[last] = copy.deepcopy(rnd.choice(weird))
            except (KeyError, IndexError, TypeError):  # an earlier change took this place away
                pass
        lang = rnd.choice(("en", "pl"))
        found = validate.problems(data, lang)
        assert all(isinstance(line, str) and "{???}" not in line and len(line) < 600 for line in found)
        assert not any(w in line for line in found for w in UNFORESEEN), found


def test_the_shipped_file_still_passes_in_both_languages(capsys):
    assert validate.problems(DATA, "pl") == []
    assert validate.main(["--lang", "pl"]) == 0
    assert capsys.readouterr().out.strip().endswith(": wszystko w porządku")
