"""The console's command line: ``plansza-console`` / ``python -m bot.console`` parses its arguments, opens the store,
and runs a script, piped stdin or a prompt through :class:`~bot.console.shell.Console`."""
from __future__ import annotations

import argparse
import asyncio
import importlib
import sys
import time
from collections.abc import Iterable
from contextlib import suppress
from pathlib import Path
from typing import TextIO

from bot.console.shell import Console, OnMove, lines_aside
from bot.console.web import serve, web_port
from bot.settings import BadSetting, Settings
from bot.tables import TableService
from bot.tables.computer import ComputerPlayers
from games.ai import LEVELS
from games.core import i18n


# ---- command line -------------------------------------------------------------------------------------------------
def build_parser(lang: str, settings: Settings) -> argparse.ArgumentParser:
    def tr(key: str, **params) -> str:
        return i18n.tr(lang, key, **params).replace("%", "%%")

    p = argparse.ArgumentParser(prog="plansza-console", description=tr("bot-console-arg-description"))
    p.add_argument("--script", metavar="FILE", help=tr("bot-console-arg-script"))
    p.add_argument("--db", metavar="PATH", default=settings.db_path,
                   help=tr("bot-console-arg-db", default=settings.db_path))
    p.add_argument("--out", metavar="DIR", default=settings.console_image_dir,
                   help=tr("bot-console-arg-out", default=settings.console_image_dir))
    p.add_argument("--lang", choices=i18n.LANGS, default=lang, help=tr("bot-console-arg-lang"))
    p.add_argument("--channel", default="console", help=tr("bot-console-arg-channel"))
    p.add_argument("--seed", type=int, default=None, help=tr("bot-console-arg-seed"))
    p.add_argument("--no-images", action="store_true", help=tr("bot-console-arg-no-images"))
    p.add_argument("--strict", action="store_true", help=tr("bot-console-arg-strict"))
    p.add_argument("--bots", type=int, default=0, metavar="N", help=tr("bot-console-arg-bots"))
    p.add_argument("--level", choices=tuple(LEVELS), default=None, help=tr("bot-console-arg-level"))
    p.add_argument("--web", action="store_true", help=tr("bot-web-console-arg"))
    return p


def parse_args(argv: list[str] | None, settings: Settings) -> argparse.Namespace:
    pre = argparse.ArgumentParser(add_help=False)
    pre.add_argument("--lang", choices=i18n.LANGS, default=None)
    known, _ = pre.parse_known_args(argv)
    default = settings.default_lang if settings.default_lang in i18n.LANGS else i18n.DEFAULT_LANG
    return build_parser(known.lang or default, settings).parse_args(argv)


async def run(argv: list[str] | None = None, *, stdin: TextIO | None = None, stdout: TextIO | None = None,
              on_move: OnMove | None = None, settings: Settings | None = None) -> int:
    """The console's async entry: parse ``argv``, open the storage, run the script/stdin/prompt; the exit code."""
    settings = settings or Settings.from_env()
    args = parse_args(argv, settings)
    reader: TextIO = stdin or sys.stdin
    out: TextIO = stdout or sys.stdout

    def write(line: str) -> None:
        out.write(line + "\n")

    lines: Iterable[str] | None = None
    if args.script:
        try:
            lines = Path(args.script).read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as e:
            write(f"✗ {i18n.tr(args.lang, 'bot-console-script-error', path=args.script, error=str(e))}")
            return 2
    # The computer players think in a worker process; with --seed they search by iterations only, so a seeded
    # session replays exactly (their moves included).
    players = ComputerPlayers(settings.ai_workers, timed=args.seed is None)
    # One operator types for every player here, so the per-user abuse limits of the Discord bot do not apply.
    holder: list[Console] = []  # the console's clock runs ahead of the real one by ``later``
    service = await TableService.open(args.db, settings.service_settings().without_user_limits(),
                                      clock=lambda: time.time() + (holder[0].offset if holder else 0.0), filler=players)
    web = None
    try:
        console = Console(service, lang=args.lang, channel=args.channel, out_dir=args.out, seed=args.seed,
                          images=not args.no_images, write=write, on_move=on_move, bots=args.bots,
                          level=args.level)
        holder.append(console)
        if args.web:  # the table in a browser too, on this computer; stopped before the store closes
            try:
                web = await serve(settings, service, console)
            except OSError as e:  # the port is taken: a line that says what to do, and the bot's exit code for it
                said = console.t("bot-web-console-cannot-listen", host="127.0.0.1", port=str(web_port(settings)),
                                 problem=e.strerror or str(e))
                write(f"✗ {said}")
                return 9
        if reader.isatty() and lines is None:
            with suppress(ImportError):  # line editing and history where the platform has it
                importlib.import_module("readline")
            # with the web table, the prompt waits in a thread so that the pages are served meanwhile
            return await console.interact(input, strict=args.strict, threaded=web is not None)
        if web is None:
            return await console.run_lines(lines if lines is not None else reader, strict=args.strict)
        # with the web table, a pipe is read in a thread (the pages are served meanwhile), and when the script or
        # the pipe has ended the table stays open in the browser until Ctrl-C (a ``quit`` line leaves at once)
        code = await console.run_lines(lines if lines is not None else lines_aside(reader), strict=args.strict)
        return code if console.quit_asked else await keep_serving(console, code)
    finally:
        if web is not None:
            await web.stop()
        players.close()
        await service.close()


async def keep_serving(console: Console, code: int) -> int:
    """The input has ended but the web table is on: it serves on until Ctrl-C (or the program is stopped), then the
    exit code of the input's commands."""
    console.say(console.t("bot-web-console-serving", url=console.web_url))
    try:
        await asyncio.Event().wait()
    except asyncio.CancelledError:  # Ctrl-C: asyncio.run cancels this task; leave in order, not with a traceback
        console.say("")
    return code


def main(argv: list[str] | None = None) -> int:
    with suppress(AttributeError, ValueError):  # keep ✗ and Polish letters printable on any terminal
        sys.stdout.reconfigure(errors="replace")  # pyright: ignore[reportAttributeAccessIssue] (TextIOWrapper's)
    try:
        settings = Settings.from_env()
    except BadSetting as e:  # one line naming the setting, in --lang if given, else PLANSZA_DEFAULT_LANG's
        pre = argparse.ArgumentParser(add_help=False)
        pre.add_argument("--lang", choices=i18n.LANGS, default=None)
        lang = pre.parse_known_args(argv)[0].lang
        print(e.text(lang) if lang else e.code, file=sys.stderr)
        return 2
    return asyncio.run(run(argv, settings=settings))
