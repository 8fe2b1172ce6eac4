"""``plansza-verify``: every stored table replayed under the current code, before the new code plays on (issue 53).

For each table in play (``--all``: every table with moves), its move log is replayed from its first state (the
set-up from its seed and options, or its replay base when its state was upgraded to a newer engine) by the code
installed now, and the outcome is one of:

* ``same``: every stored move is still legal and the log replays to the stored snapshot;
* ``words``: the same state, but the log's lines of some moves now read differently (a text changed: harmless,
  the history keeps the words each move was told in) — from which move;
* ``diverged``: the replay reaches another state than the stored one — from which move the moves' outcomes
  differ (their events), and the first differing field of the final state;
* ``illegal``: a stored move is refused by the current rules — which move and the reason in words;
* ``broken``: a state the replay passes through breaks the game's own conservation laws (``check_invariants``: a
  card, tile, resource or point lost or doubled) — after which move and the law;
* ``pending``: stored by an older engine and not yet upgraded (the bot upgrades it when it is first read, with a
  replay base there); only the snapshot's upgrade is checked.

A live table that diverges or holds an illegal move is never played on silently: ``--pause`` pauses it (its clocks
stop) with a line to its players in the table's language, which ``/resume`` lifts once the operator has looked
(``--keep``, the default, reports only: the stored state stays the truth and the table goes on). The bot runs the
same check when it starts on a database its engines have not seen yet (``bot.main``), and logs what it found.

    plansza-verify [--db DB] [--all] [--pause] [--json]

Exit code: 0 when every table is ``same``, ``words`` or ``pending``; 1 otherwise. It reads the database only (and
writes the pauses asked for), so it may run beside the bot on PostgreSQL; on SQLite stop the bot first.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from dataclasses import asdict, dataclass

from games import registry
from games.core.contract import Event, Msg
from games.core.errors import GameError

OK = ("same", "words", "pending")
STATUSES = ("same", "words", "pending", "diverged", "illegal", "broken")


@dataclass
class Finding:
    table_id: int
    game: str
    status: str                 # same | words | diverged | illegal | broken | pending
    moves: int = 0              # the moves replayed
    at_move: int | None = None  # where it went another way (diverged, illegal, words)
    field: str | None = None    # the first differing field of the final state (diverged)
    reason: str | None = None   # why the move is refused (illegal) or the law it breaks (broken), in English

    def line(self) -> str:
        where = f" at move {self.at_move}" if self.at_move is not None else ""
        extra = f": {self.field}" if self.field else f": {self.reason}" if self.reason else ""
        return f"table {self.table_id} ({self.game}): {self.status}{where}{extra} [{self.moves} moves]"


def first_difference(a, b, path: str = "") -> str | None:
    """The path of the first field where two JSON values differ (``heroes[1].resources.ore``), or None."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            if key not in a or key not in b:
                return f"{path}.{key}".lstrip(".")
            found = first_difference(a[key], b[key], f"{path}.{key}")
            if found is not None:
                return found.lstrip(".")
        return None
    if isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            found = first_difference(x, y, f"{path}[{i}]")
            if found is not None:
                return found
        return None if len(a) == len(b) else f"{path}[{min(len(a), len(b))}]".lstrip(".")
    return None if a == b else (path.lstrip(".") or "(the whole state)")


