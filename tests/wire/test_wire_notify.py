"""Messages under faults, through the real bot and the Discord stand-in (issue 25, the wire half of the ``notify``
proof of ``plansza-soak``): whole games of all five games are played with slash commands while the bot process
(``python -m bot``) is SIGKILLed, at random moments and in the middle of sending a message (before Discord took it,
and after it did but before the bot heard back), and the stand-in answers a share of the message requests with a
rate limit (429 with ``retry_after``), a server error (500, which discord.py retries itself; 503, which it does not)
or a dropped connection (before or after carrying the request out). Each death is followed by a restart.

Counted as players see them, from the stand-in's messages: every message the outbox owes (posts, lines, DMs,
reminders) must be there (``lost``: owed and never seen), once (``doubled``: two messages for one nonce, which
Discord would show only when a resend comes after its nonce window), and each table's channel in the outbox's order.
CI-sized on both engines; ``plansza-soak --only notify`` runs it larger.
"""
from __future__ import annotations

import asyncio
import os
import random
import sys
from pathlib import Path

from bot.store import Storage
from bot.tables import Settings, TableService
from games import registry
from games.core.errors import GameError
from tests.fake_discord import FakeDiscord
from tests.fake_discord.components_v2 import said
from tests.support.engines import backend  # noqa: F401  (both engines)
from tests.support.processes import stop_bot
from tests.support.soak import record, scale

ROOT = Path(__file__).resolve().parents[2]
KILLS = scale("NOTIFY_WIRE_KILLS", 2)       # deaths of the bot process (plansza-soak runs 100)
ERRORS = scale("NOTIFY_WIRE_ERRORS", 20)    # injected chat errors (plansza-soak runs 1,000)
MOVES = scale("NOTIFY_WIRE_MOVES", 24)      # moves at least
RATE = scale("NOTIFY_WIRE_RATE_PCT", 20) / 100  # the share of message requests answered with an error
# tables of each game played at once: a table whose message waits for a retry waits, the others play on
# (plansza-soak plays three of each, so that the goal scale fits in an afternoon)
TABLES = scale("NOTIFY_WIRE_TABLES", 1)
# deaths per press, so that both counts are reached together (a press sends about 1.5 message requests)
DEATHS = min(0.5, 1.5 * RATE * KILLS / max(1, ERRORS))
GAMES = tuple(registry.shipped())
NONCE_WINDOW = 300.0   # seconds Discord keeps a nonce ("a few minutes")
LEASE = 3.0            # the bot's outbox lease here (20 s in production): a dead process's claims lapse sooner
FAULTS = ("429", "500", "503", "drop", "drop-after")


class Bot:
    """The bot process through its real entry point, on the test's database, restarted after every death."""

    def __init__(self, fake: FakeDiscord, db_env: dict, log: Path):
        self.fake, self.db_env, self.log = fake, db_env, log
        self.proc: asyncio.subprocess.Process | None = None
        self.generation = 0    # one more at every start: a press sent to an earlier one may never be answered
        self.kills = 0

    async def start(self) -> None:
        env = {**os.environ, **self.fake.env(), **self.db_env, "PYTHONUNBUFFERED": "1",
               "PLANSZA_OUTBOX_CHECK_SECONDS": "0.5", "PLANSZA_OUTBOX_LEASE_SECONDS": str(LEASE),
               "PLANSZA_REMINDER_AFTER_HOURS": str(4 / 3600), "PLANSZA_REMINDER_MAX": "1",
               "PLANSZA_REMINDER_CHECK_SECONDS": "1", "PLANSZA_TURN_DEADLINE_HOURS": "0",
               "PLANSZA_TIMER_LEASE_SECONDS": "2", "PLANSZA_RENDER_WORKERS": "1", "PLANSZA_RATE_PER_SECOND": "0",
               "PLANSZA_CREATE_COOLDOWN_SECONDS": "0", "PLANSZA_LIVE_TABLES_BASE": "1000",
               "PLANSZA_LOG_LEVEL": "WARNING"}
        with open(self.log, "a") as log:  # a file, never a pipe nobody reads
            self.proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", cwd=ROOT, env=env,
                                                             stdout=log, stderr=log)
        self.generation += 1
        await self.fake.wait_for(lambda: self.connected() or self.proc.returncode is not None, timeout=60)
        assert self.proc.returncode is None, self.log.read_text()[-3000:]

    def connected(self) -> bool:
        return any(s.identified and not s.ws.closed for s in self.fake.sessions)

    def kill(self) -> None:
        """SIGKILL, now (also from inside a request the stand-in is answering): no clean-up of any kind."""
        if self.proc is not None and self.proc.returncode is None and not self.dead:
            self.proc.kill()
            self.dead = True
            self.kills += 1

    dead = False

    async def ensure_running(self) -> None:
        """After a death: the process reaped, its gateway session gone, a new process started."""
        if self.proc is not None and (self.dead or self.proc.returncode is not None):
            await self.proc.wait()
            await self.fake.changed()
            await self.fake.wait_for(lambda: not self.connected(), timeout=15)
            self.dead = False
            await self.start()

    async def stop(self) -> str:
        return await stop_bot(self.proc, self.log)


