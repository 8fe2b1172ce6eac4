"""Thorgal's decisions as a player meets them (RULES.md §18, TG-ASY-3/4): the pending question, its default when
the window passes, and a player's answer (its words in the log, then the queue runs on). One prompt at a time, in
resolution order; a decision with a single answer is never asked.

The queue itself (the automatic tasks, the answers every decision offers, what an answer does, the loop) is
``games.thorgal.resolve``, below the turns; its names are importable from here too. An answer sits above the turns:
the last owner's consent releases a held command (TG-ASY-5), which may be a turn's command
(``games.thorgal.turns.consented``).
"""
from __future__ import annotations

from games.core.contract import Msg
from games.core.errors import GameError
from games.thorgal import heroes as hs
from games.thorgal import turns
from games.thorgal.asks import wound_cells
from games.thorgal.atlas import paragraph
from games.thorgal.labels import answer_line
from games.thorgal.resolve import (
    AUTO,
    PAY_ORDER,
    all_consented,
    answers,
    apply_answer,
    pay_thread,
    run,
    wound_answers,
)

__all__ = [
    "AUTO", "PAY_ORDER", "answer", "answers", "default", "paragraph", "pay_thread", "pending", "run",
    "wound_answers", "wound_cells",
]


def default(state: dict, task: dict) -> tuple[str, ...] | None:
    """TG-ASY-3: what happens when the window passes without an answer (None: nothing to choose)."""
    options = answers(state, task)
    if not options:
        return None
    t = task["t"]
    if t == "xp" and len(options) == 2:
        return ("xp", hs.default_xp_track(state["heroes"][task["seat"]]))
    if t == "heal":
        return ("heal", str(hs.default_heal(state["heroes"][task["seat"]], task["max"]) + 1))
    if t == "choose_hero":
        own = ("hero", str(task["seat"] + 1))
        return own if own in options else options[0]
    if t in ("thread", "replace", "move_opt", "craft_discard", "consent"):  # none / decline / no / keep / refused
        return options[-1]  # none / decline / no
    if t == "gather_card":  # the cards with the most Gather tokens; ties: leftmost
        count = {i: sum(1 for x, _ in state["path"]["gather"] if x // 4 == i) for i in
                 range(len(state["path"]["cards"]))}
        return max(options, key=lambda o: (count[int(o[1]) - 1], -int(o[1])))
    return options[0]  # the first type / shape placement (TG-GEO-6) / enemy / display card / payer


def pending(state: dict) -> dict | None:
    return state["queue"][0] if state["queue"] else None


def answer(state: dict, tokens: tuple[str, ...], out: list, *, use_default: bool = False) -> None:
    """Apply an answer to the pending decision (or, with ``use_default``, its TG-ASY-3 default) and run on."""
    task = pending(state)
    if task is None or task["t"] in AUTO:
        raise GameError("thorgal-err-no-question", rule="TG-ASY-4")
    if use_default:
        tokens = default(state, task)
        out.append(Msg("thorgal-ev-default"))
    if tuple(tokens) not in answers(state, task):
        raise GameError("thorgal-err-answer", rule="TG-ASY-4", prompt=Msg(f"thorgal-q-{task['t']}"))
    said = answer_line(state, task, tuple(tokens))
    before = len(out)
    state["queue"].pop(0)
    apply_answer(state, task, tuple(tokens), out)
    if len(out) == before:  # every answer leaves a line in the log, before what follows from it
        out.append(said)
    if task["t"] == "consent" and all_consented(state):  # TG-ASY-5: the held command runs now, as sent
        turns.consented(state, out)
    run(state, out)

