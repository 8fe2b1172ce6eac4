"""The console adapter: play Plansza without Discord, several local players at one keyboard (or in a script).

``python -m bot.console.shell`` (or the ``plansza-console`` script) drives the very same :class:`TableService` as the
Discord adapter, prints the texts the bot would post (pings as ``@name``, direct messages as ``[DM to name]``) and
writes the pictures to a folder. Commands come from ``--script FILE``, from piped stdin, or from a prompt.

One command per line, ``#`` starts a comment::

    alice create <game> [option=value ...]   (the games and their options: ``games``, ``help``)
    bob join
    alice start
    bob moves [prefix...]      alice play take A 3 B      bob hand      alice show
    alice history              alice mygames              alice leave / kick bob / abandon
    channel <name>             random <N> [seed]          expect <text>          games          help
    web                        (with --web: each seat's link to the table in the browser, see bot/console/web.py)

A user is created on first mention (user id = name). See ``bot/console/script.py`` for the command parser.
"""
from __future__ import annotations

import asyncio
import contextlib
import random
import sys
import threading
import traceback
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from pathlib import Path

from bot.console.delivery import ConsoleSink
from bot.console.helptext import HelpCommands
from bot.console.hints import HintCommands
from bot.console.history import HistoryCommands
from bot.console.long_games import LongGameCommands
from bot.console.privacy import PrivacyCommands
from bot.console.script import USER_COMMANDS, Command, parse_line
from bot.console.settings import SettingsCommands
from bot.console.standins import StandinSeats
from bot.console.usage import UsageError, parse_number, safe_name
from bot.console.web import WebCommands
from bot.tables import Outcome, TableRow, TableService, hints, notices, present
from bot.tables.aftermath import Aftermath
from bot.tables.clock_loop import ClockLoop
from bot.tables.dispatch import Dispatcher
from games import registry
from games.core import i18n
from games.core.contract import Move, Msg, next_tokens
from games.core.errors import GameError
from games.core.options import parse_text

GUILD = "console"
MOVES_LISTED = 20          # list every move up to this many; beyond, group them by the next token
CHANGE_MIND = 0.1          # ``random``: how often a player who already chose (and may change it) moves instead

OnMove = Callable[[Outcome], None]


