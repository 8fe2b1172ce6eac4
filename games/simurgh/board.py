"""The board of Simurgh: where vassals stand, placing and withdrawing them, the Wilds and the Chronicle (SIM-4.1,
SIM-4.3, SIM-6, SIM-9, SIM-10). Pure functions on the state of ``games.simurgh.setup``; the engine composes them
into moves, pays and gains (``games.simurgh.bundles``) and asks the player's choices.

Occupants are ``[seat, vassal type]`` pairs: ``board.city[space]`` for the City, ``wilds[slot].vassals[space]`` for a
tile in the Wilds (exploration levels are spaces ``E37.L1`` .. ``E37.L4``).
"""
from __future__ import annotations

from games.core.contract import Msg
from games.core.errors import GameError
from games.simurgh.data import REMOVAL_THRESHOLD, SPACES, TILES, WILDS_SLOTS, kind_of
from games.simurgh.labels import slot_msg


def tile_of(space_id: str) -> str | None:
    """The action tile a space belongs to (``P07.a`` -> ``P07``, ``E40.L1`` -> ``E40``); None for a City space."""
    return space_id.split(".")[0] if "." in space_id else None


def slot_of(state: dict, tile_id: str) -> str | None:
    """The Wilds slot holding ``tile_id`` face up, or None."""
    for slot, entry in state["board"]["wilds"].items():
        if entry and not entry["blocked"] and entry["tile"] == tile_id:
            return slot
    return None


def occupants(state: dict, space_id: str) -> list:
    tile = tile_of(space_id)
    if tile is None:
        return state["board"]["city"].get(space_id, [])
    slot = slot_of(state, tile)
    return [] if slot is None else state["board"]["wilds"][slot]["vassals"].get(space_id, [])


def on_tile(entry: dict) -> list:
    """Every occupant of a Wilds tile, on all its spaces."""
    return [occ for occs in entry["vassals"].values() for occ in occs]


def open_slots(state: dict) -> list[str]:
    """SIM-9.1: the slots usable at this player count (WS5 and WS6 need 3 or more players)."""
    return [s for s, slot in WILDS_SLOTS.items() if state["players"] >= slot["min_players"]]


def placement_error(state: dict, seat: int, vassal: str, space_id: str) -> GameError | None:
    """Why ``seat`` cannot put a ``vassal`` from its supply on ``space_id`` (the board part of SIM-6.1; paying for
    the space in full, SIM-7.3, is checked with the effect), or None."""
    problem = _placement_problem(state, seat, vassal, space_id)
    if problem is None:
        return None
    if problem == "no-vassal":
        return GameError("simurgh-err-no-vassal", rule="SIM-5.2", vassal=Msg(f"simurgh-vassal-{vassal}")
                         if vassal in ("spearman", "dragonrider") else vassal[:12])
    if problem == "no-space":
        return GameError("simurgh-err-no-space", rule="SIM-6.1", space=space_id[:12])
    if problem == "explore-twice":
        return GameError("simurgh-err-explore-twice", rule="SIM-10.4", tile=tile_of(space_id))
    rule = {"dragonrider-only": "SIM-4.1", "space-taken": "SIM-4.3", "explore-level": "SIM-10.3"}[problem]
    return GameError(f"simurgh-err-{problem}", rule=rule, space=space_id)


def can_place(state: dict, seat: int, vassal: str, space_id: str) -> bool:
    """:func:`placement_error` is None, without wording a refusal (the move listing asks it thousands of times)."""
    return _placement_problem(state, seat, vassal, space_id) is None


def _placement_problem(state: dict, seat: int, vassal: str, space_id: str) -> str | None:
    if state["seats"][seat]["vassals"].get(vassal, {}).get("supply", 0) < 1:
        return "no-vassal"
    space = SPACES.get(space_id)
    tile = tile_of(space_id)
    slot = None if tile is None else slot_of(state, tile)
    if space is None or (tile is not None and slot is None):
        return "no-space"
    if space["vassal"] == "dragonrider" and vassal != "dragonrider":
        return "dragonrider-only"
    here = occupants(state, space_id)
    if space["capacity"] == "single" and here:
        return "space-taken"
    if tile is not None and kind_of(tile) == "exploration":
        if space.get("level") != 1:  # below level 1 only by moving down (SIM-10.5)
            return "explore-level"
        if any(s == seat for s, _ in on_tile(state["board"]["wilds"][slot])):
            return "explore-twice"
    return None


