"""The table inside Discord (issue 54): the web table as a Discord Activity (docs/web-table.md, "The Activity").

Discord opens the Activity in a frame of its client, at ``https://<client id>.discordsays.com/activity?frame_id=…&
channel_id=…`` (the Developer Portal's URL mapping sends ``/`` to ``PLANSZA_WEB_URL``: every request comes through
Discord's proxy). The page (:func:`activity_page`) loads Discord's Embedded App SDK, served by the bot itself
(``static/vendor/``, bundled from the npm package: no CDN), and signs the player in without a link to copy:

1. the SDK's ``authorize`` gives the page a one-time OAuth2 code (scope ``identify``, no prompt inside Discord);
2. ``POST /activity/api/session`` with the code and the channel Discord launched in: the bot exchanges the code
   with its client secret (``/oauth2/token``), reads who it is with the token (``/users/@me``), finds the channel's
   table and answers the access token (for the SDK's ``authenticate``) and a personal link of the reader's seat (a
   spectator's when they have none), valid for a day;
3. the page goes on to that link, keeping Discord's frame parameters: the web table as in a browser, its changes
   by WebSocket (``/t/<token>/api/ws``; the proxy documents WebSockets, not event streams).

A code is used once: one the bot has already exchanged is refused before Discord is asked (a replay), and one
Discord refuses (forged, expired) is refused in the reader's words. Without both settings
(``PLANSZA_ACTIVITY_CLIENT_ID``, ``PLANSZA_ACTIVITY_CLIENT_SECRET``) none of this is served.
"""
from __future__ import annotations

import hashlib
import html
import json
import logging
import time
from collections import OrderedDict

import aiohttp
from aiohttp import web

from bot.tables import present
from bot.web import page
from bot.web.api import CONTEXT, json_answer, json_error
from bot.web.links import make_token
from games.core import i18n
from games.core.errors import GameError

log = logging.getLogger("plansza.web.activity")
SESSION_DAYS = 1.0          # a link the Activity opens lives a day (the Activity signs in afresh every launch)
CODE_MEMORY = 4096          # codes remembered as used (a code lives ten minutes at Discord: plenty)
CODE_SECONDS = 600.0
HTTP = web.AppKey("plansza_activity_http", aiohttp.ClientSession)
USED = web.AppKey("plansza_activity_codes", OrderedDict)
SCRIPTS = ("activity.js",)  # it imports the SDK (static/vendor/, built by bot/web/activity_sdk/build.sh)
#: the frames Discord's clients host an Activity in (its own proxy domain is the page's origin: 'self')
FRAME_ANCESTORS = ("'self'", "https://discord.com", "https://*.discord.com", "https://discordapp.com",
                   "https://*.discordapp.com")


def enabled(settings) -> bool:
    return bool(settings.web_url and settings.activity_client_id and settings.activity_client_secret)


def origins(settings) -> tuple[str, ...]:
    """The origin the Activity's pages have inside Discord (its proxy domain), when the Activity is on."""
    return (f"https://{settings.activity_client_id}.discordsays.com",) if enabled(settings) else ()


def framed(request: web.Request) -> bool:
    """A request of the Activity's frame (its pages carry Discord's ``frame_id``): it may be shown inside Discord."""
    return request.path == "/activity" or "frame_id" in request.query


def _lang(request: web.Request) -> str:
    wanted = (request.query.get("lang") or request.headers.get("Accept-Language") or "").lower()
    return wanted[:2] if wanted[:2] in i18n.LANGS else i18n.DEFAULT_LANG


async def activity_page(request: web.Request) -> web.Response:
    """``/activity``: the page Discord opens; it signs in and goes on to the channel's table."""
    ctx = request.app[CONTEXT]
    lang = _lang(request)
    t = i18n.tr
    words = json.dumps({"signingIn": t(lang, "bot-activity-signing-in"), "failed": t(lang, "bot-activity-failed"),
                        "notInDiscord": t(lang, "bot-activity-not-in-discord")}, ensure_ascii=False)
    scripts = "".join(f'<script type="module" src="{page.asset_path(name, "static/")}"></script>'
                      for name in SCRIPTS)
    text = ('<!doctype html>\n'
            f'<html lang="{lang}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">'
            '<meta name="color-scheme" content="light dark"><meta name="referrer" content="no-referrer">'
            f'<title>{html.escape(t(lang, "bot-activity-title"))}</title>'
            f'<link rel="stylesheet" href="{page.asset_path("app.css", "static/")}">{scripts}</head>\n'
            f'<body class="activity" data-client="{html.escape(str(ctx.settings.activity_client_id), quote=True)}" '
            f'data-lang="{lang}" data-words="{html.escape(words, quote=True)}">'
            f'<main class="notice" id="activity-status" role="status" aria-live="polite">'
            f'{html.escape(t(lang, "bot-activity-signing-in"))}</main></body></html>\n')
    return web.Response(text=text, content_type="text/html", charset="utf-8")


