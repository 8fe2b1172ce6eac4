"""A stand-in for the Discord client around an Activity, for the browser tests (issue 54): one local server that is
both Discord's proxy (``<client id>.discordsays.com``: every path goes on to the bot's web table, WebSockets too) and
the client's page that hosts the Activity's frame and answers the Embedded App SDK's messages, as Discord's client
does: the handshake (``READY``), ``AUTHORIZE`` (a one-time code from the fake Discord's OAuth2 side for the
simulated user) and ``AUTHENTICATE``; any other command gets an empty answer. Every frame exchanged is kept in the
page's ``window.rpc`` for the tests to read.

The client's page and the Activity share the proxy's origin here (Discord's client lives at discord.com; the SDK
accepts its own origin as well, so the same origin stands in for it), and the frame's address carries what
Discord's does: ``frame_id``, ``instance_id``, ``platform``, ``guild_id``, ``channel_id``.
"""
from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator

import aiohttp
from aiohttp import web

CLIENT_PAGE = """<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>html,body{margin:0;height:100%;background:#313338}iframe{border:0;width:100%;height:100%;display:block}</style>
</head><body><iframe id="activity" title="Activity" src="__SRC__"></iframe><script>
const conf = __CONF__;
const frame = document.getElementById("activity");
window.rpc = [];
const send = (payload) => {
  window.rpc.push(["out", payload]);
  frame.contentWindow.postMessage([1, payload], location.origin);
};
window.addEventListener("message", async (event) => {
  if (event.source !== frame.contentWindow || !Array.isArray(event.data)) return;
  const [op, data] = event.data;
  window.rpc.push(["in", op, data]);
  if (op === 0) {  // HANDSHAKE: the client is ready
    send({cmd: "DISPATCH", evt: "READY", nonce: null, data: {v: 1,
      config: {api_endpoint: "//discord.com/api", environment: "production", cdn_host: "cdn.discordapp.com"},
      user: {id: conf.user, username: conf.name, discriminator: "0"}}});
    return;
  }
  if (op !== 1) return;
  const answer = (result) => send({cmd: data.cmd, nonce: data.nonce, evt: null, data: result});
  if (data.cmd === "AUTHORIZE") {
    const r = await fetch("/__discord__/authorize?user=" + conf.user, {method: "POST"});
    answer({code: (await r.json()).code});
  } else if (data.cmd === "AUTHENTICATE") {
    answer({access_token: data.args.access_token, scopes: ["identify"], expires: "2099-01-01T00:00:00.000Z",
            user: {id: conf.user, username: conf.name, discriminator: "0", public_flags: 0, avatar: null},
            application: {id: conf.client, name: "Plansza", description: "", icon: null, rpc_origins: []}});
  } else {
    answer({});
  }
});
</script></body></html>"""

HOP = {"connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length", "content-encoding"}


class DiscordClient:
    """The proxy and client page on a free local port; :meth:`url` is the address that opens a user's Activity."""

    def __init__(self, fake, web_port: int):
        self.fake = fake
        self.target = f"http://127.0.0.1:{web_port}"
        self.port = 0
        self._runner: web.AppRunner | None = None
        self._http: aiohttp.ClientSession | None = None
        self.instances = 0

    def url(self, user: int, channel: int, guild: int, platform: str = "mobile") -> str:
        return (f"http://127.0.0.1:{self.port}/__discord__/client?user={user}&channel={channel}&guild={guild}"
                f"&platform={platform}")

    async def _client(self, request: web.Request) -> web.Response:
        q = request.query
        self.instances += 1
        src = (f"/activity?frame_id=frame-{self.instances}&instance_id=i-{self.instances}&platform={q['platform']}"
               f"&guild_id={q['guild']}&channel_id={q['channel']}")
        user = self.fake.users[int(q["user"])]
        conf = {"user": q["user"], "name": user["username"], "client": str(self.fake.app_id)}
        text = CLIENT_PAGE.replace("__SRC__", src).replace("__CONF__", json.dumps(conf))
        return web.Response(text=text, content_type="text/html")

    async def _no_icon(self, request: web.Request) -> web.Response:
        return web.Response(status=204)

    async def _authorize(self, request: web.Request) -> web.Response:
        return web.json_response({"code": self.fake.authorize(int(request.query["user"]))})

    async def _proxy(self, request: web.Request) -> web.StreamResponse:
        assert self._http is not None
        url = self.target + request.path_qs
        headers = {k: v for k, v in request.headers.items() if k.lower() not in HOP}
        if "Origin" in headers:  # the page's origin inside Discord is the app's proxy domain
            headers["Origin"] = f"https://{self.fake.app_id}.discordsays.com"
        if request.headers.get("Upgrade", "").lower() == "websocket":
            return await self._proxy_socket(request, url, headers)
        async with self._http.request(request.method, url, headers=headers, data=await request.read(),
                                      allow_redirects=False) as answer:
            body = await answer.read()
            out = {k: v for k, v in answer.headers.items() if k.lower() not in HOP}
            return web.Response(status=answer.status, body=body, headers=out)

    async def _proxy_socket(self, request: web.Request, url: str, headers: dict) -> web.WebSocketResponse:
        assert self._http is not None
        inside = web.WebSocketResponse()
        await inside.prepare(request)
        keep = {k: v for k, v in headers.items() if not k.lower().startswith("sec-websocket")}
        async with self._http.ws_connect(url.replace("http://", "ws://", 1), headers=keep) as outside:
            async def pump(src, dst):
                async for msg in src:
                    if msg.type == aiohttp.WSMsgType.TEXT:
                        await dst.send_str(msg.data)
                await dst.close()

            await asyncio.gather(pump(outside, inside), pump(inside, outside), return_exceptions=True)
        return inside

    @contextlib.asynccontextmanager
    async def running(self) -> AsyncIterator[DiscordClient]:
        app = web.Application()
        app.router.add_get("/__discord__/client", self._client)
        app.router.add_post("/__discord__/authorize", self._authorize)
        app.router.add_get("/favicon.ico", self._no_icon)  # the client page's own (Discord's has one)
        app.router.add_route("*", "/{tail:.*}", self._proxy)
        self._http = aiohttp.ClientSession()
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = self._runner.addresses[0][1]
        try:
            yield self
        finally:
            await self._runner.cleanup()
            await self._http.close()
