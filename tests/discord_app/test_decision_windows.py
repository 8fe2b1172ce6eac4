"""Decision windows through the Discord stand-in with a fake clock (Thorgal TG-ASY-1..3, the shared deadline machinery
of bot.tables.decision_windows): a decision left open past its window plays its default by the clock, logged and posted
like any move; a turn's own command never plays itself, and once its window has passed another player may send it
(takeover); a move in time makes the window stale; windows survive a restart."""
from __future__ import annotations

from games.thorgal import GAME
from tests.support.discord_helpers import shown

HOUR = 3600


async def _table(world, service, options: str = "heroes=brand,edda first=1"):
    ch = world.channel
    await world.alice.slash(ch, "create", game="thorgal", options=options)
    await world.bob.slash(ch, "join")
    await world.alice.slash(ch, "start")
    return ch


def _slot(state: dict, card: str) -> int:
    return 1 + next(i for i, s in enumerate(state["row"]) if s["card"] == card)


async def test_tg_asy_3_a_decision_times_out_to_its_default(world, service, clock, simcord_env):
    ch = await _table(world, service)
    row, state = await service.table(str(ch.id))
    await world.alice.slash(ch, "play", move=f"play out {_slot(state, 'AC09')}")
    await world.alice.slash(ch, "play", move="craft 1")
    row, state = await service.table(str(ch.id))
    assert state["queue"][0]["t"] == "craft_discard" and GAME.default_move(state, 0) == "keep"
    clock.advance(23 * HOUR)
    await simcord_env.advance_time(120)
    assert (await service.table(str(ch.id)))[0].version == row.version  # not yet
    clock.advance(2 * HOUR)
    await simcord_env.advance_time(120)
    row2, state2 = await service.table(str(ch.id))
    assert row2.version == row.version + 1 and state2["turn"] == 1 and state2["queue"] == []
    post = ch.history()[-1]
    assert "No answer in time from alice: the default applies." in shown(post) and post.attachments
    last = (await service.db.moves(row2.id))[-1]  # the log records it: the clock's note, then the move's events
    assert last["move"] == "keep" and last["events"][0]["msg"]["key"] == "bot-ev-default"


async def test_tg_asy_2_a_turn_command_is_taken_over_after_its_window(world, service, clock, simcord_env):
    ch = await _table(world, service)
    row, state = await service.table(str(ch.id))
    refused = await world.bob.slash(ch, "play", move=f"play out {_slot(state, 'AC01')}")
    assert "not your turn" in (shown(refused.response) or "").lower() or refused.ephemeral
    assert (await service.table(str(ch.id)))[0].version == row.version  # bob may not act for alice yet
    clock.advance(25 * HOUR)
    await simcord_env.advance_time(120)
    assert any("Time is up for alice" in shown(m) for m in ch.history())
    await world.carol.slash(ch, "play", move=f"play out {_slot(state, 'AC01')}")  # not seated: never a proxy
    assert (await service.table(str(ch.id)))[0].version == row.version
    await world.bob.slash(ch, "play", move=f"play out {_slot(state, 'AC01')}")
    row2, state2 = await service.table(str(ch.id))
    assert row2.version == row.version + 1 and state2["tokens"][0]["slot"] is not None
    assert state2["heroes"][0]["id"] == "H_BRAND"  # alice's hero played it; bob only sent the command
    assert any("bob plays for alice" in shown(m) for m in ch.history())


async def test_a_move_in_time_makes_the_window_stale(world, service, clock, simcord_env):
    ch = await _table(world, service)
    row, state = await service.table(str(ch.id))
    clock.advance(20 * HOUR)
    await world.alice.slash(ch, "play", move=f"play out {_slot(state, 'AC01')}")
    await world.alice.slash(ch, "play", move="skip")
    clock.advance(6 * HOUR)  # 26 h after the start, 6 h after the last move: no window has passed
    await simcord_env.advance_time(120)
    assert not any("Time is up" in shown(m) for m in ch.history())


async def test_tg_asy_1_window_zero_waits_forever(world, service, clock, simcord_env):
    """TG-ASY-1: the window is a table setting; 0 waits forever."""
    ch = await _table(world, service, "heroes=brand,edda first=1 window=0")
    row, _ = await service.table(str(ch.id))
    clock.advance(500 * HOUR)
    await simcord_env.advance_time(120)
    assert (await service.table(str(ch.id)))[0].version == row.version
    assert not any("Time is up" in shown(m) for m in ch.history())


async def test_a_window_that_passed_while_the_bot_was_down_is_handled_after_the_restart(world, service, clock,
                                                                                       restart):
    ch = await _table(world, service)
    clock.advance(30 * HOUR)  # passed while no check ran
    assert not any("Time is up" in shown(m) for m in ch.history())
    await restart()
    assert any("Time is up for alice" in shown(m) for m in ch.history())


async def _sharing(world, service):
    """Alice (Halvar) asks Bob (Edda) for a Gossip at the tavern (L1 costs 2 Gossip)."""
    ch = await _table(world, service, "heroes=halvar,edda first=1")
    row, state = await service.table(str(ch.id))
    await world.alice.slash(ch, "play", move=f"play out {_slot(state, 'AC07')}")
    row, state = await service.table(str(ch.id))
    if state["stage"] == "start":
        await world.alice.slash(ch, "play", move="go")
    await world.alice.slash(ch, "play", move="assign L1 gossip gossip@2")
    return ch


async def test_tg_asy_5_the_owner_agrees(world, service, clock, simcord_env):
    """TG-ASY-5 / TG-GEN-5: spending another player's resources waits for their consent; agreeing runs it."""
    ch = await _sharing(world, service)
    row, state = await service.table(str(ch.id))
    assert state["held"] and row.actors == [1]
    await world.bob.slash(ch, "play", move="consent yes")
    row, state = await service.table(str(ch.id))
    assert 1 in state["read_paragraphs"] and "held" not in state


async def test_tg_asy_5_the_owner_objects_or_lets_the_window_pass(world, service, clock, simcord_env):
    """TG-ASY-5: a refusal, or a window passing without an answer (default: refused), withdraws the command."""
    ch = await _sharing(world, service)
    await world.bob.slash(ch, "play", move="consent no")
    row, state = await service.table(str(ch.id))
    assert "held" not in state and 1 not in state["read_paragraphs"] and row.actors == [0]
    await world.alice.slash(ch, "play", move="assign L1 gossip gossip@2")  # asks again; bob does not answer
    clock.advance(25 * HOUR)
    await simcord_env.advance_time(120)
    row, state = await service.table(str(ch.id))
    assert "held" not in state and row.actors == [0]  # the default: refused (TG-ASY-3)
    assert any("No answer in time from bob" in shown(m) for m in ch.history())


async def test_tg_asy_1_the_addressee_is_reminded_at_half_the_window(world, service, clock, simcord_env):
    """TG-ASY-1: pinged when the prompt opens (the turn post) and again when half of the window has passed."""
    ch = await _table(world, service, "heroes=brand,edda first=1 window=8")
    clock.advance(3 * HOUR)
    await simcord_env.advance_time(120)
    assert not [m for m in ch.history() if "the table is waiting for you" in shown(m)]
    clock.advance(2 * HOUR)  # 5 h: past half of 8 h
    await simcord_env.advance_time(120)
    (reminder,) = [m for m in ch.history() if "the table is waiting for you" in shown(m)]
    assert shown(reminder).startswith(world.alice.mention)
