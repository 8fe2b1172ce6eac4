"""The effect language of Thorgal (RULES.md §0.9), interpreted for any adventure written as data.

Effects become tasks in ``state["queue"]`` (the head resolves first). An automatic task changes the state at once;
a decision task (a resource type, an XP track, a wound's placement, a heal target, a side thread...) waits for its
decider (TG-GEN-10, §18), whose answers come from ``games.thorgal.resolve``; its ``run`` works through the queue
until a decision with two or more answers is pending or the game ends, and ``games.thorgal.decisions`` knows every
decision's default (TG-ASY-3). Messages for the log go to ``out``.

A context travels with the effects: ``{"hero": the active hero's seat, "loc": the Location whose effect this is
(TG-PAR-4), "para": the paragraph being read (TG-PAR-5), "revealed": a Terrain card was revealed this action, "src":
where the effects come from, in words (a message as JSON: an enemy card, a Location, a paragraph...), which a wound's
question repeats}`` (``src`` is optional: words only, no rule reads it).
"""
from __future__ import annotations

from games.core import rng
from games.core.contract import Msg
from games.thorgal import conditions, journey, row
from games.thorgal import heroes as hs
from games.thorgal.atlas import adventure, areas, location_action, locations, name_msg
from games.thorgal.data import ACTION_CARDS, DICE, FINDINGS, HERO_CASES, HEROES, ITEMS
from games.thorgal.setup import GAME_OVER

BASIC = ("material", "ore", "gossip", "magic")  # ``any``: one of these (TG-COV-1, §0.9)
LEVELS = ("minor", "average", "powerful", "monstrous")  # TG-ENM-1


def text(record: dict, field: str, strip: str = "") -> Msg:
    """A text the adventure data gives in both languages (``<field>_en``/``<field>_pl``), as one message;
    ``strip``: characters taken off its end (a label's full stop inside a sentence)."""
    return Msg("thorgal-text", en=str(record.get(f"{field}_en", "")).rstrip(strip),
               pl=str(record.get(f"{field}_pl", "")).rstrip(strip))


def push(state: dict, tasks: list[dict]) -> None:
    """Put ``tasks`` at the head of the queue, in their order."""
    state["queue"][0:0] = [t for t in tasks if t]


def resolve(state: dict, effects: list, ctx: dict) -> None:
    """Queue an effect list (resolved top to bottom, before what was queued)."""
    if effects:
        push(state, [{"t": "effects", "list": list(effects), "ctx": dict(ctx)}])


def game_over(state: dict, outcome: str, reason: str, paragraph: int | None = None) -> None:
    """TG-END: the game ends at once; nothing after it is resolved (TG-CMB-18, TG-END-4)."""
    if state["result"] is None:
        state["result"] = {"outcome": outcome, "reason": reason, "paragraph": paragraph, "round": state["round"],
                           "track": state["track"]}
    state["phase"] = GAME_OVER
    state["queue"].clear()


# ---- one effect ----------------------------------------------------------------------------------------------------
def expand(state: dict, e: dict, ctx: dict, out: list) -> list[dict]:
    """The tasks an effect becomes (resolved before the rest of its list)."""
    op = e["op"]
    hero = ctx["hero"]
    who = e.get("who", "active")
    if who == "chosen_in_area" and op not in ("pay",):
        options = conditions.targets(state, who, hero)
        return [{"t": "choose_hero", "seat": hero, "options": options, "effect": e, "ctx": ctx}]
    seats = [who] if isinstance(who, int) else conditions.targets(state, who, hero, e.get("value"))
    n = e.get("n", 1)
    handler = OPS.get(op)
    if handler is None:
        raise ValueError(f"unknown op {op}")
    return handler(state, e, ctx, seats, n, out)


def _gain(state, e, ctx, seats, n, out):
    tasks = []
    for seat in seats:
        res = e["res"]
        if isinstance(res, list):
            options = list(res)
        elif res == "any":
            options = list(BASIC)
        elif res == "area":  # TG-COV-2: a type provided by a Source of the hero's Area
            options = list(areas(state)[state["heroes"][seat]["area"]]["sources"])
        else:
            options = [res]
        if options:
            tasks.append({"t": "gain_type", "seat": seat, "options": options, "n": n})
    return tasks


