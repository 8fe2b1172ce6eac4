"""A scripted "sensible team" for Thorgal's demo adventure, The Saltcliff Beacon (issue 26): a rule-based policy that
plays every seat through the game contract (``legal_moves``/``apply``) and follows the adventure's winning line.

The line (RULES.md §20, the adventure's data): the Iron Cage from L6 (¶4, the Beacon's prerequisite), the Whale Oil
from L11 (¶7, -2 Material at the Beacon), ¶10 at L16 (Raid -2, the Captain one level down), the Fog Wraith at L17,
then the Beacon itself (¶11, O1) and the Captain at L15 (¶9, O2); victory is ¶12 (TG-END-1).

How it decides: the action of a turn by rules (go towards the next goal, fight or assign there, gather what the goal
costs); every other step (tiles, wounds, payments, dice placements...) greedily by a score of the visible state,
looking only at steps whose outcome is visible (a step that draws or rolls is never tried ahead: no peeking).
"""
from __future__ import annotations

import random
from collections import deque

from games.core.contract import deep_copy
from games.thorgal import atlas, combat
from games.thorgal.data import ACTION_CARDS
from games.thorgal.game import GAME, _hidden_fingerprint
from games.thorgal.heroes import area_cells, covered

#: the goals in order: (paragraph read when done, Location, what to do there)
LINE = ((4, "L6", "combat"), (7, "L11", "combat"), (None, "L16", "combat"), (10, "L16", "assign"),
        (None, "L17", "combat"),
        (11, "L17", "assign"), (9, "L15", "combat"))
WEIGHT = {4: 300, 7: 200, 10: 250, 11: 1500, 9: 1500, 8: 60, 3: 40}


def goals(state: dict) -> list[tuple[str, str]]:
    read, out = set(state["read_paragraphs"]), []
    for par, loc, kind in LINE:
        if kind == "combat" and not state["board"]["enemies"].get(loc):
            continue
        if par is not None and par in read:
            continue
        if loc == "L16" and 10 in read:
            continue
        if par == 10 and 4 in read and 7 in read and state["track"] == 0 and \
                "monstrous" not in state["board"]["enemies"].get("L15", []):
            continue
        out.append((loc, kind))
    return out


def _graph(state: dict) -> dict[str, list[str]]:
    g: dict[str, list[str]] = {}
    for b, info in state["board"]["borders"].items():
        if info["type"] == "impassable" or b in state["board"]["blocked"]:
            continue
        a, c = next(x["areas"] for x in atlas.adventure(state)["map"]["borders"] if x["id"] == b)
        g.setdefault(a, []).append(c)
        g.setdefault(c, []).append(a)
    return g


def distance(state: dict, start: str, targets: set[str]) -> int:
    g, seen, todo = _graph(state), {start: 0}, deque([start])
    while todo:
        a = todo.popleft()
        if a in targets:
            return seen[a]
        for b in g.get(a, []):
            if b not in seen:
                seen[b] = seen[a] + 1
                todo.append(b)
    return 9


def goal_of(state: dict, seat: int) -> tuple[str, str] | None:
    gs = goals(state)
    if not gs:
        return None
    if len(gs) > 1 and len(state["heroes"]) > 1 and seat % 2 == 1:  # the second hero works on the next goal
        other = [g for g in gs[1:] if g[0] != gs[0][0]]
        return other[0] if other else gs[0]
    return gs[0]


def score(state: dict, seat: int) -> float:
    """The visible state as the team sees it: the story's progress, the heroes' health, the goal's distance."""
    res = state.get("result")
    if res:
        return 1e6 if res["outcome"] == "win" else -1e6
    s = sum(WEIGHT.get(p, 5) for p in state["read_paragraphs"]) + 1000 * len(state["objectives_done"])
    s -= 60 * (state["track"] or 0)
    for i, h in enumerate(state["heroes"]):
        room = len(area_cells(h["id"])) - len(covered(h))
        s += -8 * len(covered(h)) - (400 if room < 4 else 0) - 6 * h["threat"] + 12 * (h["combat"] + h["journey"])
        s += 3 * sum(h["resources"].values()) + 4 * min(h["resources"].get("material", 0), 4)
        goal = goal_of(state, i)
        if goal:
            s -= 15 * distance(state, h["area"], set(atlas.locations(state)[goal[0]]["areas"]))
    f = state.get("fight")
    if f and f.get("stage") == "place":
        placed = [(combat.tile_shape(f["pool"][d]), cells) for d, cells in f["placed"]]
        s -= 25 * combat.uncovered_targets(combat.grid(f["cards"]), placed)
    return s


