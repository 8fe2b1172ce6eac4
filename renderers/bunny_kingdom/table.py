"""The Królestwo Królików table picture, drawn from a view (docs/bunny_kingdom-view.md), never from a state.

Layout, top to bottom: title bar (round, pick, passing direction, deck) -> status banner (what the game waits for and
from whom, and the last step in words) -> the board on the left and one panel per player on the right (marker, name,
score, who has submitted, counts of hand and parchments, production, squares and fiefs, buildings still to place, the
cards of the last pick) -> the score track -> the harvest breakdown per fief (at the start of a round and at the end)
-> the final parchment scoring and the winners -> a legend.

Only public fields are drawn: ``private`` is never read here, so the picture of a seat's view is the same whatever
that seat holds in secret (:mod:`renderers.bunny_kingdom.private` draws the secret part).
"""
from __future__ import annotations

from functools import cache, lru_cache

from PIL import Image, ImageDraw

from renderers.bunny_kingdom import board as bd
from renderers.bunny_kingdom.common import (
    LAVA,
    LAVA_GLOW,
    LUXURY,
    TERRAIN_FILL,
    TERRAIN_ORDER,
    Ctx,
    camp_glyph,
    card_chip,
    card_glyph,
    card_name,
    changed_squares,
    city_glyph,
    components,
    factory_glyph,
    last_board_event,
    last_event,
    number,
    resource_icon,
    resource_name,
    sky_glyph,
    terrain_name,
    terrain_tile,
    tr_or,
)
from renderers.toolkit import fonts, keys
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

WIDTH = 1280
MARGIN = 16
GAP = 14
PAD = 12
CELL = 66


# ---- title and banner --------------------------------------------------------------------------------------------
def _title_bar(c: Ctx, y: int):
    h = 64
    v = c.view
    _, d = yield y + h
    d.rectangle((0, y, WIDTH, y + h), fill=pal.HEADER)
    title = tr_or(c.lang, "bunny_kingdom-title", str(components().get("title", {}).get(c.lang) or "Bunny Kingdom"))
    f = fonts.bold(32)
    d.text((MARGIN + 4, y + h / 2), title, font=f, fill=pal.HEADER_INK, anchor="lm")
    x = MARGIN + 4 + tx.width(title, f) + 22
    rtext = c.t("render-round-of", n=int(v.get("round") or 1), total=int(v.get("rounds") or 4))
    f2 = fonts.bold(26)
    b = pr.badge(d, (x, y + h / 2), rtext, f2, pal.HEADER_INK, pal.HEADER, anchor="lm")
    x = b[2] + 20
    parts = []
    if c.phase == "PICK":
        parts.append(c.t("render-bk-pick-of", n=int(v.get("pick") or 1), total=int(v.get("picks_per_round") or 5)))
    if c.phase == "PICK":
        direction = str(v.get("direction") or "right")
        parts.append(c.t("render-bk-pass", direction=tr_or(c.lang, f"bunny_kingdom-dir-{direction}", direction)))
    if c.phase not in ("COPY", "GAME_OVER"):
        parts.append(c.t("render-bk-deck", n=int(v.get("deck") or 0)))
    tx.draw_fitted(d, (x, y, WIDTH - MARGIN - 4, y + h), " · ".join(parts), 23, pal.HEADER_INK, "regular", "right",
                   15)  # fmt: skip


def _phase_text(c: Ctx) -> str:
    v = c.view
    done = sum(1 for s in v.get("submitted") or [] if s)
    ready = c.t("render-bk-ready", done=done, total=c.n)
    if c.phase == "PICK":
        key = "render-bk-phase-pick-2p" if c.n == 2 else "render-bk-phase-pick"
        return c.t(key) + " · " + ready
    if c.phase == "CAMP":
        camp = v.get("camp") or {}
        return c.t("render-bk-phase-camp", name=c.name(camp.get("seat")), n=int(camp.get("number") or 0))
    if c.phase == "BUILD":
        return c.t("render-bk-phase-build") + " · " + ready
    if c.phase == "UNIVERSAL":
        return c.t("render-bk-phase-universal")
    if c.phase == "COPY":
        return c.t("render-bk-phase-copy")
    if c.phase == "GAME_OVER":
        winners = [int(s) for s in v.get("winners") or []]
        return c.t("render-game-over") + " · " + c.t("render-winner", count=len(winners),
                                                      names=", ".join(c.name(s) for s in winners))
    return c.phase


