"""One bot process per SQLite file (issue 14, item 5): two processes on one file would both run the reminder loop
(every reminder sent twice) and race each other's writes. The first process holds an exclusive lock on
``<database>.lock`` for its lifetime (the operating system releases it when the process ends, even when killed);
a second one finds it held and refuses to start with a clear message. Several processes need PostgreSQL."""
from __future__ import annotations

import fcntl
from pathlib import Path
from typing import IO


def hold(db_path: str) -> IO | None:
    """Lock the database file for this process: the open lock file (keep it open), or None if another process
    holds it. An in-memory database needs no lock."""
    if db_path == ":memory:" or db_path.startswith("file::memory:"):
        return open("/dev/null")  # noqa: SIM115 - kept open for the process lifetime, like a real lock file
    handle = open(Path(db_path).with_name(Path(db_path).name + ".lock"), "a")  # noqa: SIM115 - held for life
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.close()
        return None
    return handle
