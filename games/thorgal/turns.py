"""The turns of Thorgal (RULES.md §5-7, §12, §19.2): the Action phase's four turns, each a sequence of validated
commands, then the Event phase. The stage of the turn (``state["stage"]``):

* ``token``: ``play <from> <to> [m<k>]`` puts an active token (``out`` = beside the row, else its slot, 1-based)
  under a card (TG-RND-3); a dual card's main action is chosen with ``m1``/``m2`` (TG-ROW-4);
* ``start``: the ``on_action_start`` window: ``item <id>``, ``skill``, ``go`` (offered only when one applies);
* ``main``: the action's own commands (``games.thorgal.actions``, ``games.thorgal.fight``) or ``skip`` (TG-ROW-11);
* then the additional actions and separate bonuses (TG-ROW-8) and the next turn, or the Event phase.

``item <id>`` of an ``anytime_own_turn`` item, ``skill`` and ``refresh`` are at hand during the whole turn.
Decisions raised by effects (the queue, ``games.thorgal.resolve``) are answered first, by their decider.
"""
from __future__ import annotations

from games.core.contract import Msg
from games.core.errors import GameError
from games.thorgal import actions, atlas, conditions, events, fight, journey, resolve, routes, row
from games.thorgal import effects as fx
from games.thorgal.data import ACTION_CARDS, HEROES, ITEMS
from games.thorgal.labels import label, resources_msg
from games.thorgal.setup import ACTION

#: log lines that only the mover reads, as they play their steps: the channel's post of the whole turn leaves them
#: out (what they chose shows in what followed)
STEP_NOTES = frozenset({"thorgal-ev-go", "thorgal-ev-cover", "thorgal-ev-dice-done", "thorgal-ev-keep"})


def ensure(state: dict) -> None:
    """The turn fields of a fresh state (setup leaves the first turn at its token stage)."""
    state.setdefault("stage", "token")
    state.setdefault("act", None)
    state.setdefault("todo", [])
    state.setdefault("first_journey_done", False)


def turn_seat(state: dict) -> int:
    return row.turn_seat(state)


def ctx_of(state: dict, seat: int) -> dict:
    return {"hero": seat, "loc": None, "para": None, "revealed": (state["act"] or {}).get("revealed", False)}


# ---- what the turn's hero may do now --------------------------------------------------------------------------------
def _types(item_or_skill: dict) -> list[str]:
    action = item_or_skill["action"]
    return ["any"] if action == "any" else action if isinstance(action, list) else [action]


def usable_items(state: dict, seat: int, timing: str, action: str | None) -> list[str]:
    """TG-ITM-3: the owner's items of this timing whose action type fits (``any`` fits every action)."""
    out = []
    for item in dict.fromkeys(state["heroes"][seat]["items"]):
        spec = ITEMS[item]
        if spec["timing"] == timing and ("any" in _types(spec) or action in _types(spec)):
            out.append(item)
    return out


def skill_usable(state: dict, seat: int, timing: str, action: str | None) -> bool:
    """TG-SKL-2: active, not used this round, on the owner's turn, at its timing and for its action."""
    hero = state["heroes"][seat]
    skill = HEROES[hero["id"]]["skill"]
    return hero["skill_active"] and hero["skill_used_round"] != state["round"] and skill["timing"] == timing and \
        ("any" in _types(skill) or action in _types(skill))


def refresh_cost(state: dict, seat: int) -> dict:
    return HEROES[state["heroes"][seat]["id"]]["skill"]["refresh_cost"]


def turn_moves(state: dict) -> list[tuple[str, ...]]:
    seat = turn_seat(state)
    act = state["act"]
    out: list[tuple[str, ...]] = []
    stage = state["stage"]
    if stage == "token":
        for source, target in row.placements(state):
            card = ACTION_CARDS[state["row"][target]["card"]]
            src = "out" if source is None else str(source + 1)
            if len(card["main"]) == 2:  # TG-ROW-4; an action that could only be declined is not a choice
                live = [k for k in range(2) if not idle_main(state, seat, target, card["main"][k]["type"])]
                out += [("play", src, str(target + 1), f"m{k + 1}") for k in (live or range(2))]
            else:
                out.append(("play", src, str(target + 1)))
    elif stage == "start":
        out += [("item", i) for i in usable_items(state, seat, "on_action_start", act["type"])]
        if skill_usable(state, seat, "on_action_start", act["type"]):
            out.append(("skill",))
        out.append(("go",))
    elif stage == "main":
        out += main_moves(state, seat, act)
    # at hand during the whole turn (TG-ITM-3, TG-SKL-2/3)
    if stage != "main" or act["type"] != "combat" or "fight" not in state:
        out += [("item", i) for i in usable_items(state, seat, "anytime_own_turn", act["type"] if act else None)]
        if skill_usable(state, seat, "anytime_own_turn", act["type"] if act else None):
            out.append(("skill",))
    if not state["heroes"][seat]["skill_active"]:
        out += [("refresh",) + actions.payer_token(seat, p) for p in actions.payers(state, seat, refresh_cost(
            state, seat))]
    return list(dict.fromkeys(out))


