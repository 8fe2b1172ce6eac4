"""Zamek Smoków (``dragon_castle``) pictures: the table (:func:`render`) and the mover's preview of the turn in
progress (:func:`render_private`), drawn from views (docs/dragon_castle-view.md), never from a state.

Modules: ``tiles`` (the 29 tile faces, the face-down tile, shrines, countdown tokens), ``board`` (castle and realm
grids with stack heights), ``table`` (the page layout and the entry points).
"""
from __future__ import annotations

from renderers.dragon_castle.table import WIDTH, draw_private, draw_table, render, render_private

__all__ = ["WIDTH", "draw_private", "draw_table", "render", "render_private"]
