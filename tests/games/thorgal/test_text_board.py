"""Thorgal's text board (issue 55): the whole table in text for a screen reader, built from a view alone.

On real positions of the replay corpus: the acting hero and their player named first with the question asked, the
Action Row card by card with its tokens, every Area once with each of its Locations and what lies there, every
border, the Journey Path column by column as the picture shows it, a Combat's enemy card and dice, each hero's
figures equal to the view's (the wound board's free spaces numbered as the wound question numbers them), nothing a
spectator may not see, and both languages clean."""
from __future__ import annotations

import re

import pytest

from games import registry
from games.core import i18n
from games.thorgal import asks, combat, labels
from games.thorgal.atlas import adventure
from games.thorgal.data import HEROES
from games.thorgal.effects import area_msg, hero_msg, location_msg
from games.thorgal.text_board import text_board
from tests.core.test_text_style import problems
from tests.fixtures import replay_corpus as corpus

GAME = registry.get("thorgal")
TWO = "thorgal-saltcliff-normal-2p"
FOUR = "thorgal-ice_ford-easy-4p"
#: a raw id of the data (Areas, Locations, borders, cards, items, heroes, shapes, tokens) or an internal name
RAW = re.compile(r"\b(?:[ABLCRT]\d{1,2}|AC\d\d|IT\w+|H_\w+|SK_\w+|EM\d+|FD\d+|SR\d|[ILTSFNPUVWXYZM][1-5])\b"
                 r"|objective:|[a-z]+_[a-z]+|\b(?:minor|average|powerful|monstrous|mystic|gossip|material)\b")


def _state(name: str, moves: int) -> dict:
    return corpus.state_after(name, moves)


def _name(seat: int) -> str:
    return f"Gracz {seat + 1}"


def _say(msg, lang: str = "pl") -> str:
    return i18n.render(msg, lang, _name)


def _board(view: dict, lang: str = "pl") -> list[tuple[str, list[str]]]:
    """(heading, rows) of each section, as the reader reads them."""
    return [(_say(s.heading, lang), [_say(r, lang) for r in s.rows]) for s in text_board(view)]


def _section(board, heading: str) -> list[str]:
    (rows,) = [rows for h, rows in board if h == heading]
    return rows


def _decider_view(state: dict) -> dict:
    hero = GAME.decider(state)
    return GAME.view(state, state["controller"][hero])


def test_the_first_section_names_the_acting_hero_their_player_and_what_they_decide():
    view = GAME.view(_state(TWO, 40), None)
    now = _section(_board(view), "Teraz")
    assert now[0] == "Runda 3 z 8, tura 4 z 4: działa Halvar Zwinnopalcy (Gracz 2)."
    assert now[1] == "Tura Halvara Zwinnopalcego: przesuń żeton pod inną kartę Rzędu Akcji."
    assert now[2] == "Żetony, które można przesunąć: spod karty 1 (1 żeton)."
    en = _section(_board(view, "en"), "Now")
    assert en[0] == "Round 3 of 8, turn 4 of 4: Halvar Quickfingers (Gracz 2) acts."
    # a pending decision: who answers it (the decider, not always the hero whose turn it is) and the question
    state = _state(TWO, 7)
    now = _section(_board(_decider_view(state)), "Teraz")
    assert now[1].startswith("Decyduje Brand Żelaznoręki (Gracz 1): Brand Żelaznoręki otrzymuje Ranę (monomino)")
    state = _state(FOUR, 7)
    assert state["controller"][GAME.decider(state)] == 0
    now = _section(_board(GAME.view(state, None)), "Teraz")
    assert "działa Edda Dalekokroka (Gracz 4)" in now[0]
    assert now[1].startswith("Decyduje Brand Żelaznoręki (Gracz 1): Edda Dalekokroka chce wydać Zasoby")


def test_the_action_row_card_by_card_with_its_tokens_and_bonuses():
    view = GAME.view(_state(TWO, 40), None)
    rows = _section(_board(view), "Rząd Akcji")
    assert [r.split(";")[0] for r in rows[:7]] == [f"{k + 1}. {_say(labels.action_card_msg(c['card']))}"
                                                   for k, c in enumerate(view["row"])]
    assert rows[0] == "1. Ruch 1; +1, gdy to jedyny żeton pod kartą; pod kartą 1 żeton do wzięcia i 2 użyte żetony"
    assert rows[2].endswith("pod kartą 1 użyty żeton")
    assert rows[1].endswith("bez żetonów")
    for k in range(7):  # the tokens under each card, as the view has them
        under = [t for t in view["tokens"] if t["slot"] == k]
        said = sum(int(n) for n in re.findall(r"(\d+) (?:żeton|żetony|żetonów|użyt)", rows[k]))
        assert said == len(under), rows[k]
    assert rows[7].startswith("Karty Akcji odłożone poza Rząd: Wędrówka 2, Ruch 1 lub Zbieranie 1")


