"""The 10 x 10 board: terrain (colour, pattern, code), coordinates on all four sides, lava edges, fief outlines in the
owner's colour, rabbits (player markers), buildings, sky tower links and the last change framed (inside the outline,
so the owner's colour stays visible).

Fiefs are computed here from the view alone (BK-11.1: same owner, a shared side not crossed by lava, or the two
squares of a sky tower pair), so the picture never needs the engine's state.
"""
from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from renderers.bunny_kingdom.common import COLS, LAVA, LAVA_GLOW, ROWS, SKY_COLOURS, Ctx, building_glyph, terrain_tile
from renderers.toolkit import fonts, keys
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr

LABEL = 40  # room for the coordinates on each side
COORD_SIZE = 32  # the coordinates are key texts: at least 1/40 of the width (renderers.toolkit.keys)


def square_id(r: int, c: int) -> str:
    return f"{ROWS[r]}{COLS[c]}"


def position(square: str) -> tuple[int, int] | None:
    """``"C7"`` -> (row 2, col 6); ``None`` for anything else."""
    if not isinstance(square, str) or len(square) < 2 or square[0] not in ROWS:
        return None
    try:
        col = int(square[1:])
    except ValueError:
        return None
    if col not in COLS:
        return None
    return ROWS.index(square[0]), col - 1


def lava_set(view: dict) -> set[frozenset[str]]:
    out = set()
    for e in view.get("lava") or []:
        if isinstance(e, (list, tuple)) and len(e) == 2:
            out.add(frozenset(map(str, e)))
    return out


def _owner(board: dict, sq: str):
    cell = board.get(sq) or {}
    return cell.get("owner")


def connected(board: dict, lava: set[frozenset[str]], a: str, b: str) -> bool:
    """Two orthogonally adjacent squares of the same player not separated by lava (BK-11.1)."""
    oa = _owner(board, a)
    return oa is not None and oa == _owner(board, b) and frozenset((a, b)) not in lava


def fiefs(view: dict) -> dict[str, int]:
    """Square -> fief number (fiefs numbered in reading order of their first square)."""
    board = view.get("board") or {}
    lava = lava_set(view)
    links: dict[str, list[str]] = {}
    for sq, cell in board.items():
        b = (cell or {}).get("building") or {}
        if b.get("type") == "sky_tower" and b.get("other"):
            links.setdefault(sq, []).append(str(b["other"]))
    out: dict[str, int] = {}
    k = 0
    for r in range(len(ROWS)):
        for c in range(len(COLS)):
            start = square_id(r, c)
            if start in out or _owner(board, start) is None:
                continue
            stack = [start]
            out[start] = k
            while stack:
                sq = stack.pop()
                pos = position(sq)
                nbrs = list(links.get(sq, []))
                if pos:
                    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                        rr, cc = pos[0] + dr, pos[1] + dc
                        if 0 <= rr < len(ROWS) and 0 <= cc < len(COLS):
                            nbrs.append(square_id(rr, cc))
                for nb in nbrs:
                    if nb in out or _owner(board, nb) != _owner(board, start):
                        continue
                    if nb in links.get(sq, []) or frozenset((sq, nb)) not in lava:
                        out[nb] = k
                        stack.append(nb)
            k += 1
    return out


def board_size(cell: int) -> int:
    return 2 * LABEL + 10 * cell


def cell_box(x: int, y: int, cell: int, r: int, c: int) -> tuple[int, int, int, int]:
    return x + c * cell, y + r * cell, x + (c + 1) * cell, y + (r + 1) * cell


def _dashed(d: ImageDraw.ImageDraw, a: tuple[float, float], b: tuple[float, float], colour, width: int,
            dash: float) -> None:  # fmt: skip
    (xa, ya), (xb, yb) = a, b
    length = max(1.0, ((xb - xa) ** 2 + (yb - ya) ** 2) ** 0.5)
    n = max(1, int(length / dash))
    for i in range(0, n, 2):
        t0, t1 = i / n, min(1.0, (i + 1) / n)
        d.line((xa + (xb - xa) * t0, ya + (yb - ya) * t0, xa + (xb - xa) * t1, ya + (yb - ya) * t1), fill=colour,
               width=width)  # fmt: skip


