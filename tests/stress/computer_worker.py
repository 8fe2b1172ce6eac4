"""A bot process whose computer seat is thinking when it is killed with SIGKILL (for
tests/stress/test_computer_restart.py).

    python -m tests.stress.computer_worker DB_PATH

It opens a Smoki table of one person and one computer at ``hard`` (thinking by iterations, several seconds),
plays the person's moves until the computer must act, prints ``ACK ready <table> <version>``, then lets the
computer think (in its worker process) and prints ``ACK thinking <version>`` as the thought leaves.
"""
from __future__ import annotations

import asyncio
import sys

from bot.store import Storage
from bot.tables import Settings, TableService
from bot.tables.computer import ComputerPlayers
from games import registry


def out(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


class Announcing(ComputerPlayers):
    async def decide(self, game, state, seat, level, seed):
        row = await self.service.db.live_table("c", with_state=False)
        out(f"ACK thinking {row.version}")
        return await super().decide(game, state, seat, level, seed)


async def run(path: str) -> None:
    db = await Storage(path).open()
    players = Announcing(1, timed=False)
    svc = TableService(db, Settings(create_cooldown=0), seed_source=lambda: 11, filler=players)
    players.service = svc
    await svc.create(guild_id="g", channel_id="c", user_id="u0", name="Ala", game_id="dragons",
                     options={"bots": "1", "level": "hard"})
    await svc.start("c", "u0")
    game = registry.get("dragons")
    while True:
        row, state = await svc.table("c")
        if 1 in game.actors(state):
            break
        await svc.play("c", "u0", game.legal_moves(state, 0)[0].id)
    out(f"ACK ready {row.id} {row.version}")
    await svc.play_computers(row.id)
    out("ACK finished-thinking")  # never reached: the parent kills the process while the computer thinks


if __name__ == "__main__":
    asyncio.run(run(sys.argv[1]))
