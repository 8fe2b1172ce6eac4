"""Turns and placement: DR-4.x, DR-5.x, DR-6.2/DR-6.3 (taking raven cards), DR-8.x (reshuffle)."""
from __future__ import annotations

from games.dragons import GAME
from tests.games.dragons.helpers import (
    dream_kinds,
    k,
    keys,
    make_state,
    pile_kinds,
    play,
    rejects,
    ups,
)

UI = GAME.presentation  # the game's words for the chat


def test_dr_4_1_turns_go_clockwise_and_others_cannot_move():
    """DR-4.1: the left neighbour (seat + 1, wrapping) plays next; other seats are refused."""
    state = make_state(3, active=2, piles={"A": ["5"], "B": ["6"]})
    rejects(state, 0, "draw", "core-err-not-your-turn", "DR-4.1")
    assert GAME.legal_moves(state, 0) == [] and GAME.actors(state) == {2}
    state, ev = play(state, 2, "take A 1 B")
    assert state["active"] == 0 and ev[-1].msg.key == "dragons-ev-turn"
    state, _ = play(state, 0, "take B 1 B")
    assert state["active"] == 1


def test_dr_4_2_take_or_draw_only_no_pass():
    """DR-4.2: the first token is take or draw; there is no pass or peek (DR-5.5)."""
    state = make_state(2)
    assert UI.quick_moves(state, 0) == ["draw", "take A", "take B"]  # a pile is a button: one tap less
    assert {m.tokens[0] for m in GAME.legal_moves(state, 0)} == {"draw", "take"}
    rejects(state, 0, "pass", "dragons-err-unknown-verb", "DR-4.2")
    rejects(state, 0, "peek 1", "dragons-err-unknown-verb", "DR-4.2")


def test_dr_4_3_dr_5_2_take_places_face_up_and_removed_card_goes_on_chosen_pile():
    """DR-4.3/DR-5.2/DR-5.3/DR-5.4: the taken card enters face up; the removed face-down card goes face up on top of
    the chosen pile (here the same pile it was taken from) and the event reveals it."""
    state = make_state(2, dreams={0: ["8?", "?", "?", "?", "?", "?"]}, piles={"A": ["3", "5"], "B": ["6"]})
    state, ev = play(state, 0, "take A 1 A")
    assert dream_kinds(state, 0)[0] == k("5") and state["dreams"][0][0]["up"]
    assert pile_kinds(state, "A") == [k("3"), k("8")]
    removed = next(e for e in ev if e.msg.key == "dragons-ev-removed-hidden")
    assert removed.reveals and removed.to is None
    v = GAME.view(state, 1)
    assert v["piles"][0] == {"name": "A", "top": "dragon_8", "count": 2}
    assert v["last"] == {"seat": 0, "kind": "take", "cells": [[0, 1]], "piles": ["A", "A"]}


def test_dr_5_2_replacing_a_face_up_card():
    """DR-5.2: a face-up card may be replaced too; it goes to the other pile if chosen."""
    state = make_state(2, dreams={0: ["4", "?", "?", "?", "?", "?"]}, piles={"A": ["3"], "B": ["6"]})
    state, ev = play(state, 0, "take B 1 A")
    assert pile_kinds(state, "A") == [k("3"), k("4")] and pile_kinds(state, "B") == []
    assert "dragons-ev-removed" in keys(ev)


def test_dr_4_4_drawn_card_placed_or_discarded_on_any_pile():
    """DR-4.4: after a draw the card is placed (B1) or put on any open pile (B2), then the turn ends."""
    state = make_state(2, deck_top=("7",), piles={"A": ["3"], "B": ["6"]})
    drawn, ev = play(state, 0, "draw")
    assert drawn["phase"] == "RESOLVE_DRAW"
    assert UI.quick_moves(drawn, 0) == ["place", "discard"]
    ids = {m.id for m in GAME.legal_moves(drawn, 0)}
    assert {"discard A", "discard B", "place 3 A", "place 6 B"} <= ids and "draw" not in ids
    after, ev = play(drawn, 0, "discard B")
    assert pile_kinds(after, "B") == [k("6"), k("7")] and after["active"] == 1
    assert ev[0].msg.key == "dragons-ev-discard" and ev[0].reveals
    after, _ = play(drawn, 0, "place 3 A")
    assert dream_kinds(after, 0)[2] == k("7") and ups(after, 0)[2]


