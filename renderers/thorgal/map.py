"""The adventure map on the table picture (RULES.md §4 TG-MAP, §7.1 TG-MOV): each Area a panel at its place on the
map, the borders between Areas drawn by kind (TG-MOV-2), and on each Area its number, name and Sources, the heroes
standing there, and its Locations with what they ask now (a cost, a wound shape, or the enemies to fight) and the
tokens on them. An Area numbered above the round (TG-MAP-3) is drawn dimmed.

Places come from the adventure data: an Area's ``"pos": [x, y]`` is the column and row of its cell on a grid
(0 = left / top; halves allowed, e.g. ``[1.5, 0]``), every Area one cell; the picture scales the grid to its width.
``games.thorgal.validate`` checks them (two numbers from 0 to 20, every Area or none, no two Areas overlapping). An
adventure without positions is laid out automatically: one column per Area number, in the order of the data.

Borders: normal green; multiple (2x, 3x) as that many parallel lines with the cost in a circle; red dashed; blue
wavy; impassable as a black wall across the gap; a Blocked token as a dark ✖ token on the border.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from games.thorgal import atlas
from games.thorgal.data import ADVENTURES
from games.thorgal.validate import POS_MAX
from renderers.thorgal.common import (
    KEY,
    M,
    W,
    active_seat,
    blocked_token,
    data_text,
    draw_shape,
    enemy_token,
    objective_token,
    resource_icon,
    shape_cells,
    shape_size,
)
from renderers.thorgal.common import WOUND as WOUND_FILL
from renderers.toolkit import fonts, keys
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

GAP = 40  # between Area panels: the room the borders are drawn in
BORDER_INK = {"normal": (60, 140, 70), "red": (200, 40, 40), "blue": (40, 90, 200), "impassable": (20, 20, 20)}
DIM_FILL, DIM_INK = (212, 209, 200), (110, 112, 118)
NUMBER_FILL = pal.GOLD

HEAD_H, STRIP_H, PAD = 54, 38, 8
CHIP_H, CHIP_GAP, ICON = 38, 4, 26
MIN_H = 150
NAME = 21  # a Location's name: the size it starts from


@dataclass(frozen=True)
class Style:
    """How roomy the map is drawn: the gap between panels, the Sources-and-heroes strip, the smallest size of a
    Location's name beside its chips (a tighter style is used only when the page would be too tall)."""
    gap: int = GAP
    strip: int = STRIP_H
    name_min: int = 18


NORMAL, TIGHT = Style(), Style(gap=30, strip=32, name_min=15)


def places(adv: dict) -> dict[str, tuple[float, float]]:
    """Every Area's ``(x, y)`` cell: the data's ``pos`` when every Area has a valid one, else automatic (a column per
    Area number, the Areas of one number one below the other)."""
    areas = adv["map"]["areas"]
    given = {a["id"]: a.get("pos") for a in areas}
    if areas and all(_valid(p) for p in given.values()):
        return {aid: (float(p[0]), float(p[1])) for aid, p in given.items()}
    numbers = sorted({a["number"] for a in areas})
    rows: dict[int, int] = {}
    out = {}
    for a in areas:
        col = numbers.index(a["number"])
        out[a["id"]] = (float(col), float(rows.get(col, 0)))
        rows[col] = rows.get(col, 0) + 1
    return out


def _valid(p) -> bool:
    return (isinstance(p, list) and len(p) == 2
            and all(isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v <= POS_MAX for v in p))


# ---- what a Location shows ----------------------------------------------------------------------------------------
@dataclass
class Entry:
    """One Location in an Area's panel: its name on one line with its chips (cost, wound shape, enemies, tokens)
    when they fit beside it, else the chips on rows below the name."""
    loc: dict
    text: str
    read: bool
    chips: list[tuple[str, object, int]]
    size: int = NAME
    rows: list[list[tuple[str, object, int]]] = field(default_factory=list)
    beside: bool = True
    h: int = 0
    lines: list[str] = field(default_factory=list)


