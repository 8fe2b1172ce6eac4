"""The console's ``<user> history`` (a mixin of :class:`bot.console.shell.Console`): the table's last turns as the
reader may see them, built like Discord's /history (:meth:`TableService.turns`, :mod:`bot.tables.history`): the
steps of a multi-step turn are one line, what happened between moves (a seat handed over, a pause, a vote) is a
note of its own, and a turn a vacation stand-in played opens with its mark ("🤖 The stand-in plays for alice.")."""
from __future__ import annotations

from bot.console.base import ConsoleParts
from bot.tables import present

TURNS = 15  # the last turns shown


class HistoryCommands(ConsoleParts):
    async def user_history(self, user: str, args: list[str]) -> None:
        self._no_args(user, "history", args)
        row, _ = await self._table()
        seat = row.seat_of(user)
        turns = (await self.service.turns(row, seat))[-TURNS:]
        if not turns:
            self.say(self.t("bot-history-empty"))
            return
        self.say(*(self.history_line(row, turn, seat) for turn in turns))

    def history_line(self, row, turn, seat: int | None) -> str:
        """One turn (or note), the mover named once; never a raw move id: it may name a secret (a pick, a step)."""
        name_of = present.plain_names(row)
        if turn.seat is None:  # a seat handed over, a pause, a vote: not a move
            text = " ".join(present.event_lines(turn.events, seat, self.lang, name_of)) or "…"
            return self.t("bot-history-note", text=text)
        text, named = present.turn_text(turn.events, seat, self.lang, name_of, turn.seat)
        suffix = "-named" if named else ""
        if turn.first == turn.last:
            return self.t("bot-history-line" + suffix, n=turn.first, name=name_of(turn.seat), text=text or "…")
        return self.t("bot-history-turn" + suffix, first=turn.first, last=turn.last, name=name_of(turn.seat),
                      text=text or "…")
