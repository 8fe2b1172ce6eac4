"""Move routes (RULES.md §7.1): a Move names its destination, and its way there only when the ways differ in what
happens on them (TG-MOV-4); every Area entered on the way fires the active Event card there, in order (TG-MOV-5,
TG-EVT-7 a); red borders end a Move (TG-MOV-6), blue ones cost their toll (TG-MOV-7)."""
from __future__ import annotations

import pytest

from games.core import i18n
from games.core.errors import GameError
from games.thorgal import atlas, routes
from games.thorgal import decisions as dc
from games.thorgal import effects as fx
from games.thorgal.data import ADVENTURES
from games.thorgal.game import GAME
from tests.games.thorgal.helpers import ids, play

UI = GAME.presentation  # the game's words for the chat


def game() -> dict:
    return GAME.setup(2, {"first": 1, "heroes": "brand,edda"}, 3)


def settle(state: dict) -> dict:
    while dc.pending(state) is not None and not GAME.is_over(state):
        seat = sorted(GAME.actors(state))[0]
        state = play(state, seat, GAME.default_move(state, seat))
    return state


def activate(state: dict, deck: str, card: str) -> None:
    state["decks"]["events"][deck].remove(card)
    state["active_event"] = {"deck": deck, "id": card}


def moving(area: str, value: int, round_: int = 5, event: str | None = None) -> dict:
    """Brand in ``area``, resolving a Move of ``value`` (AC01's token placed, the value then set)."""
    s = game()
    s["round"] = round_
    s["heroes"][0]["area"] = area
    if event:
        activate(s, "coast", event)
    s = play(s, 0, "play out 1")  # AC01, Move
    assert s["stage"] == "main" and s["act"]["type"] == "move"
    s["act"]["value"] = value
    return s


def words(state: dict, move: str, lang: str = "en") -> str:
    label = next(m.label for m in GAME.legal_moves(state, 0) if m.id == move)
    return i18n.render(label, lang, lambda seat: f"P{seat + 1}")


def test_tg_mov_4_one_move_per_destination_while_the_ways_do_the_same():
    """TG-MOV-4: without an Event card that fires in an Area, no toll and no red border in the way, each
    destination is one move, ``move <area>``, as before (the picker never offers a one-item menu of ways)."""
    s = moving("A5", 3)
    moves = {m for m in ids(s) if m.startswith("move")}
    assert moves == {"move A1", "move A2", "move A3", "move A4", "move A6", "move A7", "move A8"}
    assert words(s, "move A8") == "Move to Raider Camp"


def test_tg_mov_4_tg_mov_5_a_choice_of_ways_when_one_enters_an_area_that_fires():
    """TG-MOV-4, TG-MOV-5, TG-EVT-7: with C3 active (a monomino wound on entering Cliff Path, A7), Raider Camp
    can be reached through Smugglers' Cove or through Cliff Path: two moves, named by the Areas passed through,
    each doing what its way does; a destination whose ways all fire alike stays one move."""
    s = moving("A5", 3, event="C3")
    assert {"move A8 A6", "move A8 A7"} <= ids(s) and "move A8" not in ids(s)
    assert "move A7" in ids(s) and "move A6" in ids(s)  # every way to them does the same
    assert words(s, "move A8 A7") == "Move to Raider Camp through Cliff Path"
    assert words(s, "move A8 A7", "pl") == "Idź do Obszaru Obóz Najeźdźców (po drodze: Ścieżka Klifowa)"
    safe = settle(play(s, 0, "move A8 A6"))
    assert safe["heroes"][0]["area"] == "A8" and safe["heroes"][0]["wounds"] == []
    hurt = settle(play(s, 0, "move A8 A7"))  # the wound of A7, though the Move ends in A8
    assert hurt["heroes"][0]["area"] == "A8" and [w["shape"] for w in hurt["heroes"][0]["wounds"]] == ["M1"]


