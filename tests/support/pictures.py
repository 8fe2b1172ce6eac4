"""Pictures stubbed for tests that drive whole games through the bot (the renderers have tests of their own)."""
from __future__ import annotations

from dataclasses import replace

from games import registry
from renderers import pages
from renderers.pictures import Pictures

TINY_PNG = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010806000000"
                         "1f15c4890000000d49444154789c6360000000000005000174a5e1a30000000049454e44ae426082")


def _tiny(view, names, lang, page=None) -> bytes:
    return TINY_PNG


def tiny_entry(game_id: str) -> registry.Plugin:
    """``game_id``'s registry entry with every picture a 1x1 PNG (its pages kept)."""
    return replace(registry.plugin(game_id), pictures=Pictures(render=_tiny, private=_tiny, pages=pages(game_id)))


def stub_pictures(monkeypatch, game_id: str) -> None:
    """For one test: ``game_id`` drawn as 1x1 PNGs."""
    monkeypatch.setitem(registry.PLUGINS, game_id, tiny_entry(game_id))
