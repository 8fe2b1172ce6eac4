"""The Thorgal ``heroes`` page: every hero's wound area (the wounds filled), numbers, Combat dial and Journey track,
skill and items."""
from __future__ import annotations

from PIL import Image, ImageDraw

from games.thorgal.data import HEROES, ITEMS
from games.thorgal.geometry import orientations
from renderers.thorgal.common import (
    HEADER_H,
    KEY,
    TILE,
    WOUND,
    M,
    W,
    data_text,
    draw_shape,
    draw_stats,
    hero_name,
    t,
)
from renderers.thorgal.table import header
from renderers.toolkit import fonts, keys
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

DIE_FILL = {"yellow": (240, 200, 40), "orange": (235, 130, 30), "red": (200, 40, 40)}
PANEL_H = 250


def _dial(d: ImageDraw.ImageDraw, spec: dict, hero: dict, x: int, y: int) -> None:
    """The Combat dial (the dice of each level, the hero's level framed) and the Journey track (the shapes of each
    level) as two rows of 7 cells numbered 1-7 (TG-CMB-16, TG-JRN-3)."""
    cw = 96
    for level in range(7):
        cx = x + level * cw
        for row, (track, now) in enumerate((("combat", hero["combat"]), ("journey", hero["journey"]))):
            top = y + row * 44
            on = level + 1 == now
            d.rounded_rectangle((cx, top, cx + cw - 6, top + 38), radius=6, fill=pal.WHITE if on else pal.PANEL_DIM,
                                outline=pal.INK if on else pal.LINE, width=4 if on else 1)
            d.text((cx + 4, top + 1), str(level + 1), font=fonts.bold(13), fill=pal.INK_SOFT)
            if track == "combat":
                dice = spec["combat_dial"][level]
                size = min(22, (cw - 24) // len(dice) - 4)
                for k, colour in enumerate(dice):
                    dx = cx + 18 + k * (size + 4)
                    d.rounded_rectangle((dx, top + 19 - size // 2, dx + size, top + 19 + size // 2), radius=4,
                                        fill=DIE_FILL[colour], outline=pal.BLACK)
            else:
                ox = cx + 18
                for shape in spec["journey_track"][level]:
                    cells = orientations(shape)[0]
                    w, _ = draw_shape(d, cells, ox, top + 8, 7, TILE, pal.BLACK)
                    ox += w + 5


def draw_heroes(view: dict, names: list, lang: str) -> Image.Image:
    """Every hero's wound area (tiles filled), levels, skill and items."""
    n = len(view["heroes"])
    img, d = pr.new_canvas(W, HEADER_H + n * PANEL_H + 12, pal.PAGE)
    header(d, view, lang)
    y = HEADER_H + 8
    for seat, h in enumerate(view["heroes"]):
        spec = HEROES[h["id"]]
        pr.panel(d, (M, y, W - M, y + PANEL_H - 10), pal.player(seat).tint, pal.player(seat).colour, 3, 12)
        pr.paste(img, pr.player_marker(seat, 36), (M + 8, y + 8))
        player = names[view["controller"][seat]] if view["controller"][seat] < len(names) else ""
        who = hero_name(view, seat, lang) + (f" ({player})" if player else "")
        left = draw_stats(img, d, h, W - M - 14, y + 28)
        tx.draw_fitted(d, (M + 52, y + 6, left - 16, y + 50), who, 24, pal.INK, min_size=16)
        cell = 36
        wounded = {tuple(c) for w in h["wounds"] for c in w["cells"]}
        for gy, row_ in enumerate(spec["wound_area"]):
            for gx, ch in enumerate(row_):
                if ch != "#":
                    continue
                x0, y0 = M + 14 + gx * cell, y + 56 + gy * cell
                d.rectangle((x0, y0, x0 + cell - 2, y0 + cell - 2), fill=WOUND if (gx, gy) in wounded else pal.WHITE,
                            outline=pal.LINE)
        x = M + 40 + 9 * cell
        _dial(d, spec, h, x, y + 56)
        lines = [t(lang, "render-thorgal-skill", skill=data_text(spec["skill"], "name", lang),
                   state=t(lang, "render-thorgal-skill-on" if h["skill_active"] else "render-thorgal-skill-off")),
                 t(lang, "render-thorgal-items", items=", ".join(data_text(ITEMS[i], "name", lang)
                                                                  for i in h["items"]) or "—")]
        for k, line in enumerate(lines):
            tx.draw_fitted(d, (x, y + 150 + k * 40, W - M - 10, y + 186 + k * 40), line, 22, pal.INK, "regular",
                           min_size=16)
        y += PANEL_H
    keys.note("tg hero-stats", KEY)
    return img
