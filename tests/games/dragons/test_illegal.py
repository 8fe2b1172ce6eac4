"""RULES.md section 14.3: every illegal move is refused with its rule ID, is not offered, and changes nothing."""
from __future__ import annotations

import random

import pytest

from games.core.errors import GameError
from games.dragons import GAME
from tests.games.dragons.helpers import earlier_rounds, make_state, play, rejects

ATTACK = {"attack": True}


def _drawn(short: str, opts=None, players: int = 2):
    state = make_state(players, deck_top=(short,), opts=opts)
    return play(state, 0, "draw")[0]


def _chain_pile_state():
    state = make_state(3, piles={"A": ["C"], "B": ["8"]})
    return play(state, 0, "take A 1")[0]


def test_row_1_not_your_turn_or_decision():
    """§14.3 row 1 (DR-4.1, DR-6.4): only the awaited player may move."""
    state = make_state(3, active=1)
    rejects(state, 0, "draw", "core-err-not-your-turn", "DR-4.1")
    rejects(state, 2, "take A 1 A", "core-err-not-your-turn", "DR-4.1")
    rejects(state, 7, "draw", "core-err-not-your-turn", "DR-4.1")
    rejects(state, None, "draw", "core-err-not-your-turn", "DR-4.1")
    chain = _chain_pile_state()
    rejects(chain, 0, "pile A", "core-err-not-your-decision", "DR-6.4")  # the active player, not the chooser
    rejects(chain, 1, "pile A", "core-err-not-your-decision", "DR-6.4")
    rejects(chain, 2, "draw", "dragons-err-chain-first", "DR-14.6")


def test_row_2_reveal_outside_initial_reveal_or_bad_slot():
    """§14.3 row 2 (DR-3.4)."""
    state = make_state(2)
    rejects(state, 0, "reveal 1", "dragons-err-reveal-phase", "DR-3.4")
    fresh = GAME.setup(2, {}, 1)
    rejects(fresh, 1, "reveal 7", "dragons-err-slot", "DR-3.4")
    rejects(fresh, 1, "reveal 01", "dragons-err-slot", "DR-3.4")


def test_row_3_take_from_empty_pile_or_pile_b_in_single_pile_mode():
    """§14.3 row 3 (DR-4.2, DR-11.3)."""
    state = make_state(2, piles={"A": ["5"], "B": []})
    rejects(state, 0, "take B 1 A", "dragons-err-pile-empty", "DR-4.2")
    rejects(state, 0, "take C 1 A", "dragons-err-pile-unknown", "DR-4.2")
    rejects(state, 0, "take a 1 A", "dragons-err-pile-unknown", "DR-4.2")
    single = make_state(2, opts={"piles": "1"})
    rejects(single, 0, "take B 1 A", "dragons-err-pile-single", "DR-11.3")
    rejects(single, 0, "take A 1 B", "dragons-err-pile-single", "DR-11.3")
    rejects(_drawn("5", {"piles": "1"}), 0, "discard B", "dragons-err-pile-single", "DR-11.3")


def test_row_4_to_pile_missing_or_given_for_a_circle():
    """§14.3 row 4 (DR-5.2, DR-6.4)."""
    state = make_state(2, piles={"A": ["5"], "B": ["C"]})
    rejects(state, 0, "take A 1", "dragons-err-to-pile-missing", "DR-5.2")
    rejects(state, 0, "take B 1 A", "dragons-err-to-pile-circle", "DR-6.4")
    rejects(state, 0, "take A 1 C", "dragons-err-pile-unknown", "DR-5.2")
    rejects(_drawn("5"), 0, "place 2", "dragons-err-to-pile-missing", "DR-5.2")
    rejects(_drawn("C"), 0, "place 2 B", "dragons-err-to-pile-circle", "DR-6.4")


def test_row_5_discard_in_turn():
    """§14.3 row 5 (DR-4.3): only a drawn card can be discarded."""
    rejects(make_state(2), 0, "discard A", "dragons-err-discard-turn", "DR-4.3")
    rejects(make_state(2), 0, "place 1 A", "dragons-err-place-turn", "DR-4.2")


