"""Catalogs (en/pl complete, every produced message renders, Polish plurals) and the UI hooks (prompts, step labels,
quick moves, private summary)."""
from __future__ import annotations

import random
import re
from pathlib import Path

from games.bunny_kingdom import GAME
from games.bunny_kingdom.cards import BY_TOKEN, PARCHMENT_IDS, TOKEN, card_msg, desc_msg
from games.bunny_kingdom.data import RESOURCES, TERRAINS
from games.bunny_kingdom.moves import VERBS
from games.bunny_kingdom.state import PHASES
from games.core import i18n
from games.core.contract import Msg, next_tokens
from games.core.errors import GameError
from tests.games.bunny_kingdom.helpers import into_hand, kingdom, play, random_playout, to_construction
from tests.support.messages import ftl_keys, refusals, render_strict, step_messages

UI = GAME.presentation  # the game's words for the chat

ROOT = Path(__file__).resolve().parents[3]


def test_catalogs_have_the_same_keys_all_prefixed():
    en, pl = ftl_keys("bunny_kingdom", "en"), ftl_keys("bunny_kingdom", "pl")
    assert en == pl and len(en) > 200
    assert all(key.startswith("bunny_kingdom-") for key in en)
    assert i18n.tr("en", "bunny_kingdom-title") == "Bunny Kingdom"
    assert i18n.tr("pl", "bunny_kingdom-title") == "Królestwo Królików"
    assert "bunny_kingdom-rules-summary" in en and "a1" in i18n.tr("pl", "bunny_kingdom-rules-summary")


def test_every_key_named_in_the_engine_and_every_dynamic_key_exists():
    src = ROOT / "games" / "bunny_kingdom"
    used = set()
    for f in src.glob("*.py"):
        used |= set(re.findall(r'"(bunny_kingdom-[a-z0-9_-]*[a-z0-9])"', f.read_text("utf-8")))
    dynamic = {f"bunny_kingdom-card-{t}" for t, ids in BY_TOKEN.items()
               if not any(ids[0].startswith(p) for p in ("T-", "CITY", "CAMP"))}
    dynamic |= {f"bunny_kingdom-desc-{TOKEN[c]}" for c in PARCHMENT_IDS}
    dynamic |= {f"bunny_kingdom-terrain-{t}" for t in TERRAINS} | {f"bunny_kingdom-res-{r}" for r in RESOURCES}
    dynamic |= {f"bunny_kingdom-phase-{p.lower()}" for p in PHASES} | {"bunny_kingdom-dir-left",
                                                                       "bunny_kingdom-dir-right"}
    dynamic |= {f"bunny_kingdom-token-verb-{v}" for v in VERBS}
    dynamic |= {f"bunny_kingdom-prompt-{s}" for s in ("pick-first", "play-card", "camp-number", "build-card",
                                                       "universal-square", "copy-card")}
    missing = (used | dynamic) - ftl_keys("bunny_kingdom", "en")
    assert len(used) > 80 and not missing, missing


BAD = ["pick a1", "pick zz a1", "play a1 discard", "camp 9 a1", "camp 1 k1", "build city3 a1", "build sky-blue a1 a1",
       "undo", "done x", "universal a1 gold", "copy right-copy left-copy", "pass", "build fac-univ z1", "camp 1 a4"]


def test_every_produced_message_renders_in_both_languages():
    msgs: list[Msg] = []
    r = random.Random(3)

    def step(before, seat, move, after, events):
        msgs.extend(e.msg for e in events)
        if r.random() < 0.25:
            msgs.extend(step_messages(GAME, before, seat, r, 2))
            msgs.extend(refusals(GAME, before, seat, r.sample(BAD, 3)))
            for s in range(before["players"]):
                summary = UI.private_summary(GAME.view(before, s))
                if summary is not None:
                    msgs.append(summary)

    for players, seed in ((2, 5), (3, 6), (4, 7)):
        state = random_playout(players, seed, on_step=step)
        msgs.append(GAME.result(state).summary)
        msgs.append(UI.private_summary(GAME.view(state, 0)))
    msgs.append(GAME.result(GAME.setup(3, {}, 1)).summary)
    try:
        GAME.setup(7, {}, 1)
    except GameError as err:
        msgs.append(err.msg())
    seen = {m.key for m in msgs}
    assert len(seen) > 70
    for m in msgs:
        for lang in ("en", "pl"):
            render_strict(m, lang)


def test_card_names_and_descriptions():
    assert i18n.render(Msg("bunny_kingdom-card-fisher"), "pl") == "Rybak"
    assert i18n.render(card_msg("T-C7"), "en") == "C7 (field)"
    assert i18n.render(card_msg("T-C7"), "pl") == "C7 (pole uprawne)"
    assert i18n.render(card_msg("CITY3-2"), "pl") == "Miasto (siła 3)"
    assert i18n.render(card_msg("CAMP-4"), "en") == "Camp 4"
    assert i18n.render(desc_msg("P-FISHER-KING"), "en") == "20 points if you produce at least 7 fish."
    assert "Krulich" in i18n.render(card_msg("P-TREASURE-GUARDIAN"), "pl")


