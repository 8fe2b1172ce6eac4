"""The Journey Path (RULES.md §7.2-7.3): placement (TG-JRN-4/5/9/10), reveal (TG-JRN-7/8/12/13), Gather targets
(TG-GAT-1/2/6), cell codes (§0.3) and penalties (TG-COV-7, TG-GEN-8)."""
from __future__ import annotations

from games.thorgal import geometry as geo
from games.thorgal import journey as jr
from games.thorgal.data import TERRAIN
from games.thorgal.setup import setup


def game() -> dict:
    s = setup(2, {"first": 1}, 3)
    s["path"]["cards"] = ["T01"]
    return s


def test_cell_codes():
    assert jr.parse_code("Mt@y") == ("Mt", "yellow") and jr.parse_code("@r") == ("", "red")
    assert jr.parse_code("W:I2") == ("W:I2", None) and jr.parse_code("") == ("", None)


def test_tg_jrn_5_the_first_tile_touches_column_0():
    s = game()
    assert jr.placement_error(s, [(1, 0), (2, 0)]).rule == "TG-JRN-5"
    assert jr.placement_error(s, [(0, 1), (1, 1)]) is None
    assert jr.first_placement(s, ["I2"]) == {(0, 0), (1, 0)}


def test_tg_jrn_4_tg_jrn_9_never_left_of_r_and_always_touching_the_last_tile():
    """TG-JRN-9, the seed's worked cases: a tile with a cell left of column R is illegal even when it touches L; a
    tile that does not touch L is illegal; continuing upward from L in column R or further right is legal."""
    s = game()
    s["path"]["tiles"] = [[[0, 2], [1, 2]]]  # R = 1, L = this tile
    assert jr.placement_error(s, [(0, 1), (1, 1)]).rule == "TG-JRN-4"  # a cell in column 0 < R
    assert jr.placement_error(s, [(3, 0), (3, 1)]).rule == "TG-JRN-4"  # does not touch L
    assert jr.placement_error(s, [(1, 1), (1, 0)]) is None  # upward from L in column R
    assert jr.placement_error(s, [(2, 2), (3, 2)]) is None
    assert jr.placement_error(s, [(1, 2), (2, 2)]).rule == "TG-JRN-4"  # overlaps a tile
    s["path"]["gather"] = [[2, 2]]
    assert jr.placement_error(s, [(2, 2), (2, 3)]).rule == "TG-JRN-4"  # a Gather token blocks (TG-GAT-7)
    assert jr.placement_error(s, [(4, 2)]).rule == "TG-JRN-4"  # outside the one-card path


def test_tg_jrn_7_tg_jrn_8_tg_jrn_12_reveal_once_in_the_reveal_column():
    """TG-JRN-7, TG-JRN-8, TG-JRN-12."""
    s = game()
    column = TERRAIN["T01"]["reveal_column"]  # 2
    s["path"]["tiles"] = [[[0, 0], [1, 0]]]
    tile = [(2, 0), (2, 1)]
    assert jr.reveal_due(s, tile)
    s["path"]["tiles"].append([list(c) for c in tile])
    assert jr.reveal(s) is not None and len(s["path"]["cards"]) == 2
    assert not jr.reveal_due(s, [(column, 2)])  # the reveal column of the old card no longer counts
    s["decks"]["terrain"] = []
    assert jr.reveal(s) is None


def test_tg_jrn_10_tg_jrn_13_when_no_tile_fits_or_the_path_ends():
    """TG-JRN-10, TG-JRN-13."""
    s = game()
    s["path"]["tiles"] = [[[0, y] for y in range(4)], [[1, y] for y in range(4)], [[2, y] for y in range(4)],
                          [[3, 0], [3, 1]]]
    assert jr.first_placement(s, ["I3", "O4"]) is None  # no room for these shapes
    assert jr.first_placement(s, ["I2"]) == {(3, 2), (3, 3)}
    s["decks"]["terrain"] = []
    assert jr.exhausted(s)


def test_tg_gat_1_tg_gat_2_tg_gat_6_gather_targets():
    """TG-GAT-1, TG-GAT-2, TG-GAT-6: Resource icons, choices and ``A`` are targets; Finding, XP, Heal and blank spaces
    are not; a Gather token
    covers its space until removed."""
    s = game()
    targets = set(jr.gather_targets(s))
    grid = TERRAIN["T01"]["grid"]
    for (x, y) in targets:
        assert jr.parse_code(grid[y][x])[0] in ("A", "Mt", "Or", "Gs", "Mg", "Ft", "Pw") or "/" in grid[y][x]
    assert (0, 0) in targets and (3, 0) not in targets and (0, 2) not in targets  # A yes, F no, X no
    s["path"]["gather"].append([0, 0])
    assert (0, 0) not in jr.gather_targets(s)


def test_tg_cov_7_tg_gen_8_penalties_and_their_override():
    """TG-COV-7, TG-GEN-8."""
    s = game()
    assert jr.penalty_effects(s, "T01", "red") == TERRAIN["T01"]["red_penalty"]
    s["path"]["overrides"]["T01"] = {"red": [{"op": "wound", "shape": "I3", "n": 1, "who": "active"}]}
    assert jr.penalty_effects(s, "T01", "red")[0]["shape"] == "I3"
    assert geo.is_shape([(0, 0), (0, 1)], "I2")
