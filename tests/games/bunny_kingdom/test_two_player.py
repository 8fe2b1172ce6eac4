"""The 2-player rules BK-7.1 to BK-7.7: reserves, one random reserve card before every pick, play + discard, face-down
discards, passing to the opponent, hand sizes 11..2 and 10 picks per round."""
from __future__ import annotations

import json

from games.bunny_kingdom import GAME
from games.bunny_kingdom.cards import TOKEN
from tests.games.bunny_kingdom.helpers import into_hand, kingdom, locate, play, put, rejects, to_construction


def test_bk_7_1_reserve_is_seen_by_nobody():
    """BK-7.1/BK-15.3: 10 face-down reserve cards per player; not even their owner sees them (only the count)."""
    state = GAME.setup(2, {}, 3)
    reserve = [c for r in state["reserves"] for c in r]
    assert len(reserve) == 18  # 2 x 10, one each already moved to the hands (BK-7.2)
    for seat in (None, 0, 1):
        v = GAME.view(state, seat)
        text = json.dumps(v)
        assert not any(f'"{c}"' in text for c in reserve)
        assert [p["reserve"] for p in v["players_info"]] == [9, 9]


def test_bk_7_2_one_random_reserve_card_joins_the_hand_before_every_pick():
    """BK-7.2: before each pick (the first included) each hand gets one random card of its own reserve; only the
    owner is told which (a private, random event)."""
    state = GAME.setup(2, {}, 4)
    assert [len(h) for h in state["hands"]] == [11, 11]
    reserves = [list(r) for r in state["reserves"]]
    state, _ = play(state, 0, GAME.legal_moves(state, 0)[0].id)
    state, events = play(state, 1, GAME.legal_moves(state, 1)[0].id)
    assert [len(h) for h in state["hands"]] == [10, 10] and [len(r) for r in state["reserves"]] == [8, 8]
    for s in (0, 1):
        drawn = [c for c in reserves[s] if c not in state["reserves"][s]]
        assert len(drawn) == 1 and drawn[0] in state["hands"][s]  # own reserve -> own hand
        private = [e for e in events if e.to == s and e.msg.key == "bunny_kingdom-ev-reserve-private"]
        assert len(private) == 1 and private[0].random
    public = [e for e in events if e.msg.key == "bunny_kingdom-ev-reserve"]
    assert public and public[0].to is None and "card" not in public[0].msg.params


def test_bk_7_3_bk_7_4_play_one_and_discard_one_face_down():
    """BK-7.3/BK-7.4: one card is played, the other goes face down to the player's own discards with no effect."""
    state = GAME.setup(2, {}, 5)
    into_hand(state, 0, ["T-C7", "T-E4"])
    assert all(m.tokens[0] == "play" and m.tokens[2] == "discard" for m in GAME.legal_moves(state, 0))
    state, _ = play(state, 0, "play c7 discard e4")
    state, events = play(state, 1, GAME.legal_moves(state, 1)[0].id)
    assert state["owner"]["C7"] == 0 and "E4" not in state["owner"]
    assert "T-E4" in state["discards"][0] and "T-E4" not in state["used"][0]
    assert GAME.view(state, 0)["private"]["discards"] == ["T-E4"]
    for seat in (None, 1):
        v = GAME.view(state, seat)
        assert v["players_info"][0]["discards"] == 1 and "T-E4" not in json.dumps(v)
    assert '"E4"' not in json.dumps([e.to_json() for e in events if e.to is None])
    plays = [e for e in events if e.msg.key == "bunny_kingdom-ev-plays-2p"]
    assert len(plays) == 2


def test_bk_7_4_discarded_territory_only_by_camp_and_never_removed():
    """BK-7.4: a discarded territory card is out of the game; its square can still be taken by a camp, and that
    camp can never be removed (no card of that square can be played any more)."""
    state = kingdom(2, unbuilt={1: ["CAMP-1"]})
    put(state, "T-C3", "discards", 0)
    state, _ = to_construction(state)
    state, _ = play(state, 1, "camp 1 c3")
    assert state["owner"]["C3"] == 1 and state["buildings"]["C3"]["type"] == "camp"
    assert locate(state, "T-C3") == ("discards", 0)
    assert not any(m.id.split()[1:2] == ["c3"] for s in (0, 1) for m in GAME.legal_moves(state, s))


