"""The changes several steps of a Zamek Smoków turn share (RULES.md 6, 8, 16A): a line in the turn's log, a tile taken
from the castle, a set consolidated (DC-8.3), and the castle and realm cells the turn touched (highlighted in the
pictures). The callers have validated the step in full (``step_checks``).
"""
from __future__ import annotations

from games.core.contract import Msg, P
from games.dragon_castle.realm import RCELLS
from games.dragon_castle.step_checks import type_msg


def log_event(state: dict, key: str, **params) -> None:
    """What a step did, as a line of the turn's log (``dragon_castle-ev-<key>``, Msg JSON)."""
    state["turn"]["log"].append(Msg(f"dragon_castle-ev-{key}", **params).to_json())


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
    touch_realm(t, cells)
    if type_id is not None:
        params["type"] = type_msg(type_id)
    log_event(state, key, player=P(seat), n=len(cells), vp=vp, cells=[RCELLS[i] for i in cells], **params)
    if state["pools"][seat] > 0:
        t["build"] = {"cells": list(cells), "cap": cap}


def touch_realm(t: dict, cells) -> None:
    """Note realm spaces (indexes) the turn changed, once each."""
    for i in cells:
        name = RCELLS[i]
        if name not in t["realm_cells"]:
            t["realm_cells"].append(name)


def touch_castle(t: dict, cell: str) -> None:
    """Note a castle cell the turn changed, once."""
    if cell not in t["castle_cells"]:
        t["castle_cells"].append(cell)


def take_from_castle(state: dict, cell: str) -> tuple[str, bool]:
    """The top tile of a castle stack, removed; and whether a tile below it is now uncovered."""
    stack = state["castle"][cell]
    tile = stack.pop()
    touch_castle(state["turn"], cell)
    return tile, bool(stack)  # DC-14.3: a tile below becomes visible
