"""Full use of an action space (SIM-6.1 (c), SIM-7.3, SIM-9.4, SIM-10.2): the ways a player may use a space now."""
from __future__ import annotations

from games.simurgh.data import SPACES
from games.simurgh.effects import space_options
from games.simurgh.setup import setup


def game() -> dict:
    return setup(3, {"mode": "spearman", "length": "short", "first": 1}, 4)


def test_sim_7_3_an_exchange_needs_the_whole_payment_and_a_gain_that_can_happen():
    s = game()  # 2 vegetables, 1 meat: not the 3 vegetables + 1 meat of the Barracks (C06)
    assert space_options(s, 0, "spearman", "C06") == []
    s["seats"][0]["resources"]["vegetable"] = 3
    assert space_options(s, 0, "spearman", "C06") == [({"resources": {"vegetable": 3, "meat": 1}},
                                                       {"vassals": {"spearman": 1}})]
    s["seats"][0]["vassals"]["spearman"] = {"supply": 3, "pool": 0}
    assert space_options(s, 0, "spearman", "C06") == []  # no Spearman left in the colour pool (SIM-8.6)


def test_sim_7_1_a_choice_is_one_option_each():
    s = game()
    assert space_options(s, 0, "spearman", "C05") == [({}, {"resources": {"vegetable": 1}}), ({}, {"power": 1})]


def test_sim_7_3_draws_need_something_to_draw():
    """SIM-7.3: the Breeding Grounds (C10) need a dragon in the stack, the Monument (C12) an objective."""
    s = game()
    s["seats"][0]["resources"] = {r: 2 for r in s["seats"][0]["resources"]}
    assert len(space_options(s, 0, "dragonrider", "C10")) == 1
    s["stacks"]["dragons"] = []
    assert space_options(s, 0, "dragonrider", "C10") == []
    assert space_options(s, 0, "dragonrider", "C12") == [({}, {})]
    s["stacks"]["objectives"] = []
    assert space_options(s, 0, "dragonrider", "C12") == []


def test_sim_7_7_the_placed_vassal_never_pays_for_its_own_space():
    """W31.c spends a Spearman and a Dragonrider for 16 PP: with only the starting pair, placing one of them there
    leaves nothing to spend (and spending both would be the last vassal)."""
    s = game()
    space = "W31.c"
    assert SPACES[space]["effect"]["pay"] == {"vassals": {"spearman": 1, "dragonrider": 1}}
    assert space_options(s, 0, "spearman", space) == []
    s["seats"][0]["vassals"]["spearman"] = {"supply": 1, "pool": 0}  # + 2 Spearmen standing elsewhere
    assert space_options(s, 0, "spearman", space) == [({"vassals": {"spearman": 1, "dragonrider": 1}}, {"power": 16})]


def test_sim_9_4_sim_10_2_a_slot_reward_pays_towards_the_space_and_a_level_costs_the_move():
    """SIM-9.4: the reward of the slot a tile is laid on counts towards the space's payment; SIM-10.2: entering an
    exploration level pays the tile's move cost (E37: 2 wisdom) and gains the level's reward."""
    s = game()
    s["seats"][0]["resources"]["wisdom"] = 1
    assert space_options(s, 0, "dragonrider", "E37.L1") == []
    assert space_options(s, 0, "dragonrider", "E37.L1", reward={"resources": {"wisdom": 1}}) == [
        ({"resources": {"wisdom": 2}}, {"power": 2})]
