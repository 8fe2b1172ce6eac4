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


async def need_channel(interaction: discord.Interaction) -> bool:
    """Tables live in server channels: refuse (politely) a command used in a direct message."""
    if interaction.guild_id is None or interaction.channel_id is None:
        await ephemeral(interaction, t(user_lang(interaction), "bot-err-dm-only-guild"))
        return False
    return True
