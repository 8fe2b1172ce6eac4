"""Pictures of game views (PNG bytes). No Discord, no storage; only ``games`` is imported (i18n, component data).

Public API::

    render_table(view, names, lang, page=None) -> bytes  # the table as ``view`` shows it (public parts only)
    render_private(view, names, lang) -> bytes | None    # the seat's secret part (e.g. a drawn card), or None
    pages(game_id) -> tuple[str, ...]                    # the table's pictures: the default first, then the rest
    pictures_of(game_id) -> Pictures | None              # a game's pictures, as its entry in games.registry names them

``view`` is the plain dict of ``GAME.view(state, seat)``; ``names`` are the display names by seat; ``lang`` is
``"pl"`` or ``"en"``. Each game declares its :class:`~renderers.pictures.Pictures` in ``renderers/<game>/``; games
without pictures get a generic text picture (players, phase, whose turn). The same arguments always give
byte-identical PNGs.

Pages: every picture fits a phone (at most 1280 px wide and 1.3x as tall as wide). A game with more than fits draws
several pages: the default one (posted after each turn) shows what the next decision needs, the others are one tap
away ("full table" button, ``/table view:``). A table renderer of a game with pages takes ``page=`` as a keyword.
"""
from __future__ import annotations

from pathlib import Path

from games import registry
from games.core import i18n
from renderers.pictures import Pictures

i18n.add_catalog_dir(Path(__file__).resolve().parent / "locales")

_named: dict[str, Pictures] = {}  # "module:attribute" -> the Pictures it names, imported once


def pictures_of(game_id: str) -> Pictures | None:
    """The pictures the registry's entry of ``game_id`` names (None: an unknown game, or one without pictures)."""
    entry = registry.PLUGINS.get(game_id)
    target = None if entry is None else entry.pictures
    if target is None or isinstance(target, Pictures):
        return target
    if target not in _named:
        _named[target] = registry.resolve(target)
    return _named[target]


def pages(game_id: str) -> tuple[str, ...]:
    """The picture pages of a game's table, the default (posted after each turn) first."""
    pics = pictures_of(game_id)
    return pics.pages if pics is not None else ("table",)


def render_table(view: dict, names: list[str], lang: str, page: str | None = None) -> bytes:
    """PNG of the public/seat view of a table: ``page`` (one of :func:`pages`; ``None``: the default one)."""
    pics = pictures_of(str(view.get("game")))
    names = drawable_names(names)
    if pics is None:
        return render_generic(view, names, lang)
    if page is None or page == pics.pages[0] or page not in pics.pages:
        return pics.render(view, list(names or []), lang)
    return pics.render(view, list(names or []), lang, page=page)


def render_private(view: dict, names: list[str], lang: str) -> bytes | None:
    """PNG of the seat's private part of ``view`` (e.g. the card it drew); ``None`` when there is nothing private to
    draw or the game has no private picture."""
    if not view.get("private"):
        return None
    pics = pictures_of(str(view.get("game")))
    if pics is None or pics.private is None:
        return None
    return pics.private(view, drawable_names(names), lang)


#: Marks the bot puts in names that the pictures' font cannot draw, and the symbol drawn instead (the computer's
#: robot becomes a gear, which DejaVu has; colour emoji would be an empty box).
DRAWABLE_MARKS = {"\U0001F916": "\u2699"}


def drawable_names(names) -> list[str]:
    out = []
    for name in names or []:
        for mark, symbol in DRAWABLE_MARKS.items():
            name = str(name).replace(mark, symbol)
        out.append(name)
    return out


# ---- generic fallback --------------------------------------------------------------------------------------------
def render_generic(view: dict, names: list[str], lang: str) -> bytes:
    """A plain picture for a game without its own renderer: title, phase, and the players (whose turn, who acts)."""
    from renderers.toolkit import fonts, png
    from renderers.toolkit import palette as pal
    from renderers.toolkit import primitives as pr
    from renderers.toolkit import text as tx

    names = list(names or [])
    players = view.get("players")
    n = players if isinstance(players, int) else len(players) if isinstance(players, list) else len(names)
    active = view.get("active")
    actors = set(view.get("actors") or [])
    W, row = 800, 64
    H = 60 + 56 + 44 + max(1, n) * (row + 8) + 16
    img, d = pr.new_canvas(W, H, pal.PAGE)
    d.rectangle((0, 0, W, 60), fill=pal.HEADER)
    title = str(view.get("game") or "?")
    key = f"render-title-{title}"
    if i18n.has(key):
        title = i18n.tr(lang, key)
    tx.draw_fitted(d, (20, 0, W - 20, 60), title, 30, pal.HEADER_INK, "bold")
    phase = view.get("phase")
    y = 72
    if phase is not None:
        tx.draw_fitted(d, (20, y, W - 20, y + 40), i18n.tr(lang, "render-generic-phase", phase=str(phase)), 24,
                       pal.INK, "regular")  # fmt: skip
    y += 52
    tx.draw_fitted(d, (20, y, W - 20, y + 36), i18n.tr(lang, "render-generic-players"), 24, pal.INK, "bold")
    y += 44
    for seat in range(n):
        name = names[seat] if seat < len(names) and str(names[seat]).strip() else i18n.tr(lang, "core-seat", n=seat + 1)
        name = " ".join(str(name).split())
        style = pal.player(seat)
        box = (16, y, W - 16, y + row)
        on = seat == active or seat in actors
        d.rounded_rectangle(box, radius=12, fill=style.tint if on else pal.PANEL,
                            outline=style.colour if on else pal.LINE, width=5 if on else 2)  # fmt: skip
        pr.paste(img, pr.player_marker(seat, 44), (28, y + 10))
        right = W - 32
        if on:
            b = pr.badge(d, (right, y + row / 2), i18n.tr(lang, "render-generic-acting"), fonts.bold(20), style.colour,
                         style.ink, anchor="rm", outline=pal.BLACK)  # fmt: skip
            right = b[0] - 10
        if view.get("seat") == seat:
            b = pr.badge(d, (right, y + row / 2), i18n.tr(lang, "render-you"), fonts.bold(20), pal.WHITE, pal.INK,
                         anchor="rm", outline=pal.INK)  # fmt: skip
            right = b[0] - 10
        tx.draw_fitted(d, (84, y, right - 10, y + row), name, 26, pal.INK, "bold")
        y += row + 8
    return png.encode(img)
