"""Smoki (Dragons; a re-theme of Paper Safari) - rules in shared/rules/dragons/RULES.md (rule IDs DR-x.y, G-n)."""
from games.dragons.game import DragonsGame

GAME = DragonsGame()

__all__ = ["GAME", "DragonsGame"]
