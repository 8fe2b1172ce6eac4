"""A scripted "sensible team" for Thorgal's demo adventure, The Saltcliff Beacon (issue 26): a rule-based policy that
plays every seat through the game contract (the legal move ids, ``apply``) and follows the adventure's winning line.

The line (RULES.md §20, the adventure's data): the Iron Cage from L6 (¶4, the Beacon's prerequisite), the Whale Oil
from L11 (¶7, -2 Material at the Beacon), the Fog Wraith at L17, then the Beacon itself (¶11, O1) and the Captain at
L15 (¶9, O2); victory is ¶12 (TG-END-1).

The two heroes split the line (``tests.support.thorgal_team_plan``): seat 0 is the fighter (Harbor Watch in round 1,
the Collapsed Tunnel, the Smugglers' Cache, then the Captain), seat 1 the supplier (gathers what the Beacon costs,
opens the Rope Bridge, fights the Fog Wraith and lights the Beacon). Each turn picks the action its hero's goal needs
(the card giving the highest value), moves by the routes the game offers (their cost to the goal: multiple borders,
the red border, the Ferry's toll), fights only a goal's enemies and only with room left for wounds, heals on the way.
Every other step (tiles, wounds, payments, XP...) is chosen greedily by a score of the visible state, looking only at
steps whose outcome is visible (a step that draws or rolls is never tried ahead: no peeking at decks or dice).
"""
from __future__ import annotations

import random

from games.core.contract import deep_copy
from games.thorgal import combat, turns
from games.thorgal import decisions as dc
from games.thorgal.data import ACTION_CARDS
from games.thorgal.game import GAME, _hidden_fingerprint
from games.thorgal.heroes import area_cells, covered
from tests.support.thorgal_team_plan import HEROES, distance, goal_of, need_value, remaining, room, wanted

CANDIDATES = 48  # at most this many steps are tried ahead for one choice (speed: some choices offer hundreds)
WEIGHT = {4: 300, 7: 200, 10: 250, 11: 1500, 9: 1500, 8: 120, 2: 60, 1: 60, 3: 40}


def move_ids(state: dict) -> list[str]:
    """The legal move ids of the hero to act now (those ``GAME.legal_moves`` lists, without their labels)."""
    task = dc.pending(state)
    return [" ".join(t) for t in (dc.answers(state, task) if task is not None else turns.turn_moves(state))]


def score(state: dict, seat: int) -> float:
    """The visible state as the team sees it: the story's progress, the heroes' health, the goals' distance."""
    res = state.get("result")
    if res:
        return 1e6 if res["outcome"] == "win" else -1e6
    s = sum(WEIGHT.get(p, 5) for p in state["read_paragraphs"]) + 1000 * len(state["objectives_done"])
    s -= 80 * (state["track"] or 0)
    rank = {"minor": 1, "average": 2, "powerful": 3, "monstrous": 4}
    s -= sum(60 * rank.get(e, 0) for loc in ("L6", "L15", "L16") for e in state["board"]["enemies"].get(loc, []))
    for i, h in enumerate(state["heroes"]):
        s += hero_health(h) + 25 * h["combat"] + 6 * h["journey"]
        s += need_value(state, i)
        goal = goal_of(state, i)
        if goal:
            s -= 20 * distance(state, h["area"], goal[0])
    return s + fight_placement(state)


def hero_health(hero: dict) -> float:
    """A hero's wounds and Threat as the team weighs them (any adventure): room for wounds matters most."""
    free = room(hero)
    return -10 * len(covered(hero)) - (600 if free < 4 else 0) - (200 if free < 7 else 0) - \
        8 * hero["threat"] - (150 if hero["threat"] >= 4 else 0)


def fight_placement(state: dict) -> float:
    """While Combat tiles are being placed: the targets still uncovered (any adventure)."""
    f = state.get("fight")
    if not f or f.get("stage") != "place":
        return 0.0
    placed = [(combat.tile_shape(f["pool"][d]), cells) for d, cells in f["placed"]]
    return -25 * combat.uncovered_targets(combat.grid(f["cards"]), placed)


