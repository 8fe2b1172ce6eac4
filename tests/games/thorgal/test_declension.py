"""Heroes' names declined in Polish (issue 52, point 7): every hero has the five cases in data/declension.json, and a
text that needs one says it ("Tura Branda Żelaznorękiego", "wybiera Eddę Dalekokroką", "Zasoby Sigrun Wołającej
Fale"), never "Tura Bohatera Brand Żelaznoręki"."""
from __future__ import annotations

from games.core import i18n
from games.core.contract import Msg
from games.core.i18n import CASES
from games.thorgal.data import HERO_CASES, HEROES
from games.thorgal.effects import hero_msg


def _state(*ids: str) -> dict:
    return {"heroes": [{"id": h} for h in ids]}


def test_every_hero_has_every_case():
    assert set(HERO_CASES) == set(HEROES)
    for hero, cases in HERO_CASES.items():
        assert set(cases) == set(CASES), hero
        assert all(cases.values()), hero


def test_texts_decline_the_heroes_names():
    state = _state("H_BRAND", "H_EDDA", "H_SIGRUN")
    brand, edda, sigrun = (hero_msg(state, s) for s in range(3))
    assert i18n.render(Msg("thorgal-prompt-stage-token", hero=brand), "pl").startswith("Tura Branda Żelaznorękiego:")
    assert i18n.render(Msg("thorgal-ev-chose-hero", hero=brand, chosen=edda), "pl") == \
        "Brand Żelaznoręki wybiera Eddę Dalekokroką."
    assert i18n.render(Msg("thorgal-prompt-consent", hero=sigrun, by=brand), "pl").startswith(
        "Brand Żelaznoręki chce wydać Zasoby Sigrun Wołającej Fale:")
    assert "Edda" in i18n.render(Msg("thorgal-ev-chose-hero", hero=brand, chosen=edda), "en")  # English: one form
    assert "Bohatera Brand" not in i18n.render(Msg("thorgal-prompt-stage-token", hero=brand), "pl")


def test_a_list_of_heroes_is_declined_too():
    state = _state("H_BRAND", "H_EDDA", "H_SIGRUN")
    msg = Msg("thorgal-ev-consent-asked", hero=hero_msg(state, 0), owners=[hero_msg(state, 1), hero_msg(state, 2)],
              n=2)
    assert i18n.render(msg, "pl") == ("Brand Żelaznoręki chce wydać Zasoby Eddy Dalekokrokiej, Sigrun Wołającej Fale "
                                      "i prosi o zgodę.")
