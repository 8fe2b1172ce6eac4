"""The City's special spaces and the stacks of Simurgh: the Scouts' Quarters (SIM-8.11), the Monument (SIM-8.12),
returning drawn tiles (SIM-4.7) and the end-of-turn limits (SIM-5.5)."""
from __future__ import annotations

import pytest

from games.core.errors import GameError
from games.simurgh import city
from games.simurgh.data import TILES_OF
from games.simurgh.setup import setup


def game(players: int = 3, **options) -> dict:
    return setup(players, {"mode": "spearman", "length": "short", "first": 1, **options}, 8)


def test_sim_4_7_returned_tiles_go_on_top_or_bottom_in_the_chosen_order():
    s = game()
    drawn = city.draw(s, "dragons", 3)
    size = len(s["stacks"]["dragons"])
    city.return_tiles(s, "dragons", [(drawn[0], "bottom"), (drawn[1], "top"), (drawn[2], "top")])
    pile = s["stacks"]["dragons"]
    assert len(pile) == size + 3 and pile[0] == drawn[0] and pile[-2:] == [drawn[1], drawn[2]]
    with pytest.raises(GameError) as e:
        city.return_tiles(s, "dragons", [(drawn[0], "middle")])
    assert e.value.rule == "SIM-4.7"


def test_sim_8_11_scouts_display_pays_the_slot_shifts_and_refills():
    """SIM-8.11 (a): S3 costs 1 weapon + 1 wisdom and gives 2 PP; the tile of S4 moves down to S3 and S4 is refilled
    from the action stack at once."""
    s = game()
    display = dict(s["board"]["display"])
    top = s["stacks"]["action"][-1]
    assert "S3" in city.scouts_options(s, 0)  # 1 weapon and 2 wisdom at the start
    tile = city.scouts_take(s, 0, "S3")
    seat = s["seats"][0]
    assert tile == display["S3"] and tile in seat["hand"] and seat["pp"] == 2
    assert seat["resources"]["weapon"] == 0 and seat["resources"]["wisdom"] == 1
    assert s["board"]["display"] == {"S1": display["S1"], "S2": display["S2"], "S3": display["S4"], "S4": top}


def test_sim_8_11_blind_buy_and_what_cannot_be_afforded():
    """SIM-8.11 (b): 1 weapon for the top tile of the stack, no PP; a slot the player cannot pay for is not offered;
    S1 is free (G-8)."""
    s = game()
    top = s["stacks"]["action"][-1]
    assert city.scouts_take(s, 1, city.BLIND) == top and s["seats"][1]["resources"]["weapon"] == 0
    assert s["seats"][1]["pp"] == 0
    options = city.scouts_options(s, 1)
    assert city.BLIND not in options and "S3" not in options and "S4" not in options and "S1" in options
    with pytest.raises(GameError) as e:
        city.scouts_take(s, 1, "S4")
    assert e.value.rule == "SIM-8.11"


def test_sim_8_12_an_objective_on_an_empty_slot_for_its_cost():
    """SIM-8.12: M1 costs 2 wisdom and gives 2 PP at once; a taken slot or one the player cannot pay is refused."""
    s = game()
    city.monument_place(s, 0, "O73", "M1")
    assert s["board"]["monument"]["M1"] == "O73" and s["seats"][0]["pp"] == 2
    assert s["seats"][0]["resources"]["wisdom"] == 0
    assert city.monument_error(s, 1, "M1").key == "simurgh-err-monument-taken"
    assert city.monument_error(s, 1, "M5").key == "simurgh-err-monument-cost"  # 3 weapons + 3 wisdom
    assert city.monument_error(s, 1, "M9").rule == "SIM-8.12"


def test_sim_5_5_the_hand_and_resource_limits_at_the_end_of_a_turn():
    """SIM-5.5: exactly the excess over 5 tiles (never a power tile, each on the top or bottom of the action stack)
    and over 15 resources (12 in Dragonlord mode); nothing at or under a limit."""
    s = game()
    seat = s["seats"][0]
    assert city.limits_error(s, 0, [], {}) is None
    power = next(t for t in seat["hand"] if t.startswith("W"))
    seat["hand"] += list(TILES_OF["transformation"][5:7])  # 6 tiles
    assert city.limits_error(s, 0, [], {}).key == "simurgh-err-hand-limit"
    assert city.limits_error(s, 0, [power], {}).key == "simurgh-err-discard-power"
    extra = seat["hand"][-1]
    assert city.limits_error(s, 0, [extra], {}) is None
    seat["resources"]["wood"] = 11  # 18 in all: 3 over
    assert city.limits_error(s, 0, [extra], {"wood": 2}).key == "simurgh-err-resource-limit"
    assert city.limits_error(s, 0, [extra], {"wood": 3}) is None
    city.apply_limits(s, 0, [(extra, "bottom")], {"wood": 3})
    assert len(seat["hand"]) == 5 and sum(seat["resources"].values()) == 15 and s["stacks"]["action"][0] == extra
    d = game(mode="dragonlord")
    d["seats"][0]["resources"]["wood"] = 7  # 14 > 12
    assert city.limits_error(d, 0, [], {"wood": 2}) is None and city.limits_error(d, 0, [], {}) is not None
