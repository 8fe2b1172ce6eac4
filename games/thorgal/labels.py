"""Words for every Thorgal move and decision (never a raw id in a text a player reads): the label of a whole move
id, built from the state it is offered in. Names of data records (heroes, Locations, items, cards) come from the
data in both languages (``effects.text``); the sentences from the catalogs."""
from __future__ import annotations

from games.core.contract import Msg
from games.thorgal import combat, routes
from games.thorgal import effects as fx
from games.thorgal.atlas import location_action, location_cost, paragraph
from games.thorgal.data import ACTION_CARDS, DICE, HEROES, ITEMS, SHAPES, TERRAIN


def shape_msg(shape: str) -> Msg:
    return fx.text(SHAPES[shape], "name")


def item_msg(item: str) -> Msg:
    return fx.text(ITEMS[item], "name")


def die_msg(colour: str) -> Msg:
    return fx.text(DICE[colour], "name")


def action_card_msg(card: str) -> Msg:
    c = ACTION_CARDS[card]
    mains = [Msg("thorgal-main", action=Msg(f"thorgal-action-{m['type']}"), value=m["value"] if m["value"] is not None
                 else "") for m in c["main"]]
    return Msg("thorgal-card-full", n=c["number"], main=mains)


def resources_msg(resources: list[str] | dict, state: dict | None = None) -> Msg:
    """Resources in words; ``gossip@2`` (another hero's, TG-GEN-5) names that hero."""
    counts = resources if isinstance(resources, dict) else {r: resources.count(r) for r in dict.fromkeys(resources)}
    items = []
    for token, n in counts.items():
        if not n:
            continue
        res, _, who = token.partition("@")
        items.append(Msg("thorgal-res-of", what=fx.res_msg(res, n), hero=fx.hero_msg(state, int(who) - 1))
                     if who and state is not None else fx.res_msg(res, n))
    return Msg("thorgal-list", items=items)


def cell_msg(x: int, y: int) -> Msg:
    return Msg("thorgal-cell", column=x + 1, row=y + 1)


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


def label(state: dict, ids: tuple[str, ...]) -> Msg:
    verb = ids[0]
    f = state.get("fight") or {}
    if verb == "play":
        card = state["row"][int(ids[2]) - 1]["card"]
        src = Msg("thorgal-from-out") if ids[1] == "out" else Msg("thorgal-from-slot", n=int(ids[1]))
        main = ACTION_CARDS[card]["main"][int(ids[3][1:]) - 1 if len(ids) > 3 else 0]
        return Msg("thorgal-mv-play", card=action_card_msg(card), source=src,
                   action=Msg(f"thorgal-action-{main['type']}"))
    if verb in ("go", "skip", "stop", "roll", "done", "finish", "decline", "keep", "buy", "refresh"):
        return _paid(state, ids, Msg(f"thorgal-mv-{verb}"))
    if verb == "item" and ids[1] in ITEMS:
        return Msg("thorgal-mv-item", item=item_msg(ids[1]))
    if verb == "skill":
        seat = (state.get("act") or {}).get("seat", 0)
        return Msg("thorgal-mv-skill", skill=fx.text(HEROES[state["heroes"][seat]["id"]]["skill"], "name"))
    if verb == "move" and len(ids) > 1 and ids[1] not in ("yes", "no"):
        return move_label(state, ids)
    if verb == "move":
        return Msg(f"thorgal-mv-move-{ids[1]}")
    if verb == "tile":
        return Msg("thorgal-mv-tile", shape=shape_msg(ids[1]), cell=cell_msg(int(ids[3]), int(ids[4])))
    if verb == "gather":
        return Msg("thorgal-mv-gather", cell=cell_msg(int(ids[1]), int(ids[2])))
    if verb == "assign" and len(ids) == 2:  # nothing more: the resources there meet the cost (TG-ASG-10)
        return Msg("thorgal-mv-assign-none", location=fx.location_msg(state, ids[1]))
    if verb == "assign":
        return Msg("thorgal-mv-assign", what=resources_msg(list(ids[2:]), state),
                   location=fx.location_msg(state, ids[1]))
    if verb == "sacrifice":
        key = "thorgal-mv-sacrifice-deadly" if len(ids) > 2 else "thorgal-mv-sacrifice"
        return Msg(key, location=fx.location_msg(state, ids[1]),
                   shape=shape_msg(location_action(state, ids[1])["wound"]))
    if verb == "craft":
        return Msg("thorgal-mv-craft", items=[item_msg(state["display"][int(i) - 1]) for i in ids[1:]])
    if verb == "fight":
        strengths = state["board"]["enemies"].get(ids[1], [])
        if ids[2] == "all":
            return Msg("thorgal-mv-fight-all", location=fx.location_msg(state, ids[1]), n=len(strengths))
        return Msg("thorgal-mv-fight", location=fx.location_msg(state, ids[1]),
                   strength=Msg(f"thorgal-strength-{strengths[int(ids[2]) - 1]}"))
    if verb in ("upgrade", "reroll", "critical") and f:
        die = f["pool"][int(ids[1]) - 1]
        shape = combat.tile_shape(die) if die["face"] else None
        return Msg(f"thorgal-mv-{verb}", n=int(ids[1]), die=die_msg(die["colour"]),
                   shape=shape_msg(shape) if shape else "")
    if verb == "extra" and f:
        return Msg("thorgal-mv-extra", die=die_msg(f["offers"][int(ids[1]) - 1]))
    if verb == "place" and f:
        die = f["pool"][int(ids[1]) - 1]
        return Msg("thorgal-mv-place", n=int(ids[1]), shape=shape_msg(combat.tile_shape(die)),
                   cell=cell_msg(int(ids[3]), int(ids[4])))
    return decision_label(state, ids)


