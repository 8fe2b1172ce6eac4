"""The effect language (RULES.md §0.9) on the demo adventure: paragraphs (TG-PAR), decisions with their defaults
(TG-ASY-3/4), Threat, wounds and death, Unmet Requirements, enemies, tokens, the adventure track, victory and
defeat (TG-END)."""
from __future__ import annotations

import pytest

from games.core.errors import GameError
from games.thorgal import decisions as dc
from games.thorgal import effects as fx
from games.thorgal.setup import setup


def game(players: int = 2, heroes: str = "brand,edda") -> dict:
    return setup(players, {"first": 1, "heroes": heroes}, 3)


def ctx(seat: int = 0, loc: str | None = None) -> dict:
    return {"hero": seat, "loc": loc, "para": None, "revealed": False}


def run(state: dict, effects: list, context: dict | None = None) -> list:
    out: list = []
    fx.resolve(state, effects, context or ctx())
    dc.run(state, out)
    return out


def asked(state: dict) -> str | None:
    task = dc.pending(state)
    return None if task is None else task["t"]


def test_tg_par_1_tg_par_2_tg_par_3_tg_par_4_a_location_paragraph():
    """TG-PAR-1, TG-PAR-2, TG-PAR-3, TG-PAR-4: ¶1 from the tavern (L1): the story, XP (the hero picks the track), a new
    Action card (replace or not), the
    side thread for 1 Gossip; the Location gets a Read token; a second reading is ignored."""
    s = game()
    out = run(s, [{"op": "read_paragraph", "id": 1}], ctx(0, "L1"))
    assert any(m.key == "thorgal-ev-paragraph" and m.params["n"] == 1 for m in out)
    assert asked(s) == "xp" and set(dc.answers(s, dc.pending(s))) == {("xp", "combat"), ("xp", "journey")}
    dc.answer(s, ("xp", "journey"), out)
    assert s["heroes"][0]["journey"] == 2
    assert asked(s) == "replace" and ("decline",) in dc.answers(s, dc.pending(s))
    dc.answer(s, ("replace", "1"), out)  # AC06 (Move 2) for AC01 (Move 1), card 1 of the row
    cards = [x["card"] for x in s["row"]]
    assert "AC06" in cards and "AC01" not in cards and cards == sorted(cards)  # re-sorted (TG-REP-3)
    assert asked(s) == "thread"  # Brand has no Gossip: Edda may pay it, with her player's consent (TG-GEN-5)
    assert ("thread", "A", "@2") in dc.answers(s, dc.pending(s)) and ("thread", "A") not in dc.answers(
        s, dc.pending(s))
    dc.answer(s, ("thread", "A", "@2"), out)
    assert dc.pending(s)["t"] == "consent" and dc.pending(s)["seat"] == 1
    dc.answer(s, ("consent", "no"), out)
    assert dc.pending(s)["t"] == "thread"  # refused: asked again
    dc.answer(s, ("thread", "none"), out)
    assert s["board"]["read"] == ["L1"] and s["read_paragraphs"] == [1]
    run(s, [{"op": "read_paragraph", "id": 1}])
    assert s["read_paragraphs"] == [1]


def test_tg_par_3_a_side_thread_costs_one_gossip():
    """TG-PAR-3."""
    s = game(heroes="edda,brand")
    out = run(s, [{"op": "read_paragraph", "id": 2}])  # ¶2: each hero in the Area gains 1 Material (automatic)
    assert s["heroes"][0]["resources"]["material"] == 2 and s["heroes"][1]["resources"]["material"] == 2
    assert asked(s) == "thread" and {("thread", "A"), ("thread", "B"), ("thread", "none")} == set(
        dc.answers(s, dc.pending(s)))
    gossip = s["heroes"][0]["resources"]["gossip"]
    dc.answer(s, ("thread", "A"), out)
    assert s["heroes"][0]["resources"]["gossip"] == gossip - 1


def test_tg_asy_3_tg_asy_4_defaults_of_each_decision():
    """TG-ASY-3, TG-ASY-4: The lower track for XP (Combat on a tie), none for a side thread, decline for a new card,
    the first legal
    wound placement (TG-GEO-6), the largest heal."""
    s = game()
    run(s, [{"op": "xp", "n": 1, "track": "any", "who": "active"}])
    assert dc.default(s, dc.pending(s)) == ("xp", "combat")
    dc.answer(s, (), [], use_default=True)
    assert s["heroes"][0]["combat"] == 2
    run(s, [{"op": "gain_action_card", "card": "AC06"}])
    assert dc.default(s, dc.pending(s)) == ("decline",)
    dc.answer(s, (), [], use_default=True)
    assert "AC06" in s["unused"]
    run(s, [{"op": "wound", "size": 2, "n": 1, "who": "active"}])
    first = dc.default(s, dc.pending(s))
    cells = dc.wound_cells(s["heroes"][0], *first[1:])
    dc.answer(s, (), [], use_default=True)
    assert s["heroes"][0]["wounds"][0]["cells"] == [list(c) for c in cells]
    with pytest.raises(GameError) as e:
        dc.answer(s, ("xp", "combat"), [])
    assert e.value.rule == "TG-ASY-4"


