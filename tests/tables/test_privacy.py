"""A player's own data (issue 31), on both engines: the export holds everything about the player and nothing of the
other players' secrets (byte for byte the same whatever the others hold), the erase leaves no trace of the player's
id anywhere in the database while the other players' history, statistics and replays stay, the erase is refused
while the player sits at a live table, and the retention sweep anonymises old finished games on a fake clock."""
from __future__ import annotations

import dataclasses
import json

import pytest

from bot.store import Storage
from bot.tables import Settings, TableService, privacy, stats
from games import registry
from games.core.errors import GameError
from tests.support.engines import backend  # noqa: F401 - both engines here
from tests.support.passgame import GAME as PASSGAME

ALA, BOB, CYD = "811111111111111111", "822222222222222222", "833333333333333333"
DAY = 86400.0


@pytest.fixture
async def svc(db_target, clock, passgame):
    db = await Storage(db_target).open()
    service = TableService(db, Settings(reminder_after=3600, reminder_repeat=7200, reminder_max=2, create_cooldown=0,
                                        retention_days=30), clock=clock, seed_source=lambda: 42)
    yield service
    await db.close()


async def _table(svc, channel: str, people: list[tuple[str, str]]) -> None:
    (owner, owner_name), *others = people
    await svc.create(guild_id="g1", channel_id=channel, user_id=owner, name=owner_name, game_id="passgame")
    for user, name in others:
        await svc.join(channel, user, name)
    await svc.start(channel, owner)


async def _play(svc, clock, channel: str, moves: int | None = None) -> None:
    """Play ``moves`` moves (None: to the end), giving cards away every other move (private lines for the taker)."""
    done = 0
    while moves is None or done < moves:
        row, state = await svc.table(channel)
        if row.status != "active":
            return
        (seat,) = sorted(registry.get(row.game).actors(state))
        _, legal = await svc.legal_moves(channel, row.user_of(seat))
        ids = sorted(m.id for m in legal)
        gives = [m for m in ids if m.startswith("give")]
        clock.advance(600)
        await svc.play(channel, row.user_of(seat), gives[0] if gives and done % 2 == 0 else ids[-1])
        done += 1


async def _game_with_everything(svc, clock) -> int:
    """A finished three-player game where Ala was reminded, voted, got cards and set her settings."""
    mine = (await svc.player_settings([ALA]))[ALA]
    await svc.set_player_settings(ALA, dataclasses.replace(mine, tz="Europe/Warsaw", quiet=(1320, 480)))
    await svc.remember_lang(ALA, "pl")
    await _table(svc, "c1", [(ALA, "Ala"), (BOB, "Bob"), (CYD, "Cyd")])
    clock.advance(3601)
    assert await svc.due_reminders()  # a notice naming Ala's id in the outbox
    ballot = await svc.pause("c1", BOB)  # Bob proposes a pause; Ala votes against it
    await svc.cast_vote(ballot.table.id, ballot.vote.id, ALA, False)
    await _play(svc, clock, "c1")
    row, _ = await svc.table("c1")
    assert row.status == "finished"
    return row.id


async def test_export_holds_the_players_data_and_nothing_secret_of_others(svc, clock):
    mine = (await svc.player_settings([ALA]))[ALA]
    await svc.set_player_settings(ALA, dataclasses.replace(mine, tz="Europe/London"))
    await svc.remember_lang(ALA, "en")
    await _table(svc, "c1", [(ALA, "Ala"), (BOB, "Bob"), (CYD, "Cyd")])
    await _play(svc, clock, "c1", moves=5)
    row, state = await svc.table("c1")
    doc = await svc.export_user(ALA)
    assert doc["format"] == "plansza-personal-data" and doc["version"] == 1 and doc["user_id"] == ALA
    assert doc["settings"]["tz"] == "Europe/London" and doc["preferences"] == {"lang": "en", "dm_mode": "dm"}
    (mine,) = doc["tables"]
    assert (mine["table"], mine["seat"], mine["name"], mine["owner"], mine["status"]) == (row.id, 1, "Ala", True,
                                                                                          "active")
    logged = [m for m in await svc.db.moves(row.id) if m["seat"] == 0]
    assert [(m["n"], m["move"]) for m in mine["moves"]] == [(m["n"], m["move"]) for m in logged] and logged
    assert mine["view"] == PASSGAME.view(state, 0)
    assert all(line["event"]["to"] == 0 for line in mine["private_lines"])
    # the other players' hands, re-dealt: nothing of the export may change
    before = privacy.export_bytes(doc)
    twin = PASSGAME.hidden_twin(state, 7, 0)
    assert twin["hands"][1:] != state["hands"][1:] and twin["hands"][0] == state["hands"][0]
    await svc.db.write_snapshot(row.id, row.version, json.dumps(twin))
    svc.forget(row.id)
    assert privacy.export_bytes(await svc.export_user(ALA)) == before
    for other in (BOB, CYD):  # and the others' hands themselves never appear
        hand = state["hands"][row.seat_of(other)]
        assert json.dumps(hand) not in before.decode() or not hand


