"""Catalogs (en/pl complete, every produced message renders) and the step-by-step UI hooks."""
from __future__ import annotations

import random
import re
from pathlib import Path

from games.core import i18n
from games.core.contract import Msg, next_tokens
from games.core.errors import GameError
from games.dragons import GAME
from tests.games.dragons.helpers import make_state, play, random_playout
from tests.support.messages import ftl_keys, refusals, render_strict, step_messages

UI = GAME.presentation  # the game's words for the chat


def test_catalogs_have_the_same_keys_all_prefixed():
    en, pl = ftl_keys("dragons", "en"), ftl_keys("dragons", "pl")
    assert en == pl
    assert all(key.startswith("dragons-") for key in en)
    assert {"dragons-title", "dragons-rules-summary"} <= en


def test_option_and_card_keys_exist():
    keys = ftl_keys("dragons", "en")
    for spec in GAME.options:
        assert f"dragons-opt-{spec.name}" in keys
        for choice in spec.choices:
            assert f"dragons-opt-{spec.name}-{choice}" in keys
    from games.dragons.cards import KINDS

    for kind_id in KINDS:
        assert f"dragons-card-{kind_id}" in keys


def test_every_key_named_in_the_engine_source_exists():
    """Every literal ``dragons-...`` key in games/dragons/*.py is in both catalogs (f-string prefixes excluded)."""
    src = Path(__file__).resolve().parents[3] / "games" / "dragons"
    used = set()
    for f in src.glob("*.py"):
        used |= set(re.findall(r'"(dragons-[a-z0-9_-]+)"', f.read_text("utf-8")))
    icons = Path(__file__).resolve().parents[3] / "bot" / "discord_app" / "emoji_icons"
    used -= {p.stem for p in icons.glob("dragons-*.png")}  # Presentation.token_icon's keys name pictures, not words
    assert len(used) > 60
    assert used <= ftl_keys("dragons", "en") and used <= ftl_keys("dragons", "pl"), used - ftl_keys("dragons", "en")


def test_every_produced_message_renders_in_both_languages():
    msgs: list[Msg] = []
    r = random.Random(3)

    def step(before, seat, move, after, events):
        msgs.extend(e.msg for e in events)
        msgs.extend(step_messages(GAME, before, seat, r, 3))
        msgs.extend(refusals(GAME, before, seat, ["take A 9 B", "pass", "take B", "discard A", "pile Q", "reveal 1",
                                                  "draw x", "place 1"]))

    for opts in ({"attack": True}, {"mode": "points", "target": 40, "piles": "1"}, {"mode": "rounds", "rounds": 2}):
        state = random_playout(3, opts, 5, on_step=step)
        msgs.append(GAME.result(state).summary)
    for opts, players in (({"first": 4}, 3), ({}, 7)):
        try:
            GAME.setup(players, opts, 1)
        except GameError as err:
            msgs.append(err.msg())
    seen = {m.key for m in msgs}
    assert len(seen) > 60
    for m in msgs:
        for lang in ("en", "pl"):
            render_strict(m, lang)


def test_polish_plurals():
    """Polish plural forms: 1 punkt, 2 punkty, 5 punktów, 22 punkty."""
    def score(n):
        return i18n.render(Msg("dragons-ev-score-round", player="Ala", n=n), "pl")

    assert score(1) == "Ala: 1 punkt." and score(2) == "Ala: 2 punkty."
    assert score(5) == "Ala: 5 punktów." and score(22) == "Ala: 22 punkty."
    text = i18n.render(Msg("dragons-ev-reshuffle", n=21), "pl")
    assert "21 kart" in text


def test_move_label_example():
    """The label reads like "Take 7 from A → slot 3, removed card to B"."""
    state = make_state(2, piles={"A": ["7"], "B": ["5"]})
    move = next(m for m in GAME.legal_moves(state, 0) if m.id == "take A 3 B")
    assert i18n.render(move.label, "en") == "Take 7 from A → slot 3, removed card to B"
    assert i18n.render(move.label, "pl") == "Weź 7 ze stosu A → miejsce 3, zdjęta karta na stos B"


def test_prompts_and_token_labels_along_a_nest_move():
    state = make_state(2, dreams={0: ["4", "?", "?", "?", "?", "?"]}, piles={"A": ["N"], "B": ["5"]})
    moves = GAME.legal_moves(state, 0)
    assert UI.prompt(state, 0, ()).key == "dragons-prompt-turn"
    assert UI.prompt(state, 0, ("take",)).key == "dragons-prompt-take-pile"
    label = UI.token_label(state, 0, ("take",), "A")
    assert i18n.render(label, "en") == "Take from pile A: Raven Nest (9)"  # what the tap does
    assert UI.prompt(state, 0, ("take", "A")).key == "dragons-prompt-slot"
    assert i18n.render(UI.token_label(state, 0, ("take", "A"), "1"), "en") == "Slot 1: 4"
    assert i18n.render(UI.token_label(state, 0, ("take", "A"), "2"), "en") == "Slot 2 (face down)"
    assert UI.prompt(state, 0, ("take", "A", "3")).key == "dragons-prompt-to-pile"
    nxt, complete = next_tokens(moves, ("take", "A", "3", "B"))
    assert complete and nxt == ["nest"]
    assert UI.prompt(state, 0, ("take", "A", "3", "B")).key == "dragons-prompt-nest"
    assert UI.prompt(state, 0, ("take", "A", "3", "B", "nest")).key == "dragons-prompt-nest-a"
    nxt, _ = next_tokens(moves, ("take", "A", "3", "B", "nest"))
    assert nxt == ["1", "2", "4", "5", "6"]
    assert UI.prompt(state, 0, ("take", "A", "3", "B", "nest", "1")).key == "dragons-prompt-nest-b"
    assert UI.prompt(state, 0, ("take", "A", "3", "B", "nest", "1", "2")) is None


def test_prompts_along_an_attack_move():
    state = make_state(3, piles={"A": ["X"], "B": ["5"]}, opts={"attack": True})
    pre = ("take", "A", "1", "B", "attack")
    assert UI.prompt(state, 0, pre).key == "dragons-prompt-attack-own"
    assert UI.prompt(state, 0, (*pre, "2")).key == "dragons-prompt-attack-seat"
    assert UI.token_label(state, 0, (*pre, "2"), "3").key == "dragons-token-player"
    p = UI.prompt(state, 0, (*pre, "2", "3"))
    assert p.key == "dragons-prompt-attack-slot" and p.params["player"].seat == 2


def test_quick_moves_per_phase():
    state = GAME.setup(2, {}, 1)
    assert UI.quick_moves(state, 0) == ["reveal"]
    state, _ = play(state, 0, "reveal 1")
    assert UI.quick_moves(state, 0) == ["reveal"]  # may still change (DR-13.1)
    state = make_state(3, piles={"A": ["C"], "B": ["5"]})
    assert UI.quick_moves(state, 0) == ["draw", "take A", "take B"] and UI.quick_moves(state, 1) == []
    state, _ = play(state, 0, "take A 1")
    assert UI.quick_moves(state, 2) == ["pile"] and UI.quick_moves(state, 0) == []
    assert UI.prompt(state, 2, ()).key == "dragons-prompt-chain"
