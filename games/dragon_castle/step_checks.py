"""Whether a step of a Zamek Smoków turn is allowed now (RULES.md 5-9, 16A): the stage of the turn, the ``*_error``
predicates and the option lists (the first and second tile, summoning, the spirits' timing, payment and targets).
The steps (``steps``, ``spirit_steps``) validate with them and ``legal`` enumerates with them, so the moves offered
are exactly the ones accepted. Also the words for tiles, types and spirits those errors name.

Pure functions: nothing here changes the state.
"""
from __future__ import annotations

from games.core.contract import Msg
from games.core.errors import GameError
from games.dragon_castle import castle as cs
from games.dragon_castle.data import MODIFIERS, SPIRITS, TYPE_IDS, identical, is_faction, kind, ttype
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


def syntax_error(tokens: list[str], rule: str = "DC-16.5") -> GameError:
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


BLOCKING = {
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
    key, rule = BLOCKING.get(stg, otherwise)
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


def dest_error(realm: list[dict], i: int) -> GameError | None:
    """DC-3.15/DC-7.4."""
    sp = realm[i]
    if sp["shrine"]:
        return GameError("dragon_castle-err-dest-shrine", rule="DC-7.4", cell=RCELLS[i])
    if sp["up"]:
        return GameError("dragon_castle-err-dest-face-up", rule="DC-7.4", cell=RCELLS[i])
    return None
