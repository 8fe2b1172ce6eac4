"""The 29 tile faces of Zamek Smoków, the face-down tile, the shrine and the countdown token: clean schematic drawings
(no artwork of the published game), drawn at 3x and scaled down, cached by their parameters.

Faction tiles (Merchants, Soldiers, Farmers) have an ivory body with the number inside a faction emblem: a coin
(circle) for Merchants, a shield for Soldiers, a barn (house) for Farmers — so the faction reads from the shape as well
as from the colour. Special tiles have a full-colour body: Seasons charcoal with a glyph in a light ring (blossom,
sun, leaf, snowflake), Winds blue with weather under a cloud (rain drops, lightning, a big cloud, snow flakes), Dragons
purple with a gold double frame (flame, claw marks, pearl). Face-down tiles are wooden backs with a lattice.
"""
from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from renderers.toolkit import fonts
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit.palette import RGB

SS = 3  # supersampling of the faces (small glyphs need it)

IVORY: RGB = (251, 247, 234)
TILE_EDGE: RGB = (46, 40, 34)
FACTION: dict[str, RGB] = {
    "merchant": (236, 178, 0),  # gold, black number
    "soldier": (196, 42, 28),  # deep red, white number
    "farmer": (43, 153, 76),  # green, white number
}
FACTION_INK: dict[str, RGB] = {"merchant": pal.BLACK, "soldier": pal.WHITE, "farmer": pal.WHITE}
SPECIAL: dict[str, RGB] = {
    "season": (44, 44, 54),  # charcoal ("black" in components.json)
    "wind": (28, 104, 196),  # blue
    "dragon": (112, 44, 146),  # purple
}
TYPE_COLOUR: dict[str, RGB] = {**FACTION, **SPECIAL}
BACK: RGB = (104, 76, 48)  # face-down tiles: wood
BACK_LINE: RGB = (150, 118, 84)
BACK_RIM: RGB = (226, 212, 186)
SHRINE: RGB = (214, 64, 40)  # vermilion roof
SHRINE_BODY: RGB = (250, 232, 200)

_GOLD = (240, 196, 60)
_WHITE = (255, 255, 255)


def split(kind: str) -> tuple[str, str]:
    """``merchant_3`` -> (``merchant``, ``3``); ``wind_rain`` -> (``wind``, ``rain``)."""
    t, _, s = str(kind).partition("_")
    return t, s


def type_of(kind: str | None) -> str:
    return split(kind)[0] if kind else ""


# ---- glyph drawing (on a supersampled canvas) ------------------------------------------------------------------
def _poly_round(cx: float, cy: float, rx: float, ry: float, n: int = 40, a0: float = 0, a1: float = 2 * math.pi):
    return [(cx + rx * math.cos(a0 + (a1 - a0) * i / n), cy + ry * math.sin(a0 + (a1 - a0) * i / n))
            for i in range(n + 1)]  # fmt: skip


