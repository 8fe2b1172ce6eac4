"""The private Simurgh picture (DM and /hand), drawn from the seat's view: the hand with every tile's spaces (the
ones the player could use now framed), the secret power tiles, and what is offered or drawn in secret (the power
draft, the dragon choice, a dragon draw, the Monument's objectives)."""
from __future__ import annotations

from PIL import Image, ImageDraw

from games.simurgh.bundles import can_pay, concrete
from games.simurgh.data import DRAGONS, OBJECTIVES, SPACES, TILES
from games.simurgh.labels import ability_msg
from renderers.simurgh import common as c
from renderers.toolkit import fonts, keys
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

W, KEY, M = 1000, 26, 12
AFFORD: pal.RGB = (20, 140, 60)


def _affordable(seat: dict, space_id: str) -> bool:
    """Could the seat pay this space now (a quick hint on the picture; the engine decides)?"""
    sp = SPACES[space_id]
    pay = TILES[space_id.split(".")[0]]["move_cost"] if "level" in sp else (sp.get("effect") or {}).get("pay")
    return any(can_pay(seat, p) for p in concrete(pay))


def _tile(d: ImageDraw.ImageDraw, box: tuple, tile: str, seat: dict | None, lang: str) -> None:
    x0, y0, x1, y1 = box
    info = TILES[tile]
    pr.panel(d, box, c.KIND_FILL[info["type"]], pal.CARD_EDGE, 2, 10)
    tx.draw_fitted(d, (x0 + 10, y0 + 2, x1 - 10, y0 + 36), c.tile_name(tile, lang), 24, pal.INK, "bold")
    rows = [lv["id"] for lv in info["levels"]] if info["type"] == "exploration" else [s["id"] for s in info["spaces"]]
    rh = (y1 - y0 - 40) / 4
    for k, space in enumerate(rows):
        cy = y0 + 40 + rh * k + rh / 2
        sp = SPACES[space]
        ok = seat is not None and _affordable(seat, space)
        if ok:
            d.rounded_rectangle((x0 + 3, cy - rh / 2 + 2, x1 - 3, cy + rh / 2 - 2), radius=6, outline=AFFORD, width=3)
        tag = f"L{sp['level']}" if "level" in sp else space.split(".")[1].upper().replace("M", "∞")
        rider = sp["vassal"] == "dragonrider"
        d.rounded_rectangle((x0 + 8, cy - 14, x0 + 42, cy + 14), radius=6, fill=c.RIDER_ONLY if rider else pal.WHITE,
                            outline=pal.LINE)
        d.text((x0 + 25, cy), tag, font=fonts.bold(18), fill=pal.WHITE if rider else pal.INK, anchor="mm")
        c.draw_effect(d, x0 + 50, cy, space, KEY, lang)
    if info["type"] == "exploration":
        d.text((x1 - 146, y0 + 19), "↓", font=fonts.bold(22), fill=pal.INK, anchor="lm")
        c.draw_raw(d, x1 - 128, y0 + 19, info["move_cost"], 20)


def _cards(d: ImageDraw.ImageDraw, y: int, items: list[str], lang: str) -> int:
    """Dragons and objectives offered or drawn in secret, as small cards."""
    cw, ch = (W - 2 * M - 2 * 8) // 3, 150
    for i, item in enumerate(items):
        x0 = M + (i % 3) * (cw + 8)
        y0 = y + (i // 3) * (ch + 8)
        pr.panel(d, (x0, y0, x0 + cw, y0 + ch), pal.PANEL, pal.CARD_EDGE, 2, 8)
        if item in DRAGONS:
            tx.draw_fitted(d, (x0 + 8, y0 + 2, x0 + cw - 8, y0 + 32), c.dragon_name(item, lang), 22, pal.INK, "bold")
            for k in range(3):
                text = f"{k + 1}. " + c.say(ability_msg(item, k + 1), lang)
                tx.draw_fitted(d, (x0 + 8, y0 + 36 + k * 36, x0 + cw - 8, y0 + 70 + k * 36), text, 17, pal.INK,
                               "regular")
        elif item in OBJECTIVES:
            tx.draw_fitted(d, (x0 + 8, y0 + 2, x0 + cw - 8, y0 + 32), c.objective_name(item, lang), 22, pal.INK,
                           "bold")
            o = OBJECTIVES[item]
            words = tx.wrap(c.t(lang, f"render-simurgh-goal-{o['condition'].replace('_', '-')}", colours=", ".join(
                c.t(lang, f"simurgh-colour-{x}") for x in o.get("colours") or [])), fonts.regular(17), cw - 16, 3)
            tx.draw_lines(d, (x0 + 8, y0 + 38), words, fonts.regular(17), pal.INK)
            r = o["rewards"]
            line = " / ".join(str(r[k]) for k in ("first", "second", "third") if r.get(k)) + " PP"
            d.text((x0 + 8, y0 + ch - 22), line, font=fonts.bold(22), fill=pal.INK, anchor="lm")
        else:
            _tile(d, (x0, y0, x0 + cw, y0 + ch), item, None, lang)
    return y + -(-len(items) // 3) * (ch + 8)


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
    th = 200
    rows = -(-len(hand) // 3)
    H = 56 + rows * (th + 8) + (40 + -(-len(secrets) // 3) * 158 if secrets else 0) + 16
    H = max(H, 120)
    img, d = pr.new_canvas(W, H, pal.PAGE)
    d.rectangle((0, 0, W, 48), fill=pal.HEADER)
    tx.draw_fitted(d, (M, 0, W - M, 48), c.t(lang, "render-simurgh-your-hand", n=len(hand)), 26, pal.HEADER_INK)
    y = 56
    cw = (W - 2 * M - 2 * 8) // 3
    for i, tile in enumerate(hand):
        x0 = M + (i % 3) * (cw + 8)
        y0 = y + (i // 3) * (th + 8)
        _tile(d, (x0, y0, x0 + cw, y0 + th), tile, me, lang)
    y += rows * (th + 8)
    if secrets:
        tx.draw_fitted(d, (M, y, W - M, y + 36), c.t(lang, "render-simurgh-secret-offer"), 24, pal.INK)
        _cards(d, y + 40, secrets, lang)
    keys.note("sim hand-amounts", KEY)
    return img
