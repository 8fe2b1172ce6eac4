"""Helpers for the tests that drive the bot through the Discord stand-in (SimCord): what a message shows, its
components, its pings and pictures, a table opened by slash commands."""
from __future__ import annotations

PNG = b"\x89PNG"


def mention_ids(content: str) -> list[int]:
    import re

    return [int(x) for x in re.findall(r"<@!?(\d+)>", content)]


async def is_png(message) -> bool:
    assert message.attachments, "no attachment"
    return (await message.attachments[0].read()).startswith(PNG)


async def table_version(service, channel) -> tuple[int, str, int]:
    """(version, status, seats) of the channel's newest table."""
    row, _ = await service.table(str(channel.id))
    return row.version, row.status, len(row.seats)


def _walk(items):
    """Every component at any depth (a card's container, sections and their accessories, action rows), as dicts."""
    for c in items or []:
        d = c if isinstance(c, dict) else c.to_dict()
        yield d
        yield from _walk(d.get("components"))
        yield from _walk(d.get("items") if d.get("type") != 12 else None)
        if d.get("accessory"):
            yield from _walk([d["accessory"]])


def components(message) -> list[dict]:
    """Every interactive component of a message as a dict (buttons and menus, at any depth: a turn card holds its
    rows in a container). SimCord responses give dicts; discord.py messages give component objects."""
    return [d for d in _walk(message.components) if d.get("type") in (2, 3, 5, 6, 7, 8)]


def shown(message) -> str:
    """What a message says: its content, or a card's text displays in order (a Components V2 message has no
    content)."""
    parts = [message.content] if message.content else []
    parts += [d["content"] for d in _walk(message.components) if d.get("type") == 10]
    return "\n".join(parts)


def is_card(message) -> bool:
    """A Components V2 message (a turn card)."""
    return bool(int(getattr(message.flags, "value", message.flags)) & (1 << 15))


def custom_ids(message) -> list[str]:
    return [c["custom_id"] for c in components(message) if c.get("custom_id")]


def menus(message) -> list[dict]:
    """The select menus of a message (type 3), in order."""
    return [c for c in components(message) if c["type"] == 3]


def public_posts(channel) -> list:
    """The channel's messages that everybody sees (ephemeral answers left out), oldest first."""
    return [m for m in channel.history() if not m.flags.ephemeral]


async def attachment(message, index: int = 0) -> bytes:
    """The bytes of a message's attachment."""
    assert message.attachments, "no attachment"
    return await message.attachments[index].read()


async def abandon(actor, channel):
    """/abandon during a game, confirmed with its button (the result of the confirming click)."""
    r = await actor.slash(channel, "abandon")
    (confirm,) = [c for c in custom_ids(r.response) if c.endswith(":x:abandon:")]
    return await actor.click(r.response, custom_id=confirm)




async def whole_game_table(world, monkeypatch, gid: str, options: str, players: int):
    """A table of ``gid`` opened, joined and started by slash commands, its pictures stubbed (the renderers have their
    own tests): the members in seat-joining order and the start command's result."""
    from tests.support.pictures import stub_pictures

    stub_pictures(monkeypatch, gid)
    members = [world.alice, world.bob, world.carol, world.dave][:players]
    await members[0].slash(world.channel, "create", game=gid, **({"options": options} if options else {}))
    for m in members[1:]:
        await m.slash(world.channel, "join")
    return members, await members[0].slash(world.channel, "start")


async def finished_passgame(world, service, channel=None, options: str | None = None):
    """A game of ``passgame`` alice opens (with ``options``) in ``channel`` (default: the world's), bob joins, and
    the two play to its end by slash commands, each move the first legal one; the finished table's row."""
    from games import registry

    ch = channel or world.channel
    await world.alice.slash(ch, "create", game="passgame", **({"options": options} if options else {}))
    await world.bob.slash(ch, "join")
    await world.alice.slash(ch, "start")
    by_id = {str(p.id): p for p in (world.alice, world.bob)}
    for _ in range(100):
        row, state = await service.table(str(ch.id))
        if row.status != "active":
            return row
        game = registry.get(row.game)
        seat = sorted(game.actors(state))[0]
        await by_id[row.user_of(seat)].slash(ch, "play", move=game.legal_moves(state, seat)[0].id)
    raise AssertionError("the game did not end")
