"""Short texts in small boxes and cached text: pills (:func:`badge`), the number label in a card's corner, and text
sprites (a label rendered once on a transparent background and pasted wherever it comes back).
"""
from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from renderers.toolkit import fonts
from renderers.toolkit import text as tx
from renderers.toolkit.canvas import Box, Draw, paste
from renderers.toolkit.fonts import Font
from renderers.toolkit.palette import INK, RGB, WHITE


# ---- pills and card corner labels --------------------------------------------------------------------------------
def badge(
    d: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    label: str,
    font: Font,
    fill: RGB,
    ink: RGB = WHITE,
    anchor: str = "lt",
    pad: tuple[int, int] | None = None,
    outline: RGB | None = None,
    width: int = 2,
) -> Box:
    """A pill with ``label``; ``anchor`` is two letters (l/m/r, t/m/b) telling which point of the pill ``xy`` is.
    Returns the pill's box."""
    px, py = pad if pad is not None else (max(6, font.size // 2), max(2, font.size // 5))
    tw, th = tx.width(label, font), tx.height(font)
    bw, bh = tw + 2 * px, th + 2 * py
    ax, ay = anchor[0], anchor[1]
    x = xy[0] - (0 if ax == "l" else bw / 2 if ax == "m" else bw)
    y = xy[1] - (0 if ay == "t" else bh / 2 if ay == "m" else bh)
    box = (int(x), int(y), int(x + bw), int(y + bh))
    d.rounded_rectangle(box, radius=bh // 2, fill=fill, outline=outline, width=width if outline else 0)
    d.text((x + bw / 2, y + bh / 2), label, font=font, fill=ink, anchor="mm")
    return box


def corner_label(d: ImageDraw.ImageDraw, box: Box, label: str, size: int, fill: RGB = WHITE, ink: RGB = INK) -> Box:
    """A small label in the top-left corner of a card (slot numbers, coordinates). Returns its box."""
    x0, y0 = box[0], box[1]
    f = fonts.bold(size)
    tw = tx.width(label, f)
    bw, bh = max(int(size * 1.35), tw + int(size * 0.6)), int(size * 1.35)
    inset = max(3, size // 4)
    b = (x0 + inset, y0 + inset, x0 + inset + bw, y0 + inset + bh)
    if d.mode == "RGB" and isinstance(x0, int) and isinstance(y0, int):  # the same pixels, from a cached sprite
        sprite = _corner_label_sprite(label, size, tuple(fill), tuple(ink))
        d.im.paste(sprite.im, (b[0], b[1], b[0] + bw + 1, b[1] + bh + 1), sprite.im)
        return b
    _corner_label_draw(d, b, label, f, fill, ink, size)
    return b


def _corner_label_draw(d: ImageDraw.ImageDraw, b: Box, label: str, f: Font, fill: RGB, ink: RGB, size: int) -> None:
    bh = b[3] - b[1]
    d.rounded_rectangle(b, radius=bh // 3, fill=fill, outline=INK, width=max(1, size // 10))
    d.text(((b[0] + b[2]) / 2, (b[1] + b[3]) / 2 + 1), label, font=f, fill=ink, anchor="mm")


@lru_cache(maxsize=256)
def _corner_label_sprite(label: str, size: int, fill: RGB, ink: RGB) -> Image.Image:
    """:func:`corner_label`'s pill as an RGBA sprite: opaque inside (the text is blended on ``fill`` exactly as on
    the canvas), fully transparent outside the rounded corners."""
    f = fonts.bold(size)
    bw, bh = max(int(size * 1.35), tx.width(label, f) + int(size * 0.6)), int(size * 1.35)
    img = Image.new("RGBA", (bw + 1, bh + 1), (0, 0, 0, 0))
    _corner_label_draw(Draw(img), (0, 0, bw, bh), label, f, fill, ink, size)
    return img


# ---- cached text sprites -----------------------------------------------------------------------------------------
@lru_cache(maxsize=2048)
def text_sprite(text: str, size: int, style: str = "bold", fill: RGB = INK) -> Image.Image:
    """``text`` on a transparent background (RGBA), cached: for labels repeated on every picture (board coordinates,
    small numbers), one paste is several times cheaper than drawing the glyphs again."""
    f = fonts.font(size, style)
    x0, y0, x1, y1 = f.getbbox(text, anchor="ls")
    ascent, descent = f.getmetrics()
    w, h = max(1, x1 - min(0, x0)), ascent + descent
    mask = Image.new("L", (w, h), 0)  # coverage only, then the colour: exact edges when composited
    ImageDraw.Draw(mask).text((-min(0, x0), ascent), text, font=f, fill=255, anchor="ls")
    img = Image.new("RGBA", (w, h), tuple(fill) + (0,))
    img.putalpha(mask)
    return img


def paste_text(canvas: Image.Image, xy: tuple[float, float], text: str, size: int, style: str = "bold",
               fill: RGB = INK, anchor: str = "mm") -> None:
    """Paste the cached :func:`text_sprite` of ``text``; ``anchor``: l/m/r horizontally, t/m/b vertically (the box of
    the line: ascent + descent)."""
    s = text_sprite(text, size, style, fill)
    w, h = s.size
    x = xy[0] - (0 if anchor[0] == "l" else w / 2 if anchor[0] == "m" else w)
    y = xy[1] - (0 if anchor[1] == "t" else h / 2 if anchor[1] == "m" else h)
    paste(canvas, s, (x, y))
