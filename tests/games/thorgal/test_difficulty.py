"""TG-S-21: the table's ``difficulty`` option (easy / normal / hard). Its figures are data of the adventure (the
``difficulty`` block of ``components.json``): the Raid track's start, resources given to every hero, enemy strengths
at named Locations and enemies added. No rule looks at the level's name; the validator checks the block."""
from __future__ import annotations

import copy

import pytest

from games.core import i18n
from games.core.errors import GameError
from games.thorgal import setup as st
from games.thorgal import validate
from games.thorgal.data import ADVENTURES, DATA
from games.thorgal.game import GAME
from games.thorgal.heroes import new_hero

ADV = ADVENTURES[st.DEFAULT_ADVENTURE]


def test_tg_s_21_the_option_defaults_to_normal_and_refuses_other_levels():
    assert GAME.normalize_options({})["difficulty"] == "normal"
    assert GAME.normalize_options({"difficulty": "easy"})["difficulty"] == "easy"
    with pytest.raises(GameError):
        GAME.normalize_options({"difficulty": "impossible"})


def test_tg_s_21_every_level_is_named_in_both_languages():
    for lang in ("en", "pl"):
        for key in ["thorgal-opt-difficulty"] + [f"thorgal-opt-difficulty-{d}" for d in st.DIFFICULTIES]:
            assert i18n.has(key, lang)


def test_tg_s_21_the_adventure_gives_figures_for_every_level():
    assert sorted(ADV["difficulty"]) == sorted(st.DIFFICULTIES)


@pytest.mark.parametrize("level", st.DIFFICULTIES)
def test_tg_s_21_setup_applies_the_levels_figures(level):
    state = GAME.setup(2, {"difficulty": level, "heroes": "brand,sigrun"}, 5)
    figures = ADV["difficulty"][level]
    assert state["options"]["difficulty"] == level
    assert state["track"] == figures.get("adventure_track_start", ADV["setup"]["adventure_track_start"])
    for hero in state["heroes"]:
        base = new_hero(hero["id"], "A1")["resources"]
        assert hero["resources"] == {r: max(0, n + figures.get("resources", {}).get(r, 0)) for r, n in base.items()}
    enemies = {loc: list(s) for loc, s in state["board"]["enemies"].items()}
    for location, strength in figures.get("enemy_strength", {}).items():
        assert set(enemies[location]) == {strength}
    for e in figures.get("extra_enemies", []):
        assert enemies[e["location"]].count(e["strength"]) >= e["n"]
    GAME.check_invariants(state)


def test_tg_s_21_the_level_is_only_a_key_into_the_data(monkeypatch):
    """Swapping two levels' figures swaps the set-up states: nothing else depends on the name."""
    block = ADV["difficulty"]
    swapped = {**block, "easy": block["hard"], "hard": block["easy"]}
    easy = GAME.setup(2, {"difficulty": "easy"}, 9)
    monkeypatch.setitem(ADV, "difficulty", swapped)
    hard = GAME.setup(2, {"difficulty": "hard"}, 9)
    assert {k: v for k, v in hard.items() if k != "options"} == {k: v for k, v in easy.items() if k != "options"}


def test_tg_s_21_a_v1_state_is_upgraded_to_normal():
    state = GAME.setup(2, {}, 3)
    old = copy.deepcopy(state)
    old["schema_version"] = 1
    del old["options"]["difficulty"]
    assert GAME.upgrade(old) == state


def _problems(edit) -> list[str]:
    data = copy.deepcopy(DATA)
    edit(data["adventures"][0]["difficulty"])
    return validate.problems(data)


def test_tg_s_21_the_validator_checks_the_difficulty_block():
    assert validate.problems(copy.deepcopy(DATA)) == []
    assert any("difficulty level" in p for p in _problems(lambda d: d.update(brutal={})))
    assert any("outside the track" in p for p in _problems(lambda d: d["easy"].update(adventure_track_start=6)))
    assert any("L99" in p for p in _problems(lambda d: d["easy"].update(enemy_strength={"L99": "minor"})))
    assert any("gold" in p for p in _problems(lambda d: d["easy"].update(resources={"gold": 1})))
    assert any("titanic" in p for p in _problems(
        lambda d: d["hard"].update(extra_enemies=[{"location": "L16", "strength": "titanic", "n": 1}])))
