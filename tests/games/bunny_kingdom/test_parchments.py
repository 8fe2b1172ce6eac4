"""End-game parchments (BK-13.x): every one of the 37 parchments scored on a known kingdom, thresholds, gloves, copies,
Treasure Guardian/Hunter, Little Prince, Matriarch, Opportunist, the copy step, the final breakdown and ties (BK-14)."""
from __future__ import annotations

import json

import pytest

from games.bunny_kingdom import GAME, rounds
from games.bunny_kingdom.cards import PARCHMENT_IDS
from games.bunny_kingdom.parchments import final_scores
from tests.games.bunny_kingdom.helpers import kingdom, play, rejects

# Seat 0's kingdom (3 players; seat 2 is the right neighbour, seat 1 the left one):
#   fief A1 A2 A3 A4: forests + printed city A4; wood farm on A1, strength-2 city on A3 -> 4 wood, 2 cities, 3 x 1 = 3
#   fief J9 J10: seas, pearl farm on J10 -> 2 fish, 1 pearls, no city
#   fief C8: mountain with a strength-3 city, no resource
#   fief E4 E5 E6 E7: plains + printed city E6, camp 4 on E7 (barren squares E4 E5 E7), no resource
#   fief H7 H8: printed city H7, universal farm on H8 set to carrots -> 1 carrot, 1 x 1 = 1
#   fief B6: mountain with a gold mine;   fief C6: barren mountain (lava B6-C6)
OWNER0 = {sq: 0 for sq in ("A1", "A2", "A3", "A4", "J9", "J10", "C8", "E4", "E5", "E6", "E7", "H7", "H8", "B6", "C6")}
BUILD0 = {"A1": "FAC-WOOD", "A3": "CITY2-1", "J10": "FAC-PEARLS", "C8": "CITY3-1", "E7": "CAMP-4",
          "H8": "FAC-UNIV-1", "B6": "FAC-GOLD"}
METRICS0 = {"squares": 15, "cities": 5, "fiefs": 7, "fiefs_with_3plus_territories": 2, "edge_territories": 6,
            "corner_territories": 2, "mountain_territories": 3, "barren_territories": 4,
            "cities_in_fiefs_without_resources": 2, "camp_cards_played": 2}
UNITS0 = {"wood": 4, "fish": 2, "carrots": 1, "pearls": 1, "gold": 1, "any_luxury": 2}

# points of each parchment for seat 0, who holds it together with the Royal Crown (5)
EXPECTED = {
    "P-ROYAL-RING": 1, "P-ROYAL-COAT": 2, "P-ROYAL-SCEPTER": 3, "P-ROYAL-CHALICE": 4, "P-ROYAL-CROWN": 5,
    "P-ROYAL-CARROT": 6, "P-LEFT-GLOVE": 1, "P-RIGHT-GLOVE": 1,
    "P-BUREAUCRAT": 2,          # itself + the crown
    "P-BURGOMASTER": 5,         # 5 cities
    "P-DIPLOMAT": 6,            # A1 A2 A3 A4 J9 J10
    "P-EXPLORER": 6,            # A1, J10
    "P-CARPENTER": 4, "P-MASTER-CARPENTER": 8, "P-WOODLAND-KING": 0,
    "P-FISHER": 2, "P-MASTER-FISHER": 4, "P-FISHER-KING": 0,
    "P-FARMER": 1, "P-MASTER-FARMER": 2, "P-CARROT-KING": 0,
    "P-MERCHANT": 6,            # pearls + gold
    "P-MASTER-OF-MOUNTAINS": 6,  # B6 C6 C8
    "P-CARROTISTADOR": 8,       # 2 fiefs of 3+ squares
    "P-HARECINGETORIX": 7, "P-HUNNY-KING": 0,
    "P-BUN-SHEE": 4,            # C8 and E6 in fiefs without resources
    "P-BARBARIAN": 8,           # E4 E5 E7 C6
    "P-COLONIST": 6,            # camp 4 built + camp 6 unbuilt
    "P-KING-OF-THIEVES": 0, "P-MATRIARCH": 12,
    "P-LITTLE-PRINCE": 1,       # fiefs worth 3, 1, 0...: all but the best
    "P-TREASURE-GUARDIAN": 3,   # the crown
    "P-TREASURE-HUNTER": 5,     # the crown again
    "P-RIGHT-COPY": 6,          # copies seat 2's Master of the Mountains
    "P-LEFT-COPY": 8,           # copies seat 1's Barbarian
    "P-OPPORTUNIST": 10,        # only seat 1 is ahead
}


