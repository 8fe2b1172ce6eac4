"""Simurgh's words as a rulebook would write them (issue 27): repeated steps merged with the right plural, the case
after a preposition, no raw token on a button, questions that say how much is still owed, the last secret pick."""
from __future__ import annotations

from games.core import i18n
from games.core.contract import Msg
from games.simurgh import GAME, ui
from games.simurgh.data import RESOURCES
from games.simurgh.labels import dragon_msg
from games.simurgh.turns import merged
from tests.games.simurgh.helpers import give_dragon, play, table

UI = GAME.presentation  # the game's words for the chat


def say(msg, lang="pl") -> str:
    return i18n.render(msg, lang, lambda seat: f"P{seat}")


def public(events, lang="pl") -> list[str]:
    """What a step says: the mover's own line of a step of a turn still open (the table reads it with the whole
    turn), the table's lines of a turn that ends."""
    return [say(e.msg, lang) for e in events if e.to is None and not e.quiet or e.to is not None and e.quiet]


def test_sim_4_7_repeated_returns_merge_with_fluent_plurals():
    """SIM-4.7: tiles put back one by one are told once: 1 płytkę, 2-4 płytki, 5+ płytek."""
    for n, pl, en in ((1, "odkłada zakrytą płytkę", "puts a drawn tile back"),
                      (3, "odkłada 3 zakryte płytki", "puts 3 drawn tiles back"),
                      (5, "odkłada 5 zakrytych płytek", "puts 5 drawn tiles back")):
        line = Msg("simurgh-ev-step", player=0, what=merged([Msg("simurgh-ev-returned", count=1)] * n))
        assert say(line) == f"0: {pl}."
        assert en in say(line, "en")


def test_sim_8_10_breeding_grounds_turn_reads_once_per_step():
    """SIM-8.10/SIM-7.10: keep 1 of 3 drawn dragons with its markers, put 2 back: one merged step, the dragon in the
    accusative with its colour agreeing."""
    s = table()
    top3 = s["stacks"]["dragons"][-3:]
    s, _ = play(s, 0, "place C10 dragonrider")
    keep, first, second = top3[-1], top3[-2], top3[-3]
    s, events = play(s, 0, f"keep {keep}", f"return {first} bottom", f"return {second} top", "end")
    (turn,) = [t for t in public(events) if t.startswith("P0: stawia")]
    assert turn.count("odkłada") == 1 and "odkłada 2 zakryte płytki" in turn
    assert "z 3 znacznikami" in turn and "ze znacznikami:" not in turn
    assert "stawia Jeźdźca smoków na Terenach hodowlanych" in turn


def test_sim_6_6_withdraw_names_the_place_in_the_genitive():
    """SIM-6.6: "Zabierz wasali z Biblioteki", "zabiera wasala ze Zbrojowni" — never "Zabierz z: Biblioteka"."""
    s = table()
    s, _ = play(s, 0, "place C02 spearman")
    s = _to_seat(s, 0)
    labels = {m.id: say(m.label) for m in GAME.legal_moves(s, 0)}
    assert labels["withdraw C02"] == "Zabierz wasali z Biblioteki"
    assert say(UI.token_label(s, 0, ("withdraw",), "C02")) == "Biblioteka"
    _, events = play(s, 0, "withdraw C02")
    assert any("zabiera wasala z Biblioteki" in t for t in public(events))
    s2 = table()
    s2, _ = play(s2, 0, "place C01 spearman")
    s2 = _to_seat(s2, 0)
    _, events = play(s2, 0, "withdraw C01")
    assert any("zabiera wasala ze Zbrojowni" in t for t in public(events))
    assert any("takes back a vassal from the Armory" in t for t in public(events, "en"))


def _to_seat(s, seat):
    if s["active"] == seat and s["turn"]["main"] is not None:
        s, _ = play(s, seat, "end")
    while s["active"] != seat or s["turn"]["main"] is not None:  # the others play their default moves
        mover = s["active"]
        s, _ = play(s, mover, GAME.default_move(s, mover))
    return s


