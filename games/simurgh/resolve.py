"""Resolving effects step by step (SIM-7, SIM-11.3-11.6, SIM-17.3): a queue of tasks in ``state["turn"]["queue"]``.

A move (a placement, a tile laid, an ability...) is validated in full first (SIM-17.2) and then becomes tasks: pay,
gain, place markers, offer triggers, draw dragons... :func:`run` works through the queue: an automatic task is
applied at once; a task that needs the player's decision stops the queue (it is the *pending* decision, SIM-17.1),
unless exactly one answer exists, which is then applied without asking (no menu with one choice). The next
``legal_moves`` offer only the pending task's answers (:func:`answers`); :func:`answer` applies one and runs on.

Tasks are plain JSON dicts ``{"t": kind, ...}``. A task's messages go to ``out``: ``(Msg, private)`` pairs, where
``private`` means only the mover may read it (a drawn dragon, a returned objective); the caller turns them into
events. Whether a step drew on hidden tiles is recorded in ``turn["drew"]`` (the caller marks its events).
"""
from __future__ import annotations

from games.core import tasks
from games.core.contract import Msg
from games.core.errors import GameError
from games.simurgh import board as bd
from games.simurgh import city
from games.simurgh import dragons as dg
from games.simurgh.bundles import can_pay, concrete, free_slot, new_dragon, return_to_pool
from games.simurgh.bundles import gain as gain_fixed
from games.simurgh.data import HAND_LIMIT, MONUMENT_SLOTS, RESOURCE_LIMIT, RESOURCES, TILES, kind_of
from games.simurgh.labels import bundle_msg, dragon_msg, from_msg, objective_msg, slot_msg, tile_msg

Out = list  # of (Msg, private: bool)


def _seat(state: dict) -> dict:
    return state["seats"][state["turn"]["seat"]]


def _front(state: dict, tasks: list[dict]) -> None:
    """Insert ``tasks`` at the head of the queue, in their order (they resolve before what was queued)."""
    state["turn"]["queue"][0:0] = tasks


# ---- automatic tasks ---------------------------------------------------------------------------------------------
def _pay(state: dict, task: dict, out: Out) -> None:
    """SIM-7.4-7.7: resources and PP at once; markers and vassals on the board are chosen (tasks). Spending a vassal
    offers the spend triggers (SIM-11.6)."""
    s, fixed = _seat(state), task["b"]
    for r, n in (fixed.get("resources") or {}).items():
        s["resources"][r] -= n
    s["pp"] -= fixed.get("power", 0)
    tasks = [{"t": "unmark"} for _ in range(fixed.get("markers", 0))]
    for v, n in (fixed.get("vassals") or {}).items():
        for _ in range(n):
            if s["vassals"][v]["supply"] > 0:  # SIM-7.7 step 2: the supply first
                s["vassals"][v]["supply"] -= 1
                return_to_pool(s, v)
                out.append((Msg("simurgh-ev-spend", vassal=Msg(f"simurgh-vassal-{v}")), False))
                tasks += _trigger_tasks(s, "spend", v)
            else:
                tasks.append({"t": "spend", "v": v})
    if fixed.get("resources") or fixed.get("power"):
        out.append((Msg("simurgh-ev-pay", what=bundle_msg(
            {k: fixed[k] for k in ("resources", "power") if fixed.get(k)})), False))
    _front(state, tasks)


def _gain(state: dict, task: dict, out: Out) -> None:
    """SIM-7.1, 7.8-7.11: resources, PP and vassals at once, then the trigger offers of this gain event (not for a
    trigger's own bonus: no chaining, G-13), the markers to place (SIM-11.3) and a dragon draw (SIM-7.10)."""
    s, fixed = _seat(state), task["b"]
    now = {k: fixed[k] for k in ("resources", "power", "vassals") if fixed.get(k)}
    gain_fixed(s, now)
    if now:
        out.append((Msg("simurgh-ev-gain", what=bundle_msg(now)), False))
    tasks = [] if task.get("bonus") else _trigger_tasks(s, "gain", dg.gained(fixed))
    if fixed.get("markers"):
        tasks.append({"t": "markers", "n": fixed["markers"]})
    if fixed.get("dragon_draw"):
        dd = fixed["dragon_draw"]
        tasks.append({"t": "draw_dragons", "draw": dd["draw"], "markers": dd.get("markers", 0)})
    _front(state, tasks)


