"""Rules not covered elsewhere: components (BK-2.2, BK-2.6), setup (BK-3.3, BK-3.6), territory on an unoccupied
square (BK-6.2.4), building effects (BK-8.7), parchment metrics and scoring (BK-13.4 to BK-13.8), the winner and the
scores (BK-14.2, BK-14.3) and what becomes public at the end (BK-15.4)."""
from __future__ import annotations

from collections import Counter

from games.bunny_kingdom import GAME, rounds
from games.bunny_kingdom.cards import CARDS, TERRITORY_CARD, building
from games.bunny_kingdom.data import DATA, PRINTED_CITIES, SQUARE_IDS, hand_size
from games.bunny_kingdom.fiefs import harvest_report
from games.bunny_kingdom.parchments import final_scores
from games.bunny_kingdom.state import new_state
from tests.games.bunny_kingdom.helpers import (
    into_hand,
    keys,
    kingdom,
    play,
    put,
    to_construction,
)


def _deal_hands(state: dict) -> dict:
    """Give a kingdom() base the hands of a first pick again (from the deck)."""
    for s in range(state["players"]):
        for _ in range(hand_size(state["players"])["hand"]):
            state["hands"][s].append(state["deck"].pop())
    GAME.check_invariants(state)
    return state


def _pick_round(state: dict, seat: int, move: str) -> tuple[dict, list]:
    """``seat`` plays ``move``; everybody else their first legal pick; the pick is resolved."""
    events = []
    for s in range(state["players"]):
        state, ev = play(state, s, move if s == seat else GAME.legal_moves(state, s)[0].id)
        events += ev
    return state, events


def _end_of_game(state: dict, harvests: list[list[int]]) -> tuple[dict, list]:
    """Run the round-4 harvest and the end-game scoring of a kingdom() base (3 earlier harvests given)."""
    state["round"] = 4
    state["harvests"] = [list(h) for h in harvests]
    state["scores"] = [sum(h) for h in state["harvests"]]  # points law (check_invariants)
    events: list = []
    rounds.start_harvest(state, events)
    GAME.check_invariants(state)
    return state, events


# ---- components and setup --------------------------------------------------------------------------------------------

def test_bk_2_2_rabbits_four_colours_and_no_limit():
    """BK-2.2: 36 rabbits in each of 4 colours (red, yellow, black, pink), one colour per seat; the bot does not
    limit rabbits (G-15, BK-17.1): a player holding 36 squares still puts rabbits on new squares."""
    assert DATA["pieces"]["rabbits_per_player"] == 36
    assert [c["id"] for c in DATA["player_colors"]] == ["red", "yellow", "black", "pink"]
    assert [p["color"] for p in GAME.view(GAME.setup(4, {}, 1), None)["players_info"]] == \
        ["red", "yellow", "black", "pink"]
    mine = [sq for sq in SQUARE_IDS if sq not in ("J9", "J10")][:36]
    state = _deal_hands(kingdom(3, owner={sq: 0 for sq in mine}))
    into_hand(state, 0, ["T-J9", "T-J10"])
    state, _ = _pick_round(state, 0, "pick j9 j10")
    assert state["owner"]["J9"] == state["owner"]["J10"] == 0
    assert GAME.view(state, None)["players_info"][0]["squares"] >= 38


def test_bk_2_6_player_aid_cards_are_not_part_of_the_game():
    """BK-2.6: 4 player aid cards in the box; not one of the 182 game cards and nothing in the state."""
    assert DATA["pieces"]["player_aid_cards"] == 4
    assert len(CARDS) == 182 and not any("aid" in c["type"] for c in CARDS.values())
    assert not any("aid" in key for key in GAME.setup(4, {}, 1))


def test_bk_3_3_building_figures_stay_in_the_supply_with_their_cards():
    """BK-3.3: at setup only the 18 printed cities stand on the board; the other 21 city figures and all 24 tokens
    are implicit in the supply: each of the 42 building cards is still in the deck or a hand, nothing unbuilt."""
    state = GAME.setup(3, {}, 9)
    assert set(state["buildings"]) == set(PRINTED_CITIES)
    assert all(b["card"] is None for b in state["buildings"].values())
    building_cards = [c for c in CARDS if building(c)]
    assert Counter(building(c) for c in building_cards) == {"city": 21, "factory": 12, "sky_tower": 3, "camp": 6}
    pieces = DATA["pieces"]
    assert sum(pieces["city_figures"].values()) - pieces["printed_cities_on_board"] == 21
    assert pieces["factory_tokens"] + pieces["sky_tower_tokens"] + pieces["camp_tokens"] == 24
    in_play = set(state["deck"]).union(*state["hands"])
    assert set(building_cards) <= in_play
    assert not any(state["unbuilt"]) and not any(state["used"])


