"""Storage of the absent-players machinery (a mixin of :class:`bot.storage.Storage`): turn clocks, the pause, seat
hand-overs, votes, per-player settings and the table log. Each write is one transaction."""
from __future__ import annotations

import json
from dataclasses import dataclass

COMPUTER = "computer:"  # a seat played by the seat filler has the user id ``computer:<seat>``


def is_computer(user_id: str) -> bool:
    return str(user_id).startswith(COMPUTER)


@dataclass
class Clock:
    """A waiting seat's clock."""

    table_id: int
    seat: int
    started_at: float
    remind_at: float | None
    reminders_sent: int
    deadline_at: float | None
    expired: bool


@dataclass
class Vote:
    id: int
    table_id: int
    kind: str
    seat: int | None
    user_id: str | None
    user_name: str | None
    proposer: str
    created_at: float
    expires_at: float
    status: str
    ballots: dict[str, bool]

    @property
    def yes(self) -> set[str]:
        return {u for u, y in self.ballots.items() if y}

    @property
    def no(self) -> set[str]:
        return {u for u, y in self.ballots.items() if not y}


_CLOCK_COLS = "table_id, seat, started_at, remind_at, reminders_sent, deadline_at, expired"
_NEW_CLOCK = f"INSERT INTO turn_clocks ({_CLOCK_COLS}) VALUES (?,?,?,?,0,?,0) ON CONFLICT (table_id, seat) DO "
_KEEP_CLOCK = _NEW_CLOCK + "NOTHING"  # a seat that was already waiting keeps its clock
_REPLACE_CLOCK = _NEW_CLOCK + ("UPDATE SET started_at=excluded.started_at, remind_at=excluded.remind_at, "
                               "reminders_sent=0, deadline_at=excluded.deadline_at, expired=0")
_VOTE_COLS = "id, table_id, kind, seat, user_id, user_name, proposer, created_at, expires_at, status"


def clock_statements(table_id: int, clocks: list[tuple[int, float, float | None, float | None, bool]]
                     ) -> list[tuple[str, tuple]]:
    """The statements that keep one clock per waiting seat: ``clocks`` is (seat, now, remind at, deadline at, reset)
    for every seat that must act; a seat that was already waiting keeps its clock unless ``reset``; every other
    seat's clock is dropped."""
    waiting = [c[0] for c in clocks]
    others = f" AND seat NOT IN ({','.join('?' * len(waiting))})" if waiting else ""
    stmts = [(f"DELETE FROM turn_clocks WHERE table_id=?{others}", (table_id, *waiting))]
    for seat, started, remind_at, deadline_at, reset in clocks:
        stmts.append((_REPLACE_CLOCK if reset else _KEEP_CLOCK, (table_id, seat, started, remind_at, deadline_at)))
    return stmts


