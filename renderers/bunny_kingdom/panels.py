"""The Królestwo Królików players' panels, stacked beside the board: a seat's marker, name, harvests and score, what
the game waits for from it, counts of hand and parchments, production, squares and fiefs, the buildings still to
place and the cards of the last pick (framed as the last move). The rows a panel shows depend on its height: with
four players two kinds of facts share a row, with two each has its own.
"""
from __future__ import annotations

from PIL import Image, ImageDraw

from renderers.bunny_kingdom.common import Ctx, card_chip, card_glyph, last_event, number, resource_icon
from renderers.toolkit import fonts, keys
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

PAD = 12

# ---- player panels -----------------------------------------------------------------------------------------------
def _status_pills(c: Ctx, seat: int) -> list[tuple[str, tuple, tuple, tuple | None]]:
    v = c.view
    style = pal.player(seat)
    sub = list(v.get("submitted") or [])
    done = seat < len(sub) and bool(sub[seat])
    actors = {int(s) for s in v.get("actors") or []}
    pills = []
    if c.phase == "PICK":
        if done:
            pills.append((c.t("render-bk-picked"), pal.INK, pal.WHITE, None))
        else:
            pills.append((c.t("render-bk-picking"), style.colour, style.ink, pal.BLACK))
    elif c.phase == "BUILD":
        if done:
            pills.append((c.t("render-bk-built"), pal.INK, pal.WHITE, None))
        else:
            pills.append((c.t("render-bk-building"), style.colour, style.ink, pal.BLACK))
    elif c.phase == "CAMP" and seat in actors:
        camp = v.get("camp") or {}
        pills.append((c.t("render-bk-camp-asked", n=int(camp.get("number") or 0)), style.colour, style.ink,
                      pal.BLACK))  # fmt: skip
    elif c.phase == "UNIVERSAL" and seat in actors:
        pills.append((c.t("render-bk-universal-asked"), style.colour, style.ink, pal.BLACK))
    elif c.phase == "COPY" and seat in actors:
        pills.append((c.t("render-bk-copy-asked"), style.colour, style.ink, pal.BLACK))
    elif c.phase == "GAME_OVER" and seat in {int(s) for s in v.get("winners") or []}:
        pills.append((c.t("render-winner-tag"), pal.GOLD, pal.INK, pal.BLACK))
    if v.get("seat") == seat:
        pills.append((c.t("render-you"), pal.WHITE, pal.INK, pal.INK))
    return pills


def _pills(d: ImageDraw.ImageDraw, x: int, cy: int, pills, size: int) -> int:
    f = fonts.bold(size)
    for label, fill, ink, outline in pills:
        b = pr.badge(d, (x, cy), label, f, fill, ink, anchor="lm", outline=outline)
        x = b[2] + 8
    return x


# Row layouts by panel height: 4 players share one row between two kinds of facts, 2 players give each its own.
_LAYOUTS = (
    (300, ("header", "status", "counts", "production", "land", "build", "played")),
    (220, ("header", "status+counts", "production+land", "build", "played")),
    (0, ("header", "status+counts", "production+land", "build+played")),
)
_ROW_H = {"header": 44, "build": 36, "played": 36, "build+played": 36}


