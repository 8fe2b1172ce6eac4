"""The console's sink of the outbox (:mod:`bot.tables.dispatch`): what a committed change owes the players, printed
in the order the Discord bot sends it, from the same messages: a change's direct messages first (``[DM to name]``,
indented), then the table's post (pings as ``@name``, the picture's path), then its "since your last turn" digest
for a player who asked for it by DM; and the table's notices (a reminder, a passed deadline, a vote, a seat handed
over, an idle table, ...). Who gets a direct message at all is decided once for every adapter
(:func:`bot.tables.notices.dm_reader`): never a computer's seat, nor one a vacation stand-in plays.

The console cannot fail to deliver (it has no network), so each message is done at its first try. ``quiet`` marks
the messages done without printing them (``random`` plays many moves and shows the last post alone).
"""
from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Protocol

from bot.tables import Ballot, Delivery, GiveUp, Handover, TableRow, TableService, notices, present
from bot.tables.player_settings import hours_text
from games import registry
from games.core import i18n
from games.core.contract import Event


class Printer(Protocol):
    """What the sink needs of the console (:class:`bot.console.shell.Console`): printing, and the private lines."""

    service: TableService

    def say(self, *lines: str) -> None: ...

    def dm(self, name: str, lines: list[str]) -> None: ...

    def public_image(self, row: TableRow, state: dict | None, version: int | None = None) -> str | None: ...

    def private_lines(self, row: TableRow, state: dict | None, seat: int, events: Iterable = (),
                      mover: int | None = None, *, lang: str | None = None, version: int | None = None) -> list[str]:
        ...

    def history_line(self, row: TableRow, turn, seat: int | None) -> str: ...

DONE = "console"  # what a delivered message records (a post's DMs that say "sent" told their seats)