def test_row_6_discard_of_a_drawn_circle():
    """§14.3 row 6 (DR-6.3)."""
    rejects(_drawn("C"), 0, "discard B", "dragons-err-discard-circle", "DR-6.3")


def test_row_7_draw_while_holding_or_take_after_draw():
    """§14.3 row 7 (DR-4.2): one option per turn."""
    state = _drawn("5")
    rejects(state, 0, "draw", "dragons-err-already-drew", "DR-4.2")
    rejects(state, 0, "take A 1 A", "dragons-err-take-after-draw", "DR-4.2")


def test_row_8_nest_parameters():
    """§14.3 row 8 (DR-6.8): nest only with a Nest, two distinct slots, never the Nest's own slot."""
    state = make_state(2, piles={"A": ["N"], "B": ["5"]})
    rejects(state, 0, "take B 1 A nest 2 3", "dragons-err-nest-not-nest", "DR-6.8")
    rejects(state, 0, "take A 1 A nest 2 2", "dragons-err-nest-same", "DR-6.8")
    rejects(state, 0, "take A 1 A nest 1 2", "dragons-err-nest-placed", "DR-6.8")
    rejects(state, 0, "take A 1 A nest 3 1", "dragons-err-nest-placed", "DR-6.8")
    rejects(state, 0, "take A 1 A nest 2 9", "dragons-err-slot", "DR-6.8")
    rejects(state, 0, "take A 1 A nest 2", "dragons-err-syntax", "DR-14.4")
    rejects(state, 0, "take A 1 A nest 2 3 4", "dragons-err-syntax", "DR-14.4")
    rejects(_drawn("5"), 0, "place 1 A nest 2 3", "dragons-err-nest-not-nest", "DR-6.8")
    rejects(_drawn("C"), 0, "place 1 nest 2 3", "dragons-err-nest-not-nest", "DR-6.8")


def test_row_9_attack_parameters():
    """§14.3 row 9 (DR-7.3, DR-7.1): attack only with the module, with an Attack, not its own slot, not oneself."""
    off = make_state(3, piles={"A": ["N"], "B": ["5"]})
    rejects(off, 0, "take B 1 A attack 2 2 3", "dragons-err-attack-off", "DR-7.1")
    state = make_state(3, piles={"A": ["X"], "B": ["5"]}, opts=ATTACK)
    rejects(state, 0, "take B 1 A attack 2 2 3", "dragons-err-attack-not-attack", "DR-7.3")
    rejects(state, 0, "take A 1 A attack 1 2 3", "dragons-err-attack-placed", "DR-7.3")
    rejects(state, 0, "take A 1 A attack 2 1 3", "dragons-err-attack-self", "DR-7.3")
    rejects(state, 0, "take A 1 A attack 2 4 3", "dragons-err-attack-seat", "DR-7.3")
    rejects(state, 0, "take A 1 A attack 2 0 3", "dragons-err-attack-seat", "DR-7.3")
    rejects(state, 0, "take A 1 A attack 2 2 7", "dragons-err-slot", "DR-7.3")
    rejects(state, 0, "take A 1 A attack 7 2 1", "dragons-err-slot", "DR-7.3")
    rejects(state, 0, "take A 1 A attack 2 2", "dragons-err-syntax", "DR-14.4")
    rejects(state, 0, "take A 1 A attack 2 2 3 4", "dragons-err-syntax", "DR-14.4")
    rejects(state, 0, "take A 1 A swap 2 3", "dragons-err-syntax", "DR-14.4")


def test_row_10_chain_pile_naming_a_missing_pile():
    """§14.3 row 10 (DR-6.4): the pile must exist; ``pile`` outside CHAIN_PILE is refused."""
    chain = _chain_pile_state()
    last = chain["chain"]["by"]
    rejects(chain, last, "pile C", "dragons-err-pile-unknown", "DR-6.4")
    rejects(chain, last, "pile", "dragons-err-syntax", "DR-14.6")
    rejects(chain, last, "pile A B", "dragons-err-syntax", "DR-14.6")
    rejects(make_state(2), 0, "pile A", "dragons-err-pile-phase", "DR-6.4")


