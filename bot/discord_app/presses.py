"""What a click on a Plansza button does: join/start a lobby, or walk the private step picker to a whole move."""
from __future__ import annotations

import discord

from bot.discord_app import lobby, moves, replies
from bot.discord_app.buttons import MoveButton, picker
from bot.discord_app.texts import t, user_lang
from games.core.contract import next_tokens
from games.core.errors import GameError


async def on_press(client, interaction: discord.Interaction, button: MoveButton) -> None:
    if not await replies.need_channel(interaction):
        return
    if button.kind == "j":
        await lobby.join(client, interaction)
        return
    if button.kind == "g":
        await moves.start(client, interaction)
        return
    await _step(client, interaction, button)


async def _step(client, interaction: discord.Interaction, button: MoveButton) -> None:
    lang = user_lang(interaction)
    user_id = str(interaction.user.id)
    try:
        row, legal = await client.service.legal_moves(str(interaction.channel_id), user_id)
    except GameError as err:  # not seated, no table, game over...
        if err.key in ("bot-err-no-table", "bot-err-not-active"):
            await replies.ephemeral(interaction, t(lang, "bot-err-stale-button"))
        else:
            await replies.error(interaction, err)
        return
    if row.id != button.table_id:
        await replies.ephemeral(interaction, t(lang, "bot-err-stale-button"))
        return
    if not legal:
        await replies.ephemeral(interaction, t(lang, "bot-no-moves"))
        return
    state = await client.service.state_of(row)
    seat = row.seat_of(user_id)
    prefix, note = button.prefix, None
    if button.kind == "c":
        if " ".join(prefix) in {m.id for m in legal}:
            await _commit(client, interaction, button, " ".join(prefix))
            return
        prefix, note = (), t(lang, "bot-step-stale")
    tokens, complete = next_tokens(legal, prefix)
    if not tokens and not complete:  # the table moved on since this button was drawn
        prefix, note = (), t(lang, "bot-step-stale")
        tokens, complete = next_tokens(legal, prefix)
    if complete and not tokens:
        await _commit(client, interaction, button, " ".join(prefix))
        return
    content, view = picker(row, state, seat, prefix, button.page if prefix == button.prefix else 0, lang, note)
    if button.kind == "q":  # from the channel message: open a private picker
        await interaction.response.send_message(content, view=view, ephemeral=True)
    else:  # inside the private picker: update it in place
        await interaction.response.edit_message(content=content, view=view)


async def _commit(client, interaction: discord.Interaction, button: MoveButton, move_id: str) -> None:
    if button.kind == "q":
        await moves.play(client, interaction, move_id)
        return
    await interaction.response.edit_message(content=t(user_lang(interaction), "bot-applying"), view=None)
    await moves.play(client, interaction, move_id, acked=True)
