"""The sections of the Zamek Smoków pictures, drawn from a view (docs/dragon_castle-view.md); ``pages`` puts them
together into the table's pages and ``preview`` into the mover's preview.

Sections: title bar (round, layout, tiles left, top floor); status banner (whose turn and stage, the final round, the
last turn in words; at the end the winners); the castle with its legend; the countdown track, shrine supply and
discard pile beside the Spirit and Dragon cards in play (one-line reminders); the tile legend. The per-player sections
(one panel per player, the score table) are in ``players``; what they all share is in ``common``, the legends'
swatches in ``swatches``.

Only public fields are read: ``private`` is never looked at by the table's pages, so two views that differ only in
hidden information give the same picture. The preview (``preview.draw_private``) draws ``private.preview`` (the same
schema, with the pending steps applied) under a striped "preview, not confirmed" header.

Each section lays itself out first and paints once the page exists (``pr.compose``), so the canvas is allocated at its
final height (no oversized canvas, no crop). Whole stacks, coordinate pills, labels, text masks, fitted texts and
legends are cached, and stacks on a plain background (the castle, panels of players not on turn) are pasted
pre-composited without a mask, so a table costs about one cheap paste per cell.

Measured with ``python -m bot.bench`` (Pillow 13, 2-core VM, warm caches; the first render of a process ~360 ms while
the tile faces are drawn): 4 players 1280x~2700 px ~15 ms draw + ~35-45 ms encode, ~190 KB.
"""
from __future__ import annotations

from PIL import Image

from games.core import i18n
from renderers.dragon_castle import board as bd
from renderers.dragon_castle import tiles as tl
from renderers.dragon_castle.common import GAP, MARGIN, PAD, TITLE_H, WIDTH, Ctx, fit, fitted, num, wrap
from renderers.dragon_castle.swatches import card_icon, legend_image
from renderers.toolkit import fonts
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx


# ---- title and status --------------------------------------------------------------------------------------------
def title_bar(c: Ctx, y: int):
    h = TITLE_H
    img, d = yield y + h
    d.rectangle((0, y, WIDTH, y + h), fill=pal.HEADER)
    title = c.t("dragon_castle-title")
    f = fonts.bold(32)
    d.text((MARGIN + 4, y + h / 2), title, font=f, fill=pal.HEADER_INK, anchor="lm")
    x = MARGIN + 4 + tx.width(title, f) + 20
    rnd = c.t("render-round", n=num(c.view.get("round")) or 1)
    f2 = fonts.bold(24)
    b = pr.badge(d, (x, y + h / 2), rnd, f2, pal.HEADER_INK, pal.HEADER, anchor="lm")
    x = b[2] + 18
    castle = c.view.get("castle") or {}
    right = c.t("render-dc-castle-left", n=num(castle.get("tiles_left")))
    if num(castle.get("tiles_left")):
        right += " · " + c.t("render-dc-top-floor", n=num(castle.get("top_floor")))
    fr = fonts.regular(22)
    rw = min(tx.width(right, fr), 520)
    fitted(d, (WIDTH - MARGIN - 4 - rw, y, WIDTH - MARGIN - 4, y + h), right, 22, pal.HEADER_INK, "regular",
           "right", 16)  # fmt: skip
    lay = (c.view.get("layout") or {}).get("id") or (c.view.get("options") or {}).get("layout") or ""
    key = f"dragon_castle-opt-layout-{lay}"
    lname = c.t(key) if lay and i18n.has(key) else str(lay)
    if lname:
        fitted(d, (x, y, WIDTH - MARGIN - rw - 24, y + h), lname, 22, pal.HEADER_INK, "regular", "left", 15)


def _last_summary(c: Ctx) -> str | None:
    last = c.view.get("last") or {}
    if not last or last.get("seat") is None:
        return None
    action = str(last.get("action") or "")
    key = f"render-dc-action-{action}"
    parts = [c.t(key) if action and i18n.has(key) else c.t("render-dc-action-none")]
    cc, rc = [str(x) for x in last.get("castle_cells") or []], [str(x) for x in last.get("realm_cells") or []]
    if cc and rc:
        parts.append(c.t("render-dc-cells-move", castle=", ".join(cc), realm=", ".join(rc)))
    elif cc:
        parts.append(c.t("render-dc-cells-castle", castle=", ".join(cc)))
    elif rc:
        parts.append(c.t("render-dc-cells-realm", realm=", ".join(rc)))
    for s in last.get("spirits") or []:
        parts.append(c.t(f"dragon_castle-spirit-{s}") if i18n.has(f"dragon_castle-spirit-{s}") else str(s))
    return c.t("render-dc-last", name=c.name(last.get("seat")), what=" · ".join(parts))


