"""Issue 27, point 4, "golden texts": a seeded 3-player game of every game played by clicks through the bot and the
Discord stand-in (SimCord), at a Polish and at an English table, to its end and its ``/history`` pages, and every word
it showed compared with the golden files ``tests/fixtures/golden/<game>-3p-discord[.private].{pl,en}.txt``
(regenerate: ``python -m tests.fixtures.discord_lines <game>``, then read the diff as a player). Thorgal's game is
compared in ``test_thorgal_discord_golden.py``; the style of every golden file is checked in
``tests/core/test_text_style.py``."""
from __future__ import annotations

import re

import pytest

from tests.fixtures.discord_lines import GAMES, golden_diff, path, transcripts

KEYS = [key for key in GAMES if key != "thorgal"]
#: a catalog key, a custom id or an unfilled parameter where words belong
RAW = re.compile(r"\b(?:[a-z_]+-(?:ev|move|prompt|token|err|opt)-[a-z-]+|plansza:\d+)\b|\{ ?\$")



@pytest.mark.parametrize("lang", ["pl", "en"])
@pytest.mark.parametrize("key", KEYS)
async def test_a_seeded_game_through_discord_shows_the_pinned_words(key, lang):
    played = await transcripts(key, lang)
    assert played.too_long == []  # Discord would refuse these messages
    for now, where in ((played.public, path(key, lang)), (played.private, path(key, lang, private=True))):
        pinned = where.read_text(encoding="utf-8")
        if now != pinned:
            pytest.fail(f"the words changed; read the diff as a player, then run python -m "
                        f"tests.fixtures.discord_lines {key}\n{golden_diff(pinned, now, where.name)}")


@pytest.mark.parametrize("lang", ["pl", "en"])
@pytest.mark.parametrize("key", [*KEYS, "thorgal"])
def test_the_pinned_game_runs_to_its_end_and_its_history(key, lang):
    """The whole game, from the table's opening to the end, then the history pages a player pages through."""
    public = path(key, lang).read_text(encoding="utf-8")
    private = path(key, lang, private=True).read_text(encoding="utf-8")
    assert ("Koniec gry" if lang == "pl" else "Game over") in public
    assert "alice: /history\n" in private and "bob: /history move:1\n" in private
    assert ("◀ Starsze" if lang == "pl" else "◀ Older") in private  # more than one page, paged through
    body = "\n".join(line for line in private.splitlines() if not line.startswith("#") and ": /" not in line)
    assert not RAW.search(body + public), RAW.search(body + public)
    if lang == "pl":
        assert "(a)" not in body and "(a)" not in public