async def test_export_of_a_finished_game_has_the_result_votes_and_statistics(svc, clock):
    table_id = await _game_with_everything(svc, clock)
    doc = await svc.export_user(ALA)
    (mine,) = doc["tables"]
    assert mine["status"] == "finished" and mine["result"] is not None and mine["view"]["seat"] == 0
    assert doc["preferences"]["lang"] == "pl" and doc["settings"]["quiet"] == [1320, 480]
    assert [(v["table"], v["kind"], v["proposed"], v["yes"]) for v in doc["votes"]] == [(table_id, "pause", False,
                                                                                         False)]
    (stat,) = doc["statistics"]
    assert (stat["guild_id"], stat["game"], stat["played"]) == ("g1", "passgame", 1)
    # the profile's badges (issue 56): what /profile shows for that server, earned ones only
    card = (await svc.profile("g1", ALA, "Ala", ALA)).profile
    assert [(b["guild_id"], b["badge"], b["count"]) for b in doc["badges"]] == [
        ("g1", b.key, b.count) for b in card.badges if b.earned] and doc["badges"]
    assert doc["settings"]["profile"] == "shown"


async def test_erase_leaves_no_trace_and_keeps_the_others_history(svc, clock):
    table_id = await _game_with_everything(svc, clock)
    assert await svc.db.traces(ALA)  # she is everywhere before...
    moves = await svc.db.moves(table_id)
    finished, abandoned = await svc.records("g1")
    bob_before = stats.player_stats(finished, abandoned, BOB)
    board_before = {s.user_id: (s.played, s.won) for s in stats.leaderboard(finished) if s.user_id != ALA}
    row_before = await svc.db.table(table_id)
    n = await svc.erase_user(ALA)
    assert n == 1
    assert await svc.db.traces(ALA) == []  # ...and nowhere after, in any table or column
    assert await svc.db.traces('"Ala"') == [] and await svc.db.traces("Ala") == []
    row = await svc.db.table(table_id)
    assert [(s.user_id, s.name) for s in row.seats] == [(f"erased:{table_id}:1", "Player 1"), (BOB, "Bob"),
                                                        (CYD, "Cyd")]
    assert row.owner_id == f"erased:{table_id}:1"
    assert privacy.display_name(row.seats[0].user_id, row.seats[0].name, "pl") == "Gracz 1"
    # the others' history, statistics and the replay stay
    assert await svc.db.moves(table_id) == moves and row.state_json == row_before.state_json
    assert await svc.verify(table_id) and await svc.replay(table_id) == json.loads(row.state_json)
    finished, abandoned = await svc.records("g1")
    after = stats.player_stats(finished, abandoned, BOB)
    assert (after.played, after.won, dict(after.scores)) == (bob_before.played, bob_before.won,
                                                             dict(bob_before.scores))
    assert {s.user_id: (s.played, s.won) for s in stats.leaderboard(finished)
            if not s.user_id.startswith("erased:")} == board_before
    vote = (await svc.db.personal_rows(BOB))["votes"][0]
    assert vote["proposed"] and vote["table"] == table_id
    # her profile went with her seats (issue 56): nothing left to show; Bob's head-to-head has no Ala in it
    assert (await svc.profile("g1", ALA, "Ala", ALA)).profile.played == 0
    assert ALA not in [r.user_id for r in (await svc.profile("g1", BOB, "Bob", BOB)).profile.rivalries]
    doc = await svc.export_user(ALA)
    assert doc["tables"] == [] and doc["settings"] is None and doc["preferences"] is None and doc["votes"] == []
    assert (await svc.export_user(BOB))["tables"][0]["seat"] == 2


async def test_erase_is_refused_at_a_live_table(svc, clock):
    await svc.create(guild_id="g1", channel_id="c1", user_id=BOB, name="Bob", game_id="passgame")
    await svc.join("c1", ALA, "Ala")
    with pytest.raises(GameError) as lobby:
        await svc.erase_user(ALA)
    assert lobby.value.key == "privacy-err-erase-live"
    await svc.start("c1", BOB)
    with pytest.raises(GameError) as live:
        await svc.erase_user(ALA)
    assert live.value.key == "privacy-err-erase-live"
    row, _ = await svc.table("c1")
    assert row.seat_of(ALA) == 1  # nothing was touched
    await svc.leave_game("c1", ALA)  # her seat goes to the computer: now she may go
    assert await svc.erase_user(ALA) >= 0
    assert await svc.db.traces(ALA) == []


