"""``plansza-bench --web`` runs end to end at a tiny size (3 tables, a few requests), on SQLite and on the session's
PostgreSQL: every figure of the report is there and counted. Only the report's shape is checked, never a timing (the
figures are the bench's job)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIGURES = ("page_first_byte_ms", "page_ms", "table_json_ms", "picture_ms", "picture_alone_ms", "move_answer_ms",
           "move_to_update_ms", "move_to_update_alone_ms", "activity_page_first_byte_ms", "move_to_update_ws_ms")


@pytest.mark.parametrize("engine", ["sqlite", "postgres"])
def test_the_web_benchmark_runs_end_to_end(tmp_path, engine, request):
    url = []
    if engine == "postgres":
        server = request.getfixturevalue("pg_server")
        if server is None:
            pytest.skip("PostgreSQL is not installed here")
        url = ["--database-url", server]
    out = tmp_path / "web.json"
    done = subprocess.run([sys.executable, "-m", "bot.ops.bench", "--web", "--smoke", "--tables", "3", "--requests",
                           "12", "--pictures", "4", "--moves", "3", "--concurrency", "2", "--json", str(out),
                           "--workdir", str(tmp_path), *url], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(out.read_text(encoding="utf-8"))
    meta = report["meta"]
    assert meta["engine"] == engine and meta["tables"] == 3 and meta["concurrency"] == 2
    assert meta["cpus"] >= 1 and meta["render_workers"] >= 1
    for key in FIGURES:
        assert {"p50", "p95", "p99", "max", "n"} <= set(report[key]), key
        assert report[key]["n"] > 0, key
    assert report["page_first_byte_ms"]["n"] == 12 and report["picture_ms"]["n"] == 4
    assert report["table_json_ms"]["n"] >= 6  # every seat's link of the 3 tables once
    assert report["move_to_update_ms"]["n"] == report["move_answer_ms"]["n"] == 3
    assert report["activity_page_first_byte_ms"]["n"] == 12  # the page inside Discord's frame (issue 54)
    assert report["moves_made"] == 3 + report["move_to_update_alone_ms"]["n"] + report["move_to_update_ws_ms"]["n"]
    assert report["pages_per_s"] > 0 and report["picture_by_game_ms"]
    assert report["errors"] == {}
    assert "no-store" in report["picture_cache"]
    lines = done.stdout.splitlines()
    assert lines[0].split()[:2] == ["figure", "(ms)"] and any(line.startswith("page first byte") for line in lines)
    assert any(line.startswith(f"web table ({engine}, 3 tables") and "concurrency 2" in line
               and "inside the Activity" in line for line in lines)
    assert not list(tmp_path.glob("plansza-web-bench-*"))  # the throwaway store is gone
