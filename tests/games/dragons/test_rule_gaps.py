"""Rules not covered elsewhere: DR-2.3, DR-3.7, DR-4.5, DR-5.1, DR-6.1, DR-11.4, DR-12.1, DR-12.5, DR-13.2.

DR-14.7 (who the bot pings) is asserted through the table service in tests/tables/test_rule_gaps_bot.py.
"""
from __future__ import annotations

import json
from collections import Counter

import pytest

from games.dragons import GAME
from games.dragons.cards import DATA, KINDS, build_deck, kind
from tests.games.dragons.helpers import (
    dream_kinds,
    earlier_rounds,
    k,
    keys,
    make_state,
    pile_kinds,
    play,
    random_playout,
)

# Seat 0 completes its dream (slot 6) with the 3 on top of pile A: [1 2 3 / 1 2 3] = three cancelled columns = 0.
COMPLETE_0 = ["1", "2", "3", "1", "2", "3?"]
ALL_SMALL = {"A": ["3"], "B": ["5"]}


def _all_instances(state: dict) -> list[str]:
    cards = [c["card"] for d in state["dreams"] for c in d] + [c for p in state["piles"] for c in p]
    cards += list(state["deck"])
    if state["drawn"]:
        cards.append(state["drawn"]["card"])
    if state["chain"]:
        cards.append(state["chain"]["card"])
    return cards


def test_dr_2_3_dragon_token_supply_is_unlimited():
    """DR-2.3/G-17: the box has 12 tokens, but the bot never runs out: five players tied on 2 tokens each (10 given)
    all win the round and all get one, 15 tokens in play."""
    token = next(t for t in DATA["tokens"] if t["id"] == "dragon_token")
    assert token["count"] == 12 and token["bot_supply"] == "unlimited"
    zero_dreams = {  # every dream is three cancelled columns: everybody scores 0
        0: COMPLETE_0,
        1: ["4?", "5?", "6?", "4?", "5?", "6?"],
        2: ["7?", "8?", "0?", "7?", "8?", "0?"],
        3: ["-2?", "1?", "2?", "-2?", "1?", "2?"],
        4: ["N?", "C?", "4?", "N?", "C?", "4?"],
    }
    state = make_state(5, dreams=zero_dreams, piles={"A": ["3"]})
    earlier_rounds(state, tokens=[2] * 5)
    state, ev = play(state, 0, "take A 6 A")
    assert state["last_round"]["scores"] == [0] * 5
    assert state["tokens"] == [3] * 5 and sum(state["tokens"]) == 15 > token["count"]
    assert state["phase"] == "GAME_OVER" and state["winners"] == [0, 1, 2, 3, 4]
    tokens_ev = next(e for e in ev if e.msg.key == "dragons-ev-round-tokens")
    assert tokens_ev.msg.params["count"] == 5


@pytest.mark.parametrize("mode", ["tokens", "points", "rounds"])
def test_dr_3_7_dragon_tokens_only_in_tokens_mode(mode):
    """DR-3.7: tokens are a supply in ``tokens`` mode only; in ``points``/``rounds`` mode nobody ever gets one and the
    round scores go to the running totals instead (DR-9.7)."""
    assert GAME.setup(3, {"mode": mode}, 5)["tokens"] == [0, 0, 0]
    dreams = {0: COMPLETE_0, 1: ["8?", "8?", "7?", "7?", "6?", "6?"]}  # seat 1: 8+8+7+7+6+6 = 42, no pair
    state = make_state(2, dreams=dreams, piles=ALL_SMALL, opts={"mode": mode})
    state, ev = play(state, 0, "take A 6 A")
    assert state["last_round"]["scores"] == [0, 42] and state["round"] == 2
    view = GAME.view(state, None)
    if mode == "tokens":
        assert state["tokens"] == [1, 0] and view["tokens"] == [1, 0]
        assert "dragons-ev-round-tokens" in keys(ev) and "dragons-ev-round-best" not in keys(ev)
        assert GAME.result(state).scores == [1, 0]
    else:
        assert state["tokens"] == [0, 0] and view["tokens"] == [0, 0]
        assert "dragons-ev-round-tokens" not in keys(ev) and "dragons-ev-round-best" in keys(ev)
        assert state["totals"] == [0, 42] and GAME.result(state).scores == [0, 42]


