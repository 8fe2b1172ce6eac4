"""The web table's JSON and picture handlers (docs/web-table.md, "HTTP routes"), each built for the link's seat
only: from ``Rules.view(state, seat)`` (through :mod:`bot.tables.present`), the seat's own legal moves, and the
history's events as that seat may see them. A spectator link is the public view (``seat`` None).

Every handler is wrapped by :func:`linked`: it reads the token first (the table comes from the token, never from the
URL), refuses a link that does not open (a page or JSON in the reader's language, 403/404/410), and spends one token
of the link's rate limit.
"""
from __future__ import annotations

import functools
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, overload

from aiohttp import web

from bot.tables import history as hist
from bot.tables import present, text_board
from bot.web import choices as picker
from bot.web.links import LANGS, Link, LinkRefused, link_key, open_link
from bot.web.pictures import PictureCache, fingerprint
from bot.web.security import LinkLimits, csrf_token
from games import registry
from games.core import i18n
from games.core.errors import GameError

log = logging.getLogger("plansza.web")
#: how each refusal is answered: a link that never was (forged) or is someone else's now (not-yours) is forbidden,
#: one that was and is no more (expired, revoked) is gone, a table that is not there is not found
REFUSAL_STATUS = {"forged": 403, "not-yours": 403, "expired": 410, "revoked": 410, "gone": 404}


@dataclass
class WebContext:
    """What every handler of one web table reaches: the service, the settings, the adapter's after-move work, the
    notifier of table changes, the clock and the rate limits."""

    service: Any
    settings: Any
    after_move: Callable[[Any], Awaitable[None]]
    notifier: Any
    clock: Callable[[], float]
    limits: LinkLimits
    base_path: str  # the public address's path ("" at the root of its host)
    pictures: PictureCache = field(default_factory=PictureCache)  # drawn once per state, page, seat and language


CONTEXT = web.AppKey("plansza_web", WebContext)
Handler = Callable[[web.Request, WebContext, Link, Any, str], Awaitable[web.StreamResponse]]


def reader_lang(request: web.Request, default: str | None) -> str:
    """``?lang=pl|en``, else the link's language, else the browser's first language we speak (a link too damaged to
    tell its own), else English."""
    asked = request.query.get("lang")
    if asked in LANGS:
        return asked
    if default in LANGS:
        return default
    for part in request.headers.get("Accept-Language", "").split(","):
        tag = part.split(";")[0].strip().lower()[:2]
        if tag in LANGS:
            return tag
    return "en"


def json_answer(data: dict, status: int = 200) -> web.Response:
    return web.json_response(data, status=status, dumps=functools.partial(json.dumps, ensure_ascii=False))


def json_error(status: int, text: str, **extra) -> web.Response:
    return json_answer({"error": text, **extra}, status)


def png_answer(png: bytes | None) -> web.Response:
    if not png:
        raise web.HTTPNotFound()
    return web.Response(body=png, content_type="image/png")


def refusal_text(lang: str, reason: str) -> str:
    return present.t(lang, f"bot-webapi-refused-{reason}")


#: A route's handler as aiohttp calls it.
Route = Callable[[web.Request], Awaitable[web.StreamResponse]]


@overload
def linked(handler: Handler, *, move: bool = False, refuse: Callable | None = None) -> Route: ...
@overload
def linked(handler: None = None, *, move: bool = False,
           refuse: Callable | None = None) -> Callable[[Handler], Route]: ...
def linked(handler: Handler | None = None, *, move: bool = False,
           refuse: Callable | None = None) -> Route | Callable[[Handler], Route]:
    """Wrap a handler of ``/t/{token}/...``: the link is read and checked, its rate limit spent (the moves' bucket
    with ``move``), then ``handler(request, context, link, row, lang)``. ``refuse(lang, reason, status)`` answers a
    refused link (default: JSON)."""
    if handler is None:
        return functools.partial(linked, move=move, refuse=refuse)

    @functools.wraps(handler)
    async def wrapped(request: web.Request) -> web.StreamResponse:
        ctx = request.app[CONTEXT]
        try:
            link, row = await open_link(ctx.service, request.match_info["token"], ctx.clock())
        except LinkRefused as refused:
            lang = reader_lang(request, refused.lang)
            status = REFUSAL_STATUS.get(refused.reason, 403)
            if refuse is not None:
                return refuse(lang, refused.reason, status)
            return json_error(status, refusal_text(lang, refused.reason), reason=refused.reason)
        lang = reader_lang(request, link.lang)
        wait = ctx.limits.wait(link.holder, move=move)
        if wait:
            return json_error(429, present.t(lang, "bot-err-slow-down", seconds=wait), retry=wait)
        try:
            return await handler(request, ctx, link, row, lang)
        except GameError as err:  # e.g. a damaged table: refused in words, the rest of the bot plays on
            return json_error(409, present.error_text(err, lang))

    return wrapped


