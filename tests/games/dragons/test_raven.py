"""Raven cards: the Circle chain (DR-6.4 to DR-6.6), Reflection (DR-6.7), Nest (DR-6.8), Raven Attack (DR-7.x)."""
from __future__ import annotations

import pytest

from games.dragons import GAME
from tests.games.dragons.helpers import dream_kinds, k, keys, make_state, pile_kinds, play, rejects, ups


def _chain_state(players: int, active: int, slot: int, piles=None, opts=None):
    """Every player's card in ``slot`` is a distinct face-down value (seat s holds value s + 1)."""
    dreams = {}
    for s in range(players):
        row = ["?"] * 6
        row[slot - 1] = f"{s + 1}?"
        dreams[s] = row
    return make_state(players, dreams=dreams, piles=piles or {"A": ["C"], "B": ["8"]}, active=active, opts=opts)


def test_dr_6_4_chain_two_players_last_player_chooses_pile():
    """DR-6.4 (2 players): P0's removed card goes to P1's same slot; P1's removed card goes to the bottom of a pile
    P1 chooses (DR-14.6), then the turn passes on (DR-6.6)."""
    state = _chain_state(2, active=0, slot=2)
    state, ev = play(state, 0, "take A 2")
    assert dream_kinds(state, 0)[1] == "raven_circle" and dream_kinds(state, 1)[1] == k("1")
    assert ups(state, 1)[1]
    assert state["phase"] == "CHAIN_PILE" and GAME.actors(state) == {1} and state["active"] == 0
    v = GAME.view(state, None)
    assert v["chain"] == {"by": 1, "card": "dragon_2", "slot": 2} and v["actors"] == [1]
    assert GAME.presentation.quick_moves(state, 1) == ["pile"]
    assert [m.id for m in GAME.legal_moves(state, 1)] == ["pile A", "pile B"]
    assert GAME.legal_moves(state, 0) == []
    rejects(state, 0, "pile A", "core-err-not-your-decision", "DR-6.4")
    state, ev = play(state, 1, "pile B")
    assert pile_kinds(state, "B") == [k("2"), k("8")]  # bottom, beneath the 8
    assert state["phase"] == "TURN" and state["active"] == 1
    assert ev[0].msg.key == "dragons-ev-chain-bottom" and ev[0].to is None  # DR-12.4: announced publicly


def test_dr_6_4_chain_three_players_reveals_face_down_cards():
    """DR-6.4 (3 players, P0 = seat 1): 1 -> 2 -> 0; every card entering a dream is face up (DR-5.3) and every
    removed face-down card is announced (DR-5.4)."""
    state = _chain_state(3, active=1, slot=4)
    state, ev = play(state, 1, "take A 4")
    assert dream_kinds(state, 1)[3] == "raven_circle"
    assert dream_kinds(state, 2)[3] == k("2")  # seat 1's card
    assert dream_kinds(state, 0)[3] == k("3")  # seat 2's card
    assert all(ups(state, s)[3] for s in range(3))
    assert state["chain"]["by"] == 0 and state["chain"]["card"].startswith("dragon_1#")
    chain_events = [e for e in ev if e.msg.key.startswith("dragons-ev-chain")]
    assert [e.msg.key for e in chain_events] == ["dragons-ev-chain-start", "dragons-ev-chain-pass",
                                                  "dragons-ev-chain-last", "dragons-ev-chain-choose"]
    assert all(e.reveals for e in chain_events[:3])
    assert GAME.view(state, 2)["last"]["cells"] == [[1, 4], [2, 4], [0, 4]]
    state, _ = play(state, 0, "pile A")
    assert pile_kinds(state, "A") == [k("1")]
    assert state["active"] == 2  # DR-6.6: P0's left neighbour


def test_dr_6_4_chain_five_players():
    """DR-6.4 (5 players, P0 = seat 3): 3 -> 4 -> 0 -> 1 -> 2; seat 2 chooses the pile."""
    state = _chain_state(5, active=3, slot=6)
    state, _ = play(state, 3, "take A 6")
    assert [dream_kinds(state, s)[5] for s in range(5)] == [k("5"), k("1"), k("2"), "raven_circle", k("4")]
    assert state["chain"]["by"] == 2 and state["chain"]["card"].startswith("dragon_3#")
    for s in (0, 1, 3, 4):
        rejects(state, s, "pile B", "core-err-not-your-decision", "DR-6.4")
    state, _ = play(state, 2, "pile B")
    assert pile_kinds(state, "B") == [k("3"), k("8")] and state["active"] == 4


def test_dr_6_4_chain_from_a_drawn_circle():
    """DR-6.4/DR-14.5: a drawn Circle placed with ``place <slot>`` starts the same chain."""
    state = make_state(3, piles={"A": ["7"], "B": ["8"]}, deck_top=("C",))
    state, _ = play(state, 0, "draw")
    assert [m.id for m in GAME.legal_moves(state, 0)] == [f"place {s}" for s in range(1, 7)]
    state, _ = play(state, 0, "place 1")
    assert state["phase"] == "CHAIN_PILE" and state["chain"]["by"] == 2


