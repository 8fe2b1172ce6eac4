"""Every legal step with a localized label: exactly the set ``steps.apply_step`` (plus undo/confirm) accepts.

The candidates of each stage are filtered with the same ``*_error`` predicates the steps use.
"""
from __future__ import annotations

from itertools import permutations

from games.core.contract import Move, Msg
from games.dragon_castle import castle as cs
from games.dragon_castle.data import ttype
from games.dragon_castle.realm import (
    RCELLS,
    dests,
    face_up_cells,
    number_groups,
    sets_to_merge,
    shrine_cells,
    type_groups,
)
from games.dragon_castle.setup import GAME_OVER
from games.dragon_castle.steps import (
    change_options,
    faith_cells,
    first_error,
    pair_only,
    pay_options,
    second_error,
    spirit_error,
    spirit_msg,
    stage,
    strength_moves,
    summon_error,
    tile_msg,
    type_msg,
    wind_targets,
)
from games.dragon_castle.turns import peek


def _m(move_id: str, key: str, **params) -> Move:
    return Move(move_id, Msg(f"dragon_castle-move-{key}", **params))


def legal_moves(state: dict, seat) -> list[Move]:
    if state["phase"] == GAME_OVER or seat != state["active"]:
        return []
    work = peek(state)
    moves = stage_moves(work, seat)
    if state["turn"]["pending"]:
        moves.append(_m("undo", "undo"))
    return moves


def pay_msg(realm: list[dict], pay: str) -> Msg:
    if pay == "pool":
        return Msg("dragon_castle-pay-pool")
    sp = realm[RCELLS.index(pay)]
    return Msg("dragon_castle-pay-tile", tile=tile_msg(sp["tiles"][-1]), cell=pay)


def spirit_moves(state: dict, seat: int, stg: str) -> list[Move]:
    realm, out, cache = state["realms"][seat], [], {}
    for sid in state["spirits"]:
        for pay in pay_options(realm, state["pools"][seat]):
            if spirit_error(state, seat, sid, pay, stg, cache) is None:
                out.append(_m(f"spirit {sid} {pay}", "spirit", spirit=spirit_msg(sid), pay=pay_msg(realm, pay)))
    return out


def take_moves(state: dict, first: bool) -> list[Move]:
    castle, out = state["castle"], []
    top = cs.top_floor(castle)
    for cell, stack in castle.items():
        if not stack or first and len(stack) != top:
            continue
        err = first_error(state, cell, top) if first else second_error(state, cell)
        if err is None:
            key = "take" if first else "take-pair"
            if len(stack) > 1:
                key += "-reveal"
            out.append(_m(f"take {cell}", key, tile=tile_msg(stack[-1]), cell=cell))
    return out


def stage_moves(state: dict, seat: int) -> list[Move]:
    stg = stage(state)
    t = state["turn"]
    realm = state["realms"][seat]
    moves: list[Move] = []
    if stg == "start":
        moves += take_moves(state, True)
        if summon_error(state) is None:
            moves.append(_m("summon", "summon"))
        moves += spirit_moves(state, seat, stg)
    elif stg == "take":
        moves += take_moves(state, True)
    elif stg == "choose":
        moves += take_moves(state, False)
        tile = tile_msg(t["held"][0])
        if not pair_only(t):
            if state["supply"] > 0 and dests(realm):
                moves.append(_m("shrine", "shrine", tile=tile))
            moves.append(_m("discard", "discard", tile=tile))
        moves += spirit_moves(state, seat, stg)
    elif stg == "place":
        ds = [RCELLS[i] for i in dests(realm)]
        held = [tile_msg(x) for x in t["held"]]
        if len(held) == 1:
            moves += [_m(f"place {a}", "place", tile=held[0], cell=a) for a in ds]
        else:
            moves += [_m(f"place {a} {b}", "place2", tile=held[0], a=a, tile2=held[1], b=b)
                      for a, b in permutations(ds, 2)]
    elif stg == "merge":
        for g in sets_to_merge(realm):
            ty = type_msg(_type(realm, g[0]))
            first = RCELLS[min(g)]  # one move per set, named by its first space (no choice among its tiles)
            moves.append(_m(f"merge {first}", "merge", n=len(g), type=ty, cell=first))
    elif stg == "build":
        b = t["build"]
        cap = min(b["cap"], state["pools"][seat])
        cells = [RCELLS[i] for i in b["cells"] if not realm[i]["shrine"]]
        moves.append(_m("build", "build-none"))
        for k in range(1, cap + 1):
            moves += [_m("build " + " ".join(p), "build", n=k, cells=list(p)) for p in permutations(cells, k)]
    elif stg == "power":
        moves += power_moves(state, seat, t["power"])
    elif stg == "end":
        moves += spirit_moves(state, seat, stg)
        moves.append(_m("confirm", "confirm"))
    return moves


def _type(realm: list[dict], i: int) -> str:
    return ttype(realm[i]["tiles"][-1])


def power_moves(state: dict, seat: int, power: dict) -> list[Move]:
    realm, sid, out = state["realms"][seat], power["id"], []
    if sid in ("beauty", "cunning"):
        gs = [g for g in number_groups(realm) if len(g) >= 4] if sid == "beauty" else \
            [g for g in type_groups(realm) if len(g) == 3]
        for g in gs:
            out += [_m(f"group {RCELLS[i]}", "group", n=len(g), cell=RCELLS[i]) for i in g]
    elif sid == "change":
        for i, ty, g in change_options(realm):
            out.append(_m(f"change {RCELLS[i]} {ty}", "change", tile=tile_msg(realm[i]["tiles"][-1]),
                          cell=RCELLS[i], type=type_msg(ty), n=len(g)))
    elif sid == "faith":
        out += [_m(f"build {RCELLS[i]}", "faith", cell=RCELLS[i]) for i in faith_cells(realm, state["turn"])]
    elif sid == "destruction":
        castle = state["castle"]
        for cell, stack in castle.items():
            if stack and cs.available(castle, cell):
                key = "destroy-reveal" if len(stack) > 1 else "destroy"
                out.append(_m(f"destroy {cell}", key, tile=tile_msg(stack[-1]), cell=cell))
    elif sid == "wind":
        if power["flipped"] is None:
            out += [_m(f"flip {RCELLS[i]}", "flip", tile=tile_msg(realm[i]["tiles"][-1]), cell=RCELLS[i])
                    for i in face_up_cells(realm)]
        for a in shrine_cells(realm):
            out += [_m(f"move {RCELLS[a]} {RCELLS[b]}", "wind", a=RCELLS[a], b=RCELLS[b])
                    for b in wind_targets(realm, a)]
    elif sid == "strength":
        for a, b in strength_moves(realm, power["moved"]):
            sp = realm[a]
            tile = tile_msg(sp["tiles"][-1]) if sp["up"] else Msg("dragon_castle-face-down")
            out.append(_m(f"move {RCELLS[a]} {RCELLS[b]}", "strength", tile=tile, a=RCELLS[a], b=RCELLS[b]))
        if power["moved"]:
            out.append(_m("done", "done"))
    return out

