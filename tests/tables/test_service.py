"""The table service and its storage: lifecycle, bad input, restart, replay, concurrency, duplicates, reminders."""
from __future__ import annotations

import asyncio
import json
import random

import pytest

from bot.store import Storage
from bot.tables import Settings, TableService
from games import registry
from games.core.errors import GameError
from tests.support.engines import backend  # noqa: F401 - both engines here
from tests.support.passgame import GAME as PASSGAME


class Clock:
    def __init__(self, t: float = 1_000_000.0):
        self.t = t

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def passgame():
    registry.register(PASSGAME)
    yield PASSGAME
    registry.unregister(PASSGAME.id)


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
async def svc(db_target, clock, passgame):
    db = await Storage(db_target).open()
    service = TableService(db, Settings(reminder_after=3600, reminder_repeat=7200, reminder_max=2, create_cooldown=0),
                           clock=clock, seed_source=lambda: 42)
    yield service
    await db.close()


async def _lobby(svc, game="passgame", players=2, channel="c1", options=None):
    await svc.create(guild_id="g", channel_id=channel, user_id="u0", name="Ala", game_id=game, options=options)
    for i in range(1, players):
        await svc.join(channel, f"u{i}", f"P{i}")


async def _snapshot(svc, channel="c1"):
    row = await svc.db.live_table(channel) or await svc.db.latest_table(channel)
    if row is None:
        return None
    return row.version, row.status, row.state_json, [(s.user_id, s.name) for s in row.seats]


async def _refused(svc, key, coro, channel="c1"):
    before = await _snapshot(svc, channel)
    with pytest.raises(GameError) as err:
        await coro
    assert err.value.key == key
    assert await _snapshot(svc, channel) == before
    return err.value


# ---- lobby and bad input ------------------------------------------------------------------------------------------

async def test_unknown_game_and_malformed_options_create_nothing(svc):
    with pytest.raises(GameError) as e:
        await svc.create(guild_id="g", channel_id="c1", user_id="u0", name="A", game_id="chess")
    assert e.value.key == "core-err-unknown-game"
    for opts, key in [({"mode": "blitz"}, "core-err-option-choice"), ({"target": "abc"}, "core-err-option-int"),
                      ({"target": "0"}, "core-err-option-range"), ({"colour": "red"}, "core-err-option-unknown"),
                      ({"attack": "maybe"}, "core-err-option-bool")]:
        with pytest.raises(GameError) as e:
            await svc.create(guild_id="g", channel_id="c1", user_id="u0", name="A", game_id="dragons", options=opts)
        assert e.value.key == key
    assert await svc.db.count_tables() == 0


async def test_one_live_table_per_channel(svc):
    await _lobby(svc)
    await _refused(svc, "bot-err-table-exists",
                   svc.create(guild_id="g", channel_id="c1", user_id="u5", name="X", game_id="passgame"))
    # another channel is independent
    await svc.create(guild_id="g", channel_id="c2", user_id="u5", name="X", game_id="passgame")


async def test_lobby_rules(svc):
    await _refused(svc, "bot-err-no-table", svc.join("c1", "u1", "B"))
    await svc.create(guild_id="g", channel_id="c1", user_id="u0", name="Ala", game_id="passgame")
    err = await _refused(svc, "bot-err-too-few", svc.start("c1", "u0"))
    assert err.params == {"min": 2, "have": 1}
    await _refused(svc, "bot-err-already-seated", svc.join("c1", "u0", "Ala"))
    for i in range(1, 4):
        await svc.join("c1", f"u{i}", f"P{i}")
    err = await _refused(svc, "bot-err-table-full", svc.join("c1", "u9", "Late"))
    assert err.params == {"max": 4}
    await _refused(svc, "bot-err-not-owner", svc.start("c1", "u1"))
    await _refused(svc, "bot-err-not-owner", svc.kick("c1", "u1", "u2"))
    await svc.kick("c1", "u0", "u3")
    await svc.leave("c1", "u2")
    row, _ = await svc.table("c1")
    assert [s.user_id for s in row.seats] == ["u0", "u1"]
    await _refused(svc, "bot-err-not-seated", svc.leave("c1", "u7"))
    out = await svc.start("c1", "u0")
    assert out.started and out.table.status == "active" and out.ping == [0]
    await _refused(svc, "bot-err-not-lobby", svc.join("c1", "u5", "X"))
    await _refused(svc, "bot-err-leave-active", svc.leave("c1", "u1"))


