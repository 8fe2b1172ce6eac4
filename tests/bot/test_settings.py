"""Settings declared once (issue 51, part 5): every setting's variable, type, default and doc in one table
(``bot/tables/environment.py``); the bot's and the service's defaults read from it; ``.env.example`` written from it;
and a value a setting cannot take refused at start with one localized line and exit code 2, through the real entry
points (``plansza``: :func:`bot.main.main`; ``plansza-console``: :func:`bot.console.main.main`), never a traceback."""
from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from bot import main as bot_main
from bot import settings as bot_settings
from bot.console.main import main as console_main
from bot.settings import SETTINGS, BadSetting, Settings, env_example, read
from bot.tables import Settings as ServiceSettings
from bot.tables.environment import TYPES

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def environ(monkeypatch):
    """An environment with none of the declared settings but a token, and no ``.env`` read."""
    for s in SETTINGS:
        monkeypatch.delenv(s.name, raising=False)
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setattr(bot_settings, "load_dotenv", lambda **_: False)
    return monkeypatch


# one bad value of each kind: (variable, value, English line, Polish line)
BAD = [
    ("PLANSZA_RATE_PER_SECOND", "abc",
     "PLANSZA_RATE_PER_SECOND is “abc”, but it must be a number, 0 or more (e.g. 1.5).",
     "PLANSZA_RATE_PER_SECOND ma wartość „abc”, a musi to być liczba nie mniejsza niż 0 (np. 1.5)."),
    ("PLANSZA_RETENTION_DAYS", "-1",
     "PLANSZA_RETENTION_DAYS is “-1”, but it must be a number, 0 or more (e.g. 1.5).",
     "PLANSZA_RETENTION_DAYS ma wartość „-1”, a musi to być liczba nie mniejsza niż 0 (np. 1.5)."),
    ("PLANSZA_IDLE_WARN_DAYS", "nan",
     "PLANSZA_IDLE_WARN_DAYS is “nan”, but it must be a number, 0 or more (e.g. 1.5).",
     "PLANSZA_IDLE_WARN_DAYS ma wartość „nan”, a musi to być liczba nie mniejsza niż 0 (np. 1.5)."),
    ("PLANSZA_REMINDER_MAX", "2.5",
     "PLANSZA_REMINDER_MAX is “2.5”, but it must be a whole number, 0 or more.",
     "PLANSZA_REMINDER_MAX ma wartość „2.5”, a musi to być liczba całkowita nie mniejsza niż 0."),
    ("PLANSZA_BACKUP_KEEP", "0",
     "PLANSZA_BACKUP_KEEP is “0”, but it must be a whole number, 1 or more.",
     "PLANSZA_BACKUP_KEEP ma wartość „0”, a musi to być liczba całkowita nie mniejsza niż 1."),
    ("PLANSZA_WEB_PORT", "70000",
     "PLANSZA_WEB_PORT is “70000”, but it must be a whole number from 0 to 65535.",
     "PLANSZA_WEB_PORT ma wartość „70000”, a musi to być liczba całkowita od 0 do 65535."),
    ("PLANSZA_LOG_FORMAT", "xml",
     "PLANSZA_LOG_FORMAT is “xml”, but it must be one of: text, json.",
     "PLANSZA_LOG_FORMAT ma wartość „xml”, a musi to być jedna z wartości: text, json."),
    ("PLANSZA_LOG_LEVEL", "verbose",
     "PLANSZA_LOG_LEVEL is “verbose”, but it must be one of: DEBUG, INFO, WARNING, ERROR, CRITICAL.",
     "PLANSZA_LOG_LEVEL ma wartość „verbose”, a musi to być jedna z wartości: DEBUG, INFO, WARNING, ERROR, CRITICAL."),
]


@pytest.mark.parametrize("name, value, en, pl", BAD, ids=[b[0] for b in BAD])
def test_a_bad_value_stops_the_bot_with_one_line_in_the_operators_language(environ, capsys, name, value, en, pl):
    environ.setenv(name, value)
    for lang, expected in (("en", en), ("pl", pl)):
        environ.setenv("PLANSZA_DEFAULT_LANG", lang)
        assert bot_main.main([]) == 2
        out = capsys.readouterr()
        assert out.err == expected + "\n" and out.out == ""