def test_dr_4_5_dr_6_2_raven_card_drawn_may_be_put_on_a_pile():
    """DR-6.2: an unwanted raven card (here a Nest, and a Reflection) drawn from the closed pile may be discarded."""
    for short in ("N", "R"):
        state = make_state(2, deck_top=(short,))
        state, _ = play(state, 0, "draw")
        state, ev = play(state, 0, "discard A")
        assert pile_kinds(state, "A")[-1] == k(short)
        assert "dragons-ev-nest" not in keys(ev)


def test_dr_6_3_circle_taken_must_be_placed_without_to_pile():
    """DR-6.3/DR-14.2: a Circle from an open pile is placed with only a slot."""
    state = make_state(2, piles={"A": ["C"], "B": ["6"]})
    circle_moves = [m.id for m in GAME.legal_moves(state, 0) if m.id.startswith("take A")]
    assert circle_moves == [f"take A {s}" for s in range(1, 7)]


def test_dr_6_3_drawn_circle_cannot_be_discarded():
    """DR-6.3: a drawn Raven Circle must be placed."""
    state = make_state(2, deck_top=("C",))
    state, _ = play(state, 0, "draw")
    assert UI.quick_moves(state, 0) == ["place"]
    assert all(m.tokens[0] == "place" for m in GAME.legal_moves(state, 0))
    rejects(state, 0, "discard A", "dragons-err-discard-circle", "DR-6.3")


def test_dr_4_6_dr_8_1_reshuffle_at_end_of_turn_when_closed_pile_is_empty():
    """DR-8.1/G-16/DR-4.6: drawing the last card empties the closed pile; at the end of that turn every open-pile card
    is shuffled into a new closed pile and piles A and B are flipped anew. Dreams are untouched."""
    state = make_state(2, piles={"A": ["1", "2", "3"], "B": ["4", "5"]})
    # move the whole closed pile except its top card onto pile A's bottom
    rest = state["deck"][:-1]
    state["deck"] = state["deck"][-1:]
    state["piles"][0] = rest + state["piles"][0]
    GAME.check_invariants(state)
    outside = len(state["piles"][0]) + len(state["piles"][1]) + 1
    dreams_before = [list(d) for d in state["dreams"]]
    state, ev = play(state, 0, "draw")
    assert state["deck"] == []
    state, ev = play(state, 0, "discard A")
    assert "dragons-ev-reshuffle" in keys(ev)
    assert next(e for e in ev if e.msg.key == "dragons-ev-reshuffle").random
    assert [len(p) for p in state["piles"]] == [1, 1]
    assert len(state["deck"]) == outside - 2
    assert state["dreams"] == dreams_before
    assert state["active"] == 1 and state["phase"] == "TURN"


def test_dr_8_1_dr_11_3_reshuffle_single_pile():
    """DR-8.1/DR-11.3: in the single-pile variant the reshuffle flips only pile A."""
    state = make_state(2, piles={"A": ["1"]}, opts={"piles": "1"})
    rest = state["deck"][:-1]
    state["deck"] = state["deck"][-1:]
    state["piles"][0] = rest + state["piles"][0]
    state, _ = play(state, 0, "draw")
    state, ev = play(state, 0, "discard A")
    assert len(state["piles"]) == 1 and len(state["piles"][0]) == 1
    assert len(state["deck"]) == 52 - 12 - 1


def test_dr_5_5_own_face_down_cards_are_never_shown():
    """DR-5.5/DR-12.2: the owner's view shows nothing of their own face-down cards."""
    state = make_state(2, dreams={0: ["7", "8?", "?", "?", "?", "?"]})
    v = GAME.view(state, 0)
    assert v["dreams"][0][0] == {"slot": 1, "up": True, "card": "dragon_7"}
    assert all(c["card"] is None for c in v["dreams"][0][1:])


def test_dr_5_6_cards_never_turn_face_down():
    """DR-5.6: placing, swapping and passing never turn a face-up card face down (counted per dream)."""
    state = make_state(2, dreams={0: ["7", "8", "?", "?", "?", "?"]}, piles={"A": ["N"], "B": ["6"]})
    state, _ = play(state, 0, "take A 3 B nest 1 4")
    assert sum(ups(state, 0)) == 3
    assert ups(state, 0)[3] and not ups(state, 0)[0]  # the face-up 7 moved to slot 4, the face-down card to slot 1
