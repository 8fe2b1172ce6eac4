"""The picture of a player's profile (/profile, issue 56): their games, the rating over time, the badges, their pace,
their tables now and the head-to-head, drawn from a plain dict (no storage, no Discord; the bot builds it):

    {"name": str, "played": int, "won": int,
     "games": [{"game": id, "played": int, "won": int, "rating": float | None, "history": [float, ...]}, ...],
     "badges": [{"key": str, "count": int, "best": int}, ...],
     "pace": {"median": seconds | None, "median_text": str, "turns": int, "missed": int},
     "live": int, "waiting": int,                    # tables they sit at now; of them, waiting for them
     "rivals": [{"name": str, "together": int, "ahead": int, "behind": int, "level": int, "coop": int,
                 "coop_won": int}, ...],
     "asked_by_other": bool}                          # the rivals row is the asker's head-to-head

Phone-first (1200 px wide, at most 1.3x as tall): the figures a reader looks for (wins, ratings, counts) are key
texts of at least 1/40 of the width. Each game's line in the chart has its colour and its mark (the seats' palette:
shapes tell them apart without colour), and the games' rows carry the same mark as a legend.
"""
from __future__ import annotations

from PIL import Image, ImageDraw

from games.core import i18n
from renderers.toolkit import fonts, keys, png
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

W = 1200
PAD = 28
MAX_GAMES = 5
BADGE_MARKS = {"first-win": "★", "comeback": "➚", "streak": "⚡", "one-day": "☀", "marathon": "∞", "hard-coop": "⚔"}
EARNED = (232, 178, 24)
EARNED_TINT = (252, 240, 204)
GAME_ROW, RIVAL_ROW, BADGE_H = 60, 92, 92  # a rival: their name and games together, then the record below
CHART_H, BADGES_H, PACE_H = 240, 64 + 2 * BADGE_H + 16 + 14, 130


def render(data: dict, lang: str) -> bytes:
    games = list(data.get("games") or [])[:MAX_GAMES]
    rivals = list(data.get("rivals") or [])
    h = 110 + 16 + _games_h(games) + 16 + CHART_H + 16 + BADGES_H + 16 + PACE_H + 16 + _rivals_h(rivals) + PAD
    img, d = pr.new_canvas(W, h, pal.PAGE)
    y = _header(d, data, lang)
    y = _games(img, d, games, lang, y + 16)
    y = _chart(img, d, games, lang, y + 16)
    y = _badges(d, list(data.get("badges") or []), lang, y + 16)
    y = _pace(d, data, lang, y + 16)
    _rivals(d, rivals, bool(data.get("asked_by_other")), lang, y + 16)
    return png.encode(img)


def _tr(lang: str, key: str, **params) -> str:
    return tx.tr(lang, key, **params)


def _header(d: ImageDraw.ImageDraw, data: dict, lang: str) -> int:
    d.rectangle((0, 0, W, 110), fill=pal.HEADER)
    keys.note("profile-totals", 34)
    totals = _tr(lang, "render-profile-totals", played=int(data.get("played", 0)), won=int(data.get("won", 0)))
    tw = tx.width(totals, fonts.bold(34))
    tx.draw_fitted(d, (PAD, 8, W - PAD - tw - 24, 62), tx.drawable(str(data.get("name") or "?"), "bold"), 46,
                   pal.HEADER_INK, "bold")
    tx.draw_fitted(d, (PAD, 62, W - PAD - tw - 24, 104), _tr(lang, "render-profile-title"), 28, pal.HEADER_INK,
                   "regular")
    d.text((W - PAD, 55), totals, font=fonts.bold(34), fill=pal.HEADER_INK, anchor="rm")
    return 110


def _games_h(games: list) -> int:
    return 56 + max(1, len(games)) * GAME_ROW


def _mark(img: Image.Image, i: int, xy: tuple[float, float], size: int = 40) -> None:
    pr.paste(img, pr.player_marker(i, size), xy)


