"""Fitting Simurgh's hint (``games.simurgh.sense``) to games the computers played.

    python -m tests.support.simurgh_hint record --games 200 --seed 90000 --out /tmp/positions.jsonl [--a easy --b easy]
    python -m tests.support.simurgh_hint fit /tmp/positions.jsonl [--ridge 10] [--write]

``record`` plays 2-player games between two levels to their end and writes one line per game: for every other
move, each seat's regression inputs (:func:`games.simurgh.sense.row`) and its Power Points as the game stands
(SIM-13.3), then the final scores. ``fit`` solves a ridge regression of the Power Points each seat still gained by
the end on those inputs, checks it by 5-fold cross-validation over whole games (how often the hint and the bare
score name the final winner, by how far the game had gone) and, with ``--write``, saves the weights and that table
to ``games/simurgh/data/hint.json``. Games stopped at the move cap are left out: their end is not the rules'.
The solver is a few lines of Gaussian elimination (about 30 inputs), so the fit needs no numerical library.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

from games import registry
from games.ai import choose
from games.ai.selfplay import play_out
from games.simurgh import scoring, sense

FOLDS = 5
STAGES = ("0-25%", "25-50%", "50-75%", "75-100%")


def record(games: int, seed: int, out: Path, a: str = "easy", b: str = "easy") -> None:
    game = registry.get("simurgh")
    for i in range(games):
        positions: list[dict] = []

        def move(state: dict, seat: int, k: int, i: int = i, positions: list[dict] = positions) -> str:
            if k % 2 == 0:
                totals = [r["total"] for r in scoring.final_scores(state)["rows"]]
                positions.append({"k": k, "totals": totals, "rows": [sense.row(state, s) for s in range(2)]})
            level = a if seat == i % 2 else b
            return choose(game, state, seat, level, seed=(seed + i) * 7919 + k, clock=time.process_time).move

        played = play_out(game, game.setup(2, game.normalize_options({}), seed + i), move)
        res = game.result(played.state)
        with out.open("a", encoding="utf-8") as f:
            f.write(json.dumps({"seed": seed + i, "capped": played.capped, "scores": res.scores,
                                "positions": positions}) + "\n")
        print(f"{seed + i}: {played.moves} moves, {res.scores}", flush=True)


def load(path: Path) -> list[dict]:
    return [g for g in map(json.loads, path.read_text(encoding="utf-8").splitlines()) if not g["capped"]]


def samples(games: list[dict]) -> tuple[list[list[float]], list[float]]:
    xs, ys = [], []
    for g in games:
        for p in g["positions"]:
            for s in range(2):
                xs.append(p["rows"][s])
                ys.append(g["scores"][s] - p["totals"][s])
    return xs, ys


def ridge(xs: list[list[float]], ys: list[float], penalty: float) -> list[float]:
    """The weights minimising squared error plus ``penalty`` times their squares (the constant unpenalised)."""
    n = len(xs[0])
    m = [[0.0] * (n + 1) for _ in range(n)]
    for x, y in zip(xs, ys, strict=True):
        for i, xi in enumerate(x):
            if xi:
                mi = m[i]
                for j, xj in enumerate(x):
                    mi[j] += xi * xj
                mi[n] += xi * y
    for i in range(1, n):
        m[i][i] += penalty
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                m[r] = [a - f * b for a, b in zip(m[r], m[c], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def calls(games: list[dict], weights: list[float]) -> dict[str, list[float]]:
    """Per stage of the game: positions, how many the bare score and the hint call for the final winner (a tie in
    the call counts half; drawn games are left out)."""
    out = {stage: [0, 0.0, 0.0] for stage in STAGES}
    for g in games:
        a, b = g["scores"]
        if a == b:
            continue
        sign = 1 if a > b else -1
        for p in g["positions"]:
            bare = p["totals"][0] - p["totals"][1]
            gain = [sum(w * x for w, x in zip(weights, p["rows"][s], strict=True)) for s in range(2)]
            hint = bare + gain[0] - gain[1]
            stage = STAGES[min(3, int((1 - p["rows"][0][1]) * 4))]
            row = out[stage]
            row[0] += 1
            row[1] += 1 if bare * sign > 0 else 0.5 if bare == 0 else 0
            row[2] += 1 if hint * sign > 0 else 0.5 if hint == 0 else 0
    return out


def fit(path: Path, penalty: float, write: bool) -> dict:
    games = load(path)
    random.Random(2).shuffle(games)
    table = {stage: [0, 0.0, 0.0] for stage in STAGES}
    for f in range(FOLDS):
        held = games[f::FOLDS]
        weights = ridge(*samples([g for i, g in enumerate(games) if i % FOLDS != f]), penalty)
        for stage, row in calls(held, weights).items():
            table[stage] = [t + r for t, r in zip(table[stage], row, strict=True)]
    weights = ridge(*samples(games), penalty)
    names = list(sense.INPUTS)
    result = {
        "about": "Simurgh's hint (games.simurgh.sense): the Power Points a seat's holdings still bring by the "
                 "end, a ridge regression fitted by `python -m tests.support.simurgh_hint fit` to the positions its "
                 "`record` wrote (2-player games, easy against easy, from the first seed on). 'winner_called': by "
                 "stage of the game, the positions and the share where the bare score and the hint name the final "
                 "winner, by 5-fold cross-validation over whole games.",
        "games": len(games), "seeds": [min(g["seed"] for g in games), max(g["seed"] for g in games)], "ridge": penalty,
        "inputs": names, "weights": [round(w, 4) for w in weights],
        "winner_called": {s: {"positions": int(n), "score": round(b / n, 3), "hint": round(h / n, 3)}
                          for s, (n, b, h) in table.items() if n},
    }
    for name, w in zip(names, weights, strict=True):
        print(f"{name:28s} {w:+8.3f}")
    print(f"{len(games)} games; the final winner called by the bare score and by the hint (held-out games):")
    for stage, row in result["winner_called"].items():
        print(f"  {stage:>8s} of the game: {row['positions']:5d} positions, score {row['score']:.3f}, "
              f"hint {row['hint']:.3f}")
    if write:
        sense.HINT_PATH.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
        print(f"written to {sense.HINT_PATH}")
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.support.simurgh_hint")
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record")
    rec.add_argument("--games", type=int, default=200)
    rec.add_argument("--seed", type=int, default=90000)
    rec.add_argument("--out", type=Path, required=True)
    rec.add_argument("--a", default="easy")
    rec.add_argument("--b", default="easy")
    fitp = sub.add_parser("fit")
    fitp.add_argument("positions", type=Path)
    fitp.add_argument("--ridge", type=float, default=10.0)
    fitp.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    if args.command == "record":
        record(args.games, args.seed, args.out, args.a, args.b)
    else:
        fit(args.positions, args.ridge, args.write)
    return 0


if __name__ == "__main__":
    sys.exit(main())