async def test_owner_leaving_closes_the_lobby(svc):
    await _lobby(svc)
    row = await svc.leave("c1", "u0")
    assert row.status == "abandoned"
    assert await svc.db.live_table("c1") is None
    row, state = await svc.table("c1")           # a closed lobby can still be shown, and has no history
    assert row.status == "abandoned" and state is None
    assert (await svc.history("c1", "u1"))[1] == []
    assert await svc.verify(row.id)


async def test_start_by_moderator_and_abandon_permissions(svc):
    await _lobby(svc)
    await svc.start("c1", "u1", moderator=True)
    await _refused(svc, "bot-err-not-seated", svc.abandon("c1", "stranger"))
    ballot = await svc.abandon("c1", "u1")  # a player proposes it: every other player must agree
    assert ballot.status == "open" and ballot.vote.kind == "abandon"
    assert (await svc.db.live_table("c1")).status == "active"
    row = await svc.abandon("c1", "u1", moderator=True)
    assert row.status == "abandoned"
    await _refused(svc, "bot-err-no-table", svc.play("c1", "u0", "play 1"))


async def test_bad_moves_change_nothing(svc):
    await _lobby(svc)
    await _refused(svc, "bot-err-not-active", svc.play("c1", "u0", "play 1"))
    await svc.start("c1", "u0")
    _, state = await svc.table("c1")
    card = state["hands"][0][0]
    await _refused(svc, "bot-err-not-seated", svc.play("c1", "stranger", f"play {card}"))
    await _refused(svc, "core-err-turn-of", svc.play("c1", "u1", f"play {state['hands'][1][0]}"))
    await _refused(svc, "core-err-unknown-move", svc.play("c1", "u0", "dance"))
    await _refused(svc, "core-err-bad-move-id", svc.play("c1", "u0", "   "))
    missing = next(c for c in range(1, 13) if c not in state["hands"][0])
    await _refused(svc, "passgame-err-not-in-hand", svc.play("c1", "u0", f"play {missing}"))


async def test_dragons_bad_move_carries_rule_id(svc):
    await _lobby(svc, game="dragons")
    await svc.start("c1", "u0")
    err = await _refused(svc, "dragons-err-slot", svc.play("c1", "u0", "reveal 9"))
    assert err.rule == "DR-3.4"


# ---- playing, pings, private views, history, my games -------------------------------------------------------------

async def test_move_outcome_pings_and_private_changes(svc):
    await _lobby(svc, players=3)
    await svc.start("c1", "u0")
    _, state = await svc.table("c1")
    card = state["hands"][0][0]
    out = await svc.play("c1", "u0", f"give {card}")
    assert out.seat == 0 and out.actors == [1] and out.ping == [1]
    assert out.private_changed == [1]            # the receiver's hand changed; the mover sees theirs directly
    assert [e.to for e in out.events] == [None, 0, 1]
    _, hist = await svc.history("c1", "u2")      # a third player sees only the public event
    assert [[e.to for e in m["events"]] for m in hist] == [[None]]
    _, hist = await svc.history("c1", "u1")
    assert [[e.to for e in m["events"]] for m in hist] == [[None, 1]]
    games = await svc.my_games("u1")
    assert [(g.row.channel_id, g.mine) for g in games] == [("c1", True)]
    assert [(g.row.channel_id, g.mine) for g in await svc.my_games("u0")] == [("c1", False)]


