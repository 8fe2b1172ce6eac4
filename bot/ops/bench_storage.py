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


async def bench_storage(workdir: Path, game, samples: int, database_url: str = "") -> dict:
    """A move's commit four ways, interleaved sample by sample so the machine's load falls on all of them alike: a raw
    sqlite3 INSERT+COMMIT of one move row; the very statements our commit sends (captured from
    ``Storage.commit_move``) run in plain sqlite3; our per-move commit through aiosqlite with ``synchronous=FULL``;
    and the same with ``NORMAL``. Same pragmas, payloads and schema. With ``database_url``, PostgreSQL's per-move
    commit beside them (a scratch schema of its own)."""
    players, options, state = biggest_setup(game)
    rnd = random.Random(5)
    trail: list[tuple[dict, list]] = []
    playout(game, state, rnd, limit=40, on_step=lambda b, s, m, a, e: trail.append((a, e)))
    after, events = trail[-1] if trail else (state, [])
    state_json = json.dumps(after)
    events_json = [e.to_json() for e in events]
    payload = json.dumps(events_json, ensure_ascii=False)

    raw_con = sqlite3.connect(workdir / "raw.sqlite3", isolation_level=None)
    raw_con.execute("PRAGMA journal_mode=WAL")
    raw_con.execute("PRAGMA synchronous=FULL")  # the same durability as our storage
    raw_con.execute("CREATE TABLE IF NOT EXISTS moves (table_id INTEGER NOT NULL, n INTEGER NOT NULL, seat INTEGER, "
                    "move TEXT, events TEXT, interaction_id TEXT, created_at REAL, PRIMARY KEY (table_id, n))")
    # the same statements: a started table in our schema, written by plain sqlite3 with what commit_move sends
    plain_db, plain_id = await _started(workdir / "same.sqlite3", game, players, options, state_json, "FULL")
    plain = sqlite3.connect(workdir / "same.sqlite3", isolation_level=None)
    plain.execute("PRAGMA synchronous=FULL")
    full, full_id = await _started(workdir / "commit.sqlite3", game, players, options, state_json, "FULL")
    normal, normal_id = await _started(workdir / "commit-normal.sqlite3", game, players, options, state_json,
                                       "NORMAL")
    raw, same, ours, relaxed = [], [], [], []
    try:
        for n in range(samples):
            t0 = time.perf_counter()
            raw_con.execute("BEGIN IMMEDIATE")
            raw_con.execute("INSERT INTO moves VALUES (?,?,?,?,?,?,?)", (1, n + 1, 0, "draw", payload, f"i{n}",
                                                                         time.time()))
            raw_con.execute("COMMIT")
            raw.append(time.perf_counter() - t0)
            statements, guard = await _captured(plain_db, **_move(plain_id, n + 1, events_json, state_json))
            t0 = time.perf_counter()
            plain.execute("BEGIN IMMEDIATE")
            if plain.execute(*guard).rowcount != 1:
                raise RuntimeError("the same statements: the guard matched no row")
            for sql, params in statements:
                plain.execute(sql, params)
            plain.execute("COMMIT")
            same.append(time.perf_counter() - t0)
            for db, table_id, out in ((full, full_id, ours), (normal, normal_id, relaxed)):
                move = _move(table_id, n + 1, events_json, state_json)
                t0 = time.perf_counter()
                await db.commit_move(**move)
                out.append(time.perf_counter() - t0)
    finally:
        raw_con.close()
        plain.close()
        for db in (plain_db, full, normal):
            await db.close()
    r, sm, o, nm = stats(raw), stats(same), stats(ours), stats(relaxed)
    out = {"raw_insert_ms": r, "same_statements_ms": sm, "commit_ms": o, "commit_normal_ms": nm,
           "durability_cost_ms": round(o["p50"] - nm["p50"], 3) if o["p50"] is not None else None,
           "ratio": round(o["p50"] / r["p50"], 2) if r["p50"] else None,
           "ratio_to_same": round(o["p50"] / sm["p50"], 2) if sm["p50"] else None,
           "snapshot_kb": round(len(state_json) / 1024, 1), "events_bytes": len(payload), "postgres": None}
    if database_url:
        from bot.store import scratch

        url = await scratch.new_schema(database_url)
        try:
            pg = stats(await our_commits(url, game, players, options, state_json, events_json, samples, "FULL"))
        finally:
            await scratch.drop_schema(url)
        out["postgres"] = {"commit_ms": pg}
    return out


def _move(table_id: int, version: int, events_json: list, state_json: str) -> dict:
    """The arguments of one bench move: seat 0 draws and stays the one to act, its clock restarted."""
    from bot.store import TurnClock

    now = time.time()
    return {"table_id": table_id, "version": version, "seat": 0, "move": "draw", "events": events_json,
            "state_json": state_json, "actors": [0], "status": "active", "interaction_id": f"i{version}",
            "now": now, "clocks": [TurnClock(0, now, now + 3600, now + 72 * 3600, True)]}


async def _captured(db, **move) -> tuple[list, tuple]:
    """The statements and guard ``db.commit_move(**move)`` would send, captured instead of run."""
    got: list = []

    async def capture(statements, guard=None, *, counts=False):
        got.append((statements, guard))
        return [None] * len(statements)

    db.engine.transaction = capture
    try:
        await db.commit_move(**move)
    finally:
        del db.engine.transaction  # the engine's own method again
    return got[0]


async def _started(path: Path | str, game, players: int, options: dict, state_json: str, synchronous: str):
    """An open store at ``path`` with one started table of ``players`` seats (its id)."""
    from bot.store import Storage, TurnClock

    db = await Storage(str(path), synchronous=synchronous).open()
    table_id = await db.create_table(guild_id="g", channel_id="c", game=game.id, options=options, owner_id="u0",
                                     owner_name="A", lang="pl", seed=1, now=time.time())
    for i in range(1, players):
        await db.set_seats(table_id, i - 1, [(f"u{j}", f"P{j}") for j in range(i + 1)], time.time())
    clock = [TurnClock(0, time.time(), time.time() + 3600, time.time() + 72 * 3600, True)]
    await db.start_table(table_id, players - 1, state_json, [0], clock, time.time())
    return db, table_id


async def our_commits(path: Path | str, game, players: int, options: dict, state_json: str, events_json: list,
                       samples: int, synchronous: str) -> list[float]:
    """Seconds per ``Storage.commit_move`` on a fresh database (a SQLite path with the given ``PRAGMA synchronous``,
    or a PostgreSQL URL)."""
    db, table_id = await _started(path, game, players, options, state_json, synchronous)
    try:
        out = []
        for n in range(samples):
            move = _move(table_id, n + 1, events_json, state_json)
            t0 = time.perf_counter()
            await db.commit_move(**move)
            out.append(time.perf_counter() - t0)
        return out
    finally:
        await db.close()
