"""Thorgal's step-button icons: a resource, a combat die."""
from __future__ import annotations

from collections.abc import Callable

from PIL import Image

from games.thorgal.data import DICE, RESOURCES
from renderers.thorgal.common import resource_icon as thorgal_resource_icon
from renderers.thorgal.table import DIE_FILL
from renderers.toolkit import palette as pal
from renderers.toolkit.icon_kit import SIZE, canvas, centred, down


def _thorgal_resource(res: str) -> Image.Image:
    return centred(thorgal_resource_icon(res, SIZE - 8))


def _thorgal_die(colour: str) -> Image.Image:
    """A combat die in its colour with a white shape on its face (the fight picture's dice)."""
    img, d, S = canvas()
    m = S * 0.06
    d.rounded_rectangle((m, m, S - m, S - m), radius=S * 0.16, fill=DIE_FILL[colour], outline=pal.BLACK,
                        width=S // 24)
    u = S * 0.2  # an L of three white squares, as a face's shape
    x0, y0 = S / 2 - u, S / 2 - u
    for cx, cy in ((0, 0), (0, 1), (1, 1)):
        d.rectangle((x0 + cx * u, y0 + cy * u, x0 + (cx + 1) * u, y0 + (cy + 1) * u), fill=pal.WHITE,
                    outline=pal.BLACK, width=S // 64)
    return down(img)


def catalogue() -> dict[str, Callable[[], Image.Image]]:
    out: dict[str, Callable[[], Image.Image]] = {}
    for res in RESOURCES:
        out[f"thorgal-{res}"] = lambda res=res: _thorgal_resource(res)
    for colour in DICE:
        out[f"thorgal-die-{colour}"] = lambda colour=colour: _thorgal_die(colour)
    return out
