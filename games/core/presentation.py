"""A game's presentation: the words and small pictures a chat shows around its moves (all optional).

A game declares one :class:`Presentation` (``Rules.presentation``), built from its own functions, usually those of its
``ui`` module: ``Presentation(prompt=ui.prompt, token_label=ui.token_label, ...)``. Every hook has a default, so a game
declares only what it has; the rules never call these, only the chat, the console, the web and the pictures do.

Where a new hook goes: words or pictures that help a person decide (a prompt, a label, a preview, a summary) go here;
what decides the game (legality, the result, who acts) goes in :class:`games.core.contract.Rules`; what helps the
computer play goes in :class:`games.core.sense.Sense`.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from games.core.messages import Msg

__all__ = ["BoardSection", "Presentation", "ScoreTable"]

#: The final scores by a game's own categories: column headings and one row of numbers per seat.
ScoreTable = tuple[list[Msg], list[list]]


@dataclass(frozen=True)
class BoardSection:
    """A part of the text board (issue 55): a heading and its rows, e.g. "Row C" and one line per square, or a
    player and their kingdom. A screen reader moves by headings; each row says one place or stack."""

    heading: Msg
    rows: list[Msg]


def _no_prompt(state: dict, seat: int, prefix: tuple[str, ...]) -> Msg | None:
    return None


def _no_token_word(state: dict, seat: int, prefix: tuple[str, ...], token: str) -> None:
    return None


def _no_preview(state: dict, seat: int, move_id: str) -> None:
    return None


def _no_score_table(result) -> ScoreTable | None:
    return None


def _no_summary(view: dict) -> Msg | None:
    return None


def _no_words(view: dict) -> list[Msg]:
    return []


def _no_warnings(options: dict, players: int | None = None) -> list[Msg]:
    return []


@dataclass(frozen=True)
class Presentation:
    """The chat hooks of a game. Each is a plain function of the state (or the view) and returns words as
    :class:`Msg` (never a raw id), or ``None`` for the generic wording."""

    #: What the player chooses next after ``prefix`` (e.g. "Choose a slot"); ``None``: a generic prompt.
    prompt: Callable[[dict, int, tuple[str, ...]], Msg | None] = _no_prompt
    #: A short label for a step button (e.g. "Take from A (7)"); ``None``: the token itself.
    token_label: Callable[[dict, int, tuple[str, ...], str], Msg | None] = _no_token_word
    #: The key of a small picture for the same step button (``<prefix>-<piece>``, drawn by the game's icons in
    #: ``renderers/<game>/icons.py`` and shown beside the label where a chat can). ``None``: words only.
    token_icon: Callable[[dict, int, tuple[str, ...], str], str | None] = _no_token_word
    #: First tokens worth a button in the channel (the usual moves); ``None``: every distinct first token.
    quick_moves: Callable[[dict, int], list[str]] | None = None
    #: A picture to show before a placement is confirmed: ``(view, page)`` of the table with the move's piece put
    #: where it would go (nothing resolved, nothing drawn: a preview never reveals anything), or ``None``.
    preview: Callable[[dict, int, str], tuple[dict, str | None] | None] = _no_preview
    #: The final scores by the game's own categories for the end-of-game summary; ``None``: the ranking says it all.
    score_table: Callable[..., ScoreTable | None] = _no_score_table
    #: One line describing ``view["private"]`` (e.g. "You drew: Raven Nest (9)") for DMs and /hand.
    private_summary: Callable[[dict], Msg | None] = _no_summary
    #: The table in words, from a view alone (so nothing the view hides): what the next decision needs first (whose
    #: turn, what is on offer, the scores), then the rest. It is every picture's alt text (issue 55); ``[]``: the
    #: chat says only whose turn it is.
    describe: Callable[[dict], list[Msg]] = _no_words
    #: The whole table as structured text, from a view alone (issue 55: ``/table view:text`` and the web page): what
    #: the next decision needs, then every row, space, stack and hand the view shows (the reader's own secrets
    #: when the view is theirs). ``None``: :attr:`describe` as one section.
    text_board: Callable[[dict], list[BoardSection]] | None = None
    #: Advice (never errors) about normalized options, e.g. a custom board unsuited to the player count; ``players``
    #: is ``None`` before the table starts. The bot shows them at creation and at start.
    option_warnings: Callable[..., list[Msg]] = _no_warnings

    def board_sections(self, view: dict) -> list[BoardSection]:
        """:attr:`text_board`, or the table in words as one section."""
        if self.text_board is not None:
            return self.text_board(view)
        return [BoardSection(Msg("core-board-table"), self.describe(view))]

    def first_tokens(self, rules, state: dict, seat: int) -> list[str]:
        """:attr:`quick_moves`, or every distinct first token of the seat's legal moves."""
        if self.quick_moves is not None:
            return self.quick_moves(state, seat)
        return sorted({m.tokens[0] for m in rules.legal_moves(state, seat)})