class Console(HelpCommands, HintCommands, HistoryCommands, LongGameCommands, PrivacyCommands, SettingsCommands,
              StandinSeats, WebCommands):
    """Runs console commands against a :class:`TableService` and prints what the bot would post.

    ``write`` receives every printed line; ``on_move`` is called with each applied move's :class:`Outcome` (tests
    check invariants there). ``images=False`` writes no pictures at all.
    """

    def __init__(self, service: TableService, *, lang: str = "en", channel: str = "console",
                 out_dir: str | Path | None = "out", seed: int | None = None, images: bool = True,
                 write: Callable[[str], None] = print, on_move: OnMove | None = None, bots: int = 0,
                 level: str | None = None):
        self.service = service
        self.bots, self.level = bots, level
        self.lang = lang if lang in i18n.LANGS else i18n.DEFAULT_LANG
        self.channel = channel
        self.out_dir = Path(out_dir) if out_dir is not None else None
        self.images = images and out_dir is not None
        self.seed = seed
        self.rng = random.Random(seed)
        self.write = write
        self.on_move = on_move
        self.last_output: list[str] = []      # what the last (non-expect) command printed
        self.expect_failures = 0
        self.errors = 0
        self.images_written: list[Path] = []
        # what each change owes is delivered from the outbox, as the Discord bot does, through the console's sink
        self.sink = ConsoleSink(self)
        self.dispatcher = Dispatcher(service, self.sink, pause=_never)
        self.aftermath = Aftermath(service, self.dispatcher)
        self.clock_loop = ClockLoop(service, self.aftermath)

    # ---- small helpers ----------------------------------------------------------------------------------------------
    def t(self, key: str, **params) -> str:
        return i18n.tr(self.lang, key, **params)

    def say(self, *lines: str) -> None:
        for block in lines:
            for line in str(block).split("\n"):
                self.last_output.append(line)
                self.write(line)

    def fail(self, text: str) -> None:
        self.errors += 1
        self.say(f"✗ {text}")

    def dm(self, name: str, lines: list[str]) -> None:
        """A direct message: the marker line, then the content indented (so public lines are easy to tell apart)."""
        lines = [x for block in lines for x in str(block).split("\n")]
        if not lines:
            return
        self.say(f"{self.t('bot-console-dm', name=name)} {lines[0]}", *[f"  {x}" for x in lines[1:]])

    def _file(self, row: TableRow, version: int, user: str | None = None) -> Path:
        assert self.out_dir is not None  # (``images`` is off without a folder)
        name = f"{safe_name(row.channel_id)}-{row.id}-v{version}"
        if user is not None:
            name += f"-{safe_name(user)}-private"
        return self.out_dir / f"{name}.png"

    def _save(self, path: Path, data: bytes | None) -> Path | None:
        if data is None:
            return None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        except OSError as e:
            self.fail(self.t("bot-console-image-error", path=str(path), error=e.strerror or str(e)))
            return None
        self.images_written.append(path)
        return path

    def public_image(self, row: TableRow, state: dict | None, version: int | None = None) -> str | None:
        """The table's picture written (named by ``version``, default the table's now); the line naming its path."""
        if not self.images or state is None:
            return None
        path = self._save(self._file(row, row.version if version is None else version), present.public_png(row, state))
        return None if path is None else self.t("bot-console-image", path=str(path))

    def private_image(self, row: TableRow, state: dict, seat: int, lang: str, version: int | None = None) -> str | None:
        if not self.images:
            return None
        path = self._save(self._file(row, row.version if version is None else version, row.user_of(seat)),
                          present.private_png(row, state, seat, lang))
        return None if path is None else self.t("bot-console-private-image", path=str(path))

    def private_lines(self, row: TableRow, state: dict | None, seat: int, events: Iterable = (),
                      mover: int | None = None, *, lang: str | None = None, version: int | None = None) -> list[str]:
        """A seat's private events, the summary of its secret (e.g. the hand; skipped for the mover whose own
        events already say what they did) and the private picture's path, in ``lang`` (default the console's)."""
        if state is None:
            return []
        lang = lang or self.lang
        name_of = present.plain_names(row)
        lines = [i18n.render(e.msg, lang, name_of) for e in events if e.to == seat]
        if seat != mover or not lines:
            text = present.private_text(row, state, seat, lang, name_of)
            lines += [] if text is None else [text]
        if present.has_private(row, state, seat):
            image = self.private_image(row, state, seat, lang, version)
            if image:
                lines.append(image)
        return lines

    async def _table(self) -> tuple[TableRow, dict | None]:
        """``service.table`` for the current channel."""
        return await self.service.table(self.channel)

    # ---- telling a change -------------------------------------------------------------------------------------------
    async def tell(self, o: Outcome, *, note: Iterable[str] = ()) -> None:
        """After a change a person typed: the answer only they see (as the Discord bot's private reply), then what
        the change owes everyone, from the outbox (:mod:`bot.console.delivery`), then the computer's moves."""
        self.answer(o, list(note))
        await self.aftermath.publish(o)

    def answer(self, o: Outcome, note: Sequence[str] = ()) -> None:
        """The mover's private answer. A move the channel need not hear about (``Outcome.announce`` is False, e.g. an
        unconfirmed step of a multi-step turn) is answered with the marker "only alice sees this; nothing in the
        channel", the mover's private events, their secret's summary and picture (e.g. the preview of a turn in
        progress) and their picker for the next step. An announced move is answered only when it told the mover
        something of their own (a card drawn) that no DM of theirs says, or with ``note``. A computer's move or a
        stand-in's has no answer: nobody pressed anything."""
        row, state, seat = o.table, o.state, o.seat
        if seat is None or state is None or o.by_standin or row.is_computer(seat):
            return
        user = row.names[seat]
        if not o.announce:
            lines = self.private_lines(row, state, seat, o.events)
            if row.status == "active":
                moves = registry.get(row.game).legal_moves(state, seat)
                if moves:
                    lines += self.moves_lines(row, state, seat, user, moves, first_choice(moves))
            marker = "bot-console-only-you"
        else:
            own = any(e.to == seat for e in o.events)
            changed = seat in o.private_changed and seat not in notices.dm_seats(o)
            lines = self.private_lines(row, state, seat, o.events, seat) if own or changed else []
            if not lines and not note:
                return
            marker = "bot-console-answer"
        self.say(self.t(marker, name=user), *[f"  {x}" for block in (*lines, *note) for x in str(block).split("\n")])

    def options_text(self, row: TableRow) -> str:
        game = registry.get(row.game)
        parts = []
        for spec in game.options:
            value = row.options.get(spec.name, spec.default)
            if value == spec.default or str(value) == str(spec.default):
                continue
            shown = ("on" if value else "off") if isinstance(value, bool) else str(value)
            label_key, value_key = f"{game.id}-opt-{spec.name}", f"{game.id}-opt-{spec.name}-{shown}"
            label = self.t(label_key) if i18n.has(label_key, self.lang) else spec.name
            shown = self.t(value_key) if i18n.has(value_key, self.lang) else shown
            parts.append(f"{label}: {shown}")
        return "; ".join(parts) or self.t("bot-options-none")

    # ---- the command loop -------------------------------------------------------------------------------------------
    async def execute(self, line: str) -> bool:
        """Run one line; return False if it failed (an error or a failed ``expect``)."""
        cmd = parse_line(line)
        if cmd is None:
            return True
        if cmd.name == "expect":
            return self.expect(cmd)
        self.last_output = []
        errors = self.errors
        try:
            await self.dispatch(cmd)
        except GameError as err:  # in the console's own words where the bot's name a Discord command
            own = f"{err.key}-console"
            self.fail(self.t(own, **err.params) if i18n.has(own, self.lang) else present.error_text(err, self.lang))
            if cmd.name == "play" and cmd.user:  # a refused move: what may be typed instead (the chat shows buttons)
                await self._moves_hint(cmd.user)
        except UsageError as err:
            self.fail(self.t(err.key, **err.params))
        except Exception as err:  # a bug: say so briefly, keep the session going, details on stderr
            traceback.print_exc(file=sys.stderr)
            self.fail(f"{self.t('bot-err-internal')} ({type(err).__name__}: {err})")
        return self.errors == errors

    async def _moves_hint(self, user: str) -> None:
        """After a refused move: how the player's legal moves begin, and how to list them."""
        try:
            _, moves = await self.service.legal_moves(self.channel, user)
        except GameError:
            return
        if moves:
            starts = ", ".join(next_tokens(moves, ())[0][:MOVES_LISTED])
            self.say("  " + self.t("bot-console-moves-hint", user=user, starts=starts))

    def expect(self, cmd: Command) -> bool:
        text = cmd.raw_args or ""
        if not text:
            self.expect_failures += 1
            self.write(f"✗ {self.t('bot-console-usage', usage='expect <text>')}")
            return False
        if text in "\n".join(self.last_output):
            return True
        self.expect_failures += 1
        self.write(f"✗ {self.t('bot-console-expect-failed', text=text)}")
        return False

    async def dispatch(self, cmd: Command) -> None:
        if cmd.user is None:
            handler = getattr(self, f"cmd_{cmd.name}")
            await handler(cmd.args)
            return
        if cmd.name is None:
            raise UsageError("bot-console-no-command", user=cmd.user)
        if cmd.name not in USER_COMMANDS:
            raise UsageError("bot-console-unknown-command", command=cmd.name)
        await getattr(self, f"user_{cmd.name}")(cmd.user, cmd.args)

    # ---- global commands --------------------------------------------------------------------------------------------
    async def cmd_games(self, args: list[str]) -> None:
        titles = [f"{g} ({present.game_title(g, self.lang)})" for g in registry.ids()]
        self.say(self.t("bot-games-list", games=", ".join(titles)))

    async def cmd_channel(self, args: list[str]) -> None:
        if len(args) != 1:
            raise UsageError("bot-console-usage", usage="channel <name>")
        self.channel = args[0]
        self.say(self.t("bot-console-channel", channel=self.channel))

    async def cmd_random(self, args: list[str]) -> None:
        if not 1 <= len(args) <= 2:
            raise UsageError("bot-console-usage", usage="random <N> [seed]")
        limit = parse_number(args[0])
        rng = random.Random(parse_number(args[1])) if len(args) == 2 else self.rng
        row, _ = await self._table()
        if row.status != "active":
            raise GameError("bot-err-not-active")
        played, last = 0, None
        self.sink.quiet = True  # what each move owes is delivered unseen: the last post alone is shown
        try:
            while played < limit:
                row = await self.service.find_live(self.channel)
                if row is None or row.status != "active":
                    break
                movers: list[tuple[str, list[Move]]] = []
                waited: list[tuple[str, list[Move]]] = []
                game, state = registry.get(row.game), await self.service.game_state(row)  # one read for every seat
                filled = await self.filler_seats(row)  # computers, and people whose vacation stand-in plays
                if filled & set(game.actors(state)):  # their turns: they think (a person's move would end a stand-in's)
                    owed = await self.service.play_computers(row.id)
                    await self.aftermath.deliver(row.id)
                    for outcome in owed:
                        name = outcome.table.names[outcome.seat]
                        self.say(self.t("bot-console-random-move", n=str(outcome.table.version - 1),
                                        move=outcome.move,
                                        name=present.standin_name(name, self.lang) if outcome.by_standin else name))
                    if owed:
                        last = owed[-1]
                        continue
                for seat in row.seats:  # a person who MAY act (not only who must): legal moves non-empty
                    if seat.seat in filled:
                        continue
                    moves = game.legal_moves(state, seat.seat)
                    if moves:
                        movers.append((seat.user_id, moves))
                        if seat.seat in row.actors:
                            waited.append((seat.user_id, moves))
                if not movers:
                    raise UsageError("bot-console-random-stuck")
                # mostly someone the table waits for; now and then someone who chose already changes their mind (a
                # simultaneous pick, a construction plan), so that games with such steps still come to an end
                user, moves = rng.choice(waited if waited and rng.random() >= CHANGE_MIND else movers)
                move = rng.choice(moves)
                last = await self.service.play(self.channel, user, move.id)
                await self.aftermath.deliver(row.id)
                played += 1
                if self.on_move:
                    self.on_move(last)
                self.say(self.t("bot-console-random-move", n=str(last.table.version - 1), name=user, move=move.id))
        finally:
            self.sink.quiet = False
        self.say(self.t("bot-console-random-done", n=played))
        if last is not None and last.announce:  # the last move's post, as the channel saw it
            version = last.table.version
            self.say(*self.sink.post_lines(await self.service.marked(last, version=version), version))
        elif last is not None:
            self.answer(last)

    # ---- user commands ----------------------------------------------------------------------------------------------
    async def user_help(self, user: str, args: list[str]) -> None:
        await self.cmd_help(args)

    async def user_create(self, user: str, args: list[str]) -> None:
        if not args:
            raise UsageError("bot-console-usage", usage=f"{user} create <game> [option=value ...]")
        options = parse_text(" ".join(args[1:]))
        if self.bots and "bots" not in options:  # plansza-console --bots N [--level L]: solo against computers
            options["bots"] = str(self.bots)
            if self.level and "level" not in options:
                options["level"] = self.level
        row = await self.service.create(guild_id=GUILD, channel_id=self.channel, user_id=user, name=user,
                                        game_id=args[0].lower(), options=options, lang=self.lang, seed=self.seed)
        self.say(self.t("bot-console-created", owner=user, game=present.game_title(row.game, self.lang),
                        options=self.options_text(row), table=str(row.id), channel=self.channel),
                 *hints.flag_lines(row, self.lang),
                 *("⚠ " + present.msg(self.lang, w)
                   for w in registry.get(row.game).presentation.option_warnings(row.options)))

    async def user_computer(self, user: str, args: list[str]) -> None:
        """``computer [level]``: a computer player takes a lobby seat; ``computer remove``: the last one leaves."""

        if len(args) > 1:
            raise UsageError("bot-console-usage", usage=f"{user} computer [easy|normal|hard|remove]")
        if args and args[0].lower() == "remove":
            row, name = await self.service.remove_computer(self.channel, user)
            self.say(self.t("bot-computer-removed", name=name, n=len(row.seats)))
            return
        row = await self.service.add_computer(self.channel, user, args[0].lower() if args else None)
        self.say(self.t("bot-computer-added", name=row.seats[-1].name, n=len(row.seats)))

    async def user_join(self, user: str, args: list[str]) -> None:
        self._no_args(user, "join", args)
        row = await self.service.join(self.channel, user, user)
        self.say(self.t("bot-joined", name=user, n=len(row.seats)))

    async def user_start(self, user: str, args: list[str]) -> None:
        self._no_args(user, "start", args)
        o = await self.service.start(self.channel, user)
        await self.aftermath.deliver(o.table.id)  # everybody's first secrets, then the table's first post
        await self.web_links(o.table)  # with --web: each seat's link to the table in the browser
        await self._computers(o.table.id)

    async def user_play(self, user: str, args: list[str]) -> None:
        if not args:
            raise UsageError("bot-console-usage", usage=f"{user} play <move>")
        o = await self.service.play(self.channel, user, " ".join(args))
        if self.on_move:
            self.on_move(o)
        await self.tell(o, note=self.standin_note(o, user))  # the seat taken back from a vacation stand-in

    async def user_show(self, user: str, args: list[str]) -> None:
        self._no_args(user, "show", args)
        row, state = await self._table()
        lines = [f"{present.game_title(row.game, self.lang)} #{row.id} ({self.channel}, v{row.version})",
                 present.status_line(row, state, self.lang, present.plain_names(row))]
        if row.status != "abandoned":
            path = self.public_image(row, state)
            if path:
                lines.append(path)
        self.say(*lines)

    async def user_hand(self, user: str, args: list[str]) -> None:
        """My secret (as a DM) and, when the game says what I am asked to do, my moves grouped by their first step
        (the console's picker: ``moves <prefix>`` narrows it down)."""
        self._no_args(user, "hand", args)
        row, state = await self._table()
        seat = row.seat_of(user)
        if seat is None:
            raise GameError("bot-err-not-seated")
        lines = self.private_lines(row, state, seat) if present.has_private(row, state, seat) else []
        lines = lines or [self.t("bot-no-private")]
        if row.status == "active" and state is not None:
            game = registry.get(row.game)
            moves = game.legal_moves(state, seat)
            if moves and game.presentation.prompt(state, seat, ()) is not None:
                lines += self.moves_lines(row, state, seat, user, moves, first_choice(moves))
        self.dm(user, lines)

    async def user_moves(self, user: str, args: list[str]) -> None:
        row, moves = await self.service.legal_moves(self.channel, user)
        if not moves:
            self.say(self.t("bot-no-moves"))
            return
        _, state = await self.service.table(self.channel, finished_too=False)
        seat = row.seat_of(user)
        if state is None or seat is None:  # (moves are only ever listed for a seat of a live game)
            raise GameError("bot-err-not-seated")
        self.say(*self.moves_lines(row, state, seat, user, moves, tuple(args)))

    def moves_lines(self, row: TableRow, state: dict, seat: int, user: str, moves: list[Move],
                    prefix: tuple[str, ...]) -> list[str]:
        """The moves starting with ``prefix``: all of them if few, else grouped by the next step (as the Discord
        picker offers them)."""
        name_of = present.plain_names(row)
        chosen = [m for m in moves if m.tokens[:len(prefix)] == prefix]
        if not chosen:  # not a refused move: a filter that matches none of them, and what they begin with
            starts = ", ".join(next_tokens(moves, ())[0][:MOVES_LISTED])
            raise UsageError("bot-console-moves-none", prefix=" ".join(prefix)[:50], starts=starts, user=user)
        game = registry.get(row.game)
        if len(chosen) <= MOVES_LISTED:  # every move whole, under the question they answer (as the chat asks it)
            question = game.presentation.prompt(state, seat, first_choice(chosen) if not prefix else prefix)
            head = self.t("bot-console-moves", n=len(chosen), name=user) if question is None else \
                self.t("bot-console-moves-many", n=len(chosen), name=user,
                       prompt=i18n.render(question, self.lang, name_of))
            return [head, *[f"  {m.id} — {i18n.render(m.label, self.lang, name_of)}" for m in chosen]]
        # too many to list: the choices for the next token, as the Discord buttons would offer them
        tokens, complete = next_tokens(chosen, prefix)
        ask = game.presentation.prompt(state, seat, prefix) or Msg("core-prompt-next")
        lines = [self.t("bot-console-moves-many", n=len(chosen), name=user,
                        prompt=i18n.render(ask, self.lang, name_of))]
        if complete:
            done = next(m for m in chosen if m.tokens == prefix)
            lines.append(f"  {done.id} — {i18n.render(done.label, self.lang, name_of)}")
        example = None
        for token in tokens:
            group = [m for m in chosen if len(m.tokens) > len(prefix) and m.tokens[len(prefix)] == token]
            if len(group) == 1:  # a single move: show it whole
                lines.append(f"  {group[0].id} — {i18n.render(group[0].label, self.lang, name_of)}")
                continue
            example = example or " ".join((*prefix, token))
            label = game.presentation.token_label(state, seat, prefix, token)
            lines.append("  " + self.t("bot-console-moves-group", prefix=" ".join((*prefix, token)), n=len(group),
                                       label=token if label is None else i18n.render(label, self.lang, name_of)))
        if example:
            lines.append(self.t("bot-console-moves-narrow", user=user, example=example))
        return lines

    async def user_mygames(self, user: str, args: list[str]) -> None:
        self._no_args(user, "mygames", args)
        games = await self.service.my_games(user)
        if not games:
            self.say(self.t("bot-my-games-empty"))
            return
        lines = []
        for g in games:
            row = g.row
            status = ("bot-my-games-lobby" if row.status == "lobby" else
                      "bot-my-games-your-turn" if g.mine else "bot-my-games-waiting")
            lines.append(self.t("bot-my-games-line", game=present.game_title(row.game, self.lang),
                                channel=row.channel_id, status=self.t(status)))
        self.say(*lines)

    @staticmethod
    def _no_args(user: str, name: str, args: list[str]) -> None:
        if args:
            raise UsageError("bot-console-usage", usage=f"{user} {name}")

    # ---- running many lines -----------------------------------------------------------------------------------------
    quit_asked = False  # a script or pipe said ``quit``: the console leaves at once, web table or not

    async def run_lines(self, lines: Iterable[str] | AsyncIterator[str], *, echo: bool = True,
                        strict: bool = False) -> int:
        """Run lines in order (from a list, or read as they come: :func:`lines_aside`) up to the end or a ``quit``
        line; the exit code: 1 if an ``expect`` failed (or, with ``strict``, any command)."""
        number = 0
        async for line in _each(lines):
            number += 1
            if line.strip().lower() in ("quit", "exit"):  # (with --web: leave now, not after Ctrl-C)
                self.quit_asked = True
                break
            if parse_line(line) is None:
                continue
            if echo:
                self.write(f"> {line.strip()}")
            ok = await self.execute(line)
            if not ok and strict:
                self.write(self.t("bot-console-strict-stop", line=str(number)))
                return 1
        return 1 if self.expect_failures else 0

    async def interact(self, read: Callable[[str], str], *, strict: bool = False, threaded: bool = False) -> int:
        """The interactive prompt (``read`` is ``input``); Ctrl-D or ``quit`` ends it. ``threaded``: ``read`` waits in
        a thread, so the event loop goes on meanwhile (the web table serves its pages)."""
        self.write(self.t("bot-console-intro"))
        while True:
            try:
                prompt = f"{self.channel}> "
                line = await read_aside(read, prompt) if threaded else read(prompt)
            except (EOFError, KeyboardInterrupt):
                self.write("")
                break
            if line.strip().lower() in ("quit", "exit"):
                break
            ok = await self.execute(line)
            if not ok and strict:
                return 1
        return 1 if self.expect_failures else 0


