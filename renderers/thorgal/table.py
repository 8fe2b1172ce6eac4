"""The Thorgal pictures, drawn from a view (everyone sees everything, §17): ``table`` (posted after each turn: the
round and the tracks, the Action Row with its tokens, the map as Areas by number with their Locations, enemies,
tokens and heroes, the end of the Journey Path, and every hero's numbers) and ``heroes`` (wound areas, levels,
items), plus the enemy card and the dice while a Combat is on."""
from __future__ import annotations

from PIL import Image, ImageDraw

from games.thorgal import combat
from games.thorgal.data import ACTION_CARDS, ADVENTURES, HEROES, ITEMS, RESOURCES, TERRAIN
from renderers.toolkit import fonts, keys
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

W, KEY, M = 1200, 30, 12
BORDER_INK = {"normal": (90, 140, 80), "red": (200, 40, 40), "blue": (40, 90, 200), "impassable": (20, 20, 20)}
STRENGTH_FILL = {"minor": (240, 220, 120), "average": (240, 160, 60), "powerful": (210, 70, 50),
                 "monstrous": (120, 20, 30), "mystic": (120, 70, 170)}
STRENGTH_MARK = {"minor": "1", "average": "2", "powerful": "3", "monstrous": "4", "mystic": "✦"}  # level, not a letter
RES_FILL = {"material": (150, 100, 50), "ore": (120, 120, 135), "gossip": (230, 190, 60), "magic": (60, 110, 220),
            "fate": (40, 150, 110), "power": (170, 50, 160)}
RES_CODE = {"Mt": "material", "Or": "ore", "Gs": "gossip", "Mg": "magic", "Ft": "fate", "Pw": "power"}


def t(lang: str, key: str, **params) -> str:
    return tx.tr(lang, key, **params)


def data_text(record: dict, field: str, lang: str) -> str:
    return str(record.get(f"{field}_{lang}") or record.get(f"{field}_en") or "")


def hero_name(view: dict, seat: int, lang: str) -> str:
    return tx.drawable(data_text(HEROES[view["heroes"][seat]["id"]], "name", lang), "bold")


def _header(d: ImageDraw.ImageDraw, view: dict, names: list, lang: str) -> int:
    adv = ADVENTURES[view["adventure"]]
    d.rectangle((0, 0, W, 64), fill=pal.HEADER)
    if view.get("result"):
        status = t(lang, f"thorgal-result-{view['result']['outcome']}")
    elif view["phase"] == "EVENT":
        status = t(lang, "render-thorgal-event-phase")
    else:
        seat = (view["first"] + view["turn"]) % len(view["heroes"])
        status = t(lang, "render-thorgal-turn", hero=hero_name(view, seat, lang), n=view["turn"] + 1)
    tx.draw_fitted(d, (M, 0, 640, 64), status, KEY, pal.HEADER_INK)
    track = adv["adventure_board"].get("adventure_track")
    right = t(lang, "render-thorgal-round", n=view["round"], total=adv["adventure_board"]["round_track"]["length"])
    if track:
        right += f" · {data_text(track, 'name', lang)} {view['track']}/{track['max']}"
    tx.draw_fitted(d, (650, 0, W - M, 64), right, KEY, pal.HEADER_INK, align="right")
    keys.note("tg round-track", KEY)
    return 64