def _trigger_tasks(s: dict, event: str, what) -> list[dict]:
    """SIM-11.6: one offer per trigger ability with a marker that this event fires."""
    if event == "gain" and not what:
        return []
    return [{"t": "trigger", "d": d, "slot": slot, "what": what} for d, slot in dg.triggers(s, event, what)]


def _draw_dragons(state: dict, task: dict, out: Out) -> None:
    """SIM-7.10: draw n dragons (all if fewer are left), secretly; the player keeps 1."""
    drawn = city.draw(state, "dragons", task["draw"])
    state["turn"]["drew"] = True
    if drawn:
        out.append((Msg("simurgh-ev-drew-dragons", count=len(drawn)), False))
        out.append((Msg("simurgh-ev-you-drew", tiles=[dragon_msg(t) for t in drawn]), True))
        _front(state, [{"t": "keep", "drawn": drawn, "markers": task["markers"]}])


def _monument(state: dict, task: dict, out: Out) -> None:
    """SIM-8.12: draw the top 3 objectives (fewer if fewer are left), secretly."""
    drawn = city.draw(state, "objectives", 3)
    state["turn"]["drew"] = True
    out.append((Msg("simurgh-ev-drew-objectives", count=len(drawn)), False))
    out.append((Msg("simurgh-ev-you-drew", tiles=[objective_msg(t) for t in drawn]), True))
    _front(state, [{"t": "objective", "drawn": drawn}])


def _settle(state: dict, task: dict, out: Out) -> None:
    """SIM-6.3/SIM-9.8/SIM-10.8: after the placement's effect, the tile may leave the Wilds."""
    entry = state["board"]["wilds"].get(task["slot"])
    if entry is None or entry["tile"] != task["tile"]:
        return  # already removed meanwhile (a spend emptied it)
    if bd.settle(state, task["slot"], after_place=True):
        out.append((Msg("simurgh-ev-chronicle", tile=tile_msg(task["tile"])), False))


def _move_down(state: dict, task: dict, out: Out) -> None:
    """SIM-10.5/SIM-11.8: pay the move cost, move the Dragonrider one level down, gain the level's reward; then the
    explore triggers, the extra-move offer and the level-4 removal (SIM-10.8)."""
    seat, tile = state["turn"]["seat"], task["tile"]
    below = bd.explore(state, seat, tile)
    out.append((Msg("simurgh-ev-explore", tile=tile_msg(tile), level=int(below[-1])), False))
    slot = bd.slot_of(state, tile)
    _front(state, [{"t": "pay", "b": task["pay"]}, {"t": "gain", "b": concrete(_level(below).get("gain"))[0]}]
           + _trigger_tasks(_seat(state), "explore", None)
           + [{"t": "extra", "tile": tile}, {"t": "settle", "slot": slot, "tile": tile}])


def _level(space_id: str) -> dict:
    tile, _, lv = space_id.partition(".L")
    return TILES[tile]["levels"][int(lv) - 1]


def _scouts_free(state: dict, task: dict, out: Out) -> None:
    """SIM-11.9: a Scouts' ability takes a display tile (no slot cost, no PP) or the stack's top (``slot`` None)."""
    slot = task["slot"]
    tile = city.take_blind(state) if slot is None else city.take_display(state, slot)
    _seat(state)["hand"].append(tile)
    state["turn"]["drew"] = True
    key = "simurgh-ev-scouts-blind" if slot is None else "simurgh-ev-scouts-free"
    out.append((Msg(key, tile=tile_msg(tile)), False))


def _finish(state: dict, task: dict, out: Out) -> None:
    state["turn"]["finished"] = True