def _kingdom0(parchments: list[str], others: dict | None = None, harvests=(15, 100, 0)) -> dict:
    state = kingdom(3, owner={**OWNER0, "B8": 1, "D8": 2}, buildings=BUILD0, unbuilt={0: ["CAMP-6"]},
                    parchments={0: parchments, **(others or {})})
    state["buildings"]["H8"]["choice"] = "carrots"
    state["harvests"] = [[h] for h in harvests]
    state["scores"] = [sum(h) for h in state["harvests"]]  # points law (check_invariants)
    GAME.check_invariants(state)
    return state


def test_every_parchment_is_in_the_table():
    assert set(EXPECTED) == set(PARCHMENT_IDS) and len(EXPECTED) == 37


def test_bk_13_3_bk_13_4_metrics_of_the_reference_kingdom():
    final = final_scores(_kingdom0(["P-ROYAL-CROWN"]))
    m = final["metrics"][0]
    assert {k: m[k] for k in METRICS0} == METRICS0
    assert {k: v for k, v in m["units"].items() if v} == UNITS0
    assert m["parchments_owned"] == 1 and m["treasures_held"] == 1


@pytest.mark.parametrize("cid", sorted(EXPECTED))
def test_bk_13_11_each_parchment_scores_as_specified(cid):
    """BK-13.2 to BK-13.11: the points of every parchment on the reference kingdom."""
    cards = [cid] if cid == "P-ROYAL-CROWN" else [cid, "P-ROYAL-CROWN"]
    others = {2: ["P-MASTER-OF-MOUNTAINS"], 1: ["P-BARBARIAN"]} if cid.endswith("-COPY") else {}
    state = _kingdom0(cards, others)
    state["copies"] = {c: t for c, t in (("P-RIGHT-COPY", "P-MASTER-OF-MOUNTAINS"), ("P-LEFT-COPY", "P-BARBARIAN"))
                       if c == cid}
    final = final_scores(state)
    row = next(r for r in final["parchments"][0] if r["card"] == cid)
    assert row["points"] == EXPECTED[cid], (cid, row)
    assert final["parchment_points"][0] == sum(r["points"] for r in final["parchments"][0])
    assert final["totals"][0] == 15 + final["parchment_points"][0]


def _squares_kingdom(squares: list[str], parchment: str, extra: dict | None = None) -> int:
    state = kingdom(3, owner={sq: 0 for sq in squares}, parchments={0: [parchment]}, **(extra or {}))
    state["harvests"] = [[0], [0], [0]]
    state["scores"] = [sum(h) for h in state["harvests"]]  # points law (check_invariants)
    return final_scores(state)["parchments"][0][0]["points"]


@pytest.mark.parametrize(("parchment", "squares", "points"), [
    ("P-WOODLAND-KING", ["A1", "A2", "A3", "A8", "D10", "E1", "F1"], 20),
    ("P-WOODLAND-KING", ["A1", "A2", "A3", "A8", "D10", "E1"], 0),
    ("P-FISHER-KING", ["A5", "A6", "A7", "A10", "B4", "B5", "B10"], 20),
    ("P-FISHER-KING", ["A5", "A6", "A7", "A10", "B4", "B5"], 0),
    ("P-CARROT-KING", ["C7", "D4", "D7", "E3", "E8"], 15),
    ("P-CARROT-KING", ["C7", "D4", "D7", "E3"], 0),
    ("P-HUNNY-KING", ["A1", "A3", "A5", "A7", "A9", "C1", "C3", "C5", "C7", "C9"], 12),
    ("P-HUNNY-KING", ["A1", "A3", "A5", "A7", "A9", "C1", "C3", "C5", "C7"], 0),
    ("P-KING-OF-THIEVES", ["A4", "B3", "B7", "B9", "C1", "D3", "D9", "E6", "E10"], 12),
    ("P-KING-OF-THIEVES", ["A4", "B3", "B7", "B9", "C1", "D3", "D9", "E6"], 0),
])
def test_bk_13_4_thresholds(parchment, squares, points):
    """Woodland King 7 wood, Fisher King 7 fish, Carrot King 5 carrots, Hun-ny King 10 fiefs, King of Thieves 9
    cities: reached exactly -> the points, one short -> 0."""
    assert _squares_kingdom(squares, parchment) == points


