"""Components, options and setup: DR-2.x, DR-3.x, DR-13.1 (the simultaneous initial reveal)."""
from __future__ import annotations

from collections import Counter

import pytest

from games.core.errors import GameError
from games.dragons import GAME
from games.dragons.cards import KINDS, build_deck, kind
from tests.games.dragons.helpers import keys, play, rejects


def test_dr_2_1_base_deck_has_52_cards_and_56_with_the_module():
    """DR-2.1/DR-7.1: 40 dragon-land + 12 raven-land cards; the Raven Attack module adds 4."""
    base = Counter(kind(c) for c in build_deck(False))
    assert sum(base.values()) == 52
    assert sum(n for kd, n in base.items() if KINDS[kd]["category"] == "dragon_land") == 40
    assert sum(n for kd, n in base.items() if KINDS[kd]["category"] == "raven_land") == 12
    assert "raven_attack" not in base
    full = Counter(kind(c) for c in build_deck(True))
    assert sum(full.values()) == 56 and full["raven_attack"] == 4
    assert len(set(build_deck(True))) == 56  # instance ids <kind>#<n> are unique


def test_dr_2_2_values_from_the_data_file():
    """DR-2.2/G-1/G-2: values −2, 0..8, Circle 10, Nest 9, Attack 9, Reflection none."""
    values = {kd: KINDS[kd]["value"] for kd in KINDS}
    assert values["dragon_m2"] == -2 and values["dragon_8"] == 8
    assert values["raven_circle"] == 10 and values["raven_nest"] == 9 and values["raven_attack"] == 9
    assert values["reflection"] is None


def test_dr_3_1_options_defaults_and_view():
    """DR-3.1: defaults tokens / 2 piles / module off; piles exposed as an int."""
    state = GAME.setup(3, {}, 1)
    assert state["options"] == {"mode": "tokens", "target": 100, "rounds": 8, "piles": 2, "attack": False, "first": 0}
    v = GAME.view(state, None)
    assert v["options"]["piles"] == 2 and v["options"]["attack"] is False
    state = GAME.setup(3, {"mode": "points", "target": "70", "piles": "1", "attack": "on"}, 1)
    assert state["options"]["piles"] == 1 and state["options"]["attack"] is True and state["options"]["target"] == 70
    assert GAME.setup(3, {"piles": 1}, 1)["options"]["piles"] == 1  # int accepted back


@pytest.mark.parametrize("opts", [{"mode": "solo"}, {"piles": "3"}, {"target": "0"}, {"rounds": "x"},
                                  {"first": "6"}, {"bogus": "1"}])
def test_dr_3_1_bad_options_are_refused(opts):
    """DR-3.1: unknown or out-of-range options raise GameError."""
    with pytest.raises(GameError):
        GAME.setup(3, opts, 1)


def test_dr_3_2_deck_is_shuffled_with_the_seed():
    """DR-3.2: same seed -> same deal; different seeds -> different deals."""
    a, b, c = GAME.setup(3, {}, 5), GAME.setup(3, {}, 5), GAME.setup(3, {}, 6)
    assert a == b
    assert a["dreams"] != c["dreams"]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_dr_3_3_to_3_6_deal(players):
    """DR-3.3 six face-down cards each; DR-3.5 the rest is the closed pile; DR-3.6 piles A and B face up."""
    state = GAME.setup(players, {}, 2)
    GAME.check_invariants(state)
    v = GAME.view(state, 0)
    assert all(len(d) == 6 and all(not c["up"] and c["card"] is None for c in d) for d in v["dreams"])
    assert [p["name"] for p in v["piles"]] == ["A", "B"]
    assert all(p["count"] == 1 and p["top"] is not None for p in v["piles"])
    assert v["deck"] == 52 - 6 * players - 2
    assert v["phase"] == "INITIAL_REVEAL" and v["active"] is None and v["round"] == 1


def test_dr_3_6_dr_11_3_single_pile_setup():
    """DR-3.6/DR-11.3: with one open pile only pile A is created."""
    state = GAME.setup(4, {"piles": "1"}, 2)
    v = GAME.view(state, None)
    assert [p["name"] for p in v["piles"]] == ["A"] and v["deck"] == 52 - 24 - 1


def test_dr_3_8_named_starting_player():
    """DR-3.8/G-15: the creator may name the starting player (1-based)."""
    for first in range(1, 5):
        assert GAME.setup(4, {"first": first}, 3)["starter"] == first - 1


