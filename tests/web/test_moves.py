"""A move through ``POST /t/{token}/api/move`` (docs/web-table.md): validated by the game like a button press,
applied exactly once per request id, followed by the adapter's after-move work; refused, with the table unchanged,
without the page's CSRF token, from another origin, for a spectator, for a move the game refuses, for a malformed
body, and past the link's rate limit."""
from __future__ import annotations

import asyncio
import uuid

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.tables import present
from bot.web.app import build_app
from bot.web.links import make_token
from games import registry
from games.core.errors import GameError
from tests.web.conftest import new_table, start_web, web_settings


async def _page(web, service, row, seat: int | None, user: str | None = None) -> tuple[str, str]:
    token = await web.token(service, row, seat, user=user)
    data = await (await web.client.get(f"/t/{token}/api/table")).json()
    return token, data["csrf"]


def _request() -> str:
    return uuid.uuid4().hex


async def _unchanged(service, row) -> None:
    now, _ = await service.table(row.channel_id)
    assert now.version == row.version
    assert len(await service.db.moves(row.id)) == row.version - 1


async def test_a_move_is_played_for_the_links_seat_and_told(service, web):
    row = await new_table(service)
    state = await service.state_of(row)
    card = state["hands"][2][0]
    token, csrf = await _page(web, service, row, 2)
    answer = await web.client.post(f"/t/{token}/api/move", json={"move": f"play {card}", "csrf": csrf,
                                                                 "request": _request()})
    assert answer.status == 200
    data = await answer.json()
    assert data["ok"] is True and data["version"] == row.version + 1 and data["note"]
    moves = await service.db.moves(row.id)
    assert (moves[-1]["seat"], moves[-1]["move"]) == (2, f"play {card}")
    assert moves[-1]["interaction_id"].startswith("web:")
    assert [o.move for o in web.after] == [f"play {card}"]  # the adapter's after-move work ran once


async def test_the_same_request_twice_is_applied_once(service, web):
    row = await new_table(service)
    card = (await service.state_of(row))["hands"][2][0]
    token, csrf = await _page(web, service, row, 2)
    body = {"move": f"give {card}", "csrf": csrf, "request": _request()}
    first = await (await web.client.post(f"/t/{token}/api/move", json=body)).json()
    again = await (await web.client.post(f"/t/{token}/api/move", json=body)).json()
    assert first["ok"] and again == {"ok": True, "note": present.t("en", "bot-duplicate"),
                                     "version": row.version + 1}
    assert len(await service.db.moves(row.id)) == row.version  # one move more, not two
    assert len(web.after) == 1


async def test_the_mover_reads_their_own_private_line(service, web):
    row = await new_table(service)
    card = (await service.state_of(row))["hands"][2][0]
    token, csrf = await _page(web, service, row, 2)
    data = await (await web.client.post(f"/t/{token}/api/move", json={"move": f"give {card}", "csrf": csrf,
                                                                         "request": _request()})).json()
    assert str(card) in data["note"]  # "you gave 7 to …": the mover's own event


@pytest.mark.parametrize("csrf", [None, "", "0" * 64, "nonsense"])
async def test_a_move_without_the_pages_csrf_token_is_refused(service, web, csrf):
    row = await new_table(service)
    card = (await service.state_of(row))["hands"][2][0]
    token, _ = await _page(web, service, row, 2)
    body = {"move": f"play {card}", "request": _request(), **({} if csrf is None else {"csrf": csrf})}
    answer = await web.client.post(f"/t/{token}/api/move", json=body)
    assert answer.status == 403
    assert (await answer.json())["error"] == present.t("en", "bot-webapi-csrf")
    await _unchanged(service, row)


async def test_another_links_csrf_token_is_refused(service, web):
    row = await new_table(service)
    card = (await service.state_of(row))["hands"][2][0]
    token, _ = await _page(web, service, row, 2)
    _, other_csrf = await _page(web, service, row, 0)
    answer = await web.client.post(f"/t/{token}/api/move", json={"move": f"play {card}", "csrf": other_csrf,
                                                                 "request": _request()})
    assert answer.status == 403
    await _unchanged(service, row)


