"""The browser tests' fixtures: a real headless Chromium (tests/browser/support.py; skipped without one, failed under
CI=true), a table service over SQLite (the subject is the page, not the engine) with the test game ``passgame``
registered, and the web table serving it on a free local port."""
from __future__ import annotations

import contextlib

import pytest

from bot.store import Storage
from bot.tables import Settings, TableService
from tests.browser.support import open_browser, require_browser, web_table
from tests.fuzz.common import games_registered


@pytest.fixture(autouse=True)
def _browser_here():
    require_browser()


@pytest.fixture
def backend() -> str:
    return "sqlite"


@pytest.fixture(autouse=True)
def _test_games():
    with games_registered():
        yield


@pytest.fixture
async def service(db_target):
    svc = TableService(await Storage(db_target).open(), Settings(create_cooldown=0, live_tables_base=100),
                       seed_source=lambda: 7)
    yield svc
    await svc.close()


@pytest.fixture
async def web(service):
    async with web_table(service) as w:
        yield w


@pytest.fixture
async def browsers():
    """``await browsers()``: a new phone-sized browser, closed (with its processes) at the end of the test."""
    async with contextlib.AsyncExitStack() as stack:
        async def new(*args, **kwargs):
            return await stack.enter_async_context(open_browser(*args, **kwargs))

        yield new
