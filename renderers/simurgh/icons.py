"""Simurgh's step-button icons: a resource in its colour and shape, a vassal."""
from __future__ import annotations

from collections.abc import Callable

from PIL import Image

from games.simurgh.data import RESOURCES
from games.simurgh.ui import VASSALS
from renderers.simurgh.common import RES_STYLE, vassal_glyph
from renderers.toolkit.icon_kit import canvas, down, shape


def _simurgh_resource(res: str) -> Image.Image:
    colour, form = RES_STYLE[res]
    return shape(form, colour, 0.42 if form in ("triangle", "star", "diamond") else 0.46)


def _simurgh_vassal(vassal: str) -> Image.Image:
    img, d, S = canvas()
    vassal_glyph(d, S / 2, S / 2, S * 0.44, vassal)
    return down(img)


def catalogue() -> dict[str, Callable[[], Image.Image]]:
    out: dict[str, Callable[[], Image.Image]] = {}
    for res in RESOURCES:
        out[f"simurgh-{res}"] = lambda res=res: _simurgh_resource(res)
    for v in VASSALS:
        out[f"simurgh-{v}"] = lambda v=v: _simurgh_vassal(v)
    return out
