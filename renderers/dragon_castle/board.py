"""The castle (10 x 16 stacks) and a realm (4 x 4 stacks), drawn from the view's cells.

Stack heights read three ways at once: the plinth under a stack is shaded by its height (light = 1 floor, dark =
3 floors), the lower tiles show as layers under the top tile (higher stacks stand up and to the left), and the
height is written in a round badge on the stack's corner. In the castle, every *available* tile (DC-3.6) has a bold
outline and carries its coordinate in a pill that players can type: a dark pill on the top floor (it can be taken
first), a light pill on a lower floor (only as the second tile of a pair); blocked tiles are washed out, no pill.

A whole stack (plinth, layers, top tile, badge) is one cached image, so a table costs one paste per cell.
"""
from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from renderers.dragon_castle import tiles as tl
from renderers.toolkit import fonts, keys
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit.palette import RGB

COLS = "ABCDEFGHIJKLMNOP"
RCOLS = "abcd"
FLOORS: tuple[RGB, ...] = ((220, 206, 172), (166, 142, 100), (104, 80, 50), (58, 44, 28))  # 1, 2, 3, 4+
LAYER_SIDE: RGB = (196, 184, 156)
STEP = 4  # pixels between the layers of a stack
CASTLE_BG: RGB = (238, 234, 222)
EMPTY_SLOT: RGB = (232, 228, 218)
AXIS: RGB = (176, 40, 40)
PILL_TOP: RGB = (20, 22, 28)  # coordinate of an available top-floor tile
CURRENT: RGB = (0, 114, 178)  # sets to consolidate / shrine places in the preview (dashed)
BADGE_OUT = 2  # the height badge sticks out of the cell's corner by this much


def floor_colour(h: int) -> RGB:
    return FLOORS[max(1, min(h, len(FLOORS))) - 1]


@lru_cache(maxsize=512)
def dimmed(kind: str, w: int, h: int) -> Image.Image:
    """A blocked tile: its face washed out towards the plinth (the symbol stays recognisable)."""
    f = tl.face(kind, w, h)
    grey = Image.new("RGBA", (w, h), (236, 232, 222, 255))
    out = Image.blend(f, grey, 0.5)
    out.putalpha(f.getchannel("A"))
    return out


