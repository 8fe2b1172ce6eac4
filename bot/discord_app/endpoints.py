"""Point discord.py at the Discord API and gateway addresses from the settings (a local fake Discord in tests).

discord.py 2.7 has no option for another host; three class attributes hold the addresses and are read at run time,
so setting them before the client starts is enough (see docs of the wire-level tests):

* ``discord.http.Route.BASE`` - every REST call, including interaction callbacks and webhook follow-ups (the webhook
  adapter builds its URLs with the same ``Route`` class);
* ``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY`` - the first gateway connection (``Client.connect`` does not
  ask ``GET /gateway/bot``; reconnects use the ``resume_gateway_url`` sent in READY);
* ``discord.asset.Asset.BASE`` - avatars and icons, only read by ``Asset.read()``; follows the API host (``/cdn``).

With the default settings nothing changes. :func:`apply` returns a function that restores the previous values.
"""
from __future__ import annotations

from collections.abc import Callable

from bot.settings import DISCORD_API_BASE, Settings


def apply(settings: Settings) -> Callable[[], None]:
    import discord.asset
    import discord.gateway
    import discord.http
    import yarl

    saved = (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY, discord.asset.Asset.BASE)
    api = (settings.api_base or DISCORD_API_BASE).rstrip("/")
    if api != DISCORD_API_BASE:
        discord.http.Route.BASE = api
        origin = yarl.URL(api).origin()
        # discord.py's stub types the CDN's base as its own constant: the stand-in's address replaces it all the same
        discord.asset.Asset.BASE = str(origin.with_path("/cdn"))  # pyright: ignore[reportAttributeAccessIssue]
    if settings.gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway_url)

    def restore() -> None:
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY, discord.asset.Asset.BASE = saved

    return restore
