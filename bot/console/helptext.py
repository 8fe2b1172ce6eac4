"""The console's ``help`` (a mixin of :class:`bot.console.shell.Console`): the command list of ``bot-console-help``
and the lines other catalogs add (privacy, the web table, hints), every command in one column."""
from __future__ import annotations

import re

from bot.console.base import ConsoleParts
from games import registry

COLUMN = 42  # where a command's description starts (after the two spaces of the indent)
_ENTRY = re.compile(r"\s*(\S.*?)\s{2,}(\S.*)")


def aligned(line: str) -> str:
    """An entry "<command>   <what it does>" indented by two spaces with its description at :data:`COLUMN`; a
    line with no such gap (the heading, a command as long as the column) stays as it is."""
    m = _ENTRY.fullmatch(line)
    if m is None:
        return line
    return f"  {m[1]:<{COLUMN - 1}} {m[2]}"


class HelpCommands(ConsoleParts):
    async def cmd_help(self, args: list[str]) -> None:
        head, *entries = self.t("bot-console-help", games=", ".join(registry.ids())).split("\n")
        more = [self.t(key) for key in ("privacy-console-help", "bot-web-console-help", "hint-console-help")]
        self.say(head, *(aligned(line) for line in (*entries, *more)))
