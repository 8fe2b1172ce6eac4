"""The 10 Spirit cards with their FAQ rulings: DC-9.1-DC-9.17 (G11-G14, G17-G20, G36)."""
from __future__ import annotations

from games.dragon_castle import GAME
from tests.games.dragon_castle.helpers import ids, keys, make_state, mine, play, preview, rejects, run, space

ROW = {"B2": "m1", "C2": "m1", "D2": "m1", "H2": "s2"}


def _pv(state):
    return preview(state)


# ---- general rules ------------------------------------------------------------------------------------------------
def test_dc_9_1_only_spirits_in_play():
    state = make_state(spirits=["cunning"], realms={0: {"a1": "m1", "b1": "m2", "c1": "m3"}})
    rejects(state, 0, "spirit beauty pool", "dragon_castle-err-spirit-not-in-play", "DC-9.1")
    rejects(state, 0, "spirit ghost pool", "dragon_castle-err-spirit-unknown", "DC-9.1")
    assert "spirit cunning pool" in ids(state) and "spirit cunning a1" not in ids(state)


def test_dc_9_2_payment_with_a_face_up_tile_or_a_pool_shrine():
    """DC-9.2/G29: a face-up realm tile (to the discard pile; the tile below becomes the top, face down) or a pool
    shrine (back to the supply); face-down tiles and built shrines cannot pay."""
    realm = {"a1": "m1", "b1": "m2", "c1": "m3", "d4": "x/s5", "a4": "x#", "c4": "x"}
    state = make_state(spirits=["cunning"], realms={0: realm})
    rejects(state, 0, "spirit cunning c4", "dragon_castle-err-cannot-pay", "DC-9.2")
    rejects(state, 0, "spirit cunning a4", "dragon_castle-err-cannot-pay", "DC-9.2")
    rejects(state, 0, "spirit cunning e9", "dragon_castle-err-cannot-pay", "DC-9.2")
    supply, discard = state["supply"], len(state["discard"])
    work = _pv(run(state, 0, "spirit cunning pool")[0])
    assert work["pools"][0] == 0 and work["supply"] == supply + 1
    work = _pv(run(state, 0, "spirit cunning d4")[0])
    assert len(work["discard"]) == discard + 1 and work["realms"][0][15]["up"] is False
    assert len(work["realms"][0][15]["tiles"]) == 1
    empty = make_state(spirits=["cunning"], realms={0: {"a1": "m1", "b1": "m2", "c1": "m3"}}, pools=[0, 1])
    rejects(empty, 0, "spirit cunning pool", "dragon_castle-err-cannot-pay", "DC-9.2")


def test_dc_9_3_each_spirit_once_per_turn():
    """DC-9.3/DC-5.3: a second activation of the same card in one turn is refused (also in W2)."""
    realm = {"a1": "m1", "b1": "m2", "c1": "m3", "a3": "s1", "b3": "s2", "c3": "s4"}
    state = make_state(spirits=["cunning"], realms={0: realm}, pools=[3, 1], stage="end")
    state, _ = run(state, 0, "spirit cunning pool", "group a1", "build")
    rejects(state, 0, "spirit cunning pool", "dragon_castle-err-spirit-used", "DC-9.3")
    assert not [m for m in ids(state) if m.startswith("spirit")]


def test_dc_9_4_paid_power_must_be_usable_after_payment():
    """DC-9.4: paying with a tile of the only group leaves nothing to consolidate: refused, nothing changes."""
    state = make_state(spirits=["cunning"], realms={0: {"a1": "m1", "b1": "m2", "c1": "m3"}})
    rejects(state, 0, "spirit cunning b1", "dragon_castle-err-power-no-effect", "DC-9.4")
    bare = make_state(spirits=["cunning", "beauty", "change", "wind", "strength"])
    for sid in ("cunning", "beauty", "change", "wind", "strength"):
        rejects(bare, 0, f"spirit {sid} pool", "dragon_castle-err-power-no-effect", "DC-9.4")


