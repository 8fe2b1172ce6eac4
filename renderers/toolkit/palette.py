"""Colours shared by every renderer.

Player colours come from the Okabe-Ito palette (Okabe & Ito, "Color Universal Design", 2008), which stays
distinguishable under the common colour-vision deficiencies. Colour is never the only cue: every seat also has a shape
and shows its 1-based seat number inside that shape (see :func:`renderers.toolkit.pieces.player_marker`).
"""
from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]


def hex_rgb(value: str) -> RGB:
    """``"#4f8a3a"`` -> ``(79, 138, 58)``."""
    v = value.lstrip("#")
    return int(v[0:2], 16), int(v[2:4], 16), int(v[4:6], 16)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Linear blend: ``t = 0`` gives ``a``, ``t = 1`` gives ``b``."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def luminance(c: RGB) -> float:
    """Relative luminance (WCAG 2) of an sRGB colour, 0..1."""

    def ch(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = c
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b)


def contrast(a: RGB, b: RGB) -> float:
    """WCAG contrast ratio, 1..21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ink_for(bg: RGB) -> RGB:
    """Black or white, whichever reads better on ``bg``."""
    return INK if contrast(bg, INK) >= contrast(bg, WHITE) else WHITE


# ---- neutrals ----------------------------------------------------------------------------------------------------
WHITE: RGB = (255, 255, 255)
BLACK: RGB = (0, 0, 0)
INK: RGB = (28, 30, 36)  # main text
INK_SOFT: RGB = (92, 96, 106)  # secondary text
PAGE: RGB = (226, 223, 214)  # image background (warm light grey: reads on Discord's dark and light themes)
PANEL: RGB = (250, 249, 245)  # player panels, cards area
PANEL_DIM: RGB = (238, 236, 230)  # inactive / secondary panels
LINE: RGB = (180, 176, 166)  # thin separators and borders
HEADER: RGB = (36, 42, 56)  # title bar
HEADER_INK: RGB = (245, 245, 240)
CARD_EDGE: RGB = (40, 38, 36)
CARD_BACK: RGB = (52, 40, 92)  # face-down cards: light rim, dark indigo field, light lattice
CARD_BACK_LINE: RGB = (126, 110, 190)
CARD_BACK_RIM: RGB = (236, 230, 214)
SLOT_EMPTY: RGB = (210, 206, 196)
HIGHLIGHT: RGB = (255, 221, 0)  # the last move: yellow frame with black edges (not a player colour)
HIGHLIGHT_EDGE: RGB = (0, 0, 0)
GOLD: RGB = (232, 178, 24)  # tokens, winners
GOLD_EDGE: RGB = (120, 84, 0)
STRIKE: RGB = (200, 30, 30)  # struck-out (zeroed) values; always paired with a shape cue


@dataclass(frozen=True)
class PlayerStyle:
    colour: RGB
    ink: RGB  # text colour on top of ``colour``
    shape: str  # circle | square | triangle | diamond | hexagon | star | pentagon | cross
    name: str  # colour name, for documentation and debugging only (never drawn)

    @property
    def tint(self) -> RGB:
        """A pale version of the colour for backgrounds."""
        return mix(self.colour, WHITE, 0.82)


_OKABE_ITO = [
    ("#0072B2", "circle", "blue"),
    ("#E69F00", "square", "orange"),
    ("#009E73", "triangle", "bluish green"),
    ("#CC79A7", "diamond", "reddish purple"),
    ("#56B4E9", "hexagon", "sky blue"),
    ("#D55E00", "star", "vermillion"),
    ("#F0E442", "pentagon", "yellow"),
    ("#000000", "cross", "black"),
]

PLAYERS: tuple[PlayerStyle, ...] = tuple(
    PlayerStyle(hex_rgb(h), ink_for(hex_rgb(h)), shape, name) for h, shape, name in _OKABE_ITO
)


def player(seat: int) -> PlayerStyle:
    """The style of a 0-based seat (wraps after 8 seats)."""
    return PLAYERS[seat % len(PLAYERS)]