def test_dr_4_5_nest_action_is_part_of_the_same_turn():
    """DR-4.5: the placed Nest's swap is resolved within the same move; only then does the turn pass on."""
    state = make_state(2, dreams={0: ["5", "?", "?", "7", "?", "?"]}, piles={"A": ["N"], "B": ["6"]})
    state, ev = play(state, 0, "take A 2 B nest 1 4")
    assert dream_kinds(state, 0)[:4] == [k("7"), "raven_nest", dream_kinds(state, 0)[2], k("5")]
    ks = keys(ev)
    assert ks.index("dragons-ev-take") < ks.index("dragons-ev-nest") < ks.index("dragons-ev-turn")
    assert state["active"] == 1 and state["phase"] == "TURN"


def test_dr_4_5_attack_action_is_part_of_the_same_turn():
    """DR-4.5/DR-7.3: a drawn and placed Raven Attack exchanges within the same turn, before the next player."""
    state = make_state(2, dreams={0: ["4", "?", "?", "?", "?", "?"], 1: ["8?", "?", "?", "?", "?", "?"]},
                       deck_top=("X",), opts={"attack": True})
    state, _ = play(state, 0, "draw")
    assert state["phase"] == "RESOLVE_DRAW" and state["active"] == 0
    state, ev = play(state, 0, "place 3 A attack 1 2 1")
    assert dream_kinds(state, 0)[0] == k("8") and dream_kinds(state, 1)[0] == k("4")
    assert dream_kinds(state, 0)[2] == "raven_attack"
    ks = keys(ev)
    assert ks.index("dragons-ev-attack") < ks.index("dragons-ev-turn") and state["active"] == 1


def test_dr_5_1_a_dream_always_holds_exactly_six_cards():
    """DR-5.1: after every move of whole games (chains, Nest swaps, Attack exchanges, reshuffles, new rounds) every
    dream has one card in each of its 6 slots, and the view shows 6 slots per dream."""
    moves = Counter()

    def step(before, seat, move, after, events):
        moves[move.split()[0]] += 1
        moves.update(k for k in ("nest", "attack") if k in move.split())
        for dream in after["dreams"]:
            assert len(dream) == 6 and all(isinstance(c["card"], str) for c in dream)
        assert all(len(d) == 6 for d in GAME.view(after, None)["dreams"])

    for players, opts, seed in ((2, {"attack": True}, 11), (5, {"piles": "1"}, 12), (3, {"attack": True}, 13)):
        random_playout(players, opts, seed, on_step=step)
    assert moves["take"] and moves["place"] and moves["pile"] and moves["nest"] and moves["attack"]


def test_dr_6_1_three_raven_land_kinds_four_copies_each():
    """DR-6.1: Raven Circle (10), Reflection (no value), Raven Nest (9), 4 copies each, in data and in every game."""
    raven = {kid: (v["copies"], v["value"]) for kid, v in KINDS.items() if v["category"] == "raven_land"}
    assert raven == {"raven_circle": (4, 10), "reflection": (4, None), "raven_nest": (4, 9)}
    for attack in (False, True):
        counts = Counter(kind(c) for c in build_deck(attack))
        assert {kid: counts[kid] for kid in raven} == {"raven_circle": 4, "reflection": 4, "raven_nest": 4}
    state = GAME.setup(4, {}, 3)
    counts = Counter(kind(c) for c in _all_instances(state))
    assert counts["raven_circle"] == counts["reflection"] == counts["raven_nest"] == 4


def test_dr_11_4_raven_attack_module_is_optional_and_off_by_default():
    """DR-11.4/DR-3.1: without the option no Raven Attack is in the game (52 cards); with it, 4 are (56)."""
    assert DATA["modes"]["raven_attack_module"]["default"] is False
    off = GAME.setup(3, {}, 8)
    assert off["options"]["attack"] is False
    assert len(_all_instances(off)) == 52 and not any(kind(c) == "raven_attack" for c in _all_instances(off))
    on = GAME.setup(3, {"attack": "on"}, 8)
    assert on["options"]["attack"] is True
    assert len(_all_instances(on)) == 56 and Counter(kind(c) for c in _all_instances(on))["raven_attack"] == 4


