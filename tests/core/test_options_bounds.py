"""Every numeric option has both ends (issue 14: a target no game can reach, or a range message reading "(1–-)",
must not happen), and the range refusal names both ends in both languages."""
from __future__ import annotations

import pytest

from games import registry
from games.core import i18n
from games.core.errors import GameError


def test_every_int_option_of_every_game_has_both_bounds():
    for gid in registry.ids():
        for spec in registry.get(gid).options:
            if spec.kind == "int":
                assert spec.min is not None and spec.max is not None, (gid, spec.name)


def test_a_huge_target_is_refused_with_both_ends():
    game = registry.get("dragons")
    with pytest.raises(GameError) as err:
        game.normalize_options({"mode": "points", "target": "99999999999999999999999"})
    assert err.value.key == "core-err-option-range"
    assert i18n.render(err.value.msg(), "en").endswith("is out of range (1–500).")
    assert "(1–500)" in i18n.render(err.value.msg(), "pl")
    assert game.normalize_options({"rounds": "30"})["rounds"] == 30
    with pytest.raises(GameError):
        game.normalize_options({"rounds": "31"})
