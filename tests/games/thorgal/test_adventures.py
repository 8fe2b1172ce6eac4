"""Adventures as data (RULES.md §0.8-0.9, TG-S-1; issue 26 point 3): the second adventure, The Ice Ford
(``games/thorgal/data/adventures/ice_ford.json``, docs/thorgal-adventures.md), sits in its own file; the game loads
it beside the adventures of ``components.json`` (an id used twice is refused), the validator checks it alone against
the shared components, the table's ``adventure`` option offers it with its name in both languages, random legal play
of it ends by the rules for 1-4 players, its map fits a phone, and a winning game per difficulty level (played by
``tests.support.thorgal_team_ice_ford_plan``) replays to its victory paragraph."""
from __future__ import annotations

import copy
import json
import random
import struct
from pathlib import Path

import pytest

import renderers
from games.core import i18n
from games.thorgal import atlas, validate, validate_files
from games.thorgal import data as tdata
from games.thorgal import setup as st
from games.thorgal.game import GAME
from renderers.thorgal import map as mp
from renderers.toolkit import keys

ID = "ice_ford"
FILE = tdata.ADVENTURES_DIR / f"{ID}.json"
ADV = tdata.ADVENTURES[ID]
FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "thorgal"
NAMES = ["Ala", "Bartłomiej Żółkiewski-Brzęczyszczykiewicz", "Cezary", "Dorota"]


def options(**extra) -> dict:
    return GAME.normalize_options({"adventure": ID, **extra})


def random_game(players: int, seed: int, level: str = "normal", check: bool = True) -> list[dict]:
    """The states of one seeded game of random legal moves (TG-RND-3), the invariants checked after each."""
    state = GAME.setup(players, options(difficulty=level), seed)
    rng, states = random.Random(seed), [state]
    while not GAME.is_over(state) and len(states) < 4000:
        seat = rng.choice(sorted(GAME.actors(state)))
        state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)).id)
        if check:
            GAME.check_invariants(state)
        states.append(state)
    return states


# ---- the file and the loader ------------------------------------------------------------------------------------
def test_tg_s_1_the_second_adventure_is_loaded_from_its_own_file():
    """TG-S-1: the adventures are components.json's, then one per file of data/adventures/ in file-name order."""
    assert tdata.adventure_files() == sorted(tdata.ADVENTURES_DIR.glob("*.json")) and FILE in tdata.adventure_files()
    assert ADV == json.loads(FILE.read_text(encoding="utf-8"))
    assert list(tdata.ADVENTURES)[0] == st.DEFAULT_ADVENTURE  # components.json's first, then the files in order
    assert ID not in {a["id"] for a in tdata.DATA["adventures"]}  # DATA stays components.json as it is
    assert ADV["adventure_board"]["round_track"]["length"] == 6  # shorter than the first (8)


