"""A local stand-in for Discord's API: an aiohttp server on 127.0.0.1 speaking the gateway websocket and the REST
routes the bot uses, for wire-level tests through the real discord.py client (in-process or as a subprocess).

What it models (see ``../shared/notes/discord-testing.md``, section 2): login (``/users/@me``,
``/oauth2/applications/@me``), the gateway (HELLO, IDENTIFY -> READY with ``resume_gateway_url`` + one GUILD_CREATE
per guild, heartbeat ACKs, RESUME -> INVALID_SESSION, member chunks), command sync (PUT/GET of global and guild
commands), interaction callbacks (``?with_response=1`` bodies; types 4, 5, 6, 7, 8), webhook follow-ups and
``@original`` edits (JSON or multipart with files), DM channel creation, channel messages (create, fetch, edit,
delete, typing), attachments and a CDN path. The bot's own messages come back as MESSAGE_CREATE, as on Discord.

Rules learnt the hard way: every JSON answer has ``Content-Type: application/json`` exactly (discord.py parses
nothing else), and the server never answers 5xx (discord.py would retry for ~25 s): a handler error becomes a 400
with the traceback, recorded in :attr:`FakeDiscord.errors`, like any unknown route (404). Tests assert it stays
empty. Tests wait with :meth:`FakeDiscord.wait_for` (a condition notified on every change), never with sleeps.

Not modelled: permissions (all granted), rate limits, ephemeral visibility (messages keep their flags), RESUME,
voice, threads, reactions, embeds validation.
"""
from __future__ import annotations

import asyncio
import json
import secrets
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from tests.fake_discord import payloads as P

API = "/api/v10"
EPHEMERAL, LOADING = 1 << 6, 1 << 7
GUILD_MESSAGES, DIRECT_MESSAGES = 1 << 9, 1 << 12


class FakeError(Exception):
    """An answer with a Discord-style JSON error body."""

    def __init__(self, status: int, code: int, message: str):
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


@dataclass
class Request:
    method: str
    path: str
    query: dict
    json: Any = None
    files: list[dict] = field(default_factory=list)


@dataclass
class Interaction:
    """One interaction the fake sent, and what the bot answered."""

    id: int
    token: str
    type: int
    user_id: int
    channel_id: int
    payload: dict
    callbacks: list[dict] = field(default_factory=list)     # {"type", "data"} per callback
    original_id: int | None = None                           # the response message
    followups: list[int] = field(default_factory=list)
    choices: list[dict] | None = None                        # autocomplete results

    @property
    def acknowledged(self) -> bool:
        return bool(self.callbacks)


@dataclass
class Session:
    ws: web.WebSocketResponse
    seq: int = 0
    intents: int = 0
    identified: bool = False
    shard: tuple[int, int] = (0, 1)  # (shard id, shard count) from IDENTIFY

    def routes(self, guild_id) -> bool:
        """Discord's routing: a server's events go to shard (id >> 22) % count, everything else to shard 0."""
        shard, count = self.shard
        return (int(guild_id) >> 22) % count == shard if guild_id else shard == 0


def json_response(data: Any, status: int = 200) -> web.Response:
    """discord.py only parses a body as JSON when Content-Type is exactly ``application/json``."""
    return web.Response(status=status, body=json.dumps(data).encode(), headers={"Content-Type": "application/json"})


