"""Every legal move of Simurgh with a label (SIM-17.2), and the option lists the moves index (``o<k>``, ``r<k>``).

``legal_moves`` is what the chat pickers, the console's random player and the tests enumerate, so it offers
exactly the moves ``turns.play`` accepts. Options are listed in a fixed order (the data's), so an index is stable
for a given state.
"""
from __future__ import annotations

from functools import cache
from itertools import combinations

from games.core.contract import Move, Msg
from games.simurgh import board as bd
from games.simurgh import dragons as dg
from games.simurgh import effects, resolve
from games.simurgh.bundles import can_gain, can_pay, concrete, data_choices
from games.simurgh.data import CITY_SPACES, SCOUTS_SLOTS, SPACES, TILES, VASSAL_TYPES, WILDS_SLOTS, kind_of
from games.simurgh.drafts import DRAFT_ACTION, DRAGON_CHOICE
from games.simurgh.labels import (
    and_msg,
    at_msg,
    bundle_msg,
    dragon_msg,
    exchange_msg,
    from_msg,
    objective_msg,
    slot_msg,
    tile_msg,
    vassal_msg,
)
from games.simurgh.setup import DRAFT_POWER, GAME_OVER


def space_options(state: dict, seat: int, vassal: str, space: str, reward: dict | None = None) -> list[tuple]:
    return effects.space_options(state, seat, vassal, space, reward)


def slot_rewards(slot: str) -> tuple[dict, ...]:
    """SIM-9.2: the fixed choices of a Wilds slot's reward."""
    return data_choices(WILDS_SLOTS[slot]["reward"])


def tile_spaces(tile: str) -> list[str]:
    """The spaces a vassal may enter when the tile is laid: every space, or level 1 of an exploration tile."""
    t = TILES[tile]
    return [t["levels"][0]["id"]] if t["type"] == "exploration" else [s["id"] for s in t["spaces"]]


def _laid(state: dict, seat: int, tile: str, slot: str) -> dict:
    """A light copy of ``state`` with ``tile`` laid on ``slot`` (the slot cleared first if it holds a tile, SIM-9.3
    step 1): what the placement on it is checked against (SIM-9.4)."""
    work = dict(state)
    s = state["seats"][seat]
    me = dict(s, resources=dict(s["resources"]), vassals={v: dict(x) for v, x in s["vassals"].items()})
    work["seats"] = list(state["seats"])
    work["seats"][seat] = me
    wilds = dict(state["board"]["wilds"])
    old = wilds[slot]
    if old is not None:
        me["resources"]["weapon"] -= 1
        for owner, v in bd.on_tile(old):
            if owner == seat:
                me["vassals"][v]["supply"] += 1
    wilds[slot] = {"tile": tile, "vassals": {}, "blocked": False}
    work["board"] = dict(state["board"], wilds=wilds)
    return work


@cache
def lay_places(tile: str) -> tuple[tuple[str, str], ...]:
    """The (space, vassal type) pairs a vassal from the supply may enter on ``tile`` just laid: the tile is empty,
    so only each space's own limits apply (SIM-4.1 Dragonriders only, SIM-10.3 an exploration tile's level 1), the
    same verdicts as ``board.can_place`` on the laid tile (tested), found once per tile."""
    return tuple((space, v) for space in tile_spaces(tile) for v in VASSAL_TYPES
                 if SPACES[space]["vassal"] != "dragonrider" or v == "dragonrider")


def lay_space_options(state: dict, seat: int, tile: str, slot: str, reward: dict, vassal: str,
                      space: str) -> list[tuple]:
    """SIM-9.4: the ways to use ``space`` of the newly laid tile, the slot's reward counted."""
    work = _laid(state, seat, tile, slot)
    if bd.placement_error(work, seat, vassal, space) is not None:
        return []
    return space_options(work, seat, vassal, space, reward)


