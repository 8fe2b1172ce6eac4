"""Small icons of the pieces a step button names (``Game.token_icon``): resources, terrains, tiles, cards, dice.

``python -m renderers.icons [DIR]`` draws every icon as a 128x128 PNG with a transparent background, ``<key>.png``,
into ``DIR`` (default: ``bot/discord_app/emoji_icons``, where the bot uploads them as application emojis; Discord
takes at most 256 KiB an emoji), and removes the PNGs of keys that no longer exist. The icons are committed; run it
again after changing a drawing here or a piece's look in its game's renderer.

Each icon is the piece as the table pictures draw it (the same colours and shapes, mostly the very same drawing
function), so a player recognises it beside a button's words: a Simurgh resource in its colour and shape, a Bunny
Kingdom terrain square, a Dragon Castle tile face, a Smoki card, a Thorgal resource or combat die. They carry no
words (one picture serves both languages); numbers and letters drawn on the pieces themselves stay.

Keys are lowercase words joined by ``-``: ``<game>-<piece>`` (``simurgh-wood``, ``bunny-forest``,
``castle-merchant-3``, ``dragons-raven-nest``, ``thorgal-die-red``). :func:`keys` lists every key a game's
``token_icon`` may return; the games' tests check that.
"""
from __future__ import annotations

import io
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

from games.bunny_kingdom import ui as bunny_ui
from games.bunny_kingdom.cards import BY_TOKEN, CAMP_BY_NUMBER, PARCHMENT, ctype
from games.bunny_kingdom.data import TERRAINS, UNIVERSAL_CHOICES
from games.dragon_castle.data import KINDS, TYPE_IDS
from games.dragons.cards import KINDS as CARD_KINDS
from games.simurgh.data import RESOURCES as SIM_RESOURCES
from games.simurgh.ui import VASSALS
from games.thorgal.data import DICE
from games.thorgal.data import RESOURCES as TG_RESOURCES
from renderers.bunny_kingdom.common import TERRAIN_INK, card_glyph, parchment_glyph, terrain_tile
from renderers.bunny_kingdom.common import resource_icon as bunny_resource_icon
from renderers.dragon_castle.tiles import FACTION, IVORY, SPECIAL, TILE_EDGE, back, emblem_points, face, shrine
from renderers.dragons.common import card_image
from renderers.simurgh.common import RES_STYLE, vassal_glyph
from renderers.thorgal.common import resource_icon as thorgal_resource_icon
from renderers.thorgal.table import DIE_FILL
from renderers.toolkit import fonts
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr

SIZE = 128
SS = 4  # drawn at 4x, scaled down (smooth edges at 128 px)
MAX_BYTES = 256 * 1024  # Discord's limit for an emoji's image
OUT = Path(__file__).resolve().parents[1] / "bot" / "discord_app" / "emoji_icons"
KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-")


# ---- helpers -------------------------------------------------------------------------------------------------------
def _canvas() -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    S = SIZE * SS
    img = Image.new("RGBA", (S, S), (0, 0, 0, 0))
    return img, ImageDraw.Draw(img), S


def _down(img: Image.Image) -> Image.Image:
    return img.resize((SIZE, SIZE), Image.Resampling.LANCZOS)


