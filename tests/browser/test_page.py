"""The web table's page in a real browser (headless Chromium at a phone's 390×844; docs/web-table.md): a personal
link shows the table's picture and the reader's hand without sideways scrolling, a spectator link shows neither hand
nor picker, and a link that does not open shows the refusal page with its words."""
from __future__ import annotations

from bot.tables import present, text_board
from bot.web.links import link_key, make_token, revoke_links, sign
from games.core import i18n
from tests.browser.support import PHONE
from tests.web.conftest import new_table

DAY = 86400


async def test_a_personal_link_on_a_phone(service, web, browsers):
    row = await new_table(service)  # passgame, 3 players, 2 moves in: seat 2 acts
    state = await service.state_of(row)
    browser = await browsers()
    await browser.open_table(web.url(await make_token(service, row.id, 2, "u2", "en", 1)))

    assert await browser.js("return [window.innerWidth, window.innerHeight]") == list(PHONE)
    assert await browser.scroll_width() <= PHONE[0], "the page scrolls sideways on a phone"
    picture = await browser.js("const i = document.getElementById('table-img'); const r = i.getBoundingClientRect();"
                               "return {w: i.naturalWidth, src: i.getAttribute('src'), shown: r.width}")
    assert picture["w"] > 0 and picture["shown"] > 0 and f"v={row.version}" in picture["src"]
    assert "/api/picture/table.png" in picture["src"]
    # the reader's private view: their hand, in words
    assert await browser.visible("private")
    hand = present.private_text(row, state, 2, "en", present.plain_names(row))
    assert (await browser.texts("#private-text")) == [hand]
    assert (await browser.texts("#who")) == [i18n.tr("en", "bot-web-seat", name="Gracz2")]
    # seat 2 acts: the picker asks its first question with its choices as buttons
    assert await browser.visible("play") and not await browser.visible("waiting")
    assert await browser.wait("return document.querySelectorAll('#choices button').length")
    assert await browser.scroll_width() <= PHONE[0]
    # the board in text (issue 55): one tap opens it; its headings and rows are the reader's text board
    parts = text_board.sections(row, state, "en", 2)
    assert await browser.js("return !document.getElementById('textboard').hidden")
    assert await browser.texts("#textboard-body h3") == [p.heading for p in parts]
    assert await browser.texts("#textboard-body li") == [r for p in parts for r in p.rows]
    # passgame draws no private picture: its 404 (docs/web-table.md) is the only console line
    assert [e for e in await browser.console_errors() if "/api/private.png" not in e] == []


async def test_a_spectator_link_shows_no_hand_and_no_picker(service, web, browsers):
    row = await new_table(service)
    browser = await browsers()
    await browser.open_table(web.url(await make_token(service, row.id, None, "u2", "en", 1)))
    assert (await browser.texts("#who")) == [i18n.tr("en", "bot-web-spectator")]
    assert not await browser.visible("private") and not await browser.visible("play")
    assert await browser.js("return document.querySelectorAll('#choices button, #confirm:not([hidden])').length") == 0
    assert await browser.visible("waiting")
    assert (await browser.texts("#waiting")) == [i18n.tr("en", "bot-web-watch")]
    src = await browser.js("return document.getElementById('private-img').getAttribute('src')")
    assert not src  # the private picture was never asked for
    assert await browser.scroll_width() <= PHONE[0]
    assert await browser.console_errors() == []


async def test_links_that_do_not_open_show_the_refusal_page(service, web, browsers):
    row = await new_table(service, channel="c1")
    other = await new_table(service, channel="c2")
    key = await link_key(service)
    now = int(service.clock())
    good = await make_token(service, row.id, 0, "u0", "pl", 1)
    mine_elsewhere = await make_token(service, other.id, 0, "u0", "pl", 1)
    revoked = await make_token(service, row.id, 2, "u2", "pl", 1)
    await revoke_links(service, "u2")
    cases = {
        "forged": good[:-4] + ("AAAA" if not good.endswith("AAAA") else "BBBB"),
        # another table's: table c2's claims under the MAC of a link to c1 (a token for one table opens no other)
        "another table's": ".".join([mine_elsewhere.split(".")[0], mine_elsewhere.split(".")[1],
                                     good.split(".")[2]]),
        "expired": sign(key, {"t": row.id, "s": 1, "u": "u1", "i": now - 2 * DAY, "e": now - DAY, "l": "pl"}),
        "revoked": revoked,
        "gone": sign(key, {"t": other.id + 100, "s": None, "u": "u0", "i": now, "e": now + DAY, "l": "pl"}),
        "not-yours": await make_token(service, row.id, 1, "u0", "pl", 1),  # seat 1 is u1's
    }
    expect = {"another table's": "forged"}
    browser = await browsers()
    for case, token in cases.items():
        reason = expect.get(case, case)
        await browser.get(web.url(token))
        shown = await browser.wait("return document.body && document.body.classList.contains('refusal')"
                                   " && document.body.dataset.reason", f"{case}: no refusal page")
        assert shown == reason, case
        assert (await browser.texts("h1")) == [i18n.tr("pl", f"bot-web-refused-{reason}")], case
        words = await browser.texts("main p")
        assert words[0] == i18n.tr("pl", f"bot-web-refused-{reason}-why"), case
        assert i18n.tr("pl", "bot-web-refused-how") in words, case
        assert await browser.js("return document.documentElement.lang") == "pl"
        assert await browser.js("return document.querySelectorAll('#table-img, #play').length") == 0, case
        assert token not in await browser.js("return document.documentElement.outerHTML"), case
        assert await browser.scroll_width() <= PHONE[0], case
    # the English switch of the refusal page works too
    await browser.click("a[hreflang=en]")
    await browser.wait("return document.documentElement.lang === 'en'", "the language switch did nothing")
    assert (await browser.texts("h1")) == [i18n.tr("en", "bot-web-refused-not-yours")]
    # a refusal page loads no script (a network error is fine for the failed page itself: 403/404/410)
    assert all("Content Security Policy" not in e for e in await browser.console_errors())
