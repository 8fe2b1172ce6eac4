"""When a main action can or cannot be resolved: the end of the Journey Path (TG-JRN-13), a Special card's own
condition (TG-REP-6), an Assign of nothing that checks a cost already met (TG-ASG-10), and a dual card's choice that
could only be declined (TG-ROW-4, TG-ROW-11)."""
from __future__ import annotations

import pytest

from games.core import i18n
from games.core.errors import GameError
from games.thorgal import actions, row
from games.thorgal import decisions as dc
from games.thorgal import journey as jr
from games.thorgal.atlas import adventure
from games.thorgal.data import ACTION_CARDS, TERRAIN
from games.thorgal.game import GAME
from tests.games.thorgal.helpers import ids, play


def game(heroes: str = "brand,edda") -> dict:
    """Brand (seat 0) in Harbor Square; Edda waits in Fishers' Row, so she shares nothing (TG-GEN-5)."""
    s = GAME.setup(2, {"first": 1, "heroes": heroes}, 3)
    s["heroes"][1]["area"] = "A2"
    return s


def slot(state: dict, card: str) -> str:
    return str(1 + next(i for i, s in enumerate(state["row"]) if s["card"] == card))


def start(state: dict, card: str) -> dict:
    """Brand's token goes under ``card``; past the item/skill window, if there is one."""
    state = play(state, 0, f"play out {slot(state, card)}")
    return play(state, 0, "go") if state["stage"] == "start" else state


def tile(state: dict, cells: set) -> str:
    """The offered Journey move that lays a tile on exactly ``cells``."""
    return next(m for m in ids(state) if m.startswith("tile ") and set(actions.tile_cells(*m.split()[1:])) == cells)


def path_of(state: dict, cards: list[str]) -> None:
    """The Journey Path is ``cards``; every other Terrain card is in the deck, in its data order (top last)."""
    state["path"]["cards"] = list(cards)
    state["decks"]["terrain"] = [c for c in TERRAIN if c not in cards][::-1]


# ---- TG-JRN-13 ---------------------------------------------------------------------------------------------------
def test_tg_jrn_13_no_tile_once_the_deck_is_empty_and_a_tile_reaches_the_last_column():
    """TG-JRN-13: with Terrain cards left, a tile may still go down the last column; once the deck is empty and a
    tile covers that column, no tile is offered or accepted (localized reason, rule, no change), while the token
    still goes under the Journey card and the action ends with nothing: by itself, as a question whose only answer
    is "do nothing" is never asked (issue 26), unless something else is at hand (a refresh here)."""
    s = game()
    cards = list(TERRAIN)
    path_of(s, cards[:-1])
    last = 4 * len(cards[:-1]) - 1
    s["path"]["tiles"] = [[[last - 1, 0], [last, 0]]]
    going = start(s, "AC05")
    assert not jr.exhausted(going) and tile(going, {(last, 1), (last, 2)})  # the deck still has a card

    path_of(s, cards)
    last = 4 * len(cards) - 1
    s["path"]["tiles"] = [[[last - 1, 0], [last, 0]]]
    assert s["decks"]["terrain"] == [] and jr.exhausted(s)
    assert f"play out {slot(s, 'AC05')}" in ids(s)  # the token may still go there
    passed, events = GAME.apply(s, 0, f"play out {slot(s, 'AC05')}")
    assert passed["turn"] == 1 and passed["path"]["tiles"] == s["path"]["tiles"]
    assert any(e.msg.key == "thorgal-ev-idle" for e in events)
    s["heroes"][0].update(skill_active=False)
    s["heroes"][0]["resources"]["magic"] = 2  # Brand may refresh his skill: the action stays open
    ended = start(s, "AC05")
    assert ended["act"]["type"] == "journey" and ids(ended) == {"skip", "refresh"}
    with pytest.raises(GameError) as e:
        GAME.apply(ended, 0, f"tile I2 o2 {last} 1")
    assert e.value.rule == "TG-JRN-13" and e.value.key == "thorgal-err-journey-ended"
    assert "Ścieżka Wędrówki się skończyła" in i18n.render(e.value.msg(), "pl", str)
    assert jr.placement_error(ended, [(last, 1), (last, 2)]).rule == "TG-JRN-13"
    assert ended["path"]["tiles"] == [[[last - 1, 0], [last, 0]]]
    done = play(ended, 0, "skip")
    assert done["turn"] == 1 and done["path"]["tiles"] == ended["path"]["tiles"]


