"""The Smoki (``dragons``) table picture, drawn from a view (docs/dragons-view.md), never from a state.

Layout, top to bottom: title bar (round, scoring goal) -> status banner (whose turn, or who still has to choose,
and the last move in words) -> the closed pile, the open pile(s) and, while someone resolves a blind draw, that card's
back -> one panel per player (marker, name, tokens or total, status, the dream in 2 rows of 3 with slot numbers 1-6)
-> the previous round's scoring (in full at the start of the next round and at the end of the game, otherwise one
line) -> a legend.

Only public fields are drawn: ``private`` and ``drawn.card`` are never read here, so the public picture of a seat's
view is the same whatever that seat holds in secret (:func:`render_private` draws the secret part). Values of
face-down cards are unknown to everybody, so no score is shown during a round (RULES DR-12.5); the column pairs that
scored 0 are marked only on the round-end breakdown.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from PIL import Image, ImageDraw

import games
from games.core import i18n
from renderers.toolkit import fonts, keys, png
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx
from renderers.toolkit.context import RenderContext

WIDTH = 1280
KEY_SIZE = 32  # slot numbers and scores: at least 1/40 of the width (renderers.toolkit.keys)
MARGIN = 16
GAP = 16
PAD = 14
CARD_GAP = 10
RAVEN_BAND = (26, 26, 30)
TOKENS_TO_WIN = 3  # components.json tokens[0].tokens_to_win; read from the data when present

# Where the card data lives: the engine's copy first, then the shared rules folder beside the repository (dev/CI).
_COMPONENT_PATHS = (
    Path(games.__file__).resolve().parent / "dragons" / "data" / "components.json",
    Path(__file__).resolve().parents[2] / "shared" / "rules" / "dragons" / "components.json",
)


# ---- data --------------------------------------------------------------------------------------------------------
@cache
def components() -> dict:
    for p in _COMPONENT_PATHS:
        if p.exists():
            return json.loads(p.read_text(encoding="utf-8"))
    raise FileNotFoundError("dragons components.json not found in: " + ", ".join(map(str, _COMPONENT_PATHS)))


@cache
def kinds() -> dict[str, dict]:
    return {k["id"]: k for k in components()["card_kinds"]}


@cache
def tokens_to_win() -> int:
    for t in components().get("tokens", []):
        if t.get("id") == "dragon_token":
            return int(t.get("tokens_to_win", TOKENS_TO_WIN))
    return TOKENS_TO_WIN


def number(v: int) -> str:
    """A number as drawn: a real minus sign (−2), never a hyphen."""
    return f"−{-v}" if v < 0 else str(v)


def _is_reflection(kind: str | None) -> bool:
    return kinds().get(kind or "", {}).get("value_rule") == "copy_row_neighbour"


def card_name(kind: str, lang: str) -> str:
    key = f"dragons-card-{kind}"
    if i18n.has(key, lang) or i18n.has(key):
        return i18n.tr(lang, key)
    k = kinds().get(kind, {})  # the engine's catalog is not there yet: the data file's names
    return k.get(f"name_{lang}") or k.get("name_en") or kind


def card_value_size(h: int) -> int:
    """The font size (px) of the value on a card ``h`` px tall (the smaller one: a card with the raven band)."""
    return int(h * 0.76 * 0.5)


def card_image(kind: str | None, w: int, h: int, lang: str, dim: float = 0.0) -> Image.Image:
    """The face of a card kind (cached by the toolkit)."""
    k = kinds().get(kind or "")
    if k is None:
        return pr.card_face(w, h, "?", pal.SLOT_EMPTY, dim=dim)
    fill = pal.hex_rgb(k.get("render_rgb", "#999999"))
    black = k.get("value_ink") == "black"
    ink, stroke = (pal.BLACK, pal.WHITE) if black else (pal.WHITE, pal.INK)
    reflection = k.get("value_rule") == "copy_row_neighbour"
    value = i18n.tr(lang, "render-reflection-mark") if reflection else number(int(k.get("value") or 0))
    raven = k.get("category") != "dragon_land"
    icon = None
    if raven:
        icon = {"raven_circle": "cycle", "raven_nest": "swap", "raven_attack": "clash"}.get(k.get("action"), "waves")
    return pr.card_face(w, h, value, fill, ink=ink, ink_stroke=stroke, band=RAVEN_BAND if raven else None, icon=icon,
                        dim=dim, value_scale=0.34 if reflection else 0.5)  # fmt: skip


# ---- context -----------------------------------------------------------------------------------------------------
@dataclass
class Ctx(RenderContext):
    seats_key = "dreams"

    @property
    def last_on_table(self) -> dict:
        """The last move, if it is to be highlighted on the current table: not during the initial reveal (the
        table was just dealt; the last move belongs to the finished round and the reveals are secret)."""
        if self.phase in ("INITIAL_REVEAL", "GAME_OVER"):
            return {}
        return self.view.get("last") or {}

    @property
    def mode(self) -> str:
        return (self.view.get("options") or {}).get("mode", "tokens")


def _grid_cols(n: int) -> int:
    return 2 if n in (1, 2, 4) else 3


def _card_size(panel_w: int) -> tuple[int, int]:
    w = min(150, (panel_w - 2 * PAD - 2 * CARD_GAP) // 3)
    return w, round(w * 1.4)


def _panel_w(cols: int) -> int:
    return (WIDTH - 2 * MARGIN - (cols - 1) * GAP) // cols


def _panel_boxes(n: int, y: int, ph: int) -> list[tuple[int, int, int, int]]:
    """Boxes of ``n`` equal panels in rows of ``_grid_cols(n)``; a short last row is centred."""
    cols = _grid_cols(n)
    pw = _panel_w(cols)
    boxes = []
    for i in range(n):
        r, c = divmod(i, cols)
        in_row = min(cols, n - r * cols)
        x0 = MARGIN + (WIDTH - 2 * MARGIN - (in_row * pw + (in_row - 1) * GAP)) // 2 + c * (pw + GAP)
        y0 = y + r * (ph + GAP)
        boxes.append((x0, y0, x0 + pw, y0 + ph))
    return boxes


# ---- sections ----------------------------------------------------------------------------------------------------
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


def _panel_height(cw: int, ch: int, big: bool) -> int:
    return PAD + (44 if big else 38) + 6 + 34 + 10 + 2 * ch + CARD_GAP + PAD + 4


def _player_panel(c: Ctx, img, d, box, seat: int, cw: int, ch: int) -> None:
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
            pr.paste(img, _dream_card(card, cw, ch, c.lang), (x0, y0))
        else:  # on a plain panel: the card pre-composited on it, pasted without a mask (same pixels, faster)
            img.paste(_flat_dream_card(card, cw, ch, c.lang), (x0, y0))
        pr.corner_label(d, b, str(slot), slot_size)


def _dream_card(card: tuple, cw: int, ch: int, lang: str) -> Image.Image:
    """A card of a dream (RGBA): ``("face", kind)``, ``("back",)`` or ``("slot",)`` (an empty place)."""
    if card[0] == "face":
        return card_image(card[1], cw, ch, lang)
    return pr.card_back(cw, ch) if card[0] == "back" else pr.card_slot(cw, ch)


@lru_cache(maxsize=96)  # up to ~0.1 MB each: the cards of a few tables
def _flat_dream_card(card: tuple, cw: int, ch: int, lang: str) -> Image.Image:
    """:func:`_dream_card` composited over the plain panel colour (RGB)."""
    piece = _dream_card(card, cw, ch, lang)
    out = Image.new("RGB", piece.size, pal.PANEL)
    out.paste(piece, (0, 0), piece)
    return out


def _result_block(c: Ctx, img, d, box, seat: int, cw: int, ch: int, lr: dict) -> None:
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
        elif cell.get("copied_from") is not None or _is_reflection(kind):
            src = cell.get("copied_from")
            val = number(int(cell.get("value") or 0))
            slot = int(cell.get("slot", i + 1))
            label = f"← {val}" if src is not None and src < slot else f"{val} →" if src is not None else val
            pr.badge(d, ((b[0] + b[2]) / 2, b[3] - ch * 0.26), label, f_badge, pal.WHITE,
                     pal.INK, anchor="mm", outline=pal.INK)  # fmt: skip


def _result_height(cw: int, ch: int) -> int:
    return _panel_height(cw, ch, cw >= 120)


def _breakdown(c: Ctx, y: int, lr: dict, scale: float):
    y += GAP
    h = 48
    pw = _panel_w(_grid_cols(c.n))
    cw, ch = _card_size(pw)
    cw, ch = int(cw * scale), int(ch * scale)
    ph = _result_height(cw, ch)
    boxes = _panel_boxes(c.n, y + h + GAP, ph)
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
        _result_block(c, img, d, b, seat, cw, ch, lr)


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
    pw = _panel_w(_grid_cols(n))
    cw, ch = _card_size(pw)
    ph = _panel_height(cw, ch, cw >= 120)

    def table(y: int):
        boxes = _panel_boxes(n, y + GAP + PILES_H + GAP, ph)  # under the piles strip
        img, d = yield boxes[-1][3]
        _piles_strip(c, img, d, y)
        for seat, b in enumerate(boxes[: c.n]):
            _player_panel(c, img, d, b, seat, cw, ch)

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


def render(view: dict, names: list[str], lang: str) -> bytes:
    """PNG of the table as ``view`` shows it (public parts only)."""
    return png.encode(draw_table(view, names, lang))


def draw_private(view: dict, names: list[str], lang: str) -> Image.Image | None:
    priv = view.get("private") or {}
    if priv.get("drawn"):
        return _private_drawn_with_dream(view, priv["drawn"], names, lang)
    if priv.get("reveal") is not None:
        return _private_reveal(int(priv["reveal"]), lang)
    return None


def _private_drawn_with_dream(view: dict, kind: str, names: list[str], lang: str) -> Image.Image:
    """What the choice is about, in one picture: the drawn card (big, with its name) beside the player's own dream
    (slot numbers, the values already face up), so a phone need not scroll back to the table's picture."""
    card_img = _private_drawn(kind, lang)
    seat = view.get("seat")
    dreams = view.get("dreams") or []
    if not isinstance(seat, int) or seat >= len(dreams):
        return card_img
    c = Ctx(view, list(names or []), lang)
    cw, ch = 170, 238
    gap = CARD_GAP * 2
    dream_w = 3 * cw + 2 * gap
    W = card_img.size[0] + dream_w + 3 * 24
    H = max(card_img.size[1], 56 + 24 + 2 * ch + gap + 40)
    img, d = pr.new_canvas(W, H, pal.PAGE)
    img.paste(card_img, (0, 0))
    x0 = card_img.size[0] + 24
    d.rectangle((card_img.size[0], 0, W, 56), fill=pal.HEADER)
    tx.draw_fitted(d, (x0, 0, W - 20, 56), i18n.tr(lang, "render-private-your-dream", name=c.name(seat)), 28,
                   pal.HEADER_INK, "bold", "left", 18)  # fmt: skip
    keys.note("slot-numbers", KEY_SIZE)
    keys.note("card-values", card_value_size(ch))
    boxes = pr.grid_boxes(x0, 56 + 24, 2, 3, cw, ch, gap)
    for i, b in enumerate(boxes):
        cell = dreams[seat][i] if i < len(dreams[seat]) else {}
        card = ("face", str(cell["card"])) if cell.get("up") and cell.get("card") else ("back",) if cell else ("slot",)
        pr.paste(img, _dream_card(card, cw, ch, lang), (b[0], b[1]))
        pr.corner_label(d, b, str(cell.get("slot", i + 1)), KEY_SIZE)
    return img