def test_tg_mov_5_every_area_entered_fires_each_time_even_passing_through_or_back():
    """TG-MOV-5 / TG-EVT-7 a: once per entry: a way that enters Cliff Path twice wounds twice, and a Move that
    leaves Old Quarry and comes back through Cliff Path is a way of its own (it fires there)."""
    s = moving("A3", 3, event="C3")
    assert {"move A7 direct", "move A7 A7-A3", "move A3 A7"} <= ids(s)
    assert words(s, "move A7 direct") == "Move to Cliff Path straight across the border"
    twice = settle(play(s, 0, "move A7 A7-A3"))
    assert twice["heroes"][0]["area"] == "A7" and len(twice["heroes"][0]["wounds"]) == 2
    back = settle(play(s, 0, "move A3 A7"))
    assert back["heroes"][0]["area"] == "A3" and len(back["heroes"][0]["wounds"]) == 1
    quiet = moving("A3", 3)  # nothing fires anywhere: coming back is doing nothing, not a Move
    assert not any(m.startswith("move A3") for m in ids(quiet))


def test_tg_mov_5_the_areas_fire_in_order_with_the_hero_standing_in_each(monkeypatch):
    """TG-MOV-5: the effects of each Area entered resolve when the figure is there, before it goes on: a trigger
    "gain 1 resource of this Area" in Fishers' Row (whose only Source is Material) gives Material at once, then
    Birch Wood's trigger gives its Ore."""
    card = next(c for c in ADVENTURES["saltcliff_beacon"]["event_decks"]["coast"]["cards"] if c["id"] == "C3")
    monkeypatch.setitem(card, "action_phase", [
        {"trigger": "enter_or_act_in_area", "area": "A2", "effects": [{"op": "gain", "res": "area", "n": 1}]},
        {"trigger": "enter_or_act_in_area", "area": "A5", "effects": [{"op": "gain", "res": "ore", "n": 1}]}])
    s = moving("A1", 2, round_=3, event="C3")
    assert {"move A5 A2", "move A5 A3"} <= ids(s)
    before = dict(s["heroes"][0]["resources"])
    s, events = GAME.apply(s, 0, "move A5 A2")
    assert dc.pending(s) is None and s["heroes"][0]["area"] == "A5"  # no question: Fishers' Row has one Source
    assert s["heroes"][0]["resources"]["material"] == before["material"] + 1
    assert s["heroes"][0]["resources"]["ore"] == before["ore"] + 1
    gains = [e.msg.params["what"].params for e in events if e.msg.key == "thorgal-ev-gain" and e.to is None]
    assert [g["n"] for g in gains] == [1, 1]
    assert [i18n.render(e.msg, "en", str) for e in events if e.msg.key == "thorgal-ev-gain" and e.to is None] == [
        "Brand Ironhand gains 1 Material.", "Brand Ironhand gains 1 Ore."]


def test_tg_mov_6_tg_mov_7_red_borders_stop_blue_borders_cost_and_the_cheaper_way_is_walked():
    """TG-MOV-6: the Tide Causeway (red) ends a Move, so Smugglers' Cove is out of reach through it; TG-MOV-7: the
    Ferry (blue) costs 1 Material, said in the move's words; where a way without the toll leads there too, the
    Move takes it and costs nothing."""
    s = moving("A1", 2, round_=3)
    assert "move A6" not in ids(s) and "move A4" in ids(s)  # A1-A4 (red) then the Ferry would cost 2, but ends
    far = moving("A5", 3)
    assert words(far, "move A4") == "Move to Shrine of Tides"  # through A2 and A1 (red, last): no toll
    walked = play(far, 0, "move A4")
    assert walked["heroes"][0]["resources"] == far["heroes"][0]["resources"]
    near = moving("A5", 2)
    near["heroes"][0]["resources"]["material"] = 1
    assert words(near, "move A4") == "Move to Shrine of Tides (toll: 1 Material)"
    assert words(near, "move A4", "pl") == "Idź do Obszaru Chram Pływów (opłata: 1 Budulec)"
    paid = play(near, 0, "move A4")
    assert paid["heroes"][0]["area"] == "A4" and paid["heroes"][0]["resources"]["material"] == 0
    near["heroes"][0]["resources"]["material"] = 0
    assert "move A4" not in ids(near)  # nobody can pay: that crossing is illegal


