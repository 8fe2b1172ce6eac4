"""The console and the vacation stand-in (bot/console/standins.py, history.py, helptext.py, settings.py), with a
fake clock and an instant seat filler: ``history`` marks the stand-in's turns as Discord's /history does, a seat its
stand-in plays is neither pinged nor sent a DM nor shown its private steps, ``random`` leaves such a seat to its
stand-in (never handing it back), the hand-back is said once inside the answer to the move, and ``help`` lists
``settings``."""
from __future__ import annotations

import pytest

from bot.console.helptext import COLUMN, aligned
from bot.console.shell import Console
from bot.store import Storage
from bot.tables import Settings, TableService, standin
from bot.tables.seat_filler import DefaultPolicy
from games import registry

HOUR = 3600.0


class Instant(DefaultPolicy):
    """The game's default move at once (the stand-in's thought, without a worker)."""

    name = "instant"

    async def decide(self, game, state, seat, level, seed):
        return self.choose(game, state, seat)


@pytest.fixture
async def svc(tmp_path, clock, passgame):
    db = await Storage(str(tmp_path / "c.sqlite3")).open()
    yield TableService(db, Settings(reminder_after=12 * HOUR, create_cooldown=0), clock=clock,
                       seed_source=lambda: 7, filler=Instant())
    await db.close()


def _console(svc, lang="en", channel="c1"):
    out: list[str] = []
    return Console(svc, lang=lang, channel=channel, out_dir=None, write=out.append, seed=1), out


async def _lobby(svc, players=3, channel="c1", game="passgame", options=None):
    await svc.create(guild_id="g", channel_id=channel, user_id="u0", name="Ala", game_id=game, options=options)
    for i in range(1, players):
        await svc.join(channel, f"u{i}", f"P{i}")


async def _away(svc, user, vacation="7d", level="normal"):
    return await svc.set_away(user, standin.changes(svc.clock(), vacation, level))


async def _run(console, out, *lines) -> str:
    out.clear()
    for line in lines:
        assert await console.execute(line), "\n".join(out)
    return "\n".join(out)


async def _first(svc, channel="c1", seat=0):
    row, state = await svc.table(channel)
    return registry.get(row.game).legal_moves(state, seat)[0].id


async def test_history_marks_the_standins_turns_in_both_languages(svc):
    await _lobby(svc)
    await _away(svc, "u1")
    console, out = _console(svc)
    await _run(console, out, "u0 start")
    await _run(console, out, f"u0 play {await _first(svc)}")  # then P1's stand-in plays at once
    text = await _run(console, out, "u2 history")
    lines = text.splitlines()
    assert lines[0].startswith("1. Ala ") and lines[1].startswith("2. 🤖 The stand-in plays for P1. P1 ")
    assert not any("stand-in" in line for line in (lines[0], *lines[2:]))
    console.lang = "pl"
    text = await _run(console, out, "u2 history")
    assert text.splitlines()[1].startswith("2. 🤖 P1 jest na urlopie, więc gra zastępca.")


async def test_a_seat_its_standin_plays_gets_no_dm_and_no_ping(svc):
    """passgame deals secret hands at the start (a DM each) and ``give`` changes the neighbour's hand (a DM)."""
    await _lobby(svc)
    await _away(svc, "u1")  # before the start: P1's stand-in plays from the first move
    console, out = _console(svc)
    text = await _run(console, out, "u0 start")
    assert "[DM to Ala] " in text and "[DM to P2] " in text and "[DM to P1]" not in text
    assert "@P1" not in text
    card = (await _first(svc)).split()[1]
    text = await _run(console, out, f"u0 play give {card}")  # Ala gives P1 a card: P1's hand changed
    assert "🤖 The stand-in plays for P1." in text  # ... and P1's stand-in answered at once
    assert "[DM to P1]" not in text and "@P1" not in text
    # the seat's secret is still there on request (/hand; the console's users are their ids)
    assert (await _run(console, out, "u1 hand")).startswith("[DM to u1] Your hand: ")


async def test_without_a_vacation_the_dms_are_printed_as_before(svc):
    await _lobby(svc)
    console, out = _console(svc)
    text = await _run(console, out, "u0 start")
    assert "[DM to P1] " in text
    card = (await _first(svc)).split()[1]
    text = await _run(console, out, f"u0 play give {card}")
    assert "[DM to P1] " in text and "stand-in" not in text


