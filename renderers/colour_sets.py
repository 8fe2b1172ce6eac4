"""The colours a decision depends on, game by game, with what besides colour tells their members apart.

Each :class:`ColourSet` names the colours drawn from the renderers' own tables (never a copy), the largest number of
members one picture shows at once, the cue that carries the meaning without colour, and a ``mark`` that draws a
member as the pictures draw it. ``tests/renderers/test_colour_vision.py`` simulates protanopia, deuteranopia and
tritanopia over every set and checks the minimum distance (``docs/accessibility.md`` gives the figures and why 10);
it also takes the colour out of every mark and checks that the members still differ.

``role``: ``"colour"`` where the eye finds a member by its colour first (seats, tile suits, terrains, resource
tokens), held to the minimum distance; ``"pictogram"`` where each member is its own drawn object (a fish, a carrot),
its colour an illustration, measured and reported but not held to it.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PIL import Image, ImageDraw

from renderers.bunny_kingdom import common as bk
from renderers.dragon_castle import tiles as dc
from renderers.simurgh import common as sm
from renderers.thorgal import common as th
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


def _dc_mark(member: str) -> Image.Image:
    kind = {"merchant": "merchant_1", "soldier": "soldier_1", "farmer": "farmer_1", "season": "season_spring",
            "wind": "wind_rain", "dragon": "dragon_red"}[member]
    return dc.face(kind, MARK, round(MARK * 38 / 30))


def _bk_terrain_mark(member: str) -> Image.Image:
    return bk.terrain_tile(member, MARK, MARK)


def _bk_resource_mark(member: str) -> Image.Image:
    return bk.resource_icon(member, MARK)


def _simurgh_resource_mark(member: str) -> Image.Image:
    img = Image.new("RGBA", (MARK, MARK), (0, 0, 0, 0))
    sm.res_icon(ImageDraw.Draw(img), member, MARK / 2, MARK / 2, MARK * 0.45)
    return img


def _thorgal_resource_mark(member: str) -> Image.Image:
    return th.resource_icon(member, MARK)


def _thorgal_strength_mark(member: str) -> Image.Image:
    return th.enemy_token(member, MARK)


def _players(n: int) -> dict[str, RGB]:
    return {f"seat {seat + 1}": pal.player(seat).colour for seat in range(n)}


SETS: tuple[ColourSet, ...] = (
    ColourSet("seats", "the seats' colours (up to 5 seats: Smoki, Simurgh)", _players(5),
              "a shape per seat and its number inside", _seat_mark),
    ColourSet("dragon_castle.suits", "Zamek Smoków: the tile suits", dict(dc.TYPE_COLOUR),
              "an emblem per suit (coin, shield, barn) with the number; the season, wind and dragon tiles each their "
              "own symbol", _dc_mark),
    ColourSet("bunny_kingdom.terrains", "Królestwo Królików: the terrains of the squares", dict(bk.TERRAIN_FILL),
              "a pattern per terrain (waves, trees, furrows, tufts of grass, peaks, two lines for a city)",
              _bk_terrain_mark),
    ColourSet("bunny_kingdom.sky", "Królestwo Królików: the three sky tower pairs", dict(bk.SKY_COLOURS),
              "the dashed line that joins the two towers of a pair on the board", None),
    ColourSet("bunny_kingdom.resources", "Królestwo Królików: the resources",
              {k: v for k, v in bk.RES_COLOUR.items() if k != "luxury"},
              "each resource its own pictogram (fish, log, carrot, mushroom, pearl, spice bowl, gem, ingots Au/Cu/Fe)",
              _bk_resource_mark, role="pictogram"),
    ColourSet("simurgh.resources", "Simurgh: the resources", {k: v[0] for k, v in sm.RES_STYLE.items()},
              "a shape per resource (circle, triangle, square, diamond, hexagon, star)", _simurgh_resource_mark),
    ColourSet("thorgal.resources", "Thorgal: the resources", dict(th.RES_FILL),
              "a shape per resource (square, hexagon, circle, diamond, pentagon, star)", _thorgal_resource_mark),
    ColourSet("thorgal.strengths", "Thorgal: the enemies' strengths", dict(th.STRENGTH_FILL),
              "the level 1-4 (✦ mystic) on the shield", _thorgal_strength_mark),
)