def _last_text(c: Ctx) -> str | None:
    ev = last_event(c.view)
    if ev is None:
        return None
    kind, rec = ev
    rnd = int(rec.get("round") or 0)
    if kind == "reveal":
        text = c.t("render-bk-last-reveal", pick=int(rec.get("pick") or 0), round=rnd)
    elif kind == "camp":
        if rec.get("square"):
            text = c.t("render-bk-last-camp", name=c.name(rec.get("seat")), n=int(rec.get("number") or 0),
                       square=str(rec["square"]))  # fmt: skip
        else:
            text = c.t("render-bk-last-camp-kept", name=c.name(rec.get("seat")), n=int(rec.get("number") or 0))
    elif kind == "build":
        built = any(rec.get("builds") or [])
        text = c.t("render-bk-last-build" if built else "render-bk-last-build-none", round=rnd)
    else:
        text = c.t("render-bk-last-harvest", round=rnd)
    if bd_frames(c):
        text += " · " + c.t("render-bk-framed")
    return text


def bd_frames(c: Ctx) -> set[str]:
    """The squares framed as the latest change on the board."""
    return set(changed_squares(last_board_event(c.view)))


def _banner(c: Ctx, y: int):
    v = c.view
    y += 10
    last = _last_text(c)
    h = 62 + (34 if last else 0)
    box = (MARGIN, y, WIDTH - MARGIN, y + h)
    img, d = yield box[3]
    if c.phase == "GAME_OVER":
        fill, edge = pal.mix(pal.GOLD, pal.WHITE, 0.55), pal.GOLD_EDGE
        markers = [int(s) for s in v.get("winners") or []]
    else:
        actors = [int(s) for s in v.get("actors") or []]
        markers = actors
        if len(actors) == 1:
            style = pal.player(actors[0])
            fill, edge = style.tint, style.colour
        else:
            fill, edge = pal.PANEL, pal.LINE
    d.rounded_rectangle(box, radius=14, fill=fill, outline=edge, width=4)
    x = box[0] + 14
    if markers and c.phase != "GAME_OVER":
        f = fonts.bold(20)
        lab = c.t("render-bk-waiting")
        d.text((x, y + 31), lab, font=f, fill=pal.INK_SOFT, anchor="lm")
        x += tx.width(lab, f) + 8
    for s in markers:
        pr.paste(img, pr.player_marker(s, 42), (x, y + 10))
        x += 48
    tx.draw_fitted(d, (x + 6, y, box[2] - 14, y + 62), _phase_text(c), 28, pal.INK, "bold", "left", 17)
    if last:
        tx.draw_fitted(d, (box[0] + 16, y + 56, box[2] - 14, box[3] - 4), last, 22, pal.INK, "regular", "left", 15)


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


def _panels(c: Ctx, img: Image.Image, d: ImageDraw.ImageDraw, box) -> None:
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


# ---- score track -------------------------------------------------------------------------------------------------
def _score_track(c: Ctx, y: int):
    y += GAP
    order = sorted(range(c.n), key=lambda s: (c.score(s), s))
    entries = [(c.score(s), pr.player_marker(s, 34)) for s in order]
    top = max([c.score(s) for s in range(c.n)] + [10])
    step = pr.nice_step(top, 12)
    end = -(-top // step) * step
    f = fonts.bold(22)
    label = c.t("render-bk-score-track")
    lw = tx.width(label, f) + 28
    track_w = WIDTH - 2 * MARGIN - lw - 16 - 40
    # markers closer than a marker's width stack up: the tallest stack sets the height
    xs = [track_w * min(c.score(s), end) / end for s in range(c.n)]
    stack = max([sum(1 for xt in xs if abs(xt - xs_) < 36) for xs_ in xs] + [1])
    h = 24 + 36 * stack + 34
    box = (MARGIN, y, WIDTH - MARGIN, y + h)
    img, d = yield box[3]
    d.rounded_rectangle(box, radius=14, fill=pal.PANEL, outline=pal.LINE, width=2)
    d.text((box[0] + 16, y + 16), label, font=f, fill=pal.INK, anchor="lt")
    pr.score_track(img, (box[0] + lw, y + 8, box[2] - 16, box[3] - 6), entries, max_value=end, step=step,
                   font=fonts.bold(17))  # fmt: skip


# ---- harvest breakdown -------------------------------------------------------------------------------------------
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


def _harvest(c: Ctx, y: int, rec: dict):
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
def _final(c: Ctx, y: int):
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


# ---- legend ------------------------------------------------------------------------------------------------------
@cache
def _lava_swatch() -> Image.Image:
    im = Image.new("RGBA", (34, 26), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, 15, 25), fill=TERRAIN_FILL["mountain"])
    d.rectangle((18, 0, 33, 25), fill=TERRAIN_FILL["mountain"])
    d.line((17, 0, 17, 25), fill=pal.BLACK, width=10)
    d.line((17, 1, 17, 24), fill=LAVA, width=6)
    d.line((17, 1, 17, 24), fill=LAVA_GLOW, width=2)
    return im


