"""Run the Discord bot: ``plansza`` (console script) or ``python -m bot``.

Reads the settings (``.env`` + environment), opens the SQLite database, builds the bot, syncs the slash commands
(to PLANSZA_DEV_GUILD_ID if set, else globally) and connects with DISCORD_TOKEN.
"""
from __future__ import annotations

import asyncio
import logging
import sqlite3
import sys
from pathlib import Path

from bot import discord_endpoints, single_process
from bot.settings import Settings


async def run(settings: Settings) -> None:
    from bot.discord_app import build_bot
    from bot.service import TableService
    from bot.storage import Storage

    storage = await Storage(settings.db_path).open()
    try:
        from bot.computer import ComputerPlayers

        players = ComputerPlayers(settings.ai_workers)  # computer seats think in worker processes
        service = TableService(storage, settings.service_settings(), filler=players)
        bot = build_bot(settings, service)
        backups = None
        if settings.backup_dir:  # scheduled copies beside the bot (off the event loop)
            from bot import backup

            backups = asyncio.create_task(backup.run_schedule(settings.db_path, settings.backup_dir,
                                                              settings.backup_every_hours, settings.backup_keep))
        try:
            async with bot:
                await bot.start(settings.token)
        finally:
            if backups is not None:
                backups.cancel()
            players.close()
    finally:
        await storage.close()


def _say(settings: Settings, key: str, **params) -> None:
    """A localized line for the operator on stderr (the translations are loaded only on these early exits)."""
    from games.core import i18n

    i18n.add_catalog_dir(Path(__file__).parent / "locales")
    print(i18n.tr(settings.default_lang, key, **params), file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    settings = Settings.from_env()
    logging.basicConfig(level=getattr(logging, settings.log_level.upper(), logging.INFO),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if not settings.token:
        _say(settings, "bot-no-token")
        return 2
    discord_endpoints.apply(settings)  # no effect with the default (Discord's) addresses
    lock = single_process.hold(settings.db_path)
    if lock is None:  # another bot runs on this SQLite file: reminders would go out twice
        _say(settings, "bot-db-in-use", path=settings.db_path)
        return 3
    from bot.storage import DatabaseCorrupt, SchemaTooNew

    try:
        asyncio.run(run(settings))
    except KeyboardInterrupt:
        pass
    except SchemaTooNew as e:  # written by a newer bot: never run an older one on it
        _say(settings, "bot-db-too-new", path=settings.db_path, found=e.found, known=e.known)
        return 4
    except (DatabaseCorrupt, sqlite3.DatabaseError) as e:  # damaged: never write to it; a backup restores it
        _say(settings, "bot-db-corrupt", path=settings.db_path, problems=str(e))
        return 5
    finally:
        lock.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
