"""Królestwo Królików' colours a decision depends on (issue 55; renderers.toolkit.colour_sets): the terrains, the
sky tower pairs and the resources (pictograms)."""
from __future__ import annotations

from PIL import Image

from renderers.bunny_kingdom import common
from renderers.toolkit.colour_sets import MARK, ColourSet


def _terrain(member: str) -> Image.Image:
    return common.terrain_tile(member, MARK, MARK)


def _resource(member: str) -> Image.Image:
    return common.resource_icon(member, MARK)


def colour_sets() -> tuple[ColourSet, ...]:
    return (
        ColourSet("bunny_kingdom.terrains", "Królestwo Królików: the terrains of the squares",
                  dict(common.TERRAIN_FILL),
                  "a pattern per terrain (waves, trees, furrows, tufts of grass, peaks, two lines for a city)",
                  _terrain),
        ColourSet("bunny_kingdom.sky", "Królestwo Królików: the three sky tower pairs", dict(common.SKY_COLOURS),
                  "the dashed line that joins the two towers of a pair on the board", None),
        ColourSet("bunny_kingdom.resources", "Królestwo Królików: the resources",
                  {k: v for k, v in common.RES_COLOUR.items() if k != "luxury"},  # luxury: a crown, "any of them"
                  "each resource its own pictogram (fish, log, carrot, mushroom, pearl, spice bowl, gem, ingots "
                  "Au/Cu/Fe)", _resource, role="pictogram"),
    )
