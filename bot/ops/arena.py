"""``plansza-arena``: seeded matches between computer players, on every core, with the figures that matter.

    plansza-arena GAME --players N --games K --a hard --b random [--workers W] [--seed S] [--option NAME=VALUE]

A player is a level of the search (``easy``, ``normal``, ``hard``) or a yardstick (``random``, ``greedy``). In a
competitive game player A takes one seat, turn about (game k: seat k mod N), and B every other seat; A's win rate
(ties share a win) comes with a 95% Wilson interval, with the average score margin (A's score minus the best other
score, signed so that more is better) and the think time per move of each side (mean, p95; wall time, each worker
on its own core). A cooperative game (Thorgal) is played by a team of A and by a team of B, K games each, and the
arena prints each team's win rate. Each worker reports its peak memory (resident set), an upper bound on what one
thinking computer needs. A game the players never end is stopped at its move cap and scored by its rule-based end
(``games.ai.selfplay``); the arena counts those games.
"""
from __future__ import annotations

import argparse
import math
import os
import resource
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from games import registry
from games.ai import LEVELS, choose
from games.ai.baselines import greedy_move, random_move
from games.ai.judge import higher_wins
from games.ai.selfplay import play_out

PLAYERS = ("random", "greedy", *LEVELS)


@dataclass
class Match:
    seed: int
    a_seats: list[int]
    a_share: float = 0.0                 # A's share of the win (ties split)
    margin: float = 0.0
    moves: int = 0
    think: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})
    rss_mb: float = 0.0
    capped: bool = False                 # stopped at the game's move cap, scored by its rule-based end


def decide(kind: str, game, state: dict, seat: int, seed: int):
    if kind == "random":
        return random_move(game, state, seat, seed)
    if kind == "greedy":
        return greedy_move(game, state, seat, seed)
    # the level's seconds are counted in this process's CPU time: a match measures strength at the level's budget,
    # whatever else the machine runs meanwhile (with wall time, a busy machine would weaken the players)
    return choose(game, state, seat, kind, seed=seed, clock=time.process_time)


def play_match(game_id: str, players: int, seed: int, a: str, b: str, a_seats: list[int], options: dict) -> Match:
    """One seeded game to its end; a game the players never end (e.g. Simurgh's greedy yardsticks placing and
    withdrawing forever) is stopped at its move cap and scored as it stands (``games.ai.selfplay``)."""
    game = registry.get(game_id)
    match = Match(seed, a_seats)

    def move(state: dict, seat: int, k: int) -> str:
        side = "a" if seat in a_seats else "b"
        started = time.process_time()
        decision = decide(a if side == "a" else b, game, state, seat, seed * 7919 + k)
        match.think[side].append(time.process_time() - started)
        return decision.move

    played = play_out(game, game.setup(players, game.normalize_options(options), seed), move)
    match.moves, match.capped = played.moves, played.capped
    match.rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    res = game.result(played.state)
    if game.cooperative:
        match.a_share = 1.0 if res.winners else 0.0
    else:
        mine = [s for s in res.winners if s in a_seats]
        match.a_share = len(mine) / len(res.winners) if res.winners else 0.0
        sign = 1 if higher_wins(res.scores, res.ranks) else -1
        ours = max(res.scores[s] for s in a_seats) if sign > 0 else min(res.scores[s] for s in a_seats)
        others = [res.scores[s] for s in range(players) if s not in a_seats]
        best_other = max(others) if sign > 0 else min(others)
        match.margin = sign * (ours - best_other)
    return match


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def p95(xs: list[float]) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(math.ceil(0.95 * len(xs))) - 1)]


@dataclass
class Summary:
    label: str
    games: int
    wins: float
    margin: float | None
    think_mean: float
    think_p95: float
    rss_mb: float

    def row(self) -> str:
        lo, hi = wilson(self.wins, self.games)
        margin = "–" if self.margin is None else f"{self.margin:+.1f}"
        return (f"| {self.label} | {self.games} | {100 * self.wins / max(1, self.games):.0f}% | "
                f"{100 * lo:.0f}–{100 * hi:.0f}% | {margin} | {1000 * self.think_mean:.0f} | "
                f"{1000 * self.think_p95:.0f} | {self.rss_mb:.0f} |")


HEADER = ("| player | games | win rate | 95% interval | avg margin | think mean ms | think p95 ms | peak MB |\n"
          "|---|---|---|---|---|---|---|---|")


def summarise(label: str, matches: list[Match], side: str, cooperative: bool) -> Summary:
    times = [t for m in matches for t in m.think[side]]
    wins = sum(m.a_share for m in matches)
    margin = None if cooperative else sum(m.margin for m in matches) / max(1, len(matches))
    return Summary(label, len(matches), wins, margin, sum(times) / max(1, len(times)), p95(times),
                   max((m.rss_mb for m in matches), default=0.0))


def run(game_id: str, players: int, games: int, a: str, b: str, seed: int, workers: int, options: dict,
        out=sys.stdout) -> list[Summary]:
    game = registry.get(game_id)
    jobs = []
    if game.cooperative:
        every = list(range(players))
        for side, kind in (("a", a), ("b", b)):
            jobs += [(side, (game_id, players, seed + k, kind, kind, every, options)) for k in range(games)]
    else:
        jobs = [("a", (game_id, players, seed + k, a, b, [k % players], options)) for k in range(games)]
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [(side, pool.submit(play_match, *args)) for side, args in jobs]
        results: dict[str, list[Match]] = {"a": [], "b": []}
        for side, future in futures:
            results[side].append(future.result())
    elapsed = time.perf_counter() - started
    if game.cooperative:
        rows = [summarise(f"team of {a}", results["a"], "a", True), summarise(f"team of {b}", results["b"], "a", True)]
    else:
        rows = [summarise(f"{a} (vs {b})", results["a"], "a", False)]
        other = summarise(f"{b}", results["a"], "b", False)
        rows[0].rss_mb = max(rows[0].rss_mb, other.rss_mb)
        rows.append(Summary(f"{b} (vs {a})", games, games - rows[0].wins, None if rows[0].margin is None
                            else -rows[0].margin, other.think_mean, other.think_p95, other.rss_mb))
    print(f"{game_id}, {players} players, {games} games per team" if game.cooperative
          else f"{game_id}, {players} players, {games} games, seeds {seed}..{seed + games - 1}", file=out)
    print(HEADER, file=out)
    for r in rows:
        print(r.row(), file=out)
    moves = sum(m.moves for side in results.values() for m in side)
    capped = sum(m.capped for side in results.values() for m in side)
    print(f"({moves} moves in {elapsed:.0f} s on {workers} workers"
          + (f"; {capped} stopped at the move cap" if capped else "") + ")", file=out)
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="plansza-arena", description="Seeded matches between computer players.")
    parser.add_argument("game", choices=sorted(registry.GAMES))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--a", default="hard", choices=PLAYERS)
    parser.add_argument("--b", default="random", choices=PLAYERS)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args(argv)
    game = registry.get(args.game)
    if not game.min_players <= args.players <= game.max_players:
        parser.error(f"{args.game} takes {game.min_players}-{game.max_players} players")
    options = dict(o.split("=", 1) for o in args.option)
    run(args.game, args.players, args.games, args.a, args.b, args.seed, args.workers, options)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
