"""The store's turn clocks (a mixin of :class:`bot.store.storage.Storage`): one clock per waiting seat, the due
reminders and deadlines (each counted in the transaction that writes its notice to the outbox), the timer claims
that let one process of several handle a passed decision window, and the pause that stops
every clock of a table. Each write is one transaction."""
from __future__ import annotations

from collections.abc import Sequence

from bot.store.changes import announces
from bot.store.engines import Statement, StoreParts
from bot.store.outbox import Owed, outbox_statements
from bot.store.records import Clock, TurnClock
from bot.store.table_log import log_statements

_CLOCK_COLS = "table_id, seat, started_at, remind_at, reminders_sent, deadline_at, expired"
_NEW_CLOCK = f"INSERT INTO turn_clocks ({_CLOCK_COLS}) VALUES (?,?,?,?,0,?,0) ON CONFLICT (table_id, seat) DO "
_KEEP_CLOCK = _NEW_CLOCK + "NOTHING"  # a seat that was already waiting keeps its clock
_REPLACE_CLOCK = _NEW_CLOCK + ("UPDATE SET started_at=excluded.started_at, remind_at=excluded.remind_at, "
                               "reminders_sent=0, deadline_at=excluded.deadline_at, expired=0")


def clock_statements(table_id: int, clocks: list[TurnClock]) -> list[tuple[str, tuple]]:
    """The statements that keep one clock per waiting seat: ``clocks`` has the clock of every seat that must act; a
    seat that was already waiting keeps its clock unless ``reset``; every other seat's clock is dropped."""
    waiting = [c.seat for c in clocks]
    others = f" AND seat NOT IN ({','.join('?' * len(waiting))})" if waiting else ""
    stmts: list[Statement] = [(f"DELETE FROM turn_clocks WHERE table_id=?{others}", (table_id, *waiting))]
    for seat, started, remind_at, deadline_at, reset in clocks:
        stmts.append((_REPLACE_CLOCK if reset else _KEEP_CLOCK, (table_id, seat, started, remind_at, deadline_at)))
    return stmts



def bank_statement(table_id: int, seat: int, bank: float) -> tuple[str, tuple]:
    """The statement that sets ``seat``'s time bank (seconds) between its turns."""
    return ("INSERT INTO seat_banks (table_id, seat, bank) VALUES (?,?,?) ON CONFLICT (table_id, seat) DO UPDATE "
            "SET bank=excluded.bank", (table_id, seat, float(bank)))


def replace_clock(table_id: int, seat: int, clock: tuple[float, float | None, float | None]) -> tuple[str, tuple]:
    """The statement that restarts ``seat``'s clock (started, remind at, deadline at)."""
    return _REPLACE_CLOCK, (table_id, seat, *clock)


