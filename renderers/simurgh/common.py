"""Shared pieces of the Simurgh pictures: component data, words, and the schematic glyphs (resources, PP, markers,
vassals) with which every cost and gain is drawn as icons (``2▲ → 1● +3 PP``).

Every resource has a colour *and* a shape (colour-blind safe), players a colour, a shape and a number
(``primitives.player_marker``). Amounts a player decides by are drawn at :data:`KEY` px, 1/40 of the width.
"""
from __future__ import annotations

from PIL import Image, ImageDraw

from games.core import i18n
from games.core.contract import Msg
from games.simurgh.data import DRAGONS, SPACES, TILES
from games.simurgh.labels import ability_msg, dragon_msg, objective_msg, tile_msg
from renderers.toolkit import fonts
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

W = 1200
KEY = 30  # the phone rule: 1/40 of the width
_SCRATCH = ImageDraw.Draw(Image.new("RGB", (4000, 60)))  # a throwaway canvas to measure a row before drawing
RGB = pal.RGB

RES_STYLE: dict[str, tuple[RGB, str]] = {
    "vegetable": ((86, 170, 60), "circle"),
    "meat": ((184, 44, 11), "triangle"),
    "wood": ((147, 107, 93), "square"),
    "stone": ((140, 140, 150), "diamond"),
    "wisdom": ((50, 110, 210), "hexagon"),
    "weapon": ((40, 40, 48), "star"),
}
MARKER: RGB = (232, 178, 24)
PP_COLOUR: RGB = (150, 60, 170)
KIND_FILL: dict[str, RGB] = {
    "production": (226, 238, 214), "research": (216, 228, 246), "transformation": (240, 226, 242),
    "power": (250, 232, 206), "exploration": (246, 240, 210),
}
RIDER_ONLY: RGB = (120, 40, 140)
AFFORD: RGB = (20, 140, 60)  # a space the reader can pay for now


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
    """A City space's name as a title (the catalog's ``.title``: "Armory", not "the Armory" of a sentence)."""
    bundle = i18n.bundles().get(lang) or i18n.bundles()[i18n.DEFAULT_LANG]
    key = f"simurgh-space-{space}"
    if bundle.has_message(key):
        title = bundle.get_message(key).attributes.get("title")
        if title is not None:
            return bundle.format_pattern(title, {})[0]
    return say(Msg(key), lang)


def res_icon(d: ImageDraw.ImageDraw, res: str, cx: float, cy: float, r: float) -> None:
    colour, shape = RES_STYLE[res]
    d.polygon(pr.polygon_points(shape, cx, cy, r), fill=colour, outline=pal.BLACK)