async def test_the_start_names_the_standin_and_never_shows_its_private_steps(svc):
    """Dragon Castle: the stand-in's turn is several steps, the middle ones private (nobody pressed anything, so
    the console shows no "only alice sees this" answer), and the start names its seat with the mark."""
    await _lobby(svc, players=2, game="dragon_castle", options={"first": "1"})
    await _away(svc, "u0")
    console, out = _console(svc)
    text = await _run(console, out, "u0 start")
    assert "@Ala" not in text and "Now: Ala (🤖 stand-in)." in text
    assert "sees this" not in text and "[DM to Ala]" not in text and "undo" not in text
    assert text.count("🤖 The stand-in plays for Ala.") == 1  # once, though its turn has two public posts
    assert text.index("🤖 The stand-in plays for Ala.") < text.index("Ala takes ")  # and opens it
    assert text.endswith("@P1 your turn!")
    row, _ = await svc.table("c1")
    moves = await svc.db.moves(row.id)
    assert len(moves) == 4 and all(m["seat"] == 0 and standin.is_standin(m["interaction_id"]) for m in moves)


async def test_random_leaves_a_standins_seat_to_it(svc):
    await _lobby(svc)
    await _away(svc, "u1")
    console, out = _console(svc)
    await _run(console, out, "u0 start")
    text = await _run(console, out, "random 9 3")
    row, _ = await svc.table("c1")
    mine = (await svc.player_settings(["u1"]))["u1"]
    assert mine.standin_back == () and mine.on_vacation(svc.clock())  # never handed back by ``random``
    moves = await svc.db.moves(row.id)
    assert moves and all(standin.is_standin(m["interaction_id"]) == (m["seat"] == 1) for m in moves)
    assert "P1 (🤖 stand-in): " in text and "yours again" not in text


async def test_the_hand_back_is_said_once_in_the_answer_to_the_move(svc, clock):
    await _lobby(svc)
    console, out = _console(svc)
    await _run(console, out, "u0 start")
    await _away(svc, "u0")  # set behind the console's back: the seat is due, the stand-in has not played yet
    text = await _run(console, out, f"u0 play {await _first(svc)}")
    assert text.count("[only Ala sees this]") == 1
    assert "this seat is yours again" in text and "“u0 settings vacation=off”" in text
    assert (await svc.player_settings(["u0"]))["u0"].standin_back == (1,)
    for _ in range(5):  # the others play; Ala plays on by hand, told only the first time
        row, state = await svc.table("c1")
        seat = min(registry.get("passgame").actors(state))
        text = await _run(console, out, f"{row.user_of(seat)} play {await _first(svc, seat=seat)}")
        assert "yours again" not in text and "stand-in" not in text
    row, state = await svc.table("c1")
    assert registry.get("passgame").actors(state) == {0}
    console.lang = "pl"
    await _away(svc, "u0")  # a new vacation: Ala's seat is the stand-in's again, and she plays before it does
    text = await _run(console, out, f"u0 play {await _first(svc)}")
    assert text.count("[widzi to tylko Ala]") == 1
    assert "To twój własny ruch, więc przy tym stole znów grasz ty" in text and "„u0 settings vacation=off”" in text


async def test_help_lists_settings_with_every_command_in_one_column(svc):
    for lang, settings in (("en", "<user> settings [vacation=7d|off]"), ("pl", "<imię> settings [urlop=7d|off]")):
        console, out = _console(svc, lang=lang)
        text = await _run(console, out, "help")
        assert settings in text
        entries = text.splitlines()[1:]
        assert all(line.startswith("  ") for line in entries)  # the web table's line too
        for line in entries:
            if line.strip().startswith(("<", "channel", "random", "web", "games", "later", "expect")) \
                    and "  " in line.strip():
                head = line[:COLUMN + 2]
                assert line[COLUMN + 2] != " " and head.endswith(" "), line  # the description at one column
    assert aligned("web      the links") == "  web" + " " * (COLUMN - 3) + "the links"
    assert aligned("Commands, one per line:") == "Commands, one per line:"
