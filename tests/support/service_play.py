"""Random play through the table service, as the tests of the bot drive tables (not the engines directly)."""
from __future__ import annotations

import random

from games import registry


async def random_moves(svc, channel: str, rnd: random.Random, limit: int = 10_000):
    """Up to ``limit`` random legal moves at the channel's table, each by the first seat that must act, until the
    game ends; returns the table and its state."""
    for _ in range(limit):
        row, state = await svc.table(channel)
        if row.status != "active":
            return row, state
        game = registry.get(row.game)
        seat = sorted(game.actors(state))[0]
        await svc.play(channel, row.user_of(seat), rnd.choice(game.legal_moves(state, seat)).id)
    return await svc.table(channel)
