"""Persistent buttons: quick steps on the channel message, the private step picker, refusals, and a click on an
old message after the bot restarted."""
from __future__ import annotations

import pytest

from games import registry
from games.core.contract import Move, Msg, Result, Rules
from tests.support.discord_helpers import abandon, components, is_png, shown, table_version


def ids(message) -> list[str]:
    return [c["custom_id"] for c in components(message)]


def labels(message) -> list[str]:
    return [c["label"] for c in components(message)]


async def _smoki(world):
    ch = world.channel
    await world.alice.slash(ch, "create", game="dragons", options="mode=rounds rounds=1")
    await world.bob.slash(ch, "join")
    r = await world.alice.slash(ch, "start")
    return r.followups[0]


async def test_reveal_through_the_step_picker(world, service):
    start = await _smoki(world)
    assert labels(start) == ["Turn up a card"]
    r = await world.alice.click(start, custom_id="plansza:1:q:reveal")
    assert r.ephemeral
    picker = r.response
    assert "Choose one card of your dream" in shown(picker)
    # no Back: "reveal" is the only first choice, so Back would only open this same step again
    assert ids(picker) == [f"plansza:1:s:reveal {i}" for i in range(1, 7)]
    assert labels(picker)[0] == "Slot 1 (face down)"
    version = (await table_version(service, world.channel))[0]
    r = await world.alice.click(picker, custom_id="plansza:1:s:reveal 3")
    assert r.response.ephemeral and "You chose slot 3" in shown(r.response)  # the private note, only to alice
    (public,) = r.followups  # a submission: one short line for the table, no picture, no buttons, no pings
    assert not public.ephemeral and not public.attachments and not components(public)
    assert "alice" in shown(public) and "3" not in shown(public) and "<@" not in shown(public)
    assert (await table_version(service, world.channel))[0] == version + 1
    # alice may still change her choice (she is no longer an actor, but has legal moves): the table's picture
    # post (the latest one) keeps its buttons
    r = await world.alice.click(start, custom_id="plansza:1:q:reveal")
    assert r.ephemeral and ids(r.response)[0] == "plansza:1:s:reveal 1"


async def test_refusals_on_buttons(world, service, locales):
    start = await _smoki(world)
    r = await world.carol.click(start, custom_id="plansza:1:q:reveal")
    assert r.ephemeral and "You are not seated" in shown(r.response)
    locales[world.carol.id] = "pl"
    r = await world.carol.click(start, custom_id="plansza:1:q:reveal")
    assert r.ephemeral and "Nie siedzisz przy tym stole" in shown(r.response)
    await world.alice.slash(world.channel, "play", move="reveal 1")
    r = await world.bob.slash(world.channel, "play", move="reveal 2")
    turn = r.followups[0]
    row, state = await service.table(str(world.channel.id))
    waiting = world.bob if row.user_of(state["active"]) == str(world.alice.id) else world.alice
    r = await waiting.click(turn, custom_id=ids(turn)[0])
    assert r.ephemeral and "You have nothing to do right now" in shown(r.response)
    active = "alice" if waiting is world.bob else "bob"
    assert f"Now: {active}." in shown(r.response)  # and whose turn it is
    await abandon(world.alice, world.channel)
    r = await world.alice.click(turn, custom_id=ids(turn)[0])
    assert r.ephemeral and "no longer running" in shown(r.response)


async def test_button_on_an_old_message_works_after_a_restart(world, service, restart):
    start = await _smoki(world)
    version = (await table_version(service, world.channel))[0]
    bot2, service2 = await restart()
    assert service2 is not service
    r = await world.bob.click(start, custom_id="plansza:1:q:reveal")  # the message from before the restart
    r = await world.bob.click(r.response, custom_id="plansza:1:s:reveal 6")
    (public,) = r.followups  # bob's hidden choice: one line, the picture comes when everybody has chosen
    assert not public.attachments and "bob" in shown(public)
    assert (await table_version(service2, world.channel))[0] == version + 1
    assert (await service2.history(str(world.channel.id), str(world.bob.id)))[1][-1]["move"] == "reveal 6"


async def test_lobby_buttons_join_and_start(world, service):
    r = await world.alice.slash(world.channel, "create", game="passgame")
    lobby = r.response
    r = await world.bob.click(lobby, custom_id="plansza:1:j:")
    assert not r.ephemeral and "bob joined" in shown(r.response)
    r = await world.bob.click(lobby, custom_id="plansza:1:g:")
    assert r.ephemeral and "Only the table's creator" in shown(r.response)
    r = await world.alice.click(lobby, custom_id="plansza:1:g:")
    assert r.followups and "begins" in shown(r.followups[0])
    assert (await table_version(service, world.channel))[1] == "active"