@lru_cache(maxsize=64)
def _layer(w: int, h: int) -> Image.Image:
    """A lower tile of a stack (only its edges show)."""
    S = 2
    img = Image.new("RGBA", (w * S, h * S), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    rad = max(S * 3, int(min(w, h) * 0.13) * S)
    d.rounded_rectangle((0, 0, w * S - 1, h * S - 1), radius=rad, fill=LAYER_SIDE, outline=tl.TILE_EDGE,
                        width=max(S, int(w * 0.045) * S))  # fmt: skip
    return img.resize((w, h), Image.Resampling.LANCZOS)


@lru_cache(maxsize=64)
def height_badge(h: int, size: int) -> Image.Image:
    """The stack height in a round badge filled with the floor colour (black edge)."""
    S = 3
    D = size * S
    img = Image.new("RGBA", (D, D), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    col = floor_colour(h)
    lw = max(S, D // 12)
    d.ellipse((lw // 2, lw // 2, D - lw // 2 - 1, D - lw // 2 - 1), fill=col, outline=pal.BLACK, width=lw)
    ink = pal.ink_for(col)
    d.text((D / 2, D / 2 + S), str(h), font=fonts.bold(int(D * 0.66)), fill=ink, anchor="mm")
    return img.resize((size, size), Image.Resampling.LANCZOS)


def tile_size(cell_w: int, cell_h: int, max_layers: int = 3) -> tuple[int, int]:
    room = STEP * (max_layers - 1)
    return cell_w - 8 - room, cell_h - 8 - room


def top_box(box: pr.Box, h: int, max_layers: int = 3) -> pr.Box:
    """Where the top tile of a stack of height ``h`` lies in the cell ``box``."""
    x0, y0, x1, y1 = box
    tw, th = tile_size(x1 - x0, y1 - y0, max_layers)
    room = STEP * (max_layers - 1)
    shown = max(1, min(h, max_layers))
    tx0, ty0 = x0 + 4 + room - (shown - 1) * STEP, y0 + 4 + room - (shown - 1) * STEP
    return (tx0, ty0, tx0 + tw, ty0 + th)


@lru_cache(maxsize=4096)
def stack_image(w: int, h: int, height: int, top: tuple, outline: bool, badge: int, shrine: bool = False,
                max_layers: int = 3) -> Image.Image:
    """A whole stack in a ``w`` x ``h`` cell, as an RGBA image of ``(w + BADGE_OUT, h + BADGE_OUT)`` whose cell
    starts at ``(BADGE_OUT, BADGE_OUT)``: shaded plinth, lower layers, the top tile (``top``: ``("face", kind)``,
    ``("dim", kind)``, ``("back",)`` or ``()``), a bold outline, the height badge, a shrine on the top tile.
    ``height`` 0 draws an empty place."""
    o = BADGE_OUT
    img = Image.new("RGBA", (w + o, h + o), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    box = (o, o, o + w - 1, o + h - 1)
    if height <= 0:
        d.rounded_rectangle(box, radius=8, fill=EMPTY_SLOT, outline=pal.LINE, width=2)
        return img
    col = floor_colour(height)
    d.rounded_rectangle(box, radius=8, fill=col, outline=pal.mix(col, pal.BLACK, 0.35), width=2)
    tw, th = tile_size(w, h, max_layers)
    room = STEP * (max_layers - 1)
    shown = min(height, max_layers)
    bx, by = o + 4 + room, o + 4 + room  # the bottom layer
    for k in range(shown - 1):
        img.alpha_composite(_layer(tw, th), (bx - k * STEP, by - k * STEP))
    tx0, ty0 = bx - (shown - 1) * STEP, by - (shown - 1) * STEP
    if top:
        if top[0] == "back":
            piece = tl.back(tw, th)
        elif top[0] == "dim":
            piece = dimmed(top[1], tw, th)
        else:
            piece = tl.face(top[1], tw, th)
        img.alpha_composite(piece, (tx0, ty0))
    if shrine:
        s = int(min(tw, th) * 0.78)
        sh = tl.shrine(s)
        img.alpha_composite(sh, (int(tx0 + (tw - s) / 2), int(ty0 + th / 2 - sh.size[1] * 0.5)))
    if outline:
        d.rounded_rectangle((tx0 - 1, ty0 - 1, tx0 + tw, ty0 + th), radius=9, outline=pal.BLACK, width=3)
    if badge:
        img.alpha_composite(height_badge(height, badge), (0, 0))
    return img


@lru_cache(maxsize=512)  # ~20 KB each: the castle's and the plain panels' stacks of a few games
def flat_stack(w: int, h: int, height: int, top: tuple, outline: bool, badge: int, shrine: bool,
               bg: RGB) -> Image.Image:
    """:func:`stack_image` composited over a plain ``bg`` (RGB): where the canvas under the cell is exactly ``bg``,
    pasting it without a mask gives the same pixels as pasting the RGBA stack, about ten times faster."""
    piece = stack_image(w, h, height, top, outline, badge, shrine)
    out = Image.new("RGB", piece.size, bg)
    out.paste(piece, (0, 0), piece)
    return out


def paste_stack(canvas: Image.Image, box: pr.Box, height: int, top: tuple, outline: bool, badge: int,
                shrine: bool = False, bg: RGB | None = None) -> pr.Box:
    """Paste a stack in the cell ``box``; ``bg``: the plain colour the canvas has under the whole stack image (it is
    then pasted pre-composited), or None when something was drawn there before (a highlight frame)."""
    x0, y0, x1, y1 = box
    xy = (x0 - BADGE_OUT, y0 - BADGE_OUT)
    if bg is None:
        pr.paste(canvas, stack_image(x1 - x0, y1 - y0, height, top, outline, badge, shrine), xy)
    else:
        canvas.paste(flat_stack(x1 - x0, y1 - y0, height, top, outline, badge, shrine, tuple(bg)), xy)
    return top_box(box, height)


def _plain_under(box: pr.Box, bg: RGB | None, drawn: list[pr.Box]) -> RGB | None:
    """``bg`` if the stack image of the cell ``box`` lies on plain background (none of the boxes already ``drawn`` -
    highlight frames, pills sticking out of the cell above - meets it; boxes inclusive), else None."""
    if bg is None:
        return None
    x0, y0, x1, y1 = box
    ix0, iy0, ix1, iy1 = x0 - BADGE_OUT, y0 - BADGE_OUT, x1 - 1, y1 - 1  # the stack image, inclusive
    for fx0, fy0, fx1, fy1 in drawn:
        if ix0 <= fx1 and fx0 <= ix1 and iy0 <= fy1 and fy0 <= iy1:
            return None
    return bg


def _frame_extent(box: pr.Box, width: int) -> pr.Box:
    """The pixels ``pr.highlight(d, box, width, ...)`` may touch (inclusive)."""
    return pr.grow(box, width + 3)


@lru_cache(maxsize=1024)
def pill_image(label: str, top_floor: bool, size: int) -> Image.Image:
    """A coordinate pill (RGBA): white on black for the top floor, black on white for a lower floor."""
    f = fonts.mono(size)
    fill, ink = (PILL_TOP, pal.WHITE) if top_floor else (pal.WHITE, pal.INK)
    tw = int(f.getlength(label))
    a, dsc = f.getmetrics()
    w, h = tw + 2 * max(4, size // 4) + 4, a + dsc + 2 + 4
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    pr.badge(ImageDraw.Draw(img), (w / 2, h / 2), label, f, fill, ink, anchor="mm", pad=(max(4, size // 4), 1),
             outline=pal.BLACK, width=2)  # fmt: skip
    return img


def paste_pill(canvas: Image.Image, cx: float, cy: float, label: str, top_floor: bool, size: int) -> pr.Box:
    """Paste a coordinate pill centred on ``cx, cy``; returns the pixels it covers (inclusive)."""
    im = pill_image(label, top_floor, size)
    x, y = int(round(cx - im.size[0] / 2)), int(round(cy - im.size[1] / 2))
    pr.paste(canvas, im, (x, y))
    return (x, y, x + im.size[0] - 1, y + im.size[1] - 1)


def coordinates(canvas: Image.Image, gx: int, gy: int, rows: int, cols: int, cw: int, ch: int, gap: int,
                col_labels: str | list[str], row_labels: list[str], size: int, sides: str, pad: int) -> None:
    """Coordinate labels around a grid (cached sprites): ``sides`` among t, b, l, r."""
    gw, gh = cols * cw + (cols - 1) * gap, rows * ch + (rows - 1) * gap
    for c, lab in enumerate(list(col_labels)[:cols]):
        cx = gx + c * (cw + gap) + cw / 2
        if "t" in sides:
            pr.paste_text(canvas, (cx, gy - pad), lab, size, "bold", pal.INK, "mb")
        if "b" in sides:
            pr.paste_text(canvas, (cx, gy + gh + pad), lab, size, "bold", pal.INK, "mt")
    for r, lab in enumerate(row_labels[:rows]):
        cy = gy + r * (ch + gap) + ch / 2
        if "l" in sides:
            pr.paste_text(canvas, (gx - pad, cy), lab, size, "bold", pal.INK, "rm")
        if "r" in sides:
            pr.paste_text(canvas, (gx + gw + pad, cy), lab, size, "bold", pal.INK, "lm")


# ---- castle ------------------------------------------------------------------------------------------------------
def castle_size(pitch_w: int, pitch_h: int, label: int) -> tuple[int, int]:
    return 16 * pitch_w + 2 * label, 10 * pitch_h + 2 * label


def draw_castle(canvas: Image.Image, d: ImageDraw.ImageDraw, x: int, y: int, castle: dict, pitch_w: int,
                pitch_h: int, label: int, highlight: set[str], marked: set[str] | None = None,
                pills: bool = True, bg: RGB | None = None, label_size: int | None = None) -> pr.Box:
    """The castle grid with coordinate labels on all four sides, its top-left corner at ``x``, ``y`` (labels
    included). ``highlight``: cells framed in yellow (the latest changes); ``marked``: cells framed dashed;
    ``pills``: coordinates on the available tiles; ``bg``: the plain colour under the grid, if it is one (faster);
    ``label_size``: the font of the coordinates (default: two thirds of ``label``)."""
    gx, gy = x + label, y + label
    rows, cols = 10, 16
    label_size = label_size or max(16, label * 2 // 3)
    keys.note("castle-coordinates", label_size)
    keys.note("tile-numbers", tl.number_size(*tile_size(pitch_w - 4, pitch_h - 4)))
    coordinates(canvas, gx, gy, rows, cols, pitch_w, pitch_h, 0, COLS, [str(r + 1) for r in range(rows)],
                label_size, "tblr", 4)  # fmt: skip
    gap = 2
    badge = max(22, pitch_w * 40 // 100)
    pill = max(16, pitch_w * 27 // 100)
    cells = {}
    for c in castle.get("cells") or []:
        if isinstance(c, dict) and _castle_rc(str(c.get("cell"))) is not None:
            cells[str(c.get("cell"))] = c
    boxes: dict[str, pr.Box] = {}
    for name in sorted(cells, key=_castle_order):
        r, col = _castle_order(name)
        boxes[name] = (gx + col * pitch_w + gap, gy + r * pitch_h + gap, gx + (col + 1) * pitch_w - gap,
                       gy + (r + 1) * pitch_h - gap)  # fmt: skip
    drawn = []  # what lies under the later stacks: they are pasted with their alpha there
    for name in sorted(highlight & boxes.keys(), key=_castle_order):
        pr.highlight(d, boxes[name], 4, 9)
        drawn.append(_frame_extent(boxes[name], 4))
    for name in sorted(boxes, key=_castle_order):
        box, c = boxes[name], cells[name]
        h = _int(c.get("h"))
        kind = c.get("top")
        under = _plain_under(box, bg, drawn)
        if h <= 0 or not kind:
            paste_stack(canvas, box, 0, (), False, 0, bg=under)
            continue
        avail = bool(c.get("available"))
        tb = paste_stack(canvas, box, h, ("face" if avail else "dim", str(kind)), avail, badge, bg=under)
        if avail and pills:
            drawn.append(paste_pill(canvas, (tb[0] + tb[2]) / 2, tb[3] - 2, name, bool(c.get("top_floor")), pill))
    for name in sorted((marked or set()) & boxes.keys(), key=_castle_order):
        dashed_frame(d, pr.grow(boxes[name], 2), CURRENT, 3)
    return (gx, gy, gx + cols * pitch_w, gy + rows * pitch_h)


def _int(v) -> int:
    try:
        return int(v)
    except (TypeError, ValueError):
        return 0


def _castle_rc(cell: str) -> tuple[int, int] | None:
    if len(cell) < 2 or cell[0] not in COLS or not cell[1:].isdigit():
        return None
    r = int(cell[1:]) - 1
    return (r, COLS.index(cell[0])) if 0 <= r < 10 else None


def _castle_order(cell: str) -> tuple[int, int]:
    return _castle_rc(cell) or (99, 99)


def dashed_frame(d: ImageDraw.ImageDraw, box: pr.Box, colour: RGB, width: int = 3, dash: int = 8) -> None:
    x0, y0, x1, y1 = box
    for a, b in (((x0, y0), (x1, y0)), ((x1, y0), (x1, y1)), ((x1, y1), (x0, y1)), ((x0, y1), (x0, y0))):
        pr.dashed_line(d, a, b, colour, width, dash, dash)


# ---- realm -------------------------------------------------------------------------------------------------------
REALM_NAMES = tuple(f"{RCOLS[i % 4]}{i // 4 + 1}" for i in range(16))


def realm_size(cell_w: int, cell_h: int, gap: int, label: int) -> tuple[int, int]:
    return label + 4 * cell_w + 3 * gap, label + 4 * cell_h + 3 * gap


def draw_realm(canvas: Image.Image, d: ImageDraw.ImageDraw, x: int, y: int, realm: list[dict], cell_w: int,
               cell_h: int, gap: int, label: int, highlight: set[str], marked: set[str] | None = None,
               bg: RGB | None = None, label_size: int | None = None) -> pr.Box:
    """A 4 x 4 realm with its coordinates (a-d above, 1-4 on the left) and the two symmetry axes (dashed red), its
    top-left corner (labels included) at ``x``, ``y``; ``bg``: the plain colour under the grid, if it is one (faster).
    Returns the grid's box."""
    gx, gy = x + label, y + label
    size = label_size or max(15, min(label - 2, cell_w // 3))
    if label_size:  # the caller's realm where tiles are placed: its coordinates are key texts
        keys.note("realm-coordinates", size)
    coordinates(canvas, gx, gy, 4, 4, cell_w, cell_h, gap, RCOLS, ["1", "2", "3", "4"], size, "tl", 5)
    boxes = pr.grid_boxes(gx, gy, 4, 4, cell_w, cell_h, gap)
    by_cell = {str(sp.get("cell")): sp for sp in realm or [] if isinstance(sp, dict)}
    drawn = []
    for name, box in zip(REALM_NAMES, boxes, strict=True):
        if name in highlight:
            pr.highlight(d, box, 4, 9)
            drawn.append(_frame_extent(box, 4))
    badge = max(20, cell_w * 38 // 100)
    for name, box in zip(REALM_NAMES, boxes, strict=True):
        sp = by_cell.get(name) or {}
        h = _int(sp.get("h"))
        under = _plain_under(box, bg, drawn)
        if h <= 0:
            paste_stack(canvas, box, 0, (), False, 0, bg=under)
            continue
        top = ("face", str(sp["top"])) if sp.get("up") and sp.get("top") else ("back",)
        paste_stack(canvas, box, h, top, False, badge, bool(sp.get("shrine")), bg=under)
    for name, box in zip(REALM_NAMES, boxes, strict=True):
        if name in (marked or set()):  # inside the cell: the yellow "changed" frame may be around it
            dashed_frame(d, pr.grow(box, -2), CURRENT, 4)
    gw, gh = 4 * cell_w + 3 * gap, 4 * cell_h + 3 * gap
    ext = max(8, label // 2)
    mx, my = gx + (gw - 1) / 2, gy + (gh - 1) / 2
    aw = max(3, cell_w // 18)
    pr.dashed_line(d, (mx, gy - ext), (mx, gy + gh + ext), AXIS, aw, 9, 7)
    pr.dashed_line(d, (gx - ext, my), (gx + gw + ext, my), AXIS, aw, 9, 7)
    return (gx, gy, gx + gw, gy + gh)
