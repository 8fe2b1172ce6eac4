"""Custom castle layouts (RULES.md DC-13.6): the ``grid`` option, its checks and the rulebook's guidance.

The host types ``layout=custom grid=<rows>``: 10 rows (north to south) of 16 characters (columns A-P), each the
starting stack height ``0``-``3`` (``0`` = no stack; ``.`` is accepted for ``0`` as in RULES.md's diagrams), the rows
separated by ``/`` (commas, semicolons, ``|``, spaces or new lines work too). ``normalize_options`` stores the grid
in the canonical form ``"0000111111110000/..."`` (10 x 16 digits joined by ``/``, 169 characters).

Hard checks (:class:`GameError`, rule DC-13.6, raised by ``normalize_options`` so a table is never created with a bad
grid): 10 rows of 16, every character 0-3, heights summing to 116. The rulebook's guidance gives warnings only
(:func:`layout_warnings`): the ground floor (stacks) in the range for the player count, and not many rows with 6+
adjacent stacks on the two upper floors.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from games.core.contract import Msg
from games.core.errors import GameError
from games.dragon_castle.castle import COLS, ROWS, cell_name
from games.dragon_castle.data import TILE_IDS

CUSTOM = "custom"  # the layout option's value (and ``state["layout"]``) of a custom grid
RULE = "DC-13.6"
GRID_MAX_CHARS = 200  # the grid option's longest accepted text (the canonical form has 169 characters)
#: DC-13.6: the recommended number of ground-floor tiles (= stacks) per player count.
GROUND_RANGES: dict[int, tuple[int, int]] = {2: (65, 80), 3: (50, 70), 4: (40, 55)}
LONG_RUN = 6  # DC-13.6: "rows of 6+ adjacent stacks on the two upper floors" (stacks of height 2 or 3)
MANY_LONG_ROWS = 3  # decision: "many" such rows = 3 or more (no designed layout has even one)
_SEP = re.compile(r"[/,;|\s]+")


@lru_cache(maxsize=256)
def parse_grid(text: str) -> tuple[str, ...]:
    """The grid option's text -> 10 rows of 16 digits ``0``-``3``. Raises :class:`GameError` (DC-13.6) for a wrong
    number of rows, a row of the wrong length, a character other than 0-3 (or ``.``), or heights not summing to 116."""
    rows = [row for row in _SEP.split(str(text or "").strip()) if row]
    if len(rows) != ROWS:
        raise GameError("dragon_castle-err-grid-rows", rule=RULE, rows=len(rows), need=ROWS, cols=COLS)
    out = []
    for r, row in enumerate(rows):
        if len(row) != COLS:
            raise GameError("dragon_castle-err-grid-row-length", rule=RULE, row=r + 1, length=len(row), cols=COLS)
        for c, ch in enumerate(row):
            if ch not in "0123.":
                raise GameError("dragon_castle-err-grid-char", rule=RULE, char=ch, cell=cell_name(r, c))
        out.append(row.replace(".", "0"))
    total = sum(int(ch) for row in out for ch in row)
    if total != len(TILE_IDS):
        raise GameError("dragon_castle-err-grid-sum", rule=RULE, sum=total, tiles=len(TILE_IDS))
    return tuple(out)


def grid_text(rows: Sequence[str]) -> str:
    """The canonical option text of a grid: the rows joined by ``/``."""
    return "/".join(rows)


def check_option(layout: str, grid: str) -> str:
    """DC-13.6 at /create: ``grid`` goes with ``layout=custom`` and only with it, and must be a valid grid.
    Returns the canonical grid text (``""`` without a custom layout)."""
    if layout == CUSTOM and not grid:
        raise GameError("dragon_castle-err-grid-missing", rule=RULE)
    if grid and layout != CUSTOM:
        raise GameError("dragon_castle-err-grid-not-custom", rule=RULE, layout=layout)
    return grid_text(parse_grid(grid)) if grid else ""


def _rows(grid: str | Sequence[str]) -> tuple[str, ...]:
    return parse_grid(grid if isinstance(grid, str) else grid_text(grid))


def ground_floor(grid: str | Sequence[str]) -> int:
    """The number of stacks = tiles on the ground floor."""
    return sum(ch != "0" for row in _rows(grid) for ch in row)


def recommended_players(grid: str | Sequence[str]) -> list[int]:
    """The player counts whose ground-floor range (DC-13.6) the grid meets (the view's ``layout.recommended``)."""
    ground = ground_floor(grid)
    return [n for n, (lo, hi) in GROUND_RANGES.items() if lo <= ground <= hi]


def long_rows(grid: str | Sequence[str]) -> list[int]:
    """Row numbers (1-10) holding a run of ``LONG_RUN``+ adjacent stacks of height 2 or more (the upper floors)."""
    out = []
    for r, row in enumerate(_rows(grid)):
        run = best = 0
        for ch in row:
            run = run + 1 if ch in "23" else 0
            best = max(best, run)
        if best >= LONG_RUN:
            out.append(r + 1)
    return out


def layout_warnings(grid: str | Sequence[str], players: int | None = None) -> list[Msg]:
    """DC-13.6 guidance (warnings, never errors) for a valid grid (the option text or its rows): the ground floor
    outside the range for ``players`` (skipped when ``players`` is ``None``, e.g. at /create before anyone sits),
    and ``MANY_LONG_ROWS``+ rows with ``LONG_RUN``+ adjacent stacks on the upper floors. Pure; raises
    :class:`GameError` only for an invalid grid (as ``normalize_options`` would)."""
    out = []
    if players in GROUND_RANGES:
        lo, hi = GROUND_RANGES[players]
        ground = ground_floor(grid)
        if not lo <= ground <= hi:
            out.append(Msg("dragon_castle-warn-ground-floor", ground=ground, players=players, min=lo, max=hi))
    rows = long_rows(grid)
    if len(rows) >= MANY_LONG_ROWS:
        out.append(Msg("dragon_castle-warn-long-rows", count=len(rows), rows=", ".join(map(str, rows)), run=LONG_RUN))
    return out
