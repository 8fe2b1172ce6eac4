"""``plansza-bench --load``: sustained load through the table service, with pictures, on each engine.

For SQLite (a temp file) and PostgreSQL (``--database-url``: a server with its durable defaults, as in production;
without it PostgreSQL is skipped), with 1 and 2 render workers: 60 simulated tables of every game play through
``TableService.play``, each completed turn drawing its channel picture in the render pool as the bot does. Moves
arrive at random at a fixed rate (a Poisson stream, as presses from many players do), level after level (10, 20,
... a second), each for a fixed time; per level it prints the moves per second answered and the p50/p95 time from a
press to its answer with its picture. The figure that counts is the highest rate whose p95 stays under 150 ms, and
its scaling from 1 to 2 render workers.

It also measures a move's commit against the engine's floor: a bare insert of the same move row, committed.
"""
from __future__ import annotations

import asyncio
import itertools
import json
import random
import tempfile
import time
from pathlib import Path

from bot.ops.bench_storage import our_commits, stats
from games import registry

P95_LIMIT_MS = 150.0
GAMES = tuple(registry.shipped())


async def new_table(svc, channel: str, game_id: str) -> None:
    from games import registry

    game = registry.get(game_id)
    await svc.create(guild_id="bench", channel_id=channel, user_id=f"{channel}-0", name="A", game_id=game_id)
    for i in range(1, max(2, game.min_players)):
        await svc.join(channel, f"{channel}-{i}", f"P{i}")
    await svc.start(channel, f"{channel}-0")


class Tables:
    """The simulated tables: ``count`` of them, the games in turn; a table plays one move at a time (a finished game
    is followed by a new one), and each completed turn draws its channel picture as the bot does."""

    def __init__(self, svc, count: int, seed: int):
        self.svc, self.count, self.seed = svc, count, seed
        self.idle: list[list] = []  # [channel, game id, row, state]
        self.rnd = random.Random(seed)

    async def open(self) -> None:
        for i in range(self.count):
            channel, game_id = f"load-{self.seed}-{i}", GAMES[i % len(GAMES)]
            await new_table(self.svc, channel, game_id)
            row, state = await self.svc.table(channel)
            self.idle.append([channel, game_id, row, state])

    async def move(self, table: list) -> None:
        from bot.tables import present
        from games import registry

        channel, game_id, row, state = table
        if row.status != "active":  # a finished game: the next one at a new table
            channel = f"{channel}-{row.id}"
            await new_table(self.svc, channel, game_id)
            row, state = await self.svc.table(channel)
        game = registry.get(game_id)
        seat = self.rnd.choice(sorted(game.actors(state)))  # the players choose from what their last answer showed
        outcome = await self.svc.play(channel, row.user_of(seat), self.rnd.choice(game.legal_moves(state, seat)).id)
        if outcome.turn_done:
            await present.public_png_async(outcome.table, outcome.state)
        table[:] = [channel, game_id, outcome.table, outcome.state]


async def run_level(tables: Tables, rate: float, seconds: float) -> dict:
    """Moves arrive at random (a Poisson stream of ``rate`` a second) at idle tables, for ``seconds``: the time from
    each arrival to its answer (the move and its picture)."""
    latencies: list[float] = []
    running: set[asyncio.Task] = set()
    rnd = random.Random(int(rate * 1000))

    async def one(table: list, arrived: float) -> None:
        try:
            await tables.move(table)
            latencies.append(time.perf_counter() - arrived)
        finally:
            tables.idle.append(table)

    started = time.perf_counter()
    due = started
    dropped = 0
    while due < started + seconds:
        due += rnd.expovariate(rate)
        await asyncio.sleep(max(0.0, due - time.perf_counter()))
        if not tables.idle:  # every table busy: the arrival waits for none (counted, it means overload)
            dropped += 1
            continue
        task = asyncio.create_task(one(tables.idle.pop(rnd.randrange(len(tables.idle))), due))
        running.add(task)
        task.add_done_callback(running.discard)
    await asyncio.gather(*running)
    elapsed = time.perf_counter() - started
    st = stats(latencies)
    return {"offered_per_s": rate, "moves_per_s": round(len(latencies) / elapsed, 1), "p50_ms": st["p50"],
            "p95_ms": st["p95"], "moves": len(latencies), "no_idle_table": dropped}