async def _never(_seconds: float) -> None:
    """The dispatcher's pause between two renewals of its claim: the console is the table's only process and
    delivers at once, so its claims need no renewing."""
    await asyncio.Event().wait()


async def read_aside(read: Callable[[str], str], prompt: str) -> str:
    """``read(prompt)`` in a daemon thread of its own, awaited: a prompt left waiting at Ctrl-C never holds the
    program's exit (an executor's thread would be waited for)."""
    loop = asyncio.get_running_loop()
    answer: asyncio.Future = loop.create_future()

    def settle(result=None, error: BaseException | None = None) -> None:
        if not answer.done():
            answer.set_exception(error) if error is not None else answer.set_result(result)

    def work() -> None:
        try:
            result, error = read(prompt), None
        except BaseException as exc:  # EOFError (Ctrl-D) and KeyboardInterrupt reach the prompt's loop
            result, error = None, exc
        with contextlib.suppress(RuntimeError):  # the program ended meanwhile (its loop is closed)
            loop.call_soon_threadsafe(settle, result, error)

    threading.Thread(target=work, name="plansza-prompt", daemon=True).start()
    return await answer


async def _each(lines: Iterable[str] | AsyncIterator[str]) -> AsyncIterator[str]:
    if isinstance(lines, AsyncIterator):
        async for line in lines:
            yield line
    else:
        for line in lines:
            yield line


async def lines_aside(reader) -> AsyncIterator[str]:
    """The lines of ``reader`` (a pipe), each read in a thread (:func:`read_aside`), so that the event loop serves
    the web table's pages while the pipe has nothing to say."""
    while True:
        line = await read_aside(lambda _prompt: reader.readline(), "")
        if not line:
            return
        yield line


def first_choice(moves: list[Move]) -> tuple[str, ...]:
    """The prefix of the first real choice: steps with a single possible token (e.g. the only verb ``pick``) are
    skipped, never up to a whole move."""
    prefix: tuple[str, ...] = ()
    while True:
        tokens, complete = next_tokens(moves, prefix)
        if complete or len(tokens) != 1 or not next_tokens(moves, (*prefix, tokens[0]))[0]:
            return prefix
        prefix = (*prefix, tokens[0])
