"""Dragon Castle's step-button icons: a tile face, a tile type, the face-down tile, a shrine, a spirit card."""
from __future__ import annotations

from collections.abc import Callable

from PIL import Image

from games.dragon_castle.data import KINDS, TYPE_IDS
from renderers.dragon_castle.tiles import FACTION, IVORY, SPECIAL, TILE_EDGE, back, emblem_points, face, shrine
from renderers.toolkit import palette as pal
from renderers.toolkit.icon_kit import SIZE, canvas, centred, down


def _castle_tile(kind: str) -> Image.Image:
    return centred(face(kind, SIZE - 8, SIZE - 8))


def _castle_type(ttype: str) -> Image.Image:
    """A tile type without a number or symbol: a faction's emblem on an ivory tile, a special type's coloured tile."""
    img, d, S = canvas()
    m, rad = S * 0.04, S * 0.14
    d.rounded_rectangle((m, m, S - m, S - m), radius=rad, fill=SPECIAL.get(ttype, IVORY), outline=TILE_EDGE,
                        width=S // 22)
    if ttype in FACTION:
        d.polygon(emblem_points(ttype, S / 2, S / 2, S * 0.34), fill=FACTION[ttype], outline=TILE_EDGE, width=S // 40)
    elif ttype == "dragon":  # the gold double frame of a dragon tile
        d.rounded_rectangle((S * 0.16, S * 0.16, S * 0.84, S * 0.84), radius=rad * 0.6, outline=(240, 196, 60),
                            width=S // 30)
    elif ttype == "wind":  # white gusts
        for k, fy in enumerate((0.36, 0.5, 0.64)):
            x0 = S * (0.24 + 0.08 * (k % 2))
            d.line([(x0 + S * 0.06 * i, S * fy + (-1) ** i * S * 0.025) for i in range(8)], fill=pal.WHITE,
                   width=S // 26, joint="curve")
    else:  # the light ring of a season tile
        r = S * 0.3
        d.ellipse((S / 2 - r, S / 2 - r, S / 2 + r, S / 2 + r), outline=(200, 196, 180), width=S // 26)
    return down(img)


def _castle_back() -> Image.Image:
    return centred(back(SIZE - 8, SIZE - 8))


def _castle_shrine() -> Image.Image:
    return centred(shrine(SIZE - 8))


def _castle_spirit() -> Image.Image:
    """A spirit card: a teal card with a white swirl (as the table's card legend draws it)."""
    img, d, S = canvas()
    d.rounded_rectangle((S * 0.16, S * 0.03, S * 0.84, S * 0.97), radius=S * 0.1, fill=(20, 120, 120),
                        outline=pal.BLACK, width=S // 30)
    cx, cy = S / 2, S / 2
    for k, r in enumerate((0.25, 0.16, 0.07)):
        a0 = 200 + 60 * k
        d.arc((cx - S * r, cy - S * r, cx + S * r, cy + S * r), a0, a0 + 250, fill=pal.WHITE, width=S // 28)
    return down(img)


def catalogue() -> dict[str, Callable[[], Image.Image]]:
    out: dict[str, Callable[[], Image.Image]] = {}
    for kind in KINDS:
        out["castle-" + kind.replace("_", "-")] = lambda kind=kind: _castle_tile(kind)
    for ttype in TYPE_IDS:
        out[f"castle-{ttype}"] = lambda ttype=ttype: _castle_type(ttype)
    out.update({"castle-back": _castle_back, "castle-shrine": _castle_shrine, "castle-spirit": _castle_spirit})
    return out
