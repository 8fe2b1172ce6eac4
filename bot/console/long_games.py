"""The console's commands for long games (a mixin of :class:`bot.console.shell.Console`): leaving, expelling and
abandoning during a game, substitutes, votes, the pause, and ``later <duration>``, which moves the console's clock
on and runs the Discord bot's clock pass (:class:`bot.tables.clock_loop.ClockLoop`: reminders, passed deadlines and
decision windows, votes that ran out, idle tables). What each change owes the table is printed from the outbox."""
from __future__ import annotations

from bot.console.base import ConsoleParts
from bot.console.delivery import ballot_line
from bot.console.usage import UsageError
from bot.tables import Ballot, Handover, Seat, TableRow, present, replay_document
from bot.tables.player_settings import parse_duration
from games import registry
from games.core.errors import GameError


class LongGameCommands(ConsoleParts):
    def _usage(self, usage: str) -> UsageError:
        return UsageError("bot-console-usage", usage=usage)

    async def _active_row(self):
        row = await self.service.find_live(self.channel)
        return row if row is not None and row.status == "active" else None

    async def _told(self, done) -> None:
        """After a handover, a vote or an ended table: what it owes the table, from the outbox (the line of a seat
        handed over, the newcomer's secrets, a vote's post, the last picture), then what a decided vote did, then
        the computer's moves."""
        row = done.table if isinstance(done, (Ballot, Handover)) else done
        await self.aftermath.deliver(row.id)
        if isinstance(done, Ballot):
            self._after_vote(done)
        await self._computers(row.id)

    def _after_vote(self, ballot: Ballot) -> None:
        """What a decided vote did that no notice says (a pause, a resume, or why it could not be carried out);
        a seat handed over and an abandoned table have their own notices."""
        if ballot.status != "passed":
            return
        if ballot.reason is not None:
            self.say(present.error_text(ballot.reason, self.lang))
        elif ballot.vote.kind in ("pause", "resume"):
            self.say(self.t("bot-paused" if ballot.vote.kind == "pause" else "bot-resumed"))

    async def _computers(self, table_id: int) -> None:
        await self.aftermath.computers(table_id)

    async def user_leave(self, user: str, args: list[str]) -> None:
        self._no_args(user, "leave", args)
        if await self._active_row() is None:
            row = await self.service.leave(self.channel, user)
            self.say(self.t("bot-lobby-closed" if row.status == "abandoned" else "bot-left", name=user))
            return
        await self._told(await self.service.leave_game(self.channel, user))  # typed, so confirmed

    async def user_kick(self, user: str, args: list[str]) -> None:
        if len(args) not in (1, 2):
            raise self._usage(f"{user} kick <user> [substitute]")
        if await self._active_row() is None:
            await self.service.kick(self.channel, user, args[0])
            self.say(self.t("bot-kicked", name=args[0]))
            return
        sub = args[1] if len(args) == 2 and args[1] != "computer" else None
        await self._told(await self.service.expel(self.channel, user, args[0], sub, sub))

    async def user_abandon(self, user: str, args: list[str]) -> None:
        self._no_args(user, "abandon", args)
        active = await self._active_row() is not None  # a game's end is a notice; a lobby's, the answer here
        done = await self.service.abandon(self.channel, user, name=user)
        if isinstance(done, Ballot) or active:
            await self._told(done)
        else:
            self.say(self.t("bot-abandoned-by", name=user))

    async def user_replace(self, user: str, args: list[str]) -> None:
        if len(args) not in (1, 2) or not args[0].isdigit():
            raise self._usage(f"{user} replace <seat number> [user|computer]")
        new = args[1] if len(args) == 2 and args[1] != "computer" else None
        await self._told(await self.service.replace(self.channel, user, int(args[0]), new, new))

    async def user_vote(self, user: str, args: list[str]) -> None:
        if len(args) != 1 or args[0] not in ("yes", "no", "tak", "nie"):
            raise self._usage(f"{user} vote yes|no")
        row = await self.service.find_live(self.channel)
        open_votes = await self.service.open_votes(row.id) if row is not None else []
        if row is None or not open_votes:
            raise GameError("bot-err-vote-closed")
        ballot = await self.service.cast_vote(row.id, open_votes[0].id, user, args[0] in ("yes", "tak"))
        self.say(ballot_line(ballot, ballot.table.lang))  # the vote's post, its count brought up to date
        await self._told(ballot)

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
            await self._told(done)
        else:
            self.say(self.t("bot-paused-by" if kind == "pause" else "bot-resumed-by", name=user))

    async def user_takeback(self, user: str, args: list[str]) -> None:
        self._no_args(user, "takeback", args)
        taken = await self.service.take_back(self.channel, user)
        await self.aftermath.deliver(taken.table.id)  # its line in the channel

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
        else:
            await self.service.play_default(row.id, user, seat, token)  # each move told like any other
        await self.aftermath.deliver(row.id)
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
        await self.clock_loop.check()  # the Discord bot's pass: reminders, deadlines, windows, votes, idle tables
