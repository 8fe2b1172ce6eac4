"""The computer player (games.ai): it sees only what its seat may see, never sends an illegal move, and plays for
the right result (issue 16). Budgets here are iteration counts with no clock, so every search is reproducible."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.tables.player_settings import level_name
from games import registry
from games.ai import LEVELS, choose, judge, level, worlds
from games.ai.baselines import greedy_move, random_move
from games.core.contract import Result
from games.core.errors import GameError

GAMES = registry.shipped()
TINY = replace(LEVELS["normal"], name="tiny", iterations=12, rollout_depth=6)


def positions(game_id: str, players: int, seed: int, every: int = 1):
    """(state, seat that must act) along one random game."""
    game = registry.get(game_id)
    state = game.setup(players, game.normalize_options({}), seed)
    rng = random.Random(seed)
    k = 0
    while not game.is_over(state):
        seat = min(game.actors(state))
        if k % every == 0:
            yield state, seat
        state, _ = game.apply(state, seat, rng.choice(worlds.own_moves(game, state, seat)))
        k += 1


def player_counts(game) -> list[int]:
    return sorted({game.min_players, 2, min(3, game.max_players)})


@pytest.mark.parametrize("game_id", GAMES)
def test_worlds_depend_only_on_what_the_seat_sees(game_id):
    """A world sampled from the true state equals the one sampled from any twin of it: every game's hidden_twin
    re-deals canonically, and the state's generator is re-seeded (future draws unknown)."""
    game = registry.get(game_id)
    rng = random.Random(3)
    checked = 0
    for players in player_counts(game):
        for state, _ in positions(game_id, players, seed=11, every=3):
            for seat in range(players):
                twin = game.hidden_twin(state, rng.getrandbits(32), seat)
                assert worlds.sample(game, twin, seat, 5) == worlds.sample(game, state, seat, 5)
                checked += 1
            world = worlds.sample(game, state, 0, 5)
            assert world["rng"] == {"seed": 5, "n": 0}
    assert checked > 20


@pytest.mark.parametrize("game_id", GAMES)
def test_the_choice_is_the_same_whatever_lies_hidden(game_id):
    """The information-leak test: re-dealing what the seat cannot see changes nothing in the decision (the move
    and every root visit count), for a fixed seed, so its distribution over seeds is unchanged too."""
    game = registry.get(game_id)
    rng = random.Random(9)
    compared = 0
    for state, seat in positions(game_id, 2, seed=21, every=4):
        if len(worlds.own_moves(game, state, seat)) < 2:
            continue
        seed = rng.getrandbits(32)
        twin = game.hidden_twin(state, rng.getrandbits(32), seat)
        assert twin != state or not game.has_hidden_information or compared >= 0
        mine, theirs = choose(game, state, seat, TINY, seed), choose(game, twin, seat, TINY, seed)
        assert (mine.move, mine.visits) == (theirs.move, theirs.visits)
        compared += 1
        if compared >= 12:
            break
    assert compared >= 5


@pytest.mark.parametrize("game_id", GAMES)
def test_every_level_sends_only_legal_moves(game_id):
    """Fuzz: the computer (and the arena's yardsticks) play whole games at every player count; apply() refuses
    any illegal move, so a finished game means every move was legal."""
    game = registry.get(game_id)
    players_of = {"easy": TINY, "tiny": TINY}
    for k, players in enumerate(player_counts(game)):
        state = game.setup(players, game.normalize_options({}), 100 + k)
        step = 0
        while not game.is_over(state):
            seat = min(game.actors(state))
            kind = ("tiny", "random", "greedy")[(seat + step) % 3]
            if kind == "random":
                move = random_move(game, state, seat, step).move
            elif kind == "greedy":
                move = greedy_move(game, state, seat, step).move
            else:
                move = choose(game, state, seat, players_of[kind], seed=step).move
            assert game.is_legal(state, seat, move), (game_id, move)
            state, _ = game.apply(state, seat, move)
            step += 1
            assert step < 5000
        assert game.result(state).finished


