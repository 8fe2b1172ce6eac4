"""Run a module's tests on both engines: ``from tests.support.engines import backend`` re-declares the ``backend``
fixture with both (a conftest may narrow it, as tests/support/bot_fixtures.py does for the bot's suites)."""
from __future__ import annotations

import pytest

BACKENDS = ("sqlite", "postgres")


@pytest.fixture(params=BACKENDS)
def backend(request) -> str:
    return request.param
