"""The spirit steps of a Zamek Smoków turn (RULES.md 9): activating a spirit card (``spirit <id> <payment>``) and the
steps of the paid power (``group``, ``change``, ``destroy``, ``flip``, ``move``, ``done``, and Faith's ``build``).
Each validates in full with ``step_checks``, then changes the state like every step (``steps``).
"""
from __future__ import annotations

from games.core.contract import Msg, P
from games.core.errors import GameError
from games.dragon_castle import castle as cs
from games.dragon_castle.data import MODIFIERS, TYPE_IDS, extra_vp, is_faction, number, set_vp, shrine_cap, ttype
from games.dragon_castle.realm import RIDX, group_as, number_groups, type_groups
from games.dragon_castle.step_changes import consolidate, log_event, take_from_castle, touch_realm
from games.dragon_castle.step_checks import (
    POOL,
    castle_error,
    dest_error,
    faith_cells,
    realm_index,
    require,
    spirit_error,
    spirit_msg,
    syntax_error,
    tile_msg,
    wind_targets,
)


def faith_build(state: dict, seat: int, args: list[str]) -> bool:
    """DC-9.14: the Spirit of Faith's extra shrine on a top tile consolidated this turn (``build <cell>`` while its
    power is pending: ``steps.step_build`` hands the step here)."""
    if len(args) != 1:
        raise syntax_error(["build", *args], "DC-9.14")
    i = realm_index(args[0], "DC-9.14")
    realm, t = state["realms"][seat], state["turn"]
    if i not in faith_cells(realm, t):
        raise GameError("dragon_castle-err-faith-cell", rule="DC-9.14", cell=args[0])
    realm[i]["shrine"] = True
    state["pools"][seat] -= 1
    t["power"] = None
    touch_realm(t, [i])
    log_event(state, "faith", player=P(seat), cell=args[0])
    return False