def lay_slots(state: dict, seat: int) -> list[str]:
    """SIM-9.3/9.5/9.6: the empty open slots; when none is empty, the slots whose (non-exploration) tile a weapon may
    clear."""
    wilds = state["board"]["wilds"]
    opened = bd.open_slots(state)
    empty = [s for s in opened if wilds[s] is None]
    if empty:
        return empty
    if state["seats"][seat]["resources"].get("weapon", 0) < 1:
        return []
    return [s for s in opened if not wilds[s]["blocked"] and kind_of(wilds[s]["tile"]) != "exploration"]


def own_spaces(state: dict, seat: int) -> list[str]:
    """One entry per vassal of ``seat`` on the board (a space twice for two vassals there), sorted."""
    out = []
    for space, occs in state["board"]["city"].items():
        out += [space] * sum(1 for s, _ in occs if s == seat)
    for entry in state["board"]["wilds"].values():
        if entry and not entry["blocked"]:
            for space, occs in entry["vassals"].items():
                out += [space] * sum(1 for s, _ in occs if s == seat)
    return sorted(out)


def move_costs(state: dict, seat: int, tile: str) -> list[dict]:
    """SIM-10.5: the ways the seat can pay the tile's move cost now."""
    return [p for p in data_choices(TILES[tile]["move_cost"]) if can_pay(state["seats"][seat], p)]


def ability_options(state: dict, seat: int, d: int, slot: int) -> list[tuple]:
    """SIM-11.5/11.7/11.9: the (target, payment, gain) choices of an ability the seat may use as a free action;
    ``target`` is a display slot (``scouts_take_faceup``), None otherwise."""
    s = state["seats"][seat]
    dragon = s["dragons"][d]
    a = dg.ability(dragon, slot)
    if not dragon["markers"][slot]:
        return []
    after = dict(s, dragons=[dict(x, markers=list(x["markers"])) for x in s["dragons"]])
    after["dragons"][d]["markers"][slot] = False  # its own marker goes first
    if a["kind"] == "instant":
        effect = a["effect"]
        return [(None, p, g) for p in data_choices(effect.get("pay")) if can_pay(after, p)
                for g in data_choices(effect.get("gain")) if can_gain(after, g)]
    pays = [p for p in data_choices(a.get("pay")) if can_pay(after, p)]
    if a["kind"] == "scouts_take_faceup":
        return [(target, p, {}) for target, tile in state["board"]["display"].items() if tile for p in pays]
    if a["kind"] == "scouts_take_facedown" and state["stacks"]["action"]:
        return [(None, p, {}) for p in pays]
    return []


# ---- the moves ---------------------------------------------------------------------------------------------------
def _indexed(head: tuple[str, ...], options: list, prefix: str) -> list[tuple[tuple[str, ...], object]]:
    if len(options) == 1:
        return [(head, options[0])]
    return [(head + (f"{prefix}{k + 1}",), o) for k, o in enumerate(options)]


#: the label of a move listed for the computer, which reads ids only (``Rules.move_ids``): the words of hundreds of
#: lays cost more than finding them
NO_LABEL = Msg("simurgh-mv-generic")


def _placements(state: dict, seat: int, labelled: bool = True) -> list[Move]:
    s = state["seats"][seat]
    spaces = list(CITY_SPACES)
    for entry in state["board"]["wilds"].values():
        if entry and not entry["blocked"]:
            spaces += tile_spaces(entry["tile"])
    out = []
    for space in spaces:
        for v in VASSAL_TYPES:
            if s["vassals"][v]["supply"] < 1 or not bd.can_place(state, seat, v, space):
                continue
            for ids, (p, g) in _indexed(("place", space, v), space_options(state, seat, v, space), "o"):
                out.append(Move(" ".join(ids), Msg("simurgh-mv-place", vassal=vassal_msg(v), space=at_msg(space),
                                                   what=exchange_msg(p, g)) if labelled else NO_LABEL))
    return out


