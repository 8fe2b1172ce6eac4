"""PNG encoding with fixed settings, so the same image always gives the same bytes.

Our pictures are flat schematic drawings with anti-aliased edges: a few thousand distinct colours at most. They are
reduced to a 256-colour palette without dithering and written as an indexed PNG with ``compress_level`` and
``optimize=False``. No ancillary chunks are written (no time stamp, text or dpi), so the bytes depend on the pixels
only.

The palette is the game's own, fixed (``palette.txt`` beside its renderer, passed as ``palette=__package__``): its
most frequent colours exactly (every flat fill, ink and player colour), then an octree over the anti-aliased rest of
a corpus of seeded pictures (``python -m tests.support.build_palettes`` writes them). Mapping a picture onto a known
palette is a table look-up (~3 ms on 1280x1600 px) where building an octree for each picture costs ~10 ms, and a
fixed palette keeps flat colours exact where a per-picture octree shifts them by a few levels. Without a palette
(a game that has none yet, a picture outside a game) the per-picture octree is used, as before issue 57.

Measured over the bench's states of every game (issue 57; ``docs/pictures-and-commit.md`` has the rest), 1280 px
wide, Pillow 13, one core, idle:

    method                                  encode   size    max error
    octree per picture + level 3 (before)   ~15 ms   1.00x   44
    fixed palette (256) + level 3           ~8 ms    1.03x   32
    fixed palette (128, 64 exact) + level 3 ~8 ms    0.96x   37
    fixed palette (128, 64 exact) + level 6 ~13 ms   0.81x   37-63 <- chosen (COMPRESS_LEVEL, PALETTE_COLOURS)
    RGB lossless WebP, method 4             ~230 ms  1.36x   0
    fixed palette + lossless WebP, method 1 ~30 ms   0.52x   37
    fixed palette + level 9                 ~75 ms   0.77x   37

Deflate levels past 6 cost far more time than they save bytes; lossless WebP halves the bytes but costs twice the
encode (and a format every consumer must follow). Set ``quantize=False`` for images that must keep every colour.
"""
from __future__ import annotations

import functools
import io
from importlib import resources

from PIL import Image

COMPRESS_LEVEL = 6
#: colours of a game's fixed palette, of which the most frequent ones are exact (tests.support.build_palettes)
PALETTE_COLOURS = 128
EXACT_COLOURS = 64
PALETTE_FILE = "palette.txt"
#: the encoder before issue 57, kept for the bench's same-run comparison and the fidelity test
LEGACY_LEVEL, LEGACY_COLOURS = 3, 256


def encode(img: Image.Image, quantize: bool = True, palette: str | None = None) -> bytes:
    """PNG bytes of ``img`` (alpha is dropped: our images are opaque). ``palette``: the package whose
    ``palette.txt`` holds the fixed palette (a renderer passes its ``__package__``); None or a package without one:
    a palette of the picture's own."""
    if img.mode not in ("RGB", "L", "P"):
        img = img.convert("RGB")
    fixed = game_palette(palette) if palette else None
    if quantize and img.mode == "RGB":
        if fixed is not None:
            img = img.quantize(palette=fixed, dither=Image.Dither.NONE)
        else:
            img = img.quantize(PALETTE_COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    return _save(img, COMPRESS_LEVEL)


def encode_legacy(img: Image.Image) -> bytes:
    """The encoding before issue 57 (a per-picture 256-colour octree, level 3): the bench's and the fidelity test's
    reference."""
    if img.mode not in ("RGB", "L", "P"):
        img = img.convert("RGB")
    if img.mode == "RGB":
        img = img.quantize(LEGACY_COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    return _save(img, LEGACY_LEVEL)


def _save(img: Image.Image, level: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="PNG", compress_level=level, optimize=False)
    return buf.getvalue()


@functools.cache
def game_palette(package: str) -> Image.Image | None:
    """The fixed palette of ``package`` (its ``palette.txt``: one ``rrggbb`` a line) as a 1x1 "P" image, or None."""
    try:
        text = (resources.files(package) / PALETTE_FILE).read_text(encoding="ascii")
    except (FileNotFoundError, ModuleNotFoundError):
        return None
    return palette_image(parse_palette(text))


def parse_palette(text: str) -> list[tuple[int, int, int]]:
    rows = [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]
    return [(int(r[0:2], 16), int(r[2:4], 16), int(r[4:6], 16)) for r in rows]


def palette_image(colours: list[tuple[int, int, int]]) -> Image.Image:
    flat = [v for rgb in colours for v in rgb]
    # unused entries repeat the first colour: the look-up never prefers them over it
    flat += list(colours[0]) * (256 - len(colours))
    img = Image.new("P", (1, 1))
    img.putpalette(flat)
    return img
