"""Whole turns of Simurgh through the contract: the main action, free actions, pending decisions, the end of a turn
(SIM-5, 6, 7, 8, 9, 10, 11, 17)."""
from __future__ import annotations

from games.core import i18n
from games.core.contract import Msg
from games.simurgh import GAME
from games.simurgh.data import CITY_SPACES, RESOURCES, TILES
from tests.games.simurgh.helpers import give_dragon, ids, lay_tile, play, refused, table, to_hand


def test_sim_5_1_sim_5_2_sim_6_2_sim_8_1_one_main_action_then_the_next_player():
    """SIM-5.2 (A)/SIM-6.2/SIM-8.1: the Armory gives 1 weapon at once; one main action per turn; SIM-5.1: then the
    next player in turn order; SIM-6.5: the vassal stays on its space."""
    s = table()
    weapons = s["seats"][0]["resources"]["weapon"]
    s, events = play(s, 0, "place C01 spearman")
    assert s["seats"][0]["resources"]["weapon"] == weapons + 1
    assert all(e.quiet for e in events if e.to is None)  # a step: the channel hears of the turn when it ends
    refused(s, 0, "place C02 dragonrider", "SIM-5.2")
    s, events = play(s, 0, "end")
    assert s["active"] == 1 and any(not e.quiet and e.to is None for e in events)
    assert s["board"]["city"]["C01"] == [[0, "spearman"]]


def test_sim_5_5_sim_5_6_end_needs_the_main_action_and_nothing_out_of_turn():
    s = table()
    refused(s, 0, "end", "SIM-5.5")
    refused(s, 1, "place C01 spearman", "SIM-5.6")


def test_sim_17_2_bad_input_is_refused_and_changes_nothing():
    """SIM-17.2/SIM-17.4: every move is checked in full first: an occupied single space (SIM-4.3), a Spearman on a
    rider space (SIM-4.1), an exchange that cannot be paid (SIM-7.3)."""
    s = table()
    s, _ = play(s, 0, "place C01 spearman", "end")
    refused(s, 1, "place C01 spearman", "SIM-4.3")
    refused(s, 1, "place C09 spearman", "SIM-4.1")
    s["seats"][1]["resources"]["wood"] = 2
    refused(s, 1, "place C08 spearman", "SIM-7.3")  # Training Arena: 3 wood
    refused(s, 1, "fly away", "SIM-17.2")


def test_sim_7_11_sim_8_8_pay_first_then_gain_markers_on_the_leftmost_free_space():
    """SIM-7.11: pay, then gain; SIM-7.9 and SIM-11.3: each gained marker on the leftmost empty space that is not
    one-shot."""
    s = table()
    s["seats"][0]["resources"]["wood"] = 3
    s["seats"][0]["dragons"][0]["markers"] = [False, False, False]
    s, _ = play(s, 0, "place C08 spearman")
    assert s["seats"][0]["resources"]["wood"] == 0
    assert s["seats"][0]["dragons"][0]["markers"][:2] == [True, True]


def test_sim_11_1_sim_11_2_sim_11_3_markers_chosen_dragon_by_dragon():
    """SIM-11.2: any number of dragons; SIM-11.3: with two that can take a marker the player chooses for each."""
    s = table()
    s["seats"][0]["dragons"][0]["markers"] = [False, False, False]
    s["seats"][0]["resources"]["wood"] = 3
    d2 = give_dragon(s, 0, "D53", markers=0)
    s, _ = play(s, 0, "place C08 spearman")
    assert s["turn"]["queue"][0]["t"] == "markers"
    assert ids(s, 0) == {"marker " + s["seats"][0]["dragons"][0]["id"], "marker D53"}
    s, _ = play(s, 0, "marker D53", "marker D53")
    assert s["seats"][0]["dragons"][d2]["markers"] == [True, True, False]
    assert len(s["seats"][0]["dragons"][d2]["markers"]) == 3  # SIM-11.1: three ability spaces


def test_sim_8_10_sim_7_10_sim_4_7_breeding_grounds_draw_keep_return():
    """C10: pay 5 resources, draw 3 dragons in secret, keep 1 with 3 markers, return the others top or bottom."""
    s = table()
    top3 = s["stacks"]["dragons"][-3:]
    s, events = play(s, 0, "place C10 dragonrider")
    assert GAME.view(s, 0)["private"]["drawn"]["tiles"] == list(reversed(top3))
    assert GAME.view(s, 1)["private"] is None or "drawn" not in GAME.view(s, 1)["private"]
    keep, first, second = top3[-1], top3[-2], top3[-3]
    s, _ = play(s, 0, f"keep {keep}", f"return {first} bottom", f"return {second} top")
    assert s["seats"][0]["dragons"][-1] == {"id": keep, "markers": [True, True, True]}
    assert s["stacks"]["dragons"][0] == first and s["stacks"]["dragons"][-1] == second
    assert all(s["seats"][0]["resources"][r] == 1 for r in ("vegetable", "meat", "wood", "stone", "weapon"))


