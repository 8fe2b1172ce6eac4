"""Run the Discord bot: ``plansza`` (console script) or ``python -m bot``.

Reads the settings (``.env`` + environment), opens the SQLite database, builds the bot, syncs the slash commands
(to PLANSZA_DEV_GUILD_ID if set, else globally) and connects with DISCORD_TOKEN.
"""
from __future__ import annotations

import asyncio
import logging
import sys

from bot.settings import Settings

NO_TOKEN = ("DISCORD_TOKEN is not set.\n"
            "Copy .env.example to .env and put your bot's token there (Discord Developer Portal -> your application "
            "-> Bot -> Reset Token), or set DISCORD_TOKEN in the environment.\n"
            "To try the games without Discord, run: python -m bot.console")

DEFAULT_API_BASE = "https://discord.com/api/v10"


def _point_discord_py_at(settings: Settings) -> None:
    """Optional host overrides (a local fake Discord in wire-level tests); no effect with the defaults."""
    if settings.api_base and settings.api_base.rstrip("/") != DEFAULT_API_BASE:
        import discord.http

        discord.http.Route.BASE = settings.api_base.rstrip("/")
    if settings.gateway_url:
        import discord.gateway
        import yarl

        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway_url)


async def run(settings: Settings) -> None:
    from bot.discord_app import build_bot
    from bot.service import TableService
    from bot.storage import Storage

    storage = await Storage(settings.db_path).open()
    try:
        service = TableService(storage, settings.service_settings())
        bot = build_bot(settings, service)
        async with bot:
            await bot.start(settings.token)
    finally:
        await storage.close()


def main(argv: list[str] | None = None) -> int:
    settings = Settings.from_env()
    logging.basicConfig(level=getattr(logging, settings.log_level.upper(), logging.INFO),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if not settings.token:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    _point_discord_py_at(settings)
    try:
        asyncio.run(run(settings))
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
