"""Writes each game's fixed picture palette (``renderers/<game>/palette.txt``, read by ``renderers.toolkit.png``).

    python -m tests.support.build_palettes [--games a,b]

A corpus of seeded random games at every player count, drawn at several moments (every page of the table and every
private picture, both languages), is counted colour by colour: the ``EXACT_COLOURS`` most frequent colours go in as
they are (the flat fills, inks and player colours, so those stay exact), the rest of the palette is an octree over the
corpus's other pixels (the anti-aliased edges). Run it again when a renderer's colours change; the picture tests
compare every sample picture with the per-picture octree encoding, so a stale palette shows up there.

A developer's tool, not the bot's (docs/architecture.md, "Developers' tools").
"""
from __future__ import annotations

import argparse
import collections
import random
from pathlib import Path

from PIL import Image, ImageChops

import renderers
from games import registry
from renderers.toolkit import png

SEEDS = (101, 202)
MOMENTS = 6  # pictures per game, evenly along it
NAMES = ["Ala", "Bartek", "Cezary", "Dorota", "Ewa"]


def renderer_package(game_id: str) -> str:
    """The package of a game's pictures, from its registry entry ("renderers.x:PICTURES" -> "renderers.x")."""
    target = registry.PLUGINS[game_id].pictures
    if not isinstance(target, str):
        raise ValueError(f"{game_id}: its pictures are not named by a module")
    return target.partition(":")[0]


def corpus(game_id: str) -> list[Image.Image]:
    """The RGB pictures the palette is built from (captured before encoding)."""
    game = registry.get(game_id)
    drawn: list[Image.Image] = []
    real = png.encode

    def capture(img, quantize=True, palette=None):
        drawn.append(img.convert("RGB"))
        return real(img, quantize)

    png.encode = capture
    try:
        for seed in SEEDS:
            for n in range(game.min_players, game.max_players + 1):
                rng = random.Random(seed * 10 + n)
                state = game.setup(n, game.normalize_options({}), seed)
                states = [state]
                while game.actors(state) and len(states) < 6000:
                    seat = rng.choice(sorted(game.actors(state)))
                    state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)).id)
                    states.append(state)
                for k in range(MOMENTS):
                    at = states[min(len(states) - 1, k * len(states) // (MOMENTS - 1))]
                    lang = "pl" if k % 2 else "en"
                    for page in renderers.pages(game_id):
                        renderers.render_table(game.view(at, None), NAMES[:n], lang, page)
                    for seat in range(n):
                        renderers.render_private(game.view(at, seat), NAMES[:n], lang)
    finally:
        png.encode = real
    return drawn


def build(images: list[Image.Image]) -> list[tuple[int, int, int]]:
    counts: collections.Counter = collections.Counter()
    for im in images:
        for c, rgb in im.getcolors(1 << 24) or []:
            counts[rgb] += c
    exact = [rgb for rgb, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:png.EXACT_COLOURS]]
    # the octree sees every pixel but those of the exact colours (painted over with the first of them, which the
    # octree then spends one entry on at most)
    rest = png.PALETTE_COLOURS - len(exact)
    keep = set(exact)
    width, height = max(i.width for i in images), sum(i.height for i in images)
    stack = Image.new("RGB", (width, height), exact[0])
    y = 0
    for im in images:
        stack.paste(im, (0, y))
        y += im.height
    lut = _exact_mask(stack, keep)
    stack.paste(exact[0], (0, 0, width, height), lut)
    octree = stack.quantize(rest + 1, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    flat = octree.getpalette() or []
    extra = [(flat[i], flat[i + 1], flat[i + 2]) for i in range(0, 3 * (rest + 1), 3)]
    extra = [c for c in extra if c not in keep][:rest]
    return exact + extra


def _exact_mask(img: Image.Image, keep: set) -> Image.Image:
    """An "L" mask, 255 where ``img``'s pixel is one of ``keep``."""
    p = img.quantize(palette=png.palette_image(sorted(keep)), dither=Image.Dither.NONE).convert("RGB")
    diff = ImageChops.difference(img, p).convert("L")
    return diff.point(lambda v: 255 if v == 0 else 0)


def write(game_id: str) -> Path:
    package = renderer_package(game_id)
    colours = build(corpus(game_id))
    path = Path(renderers.__file__).resolve().parent.parent.joinpath(*package.split(".")) / png.PALETTE_FILE
    lines = [f"# {game_id}: the fixed picture palette (python -m tests.support.build_palettes); "
             f"{png.EXACT_COLOURS} exact colours first"]
    path.write_text("\n".join(lines + [f"{r:02x}{g:02x}{b:02x}" for r, g, b in colours]) + "\n", encoding="ascii")
    return path


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--games", default="")
    args = ap.parse_args(argv)
    for gid in [g for g in args.games.split(",") if g] or registry.shipped():
        print(write(gid))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