AUTO = {"pay": _pay, "gain": _gain, "draw_dragons": _draw_dragons, "monument": _monument, "settle": _settle,
        "move_down": _move_down, "scouts_free": _scouts_free, "finish": _finish}


# ---- decisions ---------------------------------------------------------------------------------------------------
def _marked(s: dict) -> list[tuple[int, int]]:
    return [(d, i) for d, dragon in enumerate(s["dragons"]) for i, has in enumerate(dragon["markers"]) if has]


def _placed_excluded(state: dict, space: str, v: str) -> bool:
    """SIM-7.7 step 3: the vassal just placed never pays for its own space (one of ours there is it)."""
    placed = state["turn"].get("placed")
    return bool(placed and placed["space"] == space and placed["vassal"] == v)


def spend_candidates(state: dict, seat: int, v: str) -> list[str]:
    """The spaces holding a vassal of ``seat`` of type ``v`` that may be spent (SIM-7.7 step 3)."""
    out = []
    spaces = list(state["board"]["city"].items())
    for entry in state["board"]["wilds"].values():
        if entry and not entry["blocked"]:
            spaces += list(entry["vassals"].items())
    for space, occs in spaces:
        mine = sum(1 for s, x in occs if s == seat and x == v)
        if mine - (1 if _placed_excluded(state, space, v) else 0) > 0:
            out.append(space)
    return sorted(out)


def _extra_options(state: dict, task: dict) -> list[tuple]:
    """SIM-11.8: the extra moves on offer: (dragon, slot, payment) with a marker, the level below free, payable."""
    seat, s = state["turn"]["seat"], _seat(state)
    tile = task["tile"]
    if bd.slot_of(state, tile) is None or bd.explore_error(state, seat, tile, extra=True) is not None:
        return []
    out = []
    for d, dragon in enumerate(s["dragons"]):
        for slot in range(3):
            if dragon["markers"][slot] and dg.ability(dragon, slot)["kind"] == "explore_extra_move":
                after = dict(s, dragons=[dict(x, markers=list(x["markers"])) for x in s["dragons"]])
                after["dragons"][d]["markers"][slot] = False
                for k, p in enumerate(concrete(TILES[tile]["move_cost"])):
                    if can_pay(after, p):
                        out.append((d, slot, k, p))
    return out


def _trigger_options(state: dict, task: dict) -> list[dict]:
    """The bonuses a trigger offer can give (SIM-11.6; D60's +1 of the type gained, ``bonus_same_type``)."""
    s = _seat(state)
    dragon = s["dragons"][task["d"]]
    if not dragon["markers"][task["slot"]]:
        return []  # its marker was used or paid meanwhile: the offer lapses
    a = dg.ability(dragon, task["slot"])
    options = concrete(a["bonus"])
    if a.get("bonus_same_type"):
        options = [o for o in options if any(task["what"].get(r, 0) for r in (o.get("resources") or {}))]
    return options


def _over(state: dict, seat: int) -> tuple[int, int]:
    s = state["seats"][seat]
    limit = RESOURCE_LIMIT[state["options"].get("mode", "spearman")]
    return max(0, len(s["hand"]) - HAND_LIMIT), max(0, sum(s["resources"].values()) - limit)


