"""``plansza-privacy export|erase USER_ID``: an operator answers a player's request for their data (PRIVACY.md) without
Discord, through the same service calls as /privacy.

- ``export USER_ID [--out FILE]``: the player's data as the JSON document of ``docs/personal-data.md`` (stdout by
  default).
- ``erase USER_ID --yes``: the erase (refused, exit code 1, while the player sits at a lobby or a game in play). On
  SQLite it needs the bot stopped (one process per file); on PostgreSQL it may run beside the bot.

The database is the bot's own (DATABASE_URL or PLANSZA_DB_PATH, as ``plansza`` reads them) unless ``--db`` names one.
"""
from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

from bot.store import is_postgres
from bot.tables import TableService, present, privacy
from games.core.errors import GameError


async def run(db: str, action: str, user_id: str, out: str | None = None, lang: str = "en") -> tuple[int, str]:
    """Do ``action`` for ``user_id`` on the database ``db``: (exit code, what to print)."""
    service = await TableService.open(db)
    try:
        if action == "export":
            data = privacy.export_bytes(await service.export_user(user_id))
            if out is None:
                return 0, data.decode("utf-8")
            Path(out).write_bytes(data)
            return 0, f"written to {out} ({len(data)} bytes)"
        try:
            tables = await service.erase_user(user_id)
        except GameError as err:
            return 1, present.error_text(err, lang)
        return 0, f"erased: anonymised at {tables} tables; their settings removed"
    finally:
        await service.close()


def main(argv: list[str] | None = None) -> int:
    from bot.settings import Settings

    parser = argparse.ArgumentParser(prog="plansza-privacy", description="Export or erase one player's data.")
    parser.add_argument("action", choices=("export", "erase"))
    parser.add_argument("user_id", help="the player's Discord user id")
    parser.add_argument("--db", default=None, help="the database (default: the bot's, from the environment)")
    parser.add_argument("--out", default=None, help="export: write the JSON here instead of to stdout")
    parser.add_argument("--yes", action="store_true", help="erase: yes, really (it cannot be undone)")
    parser.add_argument("--lang", default="en", choices=("en", "pl"), help="the language of a refusal")
    args = parser.parse_args(argv)
    db = args.db or Settings.from_env().database
    if args.action == "erase" and not args.yes:
        print("erase cannot be undone: add --yes", file=sys.stderr)
        return 2
    lock = None
    if args.action == "erase" and not is_postgres(db):
        from bot.store import file_lock as single_process

        lock = single_process.hold(db)
        if lock is None:
            print("a bot is running on this SQLite database: stop it first (or the player uses /privacy erase)",
                  file=sys.stderr)
            return 1
    try:
        code, text = asyncio.run(run(db, args.action, args.user_id, args.out, args.lang))
    finally:
        if lock is not None:
            lock.close()
    print(text, file=sys.stderr if code else sys.stdout)
    return code


if __name__ == "__main__":
    sys.exit(main())
