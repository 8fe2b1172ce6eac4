"""The main actions of Thorgal but Combat and Move (RULES.md §7): what each may do now and what doing it changes.
Journey (TG-JRN), Gather (TG-GAT), Assign (TG-ASG), Sacrifice (TG-SAC) and Craft (TG-CRF), each as move ids a chat
picker collects (``tile <shape> o<k> <anchor>``, ``gather <x> <y>``, ``assign <location> [<res>...]``,
``sacrifice <location>``, ``craft <i>...``) plus ``skip`` to resolve it "with nothing" (TG-ROW-11); who pays a cost
(TG-GEN-5). Move, with its routes, is ``games.thorgal.routes``.

``act`` is the action being resolved: ``{"seat", "type", "value", "done": units used (Journey tiles)}``.
"""
from __future__ import annotations

from itertools import combinations_with_replacement

from games.core.contract import Msg
from games.core.errors import GameError
from games.thorgal import asks, atlas, journey
from games.thorgal import effects as fx
from games.thorgal import geometry as geo
from games.thorgal import heroes as hs
from games.thorgal.data import ITEMS, RESOURCE_CODES, TERRAIN


def cover_effects(state: dict, seat: int, code: str, card: str | None) -> list[dict]:
    """TG-COV-1..7: what covering a space gives (a Terrain card's penalty needs its card)."""
    icon, penalty = journey.parse_code(code)
    out: list[dict] = []
    if icon in RESOURCE_CODES:
        out.append({"op": "gain", "res": RESOURCE_CODES[icon], "n": 1, "who": seat})
    elif "/" in icon:
        out.append({"op": "gain", "res": [RESOURCE_CODES[p] for p in icon.split("/")], "n": 1, "who": seat})
    elif icon == "A":
        out.append({"op": "gain", "res": "area", "n": 1, "who": seat})
    elif icon == "F":
        out.append({"op": "draw_finding", "n": 1, "who": seat})
    elif icon == "X":
        out.append({"op": "xp", "n": 1, "track": "any", "who": seat})
    elif icon == "H":
        out.append({"op": "heal", "max_size": None, "n": 1, "who": seat})
    elif icon == "Th":
        out.append({"op": "threat", "n": 1, "who": seat})
    elif icon.startswith("W:"):
        out.append({"op": "wound", "shape": icon[2:], "n": 1, "who": seat})
    if penalty and card:
        out += journey.penalty_effects(state, card, penalty)
    return out


def _gain_once(effects: list[dict]) -> list[dict]:
    """TG-COV-2/TG-GAT-3 (21 #33): the resources one tile gives from ``A`` icons, or from equal choices, are all of
    one type: such gains are merged into one (one question, one type)."""
    merged: list[dict] = []
    for e in effects:
        choice = e["op"] == "gain" and (e["res"] == "area" or isinstance(e["res"], list))
        same = next((m for m in merged if choice and m["op"] == "gain" and m["res"] == e["res"]), None)
        if same is not None:
            same["n"] += e["n"]
        else:
            merged.append(dict(e))
    return merged


ORDER_MATTERS = ("heal", "wound", "threat", "draw_finding")  # effects whose order can change the outcome


def covered_tasks(seat: int, spaces: list[tuple], ctx: dict) -> list[dict]:
    """TG-JRN-6 / TG-CMB-12: the covered spaces' effects, in an order the player chooses. When the order can matter
    (two or more spaces, one of them a heal, a wound, Threat or a Finding) the player picks the next space (TG-ASY-3:
    default reading order); else they resolve in reading order at once. Gains from ``A`` icons or equal choices in
    one tile stay one question of one type (TG-COV-2)."""
    effectful = [(cell, eff) for cell, eff in spaces if eff]
    merged = _gain_once([e for _, eff in effectful for e in eff])
    if len(effectful) < 2 or not any(e["op"] in ORDER_MATTERS for e in merged):
        return [{"t": "effects", "list": merged, "ctx": ctx}] if merged else []
    per_space, seen = [], set()
    for cell, eff in effectful:  # a merged choice goes with the first space that had it
        mine = []
        for e in eff:
            key = (e["op"], str(e.get("res")))
            if e["op"] == "gain" and (e["res"] == "area" or isinstance(e["res"], list)):
                if key in seen:
                    continue
                seen.add(key)
                e = next(m for m in merged if m["op"] == "gain" and m["res"] == e["res"])
            mine.append(e)
        if mine:
            per_space.append([list(cell), mine])
    if len(per_space) < 2:
        return [{"t": "effects", "list": [e for _, eff in per_space for e in eff], "ctx": ctx}] if per_space else []
    return [{"t": "cover", "seat": seat, "spaces": per_space, "ctx": ctx}]


