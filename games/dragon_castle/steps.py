"""One step of a turn (docs/dragon_castle-view.md, RULES.md 5, 6, 7, 8, 9): validation, then the change.

``apply_step(state, seat, tokens)`` validates the step in full and changes ``state`` (a working copy); it returns
whether the step uncovered a castle tile (hidden information, DC-14.3). Every step appends what happened to
``state["turn"]["log"]`` (Msg JSON); the game decides what is private, public and undoable.

The ``*_error`` functions return the GameError a step would raise (or None); ``legal`` enumerates with them, so the
moves offered are exactly the ones accepted.
"""
from __future__ import annotations

from games.core.contract import Msg, P
from games.core.errors import GameError
from games.dragon_castle import castle as cs
from games.dragon_castle.data import (
    MODIFIERS,
    SPIRITS,
    TYPE_IDS,
    extra_vp,
    identical,
    is_faction,
    kind,
    number,
    set_vp,
    shrine_cap,
    ttype,
)
from games.dragon_castle.realm import (
    RCELLS,
    RIDX,
    dests,
    face_up_cells,
    group_as,
    number_groups,
    sets_to_merge,
    shrine_cells,
    type_groups,
)
from games.dragon_castle.setup import GAME_OVER

PAIR_ONLY = ("deception", "depths")
POOL = "pool"


# ---- messages -------------------------------------------------------------------------------------------------------
def tile_msg(tile: str) -> Msg:
    return Msg(f"dragon_castle-tile-{kind(tile)}")


def type_msg(type_id: str) -> Msg:
    return Msg(f"dragon_castle-type-{type_id}")


def spirit_msg(sid: str) -> Msg:
    return Msg(f"dragon_castle-spirit-{sid}")


def _log(state: dict, key: str, **params) -> None:
    state["turn"]["log"].append(Msg(f"dragon_castle-ev-{key}", **params).to_json())


def _syntax(tokens: list[str], rule: str = "DC-16.5") -> GameError:
    return GameError("dragon_castle-err-syntax", rule=rule, move=" ".join(tokens)[:60])


# ---- the stage of the turn ------------------------------------------------------------------------------------------
def stage(state: dict) -> str:
    """RULES.md 16A as steps: start (W1) | take (Elegance active, take the first tile) | choose (first tile taken:
    second tile, shrine or discard) | place | merge | build | power | end (W2) | over."""
    if state["phase"] == GAME_OVER:
        return "over"
    t = state["turn"]
    if t["power"]:
        return "power"
    if t["build"]:
        return "build"
    if t["held"] and t["action"] in ("pair", "shrine"):
        return "place"
    if t["taken"] and t["action"] is None:
        return "choose"
    if sets_to_merge(state["realms"][t["seat"]]):
        return "merge"
    if t["action"] is None:
        return "take" if t["elegance"] == "pending" else "start"
    return "end"


_BLOCKING = {
    "place": ("dragon_castle-err-place-first", "DC-7.1"),
    "merge": ("dragon_castle-err-merge-first", "DC-8.2"),
    "build": ("dragon_castle-err-build-first", "DC-16.3"),
    "power": ("dragon_castle-err-power-first", "DC-9.4"),
    "take": ("dragon_castle-err-take-first", "DC-9.11"),
    "choose": ("dragon_castle-err-choose-first", "DC-6.1"),
    "over": ("core-err-game-over", "DC-11.4"),
}


def require(stg: str, allowed: tuple[str, ...], otherwise: tuple[str, str]) -> None:
    """Refuse a step outside its stages: a pending obligation first (place, merge, ...), else ``otherwise``."""
    if stg in allowed:
        return
    key, rule = _BLOCKING.get(stg, otherwise)
    raise GameError(key, rule=rule)


# ---- shared predicates ----------------------------------------------------------------------------------------------
def realm_index(token: str, rule: str) -> int:
    if token not in RIDX:
        raise GameError("dragon_castle-err-realm-cell", rule=rule, cell=token[:10])
    return RIDX[token]


def castle_error(state: dict, cell: str) -> GameError | None:
    if cell not in cs.POS:
        return GameError("dragon_castle-err-castle-cell", rule="DC-3.1", cell=cell[:10])
    if not state["castle"].get(cell):
        return GameError("dragon_castle-err-cell-empty", rule="DC-3.3", cell=cell)
    return None


