"""A stand-in while you are away (issue 30, item 3), through the table service with a fake clock: a vacation with a
stand-in plays the player's due seat at once and every turn after it (never pinged, marked as the stand-in's in the
post and the history), hands the seat back when the vacation ends (the player told once, by the held reminder) or
when the player acts at that table, stops at the move cap, and is played exactly once across a restart."""
from __future__ import annotations

import asyncio

import pytest

from bot.store import Storage
from bot.tables import Settings, TableService, move_cap, present, standin, takeback
from bot.tables.player_settings import PlayerSettings
from bot.tables.seat_filler import DefaultPolicy
from games import registry
from games.core.errors import GameError

HOUR = 3600.0
DAY = 24 * HOUR


class Recorder(DefaultPolicy):
    """The game's default move, instantly; remembers what it was asked (seat, level, the state it saw)."""

    name = "recorder"

    def __init__(self):
        self.calls: list[tuple[int, str, dict]] = []

    async def decide(self, game, state, seat, level, seed):
        self.calls.append((seat, level, state))
        return self.choose(game, state, seat)


@pytest.fixture
def filler():
    return Recorder()


@pytest.fixture
async def svc(tmp_path, clock, passgame, filler):
    db = await Storage(str(tmp_path / "s.sqlite3")).open()
    yield TableService(db, Settings(reminder_after=12 * HOUR, create_cooldown=0), clock=clock,
                       seed_source=lambda: 7, filler=filler)
    await db.close()


async def _table(svc, players=3, channel="c1", options=None):
    await svc.create(guild_id="g", channel_id=channel, user_id="u0", name="Ala", game_id="passgame",
                     options=options)
    for i in range(1, players):
        await svc.join(channel, f"u{i}", f"P{i}")
    return (await svc.start(channel, "u0")).table


async def _away(svc, user, vacation="7d", level="normal"):
    return await svc.set_away(user, standin.changes(svc.clock(), vacation, level))


async def _interactions(svc, table_id):
    return [(m["seat"], m["interaction_id"]) for m in await svc.db.moves(table_id)]


async def test_the_standin_plays_the_seat_marked_and_never_pinged(svc, filler):
    row = await _table(svc)
    mine, playing = await _away(svc, "u1")
    assert mine.standin == "normal" and [r.id for r in playing] == [row.id]
    assert await svc.standin_seats(row) == {1: "normal"}

    mover = await svc.play("c1", "u0", _first(svc, row, 0))
    assert mover.standins == [1] and 1 in mover.ping  # the service's rule pings it; the post does not
    text, pinged = present.channel_post(mover, "en", present.plain_names(mover.table), lambda s: f"@{s}")
    assert pinged == [] and "@1" not in text and "P1 (🤖 stand-in)" in text
    assert await standin.filler_due(svc, mover.table, mover.actors)

    played = await svc.play_computers(row.id)
    assert [o.seat for o in played] == [1] and played[0].by_standin
    assert filler.calls[0][:2] == (1, "normal")
    text, pinged = present.channel_post(played[0], "pl", present.plain_names(played[0].table), lambda s: f"@{s}")
    assert text.startswith("🤖 P1 jest na urlopie, więc gra zastępca.") and pinged == [2]
    assert await _interactions(svc, row.id) == [(0, None), (1, f"standin:{row.id}:2")]
    assert await svc.play_computers(row.id) == []  # a person's turn now: nothing more


def _first(svc, row, seat):
    state = svc._cache[row.id][1]
    return registry.get("passgame").legal_moves(state, seat)[0].id


async def test_setting_the_vacation_plays_at_once_where_the_seat_is_due(svc, tmp_path):
    from bot.console.shell import Console

    row = await _table(svc)  # seat 0 (u0) must act
    out: list[str] = []
    console = Console(svc, channel="c1", out_dir=None, write=out.append)
    assert await console.execute("u0 settings vacation=7d standin=hard")
    assert "• Stand-in during a vacation: the computer (hard) plays your turns." in out
    assert any(x.startswith("While you are away, the stand-in plays for you at this table: ") and x.endswith(" (#c1).")
               for x in out)
    assert any(x.startswith("🤖 The stand-in plays for Ala.") for x in out)
    assert await _interactions(svc, row.id) == [(0, f"standin:{row.id}:1")]
    out.clear()
    assert not await console.execute("u0 settings standin=grandmaster")
    assert any("easy, normal, hard or off" in x for x in out)
    assert await console.execute("u0 settings vacation=off")
    assert (await svc.player_settings(["u0"]))["u0"].vacation_until is None
    assert await svc.standin_seats(row) == {}


