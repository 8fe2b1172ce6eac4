"""The console adapter (bot/console/): the command language, a scripted game through its entry point, images,
direct messages, bad input (a clear localized reason, nothing changed), exit codes, languages."""
from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot.console import Console, main, run
from bot.console.script import parse_line
from bot.settings import Settings
from games import registry
from games.core import i18n
from games.dragons import GAME as DRAGONS
from tests.e2e.harness import console_session, lobby_lines
from tests.support.passgame import GAME as PASSGAME

ROOT = Path(__file__).resolve().parents[2]
PNG = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def passgame():
    registry.register(PASSGAME)
    yield PASSGAME
    registry.unregister(PASSGAME.id)


def _settings(tmp_path) -> Settings:
    return Settings(db_path=str(tmp_path / "default.sqlite3"), console_image_dir=str(tmp_path / "default-out"),
                    create_cooldown_seconds=0)


async def _run(tmp_path, argv, stdin_text: str | None = None) -> tuple[int, str]:
    out = io.StringIO()
    stdin = io.StringIO(stdin_text or "")
    code = await run(argv, stdin=stdin, stdout=out, settings=_settings(tmp_path))
    return code, out.getvalue()


def _public(output: str) -> list[str]:
    """The channel lines: not a DM's or a private answer's marker line, nor their indented continuation."""
    return [x for x in output.splitlines() if not x.startswith(("[DM", "[only", "  "))]


# ---- a scripted game through the entry point ------------------------------------------------------------------------
SCRIPT = """\
# a short scripted Smoki game: alice starts round 1 (first=1), Raven Attack on
alice create dragons first=1 attack=on
expect alice opened table #1 of Dragons (Smoki)
bob join
expect bob joined. 2 players seated.
alice start
expect Dragons (Smoki) begins! Players in order: alice, bob.
expect @alice @bob your turn!
bob moves
expect reveal 6 — Turn up slot 6
alice play reveal 3
expect [only alice sees this]
expect   You will turn up slot 3
bob play reveal 2
expect @alice your turn!
alice moves          # too many to list: grouped by the next step
expect take … — Take from an open pile
alice moves take A 1
expect take A 1 B — Take
alice play draw
expect [only alice sees this]
expect   You drew
expect -alice-private.png
alice play discard A
bob show
expect Now: bob.
expect console-1-v5.png
bob play take A 1 B
alice hand
expect [DM to alice] You have nothing secret at this table.
alice history
expect 3–4. alice draws a card from the closed pile
expect alice puts the drawn
alice mygames
expect Dragons (Smoki) in console — your turn
bob mygames
expect waiting for others
"""


async def test_scripted_game_through_entry_point(tmp_path):
    script = tmp_path / "game.txt"
    script.write_text(SCRIPT, encoding="utf-8")
    db, out_dir = tmp_path / "plansza.sqlite3", tmp_path / "images"
    code, output = await _run(tmp_path, ["--script", str(script), "--db", str(db), "--out", str(out_dir),
                                         "--seed", "4", "--lang", "en"])
    assert code == 0, output
    assert "✗" not in output
    assert "> alice play draw" in output  # script lines are echoed
    # a public picture after each completed turn (the start, the reveal, the turns) and /show, none for a
    # submission (v2: alice's hidden reveal) or a step inside a turn (v4: alice's draw); the drawn card's picture
    names = sorted(p.name for p in out_dir.iterdir())
    for v in (1, 3, 5, 6):
        assert f"console-1-v{v}.png" in names
    assert "console-1-v2.png" not in names and "console-1-v4.png" not in names
    assert "console-1-v2-alice-private.png" in names and "console-1-v4-alice-private.png" in names
    for p in out_dir.iterdir():
        assert p.read_bytes()[:8] == PNG and p.stat().st_size > 1000
    # the drawn card is only in alice's DM, never in the channel lines
    drawn = next(x for x in output.splitlines() if x.startswith("  You drew"))  # the answer only alice sees
    card = drawn.removeprefix("  You drew ").split(".")[0]
    draw_block = output.split("> alice play draw", 1)[1].split("> alice play discard A", 1)[0]
    assert not any(f"drew {card}" in x for x in _public(draw_block))
    # the database persisted: a second run continues the same table, and the log replays to the snapshot
    code, output = await _run(tmp_path, ["--db", str(db), "--no-images", "--out", str(out_dir)],
                              "alice show\nexpect Now: alice.\n")
    assert code == 0, output
    from bot.store import Storage
    from bot.tables import TableService

    storage = await Storage(str(db)).open()
    try:
        assert await TableService(storage).verify(1)
    finally:
        await storage.close()


