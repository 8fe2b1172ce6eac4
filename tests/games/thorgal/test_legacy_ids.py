"""Schema-5 move ids read under schema 6 (issue 52: ids count from 1, as the words and the pictures).

The v5 golden table (a game half played by the released v5 engine, its log in the old ids) replays under the new
engine through ``games.thorgal.legacy_ids.v5_id`` to the very state v5 stored: every old id means the same move
under its new name. A held command is rewritten by the upgrade."""
from __future__ import annotations

import json

from games import registry
from games.thorgal.legacy_ids import v5_id
from tests.fixtures.make_golden import fixture_path

GAME = registry.get("thorgal")


def test_the_v5_log_replays_to_its_snapshot_in_the_new_ids():
    fx = json.loads(fixture_path("thorgal", 5).read_text(encoding="utf-8"))
    state = GAME.setup(fx["players"], fx["options"], fx["seed"])
    renamed = 0
    for seat, old in fx["moves"]:
        new = v5_id(state, old)
        renamed += new != old
        state, _ = GAME.apply(state, seat, new)
    assert renamed >= 5
    # the same state; v7 keeps too what the others see during a turn not told yet (games.core.turn_base)
    assert {k: v for k, v in state.items() if k != "turn_base"} | {"schema_version": 5} == fx["snapshot"]


def test_old_ids_of_every_kind_count_from_1():
    s = GAME.setup(2, GAME.normalize_options({}), 1)
    assert v5_id(s, "gather 0 1") == "gather 1 2"
    assert v5_id(s, "tile L3 o2 4 0") == "tile L3 o2 5 1"
    assert v5_id(s, "place 2 o1 0 2") == "place 2 o1 1 3"
    assert v5_id(s, "cover 1 3") == "cover 2 4"
    assert [v5_id(s, m) for m in ("hero 0", "replace 2", "enemy L2 0", "card 0", "item 0", "pay 1 ore")] == \
        ["hero 1", "replace 3", "enemy L2 1", "card 1", "item 1", "pay 2 ore"]
    assert [v5_id(s, m) for m in ("play out 2", "item IT07", "pay ore", "craft 1 2", "move A2 @2")] == \
        ["play out 2", "item IT07", "pay ore", "craft 1 2", "move A2 @2"]  # already from 1, or no number


def test_the_upgrade_rewrites_a_held_command():
    s = GAME.setup(2, GAME.normalize_options({}), 1)
    s.update(schema_version=5, held={"kind": "turn", "seat": 0, "tokens": ["gather", "0", "1"], "agreed": []},
             refused={"turn": [1, 0], "commands": ["cover 0 0"]})
    up = GAME.upgrade(s)
    assert up["held"]["tokens"] == ["gather", "1", "2"] and up["refused"]["commands"] == ["cover 1 1"]
