"""The seat's private Królestwo Królików picture (for the DM): the hand with the submitted pick, the secret
parchments with their effect, the buildings to place and the construction plan, 2-player discards, pending universal
farm and copy choices. Drawn from ``view["private"]`` plus the public board (to mark cities and camps on the squares
of territory cards, and territory cards next to the seat's own land)."""
from __future__ import annotations

from PIL import Image, ImageDraw

from renderers.bunny_kingdom import board as bd
from renderers.bunny_kingdom.common import (
    CREAM,
    PARCHMENT,
    PARCHMENT_EDGE,
    Ctx,
    building_glyph,
    card,
    card_desc,
    card_glyph,
    card_name,
    resource_icon,
    resource_name,
    terrain_name,
    terrain_tile,
    tr_or,
)
from renderers.toolkit import fonts, keys
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

WIDTH = 1280
MARGIN = 20
TILE_GAP = 14
#: (columns, tile height): the roomy layout first; a denser one when a long hand, many parchments and a building
#: plan would make the picture taller than a phone shows well (1.3x the width)
LAYOUTS = ((6, 150), (8, 132))


def _tile_w(cols: int) -> int:
    return (WIDTH - 2 * MARGIN - (cols - 1) * TILE_GAP) // cols


def _near_own_land(c: Ctx, square: str, seat: int) -> bool:
    board = c.view.get("board") or {}
    lava = bd.lava_set(c.view)
    pos = bd.position(square)
    if pos is None:
        return False
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        rr, cc = pos[0] + dr, pos[1] + dc
        if 0 <= rr < 10 and 0 <= cc < 10:
            nb = bd.square_id(rr, cc)
            if (board.get(nb) or {}).get("owner") == seat and frozenset((square, nb)) not in lava:
                return True
    return False


