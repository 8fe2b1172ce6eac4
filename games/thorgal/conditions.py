"""Conditions and targets of Thorgal's effect language (RULES.md §0.9): ``if`` conditions (also used by event
requirements, paragraph variants and Special cards) and the ``who`` of an effect (TG-GEN-6, TG-GEN-10)."""
from __future__ import annotations

from games.thorgal.atlas import areas, locations


def holds(state: dict, cond: dict | None, ctx: dict | None = None) -> bool:
    """A condition of the vocabulary of §0.9 (``None`` always holds)."""
    if cond is None:
        return True
    ctx = ctx or {}
    if "track_gte" in cond:
        return state["track"] is not None and state["track"] >= cond["track_gte"]
    if "track_lte" in cond:
        return state["track"] is not None and state["track"] <= cond["track_lte"]
    if "objective" in cond:
        return cond["objective"] in state["objectives_done"]
    if "flag" in cond:
        return cond["flag"] in state["flags"]
    if "enemy_in_area" in cond:  # any enemy token, Mystic included, at a Location of that Area but the excluded
        skip = set(cond.get("exclude_locations", []))
        return any(state["board"]["enemies"].get(loc) for loc, info in locations(state).items()
                   if cond["enemy_in_area"] in info["areas"] and loc not in skip)
    if "revealed_terrain_this_action" in cond:
        return bool(ctx.get("revealed")) == bool(cond["revealed_terrain_this_action"])
    if "tokens_on_action_cards_gte" in cond:  # reserved (21 #36): no adventure defines its tokens yet
        return False
    raise ValueError(f"unknown condition {cond}")


def seat_order(state: dict, start: int) -> list[int]:
    """TG-GEN-10: several heroes resolve one after another in seat order, starting with ``start``."""
    n = len(state["heroes"])
    return [(start + k) % n for k in range(n)]


def targets(state: dict, who: str | None, active: int, value: int | None = None) -> list[int]:
    """The seats an effect applies to (``chosen_in_area`` is a decision, asked by the interpreter)."""
    who = who or "active"
    area = state["heroes"][active]["area"]
    order = seat_order(state, active)
    if who == "active":
        return [active]
    if who in ("each", "group"):
        return order
    if who == "each_in_area":
        return [s for s in order if state["heroes"][s]["area"] == area]
    if who == "each_other_in_area":
        return [s for s in order if s != active and state["heroes"][s]["area"] == area]
    if who == "first_player":
        return [state["first"]]
    if who == "each_in_area_numbered_gte":
        numbers = {a: info["number"] for a, info in areas(state).items()}
        return [s for s in order if numbers[state["heroes"][s]["area"]] >= int(value or 0)]
    if who == "chosen_in_area":
        return [s for s in order if state["heroes"][s]["area"] == area]
    raise ValueError(f"unknown who {who}")
