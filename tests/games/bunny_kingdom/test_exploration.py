"""Exploration with 3-4 players: BK-4.3, BK-5.x picks/passing, BK-6.x card resolution (territories, camps, buildings,
parchments, provisions)."""
from __future__ import annotations

from games.bunny_kingdom import GAME
from games.bunny_kingdom.buildings import placements
from games.bunny_kingdom.cards import TOKEN
from tests.games.bunny_kingdom.helpers import into_hand, keys, kingdom, on_top, pick_all, play, put


def _pick(state, seat, a, b):
    return play(state, seat, f"pick {TOKEN[a]} {TOKEN[b]}")


def test_bk_5_1_offered_picks_are_ordered_pairs_of_my_hand():
    """BK-5.1/BK-6.1: every ordered pair of two different cards of the hand (12 distinct cards -> 132 moves);
    identical cards give one token, usable twice only when held twice."""
    state = GAME.setup(3, {}, 3)
    hand = state["hands"][0]
    tokens = {TOKEN[c] for c in hand}
    moves = GAME.legal_moves(state, 0)
    dup = len(hand) - len(tokens)
    assert len(moves) == len(tokens) * (len(tokens) - 1) + dup
    assert all(m.tokens[0] == "pick" and m.tokens[1] in tokens and m.tokens[2] in tokens for m in moves)
    into_hand(state, 0, ["CITY1-1", "CITY1-2"])
    ids = {m.id for m in GAME.legal_moves(state, 0)}
    assert "pick city1 city1" in ids
    into_hand(state, 1, ["CITY2-1"])
    if sum(TOKEN[c] == "city2" for c in state["hands"][1]) == 1:
        assert "pick city2 city2" not in {m.id for m in GAME.legal_moves(state, 1)}


def test_bk_5_2_reveal_passes_right_in_round_1_then_resolves_together():
    """BK-5.2/BK-4.3/BK-0.2: when the last player picks, every pick leaves its hand, the rest goes to the right
    neighbour (seat-1, so seat s receives seat s+1's rest), and all picked cards are resolved together."""
    state = GAME.setup(3, {}, 7)
    before = [list(h) for h in state["hands"]]
    chosen = {s: sorted(before[s])[:2] for s in range(3)}
    events = []
    for s in range(3):
        state, ev = play(state, s, f"pick {TOKEN[chosen[s][0]]} {TOKEN[chosen[s][1]]}")
        events += ev
        if s < 2:
            assert state["pick"] == 1 and all(c in state["hands"][s] for c in chosen[s])  # nothing moves yet
    rest = [[c for c in before[s] if c not in chosen[s]] for s in range(3)]
    assert state["pick"] == 2
    for s in range(3):
        assert sorted(state["hands"][s]) == sorted(rest[(s + 1) % 3])
    assert "bunny_kingdom-ev-reveal" in keys(events) and "bunny_kingdom-ev-pass" in keys(events)
    played = [e for e in events if e.msg.key == "bunny_kingdom-ev-plays"]
    assert [e.msg.params["player"].seat for e in played] == [0, 1, 2] and all(e.reveals for e in played)


def _finish_round(state):
    """Play the first offered move of every actor until the next round starts (or the game ends)."""
    r = state["round"]
    while state["round"] == r and not GAME.result(state).finished:
        seat = min(GAME.actors(state))
        state, _ = play(state, seat, GAME.legal_moves(state, seat)[-1 if state["phase"] == "BUILD" else 0].id)
    return state


def test_bk_4_3_round_2_passes_left():
    """BK-4.3/G-5: rounds 2 and 4 pass to the left neighbour (seat+1), so seat s receives seat s-1's rest."""
    state = _finish_round(GAME.setup(4, {}, 11))
    assert state["round"] == 2 and state["phase"] == "PICK" and GAME.view(state, None)["direction"] == "left"
    before = [list(h) for h in state["hands"]]
    state, _ = pick_all(state)
    for s in range(4):
        assert len(state["hands"][s]) == 8
        assert set(state["hands"][s]) <= set(before[(s - 1) % 4])


def test_bk_5_3_picks_per_round_and_automatic_last_pick():
    """BK-5.3/BK-5.5: 3 players pick 5 times and the 6th pick (the last 2 cards) is played automatically; 4 players
    pick 4 times (+1 automatic). Then Construction (or the harvest) begins."""
    for players, manual in ((3, 5), (4, 4)):
        state = GAME.setup(players, {}, 21)
        for k in range(manual):
            assert state["phase"] == "PICK" and state["pick"] == k + 1
            state, events = pick_all(state)
        assert "bunny_kingdom-ev-auto-pick" in keys(events)
        assert state["round"] == 2 or state["phase"] in ("CAMP", "BUILD", "UNIVERSAL")
        played = sum(len(u) for u in state["used"]) + sum(len(u) for u in state["unbuilt"])
        played += sum(len(p) for p in state["parchments"])
        assert played >= (12 if players == 3 else 10) * players  # every card of the round was played