def _chips(view: dict, loc: dict) -> list[tuple[str, object, int]]:
    """(kind, what, width) of everything a Location shows besides its name."""
    board, lid = view["board"], loc["id"]
    out: list[tuple[str, object, int]] = []
    if lid in board["blocked"]:
        out.append(("blocked", None, 34))
    if lid not in board["read"]:
        action = atlas.location_action(view, lid)
        if action["type"] == "assign":
            printed = loc["action"].get("cost") or {}
            have = board["assigned"].get(lid) or {}
            for res, need in atlas.location_cost(view, lid).items():
                if need <= 0:
                    continue
                label = f"{have[res]}/{need}" if have.get(res) else str(need)
                raised = need > printed.get(res, 0)
                out.append(("cost", (res, label, raised), tx.width(label, fonts.bold(KEY)) + 2 + ICON))
        elif action["type"] == "sacrifice":
            out.append(("wound", action["wound"], max(30, shape_size(action["wound"], 14)[0] + 8)))
        elif not board["enemies"].get(lid):
            out.append(("combat", None, 30))
    for strength in board["enemies"].get(lid, []):
        out.append(("enemy", strength, CHIP_H))
    present = board["tokens"].get(lid, [])
    for token in present:
        out.append(("token", (token, False), 34))
    for token in loc.get("requires_tokens", []):
        if token not in present:
            out.append(("token", (token, True), 34))
    return out


def _chips_w(chips) -> int:
    return sum(w for _, _, w in chips) + CHIP_GAP * max(0, len(chips) - 1)


def _entry(view: dict, loc: dict, inner: int, lang: str, st: Style = NORMAL) -> Entry:
    """The name on one line beside the chips if it fits, else on two lines beside them, else the name on its line and
    the chips on rows below it."""
    read = loc["id"] in view["board"]["read"]
    mark = "✓ " if read else "⇄ " if len(loc["areas"]) > 1 else ""
    e = Entry(loc, mark + data_text(loc, "name", lang), read, _chips(view, loc))
    if read and not e.chips:
        e.size, e.h, e.lines = 18, 30, [e.text]
        return e
    room = inner - _chips_w(e.chips) - 8
    for size in range(NAME, st.name_min - 1, -1):
        if tx.width(e.text, fonts.regular(size)) <= room:
            e.size, e.rows, e.h, e.lines = size, [e.chips], CHIP_H + 2, [e.text]
            return e
    if room >= 80:
        for size in range(NAME - 1, st.name_min - 2, -1):
            lines = tx.wrap(e.text, fonts.regular(size), room)
            if len(lines) == 2 and not any(line.endswith(tx.ELLIPSIS) for line in lines):
                e.size, e.rows, e.h, e.lines = size, [e.chips], 2 * size + 10, lines
                return e
    e.beside, e.size, e.lines = False, NAME, [e.text]
    row: list = []
    for chip in e.chips:  # the chips on rows of their own, as many as they need
        if row and _chips_w(row + [chip]) > inner:
            e.rows.append(row)
            row = []
        row.append(chip)
    e.rows.append(row)
    e.h = 25 + (CHIP_H + 2) * len(e.rows)
    return e


def _entries(view: dict, adv: dict, area: dict, inner: int, lang: str, st: Style) -> list[Entry]:
    return [_entry(view, loc, inner, lang, st) for loc in adv["map"]["locations"] if area["id"] in loc["areas"]]


def _area_h(entries: list[Entry], st: Style) -> int:
    return HEAD_H + st.strip + sum(e.h + 4 for e in entries) + PAD


# ---- layout -------------------------------------------------------------------------------------------------------
@dataclass
class Layout:
    boxes: dict[str, tuple[int, int, int, int]]
    entries: dict[str, list[Entry]]
    bottom: int
    style: Style = NORMAL


def layout(view: dict, lang: str, top: int, bottom: int | None = None) -> Layout:
    """Where every Area's panel goes: the grid scaled to the page width; each row of panels as tall as its fullest
    one (with positions in half rows, every row as tall as the fullest panel of all). When the map would end below
    ``bottom``, it is drawn tighter (smaller gaps and names)."""
    lay = _layout(view, lang, top, NORMAL)
    if bottom is not None and lay.bottom > bottom:
        lay = _layout(view, lang, top, TIGHT)
    return lay


