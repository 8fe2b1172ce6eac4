"""A local stand-in for Discord's API (gateway websocket + REST) for wire-level tests; see server.py."""
from tests.fake_discord.server import EPHEMERAL, LOADING, FakeDiscord, Interaction

__all__ = ["EPHEMERAL", "LOADING", "FakeDiscord", "Interaction"]
