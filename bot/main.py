"""Run the Discord bot: ``plansza`` (console script) or ``python -m bot``.

Reads the settings (``.env`` + environment), opens the database (the SQLite file, or PostgreSQL with DATABASE_URL),
builds the bot, syncs the slash commands (to PLANSZA_DEV_GUILD_ID if set, else globally) and connects with
DISCORD_TOKEN. ``--shards 0-3 --shard-count 8`` runs a subset of Discord's shards: several such processes share one
PostgreSQL database, and any of them serves any table (Discord sends DMs' interactions to shard 0).

It ends with a line for the operator, in PLANSZA_DEFAULT_LANG, and an exit code: 2 no DISCORD_TOKEN or a setting it
cannot run with (not a number, out of range or not one of its choices, named with what it expects; a bad shard list,
a DATABASE_URL that is no postgresql:// address); 3 the database is in use (another bot on the SQLite file, or
another program holding its write lock); 4 the database was written by a newer bot;
5 it failed its integrity check; 6 it cannot be reached (PostgreSQL) or opened (the SQLite file); 7 Discord cannot be
reached; 8 the database's disk is full; 9 the web table cannot listen on its port (PLANSZA_WEB_PORT).
"""
from __future__ import annotations

import argparse
import asyncio
import logging
import sqlite3
import sys
import time
from pathlib import Path

from bot import observability
from bot.discord_app import endpoints as discord_endpoints
from bot.settings import BadSetting, Settings, parse_shards
from bot.store import file_lock as single_process

log = logging.getLogger("plansza.main")

_SQLITE_CANTOPEN = 14  # SQLite's "unable to open database file": the file's folder is missing or not writable


class DatabaseUnreachable(Exception):
    """The store could not be opened: PostgreSQL out of reach (refused, unknown host) or the SQLite file not openable.
    The cause is ``__cause__``."""


class DiscordUnreachable(Exception):
    """Discord's API could not be reached at start (no network, a wrong PLANSZA_DISCORD_API_BASE)."""


class WebUnreachable(Exception):
    """The web table could not listen on PLANSZA_WEB_HOST:PLANSZA_WEB_PORT (the port taken, a foreign host)."""


async def _open_service(settings: Settings, players):
    """The table service over the store; the store out of reach is :class:`DatabaseUnreachable`, told apart from
    Discord out of reach (both are network errors underneath, and each needs its own advice)."""
    from bot.tables import TableService

    try:
        return await TableService.open(settings.database, settings.service_settings(), filler=players)
    except OSError as e:  # PostgreSQL refused, an unknown host, a timeout
        raise DatabaseUnreachable(str(e)) from e
    except sqlite3.OperationalError as e:
        if getattr(e, "sqlite_errorcode", None) == _SQLITE_CANTOPEN or "unable to open" in str(e):
            raise DatabaseUnreachable(str(e)) from e
        raise


EXIT_STACKS_SECONDS = 15  # an exit slower than this prints every thread's stack (it should take a second or two)


def _watch_exit() -> None:
    """From the moment the bot starts leaving: if it has not left within :data:`EXIT_STACKS_SECONDS`, every thread's
    stack goes to stderr (an exit once hung for over 20 s under a loaded test run; this says where, next time)."""
    import faulthandler

    faulthandler.dump_traceback_later(EXIT_STACKS_SECONDS, exit=False)


EXIT_GRACE_SECONDS = 10  # after Ctrl-C or SIGTERM, the time the bot has to close Discord before it is cancelled


def _leave_on_signals(bot):
    """Ctrl-C (SIGINT) and SIGTERM (``docker stop``, systemd) close the bot: :meth:`discord.Client.close` ends its
    connection loop, so ``bot.start`` returns and every step of the way out runs. Relying on asyncio's own Ctrl-C
    (it cancels the main task) once lost the signal under a loaded test run: a cancellation that lands in the
    connection's inner timeouts can be swallowed, and the bot went on until it was killed; SIGTERM had no orderly
    exit at all. If the close has not ended the connection within :data:`EXIT_GRACE_SECONDS`, the main task is
    cancelled as before; a second signal stops the bot at once. The caller calls the returned ``disarm`` when the
    connection has ended, so that the grace never cuts the rest of the way out short."""
    import signal

    loop = asyncio.get_running_loop()
    main = asyncio.current_task()
    assert main is not None  # called from the bot's own task (run)
    grace: list[asyncio.TimerHandle] = []

    def leave(signum: int) -> None:
        if grace:  # the second signal: no more waiting (asyncio.run cancels what is left)
            raise KeyboardInterrupt
        log.info("leaving: %s", signal.Signals(signum).name)
        loop.create_task(bot.close())
        grace.append(loop.call_later(EXIT_GRACE_SECONDS, main.cancel))

    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, leave, signum)

    def disarm() -> None:
        for handle in grace:
            handle.cancel()

    return disarm


