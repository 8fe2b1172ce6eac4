"""The games under test: every game in the registry plus the test-only ``passgame`` (private hands).

Tests parametrize over :data:`GAME_IDS`, computed from ``games.registry.ids()`` at collection time, so a game added to
the registry is fuzzed, leak-checked, load-tested and crash-tested with no per-game test code.
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from bot.store import Seat, TableRow
from games import registry
from tests.support.passgame import GAME as PASSGAME

GAME_IDS: list[str] = sorted(set(registry.ids()) | {PASSGAME.id})


@contextmanager
def games_registered() -> Iterator[None]:
    """Register the test-only games for the duration (and only unregister what this call registered)."""
    added = PASSGAME.id not in registry.ids()
    if added:
        registry.register(PASSGAME)
    try:
        yield
    finally:
        if added:
            registry.unregister(PASSGAME.id)


def fake_row(game_id: str, players: int, lang: str = "en", options: dict | None = None) -> TableRow:
    """A table row for the presentation helpers (names, language), without a database."""
    return TableRow(id=1, guild_id="g", channel_id="c", game=game_id, options=dict(options or {}), owner_id="u0",
                    lang=lang, status="active", seed=1, version=1, actors=[], created_at=0.0, updated_at=0.0,
                    seats=[Seat(i, f"u{i}", f"Gracz {i + 1}") for i in range(players)])
