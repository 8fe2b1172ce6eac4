"""Catalogs (en/pl complete, every produced message renders) and the step-by-step UI hooks."""
from __future__ import annotations

import random
import re
from pathlib import Path

from games.core import i18n
from games.core.contract import Msg, next_tokens
from games.core.errors import GameError
from games.dragon_castle import GAME, text_board
from games.dragon_castle.data import DRAGON_IDS, KINDS, SPIRIT_IDS, TYPE_IDS
from games.dragon_castle.steps import STEPS
from tests.games.dragon_castle.helpers import make_state, random_playout, run
from tests.support.messages import ftl_keys, refusals, render_strict, step_messages

UI = GAME.presentation  # the game's words for the chat

ROOT = Path(__file__).resolve().parents[3]


def test_catalogs_have_the_same_keys_all_prefixed():
    en, pl = ftl_keys("dragon_castle", "en"), ftl_keys("dragon_castle", "pl")
    assert en == pl, sorted(en ^ pl)
    assert all(key.startswith("dragon_castle-") for key in en)
    assert {"dragon_castle-title", "dragon_castle-rules-summary"} <= en
    assert i18n.tr("pl", "dragon_castle-title") == "Zamek Smoków" and i18n.tr("en", "dragon_castle-title") == \
        "Dragon Castle"


def test_option_card_tile_and_step_keys_exist():
    keys = ftl_keys("dragon_castle", "en")
    for spec in GAME.options:
        assert f"dragon_castle-opt-{spec.name}" in keys
        if spec.kind == "choice":
            for choice in spec.choices:
                if choice.isdigit():
                    continue
                assert f"dragon_castle-opt-{spec.name}-{choice}" in keys
    for sid in SPIRIT_IDS:
        assert {f"dragon_castle-spirit-{sid}", f"dragon_castle-spirit-{sid}-text"} <= keys
    for did in DRAGON_IDS:
        assert {f"dragon_castle-dragon-{did}", f"dragon_castle-dragon-{did}-text"} <= keys
    assert {f"dragon_castle-tile-{k}" for k in KINDS} <= keys
    assert {f"dragon_castle-type-{t}" for t in TYPE_IDS} <= keys
    assert {f"dragon_castle-token-{v}" for v in [*STEPS, "confirm", "undo"]} <= keys


def test_every_key_named_in_the_engine_source_exists():
    used = set()
    for f in (ROOT / "games" / "dragon_castle").glob("*.py"):
        used |= set(re.findall(r'"(dragon_castle-[a-z0-9_-]+)"', f.read_text("utf-8")))
    used.discard(text_board.PREFIX)  # the text board's prefix of its keys: each is rendered by its own tests
    assert len(used) > 80
    en, pl = ftl_keys("dragon_castle", "en"), ftl_keys("dragon_castle", "pl")
    assert used <= en and used <= pl, used - en


BAD = ["take Z1", "take", "place a1 a1", "merge q1", "build a1 b1 c1", "spirit ghost pool", "spirit wind e5",
       "confirm", "undo", "fly", "summon now", "change a1 unicorn", "move a1 a1", "done", "flip a1", "group z9",
       "destroy A1", "discard", "shrine"]


def test_every_produced_message_renders_in_both_languages():
    msgs: list[Msg] = []
    r = random.Random(3)

    def step(before, seat, move, after, events):
        msgs.extend(e.msg for e in events)
        msgs.extend(step_messages(GAME, before, seat, r, 3))
        if r.random() < 0.3:
            msgs.extend(refusals(GAME, before, seat, BAD))
        summary = UI.private_summary(GAME.view(after, seat))
        if summary:
            msgs.append(summary)

    for seed, players in ((1, 2), (3, 4)):
        state = random_playout(players, {}, seed, spirits=list(SPIRIT_IDS), dragons=list(DRAGON_IDS), on_step=step)
        msgs.append(GAME.result(state).summary)
    msgs.append(GAME.result(GAME.setup(2, {}, 1)).summary)
    for opts, players in (({"first": 4}, 3), ({}, 7), ({"spirits": "chosen"}, 2), ({"spirit_cards": "wind"}, 2),
                          ({"dragons": "chosen", "dragon_cards": "might,piety,valor,harmony"}, 2)):
        try:
            GAME.setup(players, opts, 1)
        except GameError as err:
            msgs.append(err.msg())
    msgs += [Msg(f"dragon_castle-{k}") for k in ("spirit-beauty-text", "dragon-might-text", "rules-summary")]
    seen = {m.key for m in msgs}
    assert len(seen) > 120, len(seen)
    for m in msgs:
        for lang in ("en", "pl"):
            render_strict(m, lang)