def first_error(state: dict, cell: str, top: int | None = None) -> GameError | None:
    """DC-6.1/DC-6.2/DC-6.3/DC-6.7: the first tile is an available tile of the current top floor (Elegance: a
    short-side-free one instead, DC-9.11)."""
    if not any(state["castle"].values()):
        return GameError("dragon_castle-err-must-summon", rule="DC-6.6")
    err = castle_error(state, cell)
    if err:
        return err
    castle = state["castle"]
    level = cs.height(castle, cell)
    top = cs.top_floor(castle) if top is None else top
    if level != top:
        return GameError("dragon_castle-err-not-top-floor", rule="DC-6.7", cell=cell, floor=level, top=top)
    avail = cs.available(castle, cell)
    if state["turn"]["elegance"] == "pending":
        if avail:
            return GameError("dragon_castle-err-elegance-unused", rule="DC-9.11", cell=cell)
        if not cs.short_free(castle, cell):
            return GameError("dragon_castle-err-short-side", rule="DC-9.11", cell=cell)
        return None
    if not avail:
        return GameError("dragon_castle-err-not-available", rule="DC-3.6", cell=cell)
    return None


def second_ok(castle: dict, first: dict, cell: str, mods: list[str], elegance: str | None) -> GameError | None:
    """The second tile of a pair (cell is occupied): DC-6.1 identical and available, checked after the first was
    removed (DC-3.8, G10); Depths: same type (DC-9.15); Deception: adjacent on the first tile's floor (DC-9.12,
    G11); Elegance: a short-side-free tile (DC-9.11, G12)."""
    if "deception" in mods:
        if not cs.adjacent_same_floor(castle, first["cell"], first["floor"], cell):
            return GameError("dragon_castle-err-not-adjacent", rule="DC-9.12", cell=cell, first=first["cell"])
        return None
    avail, short = cs.available(castle, cell), cs.short_free(castle, cell)
    if elegance == "pending":
        if avail:
            return GameError("dragon_castle-err-elegance-unused", rule="DC-9.11", cell=cell)
        if not short:
            return GameError("dragon_castle-err-short-side", rule="DC-9.11", cell=cell)
    elif elegance == "used":
        if not (avail or short):
            return GameError("dragon_castle-err-not-available", rule="DC-9.11", cell=cell)
    elif not avail:
        return GameError("dragon_castle-err-not-available", rule="DC-3.6", cell=cell)
    tile, first_tile = castle[cell][-1], first["tile"]
    if "depths" in mods:
        if ttype(tile) != ttype(first_tile):
            return GameError("dragon_castle-err-not-same-type", rule="DC-9.15", cell=cell,
                             tile=tile_msg(first_tile))
    elif not identical(tile, first_tile):
        return GameError("dragon_castle-err-not-identical", rule="DC-6.1", cell=cell, tile=tile_msg(first_tile))
    return None


def second_error(state: dict, cell: str) -> GameError | None:
    err = castle_error(state, cell)
    if err:
        return err
    t = state["turn"]
    if len(dests(state["realms"][t["seat"]])) < 2:  # DC-6.8/DC-7.3
        return GameError("dragon_castle-err-realm-full", rule="DC-6.8", n=2)
    return second_ok(state["castle"], t["taken"][0], cell, t["modifiers"], t["elegance"])


def pair_only(turn: dict) -> bool:
    """Depths/Deception (pair only) or an Elegance still to be used by the second tile force a pair."""
    return bool(set(PAIR_ONLY) & set(turn["modifiers"])) or turn["elegance"] == "pending"


def summon_error(state: dict) -> GameError | None:
    """DC-6.4/G26: only when one floor remains or the castle is empty."""
    top = cs.top_floor(state["castle"])
    if top > 1:
        return GameError("dragon_castle-err-summon-not-allowed", rule="DC-6.4", top=top)
    return None


def must_summon(state: dict) -> bool:
    """DC-6.6/G37: the castle is empty."""
    return cs.top_floor(state["castle"]) == 0