async def _start(bot, token: str) -> None:
    """Log in and connect; Discord out of reach at the first call is :class:`DiscordUnreachable`. (Once connected,
    discord.py reconnects by itself.)"""
    import aiohttp
    import discord

    disarm = _leave_on_signals(bot)
    try:
        async with bot:
            try:
                await bot.start(token)
            finally:
                disarm()
                _watch_exit()
    except (aiohttp.ClientError, discord.GatewayNotFound) as e:  # refused, unknown host, TLS: the network's answer
        raise DiscordUnreachable(str(e) or type(e).__name__) from e


async def run(settings: Settings) -> None:
    from bot.discord_app import build_bot
    from bot.tables import present
    from bot.tables.computer import ComputerPlayers
    from bot.tables.render_pool import RenderPool

    players = ComputerPlayers(settings.ai_workers)  # computer seats think in worker processes
    try:
        service = await _open_service(settings, players)
    except BaseException:
        players.close()
        raise
    try:
        pictures = await asyncio.to_thread(RenderPool(settings.render_workers).start)  # one per core by default
        present.use_render_pool(pictures)
        bot = build_bot(settings, service, **sharding(settings))
        backups = web = checks = None
        try:
            web = await start_web(settings, service, bot)  # the table in a browser, when PLANSZA_WEB_URL is set
            if settings.backup_dir and not settings.postgres:  # SQLite's copies (PostgreSQL: pg_dump, see README)
                from bot.ops import backup

                backups = asyncio.create_task(backup.run_schedule(settings.db_path, settings.backup_dir,
                                                                  settings.backup_every_hours, settings.backup_keep))
            checks = asyncio.create_task(_verify_on_start(settings, service))  # beside the start, not before it
            await _start(bot, settings.token)
        finally:
            if checks is not None:
                checks.cancel()
            # each step of the way out is logged: an exit that hangs (once, under a loaded test run) says where
            log.info("leaving: Discord closed")
            if backups is not None:
                backups.cancel()
            if web is not None:
                await web.stop()
                log.info("leaving: web table stopped")
            present.use_render_pool(None)
            pictures.close(kill=True)  # the bot is leaving: no picture or thought is owed (stop_pool says why)
    finally:
        players.close(kill=True)
        log.info("leaving: workers ended")
        await service.close()
        log.info("leaving: store closed")


async def _verify_on_start(settings: Settings, service) -> None:
    """``plansza-verify`` over the games in play, once at start (``PLANSZA_VERIFY``): an upgrade that changed what a
    stored log leads to is logged for the operator, and with ``pause`` the table is paused with a line to its
    players, never played on silently (``bot.ops.verify``)."""
    if settings.verify == "off":
        return
    from bot.ops import verify

    started = time.perf_counter()
    findings = await verify.verify(service.db)
    bad = [f for f in findings if f.status not in verify.OK]
    for f in bad:
        log.warning("plansza-verify: %s", f.line())
    paused = await verify.pause_found(service.db, bad, service.clock()) if settings.verify == "pause" else []
    log.info("plansza-verify: %d games in play checked in %.1f s, %d did not replay%s", len(findings),
             time.perf_counter() - started, len(bad), f", {len(paused)} paused" if paused else "")


async def start_web(settings: Settings, service, bot):
    """The web table (docs/web-table.md) beside the Discord bot when ``PLANSZA_WEB_URL`` is set, listening on
    ``PLANSZA_WEB_HOST:PLANSZA_WEB_PORT``; None without it. A move made on its page is told in Discord as any move
    nobody's interaction waits for (:func:`bot.discord_app.notify.publish`). Its port taken is
    :class:`WebUnreachable`."""
    if not settings.web_url:
        return None
    from bot.discord_app import notify
    from bot.web.app import WebTable

    async def after_move(outcome) -> None:
        await notify.publish(bot, outcome)

    # the pages hear of every change through the service's notifier (PostgreSQL's NOTIFY reaches every process)
    web = WebTable(settings, service, after_move=after_move, notifier=service.notifier)
    try:
        await web.start()
    except OSError as e:  # the port is taken, or the host is not this machine's
        raise WebUnreachable(str(e)) from e
    return web


def sharding(settings: Settings) -> dict:
    """The client's shard arguments: a subset of the shards (with their count), or none (one connection)."""
    if settings.shard_count is None:
        return {}
    return {"shard_count": settings.shard_count,
            "shard_ids": settings.shards if settings.shards is not None else list(range(settings.shard_count))}


