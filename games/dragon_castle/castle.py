"""The Dragon Castle: the 10x16 grid, building a layout, heights, the top floor and availability (RULES.md 3A).

The castle in the state is ``{"F4": [tile ids, bottom first], ...}`` holding every cell of the layout (an emptied
cell stays as ``[]``), in reading order. Cells outside the layout always have height 0.
"""
from __future__ import annotations

from games.dragon_castle.data import LAYOUTS

ROWS, COLS = 10, 16
COL_LETTERS = "ABCDEFGHIJKLMNOP"


def cell_name(r: int, c: int) -> str:
    """DC-3.1: column letter + row number, e.g. (3, 5) -> ``F4``."""
    return f"{COL_LETTERS[c]}{r + 1}"


CELLS: tuple[str, ...] = tuple(cell_name(r, c) for r in range(ROWS) for c in range(COLS))
POS: dict[str, tuple[int, int]] = {cell_name(r, c): (r, c) for r in range(ROWS) for c in range(COLS)}


def _neighbour(r: int, c: int) -> str | None:
    return cell_name(r, c) if 0 <= r < ROWS and 0 <= c < COLS else None


# west, east, north, south neighbour (None off the grid)
WEST = {n: _neighbour(r, c - 1) for n, (r, c) in POS.items()}
EAST = {n: _neighbour(r, c + 1) for n, (r, c) in POS.items()}
NORTH = {n: _neighbour(r - 1, c) for n, (r, c) in POS.items()}
SOUTH = {n: _neighbour(r + 1, c) for n, (r, c) in POS.items()}
ORTHO = {n: tuple(x for x in (WEST[n], EAST[n], NORTH[n], SOUTH[n]) if x) for n in POS}


def grid_cells(rows) -> list[tuple[str, int]]:
    """``(cell, starting height)`` of every stack of a 10x16 grid of height characters (``.`` or ``0`` = no stack),
    in reading order."""
    return [(cell_name(r, c), int(ch)) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch not in ".0"]


def layout_cells(layout_id: str) -> list[tuple[str, int]]:
    """``(cell, starting height)`` of every stack of a named layout, in reading order."""
    return grid_cells(LAYOUTS[layout_id]["grid_rows"])


def build(layout_id: str, tiles: list[str], rows=None) -> dict[str, list[str]]:
    """DC-4.1/G33: cells of height 3 first, then 2, then 1, each group in reading order, bottom tile first, drawing
    the shuffled tiles in order. Every tile is used. ``rows``: the grid of a custom layout (DC-13.6), else the named
    layout's."""
    cells = layout_cells(layout_id) if rows is None else grid_cells(rows)
    castle: dict[str, list[str]] = {cell: [] for cell, _h in cells}
    it = iter(tiles)
    for height in (3, 2, 1):
        for cell, h in cells:
            if h == height:
                castle[cell] = [next(it) for _ in range(h)]
    rest = list(it)
    assert not rest, f"layout {layout_id} leaves {len(rest)} tiles"
    return castle


def height(castle: dict, cell: str | None) -> int:
    """DC-3.3: H(cell); 0 for empty, off-layout or off-grid cells."""
    if cell is None:
        return 0
    stack = castle.get(cell)
    return len(stack) if stack else 0


def top_floor(castle: dict) -> int:
    """DC-3.4: T = max H (0 when the castle is empty)."""
    return max((len(s) for s in castle.values()), default=0)


def tiles_left(castle: dict) -> int:
    return sum(len(s) for s in castle.values())


def available(castle: dict, cell: str) -> bool:
    """DC-3.5/DC-3.6: the top tile has a free long (west or east) side."""
    level = height(castle, cell)
    return level > 0 and (height(castle, WEST[cell]) < level or height(castle, EAST[cell]) < level)


def short_free(castle: dict, cell: str) -> bool:
    """DC-3.7: the top tile has a free short (north or south) side (Spirit of Elegance)."""
    level = height(castle, cell)
    return level > 0 and (height(castle, NORTH[cell]) < level or height(castle, SOUTH[cell]) < level)


def adjacent_same_floor(castle: dict, first_cell: str, floor: int, cell: str) -> bool:
    """DC-3.9/G11: ``cell`` neighbours ``first_cell`` orthogonally and its top tile lies on ``floor``."""
    return cell in ORTHO[first_cell] and height(castle, cell) == floor


def occupied(castle: dict) -> list[str]:
    return [c for c, s in castle.items() if s]
