"""The computer's sense of Królestwo Królików (games/bunny_kingdom/sense.py): the hint counts construction plans, and
the search's policy drafts and builds like a player who counts, without ever changing the world it reads."""
from __future__ import annotations

import json
import random

from games.bunny_kingdom import GAME, sense
from games.bunny_kingdom.cards import TERRITORY_CARD, TOKEN
from games.bunny_kingdom.fiefs import harvest_report
from games.core.contract import deep_copy
from tests.games.bunny_kingdom.helpers import kingdom, play, set_hand, to_construction


def _harvest(state: dict, seat: int) -> int:
    """The seat's harvest computed in full (the reference for the policy's quick gains)."""
    return harvest_report(state["owner"], state["buildings"], seat, state.get("universal"))["total"]


def _policy(state: dict, seat: int) -> str:
    moves = GAME.move_ids(state, seat)
    before = json.dumps(state, sort_keys=True)
    move = GAME.sense.playout_move(state, seat, moves, random.Random(7))
    assert json.dumps(state, sort_keys=True) == before  # the world it read is exactly as it was
    assert move in moves
    return move


def test_bk_7_4_the_policy_plays_its_best_card_and_discards_the_one_the_opponent_wants():
    """BK-7.3/BK-7.4: with 2 players the rest of the hand goes to the opponent, so the discard denies. Seat 0's
    printed city at A4 wants the forest A3 (1 point a harvest, 4 harvests); seat 1's printed city at J3 wants the
    forest J2; the plains E4 are worth nothing to either. The policy plays A3 and discards J2 (the greedy yardstick,
    judging its own points only, would discard either at random)."""
    state = kingdom(2, owner={"A4": 0, "J3": 1})
    a3, j2, e4 = TERRITORY_CARD["A3"], TERRITORY_CARD["J2"], TERRITORY_CARD["E4"]
    set_hand(state, 0, [a3, j2, e4])
    worth = sense.card_worths(state, 0, [a3, j2, e4])
    assert worth[TOKEN[a3]] > 4 > worth[TOKEN[e4]] >= 0 and worth[TOKEN[j2]] < 1
    assert sense.card_worths(state, 1, [j2])[TOKEN[j2]] > 4
    assert _policy(state, 0) == f"play {TOKEN[a3]} discard {TOKEN[j2]}"


def test_bk_5_1_with_more_players_the_policy_picks_its_best_two():
    """BK-5.1: with 3-4 players both picked cards are played: the policy takes its two best, the better first."""
    state = kingdom(3, owner={"A4": 0, "A1": 0})
    a3, a2, e4 = TERRITORY_CARD["A3"], TERRITORY_CARD["A2"], TERRITORY_CARD["E4"]
    set_hand(state, 0, [e4, a2, a3])
    worth = sense.card_worths(state, 0, [a3, a2, e4])
    assert worth[TOKEN[a3]] > worth[TOKEN[a2]] > worth[TOKEN[e4]]  # A3 joins A4's city now; A2 only next to A1
    assert _policy(state, 0) == f"pick {TOKEN[a3]} {TOKEN[a2]}"


def test_bk_8_9_the_hint_counts_a_construction_plan_before_everyone_is_done():
    """BK-8.9/BK-16.3: plans are private until every player is done, but the hint counts the seat's own plan as
    built: a strength-2 city in the wood fief A3-A4 adds 2 points to each of the 4 harvests to come. The state
    itself is untouched (the hint looks at a copy)."""
    state, _ = to_construction(kingdom(2, owner={"A4": 0, "A3": 0, "J3": 1}, unbuilt={0: ["CITY2-1"]}))
    assert state["phase"] == "BUILD"
    before = GAME.sense.standing(state)
    after, _ = play(state, 0, "build city2 a3")
    kept = deep_copy(after)
    hint = GAME.sense.standing(after)
    assert after["plans"][0] and "A3" not in after["buildings"]  # planned, not yet built
    assert hint[0] - before[0] == 4 * 2 and hint[1] == before[1]
    assert after == kept