def _layout(ph: int) -> tuple[tuple[str, ...], int]:
    """The rows of a panel of height ``ph`` and the gap between them."""
    rows = next(r for h, r in _LAYOUTS if ph >= h)
    used = 2 * PAD + sum(_ROW_H.get(r, 30) for r in rows)
    gap = max(2, min(16, (ph - used) // max(1, len(rows) - 1)))
    return rows, gap


def _panel_frame(c: Ctx, d: ImageDraw.ImageDraw, box, seat: int) -> None:
    v = c.view
    style = pal.player(seat)
    acting = seat in {int(s) for s in v.get("actors") or []} and c.phase != "GAME_OVER"
    winner = c.phase == "GAME_OVER" and seat in {int(s) for s in v.get("winners") or []}
    if winner:
        d.rounded_rectangle(pr.grow(box, 3), radius=17, outline=pal.BLACK, width=2)
        d.rounded_rectangle(box, radius=14, fill=pal.mix(pal.GOLD, pal.WHITE, 0.7), outline=pal.GOLD, width=6)
    elif acting:
        d.rounded_rectangle(pr.grow(box, 3), radius=17, outline=pal.BLACK, width=2)
        d.rounded_rectangle(box, radius=14, fill=style.tint, outline=style.colour, width=6)
    else:
        d.rounded_rectangle(box, radius=14, fill=pal.PANEL, outline=pal.LINE, width=2)


def _panel_header(c: Ctx, img: Image.Image, d: ImageDraw.ImageDraw, x0: int, x1: int, y: int, h: int,
                  seat: int) -> None:  # fmt: skip
    """Marker, name, the harvests of the finished rounds and the score."""
    ms = 44 if h >= 44 else 40
    cy = y + h / 2
    pr.paste(img, pr.player_marker(seat, ms), (x0, cy - ms / 2))
    fs = fonts.bold(36)
    keys.note("scores", 36)
    s_txt = number(c.score(seat))
    d.text((x1, cy), s_txt, font=fs, fill=pal.INK, anchor="rm")
    right = x1 - tx.width(s_txt, fs) - 8
    harvests = [int(h) for h in c.info(seat).get("harvests") or []]
    if harvests:
        hs = c.t("render-bk-harvests", list=" + ".join(map(str, harvests)))
        fh = fonts.regular(17)
        d.text((right, cy), hs, font=fh, fill=pal.INK_SOFT, anchor="rm")
        right -= tx.width(hs, fh) + 12
    tx.draw_fitted(d, (x0 + ms + 10, int(cy - 22), right, int(cy + 22)), c.name(seat), 26, pal.INK, "bold", "left",
                   16)  # fmt: skip


def _counts_text(c: Ctx, seat: int) -> str:
    info = c.info(seat)
    hand, parch = int(info.get("hand") or 0), int(info.get("parchments") or 0)
    if c.n == 2:
        return c.t("render-bk-counts-2p", hand=hand, parchments=parch, reserve=int(info.get("reserve") or 0),
                   discards=int(info.get("discards") or 0))  # fmt: skip
    return c.t("render-bk-counts", hand=hand, parchments=parch)


def _land_text(c: Ctx, seat: int) -> str:
    info = c.info(seat)
    return c.t("render-bk-squares", n=int(info.get("squares") or 0)) + " · " + c.t("render-bk-fiefs",
                                                                                   n=int(info.get("fiefs") or 0))


def _production(c: Ctx, img: Image.Image, d: ImageDraw.ImageDraw, x: int, cy: float, seat: int) -> int:
    prod = c.info(seat).get("production") or {}
    f_num = fonts.bold(20)
    isz = 26
    for res in ("wood", "fish", "carrots", "luxury", "universal"):
        n = int(prod.get(res) or 0)
        if res == "universal" and not n:
            continue
        pr.paste(img, resource_icon(res, isz), (x, cy - isz / 2))
        x += isz + 3
        d.text((x, cy), str(n), font=f_num, fill=pal.INK if n else pal.INK_SOFT, anchor="lm")
        x += tx.width(str(n), f_num) + 12
    return x


def _played(c: Ctx, img: Image.Image, d: ImageDraw.ImageDraw, x: int, right: int, cy: float, played: list,
            align_right: bool) -> int:  # fmt: skip
    """The cards of the last pick (parchments as a scroll), framed as the last move; returns the free edge."""
    gh = 30
    chips = [card_chip(p.get("card"), gh, bool(p.get("parchment"))) for p in played if isinstance(p, dict)]
    if not chips:
        return right if align_right else x
    w = sum(ch.size[0] for ch in chips) + 6 * (len(chips) - 1)
    lab = c.t("render-bk-played")
    fl = fonts.regular(18)
    if align_right:
        fx = right - w
        lx = fx - 12
        d.text((lx, cy), lab, font=fl, fill=pal.INK_SOFT, anchor="rm")
        free = lx - tx.width(lab, fl) - 12
    else:
        d.text((x, cy), lab, font=fl, fill=pal.INK_SOFT, anchor="lm")
        fx = x + tx.width(lab, fl) + 14
        free = fx + w + 8
    pr.highlight(d, (fx - 4, int(cy - gh / 2 - 4), fx + w + 4, int(cy + gh / 2 + 4)), 3, 6)
    for ch in chips:
        pr.paste(img, ch, (fx, cy - ch.size[1] / 2))
        fx += ch.size[0] + 6
    return free


def _to_build(c: Ctx, img: Image.Image, d: ImageDraw.ImageDraw, x: int, right: int, cy: float, seat: int) -> None:
    unbuilt = [str(u) for u in c.info(seat).get("unbuilt") or []]
    fl = fonts.regular(18)
    lab = c.t("render-bk-to-build")
    d.text((x, cy), lab, font=fl, fill=pal.INK_SOFT, anchor="lm")
    x += tx.width(lab, fl) + 8
    if not unbuilt:
        d.text((x, cy), "—", font=fl, fill=pal.INK_SOFT, anchor="lm")
        return
    gs = 30
    room = right - x
    step = gs + 4 if len(unbuilt) * (gs + 4) <= room else max(8, (room - gs) // max(1, len(unbuilt) - 1))
    for u in unbuilt:
        if x + gs > right + 2:
            break
        g = card_glyph(u, gs)
        if g is not None:
            pr.paste(img, g, (x, cy - gs / 2))
        x += step


def _panel(c: Ctx, img: Image.Image, d: ImageDraw.ImageDraw, box, seat: int, played: list | None) -> None:
    x0, y0, x1, y1 = box
    _panel_frame(c, d, box, seat)
    rows, gap = _layout(y1 - y0)
    left, right = x0 + PAD, x1 - PAD
    y = y0 + PAD
    for row in rows:
        h = _ROW_H.get(row, 30)
        cy = y + h / 2
        if row == "header":
            _panel_header(c, img, d, left, right, y, h, seat)
        elif row in ("status", "status+counts"):
            x = _pills(d, left, int(cy), _status_pills(c, seat), 19)
            if row == "status+counts":
                tx.draw_fitted(d, (x + 4, y, right, y + h), _counts_text(c, seat), 20, pal.INK, "regular", "left", 14)
        elif row == "counts":
            tx.draw_fitted(d, (left, y, right, y + h), _counts_text(c, seat), 20, pal.INK, "regular", "left", 14)
        elif row in ("production", "production+land"):
            x = _production(c, img, d, left, cy, seat)
            if row == "production+land":
                tx.draw_fitted(d, (x + 4, y, right, y + h), _land_text(c, seat), 20, pal.INK, "regular", "left", 14)
        elif row == "land":
            tx.draw_fitted(d, (left, y, right, y + h), _land_text(c, seat), 20, pal.INK, "regular", "left", 14)
        elif row == "build":
            _to_build(c, img, d, left, right, cy, seat)
        elif row == "played":
            if played:
                _played(c, img, d, left, right, cy, played, False)
        elif row == "build+played":
            free = _played(c, img, d, left, right, cy, played, True) if played else right
            _to_build(c, img, d, left, free, cy, seat)
        y += h + gap


def player_panels(c: Ctx, img: Image.Image, d: ImageDraw.ImageDraw, box) -> None:
    x0, y0, x1, y1 = box
    n = max(1, c.n)
    ph = (y1 - y0 - (n - 1) * 10) // n
    ev = last_event(c.view)
    plays = None
    if ev and ev[0] == "reveal":
        plays = ev[1].get("plays") or []
    for seat in range(c.n):
        top = y0 + seat * (ph + 10)
        played = plays[seat] if plays is not None and seat < len(plays) else None
        _panel(c, img, d, (x0, top, x1, top + ph), seat, played)
