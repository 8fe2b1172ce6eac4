"""Benchmark databases: many realistic stored tables written in bulk, and the memory probe run in a subprocess.

Stored tables are copies of real random games (their move logs, events and snapshots, so ``TableService.verify``
holds for each), mostly active at a random depth and some finished, spread over every benchmarked game.
"""
from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import sys
import time
from dataclasses import dataclass

from bot.ops.bench_games import biggest_setup, playout, random_setup
from games import registry


@dataclass
class Template:
    game: str
    players: int
    options: dict
    seed: int
    moves: list[tuple[int, str, str]]   # seat, move id, events JSON
    state_json: str
    actors: list[int]
    finished: bool


def templates(game_ids: list[str], per_game: int, seed: int = 1) -> list[Template]:
    """Random games to copy: per game, ``per_game`` biggest tables stopped at a random depth (0-60 moves) and half as
    many finished games with a random setup."""
    rnd = random.Random(seed)
    out: list[Template] = []
    for gid in game_ids:
        game = registry.get(gid)
        players, options, _ = biggest_setup(game)
        for i in range(per_game + per_game // 2):
            finished = i >= per_game
            if finished:
                players_i, options_i, seed_i, state = random_setup(game, rnd)
            else:
                players_i, options_i, seed_i = players, options, rnd.randrange(2**31)
                state = game.setup(players_i, options_i, seed_i)
            log: list[tuple[int, str, str]] = []

            def step(before, seat, move, after, events, log=log):
                log.append((seat, move, json.dumps([e.to_json() for e in events], ensure_ascii=False)))

            state, _ = playout(game, state, rnd, limit=None if finished else rnd.randint(0, 60), on_step=step)
            out.append(Template(gid, players_i, options_i, seed_i, log, json.dumps(state),
                                sorted(game.actors(state)), game.result(state).finished))
    return out


def insert_tables(path: str, temps: list[Template], start: int, count: int, seed: int = 2) -> None:
    """Append ``count`` stored tables (channels ``bench-<start + i>``) in one transaction, straight through sqlite3."""
    rnd = random.Random(seed + start)
    con = sqlite3.connect(path, isolation_level=None)
    try:
        con.execute("PRAGMA journal_mode=WAL")
        con.execute("BEGIN IMMEDIATE")
        (top,) = con.execute("SELECT COALESCE(MAX(id), 0) FROM tables").fetchone()
        now = time.time()
        tables, seats, moves, reminders = [], [], [], []
        for i in range(count):
            t = temps[rnd.randrange(len(temps))]
            table_id = top + 1 + i
            users = rnd.sample(range(20000), t.players)
            status = "finished" if t.finished else "active"
            created = now - rnd.uniform(3600, 90 * 86400)
            tables.append((table_id, "bench-guild", f"bench-{start + i}", t.game, json.dumps(t.options),
                           f"user{users[0]}", "pl" if i % 2 else "en", status, t.seed, len(t.moves) + 1,
                           t.state_json, json.dumps(t.actors), created, created + 60 * len(t.moves),
                           registry.get(t.game).schema_version))  # stored by this engine: nothing to upgrade
            seats += [(table_id, s, f"user{u}", f"Player {u}") for s, u in enumerate(users)]
            moves += [(table_id, n + 1, seat, move, events, None, created + 60 * n)
                      for n, (seat, move, events) in enumerate(t.moves)]
            if not t.finished:
                started = created + 60 * len(t.moves)
                reminders += [(table_id, a, started, now + rnd.uniform(60, 86400), 0, started + 72 * 3600, 0)
                              for a in t.actors]
        con.executemany("INSERT INTO tables (id, guild_id, channel_id, game, options, owner_id, lang, status, seed, "
                        "version, state, actors, created_at, updated_at, engine_version) "
                        "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)", tables)
        con.executemany("INSERT INTO seats VALUES (?,?,?,?)", seats)
        con.executemany("INSERT INTO moves VALUES (?,?,?,?,?,?,?)", moves)
        con.executemany("INSERT INTO turn_clocks VALUES (?,?,?,?,?,?,?)", reminders)
        con.execute("COMMIT")
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        con.close()


def rss_kb() -> dict[str, int]:
    """Resident memory of this process (Linux ``/proc``): current and peak, in KiB."""
    out = {}
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith(("VmRSS:", "VmHWM:")):
                    out[line.split(":")[0]] = int(line.split()[1])
    except OSError:  # not Linux: ru_maxrss is the peak
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        out = {"VmRSS": peak // (1024 if sys.platform == "darwin" else 1), "VmHWM": peak}
    return {"rss_kb": out.get("VmRSS", 0), "peak_kb": out.get("VmHWM", 0)}


async def _probe(path: str, touch: int, moves: int) -> dict:
    """What a running bot does with a database: open it, look for due reminders, list someone's games, load
    ``touch`` distinct tables (cold loads through the LRU cache) and play ``moves`` moves."""
    from bot.store import Storage
    from bot.tables import TableService, present

    try:  # a realistic bot process: discord.py and the adapter loaded too
        import bot.discord_app  # noqa: F401
    except ImportError:  # pragma: no cover - the adapter is optional for the benchmark
        pass
    db = await Storage(path).open()
    try:
        svc = TableService(db)
        opened = rss_kb()["rss_kb"]
        await svc.due_reminders()
        await svc.due_deadlines()
        await svc.my_games("user1")
        total = await db.count_tables()
        async with db.db.execute("SELECT COUNT(*) FROM tables WHERE channel_id LIKE 'bench-%'") as cur:
            counted = await cur.fetchone()  # a COUNT's one row
            stored = counted[0] if counted is not None else 0  # only the idle tables have bench-<i> channels
        channels = [f"bench-{i}" for i in range(min(touch, stored))]  # the same tables whatever the database size
        for i, ch in enumerate(channels):
            row, state = await svc.table(ch)
            if i == 0 and state is not None:
                present.public_png(row, state)  # the renderer's fonts and caches are part of a running bot
        played = 0
        for ch in channels:
            if played >= moves:
                break
            row = await db.live_table(ch, with_state=False)
            if row is None or row.status != "active":
                continue
            game = registry.get(row.game)
            state = await svc.state_of(row)
            if state is None:  # an active table has its state: never
                continue
            seat = sorted(game.actors(state))[0]
            await svc.play(ch, row.user_of(seat), game.legal_moves(state, seat)[0].id)
            played += 1
        import gc

        gc.collect()
        return {"tables": total, "touched": len(channels), "played": played, "rss_after_open_kb": opened,
                **rss_kb()}
    finally:
        await db.close()


def memory_probe_main(path: str, touch: int, moves: int) -> None:
    print(json.dumps(asyncio.run(_probe(path, touch, moves))))
