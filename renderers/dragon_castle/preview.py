"""The mover's private preview of a Zamek Smoków turn in progress: a striped "not confirmed" header with the steps
so far in words, the mover's realm with the pending steps applied (tiles still to place, shrines, points this turn)
and the castle after the steps. Drawn from ``view["private"]["preview"]`` (the public schema of the preview state).
"""
from __future__ import annotations

from PIL import Image

from games.core import i18n
from renderers.dragon_castle import board as bd
from renderers.dragon_castle import tiles as tl
from renderers.dragon_castle.common import GAP, MARGIN, PAD, PREVIEW, WIDTH, Ctx, fitted, num, wrap
from renderers.dragon_castle.swatches import legend_image
from renderers.dragon_castle.table import CASTLE_LABEL, CASTLE_LABEL_SIZE, castle_pitch
from renderers.toolkit import fonts, png
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx


def draw_private(view: dict, names: list[str], lang: str) -> Image.Image | None:
    priv = view.get("private") or {}
    pv = priv.get("preview") if isinstance(priv, dict) else None
    if not isinstance(pv, dict):
        return None
    seat = view.get("seat")
    if not isinstance(seat, int):
        seat = (pv.get("turn") or {}).get("seat")
    c = Ctx(pv, list(names or []), lang, preview=True)
    t = pv.get("turn") or {}
    marked_realm = set()
    for group in t.get("sets") or []:
        marked_realm |= {str(x) for x in group}
    if t.get("build"):
        marked_realm |= {str(x) for x in (t.get("build") or {}).get("cells") or []}
    sections = [
        lambda y: _preview_header(c, y),
        lambda y: _preview_realm_row(c, y, seat, view, set(map(str, t.get("realm_cells") or [])), marked_realm),
        lambda y: _preview_castle(c, y, pv.get("castle") or {}, set(map(str, t.get("castle_cells") or []))),
    ]
    return pr.compose(WIDTH, pal.PAGE, sections, bottom=MARGIN)


def render_private(view: dict, names: list[str], lang: str) -> bytes | None:
    """PNG of the mover's preview (their realm and the castle with the pending steps applied), or None."""
    img = draw_private(view, names, lang)
    return png.encode(img, palette=__package__) if img is not None else None


