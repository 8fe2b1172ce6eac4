"""More of Thorgal's rules, each with its observable outcome on the demo adventure: setup, the map, the row, cover
effects, Gather, Combat details, enemies, the Event phase, items and skills, general rules."""
from __future__ import annotations

import pytest

from games.core.errors import GameError
from games.thorgal import actions, atlas, combat, events, journey, row
from games.thorgal import decisions as dc
from games.thorgal import effects as fx
from games.thorgal.data import ADVENTURES, FINDINGS, HEROES, ITEMS, TERRAIN
from games.thorgal.game import GAME
from tests.games.thorgal.helpers import ids, play, rulebook_setup


def game(players: int = 2, heroes: str = "brand,edda", seed: int = 3, **options) -> dict:
    return rulebook_setup(players, {"first": 1, "heroes": heroes, **options}, seed)


def run(state: dict, effects: list, seat: int = 0) -> list:
    out: list = []
    fx.resolve(state, effects, {"hero": seat, "loc": None, "para": None, "revealed": False})
    dc.run(state, out)
    return out


def settle(state: dict) -> dict:
    """Answer every pending decision with its default (TG-ASY-3)."""
    while dc.pending(state) is not None and not GAME.is_over(state):
        state = play(state, sorted(GAME.actors(state))[0], GAME.default_move(state, sorted(GAME.actors(state))[0]))
    return state


def activate(state: dict, deck: str, card: str) -> None:
    """Make ``card`` the active Event card (taken from its deck: every card stays in one place)."""
    state["decks"]["events"][deck].remove(card)
    state["active_event"] = {"deck": deck, "id": card}


def give_item(state: dict, seat: int, item: str) -> None:
    for pile in (state["decks"]["item"], state["display"], state["discards"]["item"]):
        if item in pile:
            pile.remove(item)
            break
    fx.refill_display(state)
    state["heroes"][seat]["items"].append(item)


def slot(state: dict, card: str) -> str:
    return str(1 + next(i for i, s in enumerate(state["row"]) if s["card"] == card))


# ---- setup ----------------------------------------------------------------------------------------------------
def test_setup_in_detail():
    """TG-S-1: the adventure (the demo by default); TG-S-2: its map; TG-S-3: an unlimited supply (resources have
    no cap); TG-S-5: two Event decks shuffled separately; TG-S-7: the Finding deck; TG-S-10: four Enemy decks;
    TG-S-11/TG-S-13: each hero's board, skill (active), item and markers; TG-S-14: unused heroes leave;
    TG-S-17: the first player by option; TG-S-18: the adventure's own setup; TG-S-20: seats in joining order."""
    s = game(3, heroes="halvar,sigrun,brand", first=2)
    adv = ADVENTURES["saltcliff_beacon"]
    assert s["adventure"] == "saltcliff_beacon"
    assert set(s["board"]["borders"]) == {b["id"] for b in adv["map"]["borders"]}
    assert set(s["decks"]["events"]) == {"raiders", "coast"} and len(s["decks"]["events"]["coast"]) == 6
    assert sorted(s["decks"]["finding"]) == sorted(FINDINGS) and set(s["decks"]["enemy"]) == {
        "minor", "average", "powerful", "monstrous"}
    assert [h["id"] for h in s["heroes"]] == ["H_HALVAR", "H_SIGRUN", "H_BRAND"]
    assert all(h["skill_active"] and h["items"] == [HEROES[h["id"]]["starting_item"]] for h in s["heroes"])
    assert "H_EDDA" not in {h["id"] for h in s["heroes"]}
    assert s["first"] == 1 and s["controller"] == [0, 1, 2]
    assert s["board"]["enemies"]["L15"] == ["monstrous"] and s["track"] == 0
    run(s, [{"op": "gain", "res": "ore", "n": 500, "who": "active"}])
    assert s["heroes"][0]["resources"]["ore"] == 501


