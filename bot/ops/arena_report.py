"""The arena's report: the figures of ``docs/computer-players.md`` between its two markers, recomputed from the
results file (:mod:`bot.ops.arena_results`) for the players and games as they are now (their current versions).

- **Goals**: each planned match with a goal, its figure and whether it is met (or how far the run has got).
- **Ladder**: OpenSkill's Plackett-Luce model (the ``openskill`` package the leaderboard uses) over every planned
  game at the current versions, rated interleaved in a fixed order so the table is reproducible; per game and over
  all games. A player sitting at several seats of one game (the three greedy players beside ``hard``) is rated at
  each seat as if they were different players, and its rating becomes the mean of the seats' new ratings.
- **Matches**: every planned match, both sides, with think times (CPU time of the worker) and margins.
- **Before and after**: each planned match measured at earlier versions too, side by side with the latest of them.
"""
from __future__ import annotations

import os
import platform
import time
from collections import defaultdict
from pathlib import Path

from openskill.models import PlackettLuce

from bot.ops import arena, arena_results
from bot.ops.arena_plan import Planned
from games.ai import VERSIONS
from games.core import i18n

BEGIN, END = "<!-- arena-report:begin -->", "<!-- arena-report:end -->"
ORDER = ("random", "greedy", "easy", "normal", "hard")


def title(game_id: str) -> str:
    return i18n.tr("en", f"{game_id}-title")


def machine() -> str:
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{os.cpu_count()} cores{', ' + model if model else ''}, {platform.system()}, Python " \
           f"{platform.python_version()}"


def of_match(games: list[arena_results.Game], p: Planned,
             versions: list[int] | None = None) -> list[arena_results.Game]:
    """The planned match's games at ``versions`` (default: the current ones)."""
    key = p.key(versions)
    seeds = range(p.seed, p.seed + p.count)
    return sorted((g for g in games if g.key[:-1] == key and g.seed in seeds), key=lambda g: g.seed)


def goal_cell(p: Planned, played: list[arena_results.Game]) -> str:
    n, wins = len(played), sum(g.a_share for g in played)
    if not n:
        return "not played yet"
    lo, hi = arena.wilson(wins, n)
    rate = wins / n
    figure = f"{wins:g}/{n} = {100 * rate:.0f}% ({100 * lo:.0f}–{100 * hi:.0f}%)"
    goal = _goal(p)
    kind, at = goal["kind"], goal.get("at")
    met = {"lower": lo >= (at or 0), "observed": rate >= (at or 0), "share": rate > 1 / p.players}[kind]
    if n < p.count:
        return f"{figure}, {n} of {p.count} played"
    return f"{figure} {'✅' if met else '❌'}"


def _goal(p: Planned) -> dict:
    """The goal of a match the report shows a goal of (``goals``: only the matches planned with one)."""
    if p.goal is None:
        raise ValueError(f"{p.game} {p.label}: planned without a goal")
    return p.goal


def goal_head(p: Planned) -> str:
    goal = _goal(p)
    kind, at = goal["kind"], goal.get("at")
    who = f"{p.a} vs {p.b}" if p.players == 2 else f"{p.a} vs {p.players - 1} {p.b}"
    need = {"lower": f"lower end ≥ {100 * (at or 0):.0f}%", "observed": f"observed ≥ {100 * (at or 0):.0f}%",
            "share": f"more than {100 / p.players:.0f}%"}[kind]
    return f"{who}, {p.count} games ({need})"


def goals(plan: list[Planned], games: list[arena_results.Game]) -> list[str]:
    matches = list(dict.fromkeys((p.a, p.b, p.players) for p in plan if p.goal))
    heads = [goal_head(next(p for p in plan if (p.a, p.b, p.players) == m)) for m in matches]
    lines = ["| game | " + " | ".join(heads) + " |", "|---|" + "---|" * len(heads)]
    for game_id in dict.fromkeys(p.game for p in plan):
        cells = [goal_cell(p, of_match(games, p)) for m in matches for p in plan
                 if p.game == game_id and (p.a, p.b, p.players) == m]
        lines.append(f"| {title(game_id)} | " + " | ".join(cells) + " |")
    return lines


def ratings(games: list[arena_results.Game]) -> dict[str, tuple[float, float, int]]:
    """Each player's (mu, sigma, games) after rating ``games`` interleaved: the first game of every match, then the
    second of every match, and so on (an online rating read match after match would judge a player by the order
    the matches were played in)."""
    model = PlackettLuce()
    current = {}
    count: dict[str, int] = defaultdict(int)
    by_match: dict[tuple, list] = defaultdict(list)
    for g in sorted(games, key=lambda g: (g.game, g.players, g.a, g.b, g.seed)):
        by_match[g.key[:-1]].append(g)
    order = sorted(((i, key) for key, gs in by_match.items() for i in range(len(gs))))
    for i, key in order:
        g = by_match[key][i]
        if len(g.ranks) != g.players or len(set(g.seats)) < 2:
            continue
        teams = [[current.setdefault(kind, model.rating(name=kind))] for kind in g.seats]
        rated = model.rate(teams, ranks=list(g.ranks))
        new: dict[str, list] = defaultdict(list)
        for kind, (r,) in zip(g.seats, rated, strict=True):
            new[kind].append(r)
        for kind, rs in new.items():
            current[kind] = model.rating(mu=sum(r.mu for r in rs) / len(rs), sigma=sum(r.sigma for r in rs) / len(rs),
                                         name=kind)
            count[kind] += 1
    return {k: (r.mu, r.sigma, count[k]) for k, r in current.items()}


