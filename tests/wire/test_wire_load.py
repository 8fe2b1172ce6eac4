"""Load through the Discord stand-in: simulated players on several tables play concurrently with /play over the
wire (gateway -> bot -> table service -> REST answers), for a bounded time. No errors; every answered /play is
exactly one move in the log and at most one new table picture in the channel (exactly one unless the move is a
quiet step); latencies (/play sent -> the mover's answer, after the commit) are recorded."""
from __future__ import annotations

import asyncio
import json
import random
import time

from games.core.errors import GameError
from tests.fake_discord import LOADING
from tests.fuzz.common import GAME_IDS
from tests.load.test_load_service import percentile

TABLES = 6
DURATION = 4.0


def pictures(fake, channel: int) -> list[dict]:
    return [m for m in fake.channel_messages(channel, public_only=True)
            if any(a["filename"] == "table.png" for a in m["attachments"])]


async def test_players_on_many_tables_over_the_wire(fake, world, bot, service, tmp_path):
    from games import registry

    rnd = random.Random(11)
    tables = []
    for i in range(TABLES):
        channel = fake.add_text_channel(world.guild, f"stol-{i}")
        game = registry.get(GAME_IDS[i % len(GAME_IDS)])
        users = [fake.add_user(f"p{i}-{k}") for k in range(min(game.max_players, 3))]
        for u in users:
            fake.add_member(world.guild, u)
        tables.append((channel, game, users))

    async def open_table(channel, game, users):
        for k, user in enumerate(users):
            cmd = "create" if k == 0 else "join"
            done = await fake.slash(cmd, user=user, channel=channel, options={"game": game.id} if k == 0 else None)
            await fake.wait_for(lambda done=done: done.acknowledged)
        await fake.slash("start", user=users[0], channel=channel)
        await fake.wait_for(lambda: pictures(fake, channel))

    await asyncio.gather(*(open_table(*t) for t in tables))

    latencies: list[float] = []
    played: dict[int, int] = {}
    deadline = time.monotonic() + DURATION

    async def player(channel: int, user: int):
        while time.monotonic() < deadline:
            try:
                row, moves = await service.legal_moves(str(channel), str(user))
            except GameError as err:  # the game is over
                assert err.key in ("bot-err-no-table", "bot-err-not-active"), err.key
                return
            if row.seat_of(str(user)) not in row.actors or not moves:
                await asyncio.sleep(0.01)
                continue
            t0 = time.perf_counter()
            rec = await fake.slash("play", user=user, channel=channel, options={"move": rnd.choice(moves).id})
            # answered: the mover's "thinking" reply was replaced by the note (after the commit)
            await fake.wait_for(lambda rec=rec: rec.original_id and not fake.messages[rec.original_id]["flags"]
                                & LOADING, timeout=20)
            latencies.append(time.perf_counter() - t0)
            note = fake.messages[rec.original_id]["content"]
            row_after, _ = await service.table(str(channel))
            assert row_after.version > row.version, f"/play refused: {note}"
            played[channel] = played.get(channel, 0) + 1

    try:
        await asyncio.gather(*(player(c, u) for c, _, users in tables for u in users))
    except Exception:
        await fake.settle()
        raise
    await fake.settle()

    total = 0
    for channel, _game, _users in tables:
        row, _ = await service.table(str(channel))
        moves = await service.db.moves(row.id)
        assert len(moves) == played.get(channel, 0), "an answered /play is exactly one move"
        assert row.version == len(moves) + 1 and await service.verify(row.id)
        # at most one channel post per move worth one (a quiet step of a multi-step turn has none): a picture for a
        # completed turn (and the start), a text line for a public step; the submissions of one simultaneous step
        # share one progress line, edited in place (issue 25)
        announced = sum(any(e.get("to") is None and not e.get("quiet") for e in m["events"]) for m in moves)
        start = int(pictures(fake, channel)[0]["id"])
        after = [m for m in fake.channel_messages(channel, public_only=True) if int(m["id"]) > start]
        assert (len(after) <= announced and (len(after) >= 1 or announced == 0)
                and 1 <= len(pictures(fake, channel)) <= 1 + announced)
        ids = [m["interaction_id"] for m in moves]
        assert len(set(ids)) == len(ids) and all(ids)
        total += len(moves)
    report = {"tables": TABLES, "moves": total, "seconds": DURATION,
              "latency_ms": {p: round(1000 * percentile(latencies, q), 1) for p, q in
                             (("p50", 50), ("p95", 95), ("max", 100))}}
    (tmp_path / "wire-load-latency.json").write_text(json.dumps(report, indent=2))
    print("wire load:", json.dumps(report))
    assert total >= TABLES and not fake.errors and not fake.bot_errors
