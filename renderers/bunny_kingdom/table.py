"""The Królestwo Królików table picture, drawn from a view (docs/bunny_kingdom-view.md), never from a state.

Layout, top to bottom: title bar (round, pick, passing direction, deck) -> status banner (what the game waits for and
from whom, and the last step in words) -> the board on the left and one panel per player on the right (marker, name,
score, who has submitted, counts of hand and parchments, production, squares and fiefs, buildings still to place, the
cards of the last pick: :mod:`~renderers.bunny_kingdom.panels`) -> the score track -> the harvest breakdown per fief
(at the start of a round and at the end) -> the final parchment scoring and the winners (both
:mod:`~renderers.bunny_kingdom.scoring`) -> a legend.

Only public fields are drawn: ``private`` is never read here, so the picture of a seat's view is the same whatever
that seat holds in secret (:mod:`renderers.bunny_kingdom.private` draws the secret part).
"""
from __future__ import annotations

from functools import cache, lru_cache

from PIL import Image, ImageDraw

from renderers.bunny_kingdom import board as bd
from renderers.bunny_kingdom.common import (
    GAP,
    LAVA,
    LAVA_GLOW,
    LUXURY,
    MARGIN,
    TERRAIN_FILL,
    TERRAIN_ORDER,
    WIDTH,
    Ctx,
    camp_glyph,
    changed_squares,
    city_glyph,
    components,
    factory_glyph,
    last_board_event,
    last_event,
    resource_icon,
    resource_name,
    sky_glyph,
    terrain_name,
    terrain_tile,
    tr_or,
)
from renderers.bunny_kingdom.panels import player_panels
from renderers.bunny_kingdom.scoring import final_section, harvest_section
from renderers.toolkit import fonts
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

CELL = 66


# ---- title and banner --------------------------------------------------------------------------------------------
def _title_bar(c: Ctx, y: int):
    h = 64
    v = c.view
    _, d = yield y + h
    d.rectangle((0, y, WIDTH, y + h), fill=pal.HEADER)
    title = tr_or(c.lang, "bunny_kingdom-title", str(components().get("title", {}).get(c.lang) or "Bunny Kingdom"))
    f = fonts.bold(32)
    d.text((MARGIN + 4, y + h / 2), title, font=f, fill=pal.HEADER_INK, anchor="lm")
    x = MARGIN + 4 + tx.width(title, f) + 22
    rtext = c.t("render-round-of", n=int(v.get("round") or 1), total=int(v.get("rounds") or 4))
    f2 = fonts.bold(26)
    b = pr.badge(d, (x, y + h / 2), rtext, f2, pal.HEADER_INK, pal.HEADER, anchor="lm")
    x = b[2] + 20
    parts = []
    if c.phase == "PICK":
        parts.append(c.t("render-bk-pick-of", n=int(v.get("pick") or 1), total=int(v.get("picks_per_round") or 5)))
    if c.phase == "PICK":
        direction = str(v.get("direction") or "right")
        parts.append(c.t("render-bk-pass", direction=tr_or(c.lang, f"bunny_kingdom-dir-{direction}", direction)))
    if c.phase not in ("COPY", "GAME_OVER"):
        parts.append(c.t("render-bk-deck", n=int(v.get("deck") or 0)))
    tx.draw_fitted(d, (x, y, WIDTH - MARGIN - 4, y + h), " · ".join(parts), 23, pal.HEADER_INK, "regular", "right",
                   15)  # fmt: skip


def _phase_text(c: Ctx) -> str:
    v = c.view
    done = sum(1 for s in v.get("submitted") or [] if s)
    ready = c.t("render-bk-ready", done=done, total=c.n)
    if c.phase == "PICK":
        key = "render-bk-phase-pick-2p" if c.n == 2 else "render-bk-phase-pick"
        return c.t(key) + " · " + ready
    if c.phase == "CAMP":
        camp = v.get("camp") or {}
        return c.t("render-bk-phase-camp", name=c.name(camp.get("seat")), n=int(camp.get("number") or 0))
    if c.phase == "BUILD":
        return c.t("render-bk-phase-build") + " · " + ready
    if c.phase == "UNIVERSAL":
        return c.t("render-bk-phase-universal")
    if c.phase == "COPY":
        return c.t("render-bk-phase-copy")
    if c.phase == "GAME_OVER":
        winners = [int(s) for s in v.get("winners") or []]
        return c.t("render-game-over") + " · " + c.t("render-winner", count=len(winners),
                                                      names=", ".join(c.name(s) for s in winners))
    return c.phase


