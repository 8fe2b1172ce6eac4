"""A scripted "sensible team" for Thorgal's second adventure, The Ice Ford (``games/thorgal/data/adventures/
ice_ford.json``, docs/thorgal-adventures.md): the scripted team of the first adventure (``tests.support.
thorgal_team.Team``: its fight odds, its healing rule, its way of weighing an Assign) with this adventure's plan.

The line: the Ford Stakes (L11, ¶6: the Marked Way token) then the Herders' Camp (L12, ¶7, O1), and the White
She-Wolf (L14, ¶8, O2), weakened first at the Hunters' Lodge (L8, ¶4); victory is ¶9 (TG-END-1). Seat 0 fights
(the Wolf Tracks in round 1, the Hunters' Lodge, the wolves at the camp, the She-Wolf); seat 1 supplies (it
gathers first, then goes: the stakes, the camp; the Longhouse only when rich in Gossip) and cools the Thaw track at
the Seer's Cairn when it is one icon from the end; any further hero helps the supplier. Partners always consent;
the path is extended by Journeys when its resource spaces run out. Only public state is read; a step that draws or
rolls is never tried ahead (the choice of a gained resource's type or an XP's track after a step is).
"""
from __future__ import annotations

import heapq

from games.thorgal import atlas, journey
from games.thorgal import decisions as dc
from games.thorgal.data import ENEMY_CARDS
from games.thorgal.game import GAME, _hidden_fingerprint
from tests.support.thorgal_team import Team, action_type, fight_placement, hero_health, move_ids
from tests.support.thorgal_team import play as team_play
from tests.support.thorgal_team_plan import remaining, room

ADVENTURE = "ice_ford"
INF = 99
#: what reading a paragraph is worth to the plan
WEIGHT = {1: 80, 2: 100, 3: 60, 4: 300, 5: 200, 6: 700, 7: 1500, 8: 1500}
RANK = {"minor": 1, "average": 2, "powerful": 3, "monstrous": 4}


def _graph(state: dict) -> dict[str, list[tuple[str, int]]]:
    """The live borders as Move points: multiplicity, +1 for a red border's stop (TG-MOV-6), +1 for a blue border's
    toll while it is due (TG-MOV-7)."""
    spec = {b["id"]: b for b in atlas.adventure(state)["map"]["borders"]}
    toll = atlas.rule(state, "blue_border_costs") or {}
    out: dict[str, list[tuple[str, int]]] = {}
    for bid, info in state["board"]["borders"].items():
        if info["type"] == "impassable" or bid in state["board"]["blocked"]:
            continue
        cost = int(info.get("multiplicity") or 1) + (info["type"] == "red") + \
            (info["type"] == "blue" and toll.get("waived_by_flag") not in state["flags"])
        a, b = spec[bid]["areas"]
        out.setdefault(a, []).append((b, cost))
        out.setdefault(b, []).append((a, cost))
    return out


def distance(state: dict, start: str, loc: str) -> int:
    targets = set(atlas.locations(state)[loc]["areas"])
    graph, seen, todo = _graph(state), {start: 0}, [(0, start)]
    while todo:
        d, a = heapq.heappop(todo)
        if a in targets:
            return d
        for b, c in graph.get(a, []) if d <= seen.get(a, INF) else []:
            if d + c < seen.get(b, INF):
                seen[b] = d + c
                heapq.heappush(todo, (d + c, b))
    return INF


def can_progress(state: dict, seat: int, loc: str) -> bool:
    """Is an available Area next door nearer to ``loc``?"""
    area = state["heroes"][seat]["area"]
    here = distance(state, area, loc)
    return any(atlas.available(state, b) and distance(state, b, loc) < here for b, _ in _graph(state).get(area, []))


def _enemies(state: dict, loc: str) -> list[str]:
    return state["board"]["enemies"].get(loc, [])


