"""Option kinds of ``games.core.options`` (the ``text`` kind; the others are covered through the games' tests)."""
from __future__ import annotations

import pytest

from games.core.contract import OptionSpec
from games.core.errors import GameError
from games.core.options import normalize, parse_text


class _Game:
    options = (OptionSpec("note", "text", "", max=10), OptionSpec("free", "text", "none"))


def test_text_option_keeps_the_string_stripped_and_limits_its_length():
    assert normalize(_Game, {}) == {"note": "", "free": "none"}
    assert normalize(_Game, parse_text("note=0123/Ab,c free=x")) == {"note": "0123/Ab,c", "free": "x"}
    assert normalize(_Game, {"note": "  Mixed Case ", "free": 12}) == {"note": "Mixed Case", "free": "12"}
    assert normalize(_Game, {"free": "y" * 5000})["free"] == "y" * 5000  # no max: no limit
    with pytest.raises(GameError) as err:
        normalize(_Game, {"note": "x" * 11})
    assert (err.value.key, err.value.params) == ("core-err-option-text-long",
                                                 {"option": "note", "length": 11, "max": 10})
