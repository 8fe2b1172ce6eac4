"""The arena's yardsticks, general over the contract like the search: uniformly random play, and a one-move
greedy player (each of its moves tried in one sampled world and judged at once by :mod:`games.ai.judge`; without
the game's hint an unfinished position is neutral, so greedy then plays at random until a move ends the game)."""
from __future__ import annotations

import random

from games.ai import judge, worlds
from games.ai.player import Decision
from games.core.contract import Rules, deep_copy


def random_move(game: Rules, state: dict, seat: int, seed: int = 0) -> Decision:
    moves = worlds.own_moves(game, state, seat)
    return Decision(random.Random(seed).choice(moves) if moves else None)


def greedy_move(game: Rules, state: dict, seat: int, seed: int = 0) -> Decision:
    rng = random.Random(seed)
    moves = worlds.own_moves(game, state, seat)
    if len(moves) <= 1:
        return Decision(moves[0] if moves else None)
    world = worlds.sample(game, state, seat, rng.getrandbits(48))
    n = int(state.get("players") or 0)
    best, best_value = [], -1.0
    for move in moves:
        after = deep_copy(world)
        game.play(after, seat, move.split())
        value = (judge.position(game, after, n) or [0.5] * n)[seat]
        if value > best_value + 1e-9:
            best, best_value = [move], value
        elif abs(value - best_value) <= 1e-9:
            best.append(move)
    return Decision(rng.choice(best))