def test_dc_9_5_timing_windows():
    """DC-9.5/G20: free-window powers in W1/W2 only; Depths/Deception only between the two tiles of the action;
    no spirit while tiles wait to be placed."""
    state = make_state(castle=ROW, spirits=["depths", "destruction", "deception"],
                       realms={0: {"a1": "s3"}})
    rejects(state, 0, "spirit depths pool", "dragon_castle-err-spirit-timing", "DC-9.5")
    rejects(state, 0, "spirit deception a1", "dragon_castle-err-spirit-timing", "DC-9.5")
    state, _ = play(state, 0, "take B2")
    rejects(state, 0, "spirit destruction pool", "dragon_castle-err-spirit-timing", "DC-9.5")
    state, _ = play(state, 0, "take D2")
    rejects(state, 0, "spirit destruction pool", "dragon_castle-err-place-first", "DC-7.1")
    state, _ = play(state, 0, "place b2 c3")
    assert "spirit destruction pool" in ids(state)


# ---- the ten powers -----------------------------------------------------------------------------------------------
def test_dc_9_8_beauty_same_number_group():
    """DC-9.8 (G19): 4 connected faction tiles with number 3 (factions mixed): size VP + 1, up to 2 shrines."""
    realm = {"a1": "m3", "b1": "s3", "c1": "f3", "d1": "m3", "a2": "m4"}
    state = make_state(spirits=["beauty"], realms={0: realm}, pools=[3, 1])
    rejects(state, 0, "spirit beauty b1", "dragon_castle-err-power-no-effect", "DC-9.4")  # the group shrinks to 3
    state, ev = run(state, 0, "spirit beauty a2")  # paying with a tile outside the group is fine
    assert sorted(m for m in ids(state) if m != "undo") == ["group a1", "group b1", "group c1", "group d1"]
    rejects(state, 0, "group a3", "dragon_castle-err-no-group", "DC-9.8")
    rejects(state, 0, "take B2", "dragon_castle-err-power-first", "DC-9.4")
    state, ev = run(state, 0, "group c1")
    assert keys(mine(ev)) == ["dragon_castle-ev-beauty"]
    assert _pv(state)["vp"][0]["spirits"] == 3
    state, _ = run(state, 0, "build a1 d1")
    assert [sp["shrine"] for sp in _pv(state)["realms"][0][:4]] == [True, False, False, True]


def test_dc_9_9_wind_flip_then_move_shrine():
    """DC-9.9 (G13): optional flip (not a consolidation: no VP, no shrine prompt), then a mandatory shrine move;
    the shrine may go onto the tile just flipped."""
    realm = {"a1": "x#", "b1": "m1", "c1": "s2"}
    state = make_state(spirits=["wind"], realms={0: realm}, stage="end")
    state, _ = play(state, 0, "spirit wind pool")
    opts = set(ids(state))
    assert {"flip b1", "flip c1"} <= opts and not any(m.startswith("move") for m in opts)  # no face-down target yet
    state, _ = play(state, 0, "flip b1")
    rejects(state, 0, "flip c1", "dragon_castle-err-wind-flip-once", "DC-9.9")
    rejects(state, 0, "confirm", "dragon_castle-err-power-first", "DC-9.4")
    rejects(state, 0, "move c1 b1", "dragon_castle-err-no-shrine-there", "DC-9.9")
    rejects(state, 0, "move a1 c1", "dragon_castle-err-shrine-target", "DC-9.9")
    state, _ = play(state, 0, "move a1 b1")
    work = _pv(state)
    assert work["realms"][0][1]["shrine"] and not work["realms"][0][0]["shrine"]
    assert work["vp"][0] == {"merges": 0, "spirits": 0, "discards": 0} and work["turn"]["build"] is None
    state, _ = play(state, 0, "confirm")
    assert space(state, 0, "b1")["shrine"] and not space(state, 0, "b1")["up"]
    # the flip is optional
    state = make_state(spirits=["wind"], realms={0: {"a1": "x#", "d4": "x/x"}}, stage="end")
    state, _ = run(state, 0, "spirit wind pool", "move a1 d4", "confirm")
    assert space(state, 0, "d4")["shrine"]


