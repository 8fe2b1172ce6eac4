"""Generic drawing blocks: cards, card backs, slots and grids, badges, tokens, player markers, icons, highlight frames,
legends, coordinates around a grid, a score track. Game renderers compose these; nothing here knows a game.

Small, often repeated pieces (cards, markers, tokens, icons) are drawn once at 2x and scaled down (anti-aliased edges)
and cached by their parameters, so a table of thirty cards costs thirty pastes. Pages: :func:`compose` lays sections
out before allocating the canvas at its final size; :class:`Draw` (what :func:`new_canvas` returns) reuses the glyph
masks of labels drawn before, pixel for pixel what ``ImageDraw.text`` gives.
"""
from __future__ import annotations

import math
import threading
from collections import OrderedDict
from collections.abc import Callable, Generator, Iterable
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from renderers.toolkit import fonts
from renderers.toolkit import text as tx
from renderers.toolkit.fonts import Font
from renderers.toolkit.palette import (
    BLACK,
    CARD_BACK,
    CARD_BACK_LINE,
    CARD_BACK_RIM,
    CARD_EDGE,
    GOLD,
    GOLD_EDGE,
    HIGHLIGHT,
    HIGHLIGHT_EDGE,
    INK,
    LINE,
    RGB,
    SLOT_EMPTY,
    STRIKE,
    WHITE,
    player,
)

SS = 2  # supersampling factor of cached pieces
Box = tuple[int, int, int, int]


# ---- basics ------------------------------------------------------------------------------------------------------
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


def _down(img: Image.Image, w: int, h: int) -> Image.Image:
    return img.resize((w, h), Image.Resampling.LANCZOS)


@lru_cache(maxsize=256)
def rounded_mask(w: int, h: int, r: int) -> Image.Image:
    """An anti-aliased rounded-rectangle mask (L mode) of size ``w`` x ``h``."""
    m = Image.new("L", (w * SS, h * SS), 0)
    ImageDraw.Draw(m).rounded_rectangle((0, 0, w * SS - 1, h * SS - 1), radius=r * SS, fill=255)
    return _down(m, w, h)


def panel(d: ImageDraw.ImageDraw, box: Box, fill: RGB, outline: RGB | None = None, width: int = 1, radius: int = 14):
    d.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width if outline else 0)


def grow(box: Box, by: int) -> Box:
    x0, y0, x1, y1 = box
    return x0 - by, y0 - by, x1 + by, y1 + by


# ---- shapes and icons --------------------------------------------------------------------------------------------
def polygon_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """Points of a regular marker shape of "radius" ``r`` (circle: a 48-gon)."""

    def ring(n: int, rot: float, radius: float = r) -> list[tuple[float, float]]:
        return [
            (cx + radius * math.cos(rot + 2 * math.pi * i / n), cy + radius * math.sin(rot + 2 * math.pi * i / n))
            for i in range(n)
        ]

    if shape == "circle":
        return ring(48, 0)
    if shape == "square":
        s = r * 0.86
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "triangle":
        return ring(3, -math.pi / 2, r * 1.12)
    if shape == "diamond":
        return ring(4, -math.pi / 2, r * 1.08)
    if shape == "hexagon":
        return ring(6, 0)
    if shape == "pentagon":
        return ring(5, -math.pi / 2, r * 1.04)
    if shape == "star":
        outer, inner = ring(5, -math.pi / 2, r * 1.12), ring(5, -math.pi / 2 + math.pi / 5, r * 0.62)
        return [p for pair in zip(outer, inner, strict=True) for p in pair]
    if shape == "cross":
        a, b = r * 0.95, r * 0.4
        return [
            (cx - b, cy - a), (cx + b, cy - a), (cx + b, cy - b), (cx + a, cy - b), (cx + a, cy + b), (cx + b, cy + b),
            (cx + b, cy + a), (cx - b, cy + a), (cx - b, cy + b), (cx - a, cy + b), (cx - a, cy - b), (cx - b, cy - b),
        ]  # fmt: skip
    raise ValueError(f"unknown shape {shape!r}")


