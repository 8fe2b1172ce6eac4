"""Words for every Thorgal move and decision (never a raw id in a text a player reads): the label of a whole move
id, built from the state it is offered in. Names of data records (heroes, Locations, items, cards) come from the
data in both languages (``effects.text``); the sentences from the catalogs.

One numbering everywhere: the Action Row's cards are 1-7 from the left, as the table picture numbers them and as the
move ids say (``play out 3``: under card 3); a card outside the row is named by its actions. A Journey or Combat
tile is told by its orientation (the question's picture draws them numbered) and the columns and rows it covers
(the picture numbers them); a wound by the numbered free spaces of the wound board it covers
(``games.thorgal.asks``)."""
from __future__ import annotations

from games.core.contract import Msg
from games.thorgal import asks, combat, events, journey, routes, row
from games.thorgal import effects as fx
from games.thorgal import geometry as geo
from games.thorgal.atlas import location_action, location_cost, paragraph, rule
from games.thorgal.data import ACTION_CARDS, DIE_HIERARCHY, HEROES, ITEMS, RESOURCE_CODES, TERRAIN

shape_msg = fx.shape_msg
main_msg = fx.main_msg  # an action with its value (``Wędrówka 2``), or without one (Combat)
action_card_msg = fx.card_msg  # a card outside the row, by its printed actions (``Ruch 1 lub Wędrówka 2``)


def item_msg(item: str) -> Msg:
    return fx.text(ITEMS[item], "name")


def die_msg(colour: str) -> Msg:
    """A die by its colour (``czerwona kość``; ``.acc`` ``czerwoną kość``)."""
    return Msg(f"thorgal-die-{colour}")


def colour_msg(colour: str) -> Msg:
    """A die's colour alone (``czerwona``), as the picture paints it."""
    return Msg(f"thorgal-colour-{colour}")


def card_msg(slot: int) -> Msg:
    """A card of the row by its place (0-based here, 1-7 in words, as the picture numbers them)."""
    return Msg("thorgal-card", n=slot + 1)


def source_msg(token: str) -> Msg:
    return Msg("thorgal-from-out") if token == "out" else Msg("thorgal-from-slot", n=int(token))


def play_value(state: dict, source: str, slot: int, main: int = 0) -> int | None:
    """The value the action of card ``slot`` (0-based) would have with the token from ``source`` placed under it:
    the printed value, its ``plus`` bonuses counted with the token there, the Event card's modifiers, clamped
    (TG-ROW-8/9, TG-EVT-7), as ``games.thorgal.turns`` computes it once placed."""
    parts = value_parts(state, source, slot, main)
    return None if parts is None else parts[0]


def value_parts(state: dict, source: str, slot: int, main: int = 0) -> tuple[int, list[Msg]] | None:
    """``play_value`` and why it differs from the card's printed value, in words (``1 z karty``, ``+1 za żetony
    z lewej``, ``−1 z karty Wydarzenia``, ``najmniej 1``); no words when it is the printed value."""
    card = ACTION_CARDS[state["row"][slot]["card"]]
    kind, printed = card["main"][main]["type"], card["main"][main]["value"]
    tokens = [dict(t) for t in state["tokens"]]
    src = None if source == "out" else int(source) - 1
    token = next((t for t in tokens if t["active"] and t["slot"] == src), None)
    if token is None or printed is None:
        return None
    token.update(slot=slot, active=False)
    placed = {**state, "tokens": tokens}
    first = kind == "journey" and not state.get("first_journey_done")
    event = events.value_modifier(state, kind, first)
    value = row.clamp(kind, (row.action_value(placed, slot, main) or 0) + event)
    if value is None or value == printed:
        return value, []
    why = [Msg("thorgal-why-printed", n=printed)]
    for b in card["bonuses"]:
        times = row.bonus_times(placed, slot, b) if b["kind"] == "plus" else 0
        if times:
            why.append(Msg(f"thorgal-why-{b['condition']}", n=b["n"] * times))
    if event:
        why.append(Msg("thorgal-why-event-value", sign=f"+{event}" if event > 0 else f"−{-event}"))
    unclamped = printed + sum(b["n"] * row.bonus_times(placed, slot, b) for b in card["bonuses"]
                              if b["kind"] == "plus") + event
    if value != unclamped:
        why.append(Msg("thorgal-why-lowest", n=value))
    return value, why


