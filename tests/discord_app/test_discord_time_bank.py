"""Paces through the Discord stand-in (issue 56, item 1): /create offers them, the lobby says the pace, each turn card
says what is left of the acting player's bank ("⏳ Time bank: 2 d 4 h left"), and a bank that runs out is told with
the deadline's choices, "wait" giving the pace's time."""
from __future__ import annotations

from games import registry
from tests.support.discord_helpers import custom_ids, public_posts, shown

HOUR = 3600


def _with(world, text: str) -> list:
    return [m for m in public_posts(world.channel) if text in shown(m)]


async def test_create_offers_the_paces(world):
    choices = await world.alice.autocomplete(world.channel, "create", "options", "pace", game="passgame")
    assert [c["value"] for c in choices] == ["pace=fast", "pace=steady", "pace=relaxed"]
    assert "Pace steady: a time bank of 3 d, +12 h a turn, at most 5 d" in choices[1]["name"]


async def test_the_lobby_and_every_card_tell_the_bank(world, service, clock, simcord_env):
    await world.alice.slash(world.channel, "create", game="passgame", options="pace=steady")
    (lobby,) = _with(world, "Pace: steady.")
    assert "Each player has a time bank of 3 d; each turn adds 12 h, up to 5 d." in shown(lobby)
    for p in (world.bob, world.carol):
        await p.slash(world.channel, "join")
    await world.alice.slash(world.channel, "start")
    (card,) = _with(world, "⏳ Time bank:")
    assert f"⏳ Time bank: 3 d left, runs out <t:{int(clock() + 3 * 24 * HOUR)}:R>." in shown(card)
    by_id = {str(p.id): p for p in (world.alice, world.bob, world.carol)}
    for hours in (20, 1, 1):  # each seat plays once: alice after 20 h, the others after 1 h
        clock.advance(hours * HOUR)
        row, state = await service.table(str(world.channel.id))
        seat = sorted(registry.get(row.game).actors(state))[0]
        await by_id[row.user_of(seat)].slash(world.channel, "play",
                                             move=registry.get(row.game).legal_moves(state, seat)[0].id)
    # alice's turn again: her bank is 3 d - 20 h + 12 h = 2 d 16 h
    last = _with(world, "⏳")[-1]
    assert f"⏳ Time bank: 2 d 16 h left, runs out <t:{int(clock() + (2 * 24 + 16) * HOUR)}:R>." in shown(last)


async def test_a_bank_that_runs_out_is_told_with_the_choices(world, clock, simcord_env):
    await world.alice.slash(world.channel, "create", game="passgame", options="pace=1d+6h/2d")
    for p in (world.bob, world.carol):
        await p.slash(world.channel, "join")
    await world.alice.slash(world.channel, "start")
    clock.advance(25 * HOUR)
    await simcord_env.advance_time(60)
    (notice,) = _with(world, "time is up")
    assert [c.split(":")[3] for c in custom_ids(notice)] == ["wait", "skip", "repl", "expel"]
    assert "Wait 6h more" in str(notice.components)
