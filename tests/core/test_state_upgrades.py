"""Stored states across engine versions: every released schema version of every game has a golden fixture (a table
as that version stored it); each is loaded through the service, upgraded, written back as the table's replay base
and played on to the end. The current version's fixture also pins the engine's behaviour: its moves must replay to
its snapshot exactly, so a change of the rules' behaviour or of the state's shape without a version bump fails
here. A state from a newer engine is refused and nothing is written."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from bot.store import Storage
from bot.tables import Settings, TableService
from games import registry
from games.core.errors import GameError
from tests.fixtures.make_golden import HERE, fixture_path
from tests.support.passgame import GAME as PASSGAME
from tests.support.service_play import random_moves

GAMES = (*registry.shipped(), "passgame")
FIXTURES = sorted(HERE.glob("*.json"))


@pytest.fixture(autouse=True)
def _passgame():
    added = PASSGAME.id not in registry.ids()
    if added:
        registry.register(PASSGAME)
    yield
    if added:
        registry.unregister(PASSGAME.id)


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


async def store(db: Storage, fx: dict, channel: str = "c1") -> int:
    """Write the fixture's table as that version's bot stored it (rows straight into the database)."""
    table_id = await db.create_table(guild_id="g", channel_id=channel, game=fx["game"], options=fx["options"],
                                     owner_id="u0", owner_name="P0", lang="en", seed=fx["seed"], now=1.0)
    seats = [(f"u{i}", f"P{i}") for i in range(fx["players"])]
    await db.set_seats(table_id, 0, seats, 1.0)
    stmts = [("INSERT INTO moves VALUES (?,?,?,?,?,?,?)", (table_id, n + 1, seat, move, "[]", None, 1.0 + n))
             for n, (seat, move) in enumerate(fx["moves"])]
    await db._tx(stmts, guard=("UPDATE tables SET status='active', version=?, state=?, engine_version=? WHERE id=?",
                               (len(fx["moves"]) + 1, json.dumps(fx["snapshot"]), fx["schema_version"], table_id)))
    return table_id


@pytest.fixture
async def svc(tmp_path):
    db = await Storage(str(tmp_path / "golden.sqlite3")).open()
    yield TableService(db, Settings(create_cooldown=0, live_tables_base=100))
    await db.close()


def test_every_released_version_of_every_game_has_a_fixture_and_an_upgrade():
    for game_id in GAMES:
        game = registry.get(game_id)
        for version in range(1, game.schema_version + 1):
            assert fixture_path(game_id, version).exists(), f"{game_id} v{version}: run tests.fixtures.make_golden"
        assert sorted(game.upgrades) == list(range(1, game.schema_version)), game_id


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
async def test_a_stored_table_is_upgraded_and_played_to_the_end(svc, path):
    fx = load(path)
    game = registry.get(fx["game"])
    table_id = await store(svc.db, fx)
    row, state = await svc.table("c1")
    assert state == game.upgrade(fx["snapshot"]) and state["schema_version"] == game.schema_version
    assert row.engine_version == game.schema_version
    if fx["schema_version"] < game.schema_version:  # written back, with a replay base at the upgrade
        stored = await svc.db.table(table_id)
        assert json.loads(stored.state_json) == state
        at_move, engine, _ = await svc.db.replay_base(table_id)
        assert (at_move, engine) == (len(fx["moves"]), game.schema_version)
    assert await svc.verify(table_id)  # the log replays to the snapshot (from the base after an upgrade)
    await random_moves(svc, "c1", random.Random(7), limit=6000)
    assert (await svc.db.table(table_id)).status == "finished"
    assert await svc.verify(table_id)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_current_engine_replays_its_own_fixture_exactly(game_id):
    """The behaviour pin: the current version's moves from the fixture's seed give its snapshot exactly."""
    game = registry.get(game_id)
    fx = load(fixture_path(game_id, game.schema_version))
    state = game.setup(fx["players"], fx["options"], fx["seed"])
    for seat, move in fx["moves"]:
        state, _ = game.apply(state, seat, move)
    assert json.loads(json.dumps(state)) == fx["snapshot"], \
        f"{game_id}: its state or behaviour changed without a schema_version bump, an upgrade and a fixture"


async def test_a_state_from_a_newer_engine_is_refused_and_left_alone(svc):
    fx = load(fixture_path("passgame", PASSGAME.schema_version))
    fx["snapshot"]["schema_version"] = fx["schema_version"] = PASSGAME.schema_version + 1
    table_id = await store(svc.db, fx)
    before = (await svc.db.table(table_id)).state_json
    with pytest.raises(GameError) as err:
        await svc.table("c1")
    assert err.value.key == "core-err-state-too-new"
    assert (await svc.db.table(table_id)).state_json == before and await svc.db.replay_base(table_id) is None


def test_the_passgame_upgrade_renames_its_player_count():
    old = load(fixture_path("passgame", 1))["snapshot"]
    new = PASSGAME.upgrade(old)
    assert "n" not in new and new["players"] == old["n"] and new["schema_version"] == 2
    assert old["schema_version"] == 1 and "n" in old  # the stored state itself is never changed in place
