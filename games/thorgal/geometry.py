"""Polyomino geometry of Thorgal (RULES.md §19.6, TG-GEO-1..6): orientations, placements, adjacency, the search for
a legal placement (wound death, Combat maximality, Journey availability) and connectivity.

Cells are ``(x, y)`` tuples: x grows to the right from 0, y grows downwards from 0 (TG-GEO-1). Two cells are adjacent
when they share an edge (TG-GEO-2). A shape's orientations follow TG-GEO-4 (mirror, then quarter turns clockwise,
then normalize) in the order of TG-GEO-5, so a default placement (TG-GEO-6) is the same on every run.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache

from games.thorgal.data import SHAPES

Cell = tuple[int, int]
Cells = frozenset[Cell]


def normalize(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """Subtract the minimum x and y; sorted row by row (y, then x) so equal sets compare equal."""
    cells = list(cells)
    mx = min(x for x, _ in cells)
    my = min(y for _, y in cells)
    return tuple(sorted(((x - mx, y - my) for x, y in cells), key=lambda c: (c[1], c[0])))


def transform(cells: Iterable[Cell], rotation: int, mirror: bool) -> tuple[Cell, ...]:
    """TG-GEO-4: mirror (x -> -x) if asked, then ``rotation`` quarter turns clockwise ((x, y) -> (-y, x)), then
    normalize."""
    out = [(-x, y) if mirror else (x, y) for x, y in cells]
    for _ in range(rotation % 4):
        out = [(-y, x) for x, y in out]
    return normalize(out)


@cache
def orientations(shape: str) -> tuple[tuple[Cell, ...], ...]:
    """TG-GEO-5: mirror false with rotations 0-3, then mirror true with rotations 0-3, without repeats."""
    canonical = [tuple(c) for c in SHAPES[shape]["cells"]]
    out: list[tuple[Cell, ...]] = []
    for mirror in (False, True):
        for rotation in range(4):
            o = transform(canonical, rotation, mirror)
            if o not in out:
                out.append(o)
    return tuple(out)


def placed(shape: str, rotation: int, mirror: bool, anchor: Cell) -> Cells:
    """TG-GEO-3/4: the absolute cells of a placement given as rotation, mirror and anchor (the top-left corner of
    the tile's bounding box)."""
    ax, ay = anchor
    return frozenset((x + ax, y + ay) for x, y in transform(SHAPES[shape]["cells"], rotation, mirror))


def shape_of(cells: Iterable[Cell]) -> str | None:
    """The shape whose orientation these cells are (TG-GEO-3), or None."""
    norm = normalize(cells)
    for shape in SHAPES:
        if norm in orientations(shape):
            return shape
    return None


def is_shape(cells: Iterable[Cell], shape: str) -> bool:
    cells = list(cells)
    return bool(cells) and len(set(cells)) == len(cells) and normalize(cells) in orientations(shape)


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    x, y = cell
    return (x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)


def touches(cells: Iterable[Cell], others: Iterable[Cell]) -> bool:
    """TG-GEO-2: some cell of ``cells`` shares an edge with some cell of ``others`` (diagonals never count)."""
    others = set(others)
    return any(n in others for c in cells for n in neighbours(c))


def connected(cells: Iterable[Cell]) -> bool:
    """One edge-connected group (BFS over the 4-neighbourhood); an empty set is connected."""
    cells = set(cells)
    if not cells:
        return True
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        for n in neighbours(todo.pop()):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(cells)


def candidates(shape: str, width: int, height: int) -> Iterable[Cells]:
    """Every placement of ``shape`` inside a ``width`` x ``height`` box, in TG-GEO-6 order: orientations (TG-GEO-5),
    then anchors row by row (y ascending, then x ascending)."""
    for o in orientations(shape):
        w = 1 + max(x for x, _ in o)
        h = 1 + max(y for _, y in o)
        for ay in range(height - h + 1):
            for ax in range(width - w + 1):
                yield frozenset((x + ax, y + ay) for x, y in o)


def first_placement(shapes: Iterable[str], width: int, height: int, ok: Callable[[Cells], bool]) -> Cells | None:
    """TG-GEO-6: the first placement (shapes in the given order, then orientations, then anchors) that ``ok``
    accepts, or None when none exists (a hero's death, a tile that may be left out, a Journey that must stop)."""
    for shape in shapes:
        for cells in candidates(shape, width, height):
            if ok(cells):
                return cells
    return None


def shapes_of_size(size: int) -> list[str]:
    """The shapes of ``size`` cells, in the key order of ``polyominoes.shapes`` (TG-GEO-6)."""
    return [s for s, info in SHAPES.items() if info["size"] == size]