def pp_icon(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """Power Points: a crown (a shape, not a word, so one picture serves both languages)."""
    pts = [(cx - r, cy + r * 0.7), (cx - r, cy - r * 0.5), (cx - r * 0.5, cy), (cx, cy - r * 0.9),
           (cx + r * 0.5, cy), (cx + r, cy - r * 0.5), (cx + r, cy + r * 0.7)]
    d.polygon(pts, fill=PP_COLOUR, outline=pal.BLACK)


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
        pp_icon(d, x + r, cy, r)
        x += 2 * r + 8
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
    """A bundle of the data as icons: ``choose_one`` options separated by "/", an ``any_of`` part as "3 (▲/■)" (the
    total and the types it may be split among); returns the x after it."""
    f = fonts.bold(int(size * 0.8))
    if not bundle:
        return _dash(d, x, cy, f)
    if "choose_one" in bundle:
        for i, option in enumerate(bundle["choose_one"]):
            if i:
                d.text((x, cy), "/", font=f, fill=pal.INK_SOFT, anchor="lm")
                x += tx.width("/", f) + 6
            x = draw_raw(d, x, cy, option, size, ink)
        return x
    fixed = {k: v for k, v in bundle.items() if k != "any_of"}
    if fixed:
        x = draw_fixed(d, x, cy, fixed, size, ink)
    r = size * 0.36
    small = fonts.bold(int(size * 0.75))
    for part in bundle.get("any_of") or []:
        x = _amount(d, x, cy, part["n"], size, ink)
        d.text((x, cy), "(", font=small, fill=ink, anchor="lm")
        x += tx.width("(", small) + 2
        for i, res in enumerate(part["from"]):
            if i:
                d.text((x, cy), "/", font=small, fill=pal.INK_SOFT, anchor="lm")
                x += tx.width("/", small) + 2
            res_icon(d, res, x + r, cy, r)
            x += 2 * r + 2
        d.text((x, cy), ")", font=small, fill=ink, anchor="lm")
        x += tx.width(")", small) + 8
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


def fit_effect(d: ImageDraw.ImageDraw, x: float, x_max: float, cy: float, space_id: str, size: int, lang: str) -> None:
    """:func:`draw_effect` at the largest size (down to 14 px) whose icons end before ``x_max``."""
    for fit in range(size, 13, -2):
        if draw_effect(_SCRATCH, x, 30, space_id, fit, lang) <= x_max:
            break
    draw_effect(d, x, cy, space_id, fit, lang)


def turn_order(view: dict) -> list[int]:
    """SIM-3.9: the seats in turn order, from the start player (the order the start post names; in Dragonlord mode
    the power draft runs it backwards from the last, SIM-14.3)."""
    n = len(view["seats"])
    first = int(view.get("first") or 0)
    return [(first + k) % n for k in range(n)]


def marker(view: dict, seat: int, size: int) -> Image.Image:
    """The seat's marker (its colour and shape) numbered by its place in turn order, so "1" is the start player, as
    in the start post's "players in order"."""
    return pr.player_marker(seat, size, number=turn_order(view).index(seat) + 1)


def occupants(img: Image.Image, occs: list, x1: float, cy: float, size: int, order: list[int] | None = None) -> None:
    """Vassals on a space, right-aligned before ``x1``: each the owner's marker (numbered by its place in ``order``,
    the turn order), a Dragonrider with a wing badge."""
    x = x1 - size
    for seat, v in reversed(occs):
        number = order.index(seat) + 1 if order and seat in order else None
        pr.paste(img, pr.player_marker(seat, size, number=number), (x, cy - size / 2))
        if v == "dragonrider":
            d = ImageDraw.Draw(img)
            d.polygon([(x - 4, cy - size / 2), (x + 10, cy - size / 2), (x - 4, cy - size / 2 + 14)], fill=RIDER_ONLY,
                      outline=pal.BLACK)
        x -= size + 4


def rider_badge(d: ImageDraw.ImageDraw, x: float, cy: float, r: float) -> None:
    """The Dragonrider-only mark of a space (SIM-4.1): a winged pawn on a purple disc."""
    d.ellipse((x - r, cy - r, x + r, cy + r), fill=(238, 226, 246), outline=RIDER_ONLY, width=3)
    vassal_glyph(d, x, cy, r * 0.6, "dragonrider", RIDER_ONLY)



def tile_card(img: Image.Image, d: ImageDraw.ImageDraw, box: tuple, tile: str, lang: str, *, title: str | None = None,
              vassals: dict | None = None, framed=None, size: int = 24, order: list[int] | None = None) -> None:
    """An action tile as a schematic card: its name (and move cost for an exploration tile, SIM-10.1), then one row
    per space: a tag (∞ for the big field, A-C, L1-L4; purple = Dragonriders only), the effect as icons and the
    vassals on it. ``framed(space)``: rows to frame (e.g. the spaces the reader can pay for)."""
    x0, y0, x1, y1 = box
    info = TILES[tile]
    explore = info["type"] == "exploration"
    pr.panel(d, box, KIND_FILL[info["type"]], pal.CARD_EDGE, 2, 10)
    name = title or tile_name(tile, lang)
    right = x1 - 10
    if explore:  # the title as long as it needs (its number matters), the move cost after it, shrunk to fit
        right = x0 + 14 + min(tx.width(name, fonts.bold(22)), int((x1 - x0) * 0.62))
    tx.draw_fitted(d, (x0 + 10, y0 + 2, right, y0 + 36), name, 24 if not explore else 22, pal.INK, "bold")
    if explore:  # the move cost, paid on entering level 1 and for every level down (SIM-10.1)
        d.text((right + 2, y0 + 19), "↓", font=fonts.bold(22), fill=pal.INK, anchor="lm")
        for fit in range(20, 11, -2):
            if draw_raw(_SCRATCH, right + 20, 30, info["move_cost"], fit) <= x1 - 6:
                break
        draw_raw(d, right + 20, y0 + 19, info["move_cost"], fit)
    rows = [lv["id"] for lv in info["levels"]] if explore else [sp["id"] for sp in info["spaces"]]
    rh = (y1 - y0 - 40) / 4
    for k, space in enumerate(rows):
        cy = y0 + 40 + rh * k + rh / 2
        sp = SPACES[space]
        if framed is not None and framed(space):
            d.rounded_rectangle((x0 + 3, cy - rh / 2 + 2, x1 - 3, cy + rh / 2 - 2), radius=6, outline=AFFORD, width=3)
        tag = f"L{sp['level']}" if "level" in sp else space.split(".")[1].upper().replace("M", "∞")
        rider = sp["vassal"] == "dragonrider"
        d.rounded_rectangle((x0 + 7, cy - 15, x0 + 41, cy + 15), radius=6, fill=RIDER_ONLY if rider else pal.WHITE,
                            outline=pal.LINE)
        d.text((x0 + 24, cy), tag, font=fonts.bold(18), fill=pal.WHITE if rider else pal.INK, anchor="mm")
        here = (vassals or {}).get(space, [])
        fit_effect(d, x0 + 49, x1 - 8 - 30 * len(here), cy, space, size, lang)
        if here:
            occupants(img, here, x1 - 6, cy, 26, order)


def dragon_card(d: ImageDraw.ImageDraw, box: tuple, dragon: dict, lang: str, usable=()) -> None:
    """A dragon: its name and colour, then its three abilities left to right, each with its marker (gold: present;
    white: empty; crossed: a one-shot space that can never be filled again, SIM-11.4). ``usable``: ability indexes
    the reader can use now (framed)."""
    x0, y0, x1, y1 = box
    info = DRAGONS[dragon["id"]]
    pr.panel(d, box, pal.PANEL, pal.CARD_EDGE, 2, 8)
    tx.draw_fitted(d, (x0 + 8, y0 + 2, x1 - 8, y0 + 30), dragon_name(dragon["id"], lang), 20, pal.INK, "bold")
    rh = (y1 - y0 - 32) / 3
    for k in range(3):
        cy = y0 + 32 + rh * k + rh / 2
        if k in usable:
            d.rounded_rectangle((x0 + 3, cy - rh / 2 + 1, x1 - 3, cy + rh / 2 - 1), radius=5, outline=AFFORD, width=3)
        one_shot = info["abilities"][k]["one_shot"]
        marker_dot(d, x0 + 16, cy, 10, dragon["markers"][k], crossed=one_shot and not dragon["markers"][k])
        draw_ability(d, (x0 + 32, cy - rh / 2, x1 - 6, cy + rh / 2), dragon["id"], k, lang)


def _exchange(d: ImageDraw.ImageDraw, x: float, cy: float, effect: dict, size: int) -> float:
    if effect.get("pay"):
        x = draw_raw(d, x, cy, effect["pay"], size)
        f = fonts.bold(size)
        d.text((x, cy), "→", font=f, fill=pal.INK, anchor="lm")
        x += tx.width("→", f) + 6
    return draw_raw(d, x, cy, effect.get("gain"), size)


def draw_ability(d: ImageDraw.ImageDraw, box: tuple, dragon_id: str, k: int, lang: str) -> None:
    """An ability in a row: an instant one as icons (``pay → gain``), the others in words on up to two lines."""
    x0, y0, x1, y1 = box
    a = DRAGONS[dragon_id]["abilities"][k]
    cy = (y0 + y1) / 2
    size = int(min(24, (y1 - y0) * 0.6))
    if a["kind"] == "instant":
        effect = a["effect"]
        for fit in range(size, 11, -2):  # the largest size whose icons fit the row
            if _exchange(_SCRATCH, x0, cy, effect, fit) <= x1 or fit <= 13:
                _exchange(d, x0, cy, effect, fit)
                return
    f = fonts.regular(16)
    lines = tx.wrap(say(ability_msg(dragon_id, k + 1), lang), f, int(x1 - x0), 2)
    tx.draw_lines(d, (x0, int(cy - len(lines) * tx.height(f) * 0.6)), lines, f, pal.INK)
