"""The outbox's dispatcher: it delivers the messages committed changes owe (:mod:`bot.store.outbox`) through a sink
(the Discord adapter's, or a test's), in each table's order, and marks each one done.

- **At least once.** A message is written in its change's transaction; nothing marks it done but a delivery (or a
  give-up). A process that dies mid-delivery loses its claim when the lease runs out, and any process (the bot's
  loop, after a restart) delivers it then.
- **At most once as players see it.** Right before each send the process renews its claim on the message, or finds
  it lost (a fence: a process that stalled past its lease while another took the table over sends nothing more).
  The sink sends each message with a nonce of its own (``o<id>``), which Discord keeps for a few minutes: a
  delivery repeated after a crash within the send itself is the same message.
- **Retries.** The sink raises :class:`Retry` for what may pass (a rate limit, with its ``retry_after``; a server
  error; a dropped connection): the message waits with a growing backoff, and the table's later messages wait behind
  it, so a table's posts never arrive out of order. It raises :class:`GiveUp` for what can never succeed (a deleted
  channel, closed DMs): the message is done, with the reason, and the adapter's fallbacks apply.
- **The right moment.** A message is drawn from the table's state at its own version (rebuilt from the move log when
  the table moved on since), so a late delivery still shows the moment it describes.
"""
from __future__ import annotations

import asyncio
import logging
import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from bot.store import OutboxMessage, TableRow
from bot.tables import notices
from bot.tables.outcome import Outcome

if TYPE_CHECKING:
    from bot.tables.service import TableService

log = logging.getLogger("plansza.outbox")

# seconds a process holds a table's messages it is delivering: short, so that after a crash another process (or the
# restarted one) sends them again well inside Discord's nonce window; a batch outliving it is sent twice at worst
# with the same nonces, which players see once
LEASE = 20.0
FIRST_BACKOFF = 2.0     # seconds before the first retry; doubled per attempt...
# ...up to this: well inside the few minutes Discord keeps a nonce, so a message it may have taken before the
# connection dropped is sent again while its nonce still holds (the soak found doubles with a 600 s ceiling)
MAX_BACKOFF = 30.0
MAX_BATCHES = 20        # claims per table in one call (new messages keep arriving while a busy table is posted)
DM_CLOSED = "dm-closed"  # a DM given up because the player's DMs are closed...
TELL = "tell"            # ...and the table's post of the same change says so (once per table: "dm-closed:tell")


class Retry(Exception):
    """The delivery may succeed later (``after``: at the earliest, seconds from now; Discord's ``retry_after``)."""

    def __init__(self, reason: str, after: float = 0.0):
        super().__init__(reason)
        self.reason, self.after = reason, after


