"""The web table's defences (docs/web-table.md): the security headers on every answer (a refusal, a 404, a stream and
a static asset included), no caching but of static assets, the live event stream, and logs that never hold a link's
token (the token is the link) -- checked on the real server :class:`WebTable` starts."""
from __future__ import annotations

import asyncio
import logging

import aiohttp

from bot.web.app import WebTable
from bot.web.links import make_token, revoke_links
from bot.web.page import STATIC_DIR
from bot.web.security import CSP, hide_token
from tests.web.conftest import new_table, web_settings

HEADERS = {"Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"}


def _has_headers(answer, cache: str = "no-store") -> None:
    for name, value in HEADERS.items():
        assert answer.headers.get(name) == value, (answer.url, name)
    assert answer.headers.get("Cache-Control") == cache, answer.url


async def test_every_answer_carries_the_security_headers(service, web):
    row = await new_table(service)
    token = await web.token(service, row, 1)
    paths = [f"/t/{token}", f"/t/{token}/api/table", f"/t/{token}/api/picture/table.png",
             f"/t/{token}/api/history", f"/t/{token}/api/history/1.png", f"/t/{token}/api/choices",
             f"/t/{token}/api/private.png", f"/t/{token[:-2]}xx", f"/t/{token[:-2]}xx/api/table",
             f"/t/{token}/api/nothing", "/nowhere"]
    for path in paths:
        _has_headers(await web.client.get(path))
    _has_headers(await web.client.post(f"/t/{token}/api/move", json={}))
    events = await web.client.get(f"/t/{token}/api/events")
    _has_headers(events)
    events.close()


async def test_static_assets_are_served_with_a_long_cache(service, web):
    assets = sorted(p for p in STATIC_DIR.rglob("*") if p.is_file())
    if not assets:  # the page's assets are another part's; the route is there all the same
        assert (await web.client.get("/static/none.js")).status == 404
        return
    asset = assets[0]
    answer = await web.client.get("/static/" + asset.relative_to(STATIC_DIR).as_posix())
    assert answer.status == 200 and await answer.read() == asset.read_bytes()
    _has_headers(answer, cache="public, max-age=31536000, immutable")


async def test_the_event_stream_tells_each_new_version(service, web):
    row = await new_table(service)
    token = await web.token(service, row, 1)
    answer = await web.client.get(f"/t/{token}/api/events")
    assert answer.status == 200 and answer.content_type == "text/event-stream"

    async def event() -> list[bytes]:
        lines = []
        while not lines or lines[-1] != b"\n":
            lines.append(await asyncio.wait_for(answer.content.readline(), 5))
        return lines

    assert await event() == [b"event: version\n", f"data: {row.version}\n".encode(), b"\n"]
    await web.notifier.publish(row.id, row.version + 1)
    await web.notifier.publish(row.id + 1, 99)  # another table's change is not this page's
    assert await event() == [b"event: version\n", f"data: {row.version + 1}\n".encode(), b"\n"]
    assert await event() == [b": keep-alive\n", b"\n"]  # the fixture's keep-alive: 0.2 s
    await revoke_links(service, "u1")  # the link stops opening: the stream ends at its next check
    rest = await asyncio.wait_for(answer.content.read(), 5)
    assert b"event:" not in rest
    answer.close()


def test_the_logged_path_hides_the_token():
    assert hide_token("/t/v1.eyJ0Ijo.abc/api/table") == "/t/…/api/table"
    assert hide_token("/t/v1.eyJ0Ijo.abc") == "/t/…"
    assert hide_token("/static/app.js") == "/static/app.js"


async def test_the_running_web_table_never_logs_a_token(service, clock, caplog):
    row = await new_table(service)
    moved = []

    async def after_move(outcome) -> None:
        moved.append(outcome.move)
        raise RuntimeError("the channel is down")  # logged, and the move still answered

    table = WebTable(web_settings(), service, after_move=after_move, clock=clock)
    caplog.set_level(logging.DEBUG)
    await table.start()
    try:
        assert table.port > 0
        state = await service.state_of(row)
        token = await _token(service, row, 2)
        base = f"http://127.0.0.1:{table.port}/t/{token}"
        async with aiohttp.ClientSession() as http:
            async with http.get(base) as page:
                assert page.status == 200
            async with http.get(base + "/api/table") as answer:
                csrf = (await answer.json())["csrf"]
            async with http.get(base[:-3] + "abc/api/table") as refused:
                assert refused.status == 403
            async with http.get(base + "/api/choices?prefix=give") as answer:
                assert answer.status == 200
            async with http.post(base + "/api/move", json={"move": f"play {state['hands'][2][0]}", "csrf": csrf,
                                                           "request": "r" * 16}) as answer:
                assert answer.status == 200 and (await answer.json())["ok"]
    finally:
        await table.stop()
    assert moved
    text = "\n".join(r.getMessage() + (r.exc_text or "") for r in caplog.records)
    access = [r.getMessage() for r in caplog.records if r.name == "plansza.web.access"]
    assert any(line.startswith("GET /t/…/api/table 200") for line in access), access
    assert any(line.startswith("POST /t/…/api/move 200") for line in access), access
    assert "the channel is down" in text  # the failed after-move work is in the log...
    assert token not in text and token.split(".")[2] not in text and "prefix" not in text  # ...the token never


async def test_stop_ends_open_event_streams(service, clock):
    row = await new_table(service)
    table = WebTable(web_settings(), service, clock=clock)
    await table.start()
    token = await _token(service, row, 1)
    async with aiohttp.ClientSession() as http:
        async with http.get(f"http://127.0.0.1:{table.port}/t/{token}/api/events") as stream:
            assert (await stream.content.readline()) == b"event: version\n"
            started = asyncio.get_running_loop().time()
            await asyncio.wait_for(table.stop(), 10)
            assert asyncio.get_running_loop().time() - started < 5


async def _token(service, row, seat):
    return await make_token(service, row.id, seat, row.user_of(seat), "en", 30)


async def test_a_link_too_damaged_to_tell_its_language_is_refused_in_the_browsers(service, web):
    """A refusal page for a token nobody can read speaks the browser's language (Accept-Language), else English."""
    for header, words in (("pl-PL,pl;q=0.9,en;q=0.8", 'lang="pl"'), ("de-DE,en;q=0.5", 'lang="en"'), ("", 'lang="en"')):
        answer = await web.client.get("/t/garbage", headers={"Accept-Language": header} if header else {})
        assert answer.status in (403, 404) and words in await answer.text()
