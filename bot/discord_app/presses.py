"""What a click on a Plansza button or a choice in a Plansza select menu does: join/start a lobby, or walk the
private step picker to a whole move.

The table is found from the table id in the custom id (a component in a direct message has no table channel), and
the user must still be seated at that table while it runs. A picker on an ephemeral message is updated in place;
from any other message (the channel's, or a DM with the hand) a new private picker opens, so those messages stay.
"""
from __future__ import annotations

import io
from typing import TYPE_CHECKING

import discord

from bot.discord_app import info, lobby, moves, replies
from bot.discord_app.buttons import MoveButton, MoveSelect, advance, aside_of, confirm_view, picker
from bot.discord_app.texts import clip, names, t, user_lang
from bot.tables import present
from bot.tables.present import status_line
from games.core.contract import next_tokens
from games.core.errors import GameError

if TYPE_CHECKING:
    from bot.discord_app.base import PlanszaClient


async def on_press(client: PlanszaClient, interaction: discord.Interaction, item: MoveButton | MoveSelect) -> None:
    if item.kind == "v":
        await info.show_page(client, interaction, item.table_id, item.prefix[0] if item.prefix else None)
        return
    if item.kind == "d":
        await info.set_dm_mode(client, interaction, item.table_id, item.prefix[0] if item.prefix else "dm")
        return
    if item.kind == "h":
        await hint(client, interaction, item.table_id)
        return
    if item.kind in ("j", "g", "a", "r"):
        if not await replies.need_channel(interaction):
            return
        if item.kind in ("a", "r"):
            await lobby.computer(client, interaction, add=item.kind == "a")
        elif item.kind == "j":
            await lobby.join(client, interaction)
        else:
            await moves.start(client, interaction)
        return
    prefix, page = item.prefix, item.page
    if isinstance(item, MoveSelect):  # a select menu (kind "m"): its value is the next token
        values = item.values  # one token, or two from a menu that picks a pair at once
        if not values:
            await replies.ephemeral(interaction, t(user_lang(interaction), "bot-step-stale"))
            return
        prefix, page = prefix + values, 0
    await _step(client, interaction, item.table_id, item.kind, prefix, page)


def in_place(interaction: discord.Interaction, kind: str) -> bool:
    """Update the clicked message itself (a private picker) rather than open a new private one."""
    message = interaction.message
    return kind != "q" and message is not None and message.flags.ephemeral


async def _stale(interaction: discord.Interaction) -> None:
    await replies.ephemeral(interaction, t(user_lang(interaction), "bot-err-stale-button"))


async def _step(client: PlanszaClient, interaction: discord.Interaction, table_id: int, kind: str,
                prefix: tuple[str, ...], page: int) -> None:
    lang = user_lang(interaction)
    user_id = str(interaction.user.id)
    channel_id = await client.service.channel_of(table_id)
    if channel_id is None:
        await _stale(interaction)
        return
    try:
        row, legal = await client.service.legal_moves(channel_id, user_id)
    except GameError as err:  # not seated, no table, game over...
        if err.key in ("bot-err-no-table", "bot-err-not-active"):
            await _stale(interaction)
        else:
            await replies.error(interaction, err)
        return
    if row.id != table_id:
        await _stale(interaction)
        return
    if not legal:  # someone else's button: say whose turn it is
        state = await client.service.state_of(row)
        waiting = status_line(row, state, lang, names(row)) if state is not None else ""
        await replies.ephemeral(interaction, " ".join(x for x in (t(lang, "bot-no-moves"), waiting) if x))
        return
    state = await client.service.state_of(row)
    seat = row.seat_of(user_id)
    if state is None or seat is None:  # (legal moves are only ever listed for a seat of a game in play)
        await _stale(interaction)
        return
    here = in_place(interaction, kind)
    note = None
    if kind == "c":
        if " ".join(prefix) in {m.id for m in legal}:
            await _commit(client, interaction, channel_id, " ".join(prefix), here)
            return
        prefix, note = (), t(lang, "bot-step-stale")
    tokens, complete = next_tokens(legal, prefix)
    if not tokens and not complete:  # the table moved on since this component was drawn (e.g. an old hand)
        prefix, note, page = (), t(lang, "bot-step-stale"), 0
        tokens, complete = next_tokens(legal, prefix)
    if complete and not tokens:
        if kind == "s" and await _preview(client, interaction, row, state, seat, prefix, legal, lang, here):
            return
        await _commit(client, interaction, channel_id, " ".join(prefix), here)
        return
    if prefix or kind == "q" or note:  # skip steps with a single choice (at the start: only when opening)
        prefix = advance(legal, prefix, aside_of(row, state, seat))
    content, view = picker(row, state, seat, prefix, page, lang, note)
    if here:
        await interaction.response.edit_message(content=content, view=view)
    else:
        await interaction.response.send_message(content, view=view, ephemeral=True)


async def _preview(client: PlanszaClient, interaction: discord.Interaction, row, state: dict, seat: int,
                   prefix: tuple[str, ...], legal, lang: str, here: bool) -> bool:
    """A placement the game previews (``Presentation.preview``): its picture, with "✔ <the move>" and Back, before it is
    played. Returns False when the move has no preview (it is then played at once)."""
    from games import registry

    game = registry.get(row.game)
    shown = game.presentation.preview(state, seat, " ".join(prefix))
    if shown is None:
        return False
    view_data, page = shown
    png = await present.draw_async("table", row.game, view_data, row.names, lang, page)
    if png is None:  # a table's picture is always drawn
        return False
    content, view = confirm_view(row, state, seat, prefix, legal, lang)
    file = discord.File(io.BytesIO(png), filename="preview.png", description=present.alt_text(row, view_data, lang))
    if here:
        await interaction.response.edit_message(content=content, view=view, attachments=[file])
    else:
        await interaction.response.send_message(content, view=view, file=file, ephemeral=True)
    return True


async def hint(client: PlanszaClient, interaction: discord.Interaction, table_id: int) -> None:
    """💡: the computer's best moves for the presser's acting seat, privately and in the presser's language. The
    refusals come at once; the search runs after the interaction is deferred (it may take a second, in the worker
    pool, never on the event loop), and its answer follows, private too. Nothing is posted in the channel."""
    lang = user_lang(interaction)
    try:
        row, state, seat = await client.service.hint_seat(table_id, str(interaction.user.id))
    except GameError as err:
        await replies.error(interaction, err)
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        text = await client.service.hint_text(row, state, seat, lang, names(row))
    except GameError as err:
        await replies.error(interaction, err)
        return
    await interaction.followup.send(clip(text), ephemeral=True)


async def _commit(client: PlanszaClient, interaction: discord.Interaction, channel_id: str, move_id: str,
                  here: bool) -> None:
    if not here:
        await moves.play(client, interaction, move_id, channel_id=channel_id)
        return
    await interaction.response.edit_message(content=t(user_lang(interaction), "bot-applying"), view=None,
                                            attachments=[])
    await moves.play(client, interaction, move_id, acked=True, channel_id=channel_id)
