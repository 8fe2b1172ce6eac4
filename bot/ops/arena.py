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
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path

from bot.ops import arena_results as results
from games import registry
from games.ai import LEVELS, choose
from games.ai.baselines import greedy_move, random_move
from games.ai.judge import higher_wins
from games.ai.selfplay import play_out

PLAYERS = ("random", "greedy", *LEVELS)


def decide(kind: str, game, state: dict, seat: int, seed: int):
    if kind == "random":
        return random_move(game, state, seat, seed)
    if kind == "greedy":
        return greedy_move(game, state, seat, seed)
    # the level's seconds are counted in this process's CPU time: a match measures strength at the level's budget,
    # whatever else the machine runs meanwhile (with wall time, a busy machine would weaken the players)
    return choose(game, state, seat, kind, seed=seed, clock=time.process_time)


def play_match(game_id: str, players: int, seed: int, a: str, b: str, a_seats: list[int], options: dict,
               versions: list[int] | None = None) -> results.Game:
    """One seeded game to its end; a game the players never end (e.g. Simurgh's greedy yardsticks placing and
    withdrawing forever) is stopped at its move cap and scored as it stands (``games.ai.selfplay``)."""
    game = registry.get(game_id)
    versions = versions or results.versions(game_id, a, b)
    record = results.Game(list(versions), game_id, players, a, b, seed, list(a_seats), dict(options),
                          think={"a": results.Think(), "b": results.Think()})
    cpu = time.process_time()

    def move(state: dict, seat: int, k: int) -> str:
        side = "a" if seat in a_seats else "b"
        started = time.process_time()
        decision = decide(a if side == "a" else b, game, state, seat, seed * 7919 + k)
        record.think[side].add(time.process_time() - started)
        assert decision.move is not None  # play_out asks only a seat that acts, and an actor has a move
        return decision.move

    played = play_out(game, game.setup(players, game.normalize_options(options), seed), move)
    record.moves, record.capped = played.moves, played.capped
    record.cpu_s = round(time.process_time() - cpu, 3)
    record.rss_mb = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    res = game.result(played.state)
    record.ranks, record.scores, record.winners = list(res.ranks), list(res.scores), list(res.winners)
    if game.cooperative:
        record.a_share = 1.0 if res.winners else 0.0
    else:
        mine = [s for s in res.winners if s in a_seats]
        record.a_share = len(mine) / len(res.winners) if res.winners else 0.0
        sign = 1 if higher_wins(res.scores, res.ranks) else -1
        ours = max(res.scores[s] for s in a_seats) if sign > 0 else min(res.scores[s] for s in a_seats)
        others = [res.scores[s] for s in range(players) if s not in a_seats]
        best_other = max(others) if sign > 0 else min(others)
        record.margin = sign * (ours - best_other)
    return record


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Summary:
    label: str
    games: int
    wins: float
    margin: float | None
    think: results.Think
    rss_mb: float

    def row(self) -> str:
        lo, hi = wilson(self.wins, self.games)
        margin = "–" if self.margin is None else f"{self.margin:+.1f}"
        return (f"| {self.label} | {self.games} | {100 * self.wins / max(1, self.games):.0f}% | "
                f"{100 * lo:.0f}–{100 * hi:.0f}% | {margin} | {1000 * self.think.mean:.0f} | "
                f"{1000 * self.think.quantile(0.95):.0f} | {self.rss_mb:.0f} |")


HEADER = ("| player | games | win rate | 95% interval | avg margin | think mean ms | think p95 ms | peak MB |\n"
          "|---|---|---|---|---|---|---|---|")


def summarise(label: str, games: list[results.Game], side: str = "a") -> Summary:
    """A's figures over ``games`` (``side="b"``: B's, its wins and margin the other side of A's)."""
    think = results.Think()
    for g in games:
        think.merge(g.think.get(side, results.Think()))
    wins = sum(g.a_share for g in games)
    margins = [g.margin for g in games if g.margin is not None]
    margin = sum(margins) / len(margins) if margins else None
    if side == "b":
        wins, margin = len(games) - wins, None if margin is None else -margin
    return Summary(label, len(games), wins, margin, think, max((g.rss_mb for g in games), default=0.0))


def jobs_for(game_id: str, players: int, games: int, a: str, b: str, seed: int, options: dict,
             versions: list[int] | None = None) -> list[tuple]:
    """The arguments of ``play_match`` for each game of a match: in a competitive game A takes seat k mod N of
    game k; a cooperative game is played K times by a team of A and K times by a team of B."""
    if registry.get(game_id).cooperative:
        every = list(range(players))
        return [(game_id, players, seed + k, kind, kind, every, options,
                 versions or results.versions(game_id, kind, kind)) for kind in (a, b) for k in range(games)]
    versions = versions or results.versions(game_id, a, b)
    return [(game_id, players, seed + k, a, b, [k % players], options, versions) for k in range(games)]


def job_of(record: results.Game) -> tuple:
    """The ``play_match`` arguments that played ``record``."""
    return (record.game, record.players, record.seed, record.a, record.b, list(record.a_seats), record.options,
            list(record.versions))


def play_all(jobs: list[tuple], workers: int, save: Path | None = None, progress=None) -> list[results.Game]:
    """Play ``jobs`` on ``workers`` processes; each game is appended to ``save`` as soon as it ends."""
    done: list[results.Game] = []
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for future in as_completed([pool.submit(play_match, *job) for job in jobs]):
            record = future.result()
            done.append(record)
            if save is not None:
                results.append(record, save)
            if progress is not None:
                progress(record, len(done), len(jobs))
    return sorted(done, key=lambda g: (g.a, g.seed))


def run(game_id: str, players: int, games: int, a: str, b: str, seed: int, workers: int, options: dict,
        out=sys.stdout, save: Path | None = None) -> list[Summary]:
    game = registry.get(game_id)
    started = time.perf_counter()
    played = play_all(jobs_for(game_id, players, games, a, b, seed, options), workers, save)
    elapsed = time.perf_counter() - started
    if game.cooperative:
        rows = [summarise(f"team of {a}", [g for g in played if g.a == a]),
                summarise(f"team of {b}", [g for g in played if g.a == b])]
    else:
        rows = [summarise(f"{a} (vs {b})", played), summarise(f"{b} (vs {a})", played, "b")]
    print(f"{game_id}, {players} players, {games} games per team" if game.cooperative
          else f"{game_id}, {players} players, {games} games, seeds {seed}..{seed + games - 1}", file=out)
    print(HEADER, file=out)
    for r in rows:
        print(r.row(), file=out)
    moves = sum(g.moves for g in played)
    capped = sum(g.capped for g in played)
    print(f"({moves} moves in {elapsed:.0f} s on {workers} workers"
          + (f"; {capped} stopped at the move cap" if capped else "") + ")", file=out)
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="plansza-arena", description="Seeded matches between computer players.",
                                     epilog="plansza-arena plan: play the issue's matches (resuming) and write the "
                                            "report; plansza-arena report: write it from the results file")
    parser.add_argument("game", choices=registry.ids())
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--a", default="hard", choices=PLAYERS)
    parser.add_argument("--b", default="random", choices=PLAYERS)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--save", type=Path, default=None, help="append each game to this results file")
    args = parser.parse_args(argv)
    game = registry.get(args.game)
    if not game.min_players <= args.players <= game.max_players:
        parser.error(f"{args.game} takes {game.min_players}-{game.max_players} players")
    options = dict(o.split("=", 1) for o in args.option)
    run(args.game, args.players, args.games, args.a, args.b, args.seed, args.workers, options, save=args.save)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
