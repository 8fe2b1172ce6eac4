"""Components, options and setup: DC-2.x, DC-4.x, DC-13.x."""
from __future__ import annotations

from collections import Counter

import pytest

from games.core.errors import GameError
from games.core.options import parse_text
from games.dragon_castle import GAME
from games.dragon_castle import castle as cs
from games.dragon_castle.data import DRAGONS, LAYOUT_IDS, LAYOUTS, SPIRITS, TILES, TYPES, kind, set_vp, shrine_vp


def test_dc_2_1_116_tiles_six_types_29_symbols():
    """DC-2.1: 72 faction tiles (3 x 6 numbers x 4), 16 seasons, 16 winds, 12 dragons; 29 symbols."""
    assert len(TILES) == 116
    by_type = Counter(t["type"] for t in TILES.values())
    assert by_type == {"merchant": 24, "soldier": 24, "farmer": 24, "season": 16, "wind": 16, "dragon": 12}
    assert len({kind(t) for t in TILES}) == 29
    assert all(n == 4 for n in Counter(kind(t) for t in TILES).values())
    assert {t: TYPES[t]["shrines_on_consolidation"] for t in TYPES} == {
        "merchant": 1, "soldier": 1, "farmer": 1, "season": 2, "wind": 2, "dragon": 2}


def test_dc_8_4_and_dc_8_9_tables():
    """DC-8.4 (G1) set VP and DC-8.9 shrine VP by level."""
    assert [set_vp(n) for n in range(3, 12)] == [0, 2, 3, 5, 6, 8, 9, 10, 11]
    assert [shrine_vp(level) for level in (1, 2, 3, 4, 7)] == [1, 2, 3, 3, 3]


@pytest.mark.parametrize("layout", LAYOUT_IDS)
def test_dc_4_1_every_layout_builds_with_116_tiles_for_its_player_counts(layout):
    """DC-4.1/DC-13.5: every layout, with each player count it suits (and any 2-4, G4), uses all 116 tiles with
    the printed heights (1-3)."""
    lay = LAYOUTS[layout]
    for players in sorted(set(lay["recommended_players"]) | {2, 3, 4}):
        state = GAME.setup(players, {"layout": layout}, players)
        assert state["layout"] == layout
        castle = state["castle"]
        assert cs.tiles_left(castle) == 116
        assert sorted(x for s in castle.values() for x in s) == sorted(TILES)
        heights = {cell: len(s) for cell, s in castle.items()}
        assert heights == {st["cell"]: st["height"] for st in lay["stacks"]}
        expected = Counter({3: lay["counts"]["stacks_of_3"], 2: lay["counts"]["stacks_of_2"],
                            1: lay["counts"]["stacks_of_1"]})
        assert Counter(heights.values()) == +expected
        GAME.check_invariants(state)


def test_dc_4_1_filling_order_height_groups_in_reading_order():
    """DC-4.1/G33: 3-stacks first, then 2-stacks, then 1-stacks, each in reading order, bottom tile first."""
    tiles = [f"t{i}" for i in range(116)]
    castle = cs.build("standard_2p", tiles)
    cells = cs.layout_cells("standard_2p")
    order = [c for h in (3, 2, 1) for c, hh in cells if hh == h]
    flat = [x for c in order for x in castle[c]]
    assert flat == tiles


def test_dc_4_1_default_layout_is_standard_for_the_player_count():
    for players in (2, 3, 4):
        assert GAME.setup(players, {}, 1)["layout"] == f"standard_{players}p"


def test_dc_13_5_random_layout_is_suited_and_any_layout_may_be_chosen():
    """DC-13.5: "random" picks among the layouts recommended for the player count; an explicit layout is accepted
    with any 2-4 players (recommendations are advisory; the view says whether it is suited)."""
    for players in (2, 3, 4):
        seen = {GAME.setup(players, {"layout": "random"}, seed)["layout"] for seed in range(30)}
        assert seen and all(players in LAYOUTS[lay]["recommended_players"] for lay in seen)
        assert len(seen) > 1
    state = GAME.setup(2, {"layout": "gates_of_destiny"}, 1)
    assert GAME.view(state, None)["layout"] == {"id": "gates_of_destiny", "recommended": [4], "suited": False,
                                                "warnings": []}
    with pytest.raises(GameError) as err:
        GAME.setup(2, {"layout": "moon_base"}, 1)
    assert err.value.key == "core-err-option-choice"


@pytest.mark.parametrize(("players", "track"), [(2, [5, 1, 1, 0, 0]), (3, [4, 1, 1, 1, 0]), (4, [3, 1, 1, 1, 1])])
def test_dc_4_3_countdown_track_setup(players, track):
    """DC-4.3 (G2): N tokens on spaces 1..N, the rest stacked on space 0."""
    state = GAME.setup(players, {}, 1)
    assert state["track"] == track
    assert GAME.view(state, None)["track"] == {"stack": track[0], "spaces": [bool(x) for x in track[1:]],
                                               "left": 7}


