"""A queue of tasks resolving an effect step by step, shared by the games whose effects raise decisions (Simurgh's
SIM-17.3 prompts, Thorgal's TG-ASY-4 questions): the pure engine keeps the queue in its state; this loop works
through it. An automatic task is applied at once; a decision waits for its player unless it has no answer (it
lapses: the game says what that means) or exactly one (applied without asking: no menu with one choice).
"""
from __future__ import annotations

from collections.abc import Callable

Handler = Callable[[dict, dict, list], None]


def run(state: dict, queue: list, out: list, *, auto: dict[str, Handler],
        answers: Callable[[dict, dict], list], apply: Callable[[dict, dict, tuple, list], None],
        lapse: Handler | None = None, done: Callable[[dict], bool] = lambda state: False) -> None:
    """Resolve ``queue`` (tasks ``{"t": kind, ...}``, the head first) until it is empty, ``done(state)`` holds
    (e.g. the game ended), or a decision with two or more answers is pending."""
    while queue and not done(state):
        task = queue[0]
        if task["t"] in auto:
            queue.pop(0)
            auto[task["t"]](state, task, out)
            continue
        options = answers(state, task)
        if len(options) > 1:
            return
        queue.pop(0)
        if options:
            apply(state, task, options[0], out)
        elif lapse is not None:
            lapse(state, task, out)
