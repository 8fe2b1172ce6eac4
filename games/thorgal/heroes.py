"""A hero's board in Thorgal (RULES.md §11): wounds in the wound area (TG-WND), healing (TG-HEAL), Threat (TG-THR)
and experience on the Combat dial and the Journey track (TG-XP). Pure functions on a hero's plain-JSON state::

    {"id", "area", "resources": {res: n}, "threat": int, "wounds": [{"shape", "cells": [[x, y], ...]}],
     "combat": 1-7, "journey": 1-7, "skill_active": bool, "skill_used_round": int | None, "items": [id]}

Wound tiles keep the order they were placed in (the heal default picks the earliest of the largest, TG-ASY-3).
A wound that cannot be placed is the hero's death (TG-WND-5): the functions say so and the engine ends the game.
"""
from __future__ import annotations

from functools import cache

from games.core.errors import GameError
from games.thorgal import geometry as geo
from games.thorgal.data import HEROES, RESOURCES

MAX_THREAT = 5  # TG-THR-1
MAX_LEVEL = 7  # TG-XP-2


def new_hero(hero_id: str, area: str) -> dict:
    """TG-S-12/13/15: start resources, the hero item, both tracks at level 1, no wound, no Threat."""
    h = HEROES[hero_id]
    return {"id": hero_id, "area": area, "resources": {r: h["start_resources"].get(r, 0) for r in RESOURCES},
            "threat": 0, "wounds": [], "combat": 1, "journey": 1, "skill_active": True, "skill_used_round": None,
            "items": [h["starting_item"]]}


@cache
def area_cells(hero_id: str) -> frozenset:
    """The ``#`` cells of a hero's wound area (TG-GEO-1: row strings, row 0 first)."""
    rows = HEROES[hero_id]["wound_area"]
    return frozenset((x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "#")


def _size(hero_id: str) -> tuple[int, int]:
    rows = HEROES[hero_id]["wound_area"]
    return max(len(r) for r in rows), len(rows)


def covered(hero: dict) -> set:
    return {tuple(c) for w in hero["wounds"] for c in w["cells"]}


def wound_error(hero: dict, cells) -> str | None:
    """TG-WND-1/2: why these cells cannot take a wound now (None: they can). The shape is checked by the caller."""
    cells = {tuple(c) for c in cells}
    free = area_cells(hero["id"]) - covered(hero)
    if not cells <= free:
        return "thorgal-err-wound-cells"
    if hero["wounds"] and not geo.touches(cells, covered(hero)):
        return "thorgal-err-wound-touch"
    return None


def wound_shapes(hero: dict, *, shape: str | None = None, size: int | str | None = None) -> list[str]:
    """The shapes a wound may take (TG-WND-3): an exact shape, or any shape of a size; ``size="threat"`` is the
    hero's Threat count, at least 1 (designed, G-15)."""
    if shape is not None:
        return [shape]
    if size == "threat":
        size = max(1, hero["threat"])
    return geo.shapes_of_size(int(size))


def first_wound_placement(hero: dict, shapes: list[str]):
    """TG-GEO-6: the default placement of a wound among ``shapes``, or None when none fits (the hero dies)."""
    w, h = _size(hero["id"])
    return geo.first_placement(shapes, w, h, lambda cells: wound_error(hero, cells) is None)


def can_take(hero: dict, shapes: list[str]) -> bool:
    """TG-WND-5: can some allowed shape still be placed? (False: the wound kills the hero.)"""
    return first_wound_placement(hero, shapes) is not None


def place_wound(hero: dict, shapes: list[str], cells=None) -> bool:
    """Place one wound IN PLACE: at ``cells`` (checked: one of ``shapes``, on free cells, touching) or, when None,
    at the default placement. Returns False when no placement exists: the hero dies (TG-WND-5)."""
    if cells is None:
        found = first_wound_placement(hero, shapes)
        if found is None:
            return False
        cells = found
    cells = sorted((int(x), int(y)) for x, y in cells)
    shape = next((s for s in shapes if geo.is_shape(cells, s)), None)
    if shape is None:
        raise GameError("thorgal-err-wound-shape", rule="TG-WND-3")
    err = wound_error(hero, cells)
    if err:
        raise GameError(err, rule="TG-WND-1" if err.endswith("cells") else "TG-WND-2")
    hero["wounds"].append({"shape": shape, "cells": [list(c) for c in cells]})
    return True


def heal_choices(hero: dict, max_size: int | None = None) -> list[int]:
    """TG-HEAL-1/2: the wound tiles (indexes) one Heal may discard: any size, or size <= ``max_size``."""
    from games.thorgal.data import SHAPES

    return [i for i, w in enumerate(hero["wounds"]) if max_size is None or SHAPES[w["shape"]]["size"] <= max_size]


def default_heal(hero: dict, max_size: int | None = None) -> int | None:
    """TG-ASY-3: the largest eligible tile; on a tie the one placed earliest."""
    from games.thorgal.data import SHAPES

    choices = heal_choices(hero, max_size)
    if not choices:
        return None
    return max(choices, key=lambda i: (SHAPES[hero["wounds"][i]["shape"]]["size"], -i))


def heal(hero: dict, index: int, max_size: int | None = None) -> None:
    """Discard one wound tile IN PLACE (TG-HEAL-1/2); the rest may be left unconnected (TG-HEAL-3)."""
    if index not in heal_choices(hero, max_size):
        raise GameError("thorgal-err-heal-target", rule="TG-HEAL-2", max=max_size or 0)
    del hero["wounds"][index]


def gain_threat(hero: dict, n: int) -> int:
    """TG-THR-2: Threat one token at a time; each token past the 5th becomes one Wound(Threat) (size 5). Returns
    how many such wounds the hero must now receive."""
    wounds = 0
    for _ in range(n):
        if hero["threat"] < MAX_THREAT:
            hero["threat"] += 1
        else:
            wounds += 1
    return wounds


def discard_threat(hero: dict, n) -> int:
    """TG-THR-3 / ``discard_threat``: up to ``n`` (or ``"all"``); returns how many were discarded."""
    k = hero["threat"] if n == "all" else min(int(n), hero["threat"])
    hero["threat"] -= k
    return k


def gain_xp(hero: dict, track: str) -> bool:
    """TG-XP-1..3: one XP on ``combat`` or ``journey``. Returns True when the track was already at level 7, so the
    XP gives that track's max-level bonus instead (the engine resolves it)."""
    if track not in ("combat", "journey"):
        raise GameError("thorgal-err-xp-track", rule="TG-XP-1")
    if hero[track] >= MAX_LEVEL:
        return True
    hero[track] += 1
    return False


def default_xp_track(hero: dict) -> str:
    """TG-ASY-3: the lower of the two tracks; Combat on a tie."""
    return "journey" if hero["journey"] < hero["combat"] else "combat"


def combat_dice(hero: dict) -> list[str]:
    """TG-CMB-16: the dice at the hero's Combat-dial level."""
    return list(HEROES[hero["id"]]["combat_dial"][hero["combat"] - 1])


def journey_shapes(hero: dict, bonus: int = 0) -> list[str]:
    """TG-JRN-3: the shapes at the hero's Journey level or any lower one (``bonus`` levels higher, capped at 7),
    without repeats, lowest level first."""
    level = min(MAX_LEVEL, hero["journey"] + bonus)
    out: list[str] = []
    for shapes in HEROES[hero["id"]]["journey_track"][:level]:
        out += [s for s in shapes if s not in out]
    return out
