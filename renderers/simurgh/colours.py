"""Simurgh's colours a decision depends on (issue 55; renderers.toolkit.colour_sets): the resources. (The tile
kinds' pale tints sit behind the tile's name, which says the kind.)"""
from __future__ import annotations

from PIL import Image, ImageDraw

from renderers.simurgh import common
from renderers.toolkit.colour_sets import MARK, ColourSet


def _mark(member: str) -> Image.Image:
    img = Image.new("RGBA", (MARK, MARK), (0, 0, 0, 0))
    common.res_icon(ImageDraw.Draw(img), member, MARK / 2, MARK / 2, MARK * 0.45)
    return img


def colour_sets() -> tuple[ColourSet, ...]:
    return (ColourSet("simurgh.resources", "Simurgh: the resources",
                      {k: v[0] for k, v in common.RES_STYLE.items()},
                      "a shape per resource (circle, triangle, square, diamond, hexagon, star)", _mark),)