class AbsenceStore:
    """Mixed into Storage (``self.engine``, ``self._tx``)."""

    # ---- clocks -----------------------------------------------------------------------------------------------------
    async def clocks(self, table_id: int) -> list[Clock]:
        rows = await self.engine.fetchall(f"SELECT {_CLOCK_COLS} FROM turn_clocks WHERE table_id=? ORDER BY seat",
                                   (table_id,))
        return [_clock(r) for r in rows]

    async def clock(self, table_id: int, seat: int) -> Clock | None:
        r = await self.engine.fetchone(f"SELECT {_CLOCK_COLS} FROM turn_clocks WHERE table_id=? AND seat=?",
                                   (table_id, seat))
        return None if r is None else _clock(r)

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
        ids = await self._tx_count([(
            "UPDATE turn_clocks SET remind_at=?, reminders_sent=reminders_sent+? WHERE table_id=? AND seat=? "
            "AND started_at=?", (remind_at, int(sent), table_id, seat, started_at))])
        return ids[0] == 1

    async def set_deadline_at(self, table_id: int, seat: int, started_at: float, deadline_at: float) -> None:
        await self._tx([("UPDATE turn_clocks SET deadline_at=? WHERE table_id=? AND seat=? AND started_at=?",
                         (deadline_at, table_id, seat, started_at))])

    async def mark_expired(self, table_id: int, seat: int, started_at: float) -> bool:
        """Record that a seat's deadline passed and was announced; False if someone did it first."""
        n = await self._tx_count([("UPDATE turn_clocks SET expired=1 WHERE table_id=? AND seat=? AND started_at=? "
                                   "AND expired=0", (table_id, seat, started_at))])
        return n[0] == 1

    async def extend_deadline(self, table_id: int, seat: int, started_at: float, deadline_at: float) -> bool:
        """Wait longer: a new deadline (a passed one is forgotten); False if the clock is gone."""
        n = await self._tx_count([("UPDATE turn_clocks SET deadline_at=?, expired=0 WHERE table_id=? AND seat=? "
                                   "AND started_at=?", (deadline_at, table_id, seat, started_at))])
        return n[0] == 1

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
    async def pause(self, table_id: int, now: float, log: list | None = None, version: int = 0) -> bool:
        """Stop the clocks of an active table; False if it was paused already (or is over)."""
        done = await self._tx_count(_log_stmts(table_id, version, now, log), guard_sql=(
            "UPDATE tables SET paused_at=? WHERE id=? AND paused_at IS NULL AND status='active'", (now, table_id)))
        return done is not None

    async def resume(self, table_id: int, now: float, log: list | None = None, version: int = 0) -> bool:
        """Start the clocks again: every due time moves on by the time it stood still (a clock that started during
        the pause, by the time since it started). False if the table was not paused."""
        shift = "(? - CASE WHEN t.paused_at > c.started_at THEN t.paused_at ELSE c.started_at END)"
        stmts = [(f"UPDATE turn_clocks AS c SET remind_at = c.remind_at + {shift}, deadline_at = c.deadline_at + "
                  f"{shift} FROM tables t WHERE t.id=c.table_id AND c.table_id=?", (now, now, table_id)),
                 ("UPDATE deadlines AS d SET due_at = d.due_at + (? - t.paused_at) FROM tables t WHERE t.id=d.table_id "
                  "AND d.table_id=?", (now, table_id))]
        stmts += _log_stmts(table_id, version, now, log)
        stmts.append(("UPDATE tables SET paused_at=NULL WHERE id=?", (table_id,)))
        done = await self._tx_count(stmts, guard_sql=(
            "UPDATE tables SET paused_at=paused_at WHERE id=? AND paused_at IS NOT NULL AND status='active'",
            (table_id,)))
        return done is not None

    # ---- seats ------------------------------------------------------------------------------------------------------
    async def hand_over(self, table_id: int, seat: int, user_id: str, name: str, *, owner_id: str | None,
                        clock: tuple[float, float | None, float | None] | None, log: list, version: int,
                        now: float) -> None:
        """Give ``seat`` to ``user_id`` (a person or ``computer:<seat>``): its clock restarts (``clock``: started,
        remind at, deadline at; None: the seat is not waiting), the table's owner may change, the log records it."""
        stmts = [("UPDATE seats SET user_id=?, name=? WHERE table_id=? AND seat=?", (user_id, name, table_id, seat))]
        if clock is not None:
            stmts.append((_REPLACE_CLOCK, (table_id, seat, *clock)))
        if owner_id is not None:
            stmts.append(("UPDATE tables SET owner_id=? WHERE id=?", (owner_id, table_id)))
        stmts += _log_stmts(table_id, version, now, log)
        await self._tx(stmts, guard=("UPDATE tables SET updated_at=updated_at WHERE id=? AND version=? AND "
                                     "status='active'", (table_id, version)))

    # ---- votes ------------------------------------------------------------------------------------------------------
    async def open_vote(self, table_id: int, kind: str, *, seat: int | None, user_id: str | None,
                        user_name: str | None, proposer: str, now: float, expires_at: float) -> int:
        """A new vote with the proposer's yes. Raises storage.Conflict if a vote of this kind is open."""
        ids = await self._tx([
            ("INSERT INTO votes (table_id, kind, seat, user_id, user_name, proposer, created_at, expires_at) "
             "VALUES (?,?,?,?,?,?,?,?) RETURNING id",
             (table_id, kind, seat, user_id, user_name, proposer, now, expires_at)),
            # the vote just opened: the one open vote of its kind at the table
            ("INSERT INTO ballots SELECT id, ?, 1 FROM votes WHERE table_id=? AND kind=? AND status='open'",
             (proposer, table_id, kind))])
        return ids[0]

    async def vote(self, vote_id: int) -> Vote | None:
        r = await self.engine.fetchone(f"SELECT {_VOTE_COLS} FROM votes WHERE id=?", (vote_id,))
        return None if r is None else await self._vote(r)

    async def open_votes(self, table_id: int) -> list[Vote]:
        rows = await self.engine.fetchall(f"SELECT {_VOTE_COLS} FROM votes WHERE table_id=? AND status='open' "
                                          "ORDER BY id", (table_id,))
        return [await self._vote(r) for r in rows]

    async def expired_votes(self, now: float) -> list[Vote]:
        rows = await self.engine.fetchall(f"SELECT {_VOTE_COLS} FROM votes WHERE status='open' AND expires_at<=? "
                                   "ORDER BY expires_at", (now,))
        return [await self._vote(r) for r in rows]

    async def _vote(self, r) -> Vote:
        rows = await self.engine.fetchall("SELECT user_id, yes FROM ballots WHERE vote_id=?", (r[0],))
        ballots = {u: bool(y) for u, y in rows}
        return Vote(*r, ballots=ballots)

    async def cast(self, vote_id: int, user_id: str, yes: bool) -> bool:
        """One ballot per voter on an open vote; False if this voter already voted or the vote is closed."""
        n = await self._tx_count([("INSERT INTO ballots SELECT id, ?, ? FROM votes WHERE id=? AND status='open' "
                                   "ON CONFLICT DO NOTHING", (user_id, int(yes), vote_id))])
        return n[0] == 1

    async def close_vote(self, vote_id: int, status: str, log: list | None = None, table_id: int = 0,
                         version: int = 0, now: float = 0.0) -> bool:
        """Close an open vote; False if it was closed already (two closes at once: one wins)."""
        n = await self._tx_count([("UPDATE votes SET status=? WHERE id=? AND status='open'", (status, vote_id))]
                                 + _log_stmts(table_id, version, now, log))
        return n[0] == 1

    # ---- the table log ----------------------------------------------------------------------------------------------
    async def add_log(self, table_id: int, version: int, now: float, events: list) -> None:
        await self._tx(_log_stmts(table_id, version, now, events))

    async def table_log(self, table_id: int, after_version: int = 0) -> list[dict]:
        rows = await self.engine.fetchall("SELECT at_version, created_at, events FROM table_log WHERE table_id=? AND "
                                   f"at_version>=? ORDER BY {self.engine.log_order}", (table_id, after_version))
        return [{"at_version": r[0], "created_at": r[1], "events": json.loads(r[2])}
                for r in rows]

    # ---- player settings --------------------------------------------------------------------------------------------
    async def player_settings(self, user_ids: list[str]) -> dict[str, dict]:
        if not user_ids:
            return {}
        marks = ",".join("?" * len(user_ids))
        rows = await self.engine.fetchall(f"SELECT user_id, settings FROM player_settings WHERE user_id IN ({marks})",
                                   tuple(user_ids))
        return {r[0]: json.loads(r[1]) for r in rows}

    async def set_player_settings(self, user_id: str, settings: dict) -> None:
        await self._tx([("INSERT INTO player_settings VALUES (?,?) ON CONFLICT (user_id) DO UPDATE SET "
                         "settings=excluded.settings", (user_id, json.dumps(settings, sort_keys=True)))])

    async def _tx_count(self, statements: list[tuple[str, tuple]], guard_sql: tuple[str, tuple] | None = None):
        """``_tx`` returning each statement's changed-row count (None if ``guard_sql`` changed nothing)."""
        from bot.storage import VersionConflict

        try:
            return await self._tx(statements, guard_sql, counts=True)
        except VersionConflict:
            return None


def _clock(r) -> Clock:
    return Clock(r[0], r[1], r[2], r[3], r[4], r[5], bool(r[6]))


def _log_stmts(table_id: int, version: int, now: float, events: list | None) -> list[tuple[str, tuple]]:
    if not events:
        return []
    return [("INSERT INTO table_log (table_id, at_version, created_at, events) VALUES (?,?,?,?)",
             (table_id, version, now, json.dumps([e.to_json() for e in events], ensure_ascii=False)))]