async def _exchange(request: web.Request, code: str) -> tuple[str, dict]:
    """The access token of ``code`` and the user it belongs to (Discord's OAuth2 code grant, the client secret)."""
    ctx = request.app[CONTEXT]
    base = ctx.settings.api_base.rstrip("/")
    http = request.app[HTTP]
    form = {"client_id": str(ctx.settings.activity_client_id), "client_secret": ctx.settings.activity_client_secret,
            "grant_type": "authorization_code", "code": code}
    async with http.post(f"{base}/oauth2/token", data=form) as answer:
        if answer.status != 200:
            raise PermissionError(f"the code grant was refused ({answer.status})")
        token = (await answer.json()).get("access_token")
    if not isinstance(token, str) or not token:
        raise PermissionError("no access token")
    async with http.get(f"{base}/users/@me", headers={"Authorization": f"Bearer {token}"}) as answer:
        if answer.status != 200:
            raise PermissionError(f"the user could not be read ({answer.status})")
        user = await answer.json()
    if not isinstance(user, dict) or not str(user.get("id") or "").isdigit():
        raise PermissionError("no user")
    return token, user


def _first_use(request: web.Request, code: str, now: float) -> bool:
    """Remember ``code`` as used; False if it was already (a replayed code)."""
    used: OrderedDict = request.app[USED]
    while used and next(iter(used.values())) < now - CODE_SECONDS:
        used.popitem(last=False)
    key = hashlib.sha256(code.encode()).hexdigest()
    if key in used:
        return False
    used[key] = now
    while len(used) > CODE_MEMORY:
        used.popitem(last=False)
    return True


async def session(request: web.Request) -> web.Response:
    """``POST /activity/api/session`` with ``{code, channel_id, lang}``: ``{access_token, path, seat}`` (the reader's
    link to the channel's table) or ``{error}`` in the reader's words."""
    ctx = request.app[CONTEXT]
    try:
        body = await request.json()
    except (ValueError, UnicodeDecodeError):
        body = None
    lang = "pl" if isinstance(body, dict) and str(body.get("lang") or "").startswith("pl") else "en"
    t = present.t
    code = body.get("code") if isinstance(body, dict) else None
    channel = str(body.get("channel_id") or "") if isinstance(body, dict) else ""
    if not (isinstance(code, str) and 0 < len(code) <= 200 and channel.isdigit()):
        return json_error(400, t(lang, "bot-webapi-bad-request"))
    if not _first_use(request, code, time.time()):
        log.warning("activity: a sign-in code was sent again (refused)")
        return json_error(403, t(lang, "bot-activity-code-used"))
    try:
        access, user = await _exchange(request, code)
    except (PermissionError, aiohttp.ClientError, ValueError) as err:
        log.warning("activity: sign-in refused: %s", err)
        return json_error(403, t(lang, "bot-activity-signin-refused"))
    try:
        row, _ = await ctx.service.table(channel)
    except GameError as err:
        return json_error(404, present.error_text(err, lang), access_token=access)
    user_id = str(user["id"])
    seat = row.seat_of(user_id)
    token = await make_token(ctx.service, row.id, seat, user_id, lang, SESSION_DAYS)
    return json_answer({"access_token": access, "path": f"{ctx.base_path}/t/{token}", "seat": seat})


async def _start_http(app: web.Application) -> None:
    app[HTTP] = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10))


async def _stop_http(app: web.Application) -> None:
    await app[HTTP].close()


async def _frame_headers(request: web.Request, response: web.StreamResponse) -> None:
    """The Activity's pages may be shown in Discord's frame (every other answer keeps ``frame-ancestors 'none'``)."""
    if framed(request):
        csp = response.headers.get("Content-Security-Policy", "")
        response.headers["Content-Security-Policy"] = csp.replace("frame-ancestors 'none'",
                                                                  "frame-ancestors " + " ".join(FRAME_ANCESTORS))


def add_routes(app: web.Application) -> None:
    """The Activity's routes (only when it is enabled)."""
    app[USED] = OrderedDict()
    app.on_response_prepare.append(_frame_headers)
    app.on_startup.append(_start_http)
    app.on_cleanup.append(_stop_http)
    app.router.add_get("/activity", activity_page)
    app.router.add_post("/activity/api/session", session)
