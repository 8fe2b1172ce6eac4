"""The sections of the Zamek Smoków pictures, drawn from a view (docs/dragon_castle-view.md); ``pages`` puts them
together into the table's pages and ``preview`` into the mover's preview.

Sections: title bar (round, layout, tiles left, top floor); status banner (whose turn and stage, the final round, the
last turn in words; at the end the winners); the castle with its legend; the countdown track, shrine supply and
discard pile beside the Spirit and Dragon cards in play (one-line reminders); one panel per player (realm, pool,
tokens, VP); the score table (provisional during the game); the tile legend.

Only public fields are read: ``private`` is never looked at by :func:`draw_table`, so two views that differ only in
hidden information give the same picture. :func:`draw_private` draws ``private.preview`` (the same schema, with the
pending steps applied) under a striped "preview, not confirmed" header.

Each section lays itself out first and paints once the page exists (``pr.compose``), so the canvas is allocated at its
final height (no oversized canvas, no crop). Whole stacks, coordinate pills, labels, text masks, fitted texts and
legends are cached, and stacks on a plain background (the castle, panels of players not on turn) are pasted
pre-composited without a mask, so a table costs about one cheap paste per cell.

Measured with ``python -m bot.bench`` (Pillow 13, 2-core VM, warm caches; the first render of a process ~360 ms while
the tile faces are drawn): 4 players 1280x~2700 px ~15 ms draw + ~35-45 ms encode, ~190 KB.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageDraw

from games.core import i18n
from games.core.contract import Msg
from renderers.dragon_castle import board as bd
from renderers.dragon_castle import tiles as tl
from renderers.toolkit import fonts, keys
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx
from renderers.toolkit.context import RenderContext

WIDTH = 1280
MARGIN = 16
GAP = 14
PAD = 14
TITLE_H = 60
PREVIEW: tuple[int, int, int] = (255, 176, 0)  # the preview stripes (with black)


# ---- text fitting (cached: the same labels come back on every picture) -------------------------------------------
@lru_cache(maxsize=4096)
def _fit(text: str, max_w: int, size: int, style: str, min_size: int) -> tuple[int, str]:
    """The largest size from ``size`` down to ``min_size`` in which ``text`` fits ``max_w`` (else ellipsized)."""
    floor = max(6, min_size)
    w = tx.width(text, fonts.font(size, style))
    if w <= max_w:
        return size, text
    s = max(floor, min(size - 1, int(size * max_w / max(1, w)) + 1))
    while s > floor and tx.width(text, fonts.font(s, style)) > max_w:
        s -= 1
    return s, tx.ellipsize(text, fonts.font(s, style), max_w)


def fit(text: str, max_w: int, size: int, style: str = "bold", min_size: int | None = None):
    s, t = _fit(text, int(max_w), size, style, min_size if min_size is not None else int(size * 0.7))
    return fonts.font(s, style), t


def fitted(d: ImageDraw.ImageDraw, box, text: str, size: int, fill, style: str = "bold", align: str = "left",
           min_size: int | None = None):
    """``text`` on one line in ``box``, vertically centred, shrunk or ellipsized to fit (cf. ``text.draw_fitted``)."""
    x0, y0, x1, y1 = box
    f, t = fit(text, x1 - x0, size, style, min_size)
    cy = (y0 + y1) / 2
    if align == "center":
        d.text(((x0 + x1) / 2, cy), t, font=f, fill=fill, anchor="mm")
    elif align == "right":
        d.text((x1, cy), t, font=f, fill=fill, anchor="rm")
    else:
        d.text((x0, cy), t, font=f, fill=fill, anchor="lm")
    return f


@lru_cache(maxsize=256)
def _wrap(text: str, size: int, style: str, max_w: int, max_lines: int) -> tuple[str, ...]:
    return tuple(tx.wrap(text, fonts.font(size, style), max_w, max_lines))


@lru_cache(maxsize=64)
def _legend_image(items: tuple, w: int, size: int, gap: int, bg: tuple) -> Image.Image:
    """A legend (``pr.legend``) drawn once on its background colour; ``items``: ((swatch key, label), ...)."""
    pieces = [(_swatch(k), label) for k, label in items]
    probe = Image.new("RGB", (w, 10), bg)
    h = pr.legend(probe, 0, 0, w, pieces, fonts.regular(size), pal.INK, gap, dry_run=True)
    img = Image.new("RGB", (w, h + 2), bg)
    pr.legend(img, 0, 0, w, pieces, fonts.regular(size), pal.INK, gap)
    return img


# ---- context -----------------------------------------------------------------------------------------------------
@dataclass
class Ctx(RenderContext):
    preview: bool = False
    _realms: list = field(default_factory=list)
    seats_key = "realms"

    @property
    def over(self) -> bool:
        return self.view.get("phase") == "GAME_OVER"

    def tile_name(self, kind: str) -> str:
        key = f"dragon_castle-tile-{kind}"
        return self.t(key) if i18n.has(key) else str(kind)

    def msg(self, data) -> str:
        try:
            return i18n.render(Msg.from_json(data), self.lang, self.name)
        except (KeyError, TypeError, AttributeError):
            return ""

    def turn(self) -> dict:
        return self.view.get("turn") or {}

    def changes(self) -> tuple[int | None, set[str], set[str]]:
        """The latest public changes to frame in yellow: the public part of the turn in progress when it touched
        something (a step that uncovered a tile), else the last confirmed turn: (seat, castle cells, realm cells)."""
        t = self.turn()
        if t and (t.get("castle_cells") or t.get("realm_cells")):
            return t.get("seat"), set(map(str, t.get("castle_cells") or [])), set(map(str, t.get("realm_cells") or []))
        last = self.view.get("last") or {}
        if not last:
            return None, set(), set()
        return (last.get("seat"), set(map(str, last.get("castle_cells") or [])),
                set(map(str, last.get("realm_cells") or [])))  # fmt: skip


def _num(v) -> int:
    try:
        return int(v)
    except (TypeError, ValueError):
        return 0


# ---- title and status --------------------------------------------------------------------------------------------
def _title_bar(c: Ctx, y: int):
    h = TITLE_H
    img, d = yield y + h
    d.rectangle((0, y, WIDTH, y + h), fill=pal.HEADER)
    title = c.t("dragon_castle-title")
    f = fonts.bold(32)
    d.text((MARGIN + 4, y + h / 2), title, font=f, fill=pal.HEADER_INK, anchor="lm")
    x = MARGIN + 4 + tx.width(title, f) + 20
    rnd = c.t("render-round", n=_num(c.view.get("round")) or 1)
    f2 = fonts.bold(24)
    b = pr.badge(d, (x, y + h / 2), rnd, f2, pal.HEADER_INK, pal.HEADER, anchor="lm")
    x = b[2] + 18
    castle = c.view.get("castle") or {}
    right = c.t("render-dc-castle-left", n=_num(castle.get("tiles_left")))
    if _num(castle.get("tiles_left")):
        right += " · " + c.t("render-dc-top-floor", n=_num(castle.get("top_floor")))
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


def _status(c: Ctx, y: int, compact: bool = False):
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
        best = _num(scores[winners[0]].get("total")) if winners and winners[0] < len(scores) else 0
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
            for ln in _wrap(" ".join(log), 20, "regular", inner_w, 2):
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
SCORE_SIZE = 32  # so are the scores


def _castle_pitch() -> tuple[int, int]:
    pw = (WIDTH - 2 * MARGIN - 2 * PAD - 2 * CASTLE_LABEL) // 16
    return pw, int(pw * 1.2)


def _castle_section(c: Ctx, y: int, castle: dict, highlight: set[str], marked: set[str] | None = None,
                    title: str | None = None):
    """The castle panel with its legend (``marked`` is not None: the preview's legend wording)."""
    y += GAP
    pw, ph = _castle_pitch()
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
    return _legend_image(items, w - 8, 19, 26, bd.CASTLE_BG)


def _swatch(key: str) -> Image.Image:
    if key.startswith("face:"):
        return tl.face(key[5:], 30, 38)
    return {"floors": _floors_swatch, "pill-top": lambda: bd.pill_image("F4", True, 18),
            "pill-lower": lambda: bd.pill_image("K7", False, 18), "blocked": _blocked_swatch,
            "hl": _highlight_swatch, "back": lambda: tl.back(30, 38), "shrine": _shrine_swatch,
            "axis": _axis_swatch, "dashed": _dashed_swatch}[key]()  # fmt: skip


_SWATCH_CACHE: dict = {}


def _cached(key, make):
    if key not in _SWATCH_CACHE:
        _SWATCH_CACHE[key] = make()
    return _SWATCH_CACHE[key]


def _floors_swatch() -> Image.Image:
    def make():
        im = Image.new("RGBA", (3 * 30 + 4, 30), (0, 0, 0, 0))
        for i in range(3):
            im.alpha_composite(bd.height_badge(i + 1, 28), (i * 32, 1))
        return im

    return _cached("floors", make)


def _blocked_swatch() -> Image.Image:
    return _cached("blocked", lambda: bd.dimmed("soldier_5", 24, 30).copy())


def _highlight_swatch() -> Image.Image:
    def make():
        im = Image.new("RGBA", (36, 36), (0, 0, 0, 0))
        pr.highlight(ImageDraw.Draw(im), (8, 8, 27, 27), 3, 4)
        return im

    return _cached("hl", make)


# ---- track, supply, discard, cards -------------------------------------------------------------------------------
def countdown_note(c: Ctx) -> tuple[str, tuple]:
    """The countdown in words and its colour: the tokens left, or the final round in red."""
    if c.view.get("final_round"):
        return c.t("render-dc-track-final"), pal.STRIKE
    return c.t("render-dc-track-left", n=_num((c.view.get("track") or {}).get("left"))), pal.INK


def _track_box(c: Ctx, img, d, box: pr.Box) -> None:
    v = c.view
    x0, y0, x1, y1 = box
    d.rounded_rectangle(box, radius=14, fill=pal.PANEL, outline=pal.LINE, width=2)
    fitted(d, (x0 + PAD, y0 + 6, x1 - PAD, y0 + 40), c.t("render-dc-track"), 23, pal.INK, "bold")
    track = v.get("track") or {}
    spaces = list(track.get("spaces") or [])
    stack_n = _num(track.get("stack"))
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
    fitted(d, (x0 + PAD + 42, yy, x1 - PAD, yy + 36), c.t("render-dc-supply", n=_num(v.get("supply"))), 21,
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
                pr.paste(img, _card_icon(group, 40), (ix, y + 4))
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


def _card_icon(group: str, size: int) -> Image.Image:
    def make():
        S = 3
        W, H = size * S, size * S
        im = Image.new("RGBA", (W, H), (0, 0, 0, 0))
        dd = ImageDraw.Draw(im)
        if group == "spirit":  # a teal card with a swirl
            dd.rounded_rectangle((W * 0.14, 0, W * 0.86, H - 1), radius=W * 0.1, fill=(20, 120, 120), outline=pal.BLACK,
                                 width=S * 2)  # fmt: skip
            cx, cy = W / 2, H / 2
            for k, r in enumerate((0.26, 0.17, 0.08)):
                a0 = 200 + 60 * k
                dd.arc((cx - W * r, cy - W * r, cx + W * r, cy + W * r), a0, a0 + 250, fill=pal.WHITE, width=S * 2)
        else:  # a crimson card with a dragon eye
            dd.rounded_rectangle((W * 0.14, 0, W * 0.86, H - 1), radius=W * 0.1, fill=(150, 30, 50), outline=pal.BLACK,
                                 width=S * 2)  # fmt: skip
            cx, cy = W / 2, H / 2
            dd.ellipse((cx - W * 0.26, cy - H * 0.15, cx + W * 0.26, cy + H * 0.15), fill=(250, 210, 60))
            dd.ellipse((cx - W * 0.06, cy - H * 0.14, cx + W * 0.06, cy + H * 0.14), fill=pal.BLACK)
        return im.resize((size, size), Image.Resampling.LANCZOS)

    return _cached(("icon", group, size), make)


def _info_row(c: Ctx, y: int):
    y += GAP
    tw = 380
    left = (MARGIN, y, MARGIN + tw, y)
    right_x0 = MARGIN + tw + GAP
    ch = _cards_box(c, None, None, (right_x0, y, WIDTH - MARGIN, y), measure=True)
    h = max(TRACK_H, ch)
    img, d = yield y + h
    _track_box(c, img, d, (left[0], y, left[2], y + h))
    _cards_box(c, img, d, (right_x0, y, WIDTH - MARGIN, y + h))


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
    total = _num(scores[seat].get("total")) if seat < len(scores) and isinstance(scores[seat], dict) else 0
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
    pool = _num(pools[seat]) if seat < len(pools) else 0
    tokens = v.get("tokens") or []
    tok = _num(tokens[seat]) if seat < len(tokens) else 0
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


def _panels(c: Ctx, y: int, hl_seat, hl_realm: set[str]):
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
def _score_table(c: Ctx, y: int):
    v = c.view
    scores = [s if isinstance(s, dict) else {} for s in v.get("scores") or []]
    if not scores:
        yield y
        return
    y += GAP
    dragons = [str(x) for x in v.get("dragons") or []]
    winners = set(v.get("winners") or []) if c.over else set()
    totals = [_num(s.get("total")) for s in scores]
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
                val = str(_num(s.get(key)))
            elif key == "shrines":
                sh = s.get("shrines") or {}
                val = str(_num(sh.get("points")))
                lv = sh.get("levels") or {}
                counts = [(k, _num(lv.get(str(k)))) for k in (1, 2, 3)]
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
                val = str(_num(s.get("tokens_vp")))
                if _num(s.get("tokens")):
                    sub = f"×{_num(s.get('tokens'))}"
            elif key.startswith("dragon:"):
                val = str(_num((s.get("dragons") or {}).get(key[7:])))
            elif key == "tie":
                tb = list(s.get("tiebreak") or [0, 0]) + [0, 0]
                val = f"{_num(tb[0])} / {_num(tb[1])}"
            else:
                val = str(_num(s.get("total")))
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


# ---- tile legend -------------------------------------------------------------------------------------------------
def _tile_legend(c: Ctx, y: int):
    y += GAP
    items = [(f"face:{t}_{number}", c.t(f"dragon_castle-type-{t}"))
             for t, number in (("merchant", 1), ("soldier", 2), ("farmer", 3))]  # fmt: skip
    items += [(f"face:{k}", c.tile_name(k)) for k in tl.all_kinds() if tl.type_of(k) in tl.SPECIAL]
    items += [("back", c.t("render-dc-legend-back")), ("shrine", c.t("render-dc-legend-shrine")),
              ("axis", c.t("render-dc-legend-axes"))]  # fmt: skip
    w = WIDTH - 2 * MARGIN - 2 * PAD
    im = _legend_image(tuple(items), w, 18, 22, pal.PANEL_DIM)
    box = (MARGIN, y, WIDTH - MARGIN, y + im.size[1] + 2 * PAD)
    img, d = yield box[3]
    d.rounded_rectangle(box, radius=14, fill=pal.PANEL_DIM, outline=pal.LINE, width=2)
    img.paste(im, (MARGIN + PAD, y + PAD))


def _shrine_swatch() -> Image.Image:
    def make():
        im = tl.back(30, 38).copy()
        s = tl.shrine(24)
        im.alpha_composite(s, (3, 6))
        return im

    return _cached("shrine-swatch", make)


def _axis_swatch() -> Image.Image:
    def make():
        im = Image.new("RGBA", (30, 38), (0, 0, 0, 0))
        dd = ImageDraw.Draw(im)
        pr.dashed_line(dd, (15, 0), (15, 37), bd.AXIS, 3, 7, 5)
        pr.dashed_line(dd, (0, 19), (29, 19), bd.AXIS, 3, 7, 5)
        return im

    return _cached("axis-swatch", make)


def _dashed_swatch() -> Image.Image:
    def make():
        im = Image.new("RGBA", (36, 36), (0, 0, 0, 0))
        bd.dashed_frame(ImageDraw.Draw(im), (4, 4, 31, 31), bd.CURRENT, 3, 5)
        return im

    return _cached("dashed", make)
