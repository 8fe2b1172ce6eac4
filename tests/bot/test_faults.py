"""Faults that ended in the wrong words (fault report, items 2 and 4): an over-long game name or option value in a
command, Discord out of reach at start (told as a database problem), and the start-up's settings messages (English
only). Each now ends in its own words, in Polish and English. Here, beside bot/main.py's and the settings' tests, as
most are the start-up's; the command ones go through the Discord adapter."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

import bot.tables.present  # noqa: F401  (registers the bot's catalogs)
from bot import main as bot_main
from bot.discord_app import stats_cmds
from bot.settings import BadSetting, Settings
from bot.tables.pace_figures import Pace
from tests.support.discord_helpers import shown

ROOT = Path(__file__).resolve().parents[2]
LONG = "x" * 5000


# ---- item 2: over-long input in /stats, /leaderboard and /create ----------------------------------------------------
class _Response:
    def __init__(self):
        self.sent: list[str] = []

    def is_done(self) -> bool:
        return bool(self.sent)

    async def send_message(self, text: str, **_kwargs) -> None:
        self.sent.append(text)


class _User:
    id = 7
    display_name = "Ala"


class _Interaction:
    """What /stats and /leaderboard read of an interaction. Discord offers the games as choices (and the stand-in
    refuses anything else), but an interaction's payload may carry any text: this one carries what it is given."""

    def __init__(self, locale: str):
        self.guild_id, self.locale, self.user, self.response = 5, locale, _User(), _Response()
        self.channel_id = 6  # a server's channel, where the bot was added (a guild install)

    def is_guild_integration(self) -> bool:
        return True

    def is_user_integration(self) -> bool:
        return False


class _Service:
    def __init__(self):
        self.asked: list = []

    async def records(self, guild_id, game, user_id=None):
        self.asked.append(game)
        return [], []

    async def paces(self, user_ids, guild_id=None):
        return {u: Pace(0, None, 0) for u in user_ids}


class _Client:
    def __init__(self):
        self.service = _Service()


async def _answer(command: str, game: str, locale: str) -> tuple[str, list]:
    client, interaction = _Client(), _Interaction(locale)
    if command == "stats":
        await stats_cmds.show_stats(client, interaction, None, game)
    else:
        await stats_cmds.show_leaderboard(client, interaction, game)
    (text,) = interaction.response.sent
    return text, client.service.asked


@pytest.mark.parametrize("command", ("stats", "leaderboard"))
async def test_an_over_long_game_name_is_refused_in_both_languages(command):
    text, asked = await _answer(command, LONG, "en-US")
    assert text == "A game name is at most 40 characters long (this one has 5,000)." and asked == []
    text, asked = await _answer(command, LONG, "pl")
    assert text == "Nazwa gry może mieć najwyżej 40 znaków (ta ma 5\xa0000)." and asked == []


@pytest.mark.parametrize("command", ("stats", "leaderboard"))
async def test_an_unknown_game_is_named_clipped_never_as_a_raw_key(command):
    name = "y" * 40
    text, asked = await _answer(command, name, "en-US")
    assert text.startswith(f"There is no game called “{name}”. Available: ") and asked == []
    text, _ = await _answer(command, "chess", "pl")
    assert text.startswith("Nie ma gry „chess”. Dostępne: ") and "-title" not in text
    text, asked = await _answer(command, "dragons", "en-US")  # a real game still gets its numbers
    assert asked == ["dragons"] and "{???}" not in text


async def test_an_over_long_option_value_or_name_in_create_is_refused(world, service, locales):
    for options, en, pl in (
            ("mode=" + LONG, "Option mode may be at most 200 characters long (this one has 5,000).",
             "Opcja mode może mieć najwyżej 200 znaków (ta ma 5\xa0000)."),
            (LONG + "=1", "An option name is at most 40 characters long (this one has 5,000).",
             "Nazwa opcji może mieć najwyżej 40 znaków (ta ma 5\xa0000)."),
            ("deadline=" + LONG, "Option deadline may be at most 200 characters long (this one has 5,000).",
             "Opcja deadline może mieć najwyżej 200 znaków (ta ma 5\xa0000).")):
        locales[world.alice.id] = "en-US"
        r = await world.alice.slash(world.channel, "create", game="dragons", options=options)
        assert r.ephemeral and shown(r.response) == en
        locales[world.alice.id] = "pl"
        r = await world.alice.slash(world.channel, "create", game="dragons", options=options)
        assert r.ephemeral and shown(r.response) == pl
    assert await service.db.count_tables() == 0


# ---- item 4: Discord out of reach, and the start-up's settings messages ----------------------------------------------
def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]  # nothing listens there once the socket is closed