class ClockStore(StoreParts):
    """Mixed into Storage (``self.engine``, ``self._tx``, ``self._tx_count``)."""

    # ---- clocks -----------------------------------------------------------------------------------------------------
    async def clocks(self, table_id: int) -> list[Clock]:
        rows = await self.engine.fetchall(f"SELECT {_CLOCK_COLS} FROM turn_clocks WHERE table_id=? ORDER BY seat",
                                   (table_id,))
        return [_clock(r) for r in rows]

    async def clock(self, table_id: int, seat: int) -> Clock | None:
        r = await self.engine.fetchone(f"SELECT {_CLOCK_COLS} FROM turn_clocks WHERE table_id=? AND seat=?",
                                   (table_id, seat))
        return None if r is None else _clock(r)

    async def pace_rows(self, user_ids: Sequence[str], guild_id: str | None = None, last: int = 500
                        ) -> dict[str, tuple[list[float], int]]:
        """Per person: the durations of their latest ``last`` finished turns (seconds) and how many deadlines they
        let pass (in ``guild_id``'s tables only, or everywhere)."""
        out: dict[str, tuple[list[float], int]] = {}
        where = " AND t.guild_id=?" if guild_id is not None else ""
        extra = (guild_id,) if guild_id is not None else ()
        for uid in dict.fromkeys(str(u) for u in user_ids):
            rows = await self.engine.fetchall(
                "SELECT x.moved_at - x.started_at FROM turn_times x JOIN tables t ON t.id=x.table_id "
                f"WHERE x.user_id=?{where} ORDER BY x.moved_at DESC LIMIT ?", (uid, *extra, last))
            missed = await self.engine.fetchone(
                "SELECT count(*) FROM missed_deadlines m JOIN tables t ON t.id=m.table_id "
                f"WHERE m.user_id=?{where}", (uid, *extra))
            out[uid] = ([float(r[0]) for r in rows], int(missed[0]) if missed else 0)
        return out

    async def banks(self, table_id: int) -> dict[int, float]:
        """Each seat's time bank between its turns (seconds); a seat not in it has its pace's start."""
        rows = await self.engine.fetchall("SELECT seat, bank FROM seat_banks WHERE table_id=? ORDER BY seat",
                                          (table_id,))
        return {int(r[0]): float(r[1]) for r in rows}

    async def due_reminder_clocks(self, now: float, limit: int = 100) -> list[Clock]:
        """Clocks of running (not paused) active tables whose next reminder is due."""
        return await self._due_clocks("c.remind_at<=?", "c.remind_at", now, limit)

    async def due_deadline_clocks(self, now: float, limit: int = 100) -> list[Clock]:
        """Clocks of running active tables whose turn deadline passed and was not announced yet."""
        return await self._due_clocks("c.expired=0 AND c.deadline_at<=?", "c.deadline_at", now, limit)

    async def _due_clocks(self, condition: str, order: str, now: float, limit: int) -> list[Clock]:
        cols = ", ".join("c." + c.strip() for c in _CLOCK_COLS.split(","))
        rows = await self.engine.fetchall(f"SELECT {cols} FROM turn_clocks c JOIN tables t ON t.id=c.table_id WHERE "
                                   f"{condition} AND t.status='active' AND t.paused_at IS NULL ORDER BY {order} "
                                   "LIMIT ?", (now, limit))
        return [_clock(r) for r in rows]

    async def computer_turns(self, limit: int = 100) -> list[int]:
        """Active tables where a seat played by the computer must act."""
        rows = await self.engine.fetchall(
                "SELECT DISTINCT c.table_id FROM turn_clocks c JOIN seats s ON s.table_id=c.table_id AND "
                "s.seat=c.seat JOIN tables t ON t.id=c.table_id WHERE s.user_id LIKE 'computer:%' AND "
                "t.status='active' LIMIT ?", (limit,))
        return [r[0] for r in rows]

    async def set_remind_at(self, table_id: int, seat: int, started_at: float, remind_at: float | None, *,
                            sent: bool = False) -> bool:
        """Move a seat's next reminder (after one was sent: ``sent`` counts it). False: the clock changed meanwhile."""
        ids = await self._tx([(
            "UPDATE turn_clocks SET remind_at=?, reminders_sent=reminders_sent+? WHERE table_id=? AND seat=? "
            "AND started_at=?", (remind_at, int(sent), table_id, seat, started_at))], counts=True)
        return ids[0] == 1

    @announces()  # a player on vacation: the deadline the page shows moves
    async def set_deadline_at(self, table_id: int, seat: int, started_at: float, deadline_at: float) -> None:
        await self._tx([("UPDATE turn_clocks SET deadline_at=? WHERE table_id=? AND seat=? AND started_at=?",
                         (deadline_at, table_id, seat, started_at))])

    async def mark_expired(self, table_id: int, seat: int, started_at: float, owed: Sequence[Owed] = (),
                           version: int = 0, now: float = 0.0, user_id: str | None = None) -> bool:
        """Record that a seat's deadline passed, with the notice it owes and (``user_id``) the miss on its player's
        record (one transaction); False if someone did it first."""
        missed = [] if user_id is None else [(
            "INSERT INTO missed_deadlines (table_id, seat, started_at, user_id, at) VALUES (?,?,?,?,?) "
            "ON CONFLICT (table_id, seat, started_at) DO NOTHING", (table_id, seat, started_at, user_id, now))]
        n = await self._tx_count(missed + outbox_statements(table_id, version, list(owed), now), guard_sql=(
            "UPDATE turn_clocks SET expired=1 WHERE table_id=? AND seat=? AND started_at=? AND expired=0",
            (table_id, seat, started_at)))
        return n is not None

    async def count_reminder(self, table_id: int, seat: int, started_at: float, sent_before: int,
                             remind_at: float | None, owed: Sequence[Owed] = (), version: int = 0,
                             now: float = 0.0) -> bool:
        """Count a due reminder as sent and schedule the next (``remind_at``), with the messages it owes, in one
        transaction; False if another process counted it first (or the clock changed meanwhile)."""
        n = await self._tx_count(outbox_statements(table_id, version, list(owed), now), guard_sql=(
            "UPDATE turn_clocks SET remind_at=?, reminders_sent=reminders_sent+1 WHERE table_id=? AND seat=? "
            "AND started_at=? AND reminders_sent=?", (remind_at, table_id, seat, started_at, sent_before)))
        return n is not None

    async def extend_deadline(self, table_id: int, seat: int, started_at: float, deadline_at: float,
                              log: list | None = None, owed: Sequence[Owed] = (), version: int = 0,
                              now: float = 0.0) -> bool:
        """Wait longer: a new deadline (a passed one is forgotten), with its log line and the notice it owes;
        False if the clock is gone."""
        stmts = log_statements(table_id, version, now, log) + outbox_statements(table_id, version, list(owed), now)
        n = await self._tx_count(stmts, guard_sql=(
            "UPDATE turn_clocks SET deadline_at=?, expired=0 WHERE table_id=? AND seat=? AND started_at=?",
            (deadline_at, table_id, seat, started_at)))
        return n is not None

    # ---- timer claims: each due reminder or deadline is posted by one process ----------------------------------------
    async def claim_timer(self, kind: str, key: str, owner: str, now: float, lease: float) -> bool:
        """Take the timer ``kind``/``key`` for ``lease`` seconds; False if another process holds it or posted it.
        A lease that ran out (its process died mid-post) may be taken again."""
        n = await self._tx([("INSERT INTO timer_claims (kind, key, owner, until) VALUES (?,?,?,?) ON CONFLICT "
                             "(kind, key) DO UPDATE SET owner=excluded.owner, until=excluded.until "
                             "WHERE timer_claims.done=0 AND timer_claims.until<=?",
                             (kind, key, owner, now + lease, now))], counts=True)
        return n[0] == 1

    async def finish_timer(self, kind: str, key: str, now: float, keep: float = 7 * 86400) -> None:
        """The timer was posted: never again. Claims older than ``keep`` are forgotten."""
        await self._tx([("UPDATE timer_claims SET done=1, until=? WHERE kind=? AND key=?", (now, kind, key)),
                        ("DELETE FROM timer_claims WHERE done=1 AND until<?", (now - keep,))])

    async def lapsed_claims(self, kind: str, now: float, limit: int = 100) -> list[str]:
        """Keys of timers claimed but never posted whose lease ran out (their process died)."""
        rows = await self.engine.fetchall("SELECT key FROM timer_claims WHERE kind=? AND done=0 AND until<=? "
                                          "ORDER BY until LIMIT ?", (kind, now, limit))
        return [r[0] for r in rows]

    # ---- pause ------------------------------------------------------------------------------------------------------
    @announces()
    async def pause(self, table_id: int, now: float, log: list | None = None, version: int = 0) -> bool:
        """Stop the clocks of an active table; False if it was paused already (or is over)."""
        done = await self._tx_count(log_statements(table_id, version, now, log), guard_sql=(
            "UPDATE tables SET paused_at=? WHERE id=? AND paused_at IS NULL AND status='active'", (now, table_id)))
        return done is not None

    @announces()
    async def resume(self, table_id: int, now: float, log: list | None = None, version: int = 0) -> bool:
        """Start the clocks again: every due time moves on by the time it stood still (a clock that started during
        the pause, by the time since it started). False if the table was not paused."""
        shift = "(? - CASE WHEN t.paused_at > c.started_at THEN t.paused_at ELSE c.started_at END)"
        stmts = [(f"UPDATE turn_clocks AS c SET remind_at = c.remind_at + {shift}, deadline_at = c.deadline_at + "
                  f"{shift} FROM tables t WHERE t.id=c.table_id AND c.table_id=?", (now, now, table_id)),
                 ("UPDATE deadlines AS d SET due_at = d.due_at + (? - t.paused_at) FROM tables t WHERE t.id=d.table_id "
                  "AND d.table_id=?", (now, table_id))]
        stmts += log_statements(table_id, version, now, log)
        stmts.append(("UPDATE tables SET paused_at=NULL WHERE id=?", (table_id,)))
        done = await self._tx_count(stmts, guard_sql=(
            "UPDATE tables SET paused_at=paused_at WHERE id=? AND paused_at IS NOT NULL AND status='active'",
            (table_id,)))
        return done is not None



def _clock(r) -> Clock:
    return Clock(r[0], r[1], r[2], r[3], r[4], r[5], bool(r[6]))