def test_tg_s_1_an_adventure_id_used_twice_is_refused(tmp_path):
    twin = tmp_path / "twin.json"
    twin.write_text(FILE.read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(tdata.AdventureClash, match="'ice_ford' of twin.json is already used by ice_ford.json"):
        tdata.load_adventures(tdata.DATA, [FILE, twin])
    first = tmp_path / "first.json"
    first.write_text(json.dumps({**ADV, "id": st.DEFAULT_ADVENTURE}), encoding="utf-8")
    with pytest.raises(tdata.AdventureClash, match="already used by components.json"):
        tdata.load_adventures(tdata.DATA, [first])
    new = tmp_path / "new.json"
    new.write_text(json.dumps({**ADV, "id": "another"}), encoding="utf-8")
    assert list(tdata.load_adventures(tdata.DATA, [FILE, new])) == [st.DEFAULT_ADVENTURE, ID, "another"]


# ---- the validator --------------------------------------------------------------------------------------------------
def test_the_adventure_file_passes_the_validator_alone_and_with_the_shipped_files(capsys):
    for lang in ("en", "pl"):
        assert validate.problems_in_file(FILE, lang) == []
    assert validate.problems({**tdata.DATA, "adventures": [ADV]}) == []
    assert validate.main([str(FILE)]) == 0 and capsys.readouterr().out.strip() == f"{FILE}: OK"
    assert validate.main([]) == 0  # the shipped components file and every adventure file
    assert capsys.readouterr().out.splitlines() == [f"{p}: OK" for p in validate_files.shipped_files()]


def test_a_single_adventure_file_names_its_places_and_a_clashing_id(tmp_path, capsys):
    broken = copy.deepcopy(ADV)
    broken["paragraphs"][0]["effects"].append({"op": "nope"})
    path = tmp_path / "copy.json"
    path.write_text(json.dumps(broken), encoding="utf-8")
    assert validate.problems_in_file(path) == [
        "adventure.id: the adventure id 'ice_ford' is already used by ice_ford.json; every adventure needs its own id",
        "adventure.paragraphs[0].effects[2]: unknown op 'nope'"]
    assert validate.problems_in_file(path, "pl")[0] == \
        "adventure.id: identyfikator przygody „ice_ford” jest już użyty w ice_ford.json; każda przygoda potrzebuje " \
        "własnego identyfikatora"
    path.write_text(json.dumps({**ADV, "id": "ice_ford_2"}), encoding="utf-8")
    assert validate.problems_in_file(path) == []
    path.write_text(json.dumps({**ADV, "id": st.DEFAULT_ADVENTURE}), encoding="utf-8")
    assert validate.problems_in_file(path) == [f"adventure.id: the adventure id '{st.DEFAULT_ADVENTURE}' is already "
                                               "used by components.json; every adventure needs its own id"]
    assert validate.main([str(path)]) == 1 and capsys.readouterr().out.endswith(": 1 problem(s)\n")


def test_a_components_file_with_an_adventure_id_twice_is_named(tmp_path):
    data = copy.deepcopy(tdata.DATA)
    data["adventures"].append({**copy.deepcopy(ADV), "id": st.DEFAULT_ADVENTURE})
    data["adventures"].append(copy.deepcopy(ADV))  # the id of a shipped adventure file
    path = tmp_path / "components.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert validate.problems_in_file(path) == [
        f"adventures[1].id: the adventure id '{st.DEFAULT_ADVENTURE}' is already used by adventures[0].id; every "
        "adventure needs its own id",
        "adventures[2].id: the adventure id 'ice_ford' is already used by ice_ford.json; every adventure needs its own "
        "id"]


# ---- the table option -----------------------------------------------------------------------------------------------
def test_tg_s_1_the_adventure_option_lists_every_adventure_with_its_name_in_both_languages():
    spec = next(o for o in GAME.options if o.name == "adventure")
    assert spec.choices == tuple(tdata.ADVENTURES) and spec.default == st.DEFAULT_ADVENTURE == spec.choices[0]
    assert ID in spec.choices and GAME.normalize_options({"adventure": ID})["adventure"] == ID
    assert GAME.normalize_options({})["adventure"] == st.DEFAULT_ADVENTURE
    for choice in spec.choices:
        for lang in ("en", "pl"):
            key = f"thorgal-opt-adventure-{choice}"
            assert i18n.has(key, lang) and i18n.tr(lang, key) == tdata.ADVENTURES[choice][f"name_{lang}"]


# ---- playing it -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("level", st.DIFFICULTIES)
def test_tg_s_18_tg_s_21_a_seeded_game_is_set_up_from_the_adventure_and_its_level(level):
    state = GAME.setup(2, options(difficulty=level, heroes="brand,sigrun"), 4)
    figures = ADV["difficulty"][level]
    assert state["adventure"] == ID and state["round"] == 1
    assert all(h["area"] == ADV["setup"]["hero_start_area"] for h in state["heroes"])
    assert [s["card"] for s in state["row"]] == ADV["action_cards"]["starting_row"]
    assert state["track"] == figures.get("adventure_track_start", ADV["setup"]["adventure_track_start"])
    assert set(state["decks"]["events"]) == set(ADV["event_decks"])
    expected = {e["location"]: [e["strength"]] * e["n"] for e in ADV["setup"]["enemies"]}
    expected.update({loc: [s] * len(expected[loc]) for loc, s in figures.get("enemy_strength", {}).items()})
    for e in figures.get("extra_enemies", []):
        expected.setdefault(e["location"], []).extend([e["strength"]] * e["n"])
    assert state["board"]["enemies"] == expected
    assert GAME.setup(2, options(difficulty=level, heroes="brand,sigrun"), 4) == state  # deterministic
    GAME.check_invariants(state)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_tg_end_2_random_legal_play_ends_by_the_rules(players):
    """TG-END-2 (and TG-END-1 should chance allow): the game ends in a win or a loss, by the victory paragraph, a
    defeat paragraph (the Round track, ¶10; the Thaw track, ¶11) or a hero's death, never by an error."""
    for seed, level in ((players, "normal"), (10 + players, st.DIFFICULTIES[players % 3])):
        state = random_game(players, seed, level)[-1]
        assert GAME.is_over(state), (players, seed)
        result = state["result"]
        assert result["outcome"] in ("win", "loss")
        board = ADV["adventure_board"]
        ends = {board["victory"]["paragraph"]} | {d["paragraph"] for d in board["defeat"]}
        assert result["reason"] == "hero_dies" or (result["paragraph"] in ends and
                                                   result["paragraph"] in state["read_paragraphs"])
        assert GAME.result(state).finished


