"""Lobby commands: create a table, join, leave, kick a player, abandon the table."""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.discord_app import cards, replies, table_admin
from bot.discord_app.buttons import lobby_view
from bot.discord_app.lobby_text import created_text, pace_text
from bot.discord_app.moves import is_moderator
from bot.discord_app.replies import need_channel
from bot.discord_app.texts import clip, game_title, safe_name, t, user_lang
from bot.tables import TableRow, table_options
from games import registry
from games.core import i18n
from games.core.errors import GameError
from games.core.options import parse_text

if TYPE_CHECKING:
    from bot.discord_app.base import PlanszaClient

NO_PINGS = discord.AllowedMentions.none()


async def _public(interaction: discord.Interaction, text: str, *, row=None, view=None) -> None:
    """A lobby's public answer, silent (it pings nobody): with buttons, the lobby card."""
    await interaction.response.send_message(**cards.lobby_post(row, text, view))


def can_open_thread(interaction: discord.Interaction) -> bool:
    """A table gets its own thread where the bot may open one: a server text channel (not a thread, not a DM)
    where it may create public threads and speak in them."""
    channel = interaction.channel
    perms = interaction.app_permissions
    return (isinstance(channel, discord.TextChannel) and perms is not None and perms.create_public_threads
            and perms.send_messages_in_threads)


async def create(client: PlanszaClient, interaction: discord.Interaction, game_id: str, options: str | None,
                 language: str | None, thread: bool | None = None) -> None:
    """Open a table. By default in a thread of its own (one channel hosts many tables and stays quiet: the channel
    gets one line with a link, the thread everything else); in this channel itself with ``thread:False`` or where
    the bot may not open threads."""
    if not await need_channel(interaction):
        return
    lang = language if language in i18n.LANGS else user_lang(interaction)
    name = interaction.user.display_name
    try:
        game = registry.get(game_id)
        raw = parse_text(options)
        # refuse bad options (and a bad deadline) before a thread opens, and a user over their limits
        table_options.split(game.id, raw, client.service.settings.turn_deadline)
        await client.service.within_limits(str(interaction.user.id), creating=True)
        if thread is not False and can_open_thread(interaction):
            await _create_in_thread(client, interaction, game, raw, lang, name)
            return
        row = await client.service.create(guild_id=str(interaction.guild_id), channel_id=str(interaction.channel_id),
                                          user_id=str(interaction.user.id), name=name, game_id=game.id, options=raw,
                                          lang=lang)
    except GameError as err:
        await replies.error(interaction, err)
        return
    text = created_text(game, row, name, lang) + "\n" + await seat_pace(client, row, str(interaction.user.id), name)
    await _public(interaction, text, row=row, view=lobby_view(row, lang))


async def _create_in_thread(client: PlanszaClient, interaction: discord.Interaction, game, raw: dict, lang: str,
                            name: str) -> None:
    """The channel's one line (with the thread's link), the thread, the table in it, the lobby message there."""
    await interaction.response.defer(thinking=True)
    title = clip(t(lang, "bot-thread-name", game=game_title(game.id, lang), owner=name), 100)
    try:
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel):  # a thread opens only under a text channel
            raise discord.ClientException("no thread here")
        thread = await channel.create_thread(name=title, type=discord.ChannelType.public_thread,
                                             auto_archive_duration=10080)
    except (discord.HTTPException, discord.ClientException):  # no permission, or a channel without threads: here
        row = await client.service.create(guild_id=str(interaction.guild_id), channel_id=str(interaction.channel_id),
                                          user_id=str(interaction.user.id), name=name, game_id=game.id, options=raw,
                                          lang=lang)
        text = created_text(game, row, name, lang) + "\n" + await seat_pace(client, row, str(interaction.user.id), name)
        await interaction.followup.send(**cards.lobby_post(row, text, lobby_view(row, lang)))
        return
    try:
        row = await client.service.create(guild_id=str(interaction.guild_id), channel_id=str(thread.id),
                                          user_id=str(interaction.user.id), name=name, game_id=game.id, options=raw,
                                          lang=lang)
    except GameError:
        await thread.delete()
        raise
    text = created_text(game, row, name, lang, "bot-created-in-thread")
    text += "\n" + await seat_pace(client, row, str(interaction.user.id), name)
    await thread.send(**cards.lobby_post(row, text, lobby_view(row, lang)))
    await interaction.followup.send(clip(t(lang, "bot-created-thread", owner=safe_name(name),
                                           game=game_title(game.id, lang), thread=thread.mention)),
                                    allowed_mentions=NO_PINGS, silent=True)


