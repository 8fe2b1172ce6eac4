"""Parchment scoring (BK-13): the metrics of BK-13.3/BK-13.4 and every ``scoring`` type of components.json (0.4).

Each scoring *effect* is a parchment a player owns, or - for a copy card (Liberal/Socialist) - the parchment it copies,
evaluated on the holder's own kingdom (BK-13.9). Opportunist effects are scored last, on the totals without them
(BK-13.10, G-11).
"""
from __future__ import annotations

from collections import Counter

from games.bunny_kingdom.cards import CAMP, CARDS, COPY_CARDS, building, is_treasure
from games.bunny_kingdom.data import CORNER, EDGE, LUXURY, SQUARE_IDS, SQUARES
from games.bunny_kingdom.fiefs import cities, fief_report, fiefs, production


def squares_of(state: dict, seat: int) -> list[str]:
    owner = state["owner"]
    return [sq for sq in SQUARE_IDS if owner.get(sq) == seat]


def metrics(state: dict, seat: int, effects: list[str]) -> dict:
    """BK-13.3/BK-13.4 for ``seat`` (universal farms produce their stored round-4 choice, BK-12.4). ``effects``:
    the parchment effects the player has (own cards and copied targets; copy cards themselves excluded)."""
    owner, buildings = state["owner"], state["buildings"]
    mine = squares_of(state, seat)
    fief_list = fiefs(owner, buildings, seat)
    reports = [fief_report(f, buildings) for f in fief_list]
    units: Counter = Counter()
    for sq in mine:
        units.update(production(sq, buildings))
    units["any_luxury"] = sum(units[r] for r in LUXURY)

    def is_city(sq: str) -> bool:
        return sq in buildings and buildings[sq]["type"] == "city"

    def barren(sq: str) -> bool:  # BK-13.4: plains/mountain, no factory, no city (camps, towers do not matter)
        b = buildings.get(sq)
        return SQUARES[sq]["terrain"] in ("plains", "mountain") and (b is None or b["type"] in ("camp", "sky_tower"))

    played_camps = [c for c in state["unbuilt"][seat] + state["used"][seat] if building(c) == CAMP]
    return {
        "squares": len(mine),
        "units": dict(units),
        "cities": sum(1 for sq in mine if is_city(sq)),
        "fiefs": len(fief_list),
        "fiefs_with_3plus_territories": sum(1 for f in fief_list if len(f) >= 3),
        "edge_territories": sum(1 for sq in mine if sq in EDGE),
        "corner_territories": sum(1 for sq in mine if sq in CORNER),
        "mountain_territories": sum(1 for sq in mine if SQUARES[sq]["terrain"] == "mountain"),
        "barren_territories": sum(1 for sq in mine if barren(sq)),
        "cities_in_fiefs_without_resources": sum(cities(f, buildings) for f, r in zip(fief_list, reports, strict=True)
                                                 if r["wealth"] == 0),
        "parchments_owned": len(state["parchments"][seat]),  # G-18: copies add nothing
        "camp_cards_played": len(played_camps),  # G-17
        "treasures_held": sum(1 for c in effects if is_treasure(c)),
        "fief_values": [r["points"] for r in reports],
    }


def treasure_value(cid: str, effects: list[str]) -> int:
    """BK-13.2: printed value; a glove is worth ``with_partner`` when the player also has the other glove."""
    sc = CARDS[cid]["scoring"]
    if sc["type"] == "glove":
        return sc["with_partner"] if sc["partner"] in effects else sc["alone"]
    return sc["points"]


def score_effect(cid: str, m: dict, effects: list[str], most_squares: int) -> tuple[int, int | None]:
    """Points of one effect (not Opportunist, not a copy card) and the counted value for the breakdown."""
    sc = CARDS[cid]["scoring"]
    t = sc["type"]
    if t in ("fixed", "glove"):
        return treasure_value(cid, effects), None
    if t == "per_resource_unit":  # BK-13.3
        v = m["units"].get(sc["resource"], 0)
        return sc["points_each"] * v, v
    if t == "resource_threshold":
        v = m["units"].get(sc["resource"], 0)
        return (sc["points"] if v >= sc["minimum"] else 0), v
    if t == "per_count":  # BK-13.4
        v = m[sc["metric"]]
        return sc["points_each"] * v, v
    if t == "count_threshold":
        v = m[sc["metric"]]
        return (sc["points"] if v >= sc["minimum"] else 0), v
    if t == "most_territories":  # BK-13.6/G-13: ties qualify
        return (sc["points"] if m["squares"] >= most_squares else 0), m["squares"]
    if t == "reharvest_except_best":  # BK-13.7: every fief but one of the highest value
        values = sorted(m["fief_values"], reverse=True)
        return sum(values[1:]), len(values)
    if t == "treasure_total_again":  # BK-13.8/G-14
        total = sum(treasure_value(c, effects) for c in effects if is_treasure(c))
        return total, total
    raise ValueError(f"unscorable parchment {cid}")  # copy / second_place are handled by final_scores


def effects_of(state: dict, seat: int) -> list[tuple[str, str | None]]:
    """(card owned, effective card) pairs: a copy card's effective card is its target (None: nothing copied)."""
    out = []
    for cid in sorted(state["parchments"][seat]):
        if cid in COPY_CARDS:
            out.append((cid, state["copies"].get(cid)))
        else:
            out.append((cid, cid))
    return out


def is_opportunist(cid: str | None) -> bool:
    return cid is not None and CARDS[cid]["scoring"]["type"] == "second_place"


def final_scores(state: dict) -> dict:
    """BK-13.1 steps 2-3 and BK-14: every parchment's points with a breakdown, then totals."""
    n = state["players"]
    effect_lists = [effects_of(state, s) for s in range(n)]
    effective = [[e for _c, e in lst if e is not None] for lst in effect_lists]
    all_metrics = [metrics(state, s, effective[s]) for s in range(n)]
    most = max(m["squares"] for m in all_metrics)
    entries: list[list[dict]] = []
    for s in range(n):
        rows = []
        for cid, eff in effect_lists[s]:
            row = {"card": cid, "copied": eff if cid in COPY_CARDS else None, "points": 0, "value": None}
            if eff is not None and not is_opportunist(eff):
                row["points"], row["value"] = score_effect(eff, all_metrics[s], effective[s], most)
            rows.append(row)
        entries.append(rows)
    harvest = [sum(state["harvests"][s]) for s in range(n)]
    before = [harvest[s] + sum(r["points"] for r in entries[s]) for s in range(n)]
    for s in range(n):  # BK-13.10/G-11: exactly one player strictly ahead, on the pre-Opportunist totals
        ahead = sum(1 for o in range(n) if before[o] > before[s])
        for row in entries[s]:
            eff = row["copied"] if row["card"] in COPY_CARDS else row["card"]
            if is_opportunist(eff):
                row["points"] = CARDS[eff]["scoring"]["points"] if ahead == 1 else 0
                row["value"] = ahead + 1
    parchment_points = [sum(r["points"] for r in entries[s]) for s in range(n)]
    totals = [harvest[s] + parchment_points[s] for s in range(n)]
    best = max(totals)
    return {
        "harvest": harvest,
        "harvests": [list(h) for h in state["harvests"]],
        "parchments": entries,
        "parchment_points": parchment_points,
        "before_opportunist": before,
        "totals": totals,
        "winners": [s for s in range(n) if totals[s] == best],  # BK-14.1/BK-14.2: ties share the victory
        "metrics": [{k: v for k, v in m.items() if k != "fief_values"} for m in all_metrics],
    }