def ladder(plan: list[Planned], games: list[arena_results.Game]) -> list[str]:
    ids = list(dict.fromkeys(p.game for p in plan))
    columns = [("all games", ratings(games))] + [(title(g), ratings([x for x in games if x.game == g])) for g in ids]
    overall = columns[0][1]
    kinds = sorted(overall, key=lambda k: overall[k][0])
    lines = ["| player | " + " | ".join(c for c, _ in columns) + " |", "|---|" + "---|" * len(columns)]
    for kind in kinds:
        cells = []
        for _, table in columns:
            mu, sigma, n = table.get(kind, (None, None, 0))
            cells.append("–" if mu is None or sigma is None
                         else f"μ {mu:.1f} ± {sigma:.1f} (ordinal {mu - 3 * sigma:.1f}; {n} games)")
        lines.append(f"| {kind} | " + " | ".join(cells) + " |")
    ranked = [k for k in kinds if k in ORDER]
    expected = [k for k in ORDER if k in ranked]
    lines.append("")
    lines.append("Order over all games (weakest first, by μ): " + " < ".join(ranked)
                 + (" — as expected." if ranked == expected else f" — expected {' < '.join(expected)}."))
    return lines


def matches(plan: list[Planned], games: list[arena_results.Game]) -> list[str]:
    lines = []
    for game_id in dict.fromkeys(p.game for p in plan):
        lines += ["", f"**{title(game_id)}**", "", *arena.HEADER.split("\n")]
        for p in (p for p in plan if p.game == game_id):
            played = of_match(games, p)
            if not played:
                continue
            who = "" if p.players == 2 else f", {p.players} players"
            lines.append(arena.summarise(f"{p.a} (vs {p.b}{who})", played).row())
            lines.append(arena.summarise(f"{p.b} (vs {p.a}{who})", played, "b").row())
    return lines


def earlier(p: Planned, games: list[arena_results.Game]) -> list[int] | None:
    """The latest versions before the current ones at which the planned match was played (each version no newer)."""
    now = p.versions
    seeds = range(p.seed, p.seed + p.count)
    seen = {tuple(g.versions) for g in games if g.key[:-2] == p.key()[:-1] and g.seed in seeds}
    older = [v for v in seen if list(v) != now and all(x <= y for x, y in zip(_padded(v, now), _padded(now, v),
                                                                              strict=True))]
    return list(max(older, key=sum)) if older else None


def _padded(v, other) -> list[int]:
    """``v`` with a missing level-settings version as 0 (results from before a game tuned the level)."""
    return list(v) + [0] * (len(other) - len(v))


def before_after(plan: list[Planned], games: list[arena_results.Game]) -> list[str]:
    rows = []
    for p in plan:
        was = earlier(p, games)
        before, after = (of_match(games, p, was), of_match(games, p)) if was else ([], [])
        if was and before and after:
            cells = []
            for played in (before, after):
                wins, n = sum(g.a_share for g in played), len(played)
                lo, hi = arena.wilson(wins, n)
                margins = [g.margin for g in played if g.margin is not None]
                cells.append(f"{wins:g}/{n} = {100 * wins / n:.0f}% ({100 * lo:.0f}–{100 * hi:.0f}%), margin "
                             f"{sum(margins) / max(1, len(margins)):+.1f}")
            rows.append(f"| {title(p.game)} | {p.label} | {_versions(was)} → {_versions(p.versions)} | {cells[0]} | "
                        f"{cells[1]} |")
    if not rows:
        return []
    return ["", "Before and after (the versions of A, B and the game; the same seeds):", "",
            "| game | match | versions | before | after |", "|---|---|---|---|---|", *rows]


def _versions(v: list[int]) -> str:
    return "/".join(map(str, v))


def _tuned(game_id: str) -> str:
    """The versions of a game's own settings for levels (``arena_versions.json``), e.g. " (its hard's settings 1)"."""
    tuned = arena_results.game_versions(game_id)[1]
    return f" (its {', '.join(f'{k} settings {v}' for k, v in tuned.items())})" if tuned else ""


def block(plan: list[Planned], every: list[arena_results.Game], source: Path = arena_results.DEFAULT_PATH) -> str:
    games = [g for p in plan for g in of_match(every, p)]
    cpu = sum(g.cpu_s for g in games)
    players = ", ".join(f"{k} {v}" for k, v in VERSIONS.items())
    versions = ", ".join(f"{title(g)} {arena_results.game_versions(g)[0]}{_tuned(g)}"
                         for g in dict.fromkeys(p.game for p in plan))
    lines = [BEGIN, "",
             f"*Generated by `plansza-arena report` on {time.strftime('%Y-%m-%d')} from `{source}` (played by "
             f"`plansza-arena plan`): {len(games)} games, {cpu / 3600:.1f} CPU-hours of play; machine: {machine()}; "
             f"think times are the worker's CPU time. Versions of the players: {players}; of the games: {versions}.*",
             "", "#### Goals (2 players unless said)", "", *goals(plan, games),
             "", "#### Ladder", "",
             "OpenSkill (Plackett-Luce) over every planned game at the current versions, strongest last; each cell: "
             "the skill μ ± its uncertainty σ, the conservative ordinal μ − 3σ, and the games rated.", "",
             *ladder(plan, games),
             "", "#### Every match", *matches(plan, games), *before_after(plan, every), "", END]
    return "\n".join(lines)


def write(plan: list[Planned], every: list[arena_results.Game], doc: Path,
          source: Path = arena_results.DEFAULT_PATH) -> None:
    text = doc.read_text(encoding="utf-8") if doc.exists() else ""
    new = block(plan, every, source)
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        text = head + new + rest.split(END, 1)[1]
    else:
        text = text.rstrip("\n") + "\n\n## Arena figures\n\n" + new + "\n"
    doc.write_text(text, encoding="utf-8")
