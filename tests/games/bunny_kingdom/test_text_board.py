"""Królestwo Królików's text board (issue 55): the whole table in text, from the view alone, on recorded games of the
replay corpus and on hand-built kingdoms: every square once with its terrain, rabbit, building and lava; the
fiefs, points, counts and the final scoring with the engine's numbers; the acting players first; nothing a seat
alone may know; both languages clean."""

from __future__ import annotations

import re

import pytest

from games import registry
from games.bunny_kingdom import GAME
from games.bunny_kingdom.cards import CARD_IDS, TOKEN, card_msg
from games.bunny_kingdom.data import SQUARE_IDS, SQUARES
from games.bunny_kingdom.fiefs import harvest_report
from games.bunny_kingdom.text_board import text_board
from games.core import i18n
from tests.core.test_text_style import problems
from tests.fixtures import replay_corpus as corpus
from tests.games.bunny_kingdom.helpers import kingdom

NAMES = ["Ala", "Bartek", "Cela", "Darek"]
RECORDINGS = ("bunny_kingdom-2p", "bunny_kingdom-3p", "bunny_kingdom-4p")
#: what must never reach a reader: a card id ("CITY2-5", "P-FISHER", "T-C7"), a move token ("fac-wood", "city2")
RAW = re.compile(
    r"\b(?:" + "|".join(re.escape(c) for c in sorted(CARD_IDS, key=len, reverse=True)) + r")\b"
    r"|(?<![\w-])(?:"
    + "|".join(
        re.escape(t)
        for t in sorted(
            {t for t in TOKEN.values() if re.search(r"[-\d]", t) and not re.fullmatch(r"[a-j]\d+", t)},
            key=len,
            reverse=True,
        )
    )
    + r")(?![\w-])"
)


def name_of(seat: int) -> str:
    return NAMES[seat]


def rendered(view: dict, lang: str = "pl") -> list[tuple[str, list[str]]]:
    return [
        (i18n.render(s.heading, lang, name_of), [i18n.render(r, lang, name_of) for r in s.rows])
        for s in text_board(view)
    ]


def at(name: str, moves: int | None = None) -> dict:
    stored = corpus.read(name)
    return corpus.replay(stored.rec, stored.moves if moves is None else stored.moves[:moves]).state


def states(name: str, every: int = 5):
    return corpus.states_every(name, every)


def board_rows(parts) -> list[str]:
    return [r for heading, rows in parts if re.fullmatch(r"(Rząd|Row) [A-J]", heading) for r in rows]


def test_the_game_registers_its_text_board():
    assert registry.get("bunny_kingdom").presentation.text_board is text_board


@pytest.mark.parametrize(
    "name, moves", [("bunny_kingdom-3p", 20), ("bunny_kingdom-4p", 70), ("bunny_kingdom-2p", None)]
)
def test_every_square_appears_once_with_its_terrain_rabbit_and_building(name, moves):
    state = at(name, moves)
    view = GAME.view(state, None)
    rows = board_rows(rendered(view))
    assert len(rows) == 100
    lava = {sq: {b for e in view["lava"] for a, b in (e, e[::-1]) if a == sq} for sq in SQUARE_IDS}
    for sq in SQUARE_IDS:
        mine = [r for r in rows if r.startswith(f"{sq} (")]
        assert len(mine) == 1, (sq, mine)
        row = mine[0]
        terrain = i18n.tr("pl", f"bunny_kingdom-terrain-{SQUARES[sq]['terrain']}")
        assert row.startswith(f"{sq} ({terrain}"), row
        owner = state["owner"].get(sq)
        assert (owner is not None) == any(f": {n};" in row or f": {n}." in row for n in NAMES), row
        if owner is not None:
            assert f"): {NAMES[owner]}" in row, row
        b = state["buildings"].get(sq)
        if b is not None and b.get("card"):
            assert i18n.render(card_msg(b["card"]), "pl") in row, row
        if b is not None and b["type"] == "sky_tower":
            assert f"połączona z {b['other']}" in row, row
        if b is not None and b.get("card") is None:  # a printed city
            assert f"({terrain}, siła 1)" in row, row
        for other in lava[sq]:
            assert "lawa na granicy z" in row and other in row, row
        if not lava[sq]:
            assert "lawa" not in row, row


