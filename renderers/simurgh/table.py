"""The Simurgh table pictures, drawn from a view: ``board`` (posted after each turn: the City, the Wilds with
their tiles and exploration levels, the Scouts' display, the Monument, the end counters and every player's
numbers) and ``players`` (each player's dragons with their ability markers and the open hand)."""
from __future__ import annotations

from PIL import Image, ImageDraw

from games.simurgh.bundles import concrete
from games.simurgh.data import (
    CITY_SPACES,
    GAME_LENGTH,
    MONUMENT_SLOTS,
    PER_COLOUR,
    RESOURCE_LIMIT,
    RESOURCES,
    SCOUTS_SLOTS,
    TILES,
    WILDS_SLOTS,
)
from renderers.simurgh import common as c
from renderers.toolkit import fonts, keys
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

W, KEY = c.W, c.KEY
M = 12  # outer margin


def _name(names: list, seat: int, lang: str) -> str:
    if 0 <= seat < len(names) and str(names[seat]).strip():
        return tx.drawable(" ".join(str(names[seat]).split()), "bold")
    return c.t(lang, "core-seat", n=seat + 1)


def _header(d: ImageDraw.ImageDraw, view: dict, names: list, lang: str) -> int:
    d.rectangle((0, 0, W, 64), fill=pal.HEADER)
    limits = GAME_LENGTH[view["options"].get("length", "short")]
    placed = sum(1 for o in view["board"]["monument"].values() if o)
    if view.get("final"):
        status = c.t(lang, "render-simurgh-over")
    elif view["phase"] != "PLAY":
        status = c.t(lang, f"render-simurgh-phase-{view['phase'].lower()}")
    else:
        key = "render-simurgh-turn-final" if view.get("trigger") is not None else "render-simurgh-turn"
        status = c.t(lang, key, player=_name(names, view["active"], lang))
    tx.draw_fitted(d, (M + 4, 0, 640, 64), status, KEY, pal.HEADER_INK, "bold")
    counters = c.t(lang, "render-simurgh-counters", chronicle=len(view["chronicle"]), ct=limits["chronicle"],
                   objectives=placed, ot=limits["objectives"])
    tx.draw_fitted(d, (650, 0, W - M - 4, 64), counters, KEY, pal.HEADER_INK, "bold", align="right")
    keys.note("sim end-counters", KEY)
    return 64


def _section_title(d: ImageDraw.ImageDraw, y: int, text: str) -> int:
    tx.draw_fitted(d, (M + 4, y, W - M, y + 34), text, 24, pal.INK, "bold")
    return y + 34


