"""A process that plays random moves on many tables through the real TableService, for the crash-safety test.

    python -m tests.stress.crash_worker DB_PATH --tables N --seed S [--moves M] [--hold SECONDS]

On start it (re)opens the database, makes sure every channel ``crash-<i>`` has a live table (creating, joining and
starting lobbies as needed, rotating through every registered game plus passgame), then plays random legal moves on
random tables. After each committed move it prints ``ACK <table id> <move number> <seat> <move id>`` and flushes, so
the parent knows exactly which moves were acknowledged when it kills the process with SIGKILL. A finished table is
replaced by a new one in the same channel. Before each move it prints ``PENDING <table> <version> <seat>
<interaction id> <move id>``: the parent re-delivers the last unacknowledged one after a kill (as Discord may), and it
must then be reported as a duplicate (it was committed) or applied exactly once (it was not).
"""
from __future__ import annotations

import argparse
import asyncio
import random
import sys

from bot.ops.bench_games import random_options
from bot.store import Storage
from bot.tables import Settings as ServiceSettings
from bot.tables import TableService
from games import registry
from games.core.errors import GameError
from tests.fuzz.common import GAME_IDS, games_registered


def out(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


async def ensure_table(svc: TableService, channel: str, rnd: random.Random, index: int) -> None:
    row = await svc.db.live_table(channel, with_state=False)
    if row is None:
        game = registry.get(GAME_IDS[index % len(GAME_IDS)])
        players = rnd.randint(game.min_players, game.max_players)
        for _ in range(20):
            try:
                await svc.create(guild_id="g", channel_id=channel, user_id=f"{channel}-u0", name="P0",
                                 game_id=game.id, options=random_options(game, rnd))
                break
            except GameError:
                continue
        else:
            await svc.create(guild_id="g", channel_id=channel, user_id=f"{channel}-u0", name="P0", game_id=game.id)
        row = await svc.db.live_table(channel, with_state=False)
        out(f"CREATED {row.id} {channel} {game.id} {players}")
        row.options["_players"] = players  # only a hint for this process, never stored
    if row.status == "lobby":
        game = registry.get(row.game)
        want = row.options.get("_players") or game.min_players
        while len(row.seats) < want:
            row = await svc.join(channel, f"{channel}-u{len(row.seats)}", f"P{len(row.seats)}")
        try:
            await svc.start(channel, row.owner_id)
        except GameError:  # a combination only setup refuses: drop the lobby, the next pass makes a new one
            await svc.abandon(channel, row.owner_id)
            return


async def run(args) -> None:
    rnd = random.Random(args.seed)
    db = await Storage(args.db).open()
    limits_off = ServiceSettings().without_user_limits()  # one test user opens every table
    svc = TableService(db, limits_off, seed_source=lambda: rnd.randrange(2**31))
    channels = [f"crash-{i}" for i in range(args.tables)]
    out("READY")
    played = 0
    while args.moves is None or played < args.moves:
        index = rnd.randrange(len(channels))
        channel = channels[index]
        await ensure_table(svc, channel, rnd, index + played)
        row = await db.live_table(channel, with_state=False)
        if row is None or row.status != "active":
            continue
        game = registry.get(row.game)
        state = await svc.state_of(row)
        seat = rnd.choice(sorted(game.actors(state)))
        move = rnd.choice(game.legal_moves(state, seat)).id
        interaction = f"{row.id}:{row.version}:{args.seed}"
        out(f"PENDING {row.id} {row.version} {seat} {interaction} {move}")
        if args.hold:  # the parent kills some workers here for sure: a move announced and not committed
            await asyncio.sleep(args.hold)
        o = await svc.play(channel, row.user_of(seat), move, interaction_id=interaction)
        assert not o.duplicate
        out(f"ACK {row.id} {row.version} {seat} {move}")
        played += 1
    await db.close()


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser()
    p.add_argument("db")
    p.add_argument("--tables", type=int, default=12)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--moves", type=int, default=None)
    p.add_argument("--hold", type=float, default=0.0, help="seconds between PENDING and the move (the kill test)")
    args = p.parse_args(argv)
    with games_registered():
        asyncio.run(run(args))


if __name__ == "__main__":
    main()
