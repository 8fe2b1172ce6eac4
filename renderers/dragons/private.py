"""The Smoki seat's secret, for the DM: the card it drew (big, with its name and value) beside its own dream, or the
slot it chose to reveal at the start of a round. Drawn from ``view["private"]`` (docs/dragons-view.md).
"""
from __future__ import annotations

from PIL import Image

from games.core import i18n
from renderers.dragons.common import (
    CARD_GAP,
    KEY_SIZE,
    Ctx,
    card_image,
    card_name,
    card_value_size,
    dream_card,
    kinds,
    number,
)
from renderers.toolkit import fonts, keys
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx


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
        pr.paste(img, dream_card(card, cw, ch, lang), (b[0], b[1]))
        pr.corner_label(d, b, str(cell.get("slot", i + 1)), KEY_SIZE)
    return img


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
