"""Shapes and line work drawn straight onto a picture: the regular polygons of player markers, schematic icons (also as
cached anti-aliased images), the strike over a value that does not count, the "last move" highlight frame, dashed
lines and the diagonal hatching of "not final" areas. Nothing here knows a game.
"""
from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from renderers.toolkit.canvas import SS, Box, downscale, grow
from renderers.toolkit.palette import BLACK, HIGHLIGHT, HIGHLIGHT_EDGE, RGB, STRIKE


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
    return downscale(big, size, size)


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
