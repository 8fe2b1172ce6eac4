"""The picture figures of ``plansza-bench`` (issue 57): each picture drawn once and encoded both ways in the same run,
today's encoder (``png.encode`` with the game's fixed palette) against the one before it (``png.encode_legacy``, a
per-picture octree), so the before and after share the machine's load; and the mean picture size of a seeded game of
every game, both ways."""
from __future__ import annotations

import random
import time

from bot.ops.bench_games import biggest_setup, playout
from bot.ops.bench_storage import stats


class Encodes:
    """Wraps ``renderers.toolkit.png.encode`` during a render: the time spent in it, and the drawings it was given
    (for encoding them the old way afterwards)."""

    def __init__(self):
        from renderers.toolkit import png

        self.png, self.original, self.spent, self.drawn = png, png.encode, 0.0, []

    def __enter__(self):
        def timed(img, quantize=True, palette=None):
            t0 = time.perf_counter()
            try:
                return self.original(img, quantize, palette)
            finally:
                self.spent += time.perf_counter() - t0
                self.drawn.append((img, quantize))

        setattr(self.png, "encode", timed)  # noqa: B010 (a module attribute, patched for the render)
        return self

    def __exit__(self, *exc):
        setattr(self.png, "encode", self.original)  # noqa: B010

    def legacy(self) -> tuple[float, int]:
        """Seconds and bytes of the drawings of the last render encoded as before issue 57."""
        t0 = time.perf_counter()
        size = sum(len(self.png.encode_legacy(img) if q else self.original(img, False)) for img, q in self.drawn)
        return time.perf_counter() - t0, size


def bench_render(game, samples: int, seed: int = 1) -> dict:
    """Public pictures of states along random games on the biggest table: render (draw + encode) and its encode
    floor, and the same drawing encoded as before issue 57, in the same run."""
    import renderers

    rnd = random.Random(seed)
    players, options, _ = biggest_setup(game)
    names = [f"Gracz {i + 1}" for i in range(players)]
    states: list[dict] = []
    while len(states) < samples:
        state = game.setup(players, options, rnd.randrange(2**31))
        trail: list[dict] = []
        final, _ = playout(game, state, rnd, on_step=lambda b, s, m, a, e, trail=trail: trail.append(a))
        states += rnd.sample(trail, min(len(trail), max(1, samples // 3))) or [final]
    states = states[:samples]
    for lang in ("pl", "en"):  # warm caches (fonts, sprites, each language's static layers)
        renderers.render_table(game.view(states[0], None), names, lang)
    total, encode, before, ratios, sizes, old_sizes = [], [], [], [], [], []
    with Encodes() as enc:
        for i, state in enumerate(states):
            view = game.view(state, None)
            enc.spent, enc.drawn = 0.0, []
            t0 = time.perf_counter()
            data = renderers.render_table(view, names, "pl" if i % 2 else "en")
            t = time.perf_counter() - t0
            old_t, old_size = enc.legacy()
            total.append(t)
            encode.append(enc.spent)
            before.append(t - enc.spent + old_t)  # the same drawing, then the old encoder
            ratios.append(t / enc.spent if enc.spent else float("inf"))
            sizes.append(len(data))
            old_sizes.append(old_size)
    r, e, b = stats(total), stats(encode), stats(before)
    return {"render_ms": r, "encode_ms": e, "render_to_encode": round(r["p50"] / e["p50"], 2) if e["p50"] else None,
            "render_to_encode_p95": round(sorted(ratios)[int(0.95 * (len(ratios) - 1))], 2),
            "before_ms": b, "speedup_p95": round(b["p95"] / r["p95"], 2) if r["p95"] else None,
            "png_kb": round(sum(sizes) / len(sizes) / 1024, 1),
            "before_png_kb": round(sum(old_sizes) / len(old_sizes) / 1024, 1)}


def seeded_sizes(game, every: int, seed: int = 7) -> dict:
    """Mean bytes of the picture posted after each turn (the default page, public view) of one seeded random game at
    the biggest table, sampled every ``every`` moves: today's encoder and the one before issue 57."""
    import renderers

    rnd = random.Random(seed)
    players, options, _ = biggest_setup(game)
    names = [f"Gracz {i + 1}" for i in range(players)]
    trail: list[dict] = []
    playout(game, game.setup(players, options, seed), rnd, on_step=lambda b, s, m, a, e: trail.append(a))
    new, old = [], []
    with Encodes() as enc:
        for n, state in enumerate(trail[::every]):
            enc.drawn = []
            new.append(len(renderers.render_table(game.view(state, None), names, "pl" if n % 2 else "en")))
            old.append(enc.legacy()[1])
    return {"pictures": len(new), "moves": len(trail), "kb": round(sum(new) / len(new) / 1024, 1),
            "before_kb": round(sum(old) / len(old) / 1024, 1), "ratio": round(sum(new) / sum(old), 3)}