def test_bk_13_5_parchments_score_independently_on_the_same_production():
    state = _kingdom0(["P-CARPENTER", "P-MASTER-CARPENTER", "P-WOODLAND-KING"])
    rows = {r["card"]: r["points"] for r in final_scores(state)["parchments"][0]}
    assert rows == {"P-CARPENTER": 4, "P-MASTER-CARPENTER": 8, "P-WOODLAND-KING": 0}


def test_bk_13_2_gloves_pair_for_four_each():
    """BK-13.2: one glove 1; both gloves 4 each (own or copied)."""
    state = _kingdom0(["P-LEFT-GLOVE", "P-RIGHT-GLOVE"])
    rows = final_scores(state)["parchments"][0]
    assert [r["points"] for r in rows] == [4, 4]
    state = _kingdom0(["P-LEFT-GLOVE", "P-LEFT-COPY"], {1: ["P-RIGHT-GLOVE"]})
    state["copies"] = {"P-LEFT-COPY": "P-RIGHT-GLOVE"}
    final = final_scores(state)
    assert {r["card"]: r["points"] for r in final["parchments"][0]} == {"P-LEFT-GLOVE": 4, "P-LEFT-COPY": 4}
    assert final["parchments"][1][0]["points"] == 1  # the copied card still scores for its owner (alone: 1)


def test_bk_13_8_bk_13_9_copied_treasures_count_for_guardian_and_hunter_g14():
    """BK-13.9: a copied treasure is a treasure for Treasure Guardian and Treasure Hunter; G-14: a copied Treasure
    Hunter adds the treasure total once more."""
    state = _kingdom0(["P-ROYAL-CARROT", "P-TREASURE-GUARDIAN", "P-TREASURE-HUNTER", "P-RIGHT-COPY"],
                      {2: ["P-ROYAL-CHALICE"]})
    state["copies"] = {"P-RIGHT-COPY": "P-ROYAL-CHALICE"}
    rows = {r["card"]: r["points"] for r in final_scores(state)["parchments"][0]}
    assert rows == {"P-ROYAL-CARROT": 6, "P-TREASURE-GUARDIAN": 6, "P-TREASURE-HUNTER": 10, "P-RIGHT-COPY": 4}
    state = _kingdom0(["P-ROYAL-CARROT", "P-TREASURE-HUNTER", "P-RIGHT-COPY"], {2: ["P-TREASURE-GUARDIAN"]})
    state["copies"] = {"P-RIGHT-COPY": "P-TREASURE-GUARDIAN"}
    rows = {r["card"]: r["points"] for r in final_scores(state)["parchments"][0]}
    assert rows == {"P-ROYAL-CARROT": 6, "P-TREASURE-HUNTER": 6, "P-RIGHT-COPY": 3}


def test_g14_treasure_hunter_effects_stack():
    """G-14: with 2 players both copy cards can copy the opponent's Treasure Hunter: each effect adds the holder's
    treasure total once; the Hunter's owner scores their own total (here 0)."""
    state = kingdom(2, owner={"A1": 0}, parchments={0: ["P-ROYAL-COAT", "P-LEFT-COPY", "P-RIGHT-COPY"],
                                                    1: ["P-TREASURE-HUNTER"]})
    state["harvests"] = [[0], [0]]
    state["scores"] = [sum(h) for h in state["harvests"]]  # points law (check_invariants)
    state["copies"] = {"P-LEFT-COPY": "P-TREASURE-HUNTER", "P-RIGHT-COPY": "P-TREASURE-HUNTER"}
    final = final_scores(state)
    assert {r["card"]: r["points"] for r in final["parchments"][0]} == {"P-ROYAL-COAT": 2, "P-LEFT-COPY": 2,
                                                                        "P-RIGHT-COPY": 2}
    assert final["parchments"][1] == [{"card": "P-TREASURE-HUNTER", "copied": None, "points": 0, "value": 0}]


