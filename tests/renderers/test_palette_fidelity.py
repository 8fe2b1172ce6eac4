"""Issue 57: every sample picture (renderers.samples) encoded with its game's fixed palette, against the same drawing
encoded as before (a per-picture octree, ``png.encode_legacy``). The bound, per picture:

* against today's picture: the mean difference at most 1.5 levels (of 255) per channel, at most 1% of the pixels
  off by more than 16 (the difference's luma), and no channel off by more than 96 (an anti-aliased edge pixel that
  the two palettes round to opposite sides);
* against the drawing itself (the RGB image before encoding): no further than today's picture is, on average (mean
  error at most today's + 0.1), and no channel off by more than 64;
* the picture is never larger than today's, and the same drawing gives the same bytes.
"""
from __future__ import annotations

import functools
import io

import pytest
from PIL import Image, ImageChops

from renderers import samples
from renderers.toolkit import png

pytestmark = pytest.mark.filterwarnings("ignore::ResourceWarning")


@functools.cache
def drawings() -> tuple[tuple[str, Image.Image, str | None], ...]:
    """Every sample picture as drawn (RGB, before encoding), with the palette its renderer asked for."""
    seen: list[tuple[Image.Image, str | None]] = []
    real = png.encode

    def capture(img, quantize=True, palette=None):
        seen.append((img.convert("RGB"), palette))
        return real(img, quantize, palette)

    png.encode = capture
    try:
        names = [name for name, _ in samples.sample_pictures()]
    finally:
        png.encode = real
    assert len(names) == len(seen)
    return tuple((name, img, palette) for name, (img, palette) in zip(names, seen, strict=True))


def _decoded(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


def difference(a: Image.Image, b: Image.Image) -> tuple[int, float, float]:
    """(largest channel difference, mean channel difference, share of pixels whose difference's luma is over 16)."""
    diff = ImageChops.difference(a, b)
    hist = diff.histogram()
    channels = [hist[i * 256:(i + 1) * 256] for i in range(3)]
    n = a.width * a.height
    largest = max(max((v for v, c in enumerate(ch) if c), default=0) for ch in channels)
    mean = sum(v * c for ch in channels for v, c in enumerate(ch)) / (3 * n)
    over = sum(diff.convert("L").histogram()[17:]) / n
    return largest, mean, over


def test_every_game_has_its_palette():
    for _, _, palette in drawings():
        assert palette is not None and png.game_palette(palette) is not None, palette


@pytest.mark.parametrize("index", range(len(drawings())), ids=[name for name, _, _ in drawings()])
def test_fixed_palette_is_within_the_bound_of_todays_picture(index):
    name, drawn, palette = drawings()[index]
    new, old = png.encode(drawn, palette=palette), png.encode_legacy(drawn)
    assert png.encode(drawn.copy(), palette=palette) == new  # deterministic
    assert len(new) <= len(old), name
    now, before = _decoded(new), _decoded(old)
    largest, mean, over = difference(now, before)
    assert mean <= 1.5 and over <= 0.01 and largest <= 96, (name, largest, mean, over)
    own_largest, own_mean, _ = difference(now, drawn)
    _, old_mean, _ = difference(before, drawn)
    assert own_mean <= old_mean + 0.1 and own_largest <= 64, (name, own_largest, own_mean, old_mean)