# ---- TG-REP-6 ----------------------------------------------------------------------------------------------------
def spare_rope(heroes: str = "brand,edda") -> dict:
    """SB "Spare Rope" under the Journey card; the path is T01 alone, T04 next in the deck (its bonus: 1 Ore)."""
    s = game(heroes)
    path_of(s, ["T01"])
    s["decks"]["terrain"].remove("T04")
    s["decks"]["terrain"].append("T04")
    row.attach_special(s, next(x for x in adventure(s)["action_cards"]["special_cards"] if x["id"] == "SB"))
    assert s["row"][int(slot(s, "AC05")) - 1]["special"] == "SB"
    return s


def test_tg_rep_6_the_special_card_pays_only_on_its_own_condition():
    """TG-REP-6: Spare Rope gives 1 Material after the Journey only "if you revealed a Terrain card during it"
    (``revealed_terrain_this_action``): a Journey that reveals nothing gets nothing from it."""
    s = start(spare_rope(), "AC05")
    before = dict(s["heroes"][0]["resources"])
    s = play(s, 0, tile(s, {(0, 3), (1, 3)}), "stop")  # a blank space and Gossip; column 2 not reached
    assert len(s["path"]["cards"]) == 1 and s["turn"] == 1
    after = s["heroes"][0]["resources"]
    assert after["gossip"] == before["gossip"] + 1 and after["material"] == before["material"]


def test_tg_rep_6_the_special_card_pays_after_a_journey_that_revealed():
    """TG-REP-6, TG-JRN-7: the second tile reaches T01's reveal column: T04 joins the path (its bonus, 1 Ore), and
    after the main action Spare Rope gives its 1 Material."""
    s = start(spare_rope(), "AC05")
    before = dict(s["heroes"][0]["resources"])
    s = play(s, 0, tile(s, {(0, 3), (1, 3)}))
    s = play(s, 0, tile(s, {(2, 3), (2, 2)}))  # (2, 2) is an ``A`` space of Harbor Square: a type to choose
    assert dc.pending(s)["t"] == "gain_type"
    s = play(s, 0, "res gossip")
    assert s["path"]["cards"] == ["T01", "T04"] and s["turn"] == 1
    after = s["heroes"][0]["resources"]
    assert after["material"] == before["material"] + 1  # Spare Rope
    assert after["ore"] == before["ore"] + 1 and after["gossip"] == before["gossip"] + 2


# ---- TG-ASG-10 ---------------------------------------------------------------------------------------------------
def test_tg_asg_10_an_assign_of_nothing_checks_a_cost_already_met():
    """TG-ASG-10 with TG-ASG-6: the resources already on Harbor Notice Board (L1, 2 Gossip) meet its cost; a hero
    without Gossip may still resolve it with an Assign of 0 resources, which checks the cost: the paragraph is
    read and exactly the cost discarded."""
    s = game()
    s["heroes"][0]["resources"]["gossip"] = 0
    s["board"]["assigned"]["L1"] = {"gossip": 2, "ore": 0}
    s = start(s, "AC07")
    assert {m for m in ids(s) if m.startswith("assign")} == {"assign L1"}
    label = next(m.label for m in GAME.legal_moves(s, 0) if m.id == "assign L1")
    assert i18n.render(label, "en", str).startswith("Assign nothing more to ")
    assert i18n.render(label, "pl", str).startswith("Niczego nie dokładaj w Lokacji ")
    s = play(s, 0, "assign L1")
    assert 1 in s["read_paragraphs"] and s["board"]["assigned"]["L1"] == {} and "L1" in s["board"]["read"]


