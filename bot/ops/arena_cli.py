"""``plansza-arena``: one match, or the standing plan and its report.

    plansza-arena GAME --players N --games K --a hard --b random [...]   one match (:mod:`bot.ops.arena`)
    plansza-arena plan [--game G ...] [--match A-B ...] [--workers W]   the plan's missing games, then the report
    plansza-arena report                                                  the report from the results file

``plan`` (:mod:`bot.ops.arena_plan`) resumes where a stopped run was, so the one command, run until it says nothing
is left, regenerates every figure of ``docs/computer-players.md`` (:mod:`bot.ops.arena_report`).
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from bot.ops import arena, arena_plan, arena_report, arena_results
from games import registry

DOC_PATH = Path("docs/computer-players.md")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv or argv[0] not in ("plan", "report"):
        return arena.main(argv)
    parser = argparse.ArgumentParser(prog=f"plansza-arena {argv[0]}")
    parser.add_argument("--results", type=Path, default=arena_results.DEFAULT_PATH)
    parser.add_argument("--doc", type=Path, default=DOC_PATH)
    parser.add_argument("--plan", type=Path, default=arena_plan.PLAN_PATH)
    if argv[0] == "plan":
        parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
        parser.add_argument("--game", action="append", choices=registry.ids(), help="only these games")
        parser.add_argument("--match", action="append", help="only these matches (e.g. normal-greedy, hard-greedy-4p)")
    args = parser.parse_args(argv[1:])
    plan = arena_plan.load(args.plan)
    if argv[0] == "plan":
        chosen = [p for p in plan if (not args.game or p.game in args.game) and
                  (not args.match or p.label in args.match)]
        arena_plan.run_plan(chosen, args.results, args.workers)
    arena_report.write(plan, arena_results.read(args.results), args.doc, args.results)
    print(f"figures written to {args.doc}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
