"""Issue 26, "how it must be shown": a seeded 3-player Thorgal game played by clicks through the bot and the Discord
stand-in (SimCord), at a Polish and at an English table, and every word it showed compared with the golden files
``tests/fixtures/golden/thorgal-3p-discord[.private].{pl,en}.txt`` (regenerate: ``python -m
tests.fixtures.thorgal_discord_lines``, then read the diff as a player). The pinned words are checked to be a
player's: no id, code or catalog key, no generic "Choose:", no English at the Polish table, no "(a)"; and no button,
menu option or placeholder longer than Discord accepts (a long Thorgal label is cut at a word, with "…")."""
from __future__ import annotations

import re

import pytest

from tests.fixtures.discord_lines import golden_diff
from tests.fixtures.thorgal_discord_lines import LIMITS, path, transcripts

#: a raw id or code where words belong: a wound shape or cell code (``I2``, ``a3``), a catalog key, a custom id, an
#: unfilled parameter, a side thread or payer token (``A``, ``@2``) on a button
RAW = re.compile(r"\b(?:[A-Z]{1,2}\d{1,2}|[A-Z]{2,}_[A-Z_0-9]+|thorgal-[a-z-]+|plansza:\d+)\b|\{ ?\$|⟦[A-Z]⟧|⟦@\d")
ENGLISH = re.compile(r"\b(?:the|and|your|you|with|from|which|turn|token|card|Choose|Place|Back|Next|players?)\b")



@pytest.mark.parametrize("lang", ["pl", "en"])
async def test_a_seeded_game_through_discord_shows_the_pinned_words(lang):
    played = await transcripts(lang)
    assert played.too_long == []  # Discord would refuse these messages
    for now, where in ((played.public, path(lang)), (played.private, path(lang, private=True))):
        pinned = where.read_text(encoding="utf-8")
        if now != pinned:
            pytest.fail(f"the words changed; read the diff as a player, then run python -m "
                        f"tests.fixtures.thorgal_discord_lines\n{golden_diff(pinned, now, where.name)}")


def _body(lang: str, private: bool) -> str:
    """The pinned words without the header and the presses' own commands (``/create … options:heroes=brand``)."""
    text = path(lang, private).read_text(encoding="utf-8")
    return "\n".join(line for line in text.splitlines() if not line.startswith("#") and ": /" not in line)


@pytest.mark.parametrize("private", [False, True], ids=["public", "private"])
@pytest.mark.parametrize("lang", ["pl", "en"])
def test_the_pinned_words_are_a_players(lang, private):
    body = _body(lang, private)
    assert not RAW.search(body), RAW.search(body)
    assert "\nWybierz:" not in body and "\nChoose:" not in body  # every Thorgal step asks its own question
    assert "Wybrano:" not in body and "Decided:" not in body
    buttons = re.findall(r"⟦([^⟧]*)⟧", body)
    assert buttons and max(len(b) for b in buttons) <= LIMITS["button"]
    if lang == "pl":
        assert not ENGLISH.search(body), ENGLISH.search(body)
        assert "(a)" not in body
        assert "ą" in body and "ł" in body  # diacritics survive the way through Discord
    if not private:  # the whole game, from the table's opening to the end paragraph
        assert ("Brand Żelaznoręki, Sigrun Wołająca Fale, Edda Dalekokroka" if lang == "pl" else
                "Brand Ironhand, Sigrun Wavecaller, Edda Longstride") in body
        assert ("Koniec gry!" if lang == "pl" else "Game over!") in body


def test_the_heroes_option_names_the_heroes_as_the_adventure_does():
    """The ``heroes=`` option told in words (the lobby line): the catalog's names are the adventure data's."""
    from bot.discord_app.texts import option_value_label
    from games import registry
    from games.core import i18n
    from games.thorgal.data import HEROES

    game = registry.get("thorgal")
    spec = next(s for s in game.options if s.name == "heroes")
    for hero_id, hero in HEROES.items():
        short = hero_id.lower().removeprefix("h_")
        for lang in ("pl", "en"):
            assert i18n.tr(lang, f"thorgal-opt-heroes-{short}") == hero[f"name_{lang}"]
    assert option_value_label("thorgal", spec, "brand, Sigrun", "pl") == "Brand Żelaznoręki, Sigrun Wołająca Fale"
    assert option_value_label("thorgal", spec, "brand,nobody", "en") == "brand,nobody"  # as typed when unknown


def test_a_long_thorgal_label_is_cut_at_a_word_to_fit_a_button():
    """An Assign paid from three heroes' resources makes a label longer than a button takes (80): the button shows
    its beginning up to a whole word, then "…"; a menu option (100) likewise. Shorter labels are shown whole."""
    from bot.discord_app.buttons import MoveButton, label
    from games import registry
    from games.core import i18n
    from games.thorgal import labels
    from games.thorgal.atlas import locations

    game = registry.get("thorgal")
    s = game.setup(4, {"heroes": "brand,sigrun,edda,halvar"}, 3)
    loc = sorted(locations(s))[0]
    ids = ("assign", loc, "material", "gossip@4", "ore@4", "ore@2", "magic@3")
    whole = "✔ " + i18n.render(labels.label(s, ids), "pl")
    assert len(whole) > LIMITS["option"]
    button = MoveButton(1, "c", ids, text=whole).item
    assert len(button.label) <= LIMITS["button"] and button.label.endswith("…")
    shown = button.label[:-1]
    assert whole.startswith(shown) and whole[len(shown)] == " " and shown[-1] not in " ,;(„"
    option = label(whole, LIMITS["option"])
    assert len(option) <= LIMITS["option"] and whole.startswith(option[:-1]) and whole[len(option) - 1] == " "
    assert label("Idź do Obszaru Chram Pływów") == "Idź do Obszaru Chram Pływów"
    assert label("x" * 90) == "x" * 79 + "…"  # one long word: cut where the limit falls