async def _state(ctx: WebContext, row) -> dict | None:
    """The table's current state (``row`` is brought up to date with it)."""
    return await ctx.service.state_of(row)


def _page_label(page: str, lang: str) -> str:
    key = f"bot-page-{page}"
    return present.t(lang, key) if i18n.has(key, lang) else page


async def _deadline(ctx: WebContext, row, actors: list[int]) -> float | None:
    """The soonest turn deadline of the seats the table waits for (None: none, or the table is paused)."""
    if row.status != "active" or row.paused_at is not None:
        return None
    due = []
    for seat in actors:
        clock = await ctx.service.clock_of(row.id, seat)
        if clock is not None and clock.deadline_at is not None:
            due.append(clock.deadline_at)
    return min(due, default=None)


@linked
async def table(request: web.Request, ctx: WebContext, link: Link, row, lang: str) -> web.Response:
    """``/api/table``: what the page shows of the table, as the link's seat may see it."""
    state = await _state(ctx, row)
    game = registry.get(row.game)
    name_of = present.plain_names(row)
    actors = sorted(game.actors(state)) if state is not None and row.status == "active" else []
    result = game.result(state) if state is not None else None
    private = None
    if link.seat is not None and state is not None and present.has_private(row, state, link.seat):
        private = {"text": present.private_text(row, state, link.seat, lang, name_of),
                   "alt": present.private_alt(row, state, link.seat, lang)}
    return json_answer({
        "version": row.version,
        "game": row.game,
        "title": present.game_title(row.game, lang),
        "lang": lang,
        "status": row.status,
        "seat": link.seat,
        "names": row.names,
        "actors": actors,
        # the picker is open while the seat has a move: its turn, or a hidden choice it may still change (a
        # simultaneous pick already made, until everyone has chosen), as Discord's private picker allows
        "can_act": bool(link.seat is not None and state is not None and row.status == "active"
                        and game.legal_moves(state, link.seat)),
        "turn": present.status_line(row, state, lang, name_of) if state is not None or row.status == "lobby"
        else None,
        "deadline": await _deadline(ctx, row, actors),
        "pages": [{"id": p, "label": _page_label(p, lang)} for p in present.pages(row)] if state is not None else [],
        "private": private,
        # the picture in words (issue 55): its alt text, from the view it is drawn from
        "alt": present.public_alt(row, state, lang, link.seat) if state is not None else None,
        # the whole board as structured text (issue 55): headings and rows, the seat's secret first
        "board": [{"heading": s.heading, "rows": s.rows} for s in text_board.sections(row, state, lang, link.seat)]
        if state is not None else [],
        "result": present.result_text(result, lang, name_of) if result is not None and result.finished else None,
        "csrf": csrf_token(await link_key(ctx.service), link.token),
    })


@linked
async def picture(request: web.Request, ctx: WebContext, link: Link, row, lang: str) -> web.Response:
    """``/api/picture/{page}.png``: a page of the table picture as the link's seat sees it."""
    page = request.match_info["page"]
    if page not in present.pages(row):
        raise web.HTTPNotFound()
    state = await _state(ctx, row)
    if state is None:
        raise web.HTTPNotFound()
    key = (row.id, fingerprint(state), "table", page, link.seat, lang, tuple(row.names))
    return png_answer(await ctx.pictures.get(key, lambda: present.public_png_async(row, state, lang, page, link.seat)))


@linked
async def private_picture(request: web.Request, ctx: WebContext, link: Link, row, lang: str) -> web.Response:
    """``/api/private.png``: the seat's private picture (none for a spectator or a game without one)."""
    seat = link.seat
    if seat is None:
        raise web.HTTPNotFound()
    state = await _state(ctx, row)
    if state is None or not present.has_private(row, state, seat):
        raise web.HTTPNotFound()
    key = (row.id, fingerprint(state), "private", None, seat, lang, tuple(row.names))
    return png_answer(await ctx.pictures.get(key, lambda: present.private_png_async(row, state, seat, lang)))