def _layout(view: dict, lang: str, top: int, st: Style) -> Layout:
    adv = ADVENTURES[view["adventure"]]
    cells = places(adv)
    left, up = min(p[0] for p in cells.values()), min(p[1] for p in cells.values())
    cells = {aid: (x - left, y - up) for aid, (x, y) in cells.items()}  # the top-left cell is (0, 0)
    xs, ys = [p[0] for p in cells.values()], [p[1] for p in cells.values()]
    pitch_x = (W - 2 * M + st.gap) / (max(xs) + 1)
    box_w = int(pitch_x - st.gap)
    entries = {a["id"]: _entries(view, adv, a, box_w - 16, lang, st) for a in adv["map"]["areas"]}
    need = {aid: max(MIN_H, _area_h(e, st)) for aid, e in entries.items()}
    if all(float(y).is_integer() for y in ys):
        row_h = {r: max([need[a] for a, p in cells.items() if p[1] == r], default=MIN_H)
                 for r in range(int(max(ys)) + 1)}
    else:
        row_h = dict.fromkeys(range(int(max(ys)) + 2), max(need.values()))
    row_top, y = {}, top
    for r in sorted(row_h):
        row_top[r] = y
        y += row_h[r] + st.gap
    boxes = {}
    for aid, (x, yy) in cells.items():
        x0 = int(M + x * pitch_x)
        r = int(yy)
        y0 = int(row_top[r] + (yy - r) * (row_h[r] + st.gap))
        boxes[aid] = (x0, y0, x0 + box_w, y0 + (row_h[r] if float(yy).is_integer() else max(need.values())))
    return Layout(boxes, entries, max(b[3] for b in boxes.values()), st)


def section(view: dict, lang: str, y: int, bottom: int | None = None):
    """The map as a :func:`renderers.toolkit.canvas.compose` section (tighter if it would end below ``bottom``)."""
    lay = layout(view, lang, y, bottom)
    img, d = yield lay.bottom
    draw(img, d, view, lang, lay)


# ---- drawing ------------------------------------------------------------------------------------------------------
def draw(img: Image.Image, d: ImageDraw.ImageDraw, view: dict, lang: str, lay: Layout) -> None:
    adv = ADVENTURES[view["adventure"]]
    borders = [(b, view["board"]["borders"].get(b["id"], b)) for b in adv["map"]["borders"]]
    for spec, now in borders:  # the lines first: the panels cover their ends
        draw_border_line(d, *_ends(lay, spec), now)
    for area in adv["map"]["areas"]:
        _area(img, d, view, area, lay.boxes[area["id"]], lay.entries[area["id"]], lang, lay.style)
    for spec, now in borders:  # then what sits on the gap: walls, costs, Blocked tokens
        a, b = _ends(lay, spec)
        p, q = _clip(lay.boxes[spec["areas"][0]], a, b), _clip(lay.boxes[spec["areas"][1]], b, a)
        p, q = _clear_of_panels(lay, a, b, p, q)
        draw_border_marks(img, d, p, q, now, spec["id"] in view["board"]["blocked"])
    keys.note("tg area-number", KEY)
    keys.note("tg location-cost", KEY)
    keys.note("tg border-cost", KEY)


def _ends(lay: Layout, spec: dict) -> tuple[tuple[float, float], tuple[float, float]]:
    a, b = (lay.boxes[x] for x in spec["areas"])
    return ((a[0] + a[2]) / 2, (a[1] + a[3]) / 2), ((b[0] + b[2]) / 2, (b[1] + b[3]) / 2)


def _clear_of_panels(lay: Layout, a, b, p, q):
    """The gap ``p``-``q`` a border's marks are centred on, moved along the line ``a``-``b`` off any other panel the
    line passes under (only a map laid out without positions has such lines)."""
    mid = ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)

    def free(pt) -> bool:
        return not any(x0 - 22 < pt[0] < x1 + 22 and y0 - 22 < pt[1] < y1 + 22 for x0, y0, x1, y1 in lay.boxes.values())

    if free(mid):
        return p, q
    for k in range(1, 20):
        for s in (0.5 - k * 0.025, 0.5 + k * 0.025):
            pt = (a[0] + (b[0] - a[0]) * s, a[1] + (b[1] - a[1]) * s)
            if free(pt):
                dx, dy = pt[0] - mid[0], pt[1] - mid[1]
                return (p[0] + dx, p[1] + dy), (q[0] + dx, q[1] + dy)
    return p, q


