"""Polyomino geometry (RULES.md §19.6, TG-GEO-1..6), with the spec's worked examples."""
from __future__ import annotations

from games.thorgal import geometry as geo
from games.thorgal.data import SHAPES


def test_tg_geo_4_the_spec_example_l4_rotated_once():
    """TG-GEO-4: L4 with rotation 1, no mirror, anchor [2, 1] covers [2,1], [3,1], [4,1], [2,2]."""
    assert geo.placed("L4", 1, False, (2, 1)) == {(2, 1), (3, 1), (4, 1), (2, 2)}


def test_tg_geo_5_orientation_counts_and_order():
    """TG-GEO-5: M1 1, I2 2, I3 2, L3 4, O4 1, T4 4, S4 4, L4 8; the first is the canonical shape."""
    counts = {"M1": 1, "I2": 2, "I3": 2, "L3": 4, "O4": 1, "T4": 4, "S4": 4, "L4": 8}
    for shape, n in counts.items():
        assert len(geo.orientations(shape)) == n, shape
        assert geo.orientations(shape)[0] == geo.normalize(tuple(c) for c in SHAPES[shape]["cells"])
    assert len(geo.orientations("X5")) == 1 and len(geo.orientations("F5")) == 8  # free pentominoes


def test_tg_geo_3_a_placement_is_any_orientation_of_its_shape():
    """TG-GEO-3: cells are a placement of S when, normalized, they equal one of S's orientations."""
    assert geo.is_shape([(5, 5), (5, 6), (6, 6)], "L3")
    assert geo.shape_of([(0, 0), (1, 0), (2, 0), (1, 1)]) == "T4"
    assert not geo.is_shape([(0, 0), (1, 1)], "I2")  # a diagonal pair is no domino
    assert geo.shape_of([(0, 0), (2, 0)]) is None


def test_tg_geo_2_only_edges_touch_and_groups_connect():
    """TG-GEO-2: diagonal contact never counts; connectivity is over edges."""
    assert geo.touches([(1, 1)], [(1, 2)]) and not geo.touches([(1, 1)], [(2, 2)])
    assert geo.connected([(0, 0), (1, 0), (1, 1)]) and not geo.connected([(0, 0), (1, 1)])


def test_tg_geo_6_default_placement_order():
    """TG-GEO-6: shapes in order, then orientations, then anchors row by row."""
    first = geo.first_placement(["I2"], 3, 2, lambda cells: True)
    assert first == {(0, 0), (1, 0)}
    vertical = geo.first_placement(["I2"], 1, 3, lambda cells: True)
    assert vertical == {(0, 0), (0, 1)}  # the horizontal orientation does not fit a 1-wide box
    assert geo.first_placement(["O4"], 3, 1, lambda cells: True) is None
