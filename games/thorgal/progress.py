"""The computer's estimate of how far the team is on its way to winning any adventure (``Game.standing``, issue 26).

A search that only sees "paragraphs read, heroes whole" wanders: a win needs a line of Locations in order (a key
token first, then the Location it unlocks, the resources its cost asks for, the enemy standing in the way). This
module reads that line off the adventure's data once - no adventure is named in code:

* a paragraph's *worth* comes from its effects: completing an objective is the most, placing a token that a
  Location requires (or that lowers a cost) next, lowering the adventure track or an enemy's level, opening a border
  or setting a flag after that; an adventure may override any paragraph's worth in its ``guide`` block
  (``{"paragraph_worth": {"11": 12}}``);
* a Location is a *goal* while the paragraph it reads is unread and worth something;
* the estimate adds the story's worth read so far, how close each hero stands to the best goal it can pursue now
  (weighted by worth, by the move cost of the way there), how much of the open goals' costs the team holds, the
  heroes' health (the one closest to death counts most), the adventure track's distance from its end, and the
  rounds left.

The figures are weights of a guide, not rules; the arena (``plansza-arena thorgal``) judges them.
"""
from __future__ import annotations

import heapq
from functools import lru_cache

from games.thorgal.atlas import adventure, location_cost
from games.thorgal.data import ADVENTURES
from games.thorgal.heroes import area_cells, covered

FAR = 99
BLOCKER = "enemy"  # in a goal's needs: enemies to defeat before the Location can be used (no hero holds these)
STEP = 0.75  # a goal's pull shrinks by this factor per move point still to go


def _op_worth(op: dict, unlocking: set[str], lowering: set[str]) -> float:
    kind = op.get("op")
    if kind == "objective_complete":
        return 10.0
    if kind == "place_token":
        token = op.get("token", "")
        return 5.0 if token in unlocking else 2.5 if token in lowering else 0.5
    if kind == "track":
        return 1.5 * max(0, -int(op.get("delta", 0)))
    if kind == "level_down_enemy":
        return 2.5
    if kind in ("set_border", "set_flag"):
        return 1.0
    return 0.0


@lru_cache(maxsize=8)
def _plan(adventure_id: str) -> tuple[dict[int, float], dict[str, tuple[int, float]], float]:
    """(paragraph -> worth, Location -> (its paragraph, worth), the story's whole worth) of one adventure."""
    adv = ADVENTURES[adventure_id]
    locs = adv["map"]["locations"]
    unlocking = {t for loc in locs for t in loc.get("requires_tokens", [])}
    lowering = {m["if_token"] for loc in locs for m in loc.get("cost_modifiers", [])}
    worth: dict[int, float] = {}
    for par in adv["paragraphs"]:
        effects = par.get("effects") or []
        if any(e.get("op") == "end_game" for e in effects):
            continue  # the end itself is judged by the result, never pursued as a goal
        worth[par["id"]] = 0.2 + sum(_op_worth(e, unlocking, lowering) for e in effects)
    for key, value in (adv.get("guide") or {}).get("paragraph_worth", {}).items():
        worth[int(key)] = float(value)
    goals: dict[str, tuple[int, float]] = {}
    for loc in locs:
        for e in loc.get("effects") or []:
            if e.get("op") == "read_paragraph" and worth.get(e["id"], 0) >= 1.0:
                goals[loc["id"]] = (e["id"], worth[e["id"]])
    return worth, goals, sum(worth.values()) or 1.0


def _graph(state: dict) -> dict[str, list[tuple[str, int]]]:
    """The Areas' neighbours and the move points between them (TG-MOV): a multiple border costs its multiplicity,
    a red border one more (it ends the Move), a toll border one more while its toll is due."""
    spec = {b["id"]: b for b in adventure(state)["map"]["borders"]}
    graph: dict[str, list[tuple[str, int]]] = {}
    for bid, info in state["board"]["borders"].items():
        if info["type"] == "impassable" or bid in state["board"]["blocked"]:
            continue
        cost = int(info.get("multiplicity") or 1) + (1 if info["type"] in ("red", "blue") else 0)
        a, b = spec[bid]["areas"][:2]
        graph.setdefault(a, []).append((b, cost))
        graph.setdefault(b, []).append((a, cost))
    return graph


def _distances(graph: dict[str, list[tuple[str, int]]], start: str) -> dict[str, int]:
    seen, todo = {start: 0}, [(0, start)]
    while todo:
        d, a = heapq.heappop(todo)
        if d > seen[a]:
            continue
        for b, c in graph.get(a, []):
            if d + c < seen.get(b, FAR):
                seen[b] = d + c
                heapq.heappush(todo, (d + c, b))
    return seen