def idle_main(state: dict, seat: int, slot: int, kind: str) -> bool:
    """Would the main action ``kind`` of the card in ``slot`` leave nothing to do but ``skip``, whatever its value?
    An Assign with no resource of a cost's type at hand and no cost already met there (TG-ASG-1/10), a Journey on
    a path that has ended (TG-JRN-13). Not if an item or the skill usable at its start could change that (they
    do more than change the value), nor if a Special card under the card adds to it (TG-REP-6). Used for a dual
    card: such an action is not offered as its choice; the token still goes there with the other one (TG-ROW-11)."""
    if kind not in ("assign", "journey"):
        return False
    specs = [ITEMS[i] for i in usable_items(state, seat, "on_action_start", kind)]
    if skill_usable(state, seat, "on_action_start", kind):
        specs.append(HEROES[state["heroes"][seat]["id"]]["skill"])
    if any(e["op"] not in ("action_value", "journey_level_bonus") for spec in specs for e in spec["effects"]):
        return False
    if row.special_effects(state, slot, kind, "after_main_action"):
        return False
    if kind == "journey":
        return journey.exhausted(state)
    return not actions.assign_moves(state, seat, 1)


def main_moves(state: dict, seat: int, act: dict) -> list[tuple[str, ...]]:
    kind, value = act["type"], act["value"]
    if kind == "combat":
        if "fight" in state:
            f_moves = fight.moves(state)
            stage = state["fight"]["stage"]
            items = usable_items(state, seat, "combat_before_roll" if stage == "pre" else "combat_after_roll",
                                 "combat") if stage in ("pre", "post") else []
            skill = stage in ("pre", "post") and skill_usable(
                state, seat, "combat_before_roll" if stage == "pre" else "combat_after_roll", "combat")
            return f_moves + [("item", i) for i in items] + ([("skill",)] if skill else [])
        return fight.targets(state, seat) + [("skip",)]
    if kind == "move":
        found = routes.moves(state, seat, value)
    elif kind == "journey":
        found = [] if act["done"] >= value else actions.tile_moves(state, seat, state["mods"].get(
            "journey_level_bonus", 0))
    elif kind == "gather":
        found = actions.gather_moves(state)
    elif kind == "assign":
        found = actions.assign_moves(state, seat, value)
    elif kind == "sacrifice":
        found = actions.sacrifice_moves(state, seat, value)
    elif kind == "craft":
        found = actions.craft_moves(state, value)
    else:
        raise AssertionError(kind)
    stop = ("stop",) if kind == "journey" and act["done"] else ("skip",)
    return found + [stop]


# ---- playing ---------------------------------------------------------------------------------------------------------
def play(state: dict, seat: int, tokens: list[str]) -> list:
    """Apply one command of the turn's hero (``seat`` is the hero's seat); returns the log messages."""
    ensure(state)
    out: list = []
    tokens = tuple(tokens)
    if tokens not in turn_moves(state):
        raise _why_not(state, seat, tokens)
    said = label(state, tokens)
    owners = actions.consent_needed(state, seat, [t for t in tokens[1:] if "@" in t])
    if owners:  # TG-ASY-5: held until every owner concerned consents; nothing changes meanwhile
        state["held"] = {"kind": "turn", "seat": seat, "tokens": list(tokens), "agreed": []}
        out.append(Msg("thorgal-ev-consent-asked", hero=fx.hero_msg(state, seat),
                       owners=[fx.hero_msg(state, o) for o in owners], n=len(owners)))
        fx.push(state, [{"t": "consent", "seat": o, "by": seat} for o in owners])
        resolve.run(state, out)
        return out
    dispatch(state, seat, tokens, out)
    resolve.run(state, out)
    if not out:  # every command leaves a line in the log
        out.append(Msg("thorgal-ev-decided", hero=fx.hero_msg(state, seat), what=said))
    advance(state, out)
    return out


