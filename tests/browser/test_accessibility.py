"""The web table for everyone (issue 55, item 4), in headless Chromium at a phone's size:

- axe-core (the npm package, tests/browser/axe.py) over every state of the page, in the light and dark schemes and
  with the system's "more contrast", finds no serious or critical violation; and it does find one planted;
- a whole turn of every game is played with the keyboard alone: Tab to the picker (past the board, which the keyboard
  zooms), Enter on a choice, the next step takes the focus, Enter on Confirm; every focused control shows its ring;
- another player's move is said politely (``aria-live="polite"``) on the page of a player who waits.
"""
from __future__ import annotations

import pytest

from bot.web.links import make_token
from games import registry
from tests.browser.axe import audit, failing
from tests.browser.support import PICKER_STEP
from tests.web.conftest import new_table

GAMES = ("dragons", "dragon_castle", "bunny_kingdom", "simurgh", "thorgal")
SCHEMES = ({"name": "prefers-color-scheme", "value": "light"}, {"name": "prefers-color-scheme", "value": "dark"})
MORE_CONTRAST = {"name": "prefers-contrast", "value": "more"}


async def emulate(browser, *features) -> None:
    await browser.call(browser.driver.execute_cdp_cmd, "Emulation.setEmulatedMedia", {"features": list(features)})


async def check(browser, state: str, seen: dict) -> None:
    """axe over the page now, in each scheme and with more contrast; serious or critical violations are collected
    under ``state`` (the test fails on any, naming them all)."""
    await browser.call(browser.driver.set_script_timeout, 60)
    for scheme in SCHEMES:
        for extra in ((), (MORE_CONTRAST,)):
            await emulate(browser, scheme, *extra)
            # the scheme's colours fade in (the buttons' transitions): axe reads them once they are there
            await browser.wait("return document.getAnimations().every((a) => !(a instanceof CSSTransition)"
                               " || a.playState !== 'running')")
            bad = failing(await audit(browser))
            if bad:
                seen[f"{state} ({scheme['value']}{', more contrast' if extra else ''})"] = bad
    await emulate(browser)


def report(seen: dict) -> str:
    return "\n".join(f"{state}: {v['impact']} {v['id']} ({v['help']}): {v['nodes'][:3]}"
                     for state, vs in seen.items() for v in vs)


async def seat_link(service, web, row, seat, lang="en") -> str:
    user = row.user_of(seat) if seat is not None else "watcher"
    return web.url(await make_token(service, row.id, seat, user, lang, 1))


async def acting_seat(service, channel: str) -> int:
    row, state = await service.table(channel)
    return sorted(registry.get(row.game).actors(state))[0]


async def test_axe_finds_no_serious_violation_in_any_state_of_the_page(service, web, browsers):
    seen: dict = {}
    row = await new_table(service)  # passgame, 3 players, seat 2 acts
    browser = await browsers()
    await browser.open_table(await seat_link(service, web, row, 2))
    await browser.wait(PICKER_STEP)
    await check(browser, "the reader's turn: the picker's first step", seen)
    await browser.js("document.querySelector('#choices button').click()")
    await browser.wait("return document.querySelectorAll('#path li').length > 0 "
                       "|| !document.getElementById('confirm').hidden")
    await browser.wait(PICKER_STEP)
    await check(browser, "a step into the move (path, Back)", seen)
    await browser.pick_move()
    await browser.wait("return document.getElementById('play').hidden")
    await check(browser, "after the move: waiting, with the answer", seen)
    await browser.js("document.querySelector('#textboard details').open = true")
    await check(browser, "the board in text, open", seen)
    await browser.wait("return document.querySelectorAll('#turns .turn-btn').length")
    await browser.js("document.querySelector('#turns .turn-btn').click()")
    await browser.wait("return !document.getElementById('past').hidden")
    await check(browser, "an earlier turn on the board", seen)
    await browser.js("document.querySelector('#table-viewer [data-zoom=\"in\"]').click()")
    await check(browser, "the picture zoomed", seen)

    spectator = await browsers()
    await spectator.open_table(await seat_link(service, web, row, None))
    await check(spectator, "a spectator's page", seen)

    polish = await browsers()
    await polish.open_table(await seat_link(service, web, row, 0, "pl"))
    await check(polish, "a page in Polish", seen)

    refused = await browsers()
    await refused.get(web.url("not-a-token"))
    await refused.wait("return document.body.classList.contains('refusal')")
    await check(refused, "the refusal page", seen)

    done = await new_table(service, channel="c-done", moves=0)
    while (await service.table("c-done"))[0].status == "active":
        r, s = await service.table("c-done")
        seat = sorted(registry.get(r.game).actors(s))[0]
        await service.play("c-done", r.user_of(seat), registry.get(r.game).legal_moves(s, seat)[0].id)
    ended = await browsers()
    await ended.open_table(await seat_link(service, web, done, 0))
    assert await ended.visible("result")
    await check(ended, "a finished game with its result", seen)
    assert not seen, report(seen)


@pytest.mark.parametrize("game_id", GAMES)
async def test_axe_on_the_first_move_of_every_game(service, web, browsers, game_id):
    """Each game's picker (buttons, a compact grid, a list with a search field), private view and text board."""
    seen: dict = {}
    row = await new_table(service, game_id, channel=f"c-{game_id}", moves=0)
    seat = await acting_seat(service, row.channel_id)
    browser = await browsers()
    await browser.open_table(await seat_link(service, web, row, seat))
    await browser.wait(PICKER_STEP)
    await browser.js("document.querySelector('#textboard details').open = true")
    await check(browser, f"{game_id}: the first move", seen)
    assert not seen, report(seen)