# ---- the map --------------------------------------------------------------------------------------------------
def test_map_areas_locations_runes():
    """TG-MAP-1: Areas have numbers and Sources; TG-MAP-2: heroes stand in Areas and use their Locations;
    TG-MAP-3: a higher-numbered Area is unavailable; TG-MAP-6: a Location has an action and an effect;
    TG-MAP-8: runes only select Locations (a token on every ``wave`` Assign Location)."""
    s = game()
    areas = atlas.areas(s)
    assert areas["A1"]["number"] == 1 and areas["A1"]["sources"] == ["gossip", "material"]
    assert s["heroes"][0]["area"] == "A1" and atlas.here(s, 0, "L1") and not atlas.here(s, 0, "L3")
    assert atlas.available(s, "A2") and not atlas.available(s, "A3")
    loc = atlas.locations(s)["L1"]
    assert loc["action"]["type"] == "assign" and loc["effects"]
    run(s, [{"op": "place_token", "token": "blocked", "target": {"rune": "wave", "action": "assign"}}])
    assert set(s["board"]["blocked"]) == {"L3", "L4", "L7", "L16"}


def test_tg_map_9_a_hero_moved_past_the_round_may_act_there():
    """TG-MAP-9."""
    s = game()
    run(s, [{"op": "move_hero", "who": "active", "area": "A9", "ignore_area_number": True}])
    assert s["heroes"][0]["area"] == "A9"
    run(s, [{"op": "move_hero", "who": "active", "area": "A8"}])  # without ignore: nothing happens
    assert s["heroes"][0]["area"] == "A9"
    s["heroes"][0]["resources"]["magic"] = 1
    s = play(s, 0, f"play out {slot(s, 'AC07')}")
    s = play(s, 0, "go") if s["stage"] == "start" else s
    assert "assign L18 magic" in ids(s)


def test_tg_mov_5_entering_an_area_fires_the_event_trigger():
    """TG-MOV-5/TG-EVT-7: C3 wounds a hero entering (or acting in) A7."""
    s = game()
    s["round"] = 4
    s["heroes"][0]["area"] = "A3"
    activate(s, "coast", "C3")
    s = play(s, 0, f"play out {slot(s, 'AC01')}")
    assert "move A7" in ids(s)
    s = play(s, 0, "move A7")
    assert dc.pending(s)["t"] == "wound" or s["heroes"][0]["wounds"]


# ---- the row --------------------------------------------------------------------------------------------------
def test_row_order_tokens_and_dual_cards():
    """TG-ROW-1: ascending numbers; TG-ROW-2: a token has a slot and a side; TG-ROW-4: a dual card's action is
    chosen; TG-ROW-10: a card with an additional-action bonus is only its main type."""
    s = game()
    numbers = [int(x["card"][2:]) for x in s["row"]]
    assert numbers == sorted(numbers) and s["tokens"][0] == {"slot": None, "active": True}
    s["row"][1] = {"card": "AC04", "special": None}
    assert {"play out 2 m1", "play out 2 m2"} <= ids(s)
    s = play(s, 0, "play out 2 m2")
    assert s["act"]["type"] == "gather"
    assert row.types_of("AC08") == ["gather"]


def test_tg_row_5_tg_cmb_8_printed_extra_die_is_an_offer_lost_at_the_roll():
    """TG-ROW-5, TG-CMB-8."""
    s = game()
    s["row"][5] = {"card": "AC12", "special": None}
    s = play(s, 0, f"play out {slot(s, 'AC12')}", "fight L2 1")
    assert s["fight"]["offers"] == ["yellow"] and "extra 1" in ids(s)
    dice = len(s["fight"]["pool"])
    s = play(s, 0, "roll")
    assert len(s["fight"]["pool"]) == dice and s["fight"]["offers"] == []  # declined: lost