def payer_of(seat: int, tokens: tuple[str, ...]) -> int:
    """The hero who pays a command's cost: ``@k`` (seat k, 1-based) or the hero themselves (TG-GEN-5)."""
    extra = next((t for t in tokens[1:] if t.startswith("@")), None)
    return int(extra[1:]) - 1 if extra else seat


def dispatch(state: dict, seat: int, tokens: tuple[str, ...], out: list) -> None:
    """Carry out a validated command (its consents, if any, given)."""
    verb = tokens[0]
    act = state["act"]
    if verb == "play":
        _place(state, seat, tokens, out)
    elif verb == "go":
        state["stage"] = "main"
        out.append(Msg("thorgal-ev-go", hero=fx.hero_msg(state, seat), action=Msg(f"thorgal-action-{act['type']}")))
    elif verb == "item":
        _use(state, seat, ITEMS[tokens[1]], out, "item")
        state["heroes"][seat]["items"].remove(tokens[1])
        state["discards"]["item"].append(tokens[1])  # TG-ITM-2: single use
    elif verb == "skill":
        hero = state["heroes"][seat]
        hero.update(skill_active=False, skill_used_round=state["round"])
        _use(state, seat, HEROES[hero["id"]]["skill"], out, "skill")
    elif verb == "refresh":  # TG-SKL-3, paid by the hero or (TG-GEN-5) a consenting hero in the Area
        payer = payer_of(seat, tokens)
        cost = refresh_cost(state, seat)
        for r, n in cost.items():
            state["heroes"][payer]["resources"][r] -= n
        state["heroes"][seat]["skill_active"] = True
        what = resources_msg(cost, case="acc")
        out.append(Msg("thorgal-ev-refresh", hero=fx.hero_msg(state, seat), what=what) if payer == seat else
                   Msg("thorgal-ev-refresh-by", hero=fx.hero_msg(state, seat), payer=fx.hero_msg(state, payer),
                       what=what))
    else:
        _main(state, seat, act, tokens, out)


def _why_not(state: dict, seat: int, tokens: tuple[str, ...]) -> GameError:
    """A clear reason for a command that is not offered now (the usual mistakes get their own rule)."""
    hero = state["heroes"][seat]
    verb = tokens[0] if tokens else ""
    if verb == "skill":
        if not hero["skill_active"]:
            return GameError("thorgal-err-skill-inactive", rule="TG-SKL-2")
        if hero["skill_used_round"] == state["round"]:
            return GameError("thorgal-err-skill-used", rule="TG-SKL-2")
        return GameError("thorgal-err-skill-timing", rule="TG-SKL-2")
    if verb == "item":
        if len(tokens) < 2 or tokens[1] not in hero["items"]:
            return GameError("thorgal-err-item-not-yours", rule="TG-ITM-4")
        return GameError("thorgal-err-item-timing", rule="TG-ITM-3")
    if verb == "play" and state["stage"] != "token":
        return GameError("thorgal-err-one-token", rule="TG-RND-3")
    act = state["act"]
    if state["stage"] == "main" and act is not None and len(tokens) > 1:
        err = _main_why_not(state, seat, act, tokens)
        if err is not None:
            return err
    return GameError("thorgal-err-command", rule="TG-RND-3" if state["stage"] == "token" else "TG-ROW-4")


def _main_why_not(state: dict, seat: int, act: dict, tokens: tuple[str, ...]) -> GameError | None:
    """The rule a main-action command breaks, when one says it better than "not offered"."""
    verb, kind = tokens[0], act["type"]
    if verb == "move" and kind == "move":
        try:
            route = routes.find(state, seat, tokens, act["value"])
        except GameError as err:
            return err
        return None if payer_of(seat, tokens) in routes.payers(state, seat, route) else GameError(
            "thorgal-err-toll", rule="TG-MOV-7")
    if verb == "tile" and kind == "journey":
        if journey.exhausted(state):
            return GameError("thorgal-err-journey-ended", rule="TG-JRN-13")
        try:
            return journey.placement_error(state, actions.tile_cells(*tokens[1:5]))
        except (IndexError, KeyError, TypeError, ValueError):
            return None
    if verb == "assign" and kind == "assign":
        err = atlas.use_error(state, seat, tokens[1], "assign")
        if err is not None:
            return err
        if len(tokens) == 2:  # nothing assigned: only to check a cost already met (TG-ASG-10)
            return GameError("thorgal-err-assign-none", rule="TG-ASG-10", location=fx.location_msg(state, tokens[1]))
        return GameError("thorgal-err-assign", rule="TG-ASG-1", value=act["value"])
    return None


