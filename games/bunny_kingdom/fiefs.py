"""Fiefs, strength, wealth and production (BK-11), computed from the board in the state.

The board lives in the state as ``owner`` (square -> seat, the squares with a rabbit) and ``buildings`` (square ->
building record, see ``board.py``). Everything here is a pure function of those two maps.
"""
from __future__ import annotations

from games.bunny_kingdom.data import NEIGHBOURS, SQUARE_IDS, SQUARE_INDEX, SQUARES

UNIVERSAL = "universal"


def sky_links(buildings: dict, squares: set[str], extra: tuple = ()) -> dict[str, list[str]]:
    """BK-10.2: the two squares of a sky tower pair count as adjacent (lava irrelevant). ``extra``: more pairs
    (a player's planned towers during construction)."""
    links: dict[str, list[str]] = {}
    pairs = [(sq, b["other"]) for sq, b in buildings.items() if b["type"] == "sky_tower"]  # both directions
    for a, b in extra:
        pairs += [(a, b), (b, a)]
    for a, b in pairs:
        if a in squares and b in squares:
            links.setdefault(a, []).append(b)
    return links


def fiefs(owner: dict, buildings: dict, seat: int, extra_links: tuple = ()) -> list[list[str]]:
    """BK-11.1/BK-11.2/BK-11.3: the maximal connected groups of ``seat``'s squares, each in reading order, the list
    ordered by its first square."""
    mine = {sq for sq, s in owner.items() if s == seat}
    links = sky_links(buildings, mine, extra_links)
    seen: set[str] = set()
    out = []
    for start in SQUARE_IDS:
        if start not in mine or start in seen:
            continue
        group, stack = [], [start]
        seen.add(start)
        while stack:
            sq = stack.pop()
            group.append(sq)
            for nb in (*NEIGHBOURS[sq], *links.get(sq, ())):
                if nb in mine and nb not in seen:
                    seen.add(nb)
                    stack.append(nb)
        out.append(sorted(group, key=SQUARE_INDEX.__getitem__))
    return out


def fief_index(fief_list: list[list[str]]) -> dict[str, int]:
    return {sq: i for i, f in enumerate(fief_list) for sq in f}


def production(sq: str, buildings: dict, choices: dict | None = None) -> list[str]:
    """BK-11.5/BK-8.6: the resources one square produces (its terrain's basic resource plus its factory's). A
    universal farm produces the basic resource chosen for it (``choices`` overrides the stored choice), or nothing
    while no choice is known."""
    out = []
    base = SQUARES[sq]["base_resource"]
    if base:
        out.append(base)
    b = buildings.get(sq)
    if b is not None and b["type"] == "factory":
        res = b["resource"]
        if res == UNIVERSAL:
            res = (choices or {}).get(sq) or b.get("choice")
        if res:
            out.append(res)
    return out


def strength(fief: list[str], buildings: dict) -> int:
    """BK-11.4: sum of the cities' strengths (pre-printed cities 1)."""
    return sum(buildings[sq]["strength"] for sq in fief if sq in buildings and buildings[sq]["type"] == "city")


def cities(fief: list[str], buildings: dict) -> int:
    return sum(1 for sq in fief if sq in buildings and buildings[sq]["type"] == "city")


def fief_report(fief: list[str], buildings: dict, choices: dict | None = None) -> dict:
    """BK-11.6/BK-12.1: one fief's harvest line: squares, strength, distinct resources, wealth, points."""
    resources = sorted({r for sq in fief for r in production(sq, buildings, choices)})
    s = strength(fief, buildings)
    return {"squares": list(fief), "strength": s, "resources": resources, "wealth": len(resources),
            "points": s * len(resources)}


def harvest_report(owner: dict, buildings: dict, seat: int, choices: dict | None = None) -> dict:
    """BK-12.1/BK-12.2: every fief of ``seat`` with its points and the total."""
    lines = [fief_report(f, buildings, choices) for f in fiefs(owner, buildings, seat)]
    return {"fiefs": lines, "total": sum(f["points"] for f in lines)}
