"""An animated replay from a game's table pictures: one phone-sized frame per turn with the turn's summary as a
caption under the picture, as an animated WebP (much smaller than a GIF for these flat pictures; Discord plays
both). Kept under a size limit by shrinking the frames and then keeping every other turn."""
from __future__ import annotations

import io

from PIL import Image, ImageDraw

from renderers.toolkit import fonts, palette, text

MAX_BYTES = 8 * 1024 * 1024
WIDTH = 720                 # a frame's width: sharp on a phone, small enough for a few hundred frames
CAPTION = 26                # caption text size at WIDTH
FRAME_MS = 1400
LAST_MS = 5000


def _frame(png: bytes, caption: str, width: int) -> Image.Image:
    picture = Image.open(io.BytesIO(png)).convert("RGB")
    scale = width / picture.width
    picture = picture.resize((width, max(1, round(picture.height * scale))), Image.LANCZOS)
    size = max(14, round(CAPTION * width / WIDTH))
    font = fonts.regular(size)
    lines = text.wrap(text.drawable(caption), font, width - 2 * size, max_lines=3) or [""]
    bar = (len(lines) + 1) * (text.height(font) + 4)
    frame = Image.new("RGB", (width, picture.height + bar), palette.WHITE)
    frame.paste(picture, (0, 0))
    d = ImageDraw.Draw(frame)
    y = picture.height + size // 2
    for line in lines:
        d.text((size, y), line, font=font, fill=palette.INK)
        y += text.height(font) + 4
    return frame


def animate(frames: list[tuple[bytes, str]], max_bytes: int = MAX_BYTES) -> tuple[bytes, int, int]:
    """(WebP bytes, frames kept, frame width) of ``frames`` (picture PNG, caption), under ``max_bytes``."""
    width, step = WIDTH, 1
    while True:
        chosen = frames[::step]
        if frames and chosen[-1] is not frames[-1]:
            chosen.append(frames[-1])  # always the final position
        images = [_frame(png, caption, width) for png, caption in chosen]
        height = max(im.height for im in images)
        images = [_pad(im, height) for im in images]
        out = io.BytesIO()
        durations = [FRAME_MS] * (len(images) - 1) + [LAST_MS]
        images[0].save(out, format="WEBP", save_all=True, append_images=images[1:], duration=durations, loop=0,
                       quality=70, method=4)
        data = out.getvalue()
        if len(data) <= max_bytes or (width <= 360 and step >= 8):
            return data, len(images), width
        if width > 360:
            width = max(360, int(width * 0.75))
        else:
            step *= 2


def _pad(im: Image.Image, height: int) -> Image.Image:
    if im.height == height:
        return im
    canvas = Image.new("RGB", (im.width, height), im.getpixel((0, im.height - 1)))
    canvas.paste(im, (0, 0))
    return canvas
