"""The bot's shared fixtures (tests/support/bot_fixtures.py), autouse ones included, for this folder's modules."""
from tests.support.bot_fixtures import *  # noqa: F403