def _tile(c: Ctx, img: Image.Image, d: ImageDraw.ImageDraw, box, cid: str, seat: int | None) -> None:
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    info = card(cid)
    t = info.get("type")
    mask = pr.rounded_mask(w, h, 12)
    if t == "territory":
        sq, terrain = str(info.get("square")), str(info.get("terrain"))
        img.paste(terrain_tile(terrain, w, h), (x0, y0), mask)
        d.rounded_rectangle(box, radius=12, outline=pal.INK, width=3)
        keys.note("squares", int(h * 0.34))
        d.text(((x0 + x1) / 2, y0 + h * 0.38), sq, font=fonts.bold(int(h * 0.34)), fill=pal.WHITE, anchor="mm",
               stroke_width=4, stroke_fill=pal.INK)  # fmt: skip
        band = (x0 + 3, y1 - 38, x1 - 3, y1 - 3)
        d.rectangle(band, fill=pal.WHITE)
        d.line((band[0], band[1], band[2], band[1]), fill=pal.INK, width=2)
        tx.draw_fitted(d, (x0 + 10, band[1], x1 - 10, band[3]), terrain_name(terrain, c.lang), 20, pal.INK, "bold",
                       "center", 13)  # fmt: skip
        cell = (c.view.get("board") or {}).get(sq) or {}
        g = building_glyph(cell.get("building"), 38)
        if g is not None:  # a city square, or someone's camp (playing the card removes it, BK-6.2.1)
            pr.paste(img, g, (x1 - 46, y0 + 8))
            owner = cell.get("owner")
            if owner is not None:
                pr.paste(img, pr.player_marker(int(owner), 30), (x1 - 46 - 34, y0 + 12))
        if seat is not None and _near_own_land(c, sq, seat):
            pr.paste(img, pr.player_marker(seat, 30), (x0 + 8, y0 + 8))
            d.text((x0 + 40, y0 + 23), "+", font=fonts.bold(26), fill=pal.INK, anchor="lm", stroke_width=2,
                   stroke_fill=pal.WHITE)  # fmt: skip
        return
    parchment = t == "parchment"
    fill, edge = (PARCHMENT, PARCHMENT_EDGE) if parchment else (CREAM, pal.INK)
    d.rounded_rectangle(box, radius=12, fill=fill, outline=edge, width=3)
    if parchment:
        g = card_glyph(cid, 44)
        if g is not None:
            pr.paste(img, g, (x0 + 12, y0 + 12))
        kind = c.t("render-bk-private-treasure" if info.get("parchment_kind") == "treasure"
                   else "render-bk-private-mission")  # fmt: skip
        f_k = fonts.regular(16)
        d.text((x1 - 12, y0 + 14), kind, font=f_k, fill=PARCHMENT_EDGE, anchor="ra")
        tx.draw_fitted(d, (x0 + 64, y0 + 30, x1 - 12, y0 + 60), card_name(cid, c.lang), 23, pal.INK, "bold", "left",
                       15)  # fmt: skip
        f = fonts.regular(18)
        lines = tx.wrap(card_desc(cid, c.lang), f, w - 28, 3)
        tx.draw_lines(d, (x0 + 14, y0 + 68), lines, f, pal.INK, 1.15)
        return
    g = card_glyph(cid, 54)
    if g is not None:
        pr.paste(img, g, ((x0 + x1) / 2 - 27, y0 + 10))
    f = fonts.bold(19)
    lines = tx.wrap(card_name(cid, c.lang), f, w - 20, 2)
    tx.draw_lines(d, ((x0 + x1) // 2, y0 + 70), lines, f, pal.INK, 1.1, anchor_x="m")


def _land_section(c: Ctx, img: Image.Image, d: ImageDraw.ImageDraw, y: int, seat: int, plan: list[dict],
                  cell: int) -> int:
    """The board (every fief outlined in its owner's colour) with the squares of my plan framed, beside a word on
    my land: where my buildings can go, without scrolling back to the table's picture."""
    y = _section(d, y, c.t("render-bk-private-land"), c.t("render-bk-private-land-note"))
    x0, y0 = MARGIN, y + 6
    box = bd.draw_board(c, img, d, x0, y0, cell, set())
    gx, gy = x0 + bd.LABEL, y0 + bd.LABEL
    for item in plan:
        for square in item.get("squares") or []:
            pos = bd.position(str(square))
            if pos is not None:
                pr.highlight(d, pr.grow(bd.cell_box(gx, gy, cell, pos[0], pos[1]), -3), 5, 6)
    info = c.info(seat)
    fx = box[2] + 24
    lines = [c.t("render-bk-squares", n=int(info.get("squares") or 0)),
             c.t("render-bk-fiefs", n=int(info.get("fiefs") or 0))]
    yy = y0 + bd.LABEL
    pr.paste(img, pr.player_marker(seat, 40), (fx, yy))
    for line in lines:
        tx.draw_fitted(d, (fx + 52, yy, WIDTH - MARGIN, yy + 40), line, 26, pal.INK, "bold", "left", 16)
        yy += 46
    return box[3] + 8


def _span(cid: str) -> int:
    return 2 if card(cid).get("type") == "parchment" else 1


def _flow(cids: list[str], x: int, y: int, layout: tuple[int, int]) -> tuple[list[tuple[str, tuple]], int]:
    """Place tiles left to right in rows of ``cols`` units (parchments take 2); returns boxes and the bottom."""
    cols, tile_h = layout
    tile_w = _tile_w(cols)
    out = []
    col, row_y = 0, y
    for cid in cids:
        span = _span(cid)
        if col + span > cols:
            col, row_y = 0, row_y + tile_h + TILE_GAP
        bx = x + col * (tile_w + TILE_GAP)
        out.append((cid, (bx, row_y, bx + span * tile_w + (span - 1) * TILE_GAP, row_y + tile_h)))
        col += span
    bottom = row_y + tile_h if cids else y
    return out, bottom


def _section(d: ImageDraw.ImageDraw, y: int, title: str, note: str | None = None) -> int:
    y += 18
    f = fonts.bold(25)
    d.text((MARGIN, y), title, font=f, fill=pal.INK, anchor="lt")
    y += tx.height(f) + 2
    if note:
        fn = fonts.regular(19)
        for line in tx.wrap(note, fn, WIDTH - 2 * MARGIN, 2):
            d.text((MARGIN, y), line, font=fn, fill=pal.INK_SOFT, anchor="lt")
            y += tx.height(fn) + 2
    return y + 8


def _list_row(c: Ctx, img: Image.Image, d: ImageDraw.ImageDraw, y: int, glyph: Image.Image | None, text: str,
              extra: str | None = None) -> int:  # fmt: skip
    h = 40
    d.rounded_rectangle((MARGIN, y, WIDTH - MARGIN, y + h), radius=10, fill=pal.PANEL, outline=pal.LINE, width=2)
    x = MARGIN + 10
    if glyph is not None:
        pr.paste(img, glyph, (x, y + (h - glyph.size[1]) / 2))
        x += glyph.size[0] + 10
    right = WIDTH - MARGIN - 12
    if extra:
        fe = fonts.bold(20)
        d.text((right, y + h / 2), extra, font=fe, fill=pal.INK, anchor="rm")
        right -= tx.width(extra, fe) + 12
    tx.draw_fitted(d, (x, y, right, y + h), text, 21, pal.INK, "regular", "left", 14)
    return y + h + 6


def draw_private(view: dict, names: list[str], lang: str) -> Image.Image | None:
    img = None
    for layout in LAYOUTS:
        img = _draw(view, names, lang, layout)
        if img is None or img.size[1] <= 1.3 * WIDTH:
            return img
    return img


def _draw(view: dict, names: list[str], lang: str, layout: tuple[int, int]) -> Image.Image | None:
    priv = view.get("private")
    if not isinstance(priv, dict):
        return None
    c = Ctx(view, list(names or []), lang)
    seat = view.get("seat") if isinstance(view.get("seat"), int) else None
    hand = [str(x) for x in priv.get("hand") or []]
    pick = [str(x) for x in priv.get("pick") or []]
    parchments = [str(x) for x in priv.get("parchments") or []]
    unbuilt = [str(x) for x in priv.get("unbuilt") or []]
    plan = [p for p in priv.get("plan") or [] if isinstance(p, dict)]
    discards = [str(x) for x in priv.get("discards") or []]
    universal = priv.get("universal") if isinstance(priv.get("universal"), dict) else {}
    copies = priv.get("copies") if isinstance(priv.get("copies"), dict) else {}
    if not (hand or parchments or unbuilt or plan or discards or universal or copies):
        return None
    img, d = pr.new_canvas(WIDTH, 4000, pal.PAGE)
    # title
    d.rectangle((0, 0, WIDTH, 60), fill=pal.HEADER)
    if seat is not None:
        pr.paste(img, pr.player_marker(seat, 42), (MARGIN, 9))
    title = c.t("render-bk-private-title", name=c.name(seat))
    sub = c.t("render-round-of", n=int(view.get("round") or 1), total=int(view.get("rounds") or 4))
    if c.phase == "PICK":
        sub += " · " + c.t("render-bk-pick-of", n=int(view.get("pick") or 1), total=int(view.get("picks_per_round")
                                                                                      or 5))  # fmt: skip
    elif c.phase:
        sub += " · " + tr_or(lang, f"bunny_kingdom-phase-{c.phase.lower()}", c.phase.lower())
    fsub = fonts.regular(21)
    d.text((WIDTH - MARGIN, 30), sub, font=fsub, fill=pal.HEADER_INK, anchor="rm")
    tx.draw_fitted(d, (MARGIN + 54, 0, WIDTH - MARGIN - tx.width(sub, fsub) - 16, 60), title, 28, pal.HEADER_INK,
                   "bold", "left", 16)  # fmt: skip
    y = 60
    if c.phase == "BUILD" and seat is not None:  # what the plan is about: my land on the board, the plan marked
        y = _land_section(c, img, d, y, seat, plan, 46 if layout == LAYOUTS[0] else 38)
    # hand
    if hand:
        two = c.n == 2
        if pick:
            note = c.t("render-bk-private-picked-2p" if two else "render-bk-private-picked",
                       cards=", ".join(card_name(p, lang) for p in pick))  # fmt: skip
        else:
            note = c.t("render-bk-private-hint-play" if two else "render-bk-private-hint-pick")
        near = [h for h in hand if card(h).get("type") == "territory" and seat is not None
                and _near_own_land(c, str(card(h)["square"]), seat)]  # fmt: skip
        if near:
            note += " " + c.t("render-bk-private-near")
        y = _section(d, y, c.t("render-bk-private-hand", n=len(hand)), note)
        order = [h for h in hand if card(h).get("type") != "parchment"] + [h for h in hand
                                                                            if card(h).get("type") == "parchment"]
        boxes, y = _flow(order, MARGIN, y + 12, layout)
        for cid, box in boxes:
            if cid in pick:
                pr.highlight(d, box, 5, 12)
        for cid, box in boxes:
            _tile(c, img, d, box, cid, seat)
            if cid in pick:
                k = pick.index(cid)
                if two:
                    label = c.t("render-bk-private-play" if k == 0 else "render-bk-private-discard")
                else:
                    label = str(k + 1)
                pr.badge(d, ((box[0] + box[2]) // 2, box[1]), label, fonts.bold(22), pal.HIGHLIGHT, pal.INK,
                         anchor="mm", outline=pal.BLACK)  # fmt: skip
    # parchments
    if parchments:
        y = _section(d, y, c.t("render-bk-private-parchments", n=len(parchments)))
        boxes, y = _flow(parchments, MARGIN, y, layout)
        for cid, box in boxes:
            _tile(c, img, d, box, cid, seat)
    # construction
    if unbuilt:
        y = _section(d, y, c.t("render-bk-private-unbuilt", n=len(unbuilt)))
        boxes, y = _flow(unbuilt, MARGIN, y + 12, layout)
        planned = {str(p.get("card")): p.get("squares") or [] for p in plan}
        for cid, box in boxes:
            if cid in planned:
                pr.highlight(d, box, 5, 12)
            _tile(c, img, d, box, cid, seat)
            if cid in planned:
                label = "→ " + " + ".join(str(s) for s in planned[cid])
                pr.badge(d, ((box[0] + box[2]) // 2, box[1]), label, fonts.bold(20), pal.HIGHLIGHT, pal.INK,
                         anchor="mm", outline=pal.BLACK)  # fmt: skip
    if c.phase == "BUILD":
        done = priv.get("done")
        note = c.t("render-bk-private-plan-done") if done else c.t("render-bk-private-plan-open")
        y = _section(d, y, c.t("render-bk-private-plan"), note)
        if not plan:
            y = _list_row(c, img, d, y, None, c.t("render-bk-private-plan-empty"))
        for item in plan:
            cid = str(item.get("card") or "")
            squares = " + ".join(str(s) for s in item.get("squares") or [])
            y = _list_row(c, img, d, y, card_glyph(cid, 30), card_name(cid, lang), "→ " + squares)
    if discards:
        y = _section(d, y, c.t("render-bk-private-discards", n=len(discards)))
        f = fonts.regular(20)
        text = ", ".join(card_name(x, lang) for x in discards)
        for line in tx.wrap(text, f, WIDTH - 2 * MARGIN, 4):
            d.text((MARGIN, y), line, font=f, fill=pal.INK, anchor="lt")
            y += tx.height(f) + 4
    if universal:
        y = _section(d, y, c.t("render-bk-private-universal"))
        for sq in sorted(universal, key=lambda s: bd.position(str(s)) or (9, 9)):
            res = universal[sq]
            glyph = resource_icon(str(res), 30) if res else resource_icon("universal", 30)
            extra = resource_name(str(res), lang) if res else c.t("render-bk-private-not-chosen")
            y = _list_row(c, img, d, y, glyph, c.t("render-bk-private-farm-on", square=str(sq)), extra)
    if copies:
        y = _section(d, y, c.t("render-bk-private-copies"))
        for cid in sorted(copies):
            target = copies[cid]
            extra = card_name(str(target), lang) if target else c.t("render-bk-private-not-chosen")
            y = _list_row(c, img, d, y, card_glyph(str(cid), 30), card_name(str(cid), lang), "→ " + extra)
    return img.crop((0, 0, WIDTH, y + MARGIN))