def test_an_unknown_language_is_refused_in_english(environ, capsys):
    environ.setenv("PLANSZA_DEFAULT_LANG", "de")
    assert bot_main.main([]) == 2
    assert capsys.readouterr().err == "PLANSZA_DEFAULT_LANG is “de”, but it must be one of: pl, en.\n"


@pytest.mark.parametrize("setting", [s for s in SETTINGS if s.type in ("int", "float", "choice")],
                         ids=lambda s: s.name)
def test_every_number_and_choice_refuses_a_value_it_cannot_take(environ, capsys, setting):
    environ.setenv("PLANSZA_DEFAULT_LANG", "en")
    environ.setenv(setting.name, "zzz")
    assert bot_main.main([]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and setting.name in err and "zzz" in err, err


@pytest.mark.parametrize("name, value, en, pl", BAD[:1] + BAD[-1:], ids=[BAD[0][0], BAD[-1][0]])
def test_the_console_refuses_a_bad_value_alike(environ, capsys, name, value, en, pl):
    environ.setenv(name, value)
    environ.setenv("PLANSZA_DEFAULT_LANG", "pl")
    assert console_main(["--no-images"]) == 2
    assert capsys.readouterr().err == pl + "\n"
    assert console_main(["--lang", "en", "--no-images"]) == 2  # the console's own --lang wins
    assert capsys.readouterr().err == en + "\n"


def test_a_refusal_names_the_setting_for_callers_that_word_it_themselves(environ):
    environ.setenv("PLANSZA_DEFAULT_LANG", "en")
    environ.setenv("PLANSZA_WEB_PORT", "http")
    with pytest.raises(BadSetting) as caught:
        Settings.from_env()
    e = caught.value
    assert isinstance(e, SystemExit) and e.key == "bot-setting-bad-number" and e.params["name"] == "PLANSZA_WEB_PORT"
    assert e.text("pl") == "PLANSZA_WEB_PORT ma wartość „http”, a musi to być liczba całkowita od 0 do 65535."


# ---- one declaration ------------------------------------------------------------------------------------------------
def test_the_declaration_is_well_formed():
    names, attrs = [s.name for s in SETTINGS], [s.attr for s in SETTINGS]
    assert len(set(names)) == len(names) and len(set(attrs)) == len(attrs)
    assert [f.name for f in dataclasses.fields(Settings)] == attrs  # one field per declared setting, no other
    for s in SETTINGS:
        assert s.type in TYPES and re.fullmatch(r"[A-Z][A-Z_]+", s.name), s
        assert s.doc.strip() and "\n" not in s.doc, s.name
        assert bool(s.options()) == (s.type == "choice"), s.name
        if s.type in ("int", "float", "choice", "postgres"):  # a value it cannot take has words of its own
            words = _refusal(s).text("en")
            assert s.name in words and "bot-setting" not in words, words


def _refusal(s) -> BadSetting:
    with pytest.raises(BadSetting) as caught:
        read(s, "mysql://x" if s.type == "postgres" else "x")
    return caught.value


def test_every_declared_default_reads_back_as_itself():
    """The default written in ``.env.example`` is a value the setting accepts, and means the default."""
    for s in SETTINGS:
        assert read(s, s.example()) == s.default, s.name
        assert read(s, "") == read(s, None) == s.default, s.name


def test_an_empty_environment_gives_the_declared_defaults(environ):
    environ.delenv("DISCORD_TOKEN")
    assert Settings.from_env() == Settings()
    assert Settings().rate_per_second == 1.0 and Settings().web_port == 8080 and Settings().shard_count is None


def test_the_service_config_defaults_are_the_declared_ones():
    """``bot.tables.config`` repeats no number: its defaults are what the bot's default settings give it."""
    assert Settings().service_settings() == ServiceSettings()


def test_env_example_is_written_from_the_declaration():
    committed = (ROOT / ".env.example").read_text(encoding="utf-8")
    assert committed == env_example(), "regenerate it: python -m bot.settings > .env.example"
    lines = re.findall(r"^([A-Z_]+)=(.*)$", committed, re.M)
    assert lines == [(s.name, s.example()) for s in SETTINGS]  # each declared setting with its default, nothing else
    for s in SETTINGS:  # and its doc just above it
        block = committed.split(f"\n{s.name}=")[0].rsplit("\n\n", 1)[-1]
        assert " ".join(s.doc.split()) in " ".join(line.removeprefix("# ") for line in block.splitlines()), s.name
    assert max(len(line) for line in committed.splitlines()) <= 120
