"""Executing a parsed (already validated) move, then running the game forward (rounds.py) as far as it goes."""
from __future__ import annotations

from games.bunny_kingdom import construction, drafting, harvest, rounds, scoring
from games.bunny_kingdom.moves import Parsed
from games.core.contract import Event


def execute(state: dict, seat: int, move: Parsed) -> list[Event]:
    events: list[Event] = []
    verb = move.verb
    if verb == "pick":
        drafting.submit(state, seat, move.cards, events)
        rounds.after_pick(state, events)
    elif verb == "camp":
        construction.place_camp(state, seat, move.squares[0] if move.squares else None, events)
        rounds.after_camp(state, events)
    elif verb == "build":
        construction.plan(state, seat, move.cards[0], move.squares, events)
    elif verb == "undo":
        construction.undo(state, seat, events)
    elif verb == "done":
        construction.submit(state, seat, events)
        rounds.after_done(state, events)
    elif verb == "universal":
        harvest.choose(state, seat, move.squares[0], move.resource, events)
        rounds.after_universal(state, events)
    elif verb == "copy":
        scoring.choose(state, seat, move.cards[0], move.target, events)
        rounds.after_copy(state, events)
    else:  # pragma: no cover - moves.parse only returns the verbs above
        raise ValueError(verb)
    return events
