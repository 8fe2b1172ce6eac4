"""Short private answers to an interaction: refusals, errors, the "something went wrong" reply."""
from __future__ import annotations

import logging

import discord

from bot.discord_app.texts import clip, t, user_lang
from bot.tables.present import error_text
from games.core.errors import GameError

log = logging.getLogger("plansza.discord")


async def ephemeral(interaction: discord.Interaction, text: str, **kwargs) -> None:
    """Answer only the person who acted (a new answer, or a followup if the interaction was answered already)."""
    if interaction.response.is_done():
        await interaction.followup.send(clip(text), ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(clip(text), ephemeral=True, **kwargs)


async def error(interaction: discord.Interaction, err: GameError) -> None:
    """The refusal in the reader's own language; nothing was changed."""
    await ephemeral(interaction, error_text(err, user_lang(interaction)))


async def internal_error(interaction: discord.Interaction) -> None:
    try:
        await ephemeral(interaction, t(user_lang(interaction), "bot-err-internal"))
    except discord.HTTPException:  # the interaction may have expired meanwhile; the log has the cause
        log.warning("could not tell the user about an internal error", exc_info=True)


def in_server(interaction: discord.Interaction) -> bool:
    """The command came from a channel of a server the bot was added to (where its tables live). False in a DM, in a
    group DM, and in a server where only the user installed the bot (a user install: Discord names the user, not the
    server, among the interaction's authorizing owners; the bot is no member there and may only answer the
    interaction). A payload naming no owner at all (older clients) counts by its server."""
    if interaction.guild_id is None or interaction.channel_id is None:
        return False
    return interaction.is_guild_integration() or not interaction.is_user_integration()


async def need_channel(interaction: discord.Interaction) -> bool:
    """Tables live in server channels: refuse (politely) a command used in a direct message, a group DM, or a server
    the bot was not added to."""
    if not in_server(interaction):
        await ephemeral(interaction, t(user_lang(interaction), "bot-err-dm-only-guild"))
        return False
    return True
