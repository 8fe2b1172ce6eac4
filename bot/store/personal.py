"""A player's own data (a mixin of :class:`bot.store.storage.Storage`): every row that names them, read for an export
and rewritten for an erase (issue 31).

A person's id and name can appear in: seats, a table's owner, votes (the newcomer, the proposer, the newcomer's name),
ballots, DM notices, the outbox's payloads, the events of moves and of the table log (names in parameters), the
snapshots (never today: games know seats, not people; checked all the same), their settings and preferences. The
erase rewrites each of those in one transaction per table; :meth:`PersonalStore.traces` then searches every column of
every table for what is left (the tests and the erase's own log line use it).
"""
from __future__ import annotations

import json

from bot.store.engines import StoreParts

ERASED = "erased:"  # an erased player's seat: ``erased:<table>:<seat number>``; elsewhere ``erased:<table>``
#: parameters of logged events and outbox payloads that hold a person's name (as it was shown at the time)
NAME_KEYS = frozenset({"old", "new", "old_name", "by", "name", "player", "user_name", "who", "absent"})


def is_erased(user_id: str) -> bool:
    return str(user_id).startswith(ERASED)


def erased_id(table_id: int, seat: int | None) -> str:
    """The anonymous id that replaces a person at ``table_id`` (``seat``: their index, None: not seated there)."""
    return f"{ERASED}{table_id}" if seat is None else f"{ERASED}{table_id}:{seat + 1}"


def _like(text: str) -> str:
    """``text`` as a LIKE pattern matching it anywhere (``%`` and ``_`` escaped with ``\\``)."""
    return "%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


def scrub(value, ids: dict[str, str], names: dict[str, str], key: str | None = None):
    """``value`` (JSON data) with every string equal to a key of ``ids`` replaced, and every name of ``names`` under a
    key that holds names (:data:`NAME_KEYS`) replaced."""
    if isinstance(value, str):
        if value in ids:
            return ids[value]
        return names.get(value, value) if key in NAME_KEYS else value
    if isinstance(value, list):
        return [scrub(v, ids, names, key) for v in value]
    if isinstance(value, dict):
        return {k: scrub(v, ids, names, k) for k, v in value.items()}
    return value


def _rewritten(text: str | None, ids: dict[str, str], names: dict[str, str], **dump) -> str | None:
    """The JSON ``text`` scrubbed, or None when nothing changed (or it is not JSON)."""
    if text is None:
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    new = scrub(data, ids, names)
    return None if new == data else json.dumps(new, **dump)