def action_type(state: dict, move: str) -> str | None:
    """The main action type a ``play`` move chooses (None for any other move)."""
    t = move.split()
    if t[0] != "play":
        return None
    card = ACTION_CARDS[state["row"][int(t[2]) - 1]["card"]]
    return card["main"][int(t[3][1:]) - 1 if len(t) > 3 else 0]["type"]


class Team:
    """Plays every seat; ``choose(state)`` -> (seat, move id)."""

    def __init__(self, seed: int = 0):
        self.rnd = random.Random(seed)

    def choose(self, state: dict) -> tuple[int, str]:
        hero = GAME.decider(state)
        return state["controller"][hero], self.pick(state, hero, move_ids(state))

    def pick(self, state: dict, hero: int, moves: list[str]) -> str:
        if len(moves) == 1:
            return moves[0]
        h, goal = state["heroes"][hero], goal_of(state, hero)
        if "skill" in moves and HEROES.get(h["id"]) == "healer" and self._heal_useful(state, hero):
            return "skill"
        if "consent yes" in moves:  # TG-ASY-5: a teammate's command that spends our resources serves the team's line
            return "consent yes"
        plays = [m for m in moves if m.startswith("play ")]
        if plays:
            return self.turn(state, hero, plays)
        if "go" in moves:
            return "go"
        for prefix in ("upgrade", "extra", "buy"):
            fit = [m for m in moves if m.startswith(prefix + " ")] + [m for m in moves if m == prefix]
            if fit:
                return fit[0]
        if "roll" in moves:
            return "roll"
        fights = [m for m in moves if m.startswith("fight ")]
        if fights:
            mine = [m for m in fights if goal and goal[1] == "combat" and m.split()[1] == goal[0]]
            return mine[0] if mine and self._fight_ok(state, hero, goal[0]) else "skip"
        routes = [m for m in moves if m.startswith("move ")]
        if routes:
            return self.route(state, hero, routes, goal)
        assigns = [m for m in moves if m.startswith("assign ")]
        if assigns:
            return self.assign(state, hero, assigns, goal)
        sacrifices = [m for m in moves if m.startswith("sacrifice ")]
        if sacrifices:
            lr = [m for m in sacrifices if m.split()[1] == "L14"]
            return lr[0] if lr and (state["track"] or 0) >= 3 and room(h) >= 10 else "skip"
        if any(m.startswith("craft ") for m in moves):
            return self.best(state, hero, [m for m in moves if not m.startswith(("item ", "skill", "refresh"))])
        pool = [m for m in moves if not m.startswith(("item ", "skill", "refresh"))] or moves
        return self.best(state, hero, pool)

    # ---- the turn's action ---------------------------------------------------------------------------------------
    def turn(self, state: dict, hero: int, plays: list[str]) -> str:
        for kind in wanted(state, hero):
            fit = [m for m in plays if action_type(state, m) == kind]
            if fit:
                return max(fit, key=lambda m: (self._value(state, hero, m), self.rnd.random()))
        return self.rnd.choice(plays)

    def _value(self, state: dict, hero: int, move: str) -> float:
        try:
            after, _ = GAME.apply(state, state["controller"][hero], move)
        except Exception:  # noqa: BLE001 - a move the contract refuses is simply not taken
            return -1
        act = after.get("act") or {}
        return (act.get("value") or 0) + 0.1 * len(after.get("row", []))

    # ---- steps of an action ----------------------------------------------------------------------------------------
    def route(self, state: dict, hero: int, routes: list[str], goal) -> str:
        h = state["heroes"][hero]
        if goal is None:
            return "skip"
        here = distance(state, h["area"], goal[0])
        best, best_d = "skip", here
        for m in routes:
            t = m.split()
            if any(x.startswith("@") for x in t[2:]) and state["heroes"][hero]["resources"].get("material", 0) < 1:
                continue  # a toll paid by the other hero: fine, but prefer our own
            d = distance(state, t[1], goal[0])
            if d < best_d or (d == best_d and best != "skip" and len(m) < len(best)):
                best, best_d = m, d
        return best

    def assign(self, state: dict, hero: int, assigns: list[str], goal) -> str:
        h = state["heroes"][hero]
        by_loc: dict[str, list[str]] = {}
        for m in assigns:
            by_loc.setdefault(m.split()[1], []).append(m)
        for loc in ([goal[0]] if goal and goal[1] == "assign" else []) + ["L17", "L16", "L13", "L3", "L18", "L4",
                                                                           "L1", "L9"]:
            if loc in by_loc:
                if ("assign " + loc) in by_loc[loc]:
                    return "assign " + loc
                if loc in ("L17", "L16", "L13"):
                    return max(by_loc[loc], key=lambda m: self._worth(state, loc, m))
                if loc in ("L3", "L18") and len(covered(h)) == 0:
                    continue
                if loc == "L9" and h["resources"].get("ore", 0) < 2:
                    continue
                return self.best(state, hero, by_loc[loc])
        return "skip"

    def _worth(self, state: dict, loc: str, move: str) -> float:
        left, v = dict(remaining(state, loc)), 0.0
        for unit in move.split()[2:]:
            r = unit.split("@")[0]
            v += 10 if left.get(r, 0) > 0 else -5
            v -= 0.5 if "@" in unit else 0
            left[r] = left.get(r, 0) - 1
        return v

    def _fight_ok(self, state: dict, hero: int, loc: str) -> bool:
        h, foes = state["heroes"][hero], state["board"]["enemies"].get(loc, [])
        need = {"minor": 5, "average": 7, "powerful": 9, "mystic": 8, "monstrous": 10}
        want = sum(need.get(f, 9) for f in foes) - 2 * (len(foes) - 1) - 2 * (h["combat"] - 1)
        overflow = max(0, h["threat"] + 3 * len(foes) - 5)  # TG-THR-2: a lost fight's Threat beyond 5 wounds (5)
        return room(h) >= max(5, want) + 5 * overflow

    def _heal_useful(self, state: dict, hero: int) -> bool:
        area = state["heroes"][hero]["area"]
        return any(h["area"] == area and any(len(w["cells"]) <= 2 for w in h["wounds"]) for h in state["heroes"])

    def best(self, state: dict, hero: int, moves: list[str]) -> str:
        seat = state["controller"][hero]
        base, scored = score(state, hero), []
        if len(moves) > CANDIDATES:  # a Journey tile or a Combat tile may have hundreds of places: judge a sample
            moves = self.rnd.sample(moves, CANDIDATES)
        for m in moves:
            try:
                after, _ = GAME.apply(state, seat, m)
            except Exception:  # noqa: BLE001 - a move the contract refuses is simply not taken
                continue
            blind = _hidden_fingerprint(after) != _hidden_fingerprint(state)
            scored.append(((base if blind else score(after, hero)) + self.rnd.random() * 0.01, m))
        return max(scored)[1] if scored else moves[0]


def play(seed: int, difficulty: str = "normal", players: int = 2, heroes: str = "brand,sigrun",
         team: Team | None = None, limit: int = 3000, adventure: str | None = None) -> tuple[dict, dict]:
    """One game from ``seed``: the final state and the log (seed, options, players, moves [seat, move])."""
    options = GAME.normalize_options({"difficulty": difficulty, "heroes": heroes,
                                      **({"adventure": adventure} if adventure else {})})
    state = GAME.setup(players, options, seed)
    team = team or Team(seed)
    log = {"game": "thorgal", "seed": seed, "players": players, "options": options, "moves": []}
    while not GAME.is_over(state) and len(log["moves"]) < limit:
        seat, move = team.choose(state)
        state, _ = GAME.apply(state, seat, move)
        log["moves"].append([seat, move])
    return deep_copy(state), log


__all__ = ["Team", "play", "score", "move_ids", "area_cells", "action_type", "hero_health", "fight_placement"]
