"""Words and pictures for an outcome, shared by the Discord and console adapters. Built from views only."""
from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import renderers
from bot.service import Outcome
from bot.storage import TableRow
from games import registry
from games.core import i18n
from games.core.contract import Event, Msg, P
from games.core.errors import GameError

i18n.add_catalog_dir(Path(__file__).parent / "locales")

NameOf = Callable[[int], str]


def plain_names(row: TableRow) -> NameOf:
    names = row.names

    def name_of(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"

    return name_of


def t(lang: str, key: str, **params) -> str:
    return i18n.tr(lang, key, **params)


def msg(lang: str, m: Msg, name_of: NameOf | None = None) -> str:
    return i18n.render(m, lang, name_of)


def error_text(err: GameError, lang: str) -> str:
    text = i18n.render(err.msg(), lang)
    if err.rule:
        text += f" ({i18n.tr(lang, 'core-rule', rule=err.rule)})"
    return text


def visible(events: list[Event], seat: int | None) -> list[Event]:
    """Public events plus those addressed to ``seat``."""
    return [e for e in events if e.to is None or (seat is not None and e.to == seat)]


def event_lines(events: list[Event], seat: int | None, lang: str, name_of: NameOf) -> list[str]:
    return [i18n.render(e.msg, lang, name_of) for e in visible(events, seat)]


def game_title(game_id: str, lang: str) -> str:
    return i18n.tr(lang, f"{game_id}-title")


def status_line(row: TableRow, state: dict | None, lang: str, name_of: NameOf) -> str:
    """Who must act now, or the result."""
    if row.status == "lobby":
        return t(lang, "bot-lobby-status", game=game_title(row.game, lang), n=len(row.seats),
                 names=", ".join(row.names))
    if row.status == "abandoned":
        return t(lang, "bot-abandoned")
    game = registry.get(row.game)
    result = game.result(state)
    if result.finished:
        return result_text(result, lang, name_of)
    actors = sorted(game.actors(state))
    return t(lang, "bot-waiting-for", names=", ".join(name_of(s) for s in actors), n=len(actors))


def result_text(result, lang: str, name_of: NameOf) -> str:
    lines = [t(lang, "bot-game-over", names=", ".join(name_of(s) for s in result.winners), n=len(result.winners))]
    if result.summary is not None:
        lines.append(i18n.render(result.summary, lang, name_of))
    order = sorted(range(len(result.ranks)), key=lambda s: (result.ranks[s], s))
    for s in order:
        score = result.scores[s] if s < len(result.scores) else ""
        lines.append(t(lang, "bot-rank-line", rank=result.ranks[s], name=name_of(s), score=_num(score)))
    return "\n".join(lines)


def _num(x):
    return int(x) if isinstance(x, float) and x.is_integer() else x


def outcome_text(o: Outcome, lang: str, name_of: NameOf, viewer: int | None = None) -> str:
    """The channel message for a move: what happened (public events) and who must act now."""
    lines = []
    if o.started:
        lines.append(t(lang, "bot-started", game=game_title(o.table.game, lang),
                       names=", ".join(name_of(s) for s in range(len(o.table.seats)))))
        warnings = registry.get(o.table.game).option_warnings(o.table.options, len(o.table.seats))
        lines += ["⚠ " + i18n.render(w, lang, name_of) for w in warnings]
    lines += event_lines(o.events, viewer, lang, name_of)
    lines.append(status_line(o.table, o.state, lang, name_of))
    return "\n".join(lines)


def private_text(row: TableRow, state: dict, seat: int, lang: str, name_of: NameOf) -> str | None:
    game = registry.get(row.game)
    summary = game.private_summary(game.view(state, seat))
    return None if summary is None else i18n.render(summary, lang, name_of)


def has_private(row: TableRow, state: dict | None, seat: int | None) -> bool:
    if state is None or seat is None:
        return False
    return registry.get(row.game).view(state, seat).get("private") is not None


def public_png(row: TableRow, state: dict) -> bytes:
    game = registry.get(row.game)
    return renderers.render_table(game.view(state, None), row.names, row.lang)


def private_png(row: TableRow, state: dict, seat: int) -> bytes | None:
    game = registry.get(row.game)
    return renderers.render_private(game.view(state, seat), row.names, row.lang)


async def public_png_async(row: TableRow, state: dict) -> bytes:
    """Render off the event loop (Pillow releases the GIL for most of the work)."""
    return await asyncio.to_thread(public_png, row, state)


async def private_png_async(row: TableRow, state: dict, seat: int) -> bytes | None:
    return await asyncio.to_thread(private_png, row, state, seat)


def seat_ref(seat: int) -> P:
    return P(seat)
