"""The benchmark command runs end to end (``python -m bot.ops.bench --quick``) and writes every figure to its JSON file.
Only the presence of the keys is checked, never timings."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from games import registry

ROOT = Path(__file__).resolve().parents[2]


def test_quick_benchmark_writes_every_figure(tmp_path):
    out = tmp_path / "bench.json"
    done = subprocess.run([sys.executable, "-m", "bot.ops.bench", "--smoke", "--silent", "--json", str(out),
                           "--tables", "1,10,40",  # the smoke proves every step runs; the sizes are the bench's job
                           "--workdir", str(tmp_path)], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(out.read_text(encoding="utf-8"))
    assert {"meta", "games", "storage", "memory", "targets", "cold_load_ms"} <= set(report)
    sizes = [str(s) for s in report["meta"]["tables"]]
    assert len(sizes) == 3
    assert set(report["games"]) == set(registry.shipped())  # not test-only games
    for game in report["games"].values():
        assert {"biggest", "playout", "picture", "command_ms", "cold_load_ms"} <= set(game)
        assert {"moves_per_s", "legal_moves_ms", "apply_ms"} <= set(game["playout"])
        assert {"render_ms", "encode_ms", "render_to_encode"} <= set(game["picture"])
        assert set(game["command_ms"]) == set(sizes)
        for figure in [game["playout"]["legal_moves_ms"], game["playout"]["apply_ms"], game["picture"]["render_ms"],
                       game["picture"]["encode_ms"], game["cold_load_ms"], *game["command_ms"].values()]:
            assert {"p50", "p95"} <= set(figure) and figure["n"] > 0
    assert {"raw_insert_ms", "same_statements_ms", "commit_ms", "ratio", "ratio_to_same"} <= set(report["storage"])
    assert {"idle", "growth_mb", "lru", "lru_growth_mb"} <= set(report["memory"])
    assert set(report["memory"]["idle"]) == set(sizes)
    assert {"command_p95_le_150ms", "render_le_2x_encode", "cold_load_p95_le_20ms", "memory_flat",
            "pictures_a_third_the_bytes", "render_p95_halved", "commit_le_1_5x_same_statements",
            "commit_le_2x_raw_insert"} == set(report["targets"])
    assert all(isinstance(t["met"], bool) for t in report["targets"].values())
    assert "MET" in done.stdout


def test_the_load_benchmark_runs_on_both_engines(tmp_path, pg_server):
    """``plansza-bench --load`` at a tiny scale, on SQLite and on the session's PostgreSQL: every figure is there."""
    out = tmp_path / "load.json"
    done = subprocess.run([sys.executable, "-m", "bot.ops.bench", "--load", "--seconds", "0.3", "--levels", "5",
                           "--samples", "5", "--json", str(out)] + (["--database-url", pg_server] if pg_server else []),
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(out.read_text(encoding="utf-8"))
    assert set(report["engines"]) == ({"sqlite", "postgres"} if pg_server else {"sqlite"})
    for entry in report["engines"].values():
        for workers in ("workers_1", "workers_2"):
            assert entry[workers]["levels"] and {"offered_per_s", "moves_per_s", "p50_ms", "p95_ms"} <= set(
                entry[workers]["levels"][0])
        assert {"raw_insert_ms", "commit_ms", "ratio"} <= set(entry["commit"]) and "scaling_1_to_2" in entry
    assert "scaling 1 -> 2 render workers" in done.stdout