def decision_label(state: dict, ids: tuple[str, ...]) -> Msg:
    verb = ids[0]
    task = state["queue"][0] if state["queue"] else {}
    if verb == "res":
        return fx.res_msg(ids[1], task.get("n", 1))
    if verb == "xp":
        return Msg(f"thorgal-track-{ids[1]}")
    if verb == "wound":
        x, y = ord(ids[3][0]) - ord("a"), int(ids[3][1:]) - 1
        return Msg("thorgal-mv-wound", shape=shape_msg(ids[1]), cell=cell_msg(x, y))
    if verb == "heal":
        wound = state["heroes"][task["seat"]]["wounds"][int(ids[1]) - 1]
        return Msg("thorgal-mv-heal", shape=shape_msg(wound["shape"]), n=int(ids[1]))
    if verb == "hero":
        return fx.hero_msg(state, int(ids[1]))
    if verb == "thread":
        if ids[1] == "none":
            return Msg("thorgal-mv-thread-none")
        thread = paragraph(state, task["para"])["side_threads"]["AB".index(ids[1])]
        return _paid(state, ids, Msg("thorgal-mv-thread", label=fx.text(thread, "label")))
    if verb == "replace":
        return Msg("thorgal-mv-replace", old=action_card_msg(state["row"][int(ids[1])]["card"]),
                   new=action_card_msg(task["card"]))
    if verb == "enemy":
        strength = state["board"]["enemies"][ids[1]][int(ids[2])]
        return Msg("thorgal-mv-enemy", location=fx.location_msg(state, ids[1]),
                   strength=Msg(f"thorgal-strength-{strength}"))
    if verb == "type":
        return Msg("thorgal-mv-raise", what=fx.res_msg(ids[1]), cost=resources_msg(location_cost(state, task["loc"])))
    if verb == "item":
        return item_msg(state["display"][int(ids[1])])
    if verb == "card":
        return Msg("thorgal-mv-gather-card", card=fx.text(TERRAIN[state["path"]["cards"][int(ids[1])]], "name"))
    if verb == "pay" and len(ids) == 2:
        return Msg("thorgal-mv-pay", what=fx.res_msg(ids[1]))
    if verb == "pay":
        return Msg("thorgal-mv-pay-from", hero=fx.hero_msg(state, int(ids[1])), what=fx.res_msg(ids[2]))
    if verb == "discard":
        return Msg("thorgal-mv-discard", item=item_msg(state["display"][int(ids[1]) - 1]))
    if verb == "cover":
        return Msg("thorgal-mv-cover", cell=cell_msg(int(ids[1]), int(ids[2])))
    if verb == "order":
        from games.thorgal.data import ENEMY_CARDS

        return Msg("thorgal-mv-order", cards=[fx.text(ENEMY_CARDS[c], "name") for c in ids[1:]])
    if verb == "consent":
        held = state.get("held") or {}
        return Msg(f"thorgal-mv-consent-{ids[1]}", hero=fx.hero_msg(state, held.get("seat", 0)))
    return Msg("thorgal-mv-other")