def status_section(c: Ctx, y: int, compact: bool = False):
    """The status banner; ``compact`` (the turn page): without the word-by-word log of the turns (the channel post
    says what happened)."""
    v = c.view
    y += 10
    inner_w = WIDTH - 2 * MARGIN - 36
    lines: list[tuple[str, int, str]] = []  # (text, size, style)
    t = c.turn()
    if c.over:
        winners = [s for s in v.get("winners") or [] if isinstance(s, int)]
        scores = v.get("scores") or []
        best = num(scores[winners[0]].get("total")) if winners and winners[0] < len(scores) else 0
        text = c.t("render-game-over") + " · " + c.t("render-winner", count=len(winners),
                                                      names=", ".join(c.name(s) for s in winners))  # fmt: skip
        text += " · " + c.t("render-dc-vp", n=best)
        fill, edge = pal.mix(pal.GOLD, pal.WHITE, 0.55), pal.GOLD_EDGE
        markers = winners
    else:
        seat = v.get("active")
        text = c.t("render-turn", name=c.name(seat))
        stage = str(t.get("stage") or "")
        if stage and stage != "start" and i18n.has(f"dragon_castle-stage-{stage}"):
            text += " · " + c.t(f"dragon_castle-stage-{stage}")
        style = pal.player(seat if isinstance(seat, int) else 0)
        fill, edge = style.tint, style.colour
        markers = [seat] if isinstance(seat, int) else []
        if v.get("final_round"):
            lines.append((c.t("render-dc-final-round", name=c.name(v.get("last_player"))), 22, "bold"))
        elif v.get("summon_forced"):
            lines.append((c.t("render-dc-summon-forced"), 22, "bold"))
        elif v.get("summon_allowed"):
            lines.append((c.t("render-dc-summon-allowed"), 22, "bold"))
        log = [c.msg(m) for m in t.get("log") or []]
        log = [s for s in log if s]
        if log and not compact:
            lines.append((c.t("render-dc-turn-so-far") + " " + " ".join(log), 20, "regular"))
    last = _last_summary(c)
    if last and not c.over:
        lines.append((last, 22, "bold"))
        log = [c.msg(m) for m in (v.get("last") or {}).get("log") or []]
        log = [s for s in log if s]
        if log and not compact:
            for ln in wrap(" ".join(log), 20, "regular", inner_w, 2):
                lines.append((ln, 20, "regular"))
    held = [str(k) for k in t.get("held") or []] if not c.over else []
    head_h = 64
    body_h = sum(int(tx.height(fonts.font(s, st)) * 1.18) for _, s, st in lines)
    h = head_h + body_h + (10 if lines else 0)
    box = (MARGIN, y, WIDTH - MARGIN, y + h)
    img, d = yield box[3]
    d.rounded_rectangle(box, radius=14, fill=fill, outline=edge, width=4)
    x = box[0] + 14
    for s in markers:
        pr.paste(img, pr.player_marker(s, 46), (x, y + 9))
        x += 54
    right = box[2] - 16
    if held:  # the tiles the mover has taken and still has to place (public: they came from the castle)
        tw, th = 38, 48
        for k in reversed(held):
            right -= tw
            pr.paste(img, tl.face(k, tw, th), (right, y + 8))
            right -= 6
        lab = c.t("render-dc-held")
        fl = fonts.bold(20)
        d.text((right - 4, y + 32), lab, font=fl, fill=pal.INK, anchor="rm")
        right -= tx.width(lab, fl) + 16
    fitted(d, (x + 4, y, right, y + head_h), text, 30, pal.INK, "bold", "left", 18)
    yy = y + head_h - 4
    for text_line, size, style in lines:
        lh = int(tx.height(fonts.font(size, style)) * 1.18)
        fitted(d, (box[0] + 18, yy, box[2] - 16, yy + lh), text_line, size,
               pal.INK if style == "bold" else pal.INK_SOFT, style, "left", max(14, size - 5))  # fmt: skip
        yy += lh


# ---- castle ------------------------------------------------------------------------------------------------------
CASTLE_LABEL = 40
CASTLE_LABEL_SIZE = 32  # the coordinates are key texts: at least 1/40 of the width (keys.MIN_FRACTION)


def castle_pitch() -> tuple[int, int]:
    pw = (WIDTH - 2 * MARGIN - 2 * PAD - 2 * CASTLE_LABEL) // 16
    return pw, int(pw * 1.2)


