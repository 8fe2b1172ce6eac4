"""The Zamek Smoków table pages, each within the phone limits (1280 px wide, at most 1.3x as tall as wide).

- ``turn`` (posted after every turn): what the next decision needs — the castle with large tiles and coordinates,
  the realm of the player on turn (where the tiles will go), and one standings line per player (VP, pool shrines,
  countdown tokens) with the countdown and the cards in play.
- ``players`` (one tap away): every realm, the countdown track, supply and discard, the Spirit and Dragon cards with
  their reminders, the score table and the tile legend.

At the end of the game both pages show the final result: the score table first, then the realms.
"""
from __future__ import annotations

from PIL import Image

from renderers.dragon_castle import board as bd
from renderers.dragon_castle import tiles as tl
from renderers.dragon_castle.common import GAP, MARGIN, PAD, WIDTH, Ctx, fitted, num
from renderers.dragon_castle.players import REALM_GAP, player_panels, score_table
from renderers.dragon_castle.table import (
    castle_section,
    countdown_note,
    info_row,
    status_section,
    tile_legend,
    title_bar,
)
from renderers.toolkit import fonts, keys, png
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

PAGES = ("turn", "players")

STRIP_CELL = 54          # realm cell width in the turn page's strip
STRIP_LABEL = 36         # the band for the realm's coordinates
KEY_SIZE = 32            # coordinates and scores: at least 1/40 of the width
ROW_H = 50               # one standings row


def draw_table(view: dict, names: list[str], lang: str, page: str | None = None) -> Image.Image:
    c = Ctx(view, list(names or []), lang)
    hl_seat, hl_castle, hl_realm = c.changes()
    if c.over:
        sections = [lambda y: title_bar(c, y), lambda y: status_section(c, y), lambda y: score_table(c, y),
                    lambda y: player_panels(c, y, hl_seat, hl_realm)]  # fmt: skip
    elif page == "players":
        sections = [lambda y: title_bar(c, y), lambda y: status_section(c, y, compact=True), lambda y: info_row(c, y),
                    lambda y: player_panels(c, y, hl_seat, hl_realm), lambda y: score_table(c, y),
                    lambda y: tile_legend(c, y)]  # fmt: skip
    else:
        sections = [lambda y: title_bar(c, y), lambda y: status_section(c, y, compact=True),
                    lambda y: castle_section(c, y, view.get("castle") or {}, hl_castle),
                    lambda y: _turn_strip(c, y, hl_seat, hl_realm)]  # fmt: skip
    return pr.compose(WIDTH, pal.PAGE, sections, bottom=MARGIN)


def render(view: dict, names: list[str], lang: str, page: str | None = None) -> bytes:
    """PNG of a page of the table as ``view`` shows it (public parts only; ``view["private"]`` is never read)."""
    return png.encode(draw_table(view, names, lang, page), palette=__package__)


# ---- the turn page's bottom strip --------------------------------------------------------------------------------
def _turn_strip(c: Ctx, y: int, hl_seat, hl_realm: set[str]):
    """Left: the realm of the player on turn; right: one standings row per player, the countdown, cards in play."""
    y += GAP
    v = c.view
    seat = v.get("active") if isinstance(v.get("active"), int) else 0
    cw, chh = STRIP_CELL, int(STRIP_CELL * 1.1)
    rw, rh = bd.realm_size(cw, chh, REALM_GAP, STRIP_LABEL)
    lw = rw + 2 * PAD + 12
    head = 44
    h_left = PAD + head + 4 + rh + PAD
    rows_h = 8 + c.n * ROW_H + 8 + 2 * 34 + PAD
    h = max(h_left, rows_h)
    img, d = yield y + h
    # the realm of the player on turn
    style = pal.player(seat)
    left = (MARGIN, y, MARGIN + lw, y + h)
    d.rounded_rectangle(left, radius=16, fill=style.tint, outline=style.colour, width=6)
    pr.paste(img, pr.player_marker(seat, 36), (left[0] + PAD, y + PAD + 2))
    fitted(d, (left[0] + PAD + 46, y + PAD, left[2] - PAD, y + PAD + head - 4), c.name(seat), 26, pal.INK, "bold",
           "left", 16)  # fmt: skip
    realms = v.get("realms") or []
    realm = realms[seat] if seat < len(realms) else []
    bd.draw_realm(img, d, left[0] + PAD + 2, y + PAD + head + 4, realm, cw, chh, REALM_GAP, STRIP_LABEL,
                  hl_realm if seat == hl_seat else set(), label_size=KEY_SIZE)  # fmt: skip
    # standings
    right = (left[2] + GAP, y, WIDTH - MARGIN, y + h)
    d.rounded_rectangle(right, radius=16, fill=pal.PANEL, outline=pal.LINE, width=2)
    _standings(c, img, d, right)


