"""Hints for learners (issue 30): at a table created with ``hints=on``, the seat whose turn it is may ask the
computer, privately, for its three best moves, each with a one-line reason in the reader's language.

Who may ask: a player seated at an active table with the flag on, while their seat must act (a seat that is not
acting never gets one; a simultaneous choice already made does not count as acting). Anything else is refused
with a :class:`GameError` whose key says why, so every adapter refuses in the same words.

How it is thought: :func:`games.ai.advice.advise`, the very search the computer plays by, on worlds sampled from
what the seat may see (``hidden_twin``), so a hint cannot tell more than the asker's own view. The service's seat
filler thinks it in its worker pool (:meth:`bot.tables.computer.ComputerPlayers.advise`, at the ``hard`` level's
budget as the game tunes it: 1.2 s at most on the clock, Simurgh's 1.4 s); a bare service (its filler the game's
default move, as in many tests) thinks a small untimed search in a thread instead (:data:`QUICK`). The seed is the
one a computer in that seat would use (the table's seed, its version, the seat), so asking twice for the same
position gives the same hint.

What is said: each move by the label players see in their pickers (never a move id), the share of the search's
thinking it got, its chances and the change of points it brings against the best rival. A hint is a private
answer only: it is never written to the table's history, posted in the channel, or counted anywhere.

:func:`flag_lines` also lives here: the lobby's lines naming the table's flags set away from their defaults.
"""
from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from dataclasses import replace
from typing import cast

from bot.store import TableRow
from bot.tables import computer, table_options
from bot.tables.parts import ServiceParts
from bot.tables.present import NameOf, plain_names
from games import registry
from games.ai import LEVELS
from games.ai.advice import Advice, advise
from games.core import i18n
from games.core.contract import Rules
from games.core.errors import GameError

#: the in-process search of a service without worker processes: a few dozen iterations, no clock (reproducible)
QUICK = replace(LEVELS["normal"], name="hint-quick", iterations=40, rollout_depth=8)


async def check(service: ServiceParts, channel_id: str, user_id: str) -> tuple[TableRow, dict, int]:
    """The table, its state and the asker's seat, when the asker may have a hint now; else a refusal."""
    row = await service.live(str(channel_id))
    if not table_options.flag(row, "hints"):
        raise GameError("bot-err-hints-off")
    if row.status != "active":
        raise GameError("bot-err-not-active")
    seat = row.seat_of(str(user_id))
    if seat is None:
        raise GameError("bot-err-not-seated")
    state = await service.state_of(row)
    game = registry.get(row.game)
    if state is None or game.is_over(state) or seat not in game.actors(state):
        raise GameError("bot-err-hint-not-your-turn")
    return row, state, seat


async def think(service: ServiceParts, game: Rules, row: TableRow, state: dict, seat: int) -> list[Advice]:
    """The advice for ``seat``, thought off the event loop (the worker pool, else a thread)."""
    seed = computer.seed_for(row.seed, row.version, seat)
    advise_with = getattr(getattr(service, "filler", None), "advise", None)  # the computer's pool, where it has one
    if callable(advise_with):
        return await cast(Awaitable[list[Advice]], advise_with(game, state, seat, seed))  # ComputerPlayers.advise
    return await asyncio.to_thread(advise, game, state, seat, QUICK, seed)


def text(game: Rules, row: TableRow, state: dict, seat: int, advice: list[Advice], lang: str,
         name_of: NameOf) -> str:
    """The hint's words: the heading, one line per move, and what the numbers mean."""
    labels = {m.id: m.label for m in game.legal_moves(state, seat)}
    rivals = max(0, len(row.seats) - 1)
    lines = [i18n.tr(lang, "hint-title")]
    for n, a in enumerate((a for a in advice if a.move in labels), start=1):
        move = i18n.render(labels[a.move], lang, name_of)
        lines.append(i18n.tr(lang, "hint-line", n=n, move=move, reason=reason(a, lang, rivals, game.cooperative)))
    lines.append(i18n.tr(lang, "hint-footer"))
    return "\n".join(lines)


def reason(a: Advice, lang: str, rivals: int, cooperative: bool = False) -> str:
    """One move's reason: the share of the search, the chances, the points against the best rival, whether the turn
    goes on after this step."""
    if a.chance is None:
        parts = [i18n.tr(lang, "hint-forced")]
    else:
        parts = [i18n.tr(lang, "hint-share", share=_percent(a.share))]
        parts.append(i18n.tr(lang, "hint-chance-team" if cooperative else "hint-chance", chance=_percent(a.chance)))
    points = round(a.lead) if a.lead is not None and rivals else 0
    if points:  # (a step that changes nothing in points says nothing about them)
        trend = "up" if points > 0 else "down"
        parts.append(i18n.tr(lang, "hint-points", trend=trend, points=abs(points), rivals=rivals))
    if a.continues:
        parts.append(i18n.tr(lang, "hint-continues"))
    return ", ".join(parts)


def _percent(x: float) -> int:
    return max(0, min(100, round(100 * x)))


def flag_lines(row: TableRow, lang: str) -> list[str]:
    """The lobby's lines for the table's flags set away from their defaults (everyone sees them before joining)."""
    return [i18n.tr(lang, f"bot-flag-{name}-{'on' if table_options.flag(row, name) else 'off'}")
            for name in table_options.changed(row)]


__all__ = ["QUICK", "Hints", "check", "flag_lines", "reason", "text", "think"]


class Hints(ServiceParts):
    """The service's use cases about hints (a mixin of :class:`~bot.tables.service.TableService`)."""

    async def hint_seat(self, table_id: int, user_id: str) -> tuple[TableRow, dict, int]:
        """:func:`check` for a button that names its table: a table that has ended or moved on is not active."""
        channel_id = await self.channel_of(int(table_id))
        if channel_id is None:
            raise GameError("bot-err-not-active")
        row, state, seat = await check(self, channel_id, user_id)
        if row.id != int(table_id):
            raise GameError("bot-err-not-active")
        return row, state, seat

    async def hint_text(self, row: TableRow, state: dict, seat: int, lang: str, name_of: NameOf | None = None) -> str:
        """The private hint for ``seat`` (checked by :func:`check`), thought and told in ``lang``."""
        game = registry.get(row.game)
        advice = await think(self, game, row, state, seat)
        if not advice:
            raise GameError("bot-err-hint-not-your-turn")
        return text(game, row, state, seat, advice, lang, name_of or plain_names(row))

    async def hint(self, channel_id: str, user_id: str, lang: str, name_of: NameOf | None = None) -> str:
        """The private hint for ``user_id`` at the channel's table, in ``lang`` (a refusal raises ``GameError``)."""
        row, state, seat = await check(self, channel_id, user_id)
        return await self.hint_text(row, state, seat, lang, name_of)