def test_bk_8_9_the_policy_plans_what_adds_most_and_is_done_when_nothing_adds():
    """BK-8.9: the policy plans the city where it multiplies the most resources (the fish and wood fief), then,
    with nothing left that adds, is done."""
    state, _ = to_construction(kingdom(2, owner={"A4": 0, "A3": 0, "A5": 0, "J3": 1}, unbuilt={0: ["CITY2-1"]}))
    move = _policy(state, 0)
    assert move.startswith("build city2 ") and move.split()[2] in ("a3", "a5")
    planned, _ = play(state, 0, move)
    assert _policy(planned, 0) == "done"


def test_bk_12_1_the_policys_quick_gains_equal_the_harvest_computed_in_full():
    """BK-11/BK-12.1: what a square, a city or a farm adds, read off the fiefs once (sense.Fiefs), equals the
    difference of two full harvests, in every position of random games (camps evicted, printed cities, lava, sky
    towers, universal farms included)."""
    from games.bunny_kingdom.buildings import fits_terrain, records
    from games.bunny_kingdom.cards import BUILDING, CARD_IDS, CARDS, CITY, FACTORY, building
    from games.bunny_kingdom.data import SQUARE_IDS
    from tests.games.bunny_kingdom.helpers import random_playout

    checked = {"square": 0, "building": 0}

    def check(before, seat, move, after, events):
        if random.Random(move + str(seat)).random() > 0.05:
            return
        state = deep_copy(after)
        for s in range(state["players"]):
            quick, base = sense.Fiefs(state, s), _harvest(state, s)
            for sq in SQUARE_IDS:
                b = state["buildings"].get(sq)
                if state["owner"].get(sq) is not None or (b is not None and b["type"] != "camp"):
                    continue
                full = deep_copy(state)
                full["owner"][sq] = s
                if b is not None:
                    del full["buildings"][sq]
                assert quick.square_gain(sq) == _harvest(full, s) - base, (sq, s)
                checked["square"] += 1
            for cid in (c for c in CARD_IDS if CARDS[c]["type"] == BUILDING and building(c) in (CITY, FACTORY)):
                best = 0
                for sq in (q for q in SQUARE_IDS if state["owner"].get(q) == s and q not in state["buildings"]
                           and fits_terrain(cid, q)):
                    full = deep_copy(state)
                    full["buildings"].update(records(cid, [sq]))
                    gain = _harvest(full, s) - base
                    if CARDS[cid].get("factory_kind") != "universal":
                        assert quick.building_gain(cid, [sq]) == gain, (cid, sq)
                    best = max(best, gain)
                if CARDS[cid].get("factory_kind") != "universal":
                    assert quick.building_gain(cid) == best, cid
                checked["building"] += 1

    for players, seed in ((2, 3), (4, 5)):
        random_playout(players, seed, on_step=check)
    assert checked["square"] > 300 and checked["building"] > 60, checked


def test_bk_12_3_the_computer_never_changes_a_farm_choice_while_another_farm_waits():
    """BK-12.3/BK-16.4 let a player change a universal farm's choice until the last one is in; a computer weighs
    only the farms still open (weighing the change, the arena's `hard` once changed forever and hit the move cap).
    With nothing open it may weigh every change again."""
    from games.ai import worlds
    from games.bunny_kingdom import rounds

    state = kingdom(3, owner={"A2": 0, "A3": 0, "A4": 0, "H7": 0, "H8": 0, "J4": 1, "J3": 1},
                    buildings={"A2": "FAC-UNIV-1", "H8": "FAC-UNIV-2"})
    state["round"] = 1
    rounds.start_harvest(state, [])
    assert state["phase"] == "UNIVERSAL" and GAME.actors(state) == {0}
    state, _ = play(state, 0, "universal a2 fish")
    assert GAME.actors(state) == {0} and "universal a2 wood" in GAME.move_ids(state, 0)
    weighed = worlds.own_moves(GAME, state, 0)
    assert weighed and all(m.startswith("universal h8 ") for m in weighed)
    assert GAME.sense.sensible_moves(state, 0, ["universal a2 wood"]) == ["universal a2 wood"]  # never empty
