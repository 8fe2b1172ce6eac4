"""Telling people what happened: the public move message (text + image + pings + buttons), the mover's private
note (ephemeral), and direct messages to players whose secret changed (with a channel notice when DMs fail)."""
from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable, Iterable

import discord

from bot.discord_app.buttons import quick_view
from bot.discord_app.texts import channel_mention, clip, game_title, mention, names, only_users, t
from bot.present import event_lines, has_private, outcome_text, private_png_async, private_text, public_png_async
from bot.service import Outcome
from bot.storage import TableRow
from games.core.contract import Event

log = logging.getLogger("plansza.discord")

Send = Callable[..., Awaitable[object]]


def png_file(data: bytes, name: str = "table.png") -> discord.File:
    return discord.File(io.BytesIO(data), filename=name)


def ping_line(row: TableRow, outcome: Outcome) -> tuple[str, list[str]]:
    """The mentions heading a move message, and the user ids they may ping (exactly those)."""
    users = [row.user_of(s) for s in outcome.ping if 0 <= s < len(row.seats)]
    if not users:
        return "", []
    line = " ".join(mention(u) for u in users)
    if not outcome.finished:
        line += " " + t(row.lang, "bot-your-turn")
    return line, users


async def post_outcome(send: Send, outcome: Outcome) -> None:
    """The channel message for a move or a start, in the table's language."""
    row, state = outcome.table, outcome.state
    head, users = ping_line(row, outcome)
    body = outcome_text(outcome, row.lang, names(row))
    kwargs: dict = {"content": clip(f"{head}\n{body}" if head else body), "allowed_mentions": only_users(users)}
    if state is not None:
        try:
            kwargs["file"] = png_file(await public_png_async(row, state))
        except Exception:  # the move is committed: tell the table even if the picture failed
            log.exception("rendering table %s failed", row.id)
        if row.status == "active":
            view = quick_view(row, state)
            if view is not None:
                kwargs["view"] = view
    await send(**kwargs)


async def mover_note(outcome: Outcome, lang: str) -> tuple[str, discord.File | None]:
    """What only the mover may see after their move (e.g. the card they drew), for the ephemeral answer."""
    row, state, seat = outcome.table, outcome.state, outcome.seat
    if seat is None:
        return t(lang, "bot-done"), None
    name_of = names(row)
    lines = event_lines([e for e in outcome.events if e.to == seat], seat, lang, name_of)
    file = None
    if has_private(row, state, seat):
        text = private_text(row, state, seat, lang, name_of)
        if text and text not in lines:
            lines.append(text)
        png = await private_png_async(row, state, seat)
        if png:
            file = png_file(png, "private.png")
    if not lines:
        lines.append(t(lang, "bot-move-done", move=outcome.move or ""))
    return clip("\n".join(lines)), file


async def dm_private(client: discord.Client, row: TableRow, state: dict, seats: Iterable[int],
                     events: Iterable[Event], notice: Send) -> None:
    """DM each seat its secret (private events addressed to it + its private summary + picture). If a DM fails,
    ``notice`` (a channel send) tells them, without the secret, to use /hand."""
    lang, name_of = row.lang, names(row)
    events = list(events)
    for seat in seats:
        user_id = row.user_of(seat)
        lines = [t(lang, "bot-dm-intro", game=game_title(row.game, lang), channel=channel_mention(row.channel_id))]
        lines += event_lines([e for e in events if e.to == seat], seat, lang, name_of)
        text = private_text(row, state, seat, lang, name_of)
        if text:
            lines.append(text)
        png = await private_png_async(row, state, seat)
        kwargs: dict = {"content": clip("\n".join(lines))}
        if png:
            kwargs["file"] = png_file(png, "private.png")
        try:
            channel = await client.create_dm(discord.Object(int(user_id)))
            await channel.send(**kwargs)
        except discord.HTTPException as exc:  # Forbidden: DMs closed / bot blocked
            log.info("DM to %s failed (%s); telling them in the channel", user_id, exc)
            await notice(content=t(lang, "bot-dm-failed", name=mention(user_id)),
                         allowed_mentions=only_users([user_id]))


async def announce(client: discord.Client, interaction: discord.Interaction, outcome: Outcome, lang: str) -> None:
    """After a move or a start on an interaction answered with an ephemeral ``defer``/update: the mover's private
    note (ephemeral), then the public message (followup), then DMs for changed secrets."""
    row, state = outcome.table, outcome.state
    note, file = await mover_note(outcome, lang)
    await interaction.edit_original_response(content=note, attachments=[file] if file else [], view=None)
    await post_outcome(interaction.followup.send, outcome)
    if state is None:
        return
    if outcome.started:
        seats = [s for s in range(len(row.seats)) if has_private(row, state, s)]
    else:
        seats = list(outcome.private_changed)
    await dm_private(client, row, state, seats, outcome.events, interaction.followup.send)