def test_dc_4_6_one_shrine_in_each_pool():
    """DC-4.2/DC-4.6: 40 shrines; each player moves 1 into the pool."""
    state = GAME.setup(3, {}, 1)
    assert state["pools"] == [1, 1, 1] and state["supply"] == 37
    assert state["realms"][0][0] == {"tiles": [], "up": False, "shrine": False}


def test_dc_4_7_first_player_random_or_chosen():
    """DC-4.7 (G25): random first player, or the seat given by the option; turn order is seat order."""
    firsts = {GAME.setup(4, {}, seed)["first"] for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    state = GAME.setup(3, {"first": 2}, 1)
    assert state["first"] == state["active"] == 1 and GAME.actors(state) == {1}
    assert GAME.view(state, None)["last_player"] == 0
    with pytest.raises(GameError) as err:
        GAME.setup(2, {"first": 3}, 1)
    assert (err.value.key, err.value.rule) == ("dragon_castle-err-first", "DC-4.7")


@pytest.mark.parametrize("players", [1, 5, "3"])
def test_dc_1_player_count(players):
    with pytest.raises(GameError) as err:
        GAME.setup(players, {}, 1)
    assert (err.value.key, err.value.rule) == ("dragon_castle-err-players", "DC-1")


def test_dc_13_1_to_13_4_card_modes():
    """DC-13.1 none; DC-13.2 standard 1+1 random (the default); DC-13.3 beginner cards only (G8); DC-13.4 several
    cards or chosen ones."""
    state = GAME.setup(2, {}, 1)
    assert len(state["spirits"]) == 1 and len(state["dragons"]) == 1
    state = GAME.setup(2, {"spirits": "none", "dragons": "none"}, 1)
    assert state["spirits"] == [] and state["dragons"] == []
    for seed in range(15):
        state = GAME.setup(3, {"spirits": "beginner", "dragons": "beginner", "spirits_count": 3,
                               "dragons_count": 2}, seed)
        assert len(set(state["spirits"])) == 3 and len(set(state["dragons"])) == 2
        assert all(SPIRITS[s]["beginner"] for s in state["spirits"])
        assert all(DRAGONS[d]["beginner"] for d in state["dragons"])
    state = GAME.setup(2, {"spirits": "chosen", "spirit_cards": "wind,Beauty", "dragons": "chosen",
                           "dragon_cards": ["might"]}, 1)
    assert state["spirits"] == ["wind", "beauty"] and state["dragons"] == ["might"]
    assert state["options"]["spirit_cards"] == "wind,beauty"
    seen = {s for seed in range(40) for s in GAME.setup(2, {"spirits": "random"}, seed)["spirits"]}
    assert seen == set(SPIRITS)


@pytest.mark.parametrize(("opts", "key"), [
    ({"spirits": "chosen"}, "dragon_castle-err-cards-missing"),
    ({"spirit_cards": "wind"}, "dragon_castle-err-cards-not-chosen"),
    ({"dragons": "chosen", "dragon_cards": "might,piety,valor,bravery"}, "dragon_castle-err-cards-too-many"),
])
def test_dc_13_4_chosen_cards_validation(opts, key):
    with pytest.raises(GameError) as err:
        GAME.setup(2, opts, 1)
    assert (err.value.key, err.value.rule) == (key, "DC-13.4")
    with pytest.raises(GameError):
        GAME.normalize_options(opts)


@pytest.mark.parametrize("opts", [{"spirit_cards": "wind,ghost", "spirits": "chosen"}, {"spirits_count": 4},
                                  {"dragons": "all"}, {"bogus": 1}])
def test_bad_options_refused(opts):
    with pytest.raises(GameError):
        GAME.setup(2, opts, 1)


def test_list_option_from_chat_text():
    """The "list" option kind: comma-separated ids typed as name=a,b (also a+b)."""
    raw = parse_text("spirits=chosen spirit_cards=faith,depths dragons=chosen dragon_cards=piety+valor")
    opts = GAME.normalize_options(raw)
    assert opts["spirit_cards"] == "faith,depths" and opts["dragon_cards"] == "piety,valor"
    assert GAME.setup(2, raw, 3)["spirits"] == ["faith", "depths"]


def test_setup_is_deterministic():
    assert GAME.setup(3, {"layout": "random", "spirits": "random"}, 42) == \
        GAME.setup(3, {"layout": "random", "spirits": "random"}, 42)
    assert GAME.setup(3, {}, 42)["castle"] != GAME.setup(3, {}, 43)["castle"]