async def test_finished_game_pings_everyone_and_frees_the_channel(svc):
    await _lobby(svc)
    await svc.start("c1", "u0")
    out = None
    for _ in range(12):
        row, moves = await svc.legal_moves("c1", f"u{(await svc.table('c1'))[0].actors[0]}")
        out = await svc.play("c1", row.user_of(row.actors[0]), moves[0].id)
        if out.finished:
            break
    assert out.finished and out.table.status == "finished" and out.ping == [0, 1]
    assert await svc.db.live_table("c1") is None
    row, state = await svc.table("c1")           # the finished table can still be shown
    assert row.status == "finished" and state is not None
    await svc.create(guild_id="g", channel_id="c1", user_id="u0", name="Ala", game_id="passgame")


# ---- storage: restart, replay, duplicates, concurrency -------------------------------------------------------------

async def _random_moves(svc, channel, n, r):
    for _ in range(n):
        row, _ = await svc.table(channel)
        if row.status != "active":
            return
        game = registry.get(row.game)
        state = await svc.state_of(row)
        seats = [s for s in range(len(row.seats)) if game.legal_moves(state, s)]
        seat = r.choice(seats)
        moves = game.legal_moves(state, seat)
        await svc.play(channel, row.user_of(seat), r.choice(moves).id)


async def test_restart_mid_game_resumes_identically(tmp_path, clock):
    """Play 40 random Smoki moves, restart (new Storage + service on the same file), play 40 more: the result equals
    one uninterrupted run with the same seed and choices."""
    async def run(path, restart_at):
        db = await Storage(str(path)).open()
        svc = TableService(db, clock=clock, seed_source=lambda: 7)
        await _lobby(svc, game="dragons", players=3, options={"mode": "rounds", "rounds": "3"})
        await svc.start("c1", "u0")
        r = random.Random(5)
        await _random_moves(svc, "c1", restart_at, r)
        await db.close()
        db = await Storage(str(path)).open()
        svc = TableService(db, clock=clock, seed_source=lambda: 7)
        await _random_moves(svc, "c1", 80 - restart_at, r)
        row = await db.latest_table("c1")
        assert await svc.verify(row.id)
        await db.close()
        return row.version, row.state_json

    assert await run(tmp_path / "a.sqlite3", 40) == await run(tmp_path / "b.sqlite3", 80)


async def test_replay_of_the_log_equals_the_snapshot_and_repairs_it(svc):
    await _lobby(svc, game="dragons", players=4, options={"attack": "on"})
    await svc.start("c1", "u0")
    await _random_moves(svc, "c1", 60, random.Random(3))
    row, state = await svc.table("c1")
    assert await svc.replay(row.id) == state
    assert await svc.verify(row.id)
    # a corrupted snapshot is detected, and rebuilt from the log
    await svc.db.write_snapshot(row.id, row.version, json.dumps({"broken": True}))
    assert not await svc.verify(row.id, repair=True)
    assert await svc.verify(row.id)
    assert (await svc.table("c1"))[1] == state


async def test_duplicated_interaction_is_applied_once(svc):
    await _lobby(svc)
    await svc.start("c1", "u0")
    _, state = await svc.table("c1")
    card = state["hands"][0][0]
    first = await svc.play("c1", "u0", f"play {card}", interaction_id="123")
    again = await svc.play("c1", "u0", f"play {card}", interaction_id="123")
    assert not first.duplicate and again.duplicate
    assert again.events == first.events and again.table.version == first.table.version
    assert len(await svc.db.moves(first.table.id)) == 1


