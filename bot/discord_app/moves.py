"""Playing a move and starting a game from an interaction (a /play, /start or a button click)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.discord_app import notify
from bot.discord_app.replies import need_channel
from bot.discord_app.texts import t, user_lang
from bot.tables import Outcome
from bot.tables.present import error_text
from games.core.errors import GameError

if TYPE_CHECKING:
    from bot.discord_app.base import PlanszaClient


def is_moderator(interaction: discord.Interaction) -> bool:
    """Manage Channels in this channel makes a member a table moderator (start/abandon/kick for the owner)."""
    perms = interaction.permissions
    return bool(perms and perms.manage_channels)


async def play(client: PlanszaClient, interaction: discord.Interaction, move_id: str, *, acked: bool = False,
               channel_id: str | None = None) -> Outcome | None:
    """Apply ``move_id`` for the interaction's user at the table of ``channel_id`` (default: the interaction's
    channel; a component in a DM names its table) and tell everybody.

    Unless ``acked`` (the private step picker was already updated), the interaction is first deferred
    ephemerally: the rules, the database and the picture may take a moment. The ephemeral answer then carries
    the mover's private note or the refusal; the table's new picture goes to the table's channel (a followup
    when the interaction came from that channel).
    """
    lang = user_lang(interaction)
    if not acked:
        await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        outcome = await client.service.play(channel_id or str(interaction.channel_id), str(interaction.user.id),
                                            move_id, interaction_id=str(interaction.id))
    except GameError as err:
        await interaction.edit_original_response(content=error_text(err, lang), view=None)
        return None
    if outcome.duplicate:  # the same interaction delivered twice: it was applied (and announced) once
        await interaction.edit_original_response(content=t(lang, "bot-duplicate"), view=None)
        return outcome
    await notify.announce(client, interaction, outcome, lang)
    return outcome


async def start(client: PlanszaClient, interaction: discord.Interaction) -> Outcome | None:
    if not await need_channel(interaction):
        return None
    lang = user_lang(interaction)
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        outcome = await client.service.start(str(interaction.channel_id), str(interaction.user.id),
                                             moderator=is_moderator(interaction))
    except GameError as err:
        await interaction.edit_original_response(content=error_text(err, lang))
        return None
    await notify.announce(client, interaction, outcome, lang)
    return outcome
