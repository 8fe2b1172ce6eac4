"""The Smoki (``dragons``) table picture, drawn from a view (docs/dragons-view.md), never from a state.

Layout, top to bottom: title bar (round, scoring goal) -> status banner (whose turn, or who still has to choose,
and the last move in words) -> the closed pile, the open pile(s) and, while someone resolves a blind draw, that card's
back -> one panel per player (marker, name, tokens or total, status, the dream in 2 rows of 3 with slot numbers 1-6)
-> the previous round's scoring (in full at the start of the next round and at the end of the game, otherwise one
line) -> a legend.

Only public fields are drawn: ``private`` and ``drawn.card`` are never read here, so the public picture of a seat's
view is the same whatever that seat holds in secret (:mod:`renderers.dragons.private` draws the secret part). Values of
face-down cards are unknown to everybody, so no score is shown during a round (RULES DR-12.5); the column pairs that
scored 0 are marked only on the round-end breakdown.
"""
from __future__ import annotations

from functools import cache

from PIL import Image, ImageDraw

from games.core import i18n
from renderers.dragons.common import GAP, MARGIN, WIDTH, Ctx, card_image, number, tokens_to_win
from renderers.dragons.panels import (
    card_size,
    grid_cols,
    panel_boxes,
    panel_height,
    panel_width,
    player_panel,
    result_block,
    result_height,
)
from renderers.toolkit import fonts
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx


# ---- title, status and piles -------------------------------------------------------------------------------------
def _title_bar(c: Ctx, y: int):
    h = 60
    img, d = yield y + h
    d.rectangle((0, y, WIDTH, y + h), fill=pal.HEADER)
    opts = c.view.get("options") or {}
    title = c.t("render-title-dragons")
    f = fonts.bold(32)
    d.text((MARGIN + 4, y + h / 2), title, font=f, fill=pal.HEADER_INK, anchor="lm")
    x = MARGIN + 4 + tx.width(title, f) + 22
    rnd = int(c.view.get("round") or 1)
    if c.mode == "rounds" and opts.get("rounds"):
        rtext = c.t("render-round-of", n=rnd, total=int(opts["rounds"]))
    else:
        rtext = c.t("render-round", n=rnd)
    f2 = fonts.bold(26)
    pr.badge(d, (x, y + h / 2), rtext, f2, pal.HEADER_INK, pal.HEADER, anchor="lm")
    x += tx.width(rtext, f2) + 40
    if c.mode == "points":
        goal = c.t("render-mode-points", n=int(opts.get("target") or 100))
    elif c.mode == "rounds":
        goal = c.t("render-mode-rounds", n=int(opts.get("rounds") or 8))
    else:
        goal = c.t("render-mode-tokens", n=int(c.view.get("tokens_to_win") or tokens_to_win()))
    tx.draw_fitted(d, (x, y, WIDTH - MARGIN - 4, y + h), goal, 22, pal.HEADER_INK, "regular", "right", 16)


def _last_words(c: Ctx) -> str | None:
    last = c.view.get("last")
    if not last or c.phase == "GAME_OVER":
        return None
    kind = last.get("kind") or ""
    piles = [str(p) for p in last.get("piles") or []]
    pile = piles[0] if piles else "?"
    key = f"render-last-{kind}"
    if not i18n.has(key):
        return None
    what = c.t(key, pile=pile)
    if kind == "reveal":
        return c.t("render-last-all", what=what)
    return c.t("render-last", name=c.name(last.get("seat")), what=what)