async def test_a_move_from_another_origin_is_refused(service, web):
    row = await new_table(service)
    card = (await service.state_of(row))["hands"][2][0]
    token, csrf = await _page(web, service, row, 2)
    body = {"move": f"play {card}", "csrf": csrf, "request": _request()}
    evil = await web.client.post(f"/t/{token}/api/move", json=body, headers={"Origin": "https://evil.example"})
    assert evil.status == 403
    await _unchanged(service, row)
    ours = await web.client.post(f"/t/{token}/api/move", json=body, headers={"Origin": "https://plansza.example"})
    assert ours.status == 200


async def test_a_move_the_game_refuses_leaves_the_table_unchanged(service, web):
    row = await new_table(service)
    token, csrf = await _page(web, service, row, 2)
    answer = await web.client.post(f"/t/{token}/api/move", json={"move": "play 99", "csrf": csrf,
                                                                 "request": _request()})
    assert answer.status == 422
    data = await answer.json()
    assert set(data) == {"error"} and data["error"]
    await _unchanged(service, row)
    assert web.after == []


async def test_a_seat_that_is_not_to_move_is_refused_in_the_readers_words(service, web):
    row = await new_table(service)
    token, csrf = await _page(web, service, row, 0)
    card = (await service.state_of(row))["hands"][0][0]
    answer = await web.client.post(f"/t/{token}/api/move?lang=pl", json={"move": f"play {card}", "csrf": csrf,
                                                                         "request": _request()})
    assert answer.status == 422
    with pytest.raises(GameError) as err:
        await service.play(row.channel_id, "u0", f"play {card}")
    assert (await answer.json())["error"] == present.error_text(err.value, "pl")
    await _unchanged(service, row)


async def test_a_spectator_link_makes_no_moves(service, web):
    row = await new_table(service)
    card = (await service.state_of(row))["hands"][2][0]
    token, csrf = await _page(web, service, row, None, user="u2")
    answer = await web.client.post(f"/t/{token}/api/move", json={"move": f"play {card}", "csrf": csrf,
                                                                 "request": _request()})
    assert answer.status == 403 and (await answer.json())["error"] == present.t("en", "bot-webapi-spectator")
    await _unchanged(service, row)


@pytest.mark.parametrize("body", [b"not json", b"[1, 2]", b'{"move": 5}', b'{"move": ""}',
                                  b'{"move": "play 1"}', b'{"move": "play 1", "request": "short"}',
                                  b'{"move": "play 1", "request": "../../etc/passwd"}'])
async def test_a_malformed_body_is_refused(service, web, body):
    row = await new_table(service)
    token, csrf = await _page(web, service, row, 2)
    if body.startswith(b"{"):
        body = body[:-1] + f', "csrf": "{csrf}"}}'.encode()
    answer = await web.client.post(f"/t/{token}/api/move", data=body, headers={"Content-Type": "application/json"})
    assert answer.status == 400
    assert (await answer.json())["error"] == present.t("en", "bot-webapi-bad-request")
    await _unchanged(service, row)


async def test_a_move_on_a_table_that_ended_is_refused(service, web):
    row = await new_table(service, players=("u0", "u1"), moves=6)
    assert row.status == "finished"
    token, csrf = await _page(web, service, row, 0)
    answer = await web.client.post(f"/t/{token}/api/move", json={"move": "play 1", "csrf": csrf,
                                                                 "request": _request()})
    assert answer.status == 409


async def test_moves_past_the_links_rate_limit_are_refused(service, clock):
    web = await start_web(service, clock, rate_burst=2, rate_per_second=0.5)
    try:
        row = await new_table(service)
        token, csrf = await _page(web, service, row, 2)
        statuses = []
        for _ in range(3):
            answer = await web.client.post(f"/t/{token}/api/move", json={"move": "play 99", "csrf": csrf,
                                                                         "request": _request()})
            statuses.append(answer.status)
        assert statuses == [422, 422, 429]
        data = await answer.json()
        assert data["error"] == present.t("en", "bot-err-slow-down", seconds=2)
        other, other_csrf = await _page(web, service, row, 0)  # another person's link has its own bucket
        answer = await web.client.post(f"/t/{other}/api/move", json={"move": "play 99", "csrf": other_csrf,
                                                                     "request": _request()})
        assert answer.status == 422
        clock.advance(2)
        answer = await web.client.post(f"/t/{token}/api/move", json={"move": "play 99", "csrf": csrf,
                                                                     "request": _request()})
        assert answer.status == 422
    finally:
        await web.client.close()


