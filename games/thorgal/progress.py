"""The computer's estimate of how far the team is on its way to winning any adventure (``Sense.standing``, issue 26).

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
from games.thorgal.atlas import locations as atlas_locations
from games.thorgal.data import ADVENTURES
from games.thorgal.heroes import area_cells, covered
from games.thorgal.turns import turn_seat

FAR = 99
#: the room for wounds a fight against one enemy of each rank asks of a hero of Combat level 1 (a lost fight costs
#: Threat, the 6th Threat is a size-5 wound: TG-THR-2); a rule of thumb the arena judges
ROOM_NEEDED = {"minor": 5, "average": 7, "powerful": 9, "mystic": 8, "monstrous": 10}
BLOCKER = "enemy"  # in a goal's needs: enemies to defeat before the Location can be used (no hero holds these)
KEY_SHARE = 0.8  # of the worth of what a key opens, added to the paragraph that places the key
BORDER_SHARE = 0.3  # of the worth of a goal next door, added to a paragraph that makes a border easier to cross
URGENCY = 4.0  # worth added per track step a paragraph lowers, at a track at its end (in proportion below it)
JOIN = 1.0  # a taken goal's pull on a second hero while its cost lacks what its heroes hold (they pool, TG-ASG-3)
UNFIT = 0.15  # a goal's pull on a hero in no state to fight the enemies it asks to beat
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
    # a key is worth part of what it opens: a token a Location requires carries 0.8 of that Location's paragraph
    reads = {loc["id"]: e["id"] for loc in locs for e in loc.get("effects") or [] if e.get("op") == "read_paragraph"}
    opens = {t: [reads[loc["id"]] for loc in locs if t in loc.get("requires_tokens", []) and loc["id"] in reads]
             for t in unlocking}
    for par in adv["paragraphs"]:
        if par["id"] in worth:
            worth[par["id"]] += sum(KEY_SHARE * worth.get(p, 0.0) for e in par.get("effects") or []
                                    if e.get("op") == "place_token" for p in opens.get(e.get("token"), []))
    # a border made easier next to a goal's Area is worth part of that goal
    sides = {b["id"]: set(b["areas"]) for b in adv["map"]["borders"]}
    for par in adv["paragraphs"]:
        if par["id"] in worth:
            for e in par.get("effects") or []:
                if e.get("op") == "set_border":
                    near = [w for loc in locs for e2 in loc.get("effects") or [] if e2.get("op") == "read_paragraph"
                            and set(loc["areas"]) & sides.get(e["border"], set()) and (w := worth.get(e2["id"], 0.0))
                            >= 1.0 and e2["id"] != par["id"]]
                    worth[par["id"]] += BORDER_SHARE * max(near, default=0.0)
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
        if pid in _completing(state["adventure"]):  # the last objectives matter more: the win waits on them alone
            worth *= 1 + len(state["objectives_done"])
        out.append((loc_id, worth + URGENCY * _pressure(state) * _calming(state["adventure"]).get(pid, 0), need))
    return out


@lru_cache(maxsize=8)
def _completing(adventure_id: str) -> frozenset[int]:
    """The paragraphs that complete an objective."""
    return frozenset(par["id"] for par in ADVENTURES[adventure_id]["paragraphs"]
                     if any(e.get("op") == "objective_complete" for e in par.get("effects") or []))


@lru_cache(maxsize=8)
def _calming(adventure_id: str) -> dict[int, int]:
    """Paragraph -> how many steps it lowers the adventure track."""
    out = {}
    for par in ADVENTURES[adventure_id]["paragraphs"]:
        drop = -sum(int(e.get("delta", 0)) for e in par.get("effects") or [] if e.get("op") == "track")
        if drop > 0:
            out[par["id"]] = drop
    return out


def _pressure(state: dict) -> float:
    """How near the adventure track stands to its end, 0..1 (none: 0)."""
    spec = adventure(state)["adventure_board"].get("adventure_track")
    if not spec or state.get("track") is None:
        return 0.0
    return max(0.0, (state["track"] - spec["min"]) / max(1, spec["max"] - spec["min"]))


def room(hero: dict) -> int:
    """The hero's free places for wounds."""
    return len(area_cells(hero["id"])) - len(covered(hero))