def test_tg_thr_2_tg_wnd_5_threat_overflow_and_death():
    """TG-THR-2, TG-WND-5."""
    s = game()
    s["heroes"][0]["threat"] = 5
    run(s, [{"op": "threat", "n": 1, "who": "active"}])
    assert s["heroes"][0]["threat"] == 5 and asked(s) == "wound"
    assert all(a[1] in ("I5", "L5", "N5", "P5", "T5", "U5", "V5", "W5", "X5", "Y5", "Z5", "F5")
               for a in dc.answers(s, dc.pending(s)))
    while s["phase"] != "GAME_OVER":  # keep taking size-5 wounds until one fits nowhere
        if dc.pending(s) is None:
            run(s, [{"op": "wound", "size": 5, "n": 1, "who": "active"}])
        else:
            dc.answer(s, (), [], use_default=True)
    assert s["result"]["outcome"] == "loss" and s["result"]["reason"] == "hero_dies" and s["queue"] == []


def test_tg_gen_4_unmet_requirements_wound_threat():
    """TG-GEN-4."""
    s = game()
    s["heroes"][0]["resources"] = {r: 0 for r in s["heroes"][0]["resources"]}
    out = run(s, [{"op": "pay", "res": "magic", "n": 1, "who": "active"}])
    assert any(m.key == "thorgal-ev-unmet" for m in out) and asked(s) == "wound"
    assert {a[1] for a in dc.answers(s, dc.pending(s))} == {"M1"}  # Wound(Threat) with 0 Threat: size 1


def test_tg_gen_6_a_group_payment_is_split_by_the_decider():
    """TG-GEN-6."""
    s = game()
    s["heroes"][0]["resources"]["gossip"] = 1
    s["heroes"][1]["resources"]["gossip"] = 2
    run(s, [{"op": "pay", "res": "gossip", "n": 2, "who": "group"}])
    assert asked(s) == "group_pay" and dc.default(s, dc.pending(s)) == ("pay", "1", "gossip")  # heroes from 1
    dc.answer(s, ("pay", "2", "gossip"), [])
    dc.answer(s, ("pay", "2", "gossip"), [])
    assert s["heroes"][1]["resources"]["gossip"] == 0 and s["heroes"][0]["resources"]["gossip"] == 1


def test_tg_enm_3_tg_enm_4_tg_enm_5_enemy_levels():
    """TG-ENM-3, TG-ENM-4, TG-ENM-5: Up and down a level; Minor down is ignored; Monstrous up wounds every hero
    (Wound(Threat)); Mystic never."""
    s = game()
    run(s, [{"op": "level_up_enemy", "select": {"location": "L2"}, "n": 1}])
    assert s["board"]["enemies"]["L2"] == ["average"]
    run(s, [{"op": "level_down_enemy", "select": {"location": "L2"}, "n": 1},
            {"op": "level_down_enemy", "select": {"location": "L2"}, "n": 1}])
    assert s["board"]["enemies"]["L2"] == ["minor"]
    run(s, [{"op": "level_up_enemy", "select": {"location": "L17"}, "n": 1}])
    assert s["board"]["enemies"]["L17"] == ["mystic"]
    out = run(s, [{"op": "level_up_enemy", "select": {"location": "L15"}, "n": 1}])
    assert any(m.key == "thorgal-ev-unmet" for m in out) and asked(s) == "wound"


def test_tg_asg_7_a_raised_cost_token_asks_its_type_and_respects_max():
    """TG-ASG-7."""
    s = game()
    run(s, [{"op": "place_token", "token": "raised_cost", "target": "L17", "max": 2}])
    assert asked(s) == "raise_type"
    dc.answer(s, ("type", "ore"), [])
    run(s, [{"op": "place_token", "token": "raised_cost", "target": "L1", "max": 2}])  # one type: not asked
    assert s["board"]["raised"] == {"L17": ["ore"], "L1": ["gossip"]}
    s["board"]["raised"]["L17"].append("ore")
    run(s, [{"op": "place_token", "token": "raised_cost", "target": "L17", "max": 2}])
    assert s["board"]["raised"]["L17"] == ["ore", "ore"] and asked(s) is None


def test_tg_end_2_the_adventure_track_reaching_its_max_loses():
    """TG-END-2: SR4: the Raid track at 6 reads ¶14, which ends the game in defeat."""
    s = game()
    run(s, [{"op": "track", "delta": 10}])
    assert s["track"] == 6 and s["result"]["outcome"] == "loss" and 14 in s["read_paragraphs"]


def test_tg_end_1_tg_end_5_victory_after_the_completing_paragraph():
    """TG-END-1, TG-END-5: ¶11 completes O1 while O2 is done: its ``after`` reads ¶12, which wins; ¶12 is read once."""
    s = game()
    s["objectives_done"].append("O2")
    out = run(s, [{"op": "read_paragraph", "id": 11}])
    while s["phase"] != "GAME_OVER":
        dc.answer(s, (), out, use_default=True)
    assert s["result"]["outcome"] == "win" and s["read_paragraphs"].count(12) == 1


def test_tg_par_7_the_ending_variant_follows_the_track():
    """TG-PAR-7."""
    s = game()
    s["objectives_done"] += ["O1", "O2"]
    s["track"] = 5
    out = run(s, [{"op": "read_paragraph", "id": 12}])
    story = next(m for m in out if m.key == "thorgal-ev-paragraph").params["story"].params["en"]
    s2 = game()
    s2["objectives_done"] += ["O1", "O2"]
    s2["track"] = 0
    out2 = run(s2, [{"op": "read_paragraph", "id": 12}])
    assert story != next(m for m in out2 if m.key == "thorgal-ev-paragraph").params["story"].params["en"]


def test_cov_3_findings_resolve_for_the_hero_and_go_to_the_discard():
    s = game()
    top = s["decks"]["finding"][-1]
    run(s, [{"op": "draw_finding", "n": 1, "who": "active"}])
    while dc.pending(s) is not None:
        dc.answer(s, (), [], use_default=True)
    assert s["discards"]["finding"] == [top]