def draw_board(c: Ctx, img: Image.Image, d: ImageDraw.ImageDraw, x0: int, y0: int, cell: int,
               framed: set[str]) -> tuple[int, int, int, int]:  # fmt: skip
    """Draw the board with its top-left label corner at ``x0``, ``y0``; returns the outer box."""
    view = c.view
    board = view.get("board") or {}
    lava = lava_set(view)
    x, y = x0 + LABEL, y0 + LABEL
    keys.note("board-coordinates", COORD_SIZE)
    # 1, 2 and 8: the frame, terrain, grid lines and coordinates, drawn once per board and language (the coordinates
    # lie outside the grid, where nothing else is drawn, so they can go under the rest)
    terrains = tuple(str((board.get(square_id(r, col)) or {}).get("terrain") or "plains")
                     for r in range(10) for col in range(10))  # fmt: skip
    codes = tuple(c.t(f"render-bk-code-{t}") for t in TERRAINS)
    img.paste(_base(terrains, codes, cell), (x0 - BASE_MARGIN, y0 - BASE_MARGIN))
    # 3. fief outlines: every side of an owned square that does not connect to the same fief
    ow = max(4, cell // 13)
    inset = ow // 2 + 1
    for r in range(10):
        for col in range(10):
            sq = square_id(r, col)
            owner = _owner(board, sq)
            if owner is None:
                continue
            colour = pal.player(int(owner)).colour
            bx0, by0, bx1, by1 = cell_box(x, y, cell, r, col)
            sides = (
                (-1, 0, (bx0, by0 + inset, bx1 - 1, by0 + inset)),
                (1, 0, (bx0, by1 - inset - 1, bx1 - 1, by1 - inset - 1)),
                (0, -1, (bx0 + inset, by0, bx0 + inset, by1 - 1)),
                (0, 1, (bx1 - inset - 1, by0, bx1 - inset - 1, by1 - 1)),
            )
            for dr, dc, seg in sides:
                rr, cc = r + dr, col + dc
                inside = 0 <= rr < 10 and 0 <= cc < 10 and connected(board, lava, sq, square_id(rr, cc))
                if not inside:
                    d.line(seg, fill=colour, width=ow)
    # 3b. the last change: a yellow frame just inside the fief outline (glyphs and markers stay on top)
    for sq in sorted(framed):
        p = position(sq)
        if p is None:
            continue
        bx0, by0, bx1, by1 = cell_box(x, y, cell, p[0], p[1])
        k = ow + 7
        pr.highlight(d, (bx0 + k, by0 + k, bx1 - k - 1, by1 - k - 1), 3, 3)
    # 4. sky tower links (dashed, in the pair's colour, on a white casing)
    seen = set()
    for sq, cell_v in board.items():
        b = (cell_v or {}).get("building") or {}
        if b.get("type") != "sky_tower" or not b.get("other"):
            continue
        pair = tuple(sorted((sq, str(b["other"]))))
        pa, pb = position(pair[0]), position(pair[1])
        if pair in seen or pa is None or pb is None:
            continue
        seen.add(pair)
        ca = (x + pa[1] * cell + cell / 2, y + pa[0] * cell + cell / 2)
        cb = (x + pb[1] * cell + cell / 2, y + pb[0] * cell + cell / 2)
        lw = max(3, cell // 16)
        d.line((*ca, *cb), fill=pal.WHITE, width=lw + 4)
        _dashed(d, ca, cb, SKY_COLOURS.get(str(b.get("color")), pal.INK), lw, cell / 5)
    # 5. buildings (top right) and rabbits (bottom left)
    gsize = int(cell * 0.48)
    msize = int(cell * 0.56)
    for r in range(10):
        for col in range(10):
            sq = square_id(r, col)
            cell_v = board.get(sq) or {}
            bx0, by0, bx1, by1 = cell_box(x, y, cell, r, col)
            glyph = building_glyph(cell_v.get("building"), gsize)
            if glyph is not None:
                pr.paste(img, glyph, (bx1 - gsize - ow - 1, by0 + ow + 1))
            owner = cell_v.get("owner")
            if owner is not None:
                pr.paste(img, pr.player_marker(int(owner), msize), (bx0 + ow, by1 - msize - ow))
    # 6. lava: a thick red bar with black edges and a glowing core on the shared side
    lw = max(8, cell // 7)
    for e in sorted(tuple(sorted(p)) for p in lava):
        pa, pb = position(e[0]), position(e[1])
        if pa is None or pb is None or abs(pa[0] - pb[0]) + abs(pa[1] - pb[1]) != 1:
            continue
        if pa[0] == pb[0]:  # same row: a vertical edge
            ex = x + max(pa[1], pb[1]) * cell
            seg = (ex, y + pa[0] * cell + 2, ex, y + (pa[0] + 1) * cell - 2)
        else:
            ey = y + max(pa[0], pb[0]) * cell
            seg = (x + pa[1] * cell + 2, ey, x + (pa[1] + 1) * cell - 2, ey)
        d.line(seg, fill=pal.BLACK, width=lw + 4)
        d.line(seg, fill=LAVA, width=lw)
        d.line(seg, fill=LAVA_GLOW, width=max(2, lw // 4))
    return x0, y0, x0 + board_size(cell), y0 + board_size(cell)


TERRAINS = ("sea", "forest", "field", "plains", "mountain", "city")
BASE_MARGIN = 6  # the base image reaches this far around the board's box (page colour), so no label is clipped


@lru_cache(maxsize=8)  # ~1-2 MB each: the table's board and the private one, two languages
def _base(terrains: tuple[str, ...], codes: tuple[str, ...], cell: int) -> Image.Image:
    """The board's static layer on the page colour: the dark frame, the 100 terrain squares (row-major
    ``terrains``; ``codes`` in :data:`TERRAINS` order), the grid lines and the coordinates on all four sides."""
    m = BASE_MARGIN
    img, d = pr.new_canvas(board_size(cell) + 2 * m, board_size(cell) + 2 * m, pal.PAGE)
    x, y = m + LABEL, m + LABEL
    size = 10 * cell
    code_size = max(11, cell // 5 - 1)
    code_of = dict(zip(TERRAINS, codes, strict=True))
    d.rectangle((x - 3, y - 3, x + size + 2, y + size + 2), fill=pal.INK)
    # 1. terrain
    for i, terrain in enumerate(terrains):
        r, col = divmod(i, 10)
        tile = terrain_tile(terrain, cell, cell, code_of.get(terrain, ""), code_size, max(4, cell // 13) + 4)
        img.paste(tile, (x + col * cell, y + r * cell))
    # 2. grid lines
    grid = pal.mix(pal.INK, pal.WHITE, 0.55)
    for k in range(1, 10):
        d.line((x + k * cell, y, x + k * cell, y + size), fill=grid, width=1)
        d.line((x, y + k * cell, x + size, y + k * cell), fill=grid, width=1)
    # 8. coordinates on all four sides (BK-0.2)
    pr.grid_coordinates(d, x, y, 10, 10, cell, cell, 0, col_labels=[str(k) for k in COLS], row_labels=list(ROWS),
                        font=fonts.bold(COORD_SIZE), fill=pal.INK, pad=6)  # fmt: skip
    return img