# ---- paying a cost ---------------------------------------------------------------------------------------------------
def payers(state: dict, seat: int, cost: dict[str, int]) -> list[int]:
    """TG-GEN-5: who can pay ``cost`` whole: the hero, then the heroes in the same Area (one payer per cost; the
    other players are asked to consent, TG-ASY-5)."""
    area = state["heroes"][seat]["area"]
    out = []
    for s in [seat] + [x for x in range(len(state["heroes"])) if x != seat]:
        h = state["heroes"][s]
        if h["area"] == area and all(h["resources"].get(r, 0) >= n for r, n in cost.items()):
            out.append(s)
    return out


def payer_token(seat: int, payer: int) -> tuple[str, ...]:
    return () if payer == seat else (f"@{payer + 1}",)


# ---- Journey ---------------------------------------------------------------------------------------------------------
def tile_moves(state: dict, seat: int, bonus: int = 0) -> list[tuple[str, ...]]:
    """TG-JRN-3/4/5: every legal Journey tile (shape at the hero's level or lower, orientation, anchor)."""
    out = []
    w, ok = journey.width(state), journey.fits(state)
    for shape in hs.journey_shapes(state["heroes"][seat], bonus):
        for k, o in enumerate(geo.orientations(shape)):
            ow, oh = 1 + max(x for x, _ in o), 1 + max(y for _, y in o)
            for ay in range(journey.ROWS - oh + 1):
                for ax in range(w - ow + 1):
                    if ok([(x + ax, y + ay) for x, y in o]):
                        out.append(("tile", shape, f"o{k + 1}", str(ax + 1), str(ay + 1)))
    return out


def tile_cells(shape: str, orientation: str, ax: str, ay: str) -> list[tuple[int, int]]:
    o = geo.orientations(shape)[int(orientation[1:]) - 1]
    return [(x + int(ax) - 1, y + int(ay) - 1) for x, y in o]  # the id counts columns and rows from 1


def do_tile(state: dict, seat: int, cells: list, ctx: dict, out: list) -> list[dict]:
    """TG-JRN-6/7: lay the tile, resolve every covered space (reading order), then the reveal and its bonus."""
    err = journey.placement_error(state, cells)
    if err:
        raise err
    state["path"]["tiles"].append([list(c) for c in cells])
    spaces = [((x, y), cover_effects(state, seat, journey.code_at(state, (x, y)), journey.card_at(state, (x, y))))
              for x, y in sorted(cells, key=lambda c: (c[1], c[0]))]
    tasks = covered_tasks(seat, spaces, ctx)
    shape = geo.shape_of(cells)
    cols, rows = asks.span_msg("col", [x for x, _ in cells]), asks.span_msg("row", [y for _, y in cells])
    out.append(Msg("thorgal-ev-tile", hero=fx.hero_msg(state, seat), shape=fx.shape_msg(shape) if shape else "",
                   cols=cols, rows=rows))
    if journey.reveal_due(state, cells):
        card = journey.reveal(state)
        if card is not None:
            ctx["revealed"] = True
            out.append(Msg("thorgal-ev-terrain", card=fx.terrain_msg(card)))
            tasks.append({"t": "effects", "list": list(TERRAIN[card]["reveal_bonus"]), "ctx": ctx})
    return tasks


# ---- Gather ----------------------------------------------------------------------------------------------------------
def gather_moves(state: dict) -> list[tuple[str, ...]]:
    return [("gather", str(x + 1), str(y + 1)) for x, y in journey.gather_targets(state)]  # from 1, as the picture