def step_spirit(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-9.2-DC-9.5: activate a spirit card: pay (a face-up realm tile or a pool shrine), then its power."""
    require(stg, ("start", "choose", "end"), ("dragon_castle-err-spirit-timing", "DC-9.5"))
    if len(args) != 2:
        raise syntax_error(["spirit", *args], "DC-9.2")
    sid, pay = args
    err = spirit_error(state, seat, sid, pay, stg)
    if err:
        raise err
    realm, t = state["realms"][seat], state["turn"]
    if pay == POOL:
        state["pools"][seat] -= 1
        state["supply"] += 1  # G29
        pay_msg = Msg("dragon_castle-pay-pool")
    else:
        i = RIDX[pay]
        tile = realm[i]["tiles"].pop()
        realm[i]["up"] = False
        state["discard"].append(tile)
        touch_realm(t, [i])
        pay_msg = Msg("dragon_castle-pay-tile", tile=tile_msg(tile), cell=pay)
    t["used"].append(sid)
    if sid in MODIFIERS:
        t["modifiers"].append(sid)
        if sid == "elegance":
            t["elegance"] = "pending"
    else:
        t["power"] = {"id": sid, "moved": [], "flipped": None}
    log_event(state, "spirit", player=P(seat), spirit=spirit_msg(sid), pay=pay_msg)
    return False


def _power(state: dict, stg: str, verb: str, ids: tuple[str, ...]) -> dict:
    require(stg, ("power",), ("dragon_castle-err-no-power", "DC-9.4"))
    power = state["turn"]["power"]
    if power["id"] not in ids:
        raise GameError("dragon_castle-err-power-step", rule="DC-9.4", spirit=spirit_msg(power["id"]), step=verb)
    return power


def step_group(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-9.8 Beauty (same-number faction group of 4+, +1 VP, 2 shrines); DC-9.17 Cunning (a set of exactly 3)."""
    power = _power(state, stg, "group", ("beauty", "cunning"))
    if len(args) != 1:
        raise syntax_error(["group", *args], "DC-9.8")
    realm = state["realms"][seat]
    if power["id"] == "beauty":
        i = realm_index(args[0], "DC-9.8")
        group = next((g for g in number_groups(realm) if i in g and len(g) >= 4), None)
        if group is None:
            raise GameError("dragon_castle-err-no-group", rule="DC-9.8", cell=args[0])
        state["turn"]["power"] = None
        consolidate(state, seat, group, None, set_vp(len(group)) + 1, 2, "spirits", "beauty",
                    number=number(realm[i]["tiles"][-1]))
        return False
    i = realm_index(args[0], "DC-9.17")
    group = next((g for g in type_groups(realm) if i in g and len(g) == 3), None)
    if group is None:
        raise GameError("dragon_castle-err-no-group", rule="DC-9.17", cell=args[0])
    ty = ttype(realm[i]["tiles"][-1])
    state["turn"]["power"] = None
    consolidate(state, seat, group, ty, 2 + extra_vp(ty), shrine_cap(ty), "spirits", "cunning")
    return False


def step_change(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-9.13 (G18): a face-up special tile counts as another type for one consolidation of 4+."""
    _power(state, stg, "change", ("change",))
    if len(args) != 2:
        raise syntax_error(["change", *args], "DC-9.13")
    i = realm_index(args[0], "DC-9.13")
    ty = args[1]
    if ty not in TYPE_IDS:
        raise GameError("dragon_castle-err-type", rule="DC-9.13", type=ty[:12], types=", ".join(TYPE_IDS))
    realm = state["realms"][seat]
    sp = realm[i]
    if not sp["up"] or is_faction(sp["tiles"][-1]):
        raise GameError("dragon_castle-err-change-special", rule="DC-9.13", cell=args[0])
    if ttype(sp["tiles"][-1]) == ty:
        raise GameError("dragon_castle-err-change-same", rule="DC-9.13", cell=args[0])
    group = group_as(realm, i, ty)
    if len(group) < 4:
        raise GameError("dragon_castle-err-no-group", rule="DC-9.13", cell=args[0])
    state["turn"]["power"] = None
    consolidate(state, seat, group, ty, set_vp(len(group)) + extra_vp(ty), shrine_cap(ty), "spirits", "change",
                tile=tile_msg(sp["tiles"][-1]))
    return False


def step_destroy(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-9.16 (G36): discard an available tile from any floor, no VP."""
    _power(state, stg, "destroy", ("destruction",))
    if len(args) != 1:
        raise syntax_error(["destroy", *args], "DC-9.16")
    cell = args[0]
    err = castle_error(state, cell)
    if err:
        raise err
    if not cs.available(state["castle"], cell):
        raise GameError("dragon_castle-err-not-available", rule="DC-9.16", cell=cell)
    tile, reveals = take_from_castle(state, cell)
    state["discard"].append(tile)
    state["turn"]["power"] = None
    params = {"player": P(seat), "tile": tile_msg(tile), "cell": cell}
    if reveals:
        log_event(state, "destroy-reveal", uncovered=tile_msg(state["castle"][cell][-1]), **params)
    else:
        log_event(state, "destroy", **params)
    return reveals


def step_flip(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-9.9 (G13): Wind's optional flip of one face-up tile (not a consolidation), before the shrine move."""
    power = _power(state, stg, "flip", ("wind",))
    if power["flipped"] is not None:
        raise GameError("dragon_castle-err-wind-flip-once", rule="DC-9.9")
    if len(args) != 1:
        raise syntax_error(["flip", *args], "DC-9.9")
    i = realm_index(args[0], "DC-9.9")
    sp = state["realms"][seat][i]
    if not sp["up"]:
        raise GameError("dragon_castle-err-not-face-up", rule="DC-9.9", cell=args[0])
    sp["up"] = False
    power["flipped"] = args[0]
    touch_realm(state["turn"], [i])
    log_event(state, "wind-flip", player=P(seat), tile=tile_msg(sp["tiles"][-1]), cell=args[0])
    return False


def step_move(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-9.9 Wind: move a built shrine; DC-9.10 Strength: move a top tile keeping its face."""
    power = _power(state, stg, "move", ("wind", "strength"))
    if len(args) != 2:
        raise syntax_error(["move", *args], "DC-9.10")
    rule = "DC-9.9" if power["id"] == "wind" else "DC-9.10"
    a, b = realm_index(args[0], rule), realm_index(args[1], rule)
    realm, t = state["realms"][seat], state["turn"]
    if a == b:
        raise GameError("dragon_castle-err-move-same-space", rule=rule)
    if power["id"] == "wind":
        if not realm[a]["shrine"]:
            raise GameError("dragon_castle-err-no-shrine-there", rule=rule, cell=args[0])
        if b not in wind_targets(realm, a):
            raise GameError("dragon_castle-err-shrine-target", rule=rule, cell=args[1])
        realm[a]["shrine"], realm[b]["shrine"] = False, True
        t["power"] = None
        touch_realm(t, [a, b])
        log_event(state, "wind-move", player=P(seat), a=args[0], b=args[1])
        return False
    src = realm[a]
    if not src["tiles"]:
        raise GameError("dragon_castle-err-realm-empty", rule=rule, cell=args[0])
    if src["shrine"]:
        raise GameError("dragon_castle-err-move-shrine-tile", rule=rule, cell=args[0])
    if src["tiles"][-1] in power["moved"]:
        raise GameError("dragon_castle-err-move-same-tile", rule=rule, cell=args[0])
    err = dest_error(realm, b)
    if err:
        raise err
    tile, up = src["tiles"].pop(), src["up"]
    src["up"] = False
    realm[b]["tiles"].append(tile)
    realm[b]["up"] = up
    power["moved"].append(tile)
    touch_realm(t, [a, b])
    shown = tile_msg(tile) if up else Msg("dragon_castle-face-down")
    log_event(state, "strength-move", player=P(seat), tile=shown, a=args[0], b=args[1])
    if len(power["moved"]) == 2:
        t["power"] = None  # DC-8.2 b: the checkpoint follows (stage "merge" if a set formed)
    return False


def step_done(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-9.10: Strength with a single move."""
    power = _power(state, stg, "done", ("strength",))
    if args:
        raise syntax_error(["done", *args], "DC-9.10")
    if not power["moved"]:
        raise GameError("dragon_castle-err-move-first", rule="DC-9.10")
    state["turn"]["power"] = None
    return False