def played_msg(state: dict, source: str, slot: int, main: int) -> Msg:
    """The action a token placed there gives (``Ruch 2``), and why its value is not the card's printed one
    (``Ruch 2 (1 z karty, +1 za jedyny żeton)``): the picture shows the printed value."""
    kind = ACTION_CARDS[state["row"][slot]["card"]]["main"][main]["type"]
    parts = value_parts(state, source, slot, main)
    if parts is None:
        return main_msg(kind, None if ACTION_CARDS[state["row"][slot]["card"]]["main"][main]["value"] is None
                        else play_value(state, source, slot, main))
    value, why = parts
    msg = main_msg(kind, value)
    return Msg("thorgal-value-why", action=msg, why=Msg("thorgal-list", items=why)) if why else msg


def resources_msg(resources: list[str] | dict, state: dict | None = None, case: str = "nom") -> Msg:
    """Resources in words (``case``: ``acc`` after a verb such as "otrzymuje"); ``gossip@2`` (another hero's,
    TG-GEN-5) says who pays, once for all that hero pays (``1 Pogłoskę, 2 Rudy (płaci Halvar …)``); the hero's own
    come first, and a semicolon parts what different heroes pay."""
    counts = resources if isinstance(resources, dict) else {r: resources.count(r) for r in dict.fromkeys(resources)}
    groups: dict[str, list[Msg]] = {}
    for token, n in counts.items():
        if not n:
            continue
        res, _, who = token.partition("@")
        groups.setdefault(who if state is not None else "", []).append(fx.res_msg(res, n, case))
    own_first = sorted(groups.items(), key=lambda g: g[0] != "")
    parts = [Msg("thorgal-res-of", what=and_msg(items), hero=fx.hero_msg(state, int(who) - 1))
             if who else and_msg(items) for who, items in own_first]
    if not parts:
        return Msg("thorgal-list", items=[])
    out = parts[0]
    for part in parts[1:]:
        out = Msg("thorgal-groups", a=out, b=part)
    return out


def and_msg(items: list[Msg]) -> Msg:
    """Amounts as a rulebook lists them: "1 Magię", "1 Magię i 1 Pogłoskę", "2 Rudy, 1 Magię i 1 Los"."""
    if len(items) < 2:
        return Msg("thorgal-list", items=items)
    return Msg("thorgal-list-and", head=items[:-1], last=items[-1])


def cell_msg(x: int, y: int) -> Msg:
    return Msg("thorgal-cell", column=x + 1, row=y + 1)


def placed_msg(cells) -> tuple[Msg, Msg]:
    """The columns and the rows a tile covers (``kolumny 5–6``, ``wiersz 2``)."""
    return asks.span_msg("col", [x for x, _ in cells]), asks.span_msg("row", [y for _, y in cells])


def tile_msg(key: str, shape: str, orientation: str, ax: str, ay: str, **extra) -> Msg:
    """A tile placement: its shape, its orientation (when the shape has more than one) and what it covers."""
    k = int(orientation[1:])
    cells = [(x + int(ax) - 1, y + int(ay) - 1) for x, y in geo.orientations(shape)[k - 1]]
    cols, rows = placed_msg(cells)
    one = asks.orientation_count(shape) == 1
    return Msg(key + ("-one" if one else ""), shape=shape_msg(shape), o=k, cols=cols, rows=rows, **extra)


def space_msg(effects: list[dict]) -> Msg:
    """What a covered space gives, in words (``Znalezisko``, ``Rana: domino``...), from its effects."""
    parts = []
    for e in effects:
        op = e["op"]
        if op == "gain":
            res = e["res"]
            parts.append(Msg("thorgal-sp-area") if res == "area" else Msg("thorgal-sp-any") if res == "any" else
                         Msg("thorgal-or", a=fx.res_msg(res[0], e.get("n", 1)), b=fx.res_msg(res[1], e.get("n", 1)))
                         if isinstance(res, list) else fx.res_msg(res, e.get("n", 1)))
        elif op == "wound":
            parts.append(Msg("thorgal-sp-wound", shape=shape_msg(e["shape"])) if e.get("shape") else
                         Msg("thorgal-sp-wound-die", die=die_msg(e["die"])) if e.get("die") else
                         Msg("thorgal-sp-wound-any"))
        elif op in ("draw_finding", "xp", "heal", "threat"):
            parts.append(Msg(f"thorgal-sp-{op}"))
    return Msg("thorgal-list", items=parts) if parts else Msg("thorgal-sp-nothing")