def test_dc_9_10_strength_moves_and_checkpoint_after_both():
    """DC-9.10 (G14): 1-2 moves of top tiles keeping their face; sets are checked only after the moves; a tile with
    a shrine cannot move, a tile not twice, not onto a face-up tile."""
    realm = {"a1": "m1", "b1": "m2", "c1": "m3", "d3": "m5", "a4": "x#", "b4": "s1", "c4": "x"}
    state = make_state(spirits=["strength"], realms={0: realm}, stage="end", pools=[2, 1])
    state, _ = play(state, 0, "spirit strength pool")
    rejects(state, 0, "move a4 a3", "dragon_castle-err-move-shrine-tile", "DC-9.10")
    rejects(state, 0, "move d3 b4", "dragon_castle-err-dest-face-up", "DC-7.4")
    rejects(state, 0, "move d3 a4", "dragon_castle-err-dest-shrine", "DC-7.4")
    rejects(state, 0, "move d2 a3", "dragon_castle-err-realm-empty", "DC-9.10")
    rejects(state, 0, "done", "dragon_castle-err-move-first", "DC-9.10")
    state, _ = play(state, 0, "move d3 d1")  # a set of 4 now exists, but the second move comes first
    assert "done" in ids(state) and not any(m.startswith("merge") for m in ids(state))
    rejects(state, 0, "move d1 d2", "dragon_castle-err-move-same-tile", "DC-9.10")
    state, _ = play(state, 0, "move b4 c4")  # onto a face-down tile, face up kept
    assert sorted(m for m in ids(state) if m != "undo") == ["merge a1"]
    state, _ = run(state, 0, "merge a1", "build d1", "confirm")
    assert state["vp"][0]["merges"] == 2 and space(state, 0, "c4")["up"] and len(space(state, 0, "c4")["tiles"]) == 2


def test_dc_9_10_strength_second_tile_onto_the_first_only_if_face_down():
    """FAQ: the second moved tile may go on the first moved tile only if that one is face down; a tile may move to
    an empty space."""
    state = make_state(spirits=["strength"], realms={0: {"a1": "x/x", "d4": "s2", "c3": "f4"}}, stage="end")
    state, _ = run(state, 0, "spirit strength pool", "move a1 b2")  # a face-down tile to an empty space
    assert "move d4 b2" in ids(state)
    state = make_state(spirits=["strength"], realms={0: {"a1": "s1", "d4": "s2", "c3": "f4"}}, stage="end")
    state, _ = run(state, 0, "spirit strength pool", "move a1 b2")
    assert "move d4 b2" not in ids(state) and "move d4 a1" in ids(state)


def test_dc_9_11_elegance_short_side():
    """DC-9.11 (G12): with Elegance the first tile may be an unavailable top-floor tile with a free short side; the
    permission must be used; it lasts for the second tile of the pair."""
    state = make_state(castle=ROW, spirits=["elegance"], realms={0: {"a1": "s3"}})
    rejects(state, 0, "take C2", "dragon_castle-err-not-available", "DC-3.6")
    state, _ = play(state, 0, "spirit elegance a1")
    assert GAME.presentation.prompt(state, 0, ()).key == "dragon_castle-prompt-take"
    rejects(state, 0, "take B2", "dragon_castle-err-elegance-unused", "DC-9.11")
    rejects(state, 0, "summon", "dragon_castle-err-take-first", "DC-9.11")
    assert [m for m in ids(state) if m != "undo"] == ["take C2"]
    state, _ = run(state, 0, "take C2", "take B2", "place a1 b1", "confirm")
    assert state["turn"]["seat"] == 1