async def run_engine(target: str, workers: int, rates: list[float], seconds: float, tables: int = 60) -> dict:
    from bot.store import Storage
    from bot.tables import Settings, TableService, present
    from bot.tables.render_pool import RenderPool

    pool = await asyncio.to_thread(RenderPool(workers).start)
    present.use_render_pool(pool)
    db = await Storage(target).open()
    try:
        svc = TableService(db, Settings(create_cooldown=0, live_tables_base=10**6),
                           seed_source=itertools.count(1).__next__)
        playing = Tables(svc, tables, seed=workers)
        await playing.open()
        await run_level(playing, rates[0], min(2.0, seconds))  # warm-up: imports, caches, the first pictures
        out = []
        for rate in rates:
            level = await run_level(playing, rate, seconds)
            out.append(level)
            if level["p95_ms"] is None or level["p95_ms"] > P95_LIMIT_MS:
                break  # past the limit: a higher rate only queues longer
        ok = [lv for lv in out if lv["p95_ms"] is not None and lv["p95_ms"] <= P95_LIMIT_MS]
        return {"levels": out, "best_moves_per_s": max((lv["moves_per_s"] for lv in ok), default=0.0)}
    finally:
        await db.close()
        present.use_render_pool(None)
        pool.close()


async def commit_floor(target: str, samples: int, game_id: str | None = None) -> dict:
    """A move's commit (``Storage.commit_move``: the guarded snapshot, the move row, the turn clocks, the deadline)
    against the engine's floor: a bare insert of the same move row, committed on its own, as durably; in the
    longest game by default (its states are the biggest)."""
    from bot.ops.bench_games import biggest_setup, longest_game, playout
    from bot.store import Storage
    from games import registry

    game_id = game_id or longest_game()
    game = registry.get(game_id)
    players, options, state = biggest_setup(game)
    trail: list = []
    playout(game, state, random.Random(5), limit=40, on_step=lambda b, s, m, a, e: trail.append((a, e)))
    after, events = trail[-1] if trail else (state, [])
    state_json, events_json = json.dumps(after), [e.to_json() for e in events]
    ours = await our_commits(target, game, players, options, state_json, events_json, samples, "FULL")
    db = await Storage(target).open()
    try:
        raw = await _bare_inserts(db, samples, json.dumps(events_json, ensure_ascii=False))
    finally:
        await db.close()
    r, o = stats(raw), stats(ours)
    return {"raw_insert_ms": r, "commit_ms": o, "ratio": round(o["p50"] / r["p50"], 2) if r["p50"] else None,
            "snapshot_kb": round(len(state_json) / 1024, 1)}


async def _bare_inserts(db, samples: int, payload: str) -> list[float]:
    """The floor: one row like a move's, inserted and committed alone from the event loop through the engine's
    driver at its most direct (SQLite: one call on aiosqlite's connection thread, WAL + synchronous=FULL like ours;
    PostgreSQL: one asyncpg statement in autocommit on a pooled connection)."""
    out = []
    create = ("CREATE TABLE bench_moves (table_id BIGINT NOT NULL, n INTEGER NOT NULL, seat INTEGER, move TEXT, "
              "events TEXT, interaction_id TEXT, created_at DOUBLE PRECISION, PRIMARY KEY (table_id, n))")
    if db.dialect == "postgres":
        async with db.engine.pool.acquire() as con:
            await con.execute(create)
            for n in range(samples):
                t0 = time.perf_counter()
                await con.execute("INSERT INTO bench_moves VALUES ($1,$2,$3,$4,$5,$6,$7)", 1, n, 0, "draw", payload,
                                  f"i{n}", time.time())
                out.append(time.perf_counter() - t0)
        return out
    con = db.engine.db  # the same aiosqlite connection (and its thread) the bot's commits go through

    def insert(n: int) -> None:
        raw = con._conn
        raw.execute("BEGIN IMMEDIATE")
        raw.execute("INSERT INTO bench_moves VALUES (?,?,?,?,?,?,?)", (1, n, 0, "draw", payload, f"i{n}",
                                                                      time.time()))
        raw.execute("COMMIT")

    await con.execute(create)
    for n in range(samples):
        t0 = time.perf_counter()
        await con._execute(insert, n)
        out.append(time.perf_counter() - t0)
    return out