def _pay(state, e, ctx, seats, n, out):
    if e.get("who") == "group":  # TG-GEN-6: the heroes together, split by the decider
        return [{"t": "group_pay", "seat": ctx["hero"], "res": e["res"], "n": n}]
    return [{"t": "pay_unit", "seat": seat, "res": e["res"], "n": n} for seat in seats]


def _threat(state, e, ctx, seats, n, out):
    tasks = []
    for seat in seats:
        extra = hs.gain_threat(state["heroes"][seat], n)
        out.append(Msg("thorgal-ev-threat", hero=hero_msg(state, seat), n=n))
        # TG-THR-2: the 6th Threat is a Wound(Threat)
        tasks += [wound_task(state, seat, size=5, why=Msg("thorgal-why-threat").to_json())] * extra
    return tasks


def _discard_threat(state, e, ctx, seats, n, out):
    for seat in seats:
        k = hs.discard_threat(state["heroes"][seat], n)
        if k:
            out.append(Msg("thorgal-ev-discard-threat", hero=hero_msg(state, seat), n=k))
    return []


def wound_task(state: dict, seat: int, *, shape: str | None = None, size=None, why: dict | None = None) -> dict:
    """A wound to place; ``why``: its source in words (a message as JSON, for the question)."""
    task = {"t": "wound", "seat": seat, "shapes": hs.wound_shapes(state["heroes"][seat], shape=shape, size=size)}
    if why:
        task["why"] = why
    return task


def _wound(state, e, ctx, seats, n, out):
    tasks = []
    for seat in seats:
        for _ in range(n):
            if "die" in e:  # TG-WND-3 (4): roll that die and take its white shape
                face = DICE[e["die"]]["faces"][rng.randrange(state, len(DICE[e["die"]]["faces"]))]
                out.append(Msg("thorgal-ev-die-wound", hero=hero_msg(state, seat), die=Msg(f"thorgal-die-{e['die']}"),
                               shape=shape_msg(face["white"])))
                tasks.append(wound_task(state, seat, shape=face["white"], why=ctx.get("src")))
            else:
                tasks.append(wound_task(state, seat, shape=e.get("shape"), size=e.get("size"), why=ctx.get("src")))
    return tasks


def _heal(state, e, ctx, seats, n, out):
    return [{"t": "heal", "seat": seat, "max": e.get("max_size")} for seat in seats for _ in range(n)]


def _xp(state, e, ctx, seats, n, out):
    return [{"t": "xp", "seat": seat, "track": e.get("track", "any")} for seat in seats for _ in range(n)]


def _refresh_skill(state, e, ctx, seats, n, out):
    for seat in seats:
        state["heroes"][seat]["skill_active"] = True
    return []


def draw_from(state: dict, pile: list, discard: list) -> str | None:
    """TG-GEN-1: the top card of ``pile``; an empty pile is first refilled with its shuffled discard pile; both
    empty: nothing."""
    if not pile and discard:
        pile += rng.shuffle(state, list(discard))
        discard.clear()
    return pile.pop() if pile else None


def draw(state: dict, deck: str) -> str | None:
    return draw_from(state, state["decks"][deck], state["discards"][deck])


def draw_enemy(state: dict, deck: str) -> str | None:
    """TG-CMB-2 with TG-GEN-1: the top card of an enemy deck."""
    return draw_from(state, state["decks"]["enemy"][deck], state["discards"]["enemy"][deck])


def _draw_finding(state, e, ctx, seats, n, out):
    tasks = []
    for seat in seats:
        for _ in range(n):
            card = draw(state, "finding")
            if card is None:
                continue
            name = text(FINDINGS[card], "name")
            out.append(Msg("thorgal-ev-finding", hero=hero_msg(state, seat), card=name))
            state["discards"]["finding"].append(card)  # TG-COV-3: resolved ("you" = the hero), then discarded
            tasks.append({"t": "effects", "list": list(FINDINGS[card]["effects"]),
                          "ctx": {**ctx, "hero": seat, "src": Msg("thorgal-why-finding", card=name).to_json()}})
    return tasks


def _draw_item(state, e, ctx, seats, n, out):
    for seat in seats:
        for _ in range(n):
            card = draw(state, "item")
            if card is not None:
                state["heroes"][seat]["items"].append(card)
                out.append(Msg("thorgal-ev-item", hero=hero_msg(state, seat), item=text(ITEMS[card], "name")))
    return []


def _choose_item(state, e, ctx, seats, n, out):
    return [{"t": "choose_item", "seat": seat} for seat in seats for _ in range(n)]