async def test_retention_anonymises_old_finished_games_on_the_sweep(svc, clock):
    table_id = await _game_with_everything(svc, clock)
    await _table(svc, "c2", [(BOB, "Bob"), (CYD, "Cyd")])  # a game still in play is never touched
    assert await svc.retention_due() == []
    clock.advance(29 * DAY)
    assert await svc.retention_due() == []
    clock.advance(2 * DAY)
    assert await svc.retention_due() == [table_id]
    row = await svc.db.table(table_id)
    assert [s.user_id for s in row.seats] == [f"erased:{table_id}:{n}" for n in (1, 2, 3)]
    assert [s.name for s in row.seats] == ["Player 1", "Player 2", "Player 3"]
    assert await svc.verify(table_id)
    assert await svc.retention_due() == []  # once
    live, _ = await svc.table("c2")
    assert [s.user_id for s in live.seats] == [BOB, CYD]
    # only the live table names them now
    assert {t for t, _, _ in await svc.db.traces(ALA)} <= {"player_settings", "user_prefs"}


async def test_console_privacy_note_export_and_erase(passgame, tmp_path):
    from tests.e2e.harness import console_session, lobby_lines

    async with console_session(seed=9, out_dir=tmp_path) as run:
        await run(*lobby_lines(2, game="passgame"))
        out = await run("alice privacy")
        assert "Your data in Plansza" in out and "/privacy erase" in out
        out = await run("alice privacy export")
        path = tmp_path / "alice-personal-data.json"
        assert str(path) in out and json.loads(path.read_text("utf-8"))["tables"][0]["name"] == "alice"
        out = await run("alice privacy erase")
        assert out.startswith("✗ ") and "/leave" in out
        await run("alice abandon")
        out = await run("alice privacy erase")
        assert "cannot be undone" in out and "alice privacy erase yes" in out
        assert (await run.service.table("console"))[0].seats[0].user_id == "alice"
        out = await run("alice privacy erase yes")
        assert "your data is erased" in out
        row, _ = await run.service.table("console")
        assert row.seats[0].user_id == f"erased:{row.id}:1" and row.seats[0].name == "Player 1"
        assert "privacy [export" in await run("help")


def test_operator_cli_exports_and_erases(tmp_path, passgame, capsys):
    import asyncio

    from bot.ops import privacy as cli

    db = str(tmp_path / "ops.sqlite3")

    async def seed():
        service = await TableService.open(db, Settings(create_cooldown=0))
        try:
            await _table(service, "c1", [(ALA, "Ala"), (BOB, "Bob")])
        finally:
            await service.close()

    asyncio.run(seed())
    assert cli.main(["export", ALA, "--db", db]) == 0
    assert json.loads(capsys.readouterr().out)["tables"][0]["name"] == "Ala"
    assert cli.main(["erase", ALA, "--db", db]) == 2  # not without --yes
    assert cli.main(["erase", ALA, "--db", db, "--yes"]) == 1  # she sits at a game in play
    assert "/leave" in capsys.readouterr().err
    out = tmp_path / "bob.json"
    assert cli.main(["export", BOB, "--db", db, "--out", str(out)]) == 0
    assert json.loads(out.read_text("utf-8"))["user_id"] == BOB


async def test_erase_reaches_a_game_the_player_left(svc, clock):
    """Ala left a game mid-way (the computer plays her seat, named after her): her name goes from its history too."""
    await _table(svc, "c2", [(BOB, "Bob"), (ALA, "Ala"), (CYD, "Cyd")])
    await _play(svc, clock, "c2", moves=2)
    await svc.leave_game("c2", ALA)
    row, _ = await svc.table("c2")
    assert row.seats[1].user_id.startswith("computer:") and "Ala" in row.seats[1].name
    await svc.abandon("c2", BOB)
    assert await svc.db.traces("Ala")
    assert await svc.erase_user(ALA) == 1
    assert await svc.db.traces(ALA) == [] and await svc.db.traces("Ala") == []
    row = await svc.db.table(row.id)
    assert row.seats[1].name == "🤖 Player 2" and row.seats[1].user_id == "computer:1"
    (entry,) = [e for e in await svc.db.table_log(row.id) if e["events"][0]["msg"]["key"] == "bot-log-left"]
    assert entry["events"][0]["msg"]["params"]["old"] == "Player 2"
    assert await svc.verify(row.id)


async def test_retention_reaches_a_player_who_left(svc, clock):
    await _table(svc, "c2", [(BOB, "Bob"), (ALA, "Ala"), (CYD, "Cyd")])
    await _play(svc, clock, "c2", moves=2)
    await svc.leave_game("c2", ALA)
    await svc.abandon("c2", BOB)
    clock.advance(31 * DAY)
    (table_id,) = await svc.retention_due()
    for who in (ALA, BOB, CYD, "Ala", "Bob", "Cyd"):
        assert await svc.db.traces(who) == [], who
    row = await svc.db.table(table_id)
    assert [s.name for s in row.seats] == ["Player 1", "🤖 Player 2", "Player 3"]
