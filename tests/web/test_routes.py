"""Every route of the web table (docs/web-table.md, "HTTP routes") against a real table service with a game played a
few moves: what each answers for a seat and for a spectator, in both languages, and how a link that does not open is
refused (a page or JSON in the reader's language, 403/404/410)."""
from __future__ import annotations

from bot.tables import present, text_board
from bot.web.links import make_token, revoke_links
from games import registry
from tests.web.conftest import new_table

DAY = 86400


async def test_the_page_is_the_shell_with_the_links_own_base(service, web):
    row = await new_table(service)
    token = await web.token(service, row, 1, lang="pl")
    answer = await web.client.get(f"/t/{token}")
    assert answer.status == 200 and answer.content_type == "text/html"
    text = await answer.text()
    assert 'lang="pl"' in text and f"/t/{token}" in text
    assert 'lang="en"' in await (await web.client.get(f"/t/{token}?lang=en")).text()


async def test_the_table_as_a_seat_sees_it(service, web):
    row = await new_table(service)
    state = await service.state_of(row)
    game = registry.get("passgame")
    token = await web.token(service, row, 1)
    data = await (await web.client.get(f"/t/{token}/api/table")).json()
    name_of = present.plain_names(row)
    assert data["version"] == row.version == 3
    assert (data["game"], data["status"], data["seat"], data["lang"]) == ("passgame", "active", 1, "en")
    assert data["title"] == present.game_title("passgame", "en")
    assert data["names"] == ["Ala", "Gracz1", "Gracz2"]
    assert data["actors"] == sorted(game.actors(state)) == [2]
    assert data["turn"] == present.status_line(row, state, "en", name_of)
    assert data["private"] == {"text": present.private_text(row, state, 1, "en", name_of),
                               "alt": present.private_alt(row, state, 1, "en")}
    assert data["alt"] == present.public_alt(row, state, "en", 1)  # the picture in words (issue 55)
    assert data["result"] is None
    assert data["deadline"] is not None and data["deadline"] > service.clock()
    assert data["pages"] == [{"id": "table", "label": present.t("en", "bot-page-table")}]
    assert len(data["csrf"]) == 64
    polish = await (await web.client.get(f"/t/{token}/api/table?lang=pl")).json()
    assert polish["lang"] == "pl" and polish["turn"] == present.status_line(row, state, "pl", name_of)
    assert polish["alt"] == present.public_alt(row, state, "pl", 1)


async def test_the_picture_in_words_on_the_page_is_the_readers_view(service, web):
    """A real game: the page's alt text is the reader's view in words (a spectator's and a seat's), in the page's
    language, the same text Discord's pictures carry."""
    row = await new_table(service, "dragons", moves=4)
    state = await service.state_of(row)
    for seat in (None, 0, 1):
        token = await web.token(service, row, seat, user="u0" if seat is None else None)
        for lang in ("en", "pl"):
            data = await (await web.client.get(f"/t/{token}/api/table?lang={lang}")).json()
            assert data["alt"] == present.public_alt(row, state, lang, seat)
            assert data["alt"].startswith(present.game_title("dragons", lang) + ":\n")
            # the whole board in text (headings and rows), the same sections as /table view:text
            assert data["board"] == [{"heading": p.heading, "rows": p.rows}
                                     for p in text_board.sections(row, state, lang, seat)]
            assert data["board"][0]["heading"] == present.t(lang, "dragons-board-now")


async def test_a_spectator_sees_no_hand(service, web):
    row = await new_table(service)
    token = await web.token(service, row, None, user="u0")
    data = await (await web.client.get(f"/t/{token}/api/table")).json()
    assert data["seat"] is None and data["private"] is None
    assert (await web.client.get(f"/t/{token}/api/private.png")).status == 404
    choices = await (await web.client.get(f"/t/{token}/api/choices")).json()
    assert choices["choices"] == [] and choices["complete"] is False


async def test_a_finished_game_shows_its_result(service, web):
    row = await new_table(service, players=("u0", "u1"), moves=6, options={"hand": 3})
    assert row.status == "finished"
    data = await (await web.client.get(f"/t/{await web.token(service, row, 0)}/api/table")).json()
    state = await service.state_of(row)
    assert data["status"] == "finished" and data["actors"] == [] and data["deadline"] is None
    assert data["result"] == present.result_text(registry.get("passgame").result(state), "en",
                                                 present.plain_names(row))


