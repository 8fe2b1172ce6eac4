"""Idle-turn reminders. They live in the database (service.due_reminders), so they survive restarts; this loop
only looks for due ones every ``settings.reminder_check_seconds`` and posts them in the table's channel."""
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
        """One pass: post every due reminder, then record it (the service schedules the next one or none)."""
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
