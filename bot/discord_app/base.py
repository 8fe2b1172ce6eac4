"""What the Discord adapter's modules know of the bot they run in: :class:`PlanszaClient`, the bot's parts as
declared types (the bot itself, :class:`bot.discord_app.client.PlanszaBot`, is built from the modules that use them,
so they name this base, which imports none of them), and :func:`bot_of`, an interaction's bot."""
from __future__ import annotations

from typing import TYPE_CHECKING, cast

import discord
from discord.ext import commands

from bot.settings import Settings
from bot.tables import Dispatcher, TableService
from bot.tables.aftermath import Aftermath
from bot.tables.rate_limit import RateLimiter


class PlanszaClient(commands.Bot):
    """The parts of the Plansza bot its modules use (set by :class:`~bot.discord_app.client.PlanszaBot`)."""

    settings: Settings
    service: TableService
    dispatcher: Dispatcher
    aftermath: Aftermath
    rate: RateLimiter

    if TYPE_CHECKING:  # the bot's own handlers, for the type checker
        async def within_rate(self, interaction: discord.Interaction) -> bool: ...
        async def on_plansza_button(self, interaction: discord.Interaction, button) -> None: ...
        async def on_plansza_action(self, interaction: discord.Interaction, item) -> None: ...


def bot_of(interaction: discord.Interaction) -> PlanszaClient:
    """The bot an interaction came to (discord.py types it as any client; in Plansza it is always this one)."""
    return cast(PlanszaClient, interaction.client)