def _last_text(c: Ctx) -> str | None:
    ev = last_event(c.view)
    if ev is None:
        return None
    kind, rec = ev
    rnd = int(rec.get("round") or 0)
    if kind == "reveal":
        text = c.t("render-bk-last-reveal", pick=int(rec.get("pick") or 0), round=rnd)
    elif kind == "camp":
        if rec.get("square"):
            text = c.t("render-bk-last-camp", name=c.name(rec.get("seat")), n=int(rec.get("number") or 0),
                       square=str(rec["square"]))  # fmt: skip
        else:
            text = c.t("render-bk-last-camp-kept", name=c.name(rec.get("seat")), n=int(rec.get("number") or 0))
    elif kind == "build":
        built = any(rec.get("builds") or [])
        text = c.t("render-bk-last-build" if built else "render-bk-last-build-none", round=rnd)
    else:
        text = c.t("render-bk-last-harvest", round=rnd)
    if bd_frames(c):
        text += " · " + c.t("render-bk-framed")
    return text


def bd_frames(c: Ctx) -> set[str]:
    """The squares framed as the latest change on the board."""
    return set(changed_squares(last_board_event(c.view)))


def _banner(c: Ctx, y: int):
    v = c.view
    y += 10
    last = _last_text(c)
    h = 62 + (34 if last else 0)
    box = (MARGIN, y, WIDTH - MARGIN, y + h)
    img, d = yield box[3]
    if c.phase == "GAME_OVER":
        fill, edge = pal.mix(pal.GOLD, pal.WHITE, 0.55), pal.GOLD_EDGE
        markers = [int(s) for s in v.get("winners") or []]
    else:
        actors = [int(s) for s in v.get("actors") or []]
        markers = actors
        if len(actors) == 1:
            style = pal.player(actors[0])
            fill, edge = style.tint, style.colour
        else:
            fill, edge = pal.PANEL, pal.LINE
    d.rounded_rectangle(box, radius=14, fill=fill, outline=edge, width=4)
    x = box[0] + 14
    if markers and c.phase != "GAME_OVER":
        f = fonts.bold(20)
        lab = c.t("render-bk-waiting")
        d.text((x, y + 31), lab, font=f, fill=pal.INK_SOFT, anchor="lm")
        x += tx.width(lab, f) + 8
    for s in markers:
        pr.paste(img, pr.player_marker(s, 42), (x, y + 10))
        x += 48
    tx.draw_fitted(d, (x + 6, y, box[2] - 14, y + 62), _phase_text(c), 28, pal.INK, "bold", "left", 17)
    if last:
        tx.draw_fitted(d, (box[0] + 16, y + 56, box[2] - 14, box[3] - 4), last, 22, pal.INK, "regular", "left", 15)


# ---- score track -------------------------------------------------------------------------------------------------
def _score_track(c: Ctx, y: int):
    y += GAP
    order = sorted(range(c.n), key=lambda s: (c.score(s), s))
    entries = [(c.score(s), pr.player_marker(s, 34)) for s in order]
    top = max([c.score(s) for s in range(c.n)] + [10])
    step = pr.nice_step(top, 12)
    end = -(-top // step) * step
    f = fonts.bold(22)
    label = c.t("render-bk-score-track")
    lw = tx.width(label, f) + 28
    track_w = WIDTH - 2 * MARGIN - lw - 16 - 40
    # markers closer than a marker's width stack up: the tallest stack sets the height
    xs = [track_w * min(c.score(s), end) / end for s in range(c.n)]
    stack = max([sum(1 for xt in xs if abs(xt - xs_) < 36) for xs_ in xs] + [1])
    h = 24 + 36 * stack + 34
    box = (MARGIN, y, WIDTH - MARGIN, y + h)
    img, d = yield box[3]
    d.rounded_rectangle(box, radius=14, fill=pal.PANEL, outline=pal.LINE, width=2)
    d.text((box[0] + 16, y + 16), label, font=f, fill=pal.INK, anchor="lt")
    pr.score_track(img, (box[0] + lw, y + 8, box[2] - 16, box[3] - 6), entries, max_value=end, step=step,
                   font=fonts.bold(17))  # fmt: skip


# ---- legend ------------------------------------------------------------------------------------------------------
@cache
def _lava_swatch() -> Image.Image:
    im = Image.new("RGBA", (34, 26), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, 15, 25), fill=TERRAIN_FILL["mountain"])
    d.rectangle((18, 0, 33, 25), fill=TERRAIN_FILL["mountain"])
    d.line((17, 0, 17, 25), fill=pal.BLACK, width=10)
    d.line((17, 1, 17, 24), fill=LAVA, width=6)
    d.line((17, 1, 17, 24), fill=LAVA_GLOW, width=2)
    return im