def castle_section(c: Ctx, y: int, castle: dict, highlight: set[str], marked: set[str] | None = None,
                    title: str | None = None):
    """The castle panel with its legend (``marked`` is not None: the preview's legend wording)."""
    y += GAP
    pw, ph = castle_pitch()
    cw, ch = bd.castle_size(pw, ph, CASTLE_LABEL)
    title_h = 40 if title else 0
    lw = WIDTH - 2 * MARGIN - 2 * PAD
    legend = _castle_legend(c, lw, marked is not None)
    box = (MARGIN, y, WIDTH - MARGIN, y + title_h + ch + 10 + legend.size[1] + PAD)
    img, d = yield box[3]
    d.rounded_rectangle(box, radius=16, fill=bd.CASTLE_BG, outline=pal.LINE, width=2)
    if title:
        fitted(d, (box[0] + PAD + 4, y + 6, box[2] - PAD, y + title_h), title, 24, pal.INK, "bold")
    x0 = MARGIN + (WIDTH - 2 * MARGIN - cw) // 2
    bd.draw_castle(img, d, x0, y + title_h + 4, castle, pw, ph, CASTLE_LABEL, highlight, marked, pills=not c.over,
                   bg=bd.CASTLE_BG, label_size=CASTLE_LABEL_SIZE)  # fmt: skip
    img.paste(legend, (MARGIN + PAD + 4, y + title_h + ch + 10))


def _castle_legend(c: Ctx, w: int, preview: bool) -> Image.Image:
    items = (("floors", c.t("render-dc-legend-floors")), ("pill-top", c.t("render-dc-legend-top")),
             ("pill-lower", c.t("render-dc-legend-lower")), ("blocked", c.t("render-dc-legend-blocked")),
             ("hl", c.t("render-dc-legend-this-turn" if preview else "render-dc-legend-last")))  # fmt: skip
    return legend_image(items, w - 8, 19, 26, bd.CASTLE_BG)


# ---- track, supply, discard, cards -------------------------------------------------------------------------------
def countdown_note(c: Ctx) -> tuple[str, tuple]:
    """The countdown in words and its colour: the tokens left, or the final round in red."""
    if c.view.get("final_round"):
        return c.t("render-dc-track-final"), pal.STRIKE
    return c.t("render-dc-track-left", n=num((c.view.get("track") or {}).get("left"))), pal.INK


def _track_box(c: Ctx, img, d, box: pr.Box) -> None:
    v = c.view
    x0, y0, x1, y1 = box
    d.rounded_rectangle(box, radius=14, fill=pal.PANEL, outline=pal.LINE, width=2)
    fitted(d, (x0 + PAD, y0 + 6, x1 - PAD, y0 + 40), c.t("render-dc-track"), 23, pal.INK, "bold")
    track = v.get("track") or {}
    spaces = list(track.get("spaces") or [])
    stack_n = num(track.get("stack"))
    s = 58
    gap = 8
    x = x0 + PAD
    top = y0 + 46
    f_lab = fonts.bold(26)
    for i in range(5):
        b = (x + i * (s + gap), top, x + i * (s + gap) + s, top + s)
        used = i == 0 or i <= max(c.n, sum(1 for sp in spaces if sp))
        fill = pal.WHITE if used else pal.PANEL_DIM
        outline = pal.STRIKE if i == 1 else pal.INK
        d.rounded_rectangle(b, radius=10, fill=fill, outline=outline if used else pal.LINE, width=3 if used else 2)
        occupied = stack_n > 0 if i == 0 else (i - 1 < len(spaces) and bool(spaces[i - 1]))
        label = "!" if i == 1 else str(i) if i else ""
        if occupied:
            ts = s - 14
            pr.paste(img, tl.countdown_token(ts), (b[0] + 7, b[1] + 7))
            if i == 0:
                pr.badge(d, (b[2] + 2, b[3] + 2), f"×{stack_n}", fonts.bold(18), pal.INK, pal.WHITE, anchor="rb")
        elif label:
            d.text(((b[0] + b[2]) / 2, (b[1] + b[3]) / 2), label, font=f_lab,
                   fill=pal.STRIKE if i == 1 else pal.INK_SOFT, anchor="mm")  # fmt: skip
    yy = top + s + 12
    note, colour = countdown_note(c)
    fitted(d, (x0 + PAD, yy, x1 - PAD, yy + 28), note, 20, colour, "bold")
    yy += 38
    # shrine supply and discard pile
    si = tl.shrine(34)
    pr.paste(img, si, (x0 + PAD, yy))
    fitted(d, (x0 + PAD + 42, yy, x1 - PAD, yy + 36), c.t("render-dc-supply", n=num(v.get("supply"))), 21,
           pal.INK, "regular")  # fmt: skip
    yy += 46
    discard = [str(k) for k in v.get("discard") or []]
    fw, fh = 30, 38
    if discard:
        pr.paste(img, tl.face(discard[-1], fw, fh), (x0 + PAD + 2, yy))
    else:
        d.rounded_rectangle((x0 + PAD + 2, yy, x0 + PAD + 2 + fw, yy + fh), radius=5, outline=pal.LINE, width=2)
    fitted(d, (x0 + PAD + 42, yy, x1 - PAD, yy + fh), c.t("render-dc-discard", n=len(discard)), 21, pal.INK,
           "regular")  # fmt: skip


