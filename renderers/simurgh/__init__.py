"""Simurgh pictures: the table (:func:`render`: pages ``board`` and ``players``) and a seat's hand and secrets for
the DM (:func:`render_private`). Both are drawn from a view (``games.simurgh.view``), never from a state.

Modules: ``common`` (words and the schematic glyphs: every cost and gain drawn as icons), ``table`` (the public
pages), ``private`` (the seat's hand, power tiles and secret draws).
"""
from __future__ import annotations

from renderers.pictures import Pictures
from renderers.simurgh import colours, icons
from renderers.simurgh.private import draw_private
from renderers.simurgh.table import draw_board, draw_players
from renderers.toolkit import png

PAGES = ("board", "players")


def render(view: dict, names: list[str], lang: str, page: str | None = None) -> bytes:
    img = draw_players(view, names, lang) if page == "players" else draw_board(view, names, lang)
    return png.encode(img, palette=__package__)


def render_private(view: dict, names: list[str], lang: str) -> bytes | None:
    img = draw_private(view, names, lang)
    return png.encode(img, palette=__package__) if img is not None else None


PICTURES = Pictures(render=render, private=render_private, pages=PAGES, icons=icons.catalogue,
                    colours=colours.colour_sets)