def put(state: dict, seat: int, vassal: str, space_id: str) -> None:
    """Move a vassal from the supply onto a space (SIM-6.2); check :func:`placement_error` first."""
    state["seats"][seat]["vassals"][vassal]["supply"] -= 1
    tile = tile_of(space_id)
    if tile is None:
        state["board"]["city"].setdefault(space_id, []).append([seat, vassal])
    else:
        entry = state["board"]["wilds"][slot_of(state, tile)]
        entry["vassals"].setdefault(space_id, []).append([seat, vassal])


def take_off(state: dict, seat: int, space_id: str, vassal: str | None = None) -> str:
    """Take one of ``seat``'s vassals (of type ``vassal``, if given) off ``space_id``; returns its type. The caller
    puts it back in the supply (withdrawal) or the colour pool (a spend, SIM-7.7) and checks the tile's removal."""
    here = occupants(state, space_id)
    for i, (s, v) in enumerate(here):
        if s == seat and (vassal is None or v == vassal):
            del here[i]
            if not here:  # keep the board tidy: no empty lists
                tile = tile_of(space_id)
                holder = state["board"]["city"] if tile is None else \
                    state["board"]["wilds"][slot_of(state, tile)]["vassals"]
                holder.pop(space_id, None)
            return v
    raise GameError("simurgh-err-not-yours", rule="SIM-5.2", space=space_id[:12])


def remove_tile(state: dict, slot: str) -> str:
    """SIM-9.9: every vassal on the tile goes back to its owner's supply, the tile to the Chronicle, the slot
    empties. Returns the tile."""
    entry = state["board"]["wilds"][slot]
    for seat, vassal in on_tile(entry):
        state["seats"][seat]["vassals"][vassal]["supply"] += 1
    state["chronicle"].append(entry["tile"])
    state["board"]["wilds"][slot] = None
    return entry["tile"]


def settle(state: dict, slot: str, after_place: bool = False) -> bool:
    """Remove the tile in ``slot`` if a removal rule now applies (SIM-9.8, SIM-10.8); True if it was removed.

    Any tile: no vassal left (an exploration tile: no Dragonrider left). After a placement's effect (SIM-6.3,
    ``after_place``): a non-exploration tile with as many vassals as the threshold for the player count (3 with 2-3
    players, 4 with 4-5), an exploration tile with a Dragonrider on level 4."""
    entry = state["board"]["wilds"][slot]
    if entry is None or entry["blocked"]:
        return False
    everyone = on_tile(entry)
    exploration = kind_of(entry["tile"]) == "exploration"
    if exploration:
        gone = not any(v == "dragonrider" for _, v in everyone) or bool(entry["vassals"].get(f"{entry['tile']}.L4"))
    else:
        gone = not everyone or (after_place and len(everyone) >= REMOVAL_THRESHOLD[state["players"]])
    if gone:
        remove_tile(state, slot)
    return gone


def withdraw(state: dict, seat: int, spaces: list[str]) -> list[str]:
    """SIM-5.2 (B) / SIM-6.6: take back one of your vassals from each named space (a space named twice gives back
    two) into your supply, then remove every Wilds tile left empty. Returns the tiles sent to the Chronicle.
    Validates everything before changing anything."""
    if not spaces:
        raise GameError("simurgh-err-withdraw-none", rule="SIM-5.2")
    needed: dict[str, int] = {}
    for space in spaces:
        needed[space] = needed.get(space, 0) + 1
    for space, n in needed.items():
        if sum(1 for s, _ in occupants(state, space) if s == seat) < n:
            raise GameError("simurgh-err-not-yours", rule="SIM-5.2", space=space[:12])
    touched = set()
    for space in spaces:
        vassal = take_off(state, seat, space)
        state["seats"][seat]["vassals"][vassal]["supply"] += 1
        tile = tile_of(space)
        if tile is not None:
            touched.add(slot_of(state, tile))
    removed = []
    for slot in sorted(touched):
        entry = state["board"]["wilds"][slot]
        tile = entry["tile"]
        if settle(state, slot):
            removed.append(tile)
    return removed


