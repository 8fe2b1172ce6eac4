"""Restart safety of the absent-players machinery: a passed deadline, a vote in progress and a paused table are left
by a process killed with SIGKILL in the middle of other writes; a new service on the same database carries each on
exactly (the deadline is not announced twice and its choice applies once, the vote keeps its ballots and passes
with the last one, the pause keeps its moment and resume moves the clocks on by exactly the pause)."""
from __future__ import annotations

from pathlib import Path

from bot.store import Storage
from bot.tables import Settings, TableService
from tests.stress.absence_worker import HOUR, T0
from tests.support.killing import kill_when


class Clock:
    def __init__(self, t: float):
        self.t = t

    def __call__(self) -> float:
        return self.t


def _run_until_killed(db: Path, busy: int = 25) -> dict[str, list[str]]:
    return kill_when("tests.stress.absence_worker", db, lambda what, values: what == "busy" and int(values[0]) >= busy)


async def test_deadline_vote_and_pause_survive_a_sigkill(db_target):
    path = db_target
    acks = _run_until_killed(path)
    late, token, at = int(acks["deadline"][0]), int(acks["deadline"][1]), float(acks["deadline"][2])
    voting, vote_id = int(acks["vote"][0]), int(acks["vote"][1])
    paused, paused_at = int(acks["paused"][0]), float(acks["paused"][1])
    clock = Clock(at + HOUR)
    db = await Storage(path).open()
    try:
        svc = TableService(db, Settings(create_cooldown=0), clock=clock)
        for table_id in (late, voting, paused):
            assert await svc.verify(table_id)  # every log replays to its snapshot
        # the deadline: announced once before the kill, so not again; its choice applies once
        assert await svc.due_deadlines() == []
        (o,) = await svc.play_default(late, "u1", 0, token)
        assert o.seat == 0 and o.events[0].msg.key == "bot-ev-default"
        # the vote: still open with its two ballots; the last one passes it
        vote = await db.vote(vote_id)
        assert vote.status == "open" and vote.ballots == {"u1": True, "u2": True}
        b = await svc.cast_vote(voting, vote_id, "u0", True)
        assert b.status == "passed" and (await db.table(voting)).status == "abandoned"
        # the pause: still paused at its moment, no reminder or deadline due however late; resume moves them on
        row = await db.table(paused)
        assert row.paused_at == paused_at
        before = await db.clock(paused, 0)
        clock.t = T0 + 30 * 24 * HOUR
        assert [r for r in await svc.due_reminders() if r.table.id == paused] == []
        await svc.resume("paused", "u0")
        after = await db.clock(paused, 0)
        assert after.deadline_at == before.deadline_at + (clock.t - paused_at)
        assert after.remind_at == before.remind_at + (clock.t - paused_at)
    finally:
        await db.close()