def test_tg_asg_10_no_assign_of_nothing_where_it_would_change_nothing():
    """TG-ASG-10: while the resources there do not meet the cost, an Assign of nothing is not offered and is
    refused with its reason (no change); with nothing to place anywhere, only ``skip`` is left (and the action ends
    by itself, unless something else is at hand: a refresh here)."""
    s = game()
    s["heroes"][0]["resources"].update(gossip=0, ore=0, material=0, magic=0)
    s["board"]["assigned"]["L1"] = {"gossip": 1}
    assert start(s, "AC07")["turn"] == 1
    s["heroes"][0].update(skill_active=False)
    s["heroes"][0]["resources"]["magic"] = 2
    s = start(s, "AC07")
    assert ids(s) == {"skip", "refresh"}
    with pytest.raises(GameError) as e:
        GAME.apply(s, 0, "assign L1")
    assert e.value.rule == "TG-ASG-10" and e.value.key == "thorgal-err-assign-none"
    assert s["board"]["assigned"]["L1"] == {"gossip": 1} and s["stage"] == "main"


def test_tg_asg_10_tg_row_4_a_dual_cards_assign_that_could_only_be_declined_is_not_offered(monkeypatch):
    """TG-ROW-4 with TG-ASG-1/10 and TG-ROW-11: on a dual Assign/Craft card, the Assign choice is offered only
    when something could be assigned (or a met cost checked); otherwise choosing it could only be followed by
    ``skip`` and would waste the turn, so only the Craft choice places the token there. A single Assign card stays
    a legal place for a token (TG-ROW-11: tokens also power later cards)."""
    monkeypatch.setitem(ACTION_CARDS, "AC99", {
        "id": "AC99", "number": 7, "main": [{"type": "assign", "value": 2}, {"type": "craft", "value": 1}],
        "additional_effects": [], "bonuses": []})
    s = game()
    s["heroes"][0]["resources"].update(gossip=0, ore=0, material=0, magic=0)
    dual = slot(s, "AC07")
    s["row"][int(dual) - 1] = {"card": "AC99", "special": None}
    assert f"play out {dual} m2" in ids(s) and f"play out {dual} m1" not in ids(s)
    s["board"]["assigned"]["L1"] = {"gossip": 2}  # a met cost to check: the Assign choice matters
    assert f"play out {dual} m1" in ids(s)
    s["board"]["assigned"]["L1"] = {}
    with_item = {**s, "heroes": [{**s["heroes"][0], "items": ["IT13"]}, s["heroes"][1]]}
    assert f"play out {dual} m1" in ids(with_item)  # IT13 gives 1 Gossip at the start of an Assign
    s["heroes"][0]["resources"]["gossip"] = 1  # something to place
    assert f"play out {dual} m1" in ids(s)
    single = game()
    single["heroes"][0]["resources"].update(gossip=0, ore=0, material=0, magic=0)
    assert f"play out {slot(single, 'AC07')}" in ids(single)


def test_tg_jrn_13_tg_row_4_a_dual_cards_journey_on_an_ended_path_is_not_offered(monkeypatch):
    """TG-JRN-13 with TG-ROW-4: on a dual Journey/Craft card, once the path has ended only the Craft choice is
    offered (the Journey could only be declined); before that, both."""
    monkeypatch.setitem(ACTION_CARDS, "AC98", {
        "id": "AC98", "number": 5, "main": [{"type": "journey", "value": 2}, {"type": "craft", "value": 1}],
        "additional_effects": [], "bonuses": []})
    s = game()
    dual = slot(s, "AC05")
    s["row"][int(dual) - 1] = {"card": "AC98", "special": None}
    assert {f"play out {dual} m1", f"play out {dual} m2"} <= ids(s)
    path_of(s, list(TERRAIN))
    last = 4 * len(TERRAIN) - 1
    s["path"]["tiles"] = [[[last - 1, 0], [last, 0]]]
    assert f"play out {dual} m2" in ids(s) and f"play out {dual} m1" not in ids(s)
