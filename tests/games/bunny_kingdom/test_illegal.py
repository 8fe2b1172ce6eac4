"""RULES.md 18.4: every illegal move is refused with its key and rule ID, is not offered, and changes nothing
(``rejects`` compares json.dumps of the input state before and after)."""
from __future__ import annotations

import pytest

from games.bunny_kingdom import GAME, rounds
from games.bunny_kingdom.cards import TOKEN
from games.core import i18n
from tests.games.bunny_kingdom.helpers import into_hand, kingdom, play, rejects, to_construction


def _pick_state():
    state = GAME.setup(3, {}, 19)
    into_hand(state, 0, ["T-A1", "T-A2", "CITY1-1"])
    into_hand(state, 1, ["T-J10"])
    return state


def test_card_not_in_hand():
    """BK-5.1: a card of another player's hand, of the deck, or an unknown token."""
    state = _pick_state()
    rejects(state, 0, "pick a1 j10", "bunny_kingdom-err-card-not-in-hand", "BK-5.1")
    deck_card = next(c for c in state["deck"] if TOKEN[c] not in {TOKEN[h] for h in state["hands"][0]})
    rejects(state, 0, f"pick a1 {TOKEN[deck_card]}", "bunny_kingdom-err-card-not-in-hand", "BK-5.1")
    rejects(state, 0, "pick a1 dragon", "bunny_kingdom-err-card-not-in-hand", "BK-5.1")
    rejects(state, 0, "pick A1 a2", "bunny_kingdom-err-card-not-in-hand", "BK-5.1")  # tokens are lowercase


def test_wrong_card_count():
    """BK-5.1/BK-7.3: exactly two different cards."""
    state = _pick_state()
    rejects(state, 0, "pick a1", "bunny_kingdom-err-wrong-card-count", "BK-5.1")
    rejects(state, 0, "pick a1 a2 city1", "bunny_kingdom-err-wrong-card-count", "BK-5.1")
    rejects(state, 0, "pick a1 a1", "bunny_kingdom-err-wrong-card-count", "BK-5.1")
    if sum(TOKEN[c] == "city1" for c in state["hands"][0]) == 1:
        rejects(state, 0, "pick city1 city1", "bunny_kingdom-err-wrong-card-count", "BK-5.1")
    two = GAME.setup(2, {}, 1)
    a, b = (TOKEN[c] for c in two["hands"][0][:2])
    rejects(two, 0, f"play {a} discard", "bunny_kingdom-err-wrong-card-count", "BK-7.3")
    rejects(two, 0, f"play {a} keep {b}", "bunny_kingdom-err-syntax", "BK-7.3")


def test_not_an_actor_or_not_a_seat():
    """BK-18.1, BK-9.3, BK-16.3 to BK-16.5: who may act in each step."""
    state = _pick_state()
    rejects(state, 7, "pick a1 a2", "bunny_kingdom-err-not-your-decision", "BK-18.1")
    rejects(state, None, "pick a1 a2", "bunny_kingdom-err-not-your-decision", "BK-18.1")
    rejects(state, -1, "pick a1 a2", "bunny_kingdom-err-not-your-decision", "BK-18.1")
    camp = kingdom(3, owner={"A1": 0}, unbuilt={1: ["CAMP-1"]})
    camp, _ = to_construction(camp)
    rejects(camp, 0, "camp 1 e4", "bunny_kingdom-err-not-your-decision", "BK-9.3")
    rejects(camp, 2, "camp 1 keep", "bunny_kingdom-err-not-your-decision", "BK-9.3")
    build = kingdom(3, owner={"A1": 0, "J1": 1}, unbuilt={0: ["CITY1-1"], 1: ["CITY1-2"]})
    build, _ = to_construction(build)
    build, _ = play(build, 0, "done")
    rejects(build, 0, "done", "bunny_kingdom-err-not-your-decision", "BK-16.3")
    rejects(build, 2, "done", "bunny_kingdom-err-not-your-decision", "BK-16.3")
    rejects(build, 2, "build city1 a1", "bunny_kingdom-err-card-not-owned", "BK-8.1")


