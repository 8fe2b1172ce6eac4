"""Fonts shipped with the package (DejaVu, see fonts/LICENSE.txt); loaded once per (style, size), never downloaded.

DejaVu covers Polish (ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ), the rest of Latin, Greek and Cyrillic, arrows (← →), ✓ ★ ▶ and the
minus sign (−). The layout engine is pinned to Pillow's BASIC engine so that the output does not depend on whether
libraqm happens to be installed: the same view gives byte-identical PNGs on every machine with the same Pillow.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).resolve().parent / "fonts"
FILES = {
    "regular": FONT_DIR / "DejaVuSans.ttf",
    "bold": FONT_DIR / "DejaVuSans-Bold.ttf",
    "mono": FONT_DIR / "DejaVuSansMono-Bold.ttf",
}

Font = ImageFont.FreeTypeFont


@lru_cache(maxsize=256)
def font(size: int, style: str = "regular") -> Font:
    """A cached font: ``style`` is ``regular``, ``bold`` or ``mono`` (DejaVu Sans Mono Bold, for numbers)."""
    return ImageFont.truetype(str(FILES[style]), size=max(6, int(size)), layout_engine=ImageFont.Layout.BASIC)


def bold(size: int) -> Font:
    return font(size, "bold")


def regular(size: int) -> Font:
    return font(size, "regular")


def mono(size: int) -> Font:
    return font(size, "mono")


@lru_cache(maxsize=1)
def _notdef_mask(style: str) -> bytes:
    # U+E000 (private use) is not in DejaVu, so FreeType draws the .notdef box for it.
    return bytes(font(32, style).getmask("\ue000"))


@lru_cache(maxsize=4096)
def has_glyph(char: str, style: str = "regular") -> bool:
    """Whether ``char`` has a real glyph (not the .notdef box) in the shipped font."""
    if char.isspace():
        return True
    return bytes(font(32, style).getmask(char)) != _notdef_mask(style)


def missing_glyphs(text: str, style: str = "regular") -> list[str]:
    """The characters of ``text`` the font cannot draw."""
    return sorted({c for c in text if not has_glyph(c, style)})
