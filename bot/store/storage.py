"""The table store: one interface over two engines (``bot.store.engines``): SQLite through aiosqlite (embedded, the
default: a file path) and PostgreSQL through asyncpg (``postgresql://...``: several bot processes share it).
Numbered migrations for each, one transaction per move.

The move log is the truth; ``tables.state`` is a snapshot cache that a replay rebuilds. Every write of a move is
guarded by the version read (optimistic concurrency), so two processes can never both apply a move on one version.
"""
from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from bot.store.changes import announces
from bot.store.clocks import ClockStore, bank_statement, clock_statements, replace_clock
from bot.store.engines import (
    Conflict,
    DatabaseCorrupt,
    DuplicateInteraction,
    PostgresEngine,
    SchemaTooNew,
    SqliteEngine,
    Statement,
    VersionConflict,
    is_postgres,
)
from bot.store.outbox import OutboxStore, Owed, outbox_statements
from bot.store.personal import PersonalStore
from bot.store.records import Seat, TableRow
from bot.store.table_log import PlayerStore, TableLogStore, log_statements
from bot.store.votes import VoteStore
from bot.store.web_links import WebLinkStore

if TYPE_CHECKING:
    import aiosqlite

__all__ = ["Conflict", "DatabaseCorrupt", "DuplicateInteraction", "SchemaTooNew", "Storage", "TableRow",
           "VersionConflict"]


_TABLE_COLS = ("id, guild_id, channel_id, game, options, owner_id, lang, status, seed, version, actors, "
               "created_at, updated_at, turn_deadline, paused_at, engine_version, idle_warned_at, flags, pace")
_N_COLS = len(_TABLE_COLS.split(","))  # the columns a table's row has; what a query selects after them follows


def _deadline_stmt(table_id: int, version: int, due_at: float | None) -> tuple[str, tuple]:
    """The statement that sets (or, with None, drops) a table's decision window for ``version``."""
    if due_at is None:
        return "DELETE FROM deadlines WHERE table_id=?", (table_id,)
    return ("INSERT INTO deadlines (table_id, version, due_at, expired) VALUES (?, ?, ?, 0) ON CONFLICT (table_id) "
            "DO UPDATE SET version=excluded.version, due_at=excluded.due_at, expired=0", (table_id, version, due_at))


#: ``commit_move`` on PostgreSQL: the guarded snapshot update, the move row, the turn clocks (dropped, kept, or
#: restarted: disjoint seats) and the decision window, as data-modifying parts of one statement, each acting only if
#: the guard matched, and the messages the move owes (the outbox). One round trip instead of eight; the same rows as
#: the transaction SQLite runs.
_PG_COMMIT_MOVE = """
WITH g AS (UPDATE tables SET version=version+1, state=$1, actors=$2, status=$3, updated_at=$4
           WHERE id=$5 AND version=$6 AND status='active' RETURNING id),
m AS (INSERT INTO moves SELECT id, $6, $7, $8, $9, $10, $4 FROM g),
c AS (SELECT * FROM unnest($11::int[], $12::float8[], $13::float8[], $14::float8[], $15::bool[])
      AS c(seat, started, remind, due, reset)),
gone AS (DELETE FROM turn_clocks WHERE table_id IN (SELECT id FROM g) AND NOT (seat = ANY($11::int[]))),
fresh AS (INSERT INTO turn_clocks (table_id, seat, started_at, remind_at, reminders_sent, deadline_at, expired)
          SELECT g.id, c.seat, c.started, c.remind, 0, c.due, 0 FROM g, c WHERE c.reset
          ON CONFLICT (table_id, seat) DO UPDATE SET started_at=excluded.started_at, remind_at=excluded.remind_at,
          reminders_sent=0, deadline_at=excluded.deadline_at, expired=0),
kept AS (INSERT INTO turn_clocks (table_id, seat, started_at, remind_at, reminders_sent, deadline_at, expired)
         SELECT g.id, c.seat, c.started, c.remind, 0, c.due, 0 FROM g, c WHERE NOT c.reset
         ON CONFLICT (table_id, seat) DO NOTHING),
closed AS (DELETE FROM deadlines WHERE table_id IN (SELECT id FROM g) AND $16::float8 IS NULL),
opened AS (INSERT INTO deadlines (table_id, version, due_at, expired) SELECT id, $6 + 1, $16, 0 FROM g
           WHERE $16::float8 IS NOT NULL
           ON CONFLICT (table_id) DO UPDATE SET version=excluded.version, due_at=excluded.due_at, expired=0),
owed AS (INSERT INTO outbox (table_id, version, kind, payload, created_at, next_at)
         SELECT g.id, $6 + 1, o.kind, o.payload, $4, $4
         FROM g, unnest($17::text[], $18::text[]) WITH ORDINALITY AS o(kind, payload, ord) ORDER BY o.ord),
banked AS (INSERT INTO seat_banks (table_id, seat, bank) SELECT g.id, b.seat, b.bank
           FROM g, unnest($19::int[], $20::float8[]) AS b(seat, bank)
           ON CONFLICT (table_id, seat) DO UPDATE SET bank=excluded.bank),
timed AS (INSERT INTO turn_times (table_id, n, seat, user_id, started_at, moved_at)
          SELECT g.id, $6, $7, $21::text, $22::float8, $4 FROM g WHERE $21::text IS NOT NULL)
SELECT count(*) FROM g"""


