"""BK-0.2, BK-2.x components, BK-3.x setup, BK-4.2 dealing, registry and player counts."""
from __future__ import annotations

from collections import Counter

import pytest

from games import registry
from games.bunny_kingdom import GAME
from games.bunny_kingdom.cards import BY_TOKEN, CARDS, PARCHMENT_IDS, TOKEN, ctype, sort_cards
from games.bunny_kingdom.data import CARD_IDS, CORNER, EDGE, LAVA, NEIGHBOURS, PRINTED_CITIES, SQUARES


def test_registry_entry():
    """BK-17.1/BK-17.2: no variants, so no options; the 2-player rules follow from the player count."""
    assert registry.get("bunny_kingdom") is GAME
    assert GAME.id == "bunny_kingdom" and GAME.min_players == 2 and GAME.max_players == 4
    assert GAME.options == () and GAME.normalize_options({}) == {}  # BK-17: no variants


def test_bk_0_2_board_geometry():
    """BK-0.2/BK-2.1/G-1: 100 squares A1..J10, 36 edge and 4 corner squares, 8 lava edges between mountains."""
    assert len(SQUARES) == 100 and list(SQUARES)[:3] == ["A1", "A2", "A3"] and list(SQUARES)[-1] == "J10"
    assert len(EDGE) == 36 and CORNER == {"A1", "A10", "J1", "J10"}
    assert len(LAVA) == 8 and all(SQUARES[s]["terrain"] == "mountain" for e in LAVA for s in e)
    assert set(NEIGHBOURS["A1"]) == {"A2", "B1"}
    assert "B2" not in NEIGHBOURS["B1"] and "B1" not in NEIGHBOURS["B2"]  # lava B1-B2
    assert set(NEIGHBOURS["E5"]) == {"D5", "F5", "E4", "E6"}
    terrains = Counter(sq["terrain"] for sq in SQUARES.values())
    assert terrains == {"sea": 15, "forest": 15, "field": 10, "plains": 26, "mountain": 16, "city": 18}


def test_bk_2_5_deck_composition():
    """BK-2.5: 182 cards: 100 territories, 21 cities (9/9/3), 12 farms, 3 sky towers, 6 camps, 3 provisions,
    37 parchments (8 treasures)."""
    assert len(CARD_IDS) == 182
    types = Counter(ctype(c) for c in CARD_IDS)
    assert types == {"territory": 100, "building": 42, "provisions": 3, "parchment": 37}
    cities = Counter(CARDS[c]["strength"] for c in CARD_IDS if CARDS[c].get("building") == "city")
    assert cities == {1: 9, 2: 9, 3: 3}
    assert len(PARCHMENT_IDS) == 37 and sum(CARDS[c]["parchment_kind"] == "treasure" for c in PARCHMENT_IDS) == 8
    # tokens: identical cards share one, every other token names one card
    assert len(BY_TOKEN["city1"]) == 9 and len(BY_TOKEN["fac-univ"]) == 2 and len(BY_TOKEN["prov"]) == 3
    assert TOKEN["T-C7"] == "c7" and TOKEN["P-ROYAL-CROWN"] == "royal-crown" and TOKEN["CAMP-3"] == "camp-3"
    assert sum(len(v) for v in BY_TOKEN.values()) == 182


def test_bk_3_1_to_3_4_fresh_state():
    """BK-3.1: a neutral strength-1 city on each of the 18 printed city squares; BK-3.2: scores 0; BK-3.4: the deck is
    shuffled with the seeded RNG (same seed, same deck; other seed, other deck)."""
    state = GAME.setup(3, {}, 42)
    assert len(PRINTED_CITIES) == 18
    assert {sq for sq, b in state["buildings"].items()} == set(PRINTED_CITIES)
    assert all(b == {"type": "city", "strength": 1, "card": None} for b in state["buildings"].values())
    assert state["owner"] == {} and state["scores"] == [0, 0, 0]
    assert GAME.setup(3, {}, 42) == state
    assert GAME.setup(3, {}, 43)["deck"] != state["deck"]
    GAME.check_invariants(state)


@pytest.mark.parametrize(("players", "hand", "reserve", "deck"), [(2, 11, 9, 142), (3, 12, 0, 146), (4, 10, 0, 142)])
def test_bk_4_2_dealing(players, hand, reserve, deck):
    """BK-4.2/BK-7.1/BK-7.2: 3 players 12 cards, 4 players 10; 2 players 10 + a 10-card reserve, one of which
    already joined the hand before the first pick. BK-3.5: no start player, everybody acts at once."""
    state = GAME.setup(players, {}, 5)
    assert [len(h) for h in state["hands"]] == [hand] * players
    assert [len(r) for r in state["reserves"]] == [reserve] * players
    assert len(state["deck"]) == deck
    assert state["round"] == 1 and state["pick"] == 1 and state["phase"] == "PICK"
    assert GAME.actors(state) == set(range(players))
    v = GAME.view(state, 0)
    assert v["private"]["hand"] == sort_cards(state["hands"][0])
    assert [p["hand"] for p in v["players_info"]] == [hand] * players


def test_bk_2_3_bk_2_4_bk_2_7_buildings_and_resources():
    """BK-2.3: 21 city cards (18 printed cities on the board); BK-2.4: 12 farms = 3 basic, 2 universal, 7 luxury,
    3 sky tower pairs, camps 1-6; BK-2.7: luxury resources only on their terrain."""
    farms = Counter(CARDS[c]["factory_kind"] for c in CARD_IDS if CARDS[c].get("building") == "factory")
    assert farms == {"basic": 3, "universal": 2, "luxury": 7}
    assert sorted(CARDS[c]["camp_number"] for c in CARD_IDS if CARDS[c].get("building") == "camp") == [1, 2, 3, 4, 5,
                                                                                                       6]
    assert sum(CARDS[c].get("building") == "sky_tower" and CARDS[c]["tokens"] == 2 for c in CARD_IDS) == 3
    lux = {CARDS[c]["produces"]: CARDS[c]["required_terrain"] for c in CARD_IDS
           if CARDS[c].get("factory_kind") == "luxury"}
    assert lux == {"pearls": "sea", "mushrooms": "forest", "spices": "field", "gold": "mountain",
                   "diamonds": "mountain", "copper": "mountain", "iron": "mountain"}


@pytest.mark.parametrize("players", [1, 5, "3", None])
def test_bk_1_player_count(players):
    with pytest.raises(Exception) as err:
        GAME.setup(players, {}, 1)
    assert getattr(err.value, "key", "") == "bunny_kingdom-err-players" and err.value.rule == "BK-1"


def test_unknown_option_refused():
    with pytest.raises(Exception) as err:
        GAME.setup(3, {"variant": "x"}, 1)
    assert err.value.key == "core-err-option-unknown"


def test_bk_4_3_pass_direction_in_view():
    state = GAME.setup(4, {}, 1)
    v = GAME.view(state, None)
    assert v["direction"] == "right" and v["picks_per_round"] == 5 and v["rounds"] == 4