def test_dr_3_8_starting_player_beyond_the_table_is_refused():
    """DR-3.8: naming seat 4 in a 3-player game is an error."""
    with pytest.raises(GameError) as err:
        GAME.setup(3, {"first": 4}, 1)
    assert err.value.key == "dragons-err-first" and err.value.rule == "DR-3.8"


def test_dr_3_8_random_starting_player_is_seeded():
    """DR-3.8: without a named starter the bot picks one at random (deterministic per seed)."""
    starters = {GAME.setup(5, {}, seed)["starter"] for seed in range(40)}
    assert len(starters) > 1
    assert GAME.setup(5, {}, 9)["starter"] == GAME.setup(5, {}, 9)["starter"]


@pytest.mark.parametrize("players", [1, 6, "3"])
def test_dr_3_9_player_count(players):
    """DR-3.9/G-3: 2-5 players."""
    with pytest.raises(GameError) as err:
        GAME.setup(players, {}, 1)
    assert err.value.key == "dragons-err-players"


def test_dr_3_4_dr_13_1_reveal_is_hidden_until_everyone_submitted():
    """DR-3.4/DR-13.1: submissions are hidden; all chosen cards flip at once; round 1 starts with the starter."""
    state = GAME.setup(3, {"first": 2}, 4)
    assert GAME.actors(state) == {0, 1, 2}
    state, ev = play(state, 0, "reveal 4")
    assert [e.to for e in ev] == [None, 0]  # publicly "has chosen"; the slot only privately
    assert "4" not in str(ev[0].msg.params)
    assert GAME.actors(state) == {1, 2}
    v0, v1, spectator = GAME.view(state, 0), GAME.view(state, 1), GAME.view(state, None)
    assert v0["private"] == {"reveal": 4} and v1["private"] is None and spectator["private"] is None
    assert v1["revealed"] == [True, False, False]
    assert v1["dreams"] == spectator["dreams"] and not any(c["up"] for d in v1["dreams"] for c in d)
    state, _ = play(state, 1, "reveal 2")
    state, ev = play(state, 2, "reveal 6")
    assert state["phase"] == "TURN" and state["active"] == 1  # first=2 -> seat 1
    assert [[c["up"] for c in d].index(True) + 1 for d in state["dreams"]] == [4, 2, 6]
    assert all(sum(c["up"] for c in d) == 1 for d in state["dreams"])  # exactly one card each
    (flip,) = [e for e in ev if e.msg.key == "dragons-ev-reveal"]  # all cards at once, told in one sentence
    assert len(flip.msg.params["list"]) == 3 and flip.reveals and flip.to is None
    assert GAME.view(state, None)["last"]["cells"] == [[0, 4], [1, 2], [2, 6]]


def test_dr_13_1_submission_may_change_until_the_last_one():
    """DR-13.1: a player who submitted may change the choice (not an actor any more, but still allowed)."""
    state = GAME.setup(2, {}, 4)
    state, _ = play(state, 0, "reveal 1")
    assert 0 not in GAME.actors(state)
    assert "reveal 3" in [m.id for m in GAME.legal_moves(state, 0)]
    state, ev = play(state, 0, "reveal 3")
    assert keys(ev) == ["dragons-ev-reveal-private"]  # no second public announcement
    assert GAME.view(state, 0)["private"] == {"reveal": 3}
    state, _ = play(state, 1, "reveal 5")
    assert state["dreams"][0][2]["up"] and not state["dreams"][0][0]["up"]
    assert state["dreams"][1][4]["up"]
    rejects(state, state["active"], "reveal 2", "dragons-err-reveal-phase", "DR-3.4")


def test_dr_3_4_reveal_slot_out_of_range():
    """DR-3.4: the slot must be 1-6."""
    state = GAME.setup(2, {}, 4)
    for bad in ("reveal 0", "reveal 7", "reveal x", "reveal -1"):
        rejects(state, 0, bad, "dragons-err-slot", "DR-3.4")
    rejects(state, 0, "reveal", "dragons-err-syntax", "DR-14.1")
    rejects(state, 0, "reveal 1 2", "dragons-err-syntax", "DR-14.1")


def test_dr_13_1_no_turn_moves_during_the_initial_reveal():
    """DR-13.1/DR-14.1: until everyone revealed, nobody takes or draws."""
    state = GAME.setup(2, {}, 4)
    rejects(state, 0, "draw", "dragons-err-reveal-first", "DR-13.1")
    rejects(state, 1, "take A 1 A", "dragons-err-reveal-first", "DR-13.1")
    assert GAME.presentation.quick_moves(state, 0) == ["reveal"]
