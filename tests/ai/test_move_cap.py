"""The computer team never stalls (issue 26): a game that only computers play ends, by its own rules or at its move
cap (``Rules.max_moves``), where the contract stops it (``STOP``) with its rule-based end (``Rules.stopped_result``:
the result as if the game ended now; a cooperative team loses). Cheap players only (random, greedy), fixed seeds."""
from __future__ import annotations

import json
import random

import pytest

from bot.ops import arena
from games import registry
from games.ai import worlds
from games.ai.baselines import greedy_move, random_move
from games.ai.selfplay import play_out
from games.core.contract import CAP_FACTOR, STOP, Event, Move, Msg, Result, Rules, Sense, stopped
from games.core.errors import GameError
from games.simurgh import scoring as simurgh_scoring

GAMES = registry.shipped()
KINDS = {"random": random_move, "greedy": greedy_move}


def _decider(game: Rules, kind: str, seed: int):
    return lambda state, seat, k: KINDS[kind](game, state, seat, seed * 7919 + k).move


@pytest.mark.parametrize("kind", sorted(KINDS))
@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_played_by_computers_alone_ends_well_within_its_cap(game_id, kind):
    game = registry.get(game_id)
    state = game.setup(2, game.normalize_options({}), 1003)
    cap = game.max_moves(state)
    played = play_out(game, state, _decider(game, kind, 1003))
    assert game.is_over(played.state) and game.result(played.state).finished and played.moves <= cap
    if kind == "random":  # random play ends every game by its rules, far from the cap: the cap is generous
        assert not played.capped and played.moves < cap / 4


class TugGame(Rules):
    """A stalling pair, built on purpose: a rope at 0, each player pulls it one step their way on their turn (or
    rests); it ends when the rope reaches 3 on either side. One-move greedy players pull forever, each undoing the
    other's pull; the rope's position is the standing (seat 0 wants it positive)."""

    id = "tug"
    long_game = 4  # the cap: 20 moves

    def setup(self, players, options, seed):
        return {"players": 2, "rope": 0, "turn": 0}

    def actors(self, state):
        return set() if abs(state["rope"]) >= 3 else {state["turn"]}

    def legal_moves(self, state, seat):
        return [Move("pull", Msg("tug-pull")), Move("rest", Msg("tug-rest"))] if seat in self.actors(state) else []

    def play(self, state, seat, tokens):
        if tokens == ["pull"]:
            state["rope"] += 1 if seat == 0 else -1
        state["turn"] = 1 - seat
        return [Event(Msg("tug-moved"))]

    def view(self, state, seat):
        return {"game": self.id, "seat": seat, "private": None, "rope": state["rope"]}

    sense = Sense(standing=lambda state: [float(state["rope"]), float(-state["rope"])])

    def result(self, state):
        scores = [max(0, state["rope"]), max(0, -state["rope"])]
        if abs(state["rope"]) < 3:
            return Result(False, scores=scores)
        return Result(True, scores=scores, winners=[0 if state["rope"] > 0 else 1], ranks=[1, 2] if
                      state["rope"] > 0 else [2, 1])


def test_a_stalling_pair_is_stopped_at_the_cap_with_the_result_as_it_stands():
    game = TugGame()
    state = game.setup(2, {}, 0)
    assert game.max_moves(state) == CAP_FACTOR * 4 == 20
    played = play_out(game, state, _decider(game, "greedy", 1))
    assert played.capped and played.moves == 20 and stopped(played.state)
    assert played.state["rope"] == 0  # every pull undone by the next: no end in sight
    res = game.result(played.state)
    assert res.finished and res.scores == [0, 0] and res.winners == [0, 1] and res.ranks == [1, 1]
    assert res.summary == Msg("core-result-stopped")
    # one pull short of the cap: seat 0 stands ahead and wins by the rule-based end
    ahead, _ = game.apply(game.setup(2, {}, 0), 0, "pull")
    res = game.result(game.apply(ahead, 1, STOP)[0])
    assert res.winners == [0] and res.ranks == [1, 2] and res.scores == [1, 0]