def refill_display(state: dict) -> None:
    """TG-CRF-3: back to 5 cards from the Item deck (reshuffling its discard pile, TG-GEN-1)."""
    while len(state["display"]) < 5:
        card = draw(state, "item")
        if card is None:
            return
        state["display"].append(card)


def _replace_display(state, e, ctx, seats, n, out):
    state["discards"]["item"] += state["display"]
    state["display"] = []
    refill_display(state)
    return []


def _read_paragraph(state, e, ctx, seats, n, out):
    return [{"t": "read", "id": e["id"], "ctx": ctx}]


def _gain_action_card(state, e, ctx, seats, n, out):
    card = e["card"]
    if card not in state["unused"]:
        return []
    out.append(Msg("thorgal-ev-new-card", card=card_msg(card)))
    return [{"t": "replace", "seat": ctx["hero"], "card": card}]


def _gain_special_card(state, e, ctx, seats, n, out):
    special = next(sc for sc in adventure(state)["action_cards"]["special_cards"] if sc["id"] == e["card"])
    row.attach_special(state, special)
    out.append(Msg("thorgal-ev-special-card", card=text(special, "name")))
    return []


def _place_enemy(state, e, ctx, seats, n, out):
    state["board"]["enemies"].setdefault(e["location"], []).extend([e["strength"]] * n)
    out.append(Msg("thorgal-ev-enemy-placed", location=location_msg(state, e["location"]), n=n,
                   strength=Msg(f"thorgal-strength-{e['strength']}")))
    return []


def enemy_options(state: dict, select: dict) -> list[tuple[str, int]]:
    """The tokens a level change may hit: (location, index), in the order of ``map.locations`` (TG-ASY-3)."""
    out = []
    for loc, info in locations(state).items():
        if "location" in select and loc != select["location"]:
            continue
        if "area" in select and (select["area"] not in info["areas"] or loc in select.get("exclude_locations", [])):
            continue
        for i, strength in enumerate(state["board"]["enemies"].get(loc, [])):
            if strength == "mystic":  # TG-ENM-5: never chosen, never changed (demo SR3)
                continue
            if select.get("strength") and strength != select["strength"]:
                continue
            out.append((loc, i))
    return out


def _level(state, e, ctx, seats, n, out):
    options = enemy_options(state, e["select"])
    if not options:
        return []  # TG-ENM-6: an effect that can target nothing is skipped
    step = 1 if e["op"] == "level_up_enemy" else -1
    if e["select"].get("choose") == "players":
        return [{"t": "enemy", "seat": ctx["hero"], "step": step, "select": e["select"], "ctx": ctx}
                for _ in range(n)]
    tasks = []
    for loc, i in options[:n] if "location" not in e["select"] else options:
        tasks += change_level(state, loc, i, step, ctx, out)
    return tasks


def change_level(state: dict, loc: str, i: int, step: int, ctx: dict, out: list) -> list[dict]:
    """TG-ENM-3/4: a token one level up or down; up from Monstrous is impossible and wounds every hero with
    Wound(Threat) (Unmet Requirements, TG-GEN-4); down from Minor is ignored."""
    strength = state["board"]["enemies"][loc][i]
    k = LEVELS.index(strength) + step
    if k >= len(LEVELS):
        out.append(Msg("thorgal-ev-unmet"))
        why = Msg("thorgal-why-unmet").to_json()
        return [wound_task(state, s, size="threat", why=why) for s in conditions.seat_order(state, ctx["hero"])]
    if k < 0:
        return []
    state["board"]["enemies"][loc][i] = LEVELS[k]
    out.append(Msg("thorgal-ev-enemy-level", location=location_msg(state, loc),
                   strength=Msg(f"thorgal-strength-{LEVELS[k]}")))
    return []


def token_targets(state: dict, target) -> list[str]:
    """A Location or border id, or ``{rune, action}``: every Location with that rune whose current action is of
    that type (§0.9)."""
    if isinstance(target, dict):
        return [loc for loc, info in locations(state).items()
                if target["rune"] in info.get("runes", []) and location_action(state, loc)["type"] == target["action"]]
    return [target]