async def test_axe_sees_what_it_must_fail(service, web, browsers):
    """The control: a picture without a text and a button without a name, planted in the page, are reported as
    critical, so a clean audit above means something."""
    row = await new_table(service)
    browser = await browsers()
    await browser.open_table(await seat_link(service, web, row, 2))
    await browser.js("const i = document.createElement('img'); i.src = document.getElementById('table-img').src;"
                     "document.getElementById('main').append(i);"
                     "const b = document.createElement('button'); document.getElementById('main').append(b);")
    ids = {v["id"] for v in failing(await audit(browser))}
    assert {"image-alt", "button-name"} <= ids


FOCUSED = """
const e = document.activeElement;
if (!e || e === document.body) return null;
const s = getComputedStyle(e);
return {id: e.id, tag: e.tagName, text: (e.textContent || '').trim().slice(0, 60),
        inChoices: !!e.closest('#choices'), confirm: e.id === 'confirm', stage: e.classList.contains('stage')
          && !!e.closest('#table-viewer'),
        ring: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2};
"""


async def press(browser, key) -> None:
    from selenium.webdriver.common.action_chains import ActionChains

    await browser.call(lambda: ActionChains(browser.driver).send_keys(key).perform())


async def tab_to(browser, want, limit: int = 80) -> tuple[dict, list[dict]]:
    """Tab until the focused element satisfies ``want``; it and every element focused on the way."""
    from selenium.webdriver.common.keys import Keys

    way = []
    focused = await browser.js(FOCUSED)
    for _ in range(limit):
        if focused is not None and want(focused):
            return focused, way
        await press(browser, Keys.TAB)
        focused = await browser.js(FOCUSED)
        if focused is not None:
            way.append(focused)
    raise AssertionError(f"Tab never reached it; focused on the way: {[(f['tag'], f['id'], f['text']) for f in way]}")


@pytest.mark.parametrize("game_id", GAMES)
async def test_a_whole_turn_with_the_keyboard_alone(service, web, browsers, game_id):
    from selenium.webdriver.common.keys import Keys

    row = await new_table(service, game_id, channel=f"k-{game_id}", moves=0)
    seat = await acting_seat(service, row.channel_id)
    before = len(await service.db.moves(row.id))
    browser = await browsers()
    await browser.open_table(await seat_link(service, web, row, seat))
    await browser.wait(PICKER_STEP)
    await browser.js("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)")

    # the board is on the way and the keyboard zooms it
    stage, way = await tab_to(browser, lambda f: f["stage"])
    zoom = "return getComputedStyle(document.getElementById('table-img')).transform"
    flat = await browser.js(zoom)
    await press(browser, "+")
    assert await browser.js(zoom) != flat, "the + key did not zoom the board"
    await press(browser, "0")

    steps = 0
    focused, more = await tab_to(browser, lambda f: f["inChoices"] or f["confirm"])
    way += [stage, *more]
    while True:
        steps += 1
        assert steps < 30, "the move never became whole"
        step = await browser.wait(PICKER_STEP, "the picker offered no step")
        if step["confirm"] and not step["labels"]:
            focused, more = await tab_to(browser, lambda f: f["confirm"])
            way += more
            await press(browser, Keys.ENTER)
            break
        # the step's first choice has the focus (Tab from the top the first time; then it is given)
        focused = await browser.js(FOCUSED)
        assert focused is not None and focused["inChoices"], f"step {steps}: the focus is not on a choice: {focused}"
        way.append(focused)
        await press(browser, Keys.ENTER)
        await browser.wait(f"return document.querySelectorAll('#path li').length >= {step['path'] + 1}"
                           " || !document.getElementById('confirm').hidden", "the picker did not take the step")
        await browser.wait(PICKER_STEP)
    await browser.wait("const a = document.getElementById('answer');"
                       "return document.getElementById('play').hidden || a.classList.contains('ok')"
                       " || a.classList.contains('error')", "the page got no answer to its move")
    assert await browser.js("return document.getElementById('answer').classList.contains('error')") is False
    moves = await service.db.moves(row.id)
    assert len(moves) == before + 1 and moves[-1]["seat"] == seat and moves[-1]["interaction_id"].startswith("web:")
    no_ring = [(f["tag"], f["id"], f["text"]) for f in way if not f["ring"]]
    assert not no_ring, f"focused without a visible ring: {no_ring}"


async def test_another_players_move_is_said_politely(service, web, browsers):
    row = await new_table(service)  # seat 2 acts; seat 0 waits
    browser = await browsers()
    await browser.open_table(await seat_link(service, web, row, 0))
    live = await browser.js("const a = document.getElementById('announce');"
                            "return [a.getAttribute('aria-live'), a.textContent]")
    assert live == ["polite", ""]  # nothing is said on opening the page
    r, s = await service.table(row.channel_id)
    await service.play(row.channel_id, r.user_of(2), registry.get(r.game).legal_moves(s, 2)[0].id)
    now, _ = await service.table(row.channel_id)
    said = await browser.wait("return document.getElementById('announce').textContent",
                              "the move was not announced")
    turn = await browser.js("return document.getElementById('turn').textContent")
    assert turn and turn in said
    history = await browser.texts("#turns .turn-btn .text")
    assert any(line in said for line in history), (said, history)
    assert now.version == row.version + 1
