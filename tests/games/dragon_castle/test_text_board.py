"""Zamek Smoków's text board (issue 55): the whole table in words, from the view alone, checked on recorded games of
the replay corpus and on hand-built positions: every castle stack and realm space once with its right content, the
points as the view has them, whose turn first, nothing a spectator may not know, clean words in both languages."""
from __future__ import annotations

import re

import pytest

from bot.tables import text_board as bot_board
from games import registry
from games.core import i18n
from games.core.contract import Msg
from games.dragon_castle.data import DRAGON_IDS, KINDS, LAYOUT_IDS, SPIRIT_IDS
from games.dragon_castle.text_board import text_board
from tests.core.test_text_style import problems
from tests.fixtures import replay_corpus as corpus
from tests.fuzz.common import fake_row
from tests.games.dragon_castle.helpers import make_state

GAME = registry.get("dragon_castle")
NAMES = ("ala", "bartek", "celina", "darek")
IDS = sorted({*KINDS, *SPIRIT_IDS, *DRAGON_IDS, *LAYOUT_IDS}, key=len, reverse=True)
#: a raw id in a line: any in Polish; in English only the technical ones ("merchant_3": "faith" is a word there)
RAW = {"pl": re.compile(r"(?<![\w-])(" + "|".join(IDS) + r")(?![\w-])"),
       "en": re.compile(r"(?<![\w-])(" + "|".join(i for i in IDS if "_" in i) + r")(?![\w-])")}
#: one realm space of a "Row" line: its cell, the face-up tile, what the parentheses say
SPACE = re.compile(r"([a-d][1-4])(?: ([^,(]+?))?(?: \(([^)]*)\))?(?=, [a-d][1-4] |\.$)")


def say(msg: Msg, lang: str = "pl") -> str:
    return i18n.render(msg, lang, lambda s: NAMES[s])


def board(view: dict, lang: str = "pl") -> list[tuple[str, list[str]]]:
    return [(say(s.heading, lang), [say(r, lang) for r in s.rows]) for s in text_board(view)]


def position(name: str, moves: int) -> dict:
    return corpus.state_after(name, moves)


def moments(name: str, every: int):
    return corpus.states_every(name, every)


def tile(kind: str, lang: str = "pl") -> str:
    return say(Msg(f"dragon_castle-tile-{kind}"), lang)


def section(parts, start: str) -> tuple[str, list[str]]:
    found = [p for p in parts if p[0] == start] or [p for p in parts if p[0].startswith(start)]
    assert len(found) == 1, [p[0] for p in parts]
    return found[0]


# ---- the castle --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name, moves", [("dragon_castle-standard-2p", 120), ("dragon_castle-random-spirits-4p", 1),
                                         ("dragon_castle-fortress-beginner-3p", 150)])
def test_every_castle_stack_is_told_once_under_its_floor_with_its_top_tile_and_whether_it_can_be_taken(name, moves):
    view = GAME.view(position(name, moves), None)
    parts = board(view)
    castle = view["castle"]
    levels = [h for h, _ in parts if h.startswith("Zamek, poziom")]
    assert levels == [say(Msg("dragon_castle-board-level", level=lv, top="yes" if lv == castle["top_floor"] else "no",
                                  n=sum(c["h"] == lv for c in castle["cells"])))
                      for lv in range(castle["top_floor"], 0, -1)]  # from the top down
    rows = [r for h, rs in parts if h.startswith("Zamek, poziom") for r in rs]
    for c in castle["cells"]:
        told = [r for r in rows if r.startswith(c["cell"] + ":")]
        if not c["h"]:
            assert not told
            continue
        assert len(told) == 1, (c["cell"], told)
        row = told[0]
        assert row.startswith(f"{c['cell']}: {tile(c['top'])} ")
        assert ("pod spodem" in row) == (c["h"] > 1)
        if c["h"] > 1:
            assert f"pod spodem {c['h'] - 1} kam" in row
        if c["available"]:
            expected = "do wzięcia" if c["top_floor"] else "tylko jako drugi kamień pary"
        else:
            expected = "nie do wzięcia"
        assert row.endswith("— " + expected), row
    empty = ", ".join(r.split(": ", 1)[1].rstrip(".") for r in section(parts, "Zamek")[1]
                      if r.startswith("Miejsca bez stosu")).split(", ")
    assert empty == [c["cell"] for c in castle["cells"] if not c["h"]] or empty == [""]


def test_a_tile_only_elegance_can_take_says_so():
    state = make_state(castle={"B2": "m3/m4", "C2": "x/s5", "D2": "x/x"}, spirits=("elegance",))
    rows = [r for _, rs in board(GAME.view(state, None)) for r in rs]
    assert "C2: Żołnierz 5 (pod spodem 1 kamień) — tylko z Duchem Elegancji (wolny krótki bok)" in rows
    assert "B2: Kupiec 4 (pod spodem 1 kamień) — do wzięcia" in rows
    plain = make_state(castle={"B2": "m3/m4", "C2": "x/s5", "D2": "x/x"})
    assert "C2: Żołnierz 5 (pod spodem 1 kamień) — nie do wzięcia" in [r for _, rs in board(GAME.view(plain, None))
                                                                       for r in rs]


