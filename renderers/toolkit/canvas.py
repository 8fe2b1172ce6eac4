"""The drawing surface every picture starts from: the canvas and its :class:`Draw` (which reuses the glyph masks of
labels drawn before, pixel for pixel what ``ImageDraw.text`` gives), :func:`compose` (a page of sections laid out
before the canvas is allocated at its final size), pasting with alpha, and the small geometry helpers shared by the
other toolkit modules (the 2x supersampling of cached pieces, rounded masks, panels, growing a box).
"""
from __future__ import annotations

import math
import threading
from collections import OrderedDict
from collections.abc import Callable, Generator, Iterable
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from renderers.toolkit.fonts import Font
from renderers.toolkit.palette import RGB

SS = 2  # supersampling factor of cached pieces
Box = tuple[int, int, int, int]


# ---- text drawn from cached glyph masks --------------------------------------------------------------------------
TEXT_CACHE_BYTES = 8 << 20  # the glyph masks kept for reuse (least recently used dropped first)
_masks: OrderedDict = OrderedDict()
_masks_bytes = 0
_masks_lock = threading.Lock()


def _text_mask(font: Font, text: str, anchor: str, stroke_width: float, start: tuple[float, float]):
    """The coverage mask of one line of text and its offset, exactly as ``ImageDraw.text`` renders it (an "L" mask
    does not depend on the ink), cached: the same labels come back on every picture. The cache is bounded by
    :data:`TEXT_CACHE_BYTES` (one-off lines such as a long status pass through it and age out)."""
    global _masks_bytes
    key = (font, text, anchor, stroke_width, start)
    with _masks_lock:
        hit = _masks.get(key)
        if hit is not None:
            _masks.move_to_end(key)
            return hit
    hit = font.getmask2(text, "L", None, None, None, stroke_width, anchor, 0, start, stroke_filled=True)
    size = hit[0].size[0] * hit[0].size[1] + 200  # pixels + object overhead
    if size <= TEXT_CACHE_BYTES // 64:
        with _masks_lock:
            if key not in _masks:
                _masks[key] = hit
                _masks_bytes += size
                while _masks_bytes > TEXT_CACHE_BYTES:
                    _, (old, _) = _masks.popitem(last=False)
                    _masks_bytes -= old.size[0] * old.size[1] + 200
    return hit


class Draw(ImageDraw.ImageDraw):
    """``ImageDraw.ImageDraw`` whose :meth:`text` reuses the rendered glyph masks (:func:`_text_mask`) of single-line
    text in a FreeType font: pixel-for-pixel what Pillow draws, without rasterizing the same label again. Anything
    else (multi-line text, features, embedded colour, other fonts or modes) goes to Pillow's own ``text``."""

    def text(self, xy, text, fill=None, font=None, anchor=None, spacing=4, align="left", direction=None,
             features=None, language=None, stroke_width=0, stroke_fill=None, embedded_color=False, *args, **kwargs):
        if (args or kwargs or direction or features or language or embedded_color or self.fontmode != "L"
                or not isinstance(text, str) or "\n" in text or not isinstance(font, ImageFont.FreeTypeFont)
                or (anchor is not None and len(anchor) != 2)):
            return super().text(xy, text, fill, font, anchor, spacing, align, direction, features, language,
                                stroke_width, stroke_fill, embedded_color, *args, **kwargs)
        ink = self._ink(fill)
        if ink is None:
            return None
        x, y = xy
        start = (math.modf(x)[0], math.modf(y)[0])
        anchor = anchor or "la"
        if stroke_width:
            stroke_ink = self._ink(stroke_fill) if stroke_fill is not None else ink
            self._bitmap(x, y, font, text, anchor, stroke_width, start, stroke_ink)
            if ink != stroke_ink:
                self._bitmap(x, y, font, text, anchor, 0, start, ink)
        else:
            self._bitmap(x, y, font, text, anchor, 0, start, ink)
        return None

    def _ink(self, fill):
        ink, fill_ink = self._getink(fill)
        return fill_ink if ink is None else ink

    def _bitmap(self, x, y, font, text, anchor, stroke_width, start, ink) -> None:
        mask, offset = _text_mask(font, text, anchor, stroke_width, start)
        self.draw.draw_bitmap((int(x) + offset[0], int(y) + offset[1]), mask, ink)


def new_canvas(w: int, h: int, bg: RGB) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    img = Image.new("RGB", (int(w), int(h)), bg)
    return img, Draw(img)


# ---- pages -------------------------------------------------------------------------------------------------------
Section = Callable[[int], Generator[int, tuple[Image.Image, ImageDraw.ImageDraw], None]]


def compose(w: int, bg: RGB, sections: Iterable[Section], y: int = 0, bottom: int = 0) -> Image.Image:
    """A page of ``sections`` stacked top-down from ``y``, on a canvas exactly as tall as they need (plus ``bottom``).

    A section is called with its top edge and is a generator: it lays itself out, yields its bottom edge (the next
    section's top), then receives ``(img, draw)`` and paints. Every section is laid out before the canvas exists, so
    the canvas is allocated once at its final size (no oversized canvas cropped at the end)."""
    started = []
    for section in sections:
        gen = section(y)
        y = next(gen)
        started.append(gen)
    img, d = new_canvas(w, y + bottom, bg)
    for gen in started:
        try:
            gen.send((img, d))
        except StopIteration:
            continue
        raise RuntimeError("a section must paint once and stop")
    return img


def paste(canvas: Image.Image, piece: Image.Image, xy: tuple[float, float]) -> None:
    """Paste an RGBA piece with its own alpha."""
    x, y = int(round(xy[0])), int(round(xy[1]))
    if canvas.mode == "RGB" and piece.mode == "RGBA" and not canvas.readonly:  # what Image.paste does, minus checks
        w, h = piece.size
        canvas.im.paste(piece.im, (x, y, x + w, y + h), piece.im)
    else:
        canvas.paste(piece, (x, y), piece)


# ---- supersampling and geometry ----------------------------------------------------------------------------------
def downscale(img: Image.Image, w: int, h: int) -> Image.Image:
    """``img`` (drawn at :data:`SS` times the size) scaled down to ``w`` x ``h`` with anti-aliased edges."""
    return img.resize((w, h), Image.Resampling.LANCZOS)


@lru_cache(maxsize=256)
def rounded_mask(w: int, h: int, r: int) -> Image.Image:
    """An anti-aliased rounded-rectangle mask (L mode) of size ``w`` x ``h``."""
    m = Image.new("L", (w * SS, h * SS), 0)
    ImageDraw.Draw(m).rounded_rectangle((0, 0, w * SS - 1, h * SS - 1), radius=r * SS, fill=255)
    return downscale(m, w, h)


def panel(d: ImageDraw.ImageDraw, box: Box, fill: RGB, outline: RGB | None = None, width: int = 1, radius: int = 14):
    d.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width if outline else 0)


def grow(box: Box, by: int) -> Box:
    x0, y0, x1, y1 = box
    return x0 - by, y0 - by, x1 + by, y1 + by