def _row(img: Image.Image, d: ImageDraw.ImageDraw, view: dict, y: int, lang: str) -> int:
    """The Action Row: each card's number, action(s) and value; its tokens below (light: active, dark: not)."""
    slots = view["row"]
    cw = (W - 2 * M - (len(slots) - 1) * 6) // len(slots)
    for i, slot in enumerate(slots):
        card = ACTION_CARDS[slot["card"]]
        x0 = M + i * (cw + 6)
        pr.panel(d, (x0, y, x0 + cw, y + 92), pal.PANEL, pal.CARD_EDGE, 2, 8)
        d.text((x0 + 8, y + 4), f"{card['number']}", font=fonts.bold(18), fill=pal.INK_SOFT)
        names = " / ".join(t(lang, "thorgal-action-" + m["type"]) for m in card["main"])
        tx.draw_fitted(d, (x0 + 30, y + 2, x0 + cw - 6, y + 26), names, 18, pal.INK, "bold")
        values = " / ".join(str(m["value"]) for m in card["main"] if m["value"] is not None)
        d.text((x0 + cw / 2, y + 46), values or "⚔", font=fonts.bold(KEY), fill=pal.INK, anchor="mm")
        if slot.get("special"):
            d.text((x0 + cw - 8, y + 4), slot["special"][-1], font=fonts.bold(22), fill=(150, 60, 160), anchor="ra")
        under = [tok for tok in view["tokens"] if tok["slot"] == i]
        for k, tok in enumerate(under):
            cx = x0 + 18 + k * 30
            d.ellipse((cx - 12, y + 66, cx + 12, y + 90), fill=(250, 240, 200) if tok["active"] else (60, 60, 70),
                      outline=pal.BLACK, width=2)
    outside = sum(1 for tok in view["tokens"] if tok["slot"] is None)
    y += 98
    if outside:
        tx.draw_fitted(d, (M, y, W - M, y + 28), t(lang, "render-thorgal-tokens-out", n=outside), 20, pal.INK_SOFT)
        y += 30
    keys.note("tg row-values", KEY)
    return y


def _map(img: Image.Image, d: ImageDraw.ImageDraw, view: dict, y: int, lang: str) -> int:
    """Areas as boxes in columns by their number (available ones bright), with their Locations (enemy tokens,
    Read, Blocked, assigned resources) and the heroes standing there; borders as coloured links."""
    adv = ADVENTURES[view["adventure"]]
    areas = adv["map"]["areas"]
    numbers = sorted({a["number"] for a in areas})
    col_w = (W - 2 * M - (len(numbers) - 1) * 10) // len(numbers)
    by_col = {n: [a for a in areas if a["number"] == n] for n in numbers}
    box_h = 250
    pos = {}
    for c, n in enumerate(numbers):
        for r, a in enumerate(by_col[n]):
            x0 = M + c * (col_w + 10)
            y0 = y + r * (box_h + 10)
            pos[a["id"]] = (x0, y0, x0 + col_w, y0 + box_h)
    for b in adv["map"]["borders"]:
        a, c = (pos[x] for x in b["areas"])
        kind = view["board"]["borders"][b["id"]]["type"]
        p, q = ((a[0] + a[2]) / 2, (a[1] + a[3]) / 2), ((c[0] + c[2]) / 2, (c[1] + c[3]) / 2)
        d.line((p, q), fill=BORDER_INK[kind], width=6 if kind != "impassable" else 3)
    locations = adv["map"]["locations"]
    for a in areas:
        x0, y0, x1, y1 = pos[a["id"]]
        live = a["number"] <= view["round"]
        pr.panel(d, (x0, y0, x1, y1), pal.PANEL if live else pal.PANEL_DIM, pal.CARD_EDGE if live else pal.LINE, 2, 10)
        tx.draw_fitted(d, (x0 + 8, y0 + 2, x1 - 8, y0 + 30), f"{a['number']} · {data_text(a, 'name', lang)}", 20,
                       pal.INK if live else pal.INK_SOFT, "bold")
        sx = x0 + 8
        for res in a["sources"]:
            d.rounded_rectangle((sx, y0 + 34, sx + 20, y0 + 54), radius=5, fill=RES_FILL[res], outline=pal.BLACK)
            sx += 26
        hx = x1 - 8
        for seat, h in enumerate(view["heroes"]):
            if h["area"] == a["id"]:
                hx -= 30
                pr.paste(img, pr.player_marker(seat, 28), (hx, y0 + 30))
        ly = y0 + 62
        for loc in locations:
            if a["id"] not in loc["areas"] or ly > y1 - 26:
                continue
            _location(d, view, loc, x0 + 6, ly, x1 - 6, lang)
            ly += 30
    rows = max(len(v) for v in by_col.values())
    return y + rows * (box_h + 10)