def check(table_id: int, game_id: str, *, players: int, options: dict, seed: int, engine_version: int,
          base: tuple[int, int, str] | None, moves: list[dict], snapshot: dict | None) -> Finding:
    """Replay one table's log under the current code (a pure function of what the table stored), checking the
    game's conservation laws after every move (about 15% of the work)."""
    game = registry.get(game_id)
    if base is None and engine_version != game.schema_version:
        if snapshot is not None:
            game.upgrade(snapshot)  # refused (GameError) if it cannot be: reported by the caller
        return Finding(table_id, game_id, "pending", len(moves))
    if base is None:
        state, after = game.setup(players, options, seed), 0
    else:
        state, after = game.upgrade(json.loads(base[2])), base[0]
    words_at = diverged_at = None
    replayed = 0
    for m in moves:
        if m["n"] <= after:
            continue
        try:
            state, events = game.apply(state, m["seat"], m["move"])
        except GameError as err:
            from bot.tables import present

            return Finding(table_id, game_id, "illegal", replayed, m["n"], reason=present.error_text(err, "en"))
        replayed += 1
        try:
            game.check_invariants(state)
        except AssertionError as err:
            return Finding(table_id, game_id, "broken", replayed, m["n"], reason=str(err) or "an invariant fails")
        if [e.to_json() for e in events] != m["events"]:
            stored = [Event.from_json(e) for e in m["events"]]
            same_shape = [(e.to, e.msg.key) for e in stored] == [(e.to, e.msg.key) for e in events]
            if same_shape and words_at is None:
                words_at = m["n"]
            elif not same_shape and diverged_at is None:
                diverged_at = m["n"]
    stored_state = game.upgrade(snapshot) if snapshot is not None else None
    field = first_difference(json.loads(json.dumps(state)), stored_state) if stored_state is not None else None
    if field is not None:
        return Finding(table_id, game_id, "diverged", replayed, diverged_at or words_at or (moves[-1]["n"] if moves
                                                                                            else None), field)
    if diverged_at is not None or words_at is not None:
        return Finding(table_id, game_id, "words", replayed, min(x for x in (diverged_at, words_at) if x))
    return Finding(table_id, game_id, "same", replayed)


async def verify(db, *, every: bool = False) -> list[Finding]:
    """Every table in play (``every``: every table with a log) of the open ``Storage``, checked."""
    statuses = "('active','finished','abandoned')" if every else "('active')"
    ids = [r[0] for r in await db.engine.fetchall(f"SELECT id FROM tables WHERE status IN {statuses} ORDER BY id")]
    out = []
    for table_id in ids:
        row = await db.row(table_id)
        snapshot = json.loads(row.state_json) if row.state_json else None
        try:
            out.append(check(table_id, row.game, players=len(row.seats), options=row.options, seed=row.seed,
                             engine_version=row.engine_version, base=await db.replay_base(table_id),
                             moves=await db.moves(table_id), snapshot=snapshot))
        except (GameError, KeyError) as err:  # an unknown game or a state no upgrade reads
            out.append(Finding(table_id, row.game, "illegal", 0, reason=f"cannot be read: {err}"))
    return out


async def pause_found(db, findings: list[Finding], now: float) -> list[int]:
    """Pause each live table that did not replay, with a line to its players; the ids paused."""
    paused = []
    for f in findings:
        if f.status in OK:
            continue
        row = await db.row(f.table_id, with_state=False)
        if row.status != "active":
            continue
        line = Event(Msg("bot-verify-paused", move=f.at_move or 0))
        if await db.pause(f.table_id, now, [line], row.version):
            paused.append(f.table_id)
    return paused


async def run(database: str, *, every: bool = False, pause: bool = False) -> tuple[list[Finding], list[int], float]:
    from bot.store import Storage

    db = await Storage(database).open()
    try:
        start = time.perf_counter()
        findings = await verify(db, every=every)
        seconds = time.perf_counter() - start
        paused = await pause_found(db, findings, time.time()) if pause else []
        return findings, paused, seconds
    finally:
        await db.close()


def main(argv: list[str] | None = None) -> int:
    from bot.settings import Settings

    parser = argparse.ArgumentParser(prog="plansza-verify", description="Replay every stored table under this code.")
    parser.add_argument("--db", default=None, help="the database (default: the bot's, from the environment)")
    parser.add_argument("--all", action="store_true", help="every table with a log, not only the games in play")
    parser.add_argument("--pause", action="store_true", help="pause each live table that does not replay")
    parser.add_argument("--json", action="store_true", help="one JSON object per table")
    args = parser.parse_args(argv)
    findings, paused, seconds = asyncio.run(run(args.db or Settings.from_env().database, every=args.all,
                                                pause=args.pause))
    for f in findings:
        if args.json:
            print(json.dumps(asdict(f), ensure_ascii=False))
        elif f.status != "same":
            print(f.line())
    counts = {s: sum(f.status == s for f in findings) for s in STATUSES}
    print(f"{len(findings)} tables in {seconds:.1f} s: " + ", ".join(f"{n} {s}" for s, n in counts.items())
          + (f"; paused {len(paused)}: {paused}" if paused else ""), file=sys.stderr)
    return 0 if all(f.status in OK for f in findings) else 1


if __name__ == "__main__":
    sys.exit(main())
