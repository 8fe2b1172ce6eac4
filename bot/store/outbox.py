"""The store's outbox (a mixin of :class:`bot.store.storage.Storage`): the messages a committed change owes, written in
the change's own transaction (:func:`outbox_statements`), then claimed, marked sent, put off for a retry or given up
by the dispatcher (:mod:`bot.tables.dispatch`).

A table's messages go out in ``id`` order: a claim takes the table's pending messages from the first one on, up to the
first that is not due yet, and only when no other process holds a live claim on any of them and no earlier message
of another table of the same channel (the game before) is still owed. The dispatcher claims
under the table's lock (across processes on PostgreSQL), so two claims of one table never interleave.
"""
from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass

from bot.store.engines import StoreParts

_COLS = "id, table_id, version, kind, payload, attempts, created_at, next_at, claimed_by, claimed_until"


@dataclass
class Owed:
    """A message a change owes, before it is stored: its kind (``dm``, ``post``, ...) and the intent."""

    kind: str
    payload: dict


@dataclass
class OutboxMessage:
    """A stored message of the outbox."""

    id: int
    table_id: int
    version: int          # the table's version the message shows
    kind: str
    payload: dict
    attempts: int
    created_at: float


def outbox_statements(table_id: int, version: int, owed: Iterable[Owed], now: float) -> list[tuple[str, tuple]]:
    """The inserts of ``owed`` for ``table_id`` at ``version``, in order (a part of the change's transaction)."""
    return [("INSERT INTO outbox (table_id, version, kind, payload, created_at, next_at) VALUES (?,?,?,?,?,?)",
             (table_id, version, o.kind, json.dumps(o.payload, ensure_ascii=False, sort_keys=True), now, now))
            for o in owed]


def _message(r) -> OutboxMessage:
    return OutboxMessage(r[0], r[1], r[2], r[3], json.loads(r[4]), r[5], r[6])