def test_simurghs_greedy_stall_is_stopped_by_its_final_scoring():
    """Seed 1001: both greedy yardsticks settle into placing a vassal on the Main Market (C05, +1 PP) and withdrawing
    it on their next turn (SIM-5.2, G-17); nothing ever reaches the Chronicle or the Monument, so the end condition
    (SIM-13.1) never comes. The cap stops it with the final scoring applied now (SIM-13.3, winners by SIM-13.4)."""
    game = registry.get("simurgh")
    state = game.setup(2, game.normalize_options({}), 1001)
    decide = _decider(game, "greedy", 1001)
    seen, snapshot = [], None
    for k in range(200):  # the natural game of the other seeds ends in about 60 moves
        if k == 170:
            snapshot = (len(state["chronicle"]), dict(state["board"]["monument"]))
        seat = min(game.actors(state))
        move = decide(state, seat, k)
        seen += [move] if k >= 170 else []
        state, _ = game.apply(state, seat, move)
    assert not game.is_over(state)
    assert {m.split()[0] for m in seen} <= {"place", "withdraw", "end"} and any("C05" in m for m in seen)
    assert (len(state["chronicle"]), dict(state["board"]["monument"])) == snapshot  # no step towards SIM-13.1
    final = simurgh_scoring.final_scores(state)
    played = play_out(game, state, decide, moves=200, cap=200)
    assert played.capped and played.moves == 200
    res = game.result(played.state)
    assert res.finished and res.scores == [row["total"] for row in final["rows"]]
    assert res.winners == final["winners"] and res.ranks == final["ranks"] and res.breakdown == final
    assert game.presentation.score_table(res) is not None  # the end post's table by the game's own categories
    assert [e.msg.key for e in game.apply(state, min(game.actors(state)), STOP)[1]] == ["core-ev-stopped"]


def test_the_arena_scores_a_game_stopped_at_the_cap(monkeypatch):
    """The arena's greedy pair on Simurgh seed 1001 no longer counts as "stalled, nobody wins": it is stopped at the
    cap and scored by the rule-based end like any finished game."""
    monkeypatch.setattr(type(registry.get("simurgh")), "long_game", 40)  # a cap of 200 moves keeps this quick
    match = arena.play_match("simurgh", 2, 1001, "greedy", "greedy", [0], {})
    assert match.capped and match.moves == 200
    assert match.a_share in (0.0, 0.5, 1.0) and match.rss_mb > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_a_stopped_game_is_over_for_good_and_replays_alike(game_id):
    """The stop is a move of the log: afterwards nobody acts, nothing is legal or accepted, the state round-trips
    through JSON with its result, and replaying the log gives the same state."""
    game = registry.get(game_id)
    rng = random.Random(5)
    state = game.setup(2, game.normalize_options({}), 5)
    log = []
    for _ in range(12):
        seat = min(game.actors(state))
        move = rng.choice(worlds.own_moves(game, state, seat))
        log.append((seat, move))
        state, _ = game.apply(state, seat, move)
    seat = min(game.actors(state))
    last = log[-1][1]
    state, events = game.apply(state, seat, STOP)
    log.append((seat, STOP))
    assert events and all(e.status for e in events)
    res = game.result(state)
    assert res.finished and game.is_over(state) and not game.actors(state)
    assert all(not game.legal_moves(state, s) and not game.may_act(state, s) for s in range(2))
    for move in (last, STOP):
        with pytest.raises(GameError) as err:
            game.apply(state, seat, move)
        assert err.value.key == "core-err-game-over"
    assert game.result(json.loads(json.dumps(state))) == res
    replayed = game.setup(2, game.normalize_options({}), 5)
    for s, move in log:
        replayed, _ = game.apply(replayed, s, move)
    assert replayed == state
    if game.cooperative:  # Thorgal: the team has not reached its goal, so it loses
        assert res.winners == [] and res.summary == Msg("core-result-stopped-lost")
    else:
        assert res.winners == [s for s in range(2) if res.ranks[s] == 1] and len(res.scores) == 2
        assert res.summary == Msg("core-result-stopped")


def test_the_cap_scales_with_smokis_options():
    """DR-10.1/DR-11.1/DR-11.2: a longer game of Smoki gets a longer cap; every cap is at least the default's."""
    game = registry.get("dragons")

    def cap(players, **options):
        return game.max_moves(game.setup(players, game.normalize_options(options), 1))

    assert cap(2) == CAP_FACTOR * game.long_game
    assert cap(5) > cap(2)
    assert cap(5, mode="rounds", rounds="30") > cap(5, mode="rounds", rounds="8") >= cap(2)
    assert cap(5, mode="points", target="500") > cap(5, mode="points", target="100")
