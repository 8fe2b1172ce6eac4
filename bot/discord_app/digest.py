""""Since your last turn": what the other players did since the reader's last move, privately and in the reader's
language, with the picture of each turn they missed one tap away.

Offered where a player is pinged for their turn: by the 🕘 button on the turn card (anyone may press it; each presser
gets their own), or, for a player whose ``/settings digest:dm`` says so, by a direct message of its own (the outbox's
``digest`` message, owed with the turn's post: :func:`bot.tables.notices.owed`). The lines are those of ``/history``
(the same page, its Older / Newer buttons), so a digest never says more than the history would.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.discord_app import info, replies
from bot.discord_app.action_items import ActionButton
from bot.discord_app.texts import MAX_LABEL, clip, game_title, names, t, user_lang
from bot.tables import TableRow
from bot.tables import history as hist
from games.core.errors import GameError

if TYPE_CHECKING:
    from bot.discord_app.base import PlanszaClient
    from bot.tables import TableService

MAX_PICTURES = 10       # picture buttons (two rows of five): the newest missed turns


async def digest(service: TableService, row: TableRow, seat: int | None, lang: str
                 ) -> tuple[str, discord.ui.View | None]:
    """The digest's text and buttons for ``seat`` (``None``: a spectator gets the latest page)."""
    turns = await service.turns(row, seat)
    start, missed = hist.since(turns, seat)  # right after the reader's last turn
    if seat is not None and not missed:
        return t(lang, "bot-since-nothing"), None
    text, view = info.history_page(row, turns, start, seat, lang)
    head, _, rest = text.partition("\n")
    text = clip("\n".join(x for x in (head, t(lang, "bot-history-since"), rest) if x))
    shown = turns[start:start + hist.PAGE]
    name_of = names(row)
    pictures = [turn for turn in shown if turn in missed][-MAX_PICTURES:]
    if pictures:
        view = view or discord.ui.View(timeout=None)
        for i, turn in enumerate(pictures):
            who = name_of(turn.seat) if turn.seat is not None else ""
            label = t(lang, "bot-btn-picture-at", n=turn.last, name=who)[:MAX_LABEL]
            button = ActionButton(row.id, "at", str(turn.last), text=label)
            button.row = 1 + i // 5
            view.add_item(button)
    return text, view


async def since_press(client: PlanszaClient, interaction: discord.Interaction, table_id: int) -> None:
    """The 🕘 button: the presser's own digest, privately."""
    lang = user_lang(interaction)
    row = await client.service.table_by_id(table_id)
    if row is None:
        raise GameError("bot-err-no-table")
    text, view = await digest(client.service, row, row.seat_of(str(interaction.user.id)), lang)
    await replies.ephemeral(interaction, text, **({"view": view} if view is not None else {}))


async def picture_press(client: PlanszaClient, interaction: discord.Interaction, table_id: int, move: int) -> None:
    """A digest's picture button: the table after that move, as the presser may see it."""
    lang = user_lang(interaction)
    row = await client.service.table_by_id(table_id)
    if row is None:
        raise GameError("bot-err-no-table")
    await info.history_picture(client, interaction, row, row.seat_of(str(interaction.user.id)), move, lang)


def dm_text(row: TableRow, text: str, lang: str) -> str:
    """A digest by direct message: which table it is about, then the digest."""
    head = t(lang, "bot-since-dm", game=game_title(row.game, lang), channel=f"<#{int(row.channel_id)}>")
    return clip(f"{head}\n{text}")


__all__ = ["MAX_PICTURES", "digest", "dm_text", "picture_press", "since_press"]