def _status_banner(c: Ctx, y: int):
    v = c.view
    y += 10
    last = _last_words(c)
    h = 66 + (34 if last else 0)
    box = (MARGIN, y, WIDTH - MARGIN, y + h)
    img, d = yield box[3]
    seat = None
    big_font = 32
    if c.phase == "GAME_OVER":
        winners = list(v.get("winners") or [])
        text = c.t("render-game-over") + " · " + c.t(
            "render-winner", count=len(winners), names=", ".join(c.name(s) for s in winners)
        )
        fill, edge, ink = pal.mix(pal.GOLD, pal.WHITE, 0.55), pal.GOLD_EDGE, pal.INK
        markers = winners
    elif c.phase == "INITIAL_REVEAL":
        revealed = list(v.get("revealed") or [])
        text = c.t("render-phase-reveal", done=sum(1 for r in revealed if r), total=c.n)
        fill, edge, ink = pal.PANEL, pal.LINE, pal.INK
        markers = []
        big_font = 26
    else:
        actors = list(v.get("actors") or [])
        seat = v.get("active")
        if c.phase == "CHAIN_PILE" and actors:
            seat = actors[0]
            text = c.t("render-phase-chain", name=c.name(seat))
        elif c.phase == "RESOLVE_DRAW":
            text = c.t("render-phase-draw", name=c.name(seat))
        else:
            text = c.t("render-turn", name=c.name(seat))
        style = pal.player(seat or 0)
        fill, edge, ink = style.tint, style.colour, pal.INK
        markers = [seat] if seat is not None else []
    d.rounded_rectangle(box, radius=14, fill=fill, outline=edge, width=4)
    x = box[0] + 16
    row = (box[1], box[1] + 66)
    for s in markers:
        pr.paste(img, pr.player_marker(s, 48), (x, row[0] + 9))
        x += 56
    tx.draw_fitted(d, (x + 6, row[0], box[2] - 16, row[1]), text, big_font, ink, "bold", "left", 18)
    if last:
        tx.draw_fitted(d, (box[0] + 18, row[1] - 6, box[2] - 16, box[3] - 4), last, 22, pal.INK_SOFT, "regular")


PILE_CARD = (96, 134)
PILES_H = 44 + PILE_CARD[1] + 46