def test_every_area_once_with_each_of_its_locations_and_what_lies_there():
    view = GAME.view(_state(TWO, 59), None)
    adv = adventure(view)
    board = _board(view)
    for area in adv["map"]["areas"]:
        heading = f"Obszar {area['number']} — {area['name_pl']}"
        rows = _section(board, heading)  # exactly once
        locations = [loc for loc in adv["map"]["locations"] if area["id"] in loc["areas"]]
        assert [r.split(": ")[0] for r in rows[1:]] == [loc["name_pl"] for loc in locations], heading
        here = [_say(hero_msg(view, s)) for s, h in enumerate(view["heroes"]) if h["area"] == area["id"]]
        assert all(name in rows[0] for name in here), (heading, rows[0])
        assert ("niedostępny przed Rundą" in rows[0]) == (area["number"] > view["round"])
        for loc, row in zip(locations, rows[1:], strict=True):
            enemies = view["board"]["enemies"].get(loc["id"]) or []
            assert ("Walka z " in row) == bool(enemies), row
            assert ("Paragraf przeczytany" in row) == (loc["id"] in view["board"]["read"]), row
    kosz = [r for r in _section(board, "Obszar 5 — Latarnia na Słonym Klifie") if r.startswith("Kosz Latarni")]
    assert kosz == ["Kosz Latarni: Przypisanie, koszt 3 Budulce, 3 Rudy i 1 Magia; koszt podniesiony o 1 Rudę; "
                    "Walka z Mistycznym Wrogiem; leży tu żeton Żelazny Kosz"]
    skrytka = _section(board, "Obszar 3 — Zatoka Przemytników")[1]
    assert skrytka == "Skrytka Przemytników: Walka z 2 Pomniejszymi Wrogami"
    # a Location on a border is told in both its Areas, each naming the other
    assert "Most Linowy: Przypisanie, koszt 2 Budulce; na Granicy z Obszarem Ścieżka Klifowa (4)" in \
        _section(board, "Obszar 5 — Latarnia na Słonym Klifie")


def test_every_border_once_with_its_kind_and_cost():
    view = GAME.view(_state(TWO, 40), None)
    rows = _section(_board(view), "Granice")
    borders = adventure(view)["map"]["borders"]
    assert len(rows) == len(borders)
    for spec, row in zip(borders, rows, strict=True):
        a, b = (_say(area_msg(view, x)) for x in spec["areas"])
        assert f"{a} (" in row and f"{b} (" in row, row
    assert "Grobla Pływowa, Plac Portowy (1) — Chram Pływów (2): czerwona, 1 punkt Ruchu" in rows
    assert "Rybacki Szereg (1) — Zatoka Przemytników (3): 2 punkty Ruchu" in rows
    assert "Obóz Najeźdźców (5) — Latarnia na Słonym Klifie (5): nieprzekraczalna" in rows
    assert "Przeprawa, Chram Pływów (2) — Zatoka Przemytników (3): niebieska, 1 punkt Ruchu; teraz bez opłaty" in rows


def test_every_column_of_the_journey_path_once_with_its_tiles():
    view = GAME.view(_state(TWO, 40), None)
    rows = _section(_board(view), "Ścieżka Wędrówki")
    columns = [r for r in rows if r.startswith("Kolumna ")]
    width = 4 * len(view["path"]["cards"])
    assert [int(r.split()[1].rstrip(",")) for r in columns] == list(range(1, width + 1))
    tiles = {tuple(c) for t in view["path"]["tiles"] for c in t}
    for x, row in enumerate(columns):
        cells = dict(part.split(" — ") for part in row.split(", wiersze: ")[1].split("; "))
        spans = [ys for ys, what in cells.items() if "kafelek" in what]
        said = set()
        for ys in spans:
            if "–" in ys:
                lo, hi = ys.split("–")
                said |= set(range(int(lo) - 1, int(hi)))
            else:
                said |= {int(y) - 1 for y in ys.split(", ")}
        assert said == {y for cx, y in tiles if cx == x}, row
    assert rows[1] == "Ostatni kafelek leży w kolumnach 4–5, wierszu 4."
    assert "Kolumna 7 (kafelek tutaj odkrywa następną kartę), wiersze: 1 — Budulec (żółta kara); 2, 4 — puste; " \
           "3 — Zasób Obszaru" in rows


