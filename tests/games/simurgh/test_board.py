"""The board of Simurgh: placing and withdrawing vassals, the Wilds, the Chronicle, exploration tiles (SIM-4.1,
SIM-4.3, SIM-6, SIM-9, SIM-10)."""
from __future__ import annotations

import json

import pytest

from games.core.errors import GameError
from games.simurgh import board as bd
from games.simurgh.data import TILES_OF
from games.simurgh.setup import setup

OPTS = {"mode": "spearman", "length": "short", "first": 1}
PROD, EXPLO = TILES_OF["production"][0], TILES_OF["exploration"][0]  # P01 (a multi space and singles), E37


def game(players: int = 3) -> dict:
    return setup(players, OPTS, 5)


def lay_free(state: dict, tile: str, slot: str) -> None:
    """Put ``tile`` face up in ``slot`` directly (a test fixture, whatever the hands)."""
    state["board"]["wilds"][slot] = {"tile": tile, "vassals": {}, "blocked": False}


def err(fn, *args) -> GameError:
    e = fn(*args)
    assert isinstance(e, GameError), e
    return e


def test_sim_4_1_sim_4_3_sim_6_1_who_may_stand_where():
    """SIM-4.1: a Spearman never on a Dragonrider space; SIM-4.3: a single space takes one vassal, a multi space any
    number; SIM-6.1: the space must be on the board (its tile in the Wilds)."""
    s = game()
    assert err(bd.placement_error, s, 0, "spearman", "C09").rule == "SIM-4.1"  # Builders' Square: Dragonriders
    assert bd.placement_error(s, 0, "dragonrider", "C09") is None
    bd.put(s, 0, "spearman", "C01")
    assert err(bd.placement_error, s, 1, "spearman", "C01").rule == "SIM-4.3"  # Armory: single
    bd.put(s, 1, "spearman", "C05")
    assert bd.placement_error(s, 2, "spearman", "C05") is None  # Main Market: multi
    assert err(bd.placement_error, s, 0, "dragonrider", f"{PROD}.a").rule == "SIM-6.1"  # not in the Wilds
    assert err(bd.placement_error, s, 0, "spearman", "C05").rule == "SIM-5.2"  # no Spearman left in the supply
    assert s["seats"][0]["vassals"]["spearman"]["supply"] == 0 and bd.occupants(s, "C01") == [[0, "spearman"]]


def test_sim_6_6_sim_9_8_sim_9_9_withdrawing_empties_a_tile_into_the_chronicle():
    s = game()
    lay_free(s, PROD, "WS1")
    bd.put(s, 0, "spearman", f"{PROD}.m")
    bd.put(s, 0, "dragonrider", "C05")
    with pytest.raises(GameError) as e:
        bd.withdraw(s, 1, [f"{PROD}.m"])  # not yours
    assert e.value.rule == "SIM-5.2"
    with pytest.raises(GameError):
        bd.withdraw(s, 0, [])  # at least one (SIM-5.2, G-17)
    removed = bd.withdraw(s, 0, [f"{PROD}.m", "C05"])
    assert removed == [PROD] and s["chronicle"] == [PROD] and s["board"]["wilds"]["WS1"] is None
    vassals = s["seats"][0]["vassals"]
    assert vassals["spearman"]["supply"] == 1 and vassals["dragonrider"]["supply"] == 1


def test_sim_6_3_sim_9_8_a_crowded_tile_is_removed_after_the_effect():
    """SIM-9.8/SIM-6.3: with 2-3 players 3 vassals on one tile remove it (after the placing player's effect),
    every vassal going home (SIM-9.9); with 4-5 players it takes 4."""
    for players, threshold in ((3, 3), (4, 4)):
        s = game(players)
        lay_free(s, PROD, "WS1")
        for k in range(threshold):
            bd.put(s, k % players, "spearman", f"{PROD}.m")
            removed = bd.settle(s, "WS1", after_place=True)
            assert removed == (k + 1 == threshold)
        assert s["chronicle"] == [PROD]
        assert sum(seat["vassals"]["spearman"]["supply"] for seat in s["seats"]) == players  # all back home


