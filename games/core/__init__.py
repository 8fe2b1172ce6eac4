"""The game contract shared by every engine (see DESIGN.md, "The game contract"): the rules (:class:`Rules`), and
the optional parts a game declares beside them, its words for the chat (:class:`Presentation`) and its hints for the
computer (:class:`Sense`)."""
from games.core.contract import Event, Move, Msg, OptionSpec, P, Result, Rules
from games.core.errors import GameError
from games.core.presentation import Presentation
from games.core.sense import Sense

__all__ = ["Event", "GameError", "Move", "Msg", "OptionSpec", "P", "Presentation", "Result", "Rules", "Sense"]
