"""Hints for learners (issue 30): the 💡 button of a ``hints=on`` table gives the presser, privately and in their
language, the computer's three best moves for their seat, only while that seat acts; off by default; never a post
in the channel nor a line in the history."""
from __future__ import annotations

import re

from bot.tables import hints
from games.ai.advice import Advice
from games.core.errors import GameError
from tests.e2e.harness import console_session, lobby_lines
from tests.support.discord_helpers import components, shown, table_version

HINT = "plansza:1:h:"


def ids(message) -> list[str]:
    return [c["custom_id"] for c in components(message)]


async def _smoki(world, options="mode=rounds rounds=1 hints=on", language=None):
    ch = world.channel
    extra = {"language": language} if language else {}
    lobby = (await world.alice.slash(ch, "create", game="dragons", options=options, **extra)).response
    await world.bob.slash(ch, "join")
    r = await world.alice.slash(ch, "start")
    return lobby, r.followups[0]


async def _press(user, card):
    r = await user.click(card, custom_id=HINT)
    assert r.ephemeral
    return r


def _moves(text: str) -> list[str]:
    return [line for line in text.splitlines() if re.match(r"\d\. ", line)]


async def test_off_by_default_no_button_and_a_refusal(world, service):
    lobby, card = await _smoki(world, options="mode=rounds rounds=1")
    assert "hint" not in shown(lobby).lower()
    assert HINT not in ids(card)
    try:
        await service.hint(str(world.channel.id), str(world.alice.id), "en")
    except GameError as err:
        assert err.key == "bot-err-hints-off"
    else:
        raise AssertionError("a hint at a table without hints")


async def test_the_lobby_tells_everyone_the_table_s_flags(world, locales):
    lobby, _ = await _smoki(world, options="mode=rounds rounds=1 hints=on standins_rated=off")
    assert "💡 Computer hints: on" in shown(lobby)
    assert "Games played partly by a stand-in are not rated." in shown(lobby)


async def test_table_names_the_flags_in_the_lobby_and_in_the_game(world, locales):
    """/table tells the flags too: to whoever looks in the lobby before joining, and during the game (the 💡 button
    is there because of it)."""
    ch = world.channel
    await world.alice.slash(ch, "create", game="dragons", options="hints=on standins_rated=off")
    r = await world.carol.slash(ch, "table")
    assert r.ephemeral and "💡 Computer hints: on" in shown(r.response)
    assert "Games played partly by a stand-in are not rated." in shown(r.response)
    await world.bob.slash(ch, "join")
    await world.alice.slash(ch, "start")
    r = await world.carol.slash(ch, "table")
    assert "💡 Computer hints: on" in shown(r.response)


async def test_the_lobby_in_polish(world):
    lobby, _ = await _smoki(world, options="hints=tak", language="pl")
    assert "💡 Podpowiedzi komputera: włączone" in shown(lobby)


async def test_a_private_hint_for_the_acting_seat(world, service):
    _, card = await _smoki(world)
    assert HINT in ids(card)
    version = await table_version(service, world.channel)
    history = (await service.history(str(world.channel.id), None))[1]
    r = await _press(world.alice, card)
    text = shown(r.response)
    assert text.startswith("💡 The computer's hint (only you can see it)")
    lines = _moves(text)
    assert 1 <= len(lines) <= 3
    assert all("% of the simulations, about " in line and "% chance to win" in line for line in lines)
    assert "reveal" not in text  # the moves as players see them, never an id
    assert text.splitlines()[-1].endswith("chances and points are its estimates, and the choice is yours.")
    assert not [m for m in r.followups if not m.ephemeral]  # nothing in the channel
    assert await table_version(service, world.channel) == version  # nothing played
    assert (await service.history(str(world.channel.id), None))[1] == history  # nothing written


async def test_in_the_presser_s_language(world, locales):
    _, card = await _smoki(world)
    locales[world.bob.id] = "pl"
    text = shown((await _press(world.bob, card)).response)
    assert text.startswith("💡 Podpowiedź komputera (widzisz ją tylko ty)")
    assert all("% symulacji, szanse na wygraną ok. " in line
               for line in _moves(text))
    assert text.splitlines()[-1].endswith("szanse i punkty to jego szacunki, a wybór należy do ciebie.")


