"""A whole Smoki game through /create, /join, /start and /play, with pictures, pings and the final result."""
from __future__ import annotations

import random

from games import registry
from tests.support.discord_helpers import components, is_png, mention_ids, shown


async def test_smoki_to_the_end_through_play(world, service):
    ch = world.channel
    r = await world.alice.slash(ch, "create", game="dragons", options="mode=rounds rounds=1")
    assert not r.ephemeral and "Dragons" in shown(r.response) and "Number of rounds" in shown(r.response)
    r = await world.bob.slash(ch, "join")
    assert "bob" in shown(r.response)
    members = {str(world.alice.id): world.alice, str(world.bob.id): world.bob}

    r = await world.alice.slash(ch, "start")
    assert r.ephemeral  # the starter's own note; the table goes to the channel as a followup
    (public,) = r.followups
    assert not public.ephemeral and await is_png(public)
    stored = world.stored(public)
    assert sorted(stored.ping_user_ids) == sorted([world.alice.id, world.bob.id])  # both reveal at once
    assert stored.allowed_mentions.users == frozenset({world.alice.id, world.bob.id})
    assert not stored.allowed_mentions.everyone and stored.allowed_mentions.roles == frozenset()
    assert {c["custom_id"] for c in components(public)} == {"plansza:1:q:reveal"}

    game = registry.get("dragons")
    rng = random.Random(7)
    moves = pictures = lines = 0
    while True:
        row, state = await service.table(str(ch.id))
        if row.status != "active":
            break
        seats = sorted(game.actors(state))
        seat = seats[0]
        user = members[row.user_of(seat)]
        _, legal = await service.legal_moves(str(ch.id), row.user_of(seat))
        move = rng.choice(legal)
        before = row.version
        r = await user.slash(ch, "play", move=move.id)
        moves += 1
        assert r.ephemeral, shown(r.response)
        (public,) = r.followups
        row2, state2 = await service.table(str(ch.id))
        assert row2.version == before + 1
        newly = set(game.actors(state2)) - set(game.actors(state))
        if not public.attachments:
            # a hidden reveal choice or the draw inside a turn: one line, no picture, no pings, nobody new to act
            assert row2.status == "active" and not newly and not world.stored(public).ping_user_ids
            lines += 1
            continue
        pictures += 1
        assert not public.ephemeral and await is_png(public)
        stored = world.stored(public)
        pinged = set(stored.ping_user_ids)
        assert pinged == set(mention_ids(shown(public)))  # only the mentioned users were pinged...
        assert stored.allowed_mentions.users == frozenset(pinged)  # ...because the allowed mentions say so
        if row2.status == "active":
            state2_actors = game.actors(state2)
            # whoever is new to act; after the reveal the starter even when they revealed last (ping_all)
            assert {int(row2.user_of(s)) for s in newly} <= pinged <= {int(row2.user_of(s)) for s in state2_actors}
            if newly:
                assert "your turn" in shown(public)
        assert moves < 200
    assert row.status == "finished"
    assert pictures + lines == moves and lines > 0  # one picture per completed turn, a line per step/submission
    assert "Game over" in shown(public)
    assert pinged == {world.alice.id, world.bob.id}  # everybody hears the result
    labels = [c["label"] for c in components(public)]
    assert labels == ["Replay", "Rematch"]  # no move buttons on a finished table: its replay and a rematch
    r = await world.alice.slash(ch, "play", move="draw")
    assert r.ephemeral and "no table" in shown(r.response)


async def test_play_autocomplete_lists_my_legal_moves(world, service):
    ch = world.channel
    await world.alice.slash(ch, "create", game="dragons")
    await world.bob.slash(ch, "join")
    await world.alice.slash(ch, "start")
    choices = await world.alice.autocomplete(ch, "play", "move", "")
    assert [c["value"] for c in choices] == [f"reveal {i}" for i in range(1, 7)]
    assert all(len(c["name"]) <= 100 for c in choices)
    assert [c["value"] for c in await world.alice.autocomplete(ch, "play", "move", "5")] == ["reveal 5"]
    assert await world.carol.autocomplete(ch, "play", "move", "") == []  # not seated: nothing to offer


async def test_options_autocomplete_suggests_from_option_specs(world):
    choices = await world.alice.autocomplete(world.channel, "create", "options", "mode=r", game="dragons")
    assert [c["value"] for c in choices] == ["mode=rounds"]
    choices = await world.alice.autocomplete(world.channel, "create", "options", "mode=rounds ro", game="dragons")
    assert [c["value"] for c in choices][:1] == ["mode=rounds rounds=8"]
    assert all(len(c["value"]) <= 100 and len(c["name"]) <= 100 for c in choices)
