"""Data-driven: every action tile space, every dragon ability and every objective of the component data is played
through the engine (SIM-7.1-7.3, SIM-9, SIM-10, SIM-11.5-11.9, SIM-12.2)."""
from __future__ import annotations

import pytest

from games.simurgh import GAME, legal, resolve
from games.simurgh import dragons as dg
from games.simurgh.bundles import concrete
from games.simurgh.data import DRAGONS, OBJECTIVES, RESOURCES, TILES, TILES_OF
from games.simurgh.scoring import objective_value
from tests.games.simurgh.helpers import give_dragon, lay_tile, play, table

ACTION_TILES = [t for kind in ("production", "research", "transformation", "power") for t in TILES_OF[kind]]


def rich(players: int = 3) -> dict:
    s = table(players)
    me = s["seats"][0]
    me["resources"] = {r: 12 for r in RESOURCES}
    me["pp"] = 40
    me["vassals"] = {"spearman": {"supply": 2, "pool": 1}, "dragonrider": {"supply": 2, "pool": 0}}
    me["dragons"] = []
    give_dragon(s, 0, "D49")
    return s


def finish(s: dict) -> dict:
    """Answer every pending decision with its first answer."""
    while resolve.pending(s) is not None and s["active"] == 0:
        s, _ = play(s, 0, GAME.legal_moves(s, 0)[0].id)
    return s


@pytest.mark.parametrize("tile", ACTION_TILES)
def test_sim_7_2_sim_7_3_every_tile_space_pays_and_gives_what_the_data_says(tile):
    used = 0
    for space in TILES[tile]["spaces"]:
        s = rich()
        lay_tile(s, tile, "WS1")
        moves = [m.id for m in GAME.legal_moves(s, 0) if m.id.split()[:2] == ["place", space["id"]]]
        assert moves, (space["id"], "a rich player can use every space")
        move = moves[0]
        vassal, opt = move.split()[2], (move.split()[3:] or ["o1"])[0]
        pay, gain = legal.space_options(s, 0, vassal, space["id"])[int(opt[1:]) - 1]
        before = dict(s["seats"][0]["resources"]), s["seats"][0]["pp"]
        s, _ = play(s, 0, move)
        s = finish(s)
        me = s["seats"][0]
        for r in RESOURCES:
            want = before[0][r] - (pay.get("resources") or {}).get(r, 0) + (gain.get("resources") or {}).get(r, 0)
            assert me["resources"][r] == want, (space["id"], r)
        assert me["pp"] == before[1] - pay.get("power", 0) + gain.get("power", 0), space["id"]
        used += 1
    assert used == len(TILES[tile]["spaces"])


@pytest.mark.parametrize("tile", TILES_OF["exploration"])
def test_sim_10_2_sim_10_3_every_exploration_tile_is_entered_paying_its_move_cost(tile):
    s = rich()
    lay_tile(s, tile, "WS1")
    level1 = TILES[tile]["levels"][0]
    moves = [m.id for m in GAME.legal_moves(s, 0) if m.id.startswith(f"place {tile}.L1 dragonrider")]
    assert moves
    pp = s["seats"][0]["pp"]
    s, _ = play(s, 0, moves[0])
    s = finish(s)
    assert s["board"]["wilds"]["WS1"]["vassals"][f"{tile}.L1"] == [[0, "dragonrider"]]
    gains = concrete(level1["gain"])
    assert any(s["seats"][0]["pp"] - pp == g.get("power", 0) for g in gains)


@pytest.mark.parametrize("dragon", sorted(DRAGONS))
def test_sim_11_5_sim_11_6_every_dragon_ability_is_usable_at_its_moment(dragon):
    """Instant and Scouts' abilities are free actions that spend their marker; triggers fire at their event only
    (SIM-11.6); the extra move and the swap are offered at their own step (SIM-11.8, SIM-11.10)."""
    for slot, a in enumerate(DRAGONS[dragon]["abilities"]):
        s = rich()
        s["seats"][0]["vassals"] = {"spearman": {"supply": 2, "pool": 1}, "dragonrider": {"supply": 1, "pool": 1}}
        d = give_dragon(s, 0, dragon)
        listed = [m.id for m in GAME.legal_moves(s, 0) if m.id.startswith(f"ability {dragon} {slot + 1}")]
        if a["kind"] in ("instant", "scouts_take_faceup", "scouts_take_facedown"):
            assert listed, (dragon, slot)
            s, _ = play(s, 0, listed[0])
            s = finish(s)
            assert s["seats"][0]["dragons"][d]["markers"][slot] is False or a["kind"] == "instant"
        else:
            assert not listed, (dragon, slot, "a trigger is never a free action")
            if a["kind"] == "trigger_gain":
                assert (d, slot) in dg.triggers(s["seats"][0], "gain", {a["on"][0]: 1})
            elif a["kind"] == "trigger_spend_vassal":
                assert (d, slot) in dg.triggers(s["seats"][0], "spend", a["on"])
            elif a["kind"] == "trigger_explore_move":
                assert (d, slot) in dg.triggers(s["seats"][0], "explore", None)


@pytest.mark.parametrize("objective", sorted(OBJECTIVES))
def test_sim_12_1_sim_12_2_sim_12_5_every_objective_counts_what_it_says(objective):
    s = rich(2)
    o = OBJECTIVES[objective]
    colours = set(o.get("colours") or [])
    me = s["seats"][0]
    if o["condition"] == "vegetables_plus_meat":
        want = me["resources"]["vegetable"] + me["resources"]["meat"]
    elif o["condition"] == "markers_on_all_dragons":
        want = sum(sum(x["markers"]) for x in me["dragons"])
    else:
        want = sum(sum(x["markers"]) for x in me["dragons"] if DRAGONS[x["id"]]["colour"] in colours)
    assert objective_value(s, 0, objective) == want
