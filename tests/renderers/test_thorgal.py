"""The Thorgal pictures (issue 26 point 6, "a map that reads as a map"): Areas at the places the adventure data gives
them, borders drawn between them by kind, unavailable Areas dimmed, an adventure without places still drawn, and
the legend page one tap away, in both languages."""
from __future__ import annotations

import copy
import io
import random

import pytest
from PIL import Image

import renderers
from games import registry
from games.thorgal import data as tdata
from renderers.thorgal import map as mp
from renderers.thorgal.legend import draw_legend
from renderers.thorgal.table import MAP_TOP, draw_table
from renderers.toolkit import keys
from renderers.toolkit import palette as pal

GAME = registry.get("thorgal")
NAMES = ["Ala", "Bartek", "Cezary", "Dorota"]


def view_at(players: int = 3, moves: int = 0, seed: int = 5) -> dict:
    state = GAME.setup(players, GAME.normalize_options({}), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if not GAME.actors(state):
            break
        seat = rng.choice(sorted(GAME.actors(state)))
        state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)).id)
    return GAME.view(state, None)


def adventure(view: dict) -> dict:
    return tdata.ADVENTURES[view["adventure"]]


def close(a, b, tol: int = 40) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a, b, strict=True))


def colours_near(img: Image.Image, xy, r: int = 6) -> list:
    x, y = int(xy[0]), int(xy[1])
    return [img.getpixel((i, j)) for i in range(x - r, x + r + 1) for j in range(y - r, y + r + 1)]


def test_areas_sit_at_their_positions_and_neighbours_touch():
    """The shipped adventure places every Area (``pos``); Areas sharing a border are neighbours on the grid (side by
    side, one above the other or diagonal), so every border is short; no two panels overlap."""
    view = view_at()
    adv = adventure(view)
    cells = mp.places(adv)
    assert cells == {a["id"]: tuple(float(v) for v in a["pos"]) for a in adv["map"]["areas"]}
    for b in adv["map"]["borders"]:
        (ax, ay), (bx, by) = (cells[x] for x in b["areas"])
        assert max(abs(ax - bx), abs(ay - by)) == 1, b["id"]
    lay = mp.layout(view, "pl", 100)
    boxes = list(lay.boxes.values())
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
    # the grid is kept: the Area at column 0 is left of the one at column 1, row 0 above row 1
    assert lay.boxes["A1"][2] < lay.boxes["A2"][0] and lay.boxes["A3"][3] < lay.boxes["A2"][1]


def test_an_adventure_without_positions_is_laid_out_by_number(monkeypatch):
    view = view_at()
    adv = copy.deepcopy(adventure(view))
    for area in adv["map"]["areas"]:
        del area["pos"]
    monkeypatch.setitem(tdata.ADVENTURES, view["adventure"], adv)
    cells = mp.places(adv)
    numbers = sorted({a["number"] for a in adv["map"]["areas"]})
    for a in adv["map"]["areas"]:
        assert cells[a["id"]][0] == numbers.index(a["number"])
    png = renderers.render_table(view, NAMES[:3], "en")
    w, h = Image.open(io.BytesIO(png)).size
    assert w <= 1280 and h <= 1.3 * w