def _here(state: dict, seat: int, loc: str) -> bool:
    return state["heroes"][seat]["area"] in atlas.locations(state)[loc]["areas"]


def fighter(state: dict, seat: int) -> bool:
    return seat == 0


def goals(state: dict, seat: int) -> list[tuple[str, str]]:
    """The hero's goals in order: (Location, "combat" | "assign" | "sacrifice")."""
    read, rnd, h, out = set(state["read_paragraphs"]), state["round"], state["heroes"][seat], []
    if room(h) < 9 and h["wounds"] and rnd <= 5:
        for loc, price in (("L13", 1), ("L2", 2)):
            if h["resources"].get("material", 0) >= price and distance(state, h["area"], loc) <= 1:
                out.append((loc, "assign"))
    if fighter(state, seat):
        if rnd == 1 and _enemies(state, "L4"):
            out.append(("L4", "combat"))
        if _enemies(state, "L8") and 4 not in read and rnd <= 4:
            out.append(("L8", "combat"))
        if _enemies(state, "L12") and 7 not in read and (6 in read or rnd >= 4):
            out.append(("L12", "combat"))
        if _enemies(state, "L14"):
            out.append(("L14", "combat"))
        return out
    track = state["track"] or 0
    if 5 not in read and (track >= 4 or (track == 3 and rnd <= 3)):  # one Thaw icon from the end (¶11)
        out.append(("L9", "assign"))
    if rnd == 1 and 1 not in read and h["resources"].get("gossip", 0) >= 4 and _here(state, seat, "L1"):
        out.append(("L1", "assign"))
    if 6 not in read:
        out.append(("L11", "assign"))
    if 7 not in read:
        if _enemies(state, "L12") and _here(state, seat, "L12") and \
                distance(state, state["heroes"][0]["area"], "L12") > 2:  # the fighter is far: no choice
            out.append(("L12", "combat"))
        out.append(("L12", "assign"))
    if _enemies(state, "L14"):
        out.append(("L14", "combat"))
    return out


def goal_of(state: dict, seat: int) -> tuple[str, str] | None:
    gs = goals(state, seat)
    return gs[0] if gs else None


def targets(state: dict, seat: int) -> dict[str, int]:
    """The resources the hero wants to hold: the fighter a heal and a skill refresh; the supplier what the
    stakes, the camp (and the Frost Runestone while the thaw runs high) still cost."""
    if fighter(state, seat):
        return {"material": 3, "magic": 2}
    want = {"material": 1, "gossip": 0, "magic": 0, "ore": 0}
    for loc, para in (("L11", 6), ("L12", 7), ("L9", 5)):
        if para not in state["read_paragraphs"] and (loc != "L9" or (state["track"] or 0) >= 2):
            for res, n in remaining(state, loc).items():
                want[res] = want.get(res, 0) + n
    return want


def need_value(state: dict, seat: int) -> float:
    h, want, s = state["heroes"][seat], targets(state, seat), 0.0
    for res, n in h["resources"].items():
        w = want.get(res, 0)
        s += 30 * min(n, w) + 2 * max(0, n - w)
    return s


def score(state: dict, seat: int) -> float:
    """The visible state as the team sees it: the story's progress, the thaw, the She-Wolf, the heroes' health,
    the goals' distance."""
    res = state.get("result")
    if res:
        return 1e6 if res["outcome"] == "win" else -1e6
    s = sum(WEIGHT.get(p, 5) for p in state["read_paragraphs"]) + 1000 * len(state["objectives_done"])
    s -= 120 * (state["track"] or 0) + (300 if (state["track"] or 0) >= 4 else 0)
    s -= sum(60 * RANK.get(e, 0) for e in _enemies(state, "L14")) + sum(80 for _ in _enemies(state, "L12"))
    for i, h in enumerate(state["heroes"]):
        s += hero_health(h) + (25 if fighter(state, i) else 8) * h["combat"] + 6 * h["journey"]
        s += need_value(state, i)
        goal = goal_of(state, i)
        if goal:
            s -= 20 * distance(state, h["area"], goal[0])
    return s + fight_placement(state)