@pytest.mark.parametrize("lang, words", [
    ("en", "Discord cannot be reached at http://127.0.0.1:{port}/api/v10 ("),
    ("pl", "Nie można połączyć się z Discordem pod adresem http://127.0.0.1:{port}/api/v10 ("),
])
def test_discord_out_of_reach_is_told_as_discord_not_as_the_database(tmp_path, lang, words):
    port = _closed_port()
    api = f"http://127.0.0.1:{port}/api/v10"
    env = {**os.environ, "DISCORD_TOKEN": "x", "PLANSZA_DB_PATH": str(tmp_path / "plansza.sqlite3"),
           "DATABASE_URL": "", "PLANSZA_DISCORD_API_BASE": api, "PLANSZA_DEFAULT_LANG": lang,
           "PLANSZA_RENDER_WORKERS": "1", "PLANSZA_AI_WORKERS": "1", "PLANSZA_METRICS_PORT": "0"}
    done = subprocess.run([sys.executable, "-m", "bot"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 7, done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith(words.format(port=port)), last
    assert "PLANSZA_DISCORD_API_BASE" in last
    assert "PostgreSQL" not in done.stderr and "database" not in last.lower() and "baz" not in last
    assert "Traceback" not in done.stderr
    assert (tmp_path / "plansza.sqlite3").exists()  # the database was fine: it was opened (and migrated)


@pytest.mark.parametrize("lang, words", [("en", "The database file"), ("pl", "Nie można otworzyć pliku bazy")])
def test_a_sqlite_file_that_cannot_be_opened_does_not_mention_postgresql(tmp_path, monkeypatch, capsys, lang,
                                                                          words):
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setenv("DATABASE_URL", "")
    monkeypatch.setenv("PLANSZA_DB_PATH", str(tmp_path / "no-such-folder" / "plansza.sqlite3"))
    monkeypatch.setenv("PLANSZA_DEFAULT_LANG", lang)
    assert bot_main.main([]) == 6
    err = capsys.readouterr().err
    assert err.startswith(words) and "PostgreSQL" not in err and "DATABASE_URL" not in err


SETTINGS_CASES = [
    ({"PLANSZA_SHARDS": "zero-three"}, [],
     "The shard list “zero-three” is not valid: write it as e.g. 0-3 or 0,2,5 (--shards, PLANSZA_SHARDS).",
     "Lista shardów „zero-three” jest błędna: zapiszcie ją np. jako 0-3 albo 0,2,5 (--shards, PLANSZA_SHARDS)."),
    ({}, ["--shards", "3-1", "--shard-count", "8"],
     "The shard range “3-1” is not valid: no shard id is below 0, and a range goes from the lower id to the higher "
     "(e.g. 0-3).",
     "Zakres shardów „3-1” jest błędny: numer sharda nie może być mniejszy od 0, a zakres biegnie od mniejszego "
     "numeru do większego (np. 0-3)."),
    ({}, ["--shards", "0-3"],
     "--shards needs the number of shards in all: --shard-count (PLANSZA_SHARD_COUNT).",
     "--shards wymaga łącznej liczby shardów: --shard-count (PLANSZA_SHARD_COUNT)."),
    ({}, ["--shards", "6-8", "--shard-count", "8"],
     "Every shard id must be below the shard count (8).",
     "Każdy numer sharda musi być mniejszy niż liczba shardów (8)."),
    ({"DATABASE_URL": "mysql://bot@localhost/plansza"}, [],
     "DATABASE_URL must be a postgresql:// address (leave it empty to use the SQLite file).",
     "DATABASE_URL musi być adresem postgresql:// (zostawcie tę zmienną pustą, by używać pliku SQLite)."),
    ({"PLANSZA_COMPUTER_LEVEL": "godlike"}, [],
     "PLANSZA_COMPUTER_LEVEL “godlike” is not a level: choose one of easy, normal, hard.",
     "PLANSZA_COMPUTER_LEVEL „godlike” nie jest poziomem: wybierzcie jeden z poziomów easy, normal, hard."),
]


@pytest.mark.parametrize("env, argv, en, pl", SETTINGS_CASES)
def test_settings_the_bot_cannot_start_with_are_told_in_the_operators_language(monkeypatch, capsys, env, argv, en,
                                                                               pl):
    for name in ("PLANSZA_SHARDS", "PLANSZA_SHARD_COUNT", "DATABASE_URL", "PLANSZA_COMPUTER_LEVEL"):
        monkeypatch.delenv(name, raising=False)
    for name, value in {"DISCORD_TOKEN": "x", **env}.items():
        monkeypatch.setenv(name, value)
    for lang, expected in (("en", en), ("pl", pl)):
        monkeypatch.setenv("PLANSZA_DEFAULT_LANG", lang)
        assert bot_main.main(argv) == 2
        assert capsys.readouterr().err.strip() == expected


def test_a_bad_setting_still_ends_any_other_entry_point_with_its_words(monkeypatch):
    """It is a SystemExit carrying its text: a tool that does not catch it ends with that line (and code 1)."""
    monkeypatch.setenv("PLANSZA_DEFAULT_LANG", "pl")
    monkeypatch.setenv("DATABASE_URL", "sqlite:///x")
    with pytest.raises(BadSetting) as caught:
        Settings.from_env(dotenv=False)
    assert isinstance(caught.value, SystemExit) and caught.value.key == "bot-setting-database-url"
    assert str(caught.value.code).startswith("DATABASE_URL musi być adresem postgresql://")