def answers(state: dict, task: dict) -> list[tuple[str, ...]]:
    """The answers to a pending decision, as token tuples (the move ids that ``legal_moves`` offers)."""
    seat, s, t = state["turn"]["seat"], _seat(state), task["t"]
    if t == "unmark":  # SIM-7.6: any marker, one-shot spaces included
        return [("unmark", s["dragons"][d]["id"], str(i + 1)) for d, i in _marked(s)]
    if t == "spend":
        return [("spend", space) for space in spend_candidates(state, seat, task["v"])]
    if t == "markers":  # SIM-11.3: a dragon that can take it (its leftmost free non-one-shot space)
        return [("marker", d["id"]) for d in s["dragons"] if free_slot(d) is not None]
    if t == "trigger":
        options = _trigger_options(state, task)
        if not options:
            return []
        head = ("trigger", s["dragons"][task["d"]]["id"], str(task["slot"] + 1))
        picks = [head] if len(options) == 1 else [head + (f"o{k + 1}",) for k in range(len(options))]
        return picks + [("decline",)]
    if t == "keep":
        return [("keep", d) for d in task["drawn"]]
    if t == "returns":
        return [("return", tile, where) for tile in task["tiles"] for where in ("top", "bottom")]
    if t == "scouts":
        return [("take", choice) for choice in city.scouts_options(state, seat)]
    if t == "objective":
        return _objective_answers(state, task)
    if t == "extra":
        options = _extra_options(state, task)
        if not options:
            return []
        many = len({(d, slot) for d, slot, _, _ in options}) < len(options)
        return [("extra", s["dragons"][d]["id"], str(slot + 1)) + ((f"o{k + 1}",) if many else ())
                for d, slot, k, _ in options] + [("decline",)]
    if t == "limits":
        hand_over, res_over = _over(state, seat)
        if hand_over:  # SIM-5.5: never a power tile
            return [("discard", tile, where) for tile in dict.fromkeys(s["hand"]) if kind_of(tile) != "power"
                    for where in ("top", "bottom")]
        if res_over:  # a type and how many of it (one question per type, not per token)
            return [("return", r, str(k)) for r in RESOURCES
                    for k in range(1, min(res_over, s["resources"].get(r, 0)) + 1)]
        return []
    raise AssertionError(t)


def _objective_answers(state: dict, task: dict) -> list[tuple[str, ...]]:
    """SIM-8.12/SIM-11.10: place one drawn objective on an empty slot you can pay for, or with the swap ability on a
    taken slot, or none."""
    seat, s = state["turn"]["seat"], _seat(state)
    monument = state["board"]["monument"]
    swap = _swap_ability(s)
    out = []
    for o in task["drawn"]:
        for slot in MONUMENT_SLOTS:
            if monument[slot] is None and city.monument_error(state, seat, slot) is None:
                out.append(("objective", o, slot))
            elif monument[slot] is not None and swap is not None and can_pay(s, _slot_cost(slot)):
                out.append(("objective", o, slot, "swap"))
    return out + [("objective", "none")]


def _slot_cost(slot: str) -> dict:
    return concrete(MONUMENT_SLOTS[slot]["cost"])[0]


def _swap_ability(s: dict) -> tuple[int, int] | None:
    for d, dragon in enumerate(s["dragons"]):
        for slot in range(3):
            if dragon["markers"][slot] and dg.ability(dragon, slot)["kind"] == "objective_swap":
                return d, slot
    return None


def dragon_index(s: dict, dragon_id: str) -> int:
    for d, dragon in enumerate(s["dragons"]):
        if dragon["id"] == dragon_id:
            return d
    raise GameError("simurgh-err-no-dragon", rule="SIM-11.5", dragon=str(dragon_id)[:8])


def answer(state: dict, tokens: tuple[str, ...], out: Out) -> None:
    """Apply one answer to the pending decision (validated against :func:`answers`), then :func:`run` on."""
    task = state["turn"]["queue"][0]
    if tuple(tokens) not in answers(state, task):
        rule = "SIM-5.5" if task["t"] == "limits" else "SIM-17.1"  # over a limit: discard or return first
        raise GameError("simurgh-err-pending", rule=rule, prompt=task_prompt(state, task))
    state["turn"]["queue"].pop(0)
    _apply_answer(state, task, tuple(tokens), out)
    run(state, out)


