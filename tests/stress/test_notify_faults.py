"""Messages under faults (issue 25, the ``notify`` proof of ``plansza-soak``): games of every game are played while
the bot "dies" at random points (after a commit, before its messages go out; after Discord took a message but before
it was marked sent) and the chat answers a share of the requests with a rate limit (with ``retry_after``), a server
error or a dropped connection (some after the message was taken). Each death is a restart: a new service on the
same database, whose dispatcher takes over once the dead one's claims lapse.

The chat here keeps what a player sees: one message per nonce within Discord's deduplication window. Counted:
messages owed (outbox rows), delivered, lost (owed and never seen), doubled (seen twice), and each table's messages
in order. CI-sized on both engines; ``plansza-soak`` runs it at 1,000 deaths and 10,000 injected errors.
"""
from __future__ import annotations

import random

from bot.store import Storage
from bot.tables import Delivery, Dispatcher, Retry, Settings, TableService
from bot.tables.dispatch import LEASE
from games import registry
from tests.support.engines import backend  # noqa: F401  (both engines)
from tests.support.soak import record, scale

KILLS = scale("NOTIFY_KILLS", 12)        # plansza-soak: 1,000
ERRORS = scale("NOTIFY_ERRORS", 150)     # plansza-soak: 10,000
GAMES = tuple(registry.shipped())
DEDUPE = 300.0  # seconds Discord keeps a nonce (a few minutes)


class Died(BaseException):
    """The process died (a BaseException: nothing in the bot may catch it)."""


class Chat:
    """What players see: messages by nonce (a resend within the window is the same message)."""

    def __init__(self, clock):
        self.clock = clock
        self.seen: dict[str, float] = {}     # nonce -> when first posted
        self.order: dict[int, list[int]] = {}  # table -> outbox ids in the order they appeared
        self.doubled = 0

    def post(self, d: Delivery) -> None:
        nonce = f"o{d.message.id}"
        first = self.seen.get(nonce)
        if first is not None:
            if self.clock() - first > DEDUPE:
                self.doubled += 1  # outside the window: a second message a player would see
            return
        self.seen[nonce] = self.clock()
        self.order.setdefault(d.message.table_id, []).append(d.message.id)


class FaultySink:
    def __init__(self, chat: Chat, rnd: random.Random, rate: float):
        self.chat, self.rnd, self.rate = chat, rnd, rate
        self.errors = 0
        self.die_after: int | None = None  # die once this many more messages were taken

    async def deliver(self, d: Delivery) -> str:
        if self.die_after is not None:
            if self.die_after == 0:
                self.chat.post(d)  # Discord took it; the process died before marking it sent
                raise Died()
            self.die_after -= 1
        if self.errors < ERRORS and self.rnd.random() < self.rate:
            self.errors += 1
            kind = self.rnd.choice(("429", "500", "drop", "drop-after"))
            if kind == "drop-after":
                self.chat.post(d)  # taken, but the answer was lost
            raise Retry(kind, after=self.rnd.uniform(0.5, 5.0) if kind == "429" else 0.0)
        self.chat.post(d)
        return "ok"


class Clock:
    def __init__(self):
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


async def _service(target: str, clock) -> TableService:
    return TableService(await Storage(target).open(), Settings(create_cooldown=0, live_tables_base=100),
                        clock=clock, seed_source=lambda: 11)


async def test_no_message_lost_or_doubled_under_deaths_and_chat_errors(backend, db_target):  # noqa: F811
    clock = Clock()
    rnd = random.Random(f"notify-{backend}")
    chat = Chat(clock)
    svc = await _service(db_target, clock)
    sink = FaultySink(chat, rnd, rate=0.25)
    dispatcher = Dispatcher(svc, sink)
    tables = {}
    for i, gid in enumerate(GAMES):
        channel = f"c{i}"
        game = registry.get(gid)
        await svc.create(guild_id="g", channel_id=channel, user_id="u0", name="P0", game_id=gid)
        for p in range(1, max(2, game.min_players)):
            await svc.join(channel, f"u{p}", f"P{p}")
        tables[channel] = (await svc.start(channel, "u0")).table.id
    kills = moves = 0

    async def restart():
        nonlocal svc, dispatcher, kills
        await svc.close()
        kills += 1
        clock.advance(LEASE + 1)  # the dead process's claims lapse
        svc = await _service(db_target, clock)
        dispatcher = Dispatcher(svc, sink)

    while kills < KILLS or sink.errors < ERRORS:
        channel = rnd.choice(sorted(tables))
        row, state = await svc.table(channel)
        if row.status == "active":
            game = registry.get(row.game)
            seat = rnd.choice(sorted(game.actors(state)))
            await svc.play(channel, row.user_of(seat), rnd.choice(game.legal_moves(state, seat)).id)
            moves += 1
        else:  # a finished game: a new one in its channel
            await svc.create(guild_id="g", channel_id=channel, user_id="u0", name="P0", game_id=row.game)
            for p in range(1, len(row.seats)):
                await svc.join(channel, f"u{p}", f"P{p}")
            tables[channel] = (await svc.start(channel, "u0")).table.id
        fate = rnd.random()
        if kills < KILLS and fate < 0.15:
            await restart()  # died between the commit and the post
            continue
        if kills < KILLS and fate < 0.3:
            sink.die_after = rnd.randrange(3)
        try:
            await dispatcher.deliver_table(tables[channel])
            await dispatcher.deliver_due()
        except Died:
            sink.die_after = None
            await restart()
        clock.advance(rnd.uniform(0, 3))
    # the chat calms down: everything owed goes out
    sink.rate = 0.0
    for _ in range(40):
        clock.advance(60)
        await Dispatcher(svc, sink).deliver_due()
        if not await svc.db.pending_outbox():
            break
    owed = await svc.db.engine.fetchall("SELECT id, table_id FROM outbox ORDER BY id")
    await svc.close()  # before any assertion: an open connection's thread would hold the process at exit
    lost = [i for i, _t in owed if f"o{i}" not in chat.seen]
    for table_id, ids in chat.order.items():
        assert ids == sorted(ids), f"table {table_id} out of order"
    print(f"\nnotify ({backend}): {kills} deaths, {sink.errors} injected errors, {moves} moves, {len(owed)} messages "
          f"owed, {len(chat.seen)} delivered, {len(lost)} lost, {chat.doubled} doubled")
    record("notify", engine=backend, kills=kills, errors=sink.errors, moves=moves, owed=len(owed),
           delivered=len(chat.seen), lost=len(lost), doubled=chat.doubled)
    assert lost == [] and chat.doubled == 0 and len(chat.seen) == len(owed)