@cache
def _fief_swatch(seat: int) -> Image.Image:
    im = Image.new("RGBA", (34, 26), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, 33, 25), fill=TERRAIN_FILL["plains"])
    d.rectangle((2, 2, 31, 23), outline=pal.player(seat).colour, width=4)
    return im


@cache
def _frame_swatch() -> Image.Image:
    im = Image.new("RGBA", (36, 30), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    pr.highlight(d, (7, 7, 28, 22), 3, 3)
    return im


def _legend(c: Ctx, y: int):
    y += GAP
    panel = _legend_panel(c.lang)
    img, _ = yield y + panel.size[1] - 1
    img.paste(panel, (MARGIN, y))


@lru_cache(maxsize=4)
def _legend_panel(lang: str) -> Image.Image:
    """The legend panel (frame and items) on the page colour, drawn once per language and pasted: its pixels are
    what drawing it on the page gives, its corners included."""
    c = Ctx({}, [], lang)
    items: list[tuple[Image.Image, str]] = []
    codes = {t: c.t(f"render-bk-code-{t}") for t in TERRAIN_ORDER}
    for t in TERRAIN_ORDER:
        tile = terrain_tile(t, 40, 30, codes[t], 12).convert("RGBA")
        items.append((tile, terrain_name(t, c.lang)))
    items += [
        (_lava_swatch(), c.t("render-bk-legend-lava")),
        (_fief_swatch(0), c.t("render-bk-legend-fief")),
        (_frame_swatch(), c.t("render-legend-last")),
        (city_glyph(2, 28), c.t("render-bk-legend-city")),
        (factory_glyph("wood", 28), c.t("render-bk-legend-farm")),
        (factory_glyph("gold", 28, True), c.t("render-bk-legend-luxury")),
        (factory_glyph("universal", 28), c.t("render-bk-legend-universal")),
        (sky_glyph("blue", 28), c.t("render-bk-legend-sky")),
        (camp_glyph(3, 28), c.t("render-bk-legend-camp")),
    ]
    for r in ("wood", "fish", "carrots") + LUXURY + ("luxury",):
        items.append((resource_icon(r, 26), resource_name(r, c.lang)))
    f = fonts.regular(18)
    box_w = WIDTH - 2 * MARGIN - 24
    probe = Image.new("RGB", (WIDTH, 10), pal.PAGE)
    h = pr.legend(probe, 12, 0, box_w, items, f, pal.INK, 26, dry_run=True)
    img, d = pr.new_canvas(WIDTH - 2 * MARGIN + 1, h + 25, pal.PAGE)
    d.rounded_rectangle((0, 0, WIDTH - 2 * MARGIN, h + 24), radius=12, fill=pal.PANEL_DIM, outline=pal.LINE, width=2)
    pr.legend(img, 12, 12, box_w, items, f, pal.INK, 26)
    return img


# ---- entry point -------------------------------------------------------------------------------------------------
def _board_and_panels(c: Ctx, y: int):
    y += GAP
    size = bd.board_size(CELL)
    img, d = yield y + size
    bbox = bd.draw_board(c, img, d, MARGIN, y, CELL, bd_frames(c))
    player_panels(c, img, d, (bbox[2] + GAP, y, WIDTH - MARGIN, bbox[3]))


PAGES = ("table", "legend")


def draw_table(view: dict, names: list[str], lang: str, page: str | None = None) -> Image.Image:
    """The ``table`` page (the board, the players, the score track; after a harvest its breakdown, at the end the
    final scoring, otherwise the legend), or the ``legend`` page (the score track and the legend)."""
    c = Ctx(view, list(names or []), lang)
    if page == "legend":
        sections = [lambda y: _title_bar(c, y), lambda y: _score_track(c, y), lambda y: _legend(c, y)]
        return pr.compose(WIDTH, pal.PAGE, sections, bottom=MARGIN)
    sections = [lambda y: _title_bar(c, y), lambda y: _banner(c, y), lambda y: _board_and_panels(c, y),
                lambda y: _score_track(c, y)]  # fmt: skip
    ev = last_event(view)
    harvest = view.get("last_harvest") if isinstance(view.get("last_harvest"), dict) else None
    if c.phase in ("COPY", "GAME_OVER"):
        sections.append(lambda y: final_section(c, y))
    elif harvest and ev and ev[0] == "harvest":
        sections.append(lambda y: harvest_section(c, y, harvest))
    else:  # the legend fits only beside nothing else (it is on the legend page too)
        sections.append(lambda y: _legend(c, y))
    return pr.compose(WIDTH, pal.PAGE, sections, bottom=MARGIN)
