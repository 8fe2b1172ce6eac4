"""The clock's loop: idle-turn reminders, turn deadlines, decision windows, votes that ran out and the computer's
pending turns. All of them live in the database (turn clocks, decision windows, votes), so they survive
restarts; this loop only looks for due ones every ``settings.reminder_check_seconds`` and tells the table:

- a reminder pings the idle player in the channel, or by DM if they chose so (the channel when their DMs are
  closed); after a player's last reminder the table's owner is told and offered the deadline's buttons;
- a passed turn deadline is told to the table with the buttons: wait longer, play the default, replace, expel;
- a passed decision window plays its default by the clock (one post, like any move) or lets the others act;
- a vote that ran out is closed with one line;
- a table nobody moves at is warned, then closed (``bot.tables.idle``).
"""
from __future__ import annotations

import logging

import discord
from discord.ext import tasks

from bot import observability
from bot.discord_app import notify
from bot.discord_app.action_items import deadline_view
from bot.discord_app.buttons import choose_view
from bot.discord_app.decisions import can_skip
from bot.discord_app.texts import clip, game_title, mention, names, only_users, t
from bot.tables import Opened, Reminder, deadline_token

log = logging.getLogger("plansza.discord")
NO_PINGS = discord.AllowedMentions.none()


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
        """One pass; a failure of one kind never stops the others."""
        for step in (self.reminders, self.deadlines, self.windows, self.votes, self.computers, self.idle,
                     self.gauges):
            try:
                await step()
            except Exception:
                log.exception("the clock's %s failed", step.__name__)

    async def gauges(self) -> None:
        """The open-tables metric, read from the database (every process sees every table)."""
        for status, n in (await self.client.service.live_counts()).items():
            observability.OPEN_TABLES.labels(status=status).set(n)

    async def windows(self) -> None:
        for done in await self.client.service.expire_windows():
            if isinstance(done, Opened):
                row = done.table
                channel = notify.table_channel(self.client, row)
                await channel.send(t(row.lang, "bot-window-open", player=names(row)(done.seat)),
                                   allowed_mentions=only_users([]))
                continue
            await notify.publish(self.client, done)
            await notify.run_computers(self.client, done.table.id)

    async def reminders(self) -> None:
        service = self.client.service
        for reminder in await service.due_reminders():
            row = reminder.table
            try:
                await self.remind(reminder)
            except discord.HTTPException as exc:  # channel gone or no access: do not retry every minute
                log.warning("reminder for %s in channel %s failed: %s", reminder.user_id, row.channel_id, exc)
            except Exception:
                log.exception("reminder for %s in channel %s failed", reminder.user_id, row.channel_id)
                continue
            await service.reminder_sent(reminder)
            observability.TIMERS.labels(kind="reminder").inc()
            if reminder.last:
                try:
                    await self.tell_owner(reminder)
                except discord.HTTPException as exc:
                    log.warning("telling the owner of table %s failed: %s", row.id, exc)

    async def remind(self, reminder: Reminder) -> None:
        """Ping the idle player (in the channel, or by DM if they chose so), with a button that opens their
        private picker. The hours count from when their turn began."""
        from bot.discord_app import notify

        row, user_id = reminder.table, reminder.user_id
        hours = max(1, int((self.client.service.clock() - reminder.clock.started_at) // 3600))
        if reminder.settings.where == "dm":
            lang = (await self.client.service.reader_prefs([user_id])).get(user_id, (None, ""))[0] or row.lang
            text = t(lang, "bot-reminder-dm", game=game_title(row.game, lang), hours=hours,
                     channel=f"<#{row.channel_id}>")
            try:
                channel = await self.client.create_dm(discord.Object(int(user_id)))
                await channel.send(clip(text), view=choose_view(row, lang), nonce=reminder.nonce)
                return
            except discord.HTTPException as exc:  # DMs closed: the channel then
                log.info("reminder DM to %s failed (%s)", user_id, exc)
        text = t(row.lang, "bot-reminder", name=mention(user_id), game=game_title(row.game, row.lang), hours=hours)
        await notify.table_channel(self.client, row).send(text, allowed_mentions=only_users([user_id]),
                                                          view=choose_view(row, row.lang), nonce=reminder.nonce)

    async def tell_owner(self, reminder: Reminder) -> None:
        """After a player's last reminder: the owner (unless it is them) gets the deadline's choices early."""

        row = reminder.table
        owner = row.seat_of(row.owner_id)
        if owner is None or owner == reminder.seat or row.is_computer(owner):
            return
        clock = await self.client.service.clock_of(row.id, reminder.seat)
        if clock is None:
            return
        _, state = await self.client.service.table(row.channel_id)
        hours = max(1, int((self.client.service.clock() - clock.started_at) // 3600))
        text = t(row.lang, "bot-owner-told", owner=mention(row.owner_id), player=names(row)(reminder.seat),
                 hours=hours, n=reminder.settings.count)
        view = deadline_view(row, reminder.seat, deadline_token(clock), row.lang,
                                        can_skip=can_skip(row, state, reminder.seat))
        await notify.table_channel(self.client, row).send(clip(text), allowed_mentions=only_users([row.owner_id]),
                                                          view=view)

    async def deadlines(self) -> None:
        """A passed turn deadline: the table is told (the other people pinged) and offered the choices."""

        service = self.client.service
        for expired in await service.due_deadlines():
            row, seat = expired.table, expired.seat
            _, state = await service.table(row.channel_id)
            others = [row.user_of(s) for s in row.humans() if s != seat]
            hours = max(1, int((service.clock() - expired.clock.started_at) // 3600))
            text = t(row.lang, "bot-deadline-passed", player=names(row)(seat), hours=hours)
            text += "\n" + " ".join(mention(u) for u in others) if others else ""
            view = deadline_view(row, seat, deadline_token(expired.clock), row.lang,
                                            can_skip=can_skip(row, state, seat))
            try:
                await notify.table_channel(self.client, row).send(clip(text), allowed_mentions=only_users(others),
                                                                  view=view, nonce=expired.nonce)
            except discord.HTTPException as exc:
                log.warning("deadline notice for table %s failed: %s", row.id, exc)
            await service.deadline_told(expired)
            observability.TIMERS.labels(kind="deadline").inc()

    async def votes(self) -> None:

        for ballot in await self.client.service.expire_votes():  # each closed with its notice in the outbox
            await self.client.dispatcher.deliver_table(ballot.table.id)

    async def computers(self) -> None:
        """Turns the computer owes (e.g. after a restart in the middle of its moves)."""
        for table_id in await self.client.service.computer_turns():
            await notify.run_computers(self.client, table_id)

    async def idle(self) -> None:
        """Tables nobody moves at: a warning (everyone pinged), later the closing line (each written to the outbox
        with the table's change, see :mod:`bot.discord_app.delivery`)."""
        for done in await self.client.service.idle_due():
            await self.client.dispatcher.deliver_table(done.table.id)