def test_tg_rep_1_tg_rep_4_tg_rep_5_a_new_card_replaces_or_returns():
    """TG-REP-1, TG-REP-4, TG-REP-5."""
    s = game()
    run(s, [{"op": "gain_action_card", "card": "AC06"}])
    assert dc.pending(s)["t"] == "replace"
    s = play(s, 0, "decline")
    assert "AC06" in s["unused"] and "AC06" not in [x["card"] for x in s["row"]]
    run(s, [{"op": "gain_action_card", "card": "AC06"}])
    s = play(s, 0, "replace 1")
    assert "AC06" in [x["card"] for x in s["row"]]
    s = play(s, 0, f"play out {slot(s, 'AC06')}")
    assert s["act"]["type"] == "move" and s["act"]["value"] == 2  # the new card works from this placement


# ---- rounds ---------------------------------------------------------------------------------------------------
def test_rounds_phases_and_openness():
    """TG-RND-1: the Round track's length bounds the game; TG-RND-4: items during one's own turn; TG-RND-5: the
    4th turn starts the Event phase; TG-RND-6: nothing is secret (the view is the state but for deck order)."""
    s = game()
    assert ADVENTURES[s["adventure"]]["adventure_board"]["round_track"]["length"] == 8
    give_item(s, 0, "IT15")
    assert "item IT15" in ids(s)
    view = GAME.view(s, 1)
    assert view["heroes"] == s["heroes"] and view["private"] is None and isinstance(view["decks"]["item"], int)
    s["turn"] = 3
    s = play(s, sorted(GAME.actors(s))[0], next(m for m in sorted(ids(s, 1)) if m.startswith("play out")))
    s = play(s, 1, "skip")
    assert s["round"] == 2 or s["phase"] == "EVENT"


# ---- cover effects ------------------------------------------------------------------------------------------------
def test_cover_effects_of_each_code():
    """TG-COV-1: a resource, or a choice; TG-COV-2: ``A`` from the Area's Sources; TG-COV-3: a Finding; TG-COV-4:
    XP; TG-COV-5: Heal; TG-COV-6: Threat and wounds; TG-COV-8: ``T`` has no effect; penalties (TG-COV-7)."""
    s = game()
    cover = lambda code: actions.cover_effects(s, 0, code, "T01")  # noqa: E731
    assert cover("Mt") == [{"op": "gain", "res": "material", "n": 1, "who": 0}]
    assert cover("Mt/Or")[0]["res"] == ["material", "ore"] and cover("A")[0]["res"] == "area"
    assert cover("F")[0]["op"] == "draw_finding" and cover("X")[0]["op"] == "xp" and cover("H")[0]["op"] == "heal"
    assert cover("Th")[0]["op"] == "threat" and cover("W:I2")[0] == {"op": "wound", "shape": "I2", "n": 1, "who": 0}
    assert cover("T") == [] and cover("@y") == TERRAIN["T01"]["yellow_penalty"]
    run(s, [{"op": "gain", "res": "area", "n": 2, "who": 0}])  # A1: gossip or material, both of one type
    assert dc.answers(s, dc.pending(s)) == [("res", "gossip"), ("res", "material")]


def test_tg_jrn_6_tg_cov_9_a_tile_resolves_what_it_covers_and_covers_it_for_good():
    """TG-JRN-6, TG-COV-9."""
    s = game()
    s["path"]["cards"] = ["T01"]
    out: list = []
    tasks = actions.do_tile(s, 0, [(0, 1), (1, 1)], {"hero": 0, "loc": None, "para": None}, out)  # "", "Or"
    fx.push(s, tasks)
    dc.run(s, out)
    assert s["heroes"][0]["resources"]["ore"] == 2
    assert journey.placement_error(s, [(1, 1), (1, 2)]).rule == "TG-JRN-4"


