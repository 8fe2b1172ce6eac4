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
    assert main_module.main() == 2
    err = capsys.readouterr().err
    assert "DISCORD_TOKEN" in err and ".env.example" in err and ".env" in err


def test_python_dash_m_bot_without_token(tmp_path):
    env = {**os.environ, "DISCORD_TOKEN": "", "PLANSZA_DB_PATH": str(tmp_path / "x.sqlite3")}
    done = subprocess.run([sys.executable, "-m", "bot"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2 and ".env.example" in done.stderr
    assert not (tmp_path / "x.sqlite3").exists()  # nothing opened before the token check
