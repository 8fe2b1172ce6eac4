"""Helpers for the Discord adapter tests."""
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
