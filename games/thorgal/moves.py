"""Who decides now and every legal move (the contract's ``actors``, ``legal_moves`` and ``move_ids``)."""
from __future__ import annotations

from games.core.contract import Move
from games.thorgal import decisions as dc
from games.thorgal import labels, turns
from games.thorgal import setup as st


def decider(state: dict) -> int | None:
    """The hero's seat whose player must act now (a pending decision's decider, else the turn's hero)."""
    if state["phase"] == st.GAME_OVER:
        return None
    task = dc.pending(state)
    if task is not None:
        return task["seat"]
    return turns.turn_seat(state) if state["phase"] == st.ACTION else None


def actors(state: dict) -> set[int]:
    seat = decider(state)
    return set() if seat is None else {state["controller"][seat]}


def _tokens(state: dict, seat: int) -> list[tuple[str, ...]]:
    hero = decider(state)
    if hero is None or state["controller"][hero] != seat:
        return []
    task = dc.pending(state)
    return dc.answers(state, task) if task is not None else turns.turn_moves(state)


def legal_moves(state: dict, seat: int) -> list[Move]:
    return [Move(" ".join(t), labels.label(state, t)) for t in _tokens(state, seat)]


def move_ids(state: dict, seat: int) -> list[str]:
    return [" ".join(t) for t in _tokens(state, seat)]
