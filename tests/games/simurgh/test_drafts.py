"""The Dragonlord-mode setup decisions of Simurgh: the power draft (SIM-14.3), the action draft (SIM-14.4) and the
simultaneous dragon choice (SIM-3.13, SIM-16.1), to the first turn."""
from __future__ import annotations

from collections import Counter

import pytest

from games.core.errors import GameError
from games.simurgh import data, drafts
from games.simurgh.setup import PLAY, setup
from tests.games.simurgh.test_setup import all_tiles

OPTS = {"mode": "dragonlord", "length": "short", "first": 2}


def through_power_draft(state: dict) -> list[int]:
    order = []
    while state["phase"] == "DRAFT_POWER":
        d = state["draft"]
        order.append(d["seat"])
        assert len(d["offer"]) == 3 and all(data.kind_of(t) == "power" for t in d["offer"])
        drafts.power_pick(state, d["seat"], d["offer"][0])
    return order


def through_action_draft(state: dict) -> list[int]:
    order = []
    while state["phase"] == drafts.DRAFT_ACTION:
        d = state["draft"]
        order.append(d["seat"])
        drafts.action_pick(state, d["seat"], d["offer"][-1])
    return order


def test_sim_14_3_the_power_draft_goes_right_from_the_last_player():
    """SIM-14.3: the last player in turn order picks first, then the players to their right; each keeps 1 of 3; the
    leftovers leave the game."""
    s = setup(4, OPTS, 6)  # the first player is seat 1, so the last is seat 0
    with pytest.raises(GameError) as e:
        drafts.power_pick(s, 2, s["draft"]["offer"][0])
    assert e.value.rule == "SIM-14.3"
    with pytest.raises(GameError):
        drafts.power_pick(s, 0, "W99")
    assert through_power_draft(s) == [0, 3, 2, 1]
    powers = [[t for t in seat["hand"] if data.kind_of(t) == "power"] for seat in s["seats"]]
    assert all(len(p) == 1 for p in powers)
    boxed = [t for t in s["box"] if data.kind_of(t) == "power"]
    assert len(boxed) == 8 - 4 and s["stacks"]["power"] == []
    assert s["phase"] == drafts.DRAFT_ACTION and len(s["draft"]["offer"]) == 4


@pytest.mark.parametrize("first", [1, 2, 3])
def test_sim_14_3_the_players_in_order_the_first_asked_and_the_picture_agree(first):
    """SIM-14.3 (with SIM-3.9): the start post names the players in turn order from the start player; the power
    draft asks the last of them first and goes on to their right, i.e. backwards through that list; the picture lists
    the players in that same order and numbers them 1, 2, 3 from the start player, so the first asked is number 3."""
    from games.simurgh import GAME
    from renderers.simurgh import common

    s = GAME.setup(3, GAME.normalize_options({"mode": "dragonlord", "first": first}), 7)
    order = GAME.turn_order(s)  # what the start post names ("Players in order: …")
    assert order[0] == first - 1 and sorted(order) == [0, 1, 2]
    asked = []
    while s["phase"] == drafts.DRAFT_POWER:
        (seat,) = GAME.actors(s)
        asked.append(seat)
        s, _ = GAME.apply(s, seat, GAME.legal_moves(s, seat)[0].id)
    assert asked == order[::-1]  # the last player first, then each to the right (the previous seat in turn order)
    view = GAME.view(s, None)
    assert common.turn_order(view) == order  # the picture's rows, top to bottom
    assert [common.turn_order(view).index(seat) + 1 for seat in asked] == [3, 2, 1]  # the markers' numbers


def test_sim_3_10_two_players_block_with_the_leftover_power_tiles_after_the_draft():
    s = setup(2, OPTS, 6)
    through_power_draft(s)
    assert [slot for slot, w in s["board"]["wilds"].items() if w] == ["WS5", "WS6"]


def test_sim_14_4_the_action_draft_three_rounds_in_turn_order():
    """SIM-14.4: in turn order, 3 rounds, each pick refilled at once from the mixed production/transformation/
    exploration stack; then everything left, with the research tiles, is the action stack with S1..S4 revealed."""
    s = setup(3, OPTS, 9)
    through_power_draft(s)
    assert through_action_draft(s) == [1, 2, 0] * 3
    for seat in s["seats"]:
        kinds = Counter(data.kind_of(t) for t in seat["hand"])
        assert kinds["power"] == 1 and sum(kinds.values()) == 4 and "research" not in kinds  # SIM-3.15
    assert all(s["board"]["display"].values())
    assert any(data.kind_of(t) == "research" for t in s["stacks"]["action"] + list(s["board"]["display"].values()))
    assert s["phase"] == drafts.DRAGON_CHOICE


def test_sim_3_13_sim_16_1_the_dragon_choice_is_secret_simultaneous_and_returned_in_turn_order():
    """SIM-3.13/SIM-16.1: each player keeps 1 of 3 with 3 markers; nothing happens until the last choice (a choice
    can change until then); the other two go on the top/bottom as chosen; then the first turn."""
    s = setup(3, OPTS, 12)
    through_power_draft(s)
    through_action_draft(s)
    offers = [list(o) for o in s["draft"]["offers"]]
    assert all(len(o) == 3 for o in offers)
    with pytest.raises(GameError) as e:
        drafts.dragon_pick(s, 0, offers[1][0], ["top", "top"])
    assert e.value.rule == "SIM-3.13"
    with pytest.raises(GameError) as e:
        drafts.dragon_pick(s, 0, offers[0][0], ["top", "sideways"])
    assert e.value.rule == "SIM-4.7"
    assert not drafts.dragon_pick(s, 0, offers[0][0], ["top", "top"])
    assert not drafts.dragon_pick(s, 0, offers[0][1], ["bottom", "top"])  # changed before the others chose
    assert not drafts.dragon_pick(s, 2, offers[2][2], ["top", "bottom"])
    assert drafts.dragon_pick(s, 1, offers[1][0], ["bottom", "bottom"])
    assert [seat["dragons"] for seat in s["seats"]] == [
        [{"id": offers[0][1], "markers": [True, True, True]}], [{"id": offers[1][0], "markers": [True, True, True]}],
        [{"id": offers[2][2], "markers": [True, True, True]}]]
    assert s["phase"] == PLAY and s["active"] == 1 and s["turn"]["seat"] == 1 and s["draft"] is None
    assert len(s["stacks"]["dragons"]) == 24 - 3
    assert sorted(all_tiles(s)) == sorted(data.TILES)  # every action tile still in exactly one place
