"""The REST routes of the fake Discord, by what they serve: login and gateway info (``/users/@me``,
``/oauth2/applications/@me``, ``/gateway/bot``), command sync (PUT/GET of global and server commands), interaction
callbacks (``?with_response=1`` bodies; types 4, 5, 6, 7, 8, 12), webhook follow-ups and ``@original`` message
get/edit/delete (JSON or multipart with files), DM channel creation, users, channels and their messages (create
with ``enforce_nonce``, history, fetch, edit, delete, typing), the message store they share, and the attachment
and CDN paths outside the API. A DM to a user in :attr:`FakeState.dm_blocked` fails with 403 (50007).

Every message body is checked first (``components_v2.py``: a refused create or edit changes nothing, and a refused
interaction response leaves the interaction unanswered); command sync checks installs and contexts
(``commands.py``); the application emoji routes are in ``emojis.py``.
"""
from __future__ import annotations

import time

from aiohttp import web

from tests.fake_discord import components_v2 as V2
from tests.fake_discord import payloads as P
from tests.fake_discord.commands import check_commands
from tests.fake_discord.emojis import EmojiRoutes
from tests.fake_discord.gateway import Gateway
from tests.fake_discord.oauth import OAuthRoutes
from tests.fake_discord.rest import FakeError, RestFront, json_response
from tests.fake_discord.state import EPHEMERAL, LOADING, Interaction


