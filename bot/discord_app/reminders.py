"""Idle-turn reminders and decision windows. Both live in the database (service.due_reminders, bot.deadlines), so
they survive restarts; this loop only looks for due ones every ``settings.reminder_check_seconds``: it posts the
reminders in the table's channel, and for a passed window the default move played by the clock (one post, like any
move) or the word that the others may now act for the absent player."""
from __future__ import annotations

import logging

import discord
from discord.ext import tasks

from bot.discord_app.buttons import choose_view
from bot.discord_app.texts import game_title, mention, only_users, t

log = logging.getLogger("plansza.discord")


class Reminders:
    def __init__(self, client, seconds: float):
        self.client = client
        self.loop = tasks.loop(seconds=max(1.0, float(seconds)))(self.check)

    def start(self) -> None:
        if not self.loop.is_running():
            self.loop.start()

    def stop(self) -> None:
        self.loop.cancel()

    async def check(self) -> None:
        """One pass: post every due reminder, then record it (the service schedules the next one or none); then
        handle the passed decision windows."""
        await self.reminders()
        try:
            await self.windows()
        except Exception:
            log.exception("handling the decision windows failed")

    async def windows(self) -> None:
        from bot import deadlines
        from bot.discord_app import notify
        from bot.discord_app.texts import names

        for done in await deadlines.expire_due(self.client.service):
            if isinstance(done, deadlines.Opened):
                row = done.table
                channel = notify.table_channel(self.client, row)
                await channel.send(t(row.lang, "bot-window-open", player=names(row)(done.seat)),
                                   allowed_mentions=only_users([]))
                continue
            row = done.table
            posted = await notify.post_outcome(notify.table_channel(self.client, row).send, done)
            if posted is not None:
                await notify.replace_last_post(self.client, row, posted)

    async def reminders(self) -> None:
        service = self.client.service
        try:
            due = await service.due_reminders()
        except Exception:
            log.exception("reading due reminders failed")
            return
        for row, user_id, sent in due:
            try:
                await self.remind(row, user_id)
            except discord.HTTPException as exc:  # channel gone or no access: do not retry every minute
                log.warning("reminder for %s in channel %s failed: %s", user_id, row.channel_id, exc)
            except Exception:
                log.exception("reminder for %s in channel %s failed", user_id, row.channel_id)
                continue
            await service.reminder_sent(row.id, user_id, sent)

    async def remind(self, row, user_id: str) -> None:
        """Ping the idle player in the table's channel, with a button that opens their private picker."""
        hours = max(1, int((self.client.service.clock() - row.updated_at) // 3600))
        text = t(row.lang, "bot-reminder", name=mention(user_id), game=game_title(row.game, row.lang), hours=hours)
        channel = self.client.get_partial_messageable(int(row.channel_id),
                                                      guild_id=int(row.guild_id) if row.guild_id else None)
        await channel.send(text, allowed_mentions=only_users([user_id]), view=choose_view(row, row.lang))
