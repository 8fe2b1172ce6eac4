"""The arena's standing plan and its two commands.

    plansza-arena plan [--game G ...] [--match A-B ...] [--workers W] [--results PATH] [--doc PATH]
    plansza-arena report [--results PATH] [--doc PATH]

``plan`` plays every game of the plan (``bot/ops/arena_plan.json``: which players meet in which games, how many
games, from which seed, and the goal each match must reach) that the results file lacks at the players' and the
game's current versions (``games.ai.VERSIONS``, ``arena_versions.json``), on every core, appending each game as it
ends; then it writes the report. Stopped at any moment, it resumes where it was: one command, run again until it
says nothing is left, regenerates the figures. ``report`` only rewrites the figures in the docs from the results
file (:mod:`bot.ops.arena_report`).
"""
from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from bot.ops import arena, arena_results

PLAN_PATH = Path(__file__).with_name("arena_plan.json")


@dataclass(frozen=True)
class Planned:
    game: str
    players: int
    a: str
    b: str
    count: int
    seed: int
    goal: dict | None = None

    @property
    def label(self) -> str:
        return f"{self.a}-{self.b}" + (f"-{self.players}p" if self.players != 2 else "")

    def key(self, versions: list[int] | None = None) -> tuple:
        """The match's results key at ``versions`` (default: the current ones)."""
        return arena_results.match_key(versions or self.versions, self.game, self.players, self.a, self.b, {})

    @property
    def versions(self) -> list[int]:
        return arena_results.versions(self.game, self.a, self.b)


def load(path: Path = PLAN_PATH) -> list[Planned]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return [Planned(game, m["players"], m["a"], m["b"], m["count"], m["seed"], m.get("goal"))
            for m in data["matches"] for game in data["games"]]


def missing(plan: list[Planned], played: list[arena_results.Game]) -> list[tuple]:
    """The ``play_match`` arguments of every planned game the results lack at the current versions, match by match
    in the plan's order."""
    have = {g.key for g in played}
    jobs = []
    for p in plan:
        for job in arena.jobs_for(p.game, p.players, p.count, p.a, p.b, p.seed, {}, p.versions):
            if p.key() + (job[2],) not in have:
                jobs.append(job)
    return jobs


def cost_model(played: list[arena_results.Game]):
    """A game's expected CPU seconds, ``cost(job)``: each seat's decisions in that game (the mean over the games
    played of it) times its player's mean think time there (measured; a level never measured in that game: its
    budget; random and greedy: nothing). Matches differ a hundredfold (Smoki's greedy vs random: 0.2 s; Dragon
    Castle's hard vs normal: minutes), so the plan's time left is told from this, not from the games so far."""
    from games.ai import LEVELS

    decisions: dict[str, list[float]] = {}
    think: dict[tuple[str, str], list[float]] = {}
    for g in played:
        for side, who in (("a", g.a), ("b", g.b)):
            t = g.think.get(side)
            if t is None or not t.count:
                continue
            seats = len(g.a_seats) if side == "a" else g.players - len(g.a_seats)
            decisions.setdefault(g.game, []).append(t.count / max(1, seats))
            think.setdefault((g.game, who), [0.0, 0])
            think[(g.game, who)][0] += t.total
            think[(g.game, who)][1] += t.count
    per_seat = {game: sum(v) / len(v) for game, v in decisions.items()}

    def cost(job: tuple) -> float:
        game, players, _seed, a, b, a_seats = job[:6]
        total = 0.0
        for who, seats in ((a, len(a_seats)), (b, players - len(a_seats))):
            total_s, count = think.get((game, who), (0.0, 0))
            each = total_s / count if count else (LEVELS[who].seconds if who in LEVELS else 0.0)
            total += seats * per_seat.get(game, 50.0) * each
        return total

    return cost


def run_plan(plan: list[Planned], results_path: Path, workers: int, out=sys.stdout) -> int:
    played = arena_results.read(results_path)
    jobs = missing(plan, played)
    cost = cost_model(played)
    left = sum(cost(job) for job in jobs)
    print(f"{len(jobs)} games to play on {workers} workers: about {left / 3600:.1f} CPU-hours, "
          f"{left / workers / 3600:.1f} h", file=out, flush=True)
    started = time.perf_counter()
    spent = [0.0]  # the model's seconds of the games done

    def progress(record: arena_results.Game, done: int, total: int) -> None:
        spent[0] += cost(arena.job_of(record))
        if done % 10 == 0 or done == total:
            # the model, scaled by how this machine has kept to it so far (a loaded core runs slower)
            pace = (time.perf_counter() - started) * workers / spent[0] if spent[0] > 0 else 1.0
            print(f"  {done}/{total} (last: {record.game} {record.a}-{record.b} seed {record.seed}); "
                  f"about {pace * (left - spent[0]) / workers / 60:.0f} min left", file=out, flush=True)

    if jobs:
        arena.play_all(jobs, workers, save=results_path, progress=progress)
    return len(jobs)
