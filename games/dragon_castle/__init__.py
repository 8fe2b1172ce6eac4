"""Zamek Smoków (Dragon Castle) - rules in shared/rules/dragon_castle/RULES.md (rule IDs DC-x.y, gaps G1-G38)."""
from games.dragon_castle.game import DragonCastleGame

GAME = DragonCastleGame()

__all__ = ["GAME", "DragonCastleGame"]
