"""The 10 Dragon cards with their FAQ rulings: DC-10.1-DC-10.10 (G15, G16, G30, G31, G34)."""
from __future__ import annotations

from games.dragon_castle import GAME
from games.dragon_castle import dragon_cards as dc
from tests.games.dragon_castle.helpers import make_state


def realm(spec: dict, players: int = 2, seat: int = 0, others: dict | None = None):
    state = make_state(players, castle={}, realms={seat: spec, **(others or {})}, pools=[0] * players)
    return state["realms"][seat], state


def test_dc_10_1_humility():
    """DC-10.1: a shrine next to a strictly higher stack; several higher neighbours still 1; one high stack can
    qualify several shrines; equal height does not count; shrines never add height."""
    r, _ = realm({"a1": "x#", "b1": "x/x", "c1": "x/x#", "b2": "x#", "a2": "x/x/x", "d1": "x"})
    assert dc.humility(r) == 2  # a1 (b1, a2 higher) and b2 (b1, a2 higher); c1 sits at height 2 like b1


def test_dc_10_2_righteousness():
    """DC-10.2: best row + best column, the crossing counts for both, +2 per full line."""
    r, _ = realm({"a1": "x#", "b1": "x#", "c1": "x#", "d1": "x#", "a2": "x#", "c3": "x#"})
    assert dc.righteousness(r) == (4 + 2) + 2


def test_dc_10_3_tranquility():
    """DC-10.3 (G34): groups of face-down top tiles (a shrine does not matter); diagonals do not connect; heights
    do not separate; a face-up tile does."""
    r, _ = realm({"a1": "x", "b1": "x/x#", "c1": "m1", "d1": "x", "b2": "m2", "c2": "x", "a3": "x"})
    assert dc.tranquility(r) == 4  # {a1,b1} {d1} {c2} {a3}: c2 touches c1/b2 (face up) and d1 only diagonally
    r, _ = realm({"a1": "x", "b1": "x", "c1": "x"})
    assert dc.tranquility(r) == 1


def test_dc_10_4_bravery():
    """DC-10.4: a non-empty stack higher than each neighbour (empty = 0); a shrine may stand on it."""
    r, _ = realm({"a1": "x/x#", "b1": "x", "d4": "m1", "c3": "x/x", "c4": "x/x"})
    assert dc.bravery(r) == 1 + 0 + 0 + 0  # a1; d4 is next to c4 (2); c3/c4 tie
    r, _ = realm({"a1": "x/x#", "d4": "m1"})
    assert dc.bravery(r) == 2


def test_dc_10_5_majesty():
    """DC-10.5: the highest face-up Soldier, Merchant and Farmer on level 3+; lower levels do not count."""
    r, _ = realm({"a1": "x/x/m5", "b2": "x/x/x/m3", "c3": "x/x/x/s2", "d4": "x/f6", "a4": "x/x/farmer_1v"})
    assert dc.majesty(r) == 5 + 2


def test_dc_10_6_might_neighbours_and_faq():
    """DC-10.6: per faction the best connected group's sum vs the left and the right neighbour; +2 higher, +1
    equal; nothing for a faction without face-up tiles (0 vs 0 gives nothing); higher than one and lower than the
    other = 2."""
    me = {"a1": "m2", "b1": "m3", "d4": "m6", "a3": "f1"}
    left = {"a1": "m6", "d4": "s4"}
    right = {"a1": "m4", "c1": "f3"}
    _r, state = realm(me, players=3, others={1: left, 2: right})
    # merchants: 6 (d4 alone beats the 2+3 group) vs 6 (=, +1) and 4 (+2); farmers 1 vs 0 (+2) and 3 (0)
    assert dc.might(state["realms"], 0) == 3 + 2
    assert dc.might(state["realms"], 1) == 2 + 1 + 2 + 2  # merchants 6>4, 6=6; soldiers 4 > 0 twice
    two = make_state(2, castle={}, realms={0: {"a1": "m2"}, 1: {"a1": "m1", "b2": "s1"}}, pools=[0, 0])
    assert dc.might(two["realms"], 0) == 2 and dc.might(two["realms"], 1) == 2  # 2 players: compared once


def test_dc_10_7_knowledge():
    """DC-10.7 (G15): 2 VP per distinct special symbol face up; duplicates once; face-down tiles do not count."""
    r, _ = realm({"a1": "rain", "b1": "storm", "c1": "rain", "d1": "red", "a2": "springv", "b2": "m1"})
    assert dc.knowledge(r) == 6


def test_dc_10_8_harmony():
    """DC-10.8 (G16): +4 per axis with symmetric heights, +2 per axis with symmetric shrines (same level)."""
    r, _ = realm({"a1": "x#", "d1": "x#", "b2": "x/m1", "c2": "x/x"})
    assert dc.harmony(r) == 4 + 2
    r, _ = realm({"a1": "x#", "d1": "x", "a4": "x#", "d4": "x"})
    assert dc.harmony(r) == 4 + 4 + 2  # both height symmetries; shrines only about the horizontal axis
    r, _ = realm({})
    assert dc.harmony(r) == 0
    r, _ = realm({"b2": "x#", "c2": "x/x#", "b3": "x", "c3": "x/x"})
    assert dc.harmony(r) == 4  # horizontal heights only (b2/b3 and c2/c3) and shrines at different levels


def test_dc_10_9_piety():
    """DC-10.9 (G31): a shrine next to a face-up Dragon tile; one dragon can qualify several shrines."""
    r, _ = realm({"a1": "x#", "b1": "red", "c1": "x#", "c3": "x#", "d3": "m1", "c2": "greenv"})
    assert dc.piety(r) == 2


def test_dc_10_10_valor():
    """DC-10.10: shrines on the 12 edge spaces, at any level."""
    r, _ = realm({"a1": "x#", "d4": "x/x/x#", "b2": "x#", "c3": "x#", "d2": "x#"})
    assert dc.valor(r) == 3


def test_dragon_cards_in_the_final_breakdown():
    """DC-12.1/DC-12.7: every card in play scores for every player and appears in the breakdown."""
    state = make_state(castle={}, realms={0: {"a1": "x#", "d1": "x#"}}, pools=[0, 0],
                       dragons=["valor", "harmony"])
    row = GAME.result(state).breakdown["players"][0]
    assert row["dragons"] == {"valor": 2, "harmony": 4 + 2}
    assert row["total"] == 2 + 6 + 2  # the two shrines (level 1) too
