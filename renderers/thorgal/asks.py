"""The picture of a spatial Thorgal question, drawn from the asking player's private view (``view["private"]``,
``games.thorgal.ui.private_part``): the question in words on top, then what its answers name by number —

* a wound: the hero's wound board with every free space numbered (the answers say "pola 3, 4") and the wound's
  orientations side by side, numbered (the answers say "ułożenie 2");
* a heal: the wound board with each wound numbered (the answers say "Ranę 2");
* a Journey tile: the orientations of every shape the hero may lay, numbered, and the end of the Journey Path with
  its columns and rows numbered (the answers say "kolumny 5–6, wiersz 2");
* a Combat tile: the orientations of every die's tile, numbered, and the enemy card with its columns and rows.

Nothing here is secret (Thorgal has no secrets): it is private only because the question is this player's.
"""
from __future__ import annotations

from PIL import Image

from games.core import i18n
from games.core.contract import Msg
from games.thorgal import combat
from games.thorgal.asks import wound_numbers
from games.thorgal.data import HEROES, SHAPES
from games.thorgal.geometry import orientations
from renderers.thorgal.common import KEY, TILE, WOUND, M, W, data_text, draw_shape, hero_name, t
from renderers.thorgal.table import fight_section, path_section
from renderers.toolkit import fonts, keys, png
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

UNIT = 18          # a square of an orientation's drawing
BOARD_CELL = 58    # a space of the wound board
GROUP_TITLE = 34


def render_private(view: dict, names: list[str], lang: str) -> bytes | None:
    img = draw_ask(view, names, lang)
    return png.encode(img, palette=__package__) if img is not None else None


def draw_ask(view: dict, names: list[str], lang: str) -> Image.Image | None:
    ask = view.get("private")
    if not isinstance(ask, dict) or ask.get("ask") not in ("wound", "heal", "journey", "place"):
        return None
    text = i18n.render(Msg.from_json(ask["text"]), lang) if ask.get("text") else ""
    sections = [lambda y: _question(view, ask, text, lang, y)]
    kind = ask["ask"]
    if kind in ("wound", "heal"):
        sections.append(lambda y: _board(view, ask, lang, y))
    if kind == "journey" or (kind == "wound" and sum(len(orientations(s)) for s in ask.get("shapes") or []) > 1):
        colour = WOUND if kind == "wound" else TILE
        groups = [(data_text(SHAPES[s], "name", lang), s, colour) for s in ask.get("shapes") or []]
        sections.append(lambda y: _orientations(groups, lang, y))
    if kind == "journey":
        sections.append(lambda y: path_section(view, lang, y))
    if kind == "place" and view.get("fight"):
        pool = view["fight"]["pool"]
        groups = [(t(lang, "render-thorgal-ask-die", n=n, colour=t(lang, f"thorgal-colour-{pool[n - 1]['colour']}"),
                     shape=data_text(SHAPES[combat.tile_shape(pool[n - 1])], "name", lang)),
                   combat.tile_shape(pool[n - 1]), (90, 90, 160)) for n in ask.get("dice") or []]
        sections.append(lambda y: _orientations(groups, lang, y))
        sections.append(lambda y: fight_section(view, lang, y))
    return pr.compose(W, pal.PAGE, sections, bottom=M)


