"""The Królestwo Królików scoring sections under the score track, one column per player: the harvest breakdown per
fief after a harvest (squares, strength x wealth = points, the resources counted) and the final scoring (harvests of
every round, each parchment with its value and points, the totals and the winners; while copies are being chosen,
the parchments revealed so far).
"""
from __future__ import annotations

from PIL import ImageDraw

from renderers.bunny_kingdom import board as bd
from renderers.bunny_kingdom.common import GAP, MARGIN, WIDTH, Ctx, card_chip, card_name, number, resource_icon
from renderers.toolkit import fonts
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx


# ---- columns and section headers ---------------------------------------------------------------------------------
def _columns(n: int, y: int, h: int) -> list[tuple[int, int, int, int]]:
    cols = max(1, n)
    w = (WIDTH - 2 * MARGIN - (cols - 1) * 10) // cols
    return [(MARGIN + i * (w + 10), y, MARGIN + i * (w + 10) + w, y + h) for i in range(cols)]


SECTION_HEADER_H = GAP + 44


def _section_header(c: Ctx, d: ImageDraw.ImageDraw, y: int, title: str, sub: str | None) -> int:
    y += GAP
    h = 44
    d.rounded_rectangle((MARGIN, y, WIDTH - MARGIN, y + h), radius=12, fill=pal.HEADER)
    f = fonts.bold(24)
    d.text((MARGIN + 16, y + h / 2), title, font=f, fill=pal.HEADER_INK, anchor="lm")
    if sub:
        x = MARGIN + 16 + tx.width(title, f) + 20
        tx.draw_fitted(d, (x, y, WIDTH - MARGIN - 16, y + h), sub, 19, pal.HEADER_INK, "regular", "right", 13)
    return y + h


