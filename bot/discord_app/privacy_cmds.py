"""/privacy (/prywatnosc): what the bot keeps about the reader (``info``), their data as a JSON file (``export``: by
DM, or attached to the private answer when their DMs are closed) and its erase (``erase``, after a confirmation
button). Every answer is private and in the reader's language; the work is the table service's
(:mod:`bot.tables.privacy`)."""
from __future__ import annotations

import io
import re
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discord_app import replies
from bot.discord_app.base import bot_of
from bot.discord_app.texts import t, user_lang
from bot.discord_app.translator import ls
from bot.tables import privacy
from games.core.errors import GameError

if TYPE_CHECKING:
    from bot.discord_app.base import PlanszaClient

SUBCOMMANDS = ("info", "export", "erase")
BUTTON = r"plansza:privacy:(?P<action>erase|keep)"


def build_privacy(client: PlanszaClient) -> app_commands.Group:
    group = app_commands.Group(name=ls("bot-cmd-privacy-name"), description=ls("bot-cmd-privacy-desc"))

    def sub(name: str):
        return group.command(name=ls(f"bot-cmd-privacy-{name}-name"), description=ls(f"bot-cmd-privacy-{name}-desc"))

    @sub("info")
    async def info(interaction: discord.Interaction):
        await replies.ephemeral(interaction, t(user_lang(interaction), "privacy-note",
                                               days=client.service.retention_days()))

    @sub("export")
    async def export(interaction: discord.Interaction):
        await send_export(client, interaction)

    @sub("erase")
    async def erase(interaction: discord.Interaction):
        lang = user_lang(interaction)
        try:
            tables = await client.service.erase_check(str(interaction.user.id))
        except GameError as err:
            await replies.error(interaction, err)
            return
        view = discord.ui.View(timeout=None)
        view.add_item(PrivacyButton("erase", t(lang, "privacy-btn-erase"), discord.ButtonStyle.danger))
        view.add_item(PrivacyButton("keep", t(lang, "privacy-btn-keep"), discord.ButtonStyle.secondary))
        await replies.ephemeral(interaction, t(lang, "privacy-erase-confirm", tables=tables), view=view)

    return group


async def send_export(client: PlanszaClient, interaction: discord.Interaction) -> None:
    lang = user_lang(interaction)
    await interaction.response.defer(ephemeral=True, thinking=True)
    user_id = str(interaction.user.id)
    data = privacy.export_bytes(await client.service.export_user(user_id))
    name = f"plansza-{user_id}.json"
    try:
        await interaction.user.send(t(lang, "privacy-export-dm"), file=discord.File(io.BytesIO(data), name))
    except discord.HTTPException:  # DMs closed (Forbidden) or refused: the file comes with the private answer
        await replies.ephemeral(interaction, t(lang, "privacy-export-here"),
                                file=discord.File(io.BytesIO(data), name))
        return
    await replies.ephemeral(interaction, t(lang, "privacy-export-sent"))


class PrivacyButton(discord.ui.DynamicItem[discord.ui.Button], template=BUTTON):
    """The erase's confirmation (or its refusal): it acts for whoever presses it, on their own data only, so it works
    after a restart too."""

    def __init__(self, action: str, text: str = "…", style: discord.ButtonStyle = discord.ButtonStyle.secondary):
        super().__init__(discord.ui.Button(label=text[:80], style=style, custom_id=f"plansza:privacy:{action}"))
        self.action = action

    @classmethod
    async def from_custom_id(cls, interaction, item: discord.ui.Button, match: re.Match[str], /):
        return cls(match["action"], item.label or "…", item.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        lang = user_lang(interaction)
        if self.action == "keep":
            await interaction.response.edit_message(content=t(lang, "privacy-kept"), view=None)
            return
        try:
            tables = await bot_of(interaction).service.erase_user(str(interaction.user.id))
        except GameError as err:
            await replies.error(interaction, err)
            return
        await interaction.response.edit_message(content=t(lang, "privacy-erased", tables=tables), view=None)
