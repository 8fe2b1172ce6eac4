"""The end of a game of Simurgh: the end condition, the final turns, objectives, leftover resources and the winner
(SIM-12, SIM-13)."""
from __future__ import annotations

from games.simurgh import scoring as sc
from games.simurgh.bundles import new_dragon
from games.simurgh.data import DRAGONS, TILES_OF
from games.simurgh.setup import setup


def game(players: int = 3, **options) -> dict:
    return setup(players, {"mode": "spearman", "length": "short", "first": 1, **options}, 3)


def dragon_of(colour: str, skip: int = 0) -> str:
    return [d for d, rec in DRAGONS.items() if rec["colour"] == colour][skip]


def test_sim_13_1_the_end_condition_by_game_length():
    """SIM-13.1: short 4 objectives or 8 Chronicle tiles; medium 4 or 11; long 5 or 14."""
    for length, objectives, chronicle in (("short", 4, 8), ("medium", 4, 11), ("long", 5, 14)):
        s = game(length=length)
        assert not sc.end_reached(s)
        tiles = [t for kind in ("production", "research", "transformation") for t in TILES_OF[kind]]
        s["chronicle"] = tiles[:chronicle - 1]
        assert not sc.end_reached(s)
        s["chronicle"].append(tiles[chronicle])
        assert sc.end_reached(s)
        s = game(length=length)
        for slot, o in list(zip(s["board"]["monument"], ("O73", "O74", "O75", "O76", "O77"), strict=True))[:objectives]:
            s["board"]["monument"][slot] = o
        assert sc.end_reached(s)


def test_sim_13_2_everyone_else_takes_one_more_turn():
    assert sc.final_turns(game(4), 2) == [3, 0, 1]
    assert sc.final_turns(game(2), 0) == [1]


def test_sim_12_2_sim_12_3_sim_12_4_objective_ranking_with_ties_and_zero():
    """SIM-12.2: O73 counts markers on red and green dragons; SIM-12.3: competition ranking (1, 1, 3), a value of
    0 gets nothing; SIM-12.4: O73 pays 8 / 4 / 3."""
    s = game(4)
    red, green, gold = dragon_of("red"), dragon_of("green"), dragon_of("gold")
    s["seats"][0]["dragons"] = [new_dragon(red, 3)]           # 3 on red
    s["seats"][1]["dragons"] = [new_dragon(green, 2), new_dragon(gold, 3)]  # 2 on green (gold does not count)
    s["seats"][2]["dragons"] = [new_dragon(dragon_of("red", 1), 3)]  # 3 on red: tied first
    s["seats"][3]["dragons"] = [new_dragon(gold, 3)]          # 0: nothing
    assert [sc.objective_value(s, seat, "O73") for seat in range(4)] == [3, 2, 3, 0]
    assert sc.objective_rewards(s, "O73") == [8, 3, 8, 0]  # 1, 3, 1 (2nd place skipped), and 0 gets nothing


def test_sim_12_2_the_other_two_conditions_and_o84_pays_two_ranks():
    s = game(3)
    for seat, (veg, meat) in enumerate(((3, 1), (1, 1), (0, 1))):
        s["seats"][seat]["resources"].update(vegetable=veg, meat=meat)
    assert sc.objective_rewards(s, "O84") == [6, 4, 0]  # ranks 1-2 only
    s["seats"][0]["dragons"] = [new_dragon(dragon_of("red"), 1)]
    assert sc.objective_value(s, 0, "O83") == 1 and sc.objective_value(s, 1, "O83") == 3


def test_sim_13_3_leftover_resources_in_each_mode():
    s = game(2)
    s["seats"][0]["resources"] = {"vegetable": 8, "meat": 0, "wood": 0, "stone": 0, "wisdom": 0, "weapon": 0}
    assert sc.resource_points(s, 0) == 2  # Spearman: floor(8 / 3)
    d = game(2, mode="dragonlord")
    for total, points in ((0, 5), (1, 3), (3, 3), (4, 1), (6, 1), (7, 0), (12, 0)):
        d["seats"][0]["resources"] = {"vegetable": total, "meat": 0, "wood": 0, "stone": 0, "wisdom": 0, "weapon": 0}
        assert sc.resource_points(d, 0) == points, total


def test_sim_13_4_the_winner_then_markers_then_shared():
    s = game(3)
    for seat, pp in enumerate((10, 10, 4)):
        s["seats"][seat]["pp"] = pp
        s["seats"][seat]["resources"] = {r: 0 for r in s["seats"][seat]["resources"]}
    s["seats"][0]["dragons"] = [new_dragon(dragon_of("red"), 2)]  # 2 markers against 3
    result = sc.final_scores(s)
    assert [r["total"] for r in result["rows"]] == [10, 10, 4]
    assert result["winners"] == [1] and result["ranks"] == [2, 1, 3]  # the marker tie-break
    s["seats"][0]["dragons"] = [new_dragon(dragon_of("red"), 3)]
    assert sc.final_scores(s)["winners"] == [0, 1]  # still tied: a shared victory
    s["board"]["monument"]["M1"] = "O84"
    s["seats"][2]["resources"]["vegetable"] = 2
    rows = sc.final_scores(s)["rows"]
    assert rows[2]["objectives"] == {"O84": 6} and rows[2]["total"] == 4 + 6