def test_a_kingdom_reads_square_by_square_and_fief_by_fief():
    """A sky tower joins two squares into one fief (strength of its city, wealth of its distinct resources)."""
    state = kingdom(
        3, owner={"A5": 0, "F5": 0, "F6": 0, "J10": 1}, buildings={("A5", "F5"): "SKY-GREEN", "F6": "CITY2-1"}
    )
    parts = dict(rendered(GAME.view(state, None)))
    rows = board_rows(rendered(GAME.view(state, None)))
    assert "A5 (morze): Ala; Podniebna wieża (zielona) połączona z F5." in rows
    assert "F6 (równina): Ala; Miasto (siła 2)." in rows
    assert "J10 (morze): Bartek." in rows
    assert "B1 (góry): lawa na granicy z B2." in rows
    assert "A9 (równina)." in rows
    ala = parts["Ala (kolor czerwony)"]
    assert "Księstwo A5 (A5, F5, F6): siła 2 × 2 surowce (ryby, drewno) = 4 pkt." in ala
    assert "3 terytoria w 1 księstwie." in ala
    assert "Produkcja w jednostkach: drewno 1, ryby 1." in ala
    assert "Księstwo J10: siła 0 × 1 surowiec (ryby) = 0 pkt." in parts["Bartek (kolor żółty)"]
    assert parts["Cela (kolor czarny)"][3] == "Żadnego terytorium na planszy."


@pytest.mark.parametrize("name", RECORDINGS)
def test_scores_fiefs_and_counts_are_the_views(name):
    for _n, state in states(name, every=17):
        view = GAME.view(state, None)
        parts = rendered(view, "en")
        track = dict(parts)["Score track"]
        ranked = sorted(range(view["players"]), key=lambda s: (-view["scores"][s], s))
        assert track == [
            f"{NAMES[s]}: {view['scores'][s]} point{'s' if view['scores'][s] != 1 else ''}" for s in ranked
        ]
        for info in view["players_info"]:
            s = info["seat"]
            rows = next(rows for heading, rows in parts if heading.startswith(f"{NAMES[s]} ("))
            assert rows[0].startswith(f"{info['score']} point"), rows[0]
            assert rows[1].startswith(f"{info['hand']} card") and f"{info['parchments']} parchment" in rows[1]
            if view["players"] == 2:
                assert f"{info['reserve']} in reserve" in rows[1] and f"{info['discards']} card" in rows[1]
            fiefs = [r for r in rows if r.startswith("Fief ")]
            report = harvest_report(state["owner"], state["buildings"], s)["fiefs"]
            assert len(fiefs) == info["fiefs"] == len(report)
            for row, f in zip(fiefs, report, strict=True):
                assert row.startswith(f"Fief {f['squares'][0]}")
                assert f"strength {f['strength']} × {f['wealth']} resource" in row
                assert row.endswith(f"= {f['points']} point{'s' if f['points'] != 1 else ''}."), row


