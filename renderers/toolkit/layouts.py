"""Blocks that place many things in rows and columns: grids of cells and the coordinate labels around a grid, a
legend of swatches and labels that wraps to the width it has, and a score track with the seats' markers standing at
their scores.
"""
from __future__ import annotations

from PIL import Image, ImageDraw

from renderers.toolkit import fonts
from renderers.toolkit import text as tx
from renderers.toolkit.canvas import Box, Draw, paste
from renderers.toolkit.fonts import Font
from renderers.toolkit.palette import INK, LINE, RGB, WHITE


# ---- grids -------------------------------------------------------------------------------------------------------
def grid_boxes(x: int, y: int, rows: int, cols: int, cw: int, ch: int, gap: int) -> list[Box]:
    """Boxes of a ``rows`` x ``cols`` grid, row-major (the first row left to right, then the next...)."""
    return [
        (x + c * (cw + gap), y + r * (ch + gap), x + c * (cw + gap) + cw, y + r * (ch + gap) + ch)
        for r in range(rows)
        for c in range(cols)
    ]


def draw_grid(
    d: ImageDraw.ImageDraw,
    x: int,
    y: int,
    rows: int,
    cols: int,
    cw: int,
    ch: int,
    gap: int = 2,
    *,
    fill: RGB | None = None,
    outline: RGB = LINE,
    col_labels: list[str] | None = None,
    row_labels: list[str] | None = None,
    label_font: Font | None = None,
    label_fill: RGB = INK,
) -> list[Box]:
    """A grid of cells with optional coordinate labels above the columns and left of the rows (the labels are
    drawn outside ``x``/``y``, so leave room). Returns the cell boxes, row-major."""
    boxes = grid_boxes(x, y, rows, cols, cw, ch, gap)
    for b in boxes:
        d.rectangle(b, fill=fill, outline=outline)
    f = label_font or fonts.bold(max(10, min(cw, ch) // 3))
    if col_labels:
        for c, lab in enumerate(col_labels[:cols]):
            d.text((x + c * (cw + gap) + cw / 2, y - 4), lab, font=f, fill=label_fill, anchor="md")
    if row_labels:
        for r, lab in enumerate(row_labels[:rows]):
            d.text((x - 6, y + r * (ch + gap) + ch / 2), lab, font=f, fill=label_fill, anchor="rm")
    return boxes


# ---- board coordinates -------------------------------------------------------------------------------------------
def grid_coordinates(
    d: ImageDraw.ImageDraw,
    x: int,
    y: int,
    rows: int,
    cols: int,
    cw: int,
    ch: int,
    gap: int = 0,
    *,
    col_labels: list[str] | None = None,
    row_labels: list[str] | None = None,
    font: Font | None = None,
    fill: RGB = INK,
    sides: str = "tblr",
    pad: int = 6,
) -> None:
    """Coordinate labels around a ``rows`` x ``cols`` grid whose first cell's top-left corner is ``x``, ``y``: column
    labels above (``t``) and/or below (``b``), row labels left (``l``) and/or right (``r``), ``pad`` pixels away from
    the grid. The labels are drawn outside the grid, so leave room (about one label height) on the chosen sides."""
    f = font or fonts.bold(max(10, min(cw, ch) // 3))
    gw, gh = cols * cw + (cols - 1) * gap, rows * ch + (rows - 1) * gap
    for c, lab in enumerate((col_labels or [])[:cols]):
        cx = x + c * (cw + gap) + cw / 2
        if "t" in sides:
            d.text((cx, y - pad), lab, font=f, fill=fill, anchor="md")
        if "b" in sides:
            d.text((cx, y + gh + pad), lab, font=f, fill=fill, anchor="ma")
    for r, lab in enumerate((row_labels or [])[:rows]):
        cy = y + r * (ch + gap) + ch / 2
        if "l" in sides:
            d.text((x - pad, cy), lab, font=f, fill=fill, anchor="rm")
        if "r" in sides:
            d.text((x + gw + pad, cy), lab, font=f, fill=fill, anchor="lm")


# ---- legend ------------------------------------------------------------------------------------------------------
def legend(
    canvas: Image.Image,
    x: int,
    y: int,
    max_w: int,
    items: list[tuple[Image.Image, str]],
    font: Font,
    fill: RGB = INK,
    gap: int = 28,
    dry_run: bool = False,
    vertical: bool = False,
) -> int:
    """Lay out ``(swatch, label)`` pairs left to right, wrapping to new rows within ``max_w`` (``vertical``: one pair
    per row); returns the height (``dry_run``: only measure)."""
    d = Draw(canvas)
    cx, cy, row_h = x, y, 0
    col_w = max((s.size[0] for s, _ in items), default=0) if vertical else 0  # align labels in a column
    for swatch, label in items:
        sw, sh = swatch.size
        slot_w = max(sw, col_w)
        lab = tx.ellipsize(label, font, max_w - slot_w - 8)
        iw = slot_w + 8 + tx.width(lab, font)
        if cx > x and (vertical or cx + iw > x + max_w):
            cx, cy, row_h = x, cy + row_h + gap // 3 + 2, 0
        h = max(sh, tx.height(font))
        if not dry_run:
            paste(canvas, swatch, (cx + (slot_w - sw) // 2, cy + (h - sh) // 2))
            d.text((cx + slot_w + 8, cy + h / 2), lab, font=font, fill=fill, anchor="lm")
        cx += iw + gap
        row_h = max(row_h, h)
    return cy + row_h - y


# ---- score track -------------------------------------------------------------------------------------------------
def nice_step(span: float, target_ticks: int = 10) -> int:
    """A round tick step (1, 2, 5, 10, 20, 25, 50, 100, ...) giving about ``target_ticks`` ticks over ``span``."""
    span = max(1.0, float(span))
    raw = span / max(1, target_ticks)
    base = 1
    while True:
        for m in (1, 2, 2.5, 5):
            step = base * m
            if step >= raw and float(step).is_integer():
                return int(step)
        base *= 10


def score_track(
    canvas: Image.Image,
    box: Box,
    entries: list[tuple[int, Image.Image]],
    *,
    max_value: int | None = None,
    step: int | None = None,
    font: Font | None = None,
    bar: RGB = INK,
    fill: RGB = WHITE,
    ink: RGB = INK,
) -> Box:
    """A horizontal score track inside ``box``: a bar from 0 to ``max_value`` (default: the highest score rounded up
    to a tick, at least 10) with labelled ticks every ``step`` (default: :func:`nice_step`), and each entry's marker
    image standing on the bar at its value. Markers whose places overlap are stacked upwards (in the given order), so
    tied scores stay visible. Values below 0 or above the end are drawn at the ends. Returns the bar's box."""
    x0, y0, x1, y1 = box
    d = Draw(canvas)
    f = font or fonts.bold(18)
    values = [int(v) for v, _ in entries]
    top = max(values + [10])
    step = step or nice_step(max_value if max_value is not None else top)
    end = max_value if max_value is not None else -(-top // step) * step
    end = max(end, step)
    lab_h = tx.height(f)
    pad_x = max((m.size[0] for _, m in entries), default=20) // 2 + 4
    bx0, bx1 = x0 + pad_x, x1 - pad_x
    bar_h = max(8, lab_h // 2)
    by1 = y1 - lab_h - 8
    by0 = by1 - bar_h
    d.rounded_rectangle((bx0, by0, bx1, by1), radius=bar_h // 2, fill=fill, outline=bar, width=2)

    def px(v: float) -> float:
        return bx0 + (bx1 - bx0) * min(max(v, 0), end) / end

    for k in range(0, end + 1, step):
        xx = px(k)
        d.line((xx, by0 - 4, xx, by1 + 4), fill=bar, width=2)
        d.text((xx, by1 + 6), str(k), font=f, fill=ink, anchor="ma")
    placed: list[tuple[float, float, float]] = []  # (left, right, top) of markers already drawn
    for v, marker in entries:
        mw, mh = marker.size
        cx = px(v)
        left, right = cx - mw / 2, cx + mw / 2
        bottom = min([by0 - 2] + [pt for pl, pr_, pt in placed if left < pr_ - 1 and right > pl + 1])
        paste(canvas, marker, (left, bottom - mh))
        placed.append((left, right, bottom - mh))
    return (int(bx0), int(by0), int(bx1), int(by1))