def _standings(c: Ctx, img, d, box: pr.Box) -> None:
    v = c.view
    x0, y0, x1, _ = box
    scores = v.get("scores") or []
    pools = v.get("pools") or []
    tokens = v.get("tokens") or []
    keys.note("scores", KEY_SIZE)
    f_vp = fonts.bold(KEY_SIZE)
    f_small = fonts.bold(26)
    col_tok = x1 - PAD - 70
    col_pool = col_tok - 92
    col_vp = col_pool - 24
    yy = y0 + 8
    for seat in range(c.n):
        cy = yy + ROW_H / 2
        if seat == v.get("active"):
            d.rounded_rectangle((x0 + 6, yy + 2, x1 - 6, yy + ROW_H - 2), radius=10, fill=pal.player(seat).tint,
                                outline=pal.player(seat).colour, width=3)  # fmt: skip
        pr.paste(img, pr.player_marker(seat, 34), (x0 + PAD, int(cy - 17)))
        total = num(scores[seat].get("total")) if seat < len(scores) and isinstance(scores[seat], dict) else 0
        vp = c.t("render-dc-vp", n=total)
        d.text((col_vp, cy), vp, font=f_vp, fill=pal.INK, anchor="rm")
        name_right = col_vp - tx.width(vp, f_vp) - 12
        if v.get("seat") == seat:  # the reader's own row (a /table view of a seated player)
            b = pr.badge(d, (name_right, cy), c.t("render-you"), fonts.bold(18), pal.WHITE, pal.INK, anchor="rm",
                         outline=pal.INK)  # fmt: skip
            name_right = b[0] - 8
        fitted(d, (x0 + PAD + 44, yy, name_right, yy + ROW_H), c.name(seat), 26, pal.INK, "bold", "left", 16)
        pool = num(pools[seat]) if seat < len(pools) else 0
        pr.paste(img, tl.shrine(30), (col_pool + 6, int(cy - 16)))
        d.text((col_pool + 42, cy), str(pool), font=f_small, fill=pal.INK, anchor="lm")
        tok = num(tokens[seat]) if seat < len(tokens) else 0
        pr.paste(img, tl.countdown_token(30, tok > 0), (col_tok + 6, int(cy - 15)))
        d.text((col_tok + 42, cy), str(tok), font=f_small, fill=pal.INK, anchor="lm")
        yy += ROW_H
    yy += 8
    note, colour = countdown_note(c)
    fitted(d, (x0 + PAD, yy, x1 - PAD, yy + 32), note, 22, colour, "bold")
    yy += 34
    cards = [c.t(f"dragon_castle-spirit-{s}") for s in v.get("spirits") or []]
    cards += [c.t(f"dragon_castle-dragon-{s}") for s in v.get("dragons") or []]
    if cards:
        fitted(d, (x0 + PAD, yy, x1 - PAD, yy + 32), " · ".join(cards), 21, pal.INK_SOFT, "regular", "left", 14)