def test_the_first_section_says_who_still_decides_and_what():
    pick = GAME.view(at("bunny_kingdom-3p", 1), None)  # one pick in: the other two still choose
    first = rendered(pick)[0]
    assert first[0] == "Teraz"
    waiting = [NAMES[s] for s in pick["actors"]]
    assert len(waiting) == 2 and all(n in first[1][0] for n in waiting), first
    assert first[1][0].startswith(f"Runda 1 z 4, wybór {pick['pick']} z 6")
    assert "karty przechodzą w prawo" in first[1][1] and f"{pick['deck']} kar" in first[1][1]
    camp = GAME.view(at("bunny_kingdom-3p", 15), None)
    line = rendered(camp)[0][1][0]
    assert f"{NAMES[camp['camp']['seat']]} stawia obóz {camp['camp']['number']}" in line, line
    two = GAME.view(at("bunny_kingdom-2p", 31), None)  # a two-player pick: one card played, one discarded
    assert two["actors"] == [0, 1]
    assert rendered(two)[0][1][0].endswith("w zakryciu; jeszcze wybierają Ala i Bartek.")
    build = rendered(GAME.view(at("bunny_kingdom-3p", 20), None), "en")[0][1]
    assert build[0].endswith("Bartek and Cela have yet to submit their plans."), build
    assert build[2] == "Last move: Bartek places Camp 6 on I4."


def test_after_a_harvest_its_breakdown_and_at_the_end_the_final_scoring():
    view = GAME.view(at("bunny_kingdom-3p", 26), None)  # round 2 starts: round 1's harvest is the last step
    parts = dict(rendered(view))
    harvest = parts["Zbiory rundy 1"]
    for s, p in enumerate(view["last_harvest"]["players"]):
        assert harvest[s].startswith(f"{NAMES[s]} zdobywa {p['total']} punkt"), harvest[s]
    end = GAME.view(at("bunny_kingdom-3p"), None)
    parts = dict(rendered(end))
    final = end["final"]
    for s in range(3):
        rows = parts[f"Podliczenie końcowe — {NAMES[s]}"]
        assert rows[0].endswith(f"= {final['harvest'][s]} punktów."), rows[0]
        assert len(rows) == len(final["parchments"][s]) + 3
        assert rows[-1].startswith(f"Wynik końcowy: {final['totals'][s]} punkt")
        assert rows[-1].endswith("— zwycięstwo.") == (s in final["winners"])
    assert any("Lewicowiec kopiuje kartę Biurokrata" in r for r in parts["Podliczenie końcowe — Bartek"])
    assert rendered(end)[0][1][0] == "Koniec gry: wygrywa Bartek."


def test_a_copy_card_still_to_choose_is_said_with_its_holder():
    view = GAME.view(at("bunny_kingdom-3p", 111), None)
    now = rendered(view)[0][1]
    assert now[1] == "Lewicowiec (Bartek): pergamin do skopiowania jeszcze niewybrany."
    assert (
        "Lewicowiec: pergamin do skopiowania jeszcze niewybrany." in dict(rendered(view))["Odkryte pergaminy — Bartek"]
    )


@pytest.mark.parametrize("name", RECORDINGS)
def test_a_seat_reads_the_same_board_as_a_spectator_and_no_secret(name):
    """The sections are built from what everybody sees: a seat's own secrets come only from the private summary."""
    for _n, state in states(name, every=11):
        public = rendered(GAME.view(state, None))
        said = "\n".join(h + "\n" + "\n".join(r) for h, r in public)
        for seat in range(state["players"]):
            assert rendered(GAME.view(state, seat)) == public
            if state["phase"] not in ("COPY", "GAME_OVER"):  # parchments are secret until the end (BK-15.4)
                for cid in state["parchments"][seat]:
                    assert i18n.render(card_msg(cid), "pl") not in said, cid


@pytest.mark.parametrize("name", RECORDINGS)
@pytest.mark.parametrize("lang", ["pl", "en"])
def test_both_languages_render_clean(name, lang):
    checked = 0
    for n, state in states(name, every=7):
        for heading, rows in rendered(GAME.view(state, None), lang):
            assert heading and rows, (n, heading)
            for line in (heading, *rows):
                assert "{" not in line and "None" not in line and "#" not in line, (n, line)
                assert "bunny_kingdom-" not in line, (n, line)  # a key the catalog lacks
                assert not RAW.search(line), (n, line)
                assert problems(line, lang) == [], (n, line, problems(line, lang))
                checked += 1
    assert checked > 1000
