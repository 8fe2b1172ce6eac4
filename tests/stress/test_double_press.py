"""Two presses of the same button at the same moment (two players, or one player twice, or Discord re-delivering
one interaction while it is being applied) apply the move once: the per-table lock, the versioned commit and the
interaction ids each hold. ``plansza-soak`` runs it a thousand times."""
from __future__ import annotations

import asyncio
import itertools
import random

from bot.store import Storage
from bot.tables import Settings, TableService
from games import registry
from games.core.errors import GameError
from tests.fuzz.common import GAME_IDS
from tests.support.soak import record, scale

PRESSES = scale("DOUBLE_PRESSES", 60)


async def test_simultaneous_double_presses_apply_once(db_target):
    db = await Storage(db_target).open()
    svc = TableService(db, Settings(create_cooldown=0, live_tables_base=10**6),
                       seed_source=itertools.count(1).__next__)
    rnd = random.Random(11)
    ids = itertools.count(1)
    applied = refused = duplicates = tables = again = 0
    try:
        channel, game = None, None
        for press in range(PRESSES):
            row = await db.live_table(channel, with_state=False) if channel else None
            if row is None or row.status != "active":
                tables += 1
                channel = f"dp-{tables}"
                game = registry.get(GAME_IDS[tables % len(GAME_IDS)])
                await svc.create(guild_id="g", channel_id=channel, user_id=f"{channel}-0", name="A", game_id=game.id)
                for i in range(1, game.min_players if game.min_players > 1 else 2):
                    await svc.join(channel, f"{channel}-{i}", "B")
                await svc.start(channel, f"{channel}-0")
            row, state = await svc.table(channel)
            seat = sorted(game.actors(state))[0]
            move = rnd.choice(game.legal_moves(state, seat)).id
            user = row.user_of(seat)
            same = next(ids)
            kind = press % 3  # two presses (two interactions), or one interaction delivered twice, or both
            calls = [svc.play(channel, user, move, interaction_id=f"i{same}"),
                     svc.play(channel, user, move, interaction_id=f"i{same}" if kind else f"i{next(ids)}")]
            if kind == 2:
                calls.append(svc.play(channel, user, move, interaction_id=f"i{next(ids)}"))
            results = await asyncio.gather(*calls, return_exceptions=True)
            new = [r for r in results if not isinstance(r, Exception) and not r.duplicate]
            dup = [r for r in results if not isinstance(r, Exception) and r.duplicate]
            errors = [r for r in results if isinstance(r, Exception)]
            assert all(isinstance(e, GameError) for e in errors), errors
            fresh = await db.table(row.id, with_state=False)
            # exactly one move was applied, whatever the other presses met (a duplicate, a refusal, or a move that
            # was still legal after the first one, e.g. the same pick in a simultaneous step: then it is the next)
            assert len(new) >= 1 and fresh.version == row.version + len(new), (results, fresh.version)
            moves = await db.moves(row.id, after=row.version - 1)
            assert len(moves) == len(new) and len({m["interaction_id"] for m in moves}) == len(moves)
            applied += 1
            duplicates += len(dup)
            refused += len(errors)
            again += len(new) - 1  # a second press that was a legal move of its own (a changeable pick)
        record("double_press", presses=PRESSES, applied_once=applied, double_applies=0, duplicates=duplicates,
               refused=refused, legal_again=again, tables=tables)
        assert duplicates > 0 and refused > 0
    finally:
        await db.close()
