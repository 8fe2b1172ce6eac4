"""Shared pieces of the Simurgh pictures: component data, words, and the schematic glyphs (resources, PP, markers,
vassals) with which every cost and gain is drawn as icons (``2▲ → 1● +3 PP``).

Every resource has a colour *and* a shape (colour-blind safe), players a colour, a shape and a number
(``primitives.player_marker``). Amounts a player decides by are drawn at :data:`KEY` px, 1/40 of the width.
"""
from __future__ import annotations

from PIL import Image, ImageDraw

from games.core import i18n
from games.core.contract import Msg
from games.simurgh.bundles import concrete
from games.simurgh.data import SPACES
from games.simurgh.labels import dragon_msg, objective_msg, tile_msg
from renderers.toolkit import fonts
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

W = 1200
KEY = 30  # the phone rule: 1/40 of the width
RGB = pal.RGB

RES_STYLE: dict[str, tuple[RGB, str]] = {
    "vegetable": ((86, 170, 60), "circle"),
    "meat": ((200, 60, 60), "triangle"),
    "wood": ((150, 100, 50), "square"),
    "stone": ((140, 140, 150), "diamond"),
    "wisdom": ((50, 110, 210), "hexagon"),
    "weapon": ((40, 40, 48), "star"),
}
MARKER: RGB = (232, 178, 24)
KIND_FILL: dict[str, RGB] = {
    "production": (226, 238, 214), "research": (216, 228, 246), "transformation": (240, 226, 242),
    "power": (250, 232, 206), "exploration": (246, 240, 210),
}
RIDER_ONLY: RGB = (120, 40, 140)


def t(lang: str, key: str, **params) -> str:
    return tx.tr(lang, key, **params)


def say(msg, lang: str) -> str:
    return i18n.render(msg, lang)


def tile_name(tile: str, lang: str) -> str:
    return say(tile_msg(tile), lang)


def dragon_name(dragon: str, lang: str) -> str:
    return say(dragon_msg(dragon), lang)


def objective_name(objective: str, lang: str) -> str:
    return say(objective_msg(objective), lang)


def city_name(space: str, lang: str) -> str:
    return say(Msg(f"simurgh-space-{space}"), lang)


def res_icon(d: ImageDraw.ImageDraw, res: str, cx: float, cy: float, r: float) -> None:
    colour, shape = RES_STYLE[res]
    d.polygon(pr.polygon_points(shape, cx, cy, r), fill=colour, outline=pal.BLACK)


def marker_dot(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, filled: bool = True,
               crossed: bool = False) -> None:
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=MARKER if filled else pal.WHITE, outline=pal.BLACK, width=2)
    if crossed:
        d.line((cx - r, cy - r, cx + r, cy + r), fill=pal.STRIKE, width=3)


def _amount(d, x: float, cy: float, n: int, size: int, ink: RGB) -> float:
    f = fonts.bold(size)
    s = str(n)
    d.text((x, cy), s, font=f, fill=ink, anchor="lm")
    return x + tx.width(s, f) + 2


def draw_fixed(d: ImageDraw.ImageDraw, x: float, cy: float, fixed: dict, size: int = KEY,
               ink: RGB = pal.INK) -> float:
    """A fixed bundle as icons from ``x`` on the line centred at ``cy``; returns the x after it."""
    r = size * 0.42
    for res, n in (fixed.get("resources") or {}).items():
        x = _amount(d, x, cy, n, size, ink)
        res_icon(d, res, x + r, cy, r)
        x += 2 * r + 8
    if fixed.get("power"):
        x = _amount(d, x, cy, fixed["power"], size, ink)
        f = fonts.bold(int(size * 0.7))
        d.text((x, cy), "PP", font=f, fill=ink, anchor="lm")
        x += tx.width("PP", f) + 8
    if fixed.get("markers"):
        x = _amount(d, x, cy, fixed["markers"], size, ink)
        marker_dot(d, x + r * 0.8, cy, r * 0.8)
        x += 2 * r + 8
    for v, n in (fixed.get("vassals") or {}).items():
        x = _amount(d, x, cy, n, size, ink)
        vassal_glyph(d, x + r, cy, r, v)
        x += 2 * r + 8
    if fixed.get("dragon_draw"):
        dd = fixed["dragon_draw"]
        x = dragon_glyph(d, x, cy, size, ink, f"{dd['draw']}→1")
    return x