def test_dc_9_11_elegance_faq_second_tile_freed_by_the_first():
    """FAQ: taking C1 frees the short (north) side of C2, which is blocked west and east; Elegance activated after
    the first tile lets C2 be the second tile of the pair."""
    castle = {"C1": "m1", "B2": "x", "C2": "m1", "D2": "x", "C3": "x"}
    state = make_state(castle=castle, spirits=["elegance"], realms={0: {"a1": "s3"}})
    assert "spirit elegance a1" not in ids(state)  # nothing to use it on at the start
    state, _ = play(state, 0, "take C1")
    assert "take C2" not in ids(state)
    state, _ = play(state, 0, "spirit elegance a1")
    assert [m for m in ids(state) if m.startswith("take")] == ["take C2"]
    rejects(state, 0, "discard", "dragon_castle-err-pair-only", "DC-9.5")
    state, _ = run(state, 0, "take C2", "place b1 c1", "confirm")


def test_dc_9_12_deception_adjacent_second_tile():
    """DC-9.12 (G11): the second tile is any top tile next to the first on the same floor, neither identical nor
    available; the tile under the first is not adjacent; not combinable with Depths (DC-9.7)."""
    castle = {"B2": "x/m1", "C2": "x/s5", "D2": "x/x", "F2": "m1"}
    state = make_state(castle=castle, spirits=["deception", "depths"], realms={0: {"a1": "s3", "b1": "f2"}})
    state, ev = play(state, 0, "take B2")
    assert ev[-1].reveals
    rejects(state, 0, "take C2", "dragon_castle-err-not-identical", "DC-6.1")
    state, _ = play(state, 0, "spirit deception a1")
    rejects(state, 0, "spirit depths b1", "dragon_castle-err-power-no-effect", "DC-9.4")
    rejects(state, 0, "take B2", "dragon_castle-err-not-adjacent", "DC-9.12")
    rejects(state, 0, "take F2", "dragon_castle-err-not-adjacent", "DC-9.12")
    assert [m for m in ids(state) if m.startswith("take")] == ["take C2"]
    state, _ = run(state, 0, "take C2", "place c1 d1", "confirm")
    assert {sp["tiles"][-1].split("_")[0] for sp in state["realms"][0] if sp["up"]} >= {"merchant", "soldier"}


def test_dc_9_13_change_special_tile_counts_as_another_type():
    """DC-9.13 (G18): a face-up special tile counted as Merchant completes a set of 4 merchants: VP by size, faction
    cap; only allowed when it makes a consolidation possible."""
    realm = {"a1": "m1", "b1": "m2", "c1": "m3", "d1": "rain", "d2": "red"}
    state = make_state(spirits=["change"], realms={0: realm}, pools=[2, 1], stage="end")
    state, _ = play(state, 0, "spirit change pool")
    assert [m for m in ids(state) if m != "undo"] == ["change d1 merchant"]
    rejects(state, 0, "change a1 soldier", "dragon_castle-err-change-special", "DC-9.13")
    rejects(state, 0, "change d1 wind", "dragon_castle-err-change-same", "DC-9.13")
    rejects(state, 0, "change d2 merchant", "dragon_castle-err-no-group", "DC-9.13")
    rejects(state, 0, "change d1 unicorn", "dragon_castle-err-type", "DC-9.13")
    state, ev = play(state, 0, "change d1 merchant")
    assert keys(mine(ev)) == ["dragon_castle-ev-change"]
    rejects(state, 0, "build c1 d1", "dragon_castle-err-shrine-cap", "DC-8.3")
    state, _ = run(state, 0, "build d1", "confirm")
    assert state["vp"][0]["spirits"] == 2 and space(state, 0, "d1")["shrine"]