def test_polish_plurals():
    def build(n):
        return i18n.render(Msg("dragon_castle-ev-build", player="Ala", n=n, cells=["a1"]), "pl")

    assert build(1) == "Ala stawia świątynię na a1."
    assert build(2) == "Ala stawia 2 świątynie na a1."
    assert build(5) == "Ala stawia 5 świątyń na a1."
    merge = Msg("dragon_castle-ev-merge", player="Ala", n=4, type=Msg("dragon_castle-type-soldier"), cells=["a1"],
                vp=2)
    assert i18n.render(merge, "pl") == "Ala scala zestaw: Żołnierze, 4 kamienie (a1): +2 PZ."
    assert "12 kamieni" in i18n.render(Msg("dragon_castle-summary-ongoing", round=3, tiles=12), "pl")
    assert "22 kamienie" in i18n.render(Msg("dragon_castle-summary-ongoing", round=3, tiles=22), "pl")
    assert "1 kamień" in i18n.render(Msg("dragon_castle-summary-ongoing", round=3, tiles=1), "pl")


def test_move_labels_read_well():
    state = make_state(castle={"B2": "m1", "E2": "m1"})
    state, _ = run(state, 0, "take B2", "take E2")
    move = next(m for m in GAME.legal_moves(state, 0) if m.id == "place a1 b2")
    assert i18n.render(move.label, "en") == "Place Merchant 1 on a1 and Merchant 1 on b2"
    # Polish: the verb governs the accusative (issue 9: "Połóż Kupca 1", not "Połóż Kupiec 1")
    assert i18n.render(move.label, "pl") == "Połóż Kupca 1 na a1, a Kupca 1 na b2"
    took = Msg("dragon_castle-ev-take", player="Ala", tile=Msg("dragon_castle-tile-dragon_red"), cell="B2")
    assert i18n.render(took, "pl") == "Ala bierze Czerwonego smoka z pola B2."
    assert i18n.render(Msg("dragon_castle-prompt-place-cell", tile=Msg("dragon_castle-tile-season_spring")),
                       "pl") == "Gdzie położyć Wiosnę?"
    assert i18n.render(Msg("dragon_castle-prompt-place-cell", tile=Msg("dragon_castle-tile-season_summer")),
                       "pl") == "Gdzie położyć Lato?"  # no .acc attribute: the plain form is right


def test_prompts_and_token_labels_along_a_spirit_activation():
    realm = {"a1": "x#", "b1": "m1", "c1": "s2"}
    state = make_state(spirits=["wind"], realms={0: realm}, stage="end")
    moves = GAME.legal_moves(state, 0)
    assert next_tokens(moves, ()) == (["spirit", "confirm"], False)
    assert UI.prompt(state, 0, ("spirit",)).key == "dragon_castle-prompt-spirit-card"
    assert i18n.render(UI.token_label(state, 0, ("spirit",), "wind"), "pl") == "Duch Wiatru"
    assert UI.prompt(state, 0, ("spirit", "wind")).key == "dragon_castle-prompt-spirit-pay"
    assert i18n.render(UI.token_label(state, 0, ("spirit", "wind"), "pool"), "en") == "a shrine from your pool"
    assert i18n.render(UI.token_label(state, 0, ("spirit", "wind"), "b1"), "en") == "Merchant 1 from b1"
    state, _ = run(state, 0, "spirit wind b1")
    assert UI.prompt(state, 0, ()).key == "dragon_castle-prompt-power-wind"
    state, _ = run(state, 0, "flip c1")
    assert UI.prompt(state, 0, ("move",)).key == "dragon_castle-prompt-move-shrine-from"
    assert UI.prompt(state, 0, ("move", "a1")).key == "dragon_castle-prompt-move-to"
    assert i18n.render(UI.token_label(state, 0, ("move", "a1"), "c1"), "en") == "c1: face down (level 1)"
