"""The game contract shared by every engine (see DESIGN.md, "The game contract")."""
from games.core.contract import Event, Game, Move, Msg, OptionSpec, P, Result
from games.core.errors import GameError

__all__ = ["Event", "Game", "GameError", "Move", "Msg", "OptionSpec", "P", "Result"]