def _city(img: Image.Image, d: ImageDraw.ImageDraw, view: dict, y: int, lang: str, last: set) -> int:
    y = _section_title(d, y, c.t(lang, "render-simurgh-city"))
    cols, cw, ch, gap = 3, (W - 2 * M - 2 * 8) // 3, 84, 8
    city = view["board"]["city"]
    for i, space in enumerate(CITY_SPACES):
        x0 = M + (i % cols) * (cw + gap)
        y0 = y + (i // cols) * (ch + gap)
        box = (x0, y0, x0 + cw, y0 + ch)
        pr.panel(d, box, pal.PANEL, pal.LINE, 2, 10)
        if space in last:
            pr.highlight(d, box, 5, 10)
        info = CITY_SPACES[space]
        multi = info["capacity"] == "multi"
        label = f"{info['number']}. {c.city_name(space, lang)}" + (" ∞" if multi else "")
        tx.draw_fitted(d, (x0 + 10, y0 + 2, x0 + cw - 40, y0 + 32), label, 22, pal.INK_SOFT, "bold")
        if info["vassal"] == "dragonrider":
            c.rider_badge(d, x0 + cw - 22, y0 + 18, 14)
        c.draw_effect(d, x0 + 10, y0 + 58, space, 26, lang)
        c.occupants(img, city.get(space, []), x0 + cw - 8, y0 + 58, 30, c.turn_order(view))
    keys.note("sim city-amounts", 26 if W <= 1040 else KEY)
    return y + 4 * (ch + gap)


def _number(slot: str) -> str:
    """A slot as the texts name it ("miejsce 1 w Dziczy"): its number; the section's title names the place."""
    return "".join(ch for ch in slot if ch.isdigit()) or slot


def _tile_card(img: Image.Image, d: ImageDraw.ImageDraw, box: tuple, entry: dict | None, slot: str, lang: str,
               last: set, order: list[int]) -> None:
    x0, y0, x1, y1 = box
    if entry is None:
        pr.panel(d, box, pal.PANEL_DIM, pal.LINE, 2, 10)
        title = f"{_number(slot)} · " + c.t(lang, "render-simurgh-empty")
        tx.draw_fitted(d, (x0 + 10, y0 + 4, x1 - 10, y0 + 40), title, 24, pal.INK_SOFT, "bold")
        c.draw_raw(d, x0 + 14, y0 + 70, WILDS_SLOTS[slot]["reward"], 26, pal.INK_SOFT)
        return
    if entry.get("blocked"):
        pr.panel(d, box, pal.CARD_BACK, pal.CARD_EDGE, 2, 10)
        title = f"{_number(slot)} · " + c.t(lang, "render-simurgh-blocked")
        tx.draw_fitted(d, (x0 + 10, y0 + 4, x1 - 10, y0 + 40), title, 24, pal.WHITE, "bold")
        return
    tile = entry["tile"]
    c.tile_card(img, d, box, tile, lang, title=f"{_number(slot)} · {c.tile_name(tile, lang)}", vassals=entry["vassals"],
                order=order)
    if tile in last or any(space.startswith(tile + ".") for space in last):
        pr.highlight(d, box, 5, 10)


def _wilds(img: Image.Image, d: ImageDraw.ImageDraw, view: dict, y: int, lang: str, last: set) -> int:
    y = _section_title(d, y, c.t(lang, "render-simurgh-wilds"))
    cols, gap, ch = 3, 8, 196
    cw = (W - 2 * M - (cols - 1) * gap) // cols
    for i, slot in enumerate(WILDS_SLOTS):
        x0 = M + (i % cols) * (cw + gap)
        y0 = y + (i // cols) * (ch + gap)
        _tile_card(img, d, (x0, y0, x0 + cw, y0 + ch), view["board"]["wilds"].get(slot), slot, lang, last,
                   c.turn_order(view))
    return y + 2 * (ch + gap)


def _draft_row(img: Image.Image, d: ImageDraw.ImageDraw, view: dict, y: int, lang: str) -> int:
    """SIM-14.4: the action draft's face-up row, as tile cards (what the picking player chooses from)."""
    y = _section_title(d, y, c.t(lang, "render-simurgh-draft-row", stack=view["stacks"].get("draft_pool", 0)))
    offer = view["draft"]["offer"]
    cw = (W - 2 * M - 3 * 8) // 4
    for i, tile in enumerate(offer):
        x0 = M + i * (cw + 8)
        c.tile_card(img, d, (x0, y, x0 + cw, y + DRAFT_H), tile, lang, size=22)
    return y + DRAFT_H + 8


DRAFT_H = 196


def _market(d: ImageDraw.ImageDraw, view: dict, y: int, lang: str) -> int:
    """The Scouts' display (tile, slot cost → PP) and the Monument's slots (objective, cost → PP)."""
    y = _section_title(d, y, c.t(lang, "render-simurgh-market", stack=view["stacks"].get("action", 0)))
    half = (W - 2 * M - 8) // 2
    sw = (half - 3 * 6) // 4
    for i, slot in enumerate(SCOUTS_SLOTS):
        x0 = M + i * (sw + 6)
        tile = view["board"]["display"].get(slot)
        fill = c.KIND_FILL[TILES[tile]["type"]] if tile else pal.PANEL_DIM
        pr.panel(d, (x0, y, x0 + sw, y + 112), fill, pal.LINE, 2, 8)
        tx.draw_fitted(d, (x0 + 6, y + 2, x0 + sw - 6, y + 30), _number(slot), 20, pal.INK_SOFT, "bold")
        if tile:
            tx.draw_fitted(d, (x0 + 6, y + 28, x0 + sw - 6, y + 58), c.tile_name(tile, lang), 20, pal.INK, "bold")
        cost = concrete(SCOUTS_SLOTS[slot]["cost"])[0]
        x = c.draw_fixed(d, x0 + 6, y + 88, cost, 22) if cost else x0 + 6
        c.draw_fixed(d, x + 4, y + 88, {"power": SCOUTS_SLOTS[slot]["power"]} if SCOUTS_SLOTS[slot]["power"] else {},
                     22)
    mw = (half - 4 * 6) // 5
    for i, slot in enumerate(MONUMENT_SLOTS):
        x0 = M + half + 8 + i * (mw + 6)
        o = view["board"]["monument"].get(slot)
        pr.panel(d, (x0, y, x0 + mw, y + 112), (236, 226, 210) if o else pal.PANEL_DIM, pal.LINE, 2, 8)
        tx.draw_fitted(d, (x0 + 6, y + 2, x0 + mw - 6, y + 30), _number(slot), 20, pal.INK_SOFT, "bold")
        if o:
            tx.draw_fitted(d, (x0 + 4, y + 30, x0 + mw - 4, y + 60), c.objective_name(o, lang), 20, pal.INK, "bold")
        else:
            c.draw_fixed(d, x0 + 4, y + 45, concrete(MONUMENT_SLOTS[slot]["cost"])[0], 18)
        c.draw_fixed(d, x0 + 4, y + 88, {"power": MONUMENT_SLOTS[slot]["power"]}, 22)
    return y + 120


def _player_rows(img: Image.Image, d: ImageDraw.ImageDraw, view: dict, names: list, y: int, lang: str) -> int:
    y = _section_title(d, y, c.t(lang, "render-simurgh-players"))
    limit = RESOURCE_LIMIT[view["options"].get("mode", "spearman")]
    final = view.get("final")
    rh = 58
    for seat in c.turn_order(view):  # in turn order, numbered 1, 2, 3 from the start player (SIM-3.9, SIM-14.3)
        s = view["seats"][seat]
        box = (M, y, W - M, y + rh - 6)
        on = seat == view.get("active")
        style = pal.player(seat)
        d.rounded_rectangle(box, radius=10, fill=style.tint if on else pal.PANEL, outline=style.colour if on else
                            pal.LINE, width=4 if on else 2)
        cy = y + (rh - 6) / 2
        pr.paste(img, c.marker(view, seat, 40), (M + 8, cy - 20))
        tx.draw_fitted(d, (M + 54, y, M + 230, y + rh - 6), _name(names, seat, lang), 24, pal.INK, "bold")
        total = final["rows"][seat]["total"] if final else s["pp"]
        f = fonts.bold(KEY)
        d.text((M + 320, cy), f"{total}", font=f, fill=pal.INK, anchor="rm")
        c.pp_icon(d, M + 340, cy, 12)
        x = M + 370
        for res in RESOURCES:
            x = c.draw_fixed(d, x, cy, {"resources": {res: s["resources"].get(res, 0)}}, KEY) if \
                s["resources"].get(res, 0) else _zero(d, x, cy, res)
        n_res = sum(s["resources"].values())
        d.text((x + 2, cy), f"Σ{n_res}/{limit}", font=fonts.bold(20), fill=pal.STRIKE if n_res > limit else
               pal.INK_SOFT, anchor="lm")
        x = 850
        for v in ("spearman", "dragonrider"):
            c.vassal_glyph(d, x + 12, cy, 13, v)
            d.text((x + 28, cy), str(s["vassals"][v]["supply"]), font=fonts.bold(KEY), fill=pal.INK, anchor="lm")
            x += 62
        markers = sum(sum(dr["markers"]) for dr in s["dragons"])
        c.marker_dot(d, x + 12, cy, 11)
        d.text((x + 28, cy), f"{markers}", font=fonts.bold(KEY), fill=pal.INK, anchor="lm")
        hand = len(s["hand"]) + s["power_tiles"]
        d.text((W - M - 10, cy), c.t(lang, "render-simurgh-hand", n=hand), font=fonts.bold(22), fill=pal.INK,
               anchor="rm")
        y += rh
    keys.note("sim player-numbers", KEY)
    return y


def _zero(d: ImageDraw.ImageDraw, x: float, cy: float, res: str) -> float:
    f = fonts.bold(KEY)
    d.text((x, cy), "0", font=f, fill=pal.LINE, anchor="lm")
    x += tx.width("0", f) + 2
    colour, shape = c.RES_STYLE[res]
    r = KEY * 0.42
    d.polygon(pr.polygon_points(shape, x + r, cy, r), fill=pal.mix(colour, pal.WHITE, 0.7), outline=pal.LINE)
    return x + 2 * r + 8


def _last_spaces(view: dict) -> set:
    """The spaces and tiles the last turn used (the picture frames them)."""
    return set((view.get("last") or {}).get("spaces") or [])


def draw_board(view: dict, names: list, lang: str) -> Image.Image:
    drafting = (view.get("draft") or {}).get("kind") == "action"
    market = DRAFT_H + 8 if drafting else 120
    H = 64 + 8 + 34 + 4 * 92 + 34 + 2 * 204 + 34 + market + 34 + 58 * view["players"] + 14 + 40
    img, d = pr.new_canvas(W, H, pal.PAGE)
    last = _last_spaces(view)
    y = _header(d, view, names, lang) + 8
    y = _city(img, d, view, y, lang, last)
    y = _wilds(img, d, view, y, lang, last)
    y = _draft_row(img, d, view, y, lang) if drafting else _market(d, view, y, lang)
    y = _player_rows(img, d, view, names, y, lang)
    _legend(d, y + 4, lang)
    return img


def _legend(d: ImageDraw.ImageDraw, y: int, lang: str) -> None:
    """What the icons mean, in the reader's language: the six resources, PP, markers and the two vassals."""
    f = fonts.regular(19)
    x, cy, r = M + 6, y + 18, 11
    items = [(lambda x, res=res: c.res_icon(d, res, x, cy, r), c.t(lang, f"render-simurgh-res-{res}"))
             for res in RESOURCES]
    items += [(lambda x: c.pp_icon(d, x, cy, r), c.t(lang, "simurgh-amt-pp-name")),
              (lambda x: c.marker_dot(d, x, cy, r * 0.8), c.t(lang, "render-simurgh-marker")),
              (lambda x: c.vassal_glyph(d, x, cy, r, "spearman"), c.t(lang, "simurgh-vassal-spearman")),
              (lambda x: c.vassal_glyph(d, x, cy, r, "dragonrider"), c.t(lang, "simurgh-vassal-dragonrider"))]
    for draw_icon, word in items:
        draw_icon(x + r)
        d.text((x + 2 * r + 4, cy), word, font=f, fill=pal.INK, anchor="lm")
        x += 2 * r + 14 + tx.width(word, f)


# ---- the players page --------------------------------------------------------------------------------------------
def draw_players(view: dict, names: list, lang: str) -> Image.Image:
    n = view["players"]
    per_row = 4
    card_w, card_h = (W - 2 * M - (per_row - 1) * 8) // per_row, 150
    heights = []
    for s in view["seats"]:
        rows = max(1, -(-len(s["dragons"]) // per_row))
        heights.append(48 + rows * (card_h + 8) + 40)
    H = 64 + 8 + sum(heights) + 8 * n + 8
    img, d = pr.new_canvas(W, H, pal.PAGE)
    _header(d, view, names, lang)
    y = 72
    for seat in c.turn_order(view):
        s = view["seats"][seat]
        style = pal.player(seat)
        box = (M, y, W - M, y + heights[seat])
        d.rounded_rectangle(box, radius=12, fill=style.tint, outline=style.colour, width=3)
        pr.paste(img, c.marker(view, seat, 36), (M + 8, y + 6))
        tx.draw_fitted(d, (M + 52, y + 4, M + 400, y + 44), _name(names, seat, lang), 24, pal.INK, "bold")
        x = c.draw_fixed(d, M + 300, y + 24, {"power": s["pp"]}, 26) + 16
        for res in RESOURCES:
            x = c.draw_fixed(d, x, y + 24, {"resources": {res: s["resources"].get(res, 0)}}, 24) \
                if s["resources"].get(res, 0) else x
        x += 10
        for v in ("spearman", "dragonrider"):  # supply / on the board / in the colour pool
            c.vassal_glyph(d, x + 10, y + 24, 11, v)
            vs = s["vassals"][v]
            on_board = PER_COLOUR[v] - vs["supply"] - vs["pool"]
            text = f"{vs['supply']}/{on_board}/{vs['pool']}"
            d.text((x + 24, y + 24), text, font=fonts.bold(20), fill=pal.INK, anchor="lm")
            x += 34 + tx.width(text, fonts.bold(20)) + 10
        for i, dragon in enumerate(s["dragons"]):
            x0 = M + 8 + (i % per_row) * (card_w + 8)
            y0 = y + 48 + (i // per_row) * (card_h + 8)
            c.dragon_card(d, (x0, y0, min(x0 + card_w - 8, W - M - 8), y0 + card_h), dragon, lang)
        hand = [c.tile_name(t, lang) for t in s["hand"]]
        if s["power_tiles"]:
            hand.append(c.t(lang, "render-simurgh-power-hidden", n=s["power_tiles"]))
        line = c.t(lang, "render-simurgh-hand-line", tiles=", ".join(hand) or "—")
        tx.draw_fitted(d, (M + 10, y + heights[seat] - 38, W - M - 10, y + heights[seat] - 4), line, 20, pal.INK,
                       "regular")
        y += heights[seat] + 8
    return img
