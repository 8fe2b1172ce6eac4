"""A mock-up of how Discord's phone app (dark theme) shows one message, drawn from its API v10 JSON payload.

``draw_message(payload, files)`` returns a PNG: the bot's avatar, name, APP tag and time, then either a Components V2
message (flag 32768: containers with their accent bar, media galleries, text displays in Discord's markdown, separators,
sections, files, action rows of buttons and selects) or a classic one (``content``, the attached pictures, action rows).
Pictures come from ``files`` by attachment name (``attachment://table.png``); one that is missing is drawn as a
placeholder box. For trying a payload by hand::

    python -m tests.support.card_mockup PAYLOAD.json OUT.png --file table.png=path/to/table.png [--name 123=bob]

This is a look-alike for reviewing posts where Discord cannot be screenshotted, not a pixel copy: the shipped DejaVu
fonts stand in for gg sans, colour emoji are left out unless a picture is given in ``emojis`` (keyed by the custom
emoji's id or name, or by the unicode character), and times are in UTC.

A developer's tool, not the bot's: it lives beside the tests, outside the installed package (docs/architecture.md,
"Developers' tools").
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from io import BytesIO
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageOps

from tests.support.card_mockup_text import (
    BLURPLE,
    DARK,
    LIGHT,
    RGB,
    Ctx,
    blend,
    draw_text,
    drawable,
    ellipsize,
    header_time,
    render_text,
    rgb_of,
    round_mask,
    round_rect,
    strokes,
)

PHONE_DP = 390  # the phone's width in dp: ``width`` px / 390 is the scale
V2_FLAG, SILENT_FLAG = 1 << 15, 1 << 12
BUTTON_COLORS = {1: BLURPLE, 2: (78, 80, 88), 3: (36, 128, 70), 4: (218, 55, 60), 5: (78, 80, 88)}
SELECT_TYPES = {3, 5, 6, 7, 8}
SELECT_HINT = {5: "Select a user", 6: "Select a role", 7: "Select a user or role", 8: "Select a channel"}
GAP = 8  # dp between stacked components


def _stack(blocks: list[Image.Image], width: int, bg: RGB, gap: int) -> Image.Image:
    height = sum(b.height for b in blocks) + gap * max(0, len(blocks) - 1)
    img = Image.new("RGB", (width, max(1, height)), bg)
    y = 0
    for b in blocks:
        img.paste(b, (0, y))
        y += b.height + gap
    return img


def _attachment_name(url: str) -> str:
    return url.removeprefix("attachment://") if url.startswith("attachment://") else url.rsplit("/", 1)[-1]


def _picture(url: str, files: dict[str, bytes]) -> Image.Image | None:
    data = files.get(_attachment_name(url)) or files.get(url)
    if not data:
        return None
    try:
        return Image.open(BytesIO(data)).convert("RGB")
    except OSError:
        return None


def _placeholder(w: int, h: int, label: str, bg: RGB, ctx: Ctx) -> Image.Image:
    """The box drawn where a picture is missing: a frame, a little landscape icon and the attachment's name."""
    t = ctx.theme
    img = Image.new("RGB", (w, h), bg)
    fill = blend(bg, t.shade, 0.25 if t is DARK else 0.06)
    round_rect(img, (0, 0, w, h), ctx.dp(8), fill, t.border, max(1, ctx.dp(1)))
    s = min(ctx.dp(40), h // 2)
    x, y = (w - s) // 2, h // 2 - s
    strokes(img, x, y, s, [[(0.1, 0.2), (0.9, 0.2), (0.9, 0.8), (0.1, 0.8), (0.1, 0.2)]], t.muted, s / 14,
            fills=[[(0.15, 0.78), (0.4, 0.45), (0.6, 0.65), (0.7, 0.55), (0.85, 0.78)]])
    f = ctx.font(13)
    text = ellipsize(drawable(f"missing: {label}"), f, w - ctx.dp(16))
    draw_text(img, (w - f.getlength(text)) / 2, h // 2 + ctx.dp(24), text, f, t.muted)
    return img


def _gallery(comp: dict, width: int, bg: RGB, ctx: Ctx, files: dict[str, bytes]) -> Image.Image:
    items = [it for it in comp.get("items") or [] if isinstance(it, dict)][:10]
    if not items:
        return Image.new("RGB", (width, 1), bg)
    rows = {1: [1], 2: [2], 3: [1, 2], 4: [2, 2], 5: [2, 3], 6: [3, 3], 7: [1, 3, 3], 8: [2, 3, 3], 9: [3, 3, 3],
            10: [1, 3, 3, 3]}[len(items)]
    gap, r = ctx.dp(4), ctx.dp(8)
    cells: list[Image.Image] = []
    i = 0
    for n in rows:
        cw = (width - gap * (n - 1)) // n
        row: list[Image.Image] = []
        for it in items[i:i + n]:
            url = str((it.get("media") or {}).get("url", ""))
            pic = _picture(url, files)
            if len(items) == 1:
                ch = round(cw * pic.height / pic.width) if pic else round(cw * 9 / 16)
            else:
                ch = round(cw * 9 / 16) if n == 1 else cw
            if pic is None:
                cell = _placeholder(cw, ch, _attachment_name(url) or "?", bg, ctx)
            else:
                cell = pic.resize((cw, ch), Image.Resampling.LANCZOS) if len(items) == 1 else ImageOps.fit(
                    pic, (cw, ch), Image.Resampling.LANCZOS)
                if it.get("spoiler"):
                    cell = cell.filter(ImageFilter.GaussianBlur(ctx.dp(12)))
                    _pill(cell, "SPOILER", ctx)
            framed = Image.new("RGB", cell.size, bg)
            framed.paste(cell, (0, 0), round_mask(cell.width, cell.height, r if len(items) == 1 else ctx.dp(4)))
            row.append(framed)
        i += n
        line = Image.new("RGB", (width, max(c.height for c in row)), bg)
        for k, c in enumerate(row):
            line.paste(c, (k * (cw + gap), 0))
        cells.append(line)
    return _stack(cells, width, bg, gap)


def _pill(img: Image.Image, text: str, ctx: Ctx) -> None:
    f = ctx.font(12, "bold")
    w, h = round(f.getlength(text)) + ctx.dp(16), ctx.dp(24)
    x, y = (img.width - w) // 2, (img.height - h) // 2
    round_rect(img, (x, y, x + w, y + h), h // 2, (0, 0, 0))
    draw_text(img, x + ctx.dp(8), y + h // 2 + f.getmetrics()[0] * 0.35, text, f, (255, 255, 255))


def _separator(comp: dict, width: int, bg: RGB, ctx: Ctx) -> Image.Image:
    extra = ctx.dp(8) if comp.get("spacing") == 2 else 0
    line = max(1, ctx.dp(1)) if comp.get("divider", True) else 0
    img = Image.new("RGB", (width, max(1, 2 * extra + line)), bg)
    if line:
        ImageDraw.Draw(img).rectangle((0, extra, width, extra + line - 1), fill=ctx.theme.border)
    return img


def _emoji_icon(emoji: dict | None, size: int, ctx: Ctx, color: RGB) -> Image.Image | None:
    """A button's emoji as a ``size`` px RGBA picture: the supplied image, else a glyph the font has, else none."""
    if not emoji:
        return None
    for key in (emoji.get("id"), emoji.get("name")):
        im = ctx.emoji(str(key) if key else None, size)
        if im is not None:
            return im
    name = str(emoji.get("name") or "")
    glyph = drawable(name) if not emoji.get("id") else ""
    if not glyph.strip():
        return None
    f = ctx.font(15, "bold")
    im = Image.new("RGBA", (round(f.getlength(glyph)) + 1, size), (*color, 0))
    mask = Image.new("L", im.size, 0)
    ImageDraw.Draw(mask).text((0, size / 2), glyph, font=f, fill=255, anchor="lm")
    im.putalpha(mask)
    return im


def _button(comp: dict, maxw: int, bg: RGB, ctx: Ctx) -> Image.Image:
    style = comp.get("style", 2)
    color = BUTTON_COLORS.get(style, BUTTON_COLORS[2])
    fg = (255, 255, 255)
    f = ctx.font(14, "bold")
    h, pad, gap = ctx.dp(36), ctx.dp(14), ctx.dp(6)
    icon = _emoji_icon(comp.get("emoji"), ctx.dp(18), ctx, fg)
    arrow = ctx.dp(12) if style == 5 else 0
    label = drawable(str(comp.get("label") or ""), "bold")
    fixed = 2 * pad + (icon.width if icon else 0) + (arrow + gap if arrow else 0) + (gap if icon and label else 0)
    label = ellipsize(label, f, maxw - fixed) if label else ""
    w = max(ctx.dp(44) if not label else h, fixed + round(f.getlength(label)))
    img = Image.new("RGB", (min(w, maxw), h), bg)
    round_rect(img, (0, 0, img.width, h), ctx.dp(8), color)
    x = (img.width - (w - 2 * pad)) // 2 if not label else pad
    if icon is not None:
        img.paste(icon, (x, (h - icon.height) // 2), icon)
        x += icon.width + (gap if label else 0)
    if label:
        asc, desc = f.getmetrics()
        draw_text(img, x, (h - asc - desc) // 2 + asc, label, f, fg)
        x += round(f.getlength(label)) + gap
    if arrow:  # the "opens a link" arrow ↗
        strokes(img, x, (h - arrow) // 2, arrow, [[(0.15, 0.85), (0.85, 0.15)], [(0.35, 0.15), (0.85, 0.15),
                                                  (0.85, 0.65)]], fg, arrow / 7)
    return _dim(img, bg) if comp.get("disabled") else img


def _dim(img: Image.Image, bg: RGB) -> Image.Image:
    return Image.blend(img, Image.new("RGB", img.size, bg), 0.5)


def _select(comp: dict, width: int, bg: RGB, ctx: Ctx) -> Image.Image:
    t = ctx.theme
    h = ctx.dp(44)
    img = Image.new("RGB", (width, h), bg)
    round_rect(img, (0, 0, width, h), ctx.dp(8), t.input_bg, blend(t.input_bg, t.border, 0.5), max(1, ctx.dp(1)))
    chosen = [o for o in comp.get("options") or [] if isinstance(o, dict) and o.get("default")]
    text = ", ".join(str(o.get("label", "")) for o in chosen) or str(
        comp.get("placeholder") or SELECT_HINT.get(comp.get("type"), "Make a selection"))
    f = ctx.font(15)
    cs = ctx.dp(14)
    text = ellipsize(drawable(text), f, width - ctx.dp(28) - cs - ctx.dp(12))
    asc, desc = f.getmetrics()
    draw_text(img, ctx.dp(14), (h - asc - desc) // 2 + asc, text, f, t.text if chosen else t.muted)
    strokes(img, width - ctx.dp(14) - cs, (h - cs) // 2, cs, [[(0.15, 0.35), (0.5, 0.7), (0.85, 0.35)]],
            t.strong, cs / 7)
    return _dim(img, bg) if comp.get("disabled") else img


def _action_row(comp: dict, width: int, bg: RGB, ctx: Ctx) -> Image.Image:
    """Selects take the whole width; buttons go left to right and wrap onto another line when the row is full."""
    gap = ctx.dp(8)
    lines: list[list[Image.Image]] = [[]]
    used = 0
    for child in comp.get("components") or []:
        if not isinstance(child, dict):
            continue
        if child.get("type") in SELECT_TYPES:
            lines.append([_select(child, width, bg, ctx)])
            lines.append([])
            used = 0
            continue
        b = _button(child, width, bg, ctx)
        if lines[-1] and used + gap + b.width > width:
            lines.append([])
            used = 0
        used += (gap if lines[-1] else 0) + b.width
        lines[-1].append(b)
    rows = []
    for line in (ln for ln in lines if ln):
        row = Image.new("RGB", (width, max(b.height for b in line)), bg)
        x = 0
        for b in line:
            row.paste(b, (x, 0))
            x += b.width + gap
        rows.append(row)
    return _stack(rows, width, bg, gap)


def _thumbnail(comp: dict, size: int, bg: RGB, ctx: Ctx, files: dict[str, bytes]) -> Image.Image:
    url = str((comp.get("media") or {}).get("url", ""))
    pic = _picture(url, files)
    if pic is None:
        return _placeholder(size, size, _attachment_name(url) or "?", bg, ctx)
    img = Image.new("RGB", (size, size), bg)
    img.paste(ImageOps.fit(pic, (size, size), Image.Resampling.LANCZOS), (0, 0), round_mask(size, size, ctx.dp(8)))
    return img


def _section(comp: dict, width: int, bg: RGB, ctx: Ctx, files: dict[str, bytes]) -> Image.Image:
    acc = comp.get("accessory") or {}
    gap = ctx.dp(12)
    side = None
    if acc.get("type") == 11:
        side = _thumbnail(acc, ctx.dp(72), bg, ctx, files)
    elif acc.get("type") == 2:
        side = _button(acc, width // 2, bg, ctx)
    textw = width - (side.width + gap if side else 0)
    texts = [_component(c, textw, bg, ctx, files) for c in comp.get("components") or [] if isinstance(c, dict)]
    left = _stack(texts, textw, bg, ctx.dp(GAP))
    img = Image.new("RGB", (width, max(left.height, side.height if side else 0)), bg)
    img.paste(left, (0, 0))
    if side is not None:
        img.paste(side, (width - side.width, 0 if acc.get("type") == 11 else (img.height - side.height) // 2))
    return img


def _file(comp: dict, width: int, bg: RGB, ctx: Ctx, files: dict[str, bytes]) -> Image.Image:
    t = ctx.theme
    url = str((comp.get("file") or {}).get("url", ""))
    name = _attachment_name(url) or "file"
    h, pad = ctx.dp(60), ctx.dp(12)
    img = Image.new("RGB", (width, h), bg)
    round_rect(img, (0, 0, width, h), ctx.dp(8), blend(bg, t.shade, 0.2 if t is DARK else 0.04), t.border,
               max(1, ctx.dp(1)))
    s = ctx.dp(32)
    strokes(img, pad, (h - s) // 2, s, [[(0.2, 0.05), (0.6, 0.05), (0.85, 0.3), (0.85, 0.95), (0.2, 0.95),
                                        (0.2, 0.05)], [(0.6, 0.05), (0.6, 0.3), (0.85, 0.3)]], t.muted, s / 14)
    f, fs = ctx.font(15), ctx.font(12)
    x = pad + s + ctx.dp(10)
    data = files.get(name)
    size = "missing" if data is None else (f"{len(data) / 1024:.1f} KB" if len(data) < 1 << 20
                                           else f"{len(data) / (1 << 20):.2f} MB")
    draw_text(img, x, h // 2 - ctx.dp(3), ellipsize(drawable(name), f, width - x - pad), f, t.link)
    draw_text(img, x, h // 2 + ctx.dp(15), size, fs, t.muted)
    return img


def _container(comp: dict, width: int, bg: RGB, ctx: Ctx, files: dict[str, bytes]) -> Image.Image:
    t = ctx.theme
    accent = comp.get("accent_color")
    bar = ctx.dp(4) if accent is not None else 0
    pad = ctx.dp(14)
    inner = width - 2 * pad - bar
    body = _stack([_component(c, inner, t.container, ctx, files) for c in comp.get("components") or []
                   if isinstance(c, dict)], inner, t.container, ctx.dp(GAP))
    h = body.height + 2 * pad
    img = Image.new("RGB", (width, h), bg)
    r, line = ctx.dp(8), max(1, ctx.dp(1))
    round_rect(img, (0, 0, width, h), r, t.container, t.border, line)
    if bar:
        strip = Image.new("RGB", (width, h), rgb_of(int(accent)))
        mask = round_mask(width, h, r)
        mask.paste(0, (bar, 0, width, h))
        img.paste(strip, (0, 0), mask)
    img.paste(body, (bar + pad, pad))
    if comp.get("spoiler"):
        img = img.filter(ImageFilter.GaussianBlur(ctx.dp(10)))
        _pill(img, "SPOILER", ctx)
    return img


def _component(comp: dict, width: int, bg: RGB, ctx: Ctx, files: dict[str, bytes]) -> Image.Image:
    kind = comp.get("type")
    if kind == 10:
        return render_text(str(comp.get("content", "")), width, bg, ctx)
    if kind == 17:
        return _container(comp, width, bg, ctx, files)
    if kind == 12:
        return _gallery(comp, width, bg, ctx, files)
    if kind == 14:
        return _separator(comp, width, bg, ctx)
    if kind == 1:
        return _action_row(comp, width, bg, ctx)
    if kind == 9:
        return _section(comp, width, bg, ctx, files)
    if kind == 13:
        return _file(comp, width, bg, ctx, files)
    if kind == 11:
        return _thumbnail(comp, min(width, ctx.dp(72)), bg, ctx, files)
    if kind == 2:
        return _button(comp, width, bg, ctx)
    if kind in SELECT_TYPES:
        return _select(comp, width, bg, ctx)
    return render_text(f"-# (component type {kind})", width, bg, ctx)


def _stacked_components(comps: list, width: int, bg: RGB, ctx: Ctx, files: dict[str, bytes]) -> list[Image.Image]:
    """Top-level components; a separator brings its own spacing, so the gaps around it are the usual ones."""
    return [_component(c, width, bg, ctx, files) for c in comps if isinstance(c, dict)]


def _classic(payload: dict, width: int, bg: RGB, ctx: Ctx, files: dict[str, bytes]) -> list[Image.Image]:
    blocks: list[Image.Image] = []
    if payload.get("content"):
        blocks.append(render_text(str(payload["content"]), width, bg, ctx))
    names = [str(a.get("filename", "")) for a in payload.get("attachments") or [] if isinstance(a, dict)]
    for name in names or list(files):
        if name.lower().rsplit(".", 1)[-1] in ("png", "jpg", "jpeg", "gif", "webp"):
            blocks.append(_gallery({"items": [{"media": {"url": f"attachment://{name}"}}]}, width, bg, ctx, files))
        else:
            blocks.append(_file({"file": {"url": f"attachment://{name}"}}, width, bg, ctx, files))
    rows = [c for c in payload.get("components") or [] if isinstance(c, dict)]
    blocks.extend(_stacked_components(rows, width, bg, ctx, files))
    return blocks


def _header(width: int, author: str, silent: bool, ctx: Ctx, bg: RGB) -> Image.Image:
    """The author line: name, the blurple APP tag, the time and, for a silent message, a crossed-out bell."""
    t = ctx.theme
    fn, ft, fa = ctx.font(16, "bold"), ctx.font(12), ctx.font(10, "bold")
    h = ctx.dp(22)
    img = Image.new("RGB", (width, h), bg)
    asc, desc = fn.getmetrics()
    base = (h - asc - desc) // 2 + asc
    name = ellipsize(drawable(author, "bold"), fn, width * 0.55)
    draw_text(img, 0, base, name, fn, t.strong)
    x = round(fn.getlength(name)) + ctx.dp(6)
    tw, th = round(fa.getlength("APP")) + ctx.dp(8), ctx.dp(15)
    ty = base - fn.getmetrics()[0] // 2 - th // 2 - ctx.dp(1)
    round_rect(img, (x, ty, x + tw, ty + th), ctx.dp(3), BLURPLE)
    draw_text(img, x + ctx.dp(4), ty + th // 2 + round(fa.getmetrics()[0] * 0.36), "APP", fa, (255, 255, 255))
    x += tw + ctx.dp(6)
    stamp = header_time(ctx.now)
    draw_text(img, x, base, stamp, ft, t.muted)
    if silent:  # Discord's bell with a slash through it
        s = ctx.dp(13)
        bx, by = x + round(ft.getlength(stamp)) + ctx.dp(6), base - s + ctx.dp(1)
        strokes(img, bx, by, s, [[(0.3, 0.62), (0.3, 0.45), (0.38, 0.25), (0.5, 0.18), (0.62, 0.25), (0.7, 0.45),
                                  (0.7, 0.62), (0.82, 0.75), (0.18, 0.75), (0.3, 0.62)], [(0.42, 0.86), (0.58, 0.86)],
                                 [(0.12, 0.1), (0.88, 0.9)]], t.muted, s / 10)
    return img


def _avatar(size: int, author: str, ctx: Ctx, bg: RGB) -> Image.Image:
    img = Image.new("RGB", (size, size), bg)
    img.paste(BLURPLE, (0, 0), round_mask(size, size, size // 2))
    f = ctx.font(18, "bold")
    letter = drawable(author[:1].upper(), "bold") or "?"
    asc, desc = f.getmetrics()
    draw_text(img, (size - f.getlength(letter)) / 2, (size - asc - desc) / 2 + asc, letter, f, (255, 255, 255))
    return img


def draw_message(payload: dict, files: dict[str, bytes], *, names: dict[str, str] | None = None,
                 emojis: dict[str, bytes] | None = None, now: float | None = None, width: int = 780,
                 author: str = "Plansza", dark: bool = True) -> bytes:
    """The PNG of ``payload`` (a Discord API v10 message) as Discord's phone app shows it, ``width`` px wide."""
    ctx = Ctx(scale=width / PHONE_DP, theme=DARK if dark else LIGHT,
              names={str(k): v for k, v in (names or {}).items()},
              emojis={str(k): v for k, v in (emojis or {}).items()}, now=time.time() if now is None else now)
    bg = ctx.theme.bg
    side, avatar, gutter = ctx.dp(14), ctx.dp(40), ctx.dp(12)
    left = side + avatar + gutter
    cw = width - left - side
    flags = int(payload.get("flags") or 0)
    if flags & V2_FLAG:
        blocks = _stacked_components(list(payload.get("components") or []), cw, bg, ctx, files)
    else:
        blocks = _classic(payload, cw, bg, ctx, files)
    head = _header(cw, author, bool(flags & SILENT_FLAG), ctx, bg)
    body = _stack(blocks, cw, bg, ctx.dp(GAP))
    top = ctx.dp(14)
    height = top + head.height + ctx.dp(6) + body.height + ctx.dp(16)
    img = Image.new("RGB", (width, height), bg)
    img.paste(_avatar(avatar, author, ctx, bg), (side, top))
    img.paste(head, (left, top))
    img.paste(body, (left, top + head.height + ctx.dp(6)))
    out = BytesIO()
    img.save(out, "PNG", optimize=False)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.support.card_mockup", description=__doc__.split("\n\n")[0])
    ap.add_argument("payload", type=Path, help="the message's JSON payload (Discord API v10)")
    ap.add_argument("out", type=Path, help="where to write the PNG")
    ap.add_argument("--file", action="append", default=[], metavar="NAME=PATH", help="an attachment, repeatable")
    ap.add_argument("--emoji", action="append", default=[], metavar="KEY=PATH",
                    help="a picture for an emoji (custom emoji id or name, or the unicode character)")
    ap.add_argument("--name", action="append", default=[], metavar="ID=NAME", help="who a <@ID> mention names")
    ap.add_argument("--now", type=float, default=None, help="the UNIX time the message is seen at")
    ap.add_argument("--width", type=int, default=780)
    ap.add_argument("--author", default="Plansza")
    ap.add_argument("--light", action="store_true", help="the light theme")
    args = ap.parse_args(argv)

    def pairs(items: list[str], read: bool) -> dict:
        out = {}
        for item in items:
            key, sep, value = item.partition("=")
            if not sep:
                ap.error(f"expected KEY=VALUE, got {item!r}")
            out[key] = Path(value).read_bytes() if read else value
        return out

    payload = json.loads(args.payload.read_text(encoding="utf-8"))
    png = draw_message(payload, pairs(args.file, True), names=pairs(args.name, False),
                       emojis=pairs(args.emoji, True), now=args.now, width=args.width, author=args.author,
                       dark=not args.light)
    args.out.write_bytes(png)
    w, h = Image.open(BytesIO(png)).size
    print(f"{args.out}: {w}x{h}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
