"""Timers across processes (issues 17 and 25): two bot processes on one database look for due reminders and deadlines
at the same moment; each is counted (or marked passed) by one of them, in the transaction that writes its notice to
the outbox, so a process that dies right after leaves the notice owed for any dispatcher, never a second one. A
passed decision window is claimed by one process. On both engines."""
from __future__ import annotations

import asyncio

import pytest

from bot.store import Storage
from bot.tables import Dispatcher, Settings, TableService
from bot.tables import clocks as turn_clocks
from games import registry
from tests.support.engines import backend  # noqa: F401 - both engines here
from tests.support.passgame import GAME as PASSGAME

HOUR = 3600.0


class Clock:
    def __init__(self):
        self.t = 1_800_000_000.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
async def pair(db_target):
    registry.register(PASSGAME)
    clock = Clock()
    settings = Settings(reminder_after=HOUR, reminder_repeat=2 * HOUR, reminder_max=3, turn_deadline=10 * HOUR,
                        create_cooldown=0, live_tables_base=100)
    stores = [await Storage(db_target).open() for _ in range(2)]
    services = [TableService(db, settings, clock=clock) for db in stores]
    yield services, clock
    for db in stores:
        await db.close()
    registry.unregister(PASSGAME.id)


async def _tables(svc, n: int) -> None:
    for i in range(n):
        channel = f"c{i}"
        await svc.create(guild_id="g", channel_id=channel, user_id="u0", name="Ala", game_id="passgame")
        await svc.join(channel, "u1", "Bob")
        await svc.start(channel, "u0")


async def _notices(svc, what: str) -> list[dict]:
    return [m.payload for m in await svc.db.pending_outbox() if m.kind == "notice" and m.payload["what"] == what]


async def test_two_processes_count_each_reminder_once(pair):
    """Each due reminder is counted in the transaction that writes its notice: one process wins, once."""
    (a, b), clock = pair
    await _tables(a, 8)
    clock.t += HOUR + 1
    got_a, got_b = await asyncio.gather(a.due_reminders(), b.due_reminders())
    keys_a, keys_b = ({(r.table.id, r.seat) for r in got} for got in (got_a, got_b))
    assert len(keys_a | keys_b) == 8 and not keys_a & keys_b          # every table's reminder, each once
    notices = await _notices(a, "reminder")
    assert len(notices) == 8 and {n["seat"] for n in notices} == {0}  # one notice per reminder, in the outbox
    assert await a.due_reminders() == [] and await b.due_reminders() == []
    clock.t += 2 * HOUR                                                # the second reminders
    second = await b.due_reminders() + await a.due_reminders()
    assert len(second) == 8 and {r.clock.reminders_sent for r in second} == {1}
    assert len(await _notices(a, "reminder")) == 16


async def test_a_reminder_is_owed_even_when_its_process_dies_right_after(pair):
    """The notice is written with the count: a process that dies after it leaves the notice owed, and the other
    process's dispatcher delivers it (the reminder itself is never counted twice)."""
    (a, b), clock = pair
    await _tables(a, 1)
    clock.t += HOUR + 1
    (counted,) = await a.due_reminders()                   # a counts it, then dies
    assert await b.due_reminders() == []                   # not again
    (owed,) = [m for m in await b.db.pending_outbox() if m.kind == "notice"]
    assert owed.payload == {"what": "reminder", "seat": 0, "user": "u0", "hours": 1, "where": counted.settings.where}

    class Sink:
        got: list = []

        async def deliver(self, d):
            self.got.append((d.message.kind, d.message.payload.get("what")))
            return "ok"

    sink = Sink()
    await Dispatcher(b, sink).deliver_due()                           # b's loop delivers what a owed
    assert sink.got[-1] == ("notice", "reminder") and await b.db.pending_outbox() == []


async def test_a_deadline_is_told_once_across_processes(pair):
    (a, b), clock = pair
    await _tables(a, 2)
    clock.t += 10 * HOUR + 1
    got = await asyncio.gather(a.due_deadlines(), b.due_deadlines())
    assert sorted(e.table.id for e in got[0] + got[1]) == [1, 2]       # each deadline marked once
    for e in got[0] + got[1]:
        assert (await a.db.clock(e.table.id, 0)).expired                # marked passed: others may act
    notices = await _notices(a, "deadline")
    assert sorted((n["seat"], n["hours"]) for n in notices) == [(0, 10), (0, 10)]
    clock.t += 10 * turn_clocks.TIMER_LEASE
    assert await a.due_deadlines() == [] and await b.due_deadlines() == []
    assert len(await _notices(a, "deadline")) == 2


async def test_a_decision_window_plays_its_default_once_across_processes(pair):
    """TG-ASY-3 with two processes: both find the same passed window at once; one plays the default, once."""
    (a, b), clock = pair
    await a.create(guild_id="g", channel_id="t", user_id="u0", name="Ala", game_id="thorgal",
                   options={"heroes": "brand,edda", "first": "1"})
    await a.join("t", "u1", "Bob")
    await a.start("t", "u0")
    row, state = await a.table("t")
    slot = 1 + next(i for i, s in enumerate(state["row"]) if s["card"] == "AC09")
    await a.play("t", "u0", f"play out {slot}")
    await a.play("t", "u0", "craft 1")
    row, state = await a.table("t")
    assert registry.get("thorgal").default_move(state, 0) == "keep"
    clock.t += 25 * HOUR
    got = await asyncio.gather(a.expire_windows(), b.expire_windows())
    assert sorted(len(g) for g in got) == [0, 1]                        # one process played it
    after = await a.db.table(row.id, with_state=False)
    assert after.version == row.version + 1
    assert [m["move"] for m in await a.db.moves(row.id, after=row.version - 1)] == ["keep"]
    clock.t += 10 * turn_clocks.TIMER_LEASE
    assert await a.expire_windows() == [] and await b.expire_windows() == []