def _action_type(state: dict, move: str) -> str | None:
    t = move.split()
    if t[0] != "play":
        return None
    card = ACTION_CARDS[state["row"][int(t[2]) - 1]["card"]]
    return card["main"][int(t[3][1:]) - 1 if len(t) > 3 else 0]["type"]


def _can_pay(state: dict, loc: str) -> bool:
    need = atlas.location_cost(state, loc)
    have = {r: sum(h["resources"].get(r, 0) for h in state["heroes"]) for r in need}
    return all(have[r] >= n for r, n in need.items())


def wanted(state: dict, seat: int) -> list[str]:
    """The action types this hero wants now, best first."""
    h, goal = state["heroes"][seat], goal_of(state, seat)
    if goal is None:
        return ["gather", "journey", "craft"]
    loc, kind = goal
    here = h["area"] in atlas.locations(state)[loc]["areas"]
    if not here:
        first = ["move"] if kind == "combat" or _can_pay(state, loc) else ["gather", "move"]
        return first + ["journey", "gather", "craft"]
    if kind == "combat":
        room = len(area_cells(h["id"])) - len(covered(h))
        return (["combat"] if room >= 6 else []) + ["gather", "craft", "journey"]
    return (["assign"] if _can_pay(state, loc) else []) + ["gather", "journey", "craft"]


class Team:
    """Plays every seat; ``choose(state)`` -> (seat, move id)."""

    def __init__(self, seed: int = 0):
        self.rnd = random.Random(seed)

    def choose(self, state: dict) -> tuple[int, str]:
        seat = sorted(GAME.actors(state))[0]
        moves = [m.id for m in GAME.legal_moves(state, seat)]
        hero = GAME.decider(state)
        return seat, self.pick(state, hero, moves)

    def pick(self, state: dict, hero: int, moves: list[str]) -> str:
        if len(moves) == 1:
            return moves[0]
        plays = [m for m in moves if m.startswith("play ")]
        if plays:
            for kind in wanted(state, hero):
                fit = [m for m in plays if _action_type(state, m) == kind]
                if fit:
                    return self.best(state, hero, fit)
            return self.rnd.choice(plays)
        goal = goal_of(state, hero)
        for prefix in ("upgrade", "extra", "buy"):
            fit = [m for m in moves if m.startswith(prefix + " ")] + [m for m in moves if m == prefix]
            if fit:
                return fit[0]
        fights = [m for m in moves if m.startswith("fight ")]
        if fights:
            mine = [m for m in fights if goal and m.split()[1] == goal[0]]
            return mine[0] if mine else ("skip" if "skip" in moves and goal else fights[0])
        assigns = [m for m in moves if m.startswith("assign ")]
        if assigns and goal:
            mine = [m for m in assigns if m.split()[1] == goal[0]]
            if mine:
                return max(mine, key=len)
        if "go" in moves:
            return "go"
        return self.best(state, hero, [m for m in moves if not m.startswith(("item ", "skill", "refresh"))] or moves)

    def best(self, state: dict, hero: int, moves: list[str]) -> str:
        seat = state["controller"][hero]
        base, scored = score(state, hero), []
        for m in moves:
            try:
                after, _ = GAME.apply(state, seat, m)
            except Exception:  # noqa: BLE001 - a move the contract refuses is simply not taken
                continue
            blind = _hidden_fingerprint(after) != _hidden_fingerprint(state)
            scored.append(((base if blind else score(after, hero)) + self.rnd.random() * 0.01, m))
        return max(scored)[1] if scored else moves[0]


def play(seed: int, difficulty: str = "normal", players: int = 2, heroes: str = "", team: Team | None = None,
         limit: int = 3000) -> tuple[dict, dict]:
    """One game from ``seed``: the final state and the log (seed, options, players, moves [seat, move])."""
    options = GAME.normalize_options({"difficulty": difficulty, "heroes": heroes})
    state = GAME.setup(players, options, seed)
    team = team or Team(seed)
    log = {"game": "thorgal", "seed": seed, "players": players, "options": options, "moves": []}
    while not GAME.is_over(state) and len(log["moves"]) < limit:
        seat, move = team.choose(state)
        state, _ = GAME.apply(state, seat, move)
        log["moves"].append([seat, move])
    return deep_copy(state), log
