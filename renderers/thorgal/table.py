"""The Thorgal ``table`` page, drawn from a view (everyone sees everything, §17) and posted after each turn: whose turn
it is and the round and tracks, the Action Row with its tokens, the map (``renderers.thorgal.map``), the end of the
Journey Path (or, while a Combat is on, the enemy card and the dice), and every hero's resources and numbers.

The page is laid out before its canvas exists (``pr.compose``): as tall as its sections, at most 1.3x its width.
"""
from __future__ import annotations

from PIL import Image, ImageDraw

from games.thorgal import combat
from games.thorgal.data import ACTION_CARDS, ADVENTURES, DATA, RESOURCES, TERRAIN
from renderers.thorgal import map as mp
from renderers.thorgal.common import (
    HEADER_H,
    KEY,
    LETTER_INK,
    TILE,
    TILE_LAST,
    M,
    W,
    active_seat,
    data_text,
    draw_cell,
    draw_shape,
    draw_stats,
    hero_name,
    resource_icon,
    stats_width,
    t,
)
from renderers.toolkit import fonts, keys
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

RES_NAMES = {r["id"]: r for r in DATA["resources"]}
DIE_FILL = {"yellow": (240, 200, 40), "orange": (235, 130, 30), "red": (200, 40, 40)}
ROW_H = 92
MAP_TOP = HEADER_H + 8 + ROW_H + 10  # the map's top edge on the page (under the header and the row)
PATH_CELL = 64
HERO_H = 58


# ---- the header: whose turn, the round, the adventure's track ----------------------------------------------------
def header(d: ImageDraw.ImageDraw, view: dict, lang: str) -> int:
    adv = ADVENTURES[view["adventure"]]
    d.rectangle((0, 0, W, HEADER_H), fill=pal.HEADER)
    if view.get("result"):
        status = t(lang, f"thorgal-result-{view['result']['outcome']}")
    elif view["phase"] == "EVENT":
        status = t(lang, "render-thorgal-event-phase")
    else:
        seat = (view["first"] + view["turn"]) % len(view["heroes"])
        status = t(lang, "render-thorgal-turn", hero=hero_name(view, seat, lang), n=view["turn"] + 1)
    tx.draw_fitted(d, (M, 0, 640, HEADER_H), status, KEY, pal.HEADER_INK, min_size=KEY)
    track = adv["adventure_board"].get("adventure_track")
    right = t(lang, "render-thorgal-round", n=view["round"], total=adv["adventure_board"]["round_track"]["length"])
    if track:
        right += f" · {data_text(track, 'name', lang)} {view['track']}/{track['max']}"
    tx.draw_fitted(d, (650, 0, W - M, HEADER_H), right, KEY, pal.HEADER_INK, align="right", min_size=KEY)
    keys.note("tg round-track", KEY)
    return HEADER_H


def _header(view: dict, lang: str, y: int):
    img, d = yield y + HEADER_H
    header(d, view, lang)


