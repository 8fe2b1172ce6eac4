"""Fuzzing every registered game through the contract (hypothesis): random sequences mixing legal moves with
malformed and illegal ones.

Properties, for every game in ``games.registry`` (plus the test-only passgame), every player count and sampled
options:

* an illegal or malformed move raises ``GameError`` with a reason that renders in both languages, and changes nothing;
* the engine accepts exactly what it offers (a move ``apply`` accepts is in ``legal_moves``, normalized as the table
  service normalizes it);
* invariants hold at every step: the game's own conservation laws (``check_invariants``), exact JSON round-trip,
  the right actors (the game is over exactly when nobody must act; every actor can move; a seat offered nothing is
  refused), views well-formed;
* the game always ends within a bounded number of moves (the game's move cap, ``Rules.max_moves``), and the move log
  replays to the same state (the table service's crash recovery depends on it).
"""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.ops.bench_games import max_moves, option_values, playout, random_setup, setup
from games import registry
from games.core.errors import GameError
from tests.fuzz.checks import assert_reason, frozen, full_check, light_check
from tests.fuzz.common import GAME_IDS
from tests.support.soak import record, scale

ATTEMPTS: dict[str, list[int]] = {}  # game -> [inputs, refused] (the soak's figures)

FUZZ = settings(max_examples=scale("FUZZ_EXAMPLES", 25), deadline=None, derandomize=True, database=None,
                suppress_health_check=list(HealthCheck))

