"""Cached game pieces: face-up cards, card backs, empty card places, round tokens and the seats' player markers.

Each piece is drawn once at 2x (:data:`renderers.toolkit.canvas.SS`), scaled down (anti-aliased edges) and cached by
its parameters, so a table of thirty cards costs thirty pastes. They are shared images: paste them, never draw on
them.
"""
from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from renderers.toolkit import fonts
from renderers.toolkit import text as tx
from renderers.toolkit.canvas import SS, downscale, paste, rounded_mask
from renderers.toolkit.palette import (
    BLACK,
    CARD_BACK,
    CARD_BACK_LINE,
    CARD_BACK_RIM,
    CARD_EDGE,
    GOLD,
    GOLD_EDGE,
    INK,
    LINE,
    RGB,
    SLOT_EMPTY,
    WHITE,
    player,
)
from renderers.toolkit.shapes import draw_icon, polygon_points


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
    out = downscale(img, w, h)
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
    out.alpha_composite(downscale(edge, w, h))
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
    return downscale(img, w, h)


# ---- tokens and player markers -----------------------------------------------------------------------------------
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
    return downscale(img, size, size)


def token_row(canvas: Image.Image, x: int, y: int, count: int, total: int, size: int, gap: int = 4) -> int:
    """``count`` filled tokens followed by ``total - count`` empty places; returns the width used."""
    n = max(count, total)
    for i in range(n):
        paste(canvas, token_image(size, i < count), (x + i * (size + gap), y))
    return n * (size + gap) - gap if n else 0


@lru_cache(maxsize=64)
def player_marker(seat: int, size: int, number: int | None = None) -> Image.Image:
    """The seat's marker: its shape in its colour, black edge, and the 1-based seat number inside (colour + shape +
    number, so colour-blind players and greyscale prints still tell seats apart); ``number`` instead when a game
    numbers its players by their place in turn order."""
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
    d.text((c, cy), str(seat + 1 if number is None else number), font=fonts.bold(fsize), fill=style.ink, anchor="mm",
           stroke_width=max(1, fsize // 14), stroke_fill=style.ink)  # fmt: skip
    return downscale(img, size, size)
