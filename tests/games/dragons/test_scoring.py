"""DR-9.3 to DR-9.6: card values, Reflections (G-5, G-6, G-23) and column pairs (G-4, G-7, G-8)."""
from __future__ import annotations

from games.dragons.scoring import score_dream
from tests.games.dragons.helpers import k


def score(top: str, bottom: str):
    """Score a dream written as two rows of shorthands, e.g. score("7 R 0", "1 2 3")."""
    cells, total = score_dream([k(x) for x in top.split() + bottom.split()])
    return [c["value"] for c in cells], total, cells


# Bottom row 1 2 3 never pairs with the top rows used below unless a test says so.
BOTTOM = "1 2 3"


def test_dr_9_3_reflection_between_two_cards_takes_the_lowest():
    """DR-9.3/DR-9.5 caption example [7, R, 0]: the Reflection is 7 or 0; the lowest (0) is applied."""
    values, _, cells = score("7 R 0", BOTTOM)
    assert values[:3] == [7, 0, 0]
    assert cells[1]["copied_from"] == 3


def test_dr_9_3_reflection_chain_7_r_r_both_seven():
    """DR-9.3/G-5 caption example [7, R, R]: no choice, both Reflections are 7."""
    values, _, cells = score("7 R R", BOTTOM)
    assert values[:3] == [7, 7, 7]
    assert cells[1]["copied_from"] == 1 and cells[2]["copied_from"] == 1


def test_dr_9_3_reflection_chain_r_r_0_both_zero():
    """DR-9.3/G-5 caption example [R, R, 0]: both Reflections become 0."""
    values, _, _ = score("R R 0", BOTTOM)
    assert values[:3] == [0, 0, 0]


def test_dr_9_3_all_reflections_row_scores_zero():
    """DR-9.3 caption example [R, R, R]: they copy nothing and are worth 0."""
    values, total, cells = score("R R R", BOTTOM)
    assert values[:3] == [0, 0, 0]
    assert all(c["copied_from"] is None for c in cells[:3])
    assert total == 6


def test_dr_9_3_reflections_around_a_card():
    """DR-9.3: [R, a, R] -> both Reflections are a."""
    values, _, _ = score("R 5 R", BOTTOM)
    assert values[:3] == [5, 5, 5]


def test_dr_9_3_reflection_never_copies_from_the_other_row():
    """DR-9.3: a Reflection copies only within its row (not the card above/below)."""
    values, _, _ = score("R R R", "8 8 8")
    assert values == [0, 0, 0, 8, 8, 8]


def test_dr_9_3_g_6_reflection_copies_printed_value_of_a_cancelled_card():
    """DR-9.3/G-6 caption example: the Reflection copies 10 from a cancelled pair of Raven Circles, not 0."""
    values, total, cells = score("C R R", "C 2 3")
    assert values == [0, 10, 10, 0, 2, 3]
    assert cells[0]["zeroed"] and cells[3]["zeroed"] and not cells[1]["zeroed"]
    assert total == 25


def test_dr_9_4_reflection_equal_to_the_card_below_is_not_cancelled():
    """DR-9.4/G-6 caption example: a Reflection worth 1 under/over a 1 is not a pair; both score 1."""
    values, total, cells = score("1 R 4", "5 1 6")
    assert values == [1, 1, 4, 5, 1, 6]
    assert not any(c["zeroed"] for c in cells)
    assert total == 18


def test_dr_9_4_column_pair_scores_zero():
    """DR-9.4: equal printed values in a column score 0 each; rows never cancel."""
    values, total, _ = score("7 7 7", "7 2 3")
    assert values == [0, 7, 7, 0, 2, 3]
    assert total == 19


def test_dr_9_4_g_8_two_minus_two_cancel_to_zero():
    """DR-9.4/G-8: two −2 cards in a column score 0, not −4."""
    values, total, _ = score("-2 5 6", "-2 1 2")
    assert values[0] == values[3] == 0
    assert total == 14


def test_dr_9_4_g_7_nest_and_attack_cancel():
    """DR-9.4/G-7/DR-2.2: a Raven Nest (9) and a Raven Attack (9) in a column cancel."""
    values, _, cells = score("N 5 6", "X 1 2")
    assert values[0] == values[3] == 0
    assert cells[0]["zeroed"] and cells[3]["zeroed"]


def test_dr_9_4_two_reflections_in_a_column_never_cancel():
    """DR-9.4/DR-6.7: a column containing a Reflection never cancels."""
    values, _, cells = score("4 R 6", "4 R 6")
    assert values == [0, 4, 0, 0, 4, 0]
    assert not cells[1]["zeroed"] and not cells[4]["zeroed"]


def test_dr_9_6_round_score_is_the_sum_and_may_be_negative():
    """DR-9.6: the round score is the sum of the values; it may be negative."""
    _, total, _ = score("-2 0 -2", "0 -2 0")
    assert total == -6
