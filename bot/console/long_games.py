"""The console's commands for long games (a mixin of :class:`bot.console.shell.Console`): leaving, expelling and
abandoning during a game, substitutes, votes, the pause, and ``later <duration>``, which moves the console's clock
on and runs what the Discord bot's clock loop would (reminders, passed deadlines, votes that ran out)."""
from __future__ import annotations

import time

from bot.console.usage import UsageError
from bot.tables import Ballot, Handover, Seat, TableRow, present, replay_document
from bot.tables.player_settings import hours_text, parse_duration
from games import registry
from games.core import i18n
from games.core.errors import GameError


class LongGameCommands:
    """Needs ``self.service``, ``self.channel``, ``self.say``, ``self.t``, ``self.present_outcome``, ``self.marked``."""

    offset: float = 0.0  # seconds the console's clock runs ahead of the real one (``later``)

    def _usage(self, usage: str) -> UsageError:
        return UsageError("bot-console-usage", usage=usage)

    async def _active_row(self):
        row = await self.service.find_live(self.channel)
        return row if row is not None and row.status == "active" else None

    def _tell(self, done) -> None:
        """Print a handover, a vote or an ended table like the Discord bot posts it."""
        if isinstance(done, Ballot):
            row, vote = done.table, done.vote
            what = i18n.render(done.question, self.lang, present.plain_names(row))
            self.say(self.t(f"bot-log-vote-{done.status}" if done.status != "open" else "bot-console-vote",
                            what=what, yes=len(vote.yes), needed=done.needed))
            if done.status == "passed" and vote.kind in ("pause", "resume"):
                self.say(self.t("bot-paused" if vote.kind == "pause" else "bot-resumed"))
            elif done.status == "passed" and done.applied is not None:
                self._tell(done.applied)
            return
        if isinstance(done, Handover):
            new = self.t("bot-computer") if done.new_user is None else done.new_user
            key = {"replace": "bot-handover-replace", "leave": "bot-handover-leave",
                   "kick": "bot-handover-kick"}[done.reason]
            self.say(self.t(key, old=done.old_name, new=new, seat=done.seat + 1))
            return
        self.say(self.t("bot-console-ended"))

    async def _computers(self, table_id: int) -> None:
        for outcome in await self.service.play_computers(table_id):
            self.present_outcome(outcome)

    async def user_leave(self, user: str, args: list[str]) -> None:
        self._no_args(user, "leave", args)
        if await self._active_row() is None:
            row = await self.service.leave(self.channel, user)
            self.say(self.t("bot-lobby-closed" if row.status == "abandoned" else "bot-left", name=user))
            return
        done = await self.service.leave_game(self.channel, user)  # typed, so confirmed
        self._tell(done)
        if isinstance(done, Handover):
            await self._computers(done.table.id)

    async def user_kick(self, user: str, args: list[str]) -> None:
        if len(args) not in (1, 2):
            raise self._usage(f"{user} kick <user> [substitute]")
        if await self._active_row() is None:
            await self.service.kick(self.channel, user, args[0])
            self.say(self.t("bot-kicked", name=args[0]))
            return
        sub = args[1] if len(args) == 2 and args[1] != "computer" else None
        done = await self.service.expel(self.channel, user, args[0], sub, sub)
        self._tell(done)
        await self._computers((await self.service.table(self.channel))[0].id)

    async def user_abandon(self, user: str, args: list[str]) -> None:
        self._no_args(user, "abandon", args)
        done = await self.service.abandon(self.channel, user)
        if isinstance(done, Ballot):
            self._tell(done)
        else:
            self.say(self.t("bot-abandoned-by", name=user))

    async def user_replace(self, user: str, args: list[str]) -> None:
        if len(args) not in (1, 2) or not args[0].isdigit():
            raise self._usage(f"{user} replace <seat number> [user|computer]")
        new = args[1] if len(args) == 2 and args[1] != "computer" else None
        done = await self.service.replace(self.channel, user, int(args[0]), new, new)
        self._tell(done)
        row, state = await self.service.table(self.channel)
        if isinstance(done, Handover) and new is not None and state is not None:
            text = present.private_text(row, state, done.seat, self.lang, present.plain_names(row))
            if text:
                self.dm(new, [text])
        await self._computers(row.id)

    async def user_vote(self, user: str, args: list[str]) -> None:
        if len(args) != 1 or args[0] not in ("yes", "no", "tak", "nie"):
            raise self._usage(f"{user} vote yes|no")
        row = await self.service.find_live(self.channel)
        open_votes = await self.service.open_votes(row.id) if row is not None else []
        if not open_votes:
            raise GameError("bot-err-vote-closed")
        done = await self.service.cast_vote(row.id, open_votes[0].id, user, args[0] in ("yes", "tak"))
        self._tell(done)

    async def user_pause(self, user: str, args: list[str]) -> None:
        self._no_args(user, "pause", args)
        await self._pause(user, "pause")

    async def user_resume(self, user: str, args: list[str]) -> None:
        self._no_args(user, "resume", args)
        await self._pause(user, "resume")

    async def _pause(self, user: str, kind: str) -> None:
        change = self.service.pause if kind == "pause" else self.service.resume
        done = await change(self.channel, user)
        if isinstance(done, Ballot):
            self._tell(done)
        else:
            self.say(self.t("bot-paused-by" if kind == "pause" else "bot-resumed-by", name=user))

    async def user_takeback(self, user: str, args: list[str]) -> None:
        self._no_args(user, "takeback", args)
        await self.service.take_back(self.channel, user)
        self.say(self.t("bot-took-back", name=user))

    async def user_skip(self, user: str, args: list[str]) -> None:
        await self._decide(user, args, "skip")

    async def user_wait(self, user: str, args: list[str]) -> None:
        await self._decide(user, args, "wait")

    async def _decide(self, user: str, args: list[str], what: str) -> None:
        if len(args) != 1 or not args[0].isdigit():
            raise self._usage(f"{user} {what} <seat number>")
        row, seat, token = await self.service.current_deadline(self.channel, int(args[0]))
        if what == "wait":
            await self.service.wait_longer(row.id, user, seat, token)
            self.say(self.t("bot-waited", name=user, player=row.names[seat],
                            time=hours_text(row.turn_deadline or 86400)))
            return
        for outcome in await self.service.play_default(row.id, user, seat, token):
            self.present_outcome(await self.marked(outcome))  # a stand-in's seat: not pinged
        await self._computers(row.id)

    async def cmd_replay(self, args: list[str]) -> None:
        """Load a game's JSON log (the Replay button's file) and step through it: every move's public lines up to
        move N (default: all), then the table's status and picture at that point."""
        import json
        from pathlib import Path


        if len(args) not in (1, 2) or (len(args) == 2 and not args[1].isdigit()):
            raise self._usage("replay <log.json> [move number]")
        doc = json.loads(Path(args[0]).read_text(encoding="utf-8"))
        upto = int(args[1]) if len(args) == 2 else None
        state, events = replay_document(doc, upto)
        row = TableRow(id=int(doc.get("table", 0)), guild_id=None, channel_id="replay", game=doc["game"],
                       options=doc["options"], owner_id="", lang=self.lang, status="active", seed=doc["seed"],
                       version=len(events) + 1, actors=[], created_at=0.0, updated_at=0.0,
                       seats=[Seat(i, f"replay-{i}", n) for i, n in enumerate(doc["names"])])
        name_of = present.plain_names(row)
        first = doc.get("base", {}).get("after_moves", 0)
        for n, (ev, (seat, _move, _at)) in enumerate(zip(events, doc["moves"][first:], strict=False), start=first + 1):
            text = " ".join(present.event_lines(ev, None, self.lang, name_of)) or "…"
            self.say(self.t("bot-history-line", n=n, name=name_of(seat), text=text))
        row.status = "finished" if registry.get(row.game).result(state).finished else "active"
        self.say(present.status_line(row, state, self.lang, name_of))
        self.replayed = state  # (tests compare it with the stored table)
        line = self.public_image(row, state)
        if line:
            self.say(line)

    async def cmd_later(self, args: list[str]) -> None:
        """Move the clock on and run the clock's loop once."""
        if len(args) != 1:
            raise self._usage("later <duration, e.g. 13h or 3d>")
        self.offset += parse_duration(args[0], "wait")
        for reminder in await self.service.due_reminders():
            row = reminder.table
            self.say(self.t("bot-reminder", name=row.names[reminder.seat],
                            game=present.game_title(row.game, self.lang),
                            hours=reminder.hours))
        for expired in await self.service.due_deadlines():
            row = expired.table
            _, state = await self.service.table(row.channel_id)
            can_skip = state is not None and registry.get(row.game).default_move(state, expired.seat) is not None
            self.say(self.t("bot-deadline-passed", player=row.names[expired.seat], hours=expired.hours),
                     self.t("bot-console-deadline-choices" if can_skip else "bot-console-deadline-choices-noskip",
                            seat=expired.seat + 1))
        for ballot in await self.service.expire_votes():
            self._tell(ballot)
        await self.service.retention_due()  # finished games past the retention period, anonymised
        for done in await self.service.idle_due():
            days = int((self.service.settings.idle_close if done.closed else self.service.settings.idle_warn) // 86400)
            self.say(self.t("bot-idle-closed" if done.closed else "bot-idle-warning", days=days,
                            when=time.strftime("%Y-%m-%d", time.gmtime(done.closes_at))))
