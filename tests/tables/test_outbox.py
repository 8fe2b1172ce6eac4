"""The outbox (issue 25): every message a committed move owes is written in the move's own transaction and delivered
by a dispatcher, on both engines.

- a process that dies between the commit and the post leaves the messages owed: the next dispatcher (a restarted
  bot) delivers them, each once, in the table's order, drawn from the state at their own move;
- a failure that may pass (a rate limit with ``retry_after``, a server error) is tried again later and the table's
  later messages wait behind it; one that never will (a deleted channel, closed DMs) is given up, with the reason;
- two processes delivering at once on one PostgreSQL database deliver each message once;
- a taken-back move's interaction, delivered again, is answered as a duplicate (a tombstone), never applied again.
"""
from __future__ import annotations

import asyncio
import random

import discord
import pytest

from bot.discord_app.delivery import classify
from bot.store import Storage
from bot.tables import Delivery, Dispatcher, GiveUp, Retry, Settings, TableService
from games import registry
from tests.support.engines import backend  # noqa: F401  (both engines)


class RecordingSink:
    """Records what it delivers; ``fail`` maps a message id to the exceptions its next attempts raise."""

    def __init__(self):
        self.delivered: list[Delivery] = []
        self.fail: dict[int, list[Exception]] = {}

    async def deliver(self, d: Delivery) -> str:
        plan = self.fail.get(d.message.id)
        if plan:
            raise plan.pop(0)
        self.delivered.append(d)
        return str(d.message.id)

    def ids(self) -> list[int]:
        return [d.message.id for d in self.delivered]


async def _service(target: str, clock) -> TableService:
    return TableService(await Storage(target).open(), Settings(create_cooldown=0, live_tables_base=100),
                        clock=clock, seed_source=lambda: 7)


async def _play_some(svc: TableService, game_id: str, players: int, moves: int, channel: str = "c1", seed: int = 3):
    await svc.create(guild_id="g", channel_id=channel, user_id="u0", name="P0", game_id=game_id)
    for i in range(1, players):
        await svc.join(channel, f"u{i}", f"P{i}")
    await svc.start(channel, "u0")
    game, rnd = registry.get(game_id), random.Random(seed)
    for _ in range(moves):
        row, state = await svc.table(channel)
        seat = rnd.choice(sorted(game.actors(state)))
        await svc.play(channel, row.user_of(seat), rnd.choice(game.legal_moves(state, seat)).id)
    return (await svc.table(channel))[0]


async def test_a_crash_between_commit_and_post_loses_nothing_and_doubles_nothing(db_target, clock):
    """The moves commit their messages; the process "dies" before posting (nothing was delivered). A new process's
    dispatcher delivers every message once, in order, each drawn from the state at its own version."""
    svc = await _service(db_target, clock)
    row = await _play_some(svc, "bunny_kingdom", 3, 12)
    owed = await svc.db.pending_outbox(row.id)
    assert owed and {m.kind for m in owed} == {"dm", "post", "digest"}  # (a digest: "since your last turn" by DM)
    assert [m.id for m in owed] == sorted(m.id for m in owed)
    await svc.close()  # the crash: nothing delivered

    again = await _service(db_target, clock)  # the restarted bot
    sink = RecordingSink()
    done = await Dispatcher(again, sink).deliver_due()
    assert done == len(owed) and sink.ids() == [m.id for m in owed]
    row = (await again.table("c1"))[0]
    for d in sink.delivered:
        assert d.state == await again.state_at(row, d.message.version - 1)  # the moment it describes
        if d.message.kind == "post":
            assert d.outcome is not None and d.outcome.state is d.state
    assert await again.db.pending_outbox() == []
    assert await Dispatcher(again, RecordingSink()).deliver_due() == 0  # each message once
    await again.close()