def faith_cells(realm: list[dict], turn: dict) -> list[int]:
    """DC-9.14: top tiles consolidated this turn, still without a shrine."""
    flipped = set(turn["flipped"])
    return [i for i, sp in enumerate(realm)
            if sp["tiles"] and not sp["up"] and not sp["shrine"] and sp["tiles"][-1] in flipped]


def change_options(realm: list[dict]) -> list[tuple[int, str, list[int]]]:
    """DC-9.13: (special tile, new type, resulting set) for every change that makes a set of 4+."""
    out = []
    for i in face_up_cells(realm):
        tile = realm[i]["tiles"][-1]
        if is_faction(tile):
            continue
        for ty in TYPE_IDS:
            if ty != ttype(tile):
                g = group_as(realm, i, ty)
                if len(g) >= 4:
                    out.append((i, ty, g))
    return out


def wind_targets(realm: list[dict], source: int) -> list[int]:
    """DC-9.9: another face-down top tile without a shrine."""
    return [j for j, sp in enumerate(realm) if j != source and sp["tiles"] and not sp["up"] and not sp["shrine"]]


def strength_moves(realm: list[dict], moved: list[str]) -> list[tuple[int, int]]:
    """DC-9.10 (G14): a top tile without a shrine, not moved yet, to another legal destination."""
    ds = dests(realm)
    return [(i, j) for i, sp in enumerate(realm) if sp["tiles"] and not sp["shrine"] and sp["tiles"][-1] not in moved
            for j in ds if j != i]


# ---- spirits: timing, payment, "paid power must be used" -----------------------------------------------------------
def spirit_timing_ok(sid: str, stg: str) -> bool:
    """DC-9.5/G20: free-window powers and Faith in W1/W2; Elegance with the action (before the first or the second
    tile); Deception and Depths (pair only) between the first and the second tile."""
    if sid == "elegance":
        return stg in ("start", "choose")
    if sid in MODIFIERS:
        return stg == "choose"
    return stg in ("start", "end")


def pay_options(realm: list[dict], pool: int) -> list[str]:
    """DC-9.2: a face-up realm tile or a pool shrine."""
    return [RCELLS[i] for i in face_up_cells(realm)] + ([POOL] if pool > 0 else [])


def after_pay(realm: list[dict], pool: int, pay: str) -> tuple[list[dict], int]:
    if pay == POOL:
        return realm, pool - 1
    i = RIDX[pay]
    out = list(realm)
    out[i] = {"tiles": realm[i]["tiles"][:-1], "up": False, "shrine": False}
    return out, pool


def power_possible(state: dict, sid: str, stg: str, realm: list[dict], pool: int, cache: dict | None = None) -> bool:
    """DC-9.4/DC-9.7: after the payment the power can actually be applied (combinations: DC-9.7). ``cache`` keeps
    the castle-only part (independent of the payment) between calls on one state."""
    t, castle = state["turn"], state["castle"]
    if sid == "beauty":
        return any(len(g) >= 4 for g in number_groups(realm))
    if sid == "cunning":
        return any(len(g) == 3 for g in type_groups(realm))
    if sid == "change":
        return bool(change_options(realm))
    if sid == "wind":
        return any(wind_targets(realm, s) or any(sp["up"] for sp in realm) for s in shrine_cells(realm))
    if sid == "strength":
        return bool(strength_moves(realm, []))
    if sid == "faith":
        return pool >= 1 and bool(faith_cells(realm, t))
    if sid == "destruction":
        return cs.tiles_left(castle) > 0
    if sid in MODIFIERS and (sid in ("deception", "depths") or stg == "choose") and len(dests(realm)) < 2:
        return False
    if cache is not None:
        if (sid, stg) not in cache:
            cache[(sid, stg)] = _castle_part(state, sid, stg)
        return cache[(sid, stg)]
    return _castle_part(state, sid, stg)


def _castle_part(state: dict, sid: str, stg: str) -> bool:
    t, castle = state["turn"], state["castle"]
    if sid == "elegance" and stg == "start":
        top = cs.top_floor(castle)
        return any(len(s) == top and not cs.available(castle, c) and cs.short_free(castle, c)
                   for c, s in castle.items() if s)
    # pair modifiers in the choose stage: some second tile must qualify and two tiles must fit in the realm
    mods, elegance = list(t["modifiers"]), t["elegance"]
    if sid == "elegance":
        if "deception" in mods:
            return False
        elegance = "pending"
    elif sid == "deception":
        if "depths" in mods or elegance == "pending":
            return False
    elif sid == "depths" and "deception" in mods:
        return False
    mods.append(sid)
    first = t["taken"][0]
    return any(second_ok(castle, first, c, mods, elegance) is None for c, s in castle.items() if s)


