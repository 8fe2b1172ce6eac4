"""The console's ``<user> settings`` (a mixin of :class:`bot.console.shell.Console`): a console player's vacation and
its stand-in, the same service calls as Discord's /settings (:mod:`bot.tables.standin`)::

    alice settings vacation=7d standin=normal     # away for a week; the computer plays alice's turns meanwhile
    alice settings standin=off                    # nobody plays for alice (the vacation stays)
    alice settings vacation=off                   # back: every seat is alice's again
    alice settings                                # what is set now

Like /settings, it answers with the settings and the tables where the stand-in plays, and the stand-in plays at
once where the player's seat is due. After a player's own move during the vacation, :meth:`standin_note` is the
private word that the seat is theirs again (said once per table, in the answer to that move).
"""
from __future__ import annotations

import datetime as dt

from bot.console.base import ConsoleParts
from bot.console.usage import UsageError
from bot.tables import standin
from bot.tables.player_settings import PlayerSettings

KEYS = {"vacation": "vacation", "urlop": "vacation", "standin": "standin", "zastepca": "standin",
        "zastępca": "standin"}


class SettingsCommands(ConsoleParts):
    async def user_settings(self, user: str, args: list[str]) -> None:
        given: dict[str, str] = {}
        for arg in args:
            key, sep, value = arg.partition("=")
            if not sep or key.lower() not in KEYS or not value:
                raise UsageError("bot-console-usage", usage=self.t("bot-console-settings-usage", user=user))
            given[KEYS[key.lower()]] = value
        now = self.service.clock()
        changes = standin.changes(now, given.get("vacation"), given.get("standin"))
        mine, playing = await self.service.set_away(user, changes)
        self.say(*self.away_text(mine, playing, bool(changes)))
        for row in playing:  # at once where the player's seat is due (the Discord bot does the same)
            if row.seat_of(user) in row.actors:
                await self.aftermath.computers(row.id)

    def away_text(self, mine: PlayerSettings, playing: list, changed: bool) -> list[str]:
        now = self.service.clock()
        lines = [self.t("bot-settings-saved" if changed else "bot-settings-title")]
        if mine.on_vacation(now) and mine.vacation_until is not None:
            until = dt.datetime.fromtimestamp(mine.vacation_until, dt.UTC).strftime("%Y-%m-%d %H:%M")
            lines.append(self.t("bot-console-vacation", until=until))
        lines += standin.away_lines(mine, playing, self.lang, now, lambda r: f"#{r.channel_id}")
        return lines

    def standin_note(self, outcome, user: str) -> list[str]:
        """The private word after a move that took the seat back from the stand-in (once per table), for the
        answer to that move; it names the console's way to end the vacation."""
        if not (outcome.handed_back and outcome.seat is not None):
            return []
        return [self.t("bot-console-standin-back", command=f"{user} settings vacation=off")]
