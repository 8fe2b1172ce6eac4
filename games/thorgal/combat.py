"""The dice and the wound tiles of a Thorgal Combat (RULES.md §8): rolling, upgrades, rerolls and criticals
(TG-CMB-4/6/9/10/11), the grid of one card or of Linked cards side by side (TG-CMB-15), where the tiles may go and
the maximality rule (TG-CMB-7), and the result (TG-CMB-13). Pure functions; the turn engine sequences them.

A die in the pool is ``{"colour", "face": 1-6 | None, "critical": bool}`` (``face`` None before the roll).
"""
from __future__ import annotations

from games.core import rng
from games.core.errors import GameError
from games.thorgal import geometry as geo
from games.thorgal.data import DICE, DIE_HIERARCHY, ENEMY_CARDS


def new_die(colour: str) -> dict:
    return {"colour": colour, "face": None, "critical": False}


def upgrade(die: dict) -> None:
    """TG-CMB-9: the next colour of the hierarchy; upgrading the strongest colour has no effect."""
    i = DIE_HIERARCHY.index(die["colour"])
    die["colour"] = DIE_HIERARCHY[min(i + 1, len(DIE_HIERARCHY) - 1)]


def roll(state: dict, die: dict) -> None:
    """TG-CMB-4/10: roll (or reroll) one die with the state's seeded RNG; the new face replaces the old one."""
    if die["critical"]:
        raise GameError("thorgal-err-reroll-critical", rule="TG-CMB-5")
    die["face"] = 1 + rng.randrange(state, len(DICE[die["colour"]]["faces"]))


def face(die: dict) -> dict:
    return DICE[die["colour"]]["faces"][die["face"] - 1]


def critical_error(die: dict, no_critical: bool = False) -> GameError | None:
    """TG-CMB-11: only on a face with black squares, once per die, never under ``no_critical``."""
    if no_critical:
        return GameError("thorgal-err-no-critical", rule="TG-CMB-11")
    if die["critical"]:
        return GameError("thorgal-err-critical-twice", rule="TG-CMB-11")
    if face(die)["critical"] is None:
        return GameError("thorgal-err-critical-face", rule="TG-CMB-11")
    return None


def tile_shape(die: dict) -> str:
    """TG-CMB-6: the face's white shape, or its critical shape when Critical was activated."""
    f = face(die)
    return f["critical"] if die["critical"] else f["white"]


def grid(cards: list[str]) -> list[list[str]]:
    """TG-CMB-15: one card's grid, or Linked cards side by side in the given order (one 4-row grid)."""
    rows = [list(r) for r in ENEMY_CARDS[cards[0]]["grid"]]
    for card in cards[1:]:
        for y, r in enumerate(ENEMY_CARDS[card]["grid"]):
            rows[y] += list(r)
    return rows


def size(g: list[list[str]]) -> tuple[int, int]:
    return max(len(r) for r in g), len(g)


def targets(g: list[list[str]]) -> set:
    return {(x, y) for y, r in enumerate(g) for x, code in enumerate(r) if code.partition("@")[0] == "T"}


def placement_error(g: list[list[str]], tiles: list[tuple[str, list]]) -> GameError | None:
    """TG-CMB-7: every tile of its shape, inside the grid, no overlaps, all tiles one edge-connected group."""
    w, h = size(g)
    used: set = set()
    for shape, cells in tiles:
        cells = {tuple(c) for c in cells}
        if not geo.is_shape(cells, shape):
            return GameError("thorgal-err-tile-shape", rule="TG-CMB-6")
        if not all(0 <= y < h and 0 <= x < min(w, len(g[y])) for x, y in cells):
            return GameError("thorgal-err-tile-outside", rule="TG-CMB-7")
        if cells & used:
            return GameError("thorgal-err-tile-overlap", rule="TG-CMB-7")
        used |= cells
    if not geo.connected(used):
        return GameError("thorgal-err-tile-apart", rule="TG-CMB-7")
    return None


def fits(g: list[list[str]], used: set, shape: str) -> bool:
    """Could a tile of ``shape`` still go on the grid beside the placed ones (maximality, TG-CMB-7)?"""
    w, h = size(g)

    def ok(cells) -> bool:
        return not (cells & used) and (not used or geo.touches(cells, used))

    return geo.first_placement([shape], w, h, ok) is not None


def maximality_error(g: list[list[str]], placed: list[tuple[str, list]], left_out: list[str]) -> GameError | None:
    """TG-CMB-7: a rolled tile may be left out only when no legal position for it remains."""
    used = {tuple(c) for _, cells in placed for c in cells}
    for shape in left_out:
        if fits(g, used, shape):
            return GameError("thorgal-err-tile-left-out", rule="TG-CMB-7", shape=shape)
    return None


def uncovered_targets(g: list[list[str]], placed: list[tuple[str, list]]) -> int:
    """TG-CMB-13: the ``T`` spaces no tile covers (0: the fight is won; else 1 Threat each)."""
    used = {tuple(c) for _, cells in placed for c in cells}
    return len(targets(g) - used)
