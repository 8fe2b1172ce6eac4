"""What a seat of Simurgh may know (§15), and a state it cannot tell apart from the real one (for leak tests).

Public: the whole board, every player's resources, PP, vassals, dragons and markers, the non-power tiles in every
hand (G-14) and the number of power tiles, the sizes of the stacks, the Chronicle, the action draft's row, who has
made the secret dragon choice. Secret to one seat (its ``private`` part): its power tiles in hand, the power tiles
offered to it in the draft, its three dragons to choose from and its choice. Hidden from everyone: the order of
the stacks and what is in the box. Hidden information is removed HERE and nowhere else.
"""
from __future__ import annotations

import random

from games.core import turn_base
from games.core.contract import deep_copy
from games.core.rng import redeal
from games.simurgh.data import kind_of


def _is_power(tile: str) -> bool:
    return kind_of(tile) == "power"


def public_seat(seat: dict) -> dict:
    return {
        "resources": dict(seat["resources"]),
        "pp": seat["pp"],
        "vassals": deep_copy(seat["vassals"]),
        "hand": [t for t in seat["hand"] if not _is_power(t)],  # G-14: open, power tiles excepted
        "power_tiles": sum(1 for t in seat["hand"] if _is_power(t)),  # their number is public
        "dragons": deep_copy(seat["dragons"]),
    }


def public_draft(state: dict) -> dict | None:
    d = state["draft"]
    if d is None:
        return None
    if d["kind"] == "power":  # the offer goes from hand to hand by DM
        return {"kind": "power", "seat": d["seat"], "offered": len(d["offer"])}
    if d["kind"] == "action":  # the row is face up
        return {"kind": "action", "seat": d["seat"], "offer": list(d["offer"]), "picks": d["picks"]}
    return {"kind": "dragon", "chosen": [c is not None for c in d["choices"]]}


SECRET_TASKS = ("keep", "returns", "objective")  # drawn tiles only their player sees (§15)


def pending_task(state: dict) -> dict | None:
    queue = state["turn"].get("queue") or []
    return queue[0] if queue else None


def public_pending(state: dict) -> dict | None:
    """What everyone may know of the pending decision: its kind and, for drawn tiles, only how many (§15)."""
    task = pending_task(state)
    if task is None:
        return None
    if task["t"] in SECRET_TASKS:
        return {"t": task["t"], "n": len(task.get("drawn") or task.get("tiles") or [])}
    return {k: v for k, v in task.items()}


def private_part(state: dict, seat: int | None) -> dict | None:
    if seat is None or not 0 <= seat < state["players"]:
        return None
    state = turn_base.as_seen_by(state, seat)
    out = {}
    powers = [t for t in state["seats"][seat]["hand"] if _is_power(t)]
    if powers:
        out["power_tiles"] = powers
    task = pending_task(state)
    if task is not None and state["turn"]["seat"] == seat and task["t"] in SECRET_TASKS:
        out["drawn"] = {"kind": "objectives" if task["t"] == "objective" or task.get("stack") == "objectives"
                        else "dragons", "tiles": list(task.get("drawn") or task.get("tiles"))}
    d = state["draft"]
    if d is not None and d["kind"] == "power" and d["seat"] == seat:
        out["power_offer"] = list(d["offer"])
    if d is not None and d["kind"] == "dragon":
        out["dragon_offer"] = list(d["offers"][seat])
        if d["choices"][seat] is not None:
            out["dragon_choice"] = deep_copy(d["choices"][seat])
    return out or None


def view(state: dict, seat: int | None) -> dict:
    seen = turn_base.as_seen_by(state, seat)  # another seat's turn not told yet: the table as last posted
    if seen is not state:
        return view(seen, seat)
    board = state["board"]
    return {
        "game": state["game"],
        "seat": seat,
        "players": state["players"],
        "options": dict(state["options"]),
        "phase": state["phase"],
        "first": state["first"],
        "active": state["active"],
        "seats": [public_seat(s) for s in state["seats"]],
        "board": {"city": deep_copy(board["city"]), "display": dict(board["display"]),
                  "monument": dict(board["monument"]),
                  "wilds": {slot: None if w is None else
                            ({"blocked": True} if w["blocked"] else deep_copy(w))  # a blocking tile is face down
                            for slot, w in board["wilds"].items()}},
        "stacks": {name: len(pile) for name, pile in state["stacks"].items()},
        "box": len(state["box"]),
        "chronicle": list(state["chronicle"]),
        "draft": public_draft(state),
        "turn": {**{k: v for k, v in state["turn"].items() if k not in ("queue", "drew")},
                 "pending": public_pending(state)},
        "trigger": state["trigger"],
        "final_turns": list(state["final_turns"]),
        "removed_objectives": list(state["removed_objectives"]),
        "last": state["last"],
        "final": state["final"],
        "private": private_part(state, seat),
    }


