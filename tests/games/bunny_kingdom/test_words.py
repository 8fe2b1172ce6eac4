"""What players read in Królestwo Królików (issue 27): the mover's pick said once, identical cards of a hand grouped
with their count, and a compact reveal post (one short line per player) in Polish and in English."""
from __future__ import annotations

import random

import pytest

from games.bunny_kingdom import GAME
from games.bunny_kingdom.cards import card_msg
from games.core import i18n
from tests.games.bunny_kingdom.helpers import take

NAMES = ["Ala", "Bartek", "Cela", "Darek"]


def name_of(seat: int) -> str:
    return NAMES[seat]


def public(events, lang: str) -> str:
    return " ".join(i18n.render(e.msg, lang, name_of) for e in events if e.to is None)


def mine(events, seat: int, lang: str) -> str:
    return " ".join(i18n.render(e.msg, lang, name_of) for e in events if e.to is None or e.to == seat)


@pytest.mark.parametrize("lang", ["pl", "en"])
@pytest.mark.parametrize("seed", range(6))
def test_a_four_player_reveal_is_one_short_line_per_player(lang, seed):
    rnd = random.Random(seed)
    state = GAME.setup(4, {}, seed)
    for _pick in range(3):
        for seat in range(4):
            state, events = GAME.apply(state, seat, rnd.choice(GAME.legal_moves(state, seat)).id)
        text = public(events, lang)
        assert len(text) < 400, text
        assert "4/4" not in text  # the reveal replaces the last "picked (4/4)" line
        for name in NAMES:
            assert text.count(f"{name}:") == 1, text  # each player's line once, nothing said of a card twice
        plays = [e for e in events if e.msg.key == "bunny_kingdom-ev-plays"]
        assert [e.msg.params["player"].seat for e in plays] == [0, 1, 2, 3]


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_the_mover_reads_their_pick_once(lang):
    state = GAME.setup(3, {}, 5)
    move = GAME.legal_moves(state, 0)[0]
    state, events = GAME.apply(state, 0, move.id)
    summary = i18n.render(GAME.presentation.private_summary(GAME.view(state, 0)), lang, name_of)
    said = mine(events, 0, lang) + " " + summary
    for cid in state["picks"][0]:
        card = i18n.render(card_msg(cid), lang)
        assert said.count(card) == summary.count(card), said  # only the private summary names the pick
    assert "Wybrano" not in said and "You picked" not in said


@pytest.mark.parametrize("lang, want", [("pl", "3× Miasto (siła 1)"), ("en", "3× City (strength 1)")])
def test_identical_cards_of_a_hand_are_grouped(lang, want):
    state = GAME.setup(3, {}, 5)
    cities = ["CITY1-1", "CITY1-2", "CITY1-3"]
    for c in cities:
        take(state, c)
    state["hands"][0] = [*cities, *state["hands"][0]]
    text = i18n.render(GAME.presentation.private_summary(GAME.view(state, 0)), lang, name_of)
    assert want in text and text.count(want.split("× ")[1]) == 1, text
