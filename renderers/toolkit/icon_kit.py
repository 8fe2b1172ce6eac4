"""The shared kit of the step buttons' icons (``renderers/<game>/icons.py`` draw each game's pieces with it; the
catalogue of every game's icons is :mod:`renderers.icons`): a 128x128 transparent canvas drawn at 4x and scaled down,
a piece centred on it, a marker shape."""
from __future__ import annotations

from PIL import Image, ImageDraw

from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr

SIZE = 128
SS = 4  # drawn at 4x, scaled down (smooth edges at 128 px)


def canvas() -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    S = SIZE * SS
    img = Image.new("RGBA", (S, S), (0, 0, 0, 0))
    return img, ImageDraw.Draw(img), S


def down(img: Image.Image) -> Image.Image:
    return img.resize((SIZE, SIZE), Image.Resampling.LANCZOS)


def centred(piece: Image.Image, box: int = SIZE - 8) -> Image.Image:
    """``piece`` scaled to fit a ``box`` px square (keeping its proportions), centred on a transparent icon."""
    piece = piece.convert("RGBA")
    scale = min(box / piece.width, box / piece.height)
    w, h = max(1, round(piece.width * scale)), max(1, round(piece.height * scale))
    if (w, h) != piece.size:
        piece = piece.resize((w, h), Image.Resampling.LANCZOS)
    out = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    out.alpha_composite(piece, ((SIZE - w) // 2, (SIZE - h) // 2))
    return out


def shape(name: str, fill: pal.RGB, r: float = 0.44) -> Image.Image:
    """A marker shape (``renderers.toolkit.shapes.polygon_points``) in ``fill`` with a dark edge."""
    img, d, S = canvas()
    pts = pr.polygon_points(name, S / 2, S / 2, S * r)
    d.polygon(pts, fill=fill, outline=pal.BLACK, width=S // 24)
    return down(img)