def gather_msg(state: dict, x: int, y: int) -> Msg:
    """A Gather: what the space gives (the action's value of its type, TG-GAT-3) and where it is."""
    icon, penalty = journey.parse_code(journey.code_at(state, (x, y)))
    n = max(0, (state.get("act") or {}).get("value") or 0)
    if icon == "A":
        what = Msg("thorgal-res-area", n=n)
    elif "/" in icon:
        a, b = (RESOURCE_CODES[p] for p in icon.split("/"))
        what = Msg("thorgal-or", a=fx.res_msg(a, n, "acc"), b=fx.res_msg(b, n, "acc"))
    else:
        what = fx.res_msg(RESOURCE_CODES[icon], n, "acc")
    if penalty:  # what the penalty does, said before it is chosen (the Terrain card's own, TG-GAT-4)
        effects = journey.penalty_effects(state, journey.card_at(state, (x, y)), penalty)
        return Msg("thorgal-mv-gather-penalty", what=what, column=x + 1, row=y + 1, penalty=space_msg(effects))
    return Msg("thorgal-mv-gather", what=what, column=x + 1, row=y + 1)


def _paid(state: dict, ids: tuple[str, ...], msg: Msg) -> Msg:
    """A move paid by another hero (``@k``, TG-GEN-5) says who pays."""
    payer = next((t for t in ids[1:] if t.startswith("@")), None)
    return Msg("thorgal-mv-paid-by", move=msg, hero=fx.hero_msg(state, int(payer[1:]) - 1)) if payer else msg


def move_label(state: dict, ids: tuple[str, ...]) -> Msg:
    """A Move: where to, which way when several ways differ (``games.thorgal.routes``), and the toll of its blue
    borders with who pays it (TG-MOV-7, TG-GEN-5)."""
    msg, route = routes.describe(state, ids)
    cost = routes.toll(state, route) if route is not None else {}
    if not cost:
        return _paid(state, ids, msg)
    payer = next((t for t in ids[2:] if t.startswith("@")), None)
    if payer:
        return Msg("thorgal-mv-toll-by", move=msg, what=resources_msg(cost),
                   hero=fx.hero_msg(state, int(payer[1:]) - 1))
    return Msg("thorgal-mv-toll", move=msg, what=resources_msg(cost))


def skill_msg(state: dict, seat: int) -> Msg:
    return fx.text(HEROES[state["heroes"][seat]["id"]]["skill"], "name")


def label(state: dict, ids: tuple[str, ...]) -> Msg:
    verb = ids[0]
    f = state.get("fight") or {}
    if verb == "play":
        slot, main = int(ids[2]) - 1, int(ids[3][1:]) - 1 if len(ids) > 3 else 0
        return Msg("thorgal-mv-play", action=played_msg(state, ids[1], slot, main), source=source_msg(ids[1]),
                   n=slot + 1)
    if verb == "refresh":
        cost = HEROES[state["heroes"][row.turn_seat(state)]["id"]]["skill"]["refresh_cost"]
        return _paid(state, ids, Msg("thorgal-mv-refresh", cost=resources_msg(cost, case="acc")))
    if verb in ("go", "skip", "stop", "roll", "done", "finish", "decline", "keep"):
        return _paid(state, ids, Msg(f"thorgal-mv-{verb}"))
    if verb == "buy" and f:
        cost = (rule(state, "mystic") or {}).get("mystic", {}).get("pre_roll_purchase", {}).get("cost", {})
        return _paid(state, ids, Msg("thorgal-mv-buy", cost=resources_msg(cost, case="acc")))
    if verb == "item" and ids[1] in ITEMS:
        return Msg("thorgal-mv-item", item=item_msg(ids[1]))
    if verb == "skill":  # offered to the hero whose turn it is (TG-SKL-2), whatever the stage
        return Msg("thorgal-mv-skill", skill=skill_msg(state, row.turn_seat(state)))
    if verb == "move" and len(ids) > 1 and ids[1] not in ("yes", "no"):
        return move_label(state, ids)
    if verb == "move":
        return Msg(f"thorgal-mv-move-{ids[1]}")
    if verb == "tile":
        return tile_msg("thorgal-mv-tile", *ids[1:5])
    if verb == "gather":
        return gather_msg(state, int(ids[1]) - 1, int(ids[2]) - 1)
    if verb == "assign" and len(ids) == 2:  # nothing more: the resources there meet the cost (TG-ASG-10)
        return Msg("thorgal-mv-assign-none", location=fx.location_msg(state, ids[1]))
    if verb == "assign":
        return Msg("thorgal-mv-assign", what=resources_msg(list(ids[2:]), state, "acc"),
                   location=fx.location_msg(state, ids[1]))
    if verb == "sacrifice":
        key = "thorgal-mv-sacrifice-deadly" if len(ids) > 2 else "thorgal-mv-sacrifice"
        return Msg(key, location=fx.location_msg(state, ids[1]), n=(state.get("act") or {}).get("value") or 1,
                   shape=shape_msg(location_action(state, ids[1])["wound"]))
    if verb == "craft":
        return Msg("thorgal-mv-craft", items=[item_msg(state["display"][int(i) - 1]) for i in ids[1:]])
    if verb == "fight":
        strengths = state["board"]["enemies"].get(ids[1], [])
        if ids[2] == "all":
            return Msg("thorgal-mv-fight-all", location=fx.location_msg(state, ids[1]), n=len(strengths))
        return Msg("thorgal-mv-fight", location=fx.location_msg(state, ids[1]),
                   strength=Msg(f"thorgal-strength-{strengths[int(ids[2]) - 1]}"))
    if verb in ("upgrade", "reroll", "critical", "place") and f:
        return _die_label(f, ids)
    if verb == "extra" and f:
        return Msg("thorgal-mv-extra", die=die_msg(f["offers"][int(ids[1]) - 1]))
    return decision_label(state, ids)


