"""The fake's REST plumbing, shared by every route: request-body parsing (JSON, or multipart with files), the
bot-token check, the log of requests (:attr:`FakeState.requests`), route lookup, and the mapping of outcomes to
answers the way discord.py needs them.

Rules learnt the hard way: every JSON answer has ``Content-Type: application/json`` exactly (discord.py parses
nothing else), and the server never answers 5xx (discord.py would retry for ~25 s): a handler error becomes a 400
with the traceback, recorded in :attr:`FakeState.errors`, like any unknown route (404). The routes themselves are
in ``routes.py``.
"""
from __future__ import annotations

import json
import traceback
from typing import Any

from aiohttp import web

from tests.fake_discord.state import FakeState, Request


class FakeError(Exception):
    """An answer with a Discord-style JSON error body; ``errors``: the tree of a 50035 "Invalid Form Body" (paths to
    ``{"_errors": [{"code", "message"}]}``, which discord.py flattens into "In components.0.label: ...")."""

    def __init__(self, status: int, code: int, message: str, errors: dict | None = None):
        super().__init__(message)
        self.status, self.code, self.message, self.errors = status, code, message, errors


def flatten_errors(tree: dict | None, path: str = "") -> list[str]:
    """``["components.0.label: Must be 80 or fewer in length.", ...]`` from a 50035 error tree."""
    out = []
    for key, node in (tree or {}).items():
        if key == "_errors":
            out += [f"{path or '(body)'}: {e['message']}" for e in node]
        else:
            out += flatten_errors(node, f"{path}.{key}" if path else str(key))
    return out


def json_response(data: Any, status: int = 200) -> web.Response:
    """discord.py only parses a body as JSON when Content-Type is exactly ``application/json``."""
    return web.Response(status=status, body=json.dumps(data).encode(), headers={"Content-Type": "application/json"})


class RestFront(FakeState):
    """Serves ``/api/v10/...`` (:meth:`_api`) through the route table a subclass gives in :meth:`_route`."""

    @web.middleware
    async def _middleware(self, request: web.Request, handler):
        try:
            return await handler(request)
        except FakeError as e:
            if e.status == 400:  # a refusal the bot caused (a bad payload): kept for the test to read
                self.refused.append(f"{request.method} {request.path}: {e.code} {e.message}"
                                    + "".join(f"\n  {line}" for line in flatten_errors(e.errors)))
            body = {"message": e.message, "code": e.code}
            if e.errors:
                body["errors"] = e.errors
            return json_response(body, e.status)
        except ConnectionResetError:  # the bot died (or dropped the request) while sending it: it never arrived
            return web.Response(status=400)
        except web.HTTPException as e:
            if e.status >= 500:
                self.errors.append(f"{request.method} {request.path}: HTTP {e.status}")
                return json_response({"message": str(e), "code": 0}, 400)
            raise
        except Exception:  # never a 5xx: discord.py would retry silently for ~25 s
            tb = traceback.format_exc()
            self.errors.append(f"{request.method} {request.path}:\n{tb}")
            await self.changed()
            return json_response({"message": tb[-1500:], "code": 0}, 400)

    async def _body(self, request: web.Request) -> tuple[Any, list[dict]]:
        if request.content_type.startswith("multipart/"):
            payload, files = None, []
            reader = await request.multipart()
            async for part in reader:
                if part.name == "payload_json":
                    payload = json.loads(await part.text())
                elif part.filename:
                    files.append({"field": part.name, "filename": part.filename, "data": bytes(await part.read()),
                                  "content_type": part.headers.get("Content-Type")})
            return payload, files
        if request.content_type == "application/x-www-form-urlencoded":  # the OAuth2 code grant
            return dict(await request.post()), []
        raw = await request.read()
        return (json.loads(raw) if raw else None), []

    async def _api(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        body, files = await self._body(request)
        self.requests.append(Request(request.method, path, dict(request.query), body, files))
        parts = path.strip("/").split("/")
        auth = request.headers.get("Authorization") or ""
        authed = auth == f"Bot {self.token}"
        if auth.startswith("Bearer ") and parts == ["users", "@me"]:  # read with a user's OAuth2 access token
            return json_response(self.bearer_user(auth.removeprefix("Bearer ")))
        if parts[0] not in ("webhooks", "interactions") and parts != ["oauth2", "token"] and not authed:
            raise FakeError(401, 0, "401: Unauthorized")
        route = self._route(request.method, parts)
        if route is None:
            self.errors.append(f"unknown route {request.method} {path}")
            await self.changed()
            raise FakeError(404, 0, f"404: Not Found ({request.method} {path})")
        handler, args = route
        fault = self.fault(request.method, parts, body) if self.fault is not None else None
        if fault in ("429", "500", "503"):  # refused before it is carried out
            await self.changed()
            return self._fault_answer(fault)
        if fault == "drop":  # the connection dies before the request is carried out
            request.transport.close()
            return web.Response(status=204)
        result = await handler(*args, body=body, files=files, query=request.query)
        await self.changed()
        if fault == "drop-after":  # carried out, but the connection dies before the answer
            request.transport.close()
            return web.Response(status=204)
        if result is None:
            return web.Response(status=204)
        return json_response(result)

    @staticmethod
    def _fault_answer(kind: str) -> web.Response:
        """An injected error as Discord words it: a rate limit (with ``retry_after`` and the ``Via`` header that tells
        discord.py it is not a Cloudflare ban) or a server error."""
        if kind == "429":
            retry = 0.05
            return web.Response(status=429, body=json.dumps({"message": "You are being rate limited.",
                                                             "retry_after": retry, "global": False}).encode(),
                                headers={"Content-Type": "application/json", "Via": "1.1 google",
                                         "Retry-After": str(retry), "X-RateLimit-Scope": "user"})
        return json_response({"message": f"{kind}: Internal Server Error", "code": 0}, int(kind))

    def bearer_user(self, token: str) -> dict:
        raise NotImplementedError

    def _route(self, method: str, p: list[str]):
        """The handler for ``method`` on the path parts ``p`` and its ``*`` arguments, or None (see routes.py)."""
        raise NotImplementedError