def test_sim_8_11_scouts_quarters_display_shift_and_blind_buy():
    """SIM-8.11: wood or stone, then a compulsory tile: a display slot's cost and PP; higher slots move down."""
    s = table()
    display = dict(s["board"]["display"])
    s, _ = play(s, 0, "place C11 spearman o1")
    assert s["turn"]["queue"][0]["t"] == "scouts"
    assert {"take S1", "take S2", "take S3", "take S4", "take blind"} <= ids(s, 0)
    pp, wisdom = s["seats"][0]["pp"], s["seats"][0]["resources"]["wisdom"]
    s, _ = play(s, 0, "take S2")
    assert display["S2"] in s["seats"][0]["hand"]
    assert s["seats"][0]["pp"] == pp + 1 and s["seats"][0]["resources"]["wisdom"] == wisdom - 1
    assert s["board"]["display"]["S2"] == display["S3"] and s["board"]["display"]["S3"] == display["S4"]


def test_sim_11_9_sim_4_8_scouts_ability_ignores_the_slot_cost():
    """SIM-11.9 (and the golden rule SIM-4.8): D55's ability takes any display tile without the slot's cost or PP."""
    s = table()
    give_dragon(s, 0, "D55")
    tile = s["board"]["display"]["S4"]
    pp = s["seats"][0]["pp"]
    s, _ = play(s, 0, "ability D55 3 S4")
    assert tile in s["seats"][0]["hand"] and s["seats"][0]["pp"] == pp
    assert s["seats"][0]["resources"]["weapon"] == 1  # the ability's own cost only


def test_sim_8_12_sim_11_10_monument_place_or_swap():
    """SIM-8.12: draw 3 objectives, place one on an empty slot (pay, gain PP) and return the rest; SIM-11.10: the
    swap ability replaces a placed objective in the same slot."""
    s = table()
    drawn = list(reversed(s["stacks"]["objectives"][-3:]))
    pp = s["seats"][0]["pp"]
    s, _ = play(s, 0, "place C12 dragonrider")
    assert s["turn"]["queue"][0]["t"] == "objective" and "objective none" in ids(s, 0)
    s, _ = play(s, 0, f"objective {drawn[0]} M1", f"return {drawn[1]} top", f"return {drawn[2]} top")
    assert s["board"]["monument"]["M1"] == drawn[0] and s["seats"][0]["pp"] == pp + 2
    s, _ = play(s, 0, "end")
    s["active"], s["turn"]["seat"] = 0, 0  # seat 0 again, its Dragonrider back in the supply
    s["board"]["city"].pop("C12")
    s["seats"][0]["vassals"]["dragonrider"]["supply"] = 1
    s["seats"][0]["resources"]["wisdom"] = 2
    give_dragon(s, 0, "D59")
    assert not any(m.endswith("swap") for m in ids(s, 0))
    s, _ = play(s, 0, "place C12 dragonrider")
    new = s["turn"]["queue"][0]["drawn"][0]
    s, _ = play(s, 0, f"objective {new} M1 swap")
    assert s["board"]["monument"]["M1"] == new and drawn[0] in s["removed_objectives"]


def test_sim_9_2_sim_9_3_sim_9_7_sim_6_4_lay_a_tile_take_the_reward_place_on_it():
    """SIM-9.3: lay from the hand, take the slot's reward (SIM-9.2: WS3 gives 1 wisdom), place on the tile at once;
    SIM-9.7/SIM-6.4: then anyone may use the tile."""
    s = table()
    to_hand(s, 0, "P01")
    s["seats"][0]["resources"] = {r: 1 for r in RESOURCES}
    wisdom = s["seats"][0]["resources"]["wisdom"]
    s, _ = play(s, 0, "lay P01 WS3 P01.c spearman")
    assert s["board"]["wilds"]["WS3"]["tile"] == "P01" and s["seats"][0]["resources"]["wisdom"] == wisdom + 1
    assert s["seats"][0]["resources"]["meat"] == 5
    refused(s, 0, "lay P02 WS1 P02.m spearman", "SIM-5.2")
    s, _ = play(s, 0, "end")
    s, _ = play(s, 1, "place P01.a spearman")
    assert s["board"]["wilds"]["WS3"]["vassals"]["P01.a"] == [[1, "spearman"]]