async def test_example_script_plays_a_whole_game(tmp_path):
    code, output = await _run(tmp_path, ["--script", str(ROOT / "examples" / "smoki-2p.txt"), "--db", ":memory:",
                                         "--no-images", "--seed", "2"])
    assert code == 0, output
    assert "Game over!" in output and "✗" not in output


async def test_stdin_pipe_and_exit_codes(tmp_path):
    base = ["--db", ":memory:", "--no-images"]
    code, output = await _run(tmp_path, base, "alice create dragons\nexpect opened table\n")
    assert code == 0 and "> alice create dragons" in output
    code, output = await _run(tmp_path, base, "alice create dragons\nexpect no such words\nhelp\n")
    assert code == 1 and "✗ Expected “no such words” in the last output" in output and "random <N>" in output
    # refusals alone do not fail a run ...
    code, output = await _run(tmp_path, base, "alice start\nalice join\n")
    assert code == 0 and output.count("✗") == 2
    # ... except with --strict, which stops at the first one
    code, output = await _run(tmp_path, [*base, "--strict"], "alice start\nalice join\n")
    assert code == 1 and output.count("✗") == 1 and "Stopped at line 1 (--strict)." in output
    code, output = await _run(tmp_path, [*base, "--script", str(tmp_path / "missing.txt")])
    assert code == 2 and "Cannot read the script" in output