def _centred(piece: Image.Image, box: int = SIZE - 8) -> Image.Image:
    """``piece`` scaled to fit a ``box`` px square (keeping its proportions), centred on a transparent icon."""
    piece = piece.convert("RGBA")
    scale = min(box / piece.width, box / piece.height)
    w, h = max(1, round(piece.width * scale)), max(1, round(piece.height * scale))
    if (w, h) != piece.size:
        piece = piece.resize((w, h), Image.Resampling.LANCZOS)
    out = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    out.alpha_composite(piece, ((SIZE - w) // 2, (SIZE - h) // 2))
    return out


def _shape(shape: str, fill: pal.RGB, r: float = 0.44) -> Image.Image:
    """A marker shape (``renderers.toolkit.shapes.polygon_points``) in ``fill`` with a dark edge."""
    img, d, S = _canvas()
    pts = pr.polygon_points(shape, S / 2, S / 2, S * r)
    d.polygon(pts, fill=fill, outline=pal.BLACK, width=S // 24)
    return _down(img)


# ---- Simurgh ---------------------------------------------------------------------------------------------------------
def _simurgh_resource(res: str) -> Image.Image:
    colour, shape = RES_STYLE[res]
    return _shape(shape, colour, 0.42 if shape in ("triangle", "star", "diamond") else 0.46)


def _simurgh_vassal(vassal: str) -> Image.Image:
    img, d, S = _canvas()
    vassal_glyph(d, S / 2, S / 2, S * 0.44, vassal)
    return _down(img)


# ---- Bunny Kingdom ---------------------------------------------------------------------------------------------------
def _bunny_terrain(terrain: str) -> Image.Image:
    """A square of the board: the terrain's fill and pattern in a rounded frame of its ink."""
    side = SIZE - 8
    tile = terrain_tile(terrain, side, side).convert("RGBA")
    out = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    out.paste(tile, (4, 4), pr.rounded_mask(side, side, side // 6))
    img, d, S = _canvas()
    d.rounded_rectangle((4 * SS, 4 * SS, (4 + side) * SS - 1, (4 + side) * SS - 1), radius=side // 6 * SS,
                        outline=pal.mix(TERRAIN_INK[terrain], pal.BLACK, 0.3), width=5 * SS)
    out.alpha_composite(_down(img))
    return out


def _bunny_card(token: str) -> Image.Image:
    return _centred(card_glyph(BY_TOKEN[token][0], SIZE - 8))


def _bunny_camp(number: int) -> Image.Image:
    """A camp: the board's tent (its colour, its number) with a thinner edge, so the number reads at emoji size."""
    img, d, S = _canvas()
    d.polygon([(S * 0.5, S * 0.05), (S * 0.97, S * 0.93), (S * 0.03, S * 0.93)], fill=(226, 186, 112),
              outline=pal.INK, width=S // 22)
    d.text((S * 0.5, S * 0.64), str(number), font=fonts.bold(int(S * 0.5)), fill=pal.INK, anchor="mm")
    return _down(img)


def _bunny_resource(res: str) -> Image.Image:
    return _centred(bunny_resource_icon(res, SIZE - 8))


def _bunny_parchment() -> Image.Image:
    return _centred(parchment_glyph(SIZE - 8))


# ---- Dragon Castle ---------------------------------------------------------------------------------------------------
def _castle_tile(kind: str) -> Image.Image:
    return _centred(face(kind, SIZE - 8, SIZE - 8))


def _castle_type(ttype: str) -> Image.Image:
    """A tile type without a number or symbol: a faction's emblem on an ivory tile, a special type's coloured tile."""
    img, d, S = _canvas()
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
    return _down(img)


def _castle_back() -> Image.Image:
    return _centred(back(SIZE - 8, SIZE - 8))


def _castle_shrine() -> Image.Image:
    return _centred(shrine(SIZE - 8))


def _castle_spirit() -> Image.Image:
    """A spirit card: a teal card with a white swirl (as the table's card legend draws it)."""
    img, d, S = _canvas()
    d.rounded_rectangle((S * 0.16, S * 0.03, S * 0.84, S * 0.97), radius=S * 0.1, fill=(20, 120, 120),
                        outline=pal.BLACK, width=S // 30)
    cx, cy = S / 2, S / 2
    for k, r in enumerate((0.25, 0.16, 0.07)):
        a0 = 200 + 60 * k
        d.arc((cx - S * r, cy - S * r, cx + S * r, cy + S * r), a0, a0 + 250, fill=pal.WHITE, width=S // 28)
    return _down(img)


# ---- Smoki -----------------------------------------------------------------------------------------------------------
def _dragons_card(kind: str) -> Image.Image:
    return _centred(card_image(kind, 88, 124, "en"))  # the faces carry numbers and marks, no words


def _dragons_back() -> Image.Image:
    return _centred(pr.card_back(88, 124))


# ---- Thorgal ---------------------------------------------------------------------------------------------------------
def _thorgal_resource(res: str) -> Image.Image:
    return _centred(thorgal_resource_icon(res, SIZE - 8))


def _thorgal_die(colour: str) -> Image.Image:
    """A combat die in its colour with a white shape on its face (the fight picture's dice)."""
    img, d, S = _canvas()
    m = S * 0.06
    d.rounded_rectangle((m, m, S - m, S - m), radius=S * 0.16, fill=DIE_FILL[colour], outline=pal.BLACK,
                        width=S // 24)
    u = S * 0.2  # an L of three white squares, as a face's shape
    x0, y0 = S / 2 - u, S / 2 - u
    for cx, cy in ((0, 0), (0, 1), (1, 1)):
        d.rectangle((x0 + cx * u, y0 + cy * u, x0 + (cx + 1) * u, y0 + (cy + 1) * u), fill=pal.WHITE,
                    outline=pal.BLACK, width=S // 64)
    return _down(img)


# ---- the catalogue ---------------------------------------------------------------------------------------------------
@cache
def catalogue() -> dict[str, Callable[[], Image.Image]]:
    """Every icon key -> the function that draws it, from the games' own data (every piece a ``token_icon`` names)."""
    out: dict[str, Callable[[], Image.Image]] = {}
    for res in SIM_RESOURCES:
        out[f"simurgh-{res}"] = lambda res=res: _simurgh_resource(res)
    for v in VASSALS:
        out[f"simurgh-{v}"] = lambda v=v: _simurgh_vassal(v)
    for terrain in TERRAINS:
        out[f"bunny-{terrain}"] = lambda terrain=terrain: _bunny_terrain(terrain)
    for res in UNIVERSAL_CHOICES:
        out[f"bunny-{res}"] = lambda res=res: _bunny_resource(res)
    for token, cards in BY_TOKEN.items():
        kind = ctype(cards[0])
        if kind == PARCHMENT:
            out["bunny-parchment"] = _bunny_parchment
        elif kind != "territory":
            out[bunny_ui.card_icon(token)] = lambda token=token: _bunny_card(token)
    for n in CAMP_BY_NUMBER:
        out[f"bunny-camp-{n}"] = lambda n=n: _bunny_camp(n)
    for kind in KINDS:
        out["castle-" + kind.replace("_", "-")] = lambda kind=kind: _castle_tile(kind)
    for ttype in TYPE_IDS:
        out[f"castle-{ttype}"] = lambda ttype=ttype: _castle_type(ttype)
    out.update({"castle-back": _castle_back, "castle-shrine": _castle_shrine, "castle-spirit": _castle_spirit})
    for kind in CARD_KINDS:
        out["dragons-" + kind.replace("_", "-")] = lambda kind=kind: _dragons_card(kind)
    out["dragons-back"] = _dragons_back
    for res in TG_RESOURCES:
        out[f"thorgal-{res}"] = lambda res=res: _thorgal_resource(res)
    for colour in DICE:
        out[f"thorgal-die-{colour}"] = lambda colour=colour: _thorgal_die(colour)
    bad = [k for k in out if not set(k) <= KEY_CHARS]
    assert not bad, bad
    return dict(sorted(out.items()))


def _halo(img: Image.Image) -> Image.Image:
    """``img`` over a faint light rim around its shape: dark pieces (a black star, a charcoal tile) stay visible on
    Discord's dark theme; on the light theme the rim disappears into the background."""
    rim = img.getchannel("A").filter(ImageFilter.MaxFilter(7)).point(lambda a: 170 if a > 40 else 0)
    out = Image.new("RGBA", img.size, (255, 255, 255, 0))
    out.putalpha(rim)
    out.alpha_composite(img)
    return out


def keys() -> list[str]:
    return list(catalogue())


def draw(key: str) -> Image.Image:
    """The icon ``key``: a 128x128 RGBA picture."""
    img = _halo(catalogue()[key]())
    assert img.size == (SIZE, SIZE) and img.mode == "RGBA", (key, img.size, img.mode)
    return img


def png(key: str) -> bytes:
    buf = io.BytesIO()
    draw(key).save(buf, "PNG", optimize=True)
    data = buf.getvalue()
    assert len(data) <= MAX_BYTES, (key, len(data))
    return data


def write_all(out: Path = OUT) -> list[Path]:
    """Every icon into ``out`` (``<key>.png``); PNGs of other names there are removed. Returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for key in keys():
        path = out / f"{key}.png"
        path.write_bytes(png(key))
        written.append(path)
    for stale in set(out.glob("*.png")) - set(written):
        stale.unlink()
    return written


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else OUT
    written = write_all(out)
    print(f"{len(written)} icons in {out} ({sum(p.stat().st_size for p in written) // 1024} KiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
