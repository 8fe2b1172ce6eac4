"""A throwaway PostgreSQL server on this machine, for the tests and ``.ci/run``: a cluster in a temp dir, trust
authentication on 127.0.0.1, run as a non-root user (PostgreSQL refuses to run as root), with fsync off (its data is
thrown away; ``durable=True`` keeps PostgreSQL's defaults). ``.ci/run`` starts one with
``python -m tests.support.pg_local start DIR`` and exports the URL it prints as PLANSZA_TEST_DATABASE_URL; without that
variable, the test session starts its own when the server's programs are installed.

Each test gets a fresh schema of its own (:mod:`bot.store.scratch`, which the benches use on a ``--database-url``
too), so tests never see each other's tables and a test's processes share one. A developer's tool, outside the
installed package: the bot never starts a database server (docs/architecture.md, "Developers' tools").
"""
from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import sys
from pathlib import Path

from bot.store.scratch import drop_schema, new_schema

__all__ = ["drop_schema", "find_bin", "in_thread", "new_schema", "start", "stop"]

USER = "plansza"  # the database superuser created by initdb


def find_bin(name: str) -> str | None:
    """A PostgreSQL server program from PATH or Debian's versioned folders (newest first)."""
    found = shutil.which(name)
    if found:
        return found
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(p.split("/")[-2]), reverse=True):
        if os.access(os.path.join(folder, name), os.X_OK):
            return os.path.join(folder, name)
    return None


def _runner() -> list[str]:
    """How to run the server's programs: as ourselves, or (as root) as the unprivileged ``postgres`` user (made by
    Debian's package) or ``nobody``."""
    if os.geteuid() != 0:
        return []
    for user in ("postgres", "nobody"):
        try:
            pwd.getpwnam(user)
            return ["runuser", "-u", user, "--"]
        except KeyError:
            continue
    raise RuntimeError("no unprivileged user to run PostgreSQL as")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(folder: str, *, durable: bool = False) -> str:
    """Create and start a cluster in ``folder``; returns its URL (database ``postgres``). ``durable``: fsync on (a
    commit waits for the disk, as in production); else off."""
    initdb, pg_ctl = find_bin("initdb"), find_bin("pg_ctl")
    if not initdb or not pg_ctl:
        raise RuntimeError("PostgreSQL's server programs (initdb, pg_ctl) are not installed")
    root = Path(folder)
    root.mkdir(parents=True, exist_ok=True)
    run = _runner()
    if run:  # the unprivileged user must own the folder
        subprocess.run(["chown", "-R", run[2], str(root)], check=True)
        root.chmod(0o755)
    data, port = root / "data", _free_port()
    subprocess.run([*run, initdb, "-D", str(data), "-A", "trust", "-U", USER, "-E", "UTF8", "--no-sync"],
                   check=True, stdout=subprocess.DEVNULL)
    fsync = "" if durable else "-F "
    options = f"-h 127.0.0.1 -p {port} -k {root} {fsync}-c max_connections=300 -c shared_buffers=64MB"
    subprocess.run([*run, pg_ctl, "-D", str(data), "-o", options, "-l", str(root / "server.log"), "-w", "start"],
                   check=True, stdout=subprocess.DEVNULL)
    return f"postgresql://{USER}@127.0.0.1:{port}/postgres"


def stop(folder: str) -> None:
    pg_ctl = find_bin("pg_ctl")
    data = Path(folder) / "data"
    if pg_ctl and data.exists():
        subprocess.run([*_runner(), pg_ctl, "-D", str(data), "-m", "immediate", "stop"], check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def in_thread(make, *args):
    """Run ``make(*args)`` (a coroutine function) to completion on an event loop of its own, in a thread of its own:
    callable whether or not the caller's loop is running."""
    import asyncio
    import threading

    out: list = []

    def go():
        try:
            out.append((True, asyncio.run(make(*args))))
        except BaseException as e:  # re-raised in the caller's thread
            out.append((False, e))

    thread = threading.Thread(target=go)
    thread.start()
    thread.join()
    ok, value = out[0]
    if not ok:
        raise value
    return value


if __name__ == "__main__":  # python -m tests.support.pg_local start|stop DIR
    verb, folder = sys.argv[1], sys.argv[2]
    if verb == "start":
        print(start(folder))
    else:
        stop(folder)