def _lays(state: dict, seat: int, labelled: bool = True) -> list[Move]:
    if state["turn"]["laid"]:
        return []
    s = state["seats"][seat]
    out = []
    slots = lay_slots(state, seat)
    for tile in dict.fromkeys(s["hand"]):
        for slot in slots:
            work = _laid(state, seat, tile, slot)  # what every placement on the laid tile is checked against
            supply = work["seats"][seat]["vassals"]
            allowed = [(space, v) for space, v in lay_places(tile) if supply[v]["supply"] > 0]
            for head, reward in _indexed(("lay", tile, slot), slot_rewards(slot), "r"):
                rewarded = effects.with_gain(work["seats"][seat], reward) if reward else work["seats"][seat]
                for space, v in allowed:
                    options = effects.options_for(work, rewarded, v, space)
                    for ids, (p, g) in _indexed(head + (space, v), options, "o"):
                        out.append(Move(" ".join(ids), Msg("simurgh-mv-lay", tile=tile_msg(tile),
                                                           slot=slot_msg(slot),
                                                           reward=bundle_msg(reward), vassal=vassal_msg(v),
                                                           space=at_msg(space), what=exchange_msg(p, g))
                                        if labelled else NO_LABEL))
    return out


def _withdrawals(state: dict, seat: int, labelled: bool = True) -> list[Move]:
    mine = own_spaces(state, seat)
    if not mine:
        return []
    out = [Move("withdraw all", Msg("simurgh-mv-withdraw-all", count=len(mine)))] if len(mine) > 1 else []
    seen = set()
    for k in range(1, len(mine) + 1):
        for combo in combinations(mine, k):
            if combo in seen or (k == len(mine) and k > 1):
                continue  # the whole set is "withdraw all"
            seen.add(combo)
            out.append(Move(" ".join(("withdraw",) + combo), Msg("simurgh-mv-withdraw", spaces=and_msg(
                [from_msg(x) for x in combo])) if labelled else NO_LABEL))
    return out


def _explorations(state: dict, seat: int, labelled: bool = True) -> list[Move]:
    if state["turn"]["explored"]:
        return []
    out = []
    for entry in state["board"]["wilds"].values():
        if not entry or entry["blocked"] or kind_of(entry["tile"]) != "exploration":
            continue
        tile = entry["tile"]
        if bd.explore_error(state, seat, tile) is not None:
            continue
        level = bd.rider_level(state, seat, tile) + 1
        for ids, p in _indexed(("explore", tile), move_costs(state, seat, tile), "o"):
            out.append(Move(" ".join(ids), Msg("simurgh-mv-explore", tile=tile_msg(tile), level=level,
                                               pay=bundle_msg(p),
                                               what=bundle_msg(TILES[tile]["levels"][level - 1]["gain"]))
                            if labelled else NO_LABEL))
    return out


def _abilities(state: dict, seat: int, labelled: bool = True) -> list[Move]:
    s = state["seats"][seat]
    out = []
    for d, dragon in enumerate(s["dragons"]):
        for slot in range(3):
            choices = ability_options(state, seat, d, slot)
            if not choices:
                continue
            head = ("ability", dragon["id"], str(slot + 1))
            kind = dg.ability(dragon, slot)["kind"]
            if kind == "scouts_take_faceup":
                listed = [(head + (target,), (target, p, g)) for target, p, g in choices]
            else:
                listed = _indexed(head, choices, "o")
            for ids, (target, p, g) in listed:
                if not labelled:
                    out.append(Move(" ".join(ids), NO_LABEL))
                    continue
                what = Msg("simurgh-take-display", slot=slot_msg(target),
                           tile=tile_msg(state["board"]["display"][target])) \
                    if target else (Msg("simurgh-take-blind") if kind == "scouts_take_facedown" else bundle_msg(g))
                out.append(Move(" ".join(ids), Msg("simurgh-mv-ability", dragon=dragon_msg(dragon["id"]),
                                                   slot=slot + 1, what=Msg("simurgh-exchange", pay=bundle_msg(p),
                                                                           gain=what) if p else what)))
    return out


def turn_moves(state: dict, seat: int, labelled: bool = True) -> list[Move]:
    """The moves of a turn with no decision pending: the main action (until done), the free actions, ``end``
    (``labelled=False``: with ids only, for the computer)."""
    t = state["turn"]
    out = []
    if t["main"] is None:
        out += (_placements(state, seat, labelled) + _lays(state, seat, labelled)
                + _withdrawals(state, seat, labelled))
    out += _explorations(state, seat, labelled) + _abilities(state, seat, labelled)
    if t["main"] is not None:
        out.append(Move("end", Msg("simurgh-mv-end")))
    return out


