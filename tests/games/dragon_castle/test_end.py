"""Countdown, last round, final scoring and tie-breaks: DC-11.x, DC-12.x."""
from __future__ import annotations

import pytest

from games.core import i18n
from games.dragon_castle import GAME
from tests.games.dragon_castle.helpers import ids, keys, make_state, play, rejects, run


def names(seat: int) -> str:
    return ("ala", "bob", "cyd", "dan")[seat]

GROUND = {f"{c}5": "x" for c in "ACEGIKMO"}  # one floor only: Summon is allowed (8 separate tiles)


def _ground_state(players: int, first: int = 0):
    state = make_state(players, castle=dict(GROUND), active=first)
    state["track"] = GAME.setup(players, {}, 1)["track"]
    return state


def _turn(state, seat, *steps):
    return run(state, seat, *steps, "confirm")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_dc_11_3_the_nth_summon_uncovers_the_mark_and_the_round_is_finished(players):
    """DC-11.2/DC-11.3/DC-11.4: tokens go right to left; the N-th Summon takes the "!" token; the game ends after
    the last player of that round (the player right of the first), so everyone played as many turns."""
    state = _ground_state(players, first=0)
    # round 1: seat 0 discards, every other seat summons (N-1 tokens from spaces N..2)
    state, _ = _turn(state, 0, "take A5", "discard")
    for seat in range(1, players):
        state, ev = _turn(state, seat, "summon")
        assert not state["final"]
    assert state["track"][1] == 1 and sum(state["track"][2:]) == 0
    # round 2: seat 0 takes the "!" token: final round; the others still play (Summon uses the stack, DC-11.5)
    stack = state["track"][0]
    state, ev = _turn(state, 0, "summon")
    assert state["final"] and "dragon_castle-ev-final-round" in keys(ev)
    for seat in range(1, players):
        assert not GAME.result(state).finished
        state, ev = _turn(state, seat, "summon")
    assert state["track"][0] == stack - (players - 1)
    res = GAME.result(state)
    assert res.finished and state["turns"] == 2 * players and "dragon_castle-ev-game-over" in keys(ev)
    assert ids(state, 0) == [] and GAME.actors(state) == set()
    rejects(state, 0, "summon", "core-err-game-over", None)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_dc_11_4_mark_uncovered_by_the_last_player_ends_the_game_at_once(players):
    """DC-11.4: if the "!" is uncovered during the last player's turn, the game ends at the end of that turn."""
    state = _ground_state(players, first=1)
    order = [(1 + i) % players for i in range(players)]
    for seat in order:
        state, ev = _turn(state, seat, "summon")
    assert order[-1] == 0 and state["final"]
    assert GAME.result(state).finished and state["turns"] == players


def test_dc_11_1_summon_announced_once():
    state = make_state(castle={"B2": "x/m1", "E2": "m2"})
    state, ev = _turn(state, 0, "take B2", "discard")
    assert "dragon_castle-ev-summon-open" in keys(ev) and state["summon_open"]
    state, ev = _turn(state, 1, "take E2", "discard")
    assert "dragon_castle-ev-summon-open" not in keys(ev)


def _final_turn(state):
    """Make the next confirm end the game (seat 1 is the last player, the "!" is gone)."""
    state["first"], state["active"], state["turn"]["seat"] = 0, 1, 1
    state["final"] = True
    state["track"] = [5, 0, 0, 0, 0]
    state["tokens"] = [1, 1]
    return state


