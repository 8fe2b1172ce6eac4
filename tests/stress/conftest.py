import pytest

from tests.fuzz.common import games_registered


@pytest.fixture(scope="module", autouse=True)
def _test_games():
    with games_registered():
        yield
