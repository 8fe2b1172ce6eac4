"""Thorgal turns through the contract (RULES.md §5-8, §12): tokens, values, each action, bonuses, the Event phase."""
from __future__ import annotations

import pytest

from games.core.errors import GameError
from games.thorgal.game import GAME
from games.thorgal.setup import setup as raw_setup


def game(players: int = 2, heroes: str = "brand,edda", seed: int = 3) -> dict:
    return GAME.setup(players, {"first": 1, "heroes": heroes}, seed)


def ids(state: dict, player: int = 0) -> set[str]:
    return {m.id for m in GAME.legal_moves(state, player)}


def play(state: dict, player: int, *moves: str) -> tuple[dict, list]:
    events = []
    for m in moves:
        state, ev = GAME.apply(state, player, m)
        GAME.check_invariants(state)
        events += ev
    return state, events


def slot(state: dict, card: str) -> str:
    return str(1 + next(i for i, s in enumerate(state["row"]) if s["card"] == card))


def test_tg_rnd_3_tg_row_3_a_turn_starts_with_a_token_under_a_card():
    """TG-RND-3, TG-ROW-3."""
    s = game()
    assert all(m.startswith("play out ") for m in ids(s) if m.startswith("play"))
    assert ids(s, 1) == set()  # not player 2's turn (TG-RND-2)
    with pytest.raises(GameError):
        GAME.apply(s, 0, "play 3 4")  # no token lies under slot 3 yet


def test_tg_mov_1_tg_row_11_a_move_or_nothing():
    """TG-MOV-1, TG-ROW-11: AC01: Move 1 (+1 as the only token): Areas numbered 1 only in round 1 (TG-MOV-3); ``skip``
    declines."""
    s = game()
    s, _ = play(s, 0, f"play out {slot(s, 'AC01')}")
    assert s["act"]["value"] == 2 and {"move A2", "skip"} <= ids(s)
    assert not any(m in ids(s) for m in ("move A3", "move A4"))
    s, _ = play(s, 0, "move A2")
    assert s["heroes"][0]["area"] == "A2" and s["turn"] == 1 and s["stage"] == "token"


def test_tg_gat_3_gather_gives_the_value_of_the_spaces_type():
    """TG-GAT-3."""
    s = game()
    s, _ = play(s, 0, f"play out {slot(s, 'AC03')}")  # Gather 1, +1 per token left of it
    target = sorted(m for m in ids(s) if m.startswith("gather"))[0]
    before = dict(s["heroes"][0]["resources"])
    s, _ = play(s, 0, target)
    while GAME.actors(s) == {0} and s["turn"] == 0:  # a choice of type, if any
        s, _ = play(s, 0, sorted(ids(s))[0])
    assert sum(s["heroes"][0]["resources"].values()) >= sum(before.values()) + 1 or s["heroes"][0]["wounds"]
    x, y = target.split()[1:]
    assert [int(x) - 1, int(y) - 1] in s["path"]["gather"]  # TG-GAT-6: the token stays (the id counts from 1)


def test_tg_jrn_1_tg_jrn_2_journey_places_value_tiles_or_stops():
    """Edda's Walking Staff (+1) is offered at the start of her Journey (TG-JRN-2, TG-ITM-3); each tile is one step;
    ``stop`` ends early (TG-JRN-1)."""
    s = game(heroes="edda,brand")
    s, _ = play(s, 0, f"play out {slot(s, 'AC05')}")
    assert s["stage"] == "start" and {"item IT_WALKING_STAFF", "skill", "go"} <= ids(s)
    s, _ = play(s, 0, "item IT_WALKING_STAFF")
    assert s["act"]["value"] == 3 and "IT_WALKING_STAFF" not in s["heroes"][0]["items"]  # single use (TG-ITM-2)
    assert "IT_WALKING_STAFF" in s["discards"]["item"]
    s, _ = play(s, 0, "go")
    tile = sorted(m for m in ids(s) if m.startswith("tile"))[0]
    s, _ = play(s, 0, tile)
    while s["queue"] and GAME.actors(s) == {0}:  # the covered spaces' questions (a resource type, an XP track...)
        s, _ = play(s, 0, sorted(ids(s))[0])
    if s["turn"] == 0:
        assert "stop" in ids(s)
        s, _ = play(s, 0, "stop")
    assert len(s["path"]["tiles"]) >= 1 and s["turn"] == 1


def test_tg_asg_1_tg_asg_5_tg_asg_6_assign_until_the_cost_is_met():
    """TG-ASG-1, TG-ASG-5, TG-ASG-6: L1 (Assign 2 Gossip): one Gossip stays on the Location; the second meets the cost:
    ¶1 is read, the cost
    discarded, the Location locked (TG-PAR-4)."""
    s = game(heroes="halvar,edda")  # Halvar: 1 gossip; Edda: 1 gossip
    s["heroes"][0]["resources"]["gossip"] = 1
    s, _ = play(s, 0, f"play out {slot(s, 'AC07')}")
    if s["stage"] == "start":
        s, _ = play(s, 0, "go")
    s, _ = play(s, 0, "assign L1 gossip")
    assert s["board"]["assigned"]["L1"] == {"gossip": 1} and 1 not in s["read_paragraphs"]
    s["heroes"][1]["resources"]["gossip"] = 1
    s, _ = play(s, 1, f"play out {slot(s, 'AC07')}")
    if s["stage"] == "start":
        s, _ = play(s, 1, "go")
    s, _ = play(s, 1, "assign L1 gossip")
    assert 1 in s["read_paragraphs"] and s["board"]["assigned"]["L1"] == {} and "L1" in s["board"]["read"]


