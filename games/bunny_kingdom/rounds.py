"""The game's life cycle (BK-4): round -> exploration picks -> construction (camps, then buildings) -> harvest ->
next round, and after round 4 the end-game scoring. Each function runs as far as it can without a player decision."""
from __future__ import annotations

from games.bunny_kingdom import construction, drafting, harvest, scoring
from games.bunny_kingdom.data import ROUNDS
from games.bunny_kingdom.state import new_state
from games.core.contract import Event


def setup(players: int, options: dict, seed: int) -> dict:
    state = new_state(players, options, seed)
    start_round(state, [])
    return state


def start_round(state: dict, events: list[Event]) -> None:
    """BK-4.2: a new round deals fresh hands."""
    state["round"] += 1
    state["pick"] = 0
    drafting.deal(state, events)
    next_pick(state, events)


def next_pick(state: dict, events: list[Event]) -> None:
    """BK-5.3/BK-5.5: the next pick, or Construction when the hands are empty (auto-resolved picks loop here)."""
    while any(state["hands"]) or any(state["reserves"]):
        drafting.start_pick(state, events)
        if any(p is None for p in state["picks"]):
            return
        drafting.reveal(state, events)
    start_construction(state, events)


def after_pick(state: dict, events: list[Event]) -> None:
    if all(p is not None for p in state["picks"]):
        drafting.reveal(state, events)
        next_pick(state, events)


def start_construction(state: dict, events: list[Event]) -> None:
    """BK-8.9/G-9: the camp step first, then the other buildings."""
    state["camps_asked"] = 0
    state["last_camp"] = None
    if not construction.next_camp(state, events):
        start_build(state, events)


def after_camp(state: dict, events: list[Event]) -> None:
    if not construction.next_camp(state, events):
        start_build(state, events)


def start_build(state: dict, events: list[Event]) -> None:
    construction.start_build(state, events)
    after_done(state, events)


def after_done(state: dict, events: list[Event]) -> None:
    if all(state["done"]):
        construction.build_all(state, events)
        start_harvest(state, events)


def start_harvest(state: dict, events: list[Event]) -> None:
    if not harvest.start(state, events):
        finish_harvest(state, events)


def after_universal(state: dict, events: list[Event]) -> None:
    if not harvest.pending_seats(state):
        finish_harvest(state, events)


def finish_harvest(state: dict, events: list[Event]) -> None:
    """BK-12.5: next round, or the end of the game after round 4 (BK-4.5)."""
    harvest.compute(state, events)
    if state["round"] < ROUNDS:
        start_round(state, events)
    elif not scoring.start(state, events):
        scoring.finish(state, events)


def after_copy(state: dict, events: list[Event]) -> None:
    if not scoring.pending_seats(state):
        scoring.finish(state, events)
