"""Królestwo Królików (``bunny_kingdom``) pictures: the table (:func:`render`) and a seat's hand and parchments for
the DM (:func:`render_private`). Both are drawn from a view (docs/bunny_kingdom-view.md), never from a state.

Modules: ``common`` (component data, names, glyphs, terrain tiles), ``board`` (the 10 x 10 board, fiefs from the
view), ``table`` (the public picture: its sections put together), ``panels`` (the players' panels beside the board),
``scoring`` (the harvest breakdown and the final scoring), ``private`` (the seat's secret part).

The table is laid out before its canvas exists (``pr.compose``: no oversized canvas, no crop); the board's static
layer (frame, terrain, grid lines, coordinates) and the legend panel are drawn once per language and pasted, and text
masks are cached by the toolkit. Measured with ``python -m bot.bench`` (4 players, states along random games, Pillow
13, 2-core VM, warm caches): ~8 ms draw + ~17 ms PNG encode, ~130 KB. The first picture of a process also fills the
font, glyph and catalog caches (~0.3 s once). A private hand picture: ~17 ms + ~13 ms, ~65 KB.
"""
from __future__ import annotations

from renderers.bunny_kingdom import colours, icons
from renderers.bunny_kingdom.private import draw_private
from renderers.bunny_kingdom.table import draw_table
from renderers.pictures import Pictures
from renderers.toolkit import png

__all__ = ["PICTURES", "draw_private", "draw_table", "render", "render_private"]


def render(view: dict, names: list[str], lang: str, page: str | None = None) -> bytes:
    """PNG of the table as ``view`` shows it (public parts only)."""
    return png.encode(draw_table(view, names, lang, page), palette=__package__)


def render_private(view: dict, names: list[str], lang: str) -> bytes | None:
    """PNG of the seat's secret part: hand, pick, parchments, buildings to place, plan; ``None`` when it is empty."""
    img = draw_private(view, names, lang)
    return png.encode(img, palette=__package__) if img is not None else None


PICTURES = Pictures(render=render, private=render_private, pages=("table", "legend"), icons=icons.catalogue,
                    colours=colours.colour_sets)
