"""Processes as Linux's /proc shows them: a process's descendants, whether one is a Python multiprocessing worker,
whether it still lives (a zombie does not: it waits only to be reaped by whoever adopted it), and the worker
processes a test session leaves behind (see ``pytest_sessionfinish`` in tests/conftest.py)."""
from __future__ import annotations

import os
import signal
import time
from pathlib import Path

PROC = Path("/proc")
#: set by tests/conftest.py to the pytest pid; every process the session starts inherits it (an orphan too, which
#: no longer descends from pytest once its parent is killed)
SESSION_MARK = "PLANSZA_TEST_SESSION"

Identity = tuple[int, int]  # (pid, start time in clock ticks): a pid reused by a new process is another process


def available() -> bool:
    return (PROC / "self" / "stat").exists()


def _stat(pid: int) -> list[str] | None:
    """The fields of /proc/<pid>/stat after the command name (state first), or None for no such process."""
    try:
        raw = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    return raw[raw.rfind(")") + 2:].split()  # the name may hold spaces and parentheses


def identity(pid: int) -> Identity | None:
    fields = _stat(pid)
    return None if fields is None else (pid, int(fields[19]))


def alive(who: Identity) -> bool:
    """The process runs (or sleeps): not gone, not a zombie, not a new process under its old pid."""
    fields = _stat(who[0])
    return fields is not None and fields[0] not in ("Z", "X") and int(fields[19]) == who[1]


def _pids() -> list[int]:
    return [int(p.name) for p in PROC.iterdir() if p.name.isdigit()]


def descendants(pid: int) -> list[Identity]:
    """Every living process below ``pid`` (children, their children, ...)."""
    children: dict[int, list[int]] = {}
    for p in _pids():
        fields = _stat(p)
        if fields is not None:
            children.setdefault(int(fields[1]), []).append(p)
    out, todo = [], list(children.get(pid, []))
    while todo:
        p = todo.pop()
        who = identity(p)
        if who is not None and alive(who):
            out.append(who)
        todo.extend(children.get(p, []))
    return out


def cmdline(pid: int) -> str:
    try:
        return (PROC / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
    except OSError:
        return ""


def is_worker(pid: int) -> bool:
    """A multiprocessing worker (spawn or forkserver), not its resource tracker (which ends once every process
    sharing it has)."""
    line = cmdline(pid)
    return "multiprocessing.spawn" in line or "multiprocessing.forkserver" in line


def _marked(pid: int, mark: str) -> bool:
    try:
        return f"{SESSION_MARK}={mark}".encode() in (PROC / str(pid) / "environ").read_bytes().split(b"\0")
    except OSError:
        return False


def session_workers(session_pid: int) -> list[Identity]:
    """The living multiprocessing workers of a test session: below its process, or orphans carrying its mark."""
    found = {who for who in descendants(session_pid) if is_worker(who[0])}
    for p in _pids():
        if p != session_pid and _marked(p, str(session_pid)) and is_worker(p):
            who = identity(p)
            if who is not None and alive(who):
                found.add(who)
    return sorted(found)


def wait_gone(processes: list[Identity], timeout: float) -> list[Identity]:
    """Wait (polling) until every one has ended or ``timeout`` passes; those still alive."""
    deadline = time.monotonic() + timeout
    left = [who for who in processes if alive(who)]
    while left and time.monotonic() < deadline:
        time.sleep(0.05)
        left = [who for who in left if alive(who)]
    return left


def kill(processes: list[Identity]) -> None:
    for who in processes:
        if alive(who):
            try:
                os.kill(who[0], signal.SIGKILL)
            except OSError:
                pass


async def stop_bot(proc, log: Path) -> str:
    """End a bot started as a subprocess (asyncio): SIGTERM, SIGKILL after 20 s; its log's text."""
    import asyncio

    if proc is not None and proc.returncode is None:
        proc.terminate()
        try:
            await asyncio.wait_for(proc.wait(), 20)
        except TimeoutError:
            proc.kill()
            await proc.wait()
    return log.read_text(errors="replace")
