"""Issue 26, point 4: every Thorgal question says what it is for, and where the answer is a place it comes with a
picture whose numbers are the ones the answers name: a wound's question names the hero and the wound's source and
numbers the free spaces of the wound board; a Journey tile's orientations are told apart by number, on the buttons
and on the picture; the Action Row has one numbering (1-7 from the left) on the picture, in the move labels and in
the log; a hero's skill is the hero's own; and a question whose only answer is "do nothing" is never asked."""
from __future__ import annotations

import random
import re

import renderers
from games.core import i18n
from games.core.contract import Msg
from games.thorgal import GAME, asks, turns
from games.thorgal import decisions as dc
from games.thorgal import effects as fx
from games.thorgal.atlas import adventure, rule
from games.thorgal.data import HEROES
from renderers.toolkit import keys
from renderers.toolkit.canvas import Draw

UI = GAME.presentation  # the game's words for the chat

NAMES = ["Ala", "Bartek", "Cezary"]


def words(msg, lang: str = "pl") -> str:
    return i18n.render(msg, lang, lambda s: NAMES[s])


def ids(state: dict, player: int = 0) -> list[str]:
    return [m.id for m in GAME.legal_moves(state, player)]


def label(state: dict, player: int, move: str, lang: str = "pl") -> str:
    return words(next(m.label for m in GAME.legal_moves(state, player) if m.id == move), lang)


def drawn_texts(monkeypatch) -> list[str]:
    """Every text the pictures draw from now on (the toolkit's canvas ``Draw.text``), in order."""
    seen: list[str] = []
    original = Draw.text

    def spy(self, xy, text, *args, **kwargs):
        seen.append(str(text))
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(Draw, "text", spy)
    return seen


def fog_wraith_wound(heroes: str = "brand,sigrun") -> dict:
    """Sigrun (seat 1) must place a domino wound from the Mystic enemy (the Fog Wraith's ``on_lose``), as
    ``games.thorgal.fight.finish`` queues it, with one wound on her board already."""
    s = GAME.setup(2, {"first": 2, "heroes": heroes}, 3)
    s["heroes"][1]["wounds"] = [{"shape": "M1", "cells": [[2, 2]]}]
    mystic = rule(s, "mystic")
    ctx = {"hero": 1, "loc": None, "para": None, "revealed": False,
           "src": Msg("thorgal-why-enemy", card=fx.text(mystic, "name")).to_json()}
    fx.resolve(s, list(mystic["mystic"]["on_lose"]), ctx)
    dc.run(s, [])
    assert dc.pending(s)["t"] == "wound" and dc.pending(s)["seat"] == 1
    return s


# ---- a wound: what it is for, and its spaces numbered alike in the answers and on the picture ---------------------
def test_the_wound_question_says_whose_wound_and_from_what():
    s = fog_wraith_wound()
    # the whole question asks what the player chooses first (one shape: its orientation), as the picker's first
    # step does, so that the private summary and the picker ask one question, once (issue 26)
    assert words(UI.prompt(s, 1, ())) == (
        "Sigrun Wołająca Fale otrzymuje Ranę (domino) z karty Wroga Mglisty Upiór (Mistyczny Wróg). "
        "Które ułożenie wybierasz (numery na obrazku)?")
    assert words(UI.prompt(s, 1, ()), "en") == (
        "Sigrun Wavecaller takes a wound (domino) from the enemy card Fog Wraith (Mystic enemy). "
        "Which orientation (numbered on the picture)?")
    assert UI.prompt(s, 1, ()) == UI.prompt(s, 1, ("wound", "I2"))
    # every step of the picker keeps the reason: the orientation step, then the spaces
    assert words(UI.prompt(s, 1, ("wound", "I2"))).endswith("Które ułożenie wybierasz (numery na obrazku)?")
    assert "z karty Wroga Mglisty Upiór" in words(UI.prompt(s, 1, ("wound", "I2", "o1")))
    summary = UI.private_summary(GAME.view(s, 1))  # the question, then what the picture numbers (issue 52)
    assert words(summary).startswith(words(UI.prompt(s, 1, ()))) and "Wolne pola w zasięgu: " in words(summary)
    assert GAME.view(s, 0)["private"] is None  # Brand's player is not asked anything


def test_a_sacrifice_wound_names_its_location():
    """TG-SAC-1: the wounds of a Sacrifice say where they come from."""
    s = GAME.setup(2, {"first": 1, "heroes": "brand,sigrun"}, 3)
    s["heroes"][0]["area"] = "A3"  # Broken Crane (L5): a Sacrifice of dominoes
    s = GAME.apply(s, 0, f"play out {1 + next(i for i, x in enumerate(s['row']) if x['card'] == 'AC13')}")[0]
    if s["stage"] == "start":
        s = GAME.apply(s, 0, "go")[0]
    s = GAME.apply(s, 0, "sacrifice L5")[0]
    if dc.pending(s)["t"] != "wound":  # the first wound had a single place: the next one is asked
        s = GAME.apply(s, 0, ids(s)[0])[0]
    assert "za Poświęcenie w Lokacji Złamany Żuraw" in words(UI.prompt(s, 0, ()))