def _games(img: Image.Image, d: ImageDraw.ImageDraw, games: list, lang: str, y: int) -> int:
    h = _games_h(games)
    pr.panel(d, (PAD, y, W - PAD, y + h), pal.PANEL, pal.LINE, 2)
    d.text((PAD + 20, y + 30), _tr(lang, "render-profile-games"), font=fonts.bold(30), fill=pal.INK, anchor="lm")
    d.text((W - PAD - 20, y + 30), _tr(lang, "render-profile-rating"), font=fonts.regular(26), fill=pal.INK_SOFT,
           anchor="rm")
    if not games:
        tx.draw_fitted(d, (PAD + 20, y + 56, W - PAD - 20, y + 124), _tr(lang, "render-profile-no-games"), 30,
                       pal.INK_SOFT, "regular")
        return y + h
    keys.note("profile-game-figures", 32)
    for i, g in enumerate(games):
        top = y + 56 + i * GAME_ROW
        if i:
            d.line((PAD + 16, top, W - PAD - 16, top), fill=pal.LINE, width=1)
        _mark(img, i, (PAD + 20, top + (GAME_ROW - 40) / 2))
        rating = g.get("rating")
        shown = "–" if rating is None else f"{rating:.1f}"
        d.text((W - PAD - 20, top + GAME_ROW / 2), shown, font=fonts.bold(38), fill=pal.INK, anchor="rm")
        figures = _tr(lang, "render-profile-game-figures", played=int(g["played"]), won=int(g["won"]))
        fx = W - PAD - 20 - 150
        d.text((fx, top + GAME_ROW / 2), figures, font=fonts.bold(32), fill=pal.INK_SOFT, anchor="rm")
        left = fx - tx.width(figures, fonts.bold(32)) - 20
        title = i18n.tr(lang, f"{g['game']}-title")
        tx.draw_fitted(d, (PAD + 76, top, left, top + GAME_ROW), title, 34, pal.INK, "bold")
    return y + h


def _chart(img: Image.Image, d: ImageDraw.ImageDraw, games: list, lang: str, y: int) -> int:
    """Each rated game's rating after each of the player's games, left to right (the games are spread over the
    same width: the line shows the trend, the number on the right the rating now)."""
    h = CHART_H
    pr.panel(d, (PAD, y, W - PAD, y + h), pal.PANEL, pal.LINE, 2)
    d.text((PAD + 20, y + 30), _tr(lang, "render-profile-chart"), font=fonts.bold(30), fill=pal.INK, anchor="lm")
    lines = [(i, g["history"]) for i, g in enumerate(games) if g.get("history")]
    box = (PAD + 110, y + 66, W - PAD - 40, y + h - 30)
    if not lines:
        tx.draw_fitted(d, (PAD + 20, y + 80, W - PAD - 20, y + h - 20), _tr(lang, "render-profile-chart-none"), 30,
                       pal.INK_SOFT, "regular")
        return y + h
    values = [v for _, hist in lines for v in hist]
    low, high = min(values + [0.0]), max(values + [0.0])
    if high - low < 1:
        high, low = high + 0.5, low - 0.5
    x0, y0, x1, y1 = box

    def at(k: int, n: int, v: float) -> tuple[float, float]:
        x = x0 + (x1 - x0) * (k / (n - 1) if n > 1 else 0.5)
        return x, y1 - (y1 - y0) * (v - low) / (high - low)

    keys.note("profile-chart-axis", 30)
    for v in (low, 0.0, high) if low < 0 < high else (low, high):
        _, vy = at(0, 1, v)
        d.line((x0, vy, x1, vy), fill=pal.INK_SOFT if v == 0 else pal.LINE, width=2 if v == 0 else 1)
        d.text((x0 - 14, vy), f"{v:.0f}", font=fonts.bold(30), fill=pal.INK_SOFT, anchor="rm")
    for i, hist in lines:
        style = pal.player(i)
        points = [at(k, len(hist), v) for k, v in enumerate(hist)]
        if len(points) > 1:
            d.line(points, fill=style.colour, width=6, joint="curve")
        px, py = points[-1]
        _mark(img, i, (px - 18, py - 18), 36)
    return y + h