def _arrowhead(d: ImageDraw.ImageDraw, tip: tuple[float, float], angle: float, size: float, colour: RGB) -> None:
    """A filled triangle pointing along ``angle`` (radians) with its tip at ``tip``."""
    x, y = tip
    back = angle + math.pi
    pts = [
        (x, y),
        (x + size * math.cos(back + 0.5), y + size * math.sin(back + 0.5)),
        (x + size * math.cos(back - 0.5), y + size * math.sin(back - 0.5)),
    ]
    d.polygon(pts, fill=colour)


def draw_icon(d: ImageDraw.ImageDraw, name: str, box: tuple[float, float, float, float], colour: RGB) -> None:
    """Simple schematic icons drawn with lines: ``cycle`` (three arrows in a circle), ``swap`` (two opposite arrows
    one above the other), ``clash`` (two arrows meeting), ``waves``, ``diamond``, ``check``, ``star``, ``arrows``
    (a left and a right arrow)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    s = min(w, h)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    lw = max(2, int(s * 0.11))
    head = s * 0.3
    if name == "cycle":
        r, head = s * 0.33, s * 0.26
        for k in range(3):
            a0 = k * 120 - 80
            a1 = a0 + 72
            d.arc((cx - r, cy - r, cx + r, cy + r), a0, a1, fill=colour, width=lw)
            t = math.radians(a1) + head * 0.75 / r  # the tip sits ahead of the arc's end, on the circle
            _arrowhead(d, (cx + r * math.cos(t), cy + r * math.sin(t)), t + math.pi / 2 - 0.35, head, colour)
    elif name == "swap":
        dx = w * 0.36
        for yy, direction in ((cy - s * 0.2, 1), (cy + s * 0.2, -1)):
            d.line((cx - dx, yy, cx + dx, yy), fill=colour, width=lw)
            _arrowhead(d, (cx + direction * (dx + lw), yy), 0 if direction > 0 else math.pi, head, colour)
    elif name == "clash":
        dx, gap = w * 0.42, s * 0.1
        d.line((cx - dx, cy, cx - gap - head * 0.6, cy), fill=colour, width=lw)
        d.line((cx + gap + head * 0.6, cy, cx + dx, cy), fill=colour, width=lw)
        _arrowhead(d, (cx - gap, cy), 0, head, colour)
        _arrowhead(d, (cx + gap, cy), math.pi, head, colour)
        d.line((cx, cy - s * 0.36, cx, cy - s * 0.18), fill=colour, width=max(1, lw // 2))
        d.line((cx, cy + s * 0.18, cx, cy + s * 0.36), fill=colour, width=max(1, lw // 2))
    elif name == "arrows":
        dx = w * 0.42
        d.line((cx - dx + head * 0.6, cy, cx + dx - head * 0.6, cy), fill=colour, width=lw)
        _arrowhead(d, (cx - dx, cy), math.pi, head, colour)
        _arrowhead(d, (cx + dx, cy), 0, head, colour)
    elif name == "waves":
        amp, n = s * 0.09, 24
        for yy in (cy - s * 0.16, cy + s * 0.16):
            pts = [
                (x0 + w * 0.1 + w * 0.8 * i / n, yy + amp * math.sin(2 * math.pi * 2 * i / n)) for i in range(n + 1)
            ]
            d.line(pts, fill=colour, width=lw, joint="curve")
    elif name == "diamond":
        r = s * 0.3
        d.polygon([(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)], fill=colour)
    elif name == "check":
        d.line([(x0 + w * 0.2, cy), (cx - w * 0.05, y1 - h * 0.22), (x1 - w * 0.18, y0 + h * 0.2)], fill=colour,
               width=lw + 1, joint="curve")  # fmt: skip
    elif name == "star":
        d.polygon(polygon_points("star", cx, cy + s * 0.04, s * 0.42), fill=colour)
    else:
        raise ValueError(f"unknown icon {name!r}")


@lru_cache(maxsize=256)
def icon_image(name: str, size: int, colour: RGB) -> Image.Image:
    """A cached anti-aliased RGBA icon."""
    big = Image.new("RGBA", (size * SS, size * SS), (0, 0, 0, 0))
    draw_icon(ImageDraw.Draw(big), name, (0, 0, size * SS, size * SS), colour)
    return _down(big, size, size)


# ---- cards -------------------------------------------------------------------------------------------------------
def _card_base(w: int, h: int) -> tuple[Image.Image, ImageDraw.ImageDraw, int, int, int]:
    W, H = w * SS, h * SS
    img = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    return img, ImageDraw.Draw(img), W, H, max(2, int(w * 0.1)) * SS


@lru_cache(maxsize=1024)
def card_face(
    w: int,
    h: int,
    value: str,
    fill: RGB,
    *,
    ink: RGB = WHITE,
    ink_stroke: RGB = INK,
    band: RGB | None = None,
    icon: str | None = None,
    icon_colour: RGB = WHITE,
    edge: RGB = CARD_EDGE,
    dim: float = 0.0,
    value_scale: float = 0.5,
) -> Image.Image:
    """A face-up card: rounded body in ``fill``, a big centred ``value`` (``ink`` with a ``ink_stroke`` outline, which
    reads on any body colour), and an optional bottom ``band`` carrying a small ``icon``. ``dim`` (0..1) washes the
    card out towards white (e.g. a value that does not count)."""
    img, d, W, H, r = _card_base(w, h)
    band_h = int(H * 0.24) if band is not None else 0
    body = Image.new("RGBA", (W, H), fill + (255,))
    bd = ImageDraw.Draw(body)
    if band is not None:
        bd.rectangle((0, H - band_h, W, H), fill=band + (255,))
        if icon:
            pad = band_h * 0.14
            draw_icon(bd, icon, (W / 2 - band_h * 1.1, H - band_h + pad, W / 2 + band_h * 1.1, H - pad), icon_colour)
    mask = Image.new("L", (W, H), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, W - 1, H - 1), radius=r, fill=255)
    img.paste(body, (0, 0), mask)
    ew = max(2, int(w * 0.028)) * SS
    d.rounded_rectangle((0, 0, W - 1, H - 1), radius=r, outline=edge, width=ew)
    if band is not None:
        d.line((ew, H - band_h, W - ew, H - band_h), fill=edge, width=max(SS, ew // 2))
    if value:
        area_h = H - band_h
        f, _ = tx.fit(value, int(W * 0.84), int(area_h * value_scale), "bold", min_size=8)
        stroke = max(SS, int(f.size * 0.07))
        d.text((W / 2, area_h / 2 + (SS * 2 if band is None else SS * 3)), value, font=f, fill=ink, anchor="mm",
               stroke_width=stroke, stroke_fill=ink_stroke)  # fmt: skip
    out = _down(img, w, h)
    if dim > 0:
        white = Image.new("RGBA", (w, h), WHITE + (255,))
        washed = Image.blend(out, white, dim)
        washed.putalpha(out.getchannel("A"))
        out = washed
    return out


@lru_cache(maxsize=64)
def card_back(
    w: int, h: int, colour: RGB = CARD_BACK, line: RGB = CARD_BACK_LINE, rim: RGB = CARD_BACK_RIM
) -> Image.Image:
    """A face-down card: a light rim around a dark field with a diamond lattice and a central emblem — unmistakably
    different from any face-up card (full-bleed colour, big number), with no number on it.

    The lattice is drawn at 1x with an integer period and no anti-aliasing: every row repeats exactly, which keeps the
    PNG small (an anti-aliased lattice made each back cost ~8 KB)."""
    r = max(2, int(w * 0.1))
    out = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    out.paste(rim + (255,), (0, 0, w, h), rounded_mask(w, h, r))
    inset = max(4, int(w * 0.085))
    iw, ih = w - 2 * inset, h - 2 * inset
    field = Image.new("RGBA", (iw, ih), colour + (255,))
    fd = ImageDraw.Draw(field)
    p = max(8, w // 7)  # lattice period in pixels
    off = (iw % p) // 2
    for k in range(-ih - p + off, iw + ih + p, p):
        fd.line((k, 0, k + ih, ih), fill=line, width=1)
        fd.line((k, ih, k + ih, 0), fill=line, width=1)
    cx, cy, er = iw // 2, ih // 2, max(5, int(w * 0.16))
    fd.polygon([(cx, cy - er * 5 // 4), (cx + er, cy), (cx, cy + er * 5 // 4), (cx - er, cy)], fill=colour,
               outline=rim)  # fmt: skip
    e2 = er // 2
    fd.polygon([(cx, cy - e2 * 5 // 4), (cx + e2, cy), (cx, cy + e2 * 5 // 4), (cx - e2, cy)], fill=rim)
    out.paste(field, (inset, inset), rounded_mask(iw, ih, max(2, r // 2)))
    edge = Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))
    ImageDraw.Draw(edge).rounded_rectangle((0, 0, w * SS - 1, h * SS - 1), radius=r * SS, outline=CARD_EDGE,
                                           width=max(2, int(w * 0.028)) * SS)  # fmt: skip
    out.alpha_composite(_down(edge, w, h))
    return out


@lru_cache(maxsize=64)
def card_slot(w: int, h: int, colour: RGB = SLOT_EMPTY, edge: RGB = LINE) -> Image.Image:
    """An empty place for a card (e.g. an empty pile): a pale rounded area with a dashed edge."""
    img, d, W, H, r = _card_base(w, h)
    d.rounded_rectangle((0, 0, W - 1, H - 1), radius=r, fill=colour)
    lw, dash = max(SS, int(W * 0.02)), W / 10
    inset = lw
    for (xa, ya, xb, yb) in ((r, inset, W - r, inset), (r, H - inset, W - r, H - inset),
                             (inset, r, inset, H - r), (W - inset, r, W - inset, H - r)):  # fmt: skip
        length = math.hypot(xb - xa, yb - ya)
        n = max(1, int(length // (dash * 2)))
        for i in range(n):
            t0, t1 = (2 * i) / (2 * n), (2 * i + 1) / (2 * n)
            d.line((xa + (xb - xa) * t0, ya + (yb - ya) * t0, xa + (xb - xa) * t1, ya + (yb - ya) * t1), fill=edge,
                   width=lw)  # fmt: skip
    return _down(img, w, h)


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


def strike(d: ImageDraw.ImageDraw, box: Box, colour: RGB = STRIKE, width: int = 6) -> None:
    """A bold diagonal strike (bottom-left to top-right) with a dark edge so it shows on any colour."""
    x0, y0, x1, y1 = box
    m = int((x1 - x0) * 0.12)
    seg = (x0 + m, y1 - m, x1 - m, y0 + m)
    d.line(seg, fill=BLACK, width=width + 4)
    d.line(seg, fill=colour, width=width)


def highlight(d: ImageDraw.ImageDraw, box: Box, width: int = 6, radius: int = 12) -> None:
    """The "last move" frame around ``box``: black, yellow, black — visible on light and dark surroundings and not a
    player colour."""
    g = width + 3
    d.rounded_rectangle(grow(box, g), radius=radius + g, outline=HIGHLIGHT_EDGE, width=2)
    d.rounded_rectangle(grow(box, g - 2), radius=radius + g - 2, outline=HIGHLIGHT, width=width)
    d.rounded_rectangle(grow(box, 1), radius=radius + 1, outline=HIGHLIGHT_EDGE, width=2)


# ---- grids -------------------------------------------------------------------------------------------------------
def grid_boxes(x: int, y: int, rows: int, cols: int, cw: int, ch: int, gap: int) -> list[Box]:
    """Boxes of a ``rows`` x ``cols`` grid, row-major (the first row left to right, then the next...)."""
    return [
        (x + c * (cw + gap), y + r * (ch + gap), x + c * (cw + gap) + cw, y + r * (ch + gap) + ch)
        for r in range(rows)
        for c in range(cols)
    ]


def draw_grid(
    d: ImageDraw.ImageDraw,
    x: int,
    y: int,
    rows: int,
    cols: int,
    cw: int,
    ch: int,
    gap: int = 2,
    *,
    fill: RGB | None = None,
    outline: RGB = LINE,
    col_labels: list[str] | None = None,
    row_labels: list[str] | None = None,
    label_font: Font | None = None,
    label_fill: RGB = INK,
) -> list[Box]:
    """A grid of cells with optional coordinate labels above the columns and left of the rows (the labels are
    drawn outside ``x``/``y``, so leave room). Returns the cell boxes, row-major."""
    boxes = grid_boxes(x, y, rows, cols, cw, ch, gap)
    for b in boxes:
        d.rectangle(b, fill=fill, outline=outline)
    f = label_font or fonts.bold(max(10, min(cw, ch) // 3))
    if col_labels:
        for c, lab in enumerate(col_labels[:cols]):
            d.text((x + c * (cw + gap) + cw / 2, y - 4), lab, font=f, fill=label_fill, anchor="md")
    if row_labels:
        for r, lab in enumerate(row_labels[:rows]):
            d.text((x - 6, y + r * (ch + gap) + ch / 2), lab, font=f, fill=label_fill, anchor="rm")
    return boxes


# ---- badges, tokens, markers -------------------------------------------------------------------------------------
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


@lru_cache(maxsize=32)
def token_image(size: int, filled: bool = True, colour: RGB = GOLD, edge: RGB = GOLD_EDGE) -> Image.Image:
    """A round token (e.g. a dragon token or a point chip); ``filled=False`` draws the empty place of one."""
    S = size * SS
    img = Image.new("RGBA", (S, S), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    lw = max(SS, S // 12)
    if filled:
        d.ellipse((lw // 2, lw // 2, S - lw // 2 - 1, S - lw // 2 - 1), fill=colour, outline=edge, width=lw)
        c, r = S / 2, S * 0.22
        d.polygon(polygon_points("star", c, c + r * 0.08, r * 1.2), fill=edge)
    else:
        d.ellipse((lw, lw, S - lw - 1, S - lw - 1), fill=None, outline=LINE, width=lw)
    return _down(img, size, size)


def token_row(canvas: Image.Image, x: int, y: int, count: int, total: int, size: int, gap: int = 4) -> int:
    """``count`` filled tokens followed by ``total - count`` empty places; returns the width used."""
    n = max(count, total)
    for i in range(n):
        paste(canvas, token_image(size, i < count), (x + i * (size + gap), y))
    return n * (size + gap) - gap if n else 0


@lru_cache(maxsize=64)
def player_marker(seat: int, size: int) -> Image.Image:
    """The seat's marker: its shape in its colour, black edge, and the 1-based seat number inside (colour + shape +
    number, so colour-blind players and greyscale prints still tell seats apart)."""
    style = player(seat)
    S = size * SS
    img = Image.new("RGBA", (S, S), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    c = S / 2
    r = S * 0.44
    if style.shape == "triangle":  # the widest triangle that fits, centred on its centroid (where the number goes)
        r = S * 0.5
        cy = c + r * 0.2
        pts = polygon_points("triangle", c, cy, r)
    else:
        cy = c
        pts = polygon_points(style.shape, c, c, r)
    d.polygon(pts, fill=style.colour, outline=BLACK, width=max(SS, S // 18))
    fsize = int(S * (0.4 if style.shape in ("triangle", "star") else 0.55))
    d.text((c, cy), str(seat + 1), font=fonts.bold(fsize), fill=style.ink, anchor="mm",
           stroke_width=max(1, fsize // 14), stroke_fill=style.ink)  # fmt: skip
    return _down(img, size, size)


# ---- legend ------------------------------------------------------------------------------------------------------
def legend(
    canvas: Image.Image,
    x: int,
    y: int,
    max_w: int,
    items: list[tuple[Image.Image, str]],
    font: Font,
    fill: RGB = INK,
    gap: int = 28,
    dry_run: bool = False,
    vertical: bool = False,
) -> int:
    """Lay out ``(swatch, label)`` pairs left to right, wrapping to new rows within ``max_w`` (``vertical``: one pair
    per row); returns the height (``dry_run``: only measure)."""
    d = Draw(canvas)
    cx, cy, row_h = x, y, 0
    col_w = max((s.size[0] for s, _ in items), default=0) if vertical else 0  # align labels in a column
    for swatch, label in items:
        sw, sh = swatch.size
        slot_w = max(sw, col_w)
        lab = tx.ellipsize(label, font, max_w - slot_w - 8)
        iw = slot_w + 8 + tx.width(lab, font)
        if cx > x and (vertical or cx + iw > x + max_w):
            cx, cy, row_h = x, cy + row_h + gap // 3 + 2, 0
        h = max(sh, tx.height(font))
        if not dry_run:
            paste(canvas, swatch, (cx + (slot_w - sw) // 2, cy + (h - sh) // 2))
            d.text((cx + slot_w + 8, cy + h / 2), lab, font=font, fill=fill, anchor="lm")
        cx += iw + gap
        row_h = max(row_h, h)
    return cy + row_h - y


# ---- board coordinates -------------------------------------------------------------------------------------------
def grid_coordinates(
    d: ImageDraw.ImageDraw,
    x: int,
    y: int,
    rows: int,
    cols: int,
    cw: int,
    ch: int,
    gap: int = 0,
    *,
    col_labels: list[str] | None = None,
    row_labels: list[str] | None = None,
    font: Font | None = None,
    fill: RGB = INK,
    sides: str = "tblr",
    pad: int = 6,
) -> None:
    """Coordinate labels around a ``rows`` x ``cols`` grid whose first cell's top-left corner is ``x``, ``y``: column
    labels above (``t``) and/or below (``b``), row labels left (``l``) and/or right (``r``), ``pad`` pixels away from
    the grid. The labels are drawn outside the grid, so leave room (about one label height) on the chosen sides."""
    f = font or fonts.bold(max(10, min(cw, ch) // 3))
    gw, gh = cols * cw + (cols - 1) * gap, rows * ch + (rows - 1) * gap
    for c, lab in enumerate((col_labels or [])[:cols]):
        cx = x + c * (cw + gap) + cw / 2
        if "t" in sides:
            d.text((cx, y - pad), lab, font=f, fill=fill, anchor="md")
        if "b" in sides:
            d.text((cx, y + gh + pad), lab, font=f, fill=fill, anchor="ma")
    for r, lab in enumerate((row_labels or [])[:rows]):
        cy = y + r * (ch + gap) + ch / 2
        if "l" in sides:
            d.text((x - pad, cy), lab, font=f, fill=fill, anchor="rm")
        if "r" in sides:
            d.text((x + gw + pad, cy), lab, font=f, fill=fill, anchor="lm")


# ---- score track -------------------------------------------------------------------------------------------------
def nice_step(span: float, target_ticks: int = 10) -> int:
    """A round tick step (1, 2, 5, 10, 20, 25, 50, 100, ...) giving about ``target_ticks`` ticks over ``span``."""
    span = max(1.0, float(span))
    raw = span / max(1, target_ticks)
    base = 1
    while True:
        for m in (1, 2, 2.5, 5):
            step = base * m
            if step >= raw and float(step).is_integer():
                return int(step)
        base *= 10


def score_track(
    canvas: Image.Image,
    box: Box,
    entries: list[tuple[int, Image.Image]],
    *,
    max_value: int | None = None,
    step: int | None = None,
    font: Font | None = None,
    bar: RGB = INK,
    fill: RGB = WHITE,
    ink: RGB = INK,
) -> Box:
    """A horizontal score track inside ``box``: a bar from 0 to ``max_value`` (default: the highest score rounded up
    to a tick, at least 10) with labelled ticks every ``step`` (default: :func:`nice_step`), and each entry's marker
    image standing on the bar at its value. Markers whose places overlap are stacked upwards (in the given order), so
    tied scores stay visible. Values below 0 or above the end are drawn at the ends. Returns the bar's box."""
    x0, y0, x1, y1 = box
    d = Draw(canvas)
    f = font or fonts.bold(18)
    values = [int(v) for v, _ in entries]
    top = max(values + [10])
    step = step or nice_step(max_value if max_value is not None else top)
    end = max_value if max_value is not None else -(-top // step) * step
    end = max(end, step)
    lab_h = tx.height(f)
    pad_x = max((m.size[0] for _, m in entries), default=20) // 2 + 4
    bx0, bx1 = x0 + pad_x, x1 - pad_x
    bar_h = max(8, lab_h // 2)
    by1 = y1 - lab_h - 8
    by0 = by1 - bar_h
    d.rounded_rectangle((bx0, by0, bx1, by1), radius=bar_h // 2, fill=fill, outline=bar, width=2)

    def px(v: float) -> float:
        return bx0 + (bx1 - bx0) * min(max(v, 0), end) / end

    for k in range(0, end + 1, step):
        xx = px(k)
        d.line((xx, by0 - 4, xx, by1 + 4), fill=bar, width=2)
        d.text((xx, by1 + 6), str(k), font=f, fill=ink, anchor="ma")
    placed: list[tuple[float, float, float]] = []  # (left, right, top) of markers already drawn
    for v, marker in entries:
        mw, mh = marker.size
        cx = px(v)
        left, right = cx - mw / 2, cx + mw / 2
        bottom = min([by0 - 2] + [pt for pl, pr_, pt in placed if left < pr_ - 1 and right > pl + 1])
        paste(canvas, marker, (left, bottom - mh))
        placed.append((left, right, bottom - mh))
    return (int(bx0), int(by0), int(bx1), int(by1))


# ---- dashed lines and hatching -----------------------------------------------------------------------------------
def dashed_line(
    d: ImageDraw.ImageDraw,
    a: tuple[float, float],
    b: tuple[float, float],
    fill: RGB,
    width: int = 2,
    dash: float = 8,
    gap: float = 6,
) -> None:
    """A straight dashed line from ``a`` to ``b`` (dashes of ``dash`` pixels separated by ``gap``), starting and
    ending with a dash (the pattern is stretched slightly so that both ends are drawn)."""
    (xa, ya), (xb, yb) = a, b
    length = math.hypot(xb - xa, yb - ya)
    if length <= dash:
        d.line((xa, ya, xb, yb), fill=fill, width=width)
        return
    n = max(1, round((length - dash) / (dash + gap)))
    period = (length - dash) / n
    ux, uy = (xb - xa) / length, (yb - ya) / length
    for i in range(n + 1):
        s = i * period
        d.line((xa + ux * s, ya + uy * s, xa + ux * (s + dash), ya + uy * (s + dash)), fill=fill, width=width)


def hatch(
    canvas: Image.Image, box: Box, colour: RGB, background: RGB, period: int = 24, band: int = 12
) -> None:
    """Fill ``box`` with diagonal stripes (``band`` pixels of ``colour`` every ``period`` pixels on ``background``):
    the "work in progress / not final" pattern. Drawn at 1x with integer geometry (small PNGs, deterministic)."""
    x0, y0, x1, y1 = (int(v) for v in box)
    w, h = x1 - x0, y1 - y0
    if w <= 0 or h <= 0:
        return
    tile = Image.new("RGB", (w, h), background)
    td = ImageDraw.Draw(tile)
    for k in range(-h, w + period, period):
        td.polygon([(k, h), (k + band, h), (k + band + h, 0), (k + h, 0)], fill=colour)
    canvas.paste(tile, (x0, y0))


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
