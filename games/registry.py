"""The list of games. A new game is one line here (plus its folders in games/ and renderers/)."""
from __future__ import annotations

import importlib

from games.core.contract import Rules
from games.core.errors import GameError

#: game id -> "module:attribute" of its Game instance; imported lazily so start-up stays fast.
GAMES: dict[str, str] = {
    "dragons": "games.dragons:GAME",
    "dragon_castle": "games.dragon_castle:GAME",
    "bunny_kingdom": "games.bunny_kingdom:GAME",
    "simurgh": "games.simurgh:GAME",
    "thorgal": "games.thorgal:GAME",
}

_loaded: dict[str, Rules] = {}


def register(game: Rules) -> None:
    """Register an extra game instance (tests use this for a minimal game with private hands)."""
    _loaded[game.id] = game
    GAMES.setdefault(game.id, "")


def unregister(game_id: str) -> None:
    _loaded.pop(game_id, None)
    if GAMES.get(game_id) == "":
        del GAMES[game_id]


def get(game_id: str) -> Rules:
    if game_id in _loaded:
        return _loaded[game_id]
    target = GAMES.get(game_id)
    if not target:
        raise GameError("core-err-unknown-game", game=str(game_id)[:40], known=", ".join(sorted(GAMES)))
    module, _, attr = target.partition(":")
    game = getattr(importlib.import_module(module), attr)
    _loaded[game_id] = game
    return game


def ids() -> list[str]:
    return sorted(GAMES)