# ---- harvest breakdown -------------------------------------------------------------------------------------------
def harvest_section(c: Ctx, y: int, rec: dict):
    rnd = int(rec.get("round") or 0)
    top = y
    y += SECTION_HEADER_H
    players = rec.get("players") or []
    rows = []
    for seat in range(c.n):
        p = players[seat] if seat < len(players) and isinstance(players[seat], dict) else {}
        fs = [f for f in p.get("fiefs") or [] if isinstance(f, dict)]
        scoring = sorted((f for f in fs if int(f.get("points") or 0) > 0),
                         key=lambda f: (-int(f.get("points") or 0), bd.position(str((f.get("squares") or ["J10"])[0]))
                                        or (9, 9)))  # fmt: skip
        rows.append((p, scoring, len(fs) - len(scoring)))
    row_h = 30
    n_rows = max([len(s) + (1 if z else 0) for _, s, z in rows] + [1])
    h = 56 + n_rows * row_h + 12
    y += 10
    img, d = yield y + h
    _section_header(c, d, top, c.t("render-bk-harvest-title", round=rnd), c.t("render-bk-harvest-sub"))
    f_row = fonts.regular(19)
    f_b = fonts.bold(19)
    for seat, box in enumerate(_columns(c.n, y, h)):
        p, scoring, zero = rows[seat]
        x0, y0, x1, y1 = box
        d.rounded_rectangle(box, radius=12, fill=pal.PANEL, outline=pal.player(seat).colour, width=3)
        pr.paste(img, pr.player_marker(seat, 36), (x0 + 10, y0 + 10))
        total = int(p.get("total") or 0)
        tt = "+" + str(total)
        ft = fonts.bold(28)
        d.text((x1 - 12, y0 + 28), tt, font=ft, fill=pal.INK, anchor="rm")
        tx.draw_fitted(d, (x0 + 54, y0 + 10, x1 - 20 - tx.width(tt, ft), y0 + 46), c.name(seat), 22, pal.INK, "bold",
                       "left", 14)  # fmt: skip
        ry = y0 + 56
        if not scoring and not zero:
            d.text((x0 + 12, ry + row_h / 2), c.t("render-bk-harvest-none"), font=f_row, fill=pal.INK_SOFT,
                   anchor="lm")  # fmt: skip
        for f in scoring:
            sq = [str(s) for s in f.get("squares") or []]
            first = min(sq, key=lambda s: bd.position(s) or (9, 9)) if sq else "?"
            cy = ry + row_h / 2
            label = f"{first} ({len(sq)})"
            d.text((x0 + 12, cy), label, font=f_b, fill=pal.INK, anchor="lm")
            formula = f"{int(f.get('strength') or 0)} × {int(f.get('wealth') or 0)} = {int(f.get('points') or 0)}"
            d.text((x1 - 12, cy), formula, font=f_b, fill=pal.INK, anchor="rm")
            ix = x0 + 12 + max(74, tx.width(label, f_b) + 8)
            room = x1 - 12 - tx.width(formula, f_b) - 8 - ix
            res = [str(r) for r in f.get("resources") or []]
            isz = 22
            stepx = isz + 2 if len(res) * (isz + 2) <= room else max(6, (room - isz) // max(1, len(res) - 1))
            for r in res:
                pr.paste(img, resource_icon(r, isz), (ix, cy - isz / 2))
                ix += stepx
            ry += row_h
        if zero:
            d.text((x0 + 12, ry + row_h / 2), c.t("render-bk-harvest-zero", n=zero), font=f_row, fill=pal.INK_SOFT,
                   anchor="lm")  # fmt: skip


# ---- final scoring -----------------------------------------------------------------------------------------------
def final_section(c: Ctx, y: int):
    v = c.view
    final = v.get("final") if isinstance(v.get("final"), dict) else None
    copies = v.get("copies") if isinstance(v.get("copies"), dict) else {}
    if final is None:
        title, sub = c.t("render-bk-revealed-title"), c.t("render-bk-revealed-sub")
    else:
        title, sub = c.t("render-bk-final-title"), c.t("render-bk-final-sub")
    top = y
    y += SECTION_HEADER_H
    row_h = 28
    lists = []
    for seat in range(c.n):
        if final is not None:
            pl = (final.get("parchments") or [])
            lists.append([p for p in (pl[seat] if seat < len(pl) else []) if isinstance(p, dict)])
        else:
            lists.append([{"card": cid} for cid in c.info(seat).get("revealed_parchments") or []])
    n_rows = max([len(x) for x in lists] + [1])
    extra = 3 if final is not None else 0
    h = 56 + (n_rows + extra) * row_h + (26 if final is not None else 14)
    y += 10
    img, d = yield y + h
    _section_header(c, d, top, title, sub)
    f_row = fonts.regular(18)
    f_b = fonts.bold(18)
    winners = {int(s) for s in v.get("winners") or []}
    for seat, box in enumerate(_columns(c.n, y, h)):
        x0, y0, x1, y1 = box
        won = final is not None and seat in winners
        d.rounded_rectangle(box, radius=12, fill=pal.mix(pal.GOLD, pal.WHITE, 0.7) if won else pal.PANEL,
                            outline=pal.GOLD_EDGE if won else pal.player(seat).colour, width=4 if won else 3)
        pr.paste(img, pr.player_marker(seat, 36), (x0 + 10, y0 + 10))
        right = x1 - 12
        if final is not None:
            totals = final.get("totals") or []
            tt = number(int(totals[seat])) if seat < len(totals) else "?"
            ft = fonts.bold(30)
            d.text((right, y0 + 28), tt, font=ft, fill=pal.INK, anchor="rm")
            right -= tx.width(tt, ft) + 10
            if won:
                b = pr.badge(d, (right, y0 + 28), "★", fonts.bold(20), pal.GOLD, pal.INK, anchor="rm",
                             outline=pal.BLACK)  # fmt: skip
                right = b[0] - 8
        tx.draw_fitted(d, (x0 + 54, y0 + 10, right - 6, y0 + 46), c.name(seat), 22, pal.INK, "bold", "left", 14)
        ry = y0 + 56
        if final is not None:
            hv = final.get("harvests") or []
            rounds = [int(h) for h in (hv[seat] if seat < len(hv) else [])]
            hsum = (final.get("harvest") or [0] * c.n)[seat] if seat < len(final.get("harvest") or []) else sum(rounds)
            d.text((x0 + 12, ry + row_h / 2), c.t("render-bk-final-harvests", list=" + ".join(map(str, rounds))),
                   font=f_row, fill=pal.INK, anchor="lm")  # fmt: skip
            d.text((x1 - 12, ry + row_h / 2), number(int(hsum)), font=f_b, fill=pal.INK, anchor="rm")
            ry += row_h
            d.line((x0 + 12, ry + 2, x1 - 12, ry + 2), fill=pal.LINE, width=1)
        for p in lists[seat]:
            cid = str(p.get("card") or "")
            cy = ry + row_h / 2
            pr.paste(img, card_chip(cid, 22), (x0 + 12, cy - 11))
            name = card_name(cid, c.lang)
            target = p.get("copied")
            status = None
            if final is None and cid in copies:
                cp = copies[cid] or {}
                status = c.t("render-bk-copy-chosen") if cp.get("chosen") else c.t("render-bk-copy-choosing")
            elif target is None and cid in copies and (copies[cid] or {}).get("target"):
                target = copies[cid]["target"]
            if target:
                name = c.t("render-bk-copied", card=name, target=card_name(str(target), c.lang))
            pts = ""
            if "points" in p:
                pts = number(int(p.get("points") or 0))
            elif status:
                pts = status
            pw = tx.width(pts, f_b)
            d.text((x1 - 12, cy), pts, font=f_b, fill=pal.INK, anchor="rm")
            val = p.get("value")
            if val is not None and not isinstance(val, bool) and "points" in p:
                vt = f"({number(int(val))})"
                d.text((x1 - 12 - pw - 8, cy), vt, font=f_row, fill=pal.INK_SOFT, anchor="rm")
                pw += 8 + tx.width(vt, f_row)
            tx.draw_fitted(d, (x0 + 40, int(ry), x1 - 20 - pw, int(ry + row_h)), name, 18, pal.INK, "regular",
                           "left", 13)  # fmt: skip
            ry += row_h
        if final is not None:
            ry = y1 - 12 - 2 * row_h
            d.line((x0 + 12, ry, x1 - 12, ry), fill=pal.LINE, width=1)
            pp = final.get("parchment_points") or []
            d.text((x0 + 12, ry + row_h / 2 + 2), c.t("render-bk-final-parchments"), font=f_row, fill=pal.INK,
                   anchor="lm")  # fmt: skip
            d.text((x1 - 12, ry + row_h / 2 + 2), number(int(pp[seat])) if seat < len(pp) else "?", font=f_b,
                   fill=pal.INK, anchor="rm")  # fmt: skip
            ry += row_h
            d.text((x0 + 12, ry + row_h / 2 + 2), c.t("render-bk-final-total"), font=fonts.bold(20), fill=pal.INK,
                   anchor="lm")  # fmt: skip
            totals = final.get("totals") or []
            d.text((x1 - 12, ry + row_h / 2 + 2), number(int(totals[seat])) if seat < len(totals) else "?",
                   font=fonts.bold(20), fill=pal.INK, anchor="rm")  # fmt: skip
