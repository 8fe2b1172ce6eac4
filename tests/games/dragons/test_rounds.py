"""Round end, scoring, next round and game end: DR-9.1/9.2/9.7, DR-10.x, DR-11.x, result()."""
from __future__ import annotations

from games.dragons import GAME
from tests.games.dragons.helpers import earlier_rounds, keys, make_state, play, rejects

# Three fully specified dreams. Seat 0 completes its dream by taking the 0 from pile A into slot 6.
# Round scores: seat 0 = 1+2+3+4+5+0 = 15, seat 1 = 19, seat 2 = 6 (see the comments).
DREAMS = {
    0: ["1", "2", "3", "4", "5", "6?"],
    1: ["8?", "0?", "2?", "7?", "1?", "1?"],  # 8+0+2+7+1+1 = 19
    2: ["5", "-2?", "R?", "5?", "6?", "4?"],  # 5 paired with 5 -> 0; R copies -2 -> -2; -2 + 6 + 4 = 6
}


def _ending_state(opts=None, players=3, dreams=None, active=0):
    return make_state(players, dreams=dreams or DREAMS, piles={"A": ["0"], "B": ["8"]}, active=active, opts=opts)


def test_dr_9_1_round_ends_at_end_of_turn_when_a_dream_is_complete():
    """DR-9.1/DR-9.2/DR-9.6/DR-9.7/G-13: completing the dream ends the round at the end of the turn: all dreams
    are revealed and scored, the lowest score takes a token, and the next round is dealt at once (no ROUND_OVER)."""
    state, ev = play(_ending_state(), 0, "take A 6 B")
    assert "dragons-ev-deal" in keys(ev)
    assert "dragons-ev-turn" not in keys(ev)
    assert next(e for e in ev if e.msg.key == "dragons-ev-final-reveal").reveals
    lr = state["last_round"]
    assert lr["round"] == 1 and lr["ender"] == 0 and lr["complete"] == [0]
    assert lr["scores"] == [15, 19, 6]
    assert lr["winners"] == [2] and state["tokens"] == [0, 0, 1]
    # DR-9.2: the breakdown shows every card, including the formerly face-down ones
    seat2 = lr["dreams"][2]
    assert [c["card"] for c in seat2] == ["dragon_5", "dragon_m2", "reflection", "dragon_5", "dragon_6", "dragon_4"]
    assert seat2[0]["zeroed"] and seat2[3]["zeroed"] and seat2[2]["copied_from"] == 2 and seat2[2]["value"] == -2
    v = GAME.view(state, 1)
    assert v["last_round"] == lr and v["round"] == 2 and v["phase"] == "INITIAL_REVEAL"


def test_dr_10_2_dr_10_3_next_round_is_dealt_fresh_and_starts_left_of_the_ender():
    """DR-10.2: all cards are reshuffled and dealt again (new initial reveal), tokens carry over; DR-10.3: the
    starting player is the round ender's left neighbour."""
    state = _ending_state(active=0)
    earlier_rounds(state, tokens=[1, 0, 0])
    state, _ = play(state, 0, "take A 6 B")
    assert state["phase"] == "INITIAL_REVEAL" and state["starter"] == 1 and state["active"] is None
    assert state["tokens"] == [1, 0, 1]
    assert not any(c["up"] for d in state["dreams"] for c in d)
    assert [len(p) for p in state["piles"]] == [1, 1] and len(state["deck"]) == 52 - 18 - 2
    assert GAME.actors(state) == {0, 1, 2}


def test_dr_9_7_tied_round_winners_all_take_a_token():
    """DR-9.7: every tied lowest player takes a dragon token."""
    dreams = dict(DREAMS)
    dreams[1] = ["1?", "2?", "3?", "4?", "5?", "0?"]  # 15, same as seat 0
    dreams[2] = ["8?", "8?", "7?", "6?", "0?", "4?"]  # 8+8+7+6+0+4 = 33
    state, _ = play(_ending_state(dreams=dreams), 0, "take A 6 B")
    assert state["last_round"]["scores"] == [15, 15, 33]
    assert state["tokens"] == [1, 1, 0]


def test_dr_4_6_round_end_comes_before_the_reshuffle():
    """DR-4.6: the round-end check precedes the reshuffle: emptying the closed pile on the final turn deals anew."""
    state = _ending_state()
    state["piles"][1] = state["deck"][:-1] + state["piles"][1]
    state["deck"] = state["deck"][-1:]
    state, _ = play(state, 0, "draw")
    state, ev = play(state, 0, "place 6 A")
    assert "dragons-ev-reshuffle" not in keys(ev) and state["round"] == 2