def test_sim_9_4_a_tile_is_laid_only_with_a_placement_on_it():
    s = table()
    to_hand(s, 0, "P04")  # Dragonrider-only on every space
    s["seats"][0]["vassals"]["dragonrider"] = {"supply": 0, "pool": 2}
    s["seats"][0]["vassals"]["spearman"] = {"supply": 2, "pool": 1}
    assert not any(m.startswith("lay P04") for m in ids(s, 0))
    assert refused(s, 0, "lay P04 WS3 P04.m spearman", "SIM-9.4").key == "simurgh-err-lay-place"


def test_sim_9_8_sim_9_9_sim_9_10_threshold_removal_after_the_effect():
    """SIM-9.8: with 3 players the third vassal on a tile sends it to the Chronicle after its effect (G-19); SIM-9.9:
    the vassals go home; SIM-9.10: a new tile is never removed before its placing vassal arrives."""
    s = table()
    lay_tile(s, "P01", "WS1")
    s["board"]["wilds"]["WS1"]["vassals"] = {"P01.a": [[1, "spearman"]], "P01.b": [[2, "spearman"]]}
    for seat in (1, 2):
        s["seats"][seat]["vassals"]["spearman"]["supply"] -= 1
    meat = s["seats"][0]["resources"]["meat"]
    s, _ = play(s, 0, "place P01.c spearman")
    assert s["seats"][0]["resources"]["meat"] == meat + 4  # the effect is received
    assert s["board"]["wilds"]["WS1"] is None and s["chronicle"] == ["P01"]
    assert s["seats"][0]["vassals"]["spearman"]["supply"] == 1 and s["seats"][1]["vassals"]["spearman"]["supply"] == 1


def test_sim_9_6_sim_10_7_a_weapon_clears_only_a_full_wilds_and_never_exploration():
    s = table()
    for slot, tile in zip(("WS1", "WS2", "WS3", "WS4", "WS5", "WS6"), ("P02", "P03", "R13", "R14", "T21", "E37"),
                          strict=True):
        lay_tile(s, tile, slot)
        s["board"]["wilds"][slot]["vassals"] = {f"{tile}.m" if tile[0] != "E" else "E37.L1": [[1, "dragonrider"]]}
    s["seats"][1]["vassals"]["dragonrider"] = {"supply": 0, "pool": 0}
    s["seats"][1]["vassals"]["spearman"] = {"supply": 3, "pool": 0}
    to_hand(s, 0, "P01")
    moves = ids(s, 0)
    assert any(m.startswith("lay P01 WS1 ") for m in moves)
    assert not any(m.startswith("lay P01 WS6 ") for m in moves)  # SIM-10.7
    assert refused(s, 0, "lay P01 WS6 P01.c spearman", "SIM-9.6").key == "simurgh-err-clear-exploration"


def test_sim_10_1_sim_10_2_sim_10_5_sim_10_6_enter_then_move_down_next_turn():
    """SIM-10.1: four levels, one move cost; SIM-10.2: laying an exploration tile puts a Dragonrider on level 1
    paying the move cost; SIM-10.5: it moves
    down from the next turn, once per turn (F2, SIM-10.6: not a placement)."""
    s = table()
    to_hand(s, 0, "E37")  # move cost 2 wisdom; L1 2 PP, L2 2 markers
    s, _ = play(s, 0, "lay E37 WS3 E37.L1 dragonrider")
    assert s["seats"][0]["pp"] == 2 and s["seats"][0]["resources"]["wisdom"] == 2 + 1 - 2
    refused(s, 0, "explore E37", "SIM-10.5")
    s, _ = play(s, 0, "end")
    s, _ = play(s, 1, "place C05 spearman o1", "end")
    s, _ = play(s, 2, "place C05 spearman o1", "end")
    s["seats"][0]["dragons"][0]["markers"] = [False, False, False]
    s["seats"][0]["resources"]["wisdom"] = 2
    s, _ = play(s, 0, "explore E37")
    assert s["board"]["wilds"]["WS3"]["vassals"] == {"E37.L2": [[0, "dragonrider"]]}
    refused(s, 0, "explore E37", "SIM-10.5")


