"""The text half of the Discord message mock-up (``tests.support.card_mockup``): theme colours, the shipped DejaVu
fonts, anti-aliased shapes, Discord's markdown subset (inline and line-level) and its layout into a picture.

Sizes are given in dp (a 390 dp wide phone) and multiplied by ``Ctx.scale``; timestamps are shown in UTC. Pure Pillow
and stdlib: no discord.py, no other font than the repo's own (``renderers/toolkit/fonts``); a character the font
lacks (most emoji) is left out rather than drawn as a box, italics are the regular face sheared.
"""
from __future__ import annotations

import re
import time
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from functools import lru_cache
from io import BytesIO
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

FONT_DIR = Path(__file__).resolve().parents[2] / "renderers" / "toolkit" / "fonts"
FONT_FILES = {"regular": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf", "mono": "DejaVuSansMono-Bold.ttf"}
BLURPLE = (88, 101, 242)
RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Theme:
    bg: RGB
    text: RGB
    strong: RGB
    muted: RGB
    link: RGB
    container: RGB
    border: RGB
    input_bg: RGB
    mention_fg: RGB
    quote_bar: RGB
    shade: RGB  # blended over a background for code, time chips, placeholders


DARK = Theme(bg=(49, 51, 56), text=(219, 222, 225), strong=(242, 243, 245), muted=(148, 155, 164),
             link=(0, 168, 252), container=(57, 59, 65), border=(70, 72, 79), input_bg=(30, 31, 34),
             mention_fg=(201, 205, 251), quote_bar=(78, 80, 88), shade=(0, 0, 0))
LIGHT = Theme(bg=(255, 255, 255), text=(49, 51, 56), strong=(6, 6, 7), muted=(92, 94, 102),
              link=(0, 103, 224), container=(242, 243, 245), border=(219, 222, 225), input_bg=(235, 237, 239),
              mention_fg=(80, 92, 220), quote_bar=(196, 201, 206), shade=(0, 0, 0))


@dataclass
class Ctx:
    """What every drawing step needs: the scale (px per dp), the theme, and the message's lookups."""
    scale: float
    theme: Theme
    names: dict[str, str] = field(default_factory=dict)
    emojis: dict[str, bytes] = field(default_factory=dict)
    now: float = field(default_factory=time.time)

    def dp(self, v: float) -> int:
        return max(1, round(v * self.scale)) if v > 0 else 0

    def font(self, size_dp: float, style: str = "regular") -> ImageFont.FreeTypeFont:
        return font(self.dp(size_dp), style)

    def emoji(self, key: str | None, size: int) -> Image.Image | None:
        """The picture supplied for an emoji (by id, name or the unicode character), square, ``size`` px."""
        data = self.emojis.get(str(key)) if key else None
        if data is None:
            return None
        try:
            im = Image.open(BytesIO(data)).convert("RGBA")
        except OSError:
            return None
        im.thumbnail((size, size), Image.Resampling.LANCZOS)
        return im


@lru_cache(maxsize=128)
def font(px: int, style: str = "regular") -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONT_DIR / FONT_FILES[style]), size=max(6, px),
                              layout_engine=ImageFont.Layout.BASIC)


@lru_cache(maxsize=8)
def _notdef(style: str) -> bytes:
    return bytes(font(32, style).getmask("\ue000"))


@lru_cache(maxsize=8192)
def has_glyph(ch: str, style: str = "regular") -> bool:
    return ch.isspace() or bytes(font(32, style).getmask(ch)) != _notdef(style)


def drawable(text: str, style: str = "regular") -> str:
    """``text`` without the characters the font has no glyph for (emoji, their joiners and variation selectors)."""
    return "".join(c for c in text if has_glyph(c, style) and c not in "\u200d\ufe0e\ufe0f\u20e3")


def blend(a: RGB, b: RGB, t: float) -> RGB:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def rgb_of(value: int) -> RGB:
    return (value >> 16 & 255, value >> 8 & 255, value & 255)


# --- anti-aliased shapes (drawn 4x and scaled down) -------------------------------------------------------------