async def test_the_vacation_ends_and_a_seat_left_waiting_is_told_once(svc, clock, monkeypatch, passgame):
    """At the move cap the stand-ins stop (they never end a game with people in it); the seat waits, and its
    player is told once when the vacation ends (the reminder is held until then, however late it was due)."""
    row = await _table(svc)
    await _away(svc, "u1", vacation="2h")
    monkeypatch.setattr(passgame, "max_moves", lambda state: 1)
    await svc.play("c1", "u0", _first(svc, row, 0))
    assert await svc.play_computers(row.id) == []  # the cap: the stand-in does not play
    row, state = await svc.table("c1")
    assert row.status == "active" and passgame.actors(state) == {1}
    assert move_cap.standins_stop(row, passgame, state) and not move_cap.reached(row, passgame, state)
    clock.advance(HOUR)
    assert await svc.due_reminders() == []
    clock.advance(HOUR)  # the vacation's end: its first reminder (due 12 h after the turn began) comes now
    told = await svc.due_reminders()
    assert [(r.seat, r.user_id) for r in told] == [(1, "u1")]
    assert await svc.due_reminders() == []
    assert await svc.standin_seats(row) == {}
    assert await svc.computer_turns() == []


async def test_the_vacation_ends_and_the_standin_stops(svc, clock):
    row = await _table(svc)
    await _away(svc, "u1", vacation="1h")
    clock.advance(HOUR)
    await svc.play("c1", "u0", _first(svc, row, 0))
    assert await svc.play_computers(row.id) == []
    assert await svc.computer_turns() == []


async def test_a_move_of_the_players_own_takes_the_seat_back(svc, clock):
    from bot.console.shell import Console

    row = await _table(svc)
    other = await _table(svc, channel="c2")
    await _away(svc, "u0")
    assert [r.id for r in (await svc.set_away("u0", {}))[1]] == [row.id, other.id]
    out: list[str] = []
    console = Console(svc, channel="c1", out_dir=None, write=out.append)
    assert await console.execute(f"u0 play {_first(svc, row, 0)}")  # before the stand-in's thought lands
    assert any("this seat is yours again" in x for x in out)
    mine = (await svc.player_settings(["u0"]))["u0"]
    assert mine.standin_back == (row.id,) and mine.on_vacation(clock())
    assert await svc.standin_seats(row) == {} and await svc.standin_seats(other) == {0: "normal"}
    out.clear()
    for _ in range(3):  # the others play; u0 plays on by hand here, told only the first time
        row, state = await svc.table("c1")
        seat = min(registry.get("passgame").actors(state))
        await console.execute(f"{row.user_of(seat)} play {_first(svc, row, seat)}")
    assert not any("yours again" in x for x in out)
    await _away(svc, "u0")  # a new vacation: the stand-in plays everywhere again
    assert (await svc.player_settings(["u0"]))["u0"].standin_back == ()


async def test_history_marks_the_standins_turns(svc):
    from bot.discord_app.info import history_page

    row = await _table(svc)
    await _away(svc, "u1")
    await svc.play("c1", "u0", _first(svc, row, 0))
    await svc.play_computers(row.id)
    row, _ = await svc.table("c1")
    turns = await svc.turns(row, None)
    assert [(t.seat, t.standin) for t in turns] == [(0, False), (1, True)]
    text, _ = history_page(row, turns, 0, None, "en")
    assert "2. 🤖 The stand-in plays for P1. P1 " in text
    text, _ = history_page(row, turns, 0, None, "pl")
    assert "2. 🤖 P1 jest na urlopie, więc gra zastępca." in text
    last = (await svc.db.last_moves(row.id, 1))[-1]
    last["events"] = [e for e in last["events"] if not e.get("reveals")]  # even a move that revealed nothing
    assert takeback.refusal(row, last, 1, False).key == "bot-err-takeback-not-yours"  # never the player's own
    assert takeback.refusal(row, {**last, "interaction_id": None}, 1, False) is None


