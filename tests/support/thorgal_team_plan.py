"""The scripted Thorgal team's plan (``tests.support.thorgal_team``): each hero's role and current goal, the cost of
getting somewhere on the map, and what a hero's resources are worth to the plan. Only public state is read."""
from __future__ import annotations

import heapq

from games.thorgal import atlas
from games.thorgal.heroes import area_cells, covered

#: the role of each hero by its id; seat 0 fights, seat 1 supplies (RULES.md §20's line, split in two)
HEROES = {"H_BRAND": "fighter", "H_SIGRUN": "healer", "H_EDDA": "scout", "H_HALVAR": "crafter"}
INF = 99


def room(hero: dict) -> int:
    return len(area_cells(hero["id"])) - len(covered(hero))


def _borders(state: dict) -> list[tuple[str, str, int]]:
    spec = {b["id"]: b for b in atlas.adventure(state)["map"]["borders"]}
    out = []
    for bid, info in state["board"]["borders"].items():
        if info["type"] == "impassable" or bid in state["board"]["blocked"]:
            continue
        cost = int(info.get("multiplicity") or 1)
        if info["type"] == "red":
            cost += 1  # TG-MOV-6: it ends the Move
        if info["type"] == "blue" and "ferry_free" not in state["flags"]:
            cost += 1  # TG-MOV-7: a Material per crossing
        a, b = spec[bid]["areas"]
        out.append((a, b, cost))
    return out


def distance(state: dict, start: str, loc: str) -> int:
    """Move points (plus a point for the red border's stop and the Ferry's toll) from ``start`` to ``loc``."""
    targets = set(atlas.locations(state)[loc]["areas"])
    graph: dict[str, list[tuple[str, int]]] = {}
    for a, b, c in _borders(state):
        graph.setdefault(a, []).append((b, c))
        graph.setdefault(b, []).append((a, c))
    seen, todo = {start: 0}, [(0, start)]
    while todo:
        d, a = heapq.heappop(todo)
        if a in targets:
            return d
        if d > seen.get(a, INF):
            continue
        for b, c in graph.get(a, []):
            if d + c < seen.get(b, INF):
                seen[b] = d + c
                heapq.heappush(todo, (d + c, b))
    return INF


def _number(state: dict, area: str) -> int:
    return next(a["number"] for a in atlas.adventure(state)["map"]["areas"] if a["id"] == area)


def can_progress(state: dict, hero: int, loc: str) -> bool:
    """Does a Move now bring the hero closer to ``loc`` (an Area next door that is available and nearer)?"""
    area = state["heroes"][hero]["area"]
    here = distance(state, area, loc)
    for a, b, _ in _borders(state):
        for x, y in ((a, b), (b, a)):
            if x == area and _number(state, y) <= state["round"] and distance(state, y, loc) < here:
                return True
    return False


def _enemies(state: dict, loc: str) -> list[str]:
    return state["board"]["enemies"].get(loc, [])


def remaining(state: dict, loc: str) -> dict[str, int]:
    """TG-ASG: what a Location's cost still needs beyond the resources already assigned there."""
    done = state["board"]["assigned"].get(loc, {})
    return {r: n - done.get(r, 0) for r, n in atlas.location_cost(state, loc).items() if n > done.get(r, 0)}


def useful(state: dict, loc: str, seat: int) -> int:
    """How many of the cost's missing resources the heroes in ``seat``'s Area hold."""
    area = state["heroes"][seat]["area"]
    return sum(min(n, sum(h["resources"].get(r, 0) for h in state["heroes"] if h["area"] == area))
               for r, n in remaining(state, loc).items())


def can_pay(state: dict, loc: str, hero: int | None = None) -> bool:
    need = remaining(state, loc)
    heroes = state["heroes"]
    area = heroes[hero]["area"] if hero is not None else None
    have = {r: sum(h["resources"].get(r, 0) for h in heroes if area is None or h["area"] == area) for r in need}
    return all(have[r] >= n for r, n in need.items())


