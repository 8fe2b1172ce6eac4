"""A local stand-in for Discord's API: an aiohttp server on 127.0.0.1 speaking the gateway websocket and the REST
routes the bot uses, for wire-level tests through the real discord.py client (in-process or as a subprocess).

What it models (see ``../shared/notes/discord-testing.md``, section 2): login (``/users/@me``,
``/oauth2/applications/@me``), the gateway (HELLO, IDENTIFY -> READY with ``resume_gateway_url`` + one GUILD_CREATE
per guild, heartbeat ACKs, RESUME -> INVALID_SESSION, member chunks), command sync (PUT/GET of global and guild
commands), interaction callbacks (``?with_response=1`` bodies; types 4, 5, 6, 7, 8), webhook follow-ups and
``@original`` edits (JSON or multipart with files), DM channel creation, channel messages (create, fetch, edit,
delete, typing), attachments and a CDN path, application emojis. The bot's own messages come back as
MESSAGE_CREATE, as on Discord.

Every message the bot creates or edits is checked as Discord checks it (``components_v2.py``): classic rows and
Components V2 layouts (flag, nesting, 40 components, 4000 characters, ``attachment://`` media, custom emojis),
flags (silent messages are recorded); a refusal is a 400 with code 50035 and the error tree, listed readably in
:attr:`FakeDiscord.refused`. Command sync checks ``integration_types``/``contexts`` (``commands.py``), and a
simulated user can only run a command where Discord would offer it (in a server, in the bot's DM, as a user
install). Read V2 messages with :meth:`FakeDiscord.text_of`, :meth:`~FakeDiscord.components_of`,
:meth:`~FakeDiscord.media_of`, :meth:`~FakeDiscord.is_silent`.

Rules learnt the hard way: every JSON answer has ``Content-Type: application/json`` exactly (discord.py parses
nothing else), and the server never answers 5xx (discord.py would retry for ~25 s): a handler error becomes a 400
with the traceback, recorded in :attr:`FakeDiscord.errors`, like any unknown route (404). Tests assert it stays
empty. Tests wait with :meth:`FakeDiscord.wait_for` (a condition notified on every change), never with sleeps.

Not modelled: permissions (all granted), rate limits, ephemeral visibility (messages keep their flags), RESUME,
voice, threads, reactions, embeds validation, group DMs (PRIVATE_CHANNEL), guild emojis.

This module assembles :class:`FakeDiscord` and runs it (start, stop, addresses for the bot); the parts are in
``state.py`` (the world and the records), ``gateway.py`` (the websocket), ``user_actions.py`` (simulated users'
interactions), ``rest.py`` (REST plumbing), ``routes.py`` (the REST routes), ``emojis.py`` (application emoji
routes), ``components_v2.py`` (message checks and component walkers) and ``commands.py`` (command installs and
contexts).
"""
from __future__ import annotations

from collections.abc import Callable

from aiohttp import web

from tests.fake_discord.gateway import DIRECT_MESSAGES, GUILD_MESSAGES
from tests.fake_discord.rest import FakeError, json_response
from tests.fake_discord.routes import RestRoutes
from tests.fake_discord.state import (
    API,
    EPHEMERAL,
    IS_COMPONENTS_V2,
    LOADING,
    SUPPRESS_NOTIFICATIONS,
    Interaction,
    Request,
    Session,
)
from tests.fake_discord.user_actions import UserActions

__all__ = ["API", "DIRECT_MESSAGES", "EPHEMERAL", "GUILD_MESSAGES", "IS_COMPONENTS_V2", "LOADING",
           "SUPPRESS_NOTIFICATIONS", "FakeDiscord", "FakeError", "Interaction", "Request", "Session", "json_response"]


class FakeDiscord(RestRoutes, UserActions):
    def __init__(self, *, token: str | None = None, heartbeat_interval: float = 41.25):
        super().__init__(token=token, heartbeat_interval=heartbeat_interval)
        self._runner: web.AppRunner | None = None
        self._restore: Callable[[], None] | None = None

    # ---- life cycle ---------------------------------------------------------------------------------------------
    async def start(self) -> FakeDiscord:
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        app.router.add_route("GET", "/gateway", self._gateway)
        app.router.add_route("GET", "/attachments/{aid}/{name}", self._attachment)
        app.router.add_route("GET", "/cdn/{tail:.*}", self._cdn)
        app.router.add_route("*", API + "/{tail:.*}", self._api)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]
        return self

    async def stop(self) -> None:
        self.unpatch_discord()
        for s in list(self.sessions):
            await s.ws.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def env(self) -> dict[str, str]:
        """Environment for a bot process started through its real entry point."""
        return {"DISCORD_TOKEN": self.token, "PLANSZA_DISCORD_API_BASE": self.api_base,
                "PLANSZA_DISCORD_GATEWAY_URL": self.gateway_url}

    def patch_discord(self) -> None:
        """Point the discord.py of this process at the fake (through the bot's own settings hook)."""
        from bot.discord_app import endpoints as discord_endpoints
        from bot.settings import Settings

        self._restore = discord_endpoints.apply(Settings(api_base=self.api_base, gateway_url=self.gateway_url))

    def unpatch_discord(self) -> None:
        if self._restore is not None:
            self._restore()
            self._restore = None
