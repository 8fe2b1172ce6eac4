"""Game-generic helpers shared by the benchmark (``bot.ops.bench``) and the stress, fuzz, leak and load tests.

Everything here works through the game contract only (``games.core.contract.Game``), so a game added to the registry
is benchmarked and stress-tested without any per-game code: random options are sampled from its ``OptionSpec`` list,
player counts from ``min_players..max_players``, and random play must end within the game's move cap
(``Rules.max_moves``).
"""
from __future__ import annotations

import random
from collections.abc import Callable

from games.core.contract import Event, Rules
from games.core.errors import GameError


def max_moves(game: Rules, state: dict) -> int:
    """The bound of a random game's length: the game's move cap (``Rules.max_moves``), where a game that only
    computers play is stopped; random play ends well within it."""
    return game.max_moves(state)


def option_values(spec) -> list:
    """A small set of values worth trying for one option: every choice, both booleans, and for integers the minimum,
    the default and a value in between (values above the default would only make games longer)."""
    if spec.kind == "choice":
        return list(spec.choices)
    if spec.kind == "bool":
        return [False, True]
    if spec.kind == "int":
        lo, hi, default = spec.min, spec.max, spec.default
        if lo is not None and hi is not None and hi - lo <= 12:
            return list(range(lo, hi + 1))
        values = {default}
        if lo is not None:
            values |= {lo, (lo + default) // 2}
        elif hi is not None:
            values |= {hi}
        return sorted(values)
    return [spec.default]


def random_options(game: Rules, rnd: random.Random) -> dict:
    """Raw options (as a player would type them): each option is left out (default) or set to a sampled value."""
    out = {}
    for spec in game.options:
        if rnd.random() < 0.7:
            out[spec.name] = rnd.choice(option_values(spec))
    return out


def setup(game: Rules, players: int, raw_options: dict, seed: int) -> tuple[dict, dict]:
    """Normalize the options and set the game up as the table service does; returns ``(options, state)``.
    Raises :class:`GameError` for a combination the game refuses."""
    options = game.normalize_options(dict(raw_options))
    return options, game.setup(players, options, seed)


def random_setup(game: Rules, rnd: random.Random, players: int | None = None,
                 attempts: int = 30) -> tuple[int, dict, int, dict]:
    """A random valid table: ``(players, options, seed, state)``. Option combinations the game refuses in ``setup``
    (a :class:`GameError`) are skipped; after ``attempts`` refusals the defaults are used."""
    for _ in range(attempts):
        n = players if players is not None else rnd.randint(game.min_players, game.max_players)
        seed = rnd.randrange(2**31)
        try:
            options, state = setup(game, n, random_options(game, rnd), seed)
        except GameError:
            continue
        return n, options, seed, state
    n = players if players is not None else game.min_players
    seed = rnd.randrange(2**31)
    options, state = setup(game, n, {}, seed)
    return n, options, seed, state


def biggest_setup(game: Rules, seed: int = 1) -> tuple[int, dict, dict]:
    """The game's biggest table, used by the benchmark: the most players, and starting from the default options, each
    option in turn set to the value giving the largest starting state (state size plus offered moves); ties keep the
    default. Variants that add components (e.g. a boolean expansion) are therefore switched on."""
    import json

    players = game.max_players

    def weight(raw: dict) -> tuple[int, dict, dict] | None:
        try:
            options, state = setup(game, players, raw, seed)
        except GameError:
            return None
        moves = sum(len(game.legal_moves(state, s)) for s in game.actors(state))
        return len(json.dumps(state)) + moves, options, state

    chosen: dict = {}
    best = weight(chosen)
    for spec in game.options:
        for value in option_values(spec):
            if value == spec.default:
                continue
            trial = weight({**chosen, spec.name: value})
            if trial is not None and (best is None or trial[0] > best[0]):
                chosen, best = {**chosen, spec.name: value}, trial
    if best is None:
        options, state = setup(game, players, {}, seed)
        return players, options, state
    return players, best[1], best[2]


Step = Callable[[dict, int, str, dict, list[Event]], None]


def random_move(game: Rules, state: dict, rnd: random.Random) -> tuple[int, str] | None:
    """A random legal move of a random actor, or ``None`` when nobody can act (the game is over)."""
    actors = sorted(game.actors(state))
    rnd.shuffle(actors)
    for seat in actors:
        moves = game.legal_moves(state, seat)
        if moves:
            return seat, rnd.choice(moves).id
    return None


def playout(game: Rules, state: dict, rnd: random.Random, *, limit: int | None = None,
            on_step: Step | None = None) -> tuple[dict, list[tuple[int, str]]]:
    """Play random legal moves until the game ends (or ``limit`` moves); return the final state and the moves.

    Raises AssertionError if the game does not end within its ``max_moves`` bound or stalls (actors without moves)."""
    bound = max_moves(game, state)
    log: list[tuple[int, str]] = []
    while not game.result(state).finished:
        if limit is not None and len(log) >= limit:
            break
        assert len(log) < bound, f"{game.id}: no end after {bound} moves"
        pick = random_move(game, state, rnd)
        assert pick is not None, f"{game.id}: not finished but no actor has a legal move"
        seat, move = pick
        new, events = game.apply(state, seat, move)
        if on_step is not None:
            on_step(state, seat, move, new, events)
        state = new
        log.append((seat, move))
    return state, log


def longest_game() -> str:
    """The registry's game whose long game has the most moves (``Rules.long_game``): the benches' biggest states and
    longest histories."""
    from games import registry

    return max(registry.shipped(), key=lambda g: registry.get(g).long_game)
