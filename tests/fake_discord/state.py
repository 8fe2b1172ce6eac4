"""What the fake Discord knows and records: its world (users, servers, channels, messages, files, synced commands,
interactions), the log of what the bot sent (REST requests, gateway frames, errors), the queries tests read it
through, and the change notification tests wait on (:meth:`FakeState.wait_for`, never sleeps).

The records kept per interaction (:class:`Interaction`), per REST request (:class:`Request`) and per gateway
connection (:class:`Session`) live here too. Nothing in this module speaks HTTP or the gateway protocol.

Messages in Components V2 are read through :meth:`FakeState.text_of` (content and every TextDisplay),
:meth:`FakeState.components_of` (buttons and menus at any depth), :meth:`FakeState.media_of` (gallery URLs) and
:meth:`FakeState.is_silent`; application emojis live in :attr:`FakeState.app_emojis` (seeded with
:meth:`FakeState.add_app_emoji`, deleted behind the bot's back with :meth:`FakeState.drop_app_emoji`). A message
body the fake refuses (``components_v2.py``) is listed in :attr:`FakeState.refused` and, while
:attr:`FakeState.strict_messages` holds, in :attr:`FakeState.errors` too, so a test fails even if the bot only logs
the 400 at warning level - except a refusal only for emojis the application no longer has ("Invalid emoji"),
which the bot is meant to recover from.
"""
from __future__ import annotations

import asyncio
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from tests.fake_discord import components_v2 as V2
from tests.fake_discord import payloads as P

API = "/api/v10"
EPHEMERAL, LOADING = 1 << 6, 1 << 7  # message flags
SUPPRESS_NOTIFICATIONS, IS_COMPONENTS_V2 = V2.SUPPRESS_NOTIFICATIONS, V2.IS_COMPONENTS_V2


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
    launched: bool = False                                   # answered with LAUNCH_ACTIVITY (12)
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


class FakeState:
    """The fake's state and records, its world-building helpers and its queries; the gateway, the REST routes and
    the simulated users (the other modules of this package) read and change it through ``self``."""

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
        self.nonce_window: float | None = None       # seconds Discord keeps a nonce (None: for ever)
        self.nonce_messages: dict[str, list[int]] = {}  # nonce -> every distinct message created with it
        # fault injection: fault(method, path parts, body) -> None or "429", "500", "503", "drop" (no answer),
        # "drop-after" (the request is carried out, the answer lost); a test may also kill the bot in it
        self.fault = None
        self.files: dict[int, bytes] = {}            # attachment id -> bytes
        self.interactions: dict[str, Interaction] = {}
        self.commands: dict[str, list[dict]] = {}    # "global" or guild id -> synced commands
        self.dm_blocked: set[int] = set()            # users whose DMs fail with 403 (50007)
        self.app_emojis: dict[int, dict] = {}        # application emoji id -> emoji payload
        self.emoji_images: dict[int, bytes] = {}     # application emoji id -> image bytes
        self.refused: list[str] = []                 # every 400 answered, readable ("POST /...: 50035 ...")
        self.strict_messages = True                  # a refused message body is also recorded in ``errors``
        self.requests: list[Request] = []
        self.received: list[dict] = []               # gateway frames from the bot
        self.sessions: list[Session] = []
        self.errors: list[str] = []                  # unknown routes, handler failures, protocol violations
        self.bot_errors: list[str] = []              # filled by the test harness (errors logged inside the bot)
        self.ready_sent = 0
        self.cond = asyncio.Condition()
        self.port = 0                                # set once the server listens

    # ---- addresses ------------------------------------------------------------------------------------------------
    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        return self.base_url + API

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    # ---- change notification ----------------------------------------------------------------------------------------
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

    def add_dm_channel(self, user_id: int) -> int:
        """The DM channel between the bot and ``user_id`` (created if there is none yet), as ``POST
        /users/@me/channels`` makes it."""
        cid = self.dm_channel_of(user_id)
        if cid is None:
            cid = P.snowflake()
            self.channels[cid] = P.dm_channel(cid, self.users[user_id])
        return cid

    def add_app_emoji(self, name: str, image: bytes = b"\x89PNG\r\n\x1a\n", *, animated: bool = False) -> dict:
        """An application emoji uploaded beforehand (as if by an earlier run of the bot)."""
        eid = P.snowflake()
        self.app_emojis[eid] = {"id": str(eid), "name": name, "roles": [], "require_colons": True,
                                "managed": False, "animated": animated, "available": True,
                                "user": P.user(self.app_id + 1, "owner")}
        self.emoji_images[eid] = image
        return self.app_emojis[eid]

    def drop_app_emoji(self, name: str) -> bool:
        """Delete the application emoji ``name`` behind the bot's back (someone removed it in the developer
        portal); True if there was one."""
        for eid, e in list(self.app_emojis.items()):
            if e["name"] == name:
                del self.app_emojis[eid]
                self.emoji_images.pop(eid, None)
                return True
        return False

    def app_emoji(self, name: str) -> dict | None:
        return next((e for e in self.app_emojis.values() if e["name"] == name), None)

    def _member(self, guild_id: int, user_id: int, with_permissions: bool = False) -> dict:
        perms = None
        if with_permissions:
            perms = P.MEMBER_PERMISSIONS | (P.MANAGE_CHANNELS if user_id in self.moderators else 0)
        return P.member(self.users[user_id], permissions=perms, joined_at=self.guilds[guild_id]["joined"][user_id])

    def guild_payload(self, gid: int) -> dict:
        g = self.guilds[gid]
        return P.guild(gid, g["name"], g["owner"], [self.channels[c] for c in g["channels"]],
                       [self._member(gid, u) for u in g["members"]])

    # ---- what was posted ------------------------------------------------------------------------------------------
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

    # ---- reading a message (Components V2 or classic) ------------------------------------------------------------
    def _current(self, msg: dict) -> dict:
        return self.messages.get(int(msg["id"]), msg)

    def is_silent(self, msg: dict) -> bool:
        """Sent with SUPPRESS_NOTIFICATIONS (``silent=True``): nobody is notified."""
        return bool(int(self._current(msg)["flags"]) & SUPPRESS_NOTIFICATIONS)

    def is_v2(self, msg: dict) -> bool:
        return bool(int(self._current(msg)["flags"]) & IS_COMPONENTS_V2)

    def text_of(self, msg: dict) -> str:
        """What the message says: its ``content`` then every TextDisplay's content in order, joined by newlines."""
        m = self._current(msg)
        return "\n".join(t for t in [m.get("content") or "", *V2.texts(m.get("components"))] if t)

    def components_of(self, msg: dict) -> list[dict]:
        """Every button and select menu of the message, at any depth (rows, containers, sections' accessories)."""
        return V2.interactive(self._current(msg).get("components"))

    def media_of(self, msg: dict) -> list[str]:
        """The URLs of the message's media gallery items, in order (an uploaded file's is its attachment URL, which
        ends with ``/<filename>``)."""
        return V2.media_urls(self._current(msg).get("components"))
