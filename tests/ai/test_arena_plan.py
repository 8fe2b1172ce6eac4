"""The arena's standing plan (issue 30): a results file kept game by game, so a stopped run resumes with exactly the
games it lacks; and the report recomputed from it - goals met or not, the OpenSkill ladder, the before/after table
between two versions of a player. Synthetic results: nothing here plays a long game."""
from __future__ import annotations

import json

from bot.ops import arena, arena_plan, arena_report, arena_results
from bot.ops.arena_plan import Planned
from games.ai import VERSIONS


def _game(a, b, seed, a_wins, *, versions=None, game="dragons", players=2, margin=1.0):
    seats = [seed % players]
    ranks = [1 if (s in seats) == a_wins else 2 for s in range(players)]
    think = {"a": arena_results.Think(), "b": arena_results.Think()}
    think["a"].add(0.31)
    think["a"].add(0.349)
    think["b"].add(0.0)
    versions = versions or arena_results.versions(game, a, b)
    return arena_results.Game(versions, game, players, a, b, seed, seats, {}, ranks, [0.0] * players,
                              [s for s in range(players) if ranks[s] == 1], 1.0 if a_wins else 0.0,
                              margin if a_wins else -margin, 40, False, think, 12.5, 20.0)


def test_results_round_trip_and_a_cut_line_is_skipped(tmp_path):
    path = tmp_path / "r.jsonl"
    first = _game("normal", "random", 7, True)
    arena_results.append(first, path)
    with path.open("a") as out:
        out.write('{"versions": [1, 1, 1], "game": "drag')  # a run killed mid-line
    back = arena_results.read(path)
    assert len(back) == 1 and back[0].to_json() == first.to_json() and back[0].seats == ["random", "normal"]
    t = back[0].think["a"]
    assert t.count == 2 and abs(t.mean - 0.3295) < 1e-9 and t.quantile(0.95) == 0.35  # the bucket's upper edge


def test_the_plan_resumes_with_the_games_it_lacks():
    plan = [Planned("dragons", 2, "normal", "random", 5, 100), Planned("simurgh", 4, "hard", "greedy", 2, 9)]
    old = [v - 1 for v in arena_results.versions("dragons", "normal", "random")]
    played = [_game("normal", "random", 101, True), _game("normal", "random", 103, False),
              _game("normal", "random", 102, True, versions=old)]  # older versions count for nothing
    jobs = arena_plan.missing(plan, played)
    assert [(j[0], j[2], j[5]) for j in jobs] == [("dragons", 100, [0]), ("dragons", 102, [0]),
                                                  ("dragons", 104, [0]), ("simurgh", 9, [0]), ("simurgh", 10, [1])]
    assert jobs[0][7] == [VERSIONS["normal"], VERSIONS["random"], 1 + old[2]]


def test_the_time_left_is_told_from_each_matchs_cost():
    """The plan's estimate: decisions per seat in that game times each player's measured think time, a level's
    budget where it was never measured there, nothing for the yardsticks; and a record's job is the one that
    played it."""
    from games.ai import LEVELS

    played = [_game("normal", "random", 1, True), _game("normal", "random", 2, False)]  # 2 and 1 decisions
    cost = arena_plan.cost_model(played)
    measured = cost(arena.job_of(played[0]))  # 1.5 decisions a seat, at normal's mean think, random's free
    assert abs(measured - 1.5 * (0.31 + 0.349) / 2) < 1e-9 and arena.job_of(played[0])[:6] == ("dragons", 2, 1,
                                                                                                "normal", "random", [1])
    hard = arena.jobs_for("dragons", 4, 1, "hard", "greedy", 9, {})[0]  # never measured: at its budget
    assert abs(cost(hard) - 1.5 * LEVELS["hard"].seconds) < 1e-9
    unknown = arena.jobs_for("simurgh", 2, 1, "easy", "random", 9, {})[0]  # a game never played: 50 decisions
    assert abs(cost(unknown) - 50 * LEVELS["easy"].seconds) < 1e-9


def test_the_shipped_plan_holds_the_issues_matches_for_every_competitive_game():
    plan = arena_plan.load()
    goals = {(p.game, p.a, p.b, p.players, p.count): p.goal for p in plan if p.goal}
    for game in ("dragons", "dragon_castle", "bunny_kingdom", "simurgh"):
        assert goals[(game, "normal", "random", 2, 100)] == {"kind": "lower", "at": 0.90}
        assert goals[(game, "normal", "greedy", 2, 100)] == {"kind": "lower", "at": 0.55}
        assert goals[(game, "hard", "normal", 2, 60)] == {"kind": "observed", "at": 0.60}
        assert goals[(game, "hard", "greedy", 4, 40)] == {"kind": "share"}
    assert {p.a for p in plan} | {p.b for p in plan} == set(arena.PLAYERS)  # every player is on the ladder