def test_easy_slips_now_and_then_and_never_illegally():
    """Easy errs like a person: over many decisions some picks are not its search's best, all of them legal."""
    game = registry.get("dragons")
    easy = replace(LEVELS["easy"], iterations=30)
    slips = decisions = 0
    for state, seat in positions("dragons", 2, seed=5, every=2):
        if len(worlds.own_moves(game, state, seat)) < 3:
            continue
        d = choose(game, state, seat, easy, seed=decisions)
        assert game.is_legal(state, seat, d.move)
        slips += d.slipped
        decisions += 1
    assert decisions > 20 and 0 < slips < decisions


def test_one_legal_move_is_played_without_thinking():
    game = registry.get("simurgh")
    for state, seat in positions("simurgh", 2, seed=7):
        if len(worlds.own_moves(game, state, seat)) == 1:
            d = choose(game, state, seat, "hard", seed=1)
            assert d.iterations == 0 and d.move == worlds.own_moves(game, state, seat)[0]
            return
    pytest.fail("no forced move in a whole game")


def test_undo_is_never_weighed_while_anything_else_is_legal():
    game = registry.get("dragon_castle")
    seen = 0
    for state, seat in positions("dragon_castle", 2, seed=3):
        ids = [m.id for m in game.legal_moves(state, seat)]
        if "undo" in ids and len(ids) > 1:
            assert "undo" not in worlds.own_moves(game, state, seat)
            seen += 1
    assert seen > 0


def test_levels_by_name_and_a_clear_refusal():
    assert level("HARD").name == "hard" and level(None).name == "normal"
    # the words players type are the bot's (its catalogs): the Polish names, with or without diacritics
    # (/create level=średni, /ustawienia zastepca:trudny)
    words = [level_name(w) for w in ("łatwy", "Średni", "sredni", "trudny", "latwy", "hard", "grandmaster")]
    assert words == ["easy", "normal", "normal", "hard", "easy", "hard", "grandmaster"]
    assert LEVELS["easy"].iterations < LEVELS["normal"].iterations < LEVELS["hard"].iterations
    assert LEVELS["easy"].mistake > 0 == LEVELS["hard"].mistake
    with pytest.raises(GameError) as err:
        level("grandmaster")
    assert err.value.key == "ai-err-unknown-level"


def test_rewards_follow_the_result():
    """Wins weigh most, ties share, and whether low or high scores win is read off the ranks."""
    dragons = registry.get("dragons")
    low_wins = judge.final(dragons, Result(True, scores=[3, 10], winners=[0], ranks=[1, 2]), 2)
    assert low_wins[0] > 0.9 and low_wins[1] < 0.1
    tie = judge.final(dragons, Result(True, scores=[5, 5, 9], winners=[0, 1], ranks=[1, 1, 3]), 3)
    assert tie[0] == tie[1] > tie[2]
    high_wins = judge.final(dragons, Result(True, scores=[30, 10], winners=[0], ranks=[1, 2]), 2)
    assert high_wins[0] > high_wins[1]


def test_the_team_shares_one_reward_in_a_cooperative_game():
    """Thorgal (TG-GEN): every hero is rewarded by the team's result; a win beats any loss."""
    thorgal = registry.get("thorgal")
    assert thorgal.cooperative
    won = judge.final(thorgal, Result(True, scores=[1, 1], winners=[0, 1], ranks=[1, 1]), 2)
    lost = judge.final(thorgal, Result(True, scores=[0, 0], winners=[], ranks=[1, 1]), 2, progress=0.9)
    assert won[0] == won[1] and lost[0] == lost[1] and won[0] > lost[0]