def _question(view: dict, ask: dict, text: str, lang: str, y: int):
    """The question in words on a band of the hero's colour, with the hero's marker (the text names the hero)."""
    f = fonts.regular(26)
    lines = tx.wrap(text or hero_name(view, ask["hero"], lang), f, W - 2 * M - 80, 5)
    h = 24 + len(lines) * 34
    img, d = yield y + M + h
    y += M
    pr.panel(d, (M, y, W - M, y + h), pal.player(ask["hero"]).tint, pal.player(ask["hero"]).colour, 3, 12)
    pr.paste(img, pr.player_marker(ask["hero"], 40), (M + 14, y + (h - 40) // 2))
    tx.draw_lines(d, (M + 66, y + 10), lines, f, pal.INK, spacing=1.3)


def _board(view: dict, ask: dict, lang: str, y: int):
    """The hero's wound board: the wounds filled; for a wound question every free space numbered, for a heal each
    wound numbered (those this heal may take bright)."""
    hero = view["heroes"][ask["hero"]]
    rows = HEROES[hero["id"]]["wound_area"]
    cell = BOARD_CELL
    gw, gh = max(len(r) for r in rows), len(rows)
    img, d = yield y + 12 + GROUP_TITLE + gh * cell
    y += 12
    key = "render-thorgal-ask-board-free" if ask["ask"] == "wound" else "render-thorgal-ask-board-wounds"
    tx.draw_fitted(d, (M, y, W - M, y + GROUP_TITLE - 4), t(lang, key), 24, pal.INK, "bold")
    y += GROUP_TITLE
    x0 = (W - gw * cell) // 2
    numbers = wound_numbers(hero) if ask["ask"] == "wound" else {}
    reach = set(ask.get("spaces") or numbers.values())
    owner = {tuple(c): k + 1 for k, w in enumerate(hero["wounds"]) for c in w["cells"]}
    eligible = set(ask.get("wounds") or [])
    f = fonts.bold(KEY)
    for gy, row in enumerate(rows):
        for gx, ch in enumerate(row):
            if ch != "#":
                continue
            box = (x0 + gx * cell, y + gy * cell, x0 + (gx + 1) * cell - 2, y + (gy + 1) * cell - 2)
            k = owner.get((gx, gy))
            n = numbers.get((gx, gy))
            if k is not None:
                fill = WOUND if not eligible or k in eligible else pal.mix(WOUND, pal.WHITE, 0.55)
            else:
                fill = pal.WHITE if n is None or n in reach else pal.PANEL_DIM
            d.rectangle(box, fill=fill, outline=pal.LINE, width=2)
            label = n if k is None else k if ask["ask"] == "heal" else None
            if label is not None:
                ink = pal.WHITE if k is not None else pal.INK if n in reach else pal.INK_SOFT
                d.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), str(label), font=f, fill=ink, anchor="mm")
    keys.note("tg ask-board-numbers", KEY)


def _flow(groups: list[tuple[str, str, tuple]], unit: int) -> tuple[list[tuple], int]:
    """Lay the groups out left to right, wrapping: each group's title, then its orientations' boxes (a title never
    ends a line alone). Returns the placed items ``(kind, x, y, w, h, data)`` and the height used."""
    f = fonts.bold(22)
    items, x, y, line_h = [], M, 0, 0
    for title, shape, colour in groups:
        os_ = orientations(shape)
        bw = max(1 + max(x_ for x_, _ in o) for o in os_) * unit + 44
        bh = max(max(1 + max(y_ for _, y_ in o) for o in os_) * unit + 16, 44)
        tw = tx.width(title, f) + 14
        for k, o in enumerate(os_):
            need = (tw if k == 0 else 0) + bw
            if x + need > W - M and x > M:
                x, y, line_h = M, y + line_h + 10, 0
            if k == 0:
                items.append(("title", x, y, tw, bh, title))
                x += tw
            items.append(("box", x, y, bw, bh, (k + 1, o, colour)))
            x += bw + 10
            line_h = max(line_h, bh)
        x += 16
    return items, y + line_h


def _orientations(groups: list[tuple[str, str, tuple]], lang: str, y: int, max_h: int = 880):
    """Each shape's orientations in numbered boxes (the number is the orientation's, as the answers say it), after
    the shape's name (a die's tile, a Journey tile, a wound); drawn smaller when there are many (a wound of a size
    may take any of its shapes)."""
    for unit in (18, 14, 11, 9, 7):
        items, h = _flow(groups, unit)
        if h <= max_h:
            break
    img, d = yield y + 12 + h
    y += 12
    f, tf = fonts.bold(KEY), fonts.bold(22)
    for kind, x, top, w, h_, data in items:
        if kind == "title":
            d.text((x, y + top + h_ / 2), data, font=tf, fill=pal.INK, anchor="lm")
            continue
        n, o, colour = data
        pr.panel(d, (x, y + top, x + w, y + top + h_), pal.PANEL, pal.CARD_EDGE, 2, 8)
        d.text((x + 6, y + top + 2), str(n), font=f, fill=pal.INK)
        draw_shape(d, o, x + 36, y + top + 8, unit, colour, pal.BLACK)
    keys.note("tg ask-orientation-numbers", KEY)