def test_unavailable_areas_are_dimmed_and_borders_are_drawn_by_kind():
    """TG-MAP-3: an Area numbered above the round is greyed; TG-MOV-2: a red border red, a blue one blue, an
    impassable one a black wall with no green line, a border drawn twice with its cost "2", a Blocked border its
    dark token."""
    view = view_at()
    assert view["round"] == 1
    view["board"]["blocked"].append("B1")
    img = draw_table(view, NAMES[:3], "en")
    lay = mp.layout(view, "en", MAP_TOP)

    def inside(aid):
        x0, y0, x1, y1 = lay.boxes[aid]
        return img.getpixel((x0 + (x1 - x0) // 2, y1 - 6))

    adv = adventure(view)
    for area in adv["map"]["areas"]:
        assert inside(area["id"]) == (pal.PANEL if area["number"] <= 1 else mp.DIM_FILL), area["id"]

    def middle(bid):
        spec = next(b for b in adv["map"]["borders"] if b["id"] == bid)
        a, b = mp._ends(lay, spec)
        p, q = mp._clip(lay.boxes[spec["areas"][0]], a, b), mp._clip(lay.boxes[spec["areas"][1]], b, a)
        return (p[0] + q[0]) / 2, (p[1] + q[1]) / 2

    kinds = {b["id"]: b for b in adv["map"]["borders"]}
    red = next(b for b, s in kinds.items() if s["type"] == "red")
    blue = next(b for b, s in kinds.items() if s["type"] == "blue")
    wall = next(b for b, s in kinds.items() if s["type"] == "impassable")
    double = next(b for b, s in kinds.items() if s["type"] == "normal" and s["multiplicity"] == 2)
    assert any(close(c, mp.BORDER_INK["red"]) for c in colours_near(img, middle(red), 14))
    assert any(close(c, mp.BORDER_INK["blue"]) for c in colours_near(img, middle(blue), 14))
    near_wall = colours_near(img, middle(wall), 14)
    assert any(close(c, mp.BORDER_INK["impassable"], 20) for c in near_wall)
    assert not any(close(c, mp.BORDER_INK["normal"], 20) for c in near_wall)
    centre = colours_near(img, middle(double), 2)
    assert any(close(c, pal.INK, 30) for c in centre)  # the "2" in its white circle
    assert any(close(c, (40, 40, 48), 12) for c in colours_near(img, middle("B1"), 4))  # the Blocked token


def test_key_numbers_are_a_fortieth_of_the_width():
    view = view_at(4, 60)
    with keys.collect() as found:
        img = draw_table(view, NAMES, "pl")
    names = {k for k, _ in found}
    assert {"tg area-number", "tg location-cost", "tg border-cost", "tg hero-stats", "tg hero-resources",
            "tg row-values", "tg round-track"} <= names
    assert all(size >= keys.min_size(img.size[0]) for _, size in found), found


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_the_legend_page_is_one_tap_away(lang):
    assert renderers.pages("thorgal") == ("table", "heroes", "legend")
    view = view_at()
    png = renderers.render_table(view, NAMES[:3], lang, "legend")
    img = Image.open(io.BytesIO(png))
    assert img.size[0] <= 1280 and img.size[1] <= 1.3 * img.size[0]
    assert png != renderers.render_table(view, NAMES[:3], "en" if lang == "pl" else "pl", "legend")
    assert draw_legend(view, lang) is draw_legend(view_at(2, 30), lang)  # the same for every moment: drawn once


def test_legend_strings_exist_in_both_languages():
    from games.core import i18n

    for key in ("title", "border-red", "border-blue", "cell-a", "cell-th", "stat-journey", "row-tokens"):
        pl, en = (i18n.tr(lang, f"render-thorgal-legend-{key}", rule="x") for lang in ("pl", "en"))
        assert pl != en and not pl.startswith("render-")


def test_a_map_that_would_make_the_page_too_tall_is_drawn_tighter():
    """The page stays at most 1.3x as tall as wide: a map that would end below the room left for it is laid out with
    smaller gaps and names (its numbers keep their size)."""
    view = view_at(4, 60)
    roomy = mp.layout(view, "pl", 0)
    assert roomy.style == mp.NORMAL and mp.layout(view, "pl", 0, roomy.bottom) == roomy
    tight = mp.layout(view, "pl", 0, roomy.bottom - 1)
    assert tight.style == mp.TIGHT and tight.bottom < roomy.bottom - 40
    assert set(tight.boxes) == set(roomy.boxes)
    with keys.collect() as found:
        img = draw_table(view, NAMES, "pl")
    assert img.size[1] <= 1.3 * img.size[0]
    assert all(size >= keys.min_size(img.size[0]) for _, size in found)