def _clip(box, p, q) -> tuple[float, float]:
    """Where the segment from ``p`` (inside ``box``) towards ``q`` leaves ``box``."""
    x0, y0, x1, y1 = box
    dx, dy = q[0] - p[0], q[1] - p[1]
    ts = [1.0]
    if dx:
        ts.append(((x1 if dx > 0 else x0) - p[0]) / dx)
    if dy:
        ts.append(((y1 if dy > 0 else y0) - p[1]) / dy)
    s = max(0.0, min(ts))
    return p[0] + dx * s, p[1] + dy * s


def draw_border_line(d: ImageDraw.ImageDraw, a, b, border: dict) -> None:
    """The line of one border between two points: as many parallel lines as it costs, in its kind's colour and
    pattern (red dashed, blue wavy); an impassable border has no line (its wall is drawn by the marks)."""
    kind = border.get("type", "normal")
    if kind == "impassable":
        return
    ink = BORDER_INK.get(kind, BORDER_INK["normal"])
    n = max(1, min(3, int(border.get("multiplicity", 1) or 1)))
    length = math.hypot(b[0] - a[0], b[1] - a[1]) or 1
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    for k in range(n):
        off = (k - (n - 1) / 2) * 13
        p = (a[0] - uy * off, a[1] + ux * off)
        q = (b[0] - uy * off, b[1] + ux * off)
        if kind == "red":
            pr.dashed_line(d, p, q, ink, 8, 16, 9)
        elif kind == "blue":
            steps = max(8, int(length / 6))
            pts = [(p[0] + (q[0] - p[0]) * i / steps - uy * 5 * math.sin(i * length / steps / 7),
                    p[1] + (q[1] - p[1]) * i / steps + ux * 5 * math.sin(i * length / steps / 7))
                   for i in range(steps + 1)]
            d.line(pts, fill=ink, width=6, joint="curve")
        else:
            d.line((p, q), fill=ink, width=8)


def draw_border_marks(img: Image.Image, d: ImageDraw.ImageDraw, p, q, border: dict, blocked: bool,
                      wall: float = 120) -> None:
    """On the gap between two panels (``p`` to ``q``): an impassable border's wall, a multiple border's cost, a
    Blocked token."""
    mx, my = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
    kind = border.get("type", "normal")
    if kind == "impassable":
        length = math.hypot(q[0] - p[0], q[1] - p[1]) or 1
        ux, uy = (q[0] - p[0]) / length, (q[1] - p[1]) / length
        h = wall / 2
        a, b = (mx - uy * h, my + ux * h), (mx + uy * h, my - ux * h)
        d.line((a, b), fill=BORDER_INK["impassable"], width=10)
        for k in range(-3, 4):  # the teeth of the wall, on both sides
            cx, cy = mx - uy * h * k / 3.5, my + ux * h * k / 3.5
            d.line(((cx - ux * 11, cy - uy * 11), (cx + ux * 11, cy + uy * 11)), fill=BORDER_INK["impassable"], width=4)
    if blocked:
        tok = blocked_token(40)
        pr.paste(img, tok, (mx - 20, my - 20))
        return
    n = int(border.get("multiplicity", 1) or 1)
    if n > 1 and kind != "impassable":
        ink = BORDER_INK.get(kind, BORDER_INK["normal"])
        d.ellipse((mx - 21, my - 21, mx + 21, my + 21), fill=pal.WHITE, outline=ink, width=4)
        d.text((mx, my + 1), str(n), font=fonts.bold(KEY), fill=pal.INK, anchor="mm")


