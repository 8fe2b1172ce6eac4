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


def rulebook_setup(players: int, options: dict, seed: int) -> dict:
    """The adventure as written (the rulebook's set-up, TG-S-1..20), which the rule tests check: a table always has a
    difficulty level (TG-S-21, ``normal`` by default, which adds resources and weakens enemies); the engine without
    one plays the data as written."""
    from games.thorgal import setup as st
    from games.thorgal import turns

    opts = GAME.normalize_options(options)
    opts.pop("difficulty")
    state = st.setup(players, opts, seed)
    turns.ensure(state)
    return state