class FakeDiscord:
    def __init__(self, *, token: str | None = None, heartbeat_interval: float = 41.25):
        self.token = token or f"fake.{secrets.token_hex(12)}"
        self.heartbeat_ms = int(heartbeat_interval * 1000)
        self.app_id = P.snowflake()
        self.bot_user = P.user(self.app_id, "Plansza", bot=True)
        self.users: dict[int, dict] = {self.app_id: self.bot_user}
        self.moderators: set[int] = set()
        self.guilds: dict[int, dict] = {}            # id -> {"name", "channels": [ids], "members": [ids]}
        self.channels: dict[int, dict] = {}          # id -> channel payload
        self.messages: dict[int, dict] = {}          # id -> message payload
        self.nonces: dict[tuple[str, str], dict] = {}  # (channel, nonce) -> the message posted with enforce_nonce
        self.nonce_posts: dict[tuple[str, str], int] = {}  # (channel, nonce) -> how many times it was posted
        self.files: dict[int, bytes] = {}            # attachment id -> bytes
        self.interactions: dict[str, Interaction] = {}
        self.commands: dict[str, list[dict]] = {}    # "global" or guild id -> synced commands
        self.dm_blocked: set[int] = set()            # users whose DMs fail with 403 (50007)
        self.requests: list[Request] = []
        self.received: list[dict] = []               # gateway frames from the bot
        self.sessions: list[Session] = []
        self.errors: list[str] = []                  # unknown routes, handler failures, protocol violations
        self.bot_errors: list[str] = []              # filled by the test harness (errors logged inside the bot)
        self.ready_sent = 0
        self.cond = asyncio.Condition()
        self._runner: web.AppRunner | None = None
        self._restore: Callable[[], None] | None = None
        self.port = 0

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

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        return self.base_url + API

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    def env(self) -> dict[str, str]:
        """Environment for a bot process started through its real entry point."""
        return {"DISCORD_TOKEN": self.token, "PLANSZA_DISCORD_API_BASE": self.api_base,
                "PLANSZA_DISCORD_GATEWAY_URL": self.gateway_url}

    def patch_discord(self) -> None:
        """Point the discord.py of this process at the fake (through the bot's own settings hook)."""
        from bot import discord_endpoints
        from bot.settings import Settings

        self._restore = discord_endpoints.apply(Settings(api_base=self.api_base, gateway_url=self.gateway_url))

    def unpatch_discord(self) -> None:
        if self._restore is not None:
            self._restore()
            self._restore = None

    async def changed(self) -> None:
        async with self.cond:
            self.cond.notify_all()

    async def wait_for(self, predicate: Callable[[], Any], timeout: float = 10.0) -> Any:
        """Wait until ``predicate()`` is truthy (re-checked on every change); fail fast on a recorded error."""

        def check():
            if self.errors or self.bot_errors:
                return True
            return predicate()

        async with self.cond:
            try:
                await asyncio.wait_for(self.cond.wait_for(check), timeout)
            except TimeoutError:
                raise AssertionError(f"timed out waiting; last requests: {self.requests[-5:]}") from None
        assert not self.errors, self.errors
        assert not self.bot_errors, self.bot_errors
        return predicate()

    async def settle(self, quiet: float = 0.15, timeout: float = 10.0) -> None:
        """Wait until the bot has stopped talking (no request for ``quiet`` seconds): before closing it, so that a
        command still sending DMs is not cut off."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        seen = -1
        while len(self.requests) != seen and loop.time() < deadline:
            seen = len(self.requests)
            await asyncio.sleep(quiet)

    # ---- the world ----------------------------------------------------------------------------------------------
    def add_user(self, name: str, *, bot: bool = False) -> int:
        uid = P.snowflake()
        self.users[uid] = P.user(uid, name, bot=bot)
        return uid

    def add_guild(self, name: str = "Plansza test server", owner: int | None = None,
                  shard: tuple[int, int] | None = None) -> int:
        """A server; ``shard`` (id, count): one whose events Discord routes to that shard."""
        gid = P.snowflake()
        while shard is not None and (gid >> 22) % shard[1] != shard[0]:
            gid = P.snowflake()  # the next millisecond's ids fall on the next shard
        self.guilds[gid] = {"name": name, "owner": owner or self.app_id, "channels": [], "members": [self.app_id],
                            "joined": {self.app_id: P.now_iso()}}
        return gid

    def add_text_channel(self, guild_id: int, name: str) -> int:
        cid = P.snowflake()
        g = self.guilds[guild_id]
        self.channels[cid] = P.text_channel(cid, guild_id, name, len(g["channels"]))
        g["channels"].append(cid)
        return cid

    def add_member(self, guild_id: int, user_id: int, *, moderator: bool = False) -> None:
        g = self.guilds[guild_id]
        if user_id not in g["members"]:
            g["members"].append(user_id)
            g["joined"][user_id] = P.now_iso()
        if moderator:
            self.moderators.add(user_id)

    def _member(self, guild_id: int, user_id: int, with_permissions: bool = False) -> dict:
        perms = None
        if with_permissions:
            perms = P.MEMBER_PERMISSIONS | (P.MANAGE_CHANNELS if user_id in self.moderators else 0)
        return P.member(self.users[user_id], permissions=perms, joined_at=self.guilds[guild_id]["joined"][user_id])

    def guild_payload(self, gid: int) -> dict:
        g = self.guilds[gid]
        return P.guild(gid, g["name"], g["owner"], [self.channels[c] for c in g["channels"]],
                       [self._member(gid, u) for u in g["members"]])

    def channel_messages(self, channel_id: int, *, public_only: bool = False) -> list[dict]:
        out = [m for m in self.messages.values() if int(m["channel_id"]) == channel_id]
        if public_only:
            out = [m for m in out if not m["flags"] & EPHEMERAL]
        return sorted(out, key=lambda m: int(m["id"]))

    def dm_channel_of(self, user_id: int) -> int | None:
        for cid, ch in self.channels.items():
            if ch["type"] == 1 and int(ch["recipients"][0]["id"]) == user_id:
                return cid
        return None

    def dms_to(self, user_id: int) -> list[dict]:
        cid = self.dm_channel_of(user_id)
        return [] if cid is None else self.channel_messages(cid)

    def file_of(self, attachment: dict) -> bytes:
        return self.files[int(attachment["id"])]

    # ---- events from users ---------------------------------------------------------------------------------------
    async def dispatch(self, event: str, data: dict, *, shard: int | None = None) -> None:
        """Send an event to the sessions Discord routes it to (``shard``: to that shard's session instead)."""
        for s in list(self.sessions):
            goes = s.routes(data.get("guild_id")) if shard is None else s.shard[0] == shard
            if s.identified and not s.ws.closed and goes:
                s.seq += 1
                await s.ws.send_str(json.dumps({"op": 0, "t": event, "s": s.seq, "d": data}))

    def _command(self, guild_id: int | None, name: str) -> dict:
        synced = self.commands.get(str(guild_id), []) + self.commands.get("global", [])
        for c in synced:
            if c["name"] == name:
                return c
        raise AssertionError(f"/{name} was never synced (synced: {[c['name'] for c in synced]})")

    async def slash(self, name: str, *, user: int, channel: int, options: dict | None = None,
                    locale: str = "en-US", shard: int | None = None) -> Interaction:
        """A user runs ``/name`` with ``options`` (values by option name) in ``channel``: INTERACTION_CREATE type 2.
        Only synced commands exist; option types come from the synced command; USER options get ``resolved``."""
        ch = self.channels[channel]
        guild_id = int(ch["guild_id"]) if "guild_id" in ch else None
        cmd = self._command(guild_id, name)
        by_name = {o["name"]: o for o in cmd.get("options", [])}
        opts, resolved = [], {}
        for key, value in (options or {}).items():
            spec = by_name.get(key)
            assert spec is not None, f"/{name} has no option {key!r} (has {sorted(by_name)})"
            if spec["type"] == 6:  # USER
                resolved.setdefault("users", {})[str(value)] = self.users[int(value)]
                if guild_id is not None:
                    m = self._member(guild_id, int(value), with_permissions=True)
                    m.pop("user")
                    resolved.setdefault("members", {})[str(value)] = m
                value = str(value)
            opts.append({"name": key, "type": spec["type"], "value": value})
        data = {"id": cmd["id"], "name": name, "type": 1, "options": opts}
        if resolved:
            data["resolved"] = resolved
        if guild_id is not None:
            data["guild_id"] = str(guild_id)
        return await self._interact(2, data, user, channel, locale, shard=shard)

    async def autocomplete(self, name: str, option: str, value: str, *, user: int, channel: int,
                           options: dict | None = None, locale: str = "en-US") -> Interaction:
        """Typing in an autocomplete option: INTERACTION_CREATE type 4; the choices land in ``.choices``."""
        ch = self.channels[channel]
        cmd = self._command(int(ch["guild_id"]) if "guild_id" in ch else None, name)
        types = {o["name"]: o["type"] for o in cmd.get("options", [])}
        opts = [{"name": k, "type": types[k], "value": v} for k, v in (options or {}).items()]
        opts.append({"name": option, "type": types[option], "value": value, "focused": True})
        return await self._interact(4, {"id": cmd["id"], "name": name, "type": 1, "options": opts}, user, channel,
                                    locale)

    async def click(self, msg: dict, custom_id: str, *, user: int, locale: str = "en-US") -> Interaction:
        """A user clicks the button ``custom_id`` on ``msg`` (the current message payload): type 3."""
        msg = self.messages[int(msg["id"])]
        buttons = [c for row in msg["components"] for c in row.get("components", [])]
        assert any(b.get("custom_id") == custom_id for b in buttons), \
            f"no button {custom_id!r} on the message: {[b.get('custom_id') for b in buttons]}"
        data = {"custom_id": custom_id, "component_type": 2}
        return await self._interact(3, data, user, int(msg["channel_id"]), locale, msg=msg)

    async def select(self, msg: dict, custom_id: str, values: list[str], *, user: int,
                     locale: str = "en-US") -> Interaction:
        """A user chooses ``values`` in the select menu ``custom_id`` on ``msg``: type 3, component type 3. As Discord
        does, the values must be options of that menu, between its min_values and max_values."""
        msg = self.messages[int(msg["id"])]
        menus = [c for row in msg["components"] for c in row.get("components", []) if c.get("type") == 3]
        menu = next((m for m in menus if m.get("custom_id") == custom_id), None)
        assert menu is not None, f"no select menu {custom_id!r} on the message: {[m.get('custom_id') for m in menus]}"
        offered = {o["value"] for o in menu.get("options", [])}
        assert set(values) <= offered, f"{values} are not options of {custom_id!r}"
        assert menu.get("min_values", 1) <= len(values) <= menu.get("max_values", 1), (custom_id, values)
        data = {"custom_id": custom_id, "component_type": 3, "values": list(values)}
        return await self._interact(3, data, user, int(msg["channel_id"]), locale, msg=msg)

    async def _interact(self, itype: int, data: dict, user: int, channel: int, locale: str,
                        msg: dict | None = None, shard: int | None = None) -> Interaction:
        ch = self.channels[channel]
        guild_id = int(ch["guild_id"]) if "guild_id" in ch else None
        iid, token = P.snowflake(), f"itk-{secrets.token_hex(16)}"
        payload = P.interaction(
            iid, self.app_id, token, itype, data, channel=ch, guild_id=guild_id,
            member_payload=self._member(guild_id, user, with_permissions=True) if guild_id else None,
            user_payload=self.users[user], locale=locale, msg=msg)
        record = Interaction(iid, token, itype, user, channel, payload)
        self.interactions[token] = record
        await self.dispatch("INTERACTION_CREATE", payload, shard=shard)
        return record

    async def redeliver(self, record: Interaction) -> None:
        """Discord delivering the same interaction again (same id and token)."""
        await self.dispatch("INTERACTION_CREATE", record.payload)

    # ---- gateway --------------------------------------------------------------------------------------------------
    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True, max_msg_size=0)
        await ws.prepare(request)
        session = Session(ws)
        self.sessions.append(session)
        await ws.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": self.heartbeat_ms}, "s": None,
                                      "t": None}))
        try:
            async for frame in ws:
                if frame.type != WSMsgType.TEXT:
                    continue
                data = json.loads(frame.data)
                self.received.append(data)
                await self._on_frame(session, data)
                await self.changed()
        finally:
            self.sessions.remove(session)
            await self.changed()
        return ws

    async def _on_frame(self, session: Session, frame: dict) -> None:
        op, d = frame.get("op"), frame.get("d")
        if op == 1:  # heartbeat
            await session.ws.send_str(json.dumps({"op": 11}))
        elif op == 2:  # identify
            if d.get("token") != self.token:
                await session.ws.close(code=4004, message=b"Authentication failed.")
                return
            session.intents, session.identified = int(d.get("intents", 0)), True
            session.shard = tuple(d.get("shard") or (0, 1))
            session.seq += 1
            mine = [g for g in self.guilds if session.routes(g)]
            ready = {"v": 10, "user": self.bot_user, "guilds": [{"id": str(g), "unavailable": True} for g in mine],
                     "shard": list(session.shard),
                     "session_id": secrets.token_hex(16), "resume_gateway_url": self.gateway_url,
                     "application": {"id": str(self.app_id), "flags": 0}, "private_channels": [],
                     "relationships": [], "user_settings": {}, "presences": [], "geo_ordered_rtc_regions": []}
            await session.ws.send_str(json.dumps({"op": 0, "t": "READY", "s": session.seq, "d": ready}))
            for gid in mine:
                session.seq += 1
                await session.ws.send_str(json.dumps({"op": 0, "t": "GUILD_CREATE", "s": session.seq,
                                                      "d": self.guild_payload(gid)}))
            self.ready_sent += 1
        elif op == 6:  # resume: not modelled; Discord then expects a fresh IDENTIFY
            await session.ws.send_str(json.dumps({"op": 9, "d": False}))
        elif op == 8:  # request guild members
            gid = int(d["guild_id"])
            session.seq += 1
            chunk = {"guild_id": str(gid), "members": [self._member(gid, u) for u in self.guilds[gid]["members"]],
                     "chunk_index": 0, "chunk_count": 1, "not_found": [], "nonce": d.get("nonce")}
            await session.ws.send_str(json.dumps({"op": 0, "t": "GUILD_MEMBERS_CHUNK", "s": session.seq,
                                                  "d": chunk}))
        elif op in (3, 4):  # presence / voice state: ignored
            pass
        else:
            self.errors.append(f"unexpected gateway op {op}: {frame}")

    # ---- REST -----------------------------------------------------------------------------------------------------
    @web.middleware
    async def _middleware(self, request: web.Request, handler):
        try:
            return await handler(request)
        except FakeError as e:
            return json_response({"message": e.message, "code": e.code}, e.status)
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
        raw = await request.read()
        return (json.loads(raw) if raw else None), []

    async def _api(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        body, files = await self._body(request)
        self.requests.append(Request(request.method, path, dict(request.query), body, files))
        parts = path.strip("/").split("/")
        authed = request.headers.get("Authorization") == f"Bot {self.token}"
        if parts[0] not in ("webhooks", "interactions") and not authed:
            raise FakeError(401, 0, "401: Unauthorized")
        route = self._route(request.method, parts)
        if route is None:
            self.errors.append(f"unknown route {request.method} {path}")
            await self.changed()
            raise FakeError(404, 0, f"404: Not Found ({request.method} {path})")
        handler, args = route
        result = await handler(*args, body=body, files=files, query=request.query)
        await self.changed()
        if result is None:
            return web.Response(status=204)
        return json_response(result)

    def _route(self, method: str, p: list[str]):
        n = len(p)
        table = [
            ("GET", ["users", "@me"], self._me),
            ("GET", ["oauth2", "applications", "@me"], self._app_info),
            ("GET", ["applications", "@me"], self._app_info),
            ("GET", ["gateway"], self._gateway_info),
            ("GET", ["gateway", "bot"], self._gateway_info),
            ("PUT", ["applications", "*", "commands"], self._put_commands),
            ("GET", ["applications", "*", "commands"], self._get_commands),
            ("PUT", ["applications", "*", "guilds", "*", "commands"], self._put_commands),
            ("GET", ["applications", "*", "guilds", "*", "commands"], self._get_commands),
            ("POST", ["interactions", "*", "*", "callback"], self._callback),
            ("POST", ["webhooks", "*", "*"], self._followup),
            ("GET", ["webhooks", "*", "*", "messages", "*"], self._webhook_get),
            ("PATCH", ["webhooks", "*", "*", "messages", "*"], self._webhook_edit),
            ("DELETE", ["webhooks", "*", "*", "messages", "*"], self._webhook_delete),
            ("POST", ["users", "@me", "channels"], self._create_dm),
            ("GET", ["users", "*"], self._get_user),
            ("GET", ["channels", "*"], self._get_channel),
            ("POST", ["channels", "*", "typing"], self._typing),
            ("POST", ["channels", "*", "messages"], self._channel_send),
            ("GET", ["channels", "*", "messages"], self._channel_history),
            ("GET", ["channels", "*", "messages", "*"], self._channel_get),
            ("PATCH", ["channels", "*", "messages", "*"], self._channel_edit),
            ("DELETE", ["channels", "*", "messages", "*"], self._channel_delete),
        ]
        for m, pattern, fn in table:
            if m == method and len(pattern) == n and all(a == "*" or a == b for a, b in zip(pattern, p, strict=True)):
                return fn, [b for a, b in zip(pattern, p, strict=True) if a == "*"]
        return None

    # login, gateway info
    async def _me(self, **_):
        return self.bot_user

    async def _app_info(self, **_):
        owner = P.user(self.app_id + 1, "owner")
        return {"id": str(self.app_id), "name": "Plansza", "description": "", "icon": None, "bot_public": True,
                "bot_require_code_grant": False, "owner": owner, "verify_key": "0" * 64, "flags": 0,
                "team": None, "summary": "", "rpc_origins": [], "bot": self.bot_user}

    async def _gateway_info(self, **_):
        return {"url": self.gateway_url, "shards": 1,
                "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}}

    # command sync
    async def _put_commands(self, app: str, guild: str | None = None, *, body, **_):
        if int(app) != self.app_id:
            raise FakeError(403, 50001, "Missing Access")
        old = {c["name"]: c["id"] for c in self.commands.get(guild or "global", [])}
        out = []
        for c in body or []:
            cmd = {"type": 1, "options": [], "default_member_permissions": None, "dm_permission": True,
                   "nsfw": False, **c, "id": old.get(c["name"]) or str(P.snowflake()),
                   "application_id": str(self.app_id), "version": str(P.snowflake())}
            if guild is not None:
                cmd["guild_id"] = guild
            out.append(cmd)
        self.commands[guild or "global"] = out
        return out

    async def _get_commands(self, app: str, guild: str | None = None, **_):
        return self.commands.get(guild or "global", [])

    # messages
    def _new_message(self, channel_id: int, body: dict | None, files: list[dict], *, flags: int = 0,
                     interaction: Interaction | None = None) -> dict:
        body = body or {}
        mid = P.snowflake()
        ch = self.channels.get(channel_id)
        if ch is None:
            raise FakeError(404, 10003, "Unknown Channel")
        guild_id = int(ch["guild_id"]) if "guild_id" in ch else None
        msg = P.message(mid, channel_id, self.bot_user, guild_id=guild_id,
                        flags=int(body.get("flags") or 0) | flags,
                        application_id=self.app_id if interaction else None,
                        mtype=20 if interaction and interaction.type == 2 else 0)
        self._apply_edit(msg, body, files)
        msg["edited_timestamp"] = None
        if "message_reference" in body:
            msg["message_reference"] = body["message_reference"]
            msg["type"] = 19
        self.messages[mid] = msg
        return msg

    def _apply_edit(self, msg: dict, body: dict, files: list[dict]) -> None:
        for key in ("content", "embeds", "components"):
            if key in body:
                msg[key] = body[key] if body[key] is not None else ([] if key != "content" else "")
        if "allowed_mentions" in body:
            msg["allowed_mentions"] = body["allowed_mentions"]
        if "flags" in body and body["flags"] is not None:
            msg["flags"] = (msg["flags"] & (EPHEMERAL | LOADING)) | int(body["flags"])
        if "attachments" in body or files:
            keep = {str(a.get("id")) for a in body.get("attachments") or []}
            kept = [a for a in msg["attachments"] if a["id"] in keep] if "attachments" in body else msg["attachments"]
            msg["attachments"] = kept + [self._store_file(msg, f) for f in files]
        msg["edited_timestamp"] = P.now_iso()

    def _store_file(self, msg: dict, f: dict) -> dict:
        aid = P.snowflake()
        self.files[aid] = f["data"]
        url = f"{self.base_url}/attachments/{aid}/{f['filename']}"
        return {"id": str(aid), "filename": f["filename"], "size": len(f["data"]), "url": url, "proxy_url": url,
                "content_type": f.get("content_type") or "application/octet-stream"}

    async def _echo(self, msg: dict) -> None:
        """The bot's own message comes back through the gateway (when its intents ask for it), as on Discord."""
        if msg["flags"] & (EPHEMERAL | LOADING):
            return
        ch = self.channels[int(msg["channel_id"])]
        want = DIRECT_MESSAGES if ch["type"] == 1 else GUILD_MESSAGES
        for s in list(self.sessions):
            if s.identified and s.intents & want and not s.ws.closed and s.routes(ch.get("guild_id")):
                s.seq += 1
                await s.ws.send_str(json.dumps({"op": 0, "t": "MESSAGE_CREATE", "s": s.seq, "d": msg}))

    def _interaction(self, token: str, app: str | None = None) -> Interaction:
        record = self.interactions.get(token)
        if record is None or (app is not None and int(app) != self.app_id):
            raise FakeError(404, 10015, "Unknown Webhook")
        return record

    async def _callback(self, iid: str, token: str, *, body, files, query, **_):
        record = self._interaction(token)
        if int(iid) != record.id:
            raise FakeError(404, 10062, "Unknown interaction")
        if record.acknowledged:
            raise FakeError(400, 40060, "Interaction has already been acknowledged.")
        ctype, data = body["type"], body.get("data") or {}
        record.callbacks.append({"type": ctype, "data": data, "files": [f["filename"] for f in files]})
        message = None
        if ctype == 4:
            message = self._new_message(record.channel_id, data, files, interaction=record)
        elif ctype == 5:
            message = self._new_message(record.channel_id, {"flags": data.get("flags")}, [], flags=LOADING,
                                        interaction=record)
        elif ctype == 7:
            message = self.messages[int(record.payload["message"]["id"])]
            self._apply_edit(message, data, files)
        elif ctype == 8:
            record.choices = data.get("choices", [])
        elif ctype not in (6, 9):
            raise FakeError(400, 50035, f"Invalid interaction response type {ctype}")
        if message is not None and ctype in (4, 5):
            record.original_id = int(message["id"])
            await self._echo(message)
        elif ctype in (6, 7):  # an update of the component's message: "@original" is that message from now on
            record.original_id = int(record.payload["message"]["id"])
        if query.get("with_response") not in ("1", "true", "True"):
            return None
        out = {"interaction": {"id": str(record.id), "type": record.type, "activity_instance_id": None,
                               "response_message_id": message and message["id"],
                               "response_message_loading": ctype == 5,
                               "response_message_ephemeral": bool(message and message["flags"] & EPHEMERAL)},
               "resource": {"type": ctype}}
        if message is not None:
            out["resource"]["message"] = message
        return out

    async def _followup(self, app: str, token: str, *, body, files, **_):
        record = self._interaction(token, app)
        if not record.acknowledged:
            raise FakeError(404, 10015, "Unknown Webhook")  # a followup needs an answered interaction
        original = self.messages.get(record.original_id or 0)
        if original is not None and original["flags"] & LOADING and not record.followups:
            original["flags"] &= ~LOADING  # the first followup after a thinking defer replaces the loading message
            self._apply_edit(original, body or {}, files)
            msg = original
        else:
            msg = self._new_message(record.channel_id, body, files, interaction=record)
        record.followups.append(int(msg["id"]))
        await self._echo(msg)
        return msg

    def _webhook_message(self, record: Interaction, mid: str) -> dict:
        target = record.original_id if mid == "@original" else int(mid)
        msg = self.messages.get(target or 0)
        if msg is None or (target != record.original_id and target not in record.followups):
            raise FakeError(404, 10008, "Unknown Message")
        return msg

    async def _webhook_get(self, app: str, token: str, mid: str, **_):
        return self._webhook_message(self._interaction(token, app), mid)

    async def _webhook_edit(self, app: str, token: str, mid: str, *, body, files, **_):
        msg = self._webhook_message(self._interaction(token, app), mid)
        msg["flags"] &= ~LOADING
        self._apply_edit(msg, body or {}, files)
        return msg

    async def _webhook_delete(self, app: str, token: str, mid: str, **_):
        msg = self._webhook_message(self._interaction(token, app), mid)
        del self.messages[int(msg["id"])]
        return None

    async def _create_dm(self, *, body, **_):
        uid = int(body["recipient_id"])
        if uid not in self.users:
            raise FakeError(400, 50033, "Invalid Recipient(s)")
        cid = self.dm_channel_of(uid)
        if cid is None:
            cid = P.snowflake()
            self.channels[cid] = P.dm_channel(cid, self.users[uid])
        return self.channels[cid]

    async def _get_user(self, uid: str, **_):
        user = self.users.get(int(uid))
        if user is None:
            raise FakeError(404, 10013, "Unknown User")
        return user

    def _channel(self, cid: str) -> dict:
        ch = self.channels.get(int(cid))
        if ch is None:
            raise FakeError(404, 10003, "Unknown Channel")
        return ch

    async def _get_channel(self, cid: str, **_):
        return self._channel(cid)

    async def _typing(self, cid: str, **_):
        self._channel(cid)
        return None

    async def _channel_send(self, cid: str, *, body, files, **_):
        ch = self._channel(cid)
        if ch["type"] == 1 and int(ch["recipients"][0]["id"]) in self.dm_blocked:
            raise FakeError(403, 50007, "Cannot send messages to this user")
        nonce = (body or {}).get("nonce") if (body or {}).get("enforce_nonce") else None
        if nonce is not None:
            self.nonce_posts[(cid, nonce)] = self.nonce_posts.get((cid, nonce), 0) + 1
        if nonce is not None and (cid, nonce) in self.nonces:  # Discord: the message already posted with it
            return self.nonces[(cid, nonce)]
        msg = self._new_message(int(cid), body, files)
        if nonce is not None:
            self.nonces[(cid, nonce)] = msg
        await self._echo(msg)
        return msg

    async def _channel_history(self, cid: str, *, query, **_):
        self._channel(cid)
        limit = int(query.get("limit", 50))
        return list(reversed(self.channel_messages(int(cid))))[:limit]

    def _channel_message(self, cid: str, mid: str) -> dict:
        msg = self.messages.get(int(mid))
        if msg is None or msg["channel_id"] != str(cid):
            raise FakeError(404, 10008, "Unknown Message")
        return msg

    async def _channel_get(self, cid: str, mid: str, **_):
        return self._channel_message(cid, mid)

    async def _channel_edit(self, cid: str, mid: str, *, body, files, **_):
        msg = self._channel_message(cid, mid)
        self._apply_edit(msg, body or {}, files)
        return msg

    async def _channel_delete(self, cid: str, mid: str, **_):
        del self.messages[int(self._channel_message(cid, mid)["id"])]
        return None

    # files
    async def _attachment(self, request: web.Request) -> web.Response:
        data = self.files.get(int(request.match_info["aid"]))
        if data is None:
            return json_response({"message": "404: Not Found", "code": 0}, 404)
        return web.Response(body=data, headers={"Content-Type": "application/octet-stream"})

    async def _cdn(self, request: web.Request) -> web.Response:
        self.errors.append(f"CDN asset requested (not modelled): {request.path}")
        return json_response({"message": "404: Not Found", "code": 0}, 404)