def test_a_combat_is_told_column_by_column_with_its_dice():
    view = _decider_view(_state(TWO, 21))
    f = view["fight"]
    rows = _section(_board(view), "Walka")
    assert rows[0] == "Halvar Zwinnopalcy walczy w Lokacji Skrytka Przemytników"
    w, _ = combat.size(combat.grid(f["cards"]))
    assert [r.split(",")[0] for r in rows if r.startswith("Kolumna")] == [f"Kolumna {k}" for k in range(1, w + 1)]
    assert f"Zakryte cele: 0 z {len(combat.targets(combat.grid(f['cards'])))}" in rows
    dice = [r for r in rows if r.startswith("Kość")]
    assert dice == ["Kość 1 (żółta): tromino L", "Kość 2 (pomarańczowa): tromino proste"]
    assert "Kolumna 2, wiersze: 1–3 — cel; 4 — puste" in rows
    # the table as the spectators see it: the turn is not told yet, so no Combat
    assert "Walka" not in [h for h, _ in _board(GAME.view(_state(TWO, 21), None))]


def test_each_heroes_figures_equal_the_views_and_the_wound_board_numbers_every_free_space_once():
    view = GAME.view(_state(FOUR, 45), None)
    board = _board(view)
    for seat, h in enumerate(view["heroes"]):
        rows = _section(board, f"{_say(hero_msg(view, seat))} — Gracz {view['controller'][seat] + 1}")
        assert rows[0].startswith(f"Stoi w Obszarze {_say(area_msg(view, h['area']))} (")
        res = {r: n for r, n in h["resources"].items() if n}
        assert rows[1] == f"Zasoby: {_say(labels.resources_msg(res))}" if res else rows[1] == "Zasoby: brak"
        assert rows[2] == f"Zagrożenie: {h['threat']} z 5"
        assert rows[3].startswith(f"Tor Walki: poziom {h['combat']} z 7")
        assert rows[4].startswith(f"Tor Wędrówki: poziom {h['journey']} z 7")
        free = asks.wound_numbers(h)
        (head,) = [r for r in rows if r.startswith("Plansza Ran")]
        assert head.startswith(f"Plansza Ran: {len(free)} ")
        lines = [r for r in rows if r.startswith("Wiersz ")]
        assert len(lines) == len(HEROES[h["id"]]["wound_area"])
        numbers = []
        for line in lines:
            for part in line.split(": ", 1)[1].split(", "):
                if part.startswith(("pole ", "pola ")) or part.isdigit():
                    run = part.split()[-1]
                    lo, _, hi = run.partition("–")
                    numbers += list(range(int(lo), int(hi or lo) + 1))
        assert numbers == sorted(free.values()), lines
    halvar = _section(board, "Halvar Zwinnopalcy — Gracz 3")
    assert "Wiersz 3: pole 9, Rana 1, przerwa, pola 10, 11" in halvar
    assert "Wiersz 2: Rana 1 (2 pola), pola 6–8" in halvar
    assert "Rany: 1 — tromino L" in halvar


def test_a_spectator_reads_the_table_as_posted_and_never_a_seats_question():
    state = _state(FOUR, 45)  # a Combat under way in a turn not told yet
    mine = [line for _, rows in _board(_decider_view(state)) for line in rows]
    theirs = _board(GAME.view(state, None))
    assert any("walczy w Lokacji" in line for line in mine)
    assert not any("walczy w Lokacji" in line for _, rows in theirs for line in rows)
    assert "Tylko dla ciebie" not in [h for h, _ in theirs]
    # the board tells nothing the order of the decks would change
    twin = GAME.hidden_twin(state, 7, None)
    assert _board(GAME.view(twin, None)) == theirs


@pytest.mark.parametrize("name", [TWO, FOUR, "thorgal-saltcliff-easy-solo", "thorgal-ice_ford-hard-won-2p"])
def test_both_languages_render_clean_along_a_whole_game(name):
    stored = corpus.read(name)
    state = GAME.setup(stored.rec["players"], GAME.normalize_options(stored.rec["options"]), stored.rec["seed"])
    checked = 0
    for n, (seat, move) in enumerate(stored.moves, start=1):
        state, _ = GAME.apply(state, seat, move)
        if n % 6 and n != len(stored.moves):
            continue
        hero = GAME.decider(state)
        for reader in {None, state["controller"][hero] if hero is not None else None}:
            for lang in ("pl", "en"):
                board = _board(GAME.view(state, reader), lang)
                assert board and all(h and rows for h, rows in board)
                for line in [x for h, rows in board for x in (h, *rows)]:
                    assert not re.search(r"[{}#]|None", line), (name, n, lang, line)
                    assert not RAW.search(line), (name, n, lang, line, RAW.search(line).group(0))
                    assert not problems(line, lang), (name, n, lang, line, problems(line, lang))
                checked += 1
    assert checked > 20


def test_the_location_and_area_names_are_the_catalogs():
    view = GAME.view(_state(TWO, 40), None)
    board = _board(view, "en")
    rows = _section(board, "Area 3 — Smugglers' Cove")
    assert rows[0] == "Sources: Ore and Gossip; Halvar Quickfingers stands here"
    assert rows[1] == f"{_say(location_msg(view, 'L11'), 'en')}: Combat with 2 Minor enemies"