def fight_ok(state: dict, hero: int, loc: str, which: str = "all") -> bool:
    """Are the odds good enough to fight at ``loc``? A rule of thumb: the hero's room for wounds against what the
    enemies' ranks ask (:data:`ROOM_NEEDED`), less for a higher Combat level; a Threat overflow counts as a
    size-5 wound (TG-THR-2)."""
    h, foes = state["heroes"][hero], state["board"]["enemies"].get(loc, [])
    if which.isdigit() and 0 < int(which) <= len(foes):
        foes = [foes[int(which) - 1]]
    if not foes:
        return False
    want = sum(ROOM_NEEDED.get(f, 9) for f in foes) - 2 * (len(foes) - 1) - 2 * (h["combat"] - 1)
    overflow = max(0, h["threat"] + 3 * len(foes) - 5)
    return room(h) >= max(5, want) + 5 * overflow


def sensible(state: dict, moves: list[str]) -> list[str]:
    """The moves worth the computer's thought: no fight against the odds (:func:`fight_ok`), no command a teammate
    refused to pay for this turn (TG-ASY-5: asking again would only be refused again), while something else may be
    done."""
    refused = state.get("refused") or {}
    asked = set(refused.get("commands", [])) if refused.get("turn") == [state["round"], state["turn"]] else set()
    keep = [m for m in moves if m not in asked and
            (not m.startswith("fight ") or fight_ok(state, turn_seat(state), *m.split()[1:3]))]
    return keep or moves


def _can_fight(state: dict, hero: int, loc: str, need: dict, locs: dict) -> bool:
    """Could the hero take on the fight a goal asks for (none asked: yes)?"""
    if locs[loc]["action"]["type"] != "combat" and BLOCKER not in need:
        return True
    return fight_ok(state, hero, loc)


def open_goals(state: dict) -> list[tuple[str, float, dict[str, int]]]:
    """The goals the team can pursue now: (Location, worth, what its cost still needs)."""
    return _open_goals(state, _plan(state["adventure"])[1])


def shortfall(state: dict) -> dict[str, int]:
    """What the costs of the goals the heroes pursue still need beyond what the team holds, by resource (negative:
    to spare)."""
    out: dict[str, int] = {}
    goals = open_goals(state)
    if goals:
        graph = _graph(state)
        taken = set(_shares(state, goals, [_distances(graph, h["area"]) for h in state["heroes"]]))
        goals = [g for i, g in enumerate(goals) if i in taken]
    for _, _, need in goals:
        for res, n in need.items():
            if res != BLOCKER:
                out[res] = out.get(res, 0) + n
    for h in state["heroes"]:
        for res, n in h["resources"].items():
            out[res] = out.get(res, 0) - n
    return out


def hero_goal(state: dict, seat: int) -> tuple[str, dict[str, int], dict[str, int]] | None:
    """The open goal ``seat``'s hero pursues (:func:`_shares`), with what its cost still needs and the hero's move
    points to every Area: ``(Location, needs, distances)``, or None when none is open."""
    _, goals, _ = _plan(state["adventure"])
    open_goals = _open_goals(state, goals)
    if not open_goals:
        return None
    graph = _graph(state)
    dists = [_distances(graph, h["area"]) for h in state["heroes"]]
    g = _shares(state, open_goals, dists)[seat]
    return open_goals[g][0], open_goals[g][2], dists[seat]


