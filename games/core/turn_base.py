"""A turn's steps kept from the other readers until the turn is told (issue 52: tentative steps stay private).

In a game whose turn is several moves told to the table at once when the turn ends (Simurgh, Thorgal), each step
changes the state at once: its mover reads it ("only you see this"), the channel hears nothing until the turn is
over. Every other reader must then see the table as the last post showed it, on every surface (the web table, its
history pictures, a picture asked for in chat), or the step would reach them before its post. The game keeps that
state here at the turn's first step (``open_turn``), drops it when the turn is told (``close_turn``), and its
``view`` reads ``as_seen_by`` first. Hidden information stays the view's business: the kept state is viewed as any
other. A game whose steps never change its state until the turn is confirmed (Zamek Smoków keeps them aside) needs
none of this.
"""
from __future__ import annotations

from games.core.contract import deep_copy

KEY = "turn_base"


def open_turn(state: dict, before: dict, seat: int) -> None:
    """``state`` is in a turn of ``seat`` still untold: keep ``before`` (the state the last post showed, a copy taken
    before the turn's first step, now owned here) as what every other reader sees, unless an earlier step of the
    turn already did."""
    if KEY not in state:
        before.pop(KEY, None)
        state[KEY] = {"seat": seat, "state": before}


def before_step(state: dict) -> dict | None:
    """What a game takes before applying a step: a copy of ``state`` when no turn is open yet (the step may open
    one), else None (the kept state stays)."""
    return None if KEY in state else deep_copy(state)


def close_turn(state: dict) -> None:
    """The turn is told (or another player must answer now): everyone sees the state as it is."""
    state.pop(KEY, None)


def as_seen_by(state: dict, seat: int | None) -> dict:
    """The state ``seat`` (None: a spectator, the channel) may see: the kept one while another seat's turn is
    untold, else ``state``."""
    base = state.get(KEY)
    if base is None or seat == base["seat"]:
        return state
    return base["state"]