async def test_refused_to_a_seat_that_is_not_acting_and_to_a_bystander(world, service, locales):
    _, card = await _smoki(world)
    r = await _press(world.carol, card)
    assert "You are not seated" in shown(r.response)
    await world.alice.slash(world.channel, "play", move="reveal 1")
    r = await world.bob.slash(world.channel, "play", move="reveal 2")
    turn = r.followups[0]
    assert HINT in ids(turn)
    row, state = await service.table(str(world.channel.id))
    waiting = world.bob if row.user_of(state["active"]) == str(world.alice.id) else world.alice
    acting = world.alice if waiting is world.bob else world.bob
    r = await _press(waiting, turn)
    assert shown(r.response) == "You get a hint on your turn, when you have a move to make."
    locales[waiting.id] = "pl"
    r = await _press(waiting, turn)
    assert shown(r.response) == "Podpowiedź dostaniesz w swojej kolejce, gdy masz ruch do wykonania."
    assert _moves(shown((await _press(acting, turn)).response))


async def test_the_private_picker_offers_it_too(world):
    _, card = await _smoki(world)
    r = await world.alice.click(card, custom_id="plansza:1:q:reveal")
    picker = r.response
    assert HINT in ids(picker)
    r = await _press(world.alice, picker)
    assert _moves(shown(r.response))


def test_the_reason_in_words_in_both_languages():
    """One move's reason as a player reads it: the search's share, the chances, the points against the best rival
    (left out when the step changes none), a turn that goes on; a forced step says so."""
    scoring = Advice("x", 40, 0.46, 0.62, 4.2, 3.6, False)
    losing = Advice("x", 9, 0.1, 0.3, -1.2, -1.0, True)
    forced = Advice("x", 0, 1.0, None, 0.0, 0.0, False)
    assert hints.reason(scoring, "pl", 1) == "46% symulacji, szanse na wygraną ok. 62%, ok. 4 pkt zysku względem rywala"
    assert hints.reason(scoring, "en", 2) == ("46% of the simulations, about a 62% chance to win, about 4 points "
                                              "gained on the best rival")
    assert hints.reason(losing, "pl", 2) == ("10% symulacji, szanse na wygraną ok. 30%, ok. 1 pkt straty względem "
                                             "najlepszego z rywali, potem znów twój ruch")
    assert hints.reason(losing, "en", 1) == ("10% of the simulations, about a 30% chance to win, about 1 point lost to "
                                             "your rival, then you move again")
    assert hints.reason(forced, "pl", 1) == "to twój jedyny możliwy ruch"
    assert hints.reason(scoring, "en", 1, cooperative=True).startswith("46% of the simulations, about a 62% chance "
                                                                       "for the team to win")


async def test_the_console_s_hint_command():
    async with console_session(lang="pl") as run:
        await run.console.run_lines([*lobby_lines(2, "mode=rounds rounds=1 hints=on"), "alice hint", "carol hint"],
                                    echo=False)
        text = "\n".join(run.output)
    assert "💡 Podpowiedzi komputera: włączone" in text  # the lobby names the flag
    dm = text.split("[DM", 1)[1] if "[DM" in text else text
    assert "💡 Podpowiedź komputera (widzisz ją tylko ty)" in dm and "% symulacji" in dm
    assert "Nie siedzisz przy tym stole." in text


async def test_the_worker_pool_thinks_the_same_hint():
    """``ComputerPlayers.advise`` thinks in the worker pool at the hint level's budget (here a small one, untimed):
    the same advice as the search run here."""
    from dataclasses import replace

    from bot.tables.computer import HINT_LEVEL, ComputerPlayers
    from games import registry
    from games.ai import LEVELS
    from games.ai.advice import advise
    from tests.ai.test_search import positions

    small = replace(LEVELS[HINT_LEVEL], iterations=30, rollout_depth=6)
    game = registry.get("dragons")
    state, seat = next((s, k) for s, k in positions("dragons", 2, seed=3) if len(game.move_ids(s, k)) > 2)
    players = ComputerPlayers(1, timed=False, levels={HINT_LEVEL: small})
    try:
        assert await players.advise(game, state, seat, 77) == advise(game, state, seat, small, 77)
    finally:
        players.close()


async def test_create_s_autocomplete_offers_the_table_s_flags(world, locales):
    choices = await world.alice.autocomplete(world.channel, "create", "options", "hi", game="dragons")
    assert [c["value"] for c in choices] == ["hints=on"] and "computer hints for learners: yes" in choices[0]["name"]
    locales[world.alice.id] = "pl"
    choices = await world.alice.autocomplete(world.channel, "create", "options", "hints=on st", game="dragons")
    assert [c["value"] for c in choices] == ["hints=on standins_rated=off"]
    assert "gry z zastępcą w rankingu: nie" in choices[0]["name"]
