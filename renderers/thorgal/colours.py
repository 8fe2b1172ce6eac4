"""Thorgal's colours a decision depends on (issue 55; renderers.toolkit.colour_sets): the resources and the
enemies' strengths."""
from __future__ import annotations

from PIL import Image

from renderers.thorgal import common
from renderers.toolkit.colour_sets import MARK, ColourSet


def _resource(member: str) -> Image.Image:
    return common.resource_icon(member, MARK)


def _strength(member: str) -> Image.Image:
    return common.enemy_token(member, MARK)


def colour_sets() -> tuple[ColourSet, ...]:
    return (
        ColourSet("thorgal.resources", "Thorgal: the resources", dict(common.RES_FILL),
                  "a shape per resource (square, hexagon, circle, diamond, pentagon, star)", _resource),
        ColourSet("thorgal.strengths", "Thorgal: the enemies' strengths", dict(common.STRENGTH_FILL),
                  "the level 1-4 (✦ mystic) on the shield", _strength),
    )