def test_tg_sac_1_tg_sac_3_sacrifice_takes_every_wound_then_the_effect():
    """TG-SAC-1, TG-SAC-3."""
    s = game()
    s["round"] = 2
    s["heroes"][0]["area"] = "A3"  # L5 Broken Crane: Sacrifice, domino wounds -> 3 Ore
    ore = s["heroes"][0]["resources"]["ore"]
    s, _ = play(s, 0, f"play out {slot(s, 'AC13')}")  # Sacrifice 2 (+XP if the only token)
    assert "sacrifice L5" in ids(s)
    s, _ = play(s, 0, "sacrifice L5")
    while s["turn"] == 0 and GAME.actors(s) == {0}:
        s, _ = play(s, 0, sorted(ids(s))[0])
    assert [w["shape"] for w in s["heroes"][0]["wounds"]] == ["I2", "I2"]
    assert s["heroes"][0]["resources"]["ore"] == ore + 3


def test_tg_sac_3_the_bot_warns_before_a_deadly_sacrifice():
    """TG-SAC-3."""
    s = game()
    s["round"] = 2
    s["heroes"][0]["area"] = "A3"
    hero = s["heroes"][0]
    from games.thorgal import heroes as hs

    while hs.place_wound(hero, ["M1"]):
        if len(hero["wounds"]) > 100:
            break
    hero["wounds"].pop()
    hero["wounds"].pop()  # two free cells left, apart or not: two dominoes cannot both fit
    s, _ = play(s, 0, f"play out {slot(s, 'AC13')}")
    assert "sacrifice L5 anyway" in ids(s) and "sacrifice L5" not in ids(s)


def test_tg_crf_1_tg_crf_2_tg_crf_3_craft_then_discard_or_keep_then_refill():
    """TG-CRF-1, TG-CRF-2, TG-CRF-3."""
    s = game()
    first = s["display"][0]
    s, _ = play(s, 0, f"play out {slot(s, 'AC09')}", "craft 1")
    assert first in s["heroes"][0]["items"]
    assert {"keep", "discard 1"} <= ids(s)
    s, _ = play(s, 0, "keep")
    assert len(s["display"]) == 5


def test_tg_cmb_full_combat_win_removes_the_token_and_fires_the_location():
    """TG-CMB-1..18: the token at L2 (Harbor Watch, Minor), the card, the roll, the placement, the result; a won
    fight that clears a Combat Location reads its paragraph (TG-MAP-7)."""
    s = game()
    s, _ = play(s, 0, f"play out {slot(s, 'AC11')}")
    assert "fight L2 1" in ids(s)
    s, _ = play(s, 0, "fight L2 1")
    assert s["fight"]["stage"] == "pre" and "roll" in ids(s)
    s, _ = play(s, 0, "roll")
    assert s["fight"]["stage"] == "post"
    s, _ = play(s, 0, "done")
    for _ in range(20):  # place the tiles, covering the targets where possible
        if "fight" not in s:
            break
        options = sorted(m for m in ids(s) if m.startswith("place")) or ["finish"]
        s, _ = play(s, 0, options[0])
    while s["turn"] == 0 and GAME.actors(s) == {0}:
        s, _ = play(s, 0, sorted(ids(s))[0])
    won = not s["board"]["enemies"]["L2"]
    assert won == (2 in s["read_paragraphs"])
    assert won or s["heroes"][0]["threat"] > 0  # TG-CMB-13: a loss costs Threat


def test_tg_evt_1_to_5_the_event_phase():
    """TG-EVT-1: After 4 turns: the round advances, tokens flip back, an Event card is drawn from the first matching
    deck (Coast while the Raid track is below 2), the first player passes."""
    s = game()
    for k in range(4):
        player = sorted(GAME.actors(s))[0]
        s, _ = play(s, player, next(m for m in sorted(ids(s, player)) if m.startswith("play out")))
        while GAME.actors(s) == {player} and s["turn"] == k and s["phase"] == "ACTION":
            s, _ = play(s, player, "skip" if "skip" in ids(s, player) else sorted(ids(s, player))[0])
    while s["phase"] == "EVENT" or (s["queue"] and GAME.actors(s)):
        player = sorted(GAME.actors(s))[0]
        s, _ = play(s, player, sorted(ids(s, player))[0])
    assert s["round"] == 2 and all(t["active"] for t in s["tokens"])
    assert s["active_event"]["deck"] == "coast" and s["first"] == 1 and s["turn"] == 0


def test_tg_evt_1_the_round_track_running_out_loses():
    """TG-EVT-1."""
    s = game()
    s["round"] = 8
    s["turn"] = 3
    s, _ = play(s, sorted(GAME.actors(s))[0], next(m for m in sorted(ids(s, 1)) if m.startswith("play out")))
    while not GAME.is_over(s):
        player = sorted(GAME.actors(s))[0]
        s, _ = play(s, player, "skip" if "skip" in ids(s, player) else sorted(ids(s, player))[0])
    assert GAME.result(s).finished and s["result"]["outcome"] == "loss" and 13 in s["read_paragraphs"]
    assert GAME.result(s).winners == []  # TG-END: everyone loses together


def test_tg_solo_1_one_player_runs_two_heroes():
    """TG-SOLO-1."""
    s = GAME.setup(1, {"heroes": "sigrun,brand", "first": 1}, 2)
    assert GAME.actors(s) == {0}
    s, _ = play(s, 0, f"play out {slot(s, 'AC01')}", "skip")
    assert s["turn"] == 1 and GAME.actors(s) == {0}  # the second hero, same player
    assert raw_setup(1, {}, 1)["controller"] == [0, 0]