def test_g18_bureaucrat_counts_physical_parchments_copies_add_nothing():
    state = _kingdom0(["P-BUREAUCRAT", "P-LEFT-COPY", "P-FISHER"], {1: ["P-MERCHANT"]})
    state["copies"] = {"P-LEFT-COPY": "P-MERCHANT"}
    rows = {r["card"]: r["points"] for r in final_scores(state)["parchments"][0]}
    assert rows["P-BUREAUCRAT"] == 3 and rows["P-LEFT-COPY"] == 6


def test_bk_13_7_little_prince_ties_and_single_fief():
    """BK-13.7: all fiefs but ONE of the highest value (ties: only one excluded); one fief -> 0."""
    owner = {"A3": 0, "A4": 0, "J2": 0, "J3": 0, "C1": 0, "D1": 0}  # 1 x wood, 1 x wood, 1 x 0
    state = kingdom(3, owner=owner, parchments={0: ["P-LITTLE-PRINCE"]})
    state["harvests"] = [[0], [0], [0]]
    state["scores"] = [sum(h) for h in state["harvests"]]  # points law (check_invariants)
    row = final_scores(state)["parchments"][0][0]
    assert row["points"] == 1 and row["value"] == 3
    assert _squares_kingdom(["A3", "A4"], "P-LITTLE-PRINCE") == 0


def test_bk_13_6_g13_matriarch_ties_qualify():
    owner = {"A1": 0, "A2": 0, "J1": 1, "J2": 1, "E4": 2}
    state = kingdom(3, owner=owner, parchments={0: ["P-MATRIARCH"], 2: ["P-LEFT-COPY"]})
    state["harvests"] = [[0], [0], [0]]
    state["scores"] = [sum(h) for h in state["harvests"]]  # points law (check_invariants)
    state["copies"] = {"P-LEFT-COPY": "P-MATRIARCH"}  # seat 2 copies seat 0's Matriarch but has fewer squares
    final = final_scores(state)
    assert final["parchments"][0][0]["points"] == 12 and final["parchments"][2][0]["points"] == 0


def test_bk_13_10_g11_opportunist_second_place_judged_before_opportunists():
    """BK-13.10/G-11: 10 points iff exactly one player is strictly ahead on the totals without Opportunist effects;
    a tie for first leaves nobody in second place; copied Opportunists are judged on the same totals."""
    def run(harvests, copies=False):
        state = kingdom(3, owner={"A1": 0}, parchments={0: ["P-OPPORTUNIST"], 1: ["P-RIGHT-COPY"] if copies else []})
        state["harvests"] = [[h] for h in harvests]
        state["scores"] = [sum(h) for h in state["harvests"]]  # points law (check_invariants)
        if copies:  # seat 1's right neighbour is seat 0
            state["copies"] = {"P-RIGHT-COPY": "P-OPPORTUNIST"}
        return final_scores(state)

    assert run([10, 20, 5])["parchments"][0][0]["points"] == 10
    assert run([10, 20, 20])["parchments"][0][0]["points"] == 0   # two players ahead
    assert run([20, 20, 5])["parchments"][0][0]["points"] == 0    # tied first: nobody ahead
    final = run([10, 30, 5], copies=False)
    assert final["totals"] == [20, 30, 5]
    final = run([10, 12, 30], copies=True)  # pre-Opportunist totals 10, 12, 30: both are 2nd/3rd
    assert final["parchments"][0][0]["points"] == 0 and final["parchments"][1][0]["points"] == 10
    assert final["before_opportunist"] == [10, 12, 30] and final["totals"] == [10, 22, 30]