def test_bk_3_6_nothing_is_dealt_at_setup_hands_come_with_each_round():
    """BK-3.6: the fresh state holds only the shuffled deck; the hands of round 1 are dealt when it starts (BK-4.2),
    and each later round deals fresh hands."""
    fresh = new_state(3, {}, 5)
    assert fresh["round"] == 0 and len(fresh["deck"]) == 182
    assert not any(fresh["hands"]) and not any(fresh["reserves"]) and not any(fresh["parchments"])
    assert not any(fresh["unbuilt"]) and fresh["owner"] == {}
    state = GAME.setup(3, {}, 5)
    assert state["round"] == 1 and [len(h) for h in state["hands"]] == [12] * 3 and len(state["deck"]) == 182 - 36
    assert not any(state["unbuilt"]) and not any(state["parchments"]) and state["owner"] == {}
    events: list = []
    empty = kingdom(3)
    empty["round"] = 1
    rounds.finish_harvest(empty, events)  # the end of round 1 starts round 2
    assert empty["round"] == 2 and [len(h) for h in empty["hands"]] == [12] * 3
    assert "bunny_kingdom-ev-round" in keys(events)


def test_bk_6_2_4_territory_card_on_an_unoccupied_square():
    """BK-6.2.4: one territory card per square; played on an unoccupied square it just puts the rabbit there (no
    building appears); the card goes to the used pile."""
    assert Counter(CARDS[c]["square"] for c in TERRITORY_CARD.values()) == Counter(SQUARE_IDS)
    state = _deal_hands(kingdom(3))
    into_hand(state, 1, ["T-E4", "T-A1"])
    assert "E4" not in state["owner"] and "E4" not in state["buildings"]
    state, _ = _pick_round(state, 1, "pick e4 a1")
    assert state["owner"]["E4"] == 1 and "E4" not in state["buildings"]
    assert {"T-E4", "T-A1"} <= set(state["used"][1])
    assert GAME.view(state, None)["board"]["E4"] == {"terrain": "plains", "owner": 1, "building": None}


# ---- construction effects (BK-8.7) -----------------------------------------------------------------------------------

def test_bk_8_7_what_each_building_does():
    """BK-8.7: a camp claims a square; a city adds its strength, a factory its resource, and a sky tower joins two
    fiefs. Before: two fiefs without a city score 0; after: one fief, strength 2 x (wood, carrots, fish) = 6."""
    owner = {"A1": 0, "A2": 0, "A3": 0, "J4": 0, "J5": 0}
    state = kingdom(3, owner=owner, unbuilt={0: ["CAMP-1", "CITY2-1", "FAC-CARROTS", "SKY-BLUE"]})
    before = harvest_report(state["owner"], state["buildings"], 0)
    assert [f["points"] for f in before["fiefs"]] == [0, 0] and before["total"] == 0
    state, _ = to_construction(state)
    assert state["phase"] == "CAMP" and GAME.actors(state) == {0}
    state, _ = play(state, 0, "camp 1 e4")
    assert state["owner"]["E4"] == 0 and state["buildings"]["E4"]["type"] == "camp"
    for move in ("build city2 a1", "build fac-carrots a2", "build sky-blue a3 j4"):
        state, _ = play(state, 0, move)
    state, _ = play(state, 0, "done")
    assert state["round"] == 2 and state["harvests"][0] == [6]
    fief = state["last_harvest"]["players"][0]["fiefs"][0]
    assert fief == {"squares": ["A1", "A2", "A3", "J4", "J5"], "strength": 2,
                    "resources": ["carrots", "fish", "wood"], "wealth": 3, "points": 6}


# ---- parchments (BK-13.x) --------------------------------------------------------------------------------------------

