"""Issue 26, point 5: the words a Thorgal table's channel shows, pinned. A seeded 3-player game is played through the
table service and every channel post compared with ``tests/fixtures/golden/thorgal-3p-lines.{pl,en}.txt``: a change
of words (or of rules) shows up as a diff to read as a player would, then to keep with
``python -m tests.fixtures.thorgal_lines``."""
from __future__ import annotations

import difflib
import re

import pytest

from tests.fixtures.thorgal_lines import path, transcript

RAW = re.compile(r"\b(?:[A-Z]{1,2}\d{1,2}|[A-Z]{2,}_[A-Z_0-9]+|thorgal-[a-z-]+)\b|\{ ?\$")


@pytest.mark.parametrize("lang", ["pl", "en"])
async def test_the_channel_posts_of_a_seeded_game_read_as_pinned(lang):
    now = await transcript(lang)
    pinned = path(lang).read_text(encoding="utf-8")
    if now != pinned:
        diff = "\n".join(difflib.unified_diff(pinned.splitlines(), now.splitlines(), "pinned", "now", lineterm=""))
        pytest.fail(f"the posts changed; read the diff, then run python -m tests.fixtures.thorgal_lines\n{diff}")


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_the_pinned_posts_are_words(lang):
    """No raw id, code or missing parameter in what the channel shows; no menu label posted as a decision; the dice
    told as the picture shows them (number, colour, shape)."""
    text = path(lang).read_text(encoding="utf-8")
    body = "\n".join(line for line in text.splitlines() if not line.startswith("#"))
    assert not RAW.search(body), RAW.search(body)
    assert "Wybrano:" not in body and "Decided:" not in body
    assert "idzie:" not in body and "przez:" not in body
    roll = "Rzut kośćmi: kość 1 (" if lang == "pl" else "The roll: die 1 ("
    assert roll in body