def test_sim_9_1_sim_9_3_sim_9_5_sim_9_6_laying_a_tile():
    """SIM-9.1: WS5/WS6 only with 3+ players; SIM-9.5: an empty slot is needed; SIM-9.3 step 1 / SIM-9.6: a weapon
    clears a non-exploration tile only when no open slot is empty; once per turn, before the main action."""
    s = game(2)
    tile = s["seats"][0]["hand"][1]
    assert err(bd.lay_error, s, 0, tile, "WS5").rule == "SIM-9.1"
    assert err(bd.lay_error, s, 0, "P99", "WS1").rule == "SIM-9.3"
    assert bd.lay_error(s, 0, tile, "WS1") is None
    for slot, t in zip(("WS1", "WS2", "WS3", "WS4"), TILES_OF["research"][:4], strict=True):
        lay_free(s, t, slot)
    assert err(bd.lay_error, s, 0, tile, "WS1").rule == "SIM-9.5"  # taken: clear it or nothing
    assert bd.lay_error(s, 0, tile, "WS1", clear="WS1") is None
    lay_free(s, EXPLO, "WS2")
    assert err(bd.lay_error, s, 0, tile, "WS2", "WS2").rule == "SIM-9.6"  # never an exploration tile
    s["seats"][0]["resources"]["weapon"] = 0
    assert err(bd.lay_error, s, 0, tile, "WS1", "WS1").rule == "SIM-9.3"
    s["seats"][0]["resources"]["weapon"] = 1
    bd.lay(s, 0, tile, "WS1", clear="WS1")
    assert s["chronicle"] == [TILES_OF["research"][0]] and s["board"]["wilds"]["WS1"]["tile"] == tile
    assert s["seats"][0]["resources"]["weapon"] == 0 and tile not in s["seats"][0]["hand"]
    assert err(bd.lay_error, s, 0, s["seats"][0]["hand"][0], "WS3").rule == "SIM-5.3"  # once per turn
    s2 = game(3)
    s2["board"]["wilds"]["WS1"] = None
    assert bd.lay_error(s2, 0, s2["seats"][0]["hand"][1], "WS5") is None  # open with 3 players
    s2["turn"]["main"] = "place"
    assert err(bd.lay_error, s2, 0, s2["seats"][0]["hand"][1], "WS5").rule == "SIM-9.3"


def test_sim_10_3_sim_10_4_entering_an_exploration_tile():
    """SIM-10.3: a Dragonrider enters on level 1 only, if it is free; SIM-10.4: never two of one player's."""
    s = game()
    lay_free(s, EXPLO, "WS1")
    assert err(bd.placement_error, s, 0, "spearman", f"{EXPLO}.L1").rule == "SIM-4.1"
    assert err(bd.placement_error, s, 0, "dragonrider", f"{EXPLO}.L2").rule == "SIM-10.3"
    bd.put(s, 0, "dragonrider", f"{EXPLO}.L1")
    assert err(bd.placement_error, s, 1, "dragonrider", f"{EXPLO}.L1").rule == "SIM-4.3"  # level 1 is taken
    s["seats"][0]["vassals"]["dragonrider"]["supply"] = 1  # (another Dragonrider of seat 0, for the test)
    s["board"]["wilds"]["WS1"]["vassals"] = {f"{EXPLO}.L2": [[0, "dragonrider"]]}
    assert err(bd.placement_error, s, 0, "dragonrider", f"{EXPLO}.L1").rule == "SIM-10.4"


def test_sim_10_5_sim_10_8_moving_down_and_leaving_at_level_four():
    """SIM-10.5: once per turn, never in the turn the rider entered, only onto a free level; SIM-10.8: reaching
    level 4 (or no Dragonrider left) sends the tile to the Chronicle."""
    s = game()
    lay_free(s, EXPLO, "WS1")
    bd.put(s, 0, "dragonrider", f"{EXPLO}.L1")
    s["turn"]["entered"] = [EXPLO]
    assert err(bd.explore_error, s, 0, EXPLO).rule == "SIM-10.5"  # entered this turn
    s["turn"]["entered"] = []
    assert err(bd.explore_error, s, 1, EXPLO).key == "simurgh-err-no-rider"
    assert bd.explore_error(s, 0, EXPLO) is None
    assert bd.explore(s, 0, EXPLO) == f"{EXPLO}.L2" and bd.rider_level(s, 0, EXPLO) == 2
    assert err(bd.explore_error, s, 0, EXPLO).key == "simurgh-err-explored-twice"
    assert bd.explore_error(s, 0, EXPLO, extra=True) is None  # a dragon's extra move (SIM-11.8)
    s["board"]["wilds"]["WS1"]["vassals"][f"{EXPLO}.L3"] = [[1, "dragonrider"]]
    assert err(bd.explore_error, s, 0, EXPLO, True).key == "simurgh-err-level-taken"
    del s["board"]["wilds"]["WS1"]["vassals"][f"{EXPLO}.L3"]
    bd.explore(s, 0, EXPLO)
    bd.explore(s, 0, EXPLO)
    assert bd.settle(s, "WS1", after_place=True) and s["chronicle"] == [EXPLO]  # level 4: removed
    assert s["seats"][0]["vassals"]["dragonrider"]["supply"] == 1
    s = game()
    lay_free(s, EXPLO, "WS2")
    bd.put(s, 0, "dragonrider", f"{EXPLO}.L1")
    assert bd.withdraw(s, 0, [f"{EXPLO}.L1"]) == [EXPLO]  # no Dragonrider left: removed


def test_the_board_state_stays_plain_json():
    s = game()
    lay_free(s, PROD, "WS1")
    bd.put(s, 0, "spearman", f"{PROD}.a")
    assert json.loads(json.dumps(s)) == s