def test_bk_13_4_less_common_metrics():
    """BK-13.4: barren squares (plains/mountain without city or factory; a camp or a sky tower does not matter),
    cities in fiefs without resources, camp cards played (placed, removed and unbuilt), corners, edges, mountains,
    fiefs of 3+; with the missions scoring them."""
    owner = {"B1": 0, "B2": 0, "E4": 0, "E5": 0, "E6": 0, "A10": 0, "J1": 0}
    buildings = {("B1", "B2"): "SKY-BLUE", "E4": "CAMP-1", "E5": "CITY2-1"}
    cards = ["P-BUN-SHEE", "P-BARBARIAN", "P-COLONIST", "P-EXPLORER", "P-MASTER-OF-MOUNTAINS", "P-DIPLOMAT",
             "P-HARECINGETORIX", "P-CARROTISTADOR", "P-BURGOMASTER"]
    state = kingdom(3, owner=owner, buildings=buildings, unbuilt={0: ["CAMP-4"]}, parchments={0: cards})
    put(state, "CAMP-3", "used", 0)  # a camp that was removed by its square's card (BK-6.2.1)
    GAME.check_invariants(state)
    state["harvests"] = [[0], [0], [0]]
    state["scores"] = [sum(h) for h in state["harvests"]]  # points law (check_invariants)
    final = final_scores(state)
    m = final["metrics"][0]
    expected = {"squares": 7, "fiefs": 4, "fiefs_with_3plus_territories": 1, "cities": 2,
                "cities_in_fiefs_without_resources": 2, "barren_territories": 3, "camp_cards_played": 3,
                "corner_territories": 2, "edge_territories": 3, "mountain_territories": 2}
    assert {k: m[k] for k in expected} == expected
    points = {r["card"]: r["points"] for r in final["parchments"][0]}
    assert points == {"P-BUN-SHEE": 4, "P-BARBARIAN": 6, "P-COLONIST": 9, "P-EXPLORER": 6,
                      "P-MASTER-OF-MOUNTAINS": 4, "P-DIPLOMAT": 3, "P-HARECINGETORIX": 4, "P-CARROTISTADOR": 4,
                      "P-BURGOMASTER": 2}


def test_bk_13_5_missions_share_the_same_production():
    """BK-13.5: Fisher, Master Fisher, Fisher King and a copied Fisher all count the same 7 fish independently."""
    fish = ["A5", "A6", "A7", "A10", "B4", "B5", "B10"]
    state = kingdom(3, owner={sq: 0 for sq in fish},
                    parchments={0: ["P-MASTER-FISHER", "P-FISHER-KING", "P-RIGHT-COPY"], 2: ["P-FISHER"]})
    state["copies"] = {"P-RIGHT-COPY": "P-FISHER"}  # seat 0's right neighbour is seat 2
    state["harvests"] = [[0], [0], [0]]
    state["scores"] = [sum(h) for h in state["harvests"]]  # points law (check_invariants)
    final = final_scores(state)
    assert final["metrics"][0]["units"]["fish"] == 7
    points = {r["card"]: r["points"] for r in final["parchments"][0]}
    assert points == {"P-MASTER-FISHER": 14, "P-FISHER-KING": 20, "P-RIGHT-COPY": 7}
    assert final["parchment_points"][0] == 41
    assert final["parchments"][2] == [{"card": "P-FISHER", "copied": None, "points": 0, "value": 0}]


def test_bk_13_6_matriarch_counts_camp_squares_and_ties_qualify():
    """BK-13.6: controlled squares include camps; a tie for the most squares still scores 12, fewer scores 0."""
    owner = {"E4": 0, "A1": 0, "J1": 1, "J2": 1, "C5": 2}
    state = kingdom(3, owner=owner, buildings={"E4": "CAMP-1"}, parchments={0: ["P-MATRIARCH"]})
    state["harvests"] = [[0], [0], [0]]
    state["scores"] = [sum(h) for h in state["harvests"]]  # points law (check_invariants)
    final = final_scores(state)
    assert final["metrics"][0]["squares"] == 2 and final["parchments"][0][0]["points"] == 12
    state = kingdom(3, owner={**owner, "J3": 1}, buildings={"E4": "CAMP-1"}, parchments={0: ["P-MATRIARCH"]})
    state["harvests"] = [[0], [0], [0]]
    state["scores"] = [sum(h) for h in state["harvests"]]  # points law (check_invariants)
    assert final_scores(state)["parchments"][0][0]["points"] == 0