class OutboxStore(StoreParts):
    """Mixed into Storage (``self.engine``, ``self._tx``)."""

    async def outbox_tables(self, now: float, limit: int = 100) -> list[int]:
        """Tables with a message due now and not claimed by a live lease."""
        rows = await self.engine.fetchall(
            "SELECT table_id FROM outbox WHERE done_at IS NULL AND next_at<=? AND (claimed_until IS NULL OR "
            "claimed_until<=?) GROUP BY table_id ORDER BY min(id) LIMIT ?", (now, now, limit))
        return [r[0] for r in rows]

    async def claim_outbox(self, table_id: int, owner: str, now: float, lease: float) -> list[OutboxMessage]:
        """Claim ``table_id``'s pending messages in order, up to the first one not due yet, for ``lease`` seconds;
        none while another owner's claim on one of them is live. Call it under the table's lock."""
        rows = await self.engine.fetchall(f"SELECT {_COLS} FROM outbox WHERE table_id=? AND done_at IS NULL "
                                          "ORDER BY id", (table_id,))
        if any(r[8] is not None and r[8] != owner and r[9] is not None and r[9] > now for r in rows):
            return []
        take = []
        for r in rows:
            if r[7] > now:
                break
            take.append(r)
        if not take:
            return []
        # a channel's messages go out in order across its tables too: a game's last post still owed (a retry)
        # before the next game's first ones
        if await self.engine.fetchone(
                "SELECT 1 FROM outbox o JOIN tables t ON t.id=o.table_id WHERE t.channel_id=(SELECT channel_id FROM "
                "tables WHERE id=?) AND o.table_id<>? AND o.done_at IS NULL AND o.id<? LIMIT 1",
                (table_id, table_id, take[0][0])) is not None:
            return []
        marks = ",".join("?" * len(take))
        await self._tx([(f"UPDATE outbox SET claimed_by=?, claimed_until=? WHERE id IN ({marks}) AND done_at IS NULL",
                         (owner, now + lease, *[r[0] for r in take]))])
        return [_message(r) for r in take]

    async def renew_outbox(self, table_id: int, owner: str, until: float) -> int:
        """Extend ``owner``'s claims on ``table_id``'s messages to ``until`` (a delivery still going on); how many."""
        n = await self._tx([("UPDATE outbox SET claimed_until=? WHERE table_id=? AND claimed_by=? AND done_at IS NULL",
                             (until, table_id, owner))], counts=True)
        return n[0]

    async def hold_outbox(self, message_id: int, owner: str, until: float) -> bool:
        """The fence before a send: ``owner`` still holds the message (no other process took it over after this one's
        lease lapsed) and holds it now until ``until``; False if the claim was lost."""
        n = await self._tx([("UPDATE outbox SET claimed_until=? WHERE id=? AND claimed_by=? AND done_at IS NULL",
                             (until, message_id, owner))], counts=True)
        return n[0] == 1

    async def outbox_done(self, message_id: int, owner: str, now: float, result: str) -> bool:
        """Mark a claimed message delivered (or given up: ``result`` says which); False if the claim was lost."""
        n = await self._tx([("UPDATE outbox SET done_at=?, result=?, claimed_by=NULL, claimed_until=NULL WHERE id=? "
                             "AND done_at IS NULL AND claimed_by=?", (now, result[:200], message_id, owner))],
                           counts=True)
        return n[0] == 1

    async def outbox_later(self, message_id: int, owner: str, next_at: float, error: str) -> None:
        """A failed attempt: try again at ``next_at`` (the claim is released)."""
        await self._tx([("UPDATE outbox SET attempts=attempts+1, next_at=?, result=?, claimed_by=NULL, "
                         "claimed_until=NULL WHERE id=? AND done_at IS NULL AND claimed_by=?",
                         (next_at, error[:200], message_id, owner))])

    async def release_outbox(self, ids: list[int], owner: str) -> None:
        """Give back claims not used (a batch cut short keeps its order for the next claim)."""
        if ids:
            marks = ",".join("?" * len(ids))
            await self._tx([(f"UPDATE outbox SET claimed_by=NULL, claimed_until=NULL WHERE id IN ({marks}) "
                             "AND done_at IS NULL AND claimed_by=?", (*ids, owner))])

    async def outbox_results(self, table_id: int, version: int) -> list[tuple[str, dict, str | None]]:
        """(kind, payload, result) of every message of ``table_id`` at ``version`` (delivered or not)."""
        rows = await self.engine.fetchall("SELECT kind, payload, result FROM outbox WHERE table_id=? AND version=? "
                                          "AND done_at IS NOT NULL ORDER BY id", (table_id, version))
        return [(r[0], json.loads(r[1]), r[2]) for r in rows]

    async def previous_post(self, table_id: int, before_id: int) -> tuple[dict, str | None] | None:
        """(payload, result) of the table's last post delivered before message ``before_id``."""
        r = await self.engine.fetchone("SELECT payload, result FROM outbox WHERE table_id=? AND kind='post' AND "
                                       "done_at IS NOT NULL AND id<? ORDER BY id DESC LIMIT 1", (table_id, before_id))
        return None if r is None else (json.loads(r[0]), r[1])

    async def sent_before(self, table_id: int, before_id: int) -> int | None:
        """The chat id of the table's last message sent before message ``before_id`` (a table's messages go out in
        order, so nothing of ``before_id``'s can be older in the chat); None if none was."""
        rows = await self.engine.fetchall("SELECT result FROM outbox WHERE table_id=? AND id<? AND done_at IS NOT "
                                          "NULL AND result LIKE 'sent:%' ORDER BY id DESC LIMIT 20",
                                          (table_id, before_id))
        for (result,) in rows:
            sent = (result or "").split(":", 1)[1]
            if sent.isdigit():
                return int(sent)
        return None

    async def pending_outbox(self, table_id: int | None = None) -> list[OutboxMessage]:
        """Messages not delivered yet (all tables, or one)."""
        where, params = ("AND table_id=? ", (table_id,)) if table_id is not None else ("", ())
        rows = await self.engine.fetchall(f"SELECT {_COLS} FROM outbox WHERE done_at IS NULL {where}ORDER BY id",
                                          params)
        return [_message(r) for r in rows]
