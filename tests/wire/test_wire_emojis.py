"""Application emojis over the wire (issue 29): the real bot against the Discord stand-in uploads the piece icons at
start, its menus name them by the ids the stand-in gave, and when one is deleted behind its back
(``FakeState.drop_app_emoji``) the first message naming it is refused ("Invalid emoji", as Discord does), the bot
drops its ids at once and uploads the icon again; the next message carries the new one."""
from __future__ import annotations

import asyncio

from bot.discord_app.app_emojis import icon_files
from tests.wire.test_wire_menus import components, start


async def until(predicate, timeout: float = 30.0) -> None:
    """Poll ``predicate`` (the stand-in's ``wait_for`` stops at the first error the bot logs; one is expected here)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not predicate():
        assert loop.time() < deadline, "timed out"
        await asyncio.sleep(0.05)


def emojis_of(msg: dict) -> list[dict]:
    out = []
    for c in components(msg):
        out += [c["emoji"]] if c.get("emoji") else []
        out += [o["emoji"] for o in c.get("options") or [] if o.get("emoji")]
    return out


async def test_icons_are_uploaded_shown_and_uploaded_again_over_the_wire(fake, world, bot, service):
    names = set(icon_files())
    await fake.wait_for(lambda: names <= {e["name"] for e in fake.app_emojis.values()}, timeout=60)
    assert len(fake.app_emojis) == len(names)  # each once
    await start(fake, world, "bunny_kingdom")
    await fake.wait_for(lambda: fake.dms_to(world.alice) and emojis_of(fake.dms_to(world.alice)[-1]))
    shown = emojis_of(fake.dms_to(world.alice)[-1])
    ids = {e["name"]: e["id"] for e in fake.app_emojis.values()}
    assert all(str(e["id"]) == ids[e["name"]] for e in shown)  # the hand's menu: terrains, buildings...

    gone = shown[0]["name"]
    old_id = ids[gone]
    assert fake.drop_app_emoji(gone)
    refused_before = len(fake.refused)
    rec = await fake.slash("hand", user=world.alice, channel=world.channel)  # its picker names the deleted emoji
    await until(lambda: len(fake.refused) > refused_before)
    assert "emoji" in fake.refused[-1].lower()
    await until(lambda: fake.app_emoji(gone) is not None)  # uploaded again at once, not at the next period
    new_id = fake.app_emoji(gone)["id"]
    assert new_id != old_id
    await fake.settle()
    fake.bot_errors.clear()  # the refused answer was logged by the bot, as it should be
    del rec
    rec = await fake.slash("hand", user=world.alice, channel=world.channel)
    await fake.wait_for(lambda: rec.acknowledged)
    await fake.settle()
    answer = fake.messages[rec.original_id]
    again = {e["name"]: str(e["id"]) for e in emojis_of(answer)}
    assert again.get(gone) == new_id and len(fake.app_emojis) == len(names)