def test_bk_5_4_both_picked_cards_are_played_in_that_pick():
    """BK-5.4: no card is kept across picks."""
    state = GAME.setup(3, {}, 5)
    into_hand(state, 0, ["T-A1", "CITY2-1"])
    state, _ = _pick(state, 0, "T-A1", "CITY2-1")
    for s in (1, 2):
        state, _ = play(state, s, GAME.legal_moves(state, s)[0].id)
    assert state["owner"]["A1"] == 0 and "T-A1" in state["used"][0] and "CITY2-1" in state["unbuilt"][0]


def test_bk_6_1_seat_order_decides_provisions_draws():
    """BK-6.1/G-16: seats resolve 0, 1, 2; each player's cards in the listed order. Seat 0's provisions draws the
    top two cards, seat 1's the next two."""
    state = GAME.setup(3, {}, 9)
    into_hand(state, 0, ["PROV-1", "T-A1"])
    into_hand(state, 1, ["PROV-2", "T-J10"])
    on_top(state, "T-B8", "T-C3", "T-E4", "T-E5")
    state, _ = play(state, 0, "pick a1 prov")
    state, _ = play(state, 1, "pick prov j10")
    state, events = play(state, 2, GAME.legal_moves(state, 2)[0].id)
    assert {state["owner"][sq] for sq in ("B8", "C3")} == {0} and {state["owner"][sq] for sq in ("E4", "E5")} == {1}
    log = state["last_reveal"]["plays"]
    assert [p["card"] for p in log[0]] == ["T-A1", "PROV-1", "T-B8", "T-C3"]
    assert [p["via"] for p in log[1]] == [None, "PROV-2", "PROV-2", None]
    # the reveal names each player's cards once, in seat order; the provisions' draws follow in the same order
    plays = [e.msg.params["player"].seat for e in events if e.msg.key == "bunny_kingdom-ev-plays"]
    assert plays == [0, 1, 2]
    drawn = [[c.params["square"] for c in e.msg.params["cards"]] for e in events
             if e.msg.key == "bunny_kingdom-ev-provisions"]
    assert drawn == [["B8", "C3"], ["E4", "E5"]]


def test_bk_6_2_territory_card_puts_a_rabbit():
    """BK-6.2/BK-6.2.3: a rabbit on the named square, the card face up on the used pile; a printed city square keeps
    its city, now controlled by the player."""
    state = GAME.setup(3, {}, 2)
    into_hand(state, 1, ["T-C7", "T-A4"])
    state, _ = play(state, 0, GAME.legal_moves(state, 0)[0].id)
    state, _ = play(state, 1, "pick c7 a4")
    state, _ = play(state, 2, GAME.legal_moves(state, 2)[0].id)
    assert state["owner"]["C7"] == 1 and state["owner"]["A4"] == 1
    assert {"T-C7", "T-A4"} <= set(state["used"][1])
    assert state["buildings"]["A4"] == {"type": "city", "strength": 1, "card": None}
    board = GAME.view(state, None)["board"]
    assert board["C7"]["owner"] == 1 and board["A4"]["building"]["strength"] == 1
    assert "C7" in state["last_reveal"]["squares"]


def _camp_kingdom(camp_owner: int):
    """Seat ``camp_owner`` has camp 2 on C3 (taken without its card); T-C3 is in seat 0's hand at pick 1."""
    state = kingdom(3, owner={"C3": camp_owner}, buildings={"C3": "CAMP-2"})
    fresh = GAME.setup(3, {}, 1)
    for s in range(3):  # deal hands again from the deck (the kingdom() base has empty hands)
        for _ in range(len(fresh["hands"][s])):
            state["hands"][s].append(state["deck"].pop())
    into_hand(state, 0, ["T-C3", "T-E4"])
    GAME.check_invariants(state)
    return state


def test_bk_6_2_1_opponents_camp_is_removed_by_the_territory_card():
    """BK-6.2.1/BK-9.6: the card of a square holding an opponent's camp removes the camp (out of the game) and the
    opponent's rabbit; the camp card stays in the opponent's used pile."""
    state = _camp_kingdom(camp_owner=1)
    state, _ = play(state, 0, "pick c3 e4")
    state, _ = play(state, 1, GAME.legal_moves(state, 1)[0].id)
    state, events = play(state, 2, GAME.legal_moves(state, 2)[0].id)
    assert state["owner"]["C3"] == 0 and "C3" not in state["buildings"]
    assert "CAMP-2" in state["used"][1]
    assert state["last_reveal"]["removed_camps"] == [{"square": "C3", "number": 2, "seat": 1}]
    ev = next(e for e in events if e.msg.key == "bunny_kingdom-ev-camp-evicted")
    assert ev.msg.params["victim"].seat == 1 and ev.msg.params["player"].seat == 0


