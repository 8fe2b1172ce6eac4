"""Benchmark: engine, pictures, the full command path and storage, per game, in one run.

    python -m bot.ops.bench [--quick] [--json PATH] [--games a,b] [--tables 1,1000,10000] [--workdir DIR]
    python -m bot.ops.bench --load | --web   (bot/ops/bench_load.py, bot/ops/bench_web.py)

Per game (every game in the registry, or those named by ``--games``):

* random-playout throughput (moves/s) and ``legal_moves`` / ``apply`` p50/p95;
* public picture: render p50/p95 next to the PNG-encode time of the same image (the floor: the time spent inside
  ``renderers.toolkit.png.encode`` during that render) and their ratio; the same drawing encoded as before issue 57
  (``bot/ops/bench_pictures.py``), and the mean picture size of a seeded game, both ways;
* the full command path on the game's biggest table (most players, options giving the largest state): validate and
  apply, commit, the channel text, DM texts and the public picture - p50/p95 with 1, 1,000 and 10,000 stored tables;
* cold load of one table (a fresh service, nothing cached: row, seats and snapshot) p95 at the largest size.

Then storage (a raw SQLite insert+commit, the same statements as our commit in plain sqlite3 and our per-move commit,
interleaved; PostgreSQL's beside them with ``--database-url``) and resident memory of a bot
process with 1 / 1,000 / 10,000 stored tables (each measured in a fresh subprocess doing the same work), plus the LRU
bound (touching 300 vs 3,000 distinct tables). Targets are checked and printed; the figures also go to a JSON file.
``--quick`` runs the same steps with small sizes and sample counts (seconds; figures are rough); ``--smoke`` runs each
step once at the smallest sizes (the test suite checks that every figure is written).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

from bot.ops import bench_db
from bot.ops.bench_games import biggest_setup, random_move, random_setup
from bot.ops.bench_pictures import bench_render, seeded_sizes
from bot.ops.bench_storage import bench_cold_load, bench_storage, stats

if TYPE_CHECKING:
    from bot.tables import TableRow

TARGETS = {"command_p95_ms": 150.0, "render_to_encode": 2.0, "cold_load_p95_ms": 20.0, "memory_growth_mb": 8.0,
           # issue 57: against the encoder before it, in the same run
           "picture_bytes_ratio": 1 / 3, "render_speedup_p95": 2.0, "commit_to_same": 1.5, "commit_to_raw": 2.0}


def bench_playout(game, seconds: float, seed: int = 1) -> dict:
    """Random playouts with random setups until ``seconds`` have passed; every legal_moves/apply call is timed."""
    rnd = random.Random(seed)
    legal, apply = [], []
    moves = games = 0
    pc = time.perf_counter
    start = pc()
    while pc() - start < seconds:
        _, _, _, state = random_setup(game, rnd)
        games += 1
        while not game.result(state).finished and pc() - start < seconds:
            actors = sorted(game.actors(state))
            seat = rnd.choice(actors)
            t0 = pc()
            offered = game.legal_moves(state, seat)
            t1 = pc()
            state, _ = game.apply(state, seat, rnd.choice(offered).id)
            t2 = pc()
            legal.append(t1 - t0)
            apply.append(t2 - t1)
            moves += 1
    elapsed = pc() - start
    return {"moves_per_s": round(moves / elapsed, 1), "moves": moves, "games": games,
            "legal_moves_ms": stats(legal), "apply_ms": stats(apply)}


# ---- the command path ---------------------------------------------------------------------------------------------
async def _new_biggest_table(svc, game, channel: str) -> tuple[TableRow, dict]:
    players, options, _ = biggest_setup(game)
    users = [f"{channel}-u{i}" for i in range(players)]
    await svc.create(guild_id="bench-guild", channel_id=channel, user_id=users[0], name="Gracz 1", game_id=game.id,
                     options=options, lang="pl")
    for i, u in enumerate(users[1:], start=1):
        await svc.join(channel, u, f"Gracz {i + 1}")
    o = await svc.start(channel, users[0])
    return o.table, o.state


async def bench_commands(svc, game, moves: int, tag: str, seed: int = 1) -> dict:
    """``moves`` timed commands on the game's biggest table: play (read, validate+apply, commit), then the channel
    text, the DM texts of the players whose private view changed, and the public picture."""
    from bot.tables import present

    rnd = random.Random(seed)
    channel = f"main-{game.id}-{tag}-0"
    row, state = await _new_biggest_table(svc, game, channel)
    present.public_png(row, state)  # warm-up (fonts, sprites), as a running bot is
    timings, serial = [], 0
    while len(timings) < moves:
        pick = random_move(game, state, rnd)
        if pick is None:  # finished: a new table (not timed)
            serial += 1
            channel = f"main-{game.id}-{tag}-{serial}"
            row, state = await _new_biggest_table(svc, game, channel)
            continue
        seat, move = pick
        user = row.user_of(seat)
        t0 = time.perf_counter()
        o = await svc.play(channel, user, move, interaction_id=f"{channel}:{row.version}")
        name_of = present.plain_names(o.table)
        present.outcome_text(o, o.table.lang, name_of)
        for s in o.private_changed:
            present.private_text(o.table, o.state, s, o.table.lang, name_of)
        present.public_png(o.table, o.state)
        timings.append(time.perf_counter() - t0)
        row, state = o.table, o.state
    return stats(timings)


# ---- memory -------------------------------------------------------------------------------------------------------
def memory_probe(path: Path, touch: int, moves: int) -> dict:
    """Resident memory of a fresh process doing the same work on the database at ``path``."""
    out = subprocess.run([sys.executable, "-m", "bot.ops.bench", "--memory-probe", str(path), "--touch", str(touch),
                          "--probe-moves", str(moves)], capture_output=True, text=True, timeout=600,
                         cwd=Path(__file__).resolve().parents[2])
    if out.returncode != 0:
        raise RuntimeError(out.stderr[-2000:])
    return json.loads(out.stdout.strip().splitlines()[-1])


# ---- the run ------------------------------------------------------------------------------------------------------
async def run(args) -> dict:
    from bot.store import Storage
    from bot.tables import TableService
    from games import registry

    quick = args.quick or args.smoke
    smoke = args.smoke  # the test suite's run: every step once, at the smallest sizes (figures meaningless)
    game_ids = [g.strip() for g in args.games.split(",")] if args.games else registry.ids()
    games = [registry.get(g) for g in game_ids]
    sizes = [int(x) for x in args.tables.split(",")] if args.tables else ([1, 100, 1000] if quick else
                                                                           [1, 1000, 10000])
    moves = 4 if smoke else 12 if quick else 80
    report: dict = {
        "meta": {"quick": quick, "python": platform.python_version(), "platform": platform.platform(),
                 "cpus": os.cpu_count(), "sqlite": sqlite3.sqlite_version, "tables": sizes, "games": game_ids,
                 "started": time.strftime("%Y-%m-%d %H:%M:%S")},
        "games": {g.id: {} for g in games}, "storage": {}, "memory": {}, "targets": {}}

    for game in games:
        log(f"[{game.id}] playouts")
        entry = report["games"][game.id]
        players, options, _ = biggest_setup(game)
        entry["biggest"] = {"players": players, "options": options}
        entry["playout"] = bench_playout(game, 0.1 if smoke else 0.5 if quick else 3.0)
        log(f"[{game.id}] pictures")
        entry["picture"] = bench_render(game, 2 if smoke else 6 if quick else 40)
        log(f"[{game.id}] picture sizes of a seeded game")
        entry["sizes"] = seeded_sizes(game, 200 if smoke else 12 if quick else 3)
        entry["command_ms"] = {}

    with tempfile.TemporaryDirectory(prefix="plansza-bench-", dir=args.workdir) as tmp:
        work = Path(tmp)
        path = work / "bench.sqlite3"
        db = await Storage(str(path)).open()
        await db.close()
        log("templates of stored tables")
        temps = bench_db.templates(game_ids, 2 if smoke else 6 if quick else 20)
        stored, memory = 0, {}
        for size in sizes:
            if size > stored:
                log(f"storing {size - stored} tables")
                bench_db.insert_tables(str(path), temps, stored, size - stored)
                stored = size
            db = await Storage(str(path)).open()
            try:
                svc = TableService(db)
                for game in games:
                    log(f"[{game.id}] command path, {size} stored tables")
                    report["games"][game.id]["command_ms"][str(size)] = await bench_commands(svc, game, moves,
                                                                                               f"{size}")
                if size == sizes[-1]:
                    log("cold loads")
                    cold = await bench_cold_load(db, 10 if smoke else 40 if quick else 300, stored)
                    for game in games:
                        report["games"][game.id]["cold_load_ms"] = cold
                    report["cold_load_ms"] = {"tables": await db.count_tables(), **cold}
            finally:
                await db.close()
            log(f"memory probe, {size} stored tables")
            memory[str(size)] = memory_probe(path, touch=1, moves=10)
        top = sizes[-1]
        lru = {}
        for touch in ((5, 20) if smoke else (300, 1000) if quick else (300, 3000)):
            log(f"memory probe, touching {touch} tables")
            lru[str(touch)] = memory_probe(path, touch=touch, moves=0)
        log("storage")
        report["storage"] = await bench_storage(work, games[0], 10 if smoke else 50 if quick else 400,
                                                 getattr(args, "database_url", ""))
        log("history pictures")
        report["history_picture"] = await bench_history_picture(work, *((10, 2) if smoke else (40, 6) if quick else
                                                                         (300, 30)))

    first, last = memory[str(sizes[0])], memory[str(top)]
    touches = sorted(lru, key=int)
    report["memory"] = {
        "idle": {k: {"rss_mb": round(v["rss_kb"] / 1024, 1), "tables": v["tables"]} for k, v in memory.items()},
        "growth_mb": round((last["rss_kb"] - first["rss_kb"]) / 1024, 1),
        "lru": {k: {"rss_mb": round(v["rss_kb"] / 1024, 1), "touched": v["touched"]} for k, v in lru.items()},
        "lru_growth_mb": round((lru[touches[-1]]["rss_kb"] - lru[touches[0]]["rss_kb"]) / 1024, 1),
    }
    report["targets"] = targets(report, top)
    report["meta"]["seconds"] = round(time.perf_counter() - STARTED, 1)
    return report


async def bench_history_picture(workdir: Path, length: int, samples: int, seed: int = 3) -> dict:
    """/history move:N: the picture of the table after move N of a ``length``-move game, rebuilt from the log
    (``TableService.state_at`` + the PNG), against drawing the current picture, in the longest game
    (``bench_games.longest_game``)."""
    import random

    from bot.ops.bench_games import longest_game
    from bot.store import Storage
    from bot.tables import Settings, TableService, present
    from games import registry

    game = registry.get(longest_game())
    db = await Storage(str(workdir / "history.sqlite3")).open()
    try:
        svc = TableService(db, Settings(create_cooldown=0))
        rnd = random.Random(seed)
        await svc.create(guild_id="g", channel_id="h", user_id="u0", name="A", game_id=game.id)
        await svc.join("h", "u1", "B")
        await svc.start("h", "u0")
        for _ in range(length):
            row, state = await svc.table("h")
            if row.status != "active" or state is None:  # an active table has its state
                break
            seat = sorted(game.actors(state))[0]
            await svc.play("h", row.user_of(seat), rnd.choice(game.legal_moves(state, seat)).id)
        row, state = await svc.table("h")
        assert state is not None  # the table was started above
        past, now = [], []
        for _ in range(samples):
            n = rnd.randrange(1, row.version)
            then = await svc.state_at(row, n)
            assert then is not None  # a table never upgraded replays from its first move
            t0 = time.perf_counter()
            present.public_png(row, then)
            past.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            present.public_png(row, state)
            now.append(time.perf_counter() - t0)
        return {"game": game.id, "moves": row.version - 1, "past_ms": stats(past), "current_ms": stats(now)}
    finally:
        await db.close()


def targets(report: dict, top: int) -> dict:
    out = {}
    worst = max((v["p95"], gid, size) for gid, g in report["games"].items() for size, v in g["command_ms"].items())
    out["command_p95_le_150ms"] = {"met": worst[0] <= TARGETS["command_p95_ms"],
                                   "detail": f"worst p95 {worst[0]:.1f} ms ({worst[1]}, {worst[2]} tables)"}
    ratios = {gid: g["picture"]["render_to_encode"] for gid, g in report["games"].items()}
    out["render_le_2x_encode"] = {"met": all(r is not None and r <= TARGETS["render_to_encode"] for r in
                                             ratios.values()), "detail": ratios}
    sizes = {gid: g["sizes"] for gid, g in report["games"].items()}
    new = sum(v["kb"] for v in sizes.values()) / len(sizes)
    old = sum(v["before_kb"] for v in sizes.values()) / len(sizes)
    out["pictures_a_third_the_bytes"] = {"met": new <= old * TARGETS["picture_bytes_ratio"],
                                         "detail": f"mean {old:.1f} -> {new:.1f} KB ({new / old:.2f}x, target <= "
                                                   f"0.33x; a seeded game of every game)"}
    speed = {gid: g["picture"]["speedup_p95"] for gid, g in report["games"].items()}
    out["render_p95_halved"] = {"met": all(v is not None and v >= TARGETS["render_speedup_p95"] for v in
                                           speed.values()),
                                "detail": "render+encode p95 before/after (target >= 2x): " + ", ".join(
                                    f"{gid} {_ms(g['picture']['before_ms'])} -> {_ms(g['picture']['render_ms'])} ms "
                                    f"{speed[gid]}x" for gid, g in report["games"].items())}
    st = report["storage"]
    out["commit_le_1_5x_same_statements"] = {"met": st["ratio_to_same"] is not None and
                                             st["ratio_to_same"] <= TARGETS["commit_to_same"],
                                             "detail": f"{st['commit_ms']['p50']} vs {st['same_statements_ms']['p50']} "
                                                       f"ms p50: {st['ratio_to_same']}x (target <= 1.5x)"}
    out["commit_le_2x_raw_insert"] = {"met": st["ratio"] is not None and st["ratio"] <= TARGETS["commit_to_raw"],
                                      "detail": f"{st['commit_ms']['p50']} vs {st['raw_insert_ms']['p50']} ms p50: "
                                                f"{st['ratio']}x (target <= 2x), synchronous=FULL"}
    cold = report["cold_load_ms"]["p95"]
    out["cold_load_p95_le_20ms"] = {"met": cold is not None and cold <= TARGETS["cold_load_p95_ms"],
                                    "detail": f"p95 {cold} ms at {report['cold_load_ms']['tables']} tables"}
    mem = report["memory"]
    out["memory_flat"] = {"met": mem["growth_mb"] <= TARGETS["memory_growth_mb"] and
                          mem["lru_growth_mb"] <= TARGETS["memory_growth_mb"],
                          "detail": f"idle growth {mem['growth_mb']} MB up to {top} tables; touching more tables "
                                    f"{mem['lru_growth_mb']} MB"}
    return out


def _ms(d: dict | None, digits: int = 1) -> str:
    if not d or d.get("p50") is None:
        return "-"
    return f"{d['p50']:.{digits}f}/{d['p95']:.{digits}f}"


def table_text(report: dict) -> str:
    sizes = [str(s) for s in report["meta"]["tables"]]
    head = ["game", "seats", "moves/s", "legal p50/95", "apply p50/95", "render p50/95", "encode p50/95", "ratio"]
    head += [f"cmd@{s} p50/95" for s in sizes] + [f"cold@{sizes[-1]} p50/95"]
    rows = [head]
    for gid, g in report["games"].items():
        p, pic = g["playout"], g["picture"]
        rows.append([gid, str(g["biggest"]["players"]), f"{p['moves_per_s']:.0f}", _ms(p["legal_moves_ms"]),
                     _ms(p["apply_ms"]), _ms(pic["render_ms"]), _ms(pic["encode_ms"]), f"{pic['render_to_encode']}x"]
                    + [_ms(g["command_ms"].get(s)) for s in sizes] + [_ms(g.get("cold_load_ms"))])
    widths = [max(len(r[i]) for r in rows) for i in range(len(head))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) for r in rows]
    st, mem = report["storage"], report["memory"]
    lines += ["", "times in ms (p50/p95); cmd = play (validate, apply, commit) + channel text + DM texts + public PNG",
              f"storage: raw sqlite3 insert+commit {_ms(st['raw_insert_ms'], 3)} ms; our per-move commit "
              f"{_ms(st['commit_ms'], 3)} ms (move row + {st['snapshot_kb']} KB snapshot + turn clocks; the same "
              f"statements in plain sqlite3 {_ms(st['same_statements_ms'], 3)} ms); ratio {st['ratio']}x",
              f"durability: synchronous=FULL (survives a power cut) {_ms(st['commit_ms'], 3)} ms per move, NORMAL "
              f"(survives a process crash only) {_ms(st['commit_normal_ms'], 3)} ms; cost "
              f"{st['durability_cost_ms']} ms per move (p50)",
              "PostgreSQL per-move commit: " + (f"{_ms(st['postgres']['commit_ms'], 3)} ms" if st.get("postgres")
                                                else "not measured (no --database-url)"),
              "mean picture of a seeded game (issue 57; before: the same drawing, a per-picture octree): "
              + "; ".join(f"{gid} {g['sizes']['before_kb']} -> {g['sizes']['kb']} KB"
                          for gid, g in report["games"].items()),
              "memory (fresh process, same work): " + ", ".join(f"{v['tables']} tables {v['rss_mb']} MB" for v in
                                                                mem["idle"].values())
              + f"; growth {mem['growth_mb']} MB",
              "LRU bound: " + ", ".join(f"{k} tables touched {v['rss_mb']} MB" for k, v in mem["lru"].items())
              + f"; growth {mem['lru_growth_mb']} MB"]
    hp = report.get("history_picture")
    if hp:
        lines.append(f"/history move:N on a {hp['moves']}-move {hp['game']} game: rebuilt from the log + drawn "
                     f"{_ms(hp['past_ms'])} ms, against the current picture {_ms(hp['current_ms'])} ms")
    lines.append("")
    for name, t in report["targets"].items():
        lines.append(f"{'MET    ' if t['met'] else 'NOT MET'} {name}: {t['detail']}")
    lines.append(f"({report['meta']['cpus']} CPUs, Python {report['meta']['python']}, SQLite {report['meta']['sqlite']}"
                 f", {report['meta']['seconds']} s{', quick' if report['meta']['quick'] else ''})")
    return "\n".join(lines)


STARTED = time.perf_counter()
VERBOSE = True


def log(text: str) -> None:
    if VERBOSE:
        print(f"  {time.perf_counter() - STARTED:6.1f}s {text}", file=sys.stderr, flush=True)


def main(argv: list[str] | None = None) -> int:
    global VERBOSE
    p = argparse.ArgumentParser(prog="plansza-bench", description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("--quick", action="store_true", help="small sizes and samples (seconds; rough figures)")
    p.add_argument("--smoke", action="store_true", help="every step once at the smallest sizes (the test suite's)")
    p.add_argument("--json", default="bench-results.json",
                   help="where to write the figures (default: bench-results.json)")
    p.add_argument("--games", default="", help="comma-separated game ids (default: every registered game)")
    p.add_argument("--tables", default="", help="stored-table counts, e.g. 1,1000,10000")
    p.add_argument("--workdir", default=None, help="folder for the temporary databases (default: system temp)")
    p.add_argument("--silent", action="store_true", help="no progress lines on stderr")
    p.add_argument("--load", action="store_true", help="sustained load on each engine with 1 and 2 render workers "
                   "(see bot/ops/bench_load.py)")
    p.add_argument("--web", action="store_true", help="the web table over loopback: page first byte, pictures, a "
                   "move seen by another page (see bot/ops/bench_web.py; --tables N, default 100)")
    p.add_argument("--concurrency", type=int, default=0, help="--web: requests at once (default 16)")
    p.add_argument("--requests", type=int, default=0, help="--web: page requests timed (default 2000)")
    p.add_argument("--pictures", type=int, default=0, help="--web: pictures timed (default 240)")
    p.add_argument("--moves", type=int, default=0, help="--web: moves timed (default 50)")
    p.add_argument("--database-url", default="", help="--load: a scratch PostgreSQL database to use (it gets a new "
                   "schema per run; without it, SQLite only); --web: PostgreSQL instead of SQLite")
    p.add_argument("--seconds", type=float, default=6.0, help="--load: seconds per level")
    p.add_argument("--levels", default=",".join(str(r) for r in range(10, 310, 10)),
                   help="--load: the rates (moves a second) offered, level by level")
    p.add_argument("--samples", type=int, default=300, help="--load: commits timed against the bare insert")
    p.add_argument("--verify", action="store_true", help="plansza-verify over --tables stored tables (default "
                   "1000,10000): seconds and tables per second")
    p.add_argument("--memory-probe", default=None, help=argparse.SUPPRESS)
    p.add_argument("--touch", type=int, default=1, help=argparse.SUPPRESS)
    p.add_argument("--probe-moves", type=int, default=10, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.memory_probe:
        bench_db.memory_probe_main(args.memory_probe, args.touch, args.probe_moves)
        return 0
    VERBOSE = not args.silent
    if args.web:
        from bot.ops import bench_web

        if args.json == "bench-results.json":
            args.json = "bench-web.json"
        return bench_web.main(args)
    if args.verify:
        from bot.ops import bench_verify

        if args.json == "bench-results.json":
            args.json = "bench-verify.json"
        return bench_verify.main(args)
    if args.load:
        from bot.ops import bench_load

        if args.json == "bench-results.json":
            args.json = "bench-load.json"
        return bench_load.main(args)
    report = asyncio.run(run(args))
    Path(args.json).write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(table_text(report))
    print(f"figures written to {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