# ---- the winning games ------------------------------------------------------------------------------------------
def _replay(level: str) -> tuple[dict, dict]:
    log = json.loads((FIXTURES / f"{ID}-win-{level}.json").read_text(encoding="utf-8"))
    state = GAME.setup(log["players"], log["options"], log["seed"])
    for seat, move in log["moves"]:
        assert not GAME.is_over(state), f"the game ended before move {move!r}"
        state, _ = GAME.apply(state, seat, move)
    return state, log


@pytest.mark.parametrize("level", st.DIFFICULTIES)
def test_tg_end_1_a_stored_winning_game_replays_to_victory_at_every_level(level):
    """TG-END-1 / TG-END-5: both objectives (¶7 the herd, ¶8 the She-Wolf), then the victory paragraph ¶9."""
    state, log = _replay(level)
    assert log["options"]["adventure"] == ID and log["options"]["difficulty"] == level
    assert GAME.is_over(state) and state["result"]["outcome"] == "win"
    victory = atlas.adventure(state)["adventure_board"]["victory"]["paragraph"]
    assert state["result"]["paragraph"] == victory == 9 and {7, 8, 9} <= set(state["read_paragraphs"])
    assert sorted(state["objectives_done"]) == ["O1", "O2"]
    assert set(range(log["players"])) <= set(GAME.result(state).winners)


def test_tg_end_2_the_scripted_team_plays_the_adventure_to_its_end():
    from tests.support.thorgal_team_ice_ford_plan import play

    state, log = play(1, "easy")
    assert GAME.is_over(state) and state["result"]["outcome"] in ("win", "loss")
    assert log["options"]["adventure"] == ID and log["moves"]


# ---- the map picture ----------------------------------------------------------------------------------------------
def test_tg_map_1_the_areas_sit_on_their_cells_without_overlapping_and_neighbours_touch():
    """TG-MAP-1 / TG-MOV-2 on the picture (§19.5): every Area at its ``pos``, no two panels overlapping in either
    language, every border between neighbouring cells (short, never crossing another panel)."""
    view = GAME.view(GAME.setup(4, options(), 7), None)
    cells = mp.places(ADV)
    assert cells == {a["id"]: tuple(float(v) for v in a["pos"]) for a in ADV["map"]["areas"]}
    for b in ADV["map"]["borders"]:
        (ax, ay), (bx, by) = (cells[x] for x in b["areas"])
        assert max(abs(ax - bx), abs(ay - by)) == 1, b["id"]  # every border is short
    for lang in ("en", "pl"):
        boxes = list(mp.layout(view, lang, 100).boxes.values())
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)


@pytest.mark.parametrize("players", [1, 4])
def test_the_pictures_of_the_adventure_fit_a_phone(players):
    """The phone limits (tests/renderers/test_phone_limits.py): at most 1280 px wide, at most 1.3x as tall as wide,
    every key text at least 1/40 of the width tall; every page, at the start, in the middle and at the end."""
    states = random_game(players, 20 + players, check=False)
    names = NAMES[:players]
    for state in (states[0], states[len(states) // 2], states[-1]):
        for lang in ("pl", "en"):
            for page in renderers.pages("thorgal"):
                with keys.collect() as found:
                    png = renderers.render_table(GAME.view(state, None), names, lang, page)
                w, h = struct.unpack(">II", png[16:24])
                assert w <= 1280 and h <= 1.3 * w, (page, lang, w, h)
                assert not [k for k, s in found if s < keys.min_size(w)], (page, lang)