def do_gather(state: dict, seat: int, x: int, y: int, value: int, ctx: dict, out: list) -> list[dict]:
    """TG-GAT-2..6: a Gather token on the space; gain ``value`` of its type (one type for a choice or ``A``); its
    penalty once; nothing else."""
    if (x, y) not in journey.gather_targets(state):
        raise GameError("thorgal-err-gather", rule="TG-GAT-2")
    state["path"]["gather"].append([x, y])
    icon, penalty = journey.parse_code(journey.code_at(state, (x, y)))
    res = "area" if icon == "A" else [RESOURCE_CODES[p] for p in icon.split("/")] if "/" in icon else \
        RESOURCE_CODES[icon]
    effects = [{"op": "gain", "res": res, "n": value, "who": seat}] if value > 0 else []
    if penalty:
        effects += journey.penalty_effects(state, journey.card_at(state, (x, y)), penalty)
    out.append(Msg("thorgal-ev-gather", hero=fx.hero_msg(state, seat), column=x + 1, row=y + 1))
    return [{"t": "effects", "list": effects, "ctx": ctx}] if effects else []


# ---- Assign ----------------------------------------------------------------------------------------------------------
def unit_owner(seat: int, token: str) -> tuple[str, int]:
    """A resource token of an Assign: ``gossip`` (the hero's own) or ``gossip@2`` (the hero of seat 2, 1-based)."""
    res, _, who = token.partition("@")
    return res, (int(who) - 1 if who else seat)


def cost_met(state: dict, loc: str) -> bool:
    """TG-ASG-6: the resources lying on the Location pay its whole current cost (TG-ASG-7/8)."""
    assigned = state["board"]["assigned"].get(loc, {})
    return all(assigned.get(r, 0) >= n for r, n in atlas.location_cost(state, loc).items())


def assign_moves(state: dict, seat: int, value: int) -> list[tuple[str, ...]]:
    """TG-ASG-1/3/4: up to ``value`` resources of the cost's types, on one Location, from the hero's own pool or
    from a hero standing in the same Area (TG-GEN-5: that player is asked to consent, TG-ASY-5). Nothing at all
    (``assign <location>``) only where it matters: the resources already there meet the cost, and an Assign
    action, even of 0 resources, checks it (TG-ASG-10)."""
    hero = state["heroes"][seat]
    sharers = [s for s, h in enumerate(state["heroes"]) if s != seat and h["area"] == hero["area"]]
    out = []
    for loc in atlas.locations(state):
        if atlas.use_problem(state, seat, loc, "assign") is not None:
            continue
        if cost_met(state, loc):
            out.append(("assign", loc))
        units = {}
        for r in atlas.location_cost(state, loc):
            if hero["resources"].get(r, 0):
                units[r] = hero["resources"][r]
            for s in sharers:
                if state["heroes"][s]["resources"].get(r, 0):
                    units[f"{r}@{s + 1}"] = state["heroes"][s]["resources"][r]
        for k in range(1, value + 1):
            for combo in combinations_with_replacement(list(units), k):
                if all(combo.count(u) <= units[u] for u in set(combo)):
                    out.append(("assign", loc) + combo)
    return out


def consent_needed(state: dict, seat: int, tokens: list[str]) -> list[int]:
    """TG-ASY-5/TG-SOLO-3: the seats of other players whose resources a command spends (``res@k`` units of an
    Assign, ``@k`` payers); a solo player's second hero, and one's own, need no consent."""
    owners = {unit_owner(seat, tok)[1] for tok in tokens if "@" in tok}
    return sorted(o for o in owners if state["controller"][o] != state["controller"][seat])


def do_assign(state: dict, seat: int, loc: str, resources: list[str], value: int, ctx: dict,
              out: list) -> list[dict]:
    """TG-ASG-1..10: place them; once per action, if the cost is met, resolve the effect and discard exactly the
    cost (a paragraph locks the Location, TG-PAR-4)."""
    err = atlas.use_error(state, seat, loc, "assign")
    if err:
        raise err
    cost = atlas.location_cost(state, loc)
    units = [unit_owner(seat, tok) for tok in resources]
    if len(units) > value or any(r not in cost for r, _ in units) or any(
            units.count((r, o)) > state["heroes"][o]["resources"].get(r, 0) for r, o in set(units)):
        raise GameError("thorgal-err-assign", rule="TG-ASG-1", value=value)
    if not units and not cost_met(state, loc):  # nothing placed and nothing to check: not an Assign (TG-ASG-10)
        raise GameError("thorgal-err-assign-none", rule="TG-ASG-10", location=fx.location_msg(state, loc))
    assigned = state["board"]["assigned"].setdefault(loc, {})
    for r, owner in units:
        state["heroes"][owner]["resources"][r] -= 1
        assigned[r] = assigned.get(r, 0) + 1
    if units:
        out.append(Msg("thorgal-ev-assign", hero=fx.hero_msg(state, seat), n=len(units),
                       what=Msg("thorgal-list", items=[fx.res_msg(r, k, "acc") for r, k in _counted(units)]),
                       location=fx.location_msg(state, loc)))
    else:
        out.append(Msg("thorgal-ev-assign-none", hero=fx.hero_msg(state, seat), location=fx.location_msg(state, loc)))
    if all(assigned.get(r, 0) >= n for r, n in cost.items()):  # TG-ASG-10: checked once, after this action
        for r, n in cost.items():
            assigned[r] -= n
        state["board"]["assigned"][loc] = {r: n for r, n in assigned.items() if n}
        return [{"t": "effects", "list": list(atlas.locations(state)[loc]["effects"]),
                 "ctx": {**ctx, "loc": loc, "src": location_src(state, loc)}}]
    return []


