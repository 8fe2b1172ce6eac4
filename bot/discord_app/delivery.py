"""The Discord side of the outbox: the sink that draws and sends each message a change owes (a player's DM, the
table's post), and the loop that delivers what is due (retries, and what a crash left owed).

Every message goes with the nonce ``o<id>`` (discord.py asks Discord to enforce it), so a message sent again after a
crash is the same message to the players. Errors are sorted into those that may pass (:class:`Retry`: a rate limit,
a server error, a dropped connection) and those that never will (:class:`GiveUp`: a deleted channel, closed DMs, a
refused payload); a closed DM is named once per table in the post of the same change, without a ping.
"""
from __future__ import annotations

import logging

import aiohttp
import discord
from discord.ext import tasks

from bot.discord_app import activity, app_emojis, digest, notify
from bot.discord_app.base import PlanszaClient
from bot.discord_app.late_resend import nonce, send_once
from bot.discord_app.notice_posts import send_notice
from bot.tables import Delivery, Dispatcher, GiveUp, Retry, notices
from bot.tables.dispatch import DM_CLOSED, TELL
from bot.tables.present import private_png_async
from games.core.contract import Event

log = logging.getLogger("plansza.discord")

CANNOT_DM = 50007     # Discord's code: the user does not accept direct messages from the bot


def classify(exc: BaseException) -> Exception:
    """A delivery error as :class:`Retry` or :class:`GiveUp`."""
    if isinstance(exc, discord.RateLimited):
        return Retry("rate-limited", exc.retry_after)
    if isinstance(exc, discord.DiscordServerError):
        return Retry(f"server-{exc.status}")
    if isinstance(exc, discord.Forbidden):
        return GiveUp(DM_CLOSED if exc.code == CANNOT_DM else "forbidden")
    if isinstance(exc, discord.NotFound):
        return GiveUp("gone")
    if isinstance(exc, discord.HTTPException):
        if app_emojis.invalid_emoji(exc):  # an icon deleted behind our back (the watch forgot the emojis): the
            return Retry("unknown-emoji", 1.0)  # message is drawn again, with words alone, and never lost
        if exc.status == 429:
            return Retry("rate-limited", float(getattr(exc, "retry_after", 0) or 0))
        if exc.status >= 500:
            return Retry(f"server-{exc.status}")
        return GiveUp(f"refused-{exc.status}")
    return Retry(type(exc).__name__)  # a dropped connection, a time-out


class DiscordSink:
    def __init__(self, client: PlanszaClient):
        self.client = client

    async def deliver(self, delivery: Delivery) -> str:
        d = delivery
        try:
            if d.message.kind == "dm":
                return await self._dm(d)
            if d.message.kind == "post":
                return await self._post(d)
            if d.message.kind == "notice":
                return await self._notice(d)
            if d.message.kind == "digest":
                return await self._digest(d)
        except (TimeoutError, discord.HTTPException, discord.RateLimited, aiohttp.ClientError, OSError) as exc:
            raise classify(exc) from exc
        raise GiveUp(f"unknown-kind-{d.message.kind}")

    async def _dm(self, d: Delivery) -> str:
        row, state, payload = d.table, d.state, d.message.payload
        seat = int(payload["seat"])
        reader = await self.client.service.dm_reader(row, state, seat)
        if isinstance(reader, str) or state is None:
            raise GiveUp(reader if isinstance(reader, str) else notices.NO_READER)
        user_id, lang = reader.user_id, reader.lang
        events = [Event.from_json(e) for e in payload.get("events", [])]
        kwargs = notify.dm_kwargs(row, state, seat, events, lang, await private_png_async(row, state, seat, lang))
        channel = await self.client.create_dm(discord.Object(int(user_id)))
        try:
            sent = await send_once(self.client, channel, d, **kwargs)
        except discord.Forbidden as exc:
            if exc.code != CANNOT_DM and exc.status != 403:
                raise
            told = payload.get("tell") and await self.client.service.first_dm_notice(row.id, user_id)
            raise GiveUp(f"{DM_CLOSED}:{TELL}" if told else DM_CLOSED) from exc
        return str(sent.id)

    async def _post(self, d: Delivery) -> str:
        row, outcome = d.table, d.outcome
        if outcome is None:  # the dispatcher rebuilds every post's outcome from its intent
            raise GiveUp("no-outcome")
        line = notify.dm_failed_line(row, d.dm_closed)
        channel = notify.table_channel(self.client, row)

        sent = []

        async def send(**kwargs):
            if d.replaces and "content" in kwargs:  # a choice's progress: the earlier line is edited in place
                try:
                    message = channel.get_partial_message(int(d.replaces))
                    sent.append(await message.edit(content=kwargs["content"],
                                                   allowed_mentions=kwargs.get("allowed_mentions")))
                    return sent[-1]
                except discord.NotFound:  # deleted meanwhile: a new line then
                    pass
            sent.append(await send_once(self.client, channel, d, **kwargs))
            return sent[-1]

        picture = await notify.post_outcome(send, outcome, [line] if line else [], self.client.service,
                                            web=bool(self.client.settings.web_url),
                                            activity=activity.enabled(self.client.settings), version=d.message.version)
        if picture is not None:  # the latest picture keeps the buttons
            await notify.replace_last_post(self.client, row, picture)
        return str(sent[-1].id) if sent else ""

    async def _digest(self, d: Delivery) -> str:
        """"Since your last turn" by DM, to a pinged player whose settings ask for it there (else nothing: the turn
        card's 🕘 button offers it)."""
        row, seat = d.table, int(d.message.payload["seat"])
        reader = await self.client.service.digest_reader(row, seat)
        if reader == notices.NOT_ASKED:
            return ""  # nothing sent: the card offers it
        if isinstance(reader, str):
            raise GiveUp(reader)
        text, view = await digest.digest(self.client.service, row, seat, reader.lang)
        channel = await self.client.create_dm(discord.Object(int(reader.user_id)))
        content = digest.dm_text(row, text, reader.lang)
        sent = await (send_once(self.client, channel, d, content=content, view=view) if view is not None else
                      send_once(self.client, channel, d, content=content))
        return str(sent.id)

    async def _notice(self, d: Delivery) -> str:
        """A table's notice: a reminder, a passed deadline, a vote, an idle table, a seat handed over, ..."""
        return await send_notice(self.client, d)


class OutboxLoop:
    """Delivers what is due every ``seconds`` (retries, and messages a crash or a restart left owed)."""

    def __init__(self, client: PlanszaClient, dispatcher: Dispatcher, seconds: float):
        self.client = client
        self.dispatcher = dispatcher
        self.loop = tasks.loop(seconds=seconds)(self._tick)

    def start(self) -> None:
        if not self.loop.is_running():
            self.loop.start()

    def stop(self) -> None:
        self.loop.cancel()

    async def _tick(self) -> None:
        try:
            await self.dispatcher.deliver_due()
        except Exception:  # the loop must live on; the messages stay owed and are tried again
            log.exception("delivering the outbox failed")


__all__ = ["DiscordSink", "OutboxLoop", "classify", "nonce"]