def test_dr_6_4_dr_11_3_single_pile_chain_goes_to_bottom_of_a_automatically():
    """DR-6.4/DR-14.6/DR-11.3: with one open pile nobody is asked; the card goes to the bottom of A."""
    state = _chain_state(3, active=0, slot=3, piles={"A": ["6", "C"]}, opts={"piles": "1"})
    state, ev = play(state, 0, "take A 3")
    assert state["phase"] == "TURN" and state["active"] == 1
    assert pile_kinds(state, "A") == [k("3"), k("6")]
    assert "dragons-ev-chain-choose" not in keys(ev)


def test_dr_14_6_both_piles_empty_goes_to_bottom_of_a_automatically():
    """DR-14.6: when both open piles are empty the choice is meaningless: bottom (= only card) of pile A."""
    state = _chain_state(2, active=0, slot=5, piles={"A": ["C"], "B": []})
    state, _ = play(state, 0, "take A 5")
    assert state["phase"] == "TURN" and pile_kinds(state, "A") == [k("2")] and pile_kinds(state, "B") == []


def test_dr_14_6_one_empty_pile_still_asks():
    """DR-14.6: with one pile empty the choice matters; the last player may put the card into the empty pile."""
    state = _chain_state(2, active=0, slot=5, piles={"A": ["C"], "B": ["4"]})
    state, _ = play(state, 0, "take A 5")
    assert state["phase"] == "CHAIN_PILE"
    state, _ = play(state, 1, "pile A")
    assert pile_kinds(state, "A") == [k("2")]


def test_dr_6_5_passed_circle_and_nest_do_not_trigger():
    """DR-6.5/G-9: a Circle passed along does not start a second chain; a passed Nest gives no swap."""
    dreams = {0: ["C?", "N?", "?", "?", "?", "?"], 1: ["1", "2", "?", "?", "?", "?"], 2: ["?"] * 6}
    state = make_state(3, dreams=dreams, piles={"A": ["C", "C"], "B": ["8"]})
    state, ev = play(state, 0, "take A 1")
    assert keys(ev).count("dragons-ev-chain-start") == 1
    assert dream_kinds(state, 1)[0] == "raven_circle" and state["chain"]["by"] == 2
    state, _ = play(state, 2, "pile A")
    assert state["active"] == 1  # P0's turn is over, no extra actions for seat 1
    state = make_state(3, dreams=dreams, piles={"A": ["C"], "B": ["8"]})
    state, ev = play(state, 0, "take A 2")
    assert dream_kinds(state, 1)[1] == "raven_nest"
    assert not any(key.startswith("dragons-ev-nest") for key in keys(ev))
    state, _ = play(state, 2, "pile B")
    assert dream_kinds(state, 1)[:2] == ["dragon_1", "raven_nest"]


def test_dr_9_1_g_14_chain_completing_another_dream_ends_round_with_active_player_as_ender():
    """DR-9.1/G-13/G-14/DR-10.3: the chain completes seat 1's dream during seat 0's turn; after the pile choice the
    round ends at once, seat 0 is the round ender and seat 1 (left of the ender) starts the next round."""
    dreams = {0: ["5?", "?", "?", "?", "?", "?"], 1: ["4?", "1", "2", "3", "6", "7"], 2: ["?"] * 6}
    state = make_state(3, dreams=dreams, piles={"A": ["C"], "B": ["8"]}, active=0)
    state, _ = play(state, 0, "take A 1")
    assert all(ups(state, 1))  # complete, but the turn is not over yet (CHAIN_PILE)
    state, ev = play(state, 2, "pile A")
    assert state["round"] == 2 and state["phase"] == "INITIAL_REVEAL"
    lr = state["last_round"]
    assert lr["ender"] == 0 and lr["complete"] == [1]
    assert lr["scores"][1] == 5 + 1 + 2 + 3 + 6 + 7  # the 5 arrived from seat 0
    assert state["starter"] == 1
    assert "dragons-ev-turn" not in keys(ev)  # DR-9.1: no further turns


def test_dr_6_8_nest_swap_keeps_face_states():
    """DR-6.8/G-10: after placing the Nest the player swaps two other cards; each keeps its face state."""
    state = make_state(2, dreams={0: ["7", "8?", "?", "?", "?", "?"]}, piles={"A": ["N"], "B": ["6"]})
    before = state["dreams"][0]
    state, ev = play(state, 0, "take A 6 B nest 2 1")
    after = state["dreams"][0]
    assert after[0] == before[1] and after[1] == before[0]
    assert not after[0]["up"] and after[1]["up"]
    assert dream_kinds(state, 0)[5] == "raven_nest"
    assert "dragons-ev-nest" in keys(ev) and GAME.view(state, 1)["last"]["kind"] == "nest"


