"""Combat dice and tiles (RULES.md §8): upgrades, rolls and rerolls, criticals, placement on one card or Linked cards,
maximality and the result (TG-CMB-4, 6, 7, 9, 10, 11, 13, 15)."""
from __future__ import annotations

import pytest

from games.core.errors import GameError
from games.thorgal import combat as cb
from games.thorgal.setup import setup


def test_tg_cmb_9_upgrades_climb_the_hierarchy():
    """TG-CMB-9."""
    die = cb.new_die("yellow")
    cb.upgrade(die)
    assert die["colour"] == "orange"
    cb.upgrade(die)
    cb.upgrade(die)
    assert die["colour"] == "red"  # upgrading a red die has no effect


def test_tg_cmb_4_tg_cmb_10_rolls_are_seeded_and_rerolls_replace_the_face():
    """TG-CMB-4, TG-CMB-10."""
    s1, s2 = setup(2, {}, 9), setup(2, {}, 9)
    a, b = cb.new_die("red"), cb.new_die("red")
    faces = []
    for _ in range(6):
        cb.roll(s1, a)
        cb.roll(s2, b)
        assert a["face"] == b["face"] and 1 <= a["face"] <= 6
        faces.append(a["face"])
    assert len(set(faces)) > 1


def test_tg_cmb_6_tg_cmb_11_criticals():
    """TG-CMB-6: A critical needs a face with black squares, once per die, never under no_critical; then the die gives
    its larger shape and can no longer be rerolled (TG-CMB-5)."""
    die = {"colour": "yellow", "face": 1, "critical": False}
    assert cb.tile_shape(die) == "M1"
    assert cb.critical_error(die) is None and cb.critical_error(die, no_critical=True).rule == "TG-CMB-11"
    die["critical"] = True
    assert cb.tile_shape(die) == "L3" and cb.critical_error(die).key == "thorgal-err-critical-twice"
    plain = {"colour": "yellow", "face": 3, "critical": False}
    assert cb.critical_error(plain).key == "thorgal-err-critical-face"
    with pytest.raises(GameError) as e:
        cb.roll(setup(2, {}, 1), die)
    assert e.value.rule == "TG-CMB-5"


def test_tg_cmb_7_tg_cmb_13_placement_and_result_on_one_card():
    """TG-CMB-13: EM1 has three T in its middle column: a vertical I3 there wins; tiles must be one connected group,
    inside, not overlapping."""
    g = cb.grid(["EM1"])
    win = [("I3", [(1, 0), (1, 1), (1, 2)])]
    assert cb.placement_error(g, win) is None and cb.uncovered_targets(g, win) == 0
    apart = [("I2", [(0, 0), (0, 1)]), ("M1", [(2, 3)])]
    assert cb.placement_error(g, apart).rule == "TG-CMB-7"
    assert cb.placement_error(g, [("I2", [(2, 3), (3, 3)])]).key == "thorgal-err-tile-outside"
    assert cb.placement_error(g, [("I2", [(1, 0), (1, 1)]), ("M1", [(1, 1)])]).key == "thorgal-err-tile-overlap"
    assert cb.placement_error(g, [("I3", [(1, 0), (1, 1)])]).rule == "TG-CMB-6"
    part = [("I2", [(1, 0), (1, 1)])]
    assert cb.uncovered_targets(g, part) == 1  # a loss: 1 Threat


def test_tg_cmb_7_maximality_a_tile_is_left_out_only_when_it_cannot_fit():
    g = cb.grid(["EM1"])  # 3 x 4
    placed = [("I3", [(0, 0), (1, 0), (2, 0)]), ("I3", [(0, 1), (1, 1), (2, 1)]), ("I3", [(0, 2), (1, 2), (2, 2)])]
    assert cb.maximality_error(g, placed, ["I3"]).rule == "TG-CMB-7"  # the bottom row still takes it
    assert cb.maximality_error(g, placed, ["I4"]) is None  # nothing 4 long fits any more
    assert cb.maximality_error(g, placed, ["M1"]).rule == "TG-CMB-7"


def test_tg_cmb_15_linked_cards_form_one_wider_grid():
    """TG-CMB-15."""
    g = cb.grid(["EM1", "EM3"])
    assert cb.size(g) == (6, 4)
    assert cb.targets(g) == {(1, 0), (1, 1), (1, 2), (3, 1), (4, 1), (5, 1)}
    tiles = [("I3", [(1, 0), (1, 1), (1, 2)]), ("I3", [(3, 1), (4, 1), (5, 1)]), ("M1", [(2, 1)])]
    assert cb.placement_error(g, tiles) is None and cb.uncovered_targets(g, tiles) == 0