def test_sim_10_8_sim_10_9_sim_7_7_spending_the_rider_removes_the_exploration_tile():
    """SIM-7.7: a vassal is spent from the supply first, else from the board (chosen, never the one just placed);
    SIM-10.9/SIM-10.8: spending the only Dragonrider on an exploration tile sends the tile to the Chronicle."""
    s = table()
    lay_tile(s, "E37", "WS1")
    s["board"]["wilds"]["WS1"]["vassals"] = {"E37.L1": [[0, "dragonrider"]]}
    s["seats"][0]["vassals"]["dragonrider"] = {"supply": 1, "pool": 0}
    s["seats"][0]["vassals"]["spearman"] = {"supply": 1, "pool": 2}
    lay_tile(s, "W31", "WS2")  # W31.c (Dragonriders): spend 1 Spearman + 1 Dragonrider -> 16 PP
    pp = s["seats"][0]["pp"]
    s, _ = play(s, 0, "place W31.c dragonrider")
    assert s["board"]["wilds"]["WS1"] is None and "E37" in s["chronicle"]
    assert s["seats"][0]["vassals"]["dragonrider"]["pool"] == 1 and s["seats"][0]["pp"] == pp + 16
    assert s["board"]["wilds"]["WS2"]["vassals"]["W31.c"] == [[0, "dragonrider"]]  # never the one just placed


def test_sim_7_7_never_the_last_vassal():
    s = table()
    lay_tile(s, "W31", "WS2")
    s["seats"][0]["vassals"] = {"spearman": {"supply": 1, "pool": 2}, "dragonrider": {"supply": 1, "pool": 1}}
    assert not any(m.startswith("place W31.c") for m in ids(s, 0))
    refused(s, 0, "place W31.c dragonrider", "SIM-7.3")


def test_sim_11_6_trigger_offered_at_the_gain_and_declinable():
    """SIM-11.6: D53's wisdom trigger is offered when the Library gives wisdom; accepting pays its marker."""
    s = table()
    d = give_dragon(s, 0, "D53")
    s, _ = play(s, 0, "place C02 spearman")
    assert s["turn"]["queue"][0]["t"] == "trigger"
    assert ids(s, 0) == {"trigger D53 2", "decline"}
    refused(s, 0, "ability D49 1 o1", "SIM-17.1")  # SIM-5.4: nothing interrupts a resolution but the trigger
    declined, events = play(s, 0, "decline")  # declining keeps the marker and leaves a line in the turn's log
    assert declined["seats"][0]["dragons"][d]["markers"][1] is True
    (line,) = [i18n.render(e.msg, "en", lambda seat: f"P{seat}") for e in events if e.to == 0]  # the mover's step
    assert "does not use the dragon's ability" in line
    assert any("does not use the dragon's ability" in i18n.render(Msg.from_json(m), "en", lambda seat: f"P{seat}")
               for m in declined["turn"]["log"])  # told to the table with the whole turn
    s, _ = play(s, 0, "trigger D53 2")
    assert s["seats"][0]["resources"]["wisdom"] == 2 + 2 + 2
    assert s["seats"][0]["dragons"][d]["markers"][1] is False


def test_sim_5_5_limits_at_the_end_of_the_turn():
    """SIM-5.5: over 15 resources, return exactly the excess (chosen); over 5 tiles, discard (never power)."""
    s = table()
    s["seats"][0]["resources"] = {r: 3 for r in RESOURCES}  # 18
    s, _ = play(s, 0, "place C01 spearman")  # 19
    assert "end" in ids(s, 0)
    s, _ = play(s, 0, "end")
    assert s["turn"]["queue"][0]["t"] == "limits"
    refused(s, 0, "end", "SIM-5.5")  # ending over a limit without returning
    assert {"return weapon 4", "return wood 3"} <= ids(s, 0) and "return wood 4" not in ids(s, 0)
    s, _ = play(s, 0, "return weapon 2", "return wood 1")
    assert s["active"] == 0
    s, _ = play(s, 0, "return stone 1")
    assert s["active"] == 1 and sum(s["seats"][0]["resources"].values()) == 15


def test_sim_6_6_sim_6_7_withdraw_returns_to_supply_at_once():
    """SIM-6.6: the named vassals go back to the supply; SIM-6.7: at once."""
    s = table()
    s, _ = play(s, 0, "place C05 spearman o1", "end")
    s["active"], s["turn"]["seat"] = 0, 0
    s["turn"]["main"] = None
    supply = s["seats"][0]["vassals"]["spearman"]["supply"]
    s, _ = play(s, 0, "withdraw C05")
    assert s["seats"][0]["vassals"]["spearman"]["supply"] == supply + 1 and "C05" not in s["board"]["city"]
    refused(s, 0, "withdraw C01", "SIM-5.2")


