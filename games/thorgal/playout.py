"""How the computer plays Thorgal in its playouts (``Sense.playout_move`` and ``Sense.unsettled``, issue 26).

The search judges a playout by the team's progress (:mod:`games.thorgal.progress`) after a few moves. Cut in the
middle of a fight, that judgement sees neither the win nor the wounds, so a fight looks free: the computer fought
Monstrous enemies with a hero one wound from death. So a position is *unsettled* while a fight or a decision it
left (a wound to place, a resource to choose) is open, and the playout plays on until it is paid for. Played at
random, a fight's tiles land anywhere and every fight looks lost; here they go where they cover the most targets
(TG-CMB-13) and the fewest wound spaces (TG-COV), the dice are always upgraded and taken when offered (TG-CMB-3),
and the roll is kept.

Outside fights a playout follows each hero's goal (:func:`games.thorgal.progress.hero_goal`, read off the
adventure's data): a card whose action serves it (a Move while away from it, a Combat there when the odds allow,
an Assign there when the team holds what it costs), the route that brings the hero nearest, the goal's fight and
no other, resources assigned where the goal needs them, a teammate's request granted. A move in ten stays random,
so playouts still try what the guide would not; the tree search weighs the guide's choices against the others.
"""
from __future__ import annotations

from games.thorgal import combat, journey, progress, row, turns
from games.thorgal import decisions as dc
from games.thorgal import geometry as geo
from games.thorgal.actions import tile_cells
from games.thorgal.atlas import adventure, locations
from games.thorgal.data import ACTION_CARDS, RESOURCE_CODES
from games.thorgal.setup import ACTION

WANDER = 0.1  # the share of a playout's moves outside fights drawn at random
#: what covering a space of an enemy card is worth to the fighter: a target most, a wound or a Threat least
_TARGET, _WOUND, _THREAT, _GAIN = 4.0, -2.0, -1.0, 0.5


def unsettled(state: dict) -> bool:
    """Is a fight under way, or a decision open that something before it left (its wounds, its gains)?"""
    return "fight" in state or dc.pending(state) is not None


def choose(state: dict, seat: int, moves: list[str], rng) -> str | None:
    """A sensible move for the hero to act now; None for a random one."""
    if state.get("fight"):
        return _fight_step(state, moves, rng)
    if rng.random() < WANDER:
        return None
    if "consent yes" in moves:  # TG-ASY-5: a teammate's request serves the team
        return "consent yes"
    if "go" in moves:
        return "go"
    hero = _hero(state, seat)
    if hero is None:
        return None
    first = {m.split(" ", 1)[0] for m in moves}
    if "play" in first:
        return _card(state, hero, [m for m in moves if m.startswith("play ")], rng)
    goal = progress.hero_goal(state, hero)
    if "move" in first:
        return _route(state, hero, moves, goal)
    if "fight" in first:  # a fight that opens a goal, the hero's own first, when the odds allow
        wanted = {loc for loc, _, need in progress.open_goals(state)
                  if locations(state)[loc]["action"]["type"] == "combat" or progress.BLOCKER in need}
        fights = sorted((m for m in moves if m.startswith("fight ") and m.split()[1] in wanted and
                         progress.fight_ok(state, hero, *m.split()[1:3])),
                        key=lambda m: goal is None or m.split()[1] != goal[0])
        return fights[0] if fights else ("skip" if "skip" in moves else None)
    if "assign" in first:
        return _assign(state, hero, moves, goal)
    if first <= {"res", "type"}:  # a resource of one's choice: the one the open goals lack most
        short = progress.shortfall(state)
        return max(moves, key=lambda m: (short.get(m.split()[-1], 0), rng.random()))
    if first == {"gather"} or first == {"gather", "skip"}:  # the space that gives what the goals lack most
        short = progress.shortfall(state)
        return max((m for m in moves if m != "skip"), key=lambda m: (_gives(state, m, short), rng.random()))
    if "tile" in first:  # the Journey tile on the spaces that give most, away from penalties
        short = progress.shortfall(state)
        tiles = [m for m in moves if m.startswith("tile ")]
        return max(tiles, key=lambda m: (_tile_worth(state, m.split(), short), rng.random()))
    if "skip" in moves and first & {"gather", "tile", "craft"}:  # the action is taken, not wasted
        return rng.choice([m for m in moves if m != "skip"])
    if "xp combat" in moves and any(info["action"]["type"] == "combat" or progress.BLOCKER in need
                                    for loc, _, need in progress.open_goals(state)
                                    for info in (locations(state)[loc],)):
        return "xp combat"  # the fights ahead ask for Combat more than the Journey does
    return None


