"""The per-player sections of the Zamek Smoków pages: one panel per player (marker, name, VP, status pills, the realm
with its stack heights, pool shrines and countdown tokens) and the score table (provisional during the game, final at
the end, with the tiebreak when the best totals are equal).
"""
from __future__ import annotations

from PIL import ImageDraw

from games.core import i18n
from renderers.dragon_castle import board as bd
from renderers.dragon_castle import tiles as tl
from renderers.dragon_castle.common import GAP, MARGIN, PAD, WIDTH, Ctx, fitted, num
from renderers.toolkit import fonts, keys
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

SCORE_SIZE = 32  # the scores are key texts: at least 1/40 of the width (keys.MIN_FRACTION)

# ---- player panels -----------------------------------------------------------------------------------------------
def _panel_geometry(n: int) -> tuple[int, int, int, int]:
    """(columns, panel width, realm cell width, realm cell height)."""
    cols = max(1, min(n, 4))
    pw = (WIDTH - 2 * MARGIN - (cols - 1) * PANEL_GAP) // cols
    cw = min(72, (pw - 2 * PANEL_PAD - REALM_LABEL - 3 * REALM_GAP) // 4)
    return cols, pw, cw, int(cw * 1.12)


PANEL_GAP = 10
PANEL_PAD = 10
REALM_GAP = 4
REALM_LABEL = 22


def _panel_height(cw: int, chh: int) -> int:
    _, rh = bd.realm_size(cw, chh, REALM_GAP, REALM_LABEL)
    return PAD + 44 + 40 + rh + 12 + 44 + PAD


def _player_panel(c: Ctx, img, d, box: pr.Box, seat: int, cw: int, chh: int, hl: set[str],
                  marked: set[str] | None = None) -> None:
    v = c.view
    x0, y0, x1, y1 = box
    style = pal.player(seat)
    active = v.get("active") == seat and not c.over
    winners = set(v.get("winners") or []) if c.over else set()
    if seat in winners:
        panel_bg = pal.mix(pal.GOLD, pal.WHITE, 0.75)
        d.rounded_rectangle(pr.grow(box, 3), radius=19, outline=pal.BLACK, width=2)
        d.rounded_rectangle(box, radius=16, fill=panel_bg, outline=pal.GOLD, width=7)
    elif active:
        panel_bg = style.tint
        d.rounded_rectangle(pr.grow(box, 3), radius=19, outline=pal.BLACK, width=2)
        d.rounded_rectangle(box, radius=16, fill=panel_bg, outline=style.colour, width=7)
    else:
        panel_bg = pal.PANEL
        d.rounded_rectangle(box, radius=16, fill=panel_bg, outline=pal.LINE, width=2)
    ms = 40
    pr.paste(img, pr.player_marker(seat, ms), (x0 + PAD, y0 + PAD))
    scores = v.get("scores") or []
    total = num(scores[seat].get("total")) if seat < len(scores) and isinstance(scores[seat], dict) else 0
    vp = c.t("render-dc-vp", n=total)
    fv = fonts.bold(SCORE_SIZE)
    keys.note("scores", SCORE_SIZE)
    d.text((x1 - PAD, y0 + PAD + ms / 2), vp, font=fv, fill=pal.INK, anchor="rm")
    nx = x0 + PAD + ms + 10
    fitted(d, (nx, y0 + PAD, x1 - PAD - tx.width(vp, fv) - 10, y0 + PAD + ms), c.name(seat), 25, pal.INK,
           "bold", "left", 16)  # fmt: skip
    pills = []
    if seat in winners:
        pills.append((c.t("render-winner-tag"), pal.GOLD, pal.INK, pal.BLACK))
    if active:
        pills.append((c.t("render-turn-tag"), style.colour, style.ink, pal.BLACK))
    if v.get("seat") == seat:
        pills.append((c.t("render-you"), pal.WHITE, pal.INK, pal.INK))
    if v.get("first") == seat:
        pills.append((c.t("render-dc-first"), pal.PANEL_DIM, pal.INK, pal.INK_SOFT))
    px, py = x0 + PAD, y0 + PAD + ms + 22
    f_p = fonts.bold(17)
    for label, fill, ink, outline in pills:
        room = x1 - PAD - px
        if room < 40:
            break
        b = pr.badge(d, (px, py), tx.ellipsize(label, f_p, room - 16), f_p, fill, ink, anchor="lm", outline=outline)
        px = b[2] + 6
    rw, rh = bd.realm_size(cw, chh, REALM_GAP, REALM_LABEL)
    rx = x0 + (x1 - x0 - rw) // 2 - REALM_LABEL // 4
    ry = y0 + PAD + 44 + 40
    realms = v.get("realms") or []
    realm = realms[seat] if seat < len(realms) else []
    bd.draw_realm(img, d, rx, ry, realm, cw, chh, REALM_GAP, REALM_LABEL, hl, marked,
                  bg=panel_bg if panel_bg == pal.PANEL else None)  # cached flat stacks: plain panels only
    # pool shrines and countdown tokens
    fy = ry + rh + 12
    pools = v.get("pools") or []
    pool = num(pools[seat]) if seat < len(pools) else 0
    tokens = v.get("tokens") or []
    tok = num(tokens[seat]) if seat < len(tokens) else 0
    fx = x0 + PAD
    si = tl.shrine(30)
    pr.paste(img, si, (fx, fy + 4))
    f_f = fonts.bold(20)
    lab = c.t("render-dc-pool", n=pool)
    half = (x1 - x0) // 2
    fitted(d, (fx + 36, fy, x0 + half - 4, fy + 40), lab, 20, pal.INK, "bold", "left", 14)
    tkx = x0 + half + 4
    pr.paste(img, tl.countdown_token(30, tok > 0), (tkx, fy + 5))
    fitted(d, (tkx + 36, fy, x1 - PAD, fy + 40), c.t("render-dc-tokens", n=tok), 20, pal.INK, "bold", "left",
           14)  # fmt: skip
    _ = f_f


def player_panels(c: Ctx, y: int, hl_seat, hl_realm: set[str]):
    y += GAP
    n = max(1, c.n)
    cols, pw, cw, chh = _panel_geometry(n)
    ph = _panel_height(cw, chh)
    rows = -(-c.n // cols) if c.n else 0
    img, d = yield y + rows * (ph + PANEL_GAP) - PANEL_GAP if rows else y
    for seat in range(c.n):
        r, col = divmod(seat, cols)
        x0 = MARGIN + col * (pw + PANEL_GAP)
        y0 = y + r * (ph + PANEL_GAP)
        _player_panel(c, img, d, (x0, y0, x0 + pw, y0 + ph), seat, cw, chh, hl_realm if seat == hl_seat else set())


# ---- scores ------------------------------------------------------------------------------------------------------
def score_table(c: Ctx, y: int):
    v = c.view
    scores = [s if isinstance(s, dict) else {} for s in v.get("scores") or []]
    if not scores:
        yield y
        return
    y += GAP
    dragons = [str(x) for x in v.get("dragons") or []]
    winners = set(v.get("winners") or []) if c.over else set()
    totals = [num(s.get("total")) for s in scores]
    show_tie = c.over and len(totals) > 1 and sorted(totals)[-1] == sorted(totals)[-2]
    cols: list[tuple[str, str]] = [("merges", c.t("render-dc-col-merges")), ("spirits", c.t("render-dc-col-spirits")),
                                   ("discards", c.t("render-dc-col-discards")),
                                   ("shrines", c.t("render-dc-col-shrines")),
                                   ("tokens", c.t("render-dc-col-tokens"))]  # fmt: skip
    for dr in dragons:
        key = f"dragon_castle-dragon-{dr}"
        cols.append((f"dragon:{dr}", c.t(key) if i18n.has(key) else dr))
    if show_tie:
        cols.append(("tie", c.t("render-dc-col-tiebreak")))
    cols.append(("total", c.t("render-dc-col-total")))
    title_h, head_h, row_h = 44, 52, 44
    h = title_h + head_h + len(scores) * row_h + PAD
    box = (MARGIN, y, WIDTH - MARGIN, y + h)
    img, d = yield box[3]
    d.rounded_rectangle(box, radius=14, fill=pal.PANEL, outline=pal.GOLD_EDGE if c.over else pal.LINE,
                        width=4 if c.over else 2)  # fmt: skip
    title = c.t("render-dc-scores-final" if c.over else "render-dc-scores-now")
    fitted(d, (box[0] + PAD, y + 6, box[2] - PAD, y + title_h), title, 24, pal.INK, "bold")
    name_w = 270 if len(cols) <= 7 else 220
    cx0 = box[0] + PAD + name_w
    weights = [1.7 if key == "shrines" else 1.25 if key == "tie" else 1.0 for key, _ in cols]
    unit = (box[2] - PAD - cx0) / sum(weights)
    edges = [cx0 + round(unit * sum(weights[:i])) for i in range(len(cols) + 1)]
    hy = y + title_h
    for i, (_, label) in enumerate(cols):
        _header(d, (edges[i] + 3, hy, edges[i + 1] - 3, hy + head_h), label)
    d.line((box[0] + PAD, hy + head_h - 2, box[2] - PAD, hy + head_h - 2), fill=pal.LINE, width=2)
    f_v, f_tot, f_sub = fonts.bold(22), fonts.bold(SCORE_SIZE), fonts.regular(16)
    keys.note("scores", SCORE_SIZE)
    for seat, s in enumerate(scores):
        ry = hy + head_h + seat * row_h
        if seat in winners:
            d.rectangle((box[0] + 4, ry + 2, box[2] - 4, ry + row_h - 2), fill=pal.mix(pal.GOLD, pal.WHITE, 0.6))
        elif seat % 2:
            d.rectangle((box[0] + 4, ry + 2, box[2] - 4, ry + row_h - 2), fill=pal.mix(pal.PANEL_DIM, pal.PANEL, 0.4))
        pr.paste(img, pr.player_marker(seat, 32), (box[0] + PAD, ry + (row_h - 32) // 2))
        label = c.name(seat)
        if seat in winners:
            label = "★ " + label
        fitted(d, (box[0] + PAD + 40, ry, cx0 - 8, ry + row_h), label, 22, pal.INK, "bold", "left", 15)
        for i, (key, _) in enumerate(cols):
            cx = (edges[i] + edges[i + 1]) / 2
            sub = None
            if key in ("merges", "spirits", "discards"):
                val = str(num(s.get(key)))
            elif key == "shrines":
                sh = s.get("shrines") or {}
                val = str(num(sh.get("points")))
                lv = sh.get("levels") or {}
                counts = [(k, num(lv.get(str(k)))) for k in (1, 2, 3)]
                counts = [(k, n) for k, n in counts if n]
                if counts:  # shrines by level: the level in its floor badge, then the count
                    parts = [(bd.height_badge(k, 20), f"×{n}") for k, n in counts]
                    pw_ = sum(20 + 2 + tx.width(t_, f_sub) + 6 for _, t_ in parts)
                    vw = tx.width(val, f_v)
                    x = cx - (vw + 8 + pw_) / 2
                    d.text((x, ry + row_h / 2), val, font=f_v, fill=pal.INK, anchor="lm")
                    x += vw + 8
                    for badge, t_ in parts:
                        pr.paste(img, badge, (x, ry + (row_h - 20) / 2))
                        d.text((x + 22, ry + row_h / 2 + 1), t_, font=f_sub, fill=pal.INK_SOFT, anchor="lm")
                        x += 20 + 2 + tx.width(t_, f_sub) + 6
                    continue
            elif key == "tokens":
                val = str(num(s.get("tokens_vp")))
                if num(s.get("tokens")):
                    sub = f"×{num(s.get('tokens'))}"
            elif key.startswith("dragon:"):
                val = str(num((s.get("dragons") or {}).get(key[7:])))
            elif key == "tie":
                tb = list(s.get("tiebreak") or [0, 0]) + [0, 0]
                val = f"{num(tb[0])} / {num(tb[1])}"
            else:
                val = str(num(s.get("total")))
            font = f_tot if key == "total" else f_v
            if sub:
                d.text((cx - 4, ry + row_h / 2), val, font=font, fill=pal.INK, anchor="rm")
                d.text((cx + 2, ry + row_h / 2 + 2), sub, font=f_sub, fill=pal.INK_SOFT, anchor="lm")
            else:
                d.text((cx, ry + row_h / 2), val, font=font, fill=pal.INK, anchor="mm")


def _header(d: ImageDraw.ImageDraw, box: pr.Box, label: str) -> None:
    """A column header in at most two lines, each shrunk to fit (long single words are not cut if avoidable)."""
    x0, y0, x1, y1 = box
    w = x1 - x0
    f = fonts.bold(16)
    words = label.split()
    if tx.width(label, f) <= w or len(words) == 1:
        lines = [label]
    else:  # the split into two lines with the narrower wider line
        best = min(range(1, len(words)), key=lambda k: max(tx.width(" ".join(words[:k]), f),
                                                           tx.width(" ".join(words[k:]), f)))  # fmt: skip
        lines = [" ".join(words[:best]), " ".join(words[best:])]
    size = 16
    while size > 11 and max(tx.width(ln, fonts.bold(size)) for ln in lines) > w:
        size -= 1
    f = fonts.bold(size)
    fh = tx.height(f)
    top = y0 + (y1 - y0 - fh * len(lines)) // 2
    for k, ln in enumerate(lines):
        d.text(((x0 + x1) / 2, top + k * fh), tx.ellipsize(ln, f, w), font=f, fill=pal.INK_SOFT, anchor="ma")