def _place_token(state, e, ctx, seats, n, out):
    token, tasks = e["token"], []
    board = state["board"]
    for target in token_targets(state, e["target"]):
        if token == "raised_cost":
            if e.get("max") is not None and len(board["raised"].get(target, [])) >= e["max"]:
                continue
            tasks.append({"t": "raise_type", "seat": ctx["hero"], "loc": target})
        elif token == "blocked":
            if target not in board["blocked"]:
                board["blocked"].append(target)
        elif token.startswith("sacrifice:"):
            board["sacrifice"][target] = token.split(":", 1)[1]
        else:
            held = board["tokens"].setdefault(target, [])
            if e.get("max") is None or held.count(token) < e["max"]:
                held.append(token)
        out.append(Msg("thorgal-ev-token", token=Msg(f"thorgal-token-{token.split(':')[0]}"),
                       target=where_msg(state, target)))
    return tasks


def _remove_tokens(state, e, ctx, seats, n, out):
    token, board = e["token"], state["board"]
    for target in token_targets(state, e["target"]):
        if token == "raised_cost":
            board["raised"].pop(target, None)
        elif token == "blocked" and target in board["blocked"]:
            board["blocked"].remove(target)
        elif token.startswith("sacrifice:"):
            board["sacrifice"].pop(target, None)
        else:
            board["tokens"][target] = [t for t in board["tokens"].get(target, []) if t != token]
    return []


def _set_border(state, e, ctx, seats, n, out):
    border = state["board"]["borders"][e["border"]]
    for key in ("type", "multiplicity"):
        if key in e:
            border[key] = e[key]
    return []


def _move_hero(state, e, ctx, seats, n, out):
    """Not a Move (no border crossed or paid), but the active hero's figure entering the Area fires the Event
    card's triggers there (TG-EVT-7 a, §0.9): an ``enter`` task (``games.thorgal.routes.enter``)."""
    tasks = []
    for seat in seats:
        if not e.get("ignore_area_number") and areas(state)[e["area"]]["number"] > state["round"]:
            continue  # a destination numbered above the round: nothing happens
        fires = seat == ctx["hero"]
        if e.get("optional"):
            tasks.append({"t": "move_opt", "seat": seat, "area": e["area"], **({"ctx": dict(ctx)} if fires else {})})
        else:
            state["heroes"][seat]["area"] = e["area"]
            out.append(Msg("thorgal-ev-moved", hero=hero_msg(state, seat), area=area_msg(state, e["area"])))
            if fires:
                tasks.append({"t": "enter", "hero": seat, "area": e["area"], "ctx": dict(ctx)})
    return tasks


def _reveal_terrain(state, e, ctx, seats, n, out):
    card = journey.reveal(state)  # TG-JRN-11: no bonus
    if card is not None:
        out.append(Msg("thorgal-ev-terrain", card=terrain_msg(card)))
    return []


def _discard_gather_tokens(state, e, ctx, seats, n, out):
    return [{"t": "gather_card", "seat": ctx["hero"]} for _ in range(e["cards"])]


def _override_penalty(state, e, ctx, seats, n, out):
    state["path"]["overrides"].setdefault(e["card"], {})[e["color"]] = list(e["effects"])
    return []


def _track(state, e, ctx, seats, n, out):
    spec = adventure(state)["adventure_board"].get("adventure_track")
    if spec is None or state["track"] is None:
        return []
    before = state["track"]
    state["track"] = max(spec["min"], min(spec["max"], before + e["delta"]))
    out.append(Msg("thorgal-ev-track", track=text(spec, "name"), n=state["track"]))
    if state["track"] == spec["max"] and before != spec["max"]:
        return [{"t": "effects", "list": list(spec.get("on_reach_max", [])), "ctx": ctx}]
    return []


def _set_flag(state, e, ctx, seats, n, out):
    if e["flag"] not in state["flags"]:
        state["flags"].append(e["flag"])
    return []


def _objective_complete(state, e, ctx, seats, n, out):
    if e["objective"] not in state["objectives_done"]:
        state["objectives_done"].append(e["objective"])
        spec = next(o for o in adventure(state)["adventure_board"]["objectives"] if o["id"] == e["objective"])
        out.append(Msg("thorgal-ev-objective", objective=text(spec, "name")))
    return []


def _resolve_event_icon(state, e, ctx, seats, n, out):
    icon = adventure(state)["adventure_board"]["event_icons"][e["icon"]]
    return [{"t": "effects", "list": list(icon["effects"]), "ctx": ctx}]


def _if(state, e, ctx, seats, n, out):
    branch = e["then"] if conditions.holds(state, e["cond"], ctx) else e.get("else", [])
    return [{"t": "effects", "list": list(branch), "ctx": ctx}] if branch else []