def _int(text: str | None) -> int | None:
    try:
        return int(text) if text is not None else None
    except ValueError:
        return None


@linked
async def history(request: web.Request, ctx: WebContext, link: Link, row, lang: str) -> web.Response:
    """``/api/history?start=K``: a page of turns as the seat may see them (public events and its own), the first page
    "since my last turn" when ``start`` is not given."""
    turns = await ctx.service.turns(row, link.seat)
    start = _int(request.query.get("start"))
    shown, start, older, newer = hist.page(turns, hist.default_start(turns, link.seat) if start is None else start)
    name_of = present.plain_names(row)
    lines = [_turn_line(turn, link.seat, lang, name_of) for turn in shown]
    return json_answer({"turns": lines, "start": start, "older": older, "newer": newer,
                        "moves": max(0, row.version - 1) if row.status != "lobby" else 0})


def _turn_line(turn: hist.Turn, seat: int | None, lang: str, name_of) -> dict:
    """A turn of the history as ``seat`` reads it (its events are already only those the seat may see)."""
    # never the raw move id: it may name a secret; games log a public line per move
    if turn.seat is None:
        text, named = " ".join(present.event_lines(turn.events, seat, lang, name_of)), False
    else:
        text, named = present.turn_text(turn.events, seat, lang, name_of, turn.seat)
    return {"first": turn.first, "last": turn.last, "seat": turn.seat,
            "name": None if turn.seat is None else name_of(turn.seat), "named": named, "text": text or "…"}


SINCE_MAX = 3 * hist.PAGE  # the newest turns "since" shows (a reader away for long has the history for the rest)


@linked
async def since(request: web.Request, ctx: WebContext, link: Link, row, lang: str) -> web.Response:
    """``/api/since``: "since your last turn", the Discord digest's turns (:func:`bot.tables.history.since`), as the
    seat may see them: ``turns`` (lines as ``/api/history``'s, the newest :data:`SINCE_MAX`), ``missed`` (how many
    turns other seats played), ``nothing`` (the digest's words when nobody else moved, else null). A turn the reader
    has begun and not ended is not "since": the lines are those before it."""
    turns = await ctx.service.turns(row, link.seat) if row.status != "lobby" else []
    state = await _state(ctx, row) if turns and link.seat is not None and row.status == "active" else None
    # the reader in the middle of a turn of steps: "since" is from before that turn
    under_way = state is not None and link.seat in registry.get(row.game).actors(state)
    start, missed = hist.since(turns, link.seat, under_way)
    name_of = present.plain_names(row)
    shown = turns[start:][-SINCE_MAX:] if missed or link.seat is None else []
    return json_answer({"turns": [_turn_line(turn, link.seat, lang, name_of) for turn in shown],
                        "missed": len(missed), "version": row.version,
                        "nothing": present.t(lang, "bot-since-nothing") if link.seat is not None and not missed
                        else None})


@linked
async def history_picture(request: web.Request, ctx: WebContext, link: Link, row, lang: str) -> web.Response:
    """``/api/history/{n}.png``: the table after move ``n``, as the seat may see it, rebuilt from the log."""
    n = _int(request.match_info["n"])
    if row.status == "lobby" or n is None or not 0 <= n <= max(0, row.version - 1):
        raise web.HTTPNotFound()
    state = await ctx.service.state_at(row, n)
    if state is None:  # before an upgraded table's replay base: history only
        raise web.HTTPGone()
    key = (row.id, fingerprint(state), "history", n, link.seat, lang, tuple(row.names))
    return png_answer(await ctx.pictures.get(key, lambda: present.public_png_async(row, state, lang, None, link.seat)))


@linked
async def choices(request: web.Request, ctx: WebContext, link: Link, row, lang: str) -> web.Response:
    """``/api/choices?prefix=a+b``: the picker's next step for the link's seat."""
    state = await _state(ctx, row)
    live = await ctx.service.find_live(row.channel_id)
    if live is None or live.id != row.id:  # a table that ended (its channel may hold a newer one)
        state = None
    prefix = tuple(request.query.get("prefix", "").split())
    return json_answer(picker.step(row, state, link.seat, prefix, lang))
