"""Text boards (issue 55): the whole board in text is built from the view, so it never tells what the view hides.
Along whole recorded games of all five games (the replay corpus), in both languages, for a spectator and for each
seat: every section has a heading and rows, no placeholder or raw id leaks through, the Discord messages keep
Discord's limits, a seat's own secret comes first and only to that seat, and the board is the same for the state
and for its hidden twin (everything that reader cannot know re-dealt at random). Each game's golden file is the
review of its words."""
from __future__ import annotations

import pytest

from bot.tables import present, text_board
from games import registry
from tests.fixtures import replay_corpus as corpus
from tests.fixtures import text_boards as goldens
from tests.fuzz.common import fake_row

RECORDINGS = ["dragons-points-attack-4p", "dragon_castle-plain-3p", "bunny_kingdom-2p", "simurgh-spearman-short-3p",
              "thorgal-ice_ford-hard-3p"]
EVERY = 9


def _flat(parts: list[text_board.Section]) -> list[str]:
    return [line for p in parts for line in (p.heading, *p.rows)]


@pytest.mark.parametrize("name", RECORDINGS)
def test_text_boards_are_whole_within_limits_and_tell_no_secret(name):
    game = registry.get(corpus.read(name).rec["game"])
    checked = 0
    for n, state, lang, row, reader in corpus.readings(name, EVERY):
        mine = present.t(lang, "bot-board-yours")
        parts = text_board.sections(row, state, lang, reader)
        assert parts and all(p.heading and p.rows for p in parts), (n, lang, reader)
        lines = _flat(parts)
        assert not any("{" in x or "None" in x or "#" in x for x in lines), (n, lang, reader, lines)
        secret = present.private_text(row, state, reader, lang, present.plain_names(row)) \
            if reader is not None else None
        assert (parts[0].heading == mine) == bool(secret), (n, lang, reader)
        assert sum(p.heading == mine for p in parts) <= 1
        messages = text_board.messages(row, parts, lang)
        assert 0 < len(messages) <= text_board.MESSAGES_MOST
        assert all(len(m) <= text_board.MESSAGE_MOST for m in messages), [len(m) for m in messages]
        twin = game.hidden_twin(state, n, reader)
        if twin is not None:
            assert _flat(text_board.sections(row, twin, lang, reader)) == lines, (n, lang, reader)
        checked += 1
    assert checked >= 40


def test_each_games_golden_text_board_is_up_to_date(capsys):
    """``python -m tests.fixtures.text_boards`` regenerates them; the diff is what a reviewer reads."""
    assert goldens.main(["--check"]) == 0, capsys.readouterr().out
    assert {p.stem for p in goldens.FOLDER.glob("*.txt")} == set(registry.shipped())


def test_a_long_board_is_cut_between_rows_with_its_heading_again():
    row = fake_row("dragons", 2, "en", {})
    parts = [text_board.Section(f"Part {i}", [f"row {i}.{j} " + "x" * 80 for j in range(12)]) for i in range(6)]
    messages = text_board.messages(row, parts, "en")
    assert len(messages) > 1 and all(len(m) <= text_board.MESSAGE_MOST for m in messages)
    for m in messages[1:]:
        assert m.startswith("### Part "), m[:40]  # a message never starts in the middle of a section unnamed
    said = "\n".join(messages)
    assert all(f"row {i}.{j} " in said for i in range(6) for j in range(12))