def answer_label(state: dict, task: dict, ids: tuple[str, ...]) -> Msg:
    """The words of an answer to a pending decision."""
    verb = ids[0]
    if verb == "decline":
        return Msg("simurgh-mv-decline")
    if verb == "unmark":
        return Msg("simurgh-mv-unmark", dragon=dragon_msg(ids[1]), slot=int(ids[2]))
    if verb == "spend":
        return Msg("simurgh-mv-spend", space=at_msg(ids[1]))
    if verb == "marker":
        return Msg("simurgh-mv-marker", dragon=dragon_msg(ids[1]))
    if verb in ("trigger", "extra"):
        return Msg("simurgh-mv-use", dragon=dragon_msg(ids[1]), slot=int(ids[2]))
    if verb == "keep":
        return Msg("simurgh-mv-keep", dragon=dragon_msg(ids[1]))
    if verb == "return" and ids[2] in ("top", "bottom"):
        name = dragon_msg(ids[1]) if ids[1].startswith("D") else objective_msg(ids[1])
        return Msg(f"simurgh-mv-return-{ids[2]}", tile=name)
    if verb == "return":
        return Msg("simurgh-mv-return-res", what=bundle_msg({"resources": {ids[1]: int(ids[2])}}))
    if verb == "take":
        if ids[1] == "blind":
            return Msg("simurgh-take-blind")
        slot = SCOUTS_SLOTS[ids[1]]
        if not slot["power"] and not concrete(slot["cost"])[0]:
            return Msg("simurgh-mv-take-free", slot=slot_msg(ids[1]), tile=tile_msg(state["board"]["display"][ids[1]]))
        return Msg("simurgh-mv-take", slot=slot_msg(ids[1]), tile=tile_msg(state["board"]["display"][ids[1]]),
                   pay=bundle_msg(concrete(slot["cost"])[0]), n=slot["power"])
    if verb == "objective":
        if ids[1] == "none":
            return Msg("simurgh-mv-objective-none")
        return Msg("simurgh-mv-objective-swap" if len(ids) > 3 else "simurgh-mv-objective",
                   objective=objective_msg(ids[1]), slot=slot_msg(ids[2]))
    if verb == "discard":
        return Msg(f"simurgh-mv-discard-{ids[2]}", tile=tile_msg(ids[1]))
    return Msg("simurgh-mv-generic")


def legal_moves(state: dict, seat: int, labelled: bool = True) -> list[Move]:
    phase = state["phase"]
    if phase == GAME_OVER:
        return []
    d = state["draft"]
    if phase == DRAFT_POWER:
        return [] if d["seat"] != seat else [Move(f"power {t}", Msg("simurgh-mv-power", tile=tile_msg(t)))
                                             for t in dict.fromkeys(d["offer"])]
    if phase == DRAFT_ACTION:
        return [] if d["seat"] != seat else [Move(f"draft {t}", Msg("simurgh-mv-draft", tile=tile_msg(t)))
                                             for t in dict.fromkeys(d["offer"])]
    if phase == DRAGON_CHOICE:
        offer = d["offers"][seat]
        out = []
        for keep in offer:
            others = [x for x in offer if x != keep]
            for wheres in _top_bottom(len(others)):
                out.append(Move(" ".join(("dragon", keep) + wheres), Msg(
                    "simurgh-mv-dragon", dragon=dragon_msg(keep),
                    returns=[Msg(f"simurgh-mv-return-{w}", tile=dragon_msg(o)) for o, w in zip(others, wheres,
                                                                                                strict=True)])))
        return out
    if seat != state["active"]:
        return []
    task = resolve.pending(state)
    if task is not None:
        return [Move(" ".join(ids), answer_label(state, task, ids) if labelled else NO_LABEL)
                for ids in resolve.answers(state, task)]
    return turn_moves(state, seat, labelled)


def _top_bottom(n: int) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = [()]
    for _ in range(n):
        out = [x + (w,) for x in out for w in ("top", "bottom")]
    return out
