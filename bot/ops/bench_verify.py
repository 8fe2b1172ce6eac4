"""``plansza-bench --verify``: how long ``plansza-verify`` takes over many stored tables (issue 53: fast enough for
10,000). The bench's stored tables (``bot.ops.bench_db``: copies of real random games, their logs, events and
snapshots) are written in bulk, then every table is replayed under the current code; the figures are the seconds
for each size and the tables per second, and every table must come out ``same``."""
from __future__ import annotations

import asyncio
import json
import tempfile
import time
from pathlib import Path

from bot.ops import bench_db, verify
from bot.store import Storage
from games import registry


async def _schema(path: str) -> None:
    db = await Storage(path).open()  # opening writes the schema
    await db.close()


async def _timed(path: str) -> tuple[float, dict[str, int], int]:
    db = await Storage(path).open()
    try:
        start = time.perf_counter()
        findings = await verify.verify(db, every=True)
        seconds = time.perf_counter() - start
    finally:
        await db.close()
    counts: dict[str, int] = {}
    for f in findings:
        counts[f.status] = counts.get(f.status, 0) + 1
    return seconds, counts, sum(f.moves for f in findings)


def main(args) -> int:
    sizes = [int(x) for x in args.tables.split(",")] if args.tables else ([100] if args.smoke else [1000, 10000])
    games = [g for g in (args.games.split(",") if args.games else registry.shipped())]
    report = {"sizes": {}}
    with tempfile.TemporaryDirectory(prefix="plansza-verify-", dir=args.workdir) as tmp:
        path = str(Path(tmp) / "bench.sqlite3")
        asyncio.run(_schema(path))
        temps = bench_db.templates(games, 2 if args.smoke else 6)
        stored = 0
        for size in sizes:
            bench_db.insert_tables(path, temps, stored, size - stored)
            stored = size
            seconds, counts, moves = asyncio.run(_timed(path))
            report["sizes"][size] = {"seconds": round(seconds, 2), "tables_per_s": round(size / seconds, 1),
                                     "moves_replayed": moves, "statuses": counts}
            print(f"plansza-verify over {size} stored tables: {seconds:.1f} s ({size / seconds:.0f} tables/s, "
                  f"{moves} moves replayed): {counts}")
            if set(counts) - {"same"}:
                print("  not every table replayed to its snapshot")
                return 1
    Path(args.json).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(f"figures written to {args.json}")
    return 0
