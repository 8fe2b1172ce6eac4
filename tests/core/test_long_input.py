"""Over-long option names, option values and game names (fault report, item 2) are refused by their length where
options and game names are read, in Polish and English, before any of them reaches a message: the catalog cannot
format a parameter of thousands of characters (Fluent gives ``{???}``), so none may ever get there."""
from __future__ import annotations

import pytest

from games import registry
from games.core import i18n
from games.core.errors import GameError
from games.core.options import MAX_GAME_NAME, MAX_OPTION_NAME, MAX_OPTION_VALUE, check_game_name, parse_text

LONG = "x" * 5000


def refusal(call) -> dict[str, str]:
    with pytest.raises(GameError) as caught:
        call()
    texts = {lang: i18n.render(caught.value.msg(), lang) for lang in ("en", "pl")}
    for text in texts.values():
        assert "{???}" not in text and LONG[:100] not in text and len(text) < 300, text
    return texts


def test_an_over_long_option_value_is_refused_by_its_length():
    texts = refusal(lambda: parse_text("mode=" + LONG))
    assert texts["en"] == f"Option mode may be at most {MAX_OPTION_VALUE} characters long (this one has 5,000)."
    assert texts["pl"] == f"Opcja mode może mieć najwyżej {MAX_OPTION_VALUE} znaków (ta ma 5\xa0000)."


def test_a_list_value_grown_from_pieces_is_refused_too():
    pieces = ",".join(["card"] * 1000)
    assert "may be at most" in refusal(lambda: parse_text("cards=" + pieces))["en"]


def test_an_over_long_option_name_is_refused_by_its_length():
    texts = refusal(lambda: parse_text(LONG + "=1"))
    assert texts["en"] == f"An option name is at most {MAX_OPTION_NAME} characters long (this one has 5,000)."
    assert texts["pl"] == f"Nazwa opcji może mieć najwyżej {MAX_OPTION_NAME} znaków (ta ma 5\xa0000)."


def test_the_games_own_normalizing_refuses_them_too():
    """A raw dict that never went through ``parse_text`` (the console, a stored table) meets the same limits; a text
    option names its own, shorter one."""
    dragons, castle = registry.get("dragons"), registry.get("dragon_castle")
    assert "may be at most 200" in refusal(lambda: dragons.normalize_options({"mode": LONG}))["en"]
    assert "An option name is at most" in refusal(lambda: dragons.normalize_options({LONG: "1"}))["en"]
    texts = refusal(lambda: castle.normalize_options({"grid": LONG}))
    assert "Option grid may be at most 200 characters" in texts["en"]
    thorgal = registry.get("thorgal")
    assert "Option heroes may be at most 60 characters" in refusal(
        lambda: thorgal.normalize_options({"heroes": "brand," * 30}))["en"]


def test_an_over_long_game_name_is_refused_and_an_unknown_one_clipped():
    texts = refusal(lambda: check_game_name(LONG))
    assert texts["en"] == f"A game name is at most {MAX_GAME_NAME} characters long (this one has 5,000)."
    assert texts["pl"] == f"Nazwa gry może mieć najwyżej {MAX_GAME_NAME} znaków (ta ma 5\xa0000)."
    texts = refusal(lambda: registry.get(LONG))  # the registry quotes a clipped piece of an unknown name
    assert texts["en"].startswith("There is no game called “" + "x" * 40 + "”")
    assert check_game_name("dragons") == "dragons"


def test_every_option_of_every_game_fits_the_common_limits():
    """The common limits refuse nothing a game accepts."""
    for game_id in registry.ids():
        for spec in registry.get(game_id).options:
            assert len(spec.name) <= MAX_OPTION_NAME
            if spec.kind == "text":
                assert spec.max is not None and spec.max <= MAX_OPTION_VALUE, (game_id, spec.name)
            for choice in spec.choices or ():
                assert len(choice) <= MAX_OPTION_VALUE
        assert len(game_id) <= MAX_GAME_NAME


def test_values_within_the_limits_still_parse():
    assert parse_text("mode=points target=70") == {"mode": "points", "target": "70"}
    assert parse_text("cards=a,b " + "grid=" + "." * MAX_OPTION_VALUE) == {"cards": "a,b", "grid": "." * 200}