def test_row_11_moves_after_game_over():
    """§14.3 row 11 (DR-10.1): no game move after the end (there is no ROUND_OVER phase to wait in)."""
    state = make_state(2, dreams={0: ["1", "2", "3", "4", "5", "6?"]}, piles={"A": ["0"], "B": ["8"]})
    earlier_rounds(state, tokens=[2, 2])
    state, _ = play(state, 0, "take A 6 B")
    assert state["phase"] == "GAME_OVER"
    for seat in (0, 1):
        rejects(state, seat, "reveal 1", "core-err-game-over", "DR-10.1")
        rejects(state, seat, "draw", "core-err-game-over", "DR-10.1")


def test_malformed_slots_and_extra_tokens():
    """DR-5.2/DR-14.x: malformed tokens are GameErrors with the matching rule."""
    state = make_state(2, piles={"A": ["5"], "B": ["6"]})
    for bad in ("take A 0 B", "take A 7 B", "take A x B", "take A 1.0 B", "take A +1 B"):
        rejects(state, 0, bad, "dragons-err-slot", "DR-5.2")
    rejects(state, 0, "take A", "dragons-err-syntax", "DR-14.2")
    rejects(state, 0, "take", "dragons-err-syntax", "DR-14.2")
    rejects(state, 0, "draw now", "dragons-err-syntax", "DR-14.3")
    rejects(state, 0, "take A 1 B B", "dragons-err-syntax", "DR-14.4")
    rejects(state, 0, "TAKE A 1 B", "dragons-err-unknown-verb", "DR-4.2")
    rejects(_drawn("5"), 0, "place", "dragons-err-syntax", "DR-14.3")
    rejects(_drawn("5"), 0, "discard", "dragons-err-syntax", "DR-14.3")
    rejects(_drawn("5"), 0, "discard Z", "dragons-err-pile-unknown", "DR-4.4")
    for bad in ("", "   ", "x" * 201):
        with pytest.raises(GameError) as err:
            GAME.apply(state, 0, bad)
        assert err.value.key == "core-err-bad-move-id"


VOCAB = ["reveal", "draw", "take", "place", "discard", "pile", "nest", "attack", "A", "B", "C", "a", "0", "1", "2",
         "3", "4", "5", "6", "7", "-1", "x", "1.5", "９"]


def _fuzz_states():
    yield GAME.setup(3, ATTACK, 1), [0, 1, 2]
    yield make_state(3, piles={"A": ["X"], "B": ["N"]}, opts=ATTACK), [0, 1]
    yield make_state(3, piles={"A": ["C"], "B": ["N"]}), [0, 1]
    yield _drawn("X", ATTACK, players=3), [0, 1]
    yield _drawn("N"), [0]
    yield _drawn("C"), [0]
    yield _chain_pile_state(), [0, 2]
    yield make_state(2, piles={"A": ["R"]}, opts={"piles": "1"}), [0]


def test_malformed_token_sequences_only_raise_game_error_and_agree_with_legal_moves():
    """Any token sequence: accepted iff listed by legal_moves; otherwise a GameError (never another exception)."""
    r = random.Random(5)
    for state, seats in _fuzz_states():
        for seat in seats:
            legal = {m.id for m in GAME.legal_moves(state, seat)}
            for _ in range(600):
                tokens = [r.choice(VOCAB) for _ in range(r.randint(1, 8))]
                if r.random() < 0.5 and legal:  # near misses of legal moves
                    tokens = r.choice(sorted(legal)).split()
                    tokens[r.randrange(len(tokens))] = r.choice(VOCAB)
                move = " ".join(tokens)
                try:
                    GAME.apply(state, seat, move)
                except GameError:
                    assert move not in legal, move
                else:
                    assert move in legal, move