async def test_pictures_are_the_seats_own(service, web):
    row = await new_table(service)
    state = await service.state_of(row)
    token = await web.token(service, row, 1)
    answer = await web.client.get(f"/t/{token}/api/picture/table.png?v={row.version}")
    assert answer.status == 200 and answer.content_type == "image/png"
    assert await answer.read() == present.public_png(row, state, "en", "table", 1)
    polish = await (await web.client.get(f"/t/{token}/api/picture/table.png?lang=pl")).read()
    assert polish == present.public_png(row, state, "pl", "table", 1)
    assert (await web.client.get(f"/t/{token}/api/picture/nonsense.png")).status == 404


async def test_the_private_picture_of_a_game_that_draws_one(service, web):
    game = next(g for g in ("dragons", "bunny_kingdom", "simurgh") if registry.get(g).has_hidden_information)
    row = await new_table(service, game_id=game, players=("u0", "u1"), moves=0)
    state = await service.state_of(row)
    token = await web.token(service, row, 0)
    want = present.private_png(row, state, 0, "en")
    answer = await web.client.get(f"/t/{token}/api/private.png")
    if want is None:
        assert answer.status == 404
    else:
        assert answer.status == 200 and await answer.read() == want


async def test_history_pages_and_pictures(service, web):
    row = await new_table(service, moves=4)
    token = await web.token(service, row, 1)
    data = await (await web.client.get(f"/t/{token}/api/history")).json()
    assert data["moves"] == 4 and data["older"] is None and data["newer"] is None
    assert [(t["first"], t["last"], t["name"]) for t in data["turns"]] == [
        (1, 1, "Ala"), (2, 2, "Gracz1"), (3, 3, "Gracz2"), (4, 4, "Ala")]
    assert all(t["text"] and "play " not in t["text"] for t in data["turns"])  # words, never a raw move id
    later = await (await web.client.get(f"/t/{token}/api/history?start=2")).json()
    assert [t["first"] for t in later["turns"]] == [3, 4] and later["older"] == 0
    state = await service.state_at(row, 2)
    answer = await web.client.get(f"/t/{token}/api/history/2.png")
    assert answer.status == 200 and await answer.read() == present.public_png(row, state, "en", None, 1)
    assert (await web.client.get(f"/t/{token}/api/history/5.png")).status == 404
    assert (await web.client.get(f"/t/{token}/api/history/0.png")).status == 200  # the start


async def test_history_shows_a_seat_its_own_private_lines_only(service, web):
    await service.create(guild_id="g", channel_id="c1", user_id="u0", name="Ala", game_id="passgame")
    await service.join("c1", "u1", "Bob")
    await service.start("c1", "u0")
    row, state = await service.table("c1")
    card = state["hands"][0][0]
    await service.play("c1", "u0", f"give {card}")
    row, _ = await service.table("c1")
    lines = {}
    for seat in (0, 1, None):
        token = await web.token(service, row, seat, user="u0" if seat is None else None)
        data = await (await web.client.get(f"/t/{token}/api/history")).json()
        lines[seat] = data["turns"][0]["text"]
    assert str(card) in lines[0] and str(card) in lines[1]  # the giver and the receiver know the card
    assert str(card) not in lines[None]


async def test_choices_walk_the_seats_moves_token_by_token(service, web):
    row = await new_table(service)
    state = await service.state_of(row)
    hand = state["hands"][2]
    token = await web.token(service, row, 2)
    first = await (await web.client.get(f"/t/{token}/api/choices")).json()
    assert first["prefix"] == "" and not first["complete"]
    assert [c["token"] for c in first["choices"]] == ["play", "give"]
    assert first["question"]
    step = await (await web.client.get(f"/t/{token}/api/choices", params={"prefix": "give"})).json()
    assert step["prefix"] == "give" and step["back"] == ""
    assert [c["token"] for c in step["choices"]] == [str(c) for c in hand]
    assert all(c["label"] for c in step["choices"])
    whole = await (await web.client.get(f"/t/{token}/api/choices", params={"prefix": f"give {hand[0]}"})).json()
    assert whole["complete"] and whole["choices"] == [] and whole["move"]
    stale = await (await web.client.get(f"/t/{token}/api/choices", params={"prefix": "give 99"})).json()
    assert stale["prefix"] == "" and stale["note"] == present.t("en", "bot-step-stale")
    waiting = await (await web.client.get(f"/t/{await web.token(service, row, 0)}/api/choices")).json()
    assert waiting["choices"] == [] and waiting["question"] == present.t("en", "bot-no-moves")