def _use(state: dict, seat: int, spec: dict, out: list, kind: str) -> None:
    """Resolve an item's or a skill's effects now; action-time modifiers go to the action (or the fight)."""
    name = fx.text(spec, "name")
    out.append(Msg(f"thorgal-ev-used-{kind}", hero=fx.hero_msg(state, seat), what=name))
    fx.resolve(state, spec["effects"], {**ctx_of(state, seat), "src": Msg(f"thorgal-why-{kind}", name=name).to_json()})
    resolve.run(state, out)
    fight.take_mods(state)
    _revalue(state)


def _revalue(state: dict) -> None:
    act = state["act"]
    if act is not None and act["base"] is not None:
        act["value"] = row.clamp(act["type"], act["base"] + state["mods"].get("action_value", 0))


def _place(state: dict, seat: int, tokens: tuple[str, ...], out: list) -> None:
    """TG-RND-3/TG-ROW-6..8: the token, the value (bonuses, event modifiers), the bonuses to resolve afterwards."""
    source = None if tokens[1] == "out" else int(tokens[1]) - 1
    slot = int(tokens[2]) - 1
    main = int(tokens[3][1:]) - 1 if len(tokens) > 3 else 0
    row.place_token(state, source, slot)
    card = ACTION_CARDS[state["row"][slot]["card"]]
    kind = card["main"][main]["type"]
    todo = []
    for b in card["bonuses"]:
        times = row.bonus_times(state, slot, b)
        if b["kind"] == "additional_action":
            todo += [{"kind": "action", "type": b["action"]["type"], "value": b["action"]["value"]}] * times
        elif b["kind"] == "separate":
            todo += [{"kind": "effects", "effects": b["effects"]}] * times
    for e in row.special_effects(state, slot, kind, "after_main_action"):  # TG-REP-6, on its own condition
        entry = {"kind": "effects", "effects": e["effects"]}
        if e.get("condition") is not None:
            entry["cond"] = e["condition"]
        todo.append(entry)
    state["todo"] = todo
    _start_action(state, seat, kind, None, slot, out)
    if kind != "combat":
        base = row.action_value(state, slot, main)
        state["act"]["base"] = base + events.value_modifier(state, kind, _first_journey(state, kind))
        _revalue(state)
    out.append(Msg("thorgal-ev-play", hero=fx.hero_msg(state, seat), n=slot + 1,
                   action=fx.main_msg(kind, state["act"]["value"])))


def _first_journey(state: dict, kind: str) -> bool:
    if kind != "journey" or state.get("first_journey_done"):
        return False
    state["first_journey_done"] = True  # TG-EVT-7: even if the action is then declined
    return True


def _start_action(state: dict, seat: int, kind: str, value: int | None, slot: int | None, out: list) -> None:
    """A main or additional action begins: its record, the area triggers of the event card (TG-EVT-7 b), and the
    ``on_action_start`` window when something may be used in it."""
    state["mods"] = {}
    state["act"] = {"seat": seat, "type": kind, "base": value, "value": value, "slot": slot, "done": 0,
                    "revealed": False}
    for effects in events.area_triggers(state, state["heroes"][seat]["area"]):
        fx.resolve(state, effects, {**ctx_of(state, seat), "src": events.source(state)})
    if usable_items(state, seat, "on_action_start", kind) or skill_usable(state, seat, "on_action_start", kind):
        state["stage"] = "start"
    else:
        state["stage"] = "main"