def test_dc_9_14_faith_extra_shrine_on_this_turns_consolidation():
    """DC-9.14: after a consolidation this turn, one more shrine on one of its tiles (a special set can reach 3);
    paying with a pool shrine needs a second one; tiles from earlier turns are not eligible."""
    realm = {"a1": "red", "b1": "green", "c1": "white", "a3": "x"}
    state = make_state(castle={"H2": "red", "K2": "s1"}, spirits=["faith"], realms={0: realm}, pools=[3, 1])
    rejects(state, 0, "spirit faith pool", "dragon_castle-err-faith-timing", "DC-9.5/DC-9.14")
    state, _ = run(state, 0, "take H2", "shrine", "place d1", "merge a1", "build a1 b1")
    assert _pv(state)["pools"][0] == 2
    state, _ = play(state, 0, "spirit faith pool")
    assert sorted(m for m in ids(state) if m != "undo") == ["build c1", "build d1"]
    rejects(state, 0, "build a3", "dragon_castle-err-faith-cell", "DC-9.14")
    rejects(state, 0, "build a1", "dragon_castle-err-faith-cell", "DC-9.14")
    state, ev = run(state, 0, "build c1", "confirm")
    assert sum(sp["shrine"] for sp in state["realms"][0]) == 3 and state["pools"][0] == 0
    one = make_state(castle={"H2": "red", "K2": "s1"}, spirits=["faith"], realms={0: realm}, pools=[1, 1])
    one, _ = run(one, 0, "take H2", "shrine", "place d1", "merge a1", "build a1")
    rejects(one, 0, "spirit faith pool", "dragon_castle-err-power-no-effect", "DC-9.4")  # nothing left to build


def test_dc_9_5_dc_9_14_faith_before_any_consolidation_is_a_timing_error():
    """DC-9.5/DC-9.14 (§16E WRONG_PHASE): Faith's window opens only once a set was consolidated this turn. In W1,
    and in W2 after a plain discard, it is refused as a timing error (whatever the payment), never offered, and the
    state is unchanged; after a W1 consolidation by another spirit it is legal already in W1."""
    realm = {"a1": "m1", "b1": "m2", "c1": "m3", "a3": "red", "b3": "green"}
    state = make_state(castle={"H2": "red", "K2": "s1"}, spirits=["faith", "cunning"], realms={0: realm},
                       pools=[3, 1])
    for pay in ("pool", "a3"):  # W1: the payment would be fine, the moment is not
        err = rejects(state, 0, f"spirit faith {pay}", "dragon_castle-err-faith-timing", "DC-9.5/DC-9.14")
        assert err.params["spirit"].key == "dragon_castle-spirit-faith"
    assert not any(m.startswith("spirit faith") for m in ids(state))
    w2, _ = run(state, 0, "take H2", "discard")  # W2 after a turn whose action consolidated nothing
    assert {"confirm", "spirit cunning pool"} <= set(ids(w2))  # W2 is open: another free-window spirit is offered
    rejects(w2, 0, "spirit faith pool", "dragon_castle-err-faith-timing", "DC-9.5/DC-9.14")
    assert not any(m.startswith("spirit faith") for m in ids(w2))
    merged, _ = run(state, 0, "spirit cunning pool", "group a1", "build a1")  # W1: a set consolidated by Cunning
    assert "spirit faith a3" in ids(merged)  # (the one pool shrine left must be the one built, DC-9.14)
    merged, _ = run(merged, 0, "spirit faith a3", "build b1")
    assert space(merged, 0, "b1")["shrine"] is False  # still the mover's private preview
    assert [sp["shrine"] for sp in _pv(merged)["realms"][0][:3]] == [True, True, False]


def test_dc_9_15_depths_same_type_second_tile():
    """DC-9.15: the second tile need only be of the same type (still available); an identical one is allowed."""
    castle = {"B2": "m1", "E2": "m5", "H2": "s1", "K2": "m1"}
    state = make_state(castle=castle, spirits=["depths"], realms={0: {"a1": "s3"}})
    state, _ = play(state, 0, "take B2")
    rejects(state, 0, "take E2", "dragon_castle-err-not-identical", "DC-6.1")
    state, _ = play(state, 0, "spirit depths a1")
    rejects(state, 0, "take H2", "dragon_castle-err-not-same-type", "DC-9.15")
    assert sorted(m for m in ids(state) if m.startswith("take")) == ["take E2", "take K2"]
    done, _ = run(state, 0, "take K2", "place a1 b1", "confirm")  # identical: the allowed exception
    state, _ = run(state, 0, "take E2", "place a1 b1", "confirm")
    assert sorted(sp["tiles"][-1][:10] for sp in state["realms"][0] if sp["up"]) == ["merchant_1", "merchant_5"]


