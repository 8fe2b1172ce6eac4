"""The web table's aiohttp application (docs/web-table.md): the routes under ``/t/{token}`` (the page, its JSON and
pictures from :mod:`bot.web.api`, a move, the live events), the static assets, and :class:`WebTable`, which runs
it inside a bot process (the Discord bot, or ``plansza-console --web``).

A move made here takes Discord's road: ``service.play`` with an interaction id of its own (``web:<request>``, so a
request sent twice is applied once), then the adapter's usual after-move work (``after_move``: deliver the outbox,
let computers play), so the channel gets the same post as after a button press.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import time
from urllib.parse import urlsplit

from aiohttp import web

from bot.tables import present
from bot.web import activity, api, page
from bot.web.api import CONTEXT, WebContext, json_answer, json_error, linked
from bot.web.links import Link, LinkRefused, link_key, open_link
from bot.web.security import LinkLimits, TokenFreeAccessLogger, access_log, add_headers, csrf_ok, origin_ok
from games.core.errors import GameError

log = logging.getLogger("plansza.web")
KEEPALIVE_SECONDS = 15.0
REQUEST_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")  # the page's own id of one move request (a random one)
MAX_MOVE = 300     # characters of a move id
MAX_BODY = 16 * 1024
STREAMS = web.AppKey("plansza_web_streams", set)  # the open event streams' tasks
KEEPALIVE = web.AppKey("plansza_web_keepalive", float)


def _html(text: str, status: int = 200) -> web.Response:
    return web.Response(text=text, status=status, content_type="text/html", charset="utf-8")


def _refusal_page(lang: str, reason: str, status: int) -> web.Response:
    return _html(page.render_refusal(lang, reason), status)


@linked(refuse=_refusal_page)
async def table_page(request: web.Request, ctx: WebContext, link: Link, row, lang: str) -> web.Response:
    """``/t/{token}``: the page's HTML shell; it finds its API under the link's own path."""
    inside = activity.enabled(ctx.settings) and activity.framed(request)  # in Discord's Activity frame
    client = str(ctx.settings.activity_client_id) if inside else None
    return _html(page.render_page(lang, f"{ctx.base_path}/t/{link.token}", client))


def _mover_note(outcome, lang: str) -> str:
    """What the mover reads after their move: their own events (e.g. the card they drew), else what the move did."""
    name_of = present.plain_names(outcome.table)
    mine = [e for e in outcome.events if e.to == outcome.seat]
    lines = present.event_lines(mine, outcome.seat, lang, name_of)
    if not outcome.announce and outcome.table.status == "active":  # the others see nothing of it yet
        lines.append(present.t(lang, f"bot-web-{outcome.private_step}"))
    if lines:
        return "\n".join(lines)
    done = present.summary(outcome, lang, name_of)
    return present.t(lang, "bot-move-done", what=done) if done else present.t(lang, "bot-done")


@linked(move=True)
async def play(request: web.Request, ctx: WebContext, link: Link, row, lang: str) -> web.Response:
    """``POST /api/move`` with ``{move, csrf, request}``: the move for the link's seat, exactly once per request
    id; ``{ok, note}`` or ``{error}`` (the table unchanged)."""
    t = present.t
    if not origin_ok(request, ctx.settings.web_url, activity.origins(ctx.settings)):
        return json_error(403, t(lang, "bot-webapi-csrf"))
    try:
        body = await request.json()
    except (ValueError, UnicodeDecodeError):
        body = None
    if not isinstance(body, dict):
        return json_error(400, t(lang, "bot-webapi-bad-request"))
    if not csrf_ok(await link_key(ctx.service), link.token, body.get("csrf")):
        return json_error(403, t(lang, "bot-webapi-csrf"))
    if link.seat is None:
        return json_error(403, t(lang, "bot-webapi-spectator"))
    move, request_id = body.get("move"), body.get("request")
    if not (isinstance(move, str) and move.strip() and len(move) <= MAX_MOVE and isinstance(request_id, str)
            and REQUEST_ID.fullmatch(request_id)):
        return json_error(400, t(lang, "bot-webapi-bad-request"))
    live = await ctx.service.find_live(row.channel_id)
    if live is None or live.id != row.id:  # the link's table ended; its channel may hold a newer one
        return json_error(409, present.error_text(GameError("bot-err-not-active"), lang))
    try:
        outcome = await ctx.service.play(row.channel_id, link.user_id, move, interaction_id=f"web:{request_id}")
    except GameError as err:
        return json_error(422, present.error_text(err, lang))
    if outcome.duplicate:  # the same request twice: applied, and told, once (never another request's details)
        return json_answer({"ok": True, "note": t(lang, "bot-duplicate"), "version": outcome.table.version})
    try:
        await ctx.after_move(outcome)
    except Exception:  # the move is committed: what it owes stays in the outbox for the dispatcher's next round
        log.exception("table %s: the work after a web move failed", row.id)
    return json_answer({"ok": True, "note": _mover_note(outcome, lang), "version": outcome.table.version})


@contextlib.asynccontextmanager
async def _watching(request: web.Request, ctx: WebContext, row):
    """The queue of the table's versions for a stream that stays open (SSE or WebSocket); the stream is known to the
    app meanwhile, so that a shutdown ends it."""
    streams = request.app[STREAMS]
    task = asyncio.current_task()
    streams.add(task)
    try:
        async with ctx.notifier.subscribe(row.id) as queue:
            yield queue
    finally:
        streams.discard(task)


@linked
async def events(request: web.Request, ctx: WebContext, link: Link, row, lang: str) -> web.StreamResponse:
    """``/api/events``: Server-Sent Events, ``event: version`` with the table's version now and at every change, a
    comment line every 15 s (proxies keep the stream open); it ends when the link stops opening."""
    response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "X-Accel-Buffering": "no"})
    try:
        async with _watching(request, ctx, row) as queue:
            await response.prepare(request)
            await response.write(f"event: version\ndata: {row.version}\n\n".encode())
            while True:
                try:
                    version = await asyncio.wait_for(queue.get(), request.app[KEEPALIVE])
                except TimeoutError:
                    try:
                        await open_link(ctx.service, link.token, ctx.clock())
                    except LinkRefused:
                        break
                    await response.write(b": keep-alive\n\n")
                    continue
                await response.write(f"event: version\ndata: {int(version)}\n\n".encode())
    except ConnectionError:
        pass  # the page went away
    return response


async def _drain(ws: web.WebSocketResponse) -> None:
    async for _ in ws:  # the page sends nothing the table needs
        pass


@linked
async def socket(request: web.Request, ctx: WebContext, link: Link, row, lang: str) -> web.StreamResponse:
    """``/api/ws``: the table's version now and at every change, by WebSocket (the Activity's road: Discord's proxy
    carries WebSockets); the same as ``/api/events`` otherwise, and it ends when the link stops opening."""
    ws = web.WebSocketResponse(heartbeat=request.app[KEEPALIVE])
    try:
        async with _watching(request, ctx, row) as queue:
            await ws.prepare(request)
            await ws.send_str(str(row.version))
            reader = asyncio.create_task(_drain(ws))  # reads the page's frames: its close, the heartbeat's pongs
            pending: list[asyncio.Future] = []  # the wait for the next version, cancelled with the socket
            try:
                while not reader.done():
                    getter: asyncio.Future = asyncio.ensure_future(queue.get())
                    pending[:] = [getter]
                    done, _ = await asyncio.wait({getter, reader}, timeout=request.app[KEEPALIVE],
                                                 return_when=asyncio.FIRST_COMPLETED)
                    if getter in done:
                        await ws.send_str(str(int(getter.result())))
                        continue
                    getter.cancel()
                    if reader.done():
                        break
                    try:
                        await open_link(ctx.service, link.token, ctx.clock())
                    except LinkRefused:
                        break
            finally:
                reader.cancel()
                for waiting in pending:
                    waiting.cancel()
    except ConnectionError:
        pass  # the page went away
    finally:
        await ws.close()
    return ws


async def _end_streams(app: web.Application) -> None:
    """At shutdown: end the open event streams (they would otherwise hold the server for its whole timeout)."""
    for task in list(app[STREAMS]):
        task.cancel()


async def _nothing_after(outcome) -> None:
    return None


def build_app(settings, service, *, after_move=None, notifier=None, clock=time.time,
              keepalive: float = KEEPALIVE_SECONDS) -> web.Application:
    """The web table's application: every route of docs/web-table.md, the security headers on every answer. The
    pages hear of changes from ``notifier`` (default: the service's own, which every committed change reaches)."""
    app = web.Application(client_max_size=MAX_BODY)
    notifier = notifier or service.notifier
    app[CONTEXT] = WebContext(service=service, settings=settings, after_move=after_move or _nothing_after,
                              notifier=notifier, clock=clock,
                              limits=LinkLimits(settings.rate_burst, settings.rate_per_second, clock),
                              base_path=urlsplit(settings.web_url or "").path.rstrip("/"))
    app[STREAMS] = set()
    app[KEEPALIVE] = keepalive
    app.on_response_prepare.append(add_headers)
    app.on_shutdown.append(_end_streams)
    prefix = "/t/{token}"
    app.router.add_get(prefix, table_page)
    app.router.add_get(prefix + "/api/table", api.table)
    app.router.add_get(prefix + "/api/picture/{page}.png", api.picture)
    app.router.add_get(prefix + "/api/private.png", api.private_picture)
    app.router.add_get(prefix + "/api/history", api.history)
    app.router.add_get(prefix + r"/api/history/{n:\d+}.png", api.history_picture)
    app.router.add_get(prefix + "/api/since", api.since)
    app.router.add_get(prefix + "/api/choices", api.choices)
    app.router.add_post(prefix + "/api/move", play)
    app.router.add_get(prefix + "/api/events", events)
    app.router.add_get(prefix + "/api/ws", socket)
    app.router.add_static("/static/", page.STATIC_DIR)
    if activity.enabled(settings):
        activity.add_routes(app)
    return app


class WebTable:
    """The web table inside a bot process: :meth:`start` listens on ``settings.web_host:settings.web_port`` (port 0:
    a free one; :attr:`port` tells which), :meth:`stop` ends it."""

    def __init__(self, settings, service, *, after_move=None, notifier=None, clock=time.time):
        self.settings = settings
        self.service = service
        self.after_move = after_move
        self.notifier = notifier
        self.clock = clock
        self.port: int = int(settings.web_port)
        self._runner: web.AppRunner | None = None
        self.app: web.Application | None = None

    async def start(self) -> None:
        app = build_app(self.settings, self.service, after_move=self.after_move, notifier=self.notifier,
                        clock=self.clock)
        runner = web.AppRunner(app, handle_signals=False, access_log_class=TokenFreeAccessLogger,
                               access_log=access_log, shutdown_timeout=5.0)
        await runner.setup()
        try:
            await web.TCPSite(runner, self.settings.web_host, int(self.settings.web_port)).start()
        except BaseException:
            await runner.cleanup()
            raise
        self._runner = runner
        self.app = app
        self.port = runner.addresses[0][1]
        log.info("web table listening on %s:%s", self.settings.web_host, self.port)

    async def stop(self) -> None:
        runner, self._runner = self._runner, None
        if runner is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await runner.cleanup()


__all__ = ["WebTable", "build_app"]