def test_dr_10_1_three_tokens_win():
    """DR-10.1: reaching 3 dragon tokens ends the game; a single player wins."""
    state = _ending_state()
    earlier_rounds(state, tokens=[2, 2, 2])
    state, ev = play(state, 0, "take A 6 B")
    assert state["phase"] == "GAME_OVER" and state["winners"] == [2]
    assert ev[-1].msg.key == "dragons-ev-game-over"
    res = GAME.result(state)
    assert res.finished and res.winners == [2] and res.scores == [2, 2, 3] and res.ranks == [2, 2, 1]
    assert res.summary.key == "dragons-summary-over" and res.breakdown["rounds"][-1]["winners"] == [2]
    v = GAME.view(state, None)
    assert v["winners"] == [2] and v["actors"] == [] and v["active"] is None
    assert all(c["up"] and c["card"] for d in v["dreams"] for c in d)  # DR-9.2 final reveal stays visible
    rejects(state, 0, "draw", "core-err-game-over", "DR-10.1")
    assert GAME.legal_moves(state, 0) == [] and GAME.actors(state) == set()


def test_dr_10_1_g_18_shared_victory():
    """DR-10.1/G-18: several players reaching 3 in the same round share the victory."""
    dreams = dict(DREAMS)
    dreams[1] = ["1?", "2?", "3?", "4?", "5?", "0?"]
    dreams[2] = ["8?", "8?", "7?", "6?", "0?", "4?"]
    state = _ending_state(dreams=dreams)
    earlier_rounds(state, tokens=[2, 2, 2])
    state, _ = play(state, 0, "take A 6 B")
    assert state["winners"] == [0, 1]
    res = GAME.result(state)
    assert res.winners == [0, 1] and res.ranks == [1, 1, 3]


def test_dr_11_1_points_variant_ends_when_a_total_reaches_the_target():
    """DR-11.1/G-19: totals accumulate; the game ends after the round in which a total reaches the target; the lowest
    total wins (not necessarily the player who crossed it)."""
    opts = {"mode": "points", "target": 30}
    state = _ending_state(opts)
    earlier_rounds(state, totals=[10, 10, 10])
    state, ev = play(state, 0, "take A 6 B")
    assert state["tokens"] == [0, 0, 0] and state["totals"] == [25, 29, 16]
    assert state["phase"] == "INITIAL_REVEAL"  # 29 < 30
    assert state["starter"] == 1  # DR-11.6: DR-10.3 applies in every mode
    assert "dragons-ev-score" in keys(ev)
    state = _ending_state(opts)
    earlier_rounds(state, totals=[10, 11, 30])
    state, _ = play(state, 0, "take A 6 B")
    assert state["phase"] == "GAME_OVER" and state["totals"] == [25, 30, 36] and state["winners"] == [0]
    res = GAME.result(state)
    assert res.scores == [25, 30, 36] and res.ranks == [1, 2, 3]


def test_dr_11_1_points_tie_shares_victory():
    """DR-11.1: tied lowest totals share the victory."""
    state = _ending_state({"mode": "points", "target": 30})
    earlier_rounds(state, totals=[10, 6, 40])
    state, _ = play(state, 0, "take A 6 B")
    assert state["totals"] == [25, 25, 46] and state["winners"] == [0, 1]
    assert GAME.result(state).ranks == [1, 1, 3]


def test_dr_11_2_rounds_variant_plays_a_fixed_number_of_rounds():
    """DR-11.2: after the last round the lowest total wins; before it the game goes on."""
    state = _ending_state({"mode": "rounds", "rounds": 2})
    state, _ = play(state, 0, "take A 6 B")
    assert state["phase"] == "INITIAL_REVEAL" and state["round"] == 2
    state = _ending_state({"mode": "rounds", "rounds": 2})
    state["round"] = 2
    state, _ = play(state, 0, "take A 6 B")
    assert state["phase"] == "GAME_OVER" and state["winners"] == [2]
    assert GAME.result(state).scores == [15, 19, 6]


def test_dr_11_6_result_while_running():
    """result() before the end: not finished, current standings ranked."""
    state = _ending_state()
    res = GAME.result(state)
    assert not res.finished and res.winners == [] and res.summary.key == "dragons-summary-ongoing"