def test_the_report_judges_goals_ranks_the_ladder_and_compares_versions(tmp_path):
    plan = [Planned("dragons", 2, "normal", "random", 20, 0, {"kind": "lower", "at": 0.6}),
            Planned("dragons", 2, "hard", "normal", 10, 100, {"kind": "observed", "at": 0.9}),
            Planned("dragons", 2, "greedy", "random", 10, 200), Planned("dragons", 2, "normal", "greedy", 10, 300)]
    games = [_game("normal", "random", k, k != 3) for k in range(20)]             # 19/20: met
    games += [_game("hard", "normal", 100 + k, k < 8) for k in range(10)]          # 8/10: not met
    games += [_game("greedy", "random", 200 + k, True) for k in range(10)]
    games += [_game("normal", "greedy", 300 + k, k < 7) for k in range(10)]
    was = arena_results.versions("dragons", "hard", "normal")
    was[0] -= 1  # hard measured before a change of its own
    games += [_game("hard", "normal", 100 + k, k < 3, versions=was) for k in range(10)]
    doc = tmp_path / "doc.md"
    doc.write_text("# Computer players\n\nintro\n")
    arena_report.write(plan, games, doc)
    text = doc.read_text()
    assert text.startswith("# Computer players\n\nintro\n") and text.count(arena_report.BEGIN) == 1
    assert "19/20 = 95% (76–99%) ✅" in text and "8/10 = 80% (49–94%) ❌" in text
    assert "Order over all games (weakest first, by μ): random < greedy < normal < hard — as expected." in text
    now = "/".join(map(str, arena_results.versions("dragons", "hard", "normal")))
    assert f"| Dragons (Smoki) | hard-normal | {'/'.join(map(str, was))} → {now} | 3/10 = 30%" in text
    assert "| 8/10 = 80%" in text
    again = text.replace("intro", "intro, edited")
    doc.write_text(again)
    arena_report.write(plan, games[:5], doc)  # the block is replaced, the rest kept
    assert doc.read_text().count(arena_report.BEGIN) == 1 and "intro, edited" in doc.read_text()
    assert "5 of 20 played" in doc.read_text()
    json.dumps([g.to_json() for g in games])  # every record is plain JSON


def test_a_games_settings_for_one_level_remeasure_only_that_levels_matches(tmp_path):
    """``arena_versions.json``'s ``levels`` (Simurgh tunes its hard): a match with the tuned level gets a fourth
    version, the settings' (so its older results no longer count and the report compares them as 'before'); every
    other match keeps its three versions and its results."""
    game_version, levels = arena_results.game_versions("simurgh")
    assert levels.get("hard")
    assert arena_results.versions("simurgh", "normal", "greedy") == [VERSIONS["normal"], VERSIONS["greedy"],
                                                                      game_version]
    now = arena_results.versions("simurgh", "hard", "normal")
    assert now == [VERSIONS["hard"], VERSIONS["normal"], game_version, levels["hard"]]
    plan = [Planned("simurgh", 2, "hard", "normal", 4, 30000, {"kind": "observed", "at": 0.6}),
            Planned("simurgh", 2, "normal", "greedy", 2, 20000)]
    before = now[:3]  # played before the game tuned hard
    later_game = [now[0], now[1], game_version + 1]  # a game version this one has not reached: never "before"
    games = [_game("hard", "normal", 30000 + k, k < 1, versions=before, game="simurgh") for k in range(4)]
    games += [_game("hard", "normal", 30000 + k, True, versions=later_game, game="simurgh") for k in range(4)]
    games += [_game("normal", "greedy", 20000 + k, True, game="simurgh") for k in range(2)]
    assert [(j[2], j[3]) for j in arena_plan.missing(plan, games)] == [(30000 + k, "hard") for k in range(4)]
    games += [_game("hard", "normal", 30000 + k, k < 3, game="simurgh") for k in range(4)]
    assert arena_plan.missing(plan, games) == []
    assert arena_report.earlier(plan[0], games) == before
    doc = tmp_path / "doc.md"
    doc.write_text("# Computer players\n")
    arena_report.write(plan, games, doc)
    text = doc.read_text()
    assert (f"| Simurgh | hard-normal | {'/'.join(map(str, before))} → {'/'.join(map(str, now))} | 1/4 = 25%"
            in text)
    assert f"Simurgh {game_version} (its hard settings {levels['hard']})" in text
