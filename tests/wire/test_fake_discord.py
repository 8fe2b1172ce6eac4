"""The stand-in itself keeps the rules discord.py depends on: JSON answers typed exactly ``application/json``,
4xx (never 5xx) for unknown routes and handler failures, each recorded so a test cannot pass over it."""
from __future__ import annotations

import aiohttp

from tests.fake_discord import FakeDiscord


async def test_the_fake_answers_like_discord_and_records_what_it_cannot_serve():
    fake = await FakeDiscord().start()
    try:
        auth = {"Authorization": f"Bot {fake.token}"}
        async with aiohttp.ClientSession() as http:
            async with http.get(f"{fake.api_base}/users/@me", headers=auth) as r:
                assert r.status == 200 and r.headers["Content-Type"] == "application/json"
                assert (await r.json())["id"] == str(fake.app_id)
            async with http.get(f"{fake.api_base}/users/@me") as r:
                assert r.status == 401
            async with http.get(f"{fake.api_base}/guilds/1/audit-logs", headers=auth) as r:
                assert r.status == 404 and r.headers["Content-Type"] == "application/json"
            assert fake.errors and "unknown route" in fake.errors[0]
            fake.errors.clear()
            async with http.put(f"{fake.api_base}/applications/{fake.app_id}/commands", headers=auth,
                                json=[{"description": "no name"}]) as r:  # a handler failure (KeyError)
                assert r.status == 400
            assert fake.errors and "KeyError" in fake.errors[0]
            fake.errors.clear()
            async with http.ws_connect(fake.gateway_url) as ws:
                hello = await ws.receive_json()
                assert hello["op"] == 10 and hello["d"]["heartbeat_interval"] > 0
                await ws.send_json({"op": 2, "d": {"token": fake.token, "intents": 0, "properties": {}}})
                ready = await ws.receive_json()
                assert ready["t"] == "READY" and ready["d"]["resume_gateway_url"] == fake.gateway_url
                await ws.send_json({"op": 1, "d": 1})
                assert (await ws.receive_json())["op"] == 11
    finally:
        await fake.stop()
    assert not fake.errors