def vassal_glyph(d, cx: float, cy: float, r: float, vassal: str, colour: RGB = (90, 90, 90)) -> None:
    """A Spearman is a pawn, a Dragonrider a pawn with wings (shape cue besides the letter-free drawing)."""
    d.ellipse((cx - r * 0.45, cy - r, cx + r * 0.45, cy - r * 0.1), fill=colour, outline=pal.BLACK)
    d.polygon([(cx - r * 0.7, cy + r), (cx + r * 0.7, cy + r), (cx, cy - r * 0.3)], fill=colour, outline=pal.BLACK)
    if vassal == "dragonrider":
        d.polygon([(cx - r * 1.1, cy - r * 0.6), (cx - r * 0.3, cy), (cx - r * 0.9, cy + r * 0.2)], fill=RIDER_ONLY)
        d.polygon([(cx + r * 1.1, cy - r * 0.6), (cx + r * 0.3, cy), (cx + r * 0.9, cy + r * 0.2)], fill=RIDER_ONLY)


def dragon_glyph(d, x: float, cy: float, size: int, ink: RGB, label: str) -> float:
    f = fonts.bold(int(size * 0.7))
    w = tx.width(label, f) + 16
    d.rounded_rectangle((x, cy - size * 0.45, x + w, cy + size * 0.45), radius=8, fill=(60, 30, 80))
    d.text((x + w / 2, cy), label, font=f, fill=pal.WHITE, anchor="mm")
    return x + w + 8


def draw_raw(d: ImageDraw.ImageDraw, x: float, cy: float, bundle: dict | None, size: int = KEY,
             ink: RGB = pal.INK) -> float:
    """A bundle of the data (choices included) as icons: options separated by "/"; returns the x after it."""
    options = concrete(bundle)
    f = fonts.bold(int(size * 0.8))
    if len(options) > 4:  # an any_of split: the total and the types it may take
        part = (bundle or {}).get("any_of", [{}])[0]
        x = _amount(d, x, cy, part.get("n", 0), size, ink)
        r = size * 0.36
        for res in part.get("from", []):
            res_icon(d, res, x + r, cy, r)
            x += 2 * r + 3
        d.text((x + 2, cy), "?", font=f, fill=ink, anchor="lm")
        rest = {k: v for k, v in (bundle or {}).items() if k != "any_of"}
        x += tx.width("?", f) + 10
        return draw_fixed(d, x, cy, rest, size, ink) if rest else x
    for i, o in enumerate(options):
        if i:
            d.text((x, cy), "/", font=f, fill=pal.INK_SOFT, anchor="lm")
            x += tx.width("/", f) + 6
        x = draw_fixed(d, x, cy, o, size, ink) if o else _dash(d, x, cy, f)
    return x


def _dash(d, x: float, cy: float, f) -> float:
    d.text((x, cy), "–", font=f, fill=pal.INK_SOFT, anchor="lm")
    return x + tx.width("–", f) + 6


def draw_effect(d: ImageDraw.ImageDraw, x: float, cy: float, space_id: str, size: int, lang: str) -> float:
    """What a space does: ``pay → gain`` as icons (the Monument and the Scouts' Quarters with their own words)."""
    space = SPACES[space_id]
    if "level" in space:
        return draw_raw(d, x, cy, space.get("gain"), size)
    effect = space.get("effect") or {}
    if effect.get("pay"):
        x = draw_raw(d, x, cy, effect["pay"], size)
        f = fonts.bold(size)
        d.text((x, cy), "→", font=f, fill=pal.INK, anchor="lm")
        x += tx.width("→", f) + 6
    if space.get("special") == "monument_objective":
        f = fonts.regular(int(size * 0.7))
        d.text((x, cy), t(lang, "render-simurgh-monument-short"), font=f, fill=pal.INK, anchor="lm")
        return x
    x = draw_raw(d, x, cy, effect.get("gain"), size)
    if space.get("special") == "scouts_purchase":
        f = fonts.regular(int(size * 0.7))
        d.text((x, cy), t(lang, "render-simurgh-scouts-short"), font=f, fill=pal.INK, anchor="lm")
    return x


def occupants(img: Image.Image, occs: list, x1: float, cy: float, size: int) -> None:
    """Vassals on a space, right-aligned before ``x1``: each the owner's marker, a Dragonrider with a wing badge."""
    x = x1 - size
    for seat, v in reversed(occs):
        pr.paste(img, pr.player_marker(seat, size), (x, cy - size / 2))
        if v == "dragonrider":
            d = ImageDraw.Draw(img)
            d.polygon([(x - 4, cy - size / 2), (x + 10, cy - size / 2), (x - 4, cy - size / 2 + 14)], fill=RIDER_ONLY,
                      outline=pal.BLACK)
        x -= size + 4


def rider_badge(d: ImageDraw.ImageDraw, x: float, cy: float, r: float) -> None:
    """The Dragonrider-only mark of a space (SIM-4.1): a winged pawn on a purple disc."""
    d.ellipse((x - r, cy - r, x + r, cy + r), fill=(238, 226, 246), outline=RIDER_ONLY, width=3)
    vassal_glyph(d, x, cy, r * 0.6, "dragonrider", RIDER_ONLY)

