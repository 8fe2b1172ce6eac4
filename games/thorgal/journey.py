"""The shared Journey Path of Thorgal (RULES.md §7.2-7.3, §9): the grid of Terrain cards, where a Journey tile may
go (TG-JRN-4/5), the reveal of the next card (TG-JRN-7/8), Gather targets (TG-GAT-1/2), and what a covered space
gives (cell codes, §0.3; TG-COV). Pure functions on the state of ``games.thorgal.setup``.

Cells are global ``(x, y)``: Terrain card i of the path holds columns 4i..4i+3 (TG-GEO-1).
"""
from __future__ import annotations

from games.core.errors import GameError
from games.thorgal import geometry as geo
from games.thorgal.data import RESOURCE_CODES, TERRAIN

ROWS = 4


def parse_code(code: str) -> tuple[str, str | None]:
    """A cell string (§0.3) as (icon, penalty): ``"Mt@y"`` -> ("Mt", "yellow"), ``"@r"`` -> ("", "red")."""
    icon, _, suffix = code.partition("@")
    return icon, {"r": "red", "y": "yellow"}.get(suffix) if suffix else None


def width(state: dict) -> int:
    return 4 * len(state["path"]["cards"])


def code_at(state: dict, cell) -> str:
    x, y = cell
    card = state["path"]["cards"][x // 4]
    return TERRAIN[card]["grid"][y][x % 4]


def card_at(state: dict, cell) -> str:
    return state["path"]["cards"][cell[0] // 4]


def tile_cells(state: dict) -> set:
    return {tuple(c) for tile in state["path"]["tiles"] for c in tile}


def covered(state: dict) -> set:
    """TG-COV-9: the spaces covered by a Journey tile or a Gather token."""
    return tile_cells(state) | {tuple(c) for c in state["path"]["gather"]}


def rightmost(state: dict) -> int | None:
    """R of TG-JRN-4: the rightmost column holding a Journey-tile cell (None before the first tile)."""
    cells = tile_cells(state)
    return max(x for x, _ in cells) if cells else None


def placement_error(state: dict, cells) -> GameError | None:
    """TG-JRN-4 (a-d) and TG-JRN-5: inside the path, on uncovered spaces, never left of column R, touching the last
    tile; the first tile must reach column 0. Once the path has ended (TG-JRN-13) no tile goes anywhere."""
    if exhausted(state):
        return GameError("thorgal-err-journey-ended", rule="TG-JRN-13")
    cells = {tuple(c) for c in cells}
    w = width(state)
    if any(not (0 <= x < w and 0 <= y < ROWS) for x, y in cells):
        return GameError("thorgal-err-journey-outside", rule="TG-JRN-4")
    if cells & covered(state):
        return GameError("thorgal-err-journey-covered", rule="TG-JRN-4")
    tiles = state["path"]["tiles"]
    if not tiles:
        if not any(x == 0 for x, _ in cells):
            return GameError("thorgal-err-journey-first", rule="TG-JRN-5")
        return None
    if any(x < rightmost(state) for x, _ in cells):
        return GameError("thorgal-err-journey-left", rule="TG-JRN-4")
    if not geo.touches(cells, {tuple(c) for c in tiles[-1]}):
        return GameError("thorgal-err-journey-touch", rule="TG-JRN-4")
    return None


def fits(state: dict):
    """``placement_error(state, cells) is None`` as a fast predicate for many candidates (the legal Journey tiles are
    listed on every turn, and the computer lists them thousands of times a move): the path is read once."""
    if exhausted(state):
        return lambda cells: False
    taken, w, tiles = covered(state), width(state), state["path"]["tiles"]
    if not tiles:
        return lambda cells: all(0 <= x < w and 0 <= y < ROWS and (x, y) not in taken for x, y in cells) and \
            any(x == 0 for x, _ in cells)
    right = rightmost(state)
    last = {tuple(c) for c in tiles[-1]}
    touching = {n for c in last for n in geo.neighbours(c)}
    return lambda cells: all(right <= x < w and 0 <= y < ROWS and (x, y) not in taken for x, y in cells) and \
        any(tuple(c) in touching for c in cells)


def first_placement(state: dict, shapes: list[str]):
    """TG-GEO-6 order: the first legal Journey placement of any of ``shapes`` (None: no tile can be placed,
    TG-JRN-10)."""
    return geo.first_placement(shapes, width(state), ROWS, fits(state))


def exhausted(state: dict) -> bool:
    """TG-JRN-13: the Terrain deck is empty and a tile already covers the path's last column: the Journey main
    action can no longer be resolved (a token may still go under a Journey card; the action has no effect)."""
    right = rightmost(state)
    return not state["decks"]["terrain"] and right is not None and right == width(state) - 1


def reveal_due(state: dict, cells) -> bool:
    """TG-JRN-7: is this tile the first with a cell in the reveal column of the rightmost Terrain card?"""
    last = len(state["path"]["cards"]) - 1
    column = 4 * last + TERRAIN[state["path"]["cards"][last]]["reveal_column"]
    earlier = any(x == column for x, _ in tile_cells(state) - {tuple(c) for c in cells})
    return not earlier and any(x == column for x, _ in cells)


def reveal(state: dict) -> str | None:
    """Add the top Terrain card to the right end of the path (TG-JRN-7/11); None when the deck is empty
    (TG-JRN-12)."""
    if not state["decks"]["terrain"]:
        return None
    card = state["decks"]["terrain"].pop()
    state["path"]["cards"].append(card)
    return card


def gather_targets(state: dict) -> list[tuple[int, int]]:
    """TG-GAT-1/2: the uncovered spaces of the path that show a resource icon, a choice or ``A``."""
    taken = covered(state)
    out = []
    for x in range(width(state)):
        for y in range(ROWS):
            icon, _ = parse_code(code_at(state, (x, y)))
            if (x, y) not in taken and is_resource_icon(icon):
                out.append((x, y))
    return out


def is_resource_icon(icon: str) -> bool:
    """``A``, a resource code (``Mt``) or a choice of two (``Mt/Or``)."""
    return icon == "A" or (bool(icon) and all(part in RESOURCE_CODES for part in icon.split("/")))


def penalty_effects(state: dict, card: str, colour: str) -> list:
    """A Terrain card's red or yellow penalty (TG-COV-7), or its override (TG-GEN-8)."""
    override = state["path"]["overrides"].get(card, {}).get(colour)
    return override if override is not None else TERRAIN[card][f"{colour}_penalty"]
