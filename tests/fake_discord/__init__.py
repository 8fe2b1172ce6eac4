"""A local stand-in for Discord's API (gateway websocket + REST) for wire-level tests; see server.py."""
from tests.fake_discord.server import (
    EPHEMERAL,
    IS_COMPONENTS_V2,
    LOADING,
    SUPPRESS_NOTIFICATIONS,
    FakeDiscord,
    Interaction,
)

__all__ = ["EPHEMERAL", "IS_COMPONENTS_V2", "LOADING", "SUPPRESS_NOTIFICATIONS", "FakeDiscord", "Interaction"]
