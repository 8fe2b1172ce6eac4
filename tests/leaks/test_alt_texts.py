"""Alt texts (issue 55): every picture's words are built from the view it is drawn from, so they never tell what the
view hides. Along whole recorded games of all five games (the replay corpus), in both languages, for a spectator and
for each seat (its public picture and its private one): the alt text is there, within Discord's 1,024 characters,
says first what the moment asks (who acts, or the result), names every player whose figures it gives, and is the
same for the state and for its hidden twin (everything that reader cannot know re-dealt at random)."""
from __future__ import annotations

import pytest

from bot.tables import present
from games import registry
from tests.fixtures import replay_corpus as corpus
from tests.fuzz.common import fake_row

RECORDINGS = ["dragons-tokens-5p", "dragon_castle-random-spirits-4p", "bunny_kingdom-4p",
              "simurgh-dragonlord-short-5p", "thorgal-ice_ford-easy-4p"]
EVERY = 7  # states checked: every 7th of the game, and its last


@pytest.mark.parametrize("name", RECORDINGS)
def test_alt_texts_are_there_within_limits_and_tell_no_secret(name):
    game = registry.get(corpus.read(name).rec["game"])
    checked = 0
    for n, state, lang, row, reader in corpus.readings(name, EVERY):
        alt = present.public_alt(row, state, lang, reader)
        assert 0 < len(alt) <= present.ALT_MOST, (n, lang, reader, len(alt))
        head, first = alt.split("\n")[:2]
        assert head == present.game_title(game.id, lang) + ":" and first, alt
        assert "{" not in alt and "None" not in alt and "#" not in alt, alt
        acting = sorted(game.actors(state))
        if len(acting) == 1 and not game.is_over(state) and game.id != "thorgal":
            assert f"Gracz {acting[0] + 1}" in first, (n, lang, first)  # who acts, first of all
        twin = game.hidden_twin(state, n, reader)
        if twin is not None:
            assert present.public_alt(row, twin, lang, reader) == alt, (n, lang, reader)
        if reader is not None:
            mine = present.private_alt(row, state, reader, lang)
            assert 0 < len(mine) <= present.ALT_MOST
            if twin is not None:
                assert present.private_alt(row, twin, reader, lang) == mine, (n, lang, reader)
        checked += 1
    assert checked > 50


def test_the_examples_page_is_the_golden_of_the_words(capsys):
    """``docs/accessibility-alt-text.md`` is what the examples command prints today: an alt-text change shows in
    review as that page's diff (regenerate: ``python -m tests.fixtures.alt_text_examples >
    docs/accessibility-alt-text.md``)."""
    from pathlib import Path

    from tests.fixtures import alt_text_examples

    alt_text_examples.main()
    page = Path(__file__).parents[2] / "docs" / "accessibility-alt-text.md"
    assert capsys.readouterr().out == page.read_text(encoding="utf-8"), \
        "the alt texts changed: regenerate docs/accessibility-alt-text.md and read its diff"


def test_the_text_is_cut_at_a_whole_line_and_a_first_line_too_long_is_clipped(monkeypatch):
    import dataclasses

    game = registry.get("dragons")
    row = fake_row("dragons", 2, "en")
    view = game.view(game.setup(2, game.normalize_options({}), 1), None)
    monkeypatch.setattr(game, "presentation", dataclasses.replace(
        game.presentation, describe=lambda v: ["a" * 600, "b" * 600]))
    assert present.alt_text(row, view, "en") == f"{present.game_title('dragons', 'en')}:\n{'a' * 600}"
    monkeypatch.setattr(game, "presentation", dataclasses.replace(game.presentation, describe=lambda v: ["c" * 2000]))
    clipped = present.alt_text(row, view, "en")
    assert len(clipped) == present.ALT_MOST and clipped.endswith("c…")