# ---- what the next decision needs --------------------------------------------------------------------------------
def test_the_first_section_names_the_mover_the_tile_held_and_where_its_pair_lies():
    view = GAME.view(position("dragon_castle-standard-2p", 5), None)  # room in the realm for a pair
    heading, rows = board(view)[0]
    assert heading == "Teraz"
    assert rows[0] == f"Runda {view['round']}: ruch ma {NAMES[view['active']]} (teraz: dokończenie akcji)."
    held = view["turn"]["held"][0]
    assert f"Kamień do położenia w królestwie: {tile(held)}." in rows
    twins = [c["cell"] for c in view["castle"]["cells"] if c["available"] and c["top"] == held]
    assert f"Drugi kamień pary ({tile(held)}) można wziąć z pól {', '.join(twins)}; zamiast pary: kamień i " \
        "świątynia albo odrzucenie (1 PZ)." in rows
    assert f"Punkty teraz: ala — {view['scores'][0]['total']} PZ, bartek — {view['scores'][1]['total']} PZ " \
        "(świątynie i karty smoków liczone tak, jakby gra skończyła się teraz)." in rows
    legal = [m.id for m in GAME.legal_moves(position("dragon_castle-standard-2p", 5), view["active"])]
    assert [f"take {c}" for c in twins] == [m for m in legal if m.startswith("take ")]


def test_at_the_start_of_a_turn_the_pairs_on_offer_start_on_the_top_floor():
    state = make_state(castle={"A1": "m3/m4", "C1": "m4", "D1": "x/x", "E1": "x/s5", "F1": "x/x", "H1": "s5",
                               "K1": "f2/f1"})
    rows = board(GAME.view(state, None))[0][1]
    assert "Para: Kupiec 4 — z najwyższego poziomu A1, z niższego C1." in rows
    assert not any("Żołnierz 5" in r for r in rows)  # E1 is on the top floor but covered on both sides: no pair
    singles = [r for r in rows if r.startswith("Bez pary, z najwyższego poziomu (kamień i świątynia albo odrzucenie)")]
    assert len(singles) == 1 and "Rolnik 1 (K1)" in singles[0]


def test_at_the_end_the_first_section_names_the_winners():
    stored = corpus.read("dragon_castle-plain-3p")
    view = GAME.view(position("dragon_castle-plain-3p", len(stored.moves)), None)
    rows = board(view)[0][1]
    best = view["winners"][0]
    assert rows[0] == f"Wygrywa {NAMES[best]} z wynikiem {view['scores'][best]['total']} PZ."
    assert not any("ruch ma" in r or "Jeszcze" in r for _, rs in board(view) for r in rs)


def test_the_countdown_counts_the_summons_to_the_last_round():
    """DC-11.2-11.3: tokens leave spaces 4..1 first, so the "!" comes up at the summon that empties space 1."""
    view = GAME.view(position("dragon_castle-standard-2p", 120), None)
    _, rows = section(board(view), "Tor odliczania")
    assert view["track"]["spaces"] == [True, True, False, False] and view["track"]["stack"] == 5
    assert rows == ["Jeszcze 2 przywołania smoka: ostatnie z nich odsłoni „!” i zacznie ostatnią rundę.",
                    "Pole 2: żeton.", "Pole 1 („!”): żeton; kto go weźmie, odsłania „!”.",
                    "Stos na polu 0: 5 żetonów (bierze się z niego dopiero po polach 4–1)."]
    final = GAME.view(position("dragon_castle-plain-3p", 342), None)
    assert final["final_round"] and not final["winners"]
    assert section(board(final), "Tor odliczania")[1][0] == "Odsłonięto „!”: trwa ostatnia runda."
    assert "Trwa ostatnia runda: gra kończy się po turze gracza celina." in board(final)[0][1]


# ---- the players -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name, moves", [("dragon_castle-standard-2p", 120), ("dragon_castle-random-spirits-4p", 300)])
def test_each_player_has_their_points_pool_tokens_and_every_realm_space_once(name, moves):
    view = GAME.view(position(name, moves), None)
    parts = board(view)
    for seat, realm in enumerate(view["realms"]):
        score = view["scores"][seat]
        heading, rows = section(parts, f"{NAMES[seat]}: ")
        assert heading.startswith(f"{NAMES[seat]}: {score['total']} PZ")
        assert say(Msg("dragon_castle-board-pool", n=view["pools"][seat])) in rows
        assert say(Msg("dragon_castle-board-tokens", n=view["tokens"][seat], vp=score["tokens_vp"])) in rows
        grid = [r for r in rows if r.startswith("Rząd ")]
        assert len(grid) == 4
        for sp in realm:
            r = int(sp["cell"][1])
            if not sp["h"] and grid[r - 1] == f"Rząd {r}: wszystkie pola puste.":
                continue
            said = [m for m in SPACE.findall(grid[r - 1].split(": ", 1)[1]) if m[0] == sp["cell"]]
            assert len(said) == 1, (sp, grid[r - 1])
            _, face, note = said[0]
            if not sp["h"]:
                assert (face, note) == ("", "puste")
            elif sp["up"]:
                assert face == tile(sp["top"])
            else:
                assert not face and note.startswith("zakryty") and ("świątynią" in note) == sp["shrine"]
            assert (f"poziom {sp['h']}" in note) == (sp["h"] > 1)
        points = rows[0]  # by source, adding up to the total
        sources = points.removeprefix("Punkty: ").rstrip(".").split(", ") if score["total"] else []
        assert sum(int(x.rsplit(" ", 1)[1]) for x in sources) == score["total"], points
        for did, n in score["dragons"].items():
            if n:
                assert f"{say(Msg(f'dragon_castle-dragon-{did}'))} {n}" in points


