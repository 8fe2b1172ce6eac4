"""The Thorgal ``legend`` page (one tap away from the table): what the map's marks mean (Area numbers, dimmed Areas,
costs, wound shapes, enemies, tokens), the border kinds (with the adventure's own rules for red and blue borders),
the resources' colours and shapes, the spaces of the Journey Path (A, H, F, X, T, Th, wounds, penalties), the heroes'
number icons and the Action Row's tokens. Drawn in the reader's language; the same for every moment of an adventure.
"""
from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from games.thorgal.data import ADVENTURES, DATA, RESOURCES
from renderers.thorgal import map as mp
from renderers.thorgal.common import (
    HEADER_H,
    KEY,
    RES_CODE,
    STATS,
    TILE,
    TILE_LAST,
    M,
    W,
    blocked_token,
    data_text,
    draw_cell,
    draw_shape,
    enemy_token,
    resource_icon,
    round_token,
    shape_cells,
    stat_icon,
    t,
)
from renderers.toolkit import fonts
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

COL_W = (W - 2 * M - 24 - 20) // 2  # two columns of items
TEXT = 20
SW_W = 118  # the swatch column


def _canvas(w: int, h: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    return img, ImageDraw.Draw(img)


def _row_of(pieces: list[Image.Image], gap: int = 4) -> Image.Image:
    w = sum(p.size[0] for p in pieces) + gap * (len(pieces) - 1)
    h = max(p.size[1] for p in pieces)
    img, _ = _canvas(w, h)
    x = 0
    for p in pieces:
        pr.paste(img, p, (x, (h - p.size[1]) // 2))
        x += p.size[0] + gap
    return img


def _number(n: str, live: bool = True) -> Image.Image:
    img, d = _canvas(46, 46)
    d.ellipse((1, 1, 44, 44), fill=mp.NUMBER_FILL if live else pal.LINE, outline=pal.GOLD_EDGE, width=3)
    d.text((23, 24), n, font=fonts.bold(KEY), fill=pal.INK, anchor="mm")
    return img


def _dim_area() -> Image.Image:
    img, d = _canvas(100, 46)
    d.rounded_rectangle((0, 0, 99, 45), radius=10, fill=mp.DIM_FILL, outline=pal.LINE, width=2)
    d.ellipse((6, 5, 42, 41), fill=pal.LINE, outline=mp.DIM_INK, width=2)
    d.text((24, 23), "5", font=fonts.bold(24), fill=pal.INK, anchor="mm")
    return img


def _cost(label: str, res: str, raised: bool = False) -> Image.Image:
    f = fonts.bold(KEY)
    w = tx.width(label, f) + 3 + 26
    img, d = _canvas(w, 40)
    d.text((0, 21), label, font=f, fill=(190, 30, 30) if raised else pal.INK, anchor="lm")
    pr.paste(img, resource_icon(res, 26), (w - 26, 7))
    return img


def _glyph(g: str, size: int = 30, ink=pal.INK) -> Image.Image:
    img, d = _canvas(size + 8, size + 10)
    d.text(((size + 8) / 2, (size + 10) / 2), g, font=fonts.bold(size), fill=ink, anchor="mm")
    return img


def _badge(n: str) -> Image.Image:
    """A card's place in the Action Row, as the table page draws it (white on dark)."""
    img, d = _canvas(38, 38)
    d.rounded_rectangle((0, 2, 35, 36), radius=8, fill=pal.HEADER)
    d.text((18, 19), n, font=fonts.bold(KEY), fill=pal.HEADER_INK, anchor="mm")
    return img


def _wound(shape: str) -> Image.Image:
    cells = shape_cells(shape)
    img, d = _canvas((1 + max(c[0] for c in cells)) * 14 + 2, (1 + max(c[1] for c in cells)) * 14 + 2)
    draw_shape(d, cells, 1, 1, 14, (190, 50, 50))
    return img


def _border(border: dict, blocked: bool = False) -> Image.Image:
    """A border between the ends of two Area panels."""
    img, d = _canvas(SW_W, 48)
    a, b = (16, 24), (SW_W - 17, 24)
    mp.draw_border_line(d, a, b, border)
    for x0 in (0, SW_W - 17):
        d.rounded_rectangle((x0, 0, x0 + 16, 47), radius=5, fill=pal.PANEL, outline=pal.CARD_EDGE, width=2)
    mp.draw_border_marks(img, d, a, b, border, blocked, wall=40)
    return img


def _cell(code: str, size: int = 46) -> Image.Image:
    img = Image.new("RGB", (size, size), pal.PANEL)
    draw_cell(img, pr.Draw(img), code, (0, 0, size - 1, size - 1))
    return img.convert("RGBA")


def _filled(fill, gather: bool = False, size: int = 46) -> Image.Image:
    img, d = _canvas(size, size)
    d.rectangle((0, 0, size - 1, size - 1), fill=pal.PANEL, outline=pal.LINE)
    if gather:
        d.ellipse((8, 8, size - 9, size - 9), fill=(60, 60, 70), outline=pal.WHITE, width=2)
    else:
        d.rectangle((2, 2, size - 3, size - 3), fill=fill)
    return img


def _token(active: bool) -> Image.Image:
    img, d = _canvas(30, 30)
    d.ellipse((2, 2, 27, 27), fill=(250, 240, 200) if active else (60, 60, 70), outline=pal.BLACK, width=2)
    return img


def _rule_text(adv: dict, rule: str, lang: str, fallback: str) -> str:
    spec = next((r for r in adv["adventure_board"].get("special_rules", []) if r.get("rule") == rule), None)
    return data_text(spec, "text", lang) if spec else t(lang, fallback)


def _sections(view: dict, lang: str) -> list[tuple[str, list[tuple[Image.Image, str]]]]:
    adv = ADVENTURES[view["adventure"]]
    res_names = {r["id"]: data_text(r, "name", lang) for r in DATA["resources"]}
    lt = lambda key, **p: t(lang, f"render-thorgal-legend-{key}", **p)  # noqa: E731
    tokens = [data_text(o, "name", lang) for o in adv.get("objective_tokens", [])]
    mapping = [
        (_number("3"), lt("number")),
        (_dim_area(), lt("unavailable")),
        (_row_of([pr.player_marker(0, 34), pr.player_marker(1, 34)]), lt("hero")),
        (_row_of([resource_icon("gossip", 26), resource_icon("material", 26)]), lt("sources")),
        (_cost("1/2", "magic"), lt("cost")),
        (_cost("3", "material", True), lt("raised")),
        (_wound("I2"), lt("sacrifice")),
        (_row_of([enemy_token(s, 34) for s in ("minor", "monstrous", "mystic")], 3), lt("enemies")),
        (_glyph("⚔", 26, pal.INK_SOFT), lt("combat")),
        (_glyph("✓", 24, pal.INK_SOFT), lt("read")),
        (_glyph("⇄", 24), lt("shared")),
        (blocked_token(34), lt("blocked")),
    ]
    for name in tokens:
        mapping.append((_row_of([round_token(34, name[:1].upper(), pal.GOLD, pal.INK),
                                 round_token(34, name[:1].upper(), pal.GOLD_EDGE, pal.INK, True)]),
                        lt("objective", name=name)))
    borders = [
        (_border({"type": "normal", "multiplicity": 1}), lt("border-normal")),
        (_border({"type": "normal", "multiplicity": 2}), lt("border-multiple")),
        (_border({"type": "impassable", "multiplicity": 1}), lt("border-impassable")),
        (_border({"type": "normal", "multiplicity": 1}, True), lt("border-blocked")),
    ]
    special = [  # the adventure's own rules for red and blue borders: whole lines
        (_border({"type": "red", "multiplicity": 1}),
         lt("border-red", rule=_rule_text(adv, "red_border_ends_move", lang, "render-thorgal-legend-adventure-rule"))),
        (_border({"type": "blue", "multiplicity": 1}),
         lt("border-blue", rule=_rule_text(adv, "blue_border_costs", lang, "render-thorgal-legend-adventure-rule"))),
    ]
    resources = [(resource_icon(r, 32), res_names[r]) for r in RESOURCES]
    codes = {v: k for k, v in RES_CODE.items()}
    path = [(_cell(code), lt("cell-" + key)) for code, key in
            (("A", "a"), ("H", "h"), ("F", "f"), ("X", "x"), ("Th", "th"), ("T", "t"), ("W:I2", "w"))]
    path += [
        (_row_of([_cell(codes["ore"]), _cell(f"{codes['material']}/{codes['gossip']}")]), lt("cell-resource")),
        (_row_of([_cell("@r"), _cell("@y")]), lt("cell-penalty")),
        (_row_of([_filled(TILE), _filled(TILE_LAST)]), lt("tiles")),
        (_filled(None, True), lt("gather")),
        (_glyph("◇", 26), lt("reveal")),
    ]
    heroes = [(stat_icon(s, 30), lt("stat-" + s)) for s in STATS]
    heroes.append((_row_of([stat_icon("skill", 30), stat_icon("skill_used", 30)]), lt("stat-skill")))
    row = [(_row_of([_badge("3"), _glyph("2", KEY)], 10), lt("row-number")),
           (_row_of([_token(True), _token(False)]), lt("row-tokens"))]
    return [(lt("map"), mapping, []), (lt("borders"), borders, special), (lt("resources"), resources, []),
            (lt("path"), path, []), (lt("heroes"), heroes, []), (lt("row"), row, [])]


def _item_h(swatch: Image.Image, text: str, w: int, sw: int = SW_W) -> tuple[int, list[str]]:
    lines = tx.wrap(text, fonts.regular(TEXT), w - sw - 12, 4)
    return max(swatch.size[1], len(lines) * (TEXT + 4)) + 8, lines


@lru_cache(maxsize=8)
def draw_legend_cached(adventure: str, lang: str) -> Image.Image:
    view = {"adventure": adventure}
    sections = _sections(view, lang)
    placed = []
    y = HEADER_H + 10
    f = fonts.regular(TEXT)
    for title, items, wide in sections:
        placed.append(("title", title, y))
        y += 38
        sw = max(50, max(s.size[0] for s, _ in items + wide) + 6)  # the swatch column of this section
        cols = 2
        cw3 = (W - 2 * M - 24 - 40) // 3
        if all(tx.width(text, f) <= cw3 - sw - 12 for _, text in items):
            cols = 3
        cw = (W - 2 * M - 24 - 20 * (cols - 1)) // cols
        rows = [items[k:k + cols] for k in range(0, len(items), cols)] + [[item] for item in wide]
        for chunk in rows:
            width = cw if len(chunk) > 1 or chunk[0] not in wide else W - 2 * M - 24
            hs = [_item_h(s, text, width, sw) for s, text in chunk]
            for j, ((swatch, _), (h, lines)) in enumerate(zip(chunk, hs, strict=True)):
                placed.append(("item", (swatch, lines, h, sw), (M + 12 + j * (cw + 20), y)))
            y += max(h for h, _ in hs)
        y += 8
    img, d = pr.new_canvas(W, y + M, pal.PAGE)
    d.rectangle((0, 0, W, HEADER_H), fill=pal.HEADER)
    tx.draw_fitted(d, (M, 0, W // 2, HEADER_H), t(lang, "render-thorgal-legend-title"), KEY, pal.HEADER_INK)
    tx.draw_fitted(d, (W // 2, 0, W - M, HEADER_H), data_text(ADVENTURES[adventure], "name", lang), 24,
                   pal.HEADER_INK, align="right")
    for kind, what, where in placed:
        if kind == "title":
            d.text((M, where + 18), what, font=fonts.bold(26), fill=pal.INK, anchor="lm")
            d.line((M, where + 36, W - M, where + 36), fill=pal.LINE, width=2)
            continue
        swatch, lines, h, sw = what
        x, y0 = where
        pr.paste(img, swatch, (x + (sw - swatch.size[0]) // 2, y0 + (h - swatch.size[1]) // 2))
        ty = y0 + (h - len(lines) * (TEXT + 4)) / 2
        for line in lines:
            d.text((x + sw + 12, ty + (TEXT + 4) / 2), line, font=f, fill=pal.INK, anchor="lm")
            ty += TEXT + 4
    return img


def draw_legend(view: dict, lang: str) -> Image.Image:
    return draw_legend_cached(view["adventure"], lang)
