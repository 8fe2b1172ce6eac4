"""The web table from the console (issue 28; the contract is docs/web-table.md): ``plansza-console --web`` serves
the table in a browser on 127.0.0.1 (port ``PLANSZA_WEB_PORT``, else a free one), prints every seat's local link when
a game starts, and again on ``web``. A move made in the browser is printed like one typed at the prompt.

:class:`WebCommands` is a mixin of :class:`bot.console.shell.Console`; :func:`serve` starts the web table for it.
"""
from __future__ import annotations

import dataclasses
import os

from bot.console.base import ConsoleParts
from bot.console.usage import UsageError
from bot.settings import Settings
from bot.tables import Outcome, TableRow, present

HOST = "127.0.0.1"  # the console's web table is for this computer only


class WebCommands(ConsoleParts):
    web_url: str = ""          # http://127.0.0.1:<port> while the web table runs ("": off)
    web_link_days: float = 30.0

    async def cmd_web(self, args: list[str]) -> None:
        """``web``: the links of this channel's table again."""
        if args:
            raise UsageError("bot-console-usage", usage="web")
        if not self.web_url:
            raise UsageError("bot-web-console-off")
        row, _state = await self._table()
        await self.web_links(row)

    async def web_links(self, row: TableRow) -> None:
        """Every person's link to their seat (a computer seat has nobody to read it), then the spectators' link (in
        the name of the table's creator, who may post it)."""
        if not self.web_url:
            return
        from bot.web.links import link_for  # the web wing loads only when the web table is on

        name_of = present.plain_names(row)
        lines = [self.t("bot-web-console-links", game=present.game_title(row.game, self.lang))]
        for seat in range(len(row.seats)):
            if row.is_computer(seat):
                continue
            url = await link_for(self.service, self.web_url, row.id, seat, row.user_of(seat), self.lang,
                                 self.web_link_days)
            lines.append("  " + self.t("bot-web-console-seat", name=name_of(seat), url=url))
        if row.seats:
            url = await link_for(self.service, self.web_url, row.id, None, row.user_of(0), self.lang,
                                 self.web_link_days)
            lines.append("  " + self.t("bot-web-console-spectators", url=url))
        self.say(*lines)

    async def web_moved(self, outcome: Outcome) -> None:
        """A move made in the browser: printed like a typed one, then the computers that must act play."""
        self.say(self.t("bot-web-console-move"))
        await self.aftermath.publish(outcome)  # the browser showed the mover their own answer


def web_port(settings: Settings) -> int:
    """``PLANSZA_WEB_PORT`` when it is set, else 0 (the system picks a free port)."""
    return settings.web_port if os.environ.get("PLANSZA_WEB_PORT", "").strip() else 0


async def serve(settings: Settings, service, console: WebCommands):
    """Start the web table for ``console`` on 127.0.0.1 and tell the console its address; returns the running
    :class:`~bot.web.app.WebTable` (the caller stops it)."""
    from bot.web.app import WebTable

    # (Settings is made by make_dataclass, which the checker does not see as a dataclass)
    local = dataclasses.replace(settings, web_host=HOST, web_port=web_port(settings))  # pyright: ignore

    local.web_url = f"http://{HOST}:{local.web_port}" if local.web_port else f"http://{HOST}"
    web = WebTable(local, service, after_move=console.web_moved, notifier=service.notifier)
    await web.start()
    local.web_url = f"http://{HOST}:{web.port}"  # the port the system gave (the table reads its address from here)
    console.web_url, console.web_link_days = local.web_url, settings.web_link_days
    console.say(console.t("bot-web-console-started", url=local.web_url))
    return web