@cache
def _fief_swatch(seat: int) -> Image.Image:
    im = Image.new("RGBA", (34, 26), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, 33, 25), fill=TERRAIN_FILL["plains"])
    d.rectangle((2, 2, 31, 23), outline=pal.player(seat).colour, width=4)
    return im


@cache
def _frame_swatch() -> Image.Image:
    im = Image.new("RGBA", (36, 30), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    pr.highlight(d, (7, 7, 28, 22), 3, 3)
    return im


def _legend(c: Ctx, y: int):
    y += GAP
    panel = _legend_panel(c.lang)
    img, _ = yield y + panel.size[1] - 1
    img.paste(panel, (MARGIN, y))


@lru_cache(maxsize=4)
def _legend_panel(lang: str) -> Image.Image:
    """The legend panel (frame and items) on the page colour, drawn once per language and pasted: its pixels are
    what drawing it on the page gives, its corners included."""
    c = Ctx({}, [], lang)
    items: list[tuple[Image.Image, str]] = []
    codes = {t: c.t(f"render-bk-code-{t}") for t in TERRAIN_ORDER}
    for t in TERRAIN_ORDER:
        tile = terrain_tile(t, 40, 30, codes[t], 12).convert("RGBA")
        items.append((tile, terrain_name(t, c.lang)))
    items += [
        (_lava_swatch(), c.t("render-bk-legend-lava")),
        (_fief_swatch(0), c.t("render-bk-legend-fief")),
        (_frame_swatch(), c.t("render-legend-last")),
        (city_glyph(2, 28), c.t("render-bk-legend-city")),
        (factory_glyph("wood", 28), c.t("render-bk-legend-farm")),
        (factory_glyph("gold", 28, True), c.t("render-bk-legend-luxury")),
        (factory_glyph("universal", 28), c.t("render-bk-legend-universal")),
        (sky_glyph("blue", 28), c.t("render-bk-legend-sky")),
        (camp_glyph(3, 28), c.t("render-bk-legend-camp")),
    ]
    for r in ("wood", "fish", "carrots") + LUXURY + ("luxury",):
        items.append((resource_icon(r, 26), resource_name(r, c.lang)))
    f = fonts.regular(18)
    box_w = WIDTH - 2 * MARGIN - 24
    probe = Image.new("RGB", (WIDTH, 10), pal.PAGE)
    h = pr.legend(probe, 12, 0, box_w, items, f, pal.INK, 26, dry_run=True)
    img, d = pr.new_canvas(WIDTH - 2 * MARGIN + 1, h + 25, pal.PAGE)
    d.rounded_rectangle((0, 0, WIDTH - 2 * MARGIN, h + 24), radius=12, fill=pal.PANEL_DIM, outline=pal.LINE, width=2)
    pr.legend(img, 12, 12, box_w, items, f, pal.INK, 26)
    return img


# ---- entry point -------------------------------------------------------------------------------------------------
def _board_and_panels(c: Ctx, y: int):
    y += GAP
    size = bd.board_size(CELL)
    img, d = yield y + size
    bbox = bd.draw_board(c, img, d, MARGIN, y, CELL, bd_frames(c))
    _panels(c, img, d, (bbox[2] + GAP, y, WIDTH - MARGIN, bbox[3]))


PAGES = ("table", "legend")


def draw_table(view: dict, names: list[str], lang: str, page: str | None = None) -> Image.Image:
    """The ``table`` page (the board, the players, the score track; after a harvest its breakdown, at the end the
    final scoring, otherwise the legend), or the ``legend`` page (the score track and the legend)."""
    c = Ctx(view, list(names or []), lang)
    if page == "legend":
        sections = [lambda y: _title_bar(c, y), lambda y: _score_track(c, y), lambda y: _legend(c, y)]
        return pr.compose(WIDTH, pal.PAGE, sections, bottom=MARGIN)
    sections = [lambda y: _title_bar(c, y), lambda y: _banner(c, y), lambda y: _board_and_panels(c, y),
                lambda y: _score_track(c, y)]  # fmt: skip
    ev = last_event(view)
    harvest = view.get("last_harvest") if isinstance(view.get("last_harvest"), dict) else None
    if c.phase in ("COPY", "GAME_OVER"):
        sections.append(lambda y: _final(c, y))
    elif harvest and ev and ev[0] == "harvest":
        sections.append(lambda y: _harvest(c, y, harvest))
    else:  # the legend fits only beside nothing else (it is on the legend page too)
        sections.append(lambda y: _legend(c, y))
    return pr.compose(WIDTH, pal.PAGE, sections, bottom=MARGIN)
