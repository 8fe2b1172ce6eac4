"""One step of a turn (docs/dragon_castle-view.md, RULES.md 5, 6, 7, 8, 9): validation, then the change.

``apply_step(state, seat, tokens)`` validates the step in full and changes ``state`` (a working copy); it returns
whether the step uncovered a castle tile (hidden information, DC-14.3). Every step appends what happened to
``state["turn"]["log"]`` (Msg JSON); the game decides what is private, public and undoable.

The ``*_error`` functions return the GameError a step would raise (or None); ``legal`` enumerates with them, so the
moves offered are exactly the ones accepted.

This module holds the action's steps (take, shrine, discard, summon) and what follows them in the realm (place,
merge, build) and dispatches every verb. The stage of the turn and the predicates are ``step_checks``; the changes
steps share are ``step_changes``; the spirit card and its powers are ``spirit_steps``. The names other modules read
from here (``stage``, the predicates, the words) stay importable from here.
"""
from __future__ import annotations

from games.core.contract import P
from games.core.errors import GameError
from games.dragon_castle import castle as cs
from games.dragon_castle.data import extra_vp, set_vp, shrine_cap, ttype
from games.dragon_castle.realm import RCELLS, dests, sets_to_merge
from games.dragon_castle.spirit_steps import (
    faith_build,
    step_change,
    step_destroy,
    step_done,
    step_flip,
    step_group,
    step_move,
    step_spirit,
)
from games.dragon_castle.step_changes import consolidate, log_event, take_from_castle, touch_realm
from games.dragon_castle.step_checks import (
    change_options,
    dest_error,
    faith_cells,
    first_error,
    must_summon,
    pair_only,
    pay_options,
    realm_index,
    require,
    second_error,
    spirit_error,
    spirit_msg,
    stage,
    strength_moves,
    summon_error,
    syntax_error,
    tile_msg,
    type_msg,
    wind_targets,
)

__all__ = [
    "STEPS", "apply_step", "change_options", "faith_cells", "first_error", "last_player", "must_summon", "pair_only",
    "pay_options", "second_error", "spirit_error", "spirit_msg", "stage", "strength_moves", "summon_error",
    "take_token", "tile_msg", "type_msg", "wind_targets",
]


# ---- the action (DC-6) and what follows it in the realm (DC-7, DC-8) ------------------------------------------------
def step_take(state: dict, seat: int, args: list[str], stg: str) -> bool:
    require(stg, ("start", "take", "choose"), ("dragon_castle-err-action-done", "DC-5.2"))
    if len(args) != 1:
        raise syntax_error(["take", *args], "DC-6.1")
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
    tile, reveals = take_from_castle(state, cell)
    if uses_elegance and t["elegance"] == "pending":
        t["elegance"] = "used"
    t["taken"].append({"tile": tile, "cell": cell, "floor": floor, "elegance": uses_elegance})
    t["held"].append(tile)
    if not first:
        t["action"] = "pair"
    params = {"player": P(seat), "tile": tile_msg(tile), "cell": cell}
    key = "take" if first else "take-pair"
    if reveals:
        log_event(state, key + "-reveal", uncovered=tile_msg(state["castle"][cell][-1]), **params)
    else:
        log_event(state, key, **params)
    return reveals


def step_shrine(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-6.2 (action B)."""
    require(stg, ("choose",), ("dragon_castle-err-take-tile-first", "DC-6.2") if stg == "start"
            else ("dragon_castle-err-action-done", "DC-5.2"))
    if args:
        raise syntax_error(["shrine", *args], "DC-6.2")
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
    log_event(state, "action-shrine", player=P(seat), tile=tile_msg(t["held"][0]), supply=state["supply"])
    return False


def step_discard(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-6.3 (action C): the tile leaves the game, +1 VP."""
    require(stg, ("choose",), ("dragon_castle-err-take-tile-first", "DC-6.3") if stg == "start"
            else ("dragon_castle-err-action-done", "DC-5.2"))
    if args:
        raise syntax_error(["discard", *args], "DC-6.3")
    t = state["turn"]
    if pair_only(t):
        raise GameError("dragon_castle-err-pair-only", rule="DC-9.5")
    tile = t["held"].pop()
    state["discard"].append(tile)
    state["vp"][seat]["discards"] += 1
    t["action"] = "discard"
    log_event(state, "action-discard", player=P(seat), tile=tile_msg(tile))
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
        raise syntax_error(["summon", *args], "DC-6.4")
    err = summon_error(state)
    if err:
        raise err
    t = state["turn"]
    t["action"] = "summon"
    was_final = state["final"]
    space = take_token(state, seat)
    left = sum(state["track"])
    if space is None:
        log_event(state, "summon-none", player=P(seat))  # DC-11.6/G32
    else:
        log_event(state, "summon", player=P(seat), left=left)
    if state["final"] and not was_final:
        log_event(state, "final-round", player=P(last_player(state)))
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
        log_event(state, "place", player=P(seat), tile=tile_msg(tile), cell=RCELLS[i])
    t["held"] = []
    touch_realm(t, idx)
    return False


def step_merge(state: dict, seat: int, args: list[str], stg: str) -> bool:
    """DC-8.2/DC-8.3/DC-8.4: consolidate the whole set containing the named space."""
    require(stg, ("merge",), ("dragon_castle-err-no-set", "DC-8.2"))
    if len(args) != 1:
        raise syntax_error(["merge", *args], "DC-8.2")
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
        return faith_build(state, seat, args)
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
        log_event(state, "build", player=P(seat), n=len(idx), cells=[RCELLS[i] for i in idx])
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