async def test_retry_keeps_the_table_in_order_and_give_up_ends_a_message(db_target, clock):
    svc = await _service(db_target, clock)
    row = await _play_some(svc, "dragons", 2, 6)
    owed = await svc.db.pending_outbox(row.id)
    first, second = owed[0], owed[1]
    sink = RecordingSink()
    sink.fail[first.id] = [Retry("rate-limited", after=30.0)]
    sink.fail[second.id] = [GiveUp("dm-closed")]
    dispatcher = Dispatcher(svc, sink)
    assert await dispatcher.deliver_table(row.id) == 0  # the first one waits: so does everything after it
    assert sink.delivered == [] and dispatcher.retried == 1
    clock.advance(10)
    assert await dispatcher.deliver_due() == 0  # not before Discord's retry_after
    clock.advance(25)
    await dispatcher.deliver_due()
    assert sink.ids() == [m.id for m in owed if m.id != second.id]  # in order; the given-up one is done too
    results = {r for _k, _p, r in await svc.db.outbox_results(row.id, second.version)}
    assert "gave-up:dm-closed" in results and dispatcher.given_up == 1
    assert await svc.db.pending_outbox() == []
    await svc.close()


async def test_a_channel_keeps_its_order_across_its_games(db_target, clock):
    """A game's last post still owed (a retry) goes out before the first messages of the next game in its channel."""
    svc = await _service(db_target, clock)
    old = await _play_some(svc, "dragons", 2, 2)
    await svc.abandon("c1", "u0")                      # the owner ends it at once: its last notice is owed
    last = (await svc.db.pending_outbox(old.id))[-1]
    sink = RecordingSink()
    dispatcher = Dispatcher(svc, sink)
    sink.fail[last.id] = [Retry("server-503")]
    await dispatcher.deliver_table(old.id)             # all but the last one out; the last one waits
    new = await _play_some(svc, "dragons", 2, 1)       # the next game in the same channel, at once
    assert new.id != old.id and new.channel_id == old.channel_id
    assert await dispatcher.deliver_table(new.id) == 0  # its messages wait for the game before
    clock.advance(60)
    await dispatcher.deliver_due()
    ids = sink.ids()
    assert ids == sorted(ids) and last.id in ids and await svc.db.pending_outbox() == []
    await svc.close()


async def test_a_long_send_keeps_its_claim(db_target, clock):
    """A send that takes longer than the lease (discord.py retrying a server error) renews its claim, so no other
    claimant posts the table's later messages first; a dead process stops renewing and its claim lapses."""
    svc = await _service(db_target, clock)
    row = await _play_some(svc, "dragons", 2, 3)
    owed = await svc.db.pending_outbox(row.id)
    entered, release = asyncio.Event(), asyncio.Event()

    class SlowSink(RecordingSink):
        async def deliver(self, d):
            if d.message.id == owed[0].id and not entered.is_set():
                entered.set()
                await release.wait()
            return await super().deliver(d)

    beats: asyncio.Queue = asyncio.Queue()
    renewed = asyncio.Event()

    async def beat(_seconds):  # the renewal's pause, driven by the test instead of real time
        renewed.set()
        await beats.get()

    sink = SlowSink()
    slow = Dispatcher(svc, sink, lease=30.0, pause=beat)
    first = asyncio.create_task(slow.deliver_table(row.id))
    await entered.wait()
    for _ in range(3):                                 # the lease would have run out twice over without renewals
        clock.advance(20)
        renewed.clear()
        beats.put_nowait(None)
        await renewed.wait()                           # the claim was renewed and the keeper waits again
        assert await Dispatcher(svc, sink).deliver_table(row.id) == 0  # still held: nobody posts ahead
    release.set()
    assert await first == len(owed) and sink.ids() == [m.id for m in owed]
    await svc.close()


