"""Load: many simulated players on many tables acting concurrently through the table service, for a bounded time.

Each table has one task per player; each player waits until it is pinged (it must act), looks at its offered moves
and plays one, as a Discord user would (a slash command per move, each with its own interaction id; now and then
Discord re-delivers an interaction, which must be reported as a duplicate). A finished table is replaced by a new
one in the same channel. Afterwards: no unexpected error, no lost or doubled move (every successful play is in the
log exactly once, and the log holds nothing else), every log replays to its snapshot; latencies are recorded
(printed, and written to ``load-latency.json`` in the test's temporary directory).
"""
from __future__ import annotations

import asyncio
import itertools
import json
import random
import time

from bot.ops.bench_games import random_options
from bot.store import Storage
from bot.tables import TableService, present
from games import registry
from games.core.errors import GameError
from tests.fuzz.common import GAME_IDS

TABLES = 24
DURATION = 6.0           # seconds of load
RENDER_SHARE = 0.05      # share of moves that also render the public picture (in a thread, as the bot does)
REDELIVER_SHARE = 0.05   # share of moves whose interaction is delivered twice
THINK = 0.02             # a player thinks up to this long (seconds) before playing


def percentile(values: list[float], p: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


class Load:
    def __init__(self, svc: TableService, seed: int):
        self.svc = svc
        self.rnd = random.Random(seed)
        self.ids = itertools.count(1)
        self.deadline = 0.0
        self.plays: dict[int, list[tuple[int, int, str]]] = {}   # table -> (n, seat, move) acknowledged
        self.latency: list[float] = []
        self.errors: list[str] = []
        self.stale = 0
        self.duplicates = 0
        self.renders = 0
        self.games = 0

    async def table(self, index: int) -> None:
        channel = f"load-{index}"
        while time.monotonic() < self.deadline:
            game = registry.get(GAME_IDS[(index + self.games) % len(GAME_IDS)])
            players = self.rnd.randint(game.min_players, game.max_players)
            users = [f"{channel}-g{self.games}-u{i}" for i in range(players)]
            try:
                await self.svc.create(guild_id="g", channel_id=channel, user_id=users[0], name="P0", game_id=game.id,
                                      options=random_options(game, self.rnd))
            except GameError:
                continue  # options this game refuses
            await asyncio.gather(*(self.svc.join(channel, u, f"P{i}") for i, u in enumerate(users) if i))
            try:
                o = await self.svc.start(channel, users[0])
            except GameError:
                await self.svc.abandon(channel, users[0])
                continue
            self.games += 1
            self.plays[o.table.id] = []
            turn = Turn(o.actors)
            await asyncio.gather(*(self.player(channel, u, o.table.id, turn) for u in users))
            if (await self.svc.db.table(o.table.id, with_state=False)).status == "active":
                await self.svc.abandon(channel, users[0])  # time is up mid-game

    async def player(self, channel: str, user: str, table_id: int, turn: Turn) -> None:
        """Wait to be pinged (an actor after the last move), look at the offered moves, think a little, play one."""
        seat = None
        while time.monotonic() < self.deadline:
            if seat is not None:
                await turn.wait(seat, self.deadline)
                if turn.over or time.monotonic() > self.deadline:
                    return
            row, moves = await self.svc.legal_moves(channel, user)
            assert row.id == table_id
            seat = row.seat_of(user)
            if seat not in row.actors or not moves:
                continue
            await asyncio.sleep(self.rnd.uniform(0, THINK))
            move = self.rnd.choice(moves).id
            interaction = f"i{next(self.ids)}"
            t0 = time.perf_counter()
            try:
                o = await self.svc.play(channel, user, move, interaction_id=interaction)
            except GameError as err:
                fresh = await self.svc.db.table(table_id, with_state=False)
                if fresh.version != row.version:  # another player moved in between (simultaneous turns): stale
                    self.stale += 1
                    continue
                self.errors.append(f"{row.game} {move!r} refused on an unchanged table: {err.key} {err.params}")
                return
            self.latency.append(time.perf_counter() - t0)
            assert not o.duplicate
            self.plays[table_id].append((o.table.version - 1, seat, move))  # move n takes version n to n+1
            await turn.moved(o.actors, o.finished)
            if self.rnd.random() < REDELIVER_SHARE:
                again = await self.svc.play(channel, user, move, interaction_id=interaction)
                assert again.duplicate and again.table.id == table_id
                self.duplicates += 1
            if self.rnd.random() < RENDER_SHARE:
                await present.public_png_async(o.table, o.state)
                self.renders += 1
            if o.finished:
                return


class Turn:
    """The "ping": who must act on one table now; players wait on it instead of polling."""

    def __init__(self, actors: list[int]):
        self.actors = set(actors)
        self.over = False
        self.cond = asyncio.Condition()

    async def wait(self, seat: int, deadline: float) -> None:
        """Until ``seat`` must act, the game is over, or time is up."""
        async with self.cond:
            try:
                await asyncio.wait_for(self.cond.wait_for(lambda: seat in self.actors or self.over),
                                       max(0.0, deadline - time.monotonic()))
            except TimeoutError:
                pass

    async def moved(self, actors: list[int], over: bool) -> None:
        async with self.cond:
            self.actors, self.over = set(actors), over
            self.cond.notify_all()


async def test_many_players_on_many_tables_lose_and_double_nothing(tmp_path):
    db = await Storage(str(tmp_path / "load.sqlite3")).open()
    try:
        svc = TableService(db, seed_source=itertools.count(1000).__next__)
        load = Load(svc, seed=7)
        load.deadline = time.monotonic() + DURATION
        started = time.perf_counter()
        await asyncio.gather(*(load.table(i) for i in range(TABLES)))
        elapsed = time.perf_counter() - started
        assert not load.errors, load.errors[:5]

        total = 0
        for table_id, plays in load.plays.items():
            logged = [(m["n"], m["seat"], m["move"]) for m in await db.moves(table_id)]
            assert sorted(plays) == logged, f"table {table_id}: acknowledged plays and the log differ"
            row = await db.table(table_id, with_state=False)
            assert row.version == len(logged) + 1
            assert await svc.verify(table_id)
            total += len(logged)
        async with db.db.execute("SELECT COUNT(*) FROM moves") as cur:
            assert (await cur.fetchone())[0] == total, "the log holds moves nobody acknowledged"

        report = {"tables": TABLES, "games": load.games, "moves": total, "seconds": round(elapsed, 2),
                  "moves_per_s": round(total / elapsed, 1), "stale": load.stale, "duplicates": load.duplicates,
                  "renders": load.renders,
                  "latency_ms": {p: round(1000 * percentile(load.latency, q), 2)
                                 for p, q in (("p50", 50), ("p95", 95), ("p99", 99), ("max", 100))}}
        (tmp_path / "load-latency.json").write_text(json.dumps(report, indent=2))
        print("load:", json.dumps(report))
        assert total > 500 and load.games > TABLES and load.duplicates > 0, report
    finally:
        await db.close()