def test_main_entry_and_module(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("PLANSZA_DB_PATH", ":memory:")
    monkeypatch.setattr(sys, "stdin", io.StringIO("games\nalice create dragons\n"))
    assert main(["--no-images"]) == 0
    assert "dragons (Dragons (Smoki))" in capsys.readouterr().out
    proc = subprocess.run([sys.executable, "-m", "bot.console", "--db", ":memory:", "--no-images", "--lang", "pl"],
                          input="help\n", capture_output=True, text=True, encoding="utf-8", cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "Komendy, jedna na wiersz" in proc.stdout


async def test_interactive_prompt():
    async with console_session() as run_:
        answers = iter(["alice create dragons", "bob join", "quit", "never read"])
        prompts = []

        def read(prompt: str) -> str:
            prompts.append(prompt)
            return next(answers)

        assert await run_.console.interact(read) == 0
        assert prompts == ["console> "] * 3
        assert "bob joined" in "\n".join(run_.output)


# ---- direct messages: the passgame -----------------------------------------------------------------------------------
async def test_passgame_give_is_a_dm_and_never_public(passgame):
    async with console_session(seed=9) as run:
        out = await run(*lobby_lines(3, game="passgame"))
        row, state = await run.service.table("console")
        hands = [list(h) for h in state["hands"]]
        # at the start everybody gets their hand by DM
        for name, hand in zip(row.names, hands, strict=True):
            assert f"[DM to {name}] Your hand: {', '.join(map(str, hand))}" in out
        assert not any("Your hand" in x for x in _public(out))

        card = hands[0][0]
        out = await run(f"alice play give {card}")
        bob_hand = sorted([*hands[1], card])
        assert "alice gave a card to bob." in _public(out)
        assert f"[DM to bob] alice gave you {card}." in out
        assert f"  Your hand: {', '.join(map(str, bob_hand))}" in out
        assert f"[only alice sees this]\n  You gave {card} to bob." in out
        for line in _public(out):
            assert "Your hand" not in line and "gave you" not in line and f"gave {card}" not in line
        assert "carol" not in out.split("[DM", 1)[1]  # nobody else is messaged

        out = await run("bob hand")
        assert out == f"[DM to bob] Your hand: {', '.join(map(str, bob_hand))}"
        out = await run("alice show")
        assert "Your hand" not in out and "✗" not in out


# ---- bad input: a clear localized reason, nothing changed ------------------------------------------------------------
async def _refused(run, line: str, expected: str, channel: str = "console") -> None:
    try:
        before = await run.version(channel)
    except Exception:
        before = None
    out = await run(line)
    assert out.startswith("✗ ") and expected in out, out
    first, *more = out.split("\n")
    # one line; a refused move adds how the player's moves begin now (the console has no buttons to show them)
    assert more == [] or (line.split()[1:2] == ["play"] and len(more) == 1 and "moves now begin with" in more[0]), out
    try:
        after = await run.version(channel)
    except Exception:
        after = None
    assert after == before


async def test_bad_input_lobby():
    async with console_session() as run:
        await _refused(run, "alice join", "There is no table in this channel")
        await _refused(run, "alice start", "There is no table in this channel")
        await _refused(run, "alice create chess", "There is no game called “chess”. Available: ")
        assert "dragons" in (await run("alice create chess"))
        await _refused(run, "alice create", "Usage: alice create <game>")
        await _refused(run, "alice create dragons mode", "Options are written as name=value; “mode” is not.")
        await _refused(run, "alice create dragons mode=chess", "Option mode cannot be “chess”")
        await _refused(run, "alice create dragons target=lots", "Option target needs a whole number")
        await _refused(run, "alice create dragons colour=red", "Unknown option “colour”")
        await _refused(run, "alice create dragons attack=maybe", "Option attack is on or off")
        await _refused(run, "alice show", "There is no table in this channel")
        await run("alice create dragons first=5")
        await _refused(run, "alice create dragons", "This channel already has a table")
        await _refused(run, "alice start", "Only 1 player is seated; this game needs at least 2.")
        await _refused(run, "alice join", "You are already seated")
        await _refused(run, "bob play draw", "The game is not running")
        await _refused(run, "bob moves", "The game is not running")
        for name in ("bob", "carol", "dave", "erin"):
            await run(f"{name} join")
        await _refused(run, "frank join", "The table is full (5 players at most).")
        await _refused(run, "bob start", "Only the table's creator")
        await _refused(run, "bob kick carol", "Only the table's creator")
        await _refused(run, "alice kick zed", "That player is not seated")
        await _refused(run, "alice kick alice", "The table's creator cannot be removed")
        await run("alice kick erin", "dave leave")
        # first=5 with 3 players: a setup refusal (DR-3.8)
        await _refused(run, "alice start", "There is no player 5 to start")
        row, _ = await run.service.table("console")
        assert row.status == "lobby" and row.names == ["alice", "bob", "carol"]


async def test_bad_input_in_play():
    async with console_session(seed=4) as run:
        await run(*lobby_lines(2, "first=1"))
        await _refused(run, "zed play draw", "You are not seated at this table.")
        await _refused(run, "zed moves", "You are not seated at this table.")
        await _refused(run, "zed hand", "You are not seated at this table.")
        await _refused(run, "alice play reveal 9", "")
        await run("alice play reveal 1", "bob play reveal 1")
        await _refused(run, "bob play draw", "It is not your turn: it is alice's.")
        await _refused(run, "alice play fly", "“fly” is not a Smoki move")
        await _refused(run, "alice play take C 1 A", "")
        await _refused(run, "alice play", "Usage: alice play <move>")
        await _refused(run, "alice moves fly", "None of alice's moves begins with “fly”. They begin with: draw, take.")
        await _refused(run, "zed abandon", "You are not seated at this table.")
        await _refused(run, "zed leave", "You are not seated at this table.")
        await _refused(run, "zed replace 1 carol", "")  # not seated: a vote needs a seat
        await _refused(run, "alice replace 7 carol", "There is no seat 7 at this table (seats 1–2).")
        await _refused(run, "alice replace 2 alice", "alice already sits at this table.")
        await _refused(run, "bob vote yes", "This vote is over.")
        await _refused(run, "bob resume", "The table is not paused.")
        await _refused(run, "bob kick alice", "alice still has time")
        await _refused(run, "alice join", "The game has already started.")
        await _refused(run, "alice start", "The game has already started.")
        await _refused(run, "alice frobnicate", "Unknown command “frobnicate”")
        await _refused(run, "alice", "What should alice do?")
        await _refused(run, "random many", "“many” is not a whole number.")
        await _refused(run, "channel", "Usage: channel <name>")
        await _refused(run, "alice show extra", "Usage: alice show")
        out = await run("bob moves")
        assert out == "You have nothing to do right now."


async def test_bad_input_polish():
    async with console_session(lang="pl") as run:
        await _refused(run, "ala join", "Na tym kanale nie ma stołu.")
        await _refused(run, "ala create szachy", "Nie ma gry")
        await _refused(run, "ala create dragons tryb", "")
        await run("ala create dragons")
        await _refused(run, "ala start", "Przy stole siedzi tylko 1 osoba")
        await _refused(run, "ala skacz", "Nieznana komenda „skacz”")
        await _refused(run, "ola hand", "Nie siedzisz przy tym stole.")
        await _refused(run, "ola play draw", "Gra nie trwa")


# ---- channels, lobby changes, abandon --------------------------------------------------------------------------------
async def test_channels_mygames_leave_kick_abandon():
    async with console_session() as run:
        await run(*lobby_lines(2))
        out = await run("channel side")
        assert out == "Now in channel side."
        out = await run("alice create dragons mode=rounds rounds=2", "carol join", "dave join", "alice kick dave")
        assert "dave was removed from the table." in out
        out = await run("alice mygames")
        assert "Dragons (Smoki) in console — your turn" in out and "Dragons (Smoki) in side — waiting to start" in out
        out = await run("carol leave")
        assert out == "carol left the table."
        out = await run("alice show")
        assert "waiting to start. 1 player seated: alice." in out
        out = await run("alice leave")
        assert out == "The table was closed."
        out = await run("alice show", "alice history")
        assert "This table was abandoned." in out and "No moves yet." in out and "✗" not in out
        await run("channel console")
        out = await run("bob history")
        assert out == "No moves yet."
        await run("alice play reveal 1")
        out = await run("alice abandon")
        assert out.splitlines()[:2] == ["alice abandoned the game.", "@alice @bob"]  # its last post pings everyone
        out = await run("alice show", "alice mygames")
        assert "This table was abandoned." in out and "You are not seated at any table." in out
        out = await run("alice create dragons")
        assert "opened table #3" in out


# ---- pictures and the parser -----------------------------------------------------------------------------------------
async def test_images_named_by_channel_table_version(tmp_path):
    async with console_session(out_dir=tmp_path, seed=4) as run:
        await run("channel Gra/Ąę:1")
        await run(*lobby_lines(2, "first=1"))
        await run("alice play reveal 1")
        out = await run("alice show", "alice hand")
        public = tmp_path / "Gra_1-1-v2.png"
        private = tmp_path / "Gra_1-1-v2-alice-private.png"
        assert f"image: {public}" in out and f"private image: {private}" in out
        assert public.read_bytes()[:8] == PNG and private.read_bytes()[:8] == PNG
    async with console_session(out_dir=None, seed=4) as run:
        out = await run(*lobby_lines(2))
        assert "image:" not in out


def test_parse_line():
    assert parse_line("   ") is None and parse_line("# note") is None
    cmd = parse_line("Alice PLAY take A 3 B   # the usual")
    assert (cmd.user, cmd.name, cmd.args) == ("Alice", "play", ["take", "A", "3", "B"])
    cmd = parse_line("expect  Now: bob #1 ")
    assert (cmd.name, cmd.raw_args) == ("expect", "Now: bob #1")
    assert parse_line("random 5 7").name == "random" and parse_line("random 5 7").user is None
    assert parse_line("bob").name is None


def test_console_catalogs_complete_in_both_languages():
    en = {k for k in i18n.catalog_keys("en") if k.startswith("bot-console-")}
    pl = {k for k in i18n.catalog_keys("pl") if k.startswith("bot-console-")}
    assert en and en == pl
    source = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "bot" / "console").glob("*.py"))
    import re

    used = set(re.findall(r'"(bot-console-[a-z-]+)"', source))
    assert used <= en, used - en
    assert i18n.tr("pl", "bot-console-random-done", n=5) == "Zagrano 5 losowych ruchów."
    assert i18n.tr("pl", "bot-console-random-done", n=3) == "Zagrano 3 losowe ruchy."
    assert i18n.tr("pl", "bot-console-random-done", n=1) == "Zagrano 1 losowy ruch."


