"""What every Thorgal picture shares: the page geometry, names from the component data, and the small pieces drawn in
several places (resource icons, enemy tokens, the heroes' number icons, the cells of Terrain and Enemy cards, wound
shapes). Colour is never the only cue: each resource also has its own shape, each enemy its level, each hero's
number its icon (the legend page explains them all).
"""
from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from games.thorgal.data import ADVENTURES, HEROES, SHAPES
from renderers.toolkit import fonts
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

#: the page width, the size of every number a player decides by (1/40 of the width), the margin
W, KEY, M = 1200, 30, 12
HEADER_H = 64

RES_FILL = {"material": (150, 100, 50), "ore": (120, 120, 135), "gossip": (230, 190, 60), "magic": (60, 110, 220),
            "fate": (40, 150, 110), "power": (170, 50, 160)}
#: each resource's shape besides its colour (the legend shows both)
RES_SHAPE = {"material": "square", "ore": "hexagon", "gossip": "circle", "magic": "diamond", "fate": "pentagon",
             "power": "star"}
RES_CODE = {"Mt": "material", "Or": "ore", "Gs": "gossip", "Mg": "magic", "Ft": "fate", "Pw": "power"}

STRENGTH_FILL = {"minor": (240, 220, 120), "average": (240, 160, 60), "powerful": (210, 70, 50),
                 "monstrous": (120, 20, 30), "mystic": (120, 70, 170)}
STRENGTH_MARK = {"minor": "1", "average": "2", "powerful": "3", "monstrous": "4", "mystic": "✦"}  # level, not a letter

WOUND = (190, 50, 50)
TILE = (70, 110, 70)
TILE_LAST = (40, 150, 60)
THREAT = (170, 40, 40)


def t(lang: str, key: str, **params) -> str:
    return tx.tr(lang, key, **params)


def data_text(record: dict, field: str, lang: str) -> str:
    return str(record.get(f"{field}_{lang}") or record.get(f"{field}_en") or "")


def active_seat(view: dict) -> int | None:
    """The hero whose turn it is (None in the Event phase and at the end)."""
    if view.get("result") or view.get("phase") != "ACTION":
        return None
    return (view["first"] + view["turn"]) % len(view["heroes"])


def hero_name(view: dict, seat: int, lang: str) -> str:
    return tx.drawable(data_text(HEROES[view["heroes"][seat]["id"]], "name", lang), "bold")


# ---- pieces (drawn at 2x, cached, pasted) ------------------------------------------------------------------------
def _piece(size: int) -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    big = Image.new("RGBA", (size * pr.SS, size * pr.SS), (0, 0, 0, 0))
    return big, ImageDraw.Draw(big), size * pr.SS