async def _fresh(folder: Path, name: str, server: str | None) -> str:
    """A new, empty database: a SQLite file in ``folder``, or a new schema on the PostgreSQL ``server``."""
    from bot.store import scratch

    return str(folder / f"{name}.sqlite3") if server is None else await scratch.new_schema(server)


async def run(args) -> dict:
    """Each engine in turn: SQLite, then PostgreSQL on ``--database-url`` (a schema of its own per step) when given;
    the bench never starts a server of its own (a throwaway one is the tests' tool, ``tests/support/pg_local.py``)."""
    levels = [float(x) for x in args.levels.split(",")]
    folder = Path(tempfile.mkdtemp(prefix="plansza-load-"))
    server = args.database_url
    report: dict = {"seconds_per_level": args.seconds, "p95_limit_ms": P95_LIMIT_MS, "engines": {}}
    engines = [("sqlite", None)] + ([("postgres", server)] if server else [])
    for name, url in engines:
        entry: dict = {}
        for workers in (1, 2):
            target = await _fresh(folder, f"load-{workers}", url)
            entry[f"workers_{workers}"] = await run_engine(target, workers, levels, args.seconds)
            _say(f"{name}, {workers} render worker(s): {entry[f'workers_{workers}']['levels']}")
        one, two = entry["workers_1"]["best_moves_per_s"], entry["workers_2"]["best_moves_per_s"]
        entry["scaling_1_to_2"] = round(two / one, 2) if one else None
        target = await _fresh(folder, "floor", url)
        entry["commit"] = await commit_floor(target, args.samples)
        report["engines"][name] = entry
    if not server:
        report["postgres"] = "skipped: no --database-url"
    return report


def _say(text: str) -> None:
    import sys

    print(text, file=sys.stderr, flush=True)


def table_text(report: dict) -> str:
    lines = [f"sustained load, {report['seconds_per_level']} s per level; the rate that counts keeps p95 under "
             f"{report['p95_limit_ms']:.0f} ms"]
    for name, entry in report["engines"].items():
        for workers in (1, 2):
            e = entry[f"workers_{workers}"]
            lines.append(f"{name:8} {workers} render worker(s): best {e['best_moves_per_s']:7.1f} moves/s")
            for lv in e["levels"]:
                lines.append(f"           offered {lv['offered_per_s']:5.0f}/s: {lv['moves_per_s']:7.1f} moves/s, "
                             f"p50 {lv['p50_ms']} ms, p95 {lv['p95_ms']} ms")
        c = entry["commit"]
        lines.append(f"{name:8} scaling 1 -> 2 render workers: {entry['scaling_1_to_2']}x (target >= 1.7x)")
        lines.append(f"{name:8} commit p50 {c['commit_ms']['p50']} ms vs bare insert p50 {c['raw_insert_ms']['p50']} "
                     f"ms: {c['ratio']}x (target <= 4x)")
    if "postgres" in report:
        lines.append(f"postgres: {report['postgres']}")
    return "\n".join(lines)


def main(args) -> int:
    report = asyncio.run(run(args))
    Path(args.json).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(table_text(report))
    print(f"figures written to {args.json}")
    return 0
