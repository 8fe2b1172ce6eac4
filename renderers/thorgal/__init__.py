"""Thorgal pictures, drawn from a view. Pages: ``table`` (posted after each turn; :mod:`~renderers.thorgal.table`,
its map :mod:`~renderers.thorgal.map`), ``heroes`` (:mod:`~renderers.thorgal.heroes`) and ``legend``
(:mod:`~renderers.thorgal.legend`); the pieces they share are in :mod:`~renderers.thorgal.common`. Nothing is secret
(cooperative), but a player who faces a spatial question (a wound, a heal, a Journey or Combat tile) gets its
picture as their private one (:mod:`~renderers.thorgal.asks`): the numbers its answers name."""
from __future__ import annotations

from renderers.pictures import Pictures
from renderers.thorgal import colours, icons
from renderers.thorgal.asks import render_private
from renderers.thorgal.heroes import draw_heroes
from renderers.thorgal.legend import draw_legend
from renderers.thorgal.table import draw_table
from renderers.toolkit import png

PAGES = ("table", "heroes", "legend")


def render(view: dict, names: list[str], lang: str, page: str | None = None) -> bytes:
    if page == "heroes":
        return png.encode(draw_heroes(view, names, lang), palette=__package__)
    if page == "legend":
        return png.encode(draw_legend(view, lang), palette=__package__)
    return png.encode(draw_table(view, names, lang), palette=__package__)


# a spatial question's picture is the private one (Thorgal has no secrets)
PICTURES = Pictures(render=render, private=render_private, pages=PAGES, icons=icons.catalogue,
                    colours=colours.colour_sets)