@lru_cache(maxsize=64)
def resource_icon(res: str, size: int) -> Image.Image:
    """A resource: its colour in its own shape, with a dark edge."""
    big, d, s = _piece(size)
    pts = pr.polygon_points(RES_SHAPE.get(res, "square"), s / 2, s / 2 + (s * 0.04 if res == "fate" else 0),
                            s * 0.47)
    d.polygon(pts, fill=RES_FILL.get(res, pal.LINE), outline=pal.BLACK, width=max(2, s // 14))
    return big.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=32)
def enemy_token(strength: str, size: int) -> Image.Image:
    """An enemy token: a shield in the strength's colour with its level (1-4, ✦ mystic); a shield is no player's
    marker shape."""
    big, d, s = _piece(size)
    shield = [(s * 0.04, s * 0.03), (s * 0.96, s * 0.03), (s * 0.96, s * 0.52), (s * 0.5, s * 0.98),
              (s * 0.04, s * 0.52)]
    d.polygon(shield, fill=STRENGTH_FILL[strength], outline=pal.BLACK, width=max(2, s // 16))
    d.text((s / 2, s * 0.42), STRENGTH_MARK[strength], font=fonts.bold(KEY * pr.SS), fill=pal.WHITE,
           anchor="mm", stroke_width=2 * pr.SS, stroke_fill=pal.BLACK)
    return big.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=32)
def round_token(size: int, glyph: str, fill: tuple, ink: tuple, hollow: bool = False) -> Image.Image:
    """A round token with a glyph (Blocked ✖, objective tokens by their initial); ``hollow``: a token a Location
    needs that is not there yet (a dashed-looking ring)."""
    big, d, s = _piece(size)
    if hollow:
        d.ellipse((3, 3, s - 4, s - 4), fill=pal.WHITE, outline=fill, width=max(3, s // 10))
        ink = fill
    else:
        d.ellipse((2, 2, s - 3, s - 3), fill=fill, outline=pal.BLACK, width=max(2, s // 16))
    d.text((s / 2, s / 2), glyph, font=fonts.bold(int(s * 0.56)), fill=ink, anchor="mm")
    return big.resize((size, size), Image.Resampling.LANCZOS)


def blocked_token(size: int) -> Image.Image:
    return round_token(size, "✖", (40, 40, 48), pal.WHITE)


def objective_token(view: dict, token: str, lang: str, size: int, hollow: bool = False) -> Image.Image:
    """An objective token, gold, with the initial of its name."""
    spec = next((o for o in ADVENTURES[view["adventure"]].get("objective_tokens", []) if o["id"] == token), {})
    name = data_text(spec, "name", lang) or token.split(":")[-1]
    return round_token(size, name[:1].upper(), pal.GOLD if not hollow else pal.GOLD_EDGE, pal.INK, hollow)


def shape_cells(shape: str) -> list[tuple[int, int]]:
    return [tuple(c) for c in SHAPES.get(shape, {}).get("cells", [[0, 0]])]


def draw_shape(d: ImageDraw.ImageDraw, cells, x: float, y: float, unit: int, fill: tuple,
               edge: tuple = pal.BLACK) -> tuple[int, int]:
    """Cells ``[(x, y), ...]`` drawn as squares of ``unit`` px from the top-left ``(x, y)``; returns the size."""
    if not cells:
        return 0, 0
    for cx, cy in cells:
        px, py = x + cx * unit, y + cy * unit
        d.rectangle((px, py, px + unit - 1, py + unit - 1), fill=fill, outline=edge)
    return (1 + max(c[0] for c in cells)) * unit, (1 + max(c[1] for c in cells)) * unit


def shape_size(shape: str, unit: int) -> tuple[int, int]:
    cells = shape_cells(shape)
    return (1 + max(c[0] for c in cells)) * unit, (1 + max(c[1] for c in cells)) * unit


# ---- the cells of Terrain and Enemy cards -------------------------------------------------------------------------
PENALTY_FILL = {"r": (246, 200, 200), "y": (250, 236, 180)}
LETTER_INK = {"A": (30, 110, 60), "H": (30, 130, 60), "F": (120, 60, 150), "X": (20, 80, 170), "T": pal.INK,
              "Th": THREAT}


def draw_cell_icon(img: Image.Image, d: ImageDraw.ImageDraw, icon: str, cx: float, cy: float, cell: int) -> None:
    """One printed space of a Terrain or Enemy card (cell codes: a resource, a choice of two, A, H, F, X, T, Th, or a
    wound ``W:<shape>``), centred on ``(cx, cy)`` in a cell ``cell`` px wide."""
    parts = icon.split("/")
    if all(p in RES_CODE for p in parts):
        size = int(cell * (0.56 if len(parts) == 1 else 0.42))
        for k, p in enumerate(parts):
            ox = (k - (len(parts) - 1) / 2) * size * 1.05
            pr.paste(img, resource_icon(RES_CODE[p], size), (cx + ox - size / 2, cy - size / 2))
        if len(parts) > 1:
            d.text((cx, cy), "/", font=fonts.bold(int(cell * 0.3)), fill=pal.INK, anchor="mm")
        return
    if icon.startswith("W:"):
        shape = icon[2:]
        unit = max(6, int(cell * 0.62) // max(shape_size(shape, 1)))
        w, h = shape_size(shape, unit)
        draw_shape(d, shape_cells(shape), cx - w / 2, cy - h / 2, unit, WOUND)
        return
    d.text((cx, cy), icon, font=fonts.bold(int(cell * 0.5)), fill=LETTER_INK.get(icon, pal.INK), anchor="mm")


def draw_cell(img: Image.Image, d: ImageDraw.ImageDraw, code: str, box: tuple[int, int, int, int],
              covered: bool = False) -> None:
    """A card space with its penalty colour (``@r`` red, ``@y`` yellow) and its icon (not when ``covered``: a tile or
    a token is drawn over it)."""
    icon, _, pen = code.partition("@")
    x0, y0, x1, y1 = box
    d.rectangle(box, fill=PENALTY_FILL.get(pen, pal.PANEL), outline=pal.LINE)
    if pen:  # the colour is not the only cue: a corner mark
        d.polygon([(x0 + 1, y0 + 1), (x0 + 15, y0 + 1), (x0 + 1, y0 + 15)],
                  fill=(200, 40, 40) if pen == "r" else (200, 150, 20))
    if icon and not covered:
        draw_cell_icon(img, d, icon, (x0 + x1 + 1) / 2, (y0 + y1 + 1) / 2, x1 - x0 + 1)


# ---- the heroes' numbers ------------------------------------------------------------------------------------------
STATS = ("threat", "combat", "journey", "wounds", "items")


@lru_cache(maxsize=32)
def stat_icon(stat: str, size: int) -> Image.Image:
    """The icon of a hero's number: ⚠ Threat, ⚔ Combat level, a green tile Journey level, ✚ wounds, ⚒ items,
    ★ skill ready (☆ used)."""
    big, d, s = _piece(size)
    if stat == "journey":
        unit = s // 3
        draw_shape(d, [(0, 0), (1, 0), (1, 1), (2, 1)], 0, s / 2 - unit, unit, TILE, pal.BLACK)
    elif stat == "wounds":
        d.rounded_rectangle((2, 2, s - 3, s - 3), radius=s // 6, fill=WOUND, outline=pal.BLACK, width=pr.SS)
        d.text((s / 2, s / 2), "✚", font=fonts.bold(int(s * 0.72)), fill=pal.WHITE, anchor="mm")
    else:
        glyph, ink = {"threat": ("⚠", THREAT), "combat": ("⚔", pal.INK), "items": ("⚒", (120, 80, 30)),
                      "skill": ("★", pal.GOLD), "skill_used": ("☆", pal.INK_SOFT)}[stat]
        d.text((s / 2, s / 2), glyph, font=fonts.bold(int(s * 0.95)), fill=ink, anchor="mm",
               stroke_width=pr.SS if stat == "skill" else 0, stroke_fill=pal.GOLD_EDGE)
    return big.resize((size, size), Image.Resampling.LANCZOS)


def hero_stats(h: dict) -> list[tuple[str, int]]:
    return [("threat", h["threat"]), ("combat", h["combat"]), ("journey", h["journey"]), ("wounds", len(h["wounds"])),
            ("items", len(h["items"]))]


def stats_width(h: dict, icon: int = 28, gap: int = 14) -> int:
    f = fonts.bold(KEY)
    return sum(icon + 4 + tx.width(str(n), f) + gap for _, n in hero_stats(h)) + icon


def draw_stats(img: Image.Image, d: ImageDraw.ImageDraw, h: dict, x1: int, cy: float, icon: int = 28,
               gap: int = 14) -> int:
    """A hero's Threat, Combat and Journey levels, wounds, items (icon and number) and the skill star, right-aligned
    at ``x1``; returns the left edge."""
    f = fonts.bold(KEY)
    x = x1 - icon
    pr.paste(img, stat_icon("skill" if h["skill_active"] else "skill_used", icon), (x, cy - icon / 2))
    for stat, n in reversed(hero_stats(h)):
        x -= gap + tx.width(str(n), f)
        d.text((x, cy), str(n), font=f, fill=pal.INK, anchor="lm")
        x -= 4 + icon
        pr.paste(img, stat_icon(stat, icon), (x, cy - icon / 2))
    return x
