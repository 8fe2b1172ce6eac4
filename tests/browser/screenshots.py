"""Screenshots of the web table for the docs, taken by the browser tests' own headless Chromium: for each game a
3-player table a few (seeded random) moves in, opened at a phone's 390×844 by the personal link of the seat that
must act (its hand and its picker on the page), written to ``<out>/<game>.png``.

    .venv/bin/python -m tests.browser.screenshots [--out docs/pictures/web] [--moves 6] [game ...]

tests/browser/test_screenshots.py runs it into a temporary folder (never over the committed pictures).
"""
from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
from dataclasses import dataclass
from pathlib import Path

from bot.store import Storage
from bot.tables import Settings, TableService
from bot.web.links import make_token
from games import registry
from tests.browser.support import PHONE, open_browser, web_table

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "docs" / "pictures" / "web"
GAMES = tuple(registry.shipped())
PLAYERS = (("u1", "Alice"), ("u2", "Bob"), ("u3", "Carol"))
MOVES = 6


@dataclass
class Shot:
    game: str
    path: Path
    version: int
    scroll_width: int      # the page's width in CSS pixels (more than the screen's: it scrolls sideways)
    private: bool          # the reader's private view is on the page
    picker: bool           # the move picker is on the page


async def play_table(service: TableService, game_id: str, channel: str, moves: int, seed: int = 1):
    """A table of ``game_id`` with three players, ``moves`` seeded random legal moves in (fewer if it ends); its
    row and the seat that acts now (None when nobody does)."""
    (first, name), *others = PLAYERS
    await service.create(guild_id="g", channel_id=channel, user_id=first, name=name, game_id=game_id, options={})
    for user, other in others:
        await service.join(channel, user, other)
    await service.start(channel, first)
    game = registry.get(game_id)
    rng = random.Random(f"{game_id}:{seed}")
    for _ in range(moves):
        row, state = await service.table(channel)
        actors = sorted(game.actors(state))
        if row.status != "active" or not actors:
            break
        seat = actors[0]
        await service.play(channel, row.user_of(seat), rng.choice(game.legal_moves(state, seat)).id)
    row, state = await service.table(channel)
    actors = sorted(game.actors(state)) if row.status == "active" else []
    return row, (actors[0] if actors else None)


async def generate(out: Path = OUT, games=GAMES, moves: int = MOVES) -> list[Shot]:
    """One screenshot per game into ``out``; what each showed."""
    out.mkdir(parents=True, exist_ok=True)
    shots = []
    with tempfile.TemporaryDirectory(prefix="plansza-shots-") as tmp:
        service = TableService(await Storage(str(Path(tmp) / "shots.sqlite3")).open(),
                               Settings(create_cooldown=0, live_tables_base=100), seed_source=lambda: 7)
        try:
            async with web_table(service) as web, open_browser(*PHONE) as browser:
                for n, game in enumerate(games):
                    row, seat = await play_table(service, game, f"c{n}", moves)
                    reader = seat if seat is not None else 0
                    token = await make_token(service, row.id, reader, row.user_of(reader), "en", 1)
                    await browser.open_table(web.url(token))
                    if seat is not None:  # the picker's first step is on the page
                        await browser.wait("return document.querySelectorAll('#choices button').length > 0"
                                           " || document.getElementById('confirm').hidden === false",
                                           f"{game}: the picker did not load")
                    await browser.js("window.scrollTo(0, 0)")
                    path = out / f"{game}.png"
                    path.write_bytes(await browser.screenshot())
                    shots.append(Shot(game, path, row.version, await browser.scroll_width(),
                                      await browser.visible("private"), await browser.visible("play")))
        finally:
            await service.close()
    return shots


def main() -> None:
    from tests.fuzz.common import games_registered

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=OUT)
    p.add_argument("--moves", type=int, default=MOVES)
    p.add_argument("games", nargs="*", default=list(GAMES))
    args = p.parse_args()
    with games_registered():
        shots = asyncio.run(generate(args.out, args.games, args.moves))
    for s in shots:
        wide = "" if s.scroll_width <= PHONE[0] else f"  (scrolls sideways: {s.scroll_width} px wide)"
        print(f"{s.path}  version {s.version}, private view {s.private}, picker {s.picker}{wide}")


if __name__ == "__main__":
    main()
