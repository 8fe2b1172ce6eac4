"""``plansza-soak``: the suite's crash, fuzz, double-press, leak and notify proofs at the scale of the goals (outside
CI).

    plansza-soak [--kills N] [--fuzz-examples N] [--presses N] [--leak-games N] [--notify-kills N]
                 [--notify-errors N] [--notify-wire-kills N]
                 [--notify-wire-errors N] [--notify-wire-rate PCT] [--notify-wire-tables N] [--verify-tables N]
                 [--only PROOF ...] [--report docs/soak-report.md]

It runs the same tests as the suite (``tests/stress``, ``tests/fuzz``, ``tests/leaks``) with their scale raised
through ``PLANSZA_SOAK_*`` variables, two at a time (the crash proof waits on processes, the others compute), and
writes a report with each proof's figures, its time and the machine. It needs the source tree (the tests are not
installed with the package). Goals: 1,000 SIGKILLs with 0 acknowledged moves lost; 100,000 fuzzed inputs with 0
crashes and 0 state changes on refusal; 1,000 concurrent double presses with 0 double applies; 0 secrets in any
public output over 1,000 random games; 1,000 deaths of the bot and 10,000 chat errors with 0 messages lost and 0
doubled as players see them (in-process, and through the real bot process and the Discord stand-in);
``plansza-verify`` over a few hundred stored tables of every game, and the planted faults it must find.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]  # the source checkout (bot/ops/soak.py)

PROOFS = {  # name -> (pytest target, scale variables from the options)
    "crash": ("tests/stress/test_crash_safety.py", {"KILLS": "kills"}),
    "double_press": ("tests/stress/test_double_press.py", {"DOUBLE_PRESSES": "presses"}),
    "fuzz": ("tests/fuzz/test_fuzz_games.py::test_random_move_sequences_keep_the_contract",
             {"FUZZ_EXAMPLES": "fuzz_examples"}),
    "leaks": ("tests/leaks/test_leaks.py", {"LEAK_GAMES": "leak_games", "LEAK_STATES": "leak_states"}),
    "notify": ("tests/stress/test_notify_faults.py",
               {"NOTIFY_KILLS": "notify_kills", "NOTIFY_ERRORS": "notify_errors"}),
    "notify_wire": ("tests/wire/test_wire_notify.py",
                    {"NOTIFY_WIRE_KILLS": "notify_wire_kills", "NOTIFY_WIRE_ERRORS": "notify_wire_errors",
                     "NOTIFY_WIRE_RATE_PCT": "notify_wire_rate", "NOTIFY_WIRE_TABLES": "notify_wire_tables"}),
    "verify": ("tests/tables/test_verify.py::test_stored_tables_replay_and_planted_faults_are_found",
               {"VERIFY_TABLES": "verify_tables"}),
}
# proofs run once per engine, the two side by side (each mostly waits: on the bot's restarts and on leases)
PER_ENGINE = ("notify_wire", "verify")
ENGINES = ("sqlite", "postgres")


def run_proof(name: str, args: argparse.Namespace, report_file: str) -> dict:
    name, _, engine = name.partition(":")
    target, knobs = PROOFS[name]
    env = {**os.environ, "PLANSZA_SOAK_REPORT": report_file, "PYTHONPATH": str(ROOT)}
    for var, option in knobs.items():
        env[f"PLANSZA_SOAK_{var}"] = str(getattr(args, option))
    started = time.monotonic()
    only_engine = ["-n", "0", "-k", engine] if engine else []  # one engine in one process
    # a temp folder of its own: pytest keeps only its 3 latest, so a test run beside the soak would delete the
    # soak's databases and logs under it
    own = ["--basetemp", str(Path(report_file).parent / f"tmp-{name}-{engine or 'all'}")]
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *own, target,
                           *only_engine], cwd=ROOT, env=env, capture_output=True, text=True)
    tail = "\n".join(done.stdout.strip().splitlines()[-3:])
    return {"proof": name, "engine": engine, "passed": done.returncode == 0,
            "seconds": round(time.monotonic() - started, 1),
            "pytest": tail, "stderr": done.stderr[-2000:] if done.returncode else ""}


def figures(report_file: str) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for line in Path(report_file).read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        out.setdefault(item.pop("proof"), []).append(item)
    return out


def markdown(args, runs: list[dict], figs: dict[str, list[dict]], started: str) -> str:
    lines = ["# Soak report", "",
             f"Run on {started} by `plansza-soak` on {platform.machine()} {platform.system()} "
             f"({os.cpu_count()} CPUs), Python {platform.python_version()}.", "",
             "| proof | goal | result | time |", "|---|---|---|---|"]
    by: dict[str, dict] = {}
    for r in runs:  # a proof run per engine passed if both did, in the time of the longer
        seen = by.setdefault(r["proof"], {"passed": True, "seconds": 0})
        seen["passed"] = seen["passed"] and r["passed"]
        seen["seconds"] = max(seen["seconds"], r["seconds"])
    crash = (figs.get("crash") or [{}])[-1]
    fuzz = (figs.get("fuzz") or [{}])[-1]
    dp = (figs.get("double_press") or [{}])[-1]
    leaks = figs.get("leaks") or []
    notify = figs.get("notify") or []
    leak_games = sum(x.get("games", 0) for x in leaks)
    per_game = ", ".join(f"{x['game']}: {x['games']}" for x in leaks)

    def row(name: str, goal: str, result: str) -> None:
        run = by.get(name, {})
        status = "✔" if run.get("passed") else "✗"
        lines.append(f"| {name} | {goal} | {status} {result} | {run.get('seconds', '?')} s |")

    row("crash", "1,000 SIGKILLs at random points, 0 acknowledged moves lost",
        f"{crash.get('kills', 0):,} kills, {crash.get('acknowledged', 0):,} acknowledged moves, "
        f"{crash.get('lost', '?')} lost, {crash.get('redelivered', 0)} interactions re-delivered after a kill, "
        f"{crash.get('tables', 0)} tables / {crash.get('moves', 0):,} moves replayed to their snapshots")
    row("fuzz", "100,000 fuzzed inputs, 0 crashes, 0 state changes on refusal",
        f"{fuzz.get('inputs', 0):,} inputs ({fuzz.get('refused', 0):,} refused with a reason) over "
        f"{fuzz.get('games', 0)} games, 0 crashes, 0 state changes on refusal")
    row("double_press", "1,000 concurrent double presses, 0 double applies",
        f"{dp.get('presses', 0):,} presses, {dp.get('double_applies', '?')} double applies, "
        f"{dp.get('duplicates', 0)} re-deliveries answered as duplicates, {dp.get('refused', 0)} second presses "
        f"refused, {dp.get('legal_again', 0)} second presses that were a legal move of their own (a pick that may "
        "still change)")
    row("leaks", "0 secrets in any public output over 1,000 random games",
        f"{leak_games:,} games ({per_game}), "
        f"{sum(x.get('states', 0) for x in leaks):,} states fully checked, "
        f"{sum(x.get('images', 0) for x in leaks):,} pictures, 0 secrets seen")
    row("notify", "1,000 deaths and 10,000 chat errors (429, 500, dropped), 0 messages lost, 0 doubled",
        "; ".join(f"{x['engine']}: {x['kills']:,} deaths, {x['errors']:,} errors, {x['moves']:,} moves, "
                  f"{x['owed']:,} messages owed, {x['delivered']:,} delivered, {x['lost']} lost, {x['doubled']} doubled"
                  for x in notify) or "no figures")
    row("notify_wire", "the same through the real bot process and the Discord stand-in: SIGKILLs (also mid-send), "
        "429/500/503/dropped answers; 0 lost, 0 doubled, each channel in order",
        "; ".join(f"{x['engine']}: {x['kills']:,} SIGKILLs ({x['mid_send_kills']:,} mid-send), {x['errors']:,} "
                  f"errors ({', '.join(f'{k[7:]}: {v:,}' for k, v in x.items() if k.startswith('errors_'))}), "
                  f"{x['moves']:,} moves, {x['owed']:,} messages owed, {x['delivered']:,} delivered, {x['lost']} "
                  f"lost, {x['doubled']} doubled, {x['out_of_order']} out of order"
                  for x in figs.get("notify_wire") or []) or "no figures")
    row("verify", "plansza-verify over a few hundred stored tables of every game (played through the table service, "
        "some to their end), then one with a planted divergence and one with a planted illegal move",
        "; ".join(f"{x['engine']}: {x['tables']:,} tables ({', '.join(f'{g}: {n}' for g, n in x['games'].items())}; "
                  f"{x['finished']} finished), {x['moves']:,} moves replayed in {x['seconds']} s, all `same`; planted: "
                  f"`{x['planted']['diverged']}`, `{x['planted']['illegal']}`, `{x['planted']['words']}`; "
                  f"{x['paused']} live tables paused"
                  for x in figs.get("verify") or []) or "no figures")
    lines += ["", "Settings: " + ", ".join(f"`--{k.replace('_', '-')} {v}`" for k, v in vars(args).items()
                                            if k != "report"), ""]
    for r in runs:
        if not r["passed"]:
            title = f"## {r['proof']} {r['engine']}".rstrip() + " failed"
            lines += [title, "", "```", r["pytest"], r["stderr"], "```", ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="plansza-soak", description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=1000)
    parser.add_argument("--fuzz-examples", type=int, default=1450, help="hypothesis examples per game")
    parser.add_argument("--presses", type=int, default=1000)
    parser.add_argument("--leak-games", type=int, default=170, help="random games per game id")
    parser.add_argument("--leak-states", type=int, default=1500, help="states fully checked per game id at most")
    parser.add_argument("--notify-kills", type=int, default=1000, help="deaths of the bot in the notify proof")
    parser.add_argument("--notify-errors", type=int, default=10000, help="chat errors injected in the notify proof")
    parser.add_argument("--notify-wire-kills", type=int, default=1000, help="SIGKILLs of the bot process (notify_wire)")
    parser.add_argument("--notify-wire-errors", type=int, default=10000, help="stand-in errors (notify_wire)")
    parser.add_argument("--notify-wire-rate", type=int, default=50,
                        help="percent of the stand-in's message requests answered with an error (notify_wire)")
    parser.add_argument("--notify-wire-tables", type=int, default=3,
                        help="tables of each game played at once (notify_wire)")
    parser.add_argument("--verify-tables", type=int, default=60, help="stored tables of each game (verify)")
    parser.add_argument("--report", default=str(ROOT / "docs" / "soak-report.md"))
    parser.add_argument("--only", nargs="*", choices=sorted(PROOFS), default=None)
    args = parser.parse_args(argv)
    if not (ROOT / "tests").is_dir():
        print("plansza-soak runs from a source checkout (it needs tests/)", file=sys.stderr)
        return 2
    names = args.only or ["crash", "fuzz", "leaks", "double_press", "notify", "notify_wire", "verify"]
    names = [f"{n}:{e}" if n in PER_ENGINE else n for n in names for e in (ENGINES if n in PER_ENGINE else ("",))]
    only = args.only
    delattr(args, "only")
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    with tempfile.TemporaryDirectory() as tmp:
        report_file = str(Path(tmp) / "figures.jsonl")
        Path(report_file).touch()
        with ThreadPoolExecutor(max_workers=2) as pool:
            runs = list(pool.map(lambda n: run_proof(n, args, report_file), names))
        figs = figures(report_file)
    text = markdown(args, runs, figs, started)
    if only is None:
        Path(args.report).write_text(text + "\n", encoding="utf-8")
    print(text)
    return 0 if all(r["passed"] for r in runs) else 1


if __name__ == "__main__":
    sys.exit(main())
