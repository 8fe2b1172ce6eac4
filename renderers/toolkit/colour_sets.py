"""A colour set: the colours a decision depends on, with what besides colour tells their members apart (issue 55).

Each game's renderer declares its sets (``Pictures.colours``, in ``renderers/<game>/colours.py``); the seats' set is
shared (:func:`seats`). Each :class:`ColourSet` names colours from the renderers' own tables (never a copy), the cue
that carries the meaning without colour, and a ``mark`` that draws a member as the pictures draw it.
``tests/renderers/test_colour_vision.py`` simulates protanopia, deuteranopia and tritanopia over every set and checks
the minimum distance (``docs/accessibility.md`` gives the figures and why 10); it also takes the colour out of every
mark and checks that the members still differ.

``role``: ``"colour"`` where the eye finds a member by its colour first (seats, tile suits, terrains, resource
tokens), held to the minimum distance; ``"pictogram"`` where each member is its own drawn object (a fish, a carrot),
its colour an illustration, measured and reported but not held to it.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PIL import Image

from renderers.toolkit import palette as pal
from renderers.toolkit.pieces import player_marker

RGB = pal.RGB
MARK = 48  # px: the size the marks are compared at


@dataclass(frozen=True)
class ColourSet:
    name: str
    what: str  # for the documentation (English, never drawn)
    colours: Mapping[str, RGB]
    cue: str  # what tells the members apart without colour
    mark: Callable[[str], Image.Image] | None  # a member as drawn; None where the cue is not on the member itself
    role: str = "colour"


def _seat_mark(member: str) -> Image.Image:
    return player_marker(int(member.split()[-1]) - 1, MARK)


def seats(n: int) -> ColourSet:
    """The first ``n`` seats' colours (as many as the largest game seats)."""
    return ColourSet("seats", f"the seats' colours (up to {n} seats)",
                     {f"seat {seat + 1}": pal.player(seat).colour for seat in range(n)},
                     "a shape per seat and its number inside", _seat_mark)