class ConsoleSink:
    def __init__(self, console: Printer):
        self.console = console
        self.quiet = False

    @property
    def service(self) -> TableService:
        return self.console.service

    async def deliver(self, delivery: Delivery) -> str:
        kind = delivery.message.kind
        if kind == "dm":
            reader = await self.service.dm_reader(delivery.table, delivery.state,
                                                  int(delivery.message.payload["seat"]))
            if isinstance(reader, str):
                raise GiveUp(reader)
        if self.quiet:
            return DONE
        if kind == "dm":
            self._dm(delivery, reader.lang)
        elif kind == "post":
            await self._post(delivery)
        elif kind == "notice":
            await self._notice(delivery)
        elif kind == "digest":
            await self._digest(delivery)
        else:
            raise GiveUp(f"unknown-kind-{kind}")
        return DONE

    # ---- a seat's direct message, the table's post ------------------------------------------------------------------
    def _dm(self, d: Delivery, lang: str) -> None:
        row, state, seat = d.table, d.state, int(d.message.payload["seat"])
        events = [Event.from_json(e) for e in d.message.payload.get("events", [])]
        self.console.dm(row.names[seat], self.console.private_lines(row, state, seat, events, lang=lang,
                                                                    version=d.message.version))

    async def _post(self, d: Delivery) -> None:
        if d.outcome is None:  # the dispatcher rebuilds every post's outcome from its intent
            raise GiveUp("no-outcome")
        outcome = await self.service.marked(d.outcome, version=d.message.version)
        self.console.say(*self.post_lines(outcome, d.message.version))

    def post_lines(self, outcome, version: int) -> list[str]:
        """A post's lines: the text in the table's language (pings as ``@name``), the picture's path for a completed
        turn (a submission or a public step is one line, without a picture)."""
        row = outcome.table
        name_of = present.plain_names(row)
        text, _ = present.channel_post(outcome, row.lang, name_of, lambda s: f"@{name_of(s)}")
        lines = [text]
        if outcome.turn_done:
            path = self.console.public_image(row, outcome.state, version=version)
            if path:
                lines.append(path)
        return lines

    async def _digest(self, d: Delivery) -> None:
        """"Since your last turn" by DM, to a pinged player whose settings ask for it there (the others have the
        console's ``history``)."""
        row, seat = d.table, int(d.message.payload["seat"])
        reader = await self.service.digest_reader(row, seat)
        if reader == notices.NOT_ASKED:
            return
        if isinstance(reader, str):
            raise GiveUp(reader)
        turns = await self.service.turns(row, seat)
        mine = [i for i, turn in enumerate(turns) if turn.seat == seat]
        missed = [turn for turn in turns[mine[-1] + 1 if mine else 0:] if turn.seat != seat]
        lines = [self.console.history_line(row, turn, seat) for turn in missed]
        self.console.dm(row.names[seat], [i18n.tr(reader.lang, "bot-history-since"), *lines])

    # ---- the table's notices ----------------------------------------------------------------------------------------
    async def _notice(self, d: Delivery) -> None:
        row, p = d.table, d.message.payload
        what, lang, name_of = p.get("what"), row.lang, present.plain_names(row)

        def t(key: str, **params) -> str:
            return i18n.tr(lang, key, **params)

        def pings(seats) -> str:
            return " ".join(f"@{name_of(s)}" for s in seats)

        if what == "vote":
            ballot = await self.service.ballot(int(p["vote"]))
            if ballot is None:
                raise GiveUp("no-vote")
            self.console.say(ballot_line(ballot, lang))
        elif what == "reminder":
            seat, hours = int(p["seat"]), int(p["hours"])
            game = present.game_title(row.game, lang)
            if p.get("where") == "dm":
                user = str(p["user"])
                lang = (await self.service.reader_prefs([user])).get(user, (None, ""))[0] or row.lang
                self.console.dm(name_of(seat), [i18n.tr(lang, "bot-reminder-dm", game=present.game_title(
                    row.game, lang), hours=hours, channel=row.channel_id)])
            else:
                self.console.say(t("bot-reminder", name=f"@{name_of(seat)}", game=game, hours=hours))
        elif what in ("owner-told", "deadline"):
            seat = int(p["seat"])
            if what == "owner-told":
                owner = row.seat_of(row.owner_id)
                text = t("bot-owner-told", owner=f"@{name_of(owner)}" if owner is not None else "",
                         player=name_of(seat), hours=int(p["hours"]), n=int(p["n"]))
            else:
                others = [s for s in row.humans() if s != seat]
                text = "\n".join(x for x in (t("bot-deadline-passed", player=name_of(seat), hours=int(p["hours"])),
                                             pings(others)) if x)
            can_skip = d.state is not None and registry.get(row.game).default_move(d.state, seat) is not None
            self.console.say(text, t("bot-console-deadline-choices" if can_skip else
                                     "bot-console-deadline-choices-noskip", seat=seat + 1))
        elif what == "waited":
            self.console.say(t("bot-waited", name=p.get("by") or "", player=name_of(int(p["seat"])),
                               time=hours_text(float(p["time"]))))
        elif what == "window-open":
            self.console.say(t("bot-window-open", player=name_of(int(p["seat"]))))
        elif what == "handover":
            h = Handover(row, int(p["seat"]), None, p["old_name"], p.get("new_user"), p["reason"], None)
            self.console.say(handover_line(h, lang))
        elif what == "abandoned":  # the table's last post: who ended it, the final picture, everyone pinged
            key = "bot-abandoned-vote" if p.get("by") is None else "bot-abandoned-by"
            lines = [t(key, name=p.get("by") or ""), pings(row.humans())]
            image = self.console.public_image(row, d.state, version=d.message.version)
            self.console.say(*(x for x in (*lines, image) if x))
        elif what == "took-back":
            self.console.say(t("bot-took-back", name=name_of(int(p["seat"]))))
        elif what == "idle":
            settings = self.service.settings
            days = int((settings.idle_close if p["closed"] else settings.idle_warn) // 86400)
            if p["closed"]:
                self.console.say(t("bot-idle-closed", days=days))
            else:
                when = time.strftime("%Y-%m-%d", time.gmtime(float(p["closes_at"])))
                self.console.say(t("bot-idle-warning", days=days, when=when) + "\n" + pings(row.humans()))
        else:
            raise GiveUp(f"unknown-notice-{what}")


def ballot_line(ballot: Ballot, lang: str) -> str:
    """A vote in one line: its question and count while open, its result once decided."""
    row, vote = ballot.table, ballot.vote
    what = i18n.render(ballot.question, lang, present.plain_names(row))
    return i18n.tr(lang, f"bot-log-vote-{ballot.status}" if ballot.status != "open" else "bot-console-vote",
                   what=what, yes=len(vote.yes), needed=ballot.needed)


def handover_line(h: Handover, lang: str) -> str:
    new = i18n.tr(lang, "bot-computer") if h.new_user is None else f"@{h.new_user}"
    key = {"replace": "bot-handover-replace", "leave": "bot-handover-leave", "kick": "bot-handover-kick"}[h.reason]
    return i18n.tr(lang, key, old=h.old_name, new=new, seat=h.seat + 1)


__all__ = ["ConsoleSink", "ballot_line", "handover_line"]
