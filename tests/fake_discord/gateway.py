"""The fake's gateway: the websocket the bot connects to (HELLO, IDENTIFY -> READY with ``resume_gateway_url`` + one
GUILD_CREATE per server of the shard, heartbeat ACKs, RESUME -> INVALID_SESSION, member chunks), and the sending of
events to the connected sessions, routed by shard as Discord does (including the echo of the bot's own messages
as MESSAGE_CREATE)."""
from __future__ import annotations

import json
import secrets

from aiohttp import WSMsgType, web

from tests.fake_discord.state import EPHEMERAL, LOADING, FakeState, Session

GUILD_MESSAGES, DIRECT_MESSAGES = 1 << 9, 1 << 12  # gateway intents


class Gateway(FakeState):
    """The gateway websocket (:meth:`_gateway`, served at ``/gateway``) and event delivery to its sessions."""

    # ---- events to the bot ------------------------------------------------------------------------------------------
    async def dispatch(self, event: str, data: dict, *, shard: int | None = None) -> None:
        """Send an event to the sessions Discord routes it to (``shard``: to that shard's session instead)."""
        for s in list(self.sessions):
            goes = s.routes(data.get("guild_id")) if shard is None else s.shard[0] == shard
            if s.identified and not s.ws.closed and goes:
                s.seq += 1
                await _send(s, {"op": 0, "t": event, "s": s.seq, "d": data})

    async def _echo(self, msg: dict) -> None:
        """The bot's own message comes back through the gateway (when its intents ask for it), as on Discord."""
        if msg["flags"] & (EPHEMERAL | LOADING):
            return
        ch = self.channels[int(msg["channel_id"])]
        want = DIRECT_MESSAGES if ch["type"] == 1 else GUILD_MESSAGES
        for s in list(self.sessions):
            if s.identified and s.intents & want and not s.ws.closed and s.routes(ch.get("guild_id")):
                s.seq += 1
                await _send(s, {"op": 0, "t": "MESSAGE_CREATE", "s": s.seq, "d": msg})

    # ---- the websocket ----------------------------------------------------------------------------------------------
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


async def _send(session: Session, payload: dict) -> None:
    """An event to a session; one whose connection is closing (the bot was killed a moment ago) loses it, as a
    dead session loses Discord's events, rather than failing the sender."""
    try:
        await session.ws.send_str(json.dumps(payload))
    except ConnectionResetError:
        pass