def test_bk_13_8_treasure_hunter_counts_gloves_as_a_pair():
    """BK-13.8: the Treasure Hunter scores the treasures again with gloves valued per BK-13.2 (a pair: 4 + 4)."""
    state = kingdom(3, owner={"A1": 0},
                    parchments={0: ["P-LEFT-GLOVE", "P-RIGHT-GLOVE", "P-ROYAL-RING", "P-TREASURE-HUNTER"]})
    state["harvests"] = [[0], [0], [0]]
    state["scores"] = [sum(h) for h in state["harvests"]]  # points law (check_invariants)
    points = {r["card"]: r["points"] for r in final_scores(state)["parchments"][0]}
    assert points == {"P-LEFT-GLOVE": 4, "P-RIGHT-GLOVE": 4, "P-ROYAL-RING": 1, "P-TREASURE-HUNTER": 9}


# ---- the end (BK-14.x, BK-15.4) --------------------------------------------------------------------------------------

def test_bk_14_2_tied_players_share_the_victory_and_everyone_gets_a_breakdown():
    """BK-14.2: two players tied on the best total both win; the result still lists every player's harvest per
    round and each parchment."""
    state = kingdom(3, parchments={0: ["P-ROYAL-CROWN"]})
    state, events = _end_of_game(state, [[5, 5, 0], [10, 5, 0], [1, 1, 1]])
    res = GAME.result(state)
    assert res.finished and res.scores == [15, 15, 3] and res.winners == [0, 1] and res.ranks == [1, 1, 3]
    assert res.breakdown["harvests"] == [[5, 5, 0, 0], [10, 5, 0, 0], [1, 1, 1, 0]]
    assert res.breakdown["final"]["parchments"] == [[{"card": "P-ROYAL-CROWN", "copied": None, "points": 5,
                                                      "value": None}], [], []]
    assert keys(events).count("bunny_kingdom-ev-final-player") == 3
    over = next(e for e in events if e.msg.key == "bunny_kingdom-ev-game-over")
    assert over.msg.params["count"] == 2


def test_bk_14_3_scores_have_no_upper_limit():
    """BK-14.3: totals beyond the track's 100/200 markers are kept exactly."""
    state = kingdom(3, owner={"A3": 0, "A4": 0}, parchments={0: ["P-ROYAL-CARROT"]})
    state, _ = _end_of_game(state, [[150, 150, 150], [0, 0, 0], [0, 0, 0]])
    assert state["harvests"][0] == [150, 150, 150, 1]
    assert GAME.result(state).scores == [457, 0, 0] and state["scores"][0] == 457


def test_bk_15_4_copy_targets_become_public_at_the_end():
    """BK-15.4: at the end every parchment is shown; a chosen copy target stays the holder's secret until the last
    target is chosen, then everybody sees it (view, result and a public event)."""
    parchments = {0: ["P-RIGHT-COPY"], 1: ["P-LEFT-COPY"], 2: ["P-FISHER"]}
    state = kingdom(3, owner={"A5": 0, "A6": 1}, parchments=parchments)
    state, _ = _end_of_game(state, [[0, 0, 0]] * 3)
    assert state["phase"] == "COPY" and GAME.actors(state) == {0, 1}
    assert [p["revealed_parchments"] for p in GAME.view(state, None)["players_info"]] == \
        [["P-RIGHT-COPY"], ["P-LEFT-COPY"], ["P-FISHER"]]
    state, _ = play(state, 0, "copy right-copy fisher")
    for seat in (None, 1, 2):
        assert GAME.view(state, seat)["copies"]["P-RIGHT-COPY"] == {"seat": 0, "chosen": True, "target": None}
    assert GAME.view(state, 0)["private"]["copies"] == {"P-RIGHT-COPY": "P-FISHER"}
    state, events = play(state, 1, "copy left-copy fisher")
    assert state["phase"] == "GAME_OVER"
    for seat in (None, 0, 1, 2):
        copies = GAME.view(state, seat)["copies"]
        assert {c: v["target"] for c, v in copies.items()} == {"P-RIGHT-COPY": "P-FISHER", "P-LEFT-COPY": "P-FISHER"}
    assert GAME.result(state).breakdown["copies"] == {"P-RIGHT-COPY": "P-FISHER", "P-LEFT-COPY": "P-FISHER"}
    revealed = [e for e in events if e.msg.key == "bunny_kingdom-ev-copy-reveal"]
    assert len(revealed) == 2 and all(e.to is None and e.reveals for e in revealed)