def test_tg_gat_4_tg_gat_5_gather_gives_resources_and_the_penalty_only():
    """TG-GAT-4, TG-GAT-5."""
    s = game()
    s["path"]["cards"] = ["T01"]
    out: list = []
    tasks = actions.do_gather(s, 0, 2, 0, 3, {"hero": 0, "loc": None, "para": None}, out)  # "Mt@y": 3 Material
    assert [t["op"] for t in tasks[0]["list"]] == ["gain", "threat"]
    with pytest.raises(GameError) as e:
        actions.do_gather(s, 0, 3, 0, 1, {"hero": 0, "loc": None, "para": None}, out)  # "F": not a target
    assert e.value.rule == "TG-GAT-2"


def test_tg_jrn_11_an_effect_adds_a_terrain_card_without_its_bonus():
    """TG-JRN-11."""
    s = game()
    n, before = len(s["path"]["cards"]), dict(s["heroes"][0]["resources"])
    run(s, [{"op": "reveal_terrain"}])
    assert len(s["path"]["cards"]) == n + 1 and s["heroes"][0]["resources"] == before


# ---- combat ---------------------------------------------------------------------------------------------------------
def test_combat_cards_windows_and_cleanup():
    """TG-CMB-2: the card comes from the token's deck; TG-CMB-3: upgrades only before the roll; TG-CMB-12: the
    covered spaces resolve; TG-CMB-14: the card goes to its discard pile; TG-CMB-18: a win removes the token first,
    then the Location's effect."""
    s = game()
    s = play(s, 0, f"play out {slot(s, 'AC11')}", "fight L2 1")
    card = s["fight"]["cards"][0]
    assert card.startswith("EM")
    s["fight"]["up"] = 1
    assert any(m.startswith("upgrade") for m in ids(s))
    s = play(s, 0, "roll")
    assert not any(m.startswith("upgrade") for m in ids(s))
    s = play(s, 0, "done")
    while "fight" in s:
        s = play(s, 0, sorted(m for m in ids(s) if m.startswith(("place", "finish")))[0])
    s = settle(s)
    assert card in s["discards"]["enemy"]["minor"]


def test_tg_cmb_17_the_mystic_fog_wraith():
    """TG-CMB-17: SR3: drawn from the Powerful deck; before rolling, up to 2 orange dice for 1 Magic each."""
    s = game(heroes="sigrun,brand")
    s["round"] = 5
    s["heroes"][0]["area"] = "A9"
    s["heroes"][0]["resources"]["magic"] = 3
    s = play(s, 0, f"play out {slot(s, 'AC11')}", "fight L17 1")
    assert s["fight"]["cards"][0].startswith("EP")
    dice = len(s["fight"]["pool"])
    s = play(s, 0, "buy", "extra 1", "buy", "extra 1")
    assert "buy" not in ids(s) and len(s["fight"]["pool"]) == dice + 2
    assert s["heroes"][0]["resources"]["magic"] == 1 and s["fight"]["pool"][-1]["colour"] == "orange"


def test_tg_cmb_12_enemy_card_spaces_resolve_when_covered():
    """TG-CMB-12."""
    g = combat.grid(["EM1"])
    assert [c for row_ in g for c in row_ if c] == ["T", "Gs", "T", "W:M1", "T", "X"]
    s = game()
    effects = actions.cover_effects(s, 0, "Gs", None)
    assert effects == [{"op": "gain", "res": "gossip", "n": 1, "who": 0}]


# ---- enemies ------------------------------------------------------------------------------------------------------
def test_enemies_block_and_choices():
    """TG-ENM-1: Minor < Average < Powerful < Monstrous; TG-ENM-2 / TG-SAC-2: a token blocks every other action
    at its Location; TG-ENM-6: an effect with no target is skipped; TG-GEN-2: several targets are chosen."""
    assert fx.LEVELS == ("minor", "average", "powerful", "monstrous")
    s = game()
    s["round"] = 2
    s["heroes"][0]["area"] = "A3"
    s["board"]["enemies"]["L5"] = ["minor"]
    assert atlas.use_error(s, 0, "L5", "sacrifice").rule == "TG-MAP-5"
    run(s, [{"op": "level_up_enemy", "select": {"area": "A7", "choose": "players"}, "n": 1}])
    assert dc.pending(s) is None
    run(s, [{"op": "level_up_enemy", "select": {"anywhere": True, "choose": "players"}, "n": 1}])
    assert dc.pending(s)["t"] == "enemy" and len(dc.answers(s, dc.pending(s))) > 1