def _counted(units: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """The resources of an Assign by type, whoever gave them: ``[(type, n)...]`` in their order."""
    types = [r for r, _ in units]
    return [(r, types.count(r)) for r in dict.fromkeys(types)]


def location_src(state: dict, loc: str) -> dict:
    """A Location as the source of what its effects do (a wound's question says so), as JSON."""
    return Msg("thorgal-why-location", location=fx.location_msg(state, loc)).to_json()


# ---- Sacrifice -------------------------------------------------------------------------------------------------------
def sacrifice_moves(state: dict, seat: int, value: int) -> list[tuple[str, ...]]:
    """TG-SAC-1/3: a Sacrifice Location of the hero's Area; when not every wound would fit, the move says so
    (``anyway``) and is a confirmation that the hero dies."""
    out = []
    for loc in atlas.locations(state):
        if atlas.use_problem(state, seat, loc, "sacrifice") is None:
            shape = atlas.location_action(state, loc)["wound"]
            out.append(("sacrifice", loc) if all_fit(state, seat, shape, value) else ("sacrifice", loc, "anyway"))
    return out


def all_fit(state: dict, seat: int, shape: str, n: int) -> bool:
    """Would ``n`` wounds of ``shape`` all fit, one after another at their default places (TG-SAC-3 warning)?"""
    hero = {**state["heroes"][seat], "wounds": list(state["heroes"][seat]["wounds"])}
    return all(hs.place_wound(hero, [shape]) for _ in range(n))


def do_sacrifice(state: dict, seat: int, loc: str, value: int, ctx: dict, out: list) -> list[dict]:
    err = atlas.use_error(state, seat, loc, "sacrifice")
    if err:
        raise err
    shape = atlas.location_action(state, loc)["wound"]
    where = fx.location_msg(state, loc)
    out.append(Msg("thorgal-ev-sacrifice", hero=fx.hero_msg(state, seat), location=where, n=value,
                   shape=fx.shape_msg(shape)))
    why = Msg("thorgal-why-sacrifice", location=where).to_json()
    wounds = [fx.wound_task(state, seat, shape=shape, why=why) for _ in range(value)]
    return wounds + [{"t": "effects", "list": list(atlas.locations(state)[loc]["effects"]),
                      "ctx": {**ctx, "loc": loc, "src": location_src(state, loc)}}]


# ---- Craft -----------------------------------------------------------------------------------------------------------
def craft_moves(state: dict, value: int) -> list[tuple[str, ...]]:
    """TG-CRF-1: up to ``value`` Display cards (by their places 1-5)."""
    from itertools import combinations

    places = range(len(state["display"]))
    return [("craft",) + tuple(str(i + 1) for i in combo) for k in range(1, min(value, len(state["display"])) + 1)
            for combo in combinations(places, k)]


def do_craft(state: dict, seat: int, picks: list[int], out: list) -> list[dict]:
    """TG-CRF-1..3: take them, then (a decision) discard 1 Display card or none, then refill to 5."""
    items = [state["display"][i] for i in picks]
    for i in sorted(picks, reverse=True):
        state["display"].pop(i)
    state["heroes"][seat]["items"] += items
    out.append(Msg("thorgal-ev-craft", hero=fx.hero_msg(state, seat), n=len(items),
                   items=[fx.text(ITEMS[i], "name") for i in items]))
    return [{"t": "craft_discard", "seat": seat}]