def test_sim_4_9_sim_8_6_vassals_are_limited_resources_are_not():
    """SIM-4.9/SIM-8.6: the Barracks need a Spearman left in the colour pool; resources are unlimited (SIM-3.7)."""
    s = table()
    s["seats"][0]["vassals"]["spearman"] = {"supply": 3, "pool": 0}
    assert not any(m.startswith("place C06") for m in ids(s, 0))
    s["seats"][0]["resources"]["meat"] = 500
    s, _ = play(s, 0, "place C04 spearman")
    assert s["seats"][0]["resources"]["meat"] == 502


def test_sim_4_2_sim_4_4_sim_4_6_what_everyone_sees():
    """SIM-4.4: six resources (PP are not one); SIM-4.2: owned vassals in supply or on spaces; SIM-4.6: the hand is
    public but for power tiles, whose number is public."""
    s = table()
    assert len(RESOURCES) == 6 and "power" not in RESOURCES
    public = GAME.view(s, 1)["seats"][0]
    assert public["power_tiles"] == 1 and all(TILES[t]["type"] != "power" for t in public["hand"])
    assert GAME.view(s, 0)["private"]["power_tiles"]
    s, _ = play(s, 0, "place C01 spearman")
    v = s["seats"][0]["vassals"]["spearman"]
    assert v["supply"] + 1 + v["pool"] == 3


def test_sim_3_1_sim_3_2_sim_3_14_sim_14_1_a_fresh_spearman_game():
    """SIM-3.1: the Chronicle starts empty; SIM-3.2: stacks by type, shuffled; SIM-3.14: the short game by
    default; SIM-14.1: Spearman mode with its default values (1 dragon each)."""
    s = table()
    assert s["chronicle"] == [] and s["options"]["length"] == "short" and s["options"]["mode"] == "spearman"
    assert len(s["stacks"]["action"]) > 0 and all(len(seat["dragons"]) == 1 for seat in s["seats"])
    assert len(CITY_SPACES) == 12


def test_sim_16_2_the_drafts_are_sequential():
    """SIM-16.2: the power draft is sequential, one player at a time, passed to the right."""
    s = GAME.setup(3, {"mode": "dragonlord", "length": "short", "first": 1}, 2)
    assert GAME.actors(s) == {2}  # SIM-14.3: the last player starts the power draft
    offer = s["draft"]["offer"]
    refused(s, 2, "power P01", "SIM-14.3")
    s, _ = play(s, 2, f"power {offer[0]}")
    assert GAME.actors(s) == {1}


def test_sim_7_5_sim_7_6_sim_4_5_paying_pp_and_markers():
    """SIM-7.5/SIM-4.5: PP are paid from the track and never below 0; SIM-7.6: paid markers are chosen, from any
    space (D49's third ability costs one more marker besides its own, SIM-11.7)."""
    s = table()
    give_dragon(s, 0, "D53")
    s["seats"][0]["dragons"][0] = {"id": s["seats"][0]["dragons"][0]["id"], "markers": [True, True, True]}
    d49 = give_dragon(s, 0, "D49")
    pp = s["seats"][0]["pp"]
    s, _ = play(s, 0, "ability D49 3")
    assert s["turn"]["queue"][0]["t"] == "unmark"
    s, _ = play(s, 0, "unmark D53 1")
    assert s["seats"][0]["pp"] == pp + 4 and s["seats"][0]["dragons"][d49]["markers"][2] is False
    s["seats"][0]["pp"] = 0
    lay_tile(s, "T28", "WS1")
    assert not any(m.startswith("place T28") and "PP" in str(m) for m in ids(s, 0))