class GiveUp(Exception):
    """The delivery can never succeed (e.g. ``dm-closed``, ``gone``): the message is done, with this reason."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


@dataclass
class Delivery:
    """One message for the sink, with what it is drawn from."""

    message: OutboxMessage
    table: TableRow                      # the table now (its seats and names)
    state: dict | None                   # the table's state at the message's version
    outcome: Outcome | None = None       # a post's outcome, rebuilt from its intent (``told_by_dm`` filled in)
    dm_closed: list[int] = field(default_factory=list)  # a post's seats to tell that their DMs are closed
    replaces: str | None = None          # a progress line's earlier line to edit in place (its message id)


class Sink(Protocol):
    async def deliver(self, delivery: Delivery) -> str:
        """Deliver one message; the result to record (e.g. the message id). Raises Retry or GiveUp."""
        ...


class Dispatcher:
    def __init__(self, service: TableService, sink: Sink, *, lease: float = LEASE, pause=asyncio.sleep):
        self.service = service
        self.sink = sink
        self.lease = lease
        self.pause = pause   # waits between two renewals of a claim (a test's own, in place of real time)
        self.delivered = 0   # counters for the operators and the tests
        self.retried = 0
        self.given_up = 0

    async def deliver_due(self, limit: int = 100) -> int:
        """Deliver every table's due messages (the bot's loop; after a restart, what a crash left owed)."""
        done = 0
        for table_id in await self.service.db.outbox_tables(self.service.clock(), limit):
            done += await self.deliver_table(table_id)
        return done

    async def deliver_table(self, table_id: int) -> int:
        """Deliver ``table_id``'s due messages in order; how many were done."""
        row = await self.service.db.table(table_id, with_state=False)
        if row is None:
            return 0
        done = 0
        # a claim of its own for each call: the bot's loop and a command's own delivery may run at once in a process
        owner = f"{self.service.instance}:{secrets.token_hex(4)}"
        for _ in range(MAX_BATCHES):
            async with self.service.lock(row.channel_id):  # one claimant per table, across processes
                batch = await self.service.db.claim_outbox(table_id, owner, self.service.clock(), self.lease)
            if not batch:
                break
            n, cut = await self._deliver(table_id, batch, owner)
            done += n
            if cut:
                break
        return done

    @staticmethod
    def _after_dms(delivery: Delivery, earlier: list[tuple[str, dict, str | None]]) -> None:
        """What the change's DMs (delivered before its post) mean for the post: a seat whose DM with its new view
        went out was told by it (not pinged again); a closed DM is named once per table."""
        dms = [(int(p["seat"]), p, result or "") for kind, p, result in earlier if kind == "dm"]
        if delivery.outcome is not None:
            delivery.outcome.told_by_dm = [s for s, p, result in dms if p.get("notice") and result.startswith("sent")]
        delivery.dm_closed = sorted(s for s, _p, result in dms if result == f"gave-up:{DM_CLOSED}:{TELL}")

    async def _deliver(self, table_id: int, batch: list[OutboxMessage], owner: str) -> tuple[int, bool]:
        """Deliver a claimed batch in order; (messages done, whether a retry cut it short)."""
        row = await self.service.db.row(table_id, with_state=False)
        states: dict[int, dict | None] = {}
        done = 0
        for i, message in enumerate(batch):
            if message.version not in states:
                states[message.version] = await self.service.state_at_version(row, message.version)
            delivery = Delivery(message, row, states[message.version])
            if message.kind == "post":
                delivery.outcome = notices.outcome_of(row, delivery.state, message.payload)
                if delivery.outcome.finished:  # the game's length and who took longest, at its end
                    delivery.outcome.end = await self.service.end_summary(table_id)
            if message.kind in ("post", "notice"):
                self._after_dms(delivery, await self.service.db.outbox_results(table_id, message.version))
                if message.payload.get("status"):  # the choices' progress: one line, edited as choices come in
                    before = await self.service.db.previous_post(table_id, message.id)
                    if before and before[0].get("status") and (before[1] or "").startswith("sent:"):
                        delivery.replaces = (before[1] or "").split(":", 1)[1] or None
            now = self.service.clock()
            if not await self.service.db.hold_outbox(message.id, owner, now + self.lease):
                # this process stalled past its lease and another took the table's messages over: it posts them
                await self.service.db.release_outbox([m.id for m in batch[i:]], owner)
                log.warning("table %s: the outbox claim was lost before message %s; another process sends it",
                            table_id, message.id)
                return done, True
            try:
                result = await self._holding(table_id, owner, self.sink.deliver(delivery))
            except Retry as err:
                wait = max(err.after, min(MAX_BACKOFF, FIRST_BACKOFF * 2 ** message.attempts))
                log.warning("message %s of table %s: %s; again in %.0f s", message.id, table_id, err.reason, wait)
                await self.service.db.outbox_later(message.id, owner, now + wait, err.reason)
                await self.service.db.release_outbox([m.id for m in batch[i + 1:]], owner)
                self.retried += 1
                return done, True
            except GiveUp as err:
                log.info("message %s of table %s given up: %s", message.id, table_id, err.reason)
                await self.service.db.outbox_done(message.id, owner, now, f"gave-up:{err.reason}")
                self.given_up += 1
                done += 1
                continue
            except Exception as err:  # a fault of ours while drawing or sending: kept, and tried again later
                log.exception("message %s of table %s failed", message.id, table_id)
                wait = min(MAX_BACKOFF, FIRST_BACKOFF * 2 ** message.attempts)
                await self.service.db.outbox_later(message.id, owner, now + wait, type(err).__name__)
                await self.service.db.release_outbox([m.id for m in batch[i + 1:]], owner)
                self.retried += 1
                return done, True
            kept = await self.service.db.outbox_done(message.id, owner, self.service.clock(), f"sent:{result or ''}")
            self.delivered += 1
            done += 1
            if not kept:  # the claim lapsed (this process stalled): another one delivers the rest, in order
                log.warning("table %s: the outbox claim lapsed during a delivery", table_id)
                return done, True
        return done, False

    async def _holding(self, table_id: int, owner: str, delivery):
        """Run ``delivery`` while renewing this call's claims every third of the lease: a send that takes long
        (discord.py retrying a server error, a rate limit) keeps the table's later messages from another claimant,
        which would post them before this one. A process that dies stops renewing, and its claims lapse."""
        async def renew():
            while True:
                await self.pause(self.lease / 3)
                try:
                    await self.service.db.renew_outbox(table_id, owner, self.service.clock() + self.lease)
                except Exception:  # the store is busy: the next beat tries again
                    log.warning("renewing the outbox claim of table %s failed", table_id, exc_info=True)

        keeper = asyncio.create_task(renew())
        try:
            return await delivery
        finally:
            keeper.cancel()