def _apply_answer(state: dict, task: dict, tokens: tuple[str, ...], out: Out) -> None:
    seat, s, t = state["turn"]["seat"], _seat(state), task["t"]
    if t == "unmark":
        d = dragon_index(s, tokens[1])
        s["dragons"][d]["markers"][int(tokens[2]) - 1] = False
        out.append((Msg("simurgh-ev-unmark", dragon=dragon_msg(tokens[1]), slot=int(tokens[2])), False))
    elif t == "spend":  # SIM-7.7 step 3, then the tile it stood on may leave the Wilds (SIM-9.8, SIM-10.9)
        space, v = tokens[1], task["v"]
        bd.take_off(state, seat, space, v)
        return_to_pool(s, v)
        out.append((Msg("simurgh-ev-spend-from", vassal=Msg(f"simurgh-vassal-{v}"),
                        space=from_msg(space)), False))
        tile = bd.tile_of(space)
        if tile is not None and bd.settle(state, bd.slot_of(state, tile)):
            out.append((Msg("simurgh-ev-chronicle", tile=tile_msg(tile)), False))
        _front(state, _trigger_tasks(s, "spend", v))
    elif t == "markers":
        dragon = s["dragons"][dragon_index(s, tokens[1])]
        dragon["markers"][free_slot(dragon)] = True
        out.append((Msg("simurgh-ev-marker", dragon=dragon_msg(tokens[1]), count=1), False))
        if task["n"] > 1:
            _front(state, [{"t": "markers", "n": task["n"] - 1}])
    elif t == "trigger":
        if tokens[0] == "decline":  # (still a line in the log: every move leaves a public trace)
            out.append((Msg("simurgh-ev-decline"), False))
            return
        options = _trigger_options(state, task)
        bonus = options[int(tokens[3][1:]) - 1] if len(tokens) > 3 else options[0]
        s["dragons"][task["d"]]["markers"][task["slot"]] = False
        out.append((Msg("simurgh-ev-ability", dragon=dragon_msg(tokens[1]), slot=int(tokens[2])),
                    False))
        _front(state, [{"t": "gain", "b": bonus, "bonus": True}])
    elif t == "keep":  # SIM-7.10: the kept dragon arrives with its markers left to right; the others go back
        s["dragons"].append(new_dragon(tokens[1], task["markers"]))
        state["turn"]["revealed"] = True  # the kept dragon was drawn in secret
        out.append((Msg("simurgh-ev-keep", dragon=dragon_msg(tokens[1]), n=task["markers"]), False))
        rest = [x for x in task["drawn"] if x != tokens[1]]
        if rest:
            _front(state, [{"t": "returns", "stack": "dragons", "tiles": rest, "n": len(rest)}])
    elif t == "returns":  # SIM-4.7: one by one, in the order the player chooses, on the top or the bottom
        city.return_tiles(state, task["stack"], [(tokens[1], tokens[2])])
        name = dragon_msg(tokens[1]) if task["stack"] == "dragons" else objective_msg(tokens[1])
        out.append((Msg(f"simurgh-ev-returned-{tokens[2]}", tile=name), True))
        out.append((Msg("simurgh-ev-returned", count=1), False))  # which tile and where stay secret (§15)
        rest = [x for x in task["tiles"] if x != tokens[1]]
        if rest:
            _front(state, [{**task, "tiles": rest}])
    elif t == "scouts":
        tile = city.scouts_take(state, seat, tokens[1])
        if tokens[1] == city.BLIND:
            state["turn"]["drew"] = True
            out.append((Msg("simurgh-ev-scouts-blind", tile=tile_msg(tile)), False))
        else:
            state["turn"]["drew"] = True  # the display is refilled from the stack
            out.append((Msg("simurgh-ev-scouts", tile=tile_msg(tile), slot=slot_msg(tokens[1])), False))
            _front(state, _trigger_tasks(s, "gain", {"power": city.SCOUTS_SLOTS[tokens[1]]["power"]}))
    elif t == "objective":
        _place_objective(state, task, tokens, out)
    elif t == "extra":
        if tokens[0] == "decline":
            out.append((Msg("simurgh-ev-decline"), False))
            return
        options = _extra_options(state, task)
        d = dragon_index(s, tokens[1])
        slot = int(tokens[2]) - 1
        mine = [o for o in options if o[0] == d and o[1] == slot]
        # "o<k>" names the k-th way to pay of the tile's move cost (SIM-11.8), counted before the unaffordable
        # ones are left out - so it is looked up by that number, not by its place among the affordable ones
        pay = next(o[3] for o in mine if o[2] == int(tokens[3][1:]) - 1) if len(tokens) > 3 else mine[0][3]
        s["dragons"][d]["markers"][slot] = False
        out.append((Msg("simurgh-ev-ability", dragon=dragon_msg(tokens[1]), slot=slot + 1), False))
        _front(state, [{"t": "move_down", "tile": task["tile"], "pay": pay}])
    elif t == "limits":
        if tokens[0] == "discard":  # SIM-5.5 step 1: face down on the top or the bottom of the action stack
            city.apply_limits(state, seat, [(tokens[1], tokens[2])], {})
            out.append((Msg("simurgh-ev-discard", tile=tile_msg(tokens[1])), False))
        else:
            n = int(tokens[2])
            city.apply_limits(state, seat, [], {tokens[1]: n})
            out.append((Msg("simurgh-ev-return-res", what=bundle_msg({"resources": {tokens[1]: n}})), False))
        if any(_over(state, seat)):
            _front(state, [task])


