"""A hero's board (RULES.md §11): wounds and death, healing, Threat and experience (TG-WND, TG-HEAL, TG-THR, TG-XP)."""
from __future__ import annotations

import pytest

from games.core.errors import GameError
from games.thorgal import heroes as hs
from games.thorgal.data import HEROES


def sigrun() -> dict:
    return hs.new_hero("H_SIGRUN", "A1")


def test_tg_s_15_a_fresh_hero():
    """TG-S-15: TG-S-12/13/15: start resources and item, both tracks at 1, no wound, no Threat, skill active."""
    h = sigrun()
    assert h["resources"]["magic"] == 2 and h["items"] == ["IT_SHELL_AMULET"]
    assert (h["combat"], h["journey"], h["threat"], h["wounds"], h["skill_active"]) == (1, 1, 0, [], True)


def test_tg_geo_6_tg_wnd_3_first_wound_of_size_2_in_sigruns_empty_area():
    """TG-GEO-6, TG-WND-3: The spec's example: the first wound of size 2 in Sigrun's empty area goes to [1,0],[2,0]."""
    h = sigrun()
    assert hs.place_wound(h, hs.wound_shapes(h, size=2))
    assert h["wounds"] == [{"shape": "I2", "cells": [[1, 0], [2, 0]]}]


def test_tg_wnd_1_tg_wnd_2_wounds_lie_on_free_cells_touching_another():
    h = sigrun()
    hs.place_wound(h, ["M1"], [(2, 2)])
    with pytest.raises(GameError) as e:
        hs.place_wound(h, ["M1"], [(0, 0)])  # not a '#' cell
    assert e.value.rule == "TG-WND-1"
    with pytest.raises(GameError) as e:
        hs.place_wound(h, ["M1"], [(1, 4)])  # free, but touches nothing
    assert e.value.rule == "TG-WND-2"
    with pytest.raises(GameError) as e:
        hs.place_wound(h, ["I2"], [(2, 3)])  # one cell is no domino
    assert e.value.rule == "TG-WND-3"
    assert hs.place_wound(h, ["I2"], [(2, 3), (2, 4)])


def test_tg_wnd_5_no_room_is_death():
    """TG-WND-5: when no allowed shape fits, the hero dies (the engine ends the game)."""
    h = sigrun()
    while hs.place_wound(h, ["I5"]):
        pass
    assert not hs.can_take(h, ["I5"])
    assert hs.can_take(h, ["M1"])


def test_tg_heal_1_tg_heal_2_tg_heal_3_heal_by_size():
    """TG-HEAL-1, TG-HEAL-2."""
    h = sigrun()
    hs.place_wound(h, ["I3"], [(1, 1), (2, 1), (3, 1)])
    hs.place_wound(h, ["M1"], [(2, 2)])
    hs.place_wound(h, ["I2"], [(2, 3), (2, 4)])
    assert hs.heal_choices(h, 2) == [1, 2]  # Heal(2): tiles of size 2 or less
    assert hs.default_heal(h) == 0  # the largest
    with pytest.raises(GameError):
        hs.heal(h, 0, 2)
    hs.heal(h, 1, 2)  # the link between the others goes: they may stay unconnected (TG-HEAL-3)
    assert [w["shape"] for w in h["wounds"]] == ["I3", "I2"]


def test_tg_thr_1_tg_thr_2_the_sixth_threat_is_a_size_5_wound():
    """TG-THR-1: TG-THR-2: with 4 Threat, gaining 2 ends at 5 Threat plus one Wound(Threat) of size 5."""
    h = sigrun()
    h["threat"] = 4
    assert hs.gain_threat(h, 2) == 1 and h["threat"] == 5
    assert hs.wound_shapes(h, size="threat") == hs.wound_shapes(h, size=5)
    h["threat"] = 0
    assert hs.wound_shapes(h, size="threat") == ["M1"]  # at least 1 (G-15)
    assert hs.discard_threat(h, "all") == 0


def test_tg_xp_1_tg_xp_2_tg_xp_3_tracks_and_the_max_bonus():
    """TG-XP-1, TG-XP-2, TG-XP-3."""
    h = sigrun()
    assert hs.default_xp_track(h) == "combat"
    for _ in range(6):
        assert hs.gain_xp(h, "journey") is False
    assert h["journey"] == 7 and hs.gain_xp(h, "journey") is True  # full: the max-level bonus instead
    assert hs.default_xp_track(h) == "combat"
    assert hs.journey_shapes(h)[:2] == ["L3", "I3"] and len(hs.combat_dice(h)) == 2


def test_tg_jrn_3_tg_cmb_16_levels_give_dice_and_shapes():
    """TG-CMB-16: the dice at the dial's level; TG-JRN-3: shapes at the level or lower, a bonus raises it (cap 7)."""
    h = hs.new_hero("H_BRAND", "A1")
    track = HEROES["H_BRAND"]["journey_track"]
    assert hs.journey_shapes(h) == track[0]
    assert set(hs.journey_shapes(h, bonus=1)) == set(track[0]) | set(track[1])
    assert len(hs.journey_shapes(h, bonus=99)) == len({s for level in track for s in level})
    h["combat"] = 7
    assert hs.combat_dice(h) == HEROES["H_BRAND"]["combat_dial"][6]