# ---- a tiny game with optional extensions, many choices and a token too long for a button ----------------------
LONG = "x" * 95


class StepGame(Rules):
    id = "stepgame"
    min_players = 2
    max_players = 2

    def setup(self, players, options, seed):
        return {"turn": 0, "moves": []}

    def actors(self, state):
        return set() if len(state["moves"]) >= 3 else {state["turn"]}

    def legal_moves(self, state, seat):
        if seat not in self.actors(state):
            return []
        ids = ["go", "go fast", *(f"pick {i}" for i in range(1, 31)), f"say {LONG}"]
        return [Move(i, Msg("stepgame-move", move=i)) for i in ids]

    def play(self, state, seat, tokens):
        move = " ".join(tokens)
        if move not in {m.id for m in self.legal_moves(state, seat)}:
            from games.core.errors import GameError
            raise GameError("core-err-unknown-move", move=move)
        state["moves"].append(move)
        state["turn"] = 1 - seat
        return []

    def view(self, state, seat):
        return {"game": self.id, "seat": seat, "moves": list(state["moves"]), "private": None}

    def result(self, state):
        return Result(len(state["moves"]) >= 3, scores=[0, 0], winners=[0, 1], ranks=[1, 1])


@pytest.fixture
def stepgame():
    registry.register(StepGame())
    yield
    registry.unregister("stepgame")


async def test_confirm_paging_back_and_too_long_prefix(world, service, stepgame):
    ch = str(world.channel.id)
    await service.create(guild_id=str(world.guild.id), channel_id=ch, user_id=str(world.alice.id), name="alice",
                         game_id="stepgame")
    await service.join(ch, str(world.bob.id), "bob")
    await service.start(ch, str(world.alice.id))
    r = await world.alice.slash(world.channel, "table", post=True)
    table = r.response
    assert not r.ephemeral and await is_png(table)
    assert ids(table) == ["plansza:1:q:go", "plansza:1:q:pick", "plansza:1:q:say"]
    # "go" is a whole move that can also be extended: the picker offers "fast" and a Confirm button
    r = await world.alice.click(table, custom_id="plansza:1:q:go")
    assert ids(r.response) == ["plansza:1:s:go fast", "plansza:1:s:", "plansza:1:c:go"]
    r = await world.alice.click(r.response, custom_id="plansza:1:c:go")
    assert r.followups and (await service.history(ch, None))[1][-1]["move"] == "go"
    table = r.followups[-1]  # the new turn's post holds the buttons now
    # 30 choices: two pages of 20, with Next / Previous
    r = await world.bob.click(table, custom_id="plansza:1:q:pick")
    page1 = r.response
    assert len(ids(page1)) == 20 + 2 and ids(page1)[-1] == "plansza:1:s:pick:1"
    r = await world.bob.click(page1, custom_id="plansza:1:s:pick:1")
    assert ids(r.response)[:10] == [f"plansza:1:s:pick {i}" for i in range(21, 31)]
    assert "plansza:1:s:pick" in ids(r.response)  # Previous
    r = await world.bob.click(r.response, custom_id="plansza:1:s:")  # Back to the first step
    assert ids(r.response)[:3] == ["plansza:1:s:go", "plansza:1:s:pick", "plansza:1:s:say"]
    # a step too long for a button id: the picker says to use /play
    r = await world.bob.click(r.response, custom_id="plansza:1:s:say")
    assert "use /play" in shown(r.response) and not any(LONG in i for i in ids(r.response))
    r = await world.bob.slash(world.channel, "play", move=f"say {LONG}")
    assert r.followups


async def test_public_buttons_never_hint_at_a_drawn_card(world, service):
    await _smoki(world)
    await world.alice.slash(world.channel, "play", move="reveal 1")
    await world.bob.slash(world.channel, "play", move="reveal 1")
    row, state = await service.table(str(world.channel.id))
    active = world.alice if row.user_of(state["active"]) == str(world.alice.id) else world.bob
    r = await active.slash(world.channel, "play", move="draw")
    assert r.ephemeral and "drew" in shown(r.response)  # the card, only to the drawer, with their picker
    (public,) = r.followups  # a step inside the turn: one line, no picture, no buttons at all
    assert not public.attachments and labels(public) == [] and "drew" not in shown(public)
    assert "plansza:1:s:place" in ids(r.response)
    # walk the picker to a whole move, always taking the first offered step
    picker = r.response
    for _ in range(8):
        step = next(i for i in ids(picker) if ":s:" in i and i != "plansza:1:s:")
        r = await active.click(picker, custom_id=step)
        if r.followups:
            break
        picker = r.response
    assert r.followups and await is_png(r.followups[0])
    assert (await service.history(str(world.channel.id), None))[1][-1]["move"].startswith("place")