class Storage(ClockStore, VoteStore, TableLogStore, PlayerStore, OutboxStore, PersonalStore, WebLinkStore):
    """The table store over ``target``: a SQLite file path (the default) or a ``postgresql://`` URL."""

    def __init__(self, target: str, *, synchronous: str = "FULL", pool_size: int = 10):
        self.path = target
        # SQLite's FULL: COMMIT returns only after the WAL is synced, so an acknowledged move survives a power cut,
        # not only a process crash (NORMAL). Its cost per move is measured by plansza-bench and stated in the README.
        self.engine = (PostgresEngine(target, pool_size) if is_postgres(target)
                       else SqliteEngine(target, synchronous))

    @property
    def db(self) -> aiosqlite.Connection:
        """The SQLite connection of the open store (the backup tools and benchmarks use SQLite's own API)."""
        if not isinstance(self.engine, SqliteEngine):
            raise TypeError("a SQLite tool on a PostgreSQL store (PostgreSQL's own tools back it up: pg_dump)")
        return self.engine.open_db

    async def open(self) -> Storage:
        await self.engine.open()
        return self

    async def close(self) -> None:
        await self.engine.close()

    def table_lock(self, key: str):
        """An async context manager that serialises one table (``key``: its channel) across processes."""
        return self.engine.table_lock(key)

    async def schema_version(self) -> int:
        return (await self._single("SELECT MAX(version) FROM schema_migrations"))[0] or 0

    # ---- reads ------------------------------------------------------------------------------------------------------
    def _row(self, r, seats: list[Seat], state_json: str | None) -> TableRow:
        return TableRow(id=r[0], guild_id=r[1], channel_id=r[2], game=r[3], options=json.loads(r[4]), owner_id=r[5],
                        lang=r[6], status=r[7], seed=r[8], version=r[9], actors=json.loads(r[10]), created_at=r[11],
                        updated_at=r[12], turn_deadline=r[13], paused_at=r[14], engine_version=r[15],
                        idle_warned_at=r[16], flags=json.loads(r[17] or "{}"),
                        pace=json.loads(r[18]) if r[18] else None, seats=seats, state_json=state_json)

    async def _seats(self, table_id: int) -> list[Seat]:
        rows = await self.engine.fetchall("SELECT seat, user_id, name FROM seats WHERE table_id=? ORDER BY seat",
                                          (table_id,))
        return [Seat(*r) for r in rows]

    async def live_table(self, channel_id: str, with_state: bool = True) -> TableRow | None:
        """The lobby or active table of a channel, if any."""
        return await self._one("SELECT id FROM tables WHERE channel_id=? AND status IN ('lobby','active')",
                               (channel_id,), with_state)

    async def table(self, table_id: int, with_state: bool = True) -> TableRow | None:
        return await self._one("?", (table_id,), with_state)

    async def row(self, table_id: int, with_state: bool = True) -> TableRow:
        """Table ``table_id``, which the caller knows is there (it has just written it, or holds its lock, or read
        its id from a row that references it: tables are never deleted, only anonymised)."""
        row = await self._one("?", (table_id,), with_state)
        if row is None:
            raise LookupError(f"table {table_id} is not in the store")
        return row

    async def latest_table(self, channel_id: str) -> TableRow | None:
        """The newest table of a channel whatever its status (for showing a finished game)."""
        return await self._one("SELECT id FROM tables WHERE channel_id=? ORDER BY id DESC LIMIT 1", (channel_id,),
                               True)

    async def _one(self, which: str, params: tuple, with_state: bool) -> TableRow | None:
        """The table ``which`` picks (a subquery giving its id, or ``?``) with its seats: one query, one trip."""
        cols = ", ".join("t." + c.strip() for c in _TABLE_COLS.split(","))
        rows = await self.engine.fetchall(
            f"SELECT {cols}, {'t.state' if with_state else 'NULL'}, s.seat, s.user_id, s.name FROM tables t "
            f"LEFT JOIN seats s ON s.table_id=t.id WHERE t.id=({which}) ORDER BY s.seat", params)
        if not rows:
            return None
        n = _N_COLS  # then the state, then the seat's columns
        seats = [Seat(r[n + 1], r[n + 2], r[n + 3]) for r in rows if r[n + 1] is not None]
        return self._row(rows[0], seats, rows[0][n])

    async def tables_of_user(self, user_id: str, statuses=("lobby", "active")) -> list[TableRow]:
        marks = ",".join("?" * len(statuses))
        sql = (f"SELECT {', '.join('t.' + c.strip() for c in _TABLE_COLS.split(','))}, NULL FROM tables t "
               f"JOIN seats s ON s.table_id=t.id WHERE s.user_id=? AND t.status IN ({marks}) ORDER BY t.updated_at")
        rows = await self.engine.fetchall(sql, (user_id, *statuses))
        return [self._row(r, await self._seats(r[0]), None) for r in rows]

    async def guild_tables(self, guild_id: str, game: str | None = None) -> list[TableRow]:
        """A server's finished and abandoned tables (with their final snapshots), in the order they ended."""
        sql = (f"SELECT {_TABLE_COLS}, state FROM tables WHERE guild_id=? AND status IN ('finished','abandoned')"
               + (" AND game=?" if game else "") + " ORDER BY updated_at, id")
        rows = await self.engine.fetchall(sql, (guild_id, game) if game else (guild_id,))
        return [self._row(r, await self._seats(r[0]), r[_N_COLS]) for r in rows]

    async def user_counts(self, user_id: str) -> tuple[int, int, float | None]:
        """(live tables the user sits at, finished games they played, when they last opened a table)."""
        live, finished = await self._single(
            "SELECT COALESCE(SUM(CASE WHEN t.status IN ('lobby','active') THEN 1 ELSE 0 END), 0), "
            "COALESCE(SUM(CASE WHEN t.status='finished' THEN 1 ELSE 0 END), 0) "
            "FROM tables t JOIN seats s ON s.table_id=t.id WHERE s.user_id=?", (user_id,))
        last = (await self._single("SELECT MAX(created_at) FROM tables WHERE owner_id=?", (user_id,)))[0]
        return live, finished, last

    async def moves(self, table_id: int, after: int = 0, limit: int | None = None) -> list[dict[str, Any]]:
        sql = "SELECT n, seat, move, events, interaction_id, created_at FROM moves WHERE table_id=? AND n>? ORDER BY n"
        params: tuple = (table_id, after)
        if limit is not None:
            sql += " LIMIT ?"
            params += (limit,)
        rows = await self.engine.fetchall(sql, params)
        return [{"n": r[0], "seat": r[1], "move": r[2], "events": json.loads(r[3]), "interaction_id": r[4],
                 "created_at": r[5]} for r in rows]

    async def last_moves(self, table_id: int, limit: int) -> list[dict[str, Any]]:
        top = (await self._single("SELECT MAX(n) FROM moves WHERE table_id=?", (table_id,)))[0] or 0
        return await self.moves(table_id, after=max(0, top - limit))

    async def move_by_interaction(self, interaction_id: str) -> dict[str, Any] | None:
        r = await self.engine.fetchone("SELECT table_id, n, seat, move, events FROM moves WHERE interaction_id=?",
                                       (interaction_id,))
        if r is None:
            t = await self.engine.fetchone("SELECT table_id FROM interaction_tombstones WHERE interaction_id=?",
                                           (interaction_id,))
            # a move taken back since: the interaction was applied once, and stays answered as a duplicate
            return None if t is None else {"table_id": t[0], "n": None, "seat": None, "move": None, "events": []}
        return {"table_id": r[0], "n": r[1], "seat": r[2], "move": r[3], "events": json.loads(r[4])}

    async def has_moves_marked(self, table_id: int, prefix: str) -> bool:
        """Does a move of the table carry an interaction id starting with ``prefix`` (e.g. a vacation stand-in's)?"""
        r = await self.engine.fetchone("SELECT 1 FROM moves WHERE table_id=? AND interaction_id LIKE ? LIMIT 1",
                                       (table_id, prefix.replace("%", "").replace("_", "") + "%"))
        return r is not None

    # ---- writes (each one transaction) ------------------------------------------------------------------------------
    # _tx and _tx_count: bot.store.engines.StoreParts, shared with the mixins

    async def create_table(self, *, guild_id, channel_id, game, options, owner_id, owner_name, lang, seed,
                           now, turn_deadline: float | None = None, flags: dict | None = None,
                           pace: dict | None = None) -> int:
        """Insert a lobby with the owner in seat 0. Raises Conflict if the channel has a live table. ``pace``: a
        time bank's rule (bot.tables.time_bank) instead of the per-turn ``turn_deadline``."""
        ids = await self._tx([
            ("INSERT INTO tables (guild_id, channel_id, game, options, owner_id, lang, status, seed, version, "
             "created_at, updated_at, turn_deadline, flags, pace) VALUES (?,?,?,?,?,?, 'lobby', ?, 0, ?, ?, ?, ?, ?) "
             "RETURNING id",
             (guild_id, channel_id, game, json.dumps(options), owner_id, lang, seed, now, now, turn_deadline,
              json.dumps(flags or {}), None if pace is None else json.dumps(pace, sort_keys=True))),
            ("INSERT INTO seats SELECT id, 0, ?, ? FROM tables WHERE channel_id=? AND status='lobby'",
             (owner_id, owner_name, channel_id))])
        return ids[0]

    @announces(lambda a: a["version"] + 1)
    async def set_seats(self, table_id: int, version: int, seats: list[tuple[str, str]], now: float) -> None:
        """Replace the lobby seats (join/leave/kick), guarded by the version (which bumps in the lobby too)."""
        stmts = [("DELETE FROM seats WHERE table_id=?", (table_id,))]
        stmts += [("INSERT INTO seats VALUES (?,?,?,?)", (table_id, i, uid, name)) for i, (uid, name) in
                  enumerate(seats)]
        await self._tx(stmts, guard=("UPDATE tables SET version=version+1, updated_at=? WHERE id=? AND version=? "
                                     "AND status='lobby'", (now, table_id, version)))

    @announces(lambda a: 1)
    async def start_table(self, table_id: int, version: int, state_json: str, actors: list[int], clocks: list,
                          now: float, engine_version: int = 1, owed: Sequence[Owed] = ()) -> None:
        """Start a lobby: the first snapshot, the engine version its log is recorded with, a clock for every seat
        that must act (see ``clock_statements``) and the messages the start owes (``owed``)."""
        await self._tx([*clock_statements(table_id, clocks), *outbox_statements(table_id, 1, list(owed), now)],
                       guard=(
            "UPDATE tables SET status='active', version=1, state=?, actors=?, updated_at=?, engine_version=? "
            "WHERE id=? AND version=? AND status='lobby'",
            (state_json, json.dumps(actors), now, engine_version, table_id, version)))

    @announces(lambda a: a["version"] + 1)
    async def commit_move(self, *, table_id: int, version: int, seat: int, move: str, events: list, state_json: str,
                          actors: list[int], status: str, interaction_id: str | None, now: float,
                          clocks: list, deadline: float | None = None, owed: Sequence[Owed] = (),
                          banks: dict[int, float] | None = None, turn: tuple[str, float] | None = None) -> None:
        """Append the move and write the new snapshot with version+1, all or nothing.

        ``clocks``: the turn clock of every seat that must act now (see ``clock_statements``): seats that were
        already waiting keep theirs unless reset, every other clock is dropped. ``deadline``: when the decision the
        move opened times out (None: no window). ``owed``: the messages the move owes (the outbox). ``banks``: the
        time banks of the seats whose turn ended (seat -> seconds). ``turn``: the mover's finished turn (its person,
        when it began), for their pace figures. All stored in the same transaction.
        """
        owed = list(owed)
        n = version  # move n takes the table from version n to n+1
        if isinstance(self.engine, PostgresEngine):  # the same writes as one statement: one round trip to the server
            seats, started, remind, due, reset = (list(c) for c in zip(*clocks, strict=True)) if clocks else (
                [], [], [], [], [])
            done = await self.engine.statement(_PG_COMMIT_MOVE, (
                state_json, json.dumps(actors), status, now, table_id, version, seat, move,
                json.dumps(events, ensure_ascii=False), interaction_id, seats, started, remind, due, reset, deadline,
                [o.kind for o in owed], [json.dumps(o.payload, ensure_ascii=False, sort_keys=True) for o in owed],
                list(banks or {}), [float(b) for b in (banks or {}).values()],
                None if turn is None else turn[0], None if turn is None else float(turn[1])))
            if done != 1:
                raise VersionConflict()
            return
        stmts = [
            ("INSERT INTO moves VALUES (?,?,?,?,?,?,?)",
             (table_id, n, seat, move, json.dumps(events, ensure_ascii=False), interaction_id, now)),
            *clock_statements(table_id, clocks),
        ]
        stmts.append(_deadline_stmt(table_id, version + 1, deadline))
        stmts += outbox_statements(table_id, version + 1, owed, now)
        stmts += [bank_statement(table_id, s, b) for s, b in (banks or {}).items()]
        if turn is not None:
            stmts.append(("INSERT INTO turn_times (table_id, n, seat, user_id, started_at, moved_at) VALUES "
                          "(?,?,?,?,?,?)", (table_id, n, seat, turn[0], float(turn[1]), now)))
        await self._tx(stmts, guard=(
            "UPDATE tables SET version=version+1, state=?, actors=?, status=?, updated_at=? "
            "WHERE id=? AND version=? AND status='active'",
            (state_json, json.dumps(actors), status, now, table_id, version)))

    @announces()  # an abandon keeps the version
    async def set_status(self, table_id: int, status: str, now: float, log: list | None = None, *,
                         guard_updated: float | None = None, owed: Sequence[Owed] = (), version: int = 0) -> None:
        """End a lobby or a game (``abandoned``): its clocks stop, its open votes close, ``log`` is recorded, and the
        messages that owes (``owed``, shown at ``version``) are written."""
        stmts: list[Statement] = [("DELETE FROM turn_clocks WHERE table_id=?", (table_id,)),
                                  ("UPDATE votes SET status='failed' WHERE table_id=? AND status='open'", (table_id,))]
        stmts += outbox_statements(table_id, version, list(owed), now)
        if log:
            stmts.append(("INSERT INTO table_log (table_id, at_version, created_at, events) "
                          "SELECT id, version, ?, ? FROM tables WHERE id=?",
                          (now, json.dumps([e.to_json() for e in log], ensure_ascii=False), table_id)))
        same = "" if guard_updated is None else " AND updated_at=?"
        params = (status, now, table_id) + (() if guard_updated is None else (guard_updated,))
        await self._tx(stmts, guard=("UPDATE tables SET status=?, actors='[]', updated_at=? WHERE id=? "
                                     f"AND status IN ('lobby','active'){same}", params))

    @announces(lambda a: a["version"] - 1)
    async def take_back(self, table_id: int, version: int, state_json: str, actors: list[int], clocks: list,
                        deadline: float | None, log: list, now: float, owed: Sequence[Owed] = ()) -> None:
        """Remove the last move (``version - 1``) from the log and restore the state before it, with the messages
        that owes, all or nothing."""
        stmts = [("INSERT INTO interaction_tombstones SELECT interaction_id, table_id, ? FROM moves WHERE table_id=? "
                  "AND n=? AND interaction_id IS NOT NULL ON CONFLICT DO NOTHING", (now, table_id, version - 1)),
                 ("DELETE FROM moves WHERE table_id=? AND n=?", (table_id, version - 1)),
                 ("DELETE FROM turn_times WHERE table_id=? AND n=?", (table_id, version - 1)),  # not a turn after all
                 *clock_statements(table_id, clocks), _deadline_stmt(table_id, version - 1, deadline),
                 ("INSERT INTO table_log (table_id, at_version, created_at, events) VALUES (?,?,?,?)",
                  (table_id, version - 1, now, json.dumps([e.to_json() for e in log], ensure_ascii=False))),
                 *outbox_statements(table_id, version - 1, list(owed), now)]
        await self._tx(stmts, guard=("UPDATE tables SET version=version-1, state=?, actors=?, updated_at=? "
                                     "WHERE id=? AND version=? AND status='active' AND version>1",
                                     (state_json, json.dumps(actors), now, table_id, version)))

    async def idle_tables(self, before: float, limit: int = 100) -> list[int]:
        """Lobbies and games, not paused, with no move (or join) since ``before``."""
        rows = await self.engine.fetchall("SELECT id FROM tables WHERE status IN ('lobby','active') AND paused_at IS "
                                          "NULL AND updated_at<=? ORDER BY updated_at LIMIT ?", (before, limit))
        return [r[0] for r in rows]

    async def mark_idle_warned(self, table_id: int, now: float, updated_at: float, owed: Sequence[Owed] = (),
                               version: int = 0) -> bool:
        """Record the idle warning and the messages it owes, unless someone moved since (``updated_at`` changed);
        False then."""
        n = await self._tx_count(outbox_statements(table_id, version, list(owed), now), guard_sql=(
            "UPDATE tables SET idle_warned_at=? WHERE id=? AND updated_at=?", (now, table_id, updated_at)))
        return n is not None

    async def rebase(self, table_id: int, version: int, state_json: str, engine_version: int) -> None:
        """An upgraded snapshot: it replaces the stored one and becomes the table's replay base (the state after
        move ``version - 1``), recorded with the engine version that upgraded it."""
        await self._tx([("INSERT INTO replay_bases VALUES (?,?,?,?) ON CONFLICT (table_id) DO UPDATE SET "
                         "at_move=excluded.at_move, engine_version=excluded.engine_version, state=excluded.state",
                         (table_id, version - 1, engine_version, state_json))],
                       guard=("UPDATE tables SET state=?, engine_version=? WHERE id=? AND version=?",
                              (state_json, engine_version, table_id, version)))

    async def replay_base(self, table_id: int) -> tuple[int, int, str] | None:
        """(after how many moves, engine version, state JSON) of the table's replay base, if its log was upgraded."""
        r = await self.engine.fetchone("SELECT at_move, engine_version, state FROM replay_bases WHERE table_id=?",
                                   (table_id,))
        return None if r is None else (r[0], r[1], r[2])

    async def write_snapshot(self, table_id: int, version: int, state_json: str) -> None:
        """Repair a snapshot from a replay (the log is the truth)."""
        await self._tx([], guard=("UPDATE tables SET state=? WHERE id=? AND version=?",
                                  (state_json, table_id, version)))

    # ---- seats handed over -----------------------------------------------------------------------------------------
    @announces(lambda a: a["version"])  # a seat's new player: the same version
    async def hand_over(self, table_id: int, seat: int, user_id: str, name: str, *, owner_id: str | None,
                        clock: tuple[float, float | None, float | None] | None, log: list, version: int,
                        now: float, owed: Sequence[Owed] = ()) -> None:
        """Give ``seat`` to ``user_id`` (a person or ``computer:<seat>``): its clock restarts (``clock``: started,
        remind at, deadline at; None: the seat is not waiting), the table's owner may change, the log records it, and
        the messages that owes (``owed``) are written."""
        stmts: list[Statement] = [("UPDATE seats SET user_id=?, name=? WHERE table_id=? AND seat=?",
                                   (user_id, name, table_id, seat))]
        if clock is not None:
            stmts.append(replace_clock(table_id, seat, clock))
        if owner_id is not None:
            stmts.append(("UPDATE tables SET owner_id=? WHERE id=?", (owner_id, table_id)))
        stmts += log_statements(table_id, version, now, log) + outbox_statements(table_id, version, list(owed), now)
        await self._tx(stmts, guard=("UPDATE tables SET updated_at=updated_at WHERE id=? AND version=? AND "
                                     "status='active'", (table_id, version)))


    # ---- decision windows -------------------------------------------------------------------------------------------
    async def set_deadline(self, table_id: int, version: int, due_at: float | None) -> None:
        """The table's current decision times out at ``due_at`` (None: no window)."""
        await self._tx([_deadline_stmt(table_id, version, due_at)])

    async def due_deadlines(self, now: float, limit: int = 100) -> list[tuple[int, int]]:
        """(table id, version) of every active table whose window has passed and was not handled yet."""
        rows = await self.engine.fetchall("SELECT d.table_id, d.version FROM deadlines d JOIN tables t ON "
                                          "t.id=d.table_id WHERE d.expired=0 AND d.due_at<=? AND t.status='active' "
                                          "AND t.paused_at IS NULL ORDER BY d.due_at LIMIT ?", (now, limit))
        return [tuple(r) for r in rows]

    @announces()  # a window run out (proxies may act now), or a stale one
    async def expire_deadline(self, table_id: int, version: int, owed: Sequence[Owed] = (), now: float = 0.0) -> None:
        """The window at ``version`` was handled, with the notices it owes (one transaction)."""
        await self._tx([("UPDATE deadlines SET expired=1 WHERE table_id=? AND version=?", (table_id, version)),
                        *outbox_statements(table_id, version, list(owed), now)])

    async def deadline_expired(self, table_id: int, version: int) -> bool:
        return await self.engine.fetchone("SELECT 1 FROM deadlines WHERE table_id=? AND version=? AND expired=1",
                                   (table_id, version)) is not None

    # ---- the channel experience: latest post, readers' languages, DM preferences ------------------------------------
    async def last_post(self, table_id: int) -> tuple[str, str] | None:
        """(channel id, message id) of the table's latest picture post, if one was recorded."""
        r = await self.engine.fetchone("SELECT channel_id, message_id FROM table_posts WHERE table_id=?",
                                   (table_id,))
        return None if r is None else (r[0], r[1])

    async def set_last_post(self, table_id: int, channel_id: str, message_id: str) -> None:
        await self._tx([("INSERT INTO table_posts VALUES (?,?,?) ON CONFLICT (table_id) DO UPDATE SET "
                         "channel_id=excluded.channel_id, message_id=excluded.message_id",
                         (table_id, channel_id, message_id))])

    async def live_counts(self) -> dict[str, int]:
        """How many tables are in the lobby and in play (the open-tables metric)."""
        rows = await self.engine.fetchall("SELECT status, COUNT(*) FROM tables WHERE status IN ('lobby','active') "
                                          "GROUP BY status")
        return {"lobby": 0, "active": 0, **{r[0]: r[1] for r in rows}}

    async def count_tables(self) -> int:
        return (await self._single("SELECT COUNT(*) FROM tables"))[0]
