"""``plansza-verify`` (issue 53, item 1): every stored table replayed under the current code.

On each engine, tables of all five games are played through the table service (some to their end, some a while);
their logs replay to their snapshots (``same``), through the command itself as an operator runs it. Then one table
gets a planted divergence (its stored state changed), one a planted
illegal move (a stored move id no rule allows), one a changed line in its log (``words``, harmless): each is
reported with the move and the field or the reason, the command exits 1, and ``--pause`` pauses the live ones
with a line to their players, leaving the others alone. ``plansza-soak --only verify`` runs it over a few hundred
tables (``PLANSZA_SOAK_VERIFY_TABLES`` per game) and reports the figures.
"""
from __future__ import annotations

import asyncio
import json
import random

from bot.ops import verify
from bot.store import Storage
from bot.tables import Settings, TableService
from games import registry
from tests.support.engines import backend  # noqa: F401  (both engines)
from tests.support.service_play import random_moves
from tests.support.soak import record, scale

GAMES = ("dragons", "dragon_castle", "bunny_kingdom", "simurgh", "thorgal")
PER_GAME = scale("VERIFY_TABLES", 1)  # tables of each game besides the five the faults are planted in


async def _tables(target: str) -> dict[str, int]:
    """The five tables the faults go into (40 moves, live), and PER_GAME more of each game (2 to 4 seats, some
    played to their end, the others stopped at a random move)."""
    service = TableService(await Storage(target).open(), Settings(create_cooldown=0, live_tables_base=10**6),
                           seed_source=iter(range(1000, 1000 + 10**6)).__next__)
    ids = {}
    rnd = random.Random("verify")
    try:
        for k, gid in enumerate(GAMES):
            game = registry.get(gid)
            for j in range(PER_GAME + 1):
                channel = f"c{k}-{j}"
                seats = 3 if j == 0 else rnd.randint(max(2, game.min_players), game.max_players)
                await service.create(guild_id="g", channel_id=channel, user_id="u0", name="Ala", game_id=gid)
                for i in range(1, seats):
                    await service.join(channel, f"u{i}", f"P{i}")
                await service.start(channel, "u0")
                limit = 40 if j == 0 else rnd.choice((10_000, rnd.randint(5, 150)))
                row, _ = await random_moves(service, channel, random.Random(f"{k}-{j}"), limit=limit)
                if j == 0:
                    ids[gid] = row.id
    finally:
        await service.close()
    return ids


async def test_stored_tables_replay_and_planted_faults_are_found(db_target, backend):  # noqa: F811
    ids = await _tables(db_target)
    findings, paused, seconds = await verify.run(db_target, every=True)
    assert len(findings) == len(GAMES) * (PER_GAME + 1)
    assert {f.status for f in findings} == {"same"}, [f.line() for f in findings if f.status != "same"]
    assert all(f.moves >= 5 for f in findings)
    # the command, as an operator runs it: every table same, exit code 0
    assert await asyncio.to_thread(verify.main, ["--db", db_target, "--all"]) == 0
    figures = {"engine": backend, "tables": len(findings), "moves": sum(f.moves for f in findings),
               "finished": [await _status(db_target, f.table_id) for f in findings].count("finished"),
               "seconds": round(seconds, 2), "games": {g: sum(f.game == g for f in findings) for g in GAMES}}

    db = await Storage(db_target).open()
    try:
        # a divergence: the stored state says what no replay gives (a hero's resource in Thorgal)
        row = await db.row(ids["thorgal"])
        state = json.loads(row.state_json)
        state["heroes"][0]["resources"]["ore"] = state["heroes"][0]["resources"].get("ore", 0) + 7
        await db.write_snapshot(row.id, row.version, json.dumps(state))
        # an illegal move: move 5 of the Simurgh table rewritten to something no rule allows
        await db._tx([("UPDATE moves SET move=? WHERE table_id=? AND n=?", ("place C99 spearman", ids["simurgh"], 5))])
        # a changed line: move 3 of the Smoki table told with another parameter (the same outcome)
        moves = await db.moves(ids["dragons"])
        events = moves[2]["events"]
        first = next(e for e in events if e["msg"]["params"])
        key = next(iter(first["msg"]["params"]))
        first["msg"]["params"][key] = "something else"
        await db._tx([("UPDATE moves SET events=? WHERE table_id=? AND n=?", (json.dumps(events), ids["dragons"], 3))])
    finally:
        await db.close()

    findings, paused, _ = await verify.run(db_target, every=True, pause=True)
    by_id = {f.table_id: f for f in findings}
    thorgal, simurgh, dragons = by_id[ids["thorgal"]], by_id[ids["simurgh"]], by_id[ids["dragons"]]
    assert {f.status for f in findings if f.table_id not in (thorgal.table_id, simurgh.table_id,
                                                              dragons.table_id)} == {"same"}
    assert thorgal.status == "diverged" and thorgal.field == "heroes[0].resources.ore", thorgal
    assert simurgh.status == "illegal" and simurgh.at_move == 5 and simurgh.reason and "{" not in simurgh.reason
    assert dragons.status == "words" and dragons.at_move == 3, dragons
    # the live tables that did not replay are paused, with a line to their players; a changed word pauses nothing
    live = [ids[g] for g in ("thorgal", "simurgh") if await _status(db_target, ids[g]) == "active"]
    assert live and sorted(paused) == sorted(live)
    db = await Storage(db_target).open()
    try:
        for gid in ("thorgal", "simurgh"):
            row = await db.row(ids[gid], with_state=False)
            if row.status == "active":
                assert row.paused_at is not None
                notes = [e for n in await db.table_log(row.id) for e in n["events"]]
                assert any(e["msg"]["key"] == "bot-verify-paused" for e in notes)
        assert (await db.row(ids["dragons"], with_state=False)).paused_at is None
    finally:
        await db.close()
    assert await asyncio.to_thread(verify.main, ["--db", db_target]) == 1  # the command's own exit code
    record("verify", **figures, planted={"diverged": thorgal.line(), "illegal": simurgh.line(),
                                         "words": dragons.line()}, paused=len(paused))