# ---- the Event phase ----------------------------------------------------------------------------------------------
def test_event_phase_steps():
    """TG-EVT-3: the active card's icon resolves and the card is discarded; TG-EVT-4: the first deck whose
    condition holds (Raiders at Raid 2+); TG-EVT-5: the first player passes; TG-EVT-6: the new card's immediate
    effects; TG-PAR-8: paragraphs here are resolved by the first player's hero."""
    s = game()
    activate(s, "coast", "C1")
    s["track"] = 2
    icon = events.event_card(s, "coast", "C1")["next_event_phase"]["icon"]
    events.start(s)
    dc.run(s, [])
    s = settle(s)
    assert "C1" in s["discards"]["events"]["coast"] and s["active_event"]["deck"] == "raiders"
    assert s["first"] == 1 and s["phase"] == "ACTION"
    assert icon in ADVENTURES[s["adventure"]]["adventure_board"]["event_icons"]


def test_tg_evt_7_action_phase_modifiers():
    """TG-EVT-7."""
    s = game()
    activate(s, "coast", "C5")  # Move -1
    assert events.value_modifier(s, "move", False) == -1
    s = play(s, 0, f"play out {slot(s, 'AC01')}")
    assert s["act"]["value"] == 1  # Move 1 +1 (only) -1, never below 1 (TG-ROW-9)
    s["decks"]["events"]["coast"].append("C5")
    activate(s, "coast", "C2")
    assert events.value_modifier(s, "journey", True) == 1 and events.value_modifier(s, "journey", False) == 0


# ---- items and skills ---------------------------------------------------------------------------------------------
def test_items_are_single_use_personal_and_unlimited():
    """TG-ITM-1: the hero item at start; TG-ITM-4: never another hero's; TG-ITM-5: drawn from the deck's top or
    chosen from the Display (refilled); TG-ITM-6: no limit."""
    s = game()
    assert s["heroes"][0]["items"] == ["IT_WHETSTONE"]
    give_item(s, 1, "IT15")
    assert "item IT15" not in ids(s)
    top = s["decks"]["item"][-1]
    run(s, [{"op": "draw_item", "n": 1, "who": "active"}])
    assert s["heroes"][0]["items"][-1] == top
    run(s, [{"op": "choose_item", "n": 1, "who": "active"}])
    s = settle(s)
    assert len(s["display"]) == 5
    run(s, [{"op": "draw_item", "n": 6, "who": "active"}])
    assert len(s["heroes"][0]["items"]) >= 8 and all(i in ITEMS for i in s["heroes"][0]["items"])


def test_skills_once_per_round_and_refresh():
    """TG-SKL-1: using it flips it; TG-SKL-2: once per round, even after a refresh; TG-SKL-3: refreshing pays."""
    s = game(heroes="sigrun,brand")
    s["heroes"][0]["wounds"] = [{"shape": "M1", "cells": [[2, 2]]}]
    assert "skill" in ids(s)
    s = play(s, 0, "skill")
    s = settle(s)
    assert not s["heroes"][0]["skill_active"] and s["heroes"][0]["wounds"] == []
    assert "refresh" in ids(s)
    s = play(s, 0, "refresh")
    assert s["heroes"][0]["skill_active"] and s["heroes"][0]["resources"]["magic"] == 1
    assert "skill" not in ids(s)


