"""Custom castle layouts (DC-13.6): the grid option, its checks at /create, the rulebook's guidance as warnings, and
games on a custom castle."""
from __future__ import annotations

import json
import random

import pytest

from games.core import i18n
from games.core.contract import Msg
from games.core.errors import GameError
from games.core.options import parse_text
from games.dragon_castle import GAME
from games.dragon_castle import castle as cs
from games.dragon_castle.data import LAYOUT_IDS, LAYOUTS, TILES
from games.dragon_castle.layouts import GROUND_RANGES, layout_warnings, long_rows, parse_grid, recommended_players
from tests.games.dragon_castle.helpers import random_playout


def grid_of(layout: str, sep: str = "/") -> str:
    """A named layout re-typed as a grid option (``.`` -> ``0``)."""
    return sep.join(row.replace(".", "0") for row in LAYOUTS[layout]["grid_rows"])


def custom(grid: str, **more) -> dict:
    return GAME.normalize_options({"layout": "custom", "grid": grid, **more})


# 3 rows of 16 stacks of 3 would be 144 tiles: two full rows of 3 (96) + a run of 6 threes and a 2 (20) = 116 tiles in
# 39 stacks; rows 1-3 each hold a run of 6+ stacks on the upper floors.
TALL = "/".join(["3" * 16, "3" * 16, "3333332000000000"] + ["0" * 16] * 7)
# The standard 4-player heights: a ground floor of 52, too small for 2 players (65-80), fine for 3 and 4.
PLAIN_4P = grid_of("standard_4p")


def _rows_with(text_rows: list[str]) -> str:
    return "/".join(text_rows)


# ---- a valid grid --------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("layout", LAYOUT_IDS)
def test_dc_13_6_a_named_layout_retyped_as_a_grid_builds_the_same_castle(layout):
    """DC-13.6 + DC-4.1/G33: the same heights and seed give the same castle (and the same whole state, but for the
    layout name and the options); the grid typed in chat is stored in its canonical form."""
    players = LAYOUTS[layout]["recommended_players"][0]
    grid = grid_of(layout)
    raw = parse_text(f"layout=custom grid={grid}")
    opts = GAME.normalize_options(raw)
    assert opts["layout"] == "custom" and opts["grid"] == grid and len(grid) == 169
    mine, named = GAME.setup(players, opts, 11), GAME.setup(players, {"layout": layout}, 11)
    assert mine["layout"] == "custom" and named["layout"] == layout
    assert mine["castle"] == named["castle"] and list(mine["castle"]) == list(named["castle"])
    assert mine["options"] == {**named["options"], "layout": "custom", "grid": grid}
    rest = ("layout", "options", "layout_warnings")
    assert {k: v for k, v in mine.items() if k not in rest} == {k: v for k, v in named.items() if k not in rest}
    assert named["layout_warnings"] == []
    GAME.check_invariants(mine)
    assert cs.tiles_left(mine["castle"]) == 116 and sorted(x for s in mine["castle"].values() for x in s) == \
        sorted(TILES)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_dc_13_6_standard_grid_same_game_step_by_step_and_view_says_custom(players):
    """The same moves on the named board and on its re-typed grid give the same states and views (but for the
    layout); the view's layout info says "custom", suited, no warnings."""
    layout = f"standard_{players}p"
    a = GAME.setup(players, custom(grid_of(layout)), 5)
    b = GAME.setup(players, {"layout": layout}, 5)
    va = GAME.view(a, None)
    assert va["layout"] == {"id": "custom", "recommended": {2: [2], 3: [3], 4: [3, 4]}[players], "suited": True,
                            "warnings": []}  # 52 stacks: in range for 3 (50-70) and 4 (40-55) players
    r = random.Random(players)
    for _ in range(60):
        if GAME.result(a).finished:
            break
        seat = a["active"]
        moves = [m.id for m in GAME.legal_moves(a, seat)]
        assert moves == [m.id for m in GAME.legal_moves(b, seat)]
        move = r.choice(moves)
        (a, ea), (b, eb) = GAME.apply(a, seat, move), GAME.apply(b, seat, move)
        assert [e.to_json() for e in ea] == [e.to_json() for e in eb]
        va, vb = GAME.view(a, seat), GAME.view(b, seat)
        for v in (va, vb):
            del v["layout"], v["options"]
            if v["private"]:
                del v["private"]["preview"]["layout"], v["private"]["preview"]["options"]
        assert va == vb


def test_dc_13_6_grid_spellings_dots_commas_new_lines():
    """Rows may be separated by / , ; | or white space; "." counts as 0 (RULES.md's diagrams); the stored form is
    canonical, and normalizing it again changes nothing (setup at /start normalizes the stored options again)."""
    canonical = grid_of("standard_3p")
    dotted = "/".join(LAYOUTS["standard_3p"]["grid_rows"])
    for text in (dotted, grid_of("standard_3p", ","), grid_of("standard_3p", "\n"), f"  {canonical}/ ",
                 grid_of("standard_3p", " | ")):
        assert custom(text)["grid"] == canonical
    assert GAME.normalize_options(parse_text(f"layout=custom grid={grid_of('standard_3p', ',')}"))["grid"] == \
        canonical
    opts = custom(dotted)
    assert GAME.normalize_options(opts) == opts
    assert parse_grid(canonical) == tuple(canonical.split("/"))


