"""A worker process dies with the process that started it: the pools of pictures (:mod:`bot.tables.render_pool`) and
of computer players (:mod:`bot.tables.computer`) call :func:`watch_parent` in their initializer, so a bot killed with
SIGKILL (or by the out-of-memory killer) leaves no worker behind; a crash would otherwise strand a whole pool of
interpreters, each holding every renderer or game, with nobody left to end them (the next start does not know them).

The watchdog is a daemon thread of the worker with two signals:

* the parent's sentinel (``multiprocessing.parent_process().sentinel``), the read end of the pipe the parent wrote
  the worker's start-up data into. The parent keeps its end open as long as it holds the worker, and the kernel
  closes it when the parent dies however it dies, so the sentinel turns readable at once: the worker ends within
  milliseconds, without polling, under any start method;
* the parent pid, as a backstop: the worker is a direct child under ``spawn``, and a child whose parent dies is
  handed to another process (init or a subreaper), so ``os.getppid()`` changes. The thread looks every
  ``POLL_SECONDS``; it covers the case of the pipe's end having been copied into another process that lives on (a
  ``fork`` of the parent). Armed only when the worker starts as the parent's own child (a ``forkserver``'s worker
  is the server's).

Not ``prctl(PR_SET_PDEATHSIG)``: Linux sends that signal when the *thread* that started the child ends, not the
process, and the pools start workers on demand from whatever thread submits work (``asyncio.to_thread`` in the
bot's start, a test's event loop thread): a finished thread would kill healthy workers of a live pool, breaking it
(a computer's thought would then fall back to the default move). The two signals above see the process only.

The worker ends with ``os._exit``: no clean-up runs, none is owed to a parent that is gone (and a thought in the
middle of a search could not be interrupted otherwise)."""
from __future__ import annotations

import multiprocessing
import os
import threading
from multiprocessing.connection import wait

POLL_SECONDS = 0.5  # the parent-pid backstop's period; the sentinel itself needs no polling
EXIT_CODE = 70  # what an orphaned worker exits with (nobody waits for it; it tells a reader of ps or strace why)

_started = False
_lock = threading.Lock()


def watch_parent() -> bool:
    """Start the watchdog in this worker process (once; later calls do nothing). False where there is no parent
    to watch: a process not started by :mod:`multiprocessing` (a call in the bot's own process)."""
    global _started
    parent = multiprocessing.parent_process()
    if parent is None:
        return False
    with _lock:
        if _started:
            return True
        _started = True
    parent_pid = parent.pid if os.getppid() == parent.pid else None
    threading.Thread(target=_watch, args=(parent.sentinel, parent_pid), name="plansza-parent-watch",
                     daemon=True).start()
    return True


def _watch(sentinel: int, parent_pid: int | None) -> None:
    while True:
        if wait([sentinel], timeout=POLL_SECONDS):  # readable: the parent's end of the pipe is closed
            break
        if parent_pid is not None and os.getppid() != parent_pid:  # adopted: the parent is gone
            break
    os._exit(EXIT_CODE)


def stop_pool(pool, kill: bool = False) -> None:
    """Shut a worker pool (a ``ProcessPoolExecutor``) down without waiting; ``kill``: end its workers at once too.
    Without ``kill`` the interpreter's exit still waits for a picture or a thought in the middle of its work (on a
    loaded machine a bot once took over 20 s to exit after Ctrl-C); the bot kills at its exit, where no result is
    owed any more (an unsent post waits in the outbox for the next start)."""
    processes = list((getattr(pool, "_processes", None) or {}).values()) if kill else []
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()