def emblem_points(faction: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The outline of a faction emblem of half-size ``r`` centred on ``cx, cy``."""
    if faction == "merchant":  # coin
        return _poly_round(cx, cy, r, r, 48)[:-1]
    if faction == "soldier":  # shield: flat top, straight sides, curved to a point at the bottom
        top, side = cy - r * 0.95, cx - r * 0.9
        pts = [(side, top), (cx + r * 0.9, top), (cx + r * 0.9, cy + r * 0.1)]
        for i in range(1, 12):  # right curve to the point
            t = i / 12
            pts.append((cx + r * 0.9 * (1 - t) ** 1.3, cy + r * 0.1 + r * 0.98 * math.sin(t * math.pi / 2)))
        pts.append((cx, cy + r * 1.08))
        for i in range(11, 0, -1):
            t = i / 12
            pts.append((cx - r * 0.9 * (1 - t) ** 1.3, cy + r * 0.1 + r * 0.98 * math.sin(t * math.pi / 2)))
        pts.append((side, cy + r * 0.1))
        return pts
    if faction == "farmer":  # barn: a house with a steep roof
        w, eave, base = r * 0.92, cy - r * 0.28, cy + r * 0.98
        return [(cx, cy - r * 1.08), (cx + r * 1.02, eave), (cx + w, eave), (cx + w, base), (cx - w, base),
                (cx - w, eave), (cx - r * 1.02, eave)]  # fmt: skip
    raise ValueError(faction)


def _teardrop(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: RGB, outline: RGB | None = None,
              width: int = 0) -> None:
    """A drop pointing up, its round part of radius ``r`` centred on ``cx, cy``."""
    pts = [(cx, cy - r * 2.1)]
    pts += _poly_round(cx, cy, r, r, 30, -math.pi * 0.18, math.pi * 1.18)
    d.polygon(pts, fill=fill, outline=outline, width=width)


def _cloud(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: RGB, edge: RGB | None = None) -> None:
    """A cloud about ``2.4 r`` wide and ``1.3 r`` tall, its flat base at ``cy + 0.45 r``."""
    parts = [(cx - r * 0.62, cy + r * 0.05, r * 0.42), (cx + r * 0.05, cy - r * 0.22, r * 0.62),
             (cx + r * 0.72, cy + r * 0.08, r * 0.38)]  # fmt: skip
    if edge is not None:
        g = r * 0.1
        for x, y, rr in parts:
            d.ellipse((x - rr - g, y - rr - g, x + rr + g, y + rr + g), fill=edge)
        d.rounded_rectangle((cx - r * 1.08 - g, cy - r * 0.05 - g, cx + r * 1.1 + g, cy + r * 0.45 + g),
                            radius=r * 0.25 + g, fill=edge)  # fmt: skip
    for x, y, rr in parts:
        d.ellipse((x - rr, y - rr, x + rr, y + rr), fill=fill)
    d.rounded_rectangle((cx - r * 1.08, cy - r * 0.05, cx + r * 1.1, cy + r * 0.45), radius=r * 0.25, fill=fill)


def _asterisk(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: RGB, lw: int) -> None:
    for k in range(3):
        a = math.pi / 2 + k * math.pi / 3
        d.line((cx - r * math.cos(a), cy - r * math.sin(a), cx + r * math.cos(a), cy + r * math.sin(a)), fill=fill,
               width=lw)  # fmt: skip


def draw_glyph(d: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, r: float) -> None:
    """The symbol of a special tile inside a circle of radius ``r`` around ``cx, cy``."""
    t, s = split(kind)
    lw = max(2, int(r * 0.13))
    if t == "season":
        if s == "spring":  # five-petal blossom
            for k in range(5):
                a = -math.pi / 2 + k * 2 * math.pi / 5
                px, py, pr_ = cx + r * 0.42 * math.cos(a), cy + r * 0.42 * math.sin(a), r * 0.36
                d.ellipse((px - pr_, py - pr_, px + pr_, py + pr_), fill=(246, 160, 196), outline=(120, 30, 70),
                          width=max(1, lw // 3))  # fmt: skip
            cr = r * 0.2
            d.ellipse((cx - cr, cy - cr, cx + cr, cy + cr), fill=(250, 214, 60), outline=(120, 80, 0),
                      width=max(1, lw // 3))  # fmt: skip
        elif s == "summer":  # sun with eight rays
            for k in range(8):
                a = k * math.pi / 4
                d.line((cx + r * 0.58 * math.cos(a), cy + r * 0.58 * math.sin(a), cx + r * 0.95 * math.cos(a),
                        cy + r * 0.95 * math.sin(a)), fill=(255, 206, 40), width=lw)  # fmt: skip
            cr = r * 0.44
            d.ellipse((cx - cr, cy - cr, cx + cr, cy + cr), fill=(255, 206, 40))
        elif s == "autumn":  # a falling leaf with its midrib
            a = -math.pi / 4
            ca, sa = math.cos(a), math.sin(a)
            pts = []
            for i in range(41):
                u = -1 + 2 * i / 40
                half = r * 0.42 * math.sqrt(max(0.0, 1 - u * u)) * (1 + 0.25 * u)
                pts.append((u * r * 0.9, half))
            pts += [(u, -h) for u, h in reversed(pts)]
            rot = [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in pts]
            d.polygon(rot, fill=(240, 128, 32), outline=(120, 50, 0), width=max(1, lw // 3))
            d.line((cx - r * 0.95 * ca, cy - r * 0.95 * sa, cx + r * 0.8 * ca, cy + r * 0.8 * sa), fill=(110, 44, 0),
                   width=max(2, lw // 2))  # fmt: skip
        elif s == "winter":  # snowflake: six arms with two ticks each
            col = (190, 232, 255)
            for k in range(6):
                a = math.pi / 2 + k * math.pi / 3
                ex, ey = cx + r * 0.95 * math.cos(a), cy + r * 0.95 * math.sin(a)
                d.line((cx, cy, ex, ey), fill=col, width=lw)
                mx, my = cx + r * 0.55 * math.cos(a), cy + r * 0.55 * math.sin(a)
                for da in (0.7, -0.7):
                    d.line((mx, my, mx + r * 0.3 * math.cos(a + da), my + r * 0.3 * math.sin(a + da)), fill=col,
                           width=max(2, int(lw * 0.8)))  # fmt: skip
            cr = r * 0.14
            d.ellipse((cx - cr, cy - cr, cx + cr, cy + cr), fill=col)
    elif t == "wind":
        white = _WHITE
        if s == "cloud":  # a big cloud with wind strokes
            _cloud(d, cx, cy - r * 0.12, r * 0.82, white)
            for i, yy in enumerate((cy + r * 0.6, cy + r * 0.86)):
                x0 = cx - r * (0.8 - 0.3 * i)
                d.line((x0, yy, x0 + r * 1.1, yy), fill=white, width=max(2, lw // 2 + 1))
        else:
            _cloud(d, cx, cy - r * 0.5, r * 0.62, white)
            base = cy - r * 0.5 + r * 0.62 * 0.45
            if s == "rain":  # three drops
                for dx, dy in ((-0.5, 0.62), (0.1, 0.82), (0.62, 0.6)):
                    _teardrop(d, cx + r * dx, base + r * dy, r * 0.17, (150, 210, 255))
            elif s == "storm":  # lightning bolt
                x, y = cx + r * 0.05, base + r * 0.02
                pts = [(x + r * 0.12, y), (x - r * 0.32, y + r * 0.55), (x - r * 0.02, y + r * 0.55),
                       (x - r * 0.2, y + r * 1.0), (x + r * 0.38, y + r * 0.35), (x + r * 0.06, y + r * 0.35),
                       (x + r * 0.28, y)]  # fmt: skip
                d.polygon(pts, fill=(255, 214, 0), outline=(40, 30, 0), width=max(1, lw // 3))
            elif s == "snow":  # three small flakes
                for dx, dy in ((-0.5, 0.5), (0.08, 0.78), (0.6, 0.48)):
                    _asterisk(d, cx + r * dx, base + r * dy, r * 0.2, white, max(2, lw // 2 + 1))
    elif t == "dragon":
        if s == "red":  # flame
            right, left = [], []
            for i in range(41):
                u = i / 40  # 0 at the tip, 1 at the bottom
                y = cy - r * 0.98 + u * r * 1.9
                half = r * 0.6 * math.sin(u * math.pi * 0.92) ** 0.75 * (0.5 + 0.5 * u)
                wob = r * 0.14 * math.sin(u * math.pi * 1.6) * (1 - u)
                right.append((cx + half + wob, y))
                left.append((cx - half + wob * 0.3, y))
            pts = right + left[::-1]
            d.polygon(pts, fill=(234, 58, 30), outline=(90, 10, 0), width=max(1, lw // 3))
            inner = [(cx + (x - cx) * 0.48, cy + r * 0.5 + (y - cy - r * 0.5) * 0.5) for x, y in pts]
            d.polygon(inner, fill=(255, 206, 40))
        elif s == "green":  # three claw marks
            col, edge = (90, 220, 110), (10, 60, 20)
            for dx in (-0.5, 0.0, 0.5):
                a_side, b_side = [], []
                for i in range(21):
                    u = i / 20
                    yy = cy - r * 0.85 + u * r * 1.7
                    xx = cx + r * dx + r * 0.22 * math.sin(u * math.pi) - r * 0.1
                    w = r * 0.14 * math.sin(u * math.pi) ** 0.7 + 0.5
                    a_side.append((xx - w, yy))
                    b_side.append((xx + w, yy))
                d.polygon(a_side + b_side[::-1], fill=col, outline=edge, width=max(1, lw // 3))
        elif s == "white":  # a pearl: white disc, rim and highlight
            cr = r * 0.72
            d.ellipse((cx - cr, cy - cr, cx + cr, cy + cr), fill=(248, 248, 252), outline=(60, 60, 80),
                      width=max(1, lw // 2))  # fmt: skip
            ir = cr * 0.72
            d.arc((cx - ir, cy - ir, cx + ir, cy + ir), 120, 250, fill=(180, 180, 200), width=max(2, lw // 2))
            hr = cr * 0.2
            hx, hy = cx + cr * 0.32, cy - cr * 0.32
            d.ellipse((hx - hr, hy - hr, hx + hr, hy + hr), fill=(200, 200, 220))


# ---- faces -------------------------------------------------------------------------------------------------------
def _body(W: int, H: int, fill: RGB) -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    img = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    rad = max(SS * 3, int(min(W, H) * 0.13))
    d.rounded_rectangle((0, 0, W - 1, H - 1), radius=rad, fill=fill)
    return img, d, rad


def _edge(d: ImageDraw.ImageDraw, W: int, H: int, rad: int, colour: RGB = TILE_EDGE) -> None:
    d.rounded_rectangle((0, 0, W - 1, H - 1), radius=rad, outline=colour, width=max(SS * 2, int(W * 0.045)))


@lru_cache(maxsize=512)
def number_size(w: int, h: int) -> int:
    """The font size (px) of the number on a ``w`` x ``h`` faction tile: as large as the emblem allows (a key text:
    pairs are chosen by faction and number, so it must stay readable on a phone)."""
    return int(min(w * 0.64, h * 0.53))


def face(kind: str, w: int, h: int) -> Image.Image:
    """The face of a tile kind, ``w`` x ``h`` pixels (RGBA). Unknown kinds get a grey tile with "?"."""
    W, H = w * SS, h * SS
    t, s = split(kind)
    cx, cy = W / 2, H / 2
    if t in FACTION and s.isdigit():
        img, d, rad = _body(W, H, IVORY)
        r = min(W * 0.42, H * 0.36)
        pts = emblem_points(t, cx, cy, r)
        d.polygon(pts, fill=FACTION[t], outline=TILE_EDGE, width=max(SS, int(r * 0.07)))
        if t == "merchant":  # the coin's inner ring
            ir = r * 0.8
            d.ellipse((cx - ir, cy - ir, cx + ir, cy + ir), outline=(150, 104, 0), width=max(SS, int(r * 0.05)))
        ink = FACTION_INK[t]
        f = fonts.bold(number_size(w, h) * SS)
        ny = cy + (r * 0.12 if t == "farmer" else -r * 0.04 if t == "soldier" else 0)
        d.text((cx, ny), s, font=f, fill=ink, anchor="mm", stroke_width=max(SS, int(r * 0.06)),
               stroke_fill=pal.BLACK if ink == pal.WHITE else IVORY)  # fmt: skip
        _edge(d, W, H, rad)
    elif t in SPECIAL:
        img, d, rad = _body(W, H, SPECIAL[t])
        r = min(W * 0.4, H * 0.34)
        if t == "season":  # glyph inside a light ring
            rr = r * 1.08
            d.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), outline=(200, 196, 180), width=max(SS, int(r * 0.07)))
            draw_glyph(d, kind, cx, cy, r * 0.86)
        elif t == "wind":  # glyph with a wave line at the bottom
            draw_glyph(d, kind, cx, cy - H * 0.02, r * 0.98)
        else:  # dragons: gold double frame
            m1, m2 = W * 0.1, W * 0.17
            lwf = max(SS, int(W * 0.025))
            d.rounded_rectangle((m1, m1, W - m1, H - m1), radius=rad * 0.6, outline=_GOLD, width=lwf)
            d.rounded_rectangle((m2, m2, W - m2, H - m2), radius=rad * 0.4, outline=_GOLD, width=max(SS, lwf // 2))
            draw_glyph(d, kind, cx, cy, r * 0.9)
        _edge(d, W, H, rad)
    else:
        img, d, rad = _body(W, H, pal.SLOT_EMPTY)
        d.text((cx, cy), "?", font=fonts.bold(int(H * 0.4)), fill=pal.INK, anchor="mm")
        _edge(d, W, H, rad)
    return img.resize((w, h), Image.Resampling.LANCZOS)


@lru_cache(maxsize=64)
def back(w: int, h: int) -> Image.Image:
    """A face-down tile: wooden back with a lattice (no symbol) — never confused with a face."""
    return pr.card_back(w, h, BACK, BACK_LINE, BACK_RIM)


@lru_cache(maxsize=64)
def shrine(size: int, level: int | None = None) -> Image.Image:
    """A shrine (a small pagoda: two roofs on a body), ``size`` pixels wide; ``level`` is written on its body."""
    W = size * SS
    H = int(W * 1.05)
    img = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    lw = max(SS, W // 22)
    cx = W / 2

    def roof(y: float, half: float, th: float) -> None:
        pts = [(cx - half, y + th), (cx - half * 0.55, y + th * 0.15), (cx, y - th * 0.35),
               (cx + half * 0.55, y + th * 0.15), (cx + half, y + th)]  # fmt: skip
        d.polygon(pts, fill=SHRINE, outline=pal.BLACK, width=lw)

    body = (cx - W * 0.3, H * 0.5, cx + W * 0.3, H * 0.97)
    d.rectangle(body, fill=SHRINE_BODY, outline=pal.BLACK, width=lw)
    roof(H * 0.4, W * 0.49, H * 0.14)
    d.rectangle((cx - W * 0.2, H * 0.3, cx + W * 0.2, H * 0.44), fill=SHRINE_BODY, outline=pal.BLACK, width=lw)
    roof(H * 0.15, W * 0.36, H * 0.13)
    d.line((cx, 0, cx, H * 0.1), fill=pal.BLACK, width=lw)
    if level is not None:
        f = fonts.bold(int(H * 0.36))
        d.text((cx, (body[1] + body[3]) / 2 + SS), str(level), font=f, fill=pal.INK, anchor="mm")
    return img.resize((size, int(size * 1.05)), Image.Resampling.LANCZOS)


@lru_cache(maxsize=16)
def countdown_token(size: int, filled: bool = True) -> Image.Image:
    """A countdown token: a gold disc with a small dragon-eye mark (empty: a dashed place)."""
    S = size * SS
    img = Image.new("RGBA", (S, S), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    lw = max(SS, S // 14)
    if filled:
        d.ellipse((lw, lw, S - lw, S - lw), fill=pal.GOLD, outline=pal.GOLD_EDGE, width=lw)
        c = S / 2
        d.ellipse((c - S * 0.26, c - S * 0.15, c + S * 0.26, c + S * 0.15), fill=pal.GOLD_EDGE)
        d.ellipse((c - S * 0.07, c - S * 0.14, c + S * 0.07, c + S * 0.14), fill=pal.GOLD)
    else:
        d.ellipse((lw, lw, S - lw, S - lw), outline=pal.LINE, width=lw)
    return img.resize((size, size), Image.Resampling.LANCZOS)


def all_kinds() -> list[str]:
    """The 29 tile kinds in the data file's order."""
    from games.dragon_castle.data import KINDS

    return list(KINDS)
