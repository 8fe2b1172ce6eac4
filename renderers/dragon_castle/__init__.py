"""Zamek Smoków (``dragon_castle``) pictures: the table's pages (:func:`render`) and the mover's preview of the turn
in progress (:func:`render_private`), drawn from views (docs/dragon_castle-view.md), never from a state.

Modules: ``tiles`` (the 29 tile faces, the face-down tile, shrines, countdown tokens), ``board`` (castle and realm
grids with stack heights), ``common`` (geometry, context, cached text fitting), ``swatches`` (legends and their
swatches, card icons), ``table`` (the sections about the whole table), ``players`` (the players' panels and the score
table), ``pages`` (the turn and players pages), ``preview``.
"""
from __future__ import annotations

from renderers.dragon_castle import colours, icons
from renderers.dragon_castle.common import WIDTH
from renderers.dragon_castle.pages import PAGES, draw_table, render
from renderers.dragon_castle.preview import draw_private, render_private
from renderers.pictures import Pictures

__all__ = ["PAGES", "PICTURES", "WIDTH", "draw_private", "draw_table", "render", "render_private"]

PICTURES = Pictures(render=render, private=render_private, pages=PAGES, icons=icons.catalogue,
                    colours=colours.colour_sets)