TRACK_H = 46 + 58 + 12 + 38 + 46 + 38 + PAD


def _cards_box(c: Ctx, img, d, box: pr.Box, measure: bool = False) -> int:
    v = c.view
    x0, y0, x1, _ = box
    if not measure:
        d.rounded_rectangle(box, radius=14, fill=pal.PANEL, outline=pal.LINE, width=2)
    used = {str(s) for s in c.turn().get("used") or []}
    last_used = {str(s) for s in (v.get("last") or {}).get("spirits") or []}
    y = y0 + 6
    fname, fline = fonts.bold(21), fonts.regular(19)
    for group, ids in (("spirit", v.get("spirits") or []), ("dragon", v.get("dragons") or [])):
        title = c.t(f"render-dc-{group}s-title", n=len(ids))
        if not measure:
            fitted(d, (x0 + PAD, y, x1 - PAD, y + 34), title, 23, pal.INK, "bold")
        y += 36
        if not ids:
            if not measure:
                d.text((x0 + PAD + 8, y + 14), c.t("render-dc-cards-none"), font=fline, fill=pal.INK_SOFT, anchor="lm")
            y += 32
            continue
        for cid in ids:
            cid = str(cid)
            name_key = f"dragon_castle-{group}-{cid}"
            name = c.t(name_key) if i18n.has(name_key) else cid
            rem_key = f"render-dc-{group}-{cid}"
            reminder = c.t(rem_key) if i18n.has(rem_key) else ""
            row_h = 58
            if not measure:
                ix = x0 + PAD + 4
                pr.paste(img, card_icon(group, 40), (ix, y + 4))
                nx = ix + 50
                right = x1 - PAD
                if group == "spirit" and cid in used:
                    b = pr.badge(d, (right, y + 15), c.t("render-dc-used"), fonts.bold(16), pal.INK, pal.WHITE,
                                 anchor="rm")  # fmt: skip
                    right = b[0] - 8
                elif group == "spirit" and cid in last_used and not c.turn().get("log"):
                    b = pr.badge(d, (right, y + 15), c.t("render-dc-used-last"), fonts.bold(16), pal.HIGHLIGHT,
                                 pal.INK, anchor="rm", outline=pal.BLACK)  # fmt: skip
                    right = b[0] - 8
                f1, n1 = fit(name, right - nx, 21, "bold", 16)
                d.text((nx, y + 15), n1, font=f1, fill=pal.INK, anchor="lm")
                f2, r2 = fit(reminder, x1 - PAD - nx, 19, "regular", 15)
                d.text((nx, y + 41), r2, font=f2, fill=pal.INK_SOFT, anchor="lm")
            _ = fname, fline
            y += row_h
        y += 4
    return y + PAD - y0


def info_row(c: Ctx, y: int):
    y += GAP
    tw = 380
    left = (MARGIN, y, MARGIN + tw, y)
    right_x0 = MARGIN + tw + GAP
    ch = _cards_box(c, None, None, (right_x0, y, WIDTH - MARGIN, y), measure=True)
    h = max(TRACK_H, ch)
    img, d = yield y + h
    _track_box(c, img, d, (left[0], y, left[2], y + h))
    _cards_box(c, img, d, (right_x0, y, WIDTH - MARGIN, y + h))


# ---- tile legend -------------------------------------------------------------------------------------------------
def tile_legend(c: Ctx, y: int):
    y += GAP
    items = [(f"face:{t}_{number}", c.t(f"dragon_castle-type-{t}"))
             for t, number in (("merchant", 1), ("soldier", 2), ("farmer", 3))]  # fmt: skip
    items += [(f"face:{k}", c.tile_name(k)) for k in tl.all_kinds() if tl.type_of(k) in tl.SPECIAL]
    items += [("back", c.t("render-dc-legend-back")), ("shrine", c.t("render-dc-legend-shrine")),
              ("axis", c.t("render-dc-legend-axes"))]  # fmt: skip
    w = WIDTH - 2 * MARGIN - 2 * PAD
    im = legend_image(tuple(items), w, 18, 22, pal.PANEL_DIM)
    box = (MARGIN, y, WIDTH - MARGIN, y + im.size[1] + 2 * PAD)
    img, d = yield box[3]
    d.rounded_rectangle(box, radius=14, fill=pal.PANEL_DIM, outline=pal.LINE, width=2)
    img.paste(im, (MARGIN + PAD, y + PAD))
