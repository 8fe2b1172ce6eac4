"""What Thorgal's rule tests share: the legal move ids of a seat, and moves played with the invariants checked."""
from __future__ import annotations

from games.thorgal.game import GAME


def ids(state: dict, player: int = 0) -> set[str]:
    return {m.id for m in GAME.legal_moves(state, player)}


def play(state: dict, player: int, *moves: str) -> dict:
    for m in moves:
        state, _ = GAME.apply(state, player, m)
        GAME.check_invariants(state)
    return state
