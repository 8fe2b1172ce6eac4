"""Consolidation and shrines: DC-3.14, DC-7.5, DC-8.x, DC-16.3."""
from __future__ import annotations

from games.dragon_castle import GAME
from tests.games.dragon_castle.helpers import (
    ids,
    keys,
    make_state,
    mine,
    play,
    preview,
    private_step,
    rejects,
    run,
    space,
)

CASTLE = {"B2": "m4", "E2": "s6", "H2": "red", "K2": "red"}


def _set_of_four(pools=(1, 1)):
    """Three merchants on a1 (level 2), b1, c1; the fourth is taken and placed on d1."""
    state = make_state(castle=CASTLE, realms={0: {"a1": "x/m1", "b1": "m2", "c1": "m3"}}, pools=list(pools))
    return run(state, 0, "take B2", "shrine", "place d1")[0]


def test_dc_8_2_a_set_of_four_must_be_consolidated_before_confirm():
    """DC-8.1/DC-8.2/DC-3.14: 4 connected face-up merchants (numbers differ, heights differ) form a set; confirm is
    refused until it is consolidated; only merge (or undo) is offered."""
    state = _set_of_four()
    assert GAME.view(state, 0)["private"]["preview"]["turn"]["stage"] == "merge"
    rejects(state, 0, "confirm", "dragon_castle-err-merge-first", "DC-8.2")
    rejects(state, 0, "spirit faith pool", "dragon_castle-err-merge-first", "DC-8.2")
    rejects(state, 0, "merge c3", "dragon_castle-err-not-in-set", "DC-8.2")
    # one move per set (issue 9: no choice among the set's tiles), named by its first space; another space of the set
    # is refused with that name
    assert sorted(ids(state)) == ["merge a1", "undo"]
    err = rejects(state, 0, "merge b1", "dragon_castle-err-merge-first-cell", "DC-8.2")
    assert err.params["first"] == "a1"
    state, ev = play(state, 0, "merge a1")
    assert keys(mine(ev)) == ["dragon_castle-ev-merge"] and private_step(ev, 0)
    work = preview(state)
    assert all(not sp["up"] for sp in work["realms"][0][:4])
    assert work["vp"][0]["merges"] == 2  # DC-8.4: 4 tiles -> 2 VP


def test_dc_8_3_shrines_after_consolidation_optional_and_capped():
    """DC-8.3/DC-16.3: with pool shrines the player is asked (building none is allowed); cap 1 for factions."""
    state, _ = run(_set_of_four(), 0, "merge a1")
    assert GAME.presentation.prompt(state, 0, ()).key == "dragon_castle-prompt-build"
    rejects(state, 0, "build a1 b1", "dragon_castle-err-shrine-cap", "DC-8.3")
    rejects(state, 0, "build a2", "dragon_castle-err-shrine-not-on-set", "DC-8.6")
    rejects(state, 0, "confirm", "dragon_castle-err-build-first", "DC-16.3")
    assert "build" in ids(state) and "build a1" in ids(state) and "build a1 b1" not in ids(state)
    done, _ = run(state, 0, "build", "confirm")
    assert done["pools"][0] == 2 and not any(sp["shrine"] for sp in done["realms"][0])
    state, ev = run(state, 0, "build a1", "confirm")
    assert space(state, 0, "a1")["shrine"] and state["pools"][0] == 1
    assert "dragon_castle-ev-build" in keys(ev)
    assert GAME.result(state).breakdown["players"][0]["shrines"] == {"levels": {"1": 0, "2": 1, "3": 0}, "points": 2}


def test_dc_8_3_no_shrine_prompt_with_an_empty_pool():
    state = make_state(castle=CASTLE, realms={0: {"a1": "m1", "b1": "m2", "c1": "m3"}}, pools=[0, 1])
    state, _ = run(state, 0, "take B2", "discard")
    assert "confirm" in ids(state)
    state = make_state(castle={"B2": "m4", "E2": "m4"}, realms={0: {"a1": "m1", "b1": "m2", "c1": "m3"}}, pools=[0, 1])
    state, _ = run(state, 0, "take B2", "take E2", "place d1 d4", "merge a1")
    assert "confirm" in ids(state) and preview(state)["turn"]["build"] is None