def test_dc_9_16_destruction_then_summon_the_same_turn():
    """DC-9.16 (G36) and FAQ: discard an available tile of any floor (no VP); removing the last upper-floor tile
    lets Summon the Dragon be chosen in the same turn (G26); the uncovered tile is public at once."""
    state = make_state(castle={"B2": "m1", "E2": "s1/m2"}, spirits=["destruction"])
    rejects(state, 0, "summon", "dragon_castle-err-summon-not-allowed", "DC-6.4")
    state, _ = play(state, 0, "spirit destruction pool")
    rejects(state, 0, "destroy C2", "dragon_castle-err-cell-empty", "DC-3.3")
    state, ev = play(state, 0, "destroy E2")
    assert ev[-1].reveals and all(e.to is None for e in ev)
    assert keys(ev) == ["dragon_castle-ev-spirit", "dragon_castle-ev-destroy-reveal"]
    assert "summon" in ids(state) and state["vp"][0]["discards"] == 0
    state, ev = run(state, 0, "summon", "confirm")
    assert state["tokens"][0] == 1


def test_dc_9_17_cunning_exactly_three():
    """DC-9.17 (G17): a group of exactly 3 of one type: 2 VP (+1 for dragons), shrines as usual."""
    realm = {"a1": "red", "b1": "green", "c1": "white", "a3": "m1", "b3": "m2"}
    state = make_state(spirits=["cunning"], realms={0: realm}, pools=[3, 1], stage="end")
    state, _ = play(state, 0, "spirit cunning pool")
    rejects(state, 0, "group a3", "dragon_castle-err-no-group", "DC-9.17")
    state, ev = run(state, 0, "group b1", "build a1 c1", "confirm")
    assert state["vp"][0]["spirits"] == 3 and state["pools"][0] == 0


def test_dc_9_3_several_spirits_each_once_and_consolidation_chain():
    """DC-9.3/DC-9.6/DC-13.4: with several cards each may be used once; consolidations chain within one turn
    (a placement merge, then Cunning, then Faith on either)."""
    realm = {"a1": "m1", "b1": "m2", "c1": "m3", "a3": "s1", "b3": "s2", "c3": "s4"}
    state = make_state(castle={"B2": "m4", "E2": "f1"}, spirits=["cunning", "faith"], realms={0: realm},
                       pools=[4, 1])
    state, _ = run(state, 0, "take B2", "shrine", "place d1", "merge a1", "build a1",
                   "spirit cunning pool", "group a3", "build b3", "spirit faith pool", "build c3")
    state, ev = play(state, 0, "confirm")
    assert state["vp"][0] == {"merges": 2, "spirits": 2, "discards": 0}
    assert state["pools"][0] == 0 and sum(sp["shrine"] for sp in state["realms"][0]) == 3
    assert keys(ev)[-1] == "dragon_castle-ev-next"


def test_dc_9_16_destruction_needs_an_available_tile_even_with_elegance():
    """DC-9.16/DC-9.11: Destruction discards an available tile only (Elegance does not extend it)."""
    state = make_state(castle={"B2": "m1", "C2": "m2", "D2": "m3"}, spirits=["destruction", "elegance"],
                       realms={0: {"a1": "s3"}})
    state, _ = play(state, 0, "spirit destruction pool")
    rejects(state, 0, "destroy C2", "dragon_castle-err-not-available", "DC-9.16")
    assert sorted(m for m in ids(state) if m.startswith("destroy")) == ["destroy B2", "destroy D2"]
    state, ev = run(state, 0, "destroy B2")
    assert keys(mine(ev)) == ["dragon_castle-ev-destroy"]  # a single-tile stack: nothing uncovered, still private
    assert len(_pv(state)["castle"]["B2"]) == 0 and len(state["castle"]["B2"]) == 1