def _die_label(f: dict, ids: tuple[str, ...]) -> Msg:
    verb, n = ids[0], int(ids[1])
    die = f["pool"][n - 1]
    if verb == "upgrade":
        up = DIE_HIERARCHY[min(DIE_HIERARCHY.index(die["colour"]) + 1, len(DIE_HIERARCHY) - 1)]
        return Msg("thorgal-mv-upgrade", n=n, die=colour_msg(die["colour"]), to=colour_msg(up))
    if verb == "reroll":
        return Msg("thorgal-mv-reroll", n=n, die=colour_msg(die["colour"]), shape=shape_msg(combat.tile_shape(die)))
    if verb == "critical":
        return Msg("thorgal-mv-critical", n=n, shape=shape_msg(combat.face(die)["critical"]),
                   was=shape_msg(combat.tile_shape(die)))
    return tile_msg("thorgal-mv-place", combat.tile_shape(die), *ids[2:5], n=n, die=die_msg(die["colour"]))


def decision_label(state: dict, ids: tuple[str, ...]) -> Msg:
    verb = ids[0]
    task = state["queue"][0] if state["queue"] else {}
    if verb == "res":
        return fx.res_msg(ids[1], task.get("n", 1))
    if verb == "xp":
        return Msg(f"thorgal-track-{ids[1]}")
    if verb == "wound":
        hero = state["heroes"][task["seat"]]
        numbers = asks.wound_numbers(hero)
        cells = asks.wound_cells(hero, *ids[1:4])
        return Msg("thorgal-mv-wound", shape=shape_msg(ids[1]), spaces=asks.spaces_msg([numbers.get(c, 0)
                                                                                        for c in cells]))
    if verb == "heal":
        wound = state["heroes"][task["seat"]]["wounds"][int(ids[1]) - 1]
        return Msg("thorgal-mv-heal", shape=shape_msg(wound["shape"]), n=int(ids[1]))
    if verb == "hero":
        return fx.hero_msg(state, int(ids[1]) - 1)
    if verb == "thread":
        if ids[1] == "none":
            return Msg("thorgal-mv-thread-none")
        thread = paragraph(state, task["para"])["side_threads"]["AB".index(ids[1])]
        return _paid(state, ids, Msg("thorgal-mv-thread", label=fx.text(thread, "label", strip=".")))
    if verb == "replace":
        return Msg("thorgal-mv-replace", n=int(ids[1]), old=action_card_msg(state["row"][int(ids[1]) - 1]["card"]))
    if verb == "enemy":
        strength = state["board"]["enemies"][ids[1]][int(ids[2]) - 1]
        return Msg("thorgal-mv-enemy", location=fx.location_msg(state, ids[1]),
                   strength=Msg(f"thorgal-strength-{strength}"))
    if verb == "type":
        cost = dict(location_cost(state, task["loc"]))
        cost[ids[1]] = cost.get(ids[1], 0) + 1
        return Msg("thorgal-mv-raise", what=fx.res_msg(ids[1]), cost=resources_msg(cost))
    if verb == "item":
        return item_msg(state["display"][int(ids[1]) - 1])
    if verb == "card":
        i = int(ids[1]) - 1
        n = sum(1 for x, _ in state["path"]["gather"] if x // 4 == i)
        return Msg("thorgal-mv-gather-card", card=fx.text(TERRAIN[state["path"]["cards"][i]], "name"), n=n)
    if verb == "pay" and len(ids) == 2:
        return Msg("thorgal-mv-pay", what=fx.res_msg(ids[1], 1, "acc"))
    if verb == "pay":
        return Msg("thorgal-mv-pay-from", hero=fx.hero_msg(state, int(ids[1]) - 1), what=fx.res_msg(ids[2], 1, "acc"))
    if verb == "discard":
        return Msg("thorgal-mv-discard", item=item_msg(state["display"][int(ids[1]) - 1]))
    if verb == "cover":
        cell = [int(ids[1]) - 1, int(ids[2]) - 1]
        effects = next((eff for c, eff in task.get("spaces", []) if c == cell), [])
        return Msg("thorgal-mv-cover", what=space_msg(effects), cell=cell_msg(*cell))
    if verb == "order":
        from games.thorgal.data import ENEMY_CARDS

        return Msg("thorgal-mv-order", cards=[fx.text(ENEMY_CARDS[c], "name") for c in ids[1:]])
    if verb == "consent":
        held = state.get("held") or {}
        return Msg(f"thorgal-mv-consent-{ids[1]}", hero=fx.hero_msg(state, held.get("seat", 0)))
    return Msg("thorgal-mv-other")


# ---- the log line of an answer ------------------------------------------------------------------------------------
def answer_line(state: dict, task: dict, ids: tuple[str, ...]) -> Msg:
    """What an answer did, as a sentence of the log, for an answer that leaves no other line (a chosen hero with
    nothing to heal, a payment, a discarded Display card...): never the menu's words. Built before it is applied."""
    t, verb = task["t"], ids[0]
    hero = fx.hero_msg(state, task["seat"]) if task.get("seat") is not None else ""
    if t == "choose_hero":
        if int(ids[1]) - 1 == task["seat"]:
            return Msg("thorgal-ev-chose-self", hero=hero)
        return Msg("thorgal-ev-chose-hero", hero=hero, chosen=fx.hero_msg(state, int(ids[1]) - 1))
    if t == "thread":
        return Msg("thorgal-ev-thread-none", hero=hero)
    if t == "raise_type":
        return Msg("thorgal-ev-raised", location=fx.location_msg(state, task["loc"]), what=fx.res_msg(ids[1], 1, "acc"))
    if t == "move_opt":
        return Msg("thorgal-ev-stay", hero=hero, area=fx.area_msg(state, task["area"]))
    if t == "choose_item":
        return Msg("thorgal-ev-item", hero=hero, item=item_msg(state["display"][int(ids[1]) - 1]))
    if t == "gather_card":
        return Msg("thorgal-ev-gather-card", card=fx.terrain_msg(state["path"]["cards"][int(ids[1]) - 1]))
    if t == "linked_order":
        from games.thorgal.data import ENEMY_CARDS

        return Msg("thorgal-ev-order", cards=[fx.text(ENEMY_CARDS[c], "name") for c in ids[1:]])
    if t == "cover":
        cell = [int(ids[1]) - 1, int(ids[2]) - 1]
        effects = next((eff for c, eff in task.get("spaces", []) if c == cell), [])
        return Msg("thorgal-ev-cover", hero=hero, what=space_msg(effects))
    if t == "craft_discard":
        if verb == "keep":
            return Msg("thorgal-ev-keep", hero=hero)
        return Msg("thorgal-ev-discard", hero=hero, item=item_msg(state["display"][int(ids[1]) - 1]))
    if t == "pay_unit":
        return Msg("thorgal-ev-pay", hero=hero, what=fx.res_msg(ids[1], 1, "acc"))
    if t == "group_pay":
        return Msg("thorgal-ev-pay", hero=fx.hero_msg(state, int(ids[1]) - 1), what=fx.res_msg(ids[2], 1, "acc"))
    if t == "enemy":  # a level that cannot change (down from Minor) leaves only this line
        return Msg("thorgal-ev-enemy-same", location=fx.location_msg(state, ids[1]),
                   strength=Msg(f"thorgal-strength-{state['board']['enemies'][ids[1]][int(ids[2]) - 1]}"))
    return Msg("thorgal-ev-decided", hero=hero, what=decision_label(state, ids))
