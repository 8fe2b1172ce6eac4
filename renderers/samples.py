"""Sample pictures of every game for looking at them (``python -m renderers.samples OUT [--players N]``).

Plays one seeded random game per game and writes, at a moment in the middle of the game and at its end, every page
of the table and every private picture there is, as ``OUT/<game>-<n>p-<moment>-<page>.png``, and prints each size
and the ratio of height to width (the phone limit is 1.3). The pictures under ``docs/pictures/after`` were made so.
"""
from __future__ import annotations

import argparse
import random
import struct
from pathlib import Path

import renderers
from games import registry

NAMES = ["Ala", "Bartek", "Cezary", "Dorota", "Ewa"]


def _moments(game, players: int, seed: int) -> dict[str, dict]:
    state = game.setup(players, game.normalize_options({}), seed)
    rng = random.Random(seed)
    states = [state]
    while game.actors(state) and len(states) < 6000:
        seat = rng.choice(sorted(game.actors(state)))
        state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)).id)
        states.append(state)
    return {"mid": states[len(states) // 2], "end": state}


def sample_pictures(players: int = 4, seed: int = 7, lang: str = "pl") -> list[tuple[str, bytes]]:
    """Every sample picture as (file name, PNG bytes), in a fixed order."""
    written = []
    for gid in registry.shipped():
        game = registry.get(gid)
        n = max(game.min_players, min(players, game.max_players))
        for moment, state in _moments(game, n, seed).items():
            for page in renderers.pages(gid):
                written.append((f"{gid}-{n}p-{moment}-{page}.png",
                                renderers.render_table(game.view(state, None), NAMES[:n], lang, page)))  # fmt: skip
            for seat in range(n):
                png = renderers.render_private(game.view(state, seat), NAMES[:n], lang)
                if png is not None:
                    written.append((f"{gid}-{n}p-{moment}-private-{seat + 1}.png", png))
                    break  # one private picture per moment is enough to look at
    return written


def write_samples(out: Path, players: int = 4, seed: int = 7, lang: str = "pl") -> list[tuple[str, int, int]]:
    out.mkdir(parents=True, exist_ok=True)
    sizes = []
    for name, png in sample_pictures(players, seed, lang):
        (out / name).write_bytes(png)
        w, h = struct.unpack(">II", png[16:24])
        sizes.append((name, w, h))
    return sizes


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--lang", default="pl", choices=["pl", "en"])
    args = ap.parse_args(argv)
    for name, w, h in write_samples(args.out, args.players, args.seed, args.lang):
        print(f"{name}: {w}x{h} ({h / w:.2f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