async def test_a_process_paused_past_its_lease_posts_nothing_another_posted(db_target, clock):
    """Issue 53, item 4: process A claims a table's messages, posts the first, then stalls (starved, stopped) before
    the next one, long enough for its lease to lapse without a renewal; process B takes the table over and posts the
    rest. When A wakes it finds its claim lost at the fence before the send, and posts nothing: every message is
    posted once (before the fence, A posted the next message a second time)."""
    svc_a, svc_b = await _service(db_target, clock), await _service(db_target, clock)
    row = await _play_some(svc_a, "dragons", 2, 4)
    owed = await svc_a.db.pending_outbox(row.id)
    versions = sorted({m.version for m in owed})
    assert len(versions) >= 2
    stalled, wake = asyncio.Event(), asyncio.Event()
    rebuild = svc_a.state_at_version

    async def stalling(r, version):  # A stalls when it turns to the messages of the second version
        if version == versions[1] and not wake.is_set():
            stalled.set()
            await wake.wait()
        return await rebuild(r, version)

    svc_a.state_at_version = stalling  # type: ignore[method-assign]

    async def never(_seconds):  # a stalled process renews nothing
        await asyncio.Event().wait()

    sink = RecordingSink()
    a = asyncio.create_task(Dispatcher(svc_a, sink, lease=30.0, pause=never).deliver_table(row.id))
    await stalled.wait()
    first = [m.id for m in owed if m.version == versions[0]]
    assert sink.ids() == first
    clock.advance(31)                                   # A's lease ran out while it stood still
    assert await Dispatcher(svc_b, sink, lease=30.0).deliver_table(row.id) == len(owed) - len(first)
    wake.set()
    await a
    assert sink.ids() == [m.id for m in owed]           # each once, in order
    assert await svc_a.db.pending_outbox(row.id) == []
    await svc_a.close()
    await svc_b.close()


async def test_a_fault_of_ours_is_kept_and_tried_again(db_target, clock):
    svc = await _service(db_target, clock)
    row = await _play_some(svc, "dragons", 2, 2)
    owed = await svc.db.pending_outbox(row.id)
    sink = RecordingSink()
    sink.fail[owed[0].id] = [KeyError("a bug while drawing")]
    dispatcher = Dispatcher(svc, sink)
    assert await dispatcher.deliver_table(row.id) == 0
    clock.advance(60)
    assert await dispatcher.deliver_table(row.id) == len(owed)
    await svc.close()


def test_discord_errors_are_sorted_into_retry_and_give_up():
    class Response:
        def __init__(self, status):
            self.status, self.reason = status, "x"

    def http(cls, status, code=0):
        return cls(Response(status), {"code": code, "message": "m"})

    assert isinstance(classify(http(discord.Forbidden, 403, 50007)), GiveUp)
    assert classify(http(discord.Forbidden, 403, 50007)).reason == "dm-closed"
    assert classify(http(discord.NotFound, 404, 10003)).reason == "gone"
    assert isinstance(classify(http(discord.DiscordServerError, 503)), Retry)
    assert isinstance(classify(http(discord.HTTPException, 400, 50035)), GiveUp)
    limited = classify(discord.RateLimited(12.5))
    assert isinstance(limited, Retry) and limited.after == 12.5
    assert isinstance(classify(ConnectionResetError()), Retry)


@pytest.mark.parametrize("backend", ["postgres"], indirect=True)  # SQLite has one process per file
async def test_two_processes_deliver_each_message_once(backend, db_target, clock):  # noqa: F811
    one, two = await _service(db_target, clock), await _service(db_target, clock)
    row = await _play_some(one, "bunny_kingdom", 4, 16)
    owed = [m.id for m in await one.db.pending_outbox(row.id)]
    sinks = [RecordingSink(), RecordingSink()]

    class Slow(RecordingSink):
        def __init__(self, inner):
            super().__init__()
            self.inner = inner

        async def deliver(self, d):
            await asyncio.sleep(0)  # let the other process interleave
            return await self.inner.deliver(d)

    await asyncio.gather(Dispatcher(one, Slow(sinks[0])).deliver_due(), Dispatcher(two, Slow(sinks[1])).deliver_due(),
                         Dispatcher(one, Slow(sinks[0])).deliver_table(row.id))
    delivered = sinks[0].ids() + sinks[1].ids()
    assert sorted(delivered) == owed  # every message, none twice
    for sink in sinks:
        assert sink.ids() == sorted(sink.ids())
    await one.close()
    await two.close()


