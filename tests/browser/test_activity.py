"""The table inside Discord in a real browser (issue 54): the Discord client's stand-in (discord_client.py here)
hosts the Activity's frame and answers the SDK; the real bot runs against the fake Discord with the Activity on.
Launched from the turn card, the Activity signs the player in with no link to copy and opens the channel's table
at their seat with their hand; a move made in it is played and posted in the channel by the bot; another seat's
Activity follows by WebSocket through the proxy; someone without a seat watches as a spectator."""
from __future__ import annotations

import asyncio

import pytest

from bot.discord_app import notify
from bot.settings import Settings
from bot.tables import present
from tests.browser.discord_client import DiscordClient
from tests.browser.support import PAGE_READY, web_table
from tests.browser.with_bot import posts, service, started  # noqa: F401  (the bot's service fixture)
from tests.fake_discord.components_v2 import said, walk
from tests.wire.conftest import bot, fake, world  # noqa: F401  (the wire tests' fixtures)


@pytest.fixture
def settings(tmp_path, fake) -> Settings:  # noqa: F811  (the wire tests' settings, with the Activity on)
    return Settings(token="unused", db_path=str(tmp_path / "activity.sqlite3"), reminder_check_seconds=3600,
                    rate_per_second=0, web_url="https://plansza.example", web_host="127.0.0.1", web_port=0,
                    activity_client_id=str(fake.app_id), activity_client_secret=fake.client_secret)


async def _in_activity(browser, url: str) -> None:
    """Open the client stand-in, go into the Activity's frame and wait for the table."""
    await browser.get(url)
    frame = await browser.wait("return document.getElementById('activity')", "no Activity frame")
    await browser.call(browser.driver.switch_to.frame, frame)
    await browser.wait("return location.pathname.includes('/t/')", "the Activity did not reach the table")
    await browser.wait(PAGE_READY, "the Activity's table did not load")


async def test_the_activity_plays_the_players_own_seat(fake, world, bot, service, browsers):  # noqa: F811
    row, state, mover = await started(fake, world, service, [world.bob])
    channel = str(world.channel)
    users = {str(world.alice): world.alice, str(world.bob): world.bob}
    mover_id, watcher_id = users[row.user_of(mover)], users[row.user_of(1 - mover)]
    # launched from the turn card: LAUNCH_ACTIVITY
    card = posts(fake, world.channel)[-1]
    (open_here,) = [c for c in walk(card["components"]) if c.get("label") == "Open here"]
    pressed = await fake.click(card, open_here["custom_id"], user=mover_id)
    await fake.wait_for(lambda: pressed.acknowledged)
    assert pressed.launched
    before = len(posts(fake, world.channel))

    async def after_move(outcome) -> None:  # what bot/main.py gives the web table beside the Discord bot
        await notify.publish(bot, outcome)

    async with web_table(service, after_move=after_move, activity_client_id=str(fake.app_id),
                         activity_client_secret=fake.client_secret, api_base=fake.api_base) as web, \
            DiscordClient(fake, web.port).running() as client:
        a, b, c = await asyncio.gather(browsers(), browsers(), browsers())
        await asyncio.gather(_in_activity(a, client.url(mover_id, world.channel, world.guild)),
                             _in_activity(b, client.url(watcher_id, world.channel, world.guild)),
                             _in_activity(c, client.url(world.carol, world.channel, world.guild)))
        names = present.plain_names(row)
        assert row.names[mover] in (await a.texts("#who"))[0] and row.names[1 - mover] in (await b.texts("#who"))[0]
        assert await a.texts("#private-text") == [present.private_text(row, state, mover, "en", names)]
        assert await a.visible("play") and not await b.visible("play")
        assert (await c.texts("#who"))[0] == "You are watching as a spectator" and not await c.visible("private")
        assert await a.js("return location.search.includes('frame_id=')")  # Discord's frame parameters kept
        await b.js("window.plansza_marker = 'no reload'")

        clicked = await a.pick_move()
        assert clicked and await a.js("return document.getElementById('answer').className") == "answer ok"
        now, _ = await service.table(channel)
        assert now.version == row.version + 1
        await b.wait(f"return (document.getElementById('table-img').getAttribute('src') || '')"
                     f".includes('v={now.version}')", "the other seat's Activity did not follow")
        assert await b.js("return window.plansza_marker") == "no reload"
        await a.call(a.driver.switch_to.default_content)
        rpc = await a.js("return window.rpc.filter((r) => r[0] === 'in' && r[1] === 1).map((r) => r[2].cmd)")
        assert rpc[:2] == ["AUTHORIZE", "AUTHENTICATE"]
        for browser in (a, b, c):
            assert [e for e in await browser.console_errors() if "/api/private.png" not in e] == []

    await fake.wait_for(lambda: len(posts(fake, world.channel)) > before)
    assert said(posts(fake, world.channel)[-1])
    assert all(ok for _, ok in fake.exchanged) and len(fake.exchanged) == 3  # one sign-in each, none refused
