"""The store's votes (a mixin of :class:`bot.store.storage.Storage`): open a vote with the proposer's yes, one ballot
per voter, close it once. Each write is one transaction."""
from __future__ import annotations

from collections.abc import Sequence

from bot.store.engines import StoreParts
from bot.store.outbox import Owed, outbox_statements
from bot.store.records import Vote
from bot.store.table_log import log_statements

_VOTE_COLS = "id, table_id, kind, seat, user_id, user_name, proposer, created_at, expires_at, status"


class VoteStore(StoreParts):
    """Mixed into Storage (``self.engine``, ``self._tx``, ``self._tx_count``)."""

    async def open_vote(self, table_id: int, kind: str, *, seat: int | None, user_id: str | None,
                        user_name: str | None, proposer: str, now: float, expires_at: float,
                        post_at_version: int | None = None) -> int:
        """A new vote with the proposer's yes, and (``post_at_version``) its post owed in the outbox. Raises
        storage.Conflict if a vote of this kind is open."""
        # the vote just opened: the one open vote of its kind at the table
        just_opened = "FROM votes WHERE table_id=? AND kind=? AND status='open'"
        stmts = [
            ("INSERT INTO votes (table_id, kind, seat, user_id, user_name, proposer, created_at, expires_at) "
             "VALUES (?,?,?,?,?,?,?,?) RETURNING id",
             (table_id, kind, seat, user_id, user_name, proposer, now, expires_at)),
            (f"INSERT INTO ballots SELECT id, ?, 1 {just_opened}", (proposer, table_id, kind))]
        if post_at_version is not None:
            stmts.append(("INSERT INTO outbox (table_id, version, kind, payload, created_at, next_at) SELECT table_id, "
                          "?, 'notice', '{\"vote\": ' || CAST(id AS TEXT) || ', \"what\": \"vote\"}', ?, ? "
                          + just_opened, (post_at_version, now, now, table_id, kind)))
        ids = await self._tx(stmts)
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
        n = await self._tx([("INSERT INTO ballots SELECT id, ?, ? FROM votes WHERE id=? AND status='open' "
                             "ON CONFLICT DO NOTHING", (user_id, int(yes), vote_id))], counts=True)
        return n[0] == 1

    async def close_vote(self, vote_id: int, status: str, log: list | None = None, table_id: int = 0,
                         version: int = 0, now: float = 0.0, owed: Sequence[Owed] = ()) -> bool:
        """Close an open vote, with the messages that owes; False if it was closed already (two closes at once: one
        wins, and only its messages are written)."""
        guard = ("UPDATE votes SET status=? WHERE id=? AND status='open'", (status, vote_id))
        n = await self._tx_count(log_statements(table_id, version, now, log)
                                 + outbox_statements(table_id, version, list(owed), now), guard_sql=guard)
        return n is not None