def test_dr_12_1_public_information_is_in_every_view_and_event():
    """DR-12.1: every face-up dream card, each pile's top card and size, the closed pile's size, tokens/totals, the
    round and the active player are the same in every seat's view (and a spectator's); placement, removal and the
    Nest swap are public events."""
    state = make_state(3, dreams={0: ["5", "?", "?", "?", "?", "?"], 1: ["?", "2", "?", "?", "?", "?"]},
                       piles={"A": ["N"], "B": ["6", "7"]}, active=0)
    state, ev = play(state, 0, "take A 3 B nest 1 4")
    assert {e.msg.key for e in ev} >= {"dragons-ev-take", "dragons-ev-nest", "dragons-ev-turn"}
    assert all(e.to is None for e in ev)
    views = [GAME.view(state, s) for s in (None, 0, 1, 2)]
    public = ("dreams", "piles", "deck", "tokens", "totals", "round", "active", "last")
    for v in views:
        assert {f: v[f] for f in public} == {f: views[0][f] for f in public}
    v = views[0]
    assert v["dreams"][0][3] == {"slot": 4, "up": True, "card": "dragon_5"}  # swapped by the Nest
    assert v["dreams"][0][2] == {"slot": 3, "up": True, "card": "raven_nest"}
    assert v["dreams"][1][1] == {"slot": 2, "up": True, "card": "dragon_2"}
    assert v["piles"] == [{"name": "A", "top": None, "count": 0},
                          {"name": "B", "top": pile_kinds(state, "B")[-1], "count": 3}]
    assert v["deck"] == len(state["deck"]) and v["round"] == 1 and v["active"] == 1
    assert v["tokens"] == [0, 0, 0] and v["totals"] == [0, 0, 0]
    assert v["last"]["kind"] == "nest"


def test_dr_12_5_no_scores_before_the_final_reveal():
    """DR-12.5: during a round neither the view nor the result carries a score of the dreams in play; the round's
    scores (with the per-card breakdown) appear only once the round is over and everything is revealed."""
    dreams = {0: COMPLETE_0, 1: ["8?", "8?", "7?", "7?", "6?", "6?"]}
    state = make_state(2, dreams=dreams, piles=ALL_SMALL, opts={"mode": "points"})
    v = GAME.view(state, 0)
    assert v["last_round"] is None and v["totals"] == [0, 0]
    assert GAME.result(state).scores == [0, 0] and GAME.result(state).breakdown["last_round"] is None
    assert '"value"' not in json.dumps(v) and '"scores"' not in json.dumps(v)
    state, ev = play(state, 0, "take A 6 A")
    reveal = keys(ev).index("dragons-ev-final-reveal")
    assert reveal < keys(ev).index("dragons-ev-score")  # scores only after the final reveal
    v = GAME.view(state, 1)
    assert v["last_round"]["round"] == 1 and v["last_round"]["scores"] == [0, 42]
    assert [c["value"] for c in v["last_round"]["dreams"][1]] == [8, 8, 7, 7, 6, 6]
    assert v["round"] == 2 and not any(c["up"] for d in v["dreams"] for c in d)  # the new round shows no score


def test_dr_13_2_only_the_chain_end_is_decided_by_a_non_active_player():
    """DR-13.2: outside the initial reveal exactly one player may act: the active player, or - at the end of a Raven
    Circle chain - the chain's last player (the active player's right neighbour)."""
    seen = Counter()

    def step(before, seat, move, after, events):
        phase = after["phase"]
        if phase in ("INITIAL_REVEAL", "GAME_OVER"):
            return
        actors = GAME.actors(after)
        n = after["players"]
        if phase == "CHAIN_PILE":
            seen["chain"] += 1
            assert actors == {after["chain"]["by"]} == {(after["active"] - 1) % n}
        else:
            seen["turn"] += 1
            assert actors == {after["active"]}
        for s in set(range(n)) - actors:
            assert GAME.legal_moves(after, s) == []

    for players, seed in ((2, 21), (3, 22), (4, 23), (5, 24)):
        random_playout(players, {}, seed, on_step=step)
    assert seen["chain"] and seen["turn"]
