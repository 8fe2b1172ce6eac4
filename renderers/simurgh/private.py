"""The private Simurgh picture (DM and /hand), drawn from the seat's view: the hand with every tile's spaces (the
ones the player could use now framed), the secret power tiles, and what is offered or drawn in secret (the power
draft, the dragon choice, a dragon draw, the Monument's objectives)."""
from __future__ import annotations

from PIL import Image, ImageDraw

from games.simurgh.bundles import can_pay, concrete
from games.simurgh.data import DRAGONS, OBJECTIVES, SPACES, TILES
from renderers.simurgh import common as c
from renderers.toolkit import fonts, keys
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

W, KEY, M = 1000, 26, 12


def _affordable(seat: dict, space_id: str) -> bool:
    """Could the seat pay this space now (a quick hint on the picture; the engine decides)?"""
    sp = SPACES[space_id]
    pay = TILES[space_id.split(".")[0]]["move_cost"] if "level" in sp else (sp.get("effect") or {}).get("pay")
    return any(can_pay(seat, p) for p in concrete(pay))


def _tile(img: Image.Image, d: ImageDraw.ImageDraw, box: tuple, tile: str, seat: dict | None, lang: str) -> None:
    c.tile_card(img, d, box, tile, lang, size=KEY, framed=(lambda space: _affordable(seat, space)) if seat else None)


def _cards(img: Image.Image, d: ImageDraw.ImageDraw, y: int, items: list[str], lang: str) -> int:
    """Dragons and objectives offered or drawn in secret, as small cards."""
    cw, ch = (W - 2 * M - 2 * 8) // 3, 150
    for i, item in enumerate(items):
        x0 = M + (i % 3) * (cw + 8)
        y0 = y + (i // 3) * (ch + 8)
        pr.panel(d, (x0, y0, x0 + cw, y0 + ch), pal.PANEL, pal.CARD_EDGE, 2, 8)
        if item in DRAGONS:  # as it would arrive: with its markers (SIM-3.13, SIM-7.10)
            c.dragon_card(d, (x0, y0, x0 + cw, y0 + ch), {"id": item, "markers": [True, True, True]}, lang)
        elif item in OBJECTIVES:
            tx.draw_fitted(d, (x0 + 8, y0 + 2, x0 + cw - 8, y0 + 32), c.objective_name(item, lang), 22, pal.INK,
                           "bold")
            o = OBJECTIVES[item]
            words = tx.wrap(c.t(lang, f"render-simurgh-goal-{o['condition'].replace('_', '-')}", colours=", ".join(
                c.t(lang, f"simurgh-colour-{x}") for x in o.get("colours") or [])), fonts.regular(17), cw - 16, 3)
            tx.draw_lines(d, (x0 + 8, y0 + 38), words, fonts.regular(17), pal.INK)
            r = o["rewards"]
            line = " / ".join(str(r[k]) for k in ("first", "second", "third") if r.get(k))
            f = fonts.bold(22)
            d.text((x0 + 8, y0 + ch - 22), line, font=f, fill=pal.INK, anchor="lm")
            c.pp_icon(d, x0 + 22 + tx.width(line, f), y0 + ch - 22, 10)
        else:
            _tile(img, d, (x0, y0, x0 + cw, y0 + ch), item, None, lang)
    return y + -(-len(items) // 3) * (ch + 8)


def _usable(view: dict, seat: int | None) -> dict[int, set[int]]:
    """The abilities the seat could use as a free action now (SIM-11.5: a marker and the full cost), by dragon."""
    out: dict[int, set[int]] = {}
    if seat is None or view.get("phase") != "PLAY" or view.get("active") != seat:
        return out
    me = view["seats"][seat]
    for i, dragon in enumerate(me["dragons"]):
        for k, ability in enumerate(DRAGONS[dragon["id"]]["abilities"]):
            if not dragon["markers"][k] or ability["kind"] not in ("instant", "scouts_take_faceup",
                                                                    "scouts_take_facedown"):
                continue
            pay = (ability.get("effect") or {}).get("pay") if ability["kind"] == "instant" else ability.get("pay")
            if any(can_pay(me, p) for p in concrete(pay)):
                out.setdefault(i, set()).add(k)
    return out


def draw_private(view: dict, names: list, lang: str) -> Image.Image | None:
    private = view.get("private") or {}
    seat = view.get("seat")
    if not private and seat is None:
        return None
    me = view["seats"][seat] if seat is not None else None
    hand = list((me or {}).get("hand") or []) + list(private.get("power_tiles") or [])
    secrets = []
    for key in ("power_offer", "dragon_offer"):
        secrets += private.get(key) or []
    if private.get("drawn"):
        secrets += private["drawn"]["tiles"]
    dragons = list((me or {}).get("dragons") or [])
    th, dh = 200, 170
    rows = -(-len(hand) // 3)
    drows = -(-len(dragons) // 3)
    H = 56 + rows * (th + 8) + (40 + drows * (dh + 8) if dragons else 0)
    H += (40 + -(-len(secrets) // 3) * 158 if secrets else 0) + 16
    img, d = pr.new_canvas(W, max(H, 120), pal.PAGE)
    d.rectangle((0, 0, W, 48), fill=pal.HEADER)
    tx.draw_fitted(d, (M, 0, W - M, 48), c.t(lang, "render-simurgh-your-hand", n=len(hand)), 26, pal.HEADER_INK)
    y = 56
    cw = (W - 2 * M - 2 * 8) // 3
    for i, tile in enumerate(hand):
        x0 = M + (i % 3) * (cw + 8)
        y0 = y + (i // 3) * (th + 8)
        _tile(img, d, (x0, y0, x0 + cw, y0 + th), tile, me, lang)
    y += rows * (th + 8)
    if dragons:
        tx.draw_fitted(d, (M, y, W - M, y + 36), c.t(lang, "render-simurgh-your-dragons"), 24, pal.INK)
        y += 40
        dw = (W - 2 * M - 2 * 8) // 3
        usable = _usable(view, seat)
        for i, dragon in enumerate(dragons):
            x0 = M + (i % 3) * (dw + 8)
            y0 = y + (i // 3) * (dh + 8)
            c.dragon_card(d, (x0, y0, x0 + dw, y0 + dh), dragon, lang, usable.get(i, ()))
        y += drows * (dh + 8)
    if secrets:
        tx.draw_fitted(d, (M, y, W - M, y + 36), c.t(lang, "render-simurgh-secret-offer"), 24, pal.INK)
        _cards(img, d, y + 40, secrets, lang)
    keys.note("sim hand-amounts", KEY)
    return img
