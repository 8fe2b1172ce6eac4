"""The web table made for thumbs (issue 54, item 3), in headless Chromium at a phone's 390×844, for every game a few
moves in: the decision sits right under the picture (the move picker, then the reader's hand, before the board in
text and the history), every word a player decides by is at least 12 CSS px, nothing scrolls sideways, and the page
says what the others did since the reader's last turn (``/api/since``) above the picker."""
from __future__ import annotations

from bot.web.links import make_token
from tests.browser.screenshots import GAMES, play_table
from tests.browser.support import PHONE
from tests.web.conftest import new_table

# where each part of the page starts (CSS px from the top of the page), null when it is not shown
TOPS = """
const top = (id) => {
  const e = document.getElementById(id);
  if (!e || e.hidden || e.closest('[hidden]')) return null;
  return e.getBoundingClientRect().top + window.scrollY;
};
const board = document.querySelector('.board').getBoundingClientRect();
return {board_bottom: board.bottom + window.scrollY, play: top('play'), private: top('private'),
        textboard: top('textboard'), history: top('history')};
"""

# every element of the picker and of the private view whose computed font is under 12 CSS px (hidden or not:
# a step shown later or a line one tap away counts too)
SMALL_TEXT = """
const small = [];
for (const id of ['play', 'private']) {
  for (const e of document.getElementById(id).querySelectorAll('*')) {
    if (e.closest('svg') || e.classList.contains('sr-only')) continue;
    const px = parseFloat(getComputedStyle(e).fontSize);
    if (px < 12) small.push(`${e.tagName.toLowerCase()}#${e.id}.${e.className}: ${px}px`);
  }
}
return small;
"""

PICKER_READY = ("return document.querySelectorAll('#choices button').length > 0"
                " || document.getElementById('confirm').hidden === false")


async def test_every_game_puts_the_decision_under_the_picture(service, web, browsers):
    browser = await browsers()
    seen = {}
    for n, game in enumerate(GAMES):
        row, seat = await play_table(service, game, f"t{n}", 6)
        assert seat is not None, game
        await browser.open_table(web.url(await make_token(service, row.id, seat, row.user_of(seat), "en", 1)))
        await browser.wait(PICKER_READY, f"{game}: the picker did not load")
        await browser.wait("return !document.getElementById('since').hidden", f"{game}: no 'since' lines")
        # the others moved since the reader's last turn (a turn of steps under way is not "since")
        assert (await browser.texts("#since-count"))[0].strip("()").isdigit(), game
        tops = await browser.js(TOPS)
        assert tops["play"] is not None, game
        # the picker comes right after the picture: nothing between them but the gap of the layout
        assert 0 <= tops["play"] - tops["board_bottom"] <= 24, (game, tops)
        assert tops["play"] < tops["history"], (game, tops)
        if tops["textboard"] is not None:
            assert tops["play"] < tops["textboard"], (game, tops)
        if tops["private"] is not None:  # the reader's hand right after the move, before the rest
            assert tops["play"] < tops["private"] < tops["history"], (game, tops)
            if tops["textboard"] is not None:
                assert tops["private"] < tops["textboard"], (game, tops)
        seen[game] = {"wide": await browser.scroll_width(), "small": await browser.js(SMALL_TEXT)}
        # a step into the picker and the 'since' lines open: still nothing sideways, nothing small
        await browser.js("document.getElementById('since').open = true")
        await browser.js("const b = document.querySelector('#choices button'); if (b) b.click();")
        await browser.wait(PICKER_READY, f"{game}: the picker's next step did not load")
        seen[game]["wide"] = max(seen[game]["wide"], await browser.scroll_width())
        seen[game]["small"] += await browser.js(SMALL_TEXT)
    wide = {g: s["wide"] for g, s in seen.items() if s["wide"] > PHONE[0]}
    assert wide == {}, f"pages that scroll sideways at {PHONE[0]} px: {wide}"
    small = {g: s["small"] for g, s in seen.items() if s["small"]}
    assert small == {}, f"text under 12 px in the picker or the hand: {small}"
    assert await browser.console_errors() == []


async def test_since_my_last_turn_above_the_picker(service, web, browsers):
    row = await new_table(service)  # passgame, 3 players, Ala and Gracz1 moved: Gracz2 (seat 2) acts
    lines = (await (await _since(web, service, row, 2)).json())["turns"]
    assert [t["name"] for t in lines] == ["Ala", "Gracz1"]
    browser = await browsers()
    await browser.open_table(web.url(await make_token(service, row.id, 2, "u2", "en", 1)))
    await browser.wait("return !document.getElementById('since').hidden", "the 'since' lines are not shown")
    # above the picker's question, in the picker's card, one tap open
    order = await browser.js("const s = document.getElementById('since').getBoundingClientRect();"
                             "const q = document.getElementById('question').getBoundingClientRect();"
                             "return [s.bottom <= q.top, !!document.getElementById('since').closest('#play')]")
    assert order == [True, True]
    await browser.click("#since summary")
    await browser.wait("return document.getElementById('since').open")
    shown = await browser.js("return [...document.querySelectorAll('#since-list li')]"
                             ".map((li) => li.offsetHeight > 0 ? li.textContent : null)")
    assert shown == [f"{t['name']}: {t['text']}" if not t["named"] else t["text"] for t in lines]
    assert (await browser.texts("#since-count")) == ["(2)"]
    # the reader's move: not their turn any more, the lines go with the picker
    await browser.pick_move()
    await browser.wait("return document.getElementById('play').hidden"
                       " && document.getElementById('since').hidden", "the 'since' lines stayed")
    # passgame draws no private picture: its 404 (docs/web-table.md) is the only console line
    assert [e for e in await browser.console_errors() if "/api/private.png" not in e] == []


async def test_a_spectator_gets_no_since_lines(service, web, browsers):
    row = await new_table(service)
    browser = await browsers()
    await browser.open_table(web.url(await make_token(service, row.id, None, "u2", "en", 1)))
    assert not await browser.visible("since") and not await browser.visible("play")


async def _since(web, service, row, seat):
    import aiohttp

    async with aiohttp.ClientSession() as session:
        answer = await session.get(web.url(await make_token(service, row.id, seat, row.user_of(seat), "en", 1))
                                   + "/api/since")
        await answer.read()
        return answer
