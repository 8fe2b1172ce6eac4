"""The storage engines every storage-backed suite runs against: SQLite (a temp file) and PostgreSQL (a fresh schema on
a real server). The server is PLANSZA_TEST_DATABASE_URL (``.ci/run`` starts one and sets it), else a throwaway
cluster this session starts when PostgreSQL's programs are installed. Without either, the PostgreSQL runs are skipped
on a developer's machine and FAIL under CI=true: a green CI run has always exercised PostgreSQL.

A session that leaves a worker process alive (a pool never closed, an orphan of a killed bot) fails."""
from __future__ import annotations

import os
import tempfile

import pytest

from tests.support import pg_local, processes
from tests.support.engines import BACKENDS

WORKERS_GRACE_SECONDS = 10.0  # a pool shut down without waiting still ends its workers (a thought may finish first)


def _ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


@pytest.fixture(scope="session")
def pg_server():
    """The URL of a PostgreSQL server for the tests, or None where there is none (never under CI)."""
    url = os.environ.get("PLANSZA_TEST_DATABASE_URL", "").strip()
    if url:
        yield url
        return
    if pg_local.find_bin("initdb") is None:
        if _ci():
            pytest.fail("CI=true but PostgreSQL is missing: .ci/run installs it and sets PLANSZA_TEST_DATABASE_URL")
        yield None
        return
    folder = tempfile.mkdtemp(prefix="plansza-pg-")
    try:
        yield pg_local.start(folder)
    finally:
        pg_local.stop(folder)


@pytest.fixture(params=BACKENDS)
def backend(request) -> str:
    """Every storage-backed test runs on each engine."""
    return request.param


@pytest.fixture
def db_target(backend, tmp_path, pg_server):
    """Where a test's database lives: a SQLite file path, or the URL of a new PostgreSQL schema (dropped after).
    A plain fixture, so that synchronous tests (which start worker processes) may use it too."""
    if backend == "sqlite":
        yield str(tmp_path / "plansza.sqlite3")
        return
    yield from _schema(pg_server)


@pytest.fixture
def pg_url(pg_server):
    """A new PostgreSQL schema for tests that need PostgreSQL itself (several processes, plansza-migrate)."""
    yield from _schema(pg_server)


def _schema(pg_server):
    """A fresh schema on the session's server, dropped after the test; without a server: skipped, or under CI=true
    failed."""
    if pg_server is None:
        if _ci():
            pytest.fail("CI=true but no PostgreSQL server")
        pytest.skip("PostgreSQL is not installed here (CI runs these)")
    url = pg_local.in_thread(pg_local.new_schema, pg_server)
    yield url
    pg_local.in_thread(pg_local.drop_schema, url)


def pytest_sessionstart(session):
    # marks every process this session starts, so that an orphan (its parent killed) is still known as ours
    os.environ[processes.SESSION_MARK] = str(os.getpid())


def pytest_sessionfinish(session, exitstatus):
    """Fail the session if worker processes it started outlive it (after a grace period), and end them."""
    if not processes.available():
        return
    left = processes.wait_gone(processes.session_workers(os.getpid()), WORKERS_GRACE_SECONDS)
    if not left:
        return
    lines = [f"{pid}: {processes.cmdline(pid)[:160]}" for pid, _ in left]
    processes.kill(left)
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.ensure_newline()
        reporter.write_sep("=", f"{len(left)} worker process(es) left alive (killed now)", red=True)
        for line in lines:
            reporter.write_line(line)
    if session.exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
