"""The list of games: one :class:`Plugin` a game, and the only shared place that names them.

A new game is a package in ``games/<id>/`` (its rules, a :class:`games.core.contract.Rules`), one in
``renderers/<id>/`` (its pictures, a :class:`renderers.pictures.Pictures`), and one line in :data:`PLUGINS`. The
entry names its parts by ``"module:attribute"``, imported on first use: the rules by :func:`get`, the pictures by
``renderers`` (``renderers.pictures_of``), so that this module, like all of ``games/``, imports nothing of
``renderers`` or ``bot``. Everything else (the bot, the console, the web, the pictures' dispatch, the icons, the
benches and the test suites) reads the games from here.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from games.core.contract import Rules
from games.core.errors import GameError

__all__ = ["PLUGINS", "Plugin", "get", "ids", "importable", "plugin", "register", "shipped", "unregister"]

#: The accent of a game that has none of its own (Discord's blurple).
DEFAULT_ACCENT = 0x5865F2


@dataclass(frozen=True)
class Plugin:
    """One game, as shared code knows it."""

    id: str
    #: its rules: a ``Rules`` instance or its ``"module:attribute"``
    rules: str | Rules
    #: its pictures: a ``renderers.pictures.Pictures`` or its ``"module:attribute"``; None: the generic picture
    pictures: Any = None
    #: the accent colour of its cards in Discord (the container's left edge), 0xRRGGBB
    accent: int = DEFAULT_ACCENT


#: Every game. The accents are taken from each game's box and its board's dominant colour.
PLUGINS: dict[str, Plugin] = {p.id: p for p in (
    Plugin("dragons", "games.dragons:GAME", "renderers.dragons:PICTURES", 0xC8553D),  # the paper dragons' red
    Plugin("dragon_castle", "games.dragon_castle:GAME", "renderers.dragon_castle:PICTURES", 0x2A9D8F),  # jade tiles
    Plugin("bunny_kingdom", "games.bunny_kingdom:GAME", "renderers.bunny_kingdom:PICTURES", 0x6A994E),  # meadows
    Plugin("simurgh", "games.simurgh:GAME", "renderers.simurgh:PICTURES", 0x7B5EA7),  # the Dragonlord's violet
    Plugin("thorgal", "games.thorgal:GAME", "renderers.thorgal:PICTURES", 0x3D5A80),  # the northern sea
)}

_loaded: dict[str, Rules] = {}


def resolve(target: str) -> Any:
    """The object a ``"module:attribute"`` names."""
    module, _, attr = target.partition(":")
    return getattr(importlib.import_module(module), attr)


def register(entry: Plugin | Rules) -> None:
    """Add a game (tests register small games of their own): a whole :class:`Plugin`, or bare rules (drawn by the
    generic picture)."""
    if isinstance(entry, Rules):
        entry = Plugin(entry.id, entry)
    PLUGINS[entry.id] = entry
    _loaded.pop(entry.id, None)


def unregister(game_id: str) -> None:
    PLUGINS.pop(game_id, None)
    _loaded.pop(game_id, None)


def plugin(game_id: str) -> Plugin:
    entry = PLUGINS.get(game_id)
    if entry is None:
        raise GameError("core-err-unknown-game", game=str(game_id)[:40], known=", ".join(sorted(PLUGINS)))
    return entry


def get(game_id: str) -> Rules:
    """The rules of ``game_id``."""
    rules = plugin(game_id).rules
    if not isinstance(rules, str):
        return rules
    if game_id not in _loaded:
        _loaded[game_id] = resolve(rules)
    return _loaded[game_id]


def importable(game_id: str, *, pictures: bool = False) -> bool:
    """Can another process (a worker of the computer's pool; with ``pictures``, of the pictures' pool) import this
    game's rules (and its pictures) by its entry alone? Not what a test registered at run time as objects."""
    entry = PLUGINS.get(game_id)
    if entry is None or not isinstance(entry.rules, str):
        return False
    return not pictures or entry.pictures is None or isinstance(entry.pictures, str)


def ids() -> list[str]:
    """Every registered game."""
    return sorted(PLUGINS)


def shipped() -> list[str]:
    """The games every process knows by their entries (not those a test registered at run time with objects): what
    the suites, benches and samples run over."""
    return [g for g in PLUGINS if importable(g)]  # in the list's own order