def test_polish_plurals():
    """Polish plural forms: 1 punkt, 2 punkty, 5 punktów, 22 punkty; 1 karta, 4 karty, 12 kart."""
    def harvest(n):
        return i18n.render(Msg("bunny_kingdom-ev-harvest", player="Ala", n=n, fiefs=["x"], total=n), "pl")

    assert "Ala: 1 punkt (" in harvest(1) and "2 punkty" in harvest(2)
    assert "5 punktów" in harvest(5) and "22 punkty" in harvest(22)
    assert "2 points" in i18n.render(Msg("bunny_kingdom-ev-harvest", player="Al", n=2, fiefs=["x"], total=2), "en")

    def passing(n):
        return i18n.render(Msg("bunny_kingdom-ev-pass", n=n, direction=Msg("bunny_kingdom-dir-left")), "pl")

    assert "pozostała karta przechodzi w lewo" in passing(1)
    assert "pozostałe 4 karty przechodzą" in passing(4) and "pozostałych 12 kart przechodzi" in passing(12)
    deal = i18n.render(Msg("bunny_kingdom-ev-round", round=1, n=10, reserve=10,
                           direction=Msg("bunny_kingdom-dir-right")), "pl")
    assert "10 kart eksploracji i 10 zakrytych kart rezerwy" in deal
    deal3 = i18n.render(Msg("bunny_kingdom-ev-round", round=1, n=12, reserve=0,
                            direction=Msg("bunny_kingdom-dir-right")), "en")
    assert deal3.startswith("Round 1 of 4: everyone gets 12 exploration cards. ")


def test_move_labels():
    state = GAME.setup(3, {}, 2)
    into_hand(state, 0, ["T-C7", "CITY2-1"])
    m = next(m for m in GAME.legal_moves(state, 0) if m.id == "pick c7 city2")
    assert i18n.render(m.label, "en") == "Play C7 (field) and City (strength 2)"
    assert i18n.render(m.label, "pl") == "Zagraj: C7 (pole uprawne) i Miasto (siła 2)"


def test_prompts_token_labels_and_quick_moves_through_the_phases():
    state = GAME.setup(3, {}, 2)
    into_hand(state, 0, ["T-C7", "CITY2-1"])
    assert UI.prompt(state, 0, ()).key == "bunny_kingdom-prompt-pick"
    assert UI.prompt(state, 0, ("pick",)).key == "bunny_kingdom-prompt-pick-first"
    assert UI.prompt(state, 0, ("pick", "c7")).key == "bunny_kingdom-prompt-pick-second"
    assert UI.prompt(state, 0, ("pick", "c7", "city2")) is None
    assert i18n.render(UI.token_label(state, 0, ("pick",), "c7"), "en") == "C7 (field)"
    assert UI.token_label(state, 0, (), "pick").key == "bunny_kingdom-token-verb-pick"
    assert UI.quick_moves(state, 0) == ["pick"]
    two = GAME.setup(2, {}, 2)
    move = GAME.legal_moves(two, 0)[0]
    assert UI.prompt(two, 0, ()).key == "bunny_kingdom-prompt-play"
    assert UI.prompt(two, 0, move.tokens[:2]).key == "bunny_kingdom-prompt-discard"
    assert next_tokens(GAME.legal_moves(two, 0), move.tokens[:2]) == (["discard"], False)
    assert UI.token_label(two, 0, move.tokens[:2], "discard").key == "bunny_kingdom-token-verb-discard"
    # construction
    state = kingdom(3, owner={"A1": 0, "C8": 0, "J10": 0}, unbuilt={0: ["CAMP-2", "SKY-BLUE", "CITY3-1"]})
    state, _ = to_construction(state)
    assert UI.prompt(state, 0, ()).key == "bunny_kingdom-prompt-camp" and UI.quick_moves(state, 0) == ["camp"]
    assert UI.prompt(state, 0, ("camp", "2")).key == "bunny_kingdom-prompt-camp-square"
    assert UI.token_label(state, 0, ("camp", "2"), "keep").key == "bunny_kingdom-token-keep"
    assert i18n.render(UI.token_label(state, 0, ("camp",), "2"), "pl") == "Obóz 2"
    state, _ = play(state, 0, "camp 2 keep")
    assert UI.prompt(state, 0, ()).key == "bunny_kingdom-prompt-build"
    assert UI.quick_moves(state, 0) == ["build", "done"]
    assert UI.prompt(state, 0, ("build", "sky-blue")).key == "bunny_kingdom-prompt-build-square"
    p = UI.prompt(state, 0, ("build", "sky-blue", "a1"))
    assert p.key == "bunny_kingdom-prompt-build-square2" and p.params["square"] == "A1"
    assert UI.prompt(state, 0, ("build", "city3", "c8")) is None
    assert next_tokens(GAME.legal_moves(state, 0), ("build", "city3")) == (["c8"], False)
    state, _ = play(state, 0, "build city3 c8")
    assert UI.quick_moves(state, 0) == ["build", "undo", "done"]
    summary = UI.private_summary(GAME.view(state, 0))  # the plan, among the hand's other lines
    assert "City (strength 3) → C8" in i18n.render(summary, "en")
    assert UI.private_summary(GAME.view(state, None)) is None


def test_private_summary_during_a_pick():
    state = GAME.setup(3, {}, 2)
    into_hand(state, 0, ["T-C7", "CITY2-1"])
    text = i18n.render(UI.private_summary(GAME.view(state, 0)), "en")
    assert text.startswith("Your hand (12): ") and "Your pick: not chosen yet" in text
    state, _ = play(state, 0, "pick c7 city2")
    text = i18n.render(UI.private_summary(GAME.view(state, 0)), "pl")
    assert "Twój wybór: C7 (pole uprawne) i Miasto (siła 2)" in text