# ---- general rules ------------------------------------------------------------------------------------------------
def test_general_rules():
    """TG-GEN-1: an empty deck is its shuffled discard pile, both empty give nothing; TG-GEN-3: a positive effect
    that cannot happen is skipped (TG-HEAL-4: nothing to heal); TG-GEN-7: a Blocked Location is unusable;
    TG-GEN-10: several heroes resolve from the active hero in seat order; TG-THR-3: Threat goes only by effects."""
    s = game()
    s["discards"]["finding"] = s["decks"]["finding"]
    s["decks"]["finding"] = []
    assert fx.draw(s, "finding") is not None and s["discards"]["finding"] == []
    s["decks"]["finding"], s["discards"]["finding"] = [], []
    assert fx.draw(s, "finding") is None
    run(s, [{"op": "heal", "max_size": None, "n": 1, "who": "active"}])
    assert dc.pending(s) is None
    s["board"]["blocked"].append("L1")
    assert atlas.use_error(s, 0, "L1", "assign").rule == "TG-GEN-7"
    s["heroes"][1]["threat"] = 2
    out = run(s, [{"op": "threat", "n": 1, "who": "each"}], seat=1)
    assert [m.params["hero"].params["en"] for m in out] == ["Edda Longstride", "Brand Ironhand"]
    assert s["heroes"][1]["threat"] == 3


def test_tg_wnd_4_several_wounds_one_at_a_time():
    """TG-WND-4."""
    s = game()
    run(s, [{"op": "wound", "shape": "I2", "n": 2, "who": "active"}])
    assert dc.pending(s)["t"] == "wound"
    s = settle(s)
    assert [w["shape"] for w in s["heroes"][0]["wounds"]] == ["I2", "I2"]


def test_tg_solo_3_tg_par_5_solo_side_thread_from_the_other_hero_and_nested_paragraphs():
    """TG-SOLO-3: in solo the other hero in the Area pays the side thread without a prompt; TG-PAR-5: ¶11's
    ``after`` reads ¶12 only once ¶11 is finished."""
    s = GAME.setup(1, {"heroes": "brand,edda", "first": 1}, 3)
    run(s, [{"op": "read_paragraph", "id": 2}])
    assert {("thread", "A", "@2"), ("thread", "B", "@2")} <= set(dc.answers(s, dc.pending(s)))
    s = play(s, 0, "thread A @2")  # the player's other hero pays: no consent asked
    assert s["heroes"][1]["resources"]["gossip"] == 0
    s2 = game()
    s2["objectives_done"].append("O2")
    out = run(s2, [{"op": "read_paragraph", "id": 11}])
    s2 = settle(s2)
    assert [m.params["n"] for m in out if m.key == "thorgal-ev-paragraph"][0] == 11
    assert s2["read_paragraphs"] == [11, 12] and s2["result"]["outcome"] == "win"  # ¶12 only after ¶11 finished


def test_tg_crf_4_crafting_costs_nothing():
    """TG-CRF-4."""
    s = game()
    before = dict(s["heroes"][0]["resources"])
    s = play(s, 0, f"play out {slot(s, 'AC09')}", "craft 1", "keep")
    assert s["heroes"][0]["resources"] == before


def test_tg_asg_3_tg_asg_10_only_the_costs_types_and_the_check_once_per_action():
    """TG-ASG-3, TG-ASG-10."""
    s = game(heroes="halvar,edda")
    s["heroes"][0]["resources"].update(gossip=3, ore=2)
    s = play(s, 0, f"play out {slot(s, 'AC07')}")
    s = play(s, 0, "go") if s["stage"] == "start" else s
    assert not any("ore" in m for m in ids(s) if m.startswith("assign L1"))  # L1 takes Gossip only
    s = play(s, 0, "assign L1 gossip gossip")
    assert s["board"]["assigned"]["L1"] == {} and 1 in s["read_paragraphs"]


