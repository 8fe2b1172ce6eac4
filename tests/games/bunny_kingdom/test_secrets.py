"""BK-15.x information and BK-16.x simultaneous decisions: picks hidden until the reveal (views of other seats and of
spectators, public events), changeable until the last submission, JSON round-trip mid pick round, hands, reserves,
discards, parchments and plans never in another seat's view (hidden_twin over random playouts)."""
from __future__ import annotations

import json

from games.bunny_kingdom import GAME
from games.bunny_kingdom.cards import sort_cards
from tests.games.bunny_kingdom.helpers import into_hand, keys, play, random_playout


def _public(events) -> list:
    return [e.to_json() for e in events if e.to is None]


def test_bk_16_1_a_pick_stays_hidden_until_the_reveal():
    """BK-16.1/BK-15.2: two different picks by seat 0 give identical views for seats 1, 2 and spectators and
    identical public events ("X has picked"); only seat 0's private part and private event differ."""
    state = GAME.setup(3, {}, 12)
    into_hand(state, 0, ["T-A1", "T-B8", "CITY2-1", "P-FISHER"])
    a, ev_a = play(state, 0, "pick a1 b8")
    b, ev_b = play(state, 0, "pick city2 fisher")
    for seat in (None, 1, 2):
        assert GAME.view(a, seat) == GAME.view(b, seat)
        text = json.dumps(GAME.view(a, seat))
        assert '"T-A1"' not in text and '"T-B8"' not in text
    assert _public(ev_a) == _public(ev_b) == [
        {"msg": {"key": "bunny_kingdom-ev-picked", "params": {"player": {"seat": 0}, "done": 1, "total": 3,
                                                               "waiting": {"list": [{"seat": 1}, {"seat": 2}]}}},
         "to": None, "reveals": False, "random": False}]
    assert GAME.view(a, 0)["private"]["pick"] == ["T-A1", "T-B8"]
    assert GAME.view(b, 0)["private"]["pick"] == ["CITY2-1", "P-FISHER"]
    assert [e.to for e in ev_a if e.to is not None] == [0]
    v = GAME.view(a, 1)
    assert v["submitted"] == [True, False, False] and v["actors"] == [1, 2]
    assert v["private"]["pick"] is None and GAME.view(a, None)["private"] is None


def test_bk_16_1_g22_a_submitted_pick_can_be_changed_until_the_last_player_picks():
    state = GAME.setup(3, {}, 13)
    into_hand(state, 0, ["T-A1", "T-B8", "T-C7"])
    state, _ = play(state, 0, "pick a1 b8")
    assert 0 not in GAME.actors(state) and GAME.is_legal(state, 0, "pick c7 a1")  # still offered
    assert GAME.presentation.quick_moves(state, 0) == ["pick"]
    state, events = play(state, 0, "pick c7 a1")
    assert "bunny_kingdom-ev-pick-changed" in keys(events) and state["picks"][0] == ["T-C7", "T-A1"]
    assert state["hands"][0].count("T-B8") == 1  # nothing left the hand
    for s in (1, 2):
        state, _ = play(state, s, GAME.legal_moves(state, s)[0].id)
    assert state["owner"].get("C7") == 0 and state["owner"].get("A1") == 0 and "B8" not in state["owner"]
    assert state["pick"] == 2 and state["picks"] == [None, None, None]


def test_reveal_emits_what_everyone_played_publicly():
    state = GAME.setup(3, {}, 14)
    into_hand(state, 1, ["T-J10", "P-FISHER"])
    state, _ = play(state, 0, GAME.legal_moves(state, 0)[0].id)
    state, _ = play(state, 1, "pick j10 fisher")
    state, events = play(state, 2, GAME.legal_moves(state, 2)[0].id)
    plays = {e.msg.params["player"].seat: e for e in events if e.msg.key == "bunny_kingdom-ev-plays"}
    assert set(plays) == {0, 1, 2} and all(e.to is None and e.reveals for e in plays.values())
    shown = [m.key for m in plays[1].msg.params["cards"]]
    assert shown == ["bunny_kingdom-card-territory", "bunny_kingdom-card-parchment-hidden"]


def test_json_round_trip_mid_pick_round_loses_nothing():
    """A state with two submitted picks survives JSON and completes identically (picks, hands, RNG)."""
    state = GAME.setup(4, {}, 15)
    for s in (0, 2):
        state, _ = play(state, s, GAME.legal_moves(state, s)[3].id)
    copy = json.loads(json.dumps(state))
    assert copy == state and copy["picks"][0] is not None and copy["picks"][1] is None
    for s in (1, 3):
        move = GAME.legal_moves(state, s)[0].id
        state, ev1 = GAME.apply(state, s, move)
        copy, ev2 = GAME.apply(copy, s, move)
        assert state == copy and [e.to_json() for e in ev1] == [e.to_json() for e in ev2]
    assert state["pick"] == 2


def test_bk_15_3_hands_and_deck_are_in_no_other_view():
    state = GAME.setup(4, {}, 16)
    for seat in (None, 0, 1, 2, 3):
        text = json.dumps(GAME.view(state, seat))
        for s in range(4):
            shown = s == seat
            assert all((f'"{c}"' in text) == shown for c in state["hands"][s]), (seat, s)
        assert not any(f'"{c}"' in text for c in state["deck"])
        assert isinstance(GAME.view(state, seat)["deck"], int)


def test_bk_15_4_parchments_become_public_only_at_the_end():
    checked = {"during": 0, "end": 0}

    def step(before, seat, move, after, events):
        if after["phase"] in ("COPY", "GAME_OVER"):
            v = GAME.view(after, None)
            assert [p["revealed_parchments"] for p in v["players_info"]] == [sort_cards(p) for p in after["parchments"]]
            checked["end"] += 1
        elif any(after["parchments"]):
            v = json.dumps(GAME.view(after, None))
            assert not any(f'"{c}"' in v for p in after["parchments"] for c in p)
            checked["during"] += 1

    random_playout(3, 31, on_step=step)
    assert checked["during"] > 10 and checked["end"] >= 1


def test_hidden_twin_views_and_moves_are_identical_for_every_seat():
    """The contract's hidden_twin re-deals exactly what a seat cannot know: its view and offered moves are unchanged,
    and the twin is a valid state (all 182 cards in place)."""
    checked = 0

    def step(before, seat, move, after, events):
        nonlocal checked
        if checked % 3 == 0:
            for s in [None, *range(before["players"])]:
                twin = GAME.hidden_twin(before, checked, s)
                GAME.check_invariants(twin)
                assert GAME.view(twin, s) == GAME.view(before, s)
                assert GAME.actors(twin) == GAME.actors(before)
                if s is not None:
                    assert [m.id for m in GAME.legal_moves(twin, s)] == [m.id for m in GAME.legal_moves(before, s)]
        checked += 1

    for players, seed in ((2, 3), (3, 4), (4, 5)):
        random_playout(players, seed, on_step=step)
    assert checked > 300


def test_hidden_twin_really_differs():
    state = GAME.setup(2, {}, 3)
    twin = GAME.hidden_twin(state, 1, 0)
    assert twin["hands"][0] == state["hands"][0] and twin["hands"][1] != state["hands"][1]
    assert twin["reserves"][0] != state["reserves"][0]  # hidden even from its owner (BK-7.1)