def _badges(d: ImageDraw.ImageDraw, badges: list, lang: str, y: int) -> int:
    h = BADGES_H
    pr.panel(d, (PAD, y, W - PAD, y + h), pal.PANEL, pal.LINE, 2)
    earned = sum(1 for b in badges if b.get("count"))
    d.text((PAD + 20, y + 30), _tr(lang, "render-profile-badges", n=earned, total=len(badges)), font=fonts.bold(30),
           fill=pal.INK, anchor="lm")
    cw, ch, gap = (W - 2 * PAD - 40 - 2 * 16) // 3, BADGE_H, 16
    keys.note("profile-badge-count", 30)
    for k, b in enumerate(badges):
        col, row = k % 3, k // 3
        bx, by = PAD + 20 + col * (cw + gap), y + 64 + row * (ch + gap)
        on = bool(b.get("count"))
        d.rounded_rectangle((bx, by, bx + cw, by + ch), radius=14, fill=EARNED_TINT if on else pal.PANEL_DIM,
                            outline=pal.GOLD_EDGE if on else pal.LINE, width=3 if on else 1)
        d.text((bx + 42, by + ch / 2), BADGE_MARKS.get(b["key"], "•"), font=fonts.bold(46),
               fill=EARNED if on else pal.LINE, anchor="mm", stroke_width=2 if on else 0, stroke_fill=pal.GOLD_EDGE)
        ink = pal.INK if on else pal.INK_SOFT
        label = _tr(lang, f"render-badge-{b['key']}")
        tx.draw_fitted(d, (bx + 80, by + 4, bx + cw - 10, by + ch // 2 + 2), label, 28, ink, "bold")
        if b["key"] == "streak" and b.get("best"):
            figure = _tr(lang, "render-profile-best", n=int(b["best"]))
        else:
            figure = _tr(lang, "render-profile-times", n=int(b.get("count") or 0)) if on else "–"
        tx.draw_fitted(d, (bx + 80, by + ch // 2 - 2, bx + cw - 10, by + ch - 4), figure, 30, ink, "bold")
    return y + h


def _pace(d: ImageDraw.ImageDraw, data: dict, lang: str, y: int) -> int:
    h = PACE_H
    pace = data.get("pace") or {}
    half = (W - 2 * PAD - 16) // 2
    for k, (title, value, sub) in enumerate((
            (_tr(lang, "render-profile-pace"),
             _tr(lang, "render-profile-median", time=str(pace.get("median_text")))
             if pace.get("median") is not None else _tr(lang, "render-profile-pace-new"),
             _tr(lang, "render-profile-missed", n=int(pace.get("missed") or 0))),
            (_tr(lang, "render-profile-live"), _tr(lang, "render-profile-live-n", n=int(data.get("live") or 0)),
             _tr(lang, "render-profile-waiting", n=int(data.get("waiting") or 0))))):
        bx = PAD + k * (half + 16)
        pr.panel(d, (bx, y, bx + half, y + h), pal.PANEL, pal.LINE, 2)
        d.text((bx + 20, y + 28), title, font=fonts.bold(28), fill=pal.INK_SOFT, anchor="lm")
        keys.note("profile-pace", 36)
        tx.draw_fitted(d, (bx + 20, y + 46, bx + half - 16, y + 90), value, 36, pal.INK, "bold")
        tx.draw_fitted(d, (bx + 20, y + 88, bx + half - 16, y + h - 6), sub, 28, pal.INK_SOFT, "regular")
    return y + h


def _rivals_h(rivals: list) -> int:
    return 56 + max(1, len(rivals)) * RIVAL_ROW


def _rivals(d: ImageDraw.ImageDraw, rivals: list, other: bool, lang: str, y: int) -> int:
    h = _rivals_h(rivals)
    pr.panel(d, (PAD, y, W - PAD, y + h), pal.PANEL, pal.LINE, 2)
    d.text((PAD + 20, y + 30), _tr(lang, "render-profile-h2h" if other else "render-profile-rivals"),
           font=fonts.bold(30), fill=pal.INK, anchor="lm")
    if not rivals or not any(r.get("together") for r in rivals):
        tx.draw_fitted(d, (PAD + 20, y + 56, W - PAD - 20, y + h - 4), _tr(lang, "render-profile-h2h-none"), 30,
                       pal.INK_SOFT, "regular")
        return y + h
    keys.note("profile-h2h", 32)
    for i, r in enumerate(rivals):
        top = y + 56 + i * RIVAL_ROW
        parts = []
        if r["ahead"] or r["behind"] or r["level"]:
            parts.append(_tr(lang, "render-profile-h2h-score", ahead=int(r["ahead"]), behind=int(r["behind"]),
                             level=int(r["level"])))
        if r["coop"]:
            parts.append(_tr(lang, "render-profile-h2h-coop", won=int(r["coop_won"]), n=int(r["coop"])))
        figures = " · ".join(parts)
        if i:
            d.line((PAD + 16, top, W - PAD - 16, top), fill=pal.LINE, width=1)
        label = (_tr(lang, "render-profile-h2h-you", n=int(r["together"])) if other else
                 _tr(lang, "render-profile-h2h-with", name=tx.drawable(str(r["name"]), "bold"), n=int(r["together"])))
        tx.draw_fitted(d, (PAD + 20, top + 2, W - PAD - 20, top + RIVAL_ROW // 2), label, 30, pal.INK_SOFT, "bold")
        tx.draw_fitted(d, (PAD + 20, top + RIVAL_ROW // 2 - 4, W - PAD - 20, top + RIVAL_ROW - 2), figures, 32,
                       pal.INK, "bold")
    return y + h