def test_build_where_i_do_not_control_terrain_or_second_building():
    """BK-8.3, BK-8.4, BK-8.2 (board and plan), BK-9.5."""
    state = kingdom(3, owner={"A1": 0, "A4": 0, "C8": 0, "E4": 0, "E5": 1}, buildings={"E4": "CAMP-1"},
                    unbuilt={0: ["CITY3-1", "CITY2-1", "FAC-PEARLS"], 1: ["CITY1-1"]})
    state, _ = to_construction(state)
    rejects(state, 0, "build city2 e5", "bunny_kingdom-err-square-not-controlled", "BK-8.3")
    rejects(state, 0, "build city2 j10", "bunny_kingdom-err-square-not-controlled", "BK-8.3")
    rejects(state, 0, "build city3 a1", "bunny_kingdom-err-terrain-mismatch", "BK-8.4")
    rejects(state, 0, "build fac-pearls a1", "bunny_kingdom-err-terrain-mismatch", "BK-8.4")
    rejects(state, 0, "build city2 a4", "bunny_kingdom-err-square-has-building", "BK-8.2")
    rejects(state, 0, "build city2 e4", "bunny_kingdom-err-square-has-building", "BK-8.2")
    state, _ = play(state, 0, "build city3 c8")
    rejects(state, 0, "build city2 c8", "bunny_kingdom-err-square-has-building", "BK-8.2")
    err = rejects(state, 0, "build city3 c8", "bunny_kingdom-err-card-planned", "BK-8.1")  # already planned: said so
    assert i18n.render(err.msg(), "en") == ("“City (strength 3)” is already in your plan (on C8); undo that step to "
                                            "build it elsewhere.")
    rejects(state, 0, "build sky-blue a1 c8", "bunny_kingdom-err-card-not-owned", "BK-8.1")
    rejects(state, 0, "build city2 z9", "bunny_kingdom-err-square-unknown", "BK-0.2")
    rejects(state, 0, "build city2 A1", "bunny_kingdom-err-square-unknown", "BK-0.2")
    rejects(state, 0, "build city2 a11", "bunny_kingdom-err-square-unknown", "BK-0.2")
    rejects(state, 0, "build", "bunny_kingdom-err-syntax", "BK-8.1")
    rejects(state, 0, "done now", "bunny_kingdom-err-syntax", "BK-16.3")


@pytest.mark.parametrize(("move", "rule"), [("build city1 a1", "BK-5.1"), ("camp 1 a1", "BK-5.1"),
                                            ("done", "BK-5.1"), ("universal a1 wood", "BK-5.1"),
                                            ("copy right-copy fisher", "BK-5.1")])
def test_phase_mismatch(move, rule):
    rejects(_pick_state(), 0, move, "bunny_kingdom-err-phase", rule)


def test_phase_mismatch_in_construction():
    state = kingdom(3, owner={"A1": 0}, unbuilt={0: ["CITY1-1"]})
    state, _ = to_construction(state)
    rejects(state, 0, "pick a1 a2", "bunny_kingdom-err-phase", "BK-8.9")


@pytest.mark.parametrize("move", ["", "   ", "x" * 201])
def test_malformed_move_ids(move):
    rejects(_pick_state(), 0, move, "core-err-bad-move-id", None)


@pytest.mark.parametrize("move", ["pass", "PICK a1 a2", "draw", "🐇"])
def test_unknown_verb(move):
    rejects(_pick_state(), 0, move, "bunny_kingdom-err-unknown-verb", "BK-18.2")


def test_camp_errors():
    state = kingdom(3, owner={"A1": 0}, unbuilt={1: ["CAMP-3"]})
    state, _ = to_construction(state)
    rejects(state, 1, "camp 1 e4", "bunny_kingdom-err-camp-out-of-order", "BK-9.3")
    rejects(state, 1, "camp 3", "bunny_kingdom-err-syntax", "BK-9.3")
    rejects(state, 1, "camp 3 a1", "bunny_kingdom-err-square-not-unoccupied", "BK-9.1")
    rejects(state, 1, "camp 3 b3", "bunny_kingdom-err-square-not-unoccupied", "BK-9.1")  # printed city, G-20
    rejects(state, 1, "camp 3 q4", "bunny_kingdom-err-square-unknown", "BK-0.2")


def test_game_over_refuses_everything():
    state = kingdom(3, owner={"A3": 0, "A4": 0})
    state["round"] = 4
    rounds.start_harvest(state, [])
    assert GAME.result(state).finished
    rejects(state, 0, "done", "core-err-game-over", "BK-14.1")
