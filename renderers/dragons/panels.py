"""The Smoki players' panels, in a grid of equal panels (a short last row centred): during a round a seat's marker,
name, tokens or running total, status pills and the dream (2 rows of 3 cards with slot numbers 1-6, the last move
framed); after a round its result panel (the round's score, the dream face up, columns that scored 0 struck out,
reflections with the value they copied).
"""
from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from renderers.dragons.common import (
    CARD_GAP,
    GAP,
    KEY_SIZE,
    MARGIN,
    PAD,
    WIDTH,
    Ctx,
    card_image,
    card_value_size,
    dream_card,
    is_reflection,
    number,
    tokens_to_win,
)
from renderers.toolkit import fonts, keys
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx


# ---- panel grid --------------------------------------------------------------------------------------------------
def grid_cols(n: int) -> int:
    return 2 if n in (1, 2, 4) else 3


def card_size(panel_w: int) -> tuple[int, int]:
    w = min(150, (panel_w - 2 * PAD - 2 * CARD_GAP) // 3)
    return w, round(w * 1.4)


def panel_width(cols: int) -> int:
    return (WIDTH - 2 * MARGIN - (cols - 1) * GAP) // cols


def panel_boxes(n: int, y: int, ph: int) -> list[tuple[int, int, int, int]]:
    """Boxes of ``n`` equal panels in rows of ``grid_cols(n)``; a short last row is centred."""
    cols = grid_cols(n)
    pw = panel_width(cols)
    boxes = []
    for i in range(n):
        r, c = divmod(i, cols)
        in_row = min(cols, n - r * cols)
        x0 = MARGIN + (WIDTH - 2 * MARGIN - (in_row * pw + (in_row - 1) * GAP)) // 2 + c * (pw + GAP)
        y0 = y + r * (ph + GAP)
        boxes.append((x0, y0, x0 + pw, y0 + ph))
    return boxes


# ---- a player's panel during a round -----------------------------------------------------------------------------
def _score_widget(c: Ctx, img: Image.Image, d: ImageDraw.ImageDraw, right: int, cy: int, seat: int, size: int) -> int:
    """Tokens (tokens mode) or running total, right-aligned at ``right``; returns its left edge."""
    if c.mode == "tokens":
        toks = list(c.view.get("tokens") or [])
        n = int(toks[seat]) if seat < len(toks) else 0
        total = max(int(c.view.get("tokens_to_win") or tokens_to_win()), n)
        w = total * (size + 4) - 4
        pr.token_row(img, right - w, int(cy - size / 2), n, total, size)
        return right - w
    totals = list(c.view.get("totals") or [])
    n = int(totals[seat]) if seat < len(totals) else 0
    label = c.t("render-total", n=number(n))
    f = fonts.bold(max(KEY_SIZE, int(size * 0.85)))
    keys.note("scores", f.size)
    d.text((right, cy), label, font=f, fill=pal.INK, anchor="rm")
    return right - tx.width(label, f)


def _pills(d: ImageDraw.ImageDraw, x: int, cy: int, pills: list[tuple[str, tuple, tuple, tuple | None]], size: int,
           right: int | None = None) -> None:
    """Status pills left to right; a pill that would cross ``right`` is shortened, then dropped."""
    f = fonts.bold(size)
    for label, fill, ink, outline in pills:
        if right is not None:
            room = right - x - size
            if room < 3 * size:
                break
            label = tx.ellipsize(label, f, room)
        b = pr.badge(d, (x, cy), label, f, fill, ink, anchor="lm", outline=outline)
        x = b[2] + 8


def _panel_header(c: Ctx, img, d, box, seat: int, big: bool, right_widget) -> tuple[int, int]:
    """Marker + name on the first row, ``right_widget(right, cy) -> left`` at its right; returns (row 2 y, name x)."""
    x0, y0, x1, _ = box
    ms = 44 if big else 38
    cy = y0 + PAD + ms // 2
    pr.paste(img, pr.player_marker(seat, ms), (x0 + PAD, y0 + PAD))
    left = right_widget(x1 - PAD, cy)
    nx = x0 + PAD + ms + 10
    tx.draw_fitted(d, (nx, cy - ms // 2, left - 10, cy + ms // 2), c.name(seat), 28 if big else 24, pal.INK, "bold",
                   "left", 21 if big else 19)  # fmt: skip
    return y0 + PAD + ms + 6, nx


def _dream_boxes(box, top: int, cw: int, ch: int) -> list[tuple[int, int, int, int]]:
    x0, _, x1, _ = box
    gw = 3 * cw + 2 * CARD_GAP
    return pr.grid_boxes(x0 + (x1 - x0 - gw) // 2, top, 2, 3, cw, ch, CARD_GAP)


def panel_height(cw: int, ch: int, big: bool) -> int:
    return PAD + (44 if big else 38) + 6 + 34 + 10 + 2 * ch + CARD_GAP + PAD + 4


def player_panel(c: Ctx, img, d, box, seat: int, cw: int, ch: int) -> None:
    v = c.view
    style = pal.player(seat)
    active = v.get("active") == seat and c.phase in ("TURN", "RESOLVE_DRAW")
    actors = set(v.get("actors") or [])
    big = cw >= 120
    if active or (c.phase == "CHAIN_PILE" and seat in actors):
        panel_bg = style.tint
        d.rounded_rectangle(pr.grow(box, 3), radius=19, outline=pal.BLACK, width=2)
        d.rounded_rectangle(box, radius=16, fill=panel_bg, outline=style.colour, width=7)
    else:
        panel_bg = pal.PANEL
        d.rounded_rectangle(box, radius=16, fill=panel_bg, outline=pal.LINE, width=2)
    tsize = 32 if big else 28
    row2, nx = _panel_header(c, img, d, box, seat, big,
                             lambda right, cy: _score_widget(c, img, d, right, cy, seat, tsize))  # fmt: skip
    pills = []
    if active:
        pills.append((c.t("render-turn-tag"), style.colour, style.ink, pal.BLACK))
        if c.phase == "RESOLVE_DRAW":
            pills.append((c.t("render-draw-tag"), pal.PANEL, pal.INK, pal.INK))
    elif c.phase == "CHAIN_PILE" and seat in actors:
        pills.append((c.t("render-chain-tag"), style.colour, style.ink, pal.BLACK))
    elif c.phase == "INITIAL_REVEAL":
        revealed = list(v.get("revealed") or [])
        if seat < len(revealed) and revealed[seat]:  # who has chosen is public, the slot is not (DR-13.1)
            pills.append((c.t("render-reveal-done"), pal.INK, pal.WHITE, None))
        else:
            pills.append((c.t("render-reveal-waiting"), pal.PANEL, pal.INK_SOFT, pal.LINE))
    if v.get("seat") == seat:
        pills.append((c.t("render-you"), pal.WHITE, pal.INK, pal.INK))
    _pills(d, box[0] + PAD, row2 + 16, pills, 21 if big else 19, box[2] - PAD)
    dream = (v.get("dreams") or [])[seat] if seat < len(v.get("dreams") or []) else []
    boxes = _dream_boxes(box, row2 + 34 + 10, cw, ch)
    hl = {int(s) for st, s in (c.last_on_table.get("cells") or []) if st == seat}
    slot_size = KEY_SIZE
    keys.note("slot-numbers", slot_size)
    keys.note("card-values", card_value_size(ch))
    frames: list[pr.Box] = []  # highlight frames already drawn (the cards over them keep their own alpha)
    for i, b in enumerate(boxes):
        cell = dream[i] if i < len(dream) else {}
        slot = int(cell.get("slot", i + 1))
        if slot in hl:
            pr.highlight(d, b, 6, max(4, cw // 10))
            frames.append(pr.grow(b, 6 + 3))
        card = ("face", str(cell["card"])) if cell.get("up") and cell.get("card") else ("back",) if cell else ("slot",)
        x0, y0 = b[0], b[1]
        if panel_bg != pal.PANEL or any(x0 <= f[2] and f[0] <= x0 + cw - 1 and y0 <= f[3] and f[1] <= y0 + ch - 1
                                        for f in frames):
            pr.paste(img, dream_card(card, cw, ch, c.lang), (x0, y0))
        else:  # on a plain panel: the card pre-composited on it, pasted without a mask (same pixels, faster)
            img.paste(_flat_dream_card(card, cw, ch, c.lang), (x0, y0))
        pr.corner_label(d, b, str(slot), slot_size)


@lru_cache(maxsize=96)  # up to ~0.1 MB each: the cards of a few tables
def _flat_dream_card(card: tuple, cw: int, ch: int, lang: str) -> Image.Image:
    """:func:`dream_card` composited over the plain panel colour (RGB)."""
    piece = dream_card(card, cw, ch, lang)
    out = Image.new("RGB", piece.size, pal.PANEL)
    out.paste(piece, (0, 0), piece)
    return out


# ---- a player's result of a round --------------------------------------------------------------------------------
def result_block(c: Ctx, img, d, box, seat: int, cw: int, ch: int, lr: dict) -> None:
    v = c.view
    winners = set(lr.get("winners") or [])
    game_winners = set(v.get("winners") or []) if c.phase == "GAME_OVER" else set()
    if seat in game_winners:
        d.rounded_rectangle(pr.grow(box, 3), radius=19, outline=pal.BLACK, width=2)
        d.rounded_rectangle(box, radius=16, fill=pal.mix(pal.GOLD, pal.WHITE, 0.7), outline=pal.GOLD, width=7)
    elif seat in winners:
        d.rounded_rectangle(box, radius=16, fill=pal.mix(pal.GOLD, pal.WHITE, 0.8), outline=pal.GOLD_EDGE, width=3)
    else:
        d.rounded_rectangle(box, radius=16, fill=pal.PANEL, outline=pal.LINE, width=2)
    scores = list(lr.get("scores") or [])
    score = int(scores[seat]) if seat < len(scores) else 0
    big = cw >= 120
    f_score = fonts.bold(40 if big else 34)
    keys.note("scores", 40 if big else 34)
    f_lab = fonts.regular(15)

    def widget(right, cy):
        s = number(score)
        d.text((right, cy + 2), s, font=f_score, fill=pal.INK, anchor="rs")
        lab = c.t("render-round-score")
        d.text((right, cy + 6), lab, font=f_lab, fill=pal.INK_SOFT, anchor="ra")
        return right - max(tx.width(s, f_score), tx.width(lab, f_lab))

    row2, _ = _panel_header(c, img, d, box, seat, big, widget)
    pills = []
    if seat in game_winners:
        pills.append((c.t("render-winner-tag"), pal.GOLD, pal.INK, pal.BLACK))
    elif seat in winners:
        pills.append((c.t("render-round-winner"), pal.mix(pal.GOLD, pal.WHITE, 0.4), pal.INK, pal.GOLD_EDGE))
    if lr.get("ender") == seat:
        pills.append((c.t("render-round-ender"), pal.PANEL, pal.INK, pal.LINE))
    right = box[2] - PAD
    if c.phase == "GAME_OVER":
        right = _score_widget(c, img, d, right, row2 + 16, seat, 24) - 8
    _pills(d, box[0] + PAD, row2 + 16, pills, 17, right)
    dreams = lr.get("dreams") or []
    dream = dreams[seat] if seat < len(dreams) else []
    boxes = _dream_boxes(box, row2 + 34 + 10, cw, ch)
    slot_size = max(14, cw // 6)
    f_badge = fonts.bold(max(16, cw // 4))
    for i, b in enumerate(boxes):
        cell = dream[i] if i < len(dream) else {}
        kind = cell.get("card")
        zeroed = bool(cell.get("zeroed"))
        pr.paste(img, card_image(kind, cw, ch, c.lang, dim=0.4 if zeroed else 0.0), b[:2])
        pr.corner_label(d, b, str(cell.get("slot", i + 1)), slot_size)
        if zeroed:
            pr.strike(d, b, pal.STRIKE, max(5, cw // 14))
            pr.badge(d, (b[2] - 4, b[3] - 4), "0", f_badge, pal.INK, pal.WHITE, anchor="rb", outline=pal.WHITE)
        elif cell.get("copied_from") is not None or is_reflection(kind):
            src = cell.get("copied_from")
            val = number(int(cell.get("value") or 0))
            slot = int(cell.get("slot", i + 1))
            label = f"← {val}" if src is not None and src < slot else f"{val} →" if src is not None else val
            pr.badge(d, ((b[0] + b[2]) / 2, b[3] - ch * 0.26), label, f_badge, pal.WHITE,
                     pal.INK, anchor="mm", outline=pal.INK)  # fmt: skip


def result_height(cw: int, ch: int) -> int:
    return panel_height(cw, ch, cw >= 120)
