"""The Activity's sign-in and live updates (issue 54), against the fake Discord's OAuth2 routes: a one-time code
exchanged with the client secret opens the channel's table at the reader's own seat (a spectator's for someone
without one); a replayed code is refused before Discord is asked, a forged one when Discord refuses it; the pages may
be framed by Discord only inside the Activity; the changes come by WebSocket; and the vendored SDK is the pinned npm
package's build."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from games import registry
from tests.fake_discord import FakeDiscord
from tests.web.conftest import new_table, start_web

ROOT = Path(__file__).resolve().parents[2]
SDK = ROOT / "bot/web/static/vendor/discord-embedded-app-sdk-2.5.0.js"


@pytest.fixture
async def fake():
    f = await FakeDiscord().start()
    yield f
    await f.stop()


@pytest.fixture
async def activity(service, clock, fake):
    web = await start_web(service, clock, activity_client_id=str(fake.app_id),
                          activity_client_secret=fake.client_secret, api_base=fake.api_base)
    yield web
    await web.client.close()


async def _people(fake, n=3) -> list[str]:
    return [str(fake.add_user(f"p{i}")) for i in range(n)]


async def _session(web, code: str, channel: str = "c1", lang: str = "en"):
    r = await web.client.post("/activity/api/session", json={"code": code, "channel_id": channel, "lang": lang})
    return r.status, await r.json()


async def test_a_code_opens_the_channels_table_at_the_readers_seat(service, fake, activity):
    people = await _people(fake)
    row = await new_table(service, players=people, channel="111")
    status, body = await _session(activity, fake.authorize(int(people[1])), "111")
    assert status == 200 and body["seat"] == 1 and body["access_token"] and body["path"].startswith("/t/")
    table = await (await activity.client.get(body["path"] + "/api/table")).json()
    assert table["seat"] == 1 and table["private"] is not None and table["version"] == row.version
    assert fake.exchanged == [(fake.exchanged[0][0], True)]  # the bot asked Discord once, and was answered
    # someone in the channel without a seat watches: the public view, no hand
    status, body = await _session(activity, fake.authorize(int(fake.add_user("guest"))), "111")
    assert status == 200 and body["seat"] is None
    table = await (await activity.client.get(body["path"] + "/api/table")).json()
    assert table["seat"] is None and table["private"] is None


async def test_a_replayed_or_forged_code_is_refused(service, fake, activity):
    people = await _people(fake)
    await new_table(service, players=people, channel="111")
    code = fake.authorize(int(people[0]))
    assert (await _session(activity, code, "111"))[0] == 200
    status, body = await _session(activity, code, "111", lang="pl")  # the same code again: a replay
    assert status == 403 and body["error"] == "To logowanie zostało już użyte. Zamknij aktywność i otwórz ją ponownie."
    assert len(fake.exchanged) == 1  # refused before Discord was asked
    status, body = await _session(activity, "forged-" + code[7:], "111")
    assert status == 403 and body["error"].startswith("Discord did not confirm who you are.")
    assert fake.exchanged[-1][1] is False
    fake.refused.clear()  # the fake's own record of the invalid_grant it answered
    # a code of another application's secret never works either: Discord refuses the grant
    status, body = await _session(activity, "", "111")
    assert status == 400
    status, body = await _session(activity, fake.authorize(int(people[0])), "not-a-channel")
    assert status == 400


async def test_a_channel_without_a_table(service, fake, activity):
    status, body = await _session(activity, fake.authorize(int(fake.add_user("x"))), "222")
    assert status == 404 and body["access_token"] and body["error"]


async def test_only_the_activitys_pages_may_be_framed_by_discord(service, fake, activity, web):
    people = await _people(fake)
    await new_table(service, players=people, channel="111")
    page = await activity.client.get("/activity?frame_id=f&instance_id=i&platform=desktop&channel_id=111")
    framing = "frame-ancestors 'self' https://discord.com"
    assert page.status == 200 and framing in page.headers["Content-Security-Policy"]
    text = await page.text()
    assert f'data-client="{fake.app_id}"' in text and "activity.js" in text
    _, body = await _session(activity, fake.authorize(int(people[0])), "111")
    framed = await activity.client.get(body["path"] + "?frame_id=f&instance_id=i&platform=mobile")
    assert "frame-ancestors 'self' https://discord.com" in framed.headers["Content-Security-Policy"]
    assert "activity.js" in await framed.text()
    plain = await activity.client.get(body["path"])
    assert "frame-ancestors 'none'" in plain.headers["Content-Security-Policy"]
    assert "activity.js" not in await plain.text()
    # without the Activity's settings there is no Activity at all
    assert (await web.client.get("/activity")).status == 404
    assert (await web.client.post("/activity/api/session", json={})).status in (404, 405)


async def test_the_changes_come_by_websocket(service, fake, activity):
    people = await _people(fake)
    row = await new_table(service, players=people, channel="111")
    _, body = await _session(activity, fake.authorize(int(people[0])), "111")
    async with activity.client.ws_connect(body["path"] + "/api/ws") as ws:
        assert int((await ws.receive(timeout=5)).data) == row.version
        r, state = await service.table("111")
        game = registry.get(r.game)
        seat = sorted(game.actors(state))[0]
        await service.play("111", r.user_of(seat), game.legal_moves(state, seat)[0].id)
        await activity.notifier.publish(r.id, r.version + 1)
        got = await ws.receive(timeout=5)
        assert int(got.data) == r.version + 1


@pytest.mark.skipif(not os.environ.get("CI") and not shutil.which("npm"), reason="npm builds the SDK (CI has it)")
def test_the_vendored_sdk_is_the_pinned_packages_build(tmp_path):
    """bot/web/static/vendor/ holds exactly what bot/web/activity_sdk/build.sh makes of the locked npm package."""
    out = tmp_path / "sdk.js"
    subprocess.run(["sh", str(ROOT / "bot/web/activity_sdk/build.sh"), str(out)], check=True, timeout=300,
                   capture_output=True)
    assert out.read_bytes() == SDK.read_bytes()
    lock = json.loads((ROOT / "bot/web/activity_sdk/package-lock.json").read_text())
    assert lock["packages"]["node_modules/@discord/embedded-app-sdk"]["version"] == "2.5.0"
