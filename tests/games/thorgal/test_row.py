"""The Action Row (RULES.md §5-6): turn order, tokens, bonuses, values, replacing cards, Special cards."""
from __future__ import annotations

import pytest

from games.core.errors import GameError
from games.thorgal import row
from games.thorgal.data import ACTION_CARDS
from games.thorgal.setup import setup


def game(players: int = 3) -> dict:
    return setup(players, {"first": 1}, 3)


def slot_of(state: dict, card: str) -> int:
    return next(i for i, s in enumerate(state["row"]) if s["card"] == card)


def test_tg_rnd_2_four_turns_shared_by_the_seats():
    """TG-RND-2: N = 3 gives P1 P2 P3 P1; N = 2 gives P1 P2 P1 P2; solo alternates the two heroes."""
    for players, order in ((3, [0, 1, 2, 0]), (2, [0, 1, 0, 1]), (1, [0, 1, 0, 1]), (4, [0, 1, 2, 3])):
        s = game(players)
        seen = []
        for k in range(4):
            s["turn"] = k
            seen.append(row.turn_seat(s))
        assert seen == order, players


def test_tg_row_3_tg_rnd_3_an_active_token_to_a_different_slot():
    """TG-RND-3."""
    s = game()
    assert {t for _, t in row.placements(s)} == set(range(7)) and {f for f, _ in row.placements(s)} == {None}
    row.place_token(s, None, 3)
    assert s["tokens"][0] == {"slot": 3, "active": False}
    row.flip_all(s)  # TG-EVT-2: flipped back, not moved
    assert (3, 3) not in row.placements(s) and (3, 4) in row.placements(s)
    with pytest.raises(GameError) as e:
        row.place_token(s, 3, 3)
    assert e.value.rule == "TG-ROW-3"
    s["tokens"][0]["active"] = False
    with pytest.raises(GameError):
        row.place_token(s, 3, 4)  # no active token lies at slot 3 any more


def test_tg_row_6_tg_row_7_tg_row_8_tg_row_9_bonuses_and_values():
    """TG-ROW-8: TG-ROW-6: ``only``, ``left`` (tokens under slots left of this one), ``under``; TG-ROW-7/8: ``plus``
    adds to
    the value; TG-ROW-9: the minimum of the type."""
    s = game()
    assign, move, craft = slot_of(s, "AC07"), slot_of(s, "AC01"), slot_of(s, "AC09")
    row.place_token(s, None, assign)
    assert row.action_value(s, assign) == 2  # no token left of it yet
    row.place_token(s, None, move)
    assert row.action_value(s, move) == 2  # AC01: Move 1, +1 when it is the only token under it
    row.place_token(s, None, assign)
    assert row.action_value(s, assign) == 3  # one token left of it (under AC01)
    assert row.bonus_times(s, move, {"condition": "only", "token_side": "any"}) == 1
    row.place_token(s, None, craft)
    (heal,) = ACTION_CARDS["AC09"]["bonuses"]
    assert row.bonus_times(s, craft, heal) == 1  # ``under``: the token just placed counts
    assert row.action_value(s, move, modifiers=-5) == 1  # Move never below 1
    assert row.action_value(s, slot_of(s, "AC11")) is None  # Combat has no value


def test_tg_rep_2_tg_rep_3_replacing_keeps_every_type_and_tokens_stay():
    """TG-REP-2's example: with AC04 (Move/Gather) standing in for AC03, a new Move card may replace AC01 but not
    AC04; TG-REP-3: tokens stay in their slots while the cards are re-sorted."""
    s = game()
    gather = slot_of(s, "AC03")
    assert row.replace_options(s, "AC04") == [slot_of(s, "AC01"), gather]
    row.place_token(s, None, gather)
    row.replace(s, gather, "AC04")
    assert [x["card"] for x in s["row"]][:2] == ["AC01", "AC04"] and "AC04" not in s["unused"]
    assert s["tokens"][0]["slot"] == gather  # the token did not move
    assert row.replace_options(s, "AC06") == [slot_of(s, "AC01")]
    with pytest.raises(GameError) as e:
        row.replace(s, slot_of(s, "AC04"), "AC06")
    assert e.value.rule == "TG-REP-2"


def test_tg_rep_6_tg_rep_7_special_cards_follow_their_type():
    """TG-REP-6, TG-REP-7."""
    from games.thorgal.atlas import adventure

    s = game()
    sa = next(x for x in adventure(s)["action_cards"]["special_cards"] if x["id"] == "SA")
    row.attach_special(s, sa)
    combat = slot_of(s, "AC11")
    assert s["row"][combat]["special"] == "SA"
    row.replace(s, combat, "AC12")
    assert s["row"][slot_of(s, "AC12")]["special"] == "SA"  # moved under the new Combat card