async def test_console_object_counts_and_state_stays_json(tmp_path):
    """The Console class on its own: the on_move hook sees each committed state."""
    seen = []
    async with console_session(on_move=lambda o: seen.append(o.state)) as run:
        await run(*lobby_lines(3), "random 30 1")
        assert len(seen) == 30
        for state in seen:
            DRAGONS.check_invariants(state)
            assert json.loads(json.dumps(state)) == state
        assert isinstance(run.console, Console) and run.console.errors == 0


# ---- absent players: later, deadlines, substitutes, votes, the computer --------------------------------------------
async def test_absent_players_in_the_console(passgame):
    async with console_session() as run:
        await run(*lobby_lines(3, "deadline=24h", game="passgame"))
        out = await run("later 13h")
        assert "alice, the table is waiting for you" in out
        out = await run("later 12h")
        assert "alice's time is up (25 hours without a move). What now?" in out and "<name> skip 1" in out
        out = await run("bob skip 1")
        assert "No answer in time from alice: the default applies." in out and "✗" not in out
        out = await run("bob skip 1")
        assert out.startswith("✗ ") and "already decided" in out
        out = await run("alice replace 3 dave")
        assert "Seat 3: @dave takes over from carol" in out and "[DM to dave] Your hand:" in out
        out = await run("bob replace 1 computer")
        assert "Vote: hand alice's seat to the computer? Yes so far: 1 of the 2 needed." in out
        out = await run("dave vote yes")
        assert "Vote passed" in out and "Seat 1: alice left" not in out and "the computer plays on" not in out
        out = await run("alice history")
        assert "• Seat 3: dave took over from carol." in out and "• Vote passed: hand alice's seat to" in out
        out = await run("dave pause", "bob vote yes")  # bob owns the table now (alice's seat is the computer's)
        assert "Vote: pause the table? Yes so far: 1 of the 2 needed." in out
        assert "Vote passed: pause the table." in out and "The table is paused" in out and "ended" not in out
        out = await run("later 5d")
        assert "time is up" not in out
        out = await run("bob leave")
        assert "Seat 2: bob left the game; the computer plays on." in out