def _place_objective(state: dict, task: dict, tokens: tuple[str, ...], out: Out) -> None:
    seat, s = state["turn"]["seat"], _seat(state)
    rest = list(task["drawn"])
    tasks = []
    if tokens[1] != "none":
        objective, slot = tokens[1], tokens[2]
        rest.remove(objective)
        monument = state["board"]["monument"]
        if len(tokens) > 3:  # SIM-11.10: the swap's marker; the old objective leaves the game (G-20)
            d, a = _swap_ability(s)
            s["dragons"][d]["markers"][a] = False
            state["removed_objectives"].append(monument[slot])
            out.append((Msg("simurgh-ev-swap", old=objective_msg(monument[slot])), False))
            monument[slot] = None
        city.monument_place(state, seat, objective, slot)
        state["turn"]["revealed"] = True  # the objective was drawn in secret
        out.append((Msg("simurgh-ev-objective", objective=objective_msg(objective), slot=slot_msg(slot),
                        n=MONUMENT_SLOTS[slot]["power"]), False))
        tasks = _trigger_tasks(s, "gain", {"power": MONUMENT_SLOTS[slot]["power"]})
    else:
        out.append((Msg("simurgh-ev-objective-none"), False))
    if rest:
        tasks.append({"t": "returns", "stack": "objectives", "tiles": rest, "n": len(rest)})
    _front(state, tasks)


def _lapse(state: dict, task: dict, out: Out) -> None:
    """A decision with no answer: a marker with no space to go is lost (SIM-11.3); anything else lapses."""
    if task["t"] == "markers":
        out.append((Msg("simurgh-ev-markers-lost", n=task["n"]), False))


def run(state: dict, out: Out) -> None:
    """Work through the queue until it is empty or a decision with two or more answers is pending (SIM-17.3 asks
    only real questions; ``games.core.tasks``)."""
    tasks.run(state, state["turn"]["queue"], out, auto=AUTO, answers=answers, apply=_apply_answer, lapse=_lapse)


def task_prompt(state: dict, task: dict) -> Msg:
    """The question of a pending decision, saying how many are still owed (tiles to discard, resources to return,
    tiles to put back, markers to place)."""
    t = task["t"]
    if t == "limits":  # SIM-5.5
        tiles, res = _over(state, state["turn"]["seat"])
        return Msg("simurgh-prompt-limits", tiles=tiles, res=res)
    if t == "returns":  # SIM-4.7
        return Msg("simurgh-prompt-returns", n=len(task["tiles"]))
    if t == "trigger":  # which dragon, and what its ability gives (issue 52: a yes/no names what it decides)
        from games.simurgh.labels import ability_msg, dragon_msg

        dragon = state["seats"][state["turn"]["seat"]]["dragons"][task["d"]]["id"]
        return Msg("simurgh-prompt-trigger", dragon=dragon_msg(dragon), slot=task["slot"] + 1,
                   what=ability_msg(dragon, task["slot"] + 1))
    return Msg(f"simurgh-prompt-{t}", n=task.get("n", 1))


def pending(state: dict) -> dict | None:
    """The decision being asked, or None."""
    queue = state["turn"].get("queue") or []
    return queue[0] if queue else None