async def test_two_moves_at_once_one_applies_the_other_is_revalidated(svc):
    await _lobby(svc)
    await svc.start("c1", "u0")
    _, state = await svc.table("c1")
    a, b = state["hands"][0][:2]
    results = await asyncio.gather(svc.play("c1", "u0", f"play {a}"), svc.play("c1", "u0", f"play {b}"),
                                   return_exceptions=True)
    ok = [r for r in results if not isinstance(r, Exception)]
    errors = [r for r in results if isinstance(r, Exception)]
    assert len(ok) == 1 and len(errors) == 1
    assert isinstance(errors[0], GameError) and errors[0].key == "core-err-turn-of"
    assert len(await svc.db.moves(ok[0].table.id)) == 1


async def test_a_second_process_with_a_stale_cache_revalidates(db_target, clock, passgame):
    """Two services on one database (two processes): the version guard makes the stale one re-read."""
    path = db_target
    db1, db2 = await Storage(path).open(), await Storage(path).open()
    s1 = TableService(db1, clock=clock, seed_source=lambda: 1)
    s2 = TableService(db2, clock=clock, seed_source=lambda: 1)
    await _lobby(s1)
    await s1.start("c1", "u0")
    _, state = await s2.table("c1")              # s2 caches version 1
    a, b = state["hands"][0][:2]
    await s1.play("c1", "u0", f"play {a}")
    with pytest.raises(GameError) as err:
        await s2.play("c1", "u0", f"play {b}")   # re-validated against version 2: not u0's turn any more
    assert err.value.key == "core-err-turn-of"
    assert len(await db1.moves(1)) == 1
    await db1.close()
    await db2.close()


async def test_tables_do_not_wait_on_each_other(svc):
    await _lobby(svc, channel="c1")
    await _lobby(svc, channel="c2")
    await svc.start("c1", "u0")
    await svc.start("c2", "u0")
    async with svc.lock("c1"):                  # table c1 busy (e.g. a slow move)
        _, state = await svc.table("c2")
        out = await asyncio.wait_for(svc.play("c2", "u0", f"play {state['hands'][0][0]}"), 2)
    assert out.table.channel_id == "c2"


async def test_migrations_are_numbered_and_applied_once(tmp_path):
    path = str(tmp_path / "m.sqlite3")
    db = await Storage(path).open()
    assert await db.schema_version() == 12
    async with db.db.execute("PRAGMA journal_mode") as cur:
        assert (await cur.fetchone())[0] == "wal"
    await db.close()
    db = await Storage(path).open()               # reopening applies nothing twice
    assert await db.schema_version() == 12
    await db.close()


# ---- reminders -----------------------------------------------------------------------------------------------------

async def test_reminders_follow_the_actors_and_survive_restart(db_target, clock, passgame):
    path = db_target
    settings = Settings(reminder_after=3600, reminder_repeat=7200, reminder_max=2)
    db = await Storage(path).open()
    svc = TableService(db, settings, clock=clock)
    await _lobby(svc, players=3)
    await svc.start("c1", "u0")
    assert [c.seat for c in await db.clocks(1)] == [0]
    clock.t += 3599
    assert await svc.due_reminders() == []
    await db.close()
    db = await Storage(path).open()               # restart: reminders are in the database
    svc = TableService(db, settings, clock=clock)
    clock.t += 2
    (due,) = await svc.due_reminders()
    assert (due.table.channel_id, due.user_id, due.clock.reminders_sent, due.last) == ("c1", "u0", 0, False)
    assert await svc.due_reminders() == []
    clock.t += 7200
    (due,) = await svc.due_reminders()
    assert due.last  # the second and last reminder for this turn (then the owner is told)
    clock.t += 10 ** 6
    assert await svc.due_reminders() == []
    _, state = await svc.table("c1")
    await svc.play("c1", "u0", f"play {state['hands'][0][0]}")
    assert [(c.seat, c.started_at, c.remind_at) for c in await db.clocks(1)] == [(1, clock.t, clock.t + 3600)]
    await db.close()


