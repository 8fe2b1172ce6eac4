"""The web table's defences (docs/web-table.md): the headers of every answer (a strict Content Security Policy, no
sniffing, no referrer, no caching but of the static assets), CSRF tokens for POSTs with an ``Origin`` check, the
per-link rate limits, and an access log that never prints a link's token (the token is the link: a log line holding
it would hand a seat to whoever reads the log)."""
from __future__ import annotations

import hashlib
import hmac
import logging
import re
from urllib.parse import urlsplit

from aiohttp import web
from aiohttp.abc import AbstractAccessLogger

from bot.tables.rate_limit import RateLimiter

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
HEADERS = {"Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"}
NO_STORE = "no-store"
STATIC_CACHE = "public, max-age=31536000, immutable"  # the assets' names change with their content
CSRF_PURPOSE = b"plansza-web-csrf\x00"
READS_PER_MOVE = 4  # a page reads its table, pictures, history and choices after each change: a larger bucket

_TOKEN_PATH = re.compile(r"/t/[^/?#\s]+")
access_log = logging.getLogger("plansza.web.access")


def hide_token(path: str) -> str:
    """``path`` with a link's token replaced by ``…`` (``/t/…/api/table``)."""
    return _TOKEN_PATH.sub("/t/…", path)


async def add_headers(request: web.Request, response: web.StreamResponse) -> None:
    """Every answer (``on_response_prepare``: a refusal, an error, a stream and a static file included) carries the
    headers; only the static assets may be cached."""
    response.headers.update(HEADERS)
    response.headers["Cache-Control"] = (STATIC_CACHE if request.path.startswith("/static/") and response.status
                                         in (200, 304) else NO_STORE)


def csrf_token(key: bytes, token: str) -> str:
    """The CSRF token of a link: an HMAC of the link's token with the key and a purpose of its own (so it is neither
    the link's MAC nor anything a page of another link could compute)."""
    return hmac.new(key, CSRF_PURPOSE + token.encode("ascii", "replace"), hashlib.sha256).hexdigest()


def csrf_ok(key: bytes, token: str, given) -> bool:
    return isinstance(given, str) and hmac.compare_digest(csrf_token(key, token).encode(),
                                                          given.encode("ascii", "replace"))


def _origin(url: str) -> str | None:
    parts = urlsplit(url)
    if not parts.scheme or not parts.netloc:
        return None
    return f"{parts.scheme}://{parts.netloc}".lower()


def origin_ok(request: web.Request, public_url: str, also: tuple[str, ...] = ()) -> bool:
    """A POST's ``Origin``, when the browser sends one, is the page's own: the public address (behind the reverse
    proxy), the address this request came to, or one of ``also`` (the Activity's, inside Discord's proxy)."""
    origin = request.headers.get("Origin")
    if origin is None:
        return True
    allowed = {_origin(f"{request.scheme}://{request.host}"), *(_origin(a) for a in also)}
    if public_url:
        allowed.add(_origin(public_url))
    return origin.strip().lower() in allowed - {None}


class LinkLimits:
    """Per-link rate limits (the bot's own token buckets): moves as Discord's presses (the settings' burst and rate),
    reads in a bucket :data:`READS_PER_MOVE` times larger. Keyed by :attr:`bot.web.links.Link.holder`."""

    def __init__(self, burst: int, per_second: float, clock):
        self.moves = RateLimiter(burst, per_second, clock)
        self.reads = RateLimiter(burst * READS_PER_MOVE, per_second * READS_PER_MOVE, clock)

    def wait(self, holder: str, *, move: bool) -> int:
        """0 (and a token spent) if ``holder`` may go on now, else the seconds to wait."""
        return (self.moves if move else self.reads).wait(holder)


class TokenFreeAccessLogger(AbstractAccessLogger):
    """One line per request with the token hidden and without the query string: method, path, status, bytes,
    milliseconds."""

    def log(self, request, response, time: float) -> None:
        self.logger.info("%s %s %s %s %.0fms", request.method, hide_token(request.path), response.status,
                         response.body_length, time * 1000)


__all__ = ["CSP", "HEADERS", "LinkLimits", "TokenFreeAccessLogger", "access_log", "csrf_ok", "csrf_token",
           "hide_token", "origin_ok", "add_headers"]
