"""The console's ``<user> hint`` (a mixin of :class:`bot.console.shell.Console`): at a table created with
``hints=on``, the computer's three best moves for the user's seat while it must act, printed as a private answer
(``[DM to name]``) in the console's language, the same service calls as Discord's 💡 button
(:mod:`bot.tables.hints`). Nothing is posted to the table or written to its history."""
from __future__ import annotations

from bot.console.base import ConsoleParts


class HintCommands(ConsoleParts):
    async def user_hint(self, user: str, args: list[str]) -> None:
        self._no_args(user, "hint", args)
        self.dm(user, [await self.service.hint(self.channel, user, self.lang)])