async def test_solo_against_computers_with_bots_and_random_moves(tmp_path):
    """plansza-console --bots 2 --level easy: one person and two computers at Smoki; the computers answer
    every move of hers at once (their lines are the bot's posts), until the game ends; the lobby's ``computer``
    command seats or removes one by hand."""
    code, output = await _run(tmp_path, ["--db", ":memory:", "--no-images", "--seed", "3", "--bots", "2",
                                         "--level", "easy"],
                              "alice create dragons\nalice show\nexpect 🤖 Computer 2 (easy)\n"
                              "alice computer remove\nexpect 🤖 Computer 2 (easy) leaves the table (2 at the table)\n"
                              "alice computer\nexpect 🤖 Computer 2 (easy) takes a seat (3 at the table)\n"
                              "alice start\nrandom 400 5\n")
    assert code == 0, output
    assert "✗" not in output and "Game over" in output
    assert "🤖 Computer 1 (easy)" in output and "computer:" not in output
    assert "@🤖" not in output and "waited longest" not in output  # never pinged; alone, nobody kept her waiting


async def test_a_moves_filter_that_matches_nothing_says_what_moves_begin_with():
    """Issue 52: ``moves <prefix>`` is a filter, not a move: no "not a legal move" refusal, but what they begin with."""
    async with console_session() as run:
        await run(*lobby_lines(2), "alice start")
        out = await run("bob moves zzz")
        assert out == "✗ None of bob's moves begins with “zzz”. They begin with: reveal."
        assert "legal move" not in out


async def test_refusals_in_the_console_name_console_commands():
    """Issue 52: no Discord command in the console's words (``/create``, ``/nowy-stol``, ``/abandon``)."""
    for lang, expected in (("en", "Open one with “<name> create <game>”."), ("pl", "„<imię> create <gra>”")):
        async with console_session(lang=lang) as run:
            out = await run("alice show")
            assert expected in out and "/" not in out.split("✗", 1)[1]
