"""``plansza-verify`` (issue 53, item 1): every stored table replayed under the current code.

On each engine, tables of all five games are played a while through the table service; their logs replay to
their snapshots (``same``). Then one table gets a planted divergence (its stored state changed), one a planted
illegal move (a stored move id no rule allows), one a changed line in its log (``words``, harmless): each is
reported with the move and the field or the reason, the command exits 1, and ``--pause`` pauses the live ones
with a line to their players, leaving the others alone.
"""
from __future__ import annotations

import asyncio
import json
import random

from bot.ops import verify
from bot.store import Storage
from bot.tables import Settings, TableService
from games import registry
from tests.support.service_play import random_moves

GAMES = ("dragons", "dragon_castle", "bunny_kingdom", "simurgh", "thorgal")


async def _tables(target: str) -> dict[str, int]:
    service = TableService(await Storage(target).open(), Settings(create_cooldown=0, live_tables_base=100),
                           seed_source=iter(range(1000, 2000)).__next__)
    ids = {}
    try:
        for k, gid in enumerate(GAMES):
            channel = f"c{k}"
            await service.create(guild_id="g", channel_id=channel, user_id="u0", name="Ala", game_id=gid)
            for i in (1, 2):
                await service.join(channel, f"u{i}", f"P{i}")
            await service.start(channel, "u0")
            row, _ = await random_moves(service, channel, random.Random(k), limit=40)
            ids[gid] = row.id
    finally:
        await service.close()
    return ids


async def test_stored_tables_replay_and_planted_faults_are_found(db_target):
    ids = await _tables(db_target)
    findings, paused, _ = await verify.run(db_target)
    assert {f.game: f.status for f in findings} == {gid: "same" for gid in GAMES}
    assert all(f.moves >= 10 for f in findings)

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

    findings, paused, _ = await verify.run(db_target, pause=True)
    by_game = {f.game: f for f in findings}
    thorgal, simurgh, dragons = by_game["thorgal"], by_game["simurgh"], by_game["dragons"]
    assert thorgal.status == "diverged" and thorgal.field == "heroes[0].resources.ore", thorgal
    assert simurgh.status == "illegal" and simurgh.at_move == 5 and simurgh.reason and "{" not in simurgh.reason
    assert dragons.status == "words" and dragons.at_move == 3, dragons
    assert {by_game[g].status for g in ("dragon_castle", "bunny_kingdom")} == {"same"}
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
