"""Every decision names what it decides (issue 52, point 2): wherever a seat is shown a list of choices, the game's
``Presentation.prompt`` gives the question line above it, in Polish and in English, over seeded random games of
every shipped game.

The console (``bot.console.shell.first_choice``) and the chat's hand picker (``bot.discord_app.buttons.hand_picker``)
open a seat's choices at its first real choice: the steps with a single possible token skipped, with the game's side
tokens (``Rules.aside``, e.g. ``undo``) kept aside where the picker shows them as buttons. Both are
``bot.tables.picker.advance``; the question asked there must exist for every seat with legal moves at every step,
and so must the question of every later step that offers two or more choices.
"""
from __future__ import annotations

import pytest

from bot.tables.picker import advance
from games import registry
from games.core.contract import next_tokens
from tests.core.test_no_raw_ids import positions, text

LANGS = ("pl", "en")


def question(game, state: dict, seat: int, prefix: tuple[str, ...]) -> dict[str, str]:
    """The question at ``prefix`` in each language ("" where there is none)."""
    msg = game.presentation.prompt(state, seat, prefix)
    return {lang: text(msg, lang).strip() for lang in LANGS}


def unasked(game, state: dict, seat: int, moves, prefixes) -> list[tuple[tuple[str, ...], dict[str, str]]]:
    out = []
    for prefix in prefixes:
        q = question(game, state, seat, prefix)
        if not all(q.values()) or any("{" in v for v in q.values()):
            out.append((prefix, q))
    return out


def choices(moves, prefix: tuple[str, ...]) -> int:
    """How many choices a step after ``prefix`` offers (its next tokens, and ending the move there)."""
    tokens, complete = next_tokens(moves, prefix)
    return len(tokens) + bool(complete)


@pytest.mark.parametrize("gid", registry.shipped())
def test_every_first_choice_has_its_question(gid):
    game = registry.get(gid)
    asked = 0
    for players in range(game.min_players, min(game.max_players, 4) + 1):
        for seed in (1, 2):
            for state in positions(game, players, 300 * seed + players, every=2, limit=80):
                for seat in range(players):
                    moves = game.legal_moves(state, seat)
                    if not moves:
                        continue
                    firsts = {advance(moves, (), aside) for aside in (frozenset(), game.aside)}
                    bad = unasked(game, state, seat, moves, sorted(firsts))
                    assert not bad, (gid, players, seed, seat, [m.id for m in moves[:5]], bad)
                    asked += len(firsts)
    assert asked >= 50, (gid, asked)


@pytest.mark.parametrize("gid", registry.shipped())
def test_every_step_with_choices_has_its_question(gid):
    game = registry.get(gid)
    asked = 0
    for players in range(game.min_players, min(game.max_players, 4) + 1):
        for state in positions(game, players, 700 + players, every=5, limit=30):
            for seat in range(players):
                moves = game.legal_moves(state, seat)
                shown = {m.tokens[:i] for m in moves[:60] for i in range(len(m.tokens))}
                steps = [p for p in sorted(shown) if choices(moves, p) >= 2]
                bad = unasked(game, state, seat, moves, steps)
                assert not bad, (gid, players, seat, bad[:3])
                asked += len(steps)
    assert asked >= 50, (gid, asked)


def test_a_missing_question_is_found():
    """Simurgh's Scouts' Quarters and dragon draws once opened at ``take``/``keep`` without a question."""
    game = registry.get("simurgh")

    class Silent:
        presentation = type("P", (), {"prompt": staticmethod(lambda state, seat, prefix: None)})

    assert unasked(Silent, {}, 0, [], [("take",)]) == [(("take",), {"pl": "", "en": ""})]
    state = game.setup(3, game.normalize_options({}), 1)
    assert not unasked(game, state, state["active"], game.legal_moves(state, state["active"]), [()])
