"""Sending an outbox message once, even late: the one place the sink's messages are posted.

Each message goes with its nonce (``o<id>``), and Discord drops a second message with the same nonce for a few
minutes. A message that waited longer (an outage, a chain of crashes and retries) may still have been taken by
Discord on an attempt whose answer never came back (the connection dropped after Discord took it, the process died);
its nonce has expired by then, and a plain resend would show it twice. So before sending a message older than
:data:`NONCE_TRUST`, the channel's messages since the table's previous message are read (Discord does not return
nonces in a read) and the one the bot would send is looked for by what it shows: its text, its card's text and its
files' names. A table's messages go out in order, so nothing after the previous one can be a later message of the
same table; a message of another table in a DM names its own game and channel. Found: it is taken as sent.
The soak that found the doubles (``docs/soak-report.md``) shows the figures.
"""
from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import discord

if TYPE_CHECKING:
    from bot.discord_app.base import PlanszaClient
    from bot.tables import Delivery

log = logging.getLogger("plansza.discord")

# seconds after a message's creation during which its nonce surely holds (Discord keeps one "a few minutes"); an
# older message is looked for in the channel before it is sent
NONCE_TRUST = 120.0
LOOK_BACK = 50      # messages read after the table's previous one (players may have chatted in between)
TEXT_DISPLAY = 10   # Discord's component type of a text in a card


def nonce(message_id: int) -> str:
    """A message's nonce (Discord allows 25 characters)."""
    return f"o{message_id}"


def _texts_of_dicts(components: Iterable[dict]) -> list[str]:
    out: list[str] = []
    for c in components:
        if c.get("type") == TEXT_DISPLAY:
            out.append(c.get("content") or "")
        out += _texts_of_dicts(c.get("components") or [])
        if isinstance(c.get("accessory"), dict):
            out += _texts_of_dicts([c["accessory"]])
    return out


def _texts_of_components(components: Iterable[Any]) -> list[str]:
    out: list[str] = []
    for c in components:
        if isinstance(c, discord.TextDisplay):
            out.append(c.content or "")
        out += _texts_of_components(getattr(c, "children", None) or [])
        accessory = getattr(c, "accessory", None)
        if accessory is not None:
            out += _texts_of_components([accessory])
    return out


def shape_of_send(kwargs: dict) -> tuple:
    """What a message to be sent will show: (text, card texts, file names)."""
    files = ([kwargs["file"]] if kwargs.get("file") is not None else []) + list(kwargs.get("files") or [])
    view = kwargs.get("view")
    texts = _texts_of_dicts(view.to_components()) if view is not None else []
    return kwargs.get("content") or "", tuple(texts), tuple(sorted(f.filename for f in files))


def shape_of_message(message: discord.Message) -> tuple:
    """What a message in the channel shows, in the terms of :func:`shape_of_send`."""
    return (message.content or "", tuple(_texts_of_components(message.components)),
            tuple(sorted(a.filename for a in message.attachments)))


async def already_there(client: PlanszaClient, channel, d: Delivery, kwargs: dict) -> discord.Message | None:
    """The message ``d`` would send, if an earlier attempt whose nonce may have expired already posted it."""
    if client.service.clock() - d.message.created_at < NONCE_TRUST or client.user is None:
        return None
    after = await client.service.db.sent_before(d.message.table_id, d.message.id)
    wanted = shape_of_send(kwargs)
    async for message in channel.history(limit=LOOK_BACK, after=discord.Object(after) if after else None):
        if message.author.id == client.user.id and shape_of_message(message) == wanted:
            log.warning("message %s of table %s was already in the channel (%s): not sent again", d.message.id,
                        d.message.table_id, message.id)
            return message
    return None


async def send_once(client: PlanszaClient, channel, d: Delivery, **kwargs) -> discord.Message:
    """``channel.send(**kwargs)`` with the message's nonce, unless a late message is already there."""
    found = await already_there(client, channel, d, kwargs)
    if found is not None:
        return found
    return await channel.send(nonce=nonce(d.message.id), **kwargs)


__all__ = ["NONCE_TRUST", "already_there", "nonce", "send_once", "shape_of_message", "shape_of_send"]
