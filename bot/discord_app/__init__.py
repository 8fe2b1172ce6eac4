"""The Discord adapter: slash commands, persistent buttons, notifications and reminders over the table service.

``build_bot(settings, service)`` gives a ready :class:`commands.Bot`; ``bot.main`` runs it with the token.
"""
from bot.discord_app.client import PlanszaBot, build_bot

__all__ = ["PlanszaBot", "build_bot"]