def test_tg_var_1_tg_solo_2_options():
    """TG-VAR-1: no variant beyond the adventure's own rules (the options are the adventure, heroes, first, and the
    decision window of TG-ASY-1, and the difficulty of TG-S-21, whose figures are the adventure's data);
    TG-SOLO-2: solo plays as two seats."""
    assert [o.name for o in GAME.options] == ["adventure", "heroes", "first", "window", "difficulty"]
    s = GAME.setup(1, {}, 1)
    assert len(s["heroes"]) == 2 and s["players"] == 1


def test_tg_end_4_the_first_end_reached_decides():
    """TG-END-4: A hero dying ends the game at once; later effects (a victory paragraph) are never resolved."""
    s = game()
    s["objectives_done"] += ["O1", "O2"]
    s["heroes"][0]["wounds"] = []
    from games.thorgal import heroes as hs

    while hs.place_wound(s["heroes"][0], ["M1"]):
        pass
    run(s, [{"op": "wound", "shape": "M1", "n": 1, "who": "active"}, {"op": "read_paragraph", "id": 12}])
    assert s["result"]["outcome"] == "loss" and 12 not in s["read_paragraphs"]



def test_tg_gen_9_tg_par_6_tiles_serve_twice_and_paragraphs_say_their_effects():
    """TG-GEN-9: the same polyomino shapes are wound tiles and Journey tiles; TG-PAR-6: a paragraph's effect is
    stated explicitly in the data (the validator checks every one)."""
    from games.thorgal import heroes as hs
    from games.thorgal.data import SHAPES

    h = hs.new_hero("H_EDDA", "A1")
    assert set(hs.journey_shapes(h, bonus=6)) <= set(SHAPES) and set(hs.wound_shapes(h, size=3)) <= set(SHAPES)
    assert all("effects" in p for p in ADVENTURES["saltcliff_beacon"]["paragraphs"])


def test_tg_gen_5_tg_asg_4_tg_asy_5_sharing_needs_the_owners_consent():
    """TG-GEN-5, TG-ASG-4, TG-ASY-5: an Assign may use a hero's resources in the same Area; the command is held
    until that player agrees; a refusal withdraws it whole and changes nothing; the same hero of a solo player needs
    no consent (TG-SOLO-3)."""
    s = game(heroes="halvar,edda")
    s["heroes"][0]["resources"]["gossip"] = 1
    s["heroes"][1]["resources"]["gossip"] = 1
    s = play(s, 0, f"play out {slot(s, 'AC07')}")
    s = play(s, 0, "go") if s["stage"] == "start" else s
    assert "assign L1 gossip gossip@2" in ids(s)
    before = (dict(s["heroes"][0]["resources"]), dict(s["heroes"][1]["resources"]))
    s = play(s, 0, "assign L1 gossip gossip@2")
    assert GAME.actors(s) == {1} and ids(s, 1) == {"consent yes", "consent no"}
    assert GAME.default_move(s, 1) == "consent no"  # TG-ASY-3: refused when nobody answers
    s = play(s, 1, "consent no")
    assert (s["heroes"][0]["resources"], s["heroes"][1]["resources"]) == before and GAME.actors(s) == {0}
    s = play(s, 0, "assign L1 gossip gossip@2", )
    s = play(s, 1, "consent yes")
    assert 1 in s["read_paragraphs"] and s["heroes"][1]["resources"]["gossip"] == 0
    solo = GAME.setup(1, {"first": 1, "heroes": "halvar,edda"}, 3)
    solo["heroes"][1]["resources"]["gossip"] = 2
    solo = play(solo, 0, f"play out {slot(solo, 'AC07')}")
    solo = play(solo, 0, "go") if solo["stage"] == "start" else solo
    solo = play(solo, 0, "assign L1 gossip@2 gossip@2")
    assert 1 in solo["read_paragraphs"]


