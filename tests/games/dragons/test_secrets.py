"""DR-12.x information rules: face-down cards, the closed pile order, the drawn card and pending reveal choices never
leak into views (spectator or other players), legal moves or public events."""
from __future__ import annotations

import json
import random

import pytest

from games.dragons import GAME
from games.dragons.cards import kind
from tests.games.dragons.helpers import make_state, play, random_playout


def _twin(state: dict, r: random.Random, with_drawn: bool = False) -> dict:
    """The same public situation with the hidden cards (face-down dream cards, the closed pile and optionally the
    drawn card) dealt differently."""
    twin = json.loads(json.dumps(state))
    spots = [(c, "card") for d in twin["dreams"] for c in d if not c["up"]]
    spots += [(twin["deck"], i) for i in range(len(twin["deck"]))]
    if with_drawn and twin["drawn"]:
        spots.append((twin["drawn"], "card"))
    cards = [holder[key] for holder, key in spots]
    r.shuffle(cards)
    for (holder, key), card in zip(spots, cards, strict=True):
        holder[key] = card
    return twin


def _hidden_kinds_differ(a: dict, b: dict) -> bool:
    return [kind(c) for c in a["deck"]] != [kind(c) for c in b["deck"]]


def _public(events):
    """Public events up to the first one that reveals hidden information."""
    out = []
    for e in events:
        if e.reveals:
            break
        if e.to is None:
            out.append(e.to_json())
    return out


@pytest.mark.parametrize("opts", [{}, {"attack": True, "piles": "1"}, {"mode": "points", "target": 50}])
def test_dr_12_2_dr_12_3_views_moves_and_events_do_not_depend_on_hidden_cards(opts):
    """DR-12.2/DR-12.3: two states differing only in hidden cards give identical spectator and player views (the
    drawer's view excepted when the drawn card differs), identical legal moves and identical public events."""
    checked = 0
    for seed in range(6):
        r = random.Random(seed)
        players = 2 + seed % 4

        def step(before, seat, move, after, events, r=r, players=players):
            nonlocal checked
            twin = _twin(before, r)
            if not _hidden_kinds_differ(before, twin):
                return
            checked += 1
            for s in [None, *range(players)]:
                assert GAME.view(before, s) == GAME.view(twin, s)
                if s is not None:
                    assert [m.id for m in GAME.legal_moves(before, s)] == [m.id for m in GAME.legal_moves(twin, s)]
            _, twin_events = GAME.apply(twin, seat, move)
            assert _public(events) == _public(twin_events)
            if before["drawn"] is not None:
                twin2 = _twin(before, r, with_drawn=True)
                drawer = before["drawn"]["by"]
                for s in [None, *range(players)]:
                    if s != drawer:
                        assert GAME.view(before, s) == GAME.view(twin2, s)

        random_playout(players, opts, seed, on_step=step)
    assert checked > 100


def test_dr_12_3_drawn_card_only_in_the_drawers_view_and_private_event():
    """DR-12.3: the drawn card is shown to the drawer only (view ``drawn.card`` + ``private``; an Event with
    ``to=drawer``); the public event only says a card was drawn."""
    state = make_state(3, deck_top=("7",))
    state, ev = play(state, 0, "draw")
    public = [e for e in ev if e.to is None]
    private = [e for e in ev if e.to is not None]
    assert [e.msg.key for e in public] == ["dragons-ev-draw"] and public[0].random
    assert "card" not in public[0].msg.params
    assert private[0].to == 0 and private[0].msg.params["card"].key == "dragons-card-dragon_7"
    mine = GAME.view(state, 0)
    assert mine["drawn"] == {"by": 0, "card": "dragon_7"} and mine["private"] == {"drawn": "dragon_7"}
    for seat in (None, 1, 2):
        v = GAME.view(state, seat)
        assert v["drawn"] == {"by": 0, "card": None} and v["private"] is None
    # once placed or discarded the card is public (DR-12.3)
    after, ev = play(state, 0, "discard A")
    assert GAME.view(after, 1)["piles"][0]["top"] == "dragon_7" and ev[0].reveals


def test_dr_13_1_pending_reveal_choice_is_private():
    """DR-13.1: another player's submitted slot never appears; only the submitter sees it."""
    state = GAME.setup(3, {}, 8)
    a, _ = play(state, 0, "reveal 2")
    b, _ = play(state, 0, "reveal 5")
    for seat in (None, 1, 2):
        assert GAME.view(a, seat) == GAME.view(b, seat)
    assert GAME.view(a, 0)["private"] == {"reveal": 2}


def test_dr_12_2_spectator_json_has_no_face_down_identity_or_deck_order():
    """DR-12.2: the spectator view carries no card instance ids and no closed-pile contents."""
    state = GAME.setup(4, {"attack": True}, 12)
    for s in range(4):
        state, _ = play(state, s, "reveal 3")
    text = json.dumps(GAME.view(state, None))
    assert "#" not in text  # no instance ids at all
    v = GAME.view(state, None)
    assert isinstance(v["deck"], int)
    shown = [c["card"] for d in v["dreams"] for c in d if c["card"]]
    assert len(shown) == 4


def test_hidden_twin_hook_redeals_only_what_the_seat_cannot_see():
    """The contract's hidden_twin (used by generic leak checks): for every seat, the twin's view is identical."""
    checked = 0

    def step(before, seat, move, after, events):
        nonlocal checked
        for s in [None, *range(before["players"])]:
            twin = GAME.hidden_twin(before, checked, s)
            assert GAME.view(twin, s) == GAME.view(before, s)
            GAME.check_invariants(twin)
        checked += 1

    random_playout(3, {"attack": True}, 11, on_step=step)
    assert checked > 50