# ---- what a reader may know --------------------------------------------------------------------------------------
def test_a_seat_sees_the_same_board_as_a_spectator_but_for_their_own_tag():
    state = position("dragon_castle-plain-3p", 341)  # bartek has summoned in private, not yet confirmed
    mine, theirs = GAME.view(state, 1), GAME.view(state, None)
    assert mine["private"] and mine["private"]["pending"]
    seat = board(mine)
    spectator = board(theirs)
    assert [(h.replace(", to ty", ""), rs) for h, rs in seat] == spectator
    assert not any("przywołuje" in r for _, rs in spectator for r in rs)  # the pending summon stays private
    blanked = dict(mine, private={"pending": ["summon"], "preview": None})  # the board never reads the preview
    assert board(blanked) == seat


@pytest.mark.parametrize("name", ["dragon_castle-random-spirits-4p", "dragon_castle-fortress-beginner-3p"])
def test_both_languages_read_clean_and_fit_discord(name):
    stored = corpus.read(name)
    players = stored.rec["players"]
    checked = 0
    for n, state in moments(name, 23):
        for lang in ("pl", "en"):
            row = fake_row("dragon_castle", players, lang, stored.rec["options"])
            for reader in (None, state["active"]):
                parts = bot_board.sections(row, state, lang, reader)
                lines = [x for p in parts for r in (p.heading, *p.rows) for x in r.split("\n")]  # a line each
                for line in lines:
                    assert "{" not in line and "None" not in line and "#" not in line, (n, line)
                    assert not RAW[lang].search(line), (n, line)
                    assert not problems(line, lang), (n, line, problems(line, lang))
                messages = bot_board.messages(row, parts, lang)
                assert i18n.tr(lang, "bot-board-clipped") not in messages[-1], (n, lang, len(messages))
                checked += 1
    assert checked > 20


def test_the_alt_text_counts_the_same_tokens_to_the_last_round():
    """DC-11.2-11.3 in the picture's alt text: the tokens on spaces 4..1 (2 here), not the whole track with its
    stack (7)."""
    from games.dragon_castle.board_words import describe

    view = GAME.view(position("dragon_castle-standard-2p", 120), None)
    lines = [say(m) for m in describe(view)]
    assert "Odliczanie: do ostatniej rundy zostały 2 żetony." in lines
    assert [say(m, "en") for m in describe(view)].count("Countdown: 2 tokens left before the last round.") == 1


def test_a_full_realm_leaves_only_the_discard_and_the_texts_say_so():
    """DC-6.8, DC-3.15: with no legal destination in the realm only the discard is legal; the text board and the
    alt text offer nothing else (the pair's second tile is still free in the castle)."""
    from games.dragon_castle.board_words import describe

    state = position("dragon_castle-standard-2p", 120)
    assert [m.id for m in GAME.legal_moves(state, 0)] == ["discard"]
    view = GAME.view(state, None)
    only = ("Żołnierz 1 nie ma gdzie leżeć w królestwie (każde pole jest odkryte albo ma świątynię): zostaje tylko "
            "odrzucenie (1 PZ).")
    assert only in board(view)[0][1] and only in [say(m) for m in describe(view)]
    assert not any("Drugi kamień pary" in r for r in board(view)[0][1])


def test_every_offer_the_texts_make_is_a_legal_action():
    """Along recorded games: when the texts name a pair's second tile, the pair action is legal; when they say only
    the discard is left, it is the only legal move."""
    for name in ("dragon_castle-standard-2p", "dragon_castle-plain-3p"):
        for _n, state in moments(name, 3):
            if state["turn"].get("pending"):  # steps of the turn not yet confirmed: the view shows the turn before
                continue
            view = GAME.view(state, None)
            turn = view.get("turn") or {}
            if view.get("winners") or turn.get("stage") != "choose" or not turn.get("held"):
                continue
            rows = board(view)[0][1]
            legal = [m.id for m in GAME.legal_moves(state, view["active"])]
            if "confirm" in legal:  # the take waits to be confirmed (a tile was uncovered); the action comes next
                continue
            if any("zostaje tylko odrzucenie" in r for r in rows):
                assert legal == ["discard"], (name, legal)
            if any(r.startswith("Drugi kamień pary") for r in rows):
                assert any(m.startswith("take ") for m in legal), (name, legal)