def _main(state: dict, seat: int, act: dict, tokens: tuple[str, ...], out: list) -> None:
    verb = tokens[0]
    ctx = {**ctx_of(state, seat), "revealed": act["revealed"]}
    if verb in ("skip", "stop"):
        out.append(Msg("thorgal-ev-skip" if verb == "skip" else "thorgal-ev-stop", hero=fx.hero_msg(state, seat),
                       action=Msg(f"thorgal-action-{act['type']}")))
        state["stage"] = "done"
        return
    kind, value = act["type"], act["value"]
    if kind == "combat":
        if verb == "fight":
            tasks = fight.begin(state, seat, tokens[1], tokens[2], act["slot"], out)
        else:
            tasks = fight.act(state, tokens, out)
            if "fight" not in state:
                state["stage"] = "done"
        fx.push(state, tasks)
        return
    if kind in ("journey", "gather"):  # what the path's spaces do comes from the path (a wound's question says so)
        ctx["src"] = Msg("thorgal-why-path").to_json()
    if kind == "move":  # every Area entered on the way fires, in order (TG-MOV-5, TG-EVT-7 a)
        tasks = routes.do_move(state, seat, tokens, value, payer_of(seat, tokens), ctx, out)
    elif kind == "journey":
        tasks = actions.do_tile(state, seat, actions.tile_cells(*tokens[1:]), ctx, out)
        act["done"] += 1
        act["revealed"] = act["revealed"] or ctx["revealed"]
        if act["done"] < value and actions.tile_moves(state, seat, state["mods"].get("journey_level_bonus", 0)):
            fx.push(state, tasks)
            return
    elif kind == "gather":
        tasks = actions.do_gather(state, seat, int(tokens[1]) - 1, int(tokens[2]) - 1, value, ctx, out)
    elif kind == "assign":
        tasks = actions.do_assign(state, seat, tokens[1], list(tokens[2:]), value, ctx, out)
    elif kind == "sacrifice":
        tasks = actions.do_sacrifice(state, seat, tokens[1], value, ctx, out)
    elif kind == "craft":
        tasks = actions.do_craft(state, seat, [int(i) - 1 for i in tokens[1:]], out)
    else:
        raise AssertionError(kind)
    fx.push(state, tasks)
    state["stage"] = "done"


def _judge_main(state: dict) -> None:
    """TG-REP-6: a Special card's effect with a ``condition`` is about the main action just resolved (e.g. "if you
    revealed a Terrain card during it", ``revealed_terrain_this_action``): decided once the main action is over,
    before an additional action starts another one (TG-ROW-8), and kept on the entry as ``holds``."""
    act = state["act"]
    if act is None or act.get("slot") is None:  # an additional action: the main one was judged already
        return
    ctx = ctx_of(state, act["seat"])
    for entry in state["todo"]:
        if "cond" in entry and "holds" not in entry:
            entry["holds"] = conditions.holds(state, entry["cond"], ctx)


def consented(state: dict, out: list) -> None:
    """Every owner agreed: the held command runs now, as sent (TG-ASY-5)."""
    held = state.pop("held")
    if held["kind"] == "thread":
        resolve.pay_thread(state, held, out)
        return
    dispatch(state, held["seat"], tuple(held["tokens"]), out)


def advance(state: dict, out: list) -> None:
    """After the queue settles: the next bonus of the turn, the next turn, or the Event phase (TG-RND-5). An action
    that leaves nothing to do but decline it is declined at once: a question whose only answer is "do nothing" is
    never asked (as a decision with a single answer, §18)."""
    while state["phase"] == ACTION and not state["queue"]:
        if state["stage"] == "main" and turn_moves(state) == [("skip",)]:
            out.append(Msg("thorgal-ev-idle", hero=fx.hero_msg(state, turn_seat(state)),
                           action=Msg(f"thorgal-action-{state['act']['type']}")))
            state["stage"] = "done"
        if state["stage"] != "done":
            return
        seat = turn_seat(state)
        if state["todo"]:
            _judge_main(state)
            nxt = state["todo"].pop(0)
            if nxt["kind"] == "effects":
                if nxt.get("holds", True):  # a Special card's condition, judged on its main action
                    fx.resolve(state, nxt["effects"], {**ctx_of(state, seat),
                                                       "src": Msg("thorgal-why-card").to_json()})
            else:  # an additional action: printed value + event modifiers, never ``plus`` bonuses (TG-ROW-8)
                kind = nxt["type"]
                _start_action(state, seat, kind, None, None, out)
                state["act"]["base"] = nxt["value"] + events.value_modifier(state, kind, _first_journey(state, kind))
                _revalue(state)
                out.append(Msg("thorgal-ev-extra-action", hero=fx.hero_msg(state, seat),
                               action=fx.main_msg(kind, state["act"]["value"])))
            resolve.run(state, out)
            continue
        state["turn"] += 1
        state.update(act=None, todo=[], mods={})
        if state["turn"] >= 4:
            events.start(state)
            resolve.run(state, out)
            return
        state["stage"] = "token"
        out.append(Msg("thorgal-ev-next", hero=fx.hero_msg(state, turn_seat(state))))

