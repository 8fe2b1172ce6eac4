"""The castle and the four actions: DC-3.x (availability), DC-6.x, DC-7.x (placement)."""
from __future__ import annotations

from games.dragon_castle import GAME
from tests.games.dragon_castle.helpers import ids, keys, make_state, play, rejects, run, space, top_kind

ROW3 = {"B2": "m1", "C2": "m2", "D2": "m3"}


def checkerboard() -> dict:
    """A full realm of face-up tiles with no two neighbours of one type (merchants and soldiers alternate)."""
    cells = [f"{c}{r}" for r in range(1, 5) for c in "abcd"]
    return {cell: ("m" if (i // 4 + i % 4) % 2 else "s") + str(1 + i // 2 % 6) for i, cell in enumerate(cells)}


def test_dc_3_6_available_means_a_free_long_side():
    """DC-3.5/DC-3.6: only tiles with a free west or east side may be taken (C2 is blocked on both)."""
    state = make_state(castle=ROW3)
    takes = [m for m in ids(state) if m.startswith("take")]
    assert takes == ["take B2", "take D2"]
    rejects(state, 0, "take C2", "dragon_castle-err-not-available", "DC-3.6")
    view = GAME.view(state, None)["castle"]
    cells = {c["cell"]: c for c in view["cells"]}
    assert cells["C2"]["available"] is False and cells["C2"]["short_free"] is True
    assert cells["B2"]["available"] and cells["B2"]["top"] == "merchant_1"


def test_dc_3_5_short_sides_do_not_count():
    """DC-3.2/DC-3.5: north/south neighbours never block (B1 and B3 above and below B2 do not matter)."""
    state = make_state(castle={"B1": "m4", "B2": "m1", "B3": "m5"})
    assert {m for m in ids(state) if m.startswith("take")} == {"take B1", "take B2", "take B3"}


def test_dc_6_1_first_tile_from_the_top_floor():
    """DC-3.4/DC-6.1/DC-6.7: the first tile must lie on the top floor."""
    state = make_state(castle={"B2": "x/m1", "E2": "m1"})
    rejects(state, 0, "take E2", "dragon_castle-err-not-top-floor", "DC-6.7")
    rejects(state, 0, "take Z9", "dragon_castle-err-castle-cell", "DC-3.1")
    rejects(state, 0, "take F4", "dragon_castle-err-cell-empty", "DC-3.3")
    assert [m for m in ids(state) if m.startswith("take")] == ["take B2"]


def test_dc_6_1_pair_of_identical_tiles_and_placement():
    """DC-6.1/DC-7.1: a pair of identical available tiles, both placed face up on two spaces."""
    state = make_state(castle={"B2": "m1", "E2": "m1", "H2": "m2"})
    state, ev = run(state, 0, "take B2")
    assert "take E2" in ids(state) and "take H2" not in ids(state)
    rejects(state, 0, "take H2", "dragon_castle-err-not-identical", "DC-6.1")
    state, _ = run(state, 0, "take E2")
    rejects(state, 0, "place a1 a1", "dragon_castle-err-same-dest", "DC-7.3")
    rejects(state, 0, "place a1", "dragon_castle-err-place-count", "DC-7.1")
    rejects(state, 0, "place a1 q7", "dragon_castle-err-realm-cell", "DC-3.11")
    rejects(state, 0, "confirm", "dragon_castle-err-place-first", "DC-7.1")
    state, _ = run(state, 0, "place a1 d4", "confirm")
    assert top_kind(state, 0, "a1") == top_kind(state, 0, "d4") == "merchant_1"
    assert space(state, 0, "a1")["up"] and state["active"] == 1


def test_dc_3_8_second_tile_checked_after_the_first_is_removed():
    """DC-3.8/G10: taking B2 frees C2's west side, so C2 may be the second tile; a pair may also come from one
    stack (the tile uncovered under the first)."""
    state = make_state(castle={"B2": "m1", "C2": "m1", "D2": "m1"})
    state, _ = run(state, 0, "take B2", "take C2")
    assert state["turn"]["action"] is None  # nothing public yet: both steps pending
    state = make_state(castle={"B2": "m1/m1", "E2": "s3"})
    state, ev = play(state, 0, "take B2")
    assert ev[0].reveals and ev[0].to is None and keys(ev) == ["dragon_castle-ev-take-reveal"]
    assert "take B2" in ids(state)
    state, _ = run(state, 0, "take B2", "place b2 c3", "confirm")
    assert state["castle"]["B2"] == []


def test_dc_6_2_tile_and_shrine():
    """DC-6.2: keep one tile and move a shrine from the supply to the pool."""
    state = make_state(castle={"B2": "m1", "E2": "s2"})
    supply = state["supply"]
    state, _ = run(state, 0, "take B2", "shrine", "place c3", "confirm")
    assert state["pools"][0] == 2 and state["supply"] == supply - 1
    assert top_kind(state, 0, "c3") == "merchant_1"


def test_dc_6_2_g21_no_tile_and_shrine_with_an_empty_supply():
    state = make_state(castle={"B2": "m1", "E2": "s2"}, pools=[20, 20])
    assert state["supply"] == 0
    state, _ = play(state, 0, "take B2")
    assert "shrine" not in ids(state)
    rejects(state, 0, "shrine", "dragon_castle-err-supply-empty", "DC-6.2")


def test_dc_6_3_discard_for_one_vp():
    """DC-6.3/G29: the tile leaves the game (public discard pile), +1 VP; nothing to place."""
    state = make_state(castle={"B2": "m1", "E2": "s2"})
    n = len(state["discard"])
    state, _ = run(state, 0, "take B2", "discard")
    assert "place" not in " ".join(ids(state)) and "confirm" in ids(state)
    state, ev = play(state, 0, "confirm")
    assert state["vp"][0]["discards"] == 1 and len(state["discard"]) == n + 1
    assert "dragon_castle-ev-action-discard" in keys(ev)
    assert GAME.result(state).breakdown["players"][0]["discards"] == 1


def test_dc_6_4_summon_only_when_one_floor_remains():
    """DC-6.4/DC-6.5/DC-11.1: with two floors Summon is refused; with one floor A-D are all possible."""
    state = make_state(castle={"B2": "x/m1", "E2": "s2"})
    rejects(state, 0, "summon", "dragon_castle-err-summon-not-allowed", "DC-6.4")
    state = make_state(castle={"B2": "m1", "E2": "m1"})
    assert {"summon", "take B2", "take E2"} <= set(ids(state))
    state, ev = run(state, 0, "summon", "confirm")
    assert state["tokens"][0] == 1 and "dragon_castle-ev-summon" in keys(ev)


def test_dc_6_6_castle_empty_summon_is_compulsory():
    """DC-6.6/G37: with an empty castle the only action is Summon."""
    state = make_state(castle={})
    assert ids(state) == ["summon"]
    rejects(state, 0, "take B2", "dragon_castle-err-must-summon", "DC-6.6")
    assert GAME.view(state, None)["summon_forced"] is True
    assert GAME.presentation.prompt(state, 0, ()).key == "dragon_castle-prompt-start-summon"


def test_dc_6_8_actions_need_room_in_the_realm():
    """DC-6.8/DC-7.3: a pair needs two legal destinations, Tile and Shrine one; Discard is always possible."""
    full = checkerboard()
    del full["c4"]
    state = make_state(castle={"B2": "f1", "E2": "f1"}, realms={0: full})
    state, _ = play(state, 0, "take B2")
    assert "take E2" not in ids(state)
    rejects(state, 0, "take E2", "dragon_castle-err-realm-full", "DC-6.8")
    assert {"shrine", "discard"} <= set(ids(state))
    full = checkerboard()
    state = make_state(castle={"B2": "f1", "E2": "f1"}, realms={0: full})
    state, _ = play(state, 0, "take B2")
    assert [m for m in ids(state) if m != "undo"] == ["discard"]
    rejects(state, 0, "shrine", "dragon_castle-err-realm-full", "DC-6.8")


def test_dc_7_4_no_placement_on_face_up_tiles_or_shrines():
    """DC-3.15/DC-7.4: destinations are empty spaces or face-down tiles without a shrine."""
    state = make_state(castle={"B2": "m1", "E2": "s2"}, realms={0: {"a1": "f3", "b1": "x#", "c1": "x", "d1": "x/x"}},
                       pools=[0, 1])
    state, _ = run(state, 0, "take B2", "shrine")
    rejects(state, 0, "place a1", "dragon_castle-err-dest-face-up", "DC-7.4")
    rejects(state, 0, "place b1", "dragon_castle-err-dest-shrine", "DC-7.4")
    places = [m for m in ids(state) if m.startswith("place")]
    assert "place c1" in places and "place d1" in places and len(places) == 14
    state, _ = run(state, 0, "place d1", "confirm")
    assert len(space(state, 0, "d1")["tiles"]) == 3 and space(state, 0, "d1")["up"]


def test_dc_5_2_one_action_per_turn_and_step_order():
    """DC-5.2: one action; a second action, placing before taking or confirming before the action is refused."""
    state = make_state(castle={"B2": "m1", "E2": "s2", "H2": "s3"})
    rejects(state, 0, "confirm", "dragon_castle-err-no-action", "DC-5.2")
    rejects(state, 0, "place a1", "dragon_castle-err-nothing-to-place", "DC-7.1")
    rejects(state, 0, "shrine", "dragon_castle-err-take-tile-first", "DC-6.2")
    rejects(state, 0, "discard", "dragon_castle-err-take-tile-first", "DC-6.3")
    rejects(state, 0, "jump", "dragon_castle-err-unknown-verb", "DC-16.5")
    rejects(state, 0, "take", "dragon_castle-err-syntax", "DC-6.1")
    state, _ = run(state, 0, "take B2")
    rejects(state, 0, "confirm", "dragon_castle-err-choose-first", "DC-6.1")
    rejects(state, 0, "summon", "dragon_castle-err-choose-first", "DC-6.1")
    state, _ = run(state, 0, "discard")
    rejects(state, 0, "take E2", "dragon_castle-err-action-done", "DC-5.2")
    rejects(state, 0, "summon", "dragon_castle-err-action-done", "DC-5.2")
    rejects(state, 1, "take E2", "core-err-not-your-turn", "DC-5.1")


def test_dc_4_7_turn_order_and_rounds():
    """DC-4.7/DC-5.1: seat order from the first player; a round ends with the player right of the first."""
    state = make_state(3, castle={"B2": "m1", "E2": "s2", "H2": "s3", "K2": "f1"}, active=1)
    for seat in (1, 2, 0):
        assert GAME.actors(state) == {seat} and ids(state, (seat + 1) % 3) == []
        state, _ = run(state, seat, ids(state)[0], "discard", "confirm")
    assert state["active"] == 1 and state["round"] == 2
