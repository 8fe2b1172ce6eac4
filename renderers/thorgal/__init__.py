"""Thorgal pictures: the table (:func:`render`: pages ``table`` and ``heroes``), drawn from a view (cooperative:
nothing is secret, so there is no private picture)."""
from __future__ import annotations

from renderers.thorgal.table import draw_heroes, draw_table
from renderers.toolkit import png


def render(view: dict, names: list[str], lang: str, page: str | None = None) -> bytes:
    return png.encode(draw_heroes(view, names, lang) if page == "heroes" else draw_table(view, names, lang))