class PersonalStore(StoreParts):
    """Mixed into Storage (``self.engine``, ``self._tx``)."""

    # ---- reads ------------------------------------------------------------------------------------------------------
    async def personal_rows(self, user_id: str) -> dict:
        """The user's own rows: settings, preferences, seats (with their tables), votes and ballots."""
        settings = await self.engine.fetchone("SELECT settings FROM player_settings WHERE user_id=?", (user_id,))
        prefs = await self.engine.fetchone("SELECT lang, dm_mode FROM user_prefs WHERE user_id=?", (user_id,))
        seats = await self.engine.fetchall(
            "SELECT t.id, s.seat, s.name FROM seats s JOIN tables t ON t.id=s.table_id WHERE s.user_id=? "
            "ORDER BY t.id", (user_id,))
        votes = await self.engine.fetchall(
            "SELECT v.id, v.table_id, v.kind, v.seat, v.user_id=?, v.proposer=?, v.created_at, v.status, b.yes "
            "FROM votes v LEFT JOIN ballots b ON b.vote_id=v.id AND b.user_id=? "
            "WHERE v.user_id=? OR v.proposer=? OR b.user_id IS NOT NULL ORDER BY v.id", (user_id,) * 5)
        turns = await self.engine.fetchall("SELECT table_id, n, started_at, moved_at FROM turn_times WHERE user_id=? "
                                           "ORDER BY moved_at", (user_id,))
        missed = await self.engine.fetchall("SELECT table_id, seat, started_at, at FROM missed_deadlines WHERE "
                                            "user_id=? ORDER BY at", (user_id,))
        return {"turns": [{"table": r[0], "move": r[1], "began": r[2], "moved": r[3]} for r in turns],
                "missed": [{"table": r[0], "seat": r[1] + 1, "began": r[2], "passed": r[3]} for r in missed],
                "settings": None if settings is None else json.loads(settings[0]),
                "prefs": None if prefs is None else {"lang": prefs[0], "dm_mode": prefs[1]},
                "seats": [(r[0], r[1], r[2]) for r in seats],
                "votes": [{"vote": r[0], "table": r[1], "kind": r[2], "seat": None if r[3] is None else r[3] + 1,
                           "newcomer": bool(r[4]), "proposed": bool(r[5]), "created_at": r[6], "status": r[7],
                           "yes": None if r[8] is None else bool(r[8])} for r in votes]}

    async def involved_tables(self, user_id: str) -> list[int]:
        """Every table whose rows name ``user_id`` anywhere (seats, owner, votes, ballots, notices, logs, outbox)."""
        # the id as a JSON string inside a JSON column, as the writers store it (non-ASCII escaped or not)
        patterns = (_like(json.dumps(user_id)), _like(json.dumps(user_id, ensure_ascii=False)))
        json_col = "SELECT table_id FROM {} WHERE {} LIKE ? ESCAPE '\\' OR {} LIKE ? ESCAPE '\\'"
        rows = await self.engine.fetchall(
            "SELECT table_id FROM seats WHERE user_id=? UNION SELECT id FROM tables WHERE owner_id=? "
            "UNION SELECT table_id FROM votes WHERE user_id=? OR proposer=? "
            "UNION SELECT v.table_id FROM ballots b JOIN votes v ON v.id=b.vote_id WHERE b.user_id=? "
            "UNION SELECT table_id FROM dm_notices WHERE user_id=? UNION "
            + " UNION ".join(json_col.format(t, c, c) for t, c in (("outbox", "payload"), ("table_log", "events"),
                                                                   ("moves", "events"))),
            (user_id,) * 6 + patterns * 3)
        return sorted({r[0] for r in rows})

    async def handovers(self, table_id: int) -> list[tuple[int, str, str]]:
        """(seat, who had it, their name) of each seat handed over at ``table_id`` (left, replaced, expelled), as
        the outbox recorded them, newest first."""
        rows = await self.engine.fetchall("SELECT payload FROM outbox WHERE table_id=? AND kind='notice' AND payload "
                                          "LIKE '%\"handover\"%' ORDER BY id DESC", (table_id,))
        out = []
        for (payload,) in rows:
            data = json.loads(payload)
            if data.get("what") == "handover" and data.get("old_user"):
                out.append((int(data["seat"]), data["old_user"], data.get("old_name") or ""))
        return out

    async def left_seat(self, table_id: int, user_id: str) -> int | None:
        """The seat ``user_id`` last handed over at ``table_id``, if the outbox recorded it."""
        return next((seat for seat, who, _ in await self.handovers(table_id) if who == user_id), None)

    async def names_of(self, user_id: str) -> set[str]:
        """Every name the user was seen under (their seats, a vote naming them as a newcomer, a seat they handed
        over)."""
        rows = await self.engine.fetchall("SELECT name FROM seats WHERE user_id=? UNION SELECT user_name FROM votes "
                                          "WHERE user_id=? AND user_name IS NOT NULL", (user_id, user_id))
        names = {r[0] for r in rows}
        for (payload,) in await self.engine.fetchall("SELECT payload FROM outbox WHERE kind='notice' AND payload LIKE "
                                                     "? ESCAPE '\\'", (_like(json.dumps(user_id)),)):
            data = json.loads(payload)
            if data.get("what") == "handover" and data.get("old_user") == user_id and data.get("old_name"):
                names.add(data["old_name"])
        return names

    async def traces(self, text: str) -> list[tuple[str, str, int]]:
        """(table, column, rows) of every column of every table whose value contains ``text``: a search of the whole
        database (what an erase must leave empty for the erased id)."""
        if self.dialect == "postgres":
            cols = await self.engine.fetchall("SELECT table_name, column_name FROM information_schema.columns WHERE "
                                              "table_schema=current_schema() ORDER BY table_name, ordinal_position")
        else:
            cols = []
            for (name,) in await self.engine.fetchall("SELECT name FROM sqlite_master WHERE type='table' AND name "
                                                      "NOT LIKE 'sqlite_%' ORDER BY name"):
                cols += [(name, c[1]) for c in await self.engine.fetchall(f"PRAGMA table_info({name})")]
        out = []
        for table, column in cols:
            n = (await self._single(f'SELECT COUNT(*) FROM "{table}" WHERE CAST("{column}" AS TEXT) LIKE ? '
                                 "ESCAPE '\\'", (_like(text),)))[0]
            if n:
                out.append((table, column, n))
        return out

    # ---- the erase --------------------------------------------------------------------------------------------------
    async def anonymise(self, table_id: int, ids: dict[str, str], names: dict[str, str]) -> int:
        """Replace, at table ``table_id``, each person id of ``ids`` by its anonymous id and each of their names of
        ``names`` by the anonymous name: seats, owner, votes, ballots, the events of moves and of the log, the
        outbox, the snapshots. Their DM notices there are dropped. One transaction; the rows changed."""
        stmts: list[tuple[str, tuple]] = []
        for old, new in ids.items():
            stmts += [("UPDATE seats SET user_id=? WHERE table_id=? AND user_id=?", (new, table_id, old)),
                      ("UPDATE tables SET owner_id=? WHERE id=? AND owner_id=?", (new, table_id, old)),
                      ("UPDATE votes SET user_id=? WHERE table_id=? AND user_id=?", (new, table_id, old)),
                      ("UPDATE votes SET proposer=? WHERE table_id=? AND proposer=?", (new, table_id, old)),
                      ("UPDATE ballots SET user_id=? WHERE user_id=? AND vote_id IN (SELECT id FROM votes WHERE "
                       "table_id=?)", (new, old, table_id)),
                      ("DELETE FROM dm_notices WHERE table_id=? AND user_id=?", (table_id, old)),
                      # their pace figures there are theirs alone: dropped, not kept under another name
                      ("DELETE FROM turn_times WHERE table_id=? AND user_id=?", (table_id, old)),
                      ("DELETE FROM missed_deadlines WHERE table_id=? AND user_id=?", (table_id, old))]
        for old, new in names.items():
            # only the seats just anonymised, and the computer's that took a left seat over (named after its player)
            stmts += [("UPDATE seats SET name=? WHERE table_id=? AND name=? AND (user_id LIKE 'erased:%' OR user_id "
                       "LIKE 'computer:%')", (new, table_id, old)),
                      ("UPDATE votes SET user_name=? WHERE table_id=? AND user_name=?", (new, table_id, old))]
        stmts += await self._json_rewrites(table_id, ids, names)
        return sum(await self._tx(stmts, counts=True))

    async def _json_rewrites(self, table_id: int, ids: dict[str, str], names: dict[str, str]) -> list:
        """The updates of the JSON columns of ``table_id`` that mention a person of ``ids`` or a name of ``names``."""
        # as the writers store them: with and without non-ASCII characters escaped
        words = sorted({json.dumps(w, ensure_ascii=a) for w in [*ids, *names] for a in (True, False)})
        if not words:
            return []
        any_word = " OR ".join([" {col} LIKE ? ESCAPE '\\'"] * len(words))
        patterns = tuple(_like(w) for w in words)
        out = []
        #  (table, the key columns, the JSON column, json.dumps options as the writer stores it)
        spots = [("moves", ("table_id", "n"), "events", {"ensure_ascii": False}),
                 ("outbox", ("id",), "payload", {"ensure_ascii": False, "sort_keys": True}),
                 ("table_log", ("table_id", "at_version", "created_at", "events"), "events", {"ensure_ascii": False}),
                 ("tables", ("id",), "state", {}),
                 ("replay_bases", ("table_id",), "state", {})]
        for table, keys, col, dump in spots:
            owner = "id" if table == "tables" else "table_id"
            rows = await self.engine.fetchall(
                f"SELECT {', '.join(keys)}, {col} FROM {table} WHERE {owner}=? AND ("
                + any_word.format(col=col) + ")", (table_id, *patterns))
            for r in rows:
                # snapshots hold no names (games know seats); only ids are replaced there
                new = _rewritten(r[-1], ids, names if table not in ("tables", "replay_bases") else {}, **dump)
                if new is not None:
                    where = " AND ".join(f"{k}=?" for k in keys)
                    out.append((f"UPDATE {table} SET {col}=? WHERE {where}", (new, *r[:len(keys)])))
        return out

    async def people_at(self, table_id: int) -> set[str]:
        """The ids of every person a table's rows name outside its seats (its owner, votes, ballots, notices)."""
        rows = await self.engine.fetchall(
            "SELECT owner_id FROM tables WHERE id=? UNION SELECT user_id FROM votes WHERE table_id=? AND user_id IS "
            "NOT NULL UNION SELECT proposer FROM votes WHERE table_id=? UNION SELECT b.user_id FROM ballots b JOIN "
            "votes v ON v.id=b.vote_id WHERE v.table_id=? UNION SELECT user_id FROM dm_notices WHERE table_id=?",
            (table_id,) * 5)
        return {r[0] for r in rows}

    async def forget_user(self, user_id: str) -> int:
        """Drop the user's own rows (settings, preferences, remaining DM notices, the revocation of their web links:
        an erased player's links open nothing anyway, their seats being anonymous); how many."""
        return sum(await self._tx([("DELETE FROM player_settings WHERE user_id=?", (user_id,)),
                                   ("DELETE FROM user_prefs WHERE user_id=?", (user_id,)),
                                   ("DELETE FROM dm_notices WHERE user_id=?", (user_id,)),
                                   ("DELETE FROM web_link_revocations WHERE user_id=?", (user_id,)),
                                   ("DELETE FROM turn_times WHERE user_id=?", (user_id,)),
                                   ("DELETE FROM missed_deadlines WHERE user_id=?", (user_id,))], counts=True))

    async def expired_tables(self, before: float, limit: int = 100) -> list[int]:
        """Finished and abandoned tables that ended before ``before`` and still name a person at a seat (the
        retention sweep anonymises them)."""
        rows = await self.engine.fetchall(
            "SELECT DISTINCT t.id FROM tables t JOIN seats s ON s.table_id=t.id WHERE t.status IN "
            "('finished','abandoned') AND t.updated_at<? AND s.user_id NOT LIKE 'erased:%' AND s.user_id NOT LIKE "
            "'computer:%' ORDER BY t.id LIMIT ?", (before, limit))
        return [r[0] for r in rows]