def _area(img: Image.Image, d: ImageDraw.ImageDraw, view: dict, area: dict, box, entries: list[Entry],
          lang: str, st: Style) -> None:
    x0, y0, x1, y1 = box
    live = area["number"] <= view["round"]
    ink = pal.INK if live else DIM_INK
    pr.panel(d, box, pal.PANEL if live else DIM_FILL, pal.CARD_EDGE if live else pal.LINE, 3 if live else 2, 12)
    # the number in a gold circle (grey while the Area is not available), and the name
    cx, cy = x0 + 29, y0 + 29
    d.ellipse((cx - 22, cy - 22, cx + 22, cy + 22), fill=NUMBER_FILL if live else pal.LINE,
              outline=pal.GOLD_EDGE if live else DIM_INK, width=3)
    d.text((cx, cy + 1), str(area["number"]), font=fonts.bold(KEY), fill=pal.INK, anchor="mm")
    name = data_text(area, "name", lang)
    room = x1 - 8 - (x0 + 58)
    f = fonts.bold(22)
    if tx.width(name, fonts.bold(18)) <= room:
        tx.draw_fitted(d, (x0 + 58, y0 + 6, x1 - 8, y0 + 52), name, 22, ink, "bold", min_size=18)
    else:
        f = fonts.bold(18)
        lines = tx.wrap(name, f, room, 2)
        tx.draw_lines(d, (x0 + 58, y0 + 29 - len(lines) * 11), lines, f, ink, spacing=1.15)
    # the Sources, then the heroes standing here
    sy = y0 + HEAD_H + st.strip / 2
    for k, res in enumerate(area.get("sources", [])):
        pr.paste(img, resource_icon(res, ICON), (x0 + 10 + k * (ICON + 6), sy - ICON / 2))
    hx = x1 - 8
    active = active_seat(view)
    for seat, h in enumerate(view["heroes"]):
        if h["area"] == area["id"]:
            size = min(36, st.strip - 2)
            hx -= size + 4
            if seat == active:  # whose turn it is: a yellow halo
                d.ellipse((hx - 3, sy - size / 2 - 3, hx + size + 3, sy + size / 2 + 3), fill=pal.HIGHLIGHT,
                          outline=pal.HIGHLIGHT_EDGE, width=1)
            pr.paste(img, pr.player_marker(seat, size), (hx, sy - size / 2))
    y = y0 + HEAD_H + st.strip
    for k, e in enumerate(entries):
        if k:
            d.line((x0 + 10, y, x1 - 10, y), fill=pal.LINE, width=1)
        _location(img, d, view, e, x0 + 8, y + 2, x1 - 8, ink, lang)
        y += e.h + 4


def _location(img: Image.Image, d: ImageDraw.ImageDraw, view: dict, e: Entry, x0: int, y: int, x1: int, ink,
              lang: str) -> None:
    soft = pal.INK_SOFT if ink == pal.INK else ink
    colour = soft if e.read else ink
    if e.beside:
        f = fonts.regular(e.size)
        room = x1 - x0 - (_chips_w(e.rows[0]) + 8 if e.rows else 0)
        top = y + e.h / 2 - (len(e.lines) - 1) * (e.size + 2) / 2
        for k, line in enumerate(e.lines):
            d.text((x0, top + k * (e.size + 2)), tx.ellipsize(line, f, room), font=f, fill=colour, anchor="lm")
        if e.rows:
            _chip_row(img, d, view, e.rows[0], x1 - _chips_w(e.rows[0]), y + e.h / 2, lang)
        return
    tx.draw_fitted(d, (x0, y, x1, y + 24), e.text, e.size, colour, "regular", min_size=16)
    cy = y + 25 + (CHIP_H + 2) / 2
    for row in e.rows:
        _chip_row(img, d, view, row, x1 - _chips_w(row), cy, lang)
        cy += CHIP_H + 2


def _chip_row(img: Image.Image, d: ImageDraw.ImageDraw, view: dict, chips, x: float, cy: float, lang: str) -> None:
    for kind, what, w in chips:
        if kind == "cost":
            res, label, raised = what
            d.text((x, cy + 1), label, font=fonts.bold(KEY), fill=(190, 30, 30) if raised else pal.INK, anchor="lm")
            pr.paste(img, resource_icon(res, ICON), (x + w - ICON, cy - ICON / 2))
        elif kind == "wound":
            sw, sh = shape_size(what, 14)
            draw_shape(d, shape_cells(what), x + (w - sw) / 2, cy - sh / 2, 14, WOUND_FILL)
        elif kind == "combat":
            d.text((x + w / 2, cy), "⚔", font=fonts.bold(26), fill=pal.INK_SOFT, anchor="mm")
        elif kind == "enemy":
            pr.paste(img, enemy_token(what, CHIP_H), (x, cy - CHIP_H / 2))
        elif kind == "token":
            token, hollow = what
            pr.paste(img, objective_token(view, token, lang, 32, hollow), (x + 1, cy - 16))
        elif kind == "blocked":
            pr.paste(img, blocked_token(32), (x + 1, cy - 16))
        x += w + CHIP_GAP