def _open_goals(state: dict, goals: dict[str, tuple[int, float]]) -> list[tuple[str, float, dict[str, int]]]:
    """The goals the team can pursue now: paragraph unread, Location not used up, its required tokens present.
    Each with what its cost still needs (a combat goal: nothing)."""
    board, read = state["board"], set(state["read_paragraphs"])
    locs = {loc["id"]: loc for loc in adventure(state)["map"]["locations"]}
    out = []
    for loc_id, (pid, worth) in goals.items():
        if pid in read or loc_id in board["read"] or loc_id in board["blocked"]:
            continue
        spec = locs[loc_id]
        if any(t not in board["tokens"].get(loc_id, []) for t in spec.get("requires_tokens", [])):
            continue
        need: dict[str, int] = {}
        if spec["action"]["type"] == "assign":
            done = board["assigned"].get(loc_id, {})
            need = {r: n - done.get(r, 0) for r, n in location_cost(state, loc_id).items() if n > done.get(r, 0)}
            if board["enemies"].get(loc_id):  # TG-MAP-5: nothing is assigned while enemies stand there
                need[BLOCKER] = len(board["enemies"][loc_id])
        elif spec["action"]["type"] == "combat" and not board["enemies"].get(loc_id):
            continue
        out.append((loc_id, worth, need))
    return out


def estimate(state: dict) -> float:
    """The team's progress towards its win, 0..1 (see the module's doc)."""
    worth, goals, whole = _plan(state["adventure"])
    story = min(1.0, sum(worth.get(p, 0.0) for p in state["read_paragraphs"]) / whole)
    heroes = state["heroes"]
    open_goals = _open_goals(state, goals)
    locs = {loc["id"]: loc for loc in adventure(state)["map"]["locations"]}
    top = max((w for _, w, _ in open_goals), default=1.0)
    graph = _graph(state)
    approach = 0.0
    for hero in heroes:
        dist = _distances(graph, hero["area"])
        pulls = [w * STEP ** min(FAR, min(dist.get(a, FAR) for a in locs[loc]["areas"]))
                 for loc, w, _ in open_goals]
        approach += max(pulls, default=0.0) / top
    approach /= max(1, len(heroes))
    supply, supply_whole = 0.0, 0.0
    for _, w, need in open_goals:
        for res, n in need.items():
            have = sum(h["resources"].get(res, 0) for h in heroes)
            supply += w * min(n, have) / n
            supply_whole += w
    supply = supply / supply_whole if supply_whole else 1.0
    rooms = [1 - len(covered(h)) / max(1, len(area_cells(h["id"]))) for h in heroes]
    health = 0.5 * min(rooms, default=1.0) + 0.5 * sum(rooms) / max(1, len(rooms))
    track_spec = adventure(state)["adventure_board"].get("adventure_track")
    calm = 1.0
    if track_spec and state.get("track") is not None:
        calm = 1 - (state["track"] - track_spec["min"]) / max(1, track_spec["max"] - track_spec["min"])
    rounds = adventure(state)["adventure_board"]["round_track"]["length"]
    time_left = max(0.0, 1 - (state["round"] - 1) / max(1, rounds))
    intent = _intent(state, open_goals, locs)
    return (0.44 * story + 0.2 * approach + 0.1 * supply + 0.12 * health + 0.06 * calm + 0.02 * time_left +
            0.06 * intent)


def _intent(state: dict, open_goals: list, locs: dict) -> float:
    """How well the action just chosen (its card played, not yet resolved) fits where its hero stands: a Move away
    from every goal, a Combat or an Assign at one, resources otherwise. It shows the search the worth of a card one
    step before the action pays off."""
    act = state.get("act")
    if not act or not act.get("type") or state.get("stage") not in ("start", "main"):
        return 0.0
    hero = state["heroes"][act["seat"]]
    here = [(loc, need) for loc, _, need in open_goals if hero["area"] in locs[loc]["areas"]]
    kind = act["type"]
    if kind == "move":
        return 1.0 if open_goals and not here else 0.0
    if kind == "combat":  # worth it at a goal, and only with room left for a lost fight's wounds (TG-THR-2)
        room = 1 - len(covered(hero)) / max(1, len(area_cells(hero["id"])))
        at_goal = any(locs[loc]["action"]["type"] == "combat" or BLOCKER in need for loc, need in here)
        return (1.0 if room >= 0.5 else 0.2) if at_goal else 0.0
    if kind == "assign":
        pool = [h for h in state["heroes"] if h["area"] == hero["area"]]
        return 1.0 if any(need and BLOCKER not in need and any(h["resources"].get(r, 0) for h in pool for r in need)
                          for _, need in here) else 0.0
    return 0.4 if kind in ("gather", "journey") else 0.2