def test_bk_7_5_rest_of_the_hand_goes_to_the_opponent():
    """BK-7.5/BK-7.7: both neighbours are the opponent; the next hand is the opponent's rest + 1 reserve card."""
    state = GAME.setup(2, {}, 6)
    into_hand(state, 0, ["T-A1", "T-A2"])
    into_hand(state, 1, ["T-J1", "T-J2"])
    rest = [[c for c in state["hands"][0] if c not in ("T-A1", "T-A2")],
            [c for c in state["hands"][1] if c not in ("T-J1", "T-J2")]]
    state, _ = play(state, 0, "play a1 discard a2")
    state, _ = play(state, 1, "play j1 discard j2")
    for s in (0, 1):
        assert set(rest[1 - s]) <= set(state["hands"][s]) and len(state["hands"][s]) == len(rest[1 - s]) + 1


def test_bk_7_6_hand_sizes_and_ten_picks_per_round():
    """BK-7.6: hands of 11, 10, ..., 2 cards; 10 picks; 10 played and 10 discarded by each player per round; hand
    and reserve are both empty when the round's exploration ends."""
    state = GAME.setup(2, {}, 8)
    sizes = []
    while state["round"] == 1 and state["phase"] == "PICK":
        sizes.append(len(state["hands"][0]))
        for s in (0, 1):
            state, _ = play(state, s, GAME.legal_moves(state, s)[0].id)
    assert sizes == [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]
    assert [len(d) for d in state["discards"]] == [10, 10]
    if state["round"] == 1:
        assert not any(state["hands"]) and not any(state["reserves"])
    assert GAME.view(state, None)["picks_per_round"] == 10


def test_bk_7_7_pick_verbs_by_player_count():
    """BK-7.3 vs BK-5.1: ``play X discard Y`` with 2 players, ``pick X Y`` with 3-4."""
    two, three = GAME.setup(2, {}, 1), GAME.setup(3, {}, 1)
    a, b = (TOKEN[c] for c in two["hands"][0][:2])
    rejects(two, 0, f"pick {a} {b}", "bunny_kingdom-err-pick-2p", "BK-7.3")
    a, b = (TOKEN[c] for c in three["hands"][0][:2])
    rejects(three, 0, f"play {a} discard {b}", "bunny_kingdom-err-play-3p", "BK-5.1")
    rejects(two, 0, "play a1", "bunny_kingdom-err-wrong-card-count", "BK-7.3")


def test_bk_15_3_a_player_sees_the_cards_they_passed_and_no_one_else_does():
    """BK-15.3: a player saw the hand they passed, so their private view keeps it until the next reveal ("You
    passed on: ..."), and the computer's sampled worlds leave those cards in the opponent's hand (only the reserve
    card that joined it is unknown). Nobody else's view shows them."""
    state = GAME.setup(2, {}, 6)
    into_hand(state, 0, ["T-A1", "T-A2"])
    into_hand(state, 1, ["T-J1", "T-J2"])
    rest0 = sorted(c for c in state["hands"][0] if c not in ("T-A1", "T-A2"))
    state, _ = play(state, 0, "play a1 discard a2")
    state, _ = play(state, 1, "play j1 discard j2")
    private = GAME.view(state, 0)["private"]
    assert sorted(private["passed"]) == rest0 and set(rest0) < set(state["hands"][1])
    assert GAME.view(state, 1)["private"]["passed"] != private["passed"]
    assert "passed" not in json.dumps(GAME.view(state, None))
    for seed in range(5):
        twin = GAME.hidden_twin(state, seed, 0)
        assert set(rest0) < set(twin["hands"][1]) and twin["passed"][0] == state["passed"][0]
        assert GAME.view(twin, 0) == GAME.view(state, 0)
        assert twin["passed"][1] == state["passed"][1]  # the opponent passed what seat 0 holds now
    assert any(GAME.hidden_twin(state, seed, 1)["hands"][0] != state["hands"][0] for seed in range(5))
    from games.core.i18n import render  # the private summary's line, in both languages
    en = render(GAME.presentation.private_summary(GAME.view(state, 0)), "en")
    pl = render(GAME.presentation.private_summary(GAME.view(state, 0)), "pl")
    assert "You passed on: " in en and "Przekazane dalej: " in pl


def test_bk_15_3_a_table_stored_before_the_memory_of_passes_starts_with_none():
    """Schema 1 -> 2: the memory of the last pass starts empty; the next reveal fills it."""
    state = GAME.setup(2, {}, 6)
    old = json.loads(json.dumps(state))
    del old["passed"]
    old["schema_version"] = 1
    new = GAME.upgrade(old)
    assert new["passed"] == [[], []] and new["schema_version"] == GAME.schema_version
    GAME.check_invariants(new)
