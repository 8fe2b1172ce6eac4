"""The generic drawing blocks in one namespace (``from renderers.toolkit import primitives as pr``): game renderers
compose these; nothing here knows a game. Each block lives in the module named after what it is:

- :mod:`~renderers.toolkit.canvas`: the canvas and its :class:`Draw` (glyph masks of labels drawn before are reused,
  pixel for pixel what ``ImageDraw.text`` gives), :func:`compose` (sections laid out before the canvas is allocated at
  its final size), :func:`paste`, rounded masks, panels, :func:`grow`;
- :mod:`~renderers.toolkit.shapes`: marker polygons, schematic icons, the strike, the last-move highlight frame,
  dashed lines, hatching;
- :mod:`~renderers.toolkit.pieces`: cached cards (faces, backs, empty places), tokens, player markers;
- :mod:`~renderers.toolkit.labels`: pills, card corner labels, cached text sprites;
- :mod:`~renderers.toolkit.layouts`: grids and their coordinates, legends, the score track.

Small, often repeated pieces (cards, markers, tokens, icons) are drawn once at 2x and scaled down (anti-aliased edges)
and cached by their parameters, so a table of thirty cards costs thirty pastes.
"""
from __future__ import annotations

from renderers.toolkit.canvas import (
    SS,
    TEXT_CACHE_BYTES,
    Box,
    Draw,
    Section,
    compose,
    grow,
    new_canvas,
    panel,
    paste,
    rounded_mask,
)
from renderers.toolkit.labels import badge, corner_label, paste_text, text_sprite
from renderers.toolkit.layouts import draw_grid, grid_boxes, grid_coordinates, legend, nice_step, score_track
from renderers.toolkit.pieces import card_back, card_face, card_slot, player_marker, token_image, token_row
from renderers.toolkit.shapes import dashed_line, draw_icon, hatch, highlight, icon_image, polygon_points, strike

__all__ = [
    "SS",
    "TEXT_CACHE_BYTES",
    "Box",
    "Draw",
    "Section",
    "badge",
    "card_back",
    "card_face",
    "card_slot",
    "compose",
    "corner_label",
    "dashed_line",
    "draw_grid",
    "draw_icon",
    "grid_boxes",
    "grid_coordinates",
    "grow",
    "hatch",
    "highlight",
    "icon_image",
    "legend",
    "new_canvas",
    "nice_step",
    "panel",
    "paste",
    "paste_text",
    "player_marker",
    "polygon_points",
    "rounded_mask",
    "score_track",
    "strike",
    "text_sprite",
    "token_image",
    "token_row",
]
