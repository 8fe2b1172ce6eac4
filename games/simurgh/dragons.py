"""Dragon abilities (SIM-11.5-SIM-11.7, SIM-11.9, SIM-11.11): which abilities a player may use now, and which
trigger abilities an event offers. Using one removes its marker (the engine then resolves its effect with
``games.simurgh.bundles`` and asks the choices). Pure functions on a seat's state."""
from __future__ import annotations

from games.simurgh.bundles import can_gain, can_pay, data_choices
from games.simurgh.data import DRAGONS

INSTANT = "instant"
TRIGGERS = ("trigger_gain", "trigger_spend_vassal", "trigger_explore_move")


def ability(dragon: dict, slot: int) -> dict:
    return DRAGONS[dragon["id"]]["abilities"][slot]


def instant_ok(seat: dict, d: int, slot: int) -> bool:
    """SIM-11.5/SIM-11.7/SIM-7.3: an instant ability is usable when its space holds a marker and some way of paying
    and gaining it in full exists after its own marker is removed (``pay.markers`` are extra markers, SIM-11.7; a
    new vassal needs one left in the colour pool, SIM-11.11)."""
    dragon = seat["dragons"][d]
    a = ability(dragon, slot)
    if a["kind"] != INSTANT or not dragon["markers"][slot]:
        return False
    after = dict(seat, dragons=[dict(x, markers=list(x["markers"])) for x in seat["dragons"]])
    after["dragons"][d]["markers"][slot] = False  # its own marker is spent first
    effect = a["effect"]
    return any(can_pay(after, p) for p in data_choices(effect.get("pay"))) and \
        any(can_gain(after, g) for g in data_choices(effect.get("gain")))


def usable(seat: dict) -> list[tuple[int, int]]:
    """The (dragon index, slot) of every instant ability the seat may use now (SIM-11.5)."""
    return [(d, slot) for d, dragon in enumerate(seat["dragons"]) for slot in range(3) if instant_ok(seat, d, slot)]


def triggers(seat: dict, event: str, what) -> list[tuple[int, int]]:
    """SIM-11.6: the trigger abilities (with a marker) an event offers: ``("gain", {type: n})`` for a gain of
    resources or PP (``"power"``), ``("spend", vassal type)``, ``("explore", None)`` for a Dragonrider moving down.
    Each fires at most once per event; the player may decline."""
    out = []
    for d, dragon in enumerate(seat["dragons"]):
        for slot in range(3):
            a = ability(dragon, slot)
            if a["kind"] not in TRIGGERS or not dragon["markers"][slot]:
                continue
            if a["kind"] == "trigger_gain" and event == "gain":
                if any(what.get(kind, 0) > 0 for kind in a["on"]):
                    out.append((d, slot))
            elif a["kind"] == "trigger_spend_vassal" and event == "spend" and what == a["on"]:
                out.append((d, slot))
            elif a["kind"] == "trigger_explore_move" and event == "explore":
                out.append((d, slot))
    return out


def gained(fixed: dict) -> dict[str, int]:
    """What a fixed gain gives, as the ``what`` of a gain event: its resources and its PP (``"power"``)."""
    out = dict(fixed.get("resources") or {})
    if fixed.get("power"):
        out["power"] = fixed["power"]
    return out


def use(seat: dict, d: int, slot: int) -> dict:
    """Remove the ability's marker (SIM-11.5) and return the ability; the engine resolves it."""
    dragon = seat["dragons"][d]
    assert dragon["markers"][slot], "an ability without a marker cannot be used (SIM-11.5)"
    dragon["markers"][slot] = False
    return ability(dragon, slot)