def test_tg_gen_5_the_ferry_toll_a_skill_refresh_and_a_mystic_die_may_be_paid_by_another_hero():
    """TG-GEN-5/TG-ASY-5 for every kind of spending: the payer is named in the move (``@k``), and another
    player's hero pays only once that player consents."""
    s = game(heroes="brand,edda")
    s["round"] = 2
    for h in s["heroes"]:
        h["area"] = "A4"
    s["heroes"][0]["resources"]["material"] = 0
    s["heroes"][1]["resources"]["material"] = 1
    s = play(s, 0, f"play out {slot(s, 'AC01')}")
    assert "move A6 @2" not in ids(s)  # A6 is numbered 3: not yet
    s["round"] = 3
    assert "move A6 @2" in ids(s) and "move A6" not in ids(s)
    s = play(s, 0, "move A6 @2")
    assert GAME.actors(s) == {1}
    s = play(s, 1, "consent yes")
    assert s["heroes"][0]["area"] == "A6" and s["heroes"][1]["resources"]["material"] == 0
    s2 = game(heroes="brand,sigrun")
    s2["heroes"][0]["skill_active"] = False
    s2["heroes"][1]["resources"]["magic"] = 2
    s2["heroes"][0]["resources"]["magic"] = 0
    assert "refresh @2" in ids(s2) and "refresh" not in ids(s2)
    s2 = play(s2, 0, "refresh @2")
    s2 = play(s2, 1, "consent yes")
    assert s2["heroes"][0]["skill_active"] and s2["heroes"][1]["resources"]["magic"] == 0


def test_tg_cmb_15_the_player_orders_the_linked_cards():
    """TG-CMB-15: two Linked tokens draw two cards; the player chooses their order left to right (default: the
    draw order, TG-ASY-3); the grid follows it."""
    s = game()
    s["round"] = 3
    s["heroes"][0]["area"] = "A6"  # L11: two Linked Minor enemies
    s = play(s, 0, f"play out {slot(s, 'AC11')}", "fight L11 all")
    drawn = list(s["fight"]["cards"])
    assert len(drawn) == 2 and dc.pending(s)["t"] == "linked_order"
    assert GAME.default_move(s, 0) == "order " + " ".join(drawn)
    s = play(s, 0, "order " + " ".join(reversed(drawn)))
    assert s["fight"]["cards"] == list(reversed(drawn)) and s["fight"]["stage"] == "pre"


def test_tg_jrn_6_the_player_orders_covered_spaces_when_it_matters():
    """TG-JRN-6 / TG-CMB-12: when a tile covers a Heal and a wound (order can change the outcome), the player picks
    the next space (default: reading order, TG-ASY-3); plain gains resolve at once in reading order."""
    s = game()
    s["path"]["cards"] = ["T01"]  # row 3: "", "Gs", "", "H"; row 2: "X", "@y", "A", ""
    out: list = []
    tasks = actions.covered_tasks(0, [((1, 3), actions.cover_effects(s, 0, "Gs", "T01")),
                                      ((3, 3), actions.cover_effects(s, 0, "H", "T01")),
                                      ((0, 2), actions.cover_effects(s, 0, "X", "T01"))],
                                  {"hero": 0, "loc": None, "para": None})
    assert [t["t"] for t in tasks] == ["cover"]
    fx.push(s, tasks)
    dc.run(s, out)
    # column and row from 1, as the picture and the words say ("kolumna 2, wiersz 4")
    assert dc.answers(s, dc.pending(s)) == [("cover", "2", "4"), ("cover", "4", "4"), ("cover", "1", "3")]
    assert dc.default(s, dc.pending(s)) == ("cover", "2", "4")
    plain = actions.covered_tasks(0, [((1, 3), actions.cover_effects(s, 0, "Gs", "T01")),
                                      ((1, 1), actions.cover_effects(s, 0, "Or", "T01"))],
                                  {"hero": 0, "loc": None, "para": None})
    assert [t["t"] for t in plain] == ["effects"]