def test_dc_13_6_coordinates_availability_and_heights_follow_the_grid():
    """DC-3.1-DC-3.6 on a custom castle: cells A1-P10 in reading order, heights as typed, availability by the
    west/east neighbours (TALL: only the ends of the full rows are available on floor 3)."""
    state = GAME.setup(2, custom(TALL), 3)
    rows = TALL.split("/")
    expected = {cs.cell_name(r, c): int(ch) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "0"}
    assert {cell: len(s) for cell, s in state["castle"].items()} == expected
    assert list(state["castle"]) == [c for c in cs.CELLS if c in expected]
    view = GAME.view(state, None)["castle"]
    assert view["top_floor"] == 3 and view["tiles_left"] == 116
    available = sorted(c["cell"] for c in view["cells"] if c["available"])
    assert available == sorted(["A1", "P1", "A2", "P2", "A3", "F3", "G3"])
    assert all(c["available"] == cs.available(state["castle"], c["cell"]) for c in view["cells"])
    moves = {m.id for m in GAME.legal_moves(state, state["active"])}
    assert {m for m in moves if m.startswith("take ")} == {"take A1", "take P1", "take A2", "take P2", "take A3",
                                                            "take F3"}  # G3 is on floor 2, not the top floor


# ---- invalid grids: refused at /create ------------------------------------------------------------------------------

_OK = grid_of("standard_3p").split("/")


@pytest.mark.parametrize(("raw", "key", "params"), [
    ({"layout": "custom"}, "dragon_castle-err-grid-missing", {}),
    ({"layout": "custom", "grid": "   "}, "dragon_castle-err-grid-missing", {}),
    ({"grid": grid_of("standard_3p")}, "dragon_castle-err-grid-not-custom", {"layout": "standard"}),
    ({"layout": "fort", "grid": grid_of("fort")}, "dragon_castle-err-grid-not-custom", {"layout": "fort"}),
    ({"layout": "custom", "grid": _rows_with(_OK[:9])}, "dragon_castle-err-grid-rows", {"rows": 9, "need": 10}),
    ({"layout": "custom", "grid": _rows_with([*_OK, "0" * 16])}, "dragon_castle-err-grid-rows", {"rows": 11}),
    ({"layout": "custom", "grid": "".join(_OK)}, "dragon_castle-err-grid-rows", {"rows": 1}),
    ({"layout": "custom", "grid": _rows_with([*_OK[:3], _OK[3] + "0", *_OK[4:]])},
     "dragon_castle-err-grid-row-length", {"row": 4, "length": 17, "cols": 16}),
    ({"layout": "custom", "grid": _rows_with([_OK[0][:15], *_OK[1:]])},
     "dragon_castle-err-grid-row-length", {"row": 1, "length": 15}),
    ({"layout": "custom", "grid": _rows_with([*_OK[:3], "1014310000133101", *_OK[4:]])},
     "dragon_castle-err-grid-char", {"char": "4", "cell": "D4"}),
    ({"layout": "custom", "grid": _rows_with([*_OK[:9], "000000000000000x"])},
     "dragon_castle-err-grid-char", {"char": "x", "cell": "P10"}),
    ({"layout": "custom", "grid": _rows_with([*_OK[:9], "0000000000000001"])},
     "dragon_castle-err-grid-sum", {"sum": 117, "tiles": 116}),
    ({"layout": "custom", "grid": _rows_with([_OK[0], "0" * 16, *_OK[2:]])},
     "dragon_castle-err-grid-sum", {"sum": 108, "tiles": 116}),
])
def test_dc_13_6_bad_grids_are_refused_by_normalize_options(raw, key, params):
    """DC-13.6: the hard checks fire in normalize_options (the table service calls it at /create, so no table is
    created) with the rule and useful params; setup refuses the same options; the input is left unchanged."""
    before = json.dumps(raw, sort_keys=True)
    with pytest.raises(GameError) as err:
        GAME.normalize_options(raw)
    assert (err.value.key, err.value.rule) == (key, "DC-13.6"), (err.value.key, err.value.params)
    assert params.items() <= err.value.params.items()
    assert json.dumps(raw, sort_keys=True) == before
    with pytest.raises(GameError) as err2:
        GAME.setup(3, raw, 1)
    assert err2.value.key == key
    for lang in ("en", "pl"):
        text = i18n.render(err.value.msg(), lang)
        assert "{" not in text and key not in text


def test_dc_13_6_too_long_grid_text_is_refused_by_the_text_option_kind():
    with pytest.raises(GameError) as err:
        custom("0/" * 150)
    assert err.value.key == "core-err-option-text-long" and err.value.params["max"] == 200


# ---- warnings (the rulebook's guidance) -----------------------------------------------------------------------------