def _location(d, view: dict, loc: dict, x0: int, y: int, x1: int, lang: str) -> None:
    board = view["board"]
    lid = loc["id"]
    x = x1
    for strength in reversed(board["enemies"].get(lid, [])):
        x -= 26
        d.rounded_rectangle((x, y, x + 22, y + 24), radius=4, fill=STRENGTH_FILL[strength], outline=pal.BLACK)
        d.text((x + 11, y + 12), STRENGTH_MARK[strength], font=fonts.bold(16), fill=pal.WHITE, anchor="mm",
               stroke_width=1, stroke_fill=pal.BLACK)
    name = data_text(loc, "name", lang)
    ink = pal.INK_SOFT if lid in board["read"] or lid in board["blocked"] else pal.INK
    mark = "✓ " if lid in board["read"] else "✖ " if lid in board["blocked"] else ""
    assigned = board["assigned"].get(lid) or {}
    if assigned:
        name += " (" + ", ".join(f"{n}{r[:2]}" for r, n in assigned.items()) + ")"
    tx.draw_fitted(d, (x0, y, x - 4, y + 26), mark + name, 18, ink, "regular")


def _path(img: Image.Image, d: ImageDraw.ImageDraw, view: dict, y: int, lang: str) -> int:
    """The end of the Journey Path (the last 4 Terrain cards: where the next tile goes): icons, penalties, tiles,
    Gather tokens."""
    cards = view["path"]["cards"]
    first = max(0, len(cards) - 4)
    cols = 4 * (len(cards) - first)
    cell = min(64, (W - 2 * M) // max(cols, 1))
    tx.draw_fitted(d, (M, y, W - M, y + 30), t(lang, "render-thorgal-path", first=first + 1, n=len(cards)), 22,
                   pal.INK, "bold")
    y += 32
    tiles = {tuple(c): k for k, tile in enumerate(view["path"]["tiles"]) for c in tile}
    gather = {tuple(c) for c in view["path"]["gather"]}
    last = len(view["path"]["tiles"]) - 1
    for gx in range(4 * first, 4 * len(cards)):
        card = TERRAIN[cards[gx // 4]]
        for gy in range(4):
            x0 = M + (gx - 4 * first) * cell
            y0 = y + gy * cell
            code = card["grid"][gy][gx % 4]
            icon, _, pen = code.partition("@")
            fill = {"r": (246, 200, 200), "y": (250, 236, 180)}.get(pen, pal.PANEL)
            d.rectangle((x0, y0, x0 + cell - 1, y0 + cell - 1), fill=fill, outline=pal.LINE)
            if (gx, gy) in tiles:
                k = tiles[(gx, gy)]
                d.rectangle((x0 + 2, y0 + 2, x0 + cell - 3, y0 + cell - 3),
                            fill=(70, 110, 70) if k != last else (40, 150, 60))
            elif (gx, gy) in gather:
                d.ellipse((x0 + 8, y0 + 8, x0 + cell - 8, y0 + cell - 8), fill=(60, 60, 70))
            elif icon:
                _icon(d, icon, x0 + cell / 2, y0 + cell / 2, cell)
        if gx % 4 == 0:
            d.line((M + (gx - 4 * first) * cell, y, M + (gx - 4 * first) * cell, y + 4 * cell), fill=pal.CARD_EDGE,
                   width=3)
        if gx % 4 == card["reveal_column"]:
            d.text((M + (gx - 4 * first) * cell + cell / 2, y + 4 * cell + 2), "◇", font=fonts.bold(18),
                   fill=pal.INK, anchor="ma")
    keys.note("tg path-icons", int(cell * 0.5))
    return y + 4 * cell + 26


def _icon(d, icon: str, cx: float, cy: float, cell: int) -> None:
    r = cell * 0.3
    parts = icon.split("/")
    if all(p in RES_CODE for p in parts):
        for k, p in enumerate(parts):
            ox = (k - (len(parts) - 1) / 2) * r * 1.2
            d.rounded_rectangle((cx + ox - r * 0.6, cy - r * 0.6, cx + ox + r * 0.6, cy + r * 0.6), radius=4,
                                fill=RES_FILL[RES_CODE[p]], outline=pal.BLACK)
        return
    d.text((cx, cy), icon.replace("W:", "W"), font=fonts.bold(int(cell * 0.5)), fill=pal.INK, anchor="mm")


def _heroes(img: Image.Image, d: ImageDraw.ImageDraw, view: dict, names: list, y: int, lang: str) -> int:
    for seat, h in enumerate(view["heroes"]):
        box = (M, y, W - M, y + 52)
        pr.panel(d, box, pal.player(seat).tint, pal.player(seat).colour, 3, 10)
        pr.paste(img, pr.player_marker(seat, 36), (M + 8, y + 8))
        who = hero_name(view, seat, lang)
        player = names[view["controller"][seat]] if view["controller"][seat] < len(names) else ""
        tx.draw_fitted(d, (M + 52, y, M + 330, y + 52), f"{who} ({player})" if player else who, 22, pal.INK)
        x = M + 340
        for res in RESOURCES:
            n = h["resources"].get(res, 0)
            if not n:
                continue
            d.rounded_rectangle((x, y + 14, x + 24, y + 38), radius=5, fill=RES_FILL[res], outline=pal.BLACK)
            d.text((x + 30, y + 26), str(n), font=fonts.bold(KEY), fill=pal.INK, anchor="lm")
            x += 66
        stats = t(lang, "render-thorgal-stats", threat=h["threat"], combat=h["combat"], journey=h["journey"],
                  wounds=len(h["wounds"]), items=len(h["items"]))
        tx.draw_fitted(d, (max(x, M + 560), y, W - M - 8, y + 52), stats, 20, pal.INK, "bold", align="right")
        y += 58
    keys.note("tg hero-resources", KEY)
    return y


def _fight(img: Image.Image, d: ImageDraw.ImageDraw, view: dict, y: int, lang: str) -> int:
    f = view.get("fight")
    if not f or not f["cards"]:
        return y
    g = combat.grid(f["cards"])
    w, h = combat.size(g)
    cell = min(64, (W - 2 * M) // max(w, 1))
    tx.draw_fitted(d, (M, y, W - M, y + 30), t(lang, "render-thorgal-fight"), 22, pal.INK, "bold")
    y += 32
    used = {tuple(c): k for k, (_, cells) in enumerate(f["placed"]) for c in cells}
    for gy in range(h):
        for gx in range(len(g[gy])):
            x0, y0 = M + gx * cell, y + gy * cell
            code = g[gy][gx]
            d.rectangle((x0, y0, x0 + cell - 1, y0 + cell - 1), fill=(250, 230, 230) if code == "T" else pal.PANEL,
                        outline=pal.LINE)
            if (gx, gy) in used:
                d.rectangle((x0 + 3, y0 + 3, x0 + cell - 4, y0 + cell - 4), fill=(90, 90, 160))
            elif code:
                _icon(d, code, x0 + cell / 2, y0 + cell / 2, cell)
    dice = " ".join(f"{pd['colour'][0].upper()}{pd['face'] or '?'}{'*' if pd['critical'] else ''}" for pd in f["pool"])
    tx.draw_fitted(d, (M + w * cell + 20, y, W - M, y + 40), dice, 26, pal.INK, "bold")
    return y + h * cell + 10


def draw_table(view: dict, names: list, lang: str) -> Image.Image:
    fight = view.get("fight")
    extra = 0
    if fight and fight.get("cards"):
        extra = 42 + 4 * min(64, (W - 2 * M) // max(combat.size(combat.grid(fight["cards"]))[0], 1)) + 10
    adv = ADVENTURES[view["adventure"]]
    rows = max(sum(1 for a in adv["map"]["areas"] if a["number"] == n) for n in {a["number"] for a in
                                                                                   adv["map"]["areas"]})
    cards = min(4, len(view["path"]["cards"]))
    cell = min(64, (W - 2 * M) // (4 * cards))
    H = 64 + 8 + 128 + rows * 260 + 32 + 4 * cell + 26 + 58 * len(view["heroes"]) + extra + 12
    img, d = pr.new_canvas(W, H, pal.PAGE)
    y = _header(d, view, names, lang) + 8
    y = _row(img, d, view, y, lang)
    y = _fight(img, d, view, y, lang)
    y = _map(img, d, view, y, lang)
    y = _path(img, d, view, y, lang)
    _heroes(img, d, view, names, y, lang)
    return img


DIE_FILL = {"yellow": (240, 200, 40), "orange": (235, 130, 30), "red": (200, 40, 40)}


def _dial(d: ImageDraw.ImageDraw, spec: dict, hero: dict, x: int, y: int) -> None:
    """The Combat dial (the dice of each level, the hero's level framed) and the Journey track (the shapes of each
    level) as two rows of 7 small cells (TG-CMB-16, TG-JRN-3)."""
    from games.thorgal.geometry import orientations

    cw = 96
    for level in range(7):
        cx = x + level * cw
        on = level + 1 == hero["combat"]
        d.rounded_rectangle((cx, y, cx + cw - 6, y + 34), radius=6, fill=pal.WHITE,
                            outline=pal.INK if on else pal.LINE, width=3 if on else 1)
        dice = spec["combat_dial"][level]
        size = min(22, (cw - 14) // len(dice) - 4)
        for k, colour in enumerate(dice):
            dx = cx + 6 + k * (size + 4)
            d.rounded_rectangle((dx, y + 17 - size // 2, dx + size, y + 17 + size // 2), radius=4,
                                fill=DIE_FILL[colour], outline=pal.BLACK)
        on = level + 1 == hero["journey"]
        d.rounded_rectangle((cx, y + 40, cx + cw - 6, y + 74), radius=6, fill=pal.WHITE,
                            outline=pal.INK if on else pal.LINE, width=3 if on else 1)
        ox = cx + 6
        for shape in spec["journey_track"][level]:
            cells = orientations(shape)[0]
            unit = 6
            for gx, gy in cells:
                px, py = ox + gx * unit, y + 46 + gy * unit
                d.rectangle((px, py, px + unit - 1, py + unit - 1), fill=(70, 110, 70))
            ox += unit * (1 + max(c[0] for c in cells)) + 6


def draw_heroes(view: dict, names: list, lang: str) -> Image.Image:
    """Every hero's wound area (tiles filled), levels, skill and items."""
    n = len(view["heroes"])
    H = 64 + n * 250 + 12
    img, d = pr.new_canvas(W, H, pal.PAGE)
    _header(d, view, names, lang)
    y = 72
    for seat, h in enumerate(view["heroes"]):
        spec = HEROES[h["id"]]
        pr.panel(d, (M, y, W - M, y + 240), pal.player(seat).tint, pal.player(seat).colour, 3, 12)
        pr.paste(img, pr.player_marker(seat, 36), (M + 8, y + 8))
        tx.draw_fitted(d, (M + 52, y + 4, W // 2, y + 44), hero_name(view, seat, lang), 24, pal.INK)
        rows = spec["wound_area"]
        cell = 36
        wounded = {tuple(c) for w in h["wounds"] for c in w["cells"]}
        for gy, row_ in enumerate(rows):
            for gx, ch in enumerate(row_):
                if ch != "#":
                    continue
                x0, y0 = M + 14 + gx * cell, y + 52 + gy * cell
                d.rectangle((x0, y0, x0 + cell - 2, y0 + cell - 2),
                            fill=(190, 50, 50) if (gx, gy) in wounded else pal.WHITE, outline=pal.LINE)
        x = M + 40 + 9 * cell
        _dial(d, spec, h, x, y + 52)
        lines = [t(lang, "render-thorgal-stats", threat=h["threat"], combat=h["combat"], journey=h["journey"],
                   wounds=len(h["wounds"]), items=len(h["items"])),
                 t(lang, "render-thorgal-skill", skill=data_text(spec["skill"], "name", lang),
                   state=t(lang, "render-thorgal-skill-on" if h["skill_active"] else "render-thorgal-skill-off")),
                 t(lang, "render-thorgal-items", items=", ".join(data_text(ITEMS[i], "name", lang)
                                                                  for i in h["items"]) or "—")]
        for k, line in enumerate(lines):
            tx.draw_fitted(d, (x, y + 132 + k * 34, W - M - 10, y + 164 + k * 34), line, 20, pal.INK, "regular")
        y += 250
    return img

