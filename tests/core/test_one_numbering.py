"""One numbering everywhere (issue 52, point 1): what a move's typed id, its words and the picture say of the same
place or card is the same number, in every game and both languages.

Over seeded random games of all five games, at every decision:

* every number of a move's id that names a place, a slot, a card or a space (``gather 1 2``, ``tile L3 o2 5 1``,
  ``reveal 3``, ``camp 1 a2``, ``lay P07 WS1 …``) is a number its label says ("kolumna 1, wiersz 2", "miejsce 3"),
  in Polish and in English; a Thorgal orientation (``o2``) is the label's "ułożenie 2" whenever the label names one;
* at some decisions the seat's pictures (the table and its private question) are drawn and every such number, and
  every board coordinate (``d4``, ``A7``), is among the texts they draw, so typing what the picture shows is the move
  the words describe (before issue 52 Thorgal's ids counted from 0: ``gather 0 1`` was "kolumna 1, wiersz 2").

A few ids carry a number that names no place: a position in a list the label names by name (Thorgal's Display cards
``craft 1 2``, a hero ``hero 2``, an enemy token ``fight L2 1``; Simurgh's reward option ``o2`` and rotation ``r1``)
— those are listed in ``BY_NAME`` with the reason, and their labels must name what they choose in words.
"""
from __future__ import annotations

import re
import sys

import pytest
from PIL import ImageDraw

import renderers
from games import registry
from games.core import i18n
from renderers.toolkit.canvas import Draw
from tests.core.test_no_raw_ids import positions

LANGS = ("pl", "en")
GAMES = ("dragons", "dragon_castle", "bunny_kingdom", "simurgh", "thorgal")
#: (game, verb) -> why its numbers name no place: the label names the chosen thing in words instead
BY_NAME = {
    ("thorgal", "craft"): "positions in the Item Display; the label names the Items",
    ("thorgal", "discard"): "a position in the Item Display; the label names the Item",
    ("thorgal", "item"): "a position in the Item Display; the label names the Item",
    ("thorgal", "hero"): "a hero, named",
    ("thorgal", "pay"): "the hero who pays, named",
    ("thorgal", "fight"): "an enemy token at a Location; the label names its strength",
    ("thorgal", "enemy"): "an enemy token at a Location; the label names its strength",
}
NUMBER = re.compile(r"\d+")
COORD = re.compile(r"[a-zA-Z]\d{1,2}")
COORD_GAMES = ("dragon_castle", "bunny_kingdom")  # whose ids name board squares by column letter and row number


def numbers(text: str) -> set[int]:
    return {int(n) for n in NUMBER.findall(text)}


def place_numbers(gid: str, tokens: tuple[str, ...], label: str) -> set[int]:
    """The numbers of the id that must be in its label: plain numbers (a column, a slot, a space), the number of a
    slot token (``WS1``), and a Thorgal orientation when the label names orientations."""
    if (gid, tokens[0]) in BY_NAME:
        return set()
    out = set()
    for t in tokens[1:]:
        if t.isdigit():
            out.add(int(t))
        elif gid == "thorgal" and re.fullmatch(r"o\d+", t) and ("ułożenie" in label or "orientation" in label):
            out.add(int(t[1:]))
        elif gid == "simurgh" and re.fullmatch(r"[A-Z]S\d+", t):  # a slot of a region (WS1: "miejsce 1 w Dziczy")
            out.add(int(t[2:]))
    return out


def check_labels(gid: str, moves) -> list[str]:
    bad = []
    for m in moves:
        for lang in LANGS:
            label = i18n.render(m.label, lang)
            missing = place_numbers(gid, m.tokens, label) - numbers(label)
            if missing:
                bad.append(f"{m.id!r} -> {label!r} ({lang}): {sorted(missing)} not in the words")
            if gid in COORD_GAMES:
                for t in m.tokens[1:]:
                    if COORD.fullmatch(t) and t.lower() not in label.lower():
                        bad.append(f"{m.id!r} -> {label!r} ({lang}): {t} not in the words")
    return bad


def cold_caches() -> None:
    for name, module in list(sys.modules.items()):
        if name.startswith("renderers"):
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


