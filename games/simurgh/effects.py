"""Which ways a player may use an action space now (SIM-6.1 (c), SIM-7.3 "full use"), as the options of a
placement: each option is one fixed payment and one fixed gain (``games.simurgh.bundles``). An empty list means the
space cannot be used (the placement is illegal, SIM-17.4). The board part of a placement is
``games.simurgh.board.placement_error``; laying a tile adds the slot's reward first (SIM-9.4)."""
from __future__ import annotations

from games.simurgh.bundles import can_gain, can_pay, data_choices, gain
from games.simurgh.data import SPACES, TILES


def with_gain(seat: dict, fixed: dict) -> dict:
    """A copy of ``seat`` after receiving ``fixed`` (a slot reward that counts towards the payment, SIM-9.4)."""
    copy = {**seat, "resources": dict(seat["resources"]), "vassals": {v: dict(x) for v, x in seat["vassals"].items()},
            "dragons": [dict(d, markers=list(d["markers"])) for d in seat["dragons"]]}
    gain(copy, fixed)
    return copy


def space_options(state: dict, seat: int, vassal: str, space_id: str, reward: dict | None = None) -> list[tuple]:
    """SIM-7.3: the (payment, gain) pairs the player can use in full on ``space_id`` after placing a ``vassal``
    (``reward``: a slot reward received just before, SIM-9.4). Special spaces: C10/dragon draws need a dragon in the
    stack; the Monument (C12) needs an objective in its stack; an exploration level's payment is its tile's move
    cost (SIM-10.2)."""
    s = state["seats"][seat]
    return options_for(state, with_gain(s, reward) if reward else s, vassal, space_id)


def options_for(state: dict, s: dict, vassal: str, space_id: str) -> list[tuple]:
    """:func:`space_options` for the seat's state ``s`` (after any slot reward): the move listing works out a
    rewarded seat once for all the spaces of a laid tile."""
    space = SPACES[space_id]
    if space.get("special") == "monument_objective" and not state["stacks"]["objectives"]:
        return []
    if "level" in space:  # an exploration level: pay the tile's move cost, gain the level's reward
        pays = data_choices(TILES[space_id.split(".")[0]]["move_cost"])
        gains = data_choices(space.get("gain"))
    else:
        pays = data_choices(space["effect"].get("pay"))
        gains = data_choices(space["effect"].get("gain"))
    out = []
    for p in pays:
        if not can_pay(s, p, placed=vassal):
            continue
        for g in gains:
            if not can_gain(s, g):
                continue
            if g.get("dragon_draw") and not state["stacks"]["dragons"]:  # SIM-7.3: a dragon to draw
                continue
            out.append((p, g))
    return out
