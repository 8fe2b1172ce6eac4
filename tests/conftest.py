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

#: The modules left out of the fast tier (``pytest -m "not slow"``: under 2 minutes on 2 cores, README): each took
#: about 5 s or more of the suite's time in a measured run (``--durations``), most because they start real processes
#: (the bot, workers, PostgreSQL, the Discord stand-in) and kill or wait on them, or play long seeded games. One list,
#: here, so that no test module needs a marker line; a path that is no longer a file stops the session.
SLOW_MODULES = frozenset({
    # processes started, killed or waited on: the bot, worker pools, PostgreSQL, the Discord stand-in
    "tests/tables/test_worker_processes.py", "tests/discord_app/test_web_discord.py",
    "tests/store/test_store_faults.py",
    "tests/wire/test_wire_notify.py", "tests/wire/test_wire_shards.py", "tests/wire/test_wire_calm.py",
    "tests/wire/test_wire_load.py", "tests/wire/test_wire_menus.py", "tests/wire/test_wire.py",
    "tests/wire/test_wire_process.py",
    "tests/stress/test_crash_safety.py", "tests/stress/test_notify_faults.py", "tests/stress/test_computer_restart.py",
    "tests/load/test_bench_smoke.py", "tests/load/test_bench_web.py", "tests/load/test_load_service.py",
    # whole seeded games: golden transcripts, replays, playouts, fuzzing, leaks, the computer's search
    "tests/discord_app/test_discord_golden.py", "tests/discord_app/test_thorgal_discord_golden.py",
    "tests/tables/test_replays.py",
    "tests/e2e/test_dragon_castle_console.py", "tests/e2e/test_simurgh_console.py",
    "tests/games/dragon_castle/test_playouts.py", "tests/games/dragons/test_playouts.py",
    "tests/fuzz/test_fuzz_games.py", "tests/leaks/test_leaks.py", "tests/leaks/test_hint_leaks.py",
    "tests/core/test_replay_corpus.py", "tests/leaks/test_alt_texts.py",
    "tests/ai/test_search.py", "tests/ai/test_move_cap.py", "tests/ai/test_advice.py",
    # many tables, turns and pictures through the service and the Discord adapter
    "tests/renderers/test_phone_limits.py", "tests/renderers/test_dragons.py", "tests/renderers/test_bunny_kingdom.py",
    "tests/renderers/test_dragon_castle.py", "tests/tables/test_computer_players.py",
    "tests/discord_app/test_handoffs_discord.py", "tests/discord_app/test_channel_calm.py",
    "tests/discord_app/test_discord_absence.py", "tests/discord_app/test_card_limits.py",
    "tests/discord_app/test_decision_windows.py", "tests/discord_app/test_discord_dragon_castle.py",
    "tests/discord_app/test_discord_simultaneous.py",
})


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


def pytest_collection_modifyitems(config, items):
    """Mark the tests of :data:`SLOW_MODULES` ``slow`` (``pytest -m "not slow"``: the fast tier)."""
    missing = sorted(path for path in SLOW_MODULES if not (config.rootpath / path).is_file())
    if missing:
        raise pytest.UsageError(f"tests/conftest.py SLOW_MODULES names modules that are not there: {missing}")
    slow = pytest.mark.slow
    for item in items:
        if item.nodeid.partition("::")[0] in SLOW_MODULES:
            item.add_marker(slow)


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