def _preview_header(c: Ctx, y: int):
    """A striped "preview, not confirmed" band, then the steps so far (in words, from the turn's log) and what
    comes next."""
    h = 56
    label = c.t("render-dc-preview-title")
    tw = min(tx.width(label, fonts.bold(30)), WIDTH - 120)
    t = c.turn()
    steps = " ".join(s for s in (c.msg(m) for m in t.get("log") or []) if s)
    lines = wrap(c.t("render-dc-preview-steps") + " " + steps, 21, "regular", WIDTH - 2 * MARGIN - 40, 2)
    stage = str(t.get("next") or t.get("stage") or "")  # the view's next step: a spirit only when one can be used
    nxt = c.t(f"dragon_castle-stage-{stage}") if stage and i18n.has(f"dragon_castle-stage-{stage}") else ""
    bh = 12 + len(lines) * 28 + 38 + 8
    img, d = yield y + h + 8 + bh
    pr.hatch(img, (0, y, WIDTH, y + h), pal.BLACK, PREVIEW, 36, 14)
    box = (WIDTH // 2 - tw // 2 - 24, y + 8, WIDTH // 2 + tw // 2 + 24, y + h - 8)
    d.rounded_rectangle(box, radius=12, fill=pal.WHITE, outline=pal.BLACK, width=3)
    fitted(d, (box[0] + 20, box[1], box[2] - 20, box[3]), label, 30, pal.INK, "bold", "center", 20)
    y += h + 8
    box = (MARGIN, y, WIDTH - MARGIN, y + bh)
    d.rounded_rectangle(box, radius=14, fill=pal.mix(PREVIEW, pal.WHITE, 0.7), outline=pal.BLACK, width=3)
    yy = y + 10
    for ln in lines:
        d.text((box[0] + 20, yy), ln, font=fonts.regular(21), fill=pal.INK)
        yy += 28
    fitted(d, (box[0] + 20, yy, box[2] - 20, yy + 36), c.t("render-dc-preview-next", stage=nxt), 24, pal.INK,
           "bold")  # fmt: skip


def _preview_castle(c: Ctx, y: int, castle: dict, highlight: set[str]):
    """The castle after the pending steps (no legend: the table picture has it)."""
    y += GAP
    pw, ph = castle_pitch()
    cw, ch = bd.castle_size(pw, ph, CASTLE_LABEL)
    box = (MARGIN, y, WIDTH - MARGIN, y + ch + 2 * 6)
    img, d = yield box[3]
    d.rounded_rectangle(box, radius=16, fill=bd.CASTLE_BG, outline=pal.LINE, width=2)
    x0 = MARGIN + (WIDTH - 2 * MARGIN - cw) // 2
    bd.draw_castle(img, d, x0, y + 6, castle, pw, ph, CASTLE_LABEL, highlight, set(), bg=bd.CASTLE_BG,
                   label_size=CASTLE_LABEL_SIZE)


def _preview_realm_row(c: Ctx, y: int, seat, public: dict, hl: set[str], marked: set[str]):
    y += GAP
    if not isinstance(seat, int) or seat >= c.n:
        yield y - GAP
        return
    cw = 72
    chh = int(cw * 1.1)
    rw, rh = bd.realm_size(cw, chh, 6, 36)
    ph = PAD + 52 + rh + 2 * PAD
    pw = rw + 2 * PAD + 40
    box = (MARGIN, y, MARGIN + pw, y + ph)
    img, d = yield box[3]
    style = pal.player(seat)
    d.rounded_rectangle(box, radius=16, fill=style.tint, outline=style.colour, width=6)
    pr.paste(img, pr.player_marker(seat, 44), (box[0] + PAD, y + PAD))
    fitted(d, (box[0] + PAD + 54, y + PAD - 2, box[2] - PAD, y + PAD + 24), c.name(seat), 24, pal.INK, "bold", "left",
           16)  # fmt: skip
    fitted(d, (box[0] + PAD + 54, y + PAD + 24, box[2] - PAD, y + PAD + 46), c.t("render-dc-preview-realm"), 18,
           pal.INK, "regular", "left", 13)  # fmt: skip
    realms = c.view.get("realms") or []
    realm = realms[seat] if seat < len(realms) else []
    bd.draw_realm(img, d, box[0] + PAD + 10, y + PAD + 58, realm, cw, chh, 6, 36, hl, marked, label_size=32)
    # the right column: tiles to place, shrines, points now and this turn
    x0 = box[2] + GAP
    side = (x0, y, WIDTH - MARGIN, y + ph)
    d.rounded_rectangle(side, radius=16, fill=pal.PANEL, outline=pal.LINE, width=2)
    t = c.turn()
    yy = y + PAD
    held = [str(k) for k in t.get("held") or []]
    fx = x0 + PAD
    fitted(d, (fx, yy, side[2] - PAD, yy + 34), c.t("render-dc-preview-held", n=len(held)), 23, pal.INK,
                   "bold")  # fmt: skip
    yy += 40
    if held:
        tw_, th_ = 78, 98
        for i, k in enumerate(held):
            pr.paste(img, tl.face(k, tw_, th_), (fx + i * (tw_ + 14), yy))
            fitted(d, (fx + i * (tw_ + 14) - 4, yy + th_ + 4, fx + i * (tw_ + 14) + tw_ + 10, yy + th_ + 30),
                           c.tile_name(k), 17, pal.INK, "regular", "center", 12)  # fmt: skip
        yy += th_ + 40
    pools = c.view.get("pools") or []
    pool = num(pools[seat]) if seat < len(pools) else 0
    pr.paste(img, tl.shrine(34), (fx, yy))
    fitted(d, (fx + 44, yy, side[2] - PAD, yy + 36), c.t("render-dc-pool", n=pool), 22, pal.INK, "bold")
    yy += 48
    scores = c.view.get("scores") or []
    before = (public.get("scores") or [])
    now = num(scores[seat].get("total")) if seat < len(scores) and isinstance(scores[seat], dict) else 0
    was = num(before[seat].get("total")) if seat < len(before) and isinstance(before[seat], dict) else now
    diff = now - was
    text = c.t("render-dc-preview-points", n=now, diff=(f"+{diff}" if diff >= 0 else f"−{-diff}"))
    fitted(d, (fx, yy, side[2] - PAD, yy + 36), text, 23, pal.INK, "bold")
    yy += 44
    used = [str(s) for s in t.get("used") or []]
    if used:
        names_ = ", ".join(c.t(f"dragon_castle-spirit-{s}") if i18n.has(f"dragon_castle-spirit-{s}") else s
                           for s in used)  # fmt: skip
        fitted(d, (fx, yy, side[2] - PAD, yy + 32), c.t("render-dc-preview-spirits", names=names_), 20,
                       pal.INK, "regular")  # fmt: skip
        yy += 40
    items = (("hl", c.t("render-dc-legend-this-turn")), ("dashed", c.t("render-dc-legend-sets")))
    im = legend_image(items, side[2] - fx - PAD, 18, 16, pal.PANEL)
    img.paste(im, (fx, max(yy, side[3] - PAD - im.size[1])))

