"""Lobby commands: create a table, join, leave, kick a player, abandon the table."""
from __future__ import annotations

import discord

from bot.discord_app import replies
from bot.discord_app.buttons import lobby_view
from bot.discord_app.moves import is_moderator
from bot.discord_app.replies import need_channel
from bot.discord_app.texts import clip, game_title, options_summary, safe_name, t, user_lang
from games import registry
from games.core import i18n
from games.core.errors import GameError
from games.core.options import parse_text

NO_PINGS = discord.AllowedMentions.none()


async def _public(interaction: discord.Interaction, text: str, **kwargs) -> None:
    await interaction.response.send_message(clip(text), allowed_mentions=NO_PINGS, **kwargs)


async def create(client, interaction: discord.Interaction, game_id: str, options: str | None,
                 language: str | None) -> None:
    if not await need_channel(interaction):
        return
    lang = language if language in i18n.LANGS else user_lang(interaction)
    name = interaction.user.display_name
    try:
        game = registry.get(game_id)
        raw = parse_text(options)
        row = await client.service.create(guild_id=str(interaction.guild_id), channel_id=str(interaction.channel_id),
                                          user_id=str(interaction.user.id), name=name, game_id=game.id, options=raw,
                                          lang=lang)
    except GameError as err:
        await replies.error(interaction, err)
        return
    text = t(lang, "bot-created", owner=safe_name(name), game=game_title(row.game, lang),
             options=options_summary(game, row.options, lang))
    text += "".join("\n⚠ " + i18n.render(w, lang) for w in game.option_warnings(row.options))
    await _public(interaction, text, view=lobby_view(row, lang))


async def join(client, interaction: discord.Interaction) -> None:
    if not await need_channel(interaction):
        return
    name = interaction.user.display_name
    try:
        row = await client.service.join(str(interaction.channel_id), str(interaction.user.id), name)
    except GameError as err:
        await replies.error(interaction, err)
        return
    await _public(interaction, t(row.lang, "bot-joined", name=safe_name(name), n=len(row.seats)),
                  view=lobby_view(row, row.lang))


async def leave(client, interaction: discord.Interaction) -> None:
    if not await need_channel(interaction):
        return
    try:
        row = await client.service.leave(str(interaction.channel_id), str(interaction.user.id))
    except GameError as err:
        await replies.error(interaction, err)
        return
    key = "bot-lobby-closed" if row.status == "abandoned" else "bot-left"
    await _public(interaction, t(row.lang, key, name=safe_name(interaction.user.display_name)))


async def kick(client, interaction: discord.Interaction, player: discord.abc.User) -> None:
    if not await need_channel(interaction):
        return
    try:
        row = await client.service.kick(str(interaction.channel_id), str(interaction.user.id), str(player.id),
                                        moderator=is_moderator(interaction))
    except GameError as err:
        await replies.error(interaction, err)
        return
    await _public(interaction, t(row.lang, "bot-kicked", name=safe_name(player.display_name)))


async def abandon(client, interaction: discord.Interaction) -> None:
    if not await need_channel(interaction):
        return
    try:
        row = await client.service.abandon(str(interaction.channel_id), str(interaction.user.id),
                                           moderator=is_moderator(interaction))
    except GameError as err:
        await replies.error(interaction, err)
        return
    await _public(interaction, t(row.lang, "bot-abandoned-by", name=safe_name(interaction.user.display_name)))