async def join(client: PlanszaClient, interaction: discord.Interaction) -> None:
    if not await need_channel(interaction):
        return
    name = interaction.user.display_name
    try:
        row = await client.service.join(str(interaction.channel_id), str(interaction.user.id), name)
    except GameError as err:
        await replies.error(interaction, err)
        return
    text = t(row.lang, "bot-joined", name=safe_name(name), n=len(row.seats))
    text += "\n" + await seat_pace(client, row, str(interaction.user.id), name)  # how the newcomer keeps time
    await _public(interaction, text, row=row, view=lobby_view(row, row.lang))


async def seat_pace(client: PlanszaClient, row, user_id: str, name: str) -> str:
    """A seat's pace line in the lobby: in this server and everywhere."""
    here = await client.service.paces([user_id], row.guild_id)
    everywhere = await client.service.paces([user_id])
    return pace_text(row.lang, safe_name(name), here[user_id], everywhere[user_id])


async def computer(client: PlanszaClient, interaction: discord.Interaction, *, add: bool) -> None:
    """The lobby's "Add a computer" / "Remove a computer" buttons (the owner or a moderator)."""
    try:
        if add:
            row = await client.service.add_computer(str(interaction.channel_id), str(interaction.user.id),
                                      moderator=is_moderator(interaction))
            name, key = row.seats[-1].name, "bot-computer-added"
        else:
            row, name = await client.service.remove_computer(str(interaction.channel_id),
                                               str(interaction.user.id), moderator=is_moderator(interaction))
            key = "bot-computer-removed"
    except GameError as err:
        await replies.error(interaction, err)
        return
    await _public(interaction, t(row.lang, key, name=safe_name(name), n=len(row.seats)), row=row,
                  view=lobby_view(row, row.lang))


async def leave(client: PlanszaClient, interaction: discord.Interaction) -> None:
    if not await need_channel(interaction):
        return
    try:
        active = await table_admin.running_game(client, interaction)
        if active is not None:
            await table_admin.leave(client, interaction, active)
            return
        row = await client.service.leave(str(interaction.channel_id), str(interaction.user.id))
    except GameError as err:
        await replies.error(interaction, err)
        return
    key = "bot-lobby-closed" if row.status == "abandoned" else "bot-left"
    await _public(interaction, t(row.lang, key, name=safe_name(interaction.user.display_name)))


async def kick(client: PlanszaClient, interaction: discord.Interaction, player: discord.abc.User,
               substitute: discord.abc.User | None = None) -> None:
    """In the lobby: remove a player (owner or moderator). During a game: see ``table_admin.kick``."""
    if not await need_channel(interaction):
        return
    try:
        if await table_admin.running_game(client, interaction) is not None:
            await table_admin.kick(client, interaction, player, substitute)
            return
        row = await client.service.kick(str(interaction.channel_id), str(interaction.user.id), str(player.id),
                                        moderator=is_moderator(interaction))
    except GameError as err:
        await replies.error(interaction, err)
        return
    await _public(interaction, t(row.lang, "bot-kicked", name=safe_name(player.display_name)))


async def abandon(client: PlanszaClient, interaction: discord.Interaction) -> None:
    """A lobby closes at once (owner or moderator); a game asks for a confirmation (``table_admin.abandon``)."""
    if not await need_channel(interaction):
        return
    try:
        active = await table_admin.running_game(client, interaction)
        if active is not None:
            await table_admin.abandon(client, interaction, active)
            return
        row = await client.service.abandon(str(interaction.channel_id), str(interaction.user.id),
                                           moderator=is_moderator(interaction))
    except GameError as err:
        await replies.error(interaction, err)
        return
    assert isinstance(row, TableRow)  # a lobby closes at once (a vote is for a game in play)
    await _public(interaction, t(row.lang, "bot-abandoned-by", name=safe_name(interaction.user.display_name)))

