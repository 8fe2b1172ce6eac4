"""What every Zamek Smoków section shares: the page geometry, the drawing context (the view, names, language, the
latest changes to frame), one-line text fitting and wrapping cached by their arguments (the same labels come back
on every picture), and lenient number reading.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from PIL import ImageDraw

from games.core import i18n
from games.core.contract import Msg
from renderers.toolkit import fonts
from renderers.toolkit import text as tx
from renderers.toolkit.context import RenderContext

WIDTH = 1280
MARGIN = 16
GAP = 14
PAD = 14
TITLE_H = 60
PREVIEW: tuple[int, int, int] = (255, 176, 0)  # the preview stripes (with black)


# ---- text fitting (cached: the same labels come back on every picture) -------------------------------------------
@lru_cache(maxsize=4096)
def _fit(text: str, max_w: int, size: int, style: str, min_size: int) -> tuple[int, str]:
    """The largest size from ``size`` down to ``min_size`` in which ``text`` fits ``max_w`` (else ellipsized)."""
    floor = max(6, min_size)
    w = tx.width(text, fonts.font(size, style))
    if w <= max_w:
        return size, text
    s = max(floor, min(size - 1, int(size * max_w / max(1, w)) + 1))
    while s > floor and tx.width(text, fonts.font(s, style)) > max_w:
        s -= 1
    return s, tx.ellipsize(text, fonts.font(s, style), max_w)


def fit(text: str, max_w: int, size: int, style: str = "bold", min_size: int | None = None):
    s, t = _fit(text, int(max_w), size, style, min_size if min_size is not None else int(size * 0.7))
    return fonts.font(s, style), t


def fitted(d: ImageDraw.ImageDraw, box, text: str, size: int, fill, style: str = "bold", align: str = "left",
           min_size: int | None = None):
    """``text`` on one line in ``box``, vertically centred, shrunk or ellipsized to fit (cf. ``text.draw_fitted``)."""
    x0, y0, x1, y1 = box
    f, t = fit(text, x1 - x0, size, style, min_size)
    cy = (y0 + y1) / 2
    if align == "center":
        d.text(((x0 + x1) / 2, cy), t, font=f, fill=fill, anchor="mm")
    elif align == "right":
        d.text((x1, cy), t, font=f, fill=fill, anchor="rm")
    else:
        d.text((x0, cy), t, font=f, fill=fill, anchor="lm")
    return f


@lru_cache(maxsize=256)
def wrap(text: str, size: int, style: str, max_w: int, max_lines: int) -> tuple[str, ...]:
    return tuple(tx.wrap(text, fonts.font(size, style), max_w, max_lines))

# ---- context -----------------------------------------------------------------------------------------------------
@dataclass
class Ctx(RenderContext):
    preview: bool = False
    _realms: list = field(default_factory=list)
    seats_key = "realms"

    @property
    def over(self) -> bool:
        return self.view.get("phase") == "GAME_OVER"

    def tile_name(self, kind: str) -> str:
        key = f"dragon_castle-tile-{kind}"
        return self.t(key) if i18n.has(key) else str(kind)

    def msg(self, data) -> str:
        try:
            return i18n.render(Msg.from_json(data), self.lang, self.name)
        except (KeyError, TypeError, AttributeError):
            return ""

    def turn(self) -> dict:
        return self.view.get("turn") or {}

    def changes(self) -> tuple[int | None, set[str], set[str]]:
        """The latest public changes to frame in yellow: the public part of the turn in progress when it touched
        something (a step that uncovered a tile), else the last confirmed turn: (seat, castle cells, realm cells)."""
        t = self.turn()
        if t and (t.get("castle_cells") or t.get("realm_cells")):
            return t.get("seat"), set(map(str, t.get("castle_cells") or [])), set(map(str, t.get("realm_cells") or []))
        last = self.view.get("last") or {}
        if not last:
            return None, set(), set()
        return (last.get("seat"), set(map(str, last.get("castle_cells") or [])),
                set(map(str, last.get("realm_cells") or [])))  # fmt: skip


def num(v) -> int:
    try:
        return int(v)
    except (TypeError, ValueError):
        return 0
