"""Królestwo Królików (Bunny Kingdom) - rules in shared/rules/bunny_kingdom/RULES.md (rule IDs BK-x.y, G-n)."""
from games.bunny_kingdom.game import BunnyKingdomGame

GAME = BunnyKingdomGame()

__all__ = ["GAME", "BunnyKingdomGame"]