class RestRoutes(OAuthRoutes, RestFront, EmojiRoutes, Gateway):
    """The route table (:meth:`_route`) and its handlers; posted messages come back through the gateway."""

    def _route(self, method: str, p: list[str]):
        n = len(p)
        table = [
            ("GET", ["users", "@me"], self._me),
            ("GET", ["oauth2", "applications", "@me"], self._app_info),
            ("GET", ["applications", "@me"], self._app_info),
            ("POST", ["oauth2", "token"], self.oauth_token),
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
            *self.emoji_routes(),
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
        form = check_commands(body, guild=guild)
        if form.lines:
            raise FakeError(400, 50035, "Invalid Form Body", form.tree)
        had_entry = any(c.get("type") == 4 for c in self.commands.get(guild or "global", []))
        if had_entry and not any(c.get("type") == 4 for c in body or []):  # as Discord: an Entry Point stays
            raise FakeError(400, 50240, "You cannot remove this app's Entry Point command in a bulk update "
                                        "operation. Please include the Entry Point command in your update request "
                                        "or delete it separately.")
        if guild is not None and any(c.get("type") == 4 for c in body or []):
            raise FakeError(400, 50035, "Invalid Form Body", {"type": {"_errors": [
                {"code": "APPLICATION_COMMAND_TYPE_INVALID", "message": "Entry Point commands are global only"}]}})
        old = {c["name"]: c["id"] for c in self.commands.get(guild or "global", [])}
        out = []
        for c in body or []:
            cmd = {"type": 1, "options": [], "default_member_permissions": None, "dm_permission": True,
                   "nsfw": False, **c, "id": old.get(c["name"]) or str(P.snowflake()),
                   "application_id": str(self.app_id), "version": str(P.snowflake())}
            if guild is not None:
                cmd["guild_id"] = guild
            elif cmd.get("integration_types") is None:
                cmd["integration_types"] = [0]  # Discord's default: installed with a server
            out.append(cmd)
        self.commands[guild or "global"] = out
        return out

    async def _get_commands(self, app: str, guild: str | None = None, **_):
        return self.commands.get(guild or "global", [])

    # messages
    def _check(self, body: dict | None, files: list[dict], *, old: dict | None, interaction: bool,
               create: bool) -> int:
        """Discord's checks of a message body (components_v2.py); the message's flags afterwards."""
        try:
            return V2.check_message(body, files, old=old, emoji_ids={e["id"] for e in self.app_emojis.values()},
                                    interaction=interaction, create=create)
        except V2.Refusal as r:
            # a bad payload is a bug even when the bot shrugs off the 400: fail the test; an emoji deleted behind the
            # bot's back is not (the bot learns it from this answer)
            if self.strict_messages and not r.only_missing_emojis:
                self.errors.append(f"a message body Discord would refuse (400, code {r.code}): {r}")
            raise FakeError(400, r.code, r.message, r.errors) from None

    def _new_message(self, channel_id: int, body: dict | None, files: list[dict], *, flags: int = 0,
                     interaction: Interaction | None = None, check: bool = True) -> dict:
        body = body or {}
        mid = P.snowflake()
        ch = self.channels.get(channel_id)
        if ch is None:
            raise FakeError(404, 10003, "Unknown Channel")
        guild_id = int(ch["guild_id"]) if "guild_id" in ch else None
        own = self._check(body, files, old=None, interaction=interaction is not None, create=True) if check \
            else int(body.get("flags") or 0)
        msg = P.message(mid, channel_id, self.bot_user, guild_id=guild_id, flags=own | flags,
                        application_id=self.app_id if interaction else None,
                        mtype=20 if interaction and interaction.type == 2 else 0)
        self._store_body(msg, body, files)
        if "message_reference" in body:
            msg["message_reference"] = body["message_reference"]
            msg["type"] = 19
        self.messages[mid] = msg
        return msg

    def _apply_edit(self, msg: dict, body: dict, files: list[dict], *, interaction: bool = False,
                    create: bool = False) -> None:
        """An edit of ``msg`` (``create``: the body of a new message replacing a loading one), checked first."""
        msg["flags"] = self._check(body, files, old=msg, interaction=interaction, create=create)
        self._store_body(msg, body, files)
        msg["edited_timestamp"] = P.now_iso()

    def _store_body(self, msg: dict, body: dict, files: list[dict]) -> None:
        for key in ("content", "embeds"):
            if key in body:
                msg[key] = body[key] if body[key] is not None else ([] if key != "content" else "")
        if "allowed_mentions" in body:
            msg["allowed_mentions"] = body["allowed_mentions"]
        if "attachments" in body or files:  # without "attachments", an edit keeps the message's files
            keep = {str(a.get("id")) for a in body.get("attachments") or []}
            kept = [a for a in msg["attachments"] if a["id"] in keep] if "attachments" in body else msg["attachments"]
            msg["attachments"] = kept + [self._store_file(msg, f) for f in files]
        if "components" in body:
            msg["components"] = V2.resolve_media(body["components"] or [], msg["attachments"])

    def _store_file(self, msg: dict, f: dict) -> dict:
        aid = P.snowflake()
        self.files[aid] = f["data"]
        url = f"{self.base_url}/attachments/{aid}/{f['filename']}"
        return {"id": str(aid), "filename": f["filename"], "size": len(f["data"]), "url": url, "proxy_url": url,
                "content_type": f.get("content_type") or "application/octet-stream"}

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
        message = None
        if ctype == 4:
            message = self._new_message(record.channel_id, data, files, interaction=record)
        elif ctype == 5:
            message = self._new_message(record.channel_id, {"flags": data.get("flags")}, [], flags=LOADING,
                                        interaction=record, check=False)
        elif ctype == 7:
            message = self.messages[int(record.payload["message"]["id"])]
            self._apply_edit(message, data, files, interaction=True)
        elif ctype == 8:
            record.choices = data.get("choices", [])
        elif ctype == 12:  # LAUNCH_ACTIVITY: the Discord client opens the app's Activity in the channel
            record.launched = True
        elif ctype not in (6, 9):
            raise FakeError(400, 50035, f"Invalid interaction response type {ctype}")
        # only an accepted response acknowledges the interaction (a refused one may be retried)
        record.callbacks.append({"type": ctype, "data": data, "files": [f["filename"] for f in files]})
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
            self._check(body, files, old=original, interaction=True, create=True)  # refused: still loading
            original["flags"] &= ~LOADING  # the first followup after a thinking defer replaces the loading message
            self._apply_edit(original, body or {}, files, interaction=True, create=True)
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
        self._check(body, files, old=msg, interaction=True, create=False)  # a refused edit leaves it loading
        msg["flags"] &= ~LOADING
        self._apply_edit(msg, body or {}, files, interaction=True)
        return msg

    async def _webhook_delete(self, app: str, token: str, mid: str, **_):
        msg = self._webhook_message(self._interaction(token, app), mid)
        del self.messages[int(msg["id"])]
        return None

    async def _create_dm(self, *, body, **_):
        uid = int(body["recipient_id"])
        if uid not in self.users:
            raise FakeError(400, 50033, "Invalid Recipient(s)")
        return self.channels[self.add_dm_channel(uid)]

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
        if nonce is not None and (cid, nonce) in self.nonces:  # Discord: the message already posted with it...
            first, at = self.nonces[(cid, nonce)]
            if self.nonce_window is None or time.monotonic() - at <= self.nonce_window:  # ...within its window
                return first
        msg = self._new_message(int(cid), body, files)
        if nonce is not None:
            msg["nonce"] = nonce
            self.nonces[(cid, nonce)] = (msg, time.monotonic())
            self.nonce_messages.setdefault(nonce, []).append(int(msg["id"]))
        await self._echo(msg)
        return msg

    async def _channel_history(self, cid: str, *, query, **_):
        """Discord's read of a channel: newest first; ``after``: the ``limit`` messages right after that id; ``before``:
        the ``limit`` right before it. A read carries no nonce (Discord returns it only to the send itself)."""
        self._channel(cid)
        limit = int(query.get("limit", 50))
        messages = self.channel_messages(int(cid))
        if query.get("after"):
            messages = [m for m in messages if int(m["id"]) > int(query["after"])][:limit]
        if query.get("before"):
            messages = [m for m in messages if int(m["id"]) < int(query["before"])]
        return [{k: v for k, v in m.items() if k != "nonce"} for m in reversed(messages)][:limit]

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
