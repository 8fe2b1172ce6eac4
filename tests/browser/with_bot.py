"""What the browser tests that run the real bot against the Discord stand-in share (tests/browser/test_move.py,
test_activity.py): the wire tests' service over the bot's settings, closed with its notifier, and the channel's
picture posts."""
from __future__ import annotations

import pytest

from bot.store import Storage
from bot.tables import TableService


@pytest.fixture
async def service(settings):
    svc = TableService(await Storage(settings.database).open(), settings.service_settings(),
                       seed_source=lambda: 1234)
    yield svc
    await svc.close()


def posts(discord, channel) -> list[dict]:
    """The channel's public messages carrying the table's picture."""
    return [m for m in discord.channel_messages(channel, public_only=True)
            if any(a["filename"] == "table.png" for a in m["attachments"])]


async def started(fake, world, service, joiners) -> tuple:
    """A passgame table alice opens in the world's channel, ``joiners`` join and alice starts, through slash commands
    on the stand-in, once its first post is out: ``(row, state, the seat that moves first)``."""
    from games import registry

    for cmd, user in (("create", world.alice), *(("join", u) for u in joiners), ("start", world.alice)):
        done = await fake.slash(cmd, user=user, channel=world.channel,
                                options={"game": "passgame"} if cmd == "create" else None)
        await fake.wait_for(lambda done=done: done.acknowledged)
    await fake.wait_for(lambda: posts(fake, world.channel))
    await fake.settle()
    row, state = await service.table(str(world.channel))
    return row, state, sorted(registry.get(row.game).actors(state))[0]