async def test_simultaneous_actors_keep_their_timer(svc, clock):
    """Smoki's initial reveal: everybody must act; one player's choice does not restart the others' clocks
    (reminders and deadlines count from when their turn began)."""
    await _lobby(svc, game="dragons", players=3)
    await svc.start("c1", "u0")
    start = clock.t
    clock.t += 100
    await svc.play("c1", "u1", "reveal 2")
    rows = {c.seat: (c.started_at, c.remind_at, c.deadline_at) for c in await svc.db.clocks(1)}
    assert rows == {0: (start, start + 3600, start + 72 * 3600), 2: (start, start + 3600, start + 72 * 3600)}


async def test_unconfirmed_steps_of_a_turn_are_not_announced(svc):
    """Dragon Castle turns are several private steps; only the confirmed turn is worth a channel post."""
    await _lobby(svc, game="dragon_castle", options={"spirits": "none", "dragons": "none"})
    await svc.start("c1", "u0")
    row, _ = await svc.table("c1")
    mover = row.user_of(row.actors[0])
    outcomes = []
    while True:
        row, moves = await svc.legal_moves("c1", mover)
        step = next((m for m in moves if m.id != "undo"), moves[0])
        outcomes.append(await svc.play("c1", mover, step.id))
        if outcomes[-1].actors != row.actors or step.id == "confirm":
            break
    assert len(outcomes) >= 2
    quiet = [o for o in outcomes if not o.announce]
    assert quiet and all(e.quiet for o in quiet for e in o.events if e.to is None)
    assert outcomes[-1].announce


async def test_option_warnings_are_shown_when_the_table_starts(svc):
    """DC-13.6: a custom castle unsuited to the player count is accepted, with the rulebook's advice at start."""
    from bot.tables import present
    from games.dragon_castle.layouts import layout_warnings

    rows = ["0000000000000000", "0000111111110000", "0000000000000000", "1013310000133101", "0023320000233200",
            "1000013333100001", "1000013333100001", "0023320000233200", "1013310000133101", "0000000000000000"]
    grid = "/".join(rows)
    assert sum(int(c) for c in grid if c.isdigit()) == 116
    await _lobby(svc, game="dragon_castle", players=4, options={"layout": "custom", "grid": grid})
    out = await svc.start("c1", "u0")
    expected = layout_warnings(grid, 4)
    assert expected                                # this grid has a small ground floor for 4 players
    text = present.outcome_text(out, "en", present.plain_names(out.table))
    assert all(("⚠ " + present.msg("en", w)) in text for w in expected)


async def test_readers_posts_and_dm_notices_survive_a_restart(tmp_path, passgame):
    """Migration 003: the latest post of a table, each reader's language and DM mode, and the one-time closed-DM
    notice are stored, so they hold after a restart; a notice is first only once per table and user."""
    path = str(tmp_path / "p.sqlite3")
    db = await Storage(path).open()
    service = TableService(db, Settings(create_cooldown=0))
    a = (await service.create(guild_id="g", channel_id="c1", user_id="u1", name="A", game_id="passgame")).id
    b = (await service.create(guild_id="g", channel_id="c2", user_id="u1", name="A", game_id="passgame")).id
    await service.remember_lang("u1", "pl")
    await service.remember_lang("u1", "pl")  # unchanged: no write
    await service.set_dm_mode("u2", "hand")
    await service.set_last_post(a, "c1", "m1")
    await service.set_last_post(a, "c1", "m2")
    assert await service.first_dm_notice(a, "u3") and not await service.first_dm_notice(a, "u3")
    assert await service.first_dm_notice(b, "u3")  # another table: told again
    with pytest.raises(GameError):
        await service.set_dm_mode("u2", "carrier-pigeon")
    await db.close()
    db = await Storage(path).open()
    service = TableService(db)
    prefs = await service.reader_prefs(["u1", "u2", "u9"])
    assert prefs == {"u1": ("pl", "dm"), "u2": (None, "hand")}
    assert await service.last_post(a) == ("c1", "m2") and await service.last_post(b) is None
    assert not await service.first_dm_notice(a, "u3")
    await db.close()
