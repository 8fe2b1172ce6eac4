"""Issue 55, item 3: the colours a decision depends on stay apart under protanopia, deuteranopia and tritanopia, and
never carry the meaning alone. The sets are ``renderers.colour_sets``; the method is ``tests.support.colour_vision``;
the figures are in docs/accessibility.md."""
from __future__ import annotations

import itertools

import pytest
from PIL import Image, ImageDraw

from games import registry
from renderers.colour_sets import all_sets
from renderers.toolkit.colour_sets import MARK
from tests.fixtures import colour_figures
from tests.support.colour_vision import MIN_DISTANCE, MIN_STRUCTURE, VISIONS, closest_pair, differ, distance, structure

SETS = all_sets()
COLOUR_SETS = [s for s in SETS if s.role == "colour"]
MARKED = [s for s in SETS if s.mark is not None]


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("colour_set", COLOUR_SETS, ids=lambda s: s.name)
def test_every_colour_set_stays_apart_under_every_vision(colour_set, vision):
    d, a, b = closest_pair(dict(colour_set.colours), vision)
    assert d >= MIN_DISTANCE, f"{colour_set.name}: {a} and {b} are {d:.1f} apart under {vision} (< {MIN_DISTANCE})"


def test_the_simulation_finds_the_red_green_pair_we_had():
    """The control: Zamek Smoków's soldier red and farmer green before this check were far apart for normal vision
    and too close under deuteranopia; the simulation says so, and the present pair passes."""
    old_soldier, old_farmer = (190, 30, 38), (52, 150, 64)
    assert distance(old_soldier, old_farmer, "normal") > 30
    assert distance(old_soldier, old_farmer, "deuteranomaly") < MIN_DISTANCE
    suits = next(s for s in SETS if s.name == "dragon_castle.suits").colours
    assert distance(suits["soldier"], suits["farmer"], "deuteranomaly") >= MIN_DISTANCE


def test_the_seat_colours_cover_every_seat_of_every_game():
    seats = next(s for s in SETS if s.name == "seats")
    most = max(registry.get(gid).max_players for gid in registry.PLUGINS)
    assert len(seats.colours) >= most


@pytest.mark.parametrize("colour_set", MARKED, ids=lambda s: s.name)
def test_no_member_is_told_by_its_colour_alone(colour_set):
    """Each member's mark, with its colour taken out, still differs from every other member's (shape, number,
    pattern or pictogram)."""
    marks = {m: structure(colour_set.mark(m), c) for m, c in colour_set.colours.items()}
    for a, b in itertools.combinations(marks, 2):
        share = differ(marks[a], marks[b])
        assert share >= MIN_STRUCTURE, f"{colour_set.name}: {a} and {b} differ by colour alone ({share:.2f})"


def test_the_structure_check_sees_marks_that_differ_by_colour_only():
    """The control: the same circle in three seat colours has (nearly) the same structure, so the check above would
    fail a set told apart by colour alone."""

    def circle(colour):
        big = Image.new("RGBA", (MARK * 3, MARK * 3), (0, 0, 0, 0))
        ImageDraw.Draw(big).ellipse((12, 12, MARK * 3 - 12, MARK * 3 - 12), fill=colour, outline=(0, 0, 0), width=6)
        return big.resize((MARK, MARK), Image.Resampling.LANCZOS)

    colours = [(0, 114, 178), (230, 159, 0), (0, 158, 115)]
    for a, b in itertools.combinations(colours, 2):
        assert differ(structure(circle(a), a), structure(circle(b), b)) < MIN_STRUCTURE / 1.5


def test_the_figures_in_the_docs_are_up_to_date():
    assert colour_figures.main(["--check"]) == 0, "run python -m tests.fixtures.colour_figures"