def test_bk_6_2_2_own_camp_is_removed_and_the_square_can_be_built_again():
    """BK-6.2.2: on the player's own camp only the token goes; the rabbit stays and the square may get a building."""
    state = _camp_kingdom(camp_owner=0)
    state, _ = play(state, 0, "pick c3 e4")
    state, _ = play(state, 1, GAME.legal_moves(state, 1)[0].id)
    state, events = play(state, 2, GAME.legal_moves(state, 2)[0].id)
    assert state["owner"]["C3"] == 0 and "C3" not in state["buildings"]
    assert "bunny_kingdom-ev-camp-own" in keys(events)
    put(state, "CITY1-1", "unbuilt", 0)
    assert ("city1", ("C3",)) in placements(state, 0, [])


def test_bk_6_3_building_card_waits_unbuilt_and_is_public():
    """BK-6.3/BK-15.1: building cards wait in front of the player, visible to everybody."""
    state = GAME.setup(4, {}, 4)
    into_hand(state, 2, ["CITY3-1", "SKY-BLUE"])
    for s in range(4):
        state, _ = play(state, s, "pick city3 sky-blue" if s == 2 else GAME.legal_moves(state, s)[0].id)
    assert {"CITY3-1", "SKY-BLUE"} <= set(state["unbuilt"][2])
    assert {"CITY3-1", "SKY-BLUE"} <= set(GAME.view(state, None)["players_info"][2]["unbuilt"])


def test_bk_6_4_parchment_is_secret_to_its_owner():
    """BK-6.4/BK-15.1: a played parchment shows as "a parchment"; only the count is public."""
    state = GAME.setup(3, {}, 6)
    into_hand(state, 0, ["P-FISHER", "T-A1"])
    state, _ = play(state, 0, "pick fisher a1")
    state, _ = play(state, 1, GAME.legal_moves(state, 1)[0].id)
    state, events = play(state, 2, GAME.legal_moves(state, 2)[0].id)
    assert "P-FISHER" in state["parchments"][0]
    assert state["last_reveal"]["plays"][0][0] == {"card": None, "parchment": True, "via": None}
    for seat in (None, 1, 2):
        v = GAME.view(state, seat)
        assert v["players_info"][0]["parchments"] == 1 and "P-FISHER" not in str(v)
    assert "P-FISHER" in GAME.view(state, 0)["private"]["parchments"]
    public = [e for e in events if e.to is None]
    assert "fisher" not in str([e.to_json() for e in public])
    mine = [e for e in events if e.to == 0 and e.msg.key == "bunny_kingdom-ev-gain-parchment-private"]
    assert mine and mine[0].msg.params["card"].key == "bunny_kingdom-card-fisher"


def test_bk_6_5_provisions_draw_two_and_chain():
    """BK-6.5: Provisions draws the top 2 cards and plays both (a drawn Provisions draws 2 more, first); drawn cards
    never enter a hand; the Provisions cards go to the used pile; a drawn parchment stays secret."""
    state = GAME.setup(3, {}, 8)
    into_hand(state, 0, ["PROV-1", "T-A1"])
    on_top(state, "PROV-2", "T-J10", "CITY1-1", "P-ROYAL-CROWN")
    hands = [len(h) for h in state["hands"]]
    state, _ = play(state, 0, "pick prov a1")
    state, _ = play(state, 1, GAME.legal_moves(state, 1)[0].id)
    state, events = play(state, 2, GAME.legal_moves(state, 2)[0].id)
    assert {"PROV-1", "PROV-2", "T-J10", "T-A1"} <= set(state["used"][0])
    assert "CITY1-1" in state["unbuilt"][0] and "P-ROYAL-CROWN" in state["parchments"][0]
    assert state["owner"]["J10"] == 0 and [len(h) for h in state["hands"]] == [n - 2 for n in hands]
    plays = state["last_reveal"]["plays"][0]
    assert [p["via"] for p in plays] == [None, "PROV-1", "PROV-2", "PROV-2", "PROV-1", None]
    assert plays[3] == {"card": None, "parchment": True, "via": "PROV-2"}
    prov = [e for e in events if e.msg.key == "bunny_kingdom-ev-provisions"]
    assert len(prov) == 2 and all(e.random and e.reveals for e in prov)
    assert "royal-crown" not in str([e.to_json() for e in events if e.to is None])
