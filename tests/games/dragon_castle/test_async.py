"""Async turns (RULES.md 16, DC-14.3): private pending steps, the mover's preview, undo, publication on a reveal,
one public batch on confirm, and a turn in progress surviving a restart (JSON)."""
from __future__ import annotations

import json

from games.core import i18n
from games.dragon_castle import GAME
from tests.games.dragon_castle.helpers import ids, keys, make_state, play, private_step, rejects, run

UI = GAME.presentation  # the game's words for the chat

CASTLE = {"B2": "m1", "E2": "m1", "K2": "f4"}


def _dump(x) -> str:
    return json.dumps(x, sort_keys=True)


def test_pending_steps_are_private_and_the_public_view_is_unchanged():
    """Until confirmation, spectators and other players see the situation before the turn; the mover's own view
    carries the preview (private.preview, same schema), and each step's events go to the mover only."""
    state = make_state(3, castle=CASTLE)
    before = {s: _dump(GAME.view(state, s)) for s in (None, 1, 2)}
    mid, events = run(state, 0, "take B2", "take E2", "place a1 b1")
    assert keys(events).count("dragon_castle-ev-busy") == 3
    assert all(e.to == 0 and not e.reveals for e in events if e.msg.key != "dragon_castle-ev-busy")
    for s in (None, 1, 2):
        assert _dump(GAME.view(mid, s)) == before[s]
    mine = GAME.view(mid, 0)
    assert mine["private"]["pending"] == ["take B2", "take E2", "place a1 b1"]
    prev = mine["private"]["preview"]
    assert prev["realms"][0][0] == {"cell": "a1", "h": 1, "up": True, "top": "merchant_1", "shrine": False}
    assert prev["turn"]["stage"] == "end" and mine["turn"]["stage"] == "start"
    assert {c["cell"]: c["h"] for c in prev["castle"]["cells"]}["B2"] == 0
    assert {c["cell"]: c["h"] for c in mine["castle"]["cells"]}["B2"] == 1
    assert i18n.render(UI.private_summary(mine), "en").startswith("Your turn in progress: 3 steps not public yet")
    assert GAME.view(mid, 1)["private"] is None and UI.private_summary(GAME.view(mid, 1)) is None


def test_confirm_publishes_the_whole_turn_at_once():
    state = make_state(3, castle=CASTLE)
    mid, _ = run(state, 0, "take B2", "take E2", "place a1 b1")
    done, events = play(mid, 0, "confirm")
    assert all(e.to is None for e in events)
    assert [e.reveals for e in events] == [True] * 4 + [False, False]  # the private steps become known
    assert keys(events) == ["dragon_castle-ev-take", "dragon_castle-ev-take-pair", "dragon_castle-ev-place",
                            "dragon_castle-ev-place", "dragon_castle-ev-summon-open", "dragon_castle-ev-next"]
    assert done["last"]["castle_cells"] == ["B2", "E2"] and done["last"]["realm_cells"] == ["a1", "b1"]
    assert GAME.view(done, 2)["realms"][0][0]["top"] == "merchant_1"


def test_undo_goes_back_one_step_at_a_time():
    state = make_state(castle=CASTLE)
    assert "undo" not in ids(state)
    rejects(state, 0, "undo", "dragon_castle-err-undo-nothing", "DC-14.3")
    mid, _ = run(state, 0, "take B2", "take E2", "place a1 b1")
    back, ev = play(mid, 0, "undo")
    # the undone step in words (what it did), never its raw id; a pair's placement: both tiles came off
    assert private_step(ev, 0) and ev[-1].msg.key == "dragon_castle-ev-undo-pair"
    assert i18n.render(ev[-1].msg, "pl") == ("↶ Cofnięty krok: oba kamienie (Kupiec 1) schodzą z a1 i b1 i znów "
                                             "czekają na położenie.")
    assert back["turn"]["pending"] == ["take B2", "take E2"]
    back, _ = run(back, 0, "undo", "undo")
    assert _dump(back) == _dump(state)
    rejects(mid, 0, "undo now", "dragon_castle-err-syntax", "DC-16.5")