def _piles_strip(c: Ctx, img: Image.Image, d: ImageDraw.ImageDraw, y: int) -> int:
    """Closed pile, open pile(s), the card being resolved (its back), and the legend on the right."""
    v = c.view
    y += GAP
    cw, ch = PILE_CARD
    last = c.last_on_table
    hl_piles = {str(p) for p in last.get("piles") or []}
    f_count = fonts.regular(20)
    items = []  # (label, card image, caption, highlighted, marker seat)
    deck = int(v.get("deck") or 0)
    deck_img = pr.card_back(cw, ch) if deck else pr.card_slot(cw, ch)
    deck_hl = last.get("kind") == "draw" or bool(hl_piles & {"deck", "closed"})
    items.append((c.t("render-deck"), deck_img, c.t("render-cards", n=deck), deck_hl, None))
    for p in v.get("piles") or []:
        name = str(p.get("name", "?"))
        top = p.get("top")
        im = card_image(top, cw, ch, c.lang) if top else pr.card_slot(cw, ch)
        count = int(p.get("count") or 0)
        items.append((c.t("render-pile", name=name), im, c.t("render-cards", n=count) if count else c.t("render-empty"),
                      name in hl_piles, None))  # fmt: skip
    drawn = v.get("drawn")
    if drawn and drawn.get("by") is not None:  # its face is secret (DR-12.3): always the back here
        items.append((c.t("render-drawn"), pr.card_back(cw, ch), c.name(drawn["by"]), False, drawn["by"]))
    chain = v.get("chain")
    if chain and chain.get("card") and chain.get("by") is not None:  # public: the card leaving the Circle chain
        items.append((c.t("render-chain-card"), card_image(chain["card"], cw, ch, c.lang), c.name(chain["by"]), False,
                      chain["by"]))  # fmt: skip
    item_w = 158
    h = PILES_H
    box = (MARGIN, y, WIDTH - MARGIN, y + h)
    d.rounded_rectangle(box, radius=14, fill=pal.PANEL_DIM, outline=pal.LINE, width=2)
    x = box[0] + 6
    for label, im, caption, hl, marker in items:
        cx = x + item_w // 2
        f, lab = tx.fit(label, item_w - 12, 22, "bold", 15)
        d.text((cx, y + 12), lab, font=f, fill=pal.INK, anchor="mt")
        top = y + 44
        card_box = (cx - cw // 2, top, cx + cw // 2, top + ch)
        if hl:
            pr.highlight(d, card_box, 5, 10)
        pr.paste(img, im, card_box[:2])
        if marker is not None and im is pr.card_back(cw, ch):
            pr.paste(img, pr.player_marker(marker, 34), (cx - 17, top + ch // 2 - 17))
        elif marker is not None:  # a face-up card: keep its value visible, marker on the corner
            pr.paste(img, pr.player_marker(marker, 32), (card_box[2] - 20, card_box[1] - 12))
        d.text((cx, top + ch + 12), tx.ellipsize(caption, f_count, item_w - 8), font=f_count, fill=pal.INK, anchor="mt")
        x += item_w
    lx = x + 14
    d.line((lx - 8, y + 14, lx - 8, box[3] - 14), fill=pal.LINE, width=2)
    items = _legend_items(c)
    f_leg = fonts.regular(18)
    lh = pr.legend(img, lx + 6, 0, box[2] - lx - 16, items, f_leg, pal.INK, 12, dry_run=True, vertical=True)
    pr.legend(img, lx + 6, y + (h - lh) // 2, box[2] - lx - 16, items, f_leg, pal.INK, 12, vertical=True)
    return box[3]


# ---- round results and legend ------------------------------------------------------------------------------------
def _breakdown(c: Ctx, y: int, lr: dict, scale: float):
    y += GAP
    h = 48
    pw = panel_width(grid_cols(c.n))
    cw, ch = card_size(pw)
    cw, ch = int(cw * scale), int(ch * scale)
    ph = result_height(cw, ch)
    boxes = panel_boxes(c.n, y + h + GAP, ph)
    img, d = yield boxes[-1][3] if boxes else y + h + GAP
    d.rounded_rectangle((MARGIN, y, WIDTH - MARGIN, y + h), radius=12, fill=pal.HEADER)
    zero = c.t("render-legend-zero")
    fz = fonts.regular(19)
    zx = WIDTH - MARGIN - 16 - tx.width(zero, fz)
    d.text((WIDTH - MARGIN - 16, y + h / 2), zero, font=fz, fill=pal.HEADER_INK, anchor="rm")
    pr.paste(img, _zero_swatch(24, 34, c.lang), (zx - 34, y + (h - 34) // 2))
    tx.draw_fitted(d, (MARGIN + 16, y, zx - 50, y + h), c.t("render-round-result", n=int(lr.get("round") or 1)), 26,
                   pal.HEADER_INK, "bold")  # fmt: skip
    for seat, b in enumerate(boxes):
        result_block(c, img, d, b, seat, cw, ch, lr)


def _summary_line(c: Ctx, y: int, lr: dict):
    y += GAP
    h = 56
    box = (MARGIN, y, WIDTH - MARGIN, y + h)
    img, d = yield box[3]
    d.rounded_rectangle(box, radius=12, fill=pal.PANEL_DIM, outline=pal.LINE, width=2)
    label = c.t("render-round-summary", n=int(lr.get("round") or 1))
    f = fonts.bold(22)
    x = box[0] + 16
    d.text((x, y + h / 2), label, font=f, fill=pal.INK, anchor="lm")
    x += tx.width(label, f) + 18
    scores = list(lr.get("scores") or [])
    winners = set(lr.get("winners") or [])
    fs = fonts.bold(24)
    for seat in range(c.n):
        pr.paste(img, pr.player_marker(seat, 34), (x, y + (h - 34) // 2))
        x += 40
        s = number(int(scores[seat])) if seat < len(scores) else "?"
        if seat in winners:
            b = pr.badge(d, (x, y + h / 2), "★ " + s, fs, pal.GOLD, pal.INK, anchor="lm", outline=pal.GOLD_EDGE)
            x = b[2] + 22
        else:
            d.text((x, y + h / 2), s, font=fs, fill=pal.INK, anchor="lm")
            x += tx.width(s, fs) + 22


def _legend_items(c: Ctx, table: bool = True) -> list[tuple[Image.Image, str]]:
    """Legend entries: the face-down back and the last-move frame only when the table is drawn."""
    sw, shh = 24, 34
    items = [(pr.card_back(sw, shh), c.t("render-legend-back"))] if table else []
    items += [
        (card_image("raven_nest", sw, shh, c.lang), c.t("render-legend-raven")),
        (card_image("reflection", sw, shh, c.lang), c.t("render-legend-reflection")),
    ]
    if table:
        items.append((_highlight_swatch(sw, shh), c.t("render-legend-last")))
    if c.mode == "tokens":
        items.append((pr.token_image(26), c.t("render-legend-token")))
    return items


def _legend(c: Ctx, y: int):
    y += GAP
    items = _legend_items(c, table=False)
    probe = Image.new("RGB", (WIDTH, 10), pal.PAGE)
    h = pr.legend(probe, MARGIN + 8, 0, WIDTH - 2 * MARGIN - 16, items, fonts.regular(19), pal.INK, 30, dry_run=True)
    img, _ = yield y + h
    pr.legend(img, MARGIN + 8, y, WIDTH - 2 * MARGIN - 16, items, fonts.regular(19), pal.INK, 30)


@cache
def _highlight_swatch(w: int, h: int) -> Image.Image:
    im = Image.new("RGBA", (w + 12, h + 12), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    pr.highlight(d, (6, 6, w + 5, h + 5), 3, 4)
    return im


@cache
def _zero_swatch(w: int, h: int, lang: str) -> Image.Image:
    im = card_image("dragon_4", w, h, lang, dim=0.4).copy()
    pr.strike(ImageDraw.Draw(im), (0, 0, w, h), pal.STRIKE, 3)
    return im


# ---- entry points ------------------------------------------------------------------------------------------------
def draw_table(view: dict, names: list[str], lang: str) -> Image.Image:
    c = Ctx(view, list(names or []), lang)
    n = max(1, c.n)
    lr = view.get("last_round") or None
    full_breakdown = bool(lr) and c.phase in ("INITIAL_REVEAL", "GAME_OVER")
    show_table = not (lr and c.phase == "GAME_OVER")
    pw = panel_width(grid_cols(n))
    cw, ch = card_size(pw)
    ph = panel_height(cw, ch, cw >= 120)

    def table(y: int):
        boxes = panel_boxes(n, y + GAP + PILES_H + GAP, ph)  # under the piles strip
        img, d = yield boxes[-1][3]
        _piles_strip(c, img, d, y)
        for seat, b in enumerate(boxes[: c.n]):
            player_panel(c, img, d, b, seat, cw, ch)

    def piles(y: int):
        img, d = yield y + GAP + PILES_H
        _piles_strip(c, img, d, y)

    sections = [lambda y: _title_bar(c, y), lambda y: _status_banner(c, y)]
    if full_breakdown:
        # a new round has just been dealt, every dream face down: the piles of the new round and the scoring of the
        # last one (the face-down dreams say nothing); at the end, the final scoring and the legend
        if show_table:
            sections.append(piles)
        sections.append(lambda y: _breakdown(c, y, lr, 1.0))
        if not show_table:
            sections.append(lambda y: _legend(c, y))
    else:
        sections.append(table)
        if lr:
            sections.append(lambda y: _summary_line(c, y, lr))
    return pr.compose(WIDTH, pal.PAGE, sections, bottom=MARGIN)
