"""The translation layer: complete Polish and English catalogs, Polish plurals, every literal key defined."""
from __future__ import annotations

import re
from pathlib import Path

import bot.tables.present  # noqa: F401  (registers bot catalogs)
import renderers  # noqa: F401  (registers renderer catalogs)
from games.core import i18n
from games.core.contract import Msg, P
from tests.support.discord_helpers import shown

ROOT = Path(__file__).resolve().parents[2]
KEY = re.compile(r"""["'`]((?:core|bot|dragons|dragon_castle|bunny_kingdom|simurgh|thorgal|render)-[a-z0-9]+"""
                 r"""(?:-[a-z0-9_]+)*)["'`]""")


def test_polish_and_english_catalogs_have_the_same_keys():
    pl, en = i18n.catalog_keys("pl"), i18n.catalog_keys("en")
    assert pl and pl == en, sorted(pl ^ en)


def test_every_key_literal_in_the_code_exists():
    used = set()
    for package in ("bot", "games", "renderers"):
        for f in (ROOT / package).rglob("*.py"):
            used |= set(KEY.findall(f.read_text(encoding="utf-8")))
    icons = {f.stem for f in (ROOT / "bot" / "discord_app" / "emoji_icons").glob("*.png")}  # the icon keys
    missing = sorted(k for k in used if not i18n.has(k, "en") and k not in icons and not any(
        k2.startswith(k + "-") for k2 in i18n.catalog_keys("en")))
    assert not missing


def test_polish_plural_forms():
    assert i18n.tr("pl", "bot-err-too-few", have=1, min=2).startswith("Przy stole siedzi tylko 1 osoba")
    assert "3 osoby" in i18n.tr("pl", "bot-err-too-few", have=3, min=4)
    assert "5 osób" in i18n.tr("pl", "bot-err-too-few", have=5, min=6)


def test_nested_messages_and_seat_references_resolve():
    m = Msg("core-err-option-choice", option="mode", value=Msg("core-seat", n=2), choices="a, b")
    assert i18n.render(m, "en") == "Option mode cannot be “Seat 2”; choose one of: a, b."
    assert i18n.render(Msg("core-seat", n=P(0)), "pl", lambda s: "Ala") == "Miejsce Ala"
    assert Msg.from_json(m.to_json()) == m


def test_discord_locales_map_to_our_languages():
    assert i18n.lang_for_locale("pl") == "pl"
    assert i18n.lang_for_locale("en-US") == "en"
    assert i18n.lang_for_locale(None) == "en"
    assert i18n.tr("de", "core-err-not-your-turn") == "It is not your turn."  # unknown language -> English


def test_every_catalog_parses_without_junk():
    """A broken entry (e.g. an unclosed select) is parsed as Junk and its key silently falls back to English."""
    from pathlib import Path

    from fluent.syntax import FluentParser, ast

    root = Path(__file__).resolve().parents[2]
    for path in [*root.glob("games/*/locales/*.ftl"), *root.glob("bot/locales/*.ftl"),
                 *root.glob("renderers/locales/*.ftl")]:
        junk = [e for e in FluentParser().parse(path.read_text(encoding="utf-8")).body if isinstance(e, ast.Junk)]
        assert not junk, f"{path}: {shown(junk[0])[:200]}"
