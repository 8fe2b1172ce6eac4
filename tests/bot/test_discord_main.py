"""The entry point: without a token it explains what to do and exits with code 2 (never contacts Discord)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from bot import main as main_module

ROOT = Path(__file__).resolve().parents[2]


def test_main_without_token_exits_2(monkeypatch, capsys):
    monkeypatch.setenv("DISCORD_TOKEN", "")
    assert main_module.main([]) == 2
    err = capsys.readouterr().err
    assert "DISCORD_TOKEN" in err and ".env.example" in err and ".env" in err


def test_python_dash_m_bot_without_token(tmp_path):
    env = {**os.environ, "DISCORD_TOKEN": "", "PLANSZA_DB_PATH": str(tmp_path / "x.sqlite3")}
    done = subprocess.run([sys.executable, "-m", "bot"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2 and ".env.example" in done.stderr
    assert not (tmp_path / "x.sqlite3").exists()  # nothing opened before the token check


def test_a_second_bot_on_the_same_sqlite_file_refuses_to_start(tmp_path, monkeypatch, capsys):
    """Issue 14, item 5: one process per SQLite file (else every reminder goes out twice). The lock is the
    operating system's, so it is free again when the holder ends (even when killed)."""
    from bot.store import file_lock as single_process

    db = str(tmp_path / "plansza.sqlite3")
    first = single_process.hold(db)
    assert first is not None
    assert single_process.hold(db) is None  # a second holder in this process is refused as well
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setenv("PLANSZA_DB_PATH", db)
    assert main_module.main([]) == 3
    err = capsys.readouterr().err
    assert "Another Plansza bot is already running" in err and db in err
    env = {**os.environ, "DISCORD_TOKEN": "x", "PLANSZA_DB_PATH": db, "PLANSZA_DEFAULT_LANG": "pl"}
    done = subprocess.run([sys.executable, "-m", "bot"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 3 and "działa już inny bot" in done.stderr
    first.close()
    second = single_process.hold(db)
    assert second is not None  # free again once the first holder is gone
    second.close()
    assert single_process.hold(":memory:") is not None  # nothing to share in memory