class Chaos:
    """The stand-in's faults: a share of the message requests (posts, edits, DMs) answered with an error or cut off,
    and some of them the moment the bot dies."""

    def __init__(self, bot: Bot, rnd: random.Random, *, rate: float, kill_rate: float):
        self.bot, self.rnd, self.rate, self.kill_rate = bot, rnd, rate, kill_rate
        self.errors = 0
        self.by_kind: dict[str, int] = {}
        self.mid_send_kills = 0

    def __call__(self, method: str, parts: list[str], body) -> str | None:
        message = (parts[0] == "channels" and "messages" in parts and method in ("POST", "PATCH")) or \
            parts[:3] == ["users", "@me", "channels"]
        if not message or self.bot.dead:
            return None
        if self.bot.kills < KILLS and self.rnd.random() < self.kill_rate:
            # the bot dies while Discord takes the message ("drop-after") or before it does ("drop")
            kind = self.rnd.choice(("drop", "drop-after"))
            self.bot.kill()
            self.mid_send_kills += 1
            return kind
        if self.errors < ERRORS and self.rnd.random() < self.rate:
            kind = self.rnd.choice(FAULTS)
            self.errors += 1
            self.by_kind[kind] = self.by_kind.get(kind, 0) + 1
            return kind
        return None


async def test_every_message_once_through_the_stand_in_under_deaths_and_errors(backend, db_target, tmp_path):  # noqa: F811
    fake = await FakeDiscord(heartbeat_interval=0.5).start()
    fake.nonce_window = NONCE_WINDOW
    guild = fake.add_guild("notify")
    users = [fake.add_user(f"gracz{i}") for i in range(4)]
    for u in users:
        fake.add_member(guild, u)
    channels = {fake.add_text_channel(guild, f"stol-{gid}-{k + 1}"): gid for gid in GAMES for k in range(TABLES)}
    db_env = {"DATABASE_URL": db_target} if backend == "postgres" else {"PLANSZA_DB_PATH": db_target}
    bot = Bot(fake, db_env, tmp_path / "bot.log")
    rnd = random.Random(f"notify-wire-{backend}")
    chaos = Chaos(bot, rnd, rate=RATE, kill_rate=0.3 * DEATHS)
    db = await Storage(db_target).open()
    svc = TableService(db, Settings(create_cooldown=0, live_tables_base=10**6))
    moves = presses = random_kills = 0
    try:
        await bot.start()
        await fake.wait_for(lambda: "play" in {c["name"] for c in fake.commands.get("global", [])}, timeout=30)
        fake.fault = chaos
        loop = asyncio.get_running_loop()
        timers: list[asyncio.TimerHandle] = []
        while moves < MOVES or bot.kills < KILLS or chaos.errors < ERRORS:
            presses += 1
            assert presses < 40 * (MOVES + KILLS + ERRORS), "the games do not move"
            await bot.ensure_running()
            # players act once they were told: only at a table whose messages went out (a table waiting for a
            # retry waits; the others play on)
            told = [ch for ch in sorted(channels) if await _caught_up(svc, db, ch)]
            if not told:
                await _next_request(fake, LEASE)
                continue
            if bot.kills < KILLS and rnd.random() < 0.6 * DEATHS:  # a death at a random moment of the next press
                gen = bot.generation
                timers.append(loop.call_later(rnd.uniform(0.0, 0.6),
                                              lambda gen=gen: bot.generation == gen and bot.kill()))
                random_kills += 1
            channel = rnd.choice(told)
            cmd, user, options = await _next_press(svc, channel, channels[channel], users, rnd)
            gen = bot.generation
            press = await fake.slash(cmd, user=user, channel=channel, options=options)
            await fake.wait_for(lambda press=press, gen=gen: _answered(fake, press) or bot.dead
                                or bot.generation != gen or bot.proc.returncode is not None, timeout=60)
            moves += cmd == "play" and _answered(fake, press)
        # the chat calms down and the bot lives on: everything owed goes out
        for timer in timers:
            timer.cancel()
        fake.fault = None
        for _ in range(200):
            await bot.ensure_running()
            if not await db.pending_outbox():
                break
            await _next_request(fake, LEASE + 5)
        await fake.settle(quiet=1.0, timeout=30)
        figures = await _count(db, fake)
    finally:
        await db.close()
        out = await bot.stop()
        await fake.stop()
    figures.update(engine=backend, kills=bot.kills, mid_send_kills=chaos.mid_send_kills, random_kills=random_kills,
                   errors=chaos.errors, **{f"errors_{k}": n for k, n in sorted(chaos.by_kind.items())}, moves=moves)
    print(f"\nnotify through the stand-in ({backend}): {figures}")
    record("notify_wire", **figures)
    assert "Traceback" not in out, out[-4000:]
    assert figures["lost"] == 0 and figures["doubled"] == 0 and figures["out_of_order"] == 0, figures
    assert figures["kills"] >= KILLS and figures["errors"] >= ERRORS