class IceFordTeam(Team):
    """The first adventure's team (``Team``) with The Ice Ford's plan: ``choose(state)`` -> (seat, move id)."""

    def pick(self, state: dict, hero: int, moves: list[str]) -> str:
        if len(moves) == 1:
            return moves[0]
        h, goal = state["heroes"][hero], goal_of(state, hero)
        if "skill" in moves and h["id"] == "H_SIGRUN" and self._heal_useful(state, hero):
            return "skill"
        if "consent yes" in moves:  # a partner's resources are spent for the plan (TG-GEN-5)
            return "consent yes"
        plays = [m for m in moves if m.startswith("play ")]
        if plays:
            return self.turn(state, hero, plays)
        strong = any(ENEMY_CARDS[c]["deck"] != "minor" for c in (state.get("fight") or {}).get("cards", []))
        for prefix in ("go", "upgrade", "extra", "buy", "roll"):
            if prefix in ("upgrade", "extra") and not strong:
                continue  # against a Minor enemy the small shapes fit its narrow card better
            fit = [m for m in moves if m == prefix or m.startswith(prefix + " ")]
            if fit:
                return fit[0]
        fights = [m for m in moves if m.startswith("fight ")]
        if fights:
            mine = [m for m in fights if goal and goal[1] == "combat" and m.split()[1] == goal[0]]
            return mine[0] if mine and self._fight_ok(state, hero, goal[0]) else "skip"
        if any(m.startswith("move ") for m in moves):
            return self.route(state, hero, [m for m in moves if m.startswith("move ")], goal)
        if any(m.startswith("assign ") for m in moves):
            return self.assign(state, hero, [m for m in moves if m.startswith("assign ")], goal)
        if any(m.startswith("sacrifice ") for m in moves):
            return self.sacrifice(state, hero, [m for m in moves if m.startswith("sacrifice ")])
        return self.best(state, hero, [m for m in moves if not m.startswith(("item ", "skill", "refresh"))] or moves)

    def wanted(self, state: dict, seat: int) -> list[str]:
        """The action types the hero wants now, best first."""
        h, goal = state["heroes"][seat], goal_of(state, seat)
        # the path's resource spaces run out: lay Journey tiles (they reveal new Terrain cards, TG-JRN-7)
        rest = ["gather", "journey", "craft"] if len(journey.gather_targets(state)) >= 4 else \
            ["journey", "gather", "craft"]
        if goal is None:
            return rest
        loc, kind = goal
        if not _here(state, seat, loc):
            early = kind == "assign" and not self._holds(state, seat, loc) and \
                state["round"] < min(atlas.areas(state)[a]["number"] for a in atlas.locations(state)[loc]["areas"])
            return rest if early else (["move"] if can_progress(state, seat, loc) else []) + rest
        if kind == "combat":
            return (["combat"] if self._fight_ok(state, seat, loc) else []) + rest
        if kind == "sacrifice":
            return ["sacrifice"] + rest
        have = sum(min(n, sum(x["resources"].get(r, 0) for x in state["heroes"] if x["area"] == h["area"]))
                   for r, n in remaining(state, loc).items())
        usable = atlas.use_error(state, seat, loc, "assign") is None
        return (["assign"] if usable and (have or not remaining(state, loc)) else []) + rest

    @staticmethod
    def _holds(state: dict, seat: int, loc: str) -> bool:
        """Does the hero hold what the Location's cost still needs?"""
        have = state["heroes"][seat]["resources"]
        return all(have.get(r, 0) >= n for r, n in remaining(state, loc).items())

    def turn(self, state: dict, hero: int, plays: list[str]) -> str:
        kinds = self.wanted(state, hero)
        if state["track"] is not None and state["track"] >= 3 and _here(state, hero, "L10") and room(
                state["heroes"][hero]) >= 10:
            kinds = ["sacrifice"] + kinds
        for kind in kinds:
            fit = [m for m in plays if action_type(state, m) == kind]
            if fit:
                return max(fit, key=lambda m: (self._value(state, hero, m), self.rnd.random()))
        return self.rnd.choice(plays)

    def route(self, state: dict, hero: int, routes: list[str], goal) -> str:
        if goal is None:
            return "skip"
        h = state["heroes"][hero]
        best, best_d = "skip", distance(state, h["area"], goal[0])
        for m in routes:
            t = m.split()
            if any(x.startswith("@") for x in t[2:]) and h["resources"].get("material", 0) < 1:
                continue  # a toll paid by another hero: fine, but prefer our own
            d = distance(state, t[1], goal[0])
            if d < best_d or (d == best_d and best != "skip" and len(m) < len(best)):
                best, best_d = m, d
        return best

    def assign(self, state: dict, hero: int, assigns: list[str], goal) -> str:
        by_loc: dict[str, list[str]] = {}
        for m in assigns:
            by_loc.setdefault(m.split()[1], []).append(m)
        wounded = bool(state["heroes"][hero]["wounds"])
        for loc in ([goal[0]] if goal and goal[1] == "assign" else []) + ["L12", "L11", "L9", "L5", "L13", "L2", "L1"]:
            if loc not in by_loc or (loc in ("L13", "L2") and not wounded):
                continue
            if "assign " + loc in by_loc[loc]:
                return "assign " + loc
            return max(by_loc[loc], key=lambda m: self._worth(state, loc, m))
        return "skip"

    def sacrifice(self, state: dict, hero: int, sacrifices: list[str]) -> str:
        h, track = state["heroes"][hero], state["track"] or 0
        for m in sacrifices:
            loc = m.split()[1]
            if m.endswith("anyway"):
                continue
            if loc == "L10" and track >= 3 and room(h) >= 10:
                return m
            if loc in ("L7", "L6") and room(h) >= 14 and need_value(state, hero) < 40:
                return m
        return "skip"

    def best(self, state: dict, hero: int, moves: list[str]) -> str:
        base, scored = score(state, hero), []
        for m in moves:
            value = self._outlook(state, hero, m, base, 1)
            if value is not None:
                scored.append((value + self.rnd.random() * 0.01, m))
        return max(scored)[1] if scored else moves[0]

    def _outlook(self, state: dict, hero: int, move: str, base: float, depth: int) -> float | None:
        """The score after ``move`` (None: refused); through the hero's own choice of a gained resource's type or
        an XP's track that follows it, when nothing hidden was drawn or rolled on the way."""
        try:
            after, _ = GAME.apply(state, state["controller"][GAME.decider(state)], move)
        except Exception:  # noqa: BLE001 - a move the contract refuses is simply not taken
            return None
        if _hidden_fingerprint(after) != _hidden_fingerprint(state):
            return base
        task = dc.pending(after)
        if depth and task and task["t"] in ("gain_type", "xp") and task["seat"] == hero:
            found = [self._outlook(after, hero, " ".join(a), base, depth - 1) for a in dc.answers(after, task)]
            return max((v for v in found if v is not None), default=base)
        return score(after, hero)


def play(seed: int, difficulty: str = "normal", players: int = 2, heroes: str = "brand,sigrun",
         limit: int = 3000) -> tuple[dict, dict]:
    """One game of The Ice Ford from ``seed``: the final state and the log (the format of
    ``tests/fixtures/thorgal/win-easy.json``: seed, players, options, moves [seat, move])."""
    return team_play(seed, difficulty, players, heroes, IceFordTeam(seed), limit, ADVENTURE)


__all__ = ["IceFordTeam", "goals", "move_ids", "play", "score"]