def test_dc_8_3_dragons_score_one_more_and_take_two_shrines():
    """DC-8.3/DC-8.4: a dragon set of 5 scores 3 + 1 VP; special sets take up to 2 shrines."""
    state = make_state(castle={"H2": "red", "K2": "red"},
                       realms={0: {"a1": "green", "b1": "white", "c1": "green"}}, pools=[3, 1])
    state, _ = run(state, 0, "take H2", "take K2", "place d1 a2", "merge a1")
    work = preview(state)
    assert work["vp"][0]["merges"] == 4
    assert "build a1 b1" in ids(state)
    rejects(state, 0, "build a1 b1 c1", "dragon_castle-err-shrine-cap", "DC-8.3")
    rejects(state, 0, "build a1 a1", "dragon_castle-err-one-shrine", "DC-3.12")
    state, _ = run(state, 0, "build a1 a2", "confirm")
    assert state["pools"][0] == 1 and space(state, 0, "a2")["shrine"]


def test_dc_8_5_two_sets_at_one_checkpoint_merge_chain():
    """DC-8.5/DC-8.2: a pair can complete two sets; both must be consolidated (one after the other), each scores
    and the pool shrines are shared out within each set's cap."""
    realm = {"a1": "red", "a2": "green", "a3": "white", "d1": "red", "d2": "green", "d3": "white"}
    state = make_state(castle={"H2": "red", "K2": "red"}, realms={0: realm}, pools=[3, 1])
    state, _ = run(state, 0, "take H2", "take K2", "place a4 d4")
    assert len(GAME.view(state, 0)["private"]["preview"]["turn"]["sets"]) == 2
    assert [m for m in ids(state) if m.startswith("merge")] == ["merge a1", "merge d1"]
    state, _ = run(state, 0, "merge a1", "build a1 a2")
    rejects(state, 0, "confirm", "dragon_castle-err-merge-first", "DC-8.2")
    rejects(state, 0, "build d1", "dragon_castle-err-merge-first", "DC-8.2")
    state, _ = run(state, 0, "merge d1")
    rejects(state, 0, "build d1 d2", "dragon_castle-err-not-enough-shrines", "DC-8.3")
    state, ev = run(state, 0, "build d1")
    assert private_step(ev, 0)
    state, ev = play(state, 0, "confirm")
    assert state["vp"][0]["merges"] == 6 and state["pools"][0] == 0
    assert keys(ev).count("dragon_castle-ev-merge") == 2 and keys(ev).count("dragon_castle-ev-build") == 2
    assert all(e.to is None for e in ev)


def test_dc_8_6_old_face_down_tiles_never_get_new_shrines():
    """DC-8.6: only tiles of this consolidation may receive shrines (not a face-down tile from an earlier turn)."""
    state = make_state(castle=CASTLE, realms={0: {"a1": "m1", "b1": "m2", "c1": "m3", "a2": "x"}})
    state, _ = run(state, 0, "take B2", "shrine", "place d1", "merge a1")
    rejects(state, 0, "build a2", "dragon_castle-err-shrine-not-on-set", "DC-8.6")


def test_dc_8_7_consolidated_tiles_can_be_built_upon_and_dc_7_5_sets_may_be_avoided():
    """DC-8.7: flipped tiles are ordinary face-down tiles; DC-7.5: placing away from a group avoids a set."""
    state = make_state(castle={"B2": "m4", "E2": "m4"}, realms={0: {"a1": "m1v", "b1": "m2", "c1": "m3"}})
    state, _ = run(state, 0, "take B2", "take E2", "place a1 c3")
    work = preview(state)
    assert "confirm" in ids(state)  # a1 (on a face-down tile) + b1 + c1 = 3 merchants: no set
    assert len(work["realms"][0][0]["tiles"]) == 2


def test_dc_8_4_big_set_over_eight():
    """DC-8.4: a pair joining three groups makes a set of 9 -> 9 VP (8 + 1 per tile over 8)."""
    realm = {"a1": "m1", "b1": "m2", "c1": "m3", "a3": "m5", "b3": "m6", "c3": "m1", "d2": "m2"}
    state = make_state(castle={"B2": "m4", "E2": "m4"}, realms={0: realm}, pools=[0, 1])
    state, _ = run(state, 0, "take B2", "take E2", "place a2 d1", "merge a1", "confirm")
    assert state["vp"][0]["merges"] == 9