JUNK = st.one_of(
    st.text(max_size=40),
    st.text(alphabet="abcdefghijklmnopqrstuvwxyzABXZ0123456789 -_#:.", max_size=30),
    st.sampled_from(["", " ", "\t\n", "0", "-1", "99999999999999999999999", "1e9", "None", "null", "NaN", "żółw",
                     "\x00", "' OR 1=1 --", "{}", "[]", "🐉", "play", "draw draw", "pass"]),
    st.integers(190, 400).map(lambda n: "x " * (n // 2)),
)
TOKEN = st.one_of(
    st.sampled_from(["0", "-1", "1", "2", "3", "6", "7", "99", "1.5", "A", "B", "C", "Z", "a", "all", "nest",
                     "attack"]),
    st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789", min_size=1, max_size=6),
)


#: what a step tries, weighted: a legal move, a near-miss of a legal id, junk text, another seat's move, a jump ahead
KINDS = ["legal"] * 7 + ["mutant"] * 6 + ["junk"] * 3 + ["other-seat"] * 3 + ["jump"]


def mutate(data, move_id: str) -> str:
    """A near-miss of a legal id: a token dropped, added, replaced, swapped or re-cased; another number where a number
    goes; the move doubled."""
    tokens = move_id.split()
    kind = data.draw(st.integers(0, 7), label="mutation")
    i = data.draw(st.integers(0, max(0, len(tokens) - 1)), label="at")
    numbers = [j for j, t in enumerate(tokens) if t.lstrip("-").isdigit()]
    if kind == 7 and numbers:  # another number where a number goes (slot 7, card 13, seat 0...)
        tokens[data.draw(st.sampled_from(numbers))] = str(data.draw(st.integers(-2, 120), label="number"))
    elif kind == 0:
        tokens = tokens[:-1]
    elif kind == 1:
        tokens = tokens + [data.draw(TOKEN)]
    elif kind == 2:
        tokens[i] = data.draw(TOKEN)
    elif kind == 3:
        tokens.insert(i, data.draw(TOKEN))
    elif kind == 4 and len(tokens) > 1:
        j = data.draw(st.integers(0, len(tokens) - 1))
        tokens[i], tokens[j] = tokens[j], tokens[i]
    elif kind == 5:
        tokens = [t.upper() if t.islower() else t.lower() for t in tokens]
    else:
        tokens = tokens + tokens
    return " ".join(tokens)


def attempt(game, state: dict, seat: int, move_id: str) -> tuple[dict, bool]:
    """Apply ``move_id`` as the table service would; return the state to continue from and whether it was accepted.
    Anything not offered must be refused with a reason and leave ``state`` untouched."""
    normalized = " ".join(move_id.split())  # what TableService.play does before calling the engine
    offered = {m.id for m in game.legal_moves(state, seat)}
    before = frozen(state)
    counts = ATTEMPTS.setdefault(game.id, [0, 0])
    counts[0] += 1
    try:
        new, _events = game.apply(state, seat, normalized)
    except GameError as err:
        counts[1] += 1
        assert normalized not in offered, f"offered move {normalized!r} refused: {err.key} {err.params}"
        assert_reason(err)
        assert frozen(state) == before, f"refused move {move_id!r} changed the state"
        return state, False
    assert normalized in offered, f"{game.id}: accepted {normalized!r} for seat {seat}, which legal_moves never offers"
    assert frozen(state) == before, "apply changed its input state"
    return new, True


@pytest.fixture(scope="module", autouse=True)
def _report_inputs():
    yield
    record("fuzz", games=len(ATTEMPTS), inputs=sum(c[0] for c in ATTEMPTS.values()),
           refused=sum(c[1] for c in ATTEMPTS.values()), crashes=0, changed_on_refusal=0,
           per_game={g: c[0] for g, c in ATTEMPTS.items()})


@pytest.mark.parametrize("game_id", GAME_IDS)
@FUZZ
@given(data=st.data())
def test_random_move_sequences_keep_the_contract(game_id, data):
    game = registry.get(game_id)
    players = data.draw(st.integers(game.min_players, game.max_players), label="players")
    seed = data.draw(st.integers(0, 2**31 - 1), label="seed")
    raw = {s.name: data.draw(st.sampled_from(option_values(s)), label=s.name) for s in game.options
           if data.draw(st.booleans(), label=f"set {s.name}")}
    try:
        options, state = setup(game, players, raw, seed)
    except GameError as err:  # a combination the game refuses: a reason, and nothing else to test
        assert_reason(err)
        return
    assert setup(game, players, raw, seed)[1] == state, "setup is not deterministic for a seed"
    rnd = random.Random(seed)
    log: list[tuple[int, str]] = []

    # fast-forward to a random depth (deep states: reshuffles, round ends, the end of the game)
    def step(before, seat, move, after, events):
        light_check(game, after, players)
        log.append((seat, move))

    depth = data.draw(st.sampled_from([0, 1, 2, 3, 5, 8, 13, 21, 40, 80, 160]), label="depth")
    state, _ = playout(game, state, rnd, limit=depth, on_step=step)

    after_end = 0
    for _ in range(data.draw(st.integers(5, 30), label="steps")):
        full_check(game, state, players, rnd)
        if game.result(state).finished:
            after_end += 1
            if after_end > 3:  # a few tries on a finished game are enough
                break
        seats = list(range(players))
        actors = sorted(game.actors(state))
        offered = {s: [m.id for m in game.legal_moves(state, s)] for s in seats}
        any_ids = [m for s in seats for m in offered[s]]
        kind = data.draw(st.sampled_from(KINDS), label="kind")
        if kind == "legal" and actors:
            seat = data.draw(st.sampled_from(actors), label="seat")
            move = data.draw(st.sampled_from(offered[seat]), label="move")
            new, ok = attempt(game, state, seat, move)
            assert ok
        elif kind == "junk" or not any_ids:
            seat = data.draw(st.sampled_from(seats), label="seat")
            move = data.draw(JUNK, label="junk")
            new, ok = attempt(game, state, seat, move)
        elif kind == "mutant":
            seat = data.draw(st.sampled_from(actors + actors + seats), label="seat")
            move = mutate(data, data.draw(st.sampled_from(offered[seat] or any_ids), label="base"))
            new, ok = attempt(game, state, seat, move)
        elif kind == "other-seat":  # someone else's legal move, played by a seat that may not be offered it
            owner = data.draw(st.sampled_from([s for s in seats if offered[s]]), label="owner")
            move = data.draw(st.sampled_from(offered[owner]), label="move")
            seat = data.draw(st.sampled_from(seats), label="seat")
            new, ok = attempt(game, state, seat, move)
        else:  # jump ahead (the whole-game playouts of the test below cover every end)
            state, _ = playout(game, state, rnd, limit=rnd.choice([10, 100]), on_step=step)
            continue
        if ok:
            light_check(game, new, players)
            log.append((seat, " ".join(move.split())))
        state = new

    full_check(game, state, players, rnd)
    if game.result(state).finished:
        for seat in range(players):
            assert not game.legal_moves(state, seat)
            with pytest.raises(GameError) as err:
                game.apply(state, seat, "x")
            assert_reason(err.value)
    # the log is the truth: replaying it from the seed gives exactly this state
    replayed = game.setup(players, options, seed)
    for seat, move in log:
        replayed, _ = game.apply(replayed, seat, move)
    assert json.dumps(replayed, sort_keys=True) == frozen(state), "the move log does not replay to the state"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_player_count_ends_within_the_bound(game_id):
    """Random playouts to the end for every player count and a few sampled option sets: the game always ends, within
    ``max_moves``, with a result, every intermediate state passes the light checks, and after the end nothing is
    offered or accepted."""
    game = registry.get(game_id)
    rnd = random.Random(f"bound:{game_id}")
    lengths = []
    for players in range(game.min_players, game.max_players + 1):
        for _ in range(2):
            n, _options, _seed, state = random_setup(game, rnd, players=players)
            state, log = playout(game, state, rnd,
                                 on_step=lambda b, s, m, a, e, n=n: light_check(game, a, n))
            result = game.result(state)
            assert result.finished and not game.actors(state)
            assert len(log) <= max_moves(game, state)
            lengths.append(len(log))
            for seat in range(n):  # nothing is offered or accepted after the end
                assert not game.legal_moves(state, seat)
                for _, move in log[-3:]:
                    with pytest.raises(GameError) as err:
                        game.apply(state, seat, move)
                    assert_reason(err.value)
    assert all(n > 0 for n in lengths)


def test_the_games_under_test_include_every_registered_game():
    assert set(registry.ids()) <= set(GAME_IDS) and "passgame" in GAME_IDS