def test_sim_13_1_sim_13_2_sim_13_3_sim_13_4_end_trigger_final_turns_and_scoring():
    """SIM-13.1: 8 Chronicle tiles end a short game; SIM-13.2: the trigger player finishes the turn, every other
    player gets exactly one more turn; SIM-13.3: 1 PP per 3 resources (Spearman mode); SIM-13.4: most PP, then
    markers; SIM-12.1: objectives score only at the Monument."""
    s = table()
    s["chronicle"] = [s["stacks"]["action"].pop() for _ in range(8)]
    s, events = play(s, 0, "place C01 spearman", "end")
    assert s["trigger"] == 0 and s["final_turns"] == [1, 2] and s["active"] == 1
    assert any(e.msg.key == "simurgh-ev-end-triggered" for e in events)
    s, _ = play(s, 1, "place C02 spearman", "end")
    assert not GAME.is_over(s)
    s, _ = play(s, 2, "place C03 spearman", "end")
    assert GAME.is_over(s)
    result = GAME.result(s)
    rows = result.breakdown["rows"]
    for seat, row in enumerate(rows):
        assert row["resources"] == sum(s["seats"][seat]["resources"].values()) // 3
        assert row["total"] == row["track"] + sum(row["objectives"].values()) + row["resources"]
        assert row["objectives"] == {}  # no objective at the Monument: nothing scores
    best = max((r["total"], r["markers"]) for r in rows)
    assert result.winners == [i for i, r in enumerate(rows) if (r["total"], r["markers"]) == best]


def test_sim_12_5_objective_colours_are_data():
    """SIM-12.5: an objective counts the markers on the dragons whose colour it lists (the colours are data)."""
    from games.simurgh.data import DRAGONS, OBJECTIVES
    from games.simurgh.scoring import objective_value
    s = table(2)
    o = next(k for k, v in OBJECTIVES.items() if v["condition"] == "markers_on_colours")
    colour = OBJECTIVES[o]["colours"][0]
    dragon = next(k for k, v in DRAGONS.items() if v["colour"] == colour)
    s["seats"][0]["dragons"] = []
    give_dragon(s, 0, dragon, markers=2)
    assert objective_value(s, 0, o) == 2


def test_sim_11_8_sim_10_8_extra_move_down_and_level_4_leaves_the_wilds():
    """SIM-11.8: right after a move down, D56's ability moves the same Dragonrider down again, paying again;
    SIM-10.8: reaching level 4 gives its reward, then the tile goes to the Chronicle and the rider goes home."""
    s = table()
    lay_tile(s, "E37", "WS1")  # move cost 2 wisdom; L2 2 markers, L3 6 PP, L4 8 PP
    s["board"]["wilds"]["WS1"]["vassals"] = {"E37.L2": [[0, "dragonrider"]]}
    s["seats"][0]["vassals"]["dragonrider"]["supply"] -= 1
    s["seats"][0]["dragons"] = []
    give_dragon(s, 0, "D56")
    s["seats"][0]["resources"]["wisdom"] = 4
    pp = s["seats"][0]["pp"]
    s, _ = play(s, 0, "explore E37")
    assert s["board"]["wilds"]["WS1"]["vassals"] == {"E37.L3": [[0, "dragonrider"]]} and s["seats"][0]["pp"] == pp + 6
    pending = [t["t"] for t in s["turn"]["queue"]]
    assert pending[0] == "trigger"  # D56 ability 2: when your Dragonrider moves down, +2 meat
    s, _ = play(s, 0, "decline")
    assert s["turn"]["queue"][0]["t"] == "extra" and ids(s, 0) == {"extra D56 1", "decline"}
    s, _ = play(s, 0, "extra D56 1")
    s, _ = play(s, 0, "decline") if s["turn"]["queue"] and s["turn"]["queue"][0]["t"] == "trigger" else (s, [])
    assert s["seats"][0]["pp"] == pp + 6 + 8 and s["seats"][0]["resources"]["wisdom"] == 0
    assert s["board"]["wilds"]["WS1"] is None and "E37" in s["chronicle"]
    assert s["seats"][0]["vassals"]["dragonrider"]["supply"] == 1


def test_sim_17_2_sim_9_3_an_incomplete_move_shows_its_form_and_a_tile_not_held_the_hand():
    """Issue 52: a lay without its vassal says how a lay is written; a tile not held names the tiles held instead of
    calling the move incomplete."""
    s = table()
    to_hand(s, 0, "P01")
    err = refused(s, 0, "lay P01 WS3 P01.c", "SIM-17.2")
    assert i18n.render(err.msg(), "pl") == ("Ten ruch jest niepełny; zapisuje się go tak: "
                                            "„lay <płytka> <slot> <pole> <wasal>”.")
    assert i18n.render(err.msg(), "en") == ("That move is not complete: it is written "
                                            "“lay <tile> <slot> <space> <vassal>”.")
    hand = ", ".join(s["seats"][0]["hand"])
    err = refused(s, 0, "lay R99 WS3", "SIM-9.3")
    assert err.key == "simurgh-err-not-in-hand"
    assert i18n.render(err.msg(), "pl") == f"Nie masz na ręce płytki R99; masz: {hand}."