def _shares(state: dict, open_goals: list, dists: list[dict[str, int]]) -> list[int]:
    """Which open goal each hero pursues (an index into ``open_goals``): the team splits the work - the strongest
    pull (a goal's worth shrunk by the way there) is taken first, then the next among goals nobody took. A goal
    already taken still pulls a second hero, less (:data:`JOIN`), while its cost needs more than its heroes hold:
    the second brings resources (TG-ASG-3). Once every goal is taken, a hero joins the one pulling it most."""
    locs = atlas_locations(state)
    heroes = state["heroes"]
    pulls = [[w * STEP ** min(FAR, min(d.get(a, FAR) for a in locs[loc]["areas"])) *
              (1.0 if _can_fight(state, h, loc, need, locs) else UNFIT) for loc, w, need in open_goals]
             for h, d in enumerate(dists)]
    share: list[int] = [-1] * len(pulls)
    taken: dict[int, list[int]] = {}

    def pull(h: int, g: int) -> float:
        if g not in taken:
            return pulls[h][g]
        need = {r: n for r, n in open_goals[g][2].items() if r != BLOCKER}
        held = {r: sum(heroes[o]["resources"].get(r, 0) for o in taken[g]) for r in need}
        return JOIN * pulls[h][g] if any(held[r] < n for r, n in need.items()) else -1.0

    for _ in pulls:
        h, g = max(((h, g) for h in range(len(pulls)) if share[h] < 0 for g in range(len(open_goals))),
                   key=lambda x: pull(*x))
        share[h] = g
        taken.setdefault(g, []).append(h)
    return share


def reach(state: dict, area: str) -> dict[str, int]:
    """Move points from ``area`` to every Area."""
    return _distances(_graph(state), area)


def goal_distances(state: dict, loc: str) -> dict[str, int]:
    """Move points from every Area to the nearest Area of Location ``loc``."""
    graph = _graph(state)
    best: dict[str, int] = {}
    for area in _location(state, loc)["areas"]:
        for a, d in _distances(graph, area).items():
            best[a] = min(d, best.get(a, FAR))
    return best


def _location(state: dict, loc: str) -> dict:
    return next(x for x in adventure(state)["map"]["locations"] if x["id"] == loc)


def estimate(state: dict) -> float:
    """The team's progress towards its win, 0..1 (see the module's doc)."""
    worth, goals, whole = _plan(state["adventure"])
    story = min(1.0, sum(worth.get(p, 0.0) for p in state["read_paragraphs"]) / whole)
    heroes = state["heroes"]
    open_goals = _open_goals(state, goals)
    locs = {loc["id"]: loc for loc in adventure(state)["map"]["locations"]}
    top = max((w for _, w, _ in open_goals), default=1.0)
    graph = _graph(state)
    dists = [_distances(graph, h["area"]) for h in heroes]
    approach = 0.0
    if open_goals:
        for h, g in enumerate(_shares(state, open_goals, dists)):
            loc, w, _ = open_goals[g]
            approach += w * STEP ** min(FAR, min(dists[h].get(a, FAR) for a in locs[loc]["areas"])) / top
    approach /= max(1, len(heroes))
    supply, supply_whole = 0.0, 0.0
    for loc, w, need in open_goals:
        cost = location_cost(state, loc) if locs[loc]["action"]["type"] == "assign" else {}
        whole_cost = sum(cost.values())
        if not whole_cost:
            continue
        paid = sum(min(n, state["board"]["assigned"].get(loc, {}).get(r, 0)) for r, n in cost.items())
        held = sum(min(n, sum(h["resources"].get(r, 0) for h in heroes)) for r, n in need.items() if r != BLOCKER)
        supply += w * (paid + 0.5 * held) / whole_cost
        supply_whole += w
    supply = supply / supply_whole if supply_whole else 1.0
    rooms = [max(0.0, 1 - (len(covered(h)) + h["threat"]) / max(1, len(area_cells(h["id"])))) for h in heroes]
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
    if kind == "combat":  # worth it at a goal, and only when the odds allow (TG-THR-2)
        at_goal = [loc for loc, need in here if locs[loc]["action"]["type"] == "combat" or BLOCKER in need]
        return (1.0 if any(fight_ok(state, act["seat"], loc) for loc in at_goal) else 0.1) if at_goal else 0.0
    if kind == "assign":
        pool = [h for h in state["heroes"] if h["area"] == hero["area"]]
        return 1.0 if any(need and BLOCKER not in need and any(h["resources"].get(r, 0) for h in pool for r in need)
                          for _, need in here) else 0.0
    return 0.4 if kind in ("gather", "journey") else 0.2
