"""A move made on the web table's page in a real browser, with the real bot running against the Discord stand-in
(tests/fake_discord, as the wire tests run it): the page's picker plays it, the table's version advances in the
service, a second browser on another seat shows the new table without reloading (live updates, SSE), and the
channel gets the move's post, as after a button press (docs/web-table.md: ``after_move`` is the Discord adapter's
``notify.publish``)."""
from __future__ import annotations

import asyncio

from bot.discord_app import notify
from bot.tables import present
from bot.web.links import make_token
from tests.browser.support import web_table
from tests.browser.with_bot import posts, service, started  # noqa: F401  (the bot's service fixture)
from tests.fake_discord.components_v2 import said
from tests.wire.conftest import bot, fake, settings, world  # noqa: F401  (the wire tests' fixtures)


async def test_a_move_on_the_page_is_played_shown_live_and_posted(fake, world, bot, service, browsers):  # noqa: F811
    row, state, mover = await started(fake, world, service, [world.bob, world.carol])
    channel = str(world.channel)
    watcher = (mover + 1) % len(row.seats)
    before = len(posts(fake, world.channel))

    async def after_move(outcome) -> None:  # what bot/main.py gives the web table beside the Discord bot
        await notify.publish(bot, outcome)

    async with web_table(service, after_move=after_move) as web:
        links = [web.url(await make_token(service, row.id, seat, row.user_of(seat), "en", 1))
                 for seat in (mover, watcher)]
        a, b = await asyncio.gather(browsers(), browsers())
        await asyncio.gather(a.open_table(links[0]), b.open_table(links[1]))
        src = "return document.getElementById('table-img').getAttribute('src')"
        assert f"v={row.version}" in await b.js(src)
        assert not await b.visible("play") and await b.visible("waiting")  # not the watcher's turn
        b_private = await b.texts("#private-text")
        await b.js("window.plansza_marker = 'no reload'")  # a reload would lose it

        clicked = await a.pick_move()
        assert len(clicked) == 2  # play or give, then a card
        assert await a.js("return document.getElementById('answer').className") == "answer ok"

        now, now_state = await service.table(channel)
        assert now.version == row.version + 1
        moves = await service.db.moves(row.id)
        assert moves[-1]["seat"] == mover and moves[-1]["interaction_id"].startswith("web:")

        # the other seat's page follows without reloading: a new picture address, the new turn, its own hand
        await b.wait(f"return (document.getElementById('table-img').getAttribute('src') || '')"
                     f".includes('v={now.version}') && document.getElementById('table-img').complete",
                     "the second browser did not update")
        assert await b.js("return window.plansza_marker") == "no reload"
        assert await b.js("return document.getElementById('table-img').naturalWidth") > 0
        names = present.plain_names(now)
        await b.wait(f"return document.getElementById('turn').textContent === "
                     f"{present.status_line(now, now_state, 'en', names)!r}", "the turn line did not update")
        hand = present.private_text(now, now_state, watcher, "en", names)
        await b.wait(f"return document.getElementById('private-text').textContent === {hand!r}",
                     "the hand did not update")
        if clicked[0].lower().startswith("give"):  # the watcher was handed a card: their hand changed
            assert b_private != [hand]
        # the mover's page, too, shows the table after the move, and no longer its picker
        await a.wait(f"return document.getElementById('table-img').getAttribute('src').includes('v={now.version}')",
                     "the mover's page did not update")
        await a.wait("return document.getElementById('play').hidden", "the mover's picker stayed")
        for browser in (a, b):  # (before the server stops: that cuts the event streams)
            assert [e for e in await browser.console_errors() if "/api/private.png" not in e] == []

    # the channel got the move's post, with the table after the move
    await fake.wait_for(lambda: len(posts(fake, world.channel)) > before)
    post = posts(fake, world.channel)[-1]
    assert fake.file_of(post["attachments"][0]) == present.public_png(now, now_state)
    assert said(post)