def spirit_error(state: dict, seat: int, sid: str, pay: str, stg: str, cache: dict | None = None) -> GameError | None:
    if sid not in SPIRITS:
        return GameError("dragon_castle-err-spirit-unknown", rule="DC-9.1", spirit=sid[:20])
    if sid not in state["spirits"]:
        return GameError("dragon_castle-err-spirit-not-in-play", rule="DC-9.1", spirit=spirit_msg(sid))
    t = state["turn"]
    if sid in t["used"]:
        return GameError("dragon_castle-err-spirit-used", rule="DC-9.3", spirit=spirit_msg(sid))
    if not spirit_timing_ok(sid, stg):
        return GameError("dragon_castle-err-spirit-timing", rule="DC-9.5", spirit=spirit_msg(sid))
    if sid == "faith" and not t["flipped"]:
        # DC-9.5/DC-9.14 (§16E WRONG_PHASE): Faith's window opens only after a consolidation earlier this turn; a
        # timing error, checked before the payment, not a paid power without effect.
        return GameError("dragon_castle-err-faith-timing", rule="DC-9.5/DC-9.14", spirit=spirit_msg(sid))
    realm, pool = state["realms"][seat], state["pools"][seat]
    if pay == POOL:
        if pool < 1:
            return GameError("dragon_castle-err-cannot-pay", rule="DC-9.2", pay=pay)
    elif pay not in RIDX or not realm[RIDX[pay]]["up"]:
        return GameError("dragon_castle-err-cannot-pay", rule="DC-9.2", pay=pay[:10])
    realm2, pool2 = after_pay(realm, pool, pay)
    if not power_possible(state, sid, stg, realm2, pool2, cache):
        return GameError("dragon_castle-err-power-no-effect", rule="DC-9.4", spirit=spirit_msg(sid))
    return None


# ---- consolidation --------------------------------------------------------------------------------------------------
def consolidate(state: dict, seat: int, cells: list[int], type_id: str | None, vp: int, cap: int, src: str,
                key: str, **params) -> None:
    """DC-8.3: flip the set, score, then (with shrines in the pool) ask for shrine builds (DC-16.3)."""
    realm, t = state["realms"][seat], state["turn"]
    tiles = [realm[i]["tiles"][-1] for i in cells]
    for i in cells:
        realm[i]["up"] = False
    state["vp"][seat][src] += vp
    t["flipped"] += tiles
    _touch_realm(t, cells)
    if type_id is not None:
        params["type"] = type_msg(type_id)
    _log(state, key, player=P(seat), n=len(cells), vp=vp, cells=[RCELLS[i] for i in cells], **params)
    if state["pools"][seat] > 0:
        t["build"] = {"cells": list(cells), "cap": cap}


def _touch_realm(t: dict, cells) -> None:
    for i in cells:
        name = RCELLS[i]
        if name not in t["realm_cells"]:
            t["realm_cells"].append(name)


def _touch_castle(t: dict, cell: str) -> None:
    if cell not in t["castle_cells"]:
        t["castle_cells"].append(cell)


# ---- the steps ------------------------------------------------------------------------------------------------------
def _take_from_castle(state: dict, cell: str) -> tuple[str, bool]:
    stack = state["castle"][cell]
    tile = stack.pop()
    _touch_castle(state["turn"], cell)
    return tile, bool(stack)  # DC-14.3: a tile below becomes visible


