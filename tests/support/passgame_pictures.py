"""The pass game's pictures (``tests.support.passgame``): a sixth game's renderer, written as any game's would be,
with the shared toolkit only. Two pages (the table: each player's played cards and hand size; the scores), the seat's
hand as its private picture, a card icon for the step buttons."""
from __future__ import annotations

from PIL import Image

from renderers.pictures import Pictures
from renderers.toolkit import palette as pal
from renderers.toolkit import png
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx
from renderers.toolkit.icon_kit import centred

W = 720
ROW = 120
CARD = (64, 92)
CARD_FILL = (52, 120, 168)


def _card(n: int) -> Image.Image:
    return pr.card_face(*CARD, str(n), CARD_FILL)


def _table(view: dict, names: list[str], lang: str) -> Image.Image:
    n = len(view["played"])
    img, d = pr.new_canvas(W, 70 + n * ROW, pal.PAGE)
    tx.draw_fitted(d, (20, 10, W - 20, 60), tx.tr(lang, "passgame-title"), 30, pal.INK, "bold")
    for seat in range(n):
        y = 70 + seat * ROW
        on = seat == view["turn"]
        d.rounded_rectangle((12, y, W - 12, y + ROW - 10), radius=12, fill=pal.player(seat).tint if on else pal.PANEL,
                            outline=pal.player(seat).colour if on else pal.LINE, width=4 if on else 2)
        pr.paste(img, pr.player_marker(seat, 40), (24, y + 12))
        name = names[seat] if seat < len(names) else str(seat + 1)
        tx.draw_fitted(d, (72, y + 8, 300, y + 52), f"{name} ({view['hand_sizes'][seat]})", 26, pal.INK, "bold")
        for k, card in enumerate(view["played"][seat][:6]):
            pr.paste(img, _card(card), (310 + k * (CARD[0] + 6), y + 8))
    return img


def _scores(view: dict, names: list[str], lang: str) -> Image.Image:
    n = len(view["played"])
    img, d = pr.new_canvas(W, 40 + n * 60, pal.PAGE)
    for seat in range(n):
        name = names[seat] if seat < len(names) else str(seat + 1)
        tx.draw_fitted(d, (20, 20 + seat * 60, W - 20, 70 + seat * 60), f"{name}: {sum(view['played'][seat])}", 30,
                       pal.INK, "bold")
    return img


def render(view: dict, names: list[str], lang: str, page: str | None = None) -> bytes:
    return png.encode(_scores(view, names, lang) if page == "scores" else _table(view, names, lang))


def render_private(view: dict, names: list[str], lang: str) -> bytes | None:
    hand = (view.get("private") or {}).get("hand")
    if not hand:
        return None
    img, _ = pr.new_canvas(20 + len(hand) * (CARD[0] + 10), CARD[1] + 20, pal.PAGE)
    for k, card in enumerate(hand):
        pr.paste(img, _card(card), (10 + k * (CARD[0] + 10), 10))
    return png.encode(img)


def icons() -> dict:
    return {f"passgame-card-{n}": (lambda n=n: centred(_card(n))) for n in range(1, 13)}


PICTURES = Pictures(render=render, private=render_private, pages=("table", "scores"), icons=icons)