def _hero(state: dict, seat: int) -> int | None:
    """The hero ``seat`` acts for now (the pending decision's, else the turn's)."""
    task = dc.pending(state)
    hero = task["seat"] if task is not None else turns.turn_seat(state) if state["phase"] == ACTION else None
    return hero if hero is not None and state["controller"][hero] == seat else None


def _kind(state: dict, move: str) -> tuple[str, int]:
    """The main action a ``play`` move chooses and its value once its token lies there (TG-ROW-6/8)."""
    t = move.split()
    target, main = int(t[2]) - 1, int(t[3][1:]) - 1 if len(t) > 3 else 0
    kind = ACTION_CARDS[state["row"][target]["card"]]["main"][main]["type"]
    tokens = state["tokens"]
    state["tokens"] = [dict(x) for x in tokens]  # the token laid on a copy of the tokens alone, then put back
    try:
        row.place_token(state, None if t[1] == "out" else int(t[1]) - 1, target)
        value = row.action_value(state, target, main, state["mods"].get("action_value", 0))
    finally:
        state["tokens"] = tokens
    return kind, value or 0


def _card(state: dict, hero: int, plays: list[str], rng) -> str:
    """An Action card drawn with weights by how well its action serves the team now: a Move that brings the hero
    nearer its goal, a Combat or an Assign at a goal where it stands (its own or another open one), else resources."""
    goal = progress.hero_goal(state, hero)
    h = state["heroes"][hero]
    infos = locations(state)
    here = [(loc, need) for loc, _, need in progress.open_goals(state) if h["area"] in infos[loc]["areas"]]
    fight_here = any((infos[loc]["action"]["type"] == "combat" or progress.BLOCKER in need) and
                     progress.fight_ok(state, hero, loc) for loc, need in here)
    pool = [x for x in state["heroes"] if x["area"] == h["area"]]
    assign_here = any(infos[loc]["action"]["type"] == "assign" and progress.BLOCKER not in need and
                      (not need or any(x["resources"].get(r, 0) for x in pool for r in need)) for loc, need in here)
    away = goal is not None and h["area"] not in infos[goal[0]]["areas"]
    weights = {"combat": 6.0 if fight_here else 0.02, "assign": 6.0 if assign_here else 0.02,
               "gather": 2.0, "journey": 0.7, "craft": 0.05, "sacrifice": 0.05}
    w = []
    for m in plays:
        kind, value = _kind(state, m)
        if kind == "move":
            w.append(6.0 if away and _move_helps(state, hero, goal[0], value) else 0.02)
        else:
            w.append(weights.get(kind, 0.3))
    return rng.choices(plays, weights=w)[0]


def _move_helps(state: dict, hero: int, loc: str, value: int) -> bool:
    """Can a Move of ``value`` points bring the hero nearer ``loc`` (an Area open this round within reach)?"""
    area = state["heroes"][hero]["area"]
    near = progress.goal_distances(state, loc)
    here = near.get(area, progress.FAR)
    numbers = {a["id"]: a.get("number", 0) for a in adventure(state)["map"]["areas"]}
    reach = progress.reach(state, area)
    return any(d <= value and near.get(a, progress.FAR) < here and numbers.get(a, 0) <= state["round"]
               for a, d in reach.items())


def _route(state: dict, hero: int, moves: list[str], goal) -> str | None:
    """The Move that ends nearest the goal (staying put when none comes nearer)."""
    if goal is None:
        return None
    near = progress.goal_distances(state, goal[0])
    here = near.get(state["heroes"][hero]["area"], progress.FAR)
    best, best_d = ("skip" if "skip" in moves else None), here
    for m in moves:
        t = m.split()
        if t[0] == "move" and near.get(t[1], progress.FAR) < best_d:
            best, best_d = m, near[t[1]]
    return best