def step_take(state: dict, seat: int, args: list[str], stg: str) -> bool:
    require(stg, ("start", "take", "choose"), ("dragon_castle-err-action-done", "DC-5.2"))
    if len(args) != 1:
        raise _syntax(["take", *args], "DC-6.1")
    cell, t = args[0], state["turn"]
    if stg == "choose":
        err = second_error(state, cell)
    else:
        err = first_error(state, cell)
    if err:
        raise err
    first = stg != "choose"
    uses_elegance = not cs.available(state["castle"], cell) and "deception" not in t["modifiers"]
    floor = cs.height(state["castle"], cell)
    tile, reveals = _take_from_castle(state, cell)
    if uses_elegance and t["elegance"] == "pending":
        t["elegance"] = "used"
    t["taken"].append({"tile": tile, "cell": cell, "floor": floor, "elegance": uses_elegance})
    t["held"].append(tile)
    if not first:
        t["action"] = "pair"
    params = {"player": P(seat), "tile": tile_msg(tile), "cell": cell}
    key = "take" if first else "take-pair"
    if reveals:
        _log(state, key + "-reveal", uncovered=tile_msg(state["castle"][cell][-1]), **params)
    else:
        _log(state, key, **params)
    return reveals


def step_shrine(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-6.2 (action B)."""
    require(stg, ("choose",), ("dragon_castle-err-take-tile-first", "DC-6.2") if stg == "start"
            else ("dragon_castle-err-action-done", "DC-5.2"))
    if args:
        raise _syntax(["shrine", *args], "DC-6.2")
    t = state["turn"]
    if pair_only(t):
        raise GameError("dragon_castle-err-pair-only", rule="DC-9.5")
    if state["supply"] < 1:
        raise GameError("dragon_castle-err-supply-empty", rule="DC-6.2")
    if not dests(state["realms"][seat]):
        raise GameError("dragon_castle-err-realm-full", rule="DC-6.8", n=1)
    state["supply"] -= 1
    state["pools"][seat] += 1
    t["action"] = "shrine"
    _log(state, "action-shrine", player=P(seat), tile=tile_msg(t["held"][0]), supply=state["supply"])
    return False


def step_discard(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-6.3 (action C): the tile leaves the game, +1 VP."""
    require(stg, ("choose",), ("dragon_castle-err-take-tile-first", "DC-6.3") if stg == "start"
            else ("dragon_castle-err-action-done", "DC-5.2"))
    if args:
        raise _syntax(["discard", *args], "DC-6.3")
    t = state["turn"]
    if pair_only(t):
        raise GameError("dragon_castle-err-pair-only", rule="DC-9.5")
    tile = t["held"].pop()
    state["discard"].append(tile)
    state["vp"][seat]["discards"] += 1
    t["action"] = "discard"
    _log(state, "action-discard", player=P(seat), tile=tile_msg(tile))
    return False


def take_token(state: dict, seat: int) -> int | None:
    """DC-11.2: the rightmost token (spaces 4..1, then the stack on space 0); returns the space or None (G32)."""
    track = state["track"]
    for space in (4, 3, 2, 1):
        if track[space]:
            track[space] = 0
            state["tokens"][seat] += 1
            if space == 1:
                state["final"] = True  # DC-11.3
            return space
    if track[0]:
        track[0] -= 1
        state["tokens"][seat] += 1
        return 0
    return None


def last_player(state: dict) -> int:
    """DC-4.7: the player to the right of the first player."""
    return (state["first"] - 1) % state["players"]


def step_summon(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-6.4 (action D)."""
    require(stg, ("start",), ("dragon_castle-err-action-done", "DC-5.2"))
    if args:
        raise _syntax(["summon", *args], "DC-6.4")
    err = summon_error(state)
    if err:
        raise err
    t = state["turn"]
    t["action"] = "summon"
    was_final = state["final"]
    space = take_token(state, seat)
    left = sum(state["track"])
    if space is None:
        _log(state, "summon-none", player=P(seat))  # DC-11.6/G32
    else:
        _log(state, "summon", player=P(seat), left=left)
    if state["final"] and not was_final:
        _log(state, "final-round", player=P(last_player(state)))
    return False


def step_place(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-7.1-DC-7.4: every taken tile, face up, each on a legal destination, two tiles on two spaces."""
    require(stg, ("place",), ("dragon_castle-err-nothing-to-place", "DC-7.1"))
    t, realm = state["turn"], state["realms"][seat]
    held = t["held"]
    if len(args) != len(held):
        raise GameError("dragon_castle-err-place-count", rule="DC-7.1", n=len(held))
    idx = [realm_index(a, "DC-3.11") for a in args]
    if len(set(idx)) != len(idx):
        raise GameError("dragon_castle-err-same-dest", rule="DC-7.3")
    for i in idx:
        err = dest_error(realm, i)
        if err:
            raise err
    for tile, i in zip(held, idx, strict=True):
        realm[i]["tiles"].append(tile)
        realm[i]["up"] = True
        _log(state, "place", player=P(seat), tile=tile_msg(tile), cell=RCELLS[i])
    t["held"] = []
    _touch_realm(t, idx)
    return False


def dest_error(realm: list[dict], i: int) -> GameError | None:
    """DC-3.15/DC-7.4."""
    sp = realm[i]
    if sp["shrine"]:
        return GameError("dragon_castle-err-dest-shrine", rule="DC-7.4", cell=RCELLS[i])
    if sp["up"]:
        return GameError("dragon_castle-err-dest-face-up", rule="DC-7.4", cell=RCELLS[i])
    return None


def step_merge(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-8.2/DC-8.3/DC-8.4: consolidate the whole set containing the named space."""
    require(stg, ("merge",), ("dragon_castle-err-no-set", "DC-8.2"))
    if len(args) != 1:
        raise _syntax(["merge", *args], "DC-8.2")
    i = realm_index(args[0], "DC-8.2")
    realm = state["realms"][seat]
    group = next((g for g in sets_to_merge(realm) if i in g), None)
    if group is None:
        raise GameError("dragon_castle-err-not-in-set", rule="DC-8.2", cell=args[0])
    if i != min(group):  # a set is named by its first space (one move per set: no choice among its tiles)
        raise GameError("dragon_castle-err-merge-first-cell", rule="DC-8.2", cell=args[0], first=RCELLS[min(group)])
    ty = ttype(realm[i]["tiles"][-1])
    consolidate(state, seat, group, ty, set_vp(len(group)) + extra_vp(ty), shrine_cap(ty), "merges", "merge")
    return False


def step_build(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-8.3/DC-8.5/DC-8.6 shrine builds after a consolidation; DC-9.14 the Spirit of Faith's extra shrine."""
    t = state["turn"]
    if stg == "power" and t["power"]["id"] == "faith":
        return _faith_build(state, seat, args)
    require(stg, ("build",), ("dragon_castle-err-no-build", "DC-8.6"))
    realm, pool, b = state["realms"][seat], state["pools"][seat], t["build"]
    if len(args) > b["cap"]:
        raise GameError("dragon_castle-err-shrine-cap", rule="DC-8.3", cap=b["cap"])
    if len(args) > pool:
        raise GameError("dragon_castle-err-not-enough-shrines", rule="DC-8.3", n=pool)
    idx = [realm_index(a, "DC-8.6") for a in args]
    if len(set(idx)) != len(idx):
        raise GameError("dragon_castle-err-one-shrine", rule="DC-3.12")
    for i in idx:
        if i not in b["cells"] or realm[i]["shrine"]:
            raise GameError("dragon_castle-err-shrine-not-on-set", rule="DC-8.6", cell=RCELLS[i])
    for i in idx:
        realm[i]["shrine"] = True
    state["pools"][seat] -= len(idx)
    t["build"] = None
    if idx:
        _log(state, "build", player=P(seat), n=len(idx), cells=[RCELLS[i] for i in idx])
    return False


def _faith_build(state: dict, seat: int, args: list[str]) -> bool:
    if len(args) != 1:
        raise _syntax(["build", *args], "DC-9.14")
    i = realm_index(args[0], "DC-9.14")
    realm, t = state["realms"][seat], state["turn"]
    if i not in faith_cells(realm, t):
        raise GameError("dragon_castle-err-faith-cell", rule="DC-9.14", cell=args[0])
    realm[i]["shrine"] = True
    state["pools"][seat] -= 1
    t["power"] = None
    _touch_realm(t, [i])
    _log(state, "faith", player=P(seat), cell=args[0])
    return False


def step_spirit(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-9.2-DC-9.5: activate a spirit card: pay (a face-up realm tile or a pool shrine), then its power."""
    require(stg, ("start", "choose", "end"), ("dragon_castle-err-spirit-timing", "DC-9.5"))
    if len(args) != 2:
        raise _syntax(["spirit", *args], "DC-9.2")
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
        _touch_realm(t, [i])
        pay_msg = Msg("dragon_castle-pay-tile", tile=tile_msg(tile), cell=pay)
    t["used"].append(sid)
    if sid in MODIFIERS:
        t["modifiers"].append(sid)
        if sid == "elegance":
            t["elegance"] = "pending"
    else:
        t["power"] = {"id": sid, "moved": [], "flipped": None}
    _log(state, "spirit", player=P(seat), spirit=spirit_msg(sid), pay=pay_msg)
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
        raise _syntax(["group", *args], "DC-9.8")
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
        raise _syntax(["change", *args], "DC-9.13")
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
        raise _syntax(["destroy", *args], "DC-9.16")
    cell = args[0]
    err = castle_error(state, cell)
    if err:
        raise err
    if not cs.available(state["castle"], cell):
        raise GameError("dragon_castle-err-not-available", rule="DC-9.16", cell=cell)
    tile, reveals = _take_from_castle(state, cell)
    state["discard"].append(tile)
    state["turn"]["power"] = None
    params = {"player": P(seat), "tile": tile_msg(tile), "cell": cell}
    if reveals:
        _log(state, "destroy-reveal", uncovered=tile_msg(state["castle"][cell][-1]), **params)
    else:
        _log(state, "destroy", **params)
    return reveals


def step_flip(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-9.9 (G13): Wind's optional flip of one face-up tile (not a consolidation), before the shrine move."""
    power = _power(state, stg, "flip", ("wind",))
    if power["flipped"] is not None:
        raise GameError("dragon_castle-err-wind-flip-once", rule="DC-9.9")
    if len(args) != 1:
        raise _syntax(["flip", *args], "DC-9.9")
    i = realm_index(args[0], "DC-9.9")
    sp = state["realms"][seat][i]
    if not sp["up"]:
        raise GameError("dragon_castle-err-not-face-up", rule="DC-9.9", cell=args[0])
    sp["up"] = False
    power["flipped"] = args[0]
    _touch_realm(state["turn"], [i])
    _log(state, "wind-flip", player=P(seat), tile=tile_msg(sp["tiles"][-1]), cell=args[0])
    return False


def step_move(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-9.9 Wind: move a built shrine; DC-9.10 Strength: move a top tile keeping its face."""
    power = _power(state, stg, "move", ("wind", "strength"))
    if len(args) != 2:
        raise _syntax(["move", *args], "DC-9.10")
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
        _touch_realm(t, [a, b])
        _log(state, "wind-move", player=P(seat), a=args[0], b=args[1])
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
    _touch_realm(t, [a, b])
    shown = tile_msg(tile) if up else Msg("dragon_castle-face-down")
    _log(state, "strength-move", player=P(seat), tile=shown, a=args[0], b=args[1])
    if len(power["moved"]) == 2:
        t["power"] = None  # DC-8.2 b: the checkpoint follows (stage "merge" if a set formed)
    return False


def step_done(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-9.10: Strength with a single move."""
    power = _power(state, stg, "done", ("strength",))
    if args:
        raise _syntax(["done", *args], "DC-9.10")
    if not power["moved"]:
        raise GameError("dragon_castle-err-move-first", rule="DC-9.10")
    state["turn"]["power"] = None
    return False


STEPS = {
    "take": step_take, "shrine": step_shrine, "discard": step_discard, "summon": step_summon,
    "place": step_place, "merge": step_merge, "build": step_build, "spirit": step_spirit,
    "group": step_group, "change": step_change, "destroy": step_destroy, "flip": step_flip, "move": step_move,
    "done": step_done,
}


def apply_step(state: dict, seat: int, tokens: list[str]) -> bool:
    """Validate and apply one step to ``state`` (a working copy); True if it uncovered a castle tile."""
    if not tokens or tokens[0] not in STEPS:
        raise GameError("dragon_castle-err-unknown-verb", rule="DC-16.5", move=" ".join(tokens)[:60])
    stg = stage(state)
    if stg == "take" and tokens[0] != "take":
        require(stg, (), ("", ""))
    return STEPS[tokens[0]](state, seat, tokens[1:], stg)
