"""Smoki (``dragons``) pictures: the table (:func:`render`) and a seat's secret for the DM (:func:`render_private`),
both drawn from a view (docs/dragons-view.md), never from a state.

Modules: ``common`` (component data, card faces, the drawing context), ``panels`` (the players' panels with their
dreams, and the round-result panels), ``table`` (the public picture), ``private`` (the drawn card or the slot chosen
to reveal).
"""
from __future__ import annotations

from renderers.dragons import icons
from renderers.dragons.common import (
    WIDTH,
    Ctx,
    card_image,
    card_name,
    card_value_size,
    components,
    kinds,
    number,
    tokens_to_win,
)
from renderers.dragons.private import draw_private
from renderers.dragons.table import draw_table
from renderers.pictures import Pictures
from renderers.toolkit import png
from renderers.toolkit import primitives as pr  # noqa: F401  (tests reach the toolkit as ``dragons.pr``)

__all__ = [
    "PICTURES",
    "WIDTH",
    "Ctx",
    "card_image",
    "card_name",
    "card_value_size",
    "components",
    "draw_private",
    "draw_table",
    "kinds",
    "number",
    "render",
    "render_private",
    "tokens_to_win",
]


def render(view: dict, names: list[str], lang: str) -> bytes:
    """PNG of the table as ``view`` shows it (public parts only)."""
    return png.encode(draw_table(view, names, lang), palette=__package__)


def render_private(view: dict, names: list[str], lang: str) -> bytes | None:
    """PNG of the seat's secret: the card it drew (big, with its name), or the slot it chose to reveal."""
    img = draw_private(view, names, lang)
    return png.encode(img, palette=__package__) if img is not None else None


PICTURES = Pictures(render=render, private=render_private, icons=icons.catalogue)
