"""The web table's move picker: the same token-by-token walk as Discord's private step picker
(``bot/discord_app/buttons.py``), as data. A step answers the question, the next tokens with their words, whether
the prefix is a whole move, where Back leads, and the side moves (undo...) kept at hand.

The walk's rules are the picker's own: steps with a single choice are skipped (never up to a whole move: the player
makes the last click), the game's side tokens (``Rules.aside``) are never a step of their own for a seat with a
private part, and a raw token is shown only where the game gives no words for it. Everything comes from the seat's
own legal moves and ``Rules.view``-based words, never from another seat's secrets.
"""
from __future__ import annotations

from bot.tables.picker import advance, back_of, side_moves
from bot.tables.present import has_private, plain_names, t
from games import registry
from games.core import i18n
from games.core.contract import next_tokens


def _label(game, state, seat, prefix, token, lang, name_of) -> str:
    msg = game.presentation.token_label(state, seat, tuple(prefix), token)
    return i18n.render(msg, lang, name_of) if msg is not None else token


def step(row, state: dict | None, seat: int | None, prefix: tuple[str, ...], lang: str) -> dict:
    """The picker's answer for ``seat`` after ``prefix``: ``prefix`` (the tokens chosen so far, space-separated, after
    the single-choice steps were skipped), ``question``, ``so_far`` (those steps in words, or None), ``choices``
    [``{token, label}``], ``complete`` (the prefix is a whole move; with choices left, it may also go on), ``move``
    (the whole move in words, when complete), ``aside`` [``{token, label}``] (side moves such as undo: whole moves
    of one token), ``back`` (the prefix Back leads to; None at the first step) and ``note`` (the table moved on since
    the page asked: the walk starts again). A spectator, a table not in play or a seat with nothing to do gets no
    choices (the last with a sentence saying so)."""
    empty = {"prefix": "", "question": None, "so_far": None, "choices": [], "complete": False, "move": None,
             "aside": [], "back": None, "note": None}
    if seat is None or state is None or row.status != "active":
        return empty
    game = registry.get(row.game)
    name_of = plain_names(row)
    moves = game.legal_moves(state, seat)
    if not moves:
        return {**empty, "question": t(lang, "bot-no-moves")}
    secret = has_private(row, state, seat)
    aside = game.aside if secret else frozenset()
    prefix, note = tuple(prefix), None
    tokens, complete = next_tokens(moves, prefix)
    if not tokens and not complete:  # the table moved on since the page asked (an old prefix)
        prefix, note = (), t(lang, "bot-step-stale")
        tokens, complete = next_tokens(moves, prefix)
    if tokens:
        prefix = advance(moves, prefix, aside)
        tokens, complete = next_tokens(moves, prefix)
    prompt = game.presentation.prompt(state, seat, prefix)
    whole = next((m.label for m in moves if m.tokens == prefix), None) if complete else None
    so_far = [game.presentation.token_label(state, seat, prefix[:i], tok) for i, tok in enumerate(prefix)]
    named = [m for m in so_far if m is not None]
    back = back_of(moves, prefix, aside)
    return {
        "prefix": " ".join(prefix),
        "question": i18n.render(prompt, lang, name_of) if prompt else t(lang, "core-prompt-next"),
        "so_far": " › ".join(i18n.render(m, lang, name_of) for m in named) if so_far and len(named) == len(so_far)
        else None,
        "choices": [{"token": tok, "label": _label(game, state, seat, prefix, tok, lang, name_of)} for tok in tokens],
        "complete": complete,
        "move": (i18n.render(whole, lang, name_of) if whole is not None else " ".join(prefix)) if complete else None,
        "aside": [{"token": tok, "label": _label(game, state, seat, (), tok, lang, name_of)}
                  for tok in (side_moves(moves, prefix) if secret else ())],
        "back": None if back is None else " ".join(back),
        "note": note,
    }