async def test_a_table_of_computers_and_standins_waits_at_the_cap(svc, monkeypatch, passgame):
    await svc.create(guild_id="g", channel_id="c1", user_id="u0", name="Ala", game_id="passgame",
                     options={"bots": "1"})
    row = (await svc.start("c1", "u0")).table
    await _away(svc, "u0")
    monkeypatch.setattr(passgame, "max_moves", lambda state: 4)
    played = await svc.play_computers(row.id)
    row, state = await svc.table("c1")
    assert len(played) == 4 and row.status == "active" and passgame.actors(state) == {0}
    assert [o.by_standin for o in played] == [True, False, True, False]
    assert await svc.play_computers(row.id) == []  # waits for its person, no loop, no STOP
    await svc.db.set_player_settings("u0", PlayerSettings().to_json())  # back; the computer alone is not capped
    svc._psettings.clear()
    assert await svc.play_computers(row.id) == []


class Cut:
    """A thought that never ends: the process is killed in the middle of it."""

    name = "cut"

    def __init__(self):
        self.started = asyncio.Event()

    async def decide(self, game, state, seat, level, seed):
        self.started.set()
        await asyncio.Event().wait()


async def test_a_standin_thought_cut_by_a_restart_is_played_once_after_it(tmp_path, clock, passgame):
    path = str(tmp_path / "r.sqlite3")
    db = await Storage(path).open()
    cut = Cut()
    first = TableService(db, Settings(create_cooldown=0), clock=clock, seed_source=lambda: 7, filler=cut)
    row = await _table(first)
    await _away(first, "u0")
    thinking = asyncio.create_task(first.play_computers(row.id))
    await cut.started.wait()
    thinking.cancel()  # the bot dies mid-thought: nothing was applied
    with pytest.raises(asyncio.CancelledError):
        await thinking
    await db.close()

    db = await Storage(path).open()
    again = TableService(db, Settings(create_cooldown=0), clock=clock, seed_source=lambda: 7, filler=Recorder())
    assert await _interactions(again, row.id) == []
    assert await again.computer_turns() == [row.id]  # the clock's pass finds the stand-in's open turn
    passes = await asyncio.gather(again.play_computers(row.id), again.play_computers(row.id))
    assert sum(len(p) for p in passes) == 1
    assert await _interactions(again, row.id) == [(0, f"standin:{row.id}:1")]
    assert await again.play_computers(row.id) == [] and await again.computer_turns() == []
    await db.close()


@pytest.mark.parametrize("standins_rated", [None, "off"])
async def test_a_game_a_standin_played_in_is_rated_as_its_table_chose(svc, standins_rated):
    from bot.tables.stats import leaderboard, player_stats

    options = {} if standins_rated is None else {"standins_rated": standins_rated}
    row = await _table(svc, players=2, options=options)
    await _away(svc, "u1")
    while True:
        row, state = await svc.table("c1")
        if row.status != "active":
            break
        if 0 in registry.get("passgame").actors(state):
            await svc.play("c1", "u0", _first(svc, row, 0))
        await svc.play_computers(row.id)
    finished, _ = await svc.records("g")
    assert len(finished) == 1 and finished[0].rated == (standins_rated is None)
    assert bool(leaderboard(finished)) == (standins_rated is None)
    assert player_stats(finished, [], "u0").unrated == (standins_rated is not None)


def test_settings_read_back_and_refusals():
    assert PlayerSettings.from_json({"standin": "grandmaster", "standin_back": [4]}).standin is None
    assert PlayerSettings.from_json({"standin": "hard", "standin_back": [4]}).standin_back == (4,)
    assert standin.changes(0.0, None, "średni") == {"standin": "normal"}
    assert standin.changes(0.0, "off", "off") == {"vacation_until": None, "standin_back": (), "standin": None}
    with pytest.raises(GameError) as err:
        standin.changes(0.0, None, "grandmaster")
    assert err.value.key == "bot-err-standin-level"


@pytest.mark.parametrize("game_id", ["bunny_kingdom", "dragons"])
def test_the_standin_decides_from_the_players_own_view(game_id):
    """The stand-in is the computer's search at the player's seat: the same decision on any re-deal of what the
    seat cannot see (``hidden_twin``), so it never plays on a secret the player could not know."""
    from bot.tables.computer import think
    from games.ai.levels import Level

    game = registry.get(game_id)
    state = game.setup(3, game.normalize_options({}), 11)
    seat = sorted(game.actors(state))[0]
    level = Level("normal", iterations=40, seconds=1.0, rollout_depth=4, mistake=0.0)
    chosen = think(game_id, state, seat, level, 99, timed=False)
    for seed in (1, 2, 3):
        twin = game.hidden_twin(state, seed, seat)
        assert twin != state or not game.has_hidden_information
        assert think(game_id, twin, seat, level, 99, timed=False) == chosen