def test_dc_13_6_no_warnings_for_the_standard_boards():
    for players in (2, 3, 4):
        grid = grid_of(f"standard_{players}p")
        assert layout_warnings(grid, players) == [] and layout_warnings(grid, None) == []
        assert players in recommended_players(grid)
        state = GAME.setup(players, custom(grid), 1)
        assert state["layout_warnings"] == [] and GAME.view(state, 0)["layout"]["warnings"] == []


def test_dc_13_6_ground_floor_outside_the_range_is_a_warning():
    """Ground floor 65-80 (2p), 50-70 (3p), 40-55 (4p): the standard 4p heights (52 stacks) with 2 players warn,
    with 3 or 4 they do not; the game is still set up and playable."""
    assert GROUND_RANGES == {2: (65, 80), 3: (50, 70), 4: (40, 55)}
    assert layout_warnings(PLAIN_4P, 2) == [
        Msg("dragon_castle-warn-ground-floor", ground=52, players=2, min=65, max=80)]
    assert layout_warnings(PLAIN_4P, 3) == layout_warnings(PLAIN_4P, 4) == []
    state = GAME.setup(2, custom(PLAIN_4P), 1)
    view = GAME.view(state, None)["layout"]
    assert view == {"id": "custom", "recommended": [3, 4], "suited": False,
                    "warnings": [Msg("dragon_castle-warn-ground-floor", ground=52, players=2, min=65,
                                     max=80).to_json()]}
    assert GAME.legal_moves(state, state["active"])


def test_dc_13_6_lopsided_grid_warns_about_ground_floor_and_long_upper_rows():
    """TALL: 39 stacks (too few for any player count) and 3 rows with 6+ adjacent stacks of height 2-3."""
    assert long_rows(TALL) == [1, 2, 3] and recommended_players(TALL) == []
    for players in (2, 3, 4):
        lo, hi = GROUND_RANGES[players]
        state = GAME.setup(players, custom(TALL), 2)
        warnings = [Msg.from_json(m) for m in GAME.view(state, None)["layout"]["warnings"]]
        assert warnings == [
            Msg("dragon_castle-warn-ground-floor", ground=39, players=players, min=lo, max=hi),
            Msg("dragon_castle-warn-long-rows", count=3, rows="1, 2, 3", run=6)]
        assert state["layout_warnings"] == [m.to_json() for m in warnings]
        for lang in ("en", "pl"):
            for m in warnings:
                text = i18n.render(m, lang)
                assert "{" not in text and m.key not in text
    assert layout_warnings(TALL, None) == [Msg("dragon_castle-warn-long-rows", count=3, rows="1, 2, 3", run=6)]
    assert layout_warnings(TALL.split("/"), None) == layout_warnings(TALL, None)  # the rows work too


def test_dc_13_6_two_long_rows_or_runs_of_five_are_not_many():
    """Two rows with a run of 6+ upper stacks, or any number of runs of 5, give no warning (3+ rows of 6+ do)."""
    ground = "1" * 16
    two = _rows_with(["2222220000000000", "0000002222220000", *[ground] * 5, "1111111111110000", "0" * 16,
                      "0" * 16])
    assert sum(int(ch) for ch in two if ch.isdigit()) == 116
    assert long_rows(two) == [1, 2] and layout_warnings(two, None) == []
    fives = _rows_with(["2222202222202222", "2222202222202222", "2222202222202222", "1" * 16, "1" * 16,
                        *["0" * 16] * 5])
    assert sum(int(ch) for ch in fives if ch.isdigit()) == 116
    assert long_rows(fives) == [] and layout_warnings(fives, None) == []


# ---- playing on a custom castle -------------------------------------------------------------------------------------

@pytest.mark.parametrize(("grid", "players", "seed"), [(TALL, 2, 21), (TALL, 4, 22), (PLAIN_4P, 3, 23)],
                         ids=["tall-2p", "tall-4p", "plain4p-3p"])
def test_dc_13_6_random_playout_on_a_custom_layout(grid, players, seed):
    """A whole game on a custom castle: invariants (116 tiles, 40 shrines, 7 tokens) at every step, JSON round
    trips, covered tiles hidden (the hidden twin's views are identical), the castle emptied or summoned out."""
    r = random.Random(seed)
    seen = {"summon": 0, "steps": 0}

    def check(before, seat, move, after, events):
        GAME.check_invariants(after)
        assert json.loads(json.dumps(after)) == after
        assert after["layout"] == "custom"
        seen["steps"] += 1
        seen["summon"] += move == "summon"
        if r.random() < 0.1:
            twin = GAME.hidden_twin(after, r.randrange(1000), None)
            for s in (None, *range(players)):
                assert GAME.view(twin, s) == GAME.view(after, s)

    final = random_playout(players, custom(grid, spirits="random", dragons="random"), seed, on_step=check)
    res = GAME.result(final)
    assert res.finished and res.winners and len(res.ranks) == players
    assert final["final"] and final["turns"] % players == 0
    assert seen["steps"] > 50 and seen["summon"] >= 1
    assert GAME.view(final, None)["layout"]["id"] == "custom"