def _say(settings: Settings, key: str, **params) -> None:
    """A localized line for the operator on stderr (the translations are loaded only on these early exits)."""
    from games.core import i18n

    i18n.add_catalog_dir(Path(__file__).parent / "locales")
    print(i18n.tr(settings.default_lang, key, **params), file=sys.stderr)


def _problem(e: BaseException | str) -> str:
    """An error's own words (or the words an error kept) for an operator's line, clipped (an error's text may be
    long; the line stays a line)."""
    text = " ".join(str(e).split()) or type(e).__name__
    return text if len(text) <= 300 else text[:299] + "…"


def parse_args(argv: list[str] | None, settings: Settings) -> Settings:
    """The command line overrides the environment: ``--shards``, ``--shard-count``, ``--metrics-port``."""
    p = argparse.ArgumentParser(prog="plansza", description="Run the Plansza Discord bot.")
    p.add_argument("--shards", help="the Discord shards this process runs, e.g. 0-3 or 0,2 (PLANSZA_SHARDS)")
    p.add_argument("--shard-count", type=int, help="the bot's shards in all (PLANSZA_SHARD_COUNT)")
    p.add_argument("--metrics-port", type=int, help="serve Prometheus metrics on this port (PLANSZA_METRICS_PORT)")
    args = p.parse_args(argv)
    if args.shards is not None:
        settings.shards = parse_shards(args.shards)
    if args.shard_count is not None:
        settings.shard_count = args.shard_count
    if args.metrics_port is not None:
        settings.metrics_port = args.metrics_port
    settings.check_shards()
    return settings


def main(argv: list[str] | None = None) -> int:
    try:
        settings = parse_args(argv, Settings.from_env())
    except BadSetting as e:  # already in the operator's language (PLANSZA_DEFAULT_LANG)
        print(e.code, file=sys.stderr)
        return 2
    observability.setup_logging(settings)
    if not settings.token:
        _say(settings, "bot-no-token")
        return 2
    discord_endpoints.apply(settings)  # no effect with the default (Discord's) addresses
    where = observability.redact(settings.database)
    # one process per SQLite file (reminders would go out twice); PostgreSQL's processes claim their timers
    try:
        lock = open("/dev/null") if settings.postgres else single_process.hold(settings.db_path)  # noqa: SIM115
    except OSError as e:  # the lock file beside the database cannot be made: its folder is missing or read-only
        _say(settings, "bot-db-cannot-open", path=where, problem=_problem(e))
        return 6
    if lock is None:
        _say(settings, "bot-db-in-use", path=where)
        return 3
    if settings.metrics_port:
        observability.serve_metrics(settings.metrics_host, settings.metrics_port)
    from bot.store import DatabaseCorrupt, SchemaTooNew, StoreBusy, StoreFull
    from bot.store.engines import BUSY_WAIT_SECONDS

    try:
        asyncio.run(run(settings))
    except (KeyboardInterrupt, asyncio.CancelledError):  # a second Ctrl-C, or a close that outlasted the grace
        pass
    except SchemaTooNew as e:  # written by a newer bot: never run an older one on it
        _say(settings, "bot-db-too-new", path=where, found=e.found, known=e.known)
        return 4
    except StoreBusy:  # another program kept the SQLite file's write lock while the bot opened it
        _say(settings, "bot-db-locked", path=where, seconds=f"{BUSY_WAIT_SECONDS:g}")
        return 3
    except StoreFull as e:
        _say(settings, "bot-db-full", path=where, problem=_problem(e.detail or e))
        return 8
    except DatabaseUnreachable as e:  # PostgreSQL named only when it is the database out of reach
        _say(settings, "bot-db-unreachable" if settings.postgres else "bot-db-cannot-open", path=where,
             problem=_problem(e))
        return 6
    except (DatabaseCorrupt, sqlite3.DatabaseError) as e:  # damaged: never write to it; a backup restores it
        _say(settings, "bot-db-corrupt", path=where, problems=str(e))
        return 5
    except DiscordUnreachable as e:
        _say(settings, "bot-discord-unreachable", url=settings.api_base, problem=_problem(e))
        return 7
    except WebUnreachable as e:
        _say(settings, "bot-web-cannot-listen", host=settings.web_host, port=str(settings.web_port),
             problem=_problem(e))
        return 9
    finally:
        lock.close()
    log.info("leaving: the event loop is closed")  # what follows is the interpreter's own exit
    return 0


if __name__ == "__main__":
    sys.exit(main())