async def test_a_move_reaches_every_open_page_through_the_services_notifier(service, clock):
    row = await new_table(service)
    client = TestClient(TestServer(build_app(web_settings(), service, clock=clock, keepalive=30)))
    await client.start_server()
    try:
        watcher = await client.get(f"/t/{await make_token(service, row.id, 0, 'u0', 'en', 30)}/api/events")
        assert await watcher.content.readline() == b"event: version\n"
        assert await watcher.content.readline() == f"data: {row.version}\n".encode()
        token = await make_token(service, row.id, 2, "u2", "en", 30)
        csrf = (await (await client.get(f"/t/{token}/api/table")).json())["csrf"]
        card = (await service.state_of(row))["hands"][2][0]
        answer = await client.post(f"/t/{token}/api/move", json={"move": f"play {card}", "csrf": csrf,
                                                                 "request": _request()})
        assert answer.status == 200
        lines = [await asyncio.wait_for(watcher.content.readline(), 5) for _ in range(3)]
        assert lines == [b"\n", b"event: version\n", f"data: {row.version + 1}\n".encode()]
        watcher.close()
    finally:
        await client.close()


@pytest.mark.parametrize("game_id", ["bunny_kingdom", "dragon_castle", "dragons", "passgame", "simurgh", "thorgal"])
async def test_the_picker_walks_to_a_move_the_game_accepts(service, web, game_id):
    """For every game: from the first step, always the last choice, until the prefix is a whole move; then it is
    played through the page like any move."""
    row = await new_table(service, game_id=game_id, players=("u0", "u1"), moves=1)
    state = await service.state_of(row)
    seat = sorted(registry.get(game_id).actors(state))[0]
    token, csrf = await _page(web, service, row, seat)
    step = await (await web.client.get(f"/t/{token}/api/choices")).json()
    assert step["back"] is None  # the first step: no "Back" that would only open it again
    for _ in range(12):
        assert step["question"] and step["note"] is None
        if step["back"] is not None:  # Back leads to another step, never to this one again
            back = await (await web.client.get(f"/t/{token}/api/choices", params={"prefix": step["back"]})).json()
            assert back["prefix"] == step["back"] != step["prefix"]
        if step["complete"] and not step["choices"]:
            break
        assert step["choices"] and all(c["label"] for c in step["choices"])
        prefix = " ".join(x for x in (step["prefix"], step["choices"][-1]["token"]) if x)
        step = await (await web.client.get(f"/t/{token}/api/choices", params={"prefix": prefix})).json()
    assert step["complete"] and step["move"]
    answer = await web.client.post(f"/t/{token}/api/move", json={"move": step["prefix"], "csrf": csrf,
                                                                 "request": _request()})
    assert answer.status == 200, await answer.text()
    assert (await service.db.moves(row.id))[-1]["move"] == step["prefix"]


async def test_a_simultaneous_choice_stays_changeable_on_the_page(service, web):
    """Smoki's reveal is chosen by everyone at once: after alice has chosen, the table no longer waits for her (no
    "your turn" badge), but her picker stays open until everyone has chosen, and a new choice replaces the first."""
    row = await new_table(service, game_id="dragons", players=("u0", "u1", "u2"), moves=0)
    token, csrf = await _page(web, service, row, 0)
    first = await (await web.client.get(f"/t/{token}/api/table")).json()
    assert 0 in first["actors"] and first["can_act"]
    answer = await web.client.post(f"/t/{token}/api/move", json={"move": "reveal 1", "csrf": csrf,
                                                                 "request": _request()})
    assert answer.status == 200, await answer.text()
    after = await (await web.client.get(f"/t/{token}/api/table")).json()
    assert 0 not in after["actors"] and after["can_act"]  # no longer awaited, still free to change
    step = await (await web.client.get(f"/t/{token}/api/choices")).json()
    assert [c["token"] for c in step["choices"]] == [str(i) for i in range(1, 7)]
    answer = await web.client.post(f"/t/{token}/api/move", json={"move": "reveal 4", "csrf": after["csrf"],
                                                                 "request": _request()})
    assert answer.status == 200, await answer.text()
    _, state = await service.table(row.channel_id)
    assert registry.get("dragons").view(state, 0)["private"]["reveal"] == 4
    other, _ = await _page(web, service, row, 1)
    assert (await (await web.client.get(f"/t/{other}/api/table")).json())["can_act"]  # bob has not chosen yet