# ---- the Action Row ------------------------------------------------------------------------------------------------
def _row(view: dict, lang: str, y: int):
    """Each card's number (its place in the row, 1-7 from the left: the number the moves and the log use), action(s)
    and value; its tokens below (light: active, dark: used this round); tokens not under a card yet (round 1) in a
    dashed place at the right end."""
    slots = view["row"]
    outside = sum(1 for tok in view["tokens"] if tok["slot"] is None)
    y += 8
    img, d = yield y + ROW_H
    beside = 66 if outside else 0
    cw = (W - 2 * M - beside - (len(slots) - 1) * 6) // len(slots)
    for i, slot in enumerate(slots):
        card = ACTION_CARDS[slot["card"]]
        x0 = M + i * (cw + 6)
        pr.panel(d, (x0, y, x0 + cw, y + ROW_H), pal.PANEL, pal.CARD_EDGE, 2, 8)
        left = x0 + 8 + slot_badge(d, x0 + 5, y + 4, i + 1)
        names = " / ".join(t(lang, "thorgal-action-" + m["type"]) for m in card["main"])
        tx.draw_fitted(d, (left, y + 2, x0 + cw - 5, y + 26), names, 19, pal.INK, "bold", min_size=13)
        values = " / ".join(str(m["value"]) for m in card["main"] if m["value"] is not None)
        d.text((x0 + cw / 2, y + 46), values or "⚔", font=fonts.bold(KEY), fill=pal.INK, anchor="mm")
        if slot.get("special"):
            d.text((x0 + cw - 8, y + 30), slot["special"][-1], font=fonts.bold(22), fill=(150, 60, 160), anchor="ra")
        under = [tok for tok in view["tokens"] if tok["slot"] == i]
        for k, tok in enumerate(under):
            _token(d, x0 + 18 + k * 30, y + 76, tok["active"])
    if outside:
        x0, x1 = W - M - beside + 6, W - M
        for a, b in (((x0, y), (x1, y)), ((x1, y), (x1, y + ROW_H)), ((x1, y + ROW_H), (x0, y + ROW_H)),
                     ((x0, y + ROW_H), (x0, y))):
            pr.dashed_line(d, a, b, pal.INK_SOFT, 2, 7, 5)
        for k, tok in enumerate(tok for tok in view["tokens"] if tok["slot"] is None):
            _token(d, x0 + 16 + (k % 2) * 28, y + 22 + (k // 2) * 30 + (k // 4) * 4, tok["active"])
    keys.note("tg row-values", KEY)
    keys.note("tg row-numbers", KEY)


def slot_badge(d: ImageDraw.ImageDraw, x: float, y: float, n: int) -> int:
    """A card's place in the row, white on dark (the number every text uses); returns its width."""
    f = fonts.bold(KEY)
    w = max(34, tx.width(str(n), f) + 12)
    d.rounded_rectangle((x, y, x + w, y + 34), radius=8, fill=pal.HEADER)
    d.text((x + w / 2, y + 17), str(n), font=f, fill=pal.HEADER_INK, anchor="mm")
    return w


def _token(d: ImageDraw.ImageDraw, cx: float, cy: float, active: bool) -> None:
    d.ellipse((cx - 12, cy - 12, cx + 12, cy + 12), fill=(250, 240, 200) if active else (60, 60, 70),
              outline=pal.BLACK, width=2)


# ---- the end of the Journey Path -------------------------------------------------------------------------------
def coords(d: ImageDraw.ImageDraw, x0: float, y0: float, cell: int, columns: range, rows: int) -> None:
    """Column numbers above a grid (``columns``: 0-based, shown from 1) and row numbers at its left, from the grid's
    top-left corner ``(x0, y0)``: the numbers the moves name (``kolumna 5, wiersz 2``)."""
    f = fonts.bold(KEY)
    for k, gx in enumerate(columns):
        d.text((x0 + k * cell + cell / 2, y0 - 3), str(gx + 1), font=f, fill=pal.INK_SOFT, anchor="md")
    for gy in range(rows):
        d.text((x0 - 6, y0 + gy * cell + cell / 2), str(gy + 1), font=f, fill=pal.INK_SOFT, anchor="rm")
    keys.note("tg grid-coordinates", KEY)


COORD_H, GUTTER = 32, 30  # the column numbers' band above a grid, the row numbers' gutter at its left


def path_section(view: dict, lang: str, y: int):
    """The last 4 Terrain cards (where the next tile goes): their spaces numbered by column (from the path's first
    column) and row, the tiles laid (the last one brighter), the Gather tokens, and ◇ under the column that reveals
    the next card."""
    cards = view["path"]["cards"]
    first = max(0, len(cards) - 4)
    cell = PATH_CELL
    y += 8
    img, d = yield y + 34 + COORD_H + 4 * cell + 30
    title = t(lang, "render-thorgal-path", first=first + 1, n=len(cards)) if len(cards) > first + 1 else \
        t(lang, "render-thorgal-path-one", n=len(cards))
    tx.draw_fitted(d, (M, y, W - M, y + 32), title, 24, pal.INK, "bold")
    y += 34 + COORD_H
    left = M + GUTTER
    coords(d, left, y, cell, range(4 * first, 4 * len(cards)), 4)
    tiles = {tuple(c): k for k, tile in enumerate(view["path"]["tiles"]) for c in tile}
    gather = {tuple(c) for c in view["path"]["gather"]}
    last = len(view["path"]["tiles"]) - 1
    for gx in range(4 * first, 4 * len(cards)):
        card = TERRAIN[cards[gx // 4]]
        x0 = left + (gx - 4 * first) * cell
        for gy in range(4):
            y0 = y + gy * cell
            box = (x0, y0, x0 + cell - 1, y0 + cell - 1)
            draw_cell(img, d, card["grid"][gy][gx % 4], box, (gx, gy) in tiles or (gx, gy) in gather)
            if (gx, gy) in tiles:
                d.rectangle((x0 + 2, y0 + 2, x0 + cell - 3, y0 + cell - 3),
                            fill=TILE if tiles[(gx, gy)] != last else TILE_LAST)
            elif (gx, gy) in gather:
                d.ellipse((x0 + 10, y0 + 10, x0 + cell - 10, y0 + cell - 10), fill=(60, 60, 70), outline=pal.WHITE,
                          width=2)
        if gx % 4 == 0:
            d.line((x0, y, x0, y + 4 * cell), fill=pal.CARD_EDGE, width=4)
        if gx % 4 == card["reveal_column"]:
            d.text((x0 + cell / 2, y + 4 * cell + 2), "◇", font=fonts.bold(24), fill=pal.INK, anchor="ma")
    keys.note("tg path-icons", int(cell * 0.5))
    _path_key(img, d, lang, (left + (4 * len(cards) - 4 * first) * cell + 24, y, W - M, y + 4 * cell))


KEY_CELLS = ("A", "H", "F", "X", "Th")


def _path_key(img: Image.Image, d: ImageDraw.ImageDraw, lang: str, box: tuple[int, int, int, int]) -> None:
    """Beside a short path: what its spaces give (the resources' shapes, the letters); the legend page has it all."""
    x0, y0, x1, y1 = box
    items = [(res, data_text(RES_NAMES[res], "name", lang)) for res in RESOURCES]
    items += [(code, t(lang, f"render-thorgal-key-{code.lower()}")) for code in KEY_CELLS]
    cols = min(2, (x1 - x0) // 190)
    if cols < 1:
        return
    rows = -(-len(items) // cols)
    step = (y1 - y0) / rows
    cw = (x1 - x0) // cols
    f = fonts.regular(20)
    pr.panel(d, (x0 - 10, y0 - 4, x1, y1 + 4), pal.PANEL_DIM, pal.LINE, 1, 10)
    for k, (what, text) in enumerate(items):
        cx, cy = x0 + (k // rows) * cw, y0 + (k % rows + 0.5) * step
        if what in RES_NAMES:
            pr.paste(img, resource_icon(what, 26), (cx, cy - 13))
        else:
            d.text((cx + 13, cy), what, font=fonts.bold(22), fill=LETTER_INK.get(what, pal.INK), anchor="mm")
        d.text((cx + 36, cy), tx.ellipsize(text, f, cw - 44), font=f, fill=pal.INK, anchor="lm")


# ---- a Combat: the enemy card(s) and the dice -------------------------------------------------------------------
def _fight_cell(f: dict) -> int:
    return min(PATH_CELL, (W - 2 * M - GUTTER - 300) // max(combat.size(combat.grid(f["cards"]))[0], 1))


def fight_height(f: dict) -> int:
    return 8 + 34 + COORD_H + max(combat.size(combat.grid(f["cards"]))[1] * _fight_cell(f), 2 * 96)


def fight_section(view: dict, lang: str, y: int):
    f = view["fight"]
    g = combat.grid(f["cards"])
    w, h = combat.size(g)
    cell = _fight_cell(f)
    y0_ = y
    img, d = yield y + fight_height(f)
    y = y0_ + 8
    tx.draw_fitted(d, (M, y, W - M, y + 32), t(lang, "render-thorgal-fight"), 24, pal.INK, "bold")
    y += 34 + COORD_H
    left = M + GUTTER
    coords(d, left, y, cell, range(w), h)
    used = {tuple(c) for _, cells in f["placed"] for c in cells}
    for gy in range(h):
        for gx in range(len(g[gy])):
            x0, y0 = left + gx * cell, y + gy * cell
            draw_cell(img, d, g[gy][gx], (x0, y0, x0 + cell - 1, y0 + cell - 1), (gx, gy) in used)
            if (gx, gy) in used:
                d.rectangle((x0 + 3, y0 + 3, x0 + cell - 4, y0 + cell - 4), fill=(90, 90, 160))
    keys.note("tg fight-icons", int(cell * 0.5))
    x = left + w * cell + 30
    placed = {i for i, _ in f["placed"]}
    for i, die in enumerate(f["pool"]):
        dx, dy = x + (i % 4) * 100, y + (i // 4) * 96
        d.rounded_rectangle((dx, dy, dx + 84, dy + 84), radius=12, fill=DIE_FILL[die["colour"]], outline=pal.BLACK,
                            width=3)
        d.text((dx + 5, dy + 1), str(i + 1), font=fonts.bold(KEY), fill=pal.INK, stroke_width=2,
               stroke_fill=pal.WHITE)
        if die["face"]:
            cells = combat.face(die)["cells"]
            shown = [(cx, cy) for cx, cy, c in cells if c == "w" or die["critical"]]
            unit = 14
            sw, sh = (1 + max(c[0] for c in cells)) * unit, (1 + max(c[1] for c in cells)) * unit
            ox, oy = dx + 48 - sw / 2, dy + 52 - sh / 2
            draw_shape(d, shown, ox, oy, unit, pal.WHITE)
            if not die["critical"]:
                draw_shape(d, [(cx, cy) for cx, cy, c in cells if c == "b"], ox, oy, unit, (30, 30, 30), pal.WHITE)
        else:
            d.text((dx + 42, dy + 46), "?", font=fonts.bold(KEY), fill=pal.INK, anchor="mm")
        if i in placed:
            pr.strike(d, (dx, dy, dx + 84, dy + 84))
    keys.note("tg dice-numbers", KEY)


# ---- the heroes' resources and numbers ---------------------------------------------------------------------------
def _heroes(view: dict, names: list, lang: str, y: int):
    y += 8
    img, d = yield y + len(view["heroes"]) * HERO_H
    f = fonts.bold(KEY)
    active = active_seat(view)
    for seat, h in enumerate(view["heroes"]):
        box = (M, y, W - M, y + HERO_H - 6)
        cy = y + (HERO_H - 6) / 2
        pr.panel(d, box, pal.player(seat).tint, pal.player(seat).colour, 3, 10)
        if seat == active:  # whose turn it is
            pr.highlight(d, box, 4, 10)
        pr.paste(img, pr.player_marker(seat, 36), (M + 8, cy - 18))
        left = draw_stats(img, d, h, W - M - 12, cy) if stats_width(h) < 560 else W - M
        x = M + 350
        for res in RESOURCES:
            n = h["resources"].get(res, 0)
            if n:
                pr.paste(img, resource_icon(res, 28), (x, cy - 14))
                d.text((x + 32, cy + 1), str(n), font=f, fill=pal.INK, anchor="lm")
                x += 32 + tx.width(str(n), f) + 14
        who = hero_name(view, seat, lang)
        player = names[view["controller"][seat]] if view["controller"][seat] < len(names) else ""
        room = (M + 340 if x > M + 350 else left - 10) - (M + 52)
        tx.draw_fitted(d, (M + 52, y + 1, M + 52 + room, y + 29), who, 21, pal.INK, "bold", min_size=15)
        if player:
            tx.draw_fitted(d, (M + 52, y + 27, M + 52 + room, y + 51), player, 18, pal.INK_SOFT, "regular",
                           min_size=13)
        y += HERO_H
    keys.note("tg hero-resources", KEY)
    keys.note("tg hero-stats", KEY)


def _below_map(view: dict) -> int:
    """How tall the sections under the map are (the path or the Combat, the heroes, the bottom margin)."""
    fight = view.get("fight")
    if fight and fight.get("cards"):
        below = fight_height(fight)
    else:
        below = 8 + 34 + COORD_H + 4 * PATH_CELL + 30
    return below + 8 + len(view["heroes"]) * HERO_H + M


def draw_table(view: dict, names: list, lang: str) -> Image.Image:
    """The table page; the map is drawn tighter when the page would be taller than a phone shows (1.3x the width)."""
    fight = view.get("fight")
    room = int(1.3 * W) - _below_map(view)
    sections = [lambda y: _header(view, lang, y), lambda y: _row(view, lang, y),
                lambda y: mp.section(view, lang, MAP_TOP, room)]
    if fight and fight.get("cards"):  # the path waits while the Combat is on
        sections.append(lambda y: fight_section(view, lang, y))
    else:
        sections.append(lambda y: path_section(view, lang, y))
    sections.append(lambda y: _heroes(view, names, lang, y))
    return pr.compose(W, pal.PAGE, sections, bottom=M)
