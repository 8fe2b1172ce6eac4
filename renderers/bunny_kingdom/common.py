"""Shared pieces of the Królestwo Królików pictures: component data, names, the table page's geometry, the drawing
context, terrain tiles and the schematic glyphs (cities, farms and their resources, sky towers, camps, parchments).

Every glyph is an original, schematic drawing made of a few polygons, drawn at 2x and scaled down, cached by its
parameters (shared images: paste them, never draw on them). Every cue that tells things apart has a second cue
besides colour: terrains have a pattern and a code, resources a shape (and the metal ingots their chemical symbol),
players a shape and a number (:func:`renderers.toolkit.pieces.player_marker`).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from PIL import Image, ImageDraw

import games
from games.core import i18n
from renderers.toolkit import fonts
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx
from renderers.toolkit.context import RenderContext

SS = 2
RGB = pal.RGB

# Where the component data lives: the engine's copy first, then the shared rules folder beside the repository.
_COMPONENT_PATHS = (
    Path(games.__file__).resolve().parent / "bunny_kingdom" / "data" / "components.json",
    Path(__file__).resolve().parents[3] / "shared" / "rules" / "bunny_kingdom" / "components.json",
)

ROWS = tuple("ABCDEFGHIJ")
COLS = tuple(range(1, 11))
TERRAIN_ORDER = ("sea", "forest", "field", "plains", "mountain", "city")
BASIC = ("wood", "fish", "carrots")
LUXURY = ("pearls", "mushrooms", "spices", "gold", "diamonds", "copper", "iron")
BASE_RESOURCE = {"sea": "fish", "forest": "wood", "field": "carrots"}

# Terrain: fill, pattern ink, code ink. Light fills so that rabbits, buildings and outlines stand out; the pattern
# and the code tell terrains apart without colour.
TERRAIN_FILL: dict[str, RGB] = {
    "sea": (146, 196, 230),
    "forest": (104, 161, 97),
    "field": (236, 211, 112),
    "plains": (197, 246, 193),
    "mountain": (185, 172, 163),
    "city": (213, 212, 216),
}
TERRAIN_INK: dict[str, RGB] = {
    "sea": (62, 128, 184),
    "forest": (44, 98, 50),
    "field": (176, 140, 40),
    "plains": (140, 168, 92),
    "mountain": (96, 84, 74),
    "city": (150, 140, 168),
}
LAVA: RGB = (222, 45, 20)
LAVA_GLOW: RGB = (255, 200, 40)
SKY_COLOURS: dict[str, RGB] = {"blue": (30, 96, 200), "green": (20, 130, 70), "black": (24, 24, 28)}
CITY_BODY: RGB = (66, 72, 90)
PARCHMENT: RGB = (243, 228, 184)
PARCHMENT_EDGE: RGB = (150, 118, 60)
CREAM: RGB = (252, 248, 236)

# The table page's geometry, shared by its sections in ``table`` and ``scoring`` (``private`` has its own).
WIDTH = 1280
MARGIN = 16
GAP = 14


# ---- data --------------------------------------------------------------------------------------------------------
@cache
def components() -> dict:
    for p in _COMPONENT_PATHS:
        if p.exists():
            return json.loads(p.read_text(encoding="utf-8"))
    raise FileNotFoundError("bunny_kingdom components.json not found in: " + ", ".join(map(str, _COMPONENT_PATHS)))


@cache
def cards() -> dict[str, dict]:
    return {c["id"]: c for c in components()["cards"]}


def card(cid: str | None) -> dict:
    return cards().get(cid or "", {})


def token(cid: str) -> str:
    """What players type for a card (docs/bunny_kingdom-view.md): ``c7``, ``city2``, ``fac-univ``, ``prov``..."""
    c = card(cid)
    t = c.get("type")
    if t == "territory":
        return str(c.get("square", "")).lower()
    if t == "provisions":
        return "prov"
    if t == "parchment":
        return cid[2:].lower()
    if c.get("building") == "city":
        return f"city{c.get('strength')}"
    if c.get("factory_kind") == "universal":
        return "fac-univ"
    return cid.lower()


def tr_or(lang: str, key: str, fallback: str, **params) -> str:
    """``key`` translated, or ``fallback`` when no catalog has it (the engine's catalog is finished in parallel)."""
    if i18n.has(key, lang) or i18n.has(key):
        return i18n.tr(lang, key, **params)
    return fallback


def terrain_name(terrain: str, lang: str) -> str:
    return tr_or(lang, f"bunny_kingdom-terrain-{terrain}", terrain)


def resource_name(res: str, lang: str) -> str:
    if res == "universal":
        return i18n.tr(lang, "render-bk-universal")
    if res == "luxury":
        return i18n.tr(lang, "render-bk-luxury")
    return tr_or(lang, f"bunny_kingdom-res-{res}", res)


def card_name(cid: str | None, lang: str) -> str:
    c = card(cid)
    if not c:
        return str(cid or "?")
    fallback = c.get(f"name_{lang}") or c.get("name_en") or str(cid)
    t = c.get("type")
    if t == "territory":
        return tr_or(lang, "bunny_kingdom-card-territory", fallback, square=c["square"],
                     terrain=terrain_name(c["terrain"], lang))  # fmt: skip
    if c.get("building") == "city":
        return tr_or(lang, "bunny_kingdom-card-city", fallback, strength=c["strength"])
    if c.get("building") == "camp":
        return tr_or(lang, "bunny_kingdom-card-camp", fallback, number=c["camp_number"])
    return tr_or(lang, f"bunny_kingdom-card-{token(str(cid))}", fallback)


def card_desc(cid: str, lang: str) -> str:
    return tr_or(lang, f"bunny_kingdom-desc-{token(cid)}", "")


def number(v: int) -> str:
    return f"−{-v}" if v < 0 else str(v)


# ---- context -----------------------------------------------------------------------------------------------------
@dataclass
class Ctx(RenderContext):
    def info(self, seat: int) -> dict:
        infos = self.view.get("players_info") or []
        return infos[seat] if 0 <= seat < len(infos) and isinstance(infos[seat], dict) else {}

    def score(self, seat: int) -> int:
        scores = self.view.get("scores") or []
        if 0 <= seat < len(scores):
            return int(scores[seat] or 0)
        return int(self.info(seat).get("score") or 0)


def last_event(view: dict) -> tuple[str, dict] | None:
    """The most recent public step of the game: ``("reveal" | "camp" | "build" | "harvest", record)``. Inside a round
    the steps come in this order (exploration picks, camps, construction, harvest), so (round, step) orders them."""
    found = []
    for order, kind in enumerate(("last_reveal", "last_camp", "last_build", "last_harvest")):
        rec = view.get(kind)
        if isinstance(rec, dict):
            sub = int(rec.get("pick") or rec.get("number") or 0)
            found.append(((int(rec.get("round") or 0), order, sub), kind[5:], rec))
    if not found:
        return None
    _, kind, rec = max(found, key=lambda f: f[0])
    return kind, rec


def last_board_event(view: dict) -> tuple[str, dict] | None:
    """The most recent step that changed the board (reveal, camp or construction): what the board frames."""
    stripped = dict(view, last_harvest=None)
    return last_event(stripped)


def changed_squares(event: tuple[str, dict] | None) -> list[str]:
    if not event:
        return []
    kind, rec = event
    if kind == "reveal":
        return [str(s) for s in rec.get("squares") or []]
    if kind == "camp":
        return [str(rec["square"])] if rec.get("square") else []
    if kind == "build":
        return [str(s) for builds in rec.get("builds") or [] for b in builds or [] for s in b.get("squares") or []]
    return []


# ---- small image helpers -----------------------------------------------------------------------------------------
def _canvas(size: int) -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    S = size * SS
    img = Image.new("RGBA", (S, S), (0, 0, 0, 0))
    return img, ImageDraw.Draw(img), S


def _down(img: Image.Image, w: int, h: int | None = None) -> Image.Image:
    return img.resize((w, h if h is not None else w), Image.Resampling.LANCZOS)


def _outline(S: int) -> int:
    return max(SS, S // 16)


# ---- terrain -----------------------------------------------------------------------------------------------------
def _pattern(d: ImageDraw.ImageDraw, terrain: str, x0: float, y0: float, w: float, h: float, ink: RGB,
             lw: int) -> None:  # fmt: skip
    if terrain == "sea":
        for k, fy in enumerate((0.3, 0.55, 0.8)):
            y = y0 + h * fy
            xs = x0 + w * (0.12 if k % 2 == 0 else 0.3)
            seg = w * 0.14
            pts = [(xs + seg * i / 2, y + (-1) ** i * h * 0.035) for i in range(7)]
            d.line(pts, fill=ink, width=lw, joint="curve")
    elif terrain == "forest":
        for fx, fy, s in ((0.26, 0.5, 0.17), (0.62, 0.38, 0.15), (0.7, 0.8, 0.16), (0.3, 0.86, 0.12)):
            cx, cy, r = x0 + w * fx, y0 + h * fy, w * s
            d.polygon([(cx, cy - r * 1.3), (cx + r * 0.8, cy + r * 0.5), (cx - r * 0.8, cy + r * 0.5)], fill=ink)
            d.line((cx, cy + r * 0.5, cx, cy + r * 0.9), fill=ink, width=lw)
    elif terrain == "field":
        for k in range(-2, 6):
            xa = x0 + w * (0.1 + 0.2 * k)
            d.line((xa, y0 + h, xa + w * 0.5, y0 + h * 0.3), fill=ink, width=lw)
    elif terrain == "plains":
        for fx, fy in ((0.3, 0.55), (0.7, 0.45), (0.5, 0.85), (0.85, 0.85), (0.15, 0.9)):
            cx, cy, r = x0 + w * fx, y0 + h * fy, w * 0.05
            d.line((cx - r, cy - r * 1.6, cx, cy), fill=ink, width=lw)
            d.line((cx + r, cy - r * 1.6, cx, cy), fill=ink, width=lw)
    elif terrain == "mountain":
        for fx, fy, s in ((0.32, 0.72, 0.22), (0.68, 0.62, 0.26)):
            cx, cy, r = x0 + w * fx, y0 + h * fy, w * s
            d.polygon([(cx - r, cy + r * 0.55), (cx, cy - r * 0.75), (cx + r, cy + r * 0.55)], fill=ink)
            d.polygon([(cx - r * 0.3, cy - r * 0.33), (cx, cy - r * 0.75), (cx + r * 0.3, cy - r * 0.33)],
                      fill=(245, 245, 245))  # fmt: skip
    elif terrain == "city":
        for fy in (0.5, 0.75):
            d.line((x0 + w * 0.1, y0 + h * fy, x0 + w * 0.9, y0 + h * fy), fill=ink, width=max(1, lw // 2))


@lru_cache(maxsize=64)
def terrain_tile(terrain: str, w: int, h: int, code: str = "", code_size: int = 0, code_at: int = 4) -> Image.Image:
    """A square of ``terrain``: its colour, its pattern and (optional) its code near the top-left corner (``code_at``
    pixels in). RGB."""
    fill = TERRAIN_FILL.get(terrain, pal.SLOT_EMPTY)
    ink = pal.mix(TERRAIN_INK.get(terrain, pal.LINE), fill, 0.35)
    W, H = w * SS, h * SS
    img = Image.new("RGB", (W, H), fill)
    d = ImageDraw.Draw(img)
    _pattern(d, terrain, 0, 0, W, H, ink, max(SS, W // 30))
    out = img.resize((w, h), Image.Resampling.BOX)
    if code and code_size:
        dd = ImageDraw.Draw(out)
        f = fonts.bold(code_size)
        dd.text((code_at, code_at - 2), code, font=f, fill=pal.mix(TERRAIN_INK.get(terrain, pal.INK), pal.BLACK, 0.35))
    return out


# ---- resources ---------------------------------------------------------------------------------------------------
RES_COLOUR: dict[str, RGB] = {
    "fish": (40, 120, 200),
    "wood": (140, 88, 42),
    "carrots": (240, 130, 30),
    "mushrooms": (200, 40, 40),
    "pearls": (250, 250, 252),
    "spices": (210, 80, 30),
    "gold": (240, 196, 40),
    "diamonds": (120, 220, 240),
    "copper": (196, 110, 60),
    "iron": (140, 146, 156),
    "luxury": (240, 196, 40),
}
_INGOT = {"gold": "Au", "copper": "Cu", "iron": "Fe"}


def _draw_resource(d: ImageDraw.ImageDraw, res: str, S: int) -> None:
    o = _outline(S)
    edge = pal.INK
    col = RES_COLOUR.get(res, pal.LINE)
    if res == "fish":
        d.polygon([(S * 0.62, S * 0.5), (S * 0.94, S * 0.24), (S * 0.94, S * 0.76)], fill=col, outline=edge, width=o)
        d.ellipse((S * 0.06, S * 0.26, S * 0.74, S * 0.74), fill=col, outline=edge, width=o)
        d.ellipse((S * 0.2, S * 0.38, S * 0.32, S * 0.5), fill=pal.WHITE)
    elif res == "wood":
        d.rounded_rectangle((S * 0.06, S * 0.3, S * 0.8, S * 0.72), radius=S * 0.08, fill=col, outline=edge, width=o)
        d.ellipse((S * 0.62, S * 0.3, S * 0.94, S * 0.72), fill=(222, 180, 120), outline=edge, width=o)
        d.ellipse((S * 0.72, S * 0.44, S * 0.84, S * 0.58), outline=col, width=o)
    elif res == "carrots":
        for ang in (-0.5, 0.0, 0.5):
            d.line((S * 0.5, S * 0.34, S * (0.5 + ang * 0.4), S * 0.06), fill=(40, 150, 50), width=o * 2)
        d.polygon([(S * 0.26, S * 0.3), (S * 0.74, S * 0.3), (S * 0.5, S * 0.96)], fill=col, outline=edge, width=o)
    elif res == "mushrooms":
        d.rounded_rectangle((S * 0.38, S * 0.44, S * 0.62, S * 0.92), radius=S * 0.06, fill=CREAM, outline=edge,
                            width=o)  # fmt: skip
        d.pieslice((S * 0.08, S * 0.1, S * 0.92, S * 0.86), 180, 360, fill=col, outline=edge, width=o)
        for fx, fy in ((0.3, 0.36), (0.52, 0.24), (0.7, 0.38)):
            d.ellipse((S * (fx - 0.05), S * (fy - 0.05), S * (fx + 0.05), S * (fy + 0.05)), fill=pal.WHITE)
    elif res == "pearls":
        d.pieslice((S * 0.04, S * 0.3, S * 0.96, S * 1.1), 180, 360, fill=(236, 170, 190), outline=edge, width=o)
        d.ellipse((S * 0.28, S * 0.3, S * 0.72, S * 0.74), fill=col, outline=edge, width=o)
        d.ellipse((S * 0.38, S * 0.38, S * 0.48, S * 0.48), fill=(200, 200, 210))
    elif res == "spices":
        d.pieslice((S * 0.22, S * 0.2, S * 0.78, S * 0.76), 180, 360, fill=col, outline=edge, width=o)
        d.chord((S * 0.06, S * 0.16, S * 0.94, S * 0.92), 0, 180, fill=(150, 100, 60), outline=edge, width=o)
    elif res == "diamonds":
        pts = [(S * 0.28, S * 0.18), (S * 0.72, S * 0.18), (S * 0.94, S * 0.42), (S * 0.5, S * 0.92),
               (S * 0.06, S * 0.42)]  # fmt: skip
        d.polygon(pts, fill=col, outline=edge, width=o)
        d.line((S * 0.06, S * 0.42, S * 0.94, S * 0.42), fill=edge, width=max(1, o // 2))
        d.line((S * 0.36, S * 0.42, S * 0.5, S * 0.92, S * 0.64, S * 0.42), fill=edge, width=max(1, o // 2))
    elif res in _INGOT:
        d.polygon([(S * 0.22, S * 0.24), (S * 0.78, S * 0.24), (S * 0.96, S * 0.8), (S * 0.04, S * 0.8)], fill=col,
                  outline=edge, width=o)  # fmt: skip
        f = fonts.bold(int(S * 0.34))
        ink = pal.INK if res != "copper" else pal.WHITE
        d.text((S * 0.5, S * 0.54), _INGOT[res], font=f, fill=ink, anchor="mm")
    elif res == "luxury":  # a crown: any luxury resource
        d.polygon([(S * 0.08, S * 0.8), (S * 0.08, S * 0.26), (S * 0.3, S * 0.52), (S * 0.5, S * 0.16),
                   (S * 0.7, S * 0.52), (S * 0.92, S * 0.26), (S * 0.92, S * 0.8)], fill=col, outline=edge,
                  width=o)  # fmt: skip
    elif res == "universal":  # a three-coloured wheel: wood, fish or carrots
        for k, r in enumerate(BASIC):
            d.pieslice((S * 0.06, S * 0.06, S * 0.94, S * 0.94), -90 + 120 * k, 30 + 120 * k, fill=RES_COLOUR[r])
        d.ellipse((S * 0.06, S * 0.06, S * 0.94, S * 0.94), outline=edge, width=o)
        f = fonts.bold(int(S * 0.46))
        d.text((S * 0.5, S * 0.52), "?", font=f, fill=pal.WHITE, anchor="mm", stroke_width=max(1, o),
               stroke_fill=pal.INK)  # fmt: skip
    else:
        d.ellipse((S * 0.15, S * 0.15, S * 0.85, S * 0.85), fill=col, outline=edge, width=o)


@lru_cache(maxsize=128)
def resource_icon(res: str, size: int) -> Image.Image:
    img, d, S = _canvas(size)
    _draw_resource(d, res, S)
    return _down(img, size)


# ---- buildings ---------------------------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def city_glyph(strength: int, size: int) -> Image.Image:
    """A castle with its strength (the number of towers it counts for) written on it."""
    img, d, S = _canvas(size)
    o = _outline(S)
    halo = pal.WHITE
    body = (S * 0.1, S * 0.36, S * 0.9, S * 0.96)
    merlons = [(S * (0.1 + 0.29 * k), S * 0.14, S * (0.32 + 0.29 * k), S * 0.4) for k in range(3)]
    for b in [body] + merlons:  # white halo: reads on dark terrains
        d.rectangle(pr.grow(tuple(int(v) for v in b), o * 2), fill=halo)
    for b in [body] + merlons:
        d.rectangle(b, fill=CITY_BODY)
    f = fonts.bold(int(S * 0.5))
    d.text((S * 0.5, S * 0.68), str(strength), font=f, fill=pal.WHITE, anchor="mm")
    return _down(img, size)


@lru_cache(maxsize=64)
def factory_glyph(resource: str, size: int, luxury: bool = False, choice: str | None = None) -> Image.Image:
    """A farm token: a light rounded square holding its resource (a luxury farm has a gold rim; a universal farm
    shows the wheel, or its last chosen resource with a small wheel in the corner)."""
    img, d, S = _canvas(size)
    o = _outline(S)
    d.rounded_rectangle((o, o, S - o - 1, S - o - 1), radius=S * 0.2, fill=CREAM, outline=pal.INK, width=o * 2)
    if luxury:  # a gold ring inside the dark edge
        d.rounded_rectangle((o * 3, o * 3, S - o * 3 - 1, S - o * 3 - 1), radius=S * 0.16, outline=pal.GOLD,
                            width=o * 2)  # fmt: skip
    inner = int(size * 0.72)
    res = choice if (resource == "universal" and choice) else resource
    icon = resource_icon(res, inner).resize((inner * SS, inner * SS), Image.Resampling.LANCZOS)
    off = (S - inner * SS) // 2
    img.alpha_composite(icon, (off, off))
    if resource == "universal" and choice:
        small = resource_icon("universal", max(8, size // 3)).resize((S // 3, S // 3), Image.Resampling.LANCZOS)
        img.alpha_composite(small, (S - S // 3, S - S // 3))
    return _down(img, size)


@lru_cache(maxsize=32)
def sky_glyph(colour: str, size: int) -> Image.Image:
    """A tower on a cloud, in the pair's colour."""
    img, d, S = _canvas(size)
    o = _outline(S)
    col = SKY_COLOURS.get(colour, pal.INK)
    pts = [(S * 0.24, S * 0.82), (S * 0.76, S * 0.82), (S * 0.64, S * 0.3), (S * 0.5, S * 0.02), (S * 0.36, S * 0.3)]
    cx, cy = S * 0.5, S * 0.5
    halo = [(cx + (x - cx) * 1.18, cy + (y - cy) * 1.1) for x, y in pts]
    d.polygon(halo, fill=pal.WHITE)  # reads on any terrain
    d.polygon(pts, fill=col, outline=pal.INK, width=o)
    d.rectangle((S * 0.45, S * 0.36, S * 0.55, S * 0.5), fill=pal.WHITE)
    for cx, r in ((0.3, 0.17), (0.5, 0.2), (0.7, 0.17)):
        d.ellipse((S * (cx - r), S * (0.84 - r * 0.8), S * (cx + r), S * (0.84 + r * 0.8)), fill=pal.WHITE,
                  outline=pal.INK, width=o)  # fmt: skip
    d.rectangle((S * 0.16, S * 0.8, S * 0.84, S * 0.9), fill=pal.WHITE)
    return _down(img, size)


@lru_cache(maxsize=32)
def camp_glyph(num: int, size: int) -> Image.Image:
    """A tent with the camp's number."""
    img, d, S = _canvas(size)
    o = _outline(S)
    d.polygon([(S * 0.5, S * 0.04), (S * 0.97, S * 0.94), (S * 0.03, S * 0.94)], fill=(226, 186, 112),
              outline=pal.INK, width=o * 2)  # fmt: skip
    f = fonts.bold(int(S * 0.48))
    d.text((S * 0.5, S * 0.66), str(num), font=f, fill=pal.INK, anchor="mm")
    return _down(img, size)


@lru_cache(maxsize=16)
def parchment_glyph(size: int) -> Image.Image:
    """A rolled scroll: a parchment card."""
    img, d, S = _canvas(size)
    o = _outline(S)
    d.rectangle((S * 0.18, S * 0.14, S * 0.82, S * 0.86), fill=PARCHMENT, outline=PARCHMENT_EDGE, width=o)
    for y in (0.06, 0.8):
        d.rounded_rectangle((S * 0.08, S * y, S * 0.92, S * (y + 0.14)), radius=S * 0.07, fill=(222, 196, 140),
                            outline=PARCHMENT_EDGE, width=o)  # fmt: skip
    for y in (0.34, 0.48, 0.62):
        d.line((S * 0.3, S * y, S * 0.7, S * y), fill=PARCHMENT_EDGE, width=o)
    return _down(img, size)


@lru_cache(maxsize=16)
def provisions_glyph(size: int) -> Image.Image:
    """A sack with "+2": draw and play two cards."""
    img, d, S = _canvas(size)
    o = _outline(S)
    d.ellipse((S * 0.1, S * 0.3, S * 0.9, S * 0.98), fill=(200, 160, 100), outline=pal.INK, width=o)
    d.polygon([(S * 0.36, S * 0.34), (S * 0.64, S * 0.34), (S * 0.74, S * 0.08), (S * 0.26, S * 0.08)],
              fill=(200, 160, 100), outline=pal.INK, width=o)  # fmt: skip
    f = fonts.bold(int(S * 0.36))
    d.text((S * 0.5, S * 0.66), "+2", font=f, fill=pal.INK, anchor="mm")
    return _down(img, size)


def building_glyph(b: dict | None, size: int) -> Image.Image | None:
    """The glyph of a board ``building`` record (view schema)."""
    if not isinstance(b, dict):
        return None
    t = b.get("type")
    if t == "city":
        return city_glyph(int(b.get("strength") or 1), size)
    if t == "factory":
        res = str(b.get("resource") or "universal")
        return factory_glyph(res, size, res in LUXURY, b.get("choice") if res == "universal" else None)
    if t == "sky_tower":
        return sky_glyph(str(b.get("color") or "black"), size)
    if t == "camp":
        return camp_glyph(int(b.get("number") or 0), size)
    return None


def card_glyph(cid: str, size: int) -> Image.Image | None:
    """The glyph of a building / provisions / parchment card (territories are drawn as terrain chips)."""
    c = card(cid)
    b = c.get("building")
    if b == "city":
        return city_glyph(int(c.get("strength") or 1), size)
    if b == "factory":
        res = "universal" if c.get("factory_kind") == "universal" else str(c.get("produces"))
        return factory_glyph(res, size, c.get("factory_kind") == "luxury")
    if b == "sky_tower":
        return sky_glyph(str(c.get("pair_color") or "black"), size)
    if b == "camp":
        return camp_glyph(int(c.get("camp_number") or 0), size)
    if c.get("type") == "provisions":
        return provisions_glyph(size)
    if c.get("type") == "parchment":
        return parchment_glyph(size)
    return None


@lru_cache(maxsize=256)
def square_chip(square: str, terrain: str, h: int) -> Image.Image:
    """A small terrain-coloured label with a square's name (a played territory card)."""
    f = fonts.bold(int(h * 0.62))
    w = tx.width(square, f) + h // 2
    tile = terrain_tile(terrain, w, h)
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    img.paste(tile, (0, 0), pr.rounded_mask(w, h, max(3, h // 5)))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, w - 1, h - 1), radius=max(3, h // 5), outline=pal.INK, width=2)
    d.text((w / 2, h / 2 + 1), square, font=f, fill=pal.WHITE, anchor="mm", stroke_width=max(2, h // 12),
           stroke_fill=pal.INK)  # fmt: skip
    return img


def card_chip(cid: str | None, h: int, parchment: bool = False) -> Image.Image:
    """A played card as a chip: territories as their square, the rest as their glyph."""
    if parchment or not cid:
        return parchment_glyph(h)
    c = card(cid)
    if c.get("type") == "territory":
        return square_chip(str(c.get("square")), str(c.get("terrain")), h)
    g = card_glyph(cid, h)
    return g if g is not None else parchment_glyph(h)


def terrain_of(view: dict, square: str) -> str:
    b = (view.get("board") or {}).get(square) or {}
    if b.get("terrain"):
        return str(b["terrain"])
    for sq in components()["board"]["squares"]:
        if sq["id"] == square:
            return str(sq["terrain"])
    return "plains"