def hidden_twin(state: dict, seed: int, seat: int | None = None) -> dict:
    """A copy that ``seat`` (None: a spectator) cannot tell apart: the face-down stacks reshuffled, the box's tiles
    exchanged with same-kind tiles of the action stack, and every power tile and dragon that ``seat`` cannot see
    exchanged among the places it cannot see."""
    twin = deep_copy(state)
    if turn_base.KEY in twin:  # the table as last posted, which the others see: twinned alike
        twin[turn_base.KEY]["state"] = hidden_twin(twin[turn_base.KEY]["state"], seed, seat)
    r = random.Random(seed)
    # action tiles: the box keeps its kinds (SIM-3.4 is public), the stack's order and contents are hidden
    stack, box = twin["stacks"]["action"], twin["box"]
    for kind in ("production", "research", "transformation", "exploration"):
        places = [("s", i) for i, t in enumerate(stack) if kind_of(t) == kind] + \
                 [("b", i) for i, t in enumerate(box) if kind_of(t) == kind]
        tiles = [stack[i] if where == "s" else box[i] for where, i in places]
        redeal(r, tiles)
        for (where, i), t in zip(places, tiles, strict=True):
            (stack if where == "s" else box)[i] = t
    for name in ("objectives", "draft_pool", "research"):
        if name in twin["stacks"]:
            redeal(r, twin["stacks"][name])
    task = pending_task(twin)
    if task is not None and task["t"] in SECRET_TASKS and twin["turn"]["seat"] != seat:
        # the mover's drawn tiles: exchanged with the face-down stack they came from
        drawn = task.get("drawn") or task.get("tiles")
        stack = twin["stacks"]["objectives" if task["t"] == "objective" or task.get("stack") == "objectives"
                               else "dragons"]
        _exchange([(drawn, i) for i in range(len(drawn))] + [(stack, i) for i in range(len(stack))], r)
    # power tiles out of this seat's sight: other hands, the box, the power stack, an offer made to someone else
    spots = []
    for s, data in enumerate(twin["seats"]):
        if s != seat:
            spots += [(data["hand"], i) for i, t in enumerate(data["hand"]) if _is_power(t)]
    spots += [(box, i) for i, t in enumerate(box) if _is_power(t)]
    blocked = [w for w in twin["board"]["wilds"].values() if w and w["blocked"]]  # face down (SIM-3.10)
    spots += [(_Slot(w), 0) for w in blocked]
    spots += [(twin["stacks"]["power"], i) for i in range(len(twin["stacks"]["power"]))]
    d = twin["draft"]
    if d is not None and d["kind"] == "power" and d["seat"] != seat:
        spots += [(d["offer"], i) for i in range(len(d["offer"]))]
    _exchange(spots, r)
    # dragons out of sight: the stack and the other players' offers (their choices go with the tiles they name)
    dspots = [(twin["stacks"]["dragons"], i) for i in range(len(twin["stacks"]["dragons"]))]
    if d is not None and d["kind"] == "dragon":
        for s in range(twin["players"]):
            if s != seat:
                if d["choices"][s] is not None:
                    d["choices"][s] = {"keep": None, "returns": d["choices"][s]["returns"]}
                dspots += [(d["offers"][s], i) for i in range(len(d["offers"][s]))]
    _exchange(dspots, r)
    if d is not None and d["kind"] == "dragon":
        for s in range(twin["players"]):
            if s != seat and d["choices"][s] is not None:
                d["choices"][s]["keep"] = d["offers"][s][0]
    return twin


class _Slot:
    """A blocked Wilds slot seen as a one-tile pile (so :func:`_exchange` can swap its face-down tile)."""

    def __init__(self, entry: dict):
        self.entry = entry

    def __getitem__(self, i: int) -> str:
        return self.entry["tile"]

    def __setitem__(self, i: int, tile: str) -> None:
        self.entry["tile"] = tile


def _exchange(spots: list[tuple], r: random.Random) -> None:
    tiles = redeal(r, [pile[i] for pile, i in spots])
    for (pile, i), t in zip(spots, tiles, strict=True):
        pile[i] = t