def test_tg_mov_7_a_toll_on_the_way_is_paid_by_a_hero_where_it_is_crossed():
    """TG-MOV-7 with TG-GEN-5: a hero in the Area where the Ferry is crossed may pay (with consent); the route's
    words name the payer."""
    s = moving("A4", 2, round_=3)
    s["heroes"][0]["resources"]["material"] = 0
    s["heroes"][1].update(area="A4")
    s["heroes"][1]["resources"]["material"] = 1
    assert "move A6 @2" in ids(s) and "move A6" not in ids(s)
    assert words(s, "move A6 @2") == "Move to Smugglers' Cove (toll: 1 Material, paid by Edda Longstride)"
    s["heroes"][1].update(area="A1")  # not where the crossing is made
    assert not any(m.startswith("move A6") for m in ids(s))


def test_tg_mov_4_a_way_that_is_not_offered_is_refused_with_its_reason():
    """TG-MOV-4: where several ways differ, the Move must say which (a localized reason, the rule, no change); a
    way that does not lead there is refused too."""
    s = moving("A5", 3, event="C3")
    for move, key, rule, name in (("move A8", "thorgal-err-move-which", "TG-MOV-4", "Obóz Najeźdźców"),
                                  ("move A8 A2", "thorgal-err-move-route", "TG-MOV-4", "Obóz Najeźdźców"),
                                  ("move A9", "thorgal-err-move-to", "TG-MOV-1", "Latarnia na Słonym Klifie")):
        with pytest.raises(GameError) as e:
            GAME.apply(s, 0, move)
        assert (e.value.key, e.value.rule) == (key, rule)
        assert name in i18n.render(e.value.msg(), "pl", str)
    assert s["heroes"][0]["area"] == "A5" and s["stage"] == "main"


def test_tg_mov_4_the_picker_asks_where_then_which_way():
    """TG-MOV-4: step by step, the Area first ("Where to?"), then the way ("Which way?"), each in words."""
    s = moving("A5", 3, event="C3")
    assert UI.prompt(s, 0, ("move",)).key == "thorgal-prompt-step-area"
    assert UI.prompt(s, 0, ("move", "A8")).key == "thorgal-prompt-step-route"
    assert i18n.render(UI.token_label(s, 0, ("move",), "A8"), "pl", str) == "Idź do Obszaru Obóz Najeźdźców"
    assert i18n.render(UI.token_label(s, 0, ("move", "A8"), "A7"), "en", str) == \
        "Move to Raider Camp through Cliff Path"


def test_tg_mov_1_tg_mov_3_every_offered_way_is_a_legal_path():
    """TG-MOV-1..7: each route the moves walk is a legal declared path (atlas.move_plan), within the value, and
    ends where its move says."""
    for area, value, round_ in (("A1", 3, 3), ("A5", 4, 5), ("A3", 3, 4), ("A7", 5, 8), ("A4", 2, 2)):
        s = moving(area, value, round_=round_, event="C3")
        for move_ids, route in routes.options(s, 0, value):
            assert route["path"][0] == area and route["path"][-1] == move_ids[1]
            atlas.move_plan(s, route["path"], value)  # raises if illegal
            assert route["cost"] <= value


def test_tg_evt_7_a_move_hero_effect_counts_as_entering():
    """TG-EVT-7 a, §0.9 move_hero: the active hero's figure relocated into Cliff Path under C3 is wounded there;
    another hero relocated there is not (the trigger is the active hero's)."""
    s = game()
    s["round"] = 4
    activate(s, "coast", "C3")
    out: list = []
    fx.resolve(s, [{"op": "move_hero", "who": "each", "area": "A7"}], {"hero": 0, "loc": None, "para": None,
                                                                       "revealed": False})
    dc.run(s, out)
    s = settle(s)
    assert [h["area"] for h in s["heroes"]] == ["A7", "A7"]
    assert len(s["heroes"][0]["wounds"]) == 1 and s["heroes"][1]["wounds"] == []