def test_dr_6_8_nest_swap_is_optional_and_works_from_a_draw():
    """DR-6.8/DR-6.2: declining leaves a plain 9; a drawn Nest may swap too."""
    state = make_state(2, piles={"A": ["N"], "B": ["6"]}, deck_top=("N",))
    declined, ev = play(state, 0, "take A 3 B")
    assert "dragons-ev-nest-skip" in keys(ev) and declined["active"] == 1
    drawn, _ = play(state, 0, "draw")
    ids = {m.id for m in GAME.legal_moves(drawn, 0)}
    assert "place 2 A nest 5 6" in ids and "place 2 A nest 2 6" not in ids and "place 2 A nest 5 5" not in ids
    after, _ = play(drawn, 0, "place 2 A nest 5 6")
    assert after["dreams"][0][4] == drawn["dreams"][0][5]


def test_dr_6_7_reflection_has_no_action():
    """DR-6.7: placing a Reflection offers no action parameters."""
    state = make_state(2, piles={"A": ["R"], "B": ["6"]})
    assert not [m for m in GAME.legal_moves(state, 0) if len(m.tokens) > 4]


ATTACK = {"attack": True}


def test_dr_7_3_attack_exchange_both_cards_end_face_up():
    """DR-7.3/G-11/DR-5.3: the two cards exchange slots across dreams and both end face up."""
    dreams = {0: ["?", "3?", "?", "?", "?", "?"], 1: ["?", "?", "?", "?", "6?", "?"]}
    state = make_state(3, dreams=dreams, piles={"A": ["X"], "B": ["8"]}, opts=ATTACK)
    state, ev = play(state, 0, "take A 1 B attack 2 2 5")
    assert dream_kinds(state, 0)[:2] == ["raven_attack", "dragon_6"] and ups(state, 0)[1]
    assert dream_kinds(state, 1)[4] == "dragon_3" and ups(state, 1)[4]
    exchange = next(e for e in ev if e.msg.key == "dragons-ev-attack")
    assert exchange.reveals
    assert GAME.view(state, 2)["last"] == {"seat": 0, "kind": "attack", "cells": [[0, 1], [0, 2], [1, 5]],
                                           "piles": ["A", "B"]}


def test_dr_7_2_attack_is_optional_and_drawn_attack_may_be_discarded():
    """DR-7.2/G-11: the action may be declined; a drawn Raven Attack may go on a pile."""
    state = make_state(2, piles={"A": ["X"], "B": ["8"]}, deck_top=("X",), opts=ATTACK)
    declined, ev = play(state, 0, "take A 1 B")
    assert "dragons-ev-attack-skip" in keys(ev)
    drawn, _ = play(state, 0, "draw")
    discarded, _ = play(drawn, 0, "discard B")
    assert pile_kinds(discarded, "B")[-1] == "raven_attack"


def test_dr_7_3_attack_enumeration():
    """DR-7.3/DR-14.4: own slot != the Attack's slot, any other player, any of their slots (1-based seat)."""
    state = make_state(3, piles={"A": ["X"], "B": ["8"]}, active=1, opts=ATTACK)
    ids = {m.id for m in GAME.legal_moves(state, 1) if m.id.startswith("take A 4 A attack")}
    assert len(ids) == 5 * 2 * 6
    assert "take A 4 A attack 1 1 6" in ids and "take A 4 A attack 1 3 6" in ids
    assert "take A 4 A attack 4 1 6" not in ids and "take A 4 A attack 1 2 6" not in ids


def test_dr_6_5_card_received_by_attack_does_not_trigger():
    """DR-6.5: a Nest received through the exchange gives no swap."""
    dreams = {1: ["N?", "?", "?", "?", "?", "?"]}
    state = make_state(2, dreams=dreams, piles={"A": ["X"], "B": ["8"]}, opts=ATTACK)
    state, ev = play(state, 0, "take A 1 B attack 2 2 1")
    assert dream_kinds(state, 0)[1] == "raven_nest"
    assert not any(key.startswith("dragons-ev-nest") for key in keys(ev)) and state["active"] == 1


def test_dr_7_4_exchange_completing_another_dream_ends_round():
    """DR-7.4/DR-9.1/G-14: the exchange completes seat 1's dream; the round ends with seat 0 as the ender."""
    dreams = {1: ["1", "2", "3", "4", "5", "6?"]}
    state = make_state(2, dreams=dreams, piles={"A": ["X"], "B": ["8"]}, opts=ATTACK)
    state, _ = play(state, 0, "take A 1 B attack 3 2 6")
    assert state["round"] == 2 and state["last_round"]["ender"] == 0 and state["last_round"]["complete"] == [1]
    assert state["starter"] == 1


@pytest.mark.parametrize("players", [2, 5])
def test_dr_7_1_module_deck(players):
    """DR-7.1: with the module the deck has 56 cards (all in play)."""
    state = GAME.setup(players, ATTACK, 3)
    GAME.check_invariants(state)
    assert GAME.view(state, None)["deck"] == 56 - 6 * players - 2
