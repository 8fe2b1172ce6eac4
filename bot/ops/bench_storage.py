"""The storage figures of ``plansza-bench``: a table's cold load, a raw SQLite insert next to our per-move commit (and
that commit with ``synchronous=FULL`` next to ``NORMAL``), and the per-move commit loop the load bench reuses on either
engine; and the percentiles every figure is reported in."""
from __future__ import annotations

import json
import random
import sqlite3
import time
from pathlib import Path

from bot.ops.bench_games import biggest_setup, playout


def stats(seconds: list[float]) -> dict:
    """p50/p95/max in milliseconds (nearest rank)."""
    if not seconds:
        return {"p50": None, "p95": None, "max": None, "n": 0}
    s = sorted(seconds)

    def at(p: float) -> float:
        return round(1000 * s[min(len(s) - 1, max(0, int(round(p * len(s) + 0.5)) - 1))], 3)

    return {"p50": at(0.50), "p95": at(0.95), "max": round(1000 * s[-1], 3), "n": len(s)}


# ---- engine -------------------------------------------------------------------------------------------------------


async def bench_cold_load(db, samples: int, stored: int, seed: int = 1) -> dict:
    """Random stored tables loaded by channel, each by a fresh service (nothing cached): row, seats, parsed snapshot.
    A mix of active and finished tables, as ``/show`` in any channel would do."""
    from bot.tables import TableService

    rnd = random.Random(seed)
    timings = []
    for _ in range(samples):
        svc = TableService(db)
        channel = f"bench-{rnd.randrange(stored)}"
        t0 = time.perf_counter()
        await svc.table(channel)
        timings.append(time.perf_counter() - t0)
    return stats(timings)


async def bench_storage(workdir: Path, game, samples: int) -> dict:
    """Raw sqlite3 INSERT+COMMIT of one move row, next to our per-move commit (move row + snapshot + turn clocks,
    through aiosqlite), with the same pragmas, payloads and schema."""

    players, options, state = biggest_setup(game)
    rnd = random.Random(5)
    trail: list[tuple[dict, list]] = []
    playout(game, state, rnd, limit=40, on_step=lambda b, s, m, a, e: trail.append((a, e)))
    after, events = trail[-1] if trail else (state, [])
    state_json = json.dumps(after)
    events_json = [e.to_json() for e in events]
    payload = json.dumps(events_json, ensure_ascii=False)

    raw_path = workdir / "raw.sqlite3"
    con = sqlite3.connect(raw_path, isolation_level=None)
    con.execute("PRAGMA journal_mode=WAL")
    con.execute("PRAGMA synchronous=FULL")  # the same durability as our storage
    con.execute("CREATE TABLE IF NOT EXISTS moves (table_id INTEGER NOT NULL, n INTEGER NOT NULL, seat INTEGER, "
                "move TEXT, events TEXT, interaction_id TEXT, created_at REAL, PRIMARY KEY (table_id, n))")
    raw = []
    for n in range(samples):
        t0 = time.perf_counter()
        con.execute("BEGIN IMMEDIATE")
        con.execute("INSERT INTO moves VALUES (?,?,?,?,?,?,?)", (1, n + 1, 0, "draw", payload, f"i{n}", time.time()))
        con.execute("COMMIT")
        raw.append(time.perf_counter() - t0)
    con.close()
    # the same statements as our commit (guarded snapshot update, move row, turn clocks), synchronously
    from bot.store import Storage as _S

    same_path = workdir / "same.sqlite3"
    await (await _S(str(same_path)).open()).close()  # our schema
    con = sqlite3.connect(same_path, isolation_level=None)
    con.execute("PRAGMA synchronous=FULL")
    con.execute("INSERT INTO tables (id, channel_id, game, options, owner_id, lang, status, seed, version, state, "
                "created_at, updated_at) VALUES (1, 'c', ?, '{}', 'u0', 'pl', 'active', 1, 1, ?, 0, 0)",
                (game.id, state_json))
    same = []
    for n in range(samples):
        t0 = time.perf_counter()
        con.execute("BEGIN IMMEDIATE")
        cur = con.execute("UPDATE tables SET version=version+1, state=?, actors=?, status=?, updated_at=? WHERE id=? "
                          "AND version=? AND status='active'", (state_json, "[0]", "active", time.time(), 1, n + 1))
        assert cur.rowcount == 1
        con.execute("INSERT INTO moves VALUES (?,?,?,?,?,?,?)", (1, n + 1, 0, "draw", payload, f"i{n}", time.time()))
        con.execute("DELETE FROM turn_clocks WHERE table_id=? AND seat NOT IN (?)", (1, 0))
        con.execute("INSERT OR REPLACE INTO turn_clocks (table_id, seat, started_at, remind_at, reminders_sent, "
                    "deadline_at, expired) VALUES (?,?,?,?,0,?,0)", (1, 0, time.time(), time.time() + 3600,
                                                                     time.time() + 72 * 3600))
        con.execute("COMMIT")
        same.append(time.perf_counter() - t0)
    con.close()

    ours = await our_commits(workdir / "commit.sqlite3", game, players, options, state_json, events_json,
                              samples, "FULL")
    normal = await our_commits(workdir / "commit-normal.sqlite3", game, players, options, state_json, events_json,
                                samples, "NORMAL")
    r, o, n = stats(raw), stats(ours), stats(normal)
    return {"raw_insert_ms": r, "same_statements_ms": stats(same), "commit_ms": o, "commit_normal_ms": n,
            "durability_cost_ms": round(o["p50"] - n["p50"], 3) if o["p50"] is not None else None,
            "ratio": round(o["p50"] / r["p50"], 2) if r["p50"] else None,
            "snapshot_kb": round(len(state_json) / 1024, 1), "events_bytes": len(payload)}


async def our_commits(path: Path | str, game, players: int, options: dict, state_json: str, events_json: list,
                       samples: int, synchronous: str) -> list[float]:
    """Seconds per ``Storage.commit_move`` on a fresh database (a SQLite path with the given ``PRAGMA synchronous``,
    or a PostgreSQL URL)."""
    from bot.store import Storage, TurnClock

    db = await Storage(str(path), synchronous=synchronous).open()
    try:
        table_id = await db.create_table(guild_id="g", channel_id="c", game=game.id, options=options, owner_id="u0",
                                         owner_name="A", lang="pl", seed=1, now=time.time())
        for i in range(1, players):
            await db.set_seats(table_id, i - 1, [(f"u{j}", f"P{j}") for j in range(i + 1)], time.time())
        clock = [TurnClock(0, time.time(), time.time() + 3600, time.time() + 72 * 3600, True)]
        await db.start_table(table_id, players - 1, state_json, [0], clock, time.time())
        out = []
        for n in range(samples):
            t0 = time.perf_counter()
            await db.commit_move(table_id=table_id, version=n + 1, seat=0, move="draw", events=events_json,
                                 state_json=state_json, actors=[0], status="active", interaction_id=f"i{n}",
                                 now=time.time(), clocks=[TurnClock(0, time.time(), time.time() + 3600,
                                                                     time.time() + 72 * 3600, True)])
            out.append(time.perf_counter() - t0)
        return out
    finally:
        await db.close()
