"""Run a worker module in a process of its own and kill it with SIGKILL at a chosen moment (restart tests)."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def kill_when(module: str, db: Path, stop: Callable[[str, list[str]], bool], *,
              group: bool = False) -> dict[str, list[str]]:
    """Start ``python -m module db``; collect its ``ACK <what> <values...>`` lines until ``stop(what, values)``;
    then SIGKILL it (``group``: with every process it started, as a crash of the machine's container would).
    Returns the last values of each ``what``."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-m", module, str(db)], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=group)
    acks: dict[str, list[str]] = {}
    deadline = time.monotonic() + 120
    for line in proc.stdout:
        parts = line.split()
        if parts and parts[0] == "ACK":
            acks[parts[1]] = parts[2:]
            if stop(parts[1], parts[2:]):
                break
        assert time.monotonic() < deadline, "the worker is stuck"
    if group:
        os.killpg(proc.pid, signal.SIGKILL)
    else:
        proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    assert proc.returncode == -signal.SIGKILL, proc.stderr.read()
    proc.stdout.close()
    proc.stderr.close()
    return acks