def _end_state():
    """Round 4 about to be harvested: seat 0 holds Liberal (copies from seat 2) and a crown; seat 2 holds Fisher and
    Socialist (copies from seat 0)."""
    state = kingdom(3, owner={"A3": 0, "A4": 0, "A5": 2, "B5": 2},
                    parchments={0: ["P-RIGHT-COPY", "P-ROYAL-CROWN"], 2: ["P-FISHER", "P-LEFT-COPY"],
                                1: ["P-COLONIST"]})
    state["round"] = 4
    state["harvests"] = [[1, 1, 1], [0, 0, 0], [0, 0, 0]]
    state["scores"] = [sum(h) for h in state["harvests"]]  # points law (check_invariants)
    events = []
    rounds.start_harvest(state, events)
    return state, events


def test_bk_13_1_copy_step_then_scoring_and_winner():
    """BK-13.1: after the round-4 harvest the parchments are revealed; copy targets are chosen (simultaneous,
    secret until all are in); then everything is scored and the winner announced."""
    state, events = _end_state()
    assert state["phase"] == "COPY" and GAME.actors(state) == {0, 2}
    reveal = [e for e in events if e.msg.key == "bunny_kingdom-ev-parchments-reveal"]
    assert len(reveal) == 3 and all(e.reveals for e in reveal)
    v = GAME.view(state, 1)
    assert v["players_info"][2]["revealed_parchments"] == ["P-FISHER", "P-LEFT-COPY"]
    assert {m.id for m in GAME.legal_moves(state, 0)} == {"copy right-copy fisher"}  # not the other copy card
    assert {m.id for m in GAME.legal_moves(state, 2)} == {"copy left-copy royal-crown"}
    rejects(state, 0, "copy right-copy left-copy", "bunny_kingdom-err-copy-target-invalid", "BK-13.9")
    rejects(state, 0, "copy right-copy colonist", "bunny_kingdom-err-copy-target-invalid", "BK-13.9")
    rejects(state, 1, "copy right-copy fisher", "bunny_kingdom-err-not-your-decision", "BK-16.5")
    rejects(state, 0, "copy left-copy royal-crown", "bunny_kingdom-err-card-not-owned", "BK-13.9")
    state, ev = play(state, 0, "copy right-copy fisher")
    assert GAME.view(state, None)["copies"]["P-RIGHT-COPY"] == {"seat": 0, "chosen": True, "target": None}
    assert GAME.view(state, 0)["private"]["copies"] == {"P-RIGHT-COPY": "P-FISHER"}
    state, ev = play(state, 2, "copy left-copy royal-crown")
    assert state["phase"] == "GAME_OVER"
    final = state["final"]
    # seat 0: harvests 1+1+1 + round 4 (A3-A4: 1) = 4; crown 5; Liberal copies Fisher: seat 0 has 1 wood, no fish: 0
    # seat 2: harvest 0; Fisher: A5 B5 = 2 fish -> 2; Socialist copies the crown: 5
    assert final["harvest"] == [4, 0, 0] and final["parchment_points"] == [5, 0, 7]
    assert final["totals"] == [9, 0, 7] and state["winners"] == [0]
    res = GAME.result(state)
    assert res.finished and res.scores == [9, 0, 7] and res.winners == [0] and res.ranks == [1, 3, 2]
    assert res.breakdown["copies"] == {"P-RIGHT-COPY": "P-FISHER", "P-LEFT-COPY": "P-ROYAL-CROWN"}
    assert GAME.view(state, None)["copies"]["P-LEFT-COPY"]["target"] == "P-ROYAL-CROWN"
    assert GAME.actors(state) == set() and GAME.legal_moves(state, 0) == []
    rejects(state, 0, "copy right-copy fisher", "core-err-game-over", "BK-14.1")
    lines = [e for e in ev if e.msg.key == "bunny_kingdom-ev-final-player"]
    assert [e.msg.params["total"] for e in lines] == [9, 0, 7]


