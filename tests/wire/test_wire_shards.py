"""Two bot processes on one PostgreSQL database, each running one of two Discord shards of the stand-in (issue 17).

Presses on the same tables arrive at both processes at once (as a player's DM press reaches shard 0 while the
table's server is on shard 1); the process of shard 1 is SIGKILLed at random moments and started again. Then:
- no move applied twice: a table moves by exactly the presses in its log, each press at most once, and every
  table's log replays to its snapshot with contiguous move numbers;
- no move lost: every press that was announced in the channel is in the log, and play goes on after each kill
  (a killed process left no table locked);
- every reminder fired once: after the last move each waiting player gets exactly one reminder message, also when
  the process that claimed it died before posting it (its lease runs out, the other process posts it, and a post
  repeated with the same nonce stays one message).
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
from tests.fake_discord import FakeDiscord
from tests.fake_discord.components_v2 import said
from tests.support.processes import stop_bot
from tests.support.soak import record, scale

ROOT = Path(__file__).resolve().parents[2]
ROUNDS = scale("SHARD_ROUNDS", 30)  # CI size; plansza-soak runs it larger
KILLS = scale("SHARD_KILLS", 3)
TABLES = 3
REMIND_AFTER = 2.5  # seconds from a turn's start to its reminder


class BotProcess:
    """``python -m bot --shards N --shard-count 2`` against the stand-in and the shared database."""

    def __init__(self, fake: FakeDiscord, url: str, shard: int, log: Path):
        self.fake, self.url, self.shard, self.log = fake, url, shard, log
        self.proc: asyncio.subprocess.Process | None = None
        self.kills = 0

    async def start(self) -> None:
        env = {**os.environ, **self.fake.env(), "DATABASE_URL": self.url, "PYTHONUNBUFFERED": "1",
               "PLANSZA_REMINDER_AFTER_HOURS": str(REMIND_AFTER / 3600), "PLANSZA_REMINDER_MAX": "1",
               "PLANSZA_REMINDER_CHECK_SECONDS": "1", "PLANSZA_TURN_DEADLINE_HOURS": "0",
               "PLANSZA_TIMER_LEASE_SECONDS": "2", "PLANSZA_RENDER_WORKERS": "1", "PLANSZA_RATE_PER_SECOND": "0",
               "PLANSZA_CREATE_COOLDOWN_SECONDS": "0", "PLANSZA_LOG_LEVEL": "WARNING"}
        with open(self.log, "a") as log:  # a file, never a pipe nobody reads (a full pipe blocks the bot)
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot", "--shards", str(self.shard), "--shard-count", "2", cwd=ROOT, env=env,
                stdout=log, stderr=log)
        await self.fake.wait_for(lambda: self.connected() or self.proc.returncode is not None, timeout=60)
        assert self.proc.returncode is None, self.log.read_text()[-3000:]

    def connected(self) -> bool:
        return any(s.identified and s.shard[0] == self.shard and not s.ws.closed for s in self.fake.sessions)

    async def kill(self) -> None:
        self.proc.kill()  # SIGKILL: no clean-up of any kind
        await self.proc.wait()
        self.kills += 1
        await self.fake.changed()
        await self.fake.wait_for(lambda: not self.connected(), timeout=10)

    async def stop(self) -> str:
        return await stop_bot(self.proc, self.log)


async def test_two_processes_two_shards_one_database_sigkills(pg_url, tmp_path):
    fake = await FakeDiscord(heartbeat_interval=0.5).start()
    home = fake.add_guild("shard 1", shard=(1, 2))        # the tables' server: its events go to shard 1
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    fake.add_member(home, alice)
    fake.add_member(home, bob)
    channels = [fake.add_text_channel(home, f"stol-{i}") for i in range(TABLES)]
    a, b = BotProcess(fake, pg_url, 0, tmp_path / "shard0.log"), BotProcess(fake, pg_url, 1, tmp_path / "shard1.log")
    db = await Storage(pg_url).open()
    rnd = random.Random(20261126)
    stats = {"rounds": 0, "double_presses": 0, "applied": 0, "both_applied": 0, "kills": 0, "games": TABLES}
    try:
        await a.start()
        await b.start()
        await fake.wait_for(lambda: "play" in {c["name"] for c in fake.commands.get("global", [])}, timeout=30)
        for ch in channels:
            for cmd, user in (("create", alice), ("join", bob), ("start", alice)):
                done = await fake.slash(cmd, user=user, channel=ch, options={"game": "dragons"} if cmd == "create"
                                        else None)
                await fake.wait_for(lambda done=done: done.acknowledged and (done.followups or done.original_id),
                                    timeout=30)
        # the test's own service (it opens a new game where one ended) gives clocks as the bots do
        svc = TableService(db, Settings(create_cooldown=0, live_tables_base=10**6, reminder_after=REMIND_AFTER,
                                        reminder_max=1))
        game = registry.get("dragons")
        users = {str(alice): alice, str(bob): bob}
        stop = asyncio.Event()
        killer = asyncio.create_task(_keep_killing(b, rnd, stats, stop))  # at random moments, all along
        # the reminders each channel showed when its latest turn began: a slow round (a loaded machine, a restart)
        # may rightly remind a player of an earlier turn; the check at the end counts the last turn's alone
        before: dict[int, set[str]] = {}
        n = 0
        while n < ROUNDS or stats["kills"] < KILLS:  # presses go on until both counts are reached
            n += 1
            ch = channels[n % TABLES]
            row, state = await svc.table(str(ch))
            if row.status != "active":  # a finished game: a new one at the same channel (as players would)
                await svc.create(guild_id=str(home), channel_id=str(ch), user_id=str(alice), name="alice",
                                 game_id="dragons")
                await svc.join(str(ch), str(bob), "bob")
                await svc.start(str(ch), str(alice))
                stats["games"] += 1
                before[ch] = {m["id"] for u in users.values() for m in _reminders(fake, ch, u)}
                continue
            seat = sorted(game.actors(state))[0]
            move = rnd.choice(game.legal_moves(state, seat)).id
            user = users[row.user_of(seat)]
            # the same press reaches both processes at once: through shard 0 (a DM) and shard 1 (the server)
            # a press sent while shard 1's process is dead (or not yet connected again) never reaches the bot:
            # Discord shows the player "the interaction failed" and they press again
            sent = {0: (0, True), 1: (b.kills, b.connected())}
            presses = await asyncio.gather(*(fake.slash("play", user=user, channel=ch, options={"move": move},
                                                         shard=s) for s in (0, 1)))
            await fake.wait_for(lambda sent=sent, presses=presses: all(
                _final(fake, p) or (s == 1 and (b.kills != sent[1][0] or not sent[1][1]))
                for s, p in enumerate(presses)), timeout=30)
            before[ch] = {m["id"] for u in users.values() for m in _reminders(fake, ch, u)}
            after = await db.table(row.id, with_state=False)
            logged = [m["interaction_id"] for m in await db.moves(row.id, after=row.version - 1)]
            # each press applied at most once, and nothing else: the table moved by exactly the presses it logged
            assert sorted(logged) == sorted({str(p.id) for p in presses} & set(logged))
            assert after.version - row.version == len(logged)
            for p in presses:  # an announced move is in the log: not lost
                assert not p.followups or str(p.id) in logged, "an announced move is missing"
            stats["rounds"] += 1
            stats["double_presses"] += 1
            stats["applied"] += len(logged)
            stats["both_applied"] += len(logged) == 2  # the same pick, still legal after the first (a new step)
            if killer.done():
                killer.result()  # its failure, if any
        stop.set()
        await killer
        # the tables' logs: contiguous, replaying to their snapshots
        for table_id in range(1, await db.count_tables() + 1):
            row = await db.table(table_id, with_state=False)
            moves = await db.moves(row.id)
            assert [m["n"] for m in moves] == list(range(1, len(moves) + 1))
            assert row.version == len(moves) + 1 and await svc.verify(row.id)
        # a reminder per waiting player, fired once, also when its claimant dies before posting
        waiting = {}
        for ch in channels:
            row, state = await svc.table(str(ch))
            if row.status == "active":
                waiting[ch] = [users[row.user_of(s)] for s in sorted(game.actors(state))]
        await _kill_and_restart(b, 2.6, stats)  # around the moment they fall due (2.5 s after each turn began)
        def last_turns(ch, u):
            return [m for m in _reminders(fake, ch, u) if m["id"] not in before.get(ch, set())]

        await fake.wait_for(lambda: all(len(last_turns(ch, u)) >= 1 for ch, us in waiting.items() for u in us),
                            timeout=60)
        await fake.settle(quiet=3.5, timeout=30)  # more than a lease and a few passes of both clocks
        for ch, us in waiting.items():
            for u in us:
                assert len(last_turns(ch, u)) == 1, (ch, u, [(said(m), m.get("nonce")) for m in last_turns(ch, u)])
        stats["reminders"] = sum(len(us) for us in waiting.values())
        stats["reposted_after_a_death"] = sum(1 for n in fake.nonce_posts.values() if n > 1)
    finally:
        await db.close()
        outputs = [await p.stop() for p in (a, b) if p.proc is not None]
        await fake.stop()
    for out in outputs:
        assert "Traceback" not in out, out[-3000:]
    record("shards", **stats)
    print(f"two processes, two shards: {stats}")
    assert stats["kills"] >= KILLS and stats["applied"] >= ROUNDS // 2


def _reminders(fake: FakeDiscord, channel: int, user: int) -> list[dict]:
    return [m for m in fake.channel_messages(channel, public_only=True)
            if f"<@{user}>" in said(m) and "waiting for you" in said(m)]


async def _keep_killing(proc: BotProcess, rnd: random.Random, stats: dict, stop: asyncio.Event) -> None:
    """SIGKILL shard 1's process at random moments (mid-move, mid-post, idle) and start it again, until ``stop``."""
    while not stop.is_set():
        await _kill_and_restart(proc, rnd.uniform(0.1, 0.9), stats)


async def _kill_and_restart(proc: BotProcess, after: float, stats: dict) -> None:
    await asyncio.sleep(after)  # a random moment in real time: the other process is working meanwhile
    await proc.kill()
    stats["kills"] += 1
    await proc.start()


def _final(fake: FakeDiscord, press) -> bool:
    """The press was answered for good: its deferred answer edited (a refusal, a duplicate, the mover's note)."""
    msg = fake.messages.get(press.original_id) if press.original_id is not None else None
    return msg is not None and bool(said(msg))