def goals(state: dict, seat: int) -> list[tuple[str, str]]:
    """The hero's goals in order: (Location, "combat" | "assign")."""
    read, rnd, out = set(state["read_paragraphs"]), state["round"], []
    h = state["heroes"][seat]
    fighter = seat % 2 == 0 or len(state["heroes"]) == 1
    if room(h) < 8 and h["wounds"] and rnd <= 6 and h["resources"].get("material", 0) >= 2 and \
            distance(state, h["area"], "L3") <= 2:
        out.append(("L3", "assign"))
    for loc in ("L6", "L11"):  # anyone standing by the line's fights takes them
        if not fighter and _enemies(state, loc) and h["area"] in atlas.locations(state)[loc]["areas"]:
            out.append((loc, "combat"))
    if fighter:
        if rnd == 1 and _enemies(state, "L2"):
            out.append(("L2", "combat"))
        if _enemies(state, "L6"):
            out.append(("L6", "combat"))
        if _enemies(state, "L11") and rnd <= 4 and 7 not in read and h["area"] == "A6":
            out.append(("L11", "combat"))  # the Whale Oil only saves Material: taken when passing by
        if 10 not in read and _enemies(state, "L15") and h["resources"].get("material", 0) >= 3 and \
                not _enemies(state, "L16"):
            out.append(("L16", "assign"))
        if _enemies(state, "L15"):
            out.append(("L15", "combat"))
    if 8 not in read and rnd >= 4 and not fighter and h["resources"].get("material", 0) >= 4:
        out.append(("L13", "assign"))
    if _enemies(state, "L17"):
        out.append(("L17", "combat"))
    if 11 not in read:
        out.append(("L17", "assign"))
    if _enemies(state, "L15"):
        out.append(("L15", "combat"))
    return out


def goal_of(state: dict, seat: int) -> tuple[str, str] | None:
    gs = goals(state, seat)
    return gs[0] if gs else None


def targets(state: dict, seat: int) -> dict[str, int]:
    """What this hero wants to hold: the fighter a toll, a heal and ¶10; the supplier the Beacon and the bridge."""
    if seat % 2 == 0 and len(state["heroes"]) > 1:
        return {"material": 4, "magic": 2, "ore": 0, "gossip": 0}
    beacon = atlas.location_cost(state, "L17")
    mat = beacon.get("material", 0) - (0 if "objective:whale_oil" in state["board"]["tokens"].get("L17", []) or
                                       7 in state["read_paragraphs"] else 2)
    return {"material": mat + (0 if 8 in state["read_paragraphs"] else 2) + 1, "ore": beacon.get("ore", 0),
            "magic": beacon.get("magic", 0) + 2, "gossip": 0}


def need_value(state: dict, seat: int) -> float:
    h, want, s = state["heroes"][seat], targets(state, seat), 0.0
    for res, n in h["resources"].items():
        w = want.get(res, 0)
        s += 14 * min(n, w) + 2 * max(0, n - w)
    return s


def wanted(state: dict, seat: int) -> list[str]:
    """The action types this hero wants now, best first."""
    h, goal = state["heroes"][seat], goal_of(state, seat)
    rest = ["gather", "journey", "craft"]
    if goal is None:
        return rest
    loc, kind = goal
    if h["area"] not in atlas.locations(state)[loc]["areas"]:
        if can_progress(state, seat, loc):
            return ["move"] + rest
        if state["round"] == 1 and 1 not in state["read_paragraphs"] and h["resources"].get("gossip", 0) >= 2 \
                and h["area"] == "A1":
            return ["assign"] + rest
        return rest
    if kind == "combat":
        from tests.support.thorgal_team import Team  # the same odds rule as the fight itself
        if Team()._fight_ok(state, seat, loc):
            return ["combat"] + rest
        return (["assign"] if h["wounds"] and h["area"] in ("A2", "A9") else []) + ["journey", "gather", "craft"]
    return (["assign"] if can_pay(state, loc, seat) or useful(state, loc, seat) else []) + rest