async def test_a_taken_back_moves_interaction_stays_a_duplicate(db_target, clock):
    svc = await _service(db_target, clock)
    await svc.create(guild_id="g", channel_id="c1", user_id="u0", name="P0", game_id="dragon_castle")
    await svc.join("c1", "u1", "P1")
    await svc.start("c1", "u0")
    game = registry.get("dragon_castle")
    for n in range(40):  # the first move that may be taken back (neither a reveal nor a draw)
        row, state = await svc.table("c1")
        seat = sorted(game.actors(state))[0]
        move = game.legal_moves(state, seat)[0].id
        done = await svc.play("c1", row.user_of(seat), move, interaction_id=f"i-{n}")
        if await svc.may_take_back("c1", row.user_of(seat)):
            break
    else:
        pytest.fail("no move could be taken back")
    await svc.take_back("c1", row.user_of(seat))
    again = await svc.play("c1", row.user_of(seat), move, interaction_id=f"i-{n}")  # Discord delivers it again
    assert again.duplicate
    assert (await svc.table("c1"))[0].version == done.table.version - 1  # not applied a second time
    await svc.close()


async def test_a_vote_that_ran_out_and_an_idle_warning_survive_a_crash(db_target, clock):
    """The notices no command waits for are decided and owed in one transaction: a crash right after the decision
    loses neither (they used to be decided, then posted)."""
    svc = await _service(db_target, clock)
    row = await _play_some(svc, "dragons", 3, 1)
    ballot = await svc.pause("c1", row.user_of(1))  # a player's pause is a vote of everyone
    assert ballot.status == "open"
    clock.advance(73 * 3600)  # past the vote's time (the table's turn deadline)
    (expired,) = await svc.expire_votes()
    svc.settings.idle_warn, svc.settings.idle_close = 40 * 3600, 60 * 3600
    (warned,) = await svc.idle_due()
    assert not warned.closed
    await svc.close()  # the crash, before any post

    again = await _service(db_target, clock)
    sink = RecordingSink()
    await Dispatcher(again, sink).deliver_due()
    notices = [d.message.payload for d in sink.delivered if d.message.kind == "notice"]
    assert {"what": "vote", "vote": expired.vote.id} in notices
    assert any(n["what"] == "idle" and not n["closed"] for n in notices)
    assert await again.expire_votes() == [] and await again.idle_due() == []  # decided once, told once
    await again.close()


async def test_a_seat_handed_over_and_a_game_abandoned_are_owed_with_the_change(db_target, clock, passgame):
    svc = await _service(db_target, clock)
    await _play_some(svc, "passgame", 2, 1)
    await svc.db.engine.transaction([("UPDATE outbox SET done_at=0 WHERE done_at IS NULL", ())])  # told already
    await svc.replace("c1", "u0", 2, "u9", "Ola")  # the owner hands seat 2 to Ola
    row = await svc.abandon("c1", "u0", name="Ala")
    assert row.status == "abandoned"
    await svc.close()  # the crash, before any post

    again = await _service(db_target, clock)
    sink = RecordingSink()
    await Dispatcher(again, sink).deliver_due()
    kinds = [(d.message.kind, d.message.payload.get("what"), d.message.payload.get("seat")) for d in sink.delivered]
    assert kinds == [("dm", None, 1), ("notice", "handover", 1), ("notice", "abandoned", None)]
    handover, abandoned = sink.delivered[1].message.payload, sink.delivered[2].message.payload
    assert handover["new_user"] == "u9" and handover["reason"] == "replace" and abandoned["by"] == "Ala"
    assert sink.delivered[0].table.user_of(1) == "u9"  # Ola's secrets go to Ola
    await again.close()