def _end_game(state, e, ctx, seats, n, out):
    game_over(state, e["result"], "paragraph", ctx.get("para"))
    return []


def _modifier(state, e, ctx, seats, n, out):
    """Action-time modifiers (§0.9): collected for the action being resolved (the turn engine reads them)."""
    mods = state.setdefault("mods", {})
    if e["op"] == "extra_die":
        mods.setdefault("extra_die", []).extend([e["color"]] * e.get("n", 1))
    else:
        mods[e["op"]] = mods.get(e["op"], 0) + e.get("n", e.get("delta", 0))
    return []


def _place_on_action_card(state, e, ctx, seats, n, out):
    return []  # reserved (21 #36): meaning given by an adventure's special rules; the demo has none


OPS = {
    "gain": _gain, "pay": _pay, "threat": _threat, "discard_threat": _discard_threat, "wound": _wound,
    "heal": _heal, "xp": _xp, "refresh_skill": _refresh_skill, "draw_finding": _draw_finding,
    "draw_item": _draw_item, "choose_item": _choose_item, "replace_display": _replace_display,
    "read_paragraph": _read_paragraph, "gain_action_card": _gain_action_card,
    "gain_special_card": _gain_special_card, "place_enemy": _place_enemy, "level_up_enemy": _level,
    "level_down_enemy": _level, "place_token": _place_token, "remove_tokens": _remove_tokens,
    "set_border": _set_border, "move_hero": _move_hero, "reveal_terrain": _reveal_terrain,
    "discard_gather_tokens": _discard_gather_tokens, "override_penalty": _override_penalty, "track": _track,
    "set_flag": _set_flag, "objective_complete": _objective_complete, "resolve_event_icon": _resolve_event_icon,
    "if": _if, "end_game": _end_game, "action_value": _modifier, "extra_die": _modifier, "upgrade_die": _modifier,
    "reroll": _modifier, "critical": _modifier, "journey_level_bonus": _modifier,
    "place_on_action_card": _place_on_action_card,
}


# ---- words ---------------------------------------------------------------------------------------------------------
def hero_msg(state: dict, seat: int) -> Msg:
    """A hero's name, declined in Polish where a text asks for a case (``{ $hero-gen }``: data/declension.json)."""
    hero = HEROES[state["heroes"][seat]["id"]]
    return Msg("thorgal-hero", en=str(hero.get("name_en", "")), pl=str(hero.get("name_pl", "")),
               **HERO_CASES.get(hero["id"], {}))


def area_msg(state: dict, area: str) -> Msg:
    return text(areas(state)[area], "name")


def location_msg(state: dict, loc: str) -> Msg:
    if loc in locations(state):
        return text(locations(state)[loc], "name")
    return name_msg(state, "border", loc)


def where_msg(state: dict, target: str) -> Msg:
    """A Location or a border as a place: ``Lokacja X`` / ``Granica Y``, with ``.loc`` ``w Lokacji X`` / ``na
    Granicy Y``."""
    if target in locations(state):
        return Msg("thorgal-where-location", name=location_msg(state, target))
    return Msg("thorgal-where-border", name=location_msg(state, target))


def terrain_msg(card: str) -> Msg:
    from games.thorgal.data import TERRAIN

    return text(TERRAIN[card], "name") if card in TERRAIN else Msg("thorgal-sp-nothing")


def main_msg(kind: str, value: int | None) -> Msg:
    """An action with its value (``Wędrówka 2``), or without one (Combat)."""
    action = Msg(f"thorgal-action-{kind}")
    return action if value is None else Msg("thorgal-main", action=action, value=value)


def card_msg(card: str) -> Msg:
    """An Action card by its printed actions and values (``Ruch 1 lub Wędrówka 2``); a card of the row is named by
    its place instead (``games.thorgal.labels.card_msg``)."""
    mains = [main_msg(m["type"], m["value"]) for m in ACTION_CARDS[card]["main"]]
    return mains[0] if len(mains) == 1 else Msg("thorgal-or", a=mains[0], b=mains[1])


def res_msg(res: str, n: int = 1, case: str = "nom") -> Msg:
    """``n`` of a resource; ``case="acc"`` after a verb that governs it ("otrzymuje 1 Rudę")."""
    return Msg(f"thorgal-res-{res}", n=n, case=case)


def shape_msg(shape: str) -> Msg:
    from games.thorgal.data import SHAPES

    return text(SHAPES[shape], "name")