def test_dc_12_1_final_score_breakdown():
    """DC-12.1/DC-12.2/DC-12.7: VP gained + shrine values by level + 2 per token + dragon cards; pool shrines and
    face-up tiles score nothing."""
    state = make_state(castle={"B2": "m1"}, realms={0: {"a1": "x#", "b1": "x/x#", "c1": "x/x/x/x#", "d4": "m5"}},
                       pools=[3, 0], dragons=["valor"])
    state["vp"][0] = {"merges": 7, "spirits": 3, "discards": 2}
    state = _final_turn(state)
    state, _ = _turn(state, 1, "take B2", "discard")
    res = GAME.result(state)
    row = res.breakdown["players"][0]
    assert row["shrines"] == {"levels": {"1": 1, "2": 1, "3": 1}, "points": 6}
    assert row["tokens"] == 1 and row["tokens_vp"] == 2 and row["dragons"] == {"valor": 3} and row["pool"] == 3
    assert row["total"] == 7 + 3 + 2 + 6 + 2 + 3
    assert res.scores == [23, 1 + 2] and res.winners == [0] and res.ranks == [1, 2]
    assert res.summary.key == "dragon_castle-summary-over"


def test_dc_12_4_tie_break_face_down_spaces():
    """DC-12.4 (G34): equal scores -> most spaces with a face-down top tile (a shrine on it counts)."""
    state = make_state(castle={"B2": "m1"}, realms={0: {"a1": "x", "b1": "x", "c1": "m1"}, 1: {"a1": "x#"}},
                       pools=[0, 0])
    state["vp"][0]["merges"] = 1
    state = _final_turn(state)
    state, _ = _turn(state, 1, "take B2", "shrine", "place d4")
    res = GAME.result(state)
    assert res.scores == [3, 3] and res.winners == [0] and res.ranks == [1, 2]
    assert res.breakdown["players"][0]["tiebreak"] == [2, 0]
    # the tie is explained where the end is told: which tie-break decided it, with its figures
    assert i18n.render(res.summary, "pl", names) == ("Wygrywa ala z wynikiem 3 PZ. Remis punktowy z graczem bob: "
                                                     "rozstrzygają zakryte pola królestwa (2 wobec 1).")
    assert i18n.render(res.summary, "en", names).endswith("Tied on points with bob: face-down spaces decide (2 to 1).")


def test_dc_12_5_tie_break_built_shrines_then_shared_victory():
    """DC-12.5 (G24): then most built shrines (the pool does not count); DC-12.6: still tied -> shared victory."""
    state = make_state(castle={"B2": "m1"}, realms={0: {"a1": "x#", "b1": "x"}, 1: {"a1": "x", "b1": "x"}},
                       pools=[0, 5])
    state = _final_turn(state)
    state, _ = _turn(state, 1, "take B2", "discard")
    res = GAME.result(state)
    assert res.scores == [3, 3] and res.winners == [0] and res.ranks == [1, 2]
    assert [r["tiebreak"] for r in res.breakdown["players"]] == [[2, 1], [2, 0]]
    assert "Remis punktowy i w zakrytych polach z graczem bob: rozstrzygają postawione świątynie (1 wobec 0)." in \
        i18n.render(res.summary, "pl", names)
    state = make_state(castle={"B2": "m1"}, realms={0: {"a1": "x#"}, 1: {"d4": "x#"}}, pools=[0, 0])
    state = _final_turn(state)
    state, ev = _turn(state, 1, "take B2", "shrine", "place b4")
    res = GAME.result(state)
    assert res.winners == [0, 1] and res.ranks == [1, 1]
    assert ev[-1].msg.params["count"] == 2  # equal in everything: "Wspólne zwycięstwo", no tie-break to explain


def test_dc_12_1_scores_during_the_game_are_public():
    state = make_state(castle={"B2": "m1"}, realms={0: {"a1": "x#"}})
    res = GAME.result(state)
    assert not res.finished and res.winners == [] and res.scores == [1, 0]
    assert GAME.view(state, None)["scores"][0]["total"] == 1
    assert res.summary.key == "dragon_castle-summary-ongoing"


def test_dc_11_6_summon_without_tokens_passes():
    """DC-11.6/G32 (unreachable with 7 tokens): Summon with no token left takes nothing."""
    state = make_state(castle={"B2": "m1"})
    state["track"], state["tokens"] = [0, 0, 0, 0, 0], [4, 3]
    state, ev = _turn(state, 0, "summon")
    assert "dragon_castle-ev-summon-none" in keys(ev) and state["tokens"] == [4, 3]
    play(state, 1, "summon")
