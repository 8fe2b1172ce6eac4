"""Zamek Smoków's colours a decision depends on (issue 55; renderers.toolkit.colour_sets): the tile suits."""
from __future__ import annotations

from PIL import Image

from renderers.dragon_castle import tiles
from renderers.toolkit.colour_sets import MARK, ColourSet

_FACE = {"merchant": "merchant_1", "soldier": "soldier_1", "farmer": "farmer_1", "season": "season_spring",
         "wind": "wind_rain", "dragon": "dragon_red"}


def _mark(member: str) -> Image.Image:
    return tiles.face(_FACE[member], MARK, round(MARK * 38 / 30))


def colour_sets() -> tuple[ColourSet, ...]:
    return (ColourSet("dragon_castle.suits", "Zamek Smoków: the tile suits", dict(tiles.TYPE_COLOUR),
                      "an emblem per suit (coin, shield, barn) with the number; the season, wind and dragon tiles "
                      "each their own symbol", _mark),)