@lru_cache(maxsize=64)
def _disc(r: int) -> Image.Image:
    big = Image.new("L", (r * 8, r * 8), 0)
    ImageDraw.Draw(big).ellipse((0, 0, r * 8 - 1, r * 8 - 1), fill=255)
    return big.resize((2 * r, 2 * r), Image.Resampling.LANCZOS)


def round_mask(w: int, h: int, r: int) -> Image.Image:
    """A ``w`` x ``h`` rounded rectangle as a mask; only the corners are drawn large and scaled down."""
    mask = Image.new("L", (w, h), 255)
    r = min(r, w // 2, h // 2)
    if r > 0:
        disc = _disc(r)
        for dx, dy in ((0, 0), (1, 0), (0, 1), (1, 1)):
            mask.paste(disc.crop((dx * r, dy * r, dx * r + r, dy * r + r)), (dx * (w - r), dy * (h - r)))
    return mask


def round_rect(img: Image.Image, box: tuple[int, int, int, int], r: int, fill: RGB,
               outline: RGB | None = None, width: int = 1) -> None:
    x0, y0, x1, y1 = (round(v) for v in box)
    w, h = x1 - x0, y1 - y0
    if w <= 0 or h <= 0:
        return
    if outline is not None:
        img.paste(outline, (x0, y0), round_mask(w, h, r))
        x0, y0, w, h, r = x0 + width, y0 + width, w - 2 * width, h - 2 * width, max(0, r - width)
        if w <= 0 or h <= 0:
            return
    img.paste(fill, (x0, y0), round_mask(w, h, r))


def strokes(img: Image.Image, x: int, y: int, size: int, paths: list[list[tuple[float, float]]], color: RGB,
            width: float, fills: list[list[tuple[float, float]]] = ()) -> None:
    """Polylines and polygons in a unit box (0..1) drawn into the ``size`` px square at (x, y), anti-aliased."""
    k = size * 4
    big = Image.new("L", (k, k), 0)
    d = ImageDraw.Draw(big)
    for poly in fills:
        d.polygon([(px * k, py * k) for px, py in poly], fill=255)
    for path in paths:
        d.line([(px * k, py * k) for px, py in path], fill=255, width=max(1, round(width * 4)), joint="curve")
    img.paste(color, (x, y), big.resize((size, size), Image.Resampling.LANCZOS))


def draw_text(img: Image.Image, x: float, baseline: float, text: str, f: ImageFont.FreeTypeFont, color: RGB,
              italic: bool = False) -> None:
    if not italic:
        ImageDraw.Draw(img).text((x, baseline), text, font=f, fill=color, anchor="ls")
        return
    asc, desc = f.getmetrics()
    w = int(f.getlength(text)) + asc // 2 + 2
    mask = Image.new("L", (w, asc + desc), 0)
    ImageDraw.Draw(mask).text((0, asc), text, font=f, fill=255, anchor="ls")
    k = 0.2
    mask = mask.transform(mask.size, Image.Transform.AFFINE, (1, k, -k * asc, 0, 1, 0), Image.Resampling.BICUBIC)
    img.paste(color, (round(x), round(baseline) - asc), mask)


# --- timestamps ---------------------------------------------------------------------------------------------------

def _clock(d: datetime, seconds: bool = False) -> str:
    return f"{d.hour % 12 or 12}:{d.minute:02d}{f':{d.second:02d}' if seconds else ''} {'AM' if d.hour < 12 else 'PM'}"


def relative(ts: float, now: float) -> str:
    """Discord's (moment.js's) relative time: 'in 2 hours', '3 days ago', 'a few seconds ago'."""
    s = abs(ts - now)
    steps = [(45, None, "a few seconds"), (90, None, "a minute"), (45 * 60, 60, "minutes"), (90 * 60, None, "an hour"),
             (22 * 3600, 3600, "hours"), (36 * 3600, None, "a day"), (26 * 86400, 86400, "days"),
             (45 * 86400, None, "a month"), (320 * 86400, 30 * 86400, "months"), (548 * 86400, None, "a year")]
    words = f"{max(2, round(s / (365 * 86400)))} years"
    for limit, unit, word in steps:
        if s < limit:
            words = word if unit is None else f"{max(2, round(s / unit))} {word}"
            break
    return f"in {words}" if ts > now else f"{words} ago"


def timestamp(ts: int, fmt: str, now: float) -> str:
    if fmt == "R":
        return relative(ts, now)
    try:
        d = datetime.fromtimestamp(ts, UTC)
    except (OverflowError, OSError, ValueError):
        return "Invalid Date"
    date = f"{d:%B} {d.day}, {d.year}"
    return {"t": _clock(d), "T": _clock(d, True), "d": f"{d.month}/{d.day}/{d.year}", "D": date,
            "F": f"{d:%A}, {date} {_clock(d)}"}.get(fmt, f"{date} {_clock(d)}")


def header_time(now: float) -> str:
    return f"Today at {_clock(datetime.fromtimestamp(now, UTC))}"


# --- inline markdown ------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Style:
    bold: bool = False
    italic: bool = False
    strike: bool = False
    underline: bool = False
    link: bool = False
    spoiler: bool = False
    chip: str = ""  # "mention", "time" or "code": drawn on a rounded background
    group: int = 0  # neighbouring pieces of one chip share its background


@dataclass
class Run:
    text: str
    style: Style
    emoji: str | None = None  # the key of a picture in Ctx.emojis
    fallback: str = ""  # drawn when there is no such picture


_INLINE = [(name, re.compile(p, re.S)) for name, p in [
    ("esc", r"\\([^\w\s])"),
    ("code", r"(`+)(.+?)(?<!`)\1(?!`)"),
    ("user", r"<@!?(\d+)>"),
    ("role", r"<@&(\d+)>"),
    ("channel", r"<#(\d+)>"),
    ("slash", r"</([\w\- ]+):\d+>"),
    ("time", r"<t:(-?\d{1,13})(?::([tTdDfFR]))?>"),
    ("cemoji", r"<a?:(\w+):(\d+)>"),
    ("everyone", r"@(everyone|here)\b"),
    ("mlink", r"\[([^\]\n]+)\]\(<?https?://[^)\s>]+>?\)"),
    ("url", r"<?(https?://[^\s<>]*[^\s<>.,:;\"')\]!?])>?"),
    ("bold", r"\*\*(.+?)\*\*(?!\*)"),
    ("underline", r"__(.+?)__(?!_)"),
    ("italic", r"\*(?![\s*])(.+?)(?<!\s)\*(?!\*)"),
    ("italic", r"(?<![\w])_(?!_)(.+?)_(?![\w])"),
    ("strike", r"~~(.+?)~~"),
    ("spoiler", r"\|\|(.+?)\|\|"),
]]


class Parser:
    def __init__(self, ctx: Ctx):
        self.ctx = ctx
        self.groups = 0
        keys = sorted((k for k in ctx.emojis if not k.isascii()), key=len, reverse=True)
        self.unicode = re.compile("|".join(map(re.escape, keys))) if keys else None  # emoji given as pictures

    def plain(self, text: str, style: Style) -> list[Run]:
        if self.unicode is None:
            return [Run(text, style)]
        out: list[Run] = []
        at = 0
        for m in self.unicode.finditer(text):
            out += [Run(text[at:m.start()], style), Run("", style, emoji=m[0])]
            at = m.end()
        return [r for r in [*out, Run(text[at:], style)] if r.text or r.emoji]

    def chip(self, text: str, style: Style, kind: str) -> Run:
        self.groups += 1
        return Run(text, replace(style, chip=kind, group=self.groups))

    def parse(self, text: str, style: Style = Style()) -> list[Run]:
        runs: list[Run] = []
        plain: list[str] = []
        i = 0
        while i < len(text):
            hit = next(((name, m) for name, rx in _INLINE if (m := rx.match(text, i))), None)
            if hit is None:
                plain.append(text[i])
                i += 1
                continue
            name, m = hit
            if plain:
                runs.extend(self.plain("".join(plain), style))
                plain = []
            runs.extend(self.token(name, m, style))
            i = m.end()
        if plain:
            runs.extend(self.plain("".join(plain), style))
        return runs

    def token(self, name: str, m: re.Match, style: Style) -> list[Run]:
        names = self.ctx.names
        if name == "esc":
            return [Run(m[1], style)]
        if name == "code":
            return [self.chip(m[2].strip() if m[2].strip() else m[2], style, "code")]
        if name == "user":
            return [self.chip("@" + names.get(m[1], "user"), style, "mention")]
        if name == "role":
            return [self.chip("@" + names.get(m[1], "role"), style, "mention")]
        if name == "channel":
            return [self.chip("#" + names.get(m[1], "channel"), style, "mention")]
        if name == "slash":
            return [self.chip("/" + m[1], style, "mention")]
        if name == "everyone":
            return [self.chip(m[0], style, "mention")]
        if name == "time":
            return [self.chip(timestamp(int(m[1]), m[2] or "f", self.ctx.now), style, "time")]
        if name == "cemoji":
            key = m[2] if m[2] in self.ctx.emojis else m[1]
            return [Run("", style, emoji=key, fallback=f":{m[1]}:")]
        if name in ("mlink", "url"):
            return self.parse(m[1], replace(style, link=True)) if name == "mlink" else [
                Run(m[1], replace(style, link=True))]
        return self.parse(m[1], replace(style, **{name: True}))


# --- line-level markdown and layout --------------------------------------------------------------------------------

@dataclass
class Piece:
    text: str
    style: Style
    font: ImageFont.FreeTypeFont
    width: float
    image: Image.Image | None = None
    lpad: int = 0
    rpad: int = 0
    space: bool = False


@dataclass
class Block:
    """One source line: its inline runs, size, colour and the indent/quote/bullet around it."""
    runs: list[Run]
    size: float = 15
    bold: bool = False
    color: RGB | None = None
    indent: float = 0
    quote: bool = False
    bullet: str = ""
    top: float = 0  # extra space above, dp
    code: bool = False  # a line of a fenced code block
    pad_top: float = 0  # space inside a code block's box, dp
    pad_bottom: float = 0


_LIST = re.compile(r"^(\s*)([-*]|\d{1,3}\.) +(.*)$")
_HEADING = re.compile(r"^(#{1,3}) +(.*)$")


def blocks_of(content: str, ctx: Ctx) -> list[Block]:
    p = Parser(ctx)
    out: list[Block] = []
    lines = content.split("\n")
    quote_rest = fence = False
    for n, raw in enumerate(lines):
        line = raw
        stripped = line.strip()
        if not fence and stripped.startswith("```"):
            body = stripped[3:]
            if len(stripped) > 6 and body.endswith("```"):  # ```code``` on one line
                out.append(Block([Run(body[:-3], Style())], size=13.5, code=True))
                continue
            fence = True
            if body and not re.fullmatch(r"[\w+#.-]+", body):  # not a language tag
                out.append(Block([Run(body, Style())], size=13.5, code=True))
            continue
        if fence:
            if stripped.endswith("```"):
                fence, line = False, line.rstrip()[:-3]
                if not line.strip():
                    continue
            out.append(Block([Run(line, Style())], size=13.5, code=True))
            continue
        quote = quote_rest
        if line.startswith(">>> "):
            quote = quote_rest = True
            line = line[4:]
        elif line.startswith("> ") or line == ">":
            quote, line = True, line[2:]
        m = _HEADING.match(line)
        if m:
            size = {1: 22, 2: 19, 3: 16}[len(m[1])]
            out.append(Block(p.parse(m[2]), size=size, bold=True, quote=quote, top=8 if n else 0))
            continue
        if line.startswith("-# "):
            out.append(Block(p.parse(line[3:]), size=12.5, color=ctx.theme.muted, quote=quote))
            continue
        m = _LIST.match(line)
        if m:
            level = min(len(m[1].expandtabs(2)) // 2, 3)
            mark = m[2] if m[2][0].isdigit() else ("•" if level == 0 else "◦")
            out.append(Block(p.parse(m[3]), indent=22 * (level + 1), bullet=mark, quote=quote))
            continue
        out.append(Block(p.parse(line), quote=quote))
    for i, b in enumerate(out):
        if b.code:
            b.pad_top = 0 if i and out[i - 1].code else 6
            b.pad_bottom = 0 if i + 1 < len(out) and out[i + 1].code else 6
    return out


def _pieces(block: Block, ctx: Ctx) -> list[list[Piece]]:
    """The block's words: lists of pieces with no room to break between them; whitespace is a word of its own."""
    base = ctx.dp(block.size)
    words: list[list[Piece]] = [[]]

    def add(piece: Piece) -> None:
        if piece.space:
            words.append([piece])
            words.append([])
        else:
            words[-1].append(piece)

    for run in block.runs:
        st = run.style
        if run.emoji is not None:
            im = ctx.emoji(run.emoji or run.text, round(base * 1.3))
            if im is not None:
                add(Piece("", st, font(base), im.width + ctx.dp(1), image=im))
                continue
            run = Run(run.fallback or run.text, st)
        if block.code or st.chip == "code":
            fstyle, size = "mono", round(base * (1 if block.code else 0.875))
        else:
            fstyle, size = ("bold" if st.bold or block.bold else "regular"), base
        f = font(size, fstyle)
        text = drawable(run.text, fstyle)
        parts = [text] if st.chip in ("mention", "time") else re.findall(r"\s+|\S+", text)
        pad = ctx.dp(3) if st.chip else 0
        made = [Piece(t, st, f, f.getlength(t), space=t.isspace() and not block.code) for t in parts if t]
        if made and pad:
            made[0].lpad, made[-1].rpad = pad, pad
            made[0].width += pad
            made[-1].width += pad
        for pc in made:
            add(pc)
    return [w for w in words if w]


def _split_long(word: list[Piece], maxw: float) -> list[list[Piece]]:
    """A word wider than the line, cut between characters."""
    out: list[list[Piece]] = [[]]
    used = 0.0
    for pc in word:
        if pc.image is not None or not pc.text:
            if used + pc.width > maxw and out[-1]:
                out.append([])
                used = 0.0
            out[-1].append(pc)
            used += pc.width
            continue
        cur = ""
        for ch in pc.text:
            if used + pc.font.getlength(cur + ch) > maxw and (cur or out[-1]):
                if cur:
                    out[-1].append(replace(pc, text=cur, width=pc.font.getlength(cur), lpad=0, rpad=0))
                out.append([])
                used, cur = 0.0, ""
            cur += ch
        if cur:
            out[-1].append(replace(pc, text=cur, width=pc.font.getlength(cur), lpad=0, rpad=0))
            used += out[-1][-1].width
    return [w for w in out if w]


def wrap(block: Block, maxw: float, ctx: Ctx) -> list[list[Piece]]:
    lines: list[list[Piece]] = [[]]
    used = 0.0
    for word in _pieces(block, ctx):
        w = sum(p.width for p in word)
        if word[0].space:
            if lines[-1]:
                lines[-1].extend(word)
                used += w
            continue
        if used + w > maxw and lines[-1]:
            while lines[-1] and lines[-1][-1].space:
                used -= lines[-1].pop().width
            lines.append([])
            used = 0.0
        if w > maxw:
            parts = _split_long(word, maxw)
            for part in parts[:-1]:
                lines[-1].extend(part)
                lines.append([])
            word, w, used = parts[-1], sum(p.width for p in parts[-1]), 0.0
        lines[-1].extend(word)
        used += w
    return lines


def _draw_line(img: Image.Image, pieces: list[Piece], x: float, top: int, lh: int, block: Block, ctx: Ctx,
               bg: RGB) -> None:
    t = ctx.theme
    f0 = font(ctx.dp(block.size), "bold" if block.bold else "regular")
    asc, desc = f0.getmetrics()
    baseline = top + (lh - asc - desc) // 2 + asc
    spans: list[tuple[int, float, float, str]] = []
    cx = x
    for pc in pieces:  # chip backgrounds first
        if pc.style.chip:
            if spans and spans[-1][0] == pc.style.group:
                spans[-1] = (pc.style.group, spans[-1][1], cx + pc.width, pc.style.chip)
            else:
                spans.append((pc.style.group, cx, cx + pc.width, pc.style.chip))
        cx += pc.width
    chip_bg = {"mention": blend(bg, BLURPLE, 0.3), "time": blend(bg, (255, 255, 255) if t is DARK else (0, 0, 0), 0.08),
               "code": blend(bg, t.shade, 0.3 if t is DARK else 0.06)}
    for _, x0, x1, kind in spans:
        h = round(lh * 0.86)
        round_rect(img, (x0, top + (lh - h) // 2, x1, top + (lh - h) // 2 + h), ctx.dp(4), chip_bg[kind])
    d = ImageDraw.Draw(img)
    cx = x
    for pc in pieces:
        st = pc.style
        if pc.image is not None:
            img.paste(pc.image, (round(cx), top + (lh - pc.image.height) // 2), pc.image)
        elif st.spoiler and not pc.space:
            round_rect(img, (cx, top + lh * 0.12, cx + pc.width, top + lh * 0.88), ctx.dp(3), blend(bg, t.shade, 0.45))
        elif pc.text and not pc.space:
            color = (t.mention_fg if st.chip == "mention" else t.link if st.link else
                     block.color or (t.strong if (st.bold or block.bold) else t.text))
            draw_text(img, cx + pc.lpad, baseline, pc.text, pc.font, color, st.italic)
            y = baseline - round(pc.font.size * 0.3) if st.strike else baseline + ctx.dp(2)
            if st.strike or st.underline:
                d.line((cx + pc.lpad, y, cx + pc.width - pc.rpad, y), fill=color, width=max(1, ctx.dp(1)))
        if (st.strike or st.underline) and pc.space:
            y = baseline - round(pc.font.size * 0.3) if st.strike else baseline + ctx.dp(2)
            d.line((cx, y, cx + pc.width, y), fill=block.color or t.text, width=max(1, ctx.dp(1)))
        cx += pc.width


def render_text(content: str, width: int, bg: RGB, ctx: Ctx) -> Image.Image:
    """A TextDisplay's (or a message's) markdown drawn ``width`` px wide on ``bg``; as tall as it needs."""
    t = ctx.theme
    laid: list[tuple[Block, list[list[Piece]], int]] = []
    height = 0
    quote_in = ctx.dp(16)
    for b in blocks_of(content, ctx):
        inset = ctx.dp(b.indent) + (quote_in if b.quote else 0) + (ctx.dp(8) if b.code else 0)
        lines = wrap(b, width - inset - (ctx.dp(8) if b.code else 0), ctx) or [[]]
        lh = round(ctx.dp(b.size) * (1.3 if b.code else 1.375))
        height += ctx.dp(b.top) + ctx.dp(b.pad_top) + lh * len(lines) + ctx.dp(b.pad_bottom)
        laid.append((b, lines, lh))
    img = Image.new("RGB", (width, max(1, height)), bg)
    y = 0
    code_bg = blend(bg, t.shade, 0.3 if t is DARK else 0.06)
    prev_quote = False
    for b, lines, lh in laid:
        y += ctx.dp(b.top)
        x0 = ctx.dp(b.indent) + (quote_in if b.quote else 0)
        inner = ctx.dp(b.pad_top) + lh * len(lines) + ctx.dp(b.pad_bottom)
        if b.code:
            r = ctx.dp(4)
            box = (x0, y - (0 if b.pad_top else r), width, y + inner + (0 if b.pad_bottom else r))
            round_rect(img, box, r, code_bg)
            x0 += ctx.dp(8)
        if b.quote:
            joined = ctx.dp(2) if prev_quote else 0  # one bar along consecutive quoted lines
            round_rect(img, (0, y - joined, ctx.dp(4), y + inner), ctx.dp(2), t.quote_bar)
        prev_quote = b.quote
        if b.bullet:
            f = font(ctx.dp(b.size), "regular")
            asc, desc = f.getmetrics()
            bx = x0 - ctx.dp(6) - f.getlength(b.bullet)
            draw_text(img, bx, y + (lh - asc - desc) // 2 + asc, b.bullet, f, t.text)
        y += ctx.dp(b.pad_top)
        for line in lines:
            _draw_line(img, line, x0, y, lh, b, ctx, bg)
            y += lh
        y += ctx.dp(b.pad_bottom)
    return img


def ellipsize(text: str, f: ImageFont.FreeTypeFont, maxw: float) -> str:
    if f.getlength(text) <= maxw:
        return text
    while text and f.getlength(text + "…") > maxw:
        text = text[:-1]
    return text.rstrip() + "…"