def _assign(state: dict, hero: int, moves: list[str], goal) -> str | None:
    """The Assign that gives an open goal the most of what it still needs (the hero's own goal first); else none."""
    needs = {loc: need for loc, _, need in progress.open_goals(state)}
    if goal is not None:
        needs[goal[0]] = goal[1]

    def gives(m: str) -> tuple[int, int]:
        loc = m.split()[1]
        left, n = dict(needs.get(loc, {})), 0
        for unit in m.split()[2:]:
            r = unit.split("@")[0]
            if left.get(r, 0) > 0:
                left[r] -= 1
                n += 1
        met = loc in needs and not needs[loc]  # an empty Assign where the cost is met checks it (TG-ASG-10)
        return (n if loc in needs else -1) + (1 if met else 0), 1 if goal is not None and loc == goal[0] else 0

    mine = [m for m in moves if m.startswith("assign ")]
    best = max(mine, key=gives, default=None)
    if best is None or gives(best)[0] <= 0:
        return "skip" if "skip" in moves else None
    return best


def _fight_step(state: dict, moves: list[str], rng) -> str | None:
    """The fighter's sensible step in a fight."""
    f = state["fight"]
    if f["stage"] == "pre":
        better = [m for m in moves if m.startswith(("upgrade ", "extra "))]
        if not better and any(m.startswith("buy") for m in moves) and _spare(state):
            better = [m for m in moves if m.startswith("buy")]
        return rng.choice(better) if better else ("roll" if "roll" in moves else None)
    if f["stage"] == "post":
        return "done" if "done" in moves else None
    places = [m for m in moves if m.startswith("place ")]
    if not places:
        return None
    grid = combat.grid(f["cards"])
    used = {tuple(c) for _, cells in f["placed"] for c in cells}
    best, best_value = None, None
    for m in places:
        value = _worth(grid, used, f, m.split()) + rng.random() * 0.01
        if best_value is None or value > best_value:
            best, best_value = m, value
    return best


def _tile_worth(state: dict, t: list[str], short: dict[str, int]) -> float:
    """What the spaces a Journey tile covers give (TG-COV): resources (more for what the goals lack), experience
    and healing; less for Threat, wounds and a Terrain penalty."""
    value = 0.0
    for cell in tile_cells(*t[1:5]):
        icon, penalty = journey.parse_code(journey.code_at(state, cell))
        if icon == "A" or (icon and all(p in RESOURCE_CODES for p in icon.split("/"))):
            kinds = list(short) if icon == "A" else [RESOURCE_CODES[p] for p in icon.split("/")]
            value += 1 + 0.5 * max(0, max((short.get(k, 0) for k in kinds), default=0))
        elif icon in ("X", "H", "F"):
            value += 1
        elif icon == "Th" or icon.startswith("W:"):
            value -= 2
        value -= 1.5 if penalty else 0
    return value


def _gives(state: dict, move: str, short: dict[str, int]) -> float:
    """How much a Gather on this space serves the shortfall: its resource's (the best of a choice; any for ``A``),
    less for a penalty."""
    t = move.split()
    icon, penalty = journey.parse_code(journey.code_at(state, (int(t[1]) - 1, int(t[2]) - 1)))
    kinds = list(short) if icon == "A" else [RESOURCE_CODES[p] for p in icon.split("/") if p in RESOURCE_CODES]
    return max((short.get(k, 0) for k in kinds), default=0) - (0.5 if penalty else 0)


def _spare(state: dict) -> bool:
    """Does the team hold more than the open goals still need of what an extra die costs here?"""
    mystic = (adventure(state)["adventure_board"].get("special_rules") or [])
    cost = next((r["mystic"]["pre_roll_purchase"]["cost"] for r in mystic if r.get("rule") == "mystic"), {})
    short = progress.shortfall(state)
    return all(short.get(res, 0) + n <= 0 for res, n in cost.items())


def _worth(grid: list[list[str]], used: set, f: dict, tokens: list[str]) -> float:
    die = f["pool"][int(tokens[1]) - 1]
    shape = geo.orientations(combat.tile_shape(die))[int(tokens[2][1:]) - 1]
    ax, ay = int(tokens[3]) - 1, int(tokens[4]) - 1
    value = 0.0
    for x, y in shape:
        cx, cy = x + ax, y + ay
        if (cx, cy) in used or cy >= len(grid) or cx >= len(grid[cy]):
            continue
        code = grid[cy][cx].partition("@")[0]
        if code == "T":
            value += _TARGET
        elif code.startswith("W:"):
            value += _WOUND
        elif code == "Th":
            value += _THREAT
        elif code:
            value += _GAIN
    return value
