"""A process that leaves a deadline passed, a vote in progress and a paused table in a database, then keeps writing
until it is killed with SIGKILL (for tests/stress/test_absence_restart.py).

    python -m tests.stress.absence_worker DB_PATH

Its clock is fake: it starts at ``T0`` and moves on by hand. It prints ``ACK <what> <table id> ...`` after each
committed step, and then ``ACK busy <n>`` after each of the writes that follow (player settings changing back and
forth), so the parent kills it in the middle of ordinary work.
"""
from __future__ import annotations

import asyncio
import sys

from bot.store import Storage
from bot.tables import Settings, TableService
from bot.tables import clocks as turn_clocks
from bot.tables.player_settings import PlayerSettings
from games import registry
from tests.support.passgame import GAME as PASSGAME

T0 = 1_800_000_000.0
HOUR = 3600.0


class Clock:
    t = T0

    def __call__(self) -> float:
        return self.t


def out(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


async def table(svc: TableService, channel: str) -> int:
    await svc.create(guild_id="g", channel_id=channel, user_id="u0", name="Ala", game_id="passgame",
                     options={"deadline": "24h"})
    for i in (1, 2):
        await svc.join(channel, f"u{i}", f"P{i}")
    await svc.start(channel, "u0")
    return (await svc.db.live_table(channel, with_state=False)).id


async def run(path: str) -> None:
    registry.register(PASSGAME)
    clock = Clock()
    db = await Storage(path).open()
    svc = TableService(db, Settings(create_cooldown=0), clock=clock, seed_source=lambda: 5)
    late = await table(svc, "late")
    voting = await table(svc, "voting")
    paused = await table(svc, "paused")
    clock.t += 2 * HOUR
    await svc.pause("paused", "u0")
    out(f"ACK paused {paused} {clock.t}")
    ballot = await svc.abandon("voting", "u1")

    await svc.cast_vote(voting, ballot.vote.id, "u2", True)
    out(f"ACK vote {voting} {ballot.vote.id}")
    clock.t = T0 + 25 * HOUR
    due = await svc.due_deadlines()  # each marked with its notice in the outbox
    (expired,) = [e for e in due if e.table.id == late]
    out(f"ACK deadline {late} {turn_clocks.stamp(expired.clock)} {clock.t}")
    n = 0
    while True:
        n += 1
        await svc.set_player_settings("u9", PlayerSettings(delay=HOUR * (1 + n % 5)))
        out(f"ACK busy {n}")


if __name__ == "__main__":
    asyncio.run(run(sys.argv[1]))
