"""Screenshots of the web table for the docs, taken by the browser tests' own headless Chromium: for each game a
3-player table a few (seeded random) moves in, opened at a phone's 390×844 by the personal link of the seat that
must act (its hand and its picker on the page), written to ``<out>/<game>.png``.

    .venv/bin/python -m tests.browser.screenshots [--out docs/pictures/web] [--moves 6] [--activity] [game ...]

``--activity``: the same tables as the Discord Activity shows them, inside the Discord client's stand-in
(tests/browser/discord_client.py), into docs/pictures/activity.

tests/browser/test_screenshots.py runs it into a temporary folder (never over the committed pictures).
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import tempfile
from dataclasses import dataclass
from pathlib import Path

from bot.store import Storage
from bot.tables import Settings, TableService
from bot.web.links import make_token
from games import registry
from tests.browser.discord_client import DiscordClient
from tests.browser.support import PAGE_READY, PHONE, open_browser, web_table
from tests.fake_discord import FakeDiscord

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "docs" / "pictures" / "web"
ACTIVITY_OUT = ROOT / "docs" / "pictures" / "activity"
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


async def play_table(service: TableService, game_id: str, channel: str, moves: int, seed: int = 1,
                     players=PLAYERS):
    """A table of ``game_id`` with three players, ``moves`` seeded random legal moves in (fewer if it ends); its
    row and the seat that acts now (None when nobody does)."""
    (first, name), *others = players
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


async def generate(out: Path = OUT, games=GAMES, moves: int = MOVES, activity: bool = False) -> list[Shot]:
    """One screenshot per game into ``out``; what each showed. ``activity``: each table as the Discord Activity
    shows it (the client's stand-in hosting the frame, the player signed in through the SDK: issue 54)."""
    out.mkdir(parents=True, exist_ok=True)
    shots = []
    with tempfile.TemporaryDirectory(prefix="plansza-shots-") as tmp:
        service = TableService(await Storage(str(Path(tmp) / "shots.sqlite3")).open(),
                               Settings(create_cooldown=0, live_tables_base=100), seed_source=lambda: 7)
        try:
            async with contextlib.AsyncExitStack() as stack:
                players, extra, fake, client, guild = PLAYERS, {}, None, None, 0
                if activity:
                    fake = await FakeDiscord().start()
                    stack.push_async_callback(fake.stop)
                    guild = fake.add_guild()
                    players = tuple((str(fake.add_user(name.lower())), name) for _, name in PLAYERS)
                    extra = {"activity_client_id": str(fake.app_id), "activity_client_secret": fake.client_secret,
                             "api_base": fake.api_base}
                web = await stack.enter_async_context(web_table(service, **extra))
                if fake is not None:
                    client = await stack.enter_async_context(DiscordClient(fake, web.port).running())
                browser = await stack.enter_async_context(open_browser(*PHONE))
                for n, game in enumerate(games):
                    channel = str(fake.add_text_channel(guild, game)) if fake is not None else f"c{n}"
                    row, seat = await play_table(service, game, channel, moves, players=players)
                    reader = seat if seat is not None else 0
                    if client is not None:
                        await browser.call(browser.driver.switch_to.default_content)
                        await browser.get(client.url(int(row.user_of(reader)), int(channel), guild))
                        frame = await browser.wait("return document.getElementById('activity')", "no frame")
                        await browser.call(browser.driver.switch_to.frame, frame)
                        await browser.wait(PAGE_READY, f"{game}: the Activity's table did not load")
                    else:
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
    p.add_argument("--activity", action="store_true", help="as the Discord Activity shows each table "
                   "(default --out: docs/pictures/activity)")
    p.add_argument("games", nargs="*", default=list(GAMES))
    args = p.parse_args()
    with games_registered():
        out = ACTIVITY_OUT if args.activity and args.out == OUT else args.out
        shots = asyncio.run(generate(out, args.games, args.moves, args.activity))
    for s in shots:
        wide = "" if s.scroll_width <= PHONE[0] else f"  (scrolls sideways: {s.scroll_width} px wide)"
        print(f"{s.path}  version {s.version}, private view {s.private}, picker {s.picker}{wide}")


if __name__ == "__main__":
    main()
