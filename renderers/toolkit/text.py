"""Measuring, fitting, wrapping and drawing text."""
from __future__ import annotations

import unicodedata
from functools import lru_cache

from anyascii import anyascii
from PIL import ImageDraw

from games.core import i18n
from renderers.toolkit import fonts
from renderers.toolkit.fonts import Font
from renderers.toolkit.palette import RGB

ELLIPSIS = "…"


_TR: dict = {}
_TR_BUNDLES: list = [None]  # the catalogs the memo belongs to (rebuilt catalogs start a new memo)


def tr(lang: str, key: str, **params) -> str:
    """``i18n.tr`` memoized per (lang, key, params): the same labels are formatted again on every picture, and a
    Fluent lookup with plural rules costs far more than a dict hit. Unhashable parameters skip the memo."""
    bs = i18n.bundles()
    if _TR_BUNDLES[0] is not bs:
        _TR.clear()
        _TR_BUNDLES[0] = bs
    try:
        k = (lang, key, tuple((n, type(v), v) for n, v in sorted(params.items())))
        hit = _TR.get(k)
    except TypeError:
        return i18n.tr(lang, key, **params)
    if hit is None:
        if len(_TR) >= 8192:
            _TR.clear()
        hit = _TR[k] = i18n.tr(lang, key, **params)
    return hit


def width(text: str, font: Font) -> int:
    return _width(text, font)


@lru_cache(maxsize=8192)
def _width(text: str, font: Font) -> int:
    """Measured once per (text, font): fitting and ellipsizing measure the same labels at every render, and fonts
    are cached objects (``fonts.font``), so the cache hits across pictures (about 5 ms of a 1280 px table)."""
    return int(round(font.getlength(text)))


def height(font: Font) -> int:
    """Line height of ``font`` (ascent + descent)."""
    ascent, descent = font.getmetrics()
    return ascent + descent


def ellipsize(text: str, font: Font, max_w: int) -> str:
    """``text`` cut with "…" so that it is at most ``max_w`` pixels wide."""
    if width(text, font) <= max_w:
        return text
    lo, hi = 0, len(text)
    while lo < hi:  # longest prefix that fits together with the ellipsis
        mid = (lo + hi + 1) // 2
        if width(text[:mid].rstrip() + ELLIPSIS, font) <= max_w:
            lo = mid
        else:
            hi = mid - 1
    cut = text[:lo]
    space = cut.rfind(" ")
    if lo < len(text) and text[lo] != " " and space >= max(1, lo // 2):  # shorten at a word, not mid-word
        cut = cut[:space]
    return cut.rstrip() + ELLIPSIS if lo else ELLIPSIS


def drawable(text: str, style: str = "regular") -> str:
    """``text`` as the shipped fonts can draw it: a character without a glyph is written in Latin letters when it
    is a letter (CJK, Cyrillic... through ``anyascii``) and left out when it is a symbol (emoji, their joiners and
    variation selectors), so a name never draws as boxes ("Ania 🐉" -> "Ania", "李小龍" -> "Li Xiao Long")."""
    if all(fonts.has_glyph(c, style) and unicodedata.category(c) != "Cf" for c in text):
        return text
    out = []
    for c in text:
        if unicodedata.category(c) == "Cf":  # zero-width joiners and other invisible format characters
            continue
        if fonts.has_glyph(c, style):
            out.append(c)
        elif unicodedata.category(c)[0] in "LN":
            latin = anyascii(c)
            out.append((" " if out and out[-1] != " " and _cjk(c) else "") + latin)
    return " ".join("".join(out).split())


def _cjk(c: str) -> bool:
    return "CJK" in unicodedata.name(c, "") or "HANGUL" in unicodedata.name(c, "")


def fit(text: str, max_w: int, size: int, style: str = "bold", min_size: int | None = None) -> tuple[Font, str]:
    """The largest font from ``size`` down to ``min_size`` (default: 70% of ``size``) in which ``text`` fits
    ``max_w``; below that the text is ellipsized at ``min_size``."""
    floor = max(6, min_size if min_size is not None else int(size * 0.7))
    s = size
    while s > floor and width(text, fonts.font(s, style)) > max_w:
        s -= 1
    f = fonts.font(s, style)
    return f, ellipsize(text, f, max_w)


def wrap(text: str, font: Font, max_w: int, max_lines: int | None = None) -> list[str]:
    """Greedy word wrap; words longer than a line are ellipsized; the last allowed line is ellipsized if needed."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            cand = f"{line} {word}" if line else word
            if width(cand, font) <= max_w:
                line = cand
                continue
            if line:
                lines.append(line)
            line = ellipsize(word, font, max_w)
        lines.append(line)
    if max_lines is not None and len(lines) > max_lines:
        rest = " ".join(lines[max_lines - 1 :])
        lines = lines[: max_lines - 1] + [ellipsize(rest + " " + ELLIPSIS, font, max_w)]
    return lines


def draw(
    d: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    font: Font,
    fill: RGB,
    anchor: str = "la",
    stroke: int = 0,
    stroke_fill: RGB | None = None,
) -> None:
    d.text(xy, text, font=font, fill=fill, anchor=anchor, stroke_width=stroke, stroke_fill=stroke_fill)


def draw_fitted(
    d: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    text: str,
    size: int,
    fill: RGB,
    style: str = "bold",
    align: str = "left",
    min_size: int | None = None,
) -> Font:
    """Draw ``text`` on one line inside ``box``, vertically centred, shrunk/ellipsized to fit. Returns the font."""
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


def draw_lines(
    d: ImageDraw.ImageDraw,
    xy: tuple[int, int],
    lines: list[str],
    font: Font,
    fill: RGB,
    spacing: float = 1.2,
    anchor_x: str = "l",
) -> int:
    """Draw lines top-down from ``xy``; returns the total height used."""
    x, y = xy
    step = int(height(font) * spacing)
    for i, line in enumerate(lines):
        d.text((x, y + i * step), line, font=font, fill=fill, anchor=f"{anchor_x}a")
    return step * len(lines)