def lay_error(state: dict, seat: int, tile_id: str, slot: str, clear: str | None = None) -> GameError | None:
    """SIM-9.3-9.6: can ``seat`` lay ``tile_id`` from its hand on ``slot`` (after clearing the tile in slot
    ``clear`` with a weapon, if given)? The placement on the tile (step 4, SIM-9.4) is checked with the move."""
    if state["turn"]["laid"]:
        return GameError("simurgh-err-laid-twice", rule="SIM-5.3")
    if state["turn"]["main"] is not None:
        return GameError("simurgh-err-lay-after-main", rule="SIM-9.3")
    if tile_id not in state["seats"][seat]["hand"]:
        return GameError("simurgh-err-not-in-hand", rule="SIM-9.3", tile=tile_id[:8],
                         hand=", ".join(state["seats"][seat]["hand"]) or "—")
    wilds = state["board"]["wilds"]
    opened = open_slots(state)
    if slot not in opened:
        return GameError("simurgh-err-slot-closed", rule="SIM-9.1", slot=slot[:6])
    empty = [s for s in opened if wilds[s] is None]
    if clear is None:
        if wilds[slot] is not None:
            return GameError("simurgh-err-slot-taken", rule="SIM-9.5", slot=slot_msg(slot))
        return None
    if empty:  # SIM-9.3 step 1: clearing only when no open slot is empty
        return GameError("simurgh-err-clear-not-needed", rule="SIM-9.6", slot=slot_msg(empty[0]))
    if clear != slot or wilds[slot] is None:
        return GameError("simurgh-err-clear-slot", rule="SIM-9.3", slot=clear[:6])
    if kind_of(wilds[slot]["tile"]) == "exploration":
        return GameError("simurgh-err-clear-exploration", rule="SIM-9.6", tile=wilds[slot]["tile"])
    if state["seats"][seat]["resources"].get("weapon", 0) < 1:
        return GameError("simurgh-err-clear-weapon", rule="SIM-9.3")
    return None


def lay(state: dict, seat: int, tile_id: str, slot: str, clear: str | None = None) -> None:
    """Steps 1-2 of SIM-9.3 (check :func:`lay_error` first): pay the weapon and clear the slot if asked, then put
    the tile face up; the slot's reward and the placement follow in the move."""
    if clear is not None:
        state["seats"][seat]["resources"]["weapon"] -= 1
        remove_tile(state, clear)
    state["seats"][seat]["hand"].remove(tile_id)
    state["board"]["wilds"][slot] = {"tile": tile_id, "vassals": {}, "blocked": False}
    state["turn"]["laid"] = True


def rider_level(state: dict, seat: int, tile_id: str) -> int | None:
    """The level (1-4) of ``seat``'s Dragonrider on exploration tile ``tile_id``, or None."""
    slot = slot_of(state, tile_id)
    if slot is None:
        return None
    for space, occs in state["board"]["wilds"][slot]["vassals"].items():
        if any(s == seat for s, _ in occs):
            return SPACES[space]["level"]
    return None


def explore_error(state: dict, seat: int, tile_id: str, extra: bool = False) -> GameError | None:
    """SIM-10.5: may ``seat`` move its Dragonrider one level down ``tile_id`` now (``extra``: a dragon's extra move,
    SIM-11.8, which needs no free F2)? Paying the move cost is checked with the move."""
    if tile_id not in TILES or kind_of(tile_id) != "exploration":
        return GameError("simurgh-err-not-exploration", rule="SIM-10.5", tile=tile_id[:8])
    if state["turn"]["explored"] and not extra:
        return GameError("simurgh-err-explored-twice", rule="SIM-10.5")
    level = rider_level(state, seat, tile_id)
    if level is None:
        return GameError("simurgh-err-no-rider", rule="SIM-10.5", tile=tile_id)
    if tile_id in state["turn"].get("entered", []):
        return GameError("simurgh-err-rider-just-entered", rule="SIM-10.5", tile=tile_id)
    if level >= 4 or occupants(state, f"{tile_id}.L{level + 1}"):
        return GameError("simurgh-err-level-taken", rule="SIM-10.5", tile=tile_id, level=level + 1)
    return None


def explore(state: dict, seat: int, tile_id: str) -> str:
    """Move the Dragonrider down one level (check :func:`explore_error` first); returns the new level's space. The
    move cost, the level's reward and the level-4 removal (:func:`settle`) follow in the move."""
    level = rider_level(state, seat, tile_id)
    take_off(state, seat, f"{tile_id}.L{level}", "dragonrider")
    below = f"{tile_id}.L{level + 1}"
    state["board"]["wilds"][slot_of(state, tile_id)]["vassals"].setdefault(below, []).append([seat, "dragonrider"])
    state["turn"]["explored"] = True
    return below
