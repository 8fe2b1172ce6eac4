"""Names declined as an editor writes them (issue 52, point 7): a Polish sentence that needs a name in another case
asks for it (``{ $tile-acc }``: "bierze Kupca 5", ``{ $hero-gen }``: "Zasoby Branda Żelaznorękiego") and the name
has that form, so it never falls back to the nominative ("Wybiera Bohatera Brand Żelaznoręki").

* The declension tables are complete: every hero of Thorgal (``games/thorgal/data/declension.json``), every tile and
  dragon of Zamek Smoków, every dragon and city space of Simurgh (their catalogs' attributes) has the genitive,
  dative, accusative, instrumental and locative.
* Over seeded random games of all five games, every label, question and log line is rendered in Polish and every
  case a sentence asks of a name must exist: a missing one fails, naming the message and the case.
A place of Thorgal follows its category noun ("do Obszaru Rybacki Szereg", "w Lokacji Strażnica Portowa"), where
Polish keeps the proper name in the nominative (docs/style.md), so its names need no cases.
"""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from bot.ops.bench_games import playout
from games import registry
from games.core import i18n
from games.core.contract import Msg

ROOT = Path(__file__).resolve().parents[2]
CASES = ("gen", "dat", "acc", "inst", "loc")
#: the catalog entries that are names to decline: (file, message id pattern)
DECLINED = (("games/dragon_castle/locales/pl.ftl", r"dragon_castle-tile-\w+"),
            ("games/simurgh/locales/pl.ftl", r"simurgh-dragon"),
            ("games/simurgh/locales/pl.ftl", r"simurgh-space-C\d\d"))


def _attributes(path: str, pattern: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    key = None
    for line in (ROOT / path).read_text(encoding="utf-8").splitlines():
        m = re.match(rf"^({pattern}) =", line)
        if m:
            key = m.group(1)
            out[key] = set()
        elif re.match(r"^\S", line):
            key = None
        elif key and (a := re.match(r"^\s+\.(\w+) =", line)):
            out[key].add(a.group(1))
    return out


def test_every_declined_name_has_its_five_cases():
    missing = []
    for path, pattern in DECLINED:
        names = _attributes(path, pattern)
        assert names, pattern
        missing += [f"{key}: {sorted(set(CASES) - have)}" for key, have in names.items() if set(CASES) - have]
    from games.thorgal.data import HERO_CASES as DECLENSION
    from games.thorgal.data import HEROES

    assert set(DECLENSION) == set(HEROES)
    missing += [f"{hero}: {sorted(set(CASES) - set(forms))}" for hero, forms in DECLENSION.items()
                if set(CASES) - set(forms)]
    assert missing == []


class Fallbacks:
    """Records every case a Polish sentence asked of a name that has no such form."""

    def __init__(self, monkeypatch):
        self.found: dict[tuple[str, str], str] = {}
        original = i18n._in_case

        def spy(msg: Msg, case: str, lang: str, name_of):
            if lang == "pl":
                b = i18n.bundles()["pl"]
                if not (b.has_message(msg.key) and b.get_message(msg.key).attributes.get(case) is not None):
                    self.found.setdefault((msg.key, case), original(msg, case, lang, name_of))
            return original(msg, case, lang, name_of)

        monkeypatch.setattr(i18n, "_in_case", spy)


@pytest.mark.parametrize("gid", registry.shipped())
def test_every_case_a_sentence_asks_exists(gid, monkeypatch):
    spy = Fallbacks(monkeypatch)
    game = registry.get(gid)
    rendered = []

    def step(state, seat, move, after, events):  # every label, question and log line of the game, in Polish
        rendered.extend(i18n.render(m.label, "pl") for m in game.legal_moves(state, seat)[:40])
        prompt = game.presentation.prompt(state, seat, ())
        if prompt is not None:
            rendered.append(i18n.render(prompt, "pl"))
        rendered.extend(i18n.render(e.msg, "pl", lambda s: "ala") for e in events)

    for seed in range(2):
        playout(game, game.setup(max(3, game.min_players), game.normalize_options({}), 60 + seed),
                random.Random(seed), limit=400, on_step=step)
    assert rendered
    assert spy.found == {}, "\n".join(f"{k}: no .{c} form (said: {v!r})" for (k, c), v in spy.found.items())


def test_the_check_finds_a_missing_case(monkeypatch):
    spy = Fallbacks(monkeypatch)
    i18n._in_case(Msg("dragon_castle-face-down"), "inst", "pl", None)  # "zakryty kamień" has no instrumental
    assert ("dragon_castle-face-down", "inst") in spy.found