def test_the_wound_answers_name_the_spaces_the_picture_numbers(monkeypatch):
    s = fog_wraith_wound()
    hero = s["heroes"][1]
    numbers = asks.wound_numbers(hero)
    rows = HEROES[hero["id"]]["wound_area"]
    free = [(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "#" and (x, y) != (2, 2)]
    assert list(numbers) == free and list(numbers.values()) == list(range(1, len(free) + 1))  # reading order
    private = GAME.view(s, 1)["private"]
    assert private["ask"] == "wound" and private["shapes"] == ["I2"]
    for move in ids(s, 1):
        cells = dc.wound_cells(hero, *move.split()[1:])
        spaces = sorted(numbers[c] for c in cells)
        assert move.split()[-1] == str(spaces[0])  # the typed number is the first space the words and picture name
        assert label(s, 1, move) == "Rana (domino) na polach " + ", ".join(map(str, spaces))
        assert label(s, 1, move, "en") == "Wound (domino) on spaces " + ", ".join(map(str, spaces))
        assert set(spaces) <= set(private["spaces"])  # drawn in reach (the others greyed)
    texts = drawn_texts(monkeypatch)
    with keys.collect() as found:
        png = renderers.render_private(GAME.view(s, 1), NAMES, "pl")
    assert png is not None and ("tg ask-board-numbers", 30) in found
    board = texts[texts.index("Plansza Ran: wolne pola są ponumerowane") + 1:]
    assert board[:len(numbers)] == [str(n) for n in numbers.values()]  # every free space, its number drawn
    assert {"1", "2"} <= set(board[len(numbers):])  # the domino's two orientations, numbered
    # the placed wound's log line names the same spaces
    move = ids(s, 1)[0]
    _, events = GAME.apply(s, 1, move)
    spaces = ", ".join(str(n) for n in sorted(numbers[c] for c in dc.wound_cells(hero, *move.split()[1:])))
    assert any(words(e.msg) == f"Sigrun Wołająca Fale kładzie Ranę (domino) na polach {spaces} planszy Ran."
               for e in events)


# ---- a Journey tile: its orientations told apart --------------------------------------------------------------------
def journey(heroes: str = "edda,brand") -> dict:
    s = GAME.setup(2, {"first": 1, "heroes": heroes}, 3)
    s["heroes"][0]["journey"] = 2  # an L tromino (4 orientations) at hand
    slot = 1 + next(i for i, x in enumerate(s["row"]) if x["card"] == "AC05")
    s = GAME.apply(s, 0, f"play out {slot}")[0]
    return GAME.apply(s, 0, "go")[0] if s["stage"] == "start" else s


def test_the_orientations_of_a_journey_tile_are_told_apart(monkeypatch):
    s = journey()
    tiles = [m for m in GAME.legal_moves(s, 0) if m.id.startswith("tile L3 ")]
    by_place: dict[tuple, list[str]] = {}
    for m in tiles:
        _, _, o, x, y = m.id.split()
        by_place.setdefault((x, y), []).append(words(m.label))
    assert any(len(v) > 1 for v in by_place.values())
    for same_corner in by_place.values():
        assert len(set(same_corner)) == len(same_corner), same_corner  # never two alike
    some = next(m for m in tiles if m.id.split()[2] == "o2")
    assert re.fullmatch(r"Kafelek \(tromino L\), ułożenie 2, kolumn[ay] [\d–]+, wiersz[e]? [\d–]+", words(some.label))
    steps = [words(UI.token_label(s, 0, ("tile", "L3"), f"o{k}")) for k in range(1, 5)]
    assert steps == ["ułożenie 1", "ułożenie 2", "ułożenie 3", "ułożenie 4"]
    assert words(UI.prompt(s, 0, ("tile", "L3"))) == "Które ułożenie (numery na obrazku)?"
    column = words(UI.token_label(s, 0, ("tile", "L3", "o1"), "1"))
    assert column == "kolumna 1" and words(UI.prompt(s, 0, ("tile", "L3", "o1"))).startswith("W której kolumnie")
    private = GAME.view(s, 0)["private"]
    assert private["ask"] == "journey" and "L3" in private["shapes"]
    texts = drawn_texts(monkeypatch)
    png = renderers.render_private(GAME.view(s, 0), NAMES, "pl")
    assert png is not None
    group = texts[texts.index("tromino L") + 1:]
    assert group[:4] == ["1", "2", "3", "4"]  # the four orientations, numbered as the buttons say
    assert "Ścieżka Wędrówki" in " ".join(texts) and "1" in texts  # the path with its columns numbered


# ---- the Action Row: one numbering ----------------------------------------------------------------------------------
def test_the_action_row_is_numbered_alike_on_the_picture_the_buttons_and_the_log(monkeypatch):
    s = GAME.setup(3, {"first": 1, "heroes": "brand,sigrun,edda"}, 5)
    import renderers.thorgal.table as table

    drawn: list[int] = []
    original = table.slot_badge

    def spy(d, x, y, n):
        drawn.append(n)
        return original(d, x, y, n)

    monkeypatch.setattr(table, "slot_badge", spy)
    renderers.render_table(GAME.view(s, None), NAMES, "en")
    assert drawn == list(range(1, len(s["row"]) + 1))  # the picture: 1-7 from the left
    for m in GAME.legal_moves(s, 0):
        if m.id.startswith("play out"):
            slot = int(m.id.split()[2])
            assert words(m.label, "en").endswith(f"the token beside the row to card {slot}")
            assert words(m.label).endswith(f"żeton spoza Rzędu pod kartę {slot}")
    s2, events = GAME.apply(s, 0, "play out 3")
    told = " ".join(words(e.msg, "en") for e in events)
    assert "puts a token under card 3:" in told
    moved = next(m for m in GAME.legal_moves(s2, 1) if m.id.startswith("play 3 ")) if GAME.actors(s2) == {1} \
        else None
    if moved is not None:
        assert "the token from card 3 to card" in words(moved.label, "en")
    assert words(UI.token_label(s, 0, ("play",), "out")) == "żeton spoza Rzędu"
    # the step under which card: the card and its action (the token was the step before, "Dotąd: …" says it)
    assert words(UI.token_label(s, 0, ("play", "out"), "6")) == "Karta 6: Walka"


# ---- a hero's own skill ---------------------------------------------------------------------------------------------
def test_sigrun_is_offered_her_own_skill_at_the_start_of_her_turn():
    """TG-SKL-2: the skill offered (and used) on Sigrun's turn is Tidesong, never Brand's Battle Fury (seat 0)."""
    s = GAME.setup(2, {"first": 2, "heroes": "brand,sigrun"}, 3)
    assert turns.turn_seat(s) == 1 and s["stage"] == "token"
    s["heroes"][1]["wounds"] = [{"shape": "M1", "cells": [[2, 2]]}]
    assert "skill" in ids(s, 1)
    assert label(s, 1, "skill", "en") == "Use your skill Tidesong"
    assert label(s, 1, "skill") == "Użyj Umiejętności Pieśń Przypływu"
    assert words(UI.token_label(s, 1, (), "skill"), "en") == "Use your skill Tidesong"
    s, events = GAME.apply(s, 1, "skill")
    assert any(words(e.msg, "en") == "Sigrun Wavecaller uses the skill Tidesong." for e in events)
    assert not any("Battle Fury" in words(e.msg, "en") for e in events)


# ---- no question that can only lead to "do nothing"; no raw code in any text -----------------------------------------
RAW = re.compile(r"\b(?:[A-Z]{1,2}\d{1,2}|[A-Z]{2,}_[A-Z_0-9]+|thorgal-[a-z-]+)\b|\{ ?\$")


def test_no_question_is_only_do_nothing_and_every_text_is_words():
    """A player is never asked a question whose only answer is to do nothing (the action then ends by itself and
    the log says so); no text a player reads (labels, questions, step words, log lines) shows a raw id or code, or
    a missing parameter, in either language."""
    checked = 0
    for seed in (1, 2):
        for players in (1, 3):
            s = GAME.setup(players, {}, seed)
            rng = random.Random(seed)
            for _ in range(400):
                actors = sorted(GAME.actors(s))
                if not actors:
                    break
                seat = actors[0]
                moves = GAME.legal_moves(s, seat)
                assert [m.id for m in moves] != ["skip"], "a question whose only answer is to do nothing"
                texts = [words(m.label, lang) for m in moves[:40] for lang in ("pl", "en")]
                texts += [words(UI.prompt(s, seat, m.tokens[:k]), lang) for m in moves[:10]
                          for k in range(len(m.tokens)) for lang in ("pl", "en") if UI.prompt(s, seat, m.tokens[:k])]
                s, events = GAME.apply(s, seat, rng.choice(moves).id)
                texts += [words(e.msg, lang) for e in events for lang in ("pl", "en")]
                bad = [t for t in texts if RAW.search(t)]
                assert not bad, bad[:3]
                checked += len(texts)
    assert checked > 1000


def test_adventure_names_are_data_not_catalog_keys():
    """The names the log puts after a classifier noun ("do Obszaru …", "w Lokacji …") come from the adventure."""
    s = GAME.setup(1, {}, 1)
    assert words(fx.area_msg(s, "A2")) == next(a for a in adventure(s)["map"]["areas"] if a["id"] == "A2")["name_pl"]