@pytest.mark.parametrize("game_id", ["dragons", "dragon_castle", "bunny_kingdom", "simurgh"])
def test_the_standing_hint_follows_the_game(game_id):
    """Each competitive game's optional hint gives one number per seat, which moves as the game goes; where it is
    the game's own scoring (Dragon Castle DC-12.1, Bunny Kingdom BK-12.1, Simurgh SIM-13.3) its leader at the end
    is a winner, so the search's judgement of cut-off playouts points the right way."""
    game = registry.get(game_id)
    game_state, seen = None, set()
    for game_state, seat in positions(game_id, 2, seed=31):  # noqa: B007 - the last seat moves on below
        hint = game.sense.standing(game_state)
        assert len(hint) == 2 and all(isinstance(x, float) for x in hint)
        seen.add(tuple(hint))
    assert len(seen) > 3
    final = game.apply(game_state, seat, worlds.own_moves(game, game_state, seat)[0])[0]
    while not game.is_over(final):
        s = min(game.actors(final))
        final = game.apply(final, s, worlds.own_moves(game, final, s)[0])[0]
    if game_id != "dragons":  # Smoki's hint scores the dreams on the table, which the final totals already hold
        hint, res = game.sense.standing(final), game.result(final)
        assert max(range(2), key=lambda s: hint[s]) in res.winners


def test_the_search_needs_no_hint(monkeypatch):
    """Without ``Sense.standing`` (a new game's first version) playouts run to the end and judge by the result:
    still legal, still blind to what is hidden, and still far better than random play."""
    game = registry.get("dragons")
    monkeypatch.setattr(type(game), "sense", replace(game.sense, standing=lambda state: None))
    rng = random.Random(4)
    checked = 0
    for state, seat in positions("dragons", 2, seed=8, every=9):
        if len(worlds.own_moves(game, state, seat)) < 2:
            continue
        seed = rng.getrandbits(32)
        twin = game.hidden_twin(state, rng.getrandbits(32), seat)
        mine = choose(game, state, seat, TINY, seed)
        assert game.is_legal(state, seat, mine.move)
        theirs = choose(game, twin, seat, TINY, seed)
        assert (mine.move, mine.visits) == (theirs.move, theirs.visits)
        checked += 1
    assert checked >= 5
    wins = 0
    for k in range(2):  # a short match against random play, the computer at a small budget (deterministic)
        state = game.setup(2, game.normalize_options({}), 60 + k)
        step = 0
        while not game.is_over(state):
            seat = min(game.actors(state))
            small = replace(LEVELS["normal"], iterations=24)
            move = (choose(game, state, seat, small, seed=step) if seat == k % 2
                    else random_move(game, state, seat, step)).move
            state, _ = game.apply(state, seat, move)
            step += 1
        wins += k % 2 in game.result(state).winners
    assert wins == 2


@pytest.mark.parametrize("game_id", ["dragons", "bunny_kingdom"])
def test_a_root_width_spends_the_iterations_on_the_best_judged_moves(game_id):
    """``Level.root_width`` (hard's): after the root bias, only that many moves - the most favoured by the policy,
    then by the hint - get real iterations; the others keep their virtual visits and are never chosen."""
    from games.ai.search import Search

    game = registry.get(game_id)
    narrow = replace(LEVELS["hard"], name="narrow", iterations=60, root_width=3)
    checked = 0
    for state, seat in positions(game_id, 2, seed=5, every=7):
        if len(worlds.own_moves(game, state, seat)) < 8:
            continue
        search = Search(game, state, seat, narrow, seed=3)
        root = search.run()
        assert search.allowed is not None and len(search.allowed) == 3
        searched = {m for m, child in root.children.items() if child.visits > search.virtual.get(m, 0)}
        assert searched and searched <= search.allowed
        best = max(search.virtual.values())
        assert any(search.virtual[m] == best for m in search.allowed)  # the bias's favourite is among them
        assert choose(game, state, seat, narrow, seed=3).move in search.allowed
        checked += 1
        if checked == 4:
            break
    assert checked == 4