def render_private(view: dict, names: list[str], lang: str) -> bytes | None:
    """PNG of the seat's secret: the card it drew (big, with its name), or the slot it chose to reveal."""
    img = draw_private(view, names, lang)
    return png.encode(img) if img is not None else None


def _private_drawn(kind: str, lang: str) -> Image.Image:
    W, H = 520, 600
    img, d = pr.new_canvas(W, H, pal.PAGE)
    d.rectangle((0, 0, W, 56), fill=pal.HEADER)
    tx.draw_fitted(d, (20, 0, W - 20, 56), i18n.tr(lang, "render-private-drawn"), 28, pal.HEADER_INK, "bold",
                   "center")  # fmt: skip
    cw, ch = 240, 336
    pr.paste(img, card_image(kind, cw, ch, lang), ((W - cw) // 2, 76))
    y = 76 + ch + 16
    k = kinds().get(kind, {})
    title = card_name(kind, lang)
    if title.strip() == number(int(k.get("value") or 0)) and k.get("category"):  # the engine names plain cards "7"
        title = i18n.tr(lang, f"render-category-{k['category']}")
    tx.draw_fitted(d, (20, y, W - 20, y + 44), title, 34, pal.INK, "bold", "center", 20)
    if k.get("value_rule") == "copy_row_neighbour":
        sub = i18n.tr(lang, "render-private-value-copy")
    else:
        sub = i18n.tr(lang, "render-private-value", v=number(int(k.get("value") or 0)))
    tx.draw_fitted(d, (20, y + 46, W - 20, y + 80), sub, 24, pal.INK, "regular", "center", 16)
    f = fonts.regular(18)
    tx.draw_lines(d, (W // 2, y + 92), tx.wrap(i18n.tr(lang, "render-private-secret"), f, W - 48, 2), f,
                  pal.INK_SOFT, anchor_x="m")  # fmt: skip
    return img


def _private_reveal(slot: int, lang: str) -> Image.Image:
    W, H = 520, 520
    img, d = pr.new_canvas(W, H, pal.PAGE)
    d.rectangle((0, 0, W, 56), fill=pal.HEADER)
    tx.draw_fitted(d, (20, 0, W - 20, 56), i18n.tr(lang, "render-private-reveal", slot=slot), 28, pal.HEADER_INK,
                   "bold", "center")  # fmt: skip
    cw, ch = 110, 154
    boxes = pr.grid_boxes((W - 3 * cw - 2 * 16) // 2, 86, 2, 3, cw, ch, 16)
    for i, b in enumerate(boxes):
        if i + 1 == slot:
            pr.highlight(d, b, 6, 11)
        pr.paste(img, pr.card_back(cw, ch), b[:2])
        pr.corner_label(d, b, str(i + 1), 22)
    f = fonts.regular(20)
    tx.draw_lines(d, (W // 2, 86 + 2 * ch + 16 + 26), tx.wrap(i18n.tr(lang, "render-private-reveal-hint"), f, W - 48,
                  2), f, pal.INK_SOFT, anchor_x="m")  # fmt: skip
    return img