def test_dc_14_3_uncovering_a_castle_tile_is_public_at_once_and_final():
    """DC-14.3: taking a tile from a stack uncovers the tile below; that step (and the turn so far) becomes public
    immediately, with a revealing event, and cannot be undone."""
    state = make_state(3, castle={**CASTLE, "H2": "s2/s3"}, realms={0: {"c3": "rain"}}, spirits=["destruction"])
    state, _ = play(state, 0, "spirit destruction c3")
    assert "destroy H2" in ids(state)
    label = next(m.label for m in GAME.legal_moves(state, 0) if m.id == "destroy H2")
    assert label.key == "dragon_castle-move-destroy-reveal"
    after, events = play(state, 0, "destroy H2")
    assert all(e.to is None for e in events) and events[-1].reveals and not events[0].reveals
    assert keys(events) == ["dragon_castle-ev-spirit", "dragon_castle-ev-destroy-reveal"]
    assert after["turn"]["pending"] == [] and "undo" not in ids(after)
    pub = GAME.view(after, 1)
    assert {c["cell"]: c["top"] for c in pub["castle"]["cells"]}["H2"] == "soldier_2"
    assert pub["realms"][0][10]["h"] == 0  # the payment is public too
    assert pub["turn"]["used"] == ["destruction"] and pub["turn"]["stage"] == "start"
    rejects(after, 0, "undo", "dragon_castle-err-undo-public", "DC-14.3")
    # the rest of the turn is private again until confirm
    mid, ev = play(after, 0, "take B2")
    assert private_step(ev, 0)
    mid, _ = play(mid, 0, "discard")
    assert _dump(GAME.view(mid, 1)) == _dump(pub)
    done, ev = play(mid, 0, "confirm")
    assert keys(ev) == ["dragon_castle-ev-take", "dragon_castle-ev-action-discard", "dragon_castle-ev-summon-open",
                        "dragon_castle-ev-next"]


def test_a_turn_in_progress_survives_a_restart():
    """The pending steps are in the JSON state: a reloaded state offers the same steps and plays on identically."""
    state = make_state(castle=CASTLE, realms={0: {"c1": "m2", "c2": "m3"}})
    mid, _ = run(state, 0, "take B2", "take E2")
    reloaded = json.loads(json.dumps(mid))
    assert [m.id for m in GAME.legal_moves(reloaded, 0)] == [m.id for m in GAME.legal_moves(mid, 0)]
    assert GAME.view(reloaded, 0) == GAME.view(mid, 0)
    a, ea = GAME.apply(mid, 0, "place c3 c4")
    b, eb = GAME.apply(reloaded, 0, "place c3 c4")
    assert a == b and [e.to_json() for e in ea] == [e.to_json() for e in eb]
    assert ids(b) == ["merge c1", "undo"]  # one move per set, named by its first space


def test_prompts_and_labels_follow_the_stage():
    state = make_state(castle=CASTLE, realms={0: {"a1": "m2"}}, spirits=["cunning"])
    assert UI.prompt(state, 0, ()).key == "dragon_castle-prompt-start"
    assert UI.prompt(state, 0, ("take",)).key == "dragon_castle-prompt-take-first"
    label = UI.token_label(state, 0, ("take",), "K2")
    assert label.key == "dragon_castle-token-castle" and label.params["floor"] == 1
    assert UI.quick_moves(state, 0) == ["take", "summon"]
    assert UI.prompt(state, 1, ()) is None and UI.quick_moves(state, 1) == []
    state, _ = run(state, 0, "take B2")
    assert UI.prompt(state, 0, ()).key == "dragon_castle-prompt-choose"
    assert UI.quick_moves(state, 0) == ["take", "shrine", "discard", "undo"]
    state, _ = run(state, 0, "take E2")
    assert UI.prompt(state, 0, ()).key == "dragon_castle-prompt-place"
    assert UI.prompt(state, 0, ("place",)).key == "dragon_castle-prompt-place-cell"
    second = UI.prompt(state, 0, ("place", "b1"))  # the pair's twin is not asked for with the same words
    assert i18n.render(second, "en") == "Where does the second Merchant 1 go?"
    assert i18n.render(second, "pl") == "Gdzie położyć drugi kamień pary (Kupiec 1)?"
    assert UI.token_label(state, 0, ("place",), "a1").key == "dragon_castle-token-realm-up"
    assert UI.token_label(state, 0, ("place",), "b1").key == "dragon_castle-token-realm-empty"
    state, _ = run(state, 0, "place b1 c1")
    assert UI.prompt(state, 0, ()).key == "dragon_castle-prompt-end"
    assert UI.quick_moves(state, 0) == ["spirit", "confirm", "undo"]  # Cunning: a1-b1-c1
    assert UI.token_label(state, 0, (), "confirm").key == "dragon_castle-token-confirm"