def drawn(monkeypatch, game, state: dict, seat: int, players: int) -> set[str]:
    """Every text the seat's pictures draw (through the toolkit's canvas or Pillow's own ``ImageDraw``)."""
    seen: list[str] = []
    for cls in (Draw, ImageDraw.ImageDraw):
        original = cls.text

        def spy(self, xy, text, *args, _original=original, **kwargs):
            seen.append(str(text))
            return _original(self, xy, text, *args, **kwargs)

        monkeypatch.setattr(cls, "text", spy)
    cold_caches()  # a cached piece (a numbered card back, a badge) is drawn again, its texts seen
    view = game.view(state, seat)
    names = [f"P{i}" for i in range(players)]
    renderers.render_table(view, names, "pl")
    renderers.render_private(view, names, "pl")
    monkeypatch.undo()
    return set(seen)


def check_picture(gid: str, moves, texts: set[str]) -> list[str]:
    pieces = {p.lower() for t in texts for p in re.findall(r"[A-Za-z]+\d*|\d+", t)}
    bad = []
    for m in moves:
        label = i18n.render(m.label, "pl")
        for n in place_numbers(gid, m.tokens, label):
            if str(n) not in pieces:
                bad.append(f"{m.id!r}: {n} is drawn nowhere")
        if gid in COORD_GAMES:
            for t in m.tokens[1:]:
                if COORD.fullmatch(t) and t.lower() not in pieces and not {t[0].lower(), t[1:]} <= pieces:
                    bad.append(f"{m.id!r}: square {t} is drawn nowhere")
    return bad


@pytest.mark.parametrize("gid", GAMES)
def test_ids_words_and_pictures_count_alike(gid, monkeypatch):
    game = registry.get(gid)
    players = max(3, game.min_players)
    bad, checked, pictured = [], 0, 0
    for seed in (1, 2):
        for k, state in enumerate(positions(game, players, 300 + seed, every=3, limit=60)):
            for seat in sorted(game.actors(state)):
                moves = game.legal_moves(state, seat)
                checked += len(moves)
                bad += check_labels(gid, moves)
                if k % 6 == 0 and any(place_numbers(gid, m.tokens, i18n.render(m.label, "pl"))
                                      or gid in COORD_GAMES and any(COORD.fullmatch(t) for t in m.tokens[1:])
                                      for m in moves):
                    bad += check_picture(gid, moves, drawn(monkeypatch, game, state, seat, players))
                    pictured += 1
    assert checked > 200 and pictured >= 3, (checked, pictured)
    assert not bad, "\n".join(sorted(set(bad))[:30])


def test_a_thorgal_id_types_what_the_picture_shows():
    """The issue's own case: the Gather space the words call "kolumna 1, wiersz 2" is typed ``gather 1 2``."""
    game = registry.get("thorgal")
    for state in positions(game, 2, 7, every=2, limit=80):
        seat = sorted(game.actors(state))[0]
        gathers = [m for m in game.legal_moves(state, seat) if m.tokens[0] == "gather"]
        if gathers:
            m = gathers[0]
            _, x, y = m.tokens
            assert f"(kolumna {x}, wiersz {y}" in i18n.render(m.label, "pl"), i18n.render(m.label, "pl")
            after, _ = game.apply(state, seat, m.id)
            assert [int(x) - 1, int(y) - 1] in after["path"]["gather"]  # the space the words name, no other
            return
    pytest.fail("no Gather in the sampled games")


def test_a_thorgal_action_value_other_than_the_cards_says_why():
    """The Action cards on the picture show their printed value (``Ruch 1``); a move that gives another value says
    why ("Ruch 2 (1 z karty, +1 za jedyny żeton)"), so the two numbers never disagree unexplained."""
    from games.thorgal.data import ACTION_CARDS

    game = registry.get("thorgal")
    explained = 0
    for seed in range(4):
        for state in positions(game, 3, 40 + seed, every=1, limit=40):
            seat = sorted(game.actors(state))[0]
            for m in game.legal_moves(state, seat):
                if m.tokens[0] != "play":
                    continue
                main = ACTION_CARDS[state["row"][int(m.tokens[2]) - 1]["card"]]["main"][
                    int(m.tokens[3][1:]) - 1 if len(m.tokens) > 3 else 0]
                pl, en = (i18n.render(m.label, lang) for lang in LANGS)
                value = re.match(r"\D*(\d+)", pl)
                if main["value"] is None or value is None or int(value.group(1)) == main["value"]:
                    continue
                assert f"({main['value']} z karty" in pl and f"({main['value']} on the card" in en, (m.id, pl, en)
                explained += 1
    assert explained > 10