def test_g12_copy_without_eligible_target_scores_zero_and_asks_nothing():
    state = kingdom(3, owner={"A3": 0, "A4": 0}, parchments={0: ["P-RIGHT-COPY"], 2: ["P-LEFT-COPY"]})
    state["round"] = 4
    state["harvests"] = [[0, 0, 0]] * 3
    state["scores"] = [sum(h) for h in state["harvests"]]  # points law (check_invariants)
    events = []
    rounds.start_harvest(state, events)
    assert state["phase"] == "GAME_OVER"
    assert [r["points"] for r in state["final"]["parchments"][0]] == [0]
    assert sum(e.msg.key == "bunny_kingdom-ev-copy-nothing" for e in events) == 2


def test_bk_14_2_ties_share_the_victory():
    state = kingdom(3, owner={"A3": 0, "A4": 0, "J2": 1, "J3": 1})
    state["round"] = 4
    state["harvests"] = [[5, 5, 5], [5, 5, 5], [0, 0, 0]]
    state["scores"] = [sum(h) for h in state["harvests"]]  # points law (check_invariants)
    rounds.start_harvest(state, [])
    res = GAME.result(state)
    assert res.winners == [0, 1] and res.ranks == [1, 1, 3] and state["final"]["totals"] == [16, 16, 0]


def test_unbuilt_buildings_score_nothing_at_the_end():
    """BK-8.1: buildings never built score nothing (no parchment counts them, except the Colonist's camp cards)."""
    state = kingdom(3, owner={"A3": 0, "A4": 0}, unbuilt={0: ["CITY3-1", "CAMP-1"]}, parchments={0: ["P-COLONIST",
                                                                                                 "P-BURGOMASTER"]})
    state["harvests"] = [[0], [0], [0]]
    state["scores"] = [sum(h) for h in state["harvests"]]  # points law (check_invariants)
    rows = {r["card"]: r["points"] for r in final_scores(state)["parchments"][0]}
    assert rows == {"P-COLONIST": 3, "P-BURGOMASTER": 1}


def test_bk_13_2_the_computers_hint_counts_treasures_and_parchments_from_the_draft():
    """The computer's hint (``Sense.standing``) adds what each player's treasures and parchments would score on
    today's kingdom (BK-13.2 a treasure's printed points, BK-13.4 a parchment's count), so a drafted treasure is
    worth its points at once, not only in a playout that reaches the game's end."""
    plain = kingdom(2, owner={"A1": 0, "A2": 1})
    rich = kingdom(2, owner={"A1": 0, "A2": 1}, parchments={0: ["P-ROYAL-SCEPTER", "P-BUREAUCRAT"]})
    gain = [r - p for r, p in zip(GAME.sense.standing(rich), GAME.sense.standing(plain), strict=True)]
    assert gain == [3.0 + 2.0, 0.0]  # the Scepter's 3, and the Bureaucrat's 1 for each of the 2 parchments


def test_bk_5_2_the_hint_counts_a_pick_submitted_before_the_reveal():
    """Picks are secret until everyone has picked (BK-5.2), but the computer's hint values a submitted pick as
    played (its own pick, or a sampled world's): the first to pick drafts by the cards' worth as the last one does
    (before, only the last pick's reveal showed any worth, and the seat picking last won most 2-player games)."""
    from tests.games.bunny_kingdom.helpers import set_hand

    state = kingdom(2, owner={"A1": 0, "A2": 1})
    set_hand(state, 0, ["P-ROYAL-SCEPTER", "P-ROYAL-RING", "P-ROYAL-COAT"])
    set_hand(state, 1, ["P-BUREAUCRAT", "P-MERCHANT", "P-FARMER"])
    before = GAME.sense.standing(state)
    scepter = next(m.id for m in GAME.legal_moves(state, 0)
                   if m.id.startswith("play royal-scepter") and "royal-ring" in m.id)
    after, _ = play(state, 0, scepter)
    assert after["picks"][0] is not None and "P-ROYAL-SCEPTER" not in after["parchments"][0]  # not revealed yet
    kept = json.loads(json.dumps(after))
    hint = GAME.sense.standing(after)
    assert hint[0] - before[0] == 3.0 and hint[1] == before[1]  # the Scepter played; the Ring is the discard
    assert after == kept  # the hint looked at a copy: the pending pick is untouched