async def test_refused_links_are_answered_in_words_with_their_status(service, web, clock):
    row = await new_table(service)
    good = await web.token(service, row, 0, lang="pl")
    cases = {"forged": (good[:-3] + "AAA", 403)}
    cases["expired"] = (await make_token(service, row.id, 1, "u1", "pl", 1), 410)
    clock.advance(DAY + 1)
    revoked = await make_token(service, row.id, 2, "u2", "pl", 30)
    await revoke_links(service, "u2")
    cases["revoked"] = (revoked, 410)
    for reason, (token, status) in cases.items():
        page = await web.client.get(f"/t/{token}")
        assert page.status == status and page.content_type == "text/html", reason
        assert token not in await page.text()
        for path in ("/api/table", "/api/history", "/api/choices", "/api/picture/table.png", "/api/events"):
            answer = await web.client.get(f"/t/{token}{path}")
            assert answer.status == status, (reason, path)
            data = await answer.json()
            assert data == {"error": present.t("pl", f"bot-webapi-refused-{reason}"), "reason": reason}
        english = await (await web.client.get(f"/t/{token}/api/table?lang=en")).json()
        assert english["error"] == present.t("en", f"bot-webapi-refused-{reason}")


async def test_a_table_that_is_gone_is_not_found(service, web):
    from bot.web.links import link_key, sign

    row = await new_table(service)
    claims = {"t": row.id + 1, "s": None, "u": "u0", "i": int(service.clock()), "e": int(service.clock()) + DAY,
              "l": "en"}
    token = sign(await link_key(service), claims)
    assert (await web.client.get(f"/t/{token}")).status == 404
    assert (await web.client.get(f"/t/{token}/api/table")).status == 404


async def test_unknown_paths_are_not_found(service, web):
    row = await new_table(service)
    token = await web.token(service, row, 0)
    for path in (f"/t/{token}/api/nothing", "/", "/t/", "/static/../bot/web/app.py"):
        assert (await web.client.get(path)).status == 404, path


async def test_since_my_last_turn_is_the_digests_turns_as_the_seat_sees_them(service, web):
    """``/api/since`` (issue 54): what the others did since the reader's last turn, the Discord digest's turns
    (:func:`bot.tables.history.since`), in the reader's language; a card given to another seat stays theirs."""
    await service.create(guild_id="g", channel_id="c1", user_id="u0", name="Ala", game_id="passgame")
    for i, user in enumerate(("u1", "u2"), 1):
        await service.join("c1", user, f"Gracz{i}")
    await service.start("c1", "u0")
    row, state = await service.table("c1")
    await service.play("c1", "u0", f"play {state['hands'][0][0]}")  # Ala (seat 0) plays a card for everyone
    row, state = await service.table("c1")
    given = state["hands"][1][0]
    await service.play("c1", "u1", f"give {given}")  # Gracz1 gives Gracz2 a card: theirs only
    row, state = await service.table("c1")
    assert sorted(registry.get(row.game).actors(state)) == [2]
    secret = f"gave you {given}"  # Gracz2's own line of the gift (tests/support/locales: passgame-received)

    async def since(seat, lang="en", user=None):
        token = await web.token(service, row, seat, user=user, lang=lang)
        answer = await web.client.get(f"/t/{token}/api/since")
        assert answer.status == 200 and answer.headers["Cache-Control"] == "no-store"
        return await answer.json()

    # Gracz2 has not played yet: both turns are news, in words, the card they were given among them
    mine = await since(2)
    assert mine["missed"] == 2 and mine["nothing"] is None and mine["version"] == row.version
    assert [(t["last"], t["name"]) for t in mine["turns"]] == [(1, "Ala"), (2, "Gracz1")]
    assert secret in mine["turns"][1]["text"] and "give " not in mine["turns"][1]["text"]
    polish = await since(2, "pl")
    assert polish["turns"][1]["text"] != mine["turns"][1]["text"]
    # Ala played before Gracz1: only Gracz1's turn, and not the card (it went to Gracz2)
    ala = await since(0)
    assert [(t["last"], t["name"]) for t in ala["turns"]] == [(2, "Gracz1")] and ala["missed"] == 1
    assert "Gracz1" in ala["turns"][0]["text"] and str(given) not in ala["turns"][0]["text"]
    # Gracz1 moved last: nobody else has since, said in the digest's words
    gracz1 = await since(1)
    assert gracz1["turns"] == [] and gracz1["missed"] == 0
    assert gracz1["nothing"] == present.t("en", "bot-since-nothing")
    # a spectator: the public turns, no card given to a seat
    watcher = await since(None, user="u0")
    assert [t["last"] for t in watcher["turns"]] == [1, 2] and watcher["nothing"] is None
    assert str(given) not in watcher["turns"][1]["text"] and "Gracz2" in watcher["turns"][1]["text"]
