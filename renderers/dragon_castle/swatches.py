"""Small cached pictures of the Zamek Smoków pages: the swatches of the legends (floor badges, coordinate pills, a
blocked tile, the last-move frame, the face-down tile, a shrine, the castle axes, the preview's dashed frame), the
legends drawn from them once per content and background, and the Spirit and Dragon card icons.
"""
from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from renderers.dragon_castle import board as bd
from renderers.dragon_castle import tiles as tl
from renderers.toolkit import fonts
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr


# ---- legends -----------------------------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def legend_image(items: tuple, w: int, size: int, gap: int, bg: tuple) -> Image.Image:
    """A legend (``pr.legend``) drawn once on its background colour; ``items``: ((swatch key, label), ...)."""
    pieces = [(_swatch(k), label) for k, label in items]
    probe = Image.new("RGB", (w, 10), bg)
    h = pr.legend(probe, 0, 0, w, pieces, fonts.regular(size), pal.INK, gap, dry_run=True)
    img = Image.new("RGB", (w, h + 2), bg)
    pr.legend(img, 0, 0, w, pieces, fonts.regular(size), pal.INK, gap)
    return img


# ---- swatches ----------------------------------------------------------------------------------------------------
def _swatch(key: str) -> Image.Image:
    if key.startswith("face:"):
        return tl.face(key[5:], 30, 38)
    return {"floors": _floors_swatch, "pill-top": lambda: bd.pill_image("F4", True, 18),
            "pill-lower": lambda: bd.pill_image("K7", False, 18), "blocked": _blocked_swatch,
            "hl": _highlight_swatch, "back": lambda: tl.back(30, 38), "shrine": _shrine_swatch,
            "axis": _axis_swatch, "dashed": _dashed_swatch}[key]()  # fmt: skip


_SWATCH_CACHE: dict = {}


def _cached(key, make):
    if key not in _SWATCH_CACHE:
        _SWATCH_CACHE[key] = make()
    return _SWATCH_CACHE[key]


def _floors_swatch() -> Image.Image:
    def make():
        im = Image.new("RGBA", (3 * 30 + 4, 30), (0, 0, 0, 0))
        for i in range(3):
            im.alpha_composite(bd.height_badge(i + 1, 28), (i * 32, 1))
        return im

    return _cached("floors", make)


def _blocked_swatch() -> Image.Image:
    return _cached("blocked", lambda: bd.dimmed("soldier_5", 24, 30).copy())


def _highlight_swatch() -> Image.Image:
    def make():
        im = Image.new("RGBA", (36, 36), (0, 0, 0, 0))
        pr.highlight(ImageDraw.Draw(im), (8, 8, 27, 27), 3, 4)
        return im

    return _cached("hl", make)


def _shrine_swatch() -> Image.Image:
    def make():
        im = tl.back(30, 38).copy()
        s = tl.shrine(24)
        im.alpha_composite(s, (3, 6))
        return im

    return _cached("shrine-swatch", make)


def _axis_swatch() -> Image.Image:
    def make():
        im = Image.new("RGBA", (30, 38), (0, 0, 0, 0))
        dd = ImageDraw.Draw(im)
        pr.dashed_line(dd, (15, 0), (15, 37), bd.AXIS, 3, 7, 5)
        pr.dashed_line(dd, (0, 19), (29, 19), bd.AXIS, 3, 7, 5)
        return im

    return _cached("axis-swatch", make)


def _dashed_swatch() -> Image.Image:
    def make():
        im = Image.new("RGBA", (36, 36), (0, 0, 0, 0))
        bd.dashed_frame(ImageDraw.Draw(im), (4, 4, 31, 31), bd.CURRENT, 3, 5)
        return im

    return _cached("dashed", make)


# ---- card icons --------------------------------------------------------------------------------------------------
def card_icon(group: str, size: int) -> Image.Image:
    def make():
        S = 3
        W, H = size * S, size * S
        im = Image.new("RGBA", (W, H), (0, 0, 0, 0))
        dd = ImageDraw.Draw(im)
        if group == "spirit":  # a teal card with a swirl
            dd.rounded_rectangle((W * 0.14, 0, W * 0.86, H - 1), radius=W * 0.1, fill=(20, 120, 120), outline=pal.BLACK,
                                 width=S * 2)  # fmt: skip
            cx, cy = W / 2, H / 2
            for k, r in enumerate((0.26, 0.17, 0.08)):
                a0 = 200 + 60 * k
                dd.arc((cx - W * r, cy - W * r, cx + W * r, cy + W * r), a0, a0 + 250, fill=pal.WHITE, width=S * 2)
        else:  # a crimson card with a dragon eye
            dd.rounded_rectangle((W * 0.14, 0, W * 0.86, H - 1), radius=W * 0.1, fill=(150, 30, 50), outline=pal.BLACK,
                                 width=S * 2)  # fmt: skip
            cx, cy = W / 2, H / 2
            dd.ellipse((cx - W * 0.26, cy - H * 0.15, cx + W * 0.26, cy + H * 0.15), fill=(250, 210, 60))
            dd.ellipse((cx - W * 0.06, cy - H * 0.14, cx + W * 0.06, cy + H * 0.14), fill=pal.BLACK)
        return im.resize((size, size), Image.Resampling.LANCZOS)

    return _cached(("icon", group, size), make)