async def _status(target: str, table_id: int) -> str:
    db = await Storage(target).open()
    try:
        return (await db.row(table_id, with_state=False)).status
    finally:
        await db.close()


def test_the_first_difference_names_the_field():
    assert verify.first_difference({"a": [1, {"b": 2}]}, {"a": [1, {"b": 3}]}) == "a[1].b"
    assert verify.first_difference({"a": 1}, {"a": 1, "c": 2}) == "c"
    assert verify.first_difference([1, 2], [1, 2, 3]) == "[2]"
    assert verify.first_difference({"x": 1}, {"x": 1}) is None


def test_a_table_of_an_older_engine_is_left_for_its_upgrade():
    game = registry.get("thorgal")
    state = game.setup(2, game.normalize_options({}), 1)
    old = {**state, "schema_version": game.schema_version - 1}
    f = verify.check(1, "thorgal", players=2, options=state["options"], seed=1,
                     engine_version=game.schema_version - 1, base=None, moves=[], snapshot=old)
    assert f.status == "pending"


def test_a_state_that_breaks_the_games_own_laws_is_named_with_the_move(monkeypatch):
    """``broken``: from the 7th replayed move on, a planted fault loses a tile; the game's ``check_invariants``
    catches it at that move, whatever the snapshot says."""
    game = registry.get("dragon_castle")
    state = game.setup(2, game.normalize_options({}), 3)
    rnd, moves = random.Random(3), []
    for n in range(1, 12):
        seat = sorted(game.actors(state))[0]
        move = rnd.choice(game.legal_moves(state, seat)).id
        state, events = game.apply(state, seat, move)
        moves.append({"n": n, "seat": seat, "move": move, "events": [e.to_json() for e in events]})
    real, calls = type(game).apply, {"n": 0}

    def lossy(self, state, seat, move_id):
        new, events = real(self, state, seat, move_id)
        calls["n"] += 1
        if calls["n"] >= 7:
            new["discard"] = new["discard"][:-1] if new["discard"] else new["discard"]
            new["castle"] = {k: (v[:-1] if k == min(new["castle"]) else v) for k, v in new["castle"].items()}
        return new, events

    monkeypatch.setattr(type(game), "apply", lossy)
    f = verify.check(1, "dragon_castle", players=2, options=state["options"], seed=3,
                     engine_version=game.schema_version, base=None, moves=moves, snapshot=state)
    assert f.status == "broken" and f.at_move == 7 and "lost" in (f.reason or ""), f
    assert f.status not in verify.OK