async def _next_press(svc, channel: int, gid: str, users: list[int], rnd: random.Random):
    """What the players do next at ``channel``: open a game, join it, start it, or make a move of a seat that may."""
    game = registry.get(gid)
    try:
        row, state = await svc.table(str(channel))
    except GameError:
        row = state = None
    if row is None or row.status not in ("lobby", "active"):
        return "create", users[0], {"game": gid}
    if row.status == "lobby":
        need = max(2, game.min_players)
        if len(row.seats) < need:
            return "join", users[len(row.seats)], None
        return "start", users[0], None
    seat = rnd.choice(sorted(game.actors(state)))
    move = rnd.choice(game.legal_moves(state, seat)).id
    return "play", int(row.user_of(seat)), {"move": move}


async def _caught_up(svc, db, channel: int) -> bool:
    """The channel's table (if any) owes no message: its players were told of the last change."""
    try:
        row, _ = await svc.table(str(channel))
    except GameError:
        return True
    return not await db.pending_outbox(row.id)


async def _next_request(fake: FakeDiscord, timeout: float) -> None:
    """Wait for the bot's next request to the stand-in (or ``timeout`` seconds)."""
    seen = len(fake.requests)
    try:
        await fake.wait_for(lambda: len(fake.requests) > seen, timeout=timeout)
    except AssertionError:
        if fake.errors or fake.bot_errors:
            raise


def _answered(fake: FakeDiscord, press) -> bool:
    """The press was answered for good: a message at once, or a deferred answer edited or followed up."""
    if not press.callbacks:
        return False
    if any(c["type"] in (4, 7) for c in press.callbacks):
        return True
    msg = fake.messages.get(press.original_id) if press.original_id is not None else None
    return bool(press.followups) or (msg is not None and bool(said(msg)))


async def _count(db, fake: FakeDiscord) -> dict:
    """Messages owed (outbox rows), delivered, lost, doubled and out of order, as players see them."""
    rows = await db.engine.fetchall("SELECT id, table_id, kind, result, done_at FROM outbox ORDER BY id")
    delivered = quiet = edited = 0
    lost = []
    for mid, _table, _kind, result, done_at in rows:
        nonce = f"o{mid}"
        if nonce in fake.nonce_messages:
            delivered += 1
        elif done_at is not None and result == "sent:":
            quiet += 1     # nothing for the players to see (a move with no public line)
        elif done_at is not None and (result or "").startswith("sent:") and \
                int(result.split(":", 1)[1]) in fake.messages:
            edited += 1    # a choices' progress line, edited in place
        else:
            lost.append((mid, result))
    doubled = sum(len(ids) - 1 for ids in fake.nonce_messages.values())
    out_of_order, swapped = 0, []
    for cid, ch in fake.channels.items():
        if ch["type"] != 0:
            continue
        ids = [int(m["nonce"][1:]) for m in fake.channel_messages(cid) if str(m.get("nonce") or "").startswith("o")]
        pairs = [(a, b) for a, b in zip(ids, ids[1:], strict=False) if b < a]
        out_of_order += len(pairs)
        swapped += pairs
    return {"owed": len(rows), "delivered": delivered + edited, "quiet": quiet, "lost": len(lost),
            "lost_ids": lost[:10], "doubled": doubled, "out_of_order": out_of_order, "swapped": swapped[:10]}
