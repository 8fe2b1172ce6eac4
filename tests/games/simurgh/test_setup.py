"""Simurgh setup (SIM-3, SIM-14.2): the component data and the state a game starts from, in both modes."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from games.core.errors import GameError
from games.simurgh import data
from games.simurgh.setup import DRAFT_POWER, PLAY, setup

SPEARMAN = {"mode": "spearman", "length": "short", "first": 0}
DRAGONLORD = {"mode": "dragonlord", "length": "short", "first": 0}


def all_tiles(state: dict) -> list[str]:
    """Every action tile wherever it is: hands, the display, the stacks, the Wilds, the box, the Chronicle."""
    out = [t for s in state["seats"] for t in s["hand"]]
    out += [t for t in state["board"]["display"].values() if t]
    out += [w["tile"] for w in state["board"]["wilds"].values() if w]
    for name in ("action", "power", "draft_pool", "research"):
        out += state["stacks"].get(name, [])
    if state["draft"]:
        out += state["draft"]["offer"]
    return out + state["box"] + state["chronicle"]


def test_sim_2_the_component_data_holds_together():
    """SIM-2: 12 production, 8 research, 8 transformation, 8 power, 12 exploration tiles, 24 dragons, 12 objectives,
    12 city spaces; every space named after its tile, every bundle of the schema (data.check)."""
    data.check()
    assert Counter(data.kind_of(t) for t in data.TILES) == {"production": 12, "research": 8, "transformation": 8,
                                                            "power": 8, "exploration": 12}
    assert data.SPACES["C06"]["id"] == "C06" and data.SPACES["E37.L1"]["vassal"] == "dragonrider"
    assert data.HAND_LIMIT == 5 and data.RESOURCE_LIMIT == {"spearman": 15, "dragonlord": 12}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_sim_3_4_sim_3_12_every_tile_is_somewhere_and_the_box_gets_its_share(players):
    """SIM-3.4: 4 production, 4 exploration, 3 transformation, 3 research go back to the box unseen; SIM-3.12: the
    rest (no power tile) is one action stack with its top 4 in S1..S4; every tile is in exactly one place."""
    state = setup(players, SPEARMAN, 7)
    tiles = all_tiles(state)
    assert sorted(tiles) == sorted(data.TILES)
    box = Counter(data.kind_of(t) for t in state["box"] if data.kind_of(t) != "power")
    assert box == {"production": 4, "exploration": 4, "transformation": 3, "research": 3}
    display = list(state["board"]["display"].values())
    assert len(display) == 4 and all(display)
    assert not any(data.kind_of(t) == "power" for t in state["stacks"]["action"] + display)


def test_sim_3_5_sim_3_6_sim_3_8_what_each_player_starts_with():
    """SIM-3.5: 0 PP; SIM-3.6: 1 Spearman + 1 Dragonrider in the supply, 2 + 1 in the colour pool; SIM-3.8: 2
    vegetables, 2 wisdom, 1 meat, 1 wood, 1 stone, 1 weapon."""
    state = setup(3, SPEARMAN, 1)
    for seat in state["seats"]:
        assert seat["pp"] == 0
        assert seat["vassals"] == {"spearman": {"supply": 1, "pool": 2}, "dragonrider": {"supply": 1, "pool": 1}}
        assert seat["resources"] == {"vegetable": 2, "wisdom": 2, "meat": 1, "wood": 1, "stone": 1, "weapon": 1}


def test_sim_3_9_the_start_player_random_or_chosen():
    firsts = {setup(4, SPEARMAN, seed)["first"] for seed in range(40)}
    assert firsts == {0, 1, 2, 3}  # at random, every seat comes up
    state = setup(4, dict(SPEARMAN, first=3), 5)
    assert state["first"] == 2 and state["active"] == 2 and state["turn"]["seat"] == 2 and state["phase"] == PLAY
    with pytest.raises(GameError) as err:
        setup(4, dict(SPEARMAN, first=5), 5)
    assert (err.value.key, err.value.rule) == ("simurgh-err-first", "SIM-3.9")


def test_sim_3_10_sim_3_11_sim_3_15_the_starting_hand_in_spearman_mode():
    """SIM-3.10: one power tile each (the rest to the box); SIM-3.11: one production, one research and one
    exploration tile each; SIM-3.15: a starting hand of 4."""
    state = setup(4, SPEARMAN, 3)
    for seat in state["seats"]:
        assert sorted(data.kind_of(t) for t in seat["hand"]) == ["exploration", "power", "production", "research"]
    dealt = [t for s in state["seats"] for t in s["hand"] if data.kind_of(t) == "power"]
    assert sorted(dealt + [t for t in state["box"] if data.kind_of(t) == "power"]) == sorted(data.TILES_OF["power"])
    assert all(w is None for w in state["board"]["wilds"].values())


def test_sim_3_10_two_players_block_the_slots_for_three():
    """SIM-3.10 / SIM-9.1: with 2 players two leftover power tiles lie face down on WS5 and WS6."""
    state = setup(2, SPEARMAN, 3)
    wilds = state["board"]["wilds"]
    assert [s for s, w in wilds.items() if w] == ["WS5", "WS6"]
    assert all(w["blocked"] and data.kind_of(w["tile"]) == "power" for s, w in wilds.items() if w)
    assert {s for s, slot in data.WILDS_SLOTS.items() if slot["min_players"] > 2} == {"WS5", "WS6"}


def test_sim_3_13_one_dragon_each_with_three_markers():
    state = setup(5, SPEARMAN, 9)
    mine = [d["id"] for s in state["seats"] for d in s["dragons"]]
    assert len(mine) == 5 and len(set(mine)) == 5
    assert all(d["markers"] == [True, True, True] for s in state["seats"] for d in s["dragons"])
    assert sorted(mine + state["stacks"]["dragons"]) == sorted(data.DRAGONS)
    assert sorted(state["stacks"]["objectives"]) == sorted(data.OBJECTIVES)  # SIM-3.3: all 12, face down


def test_sim_14_3_dragonlord_starts_with_the_power_draft_of_the_last_player():
    """SIM-14.2/SIM-14.3: in Dragonlord mode the last player in turn order is offered 3 power tiles first; the
    action draft pool holds production, transformation and exploration (SIM-14.4), research waits."""
    state = setup(4, dict(DRAGONLORD, first=2), 11)
    assert state["phase"] == DRAFT_POWER and state["first"] == 1 and state["active"] == 0
    draft = state["draft"]
    assert draft["kind"] == "power" and draft["seat"] == 0 and len(draft["offer"]) == 3
    assert all(data.kind_of(t) == "power" for t in draft["offer"])
    assert {data.kind_of(t) for t in state["stacks"]["draft_pool"]} == {"production", "transformation", "exploration"}
    assert {data.kind_of(t) for t in state["stacks"]["research"]} == {"research"}
    assert all(not s["hand"] and not s["dragons"] for s in state["seats"])
    assert sorted(all_tiles(state)) == sorted(data.TILES)


def test_setup_is_deterministic_and_plain_json():
    for options in (SPEARMAN, DRAGONLORD):
        a, b = setup(3, options, 42), setup(3, options, 42)
        assert a == b and json.loads(json.dumps(a)) == a
        assert setup(3, options, 43) != a


def test_sim_1_player_count():
    for n in (1, 6):
        with pytest.raises(GameError) as err:
            setup(n, SPEARMAN, 1)
        assert (err.value.key, err.value.rule) == ("simurgh-err-players", "SIM-1")