def test_sim_11_6_trigger_buttons_are_words_in_both_languages():
    """SIM-11.6: asked whether to use a dragon's ability, no button shows the raw token "trigger"."""
    s = table()
    give_dragon(s, 0, "D53")
    s, _ = play(s, 0, "place C02 spearman")
    assert s["turn"]["queue"][0]["t"] == "trigger"
    for lang in ("pl", "en"):
        buttons = [say(UI.token_label(s, 0, (), t), lang) for t in ("trigger", "decline")]
        assert all("trigger" not in b and "decline" not in b for b in buttons), buttons
    assert say(UI.token_label(s, 0, (), "trigger")) == "Tak, użyj zdolności"


def test_sim_5_5_the_limits_question_says_how_many_are_still_owed():
    """SIM-5.5: the question names how many resources are still to be returned, and counts down."""
    s = table()
    s["seats"][0]["resources"] = {r: 3 for r in RESOURCES}  # 18
    s, _ = play(s, 0, "place C01 spearman", "end")  # 19: 4 over
    assert say(UI.prompt(s, 0, ())) == "Koniec tury ponad limitem: oddaj jeszcze 4 surowce."
    assert say(UI.prompt(s, 0, ()), "en") == "Over a limit at the end of your turn: return 4 more resources."
    assert say(UI.prompt(s, 0, ("return", "weapon"))) == "Ile oddajesz?"
    s, _ = play(s, 0, "return weapon 2")
    assert "oddaj jeszcze 2 surowce" in say(UI.prompt(s, 0, ()))


def test_english_bundles_read_like_a_rulebook():
    """Choices and mixes in words, not data: "1 vegetable or 1 meat", "3 wood or stone in any mix"; Wilds slots by
    their number, never "WS1"."""
    s = table()
    texts = [say(UI.token_label(s, 0, ("lay", t), slot), "en") for t in s["seats"][0]["hand"][:1]
             for slot in ("WS1", "WS2")]
    assert "Wilds slot 1 (+1 vegetable or 1 meat)" in texts
    assert not any("WS" in t or "one of them" in t for t in texts)
    from games.simurgh.labels import raw_bundle_msg
    mix = raw_bundle_msg({"any_of": [{"n": 3, "from": ["wood", "stone"]}]})
    assert say(mix, "en") == "3 wood or stone in any mix"
    assert say(mix) == "3 surowce w dowolnym podziale: drewno albo kamień"


def test_private_summary_has_no_capital_after_a_comma():
    view = {"private": {"power_tiles": ["W29"], "drawn": {"kind": "dragons", "tiles": ["D49"]}}}
    text = say(ui.private_summary(view))
    assert ", D" not in text and text.startswith("Twoja płytka mocy: Moc 29.\nDobrane: ")


def test_sim_16_1_the_last_secret_pick_does_not_promise_a_change():
    """SIM-16.1: a choice can change until everyone has chosen; the last chooser is not told it still can."""
    s = GAME.setup(2, {"mode": "dragonlord", "length": "short", "first": 1}, 3)
    while s["phase"] != "DRAGON_CHOICE":
        seat = next(iter(GAME.actors(s)))
        s, _ = GAME.apply(s, seat, GAME.legal_moves(s, seat)[0].id)
    s, first = GAME.apply(s, 0, GAME.legal_moves(s, 0)[0].id)
    assert "dopóki wszyscy nie wybiorą" in say(next(e.msg for e in first if e.to == 0))
    s, last = GAME.apply(s, 1, GAME.legal_moves(s, 1)[0].id)
    dm = [say(e.msg) for e in last if e.to == 1] + [say(e.msg, "en") for e in last if e.to == 1]
    assert dm and not any("dopóki" in t or "until everyone" in t for t in dm)


def test_dragon_names_agree_in_case():
    assert say(Msg("simurgh-ev-keep", dragon=dragon_msg("D63"), n=1)) == "zatrzymuje Smoka 63 (złotego) z 1 znacznikiem"
