"""The step picker's walk, the same for every adapter (Discord's buttons and menus, the web table's page): which
steps are skipped because they offer a single choice, where Back leads, and which whole moves of one token (undo,
confirm) stay at hand deeper in another move. Pure functions of a seat's legal moves."""
from __future__ import annotations

from games.core.contract import next_tokens


def advance(moves, prefix: tuple[str, ...], aside=frozenset()) -> tuple[str, ...]:
    """``prefix`` extended over every step that offers a single choice and is not a move yet (e.g. the only verb
    ``pick``), so that a picker opens at the first real choice. Never extends up to a whole move: the player
    always makes the last click. ``aside``: first tokens that are never a choice of their own (``Rules.aside``,
    e.g. ``undo``): the picker keeps them at hand as side buttons, so after taking tiles the placement menu opens
    at once, with Undo beside it."""
    prefix = tuple(prefix)
    while True:
        tokens, complete = next_tokens(moves, prefix)
        if aside and not prefix:
            tokens = [tok for tok in tokens if tok not in aside]
        if complete or len(tokens) != 1:
            return prefix
        longer = prefix + (tokens[0],)
        if not next_tokens(moves, longer)[0]:
            return prefix
        prefix = longer


def back_of(moves, prefix: tuple[str, ...], aside=frozenset()) -> tuple[str, ...] | None:
    """Where "Back" goes from ``prefix``: the previous real choice (steps with a single choice are skipped, as the
    picker skips them going forward, with the same ``aside``); None at the first real step, where Back would only
    open the same step again (e.g. a turn whose only first choice is ``pick``, or ``pick`` beside a side ``undo``)."""
    prefix = tuple(prefix)
    while prefix:
        prefix = prefix[:-1]
        if advance(moves, prefix, aside) == prefix:
            return prefix
    return None


def side_moves(moves, prefix: tuple[str, ...]) -> list[str]:
    """Whole moves of a single token (e.g. ``undo``, ``confirm``, ``done``) that stay one click away while the
    picker is deeper in another move: the first-step choices that are moves by themselves and nothing longer.
    Empty at the first step (they are among its choices already). The picker offers them to a player with a
    private part (e.g. a turn in progress that only they see, whose ``undo`` must stay at hand)."""
    if not prefix:
        return []
    tokens, _ = next_tokens(moves, ())
    return [tok for tok in tokens if tok != prefix[0] and next_tokens(moves, (tok,)) == ([], True)]


__all__ = ["advance", "back_of", "side_moves"]
