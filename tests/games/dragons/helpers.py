"""Helpers for the Smoki rule tests: hand-built states, shorthand card names, moves with checks."""
from __future__ import annotations

import json
import random

import pytest

from games.core.errors import GameError
from games.dragons import GAME
from games.dragons.cards import build_deck, kind

# Shorthand: "7" -> dragon_7, "-2" -> dragon_m2, C/R/N/X -> Circle, Reflection, Nest, Attack.
SHORT = {"C": "raven_circle", "R": "reflection", "N": "raven_nest", "X": "raven_attack", "-2": "dragon_m2"}


def k(short: str) -> str:
    """Shorthand -> kind id."""
    return SHORT.get(short, short if "_" in short else f"dragon_{short}")


def make_state(players: int = 3, *, dreams: dict | None = None, piles: dict | None = None,
               deck_top: tuple = (), active: int = 0, seed: int = 1, opts: dict | None = None) -> dict:
    """A state in phase TURN with chosen cards in chosen places.

    ``dreams``: seat -> 6 entries: ``"7"`` (face up), ``"7?"`` (face down), ``"?"`` (any face-down card).
    ``piles``: name -> list of shorthands, bottom first (default: one filler card each). ``deck_top``: top first.
    ``opts``: game options. Every other card instance goes to the closed pile (conservation holds).
    """
    state = GAME.setup(players, opts or {}, seed)
    pool = build_deck(state["options"]["attack"])
    random.Random(seed).shuffle(pool)
    # fillers avoid special cards so they never interfere with a test
    pool.sort(key=lambda c: kind(c) in ("raven_circle", "raven_nest", "raven_attack", "reflection"))

    def grab(short: str | None) -> str:
        for i, inst in enumerate(pool):
            if short is None or kind(inst) == k(short):
                return pool.pop(i)
        raise AssertionError(f"no card {short} left")

    dreams = dreams or {}
    spec_dreams = [dreams.get(s, ["?"] * 6) for s in range(players)]
    cells = [[None] * 6 for _ in range(players)]
    # named cards first (so fillers cannot use them up), then fillers
    for s, spec in enumerate(spec_dreams):
        for i, entry in enumerate(spec):
            if entry != "?":
                up = not entry.endswith("?")
                cells[s][i] = {"card": grab(entry.rstrip("?")), "up": up}
    pile_spec = piles if piles is not None else {}
    names = ["A", "B"][: state["options"]["piles"]]
    pile_lists = {name: [grab(x) for x in pile_spec[name]] for name in names if name in pile_spec}
    top = [grab(x) for x in deck_top]
    for s in range(players):
        for i in range(6):
            if cells[s][i] is None:
                cells[s][i] = {"card": grab(None), "up": False}
    for name in names:
        if name not in pile_lists:
            pile_lists[name] = [grab(None)]
    state["dreams"] = cells
    state["piles"] = [pile_lists[n] for n in names]
    state["deck"] = pool + list(reversed(top))  # top = last element
    state.update(phase="TURN", active=active, starter=active, reveal=[None] * players, drawn=None, chain=None,
                 last=None)
    GAME.check_invariants(state)
    return state


def play(state: dict, seat: int, move: str, legal: bool = True):
    """Apply ``move`` after checking it is listed by legal_moves; check invariants and JSON round-trip."""
    if legal:
        assert GAME.is_legal(state, seat, move), f"{move!r} not offered"
    new, events = GAME.apply(state, seat, move)
    GAME.check_invariants(new)
    assert json.loads(json.dumps(new)) == new
    return new, events


def rejects(state: dict, seat: int, move: str, key: str, rule: str | None) -> GameError:
    """The move is refused with ``key``/``rule``, it is not offered, and the input state is unchanged."""
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(GameError) as err:
        GAME.apply(state, seat, move)
    assert err.value.key == key, (err.value.key, err.value.rule)
    assert err.value.rule == rule
    assert json.dumps(state, sort_keys=True) == before
    assert not GAME.is_legal(state, seat, move)
    return err.value


def dream_kinds(state: dict, seat: int) -> list[str]:
    return [kind(c["card"]) for c in state["dreams"][seat]]


def ups(state: dict, seat: int) -> list[bool]:
    return [c["up"] for c in state["dreams"][seat]]


def pile_kinds(state: dict, name: str) -> list[str]:
    return [kind(c) for c in state["piles"]["AB".index(name)]]


def keys(events) -> list[str]:
    return [e.msg.key for e in events]


def reveal_all(state: dict, slots=None) -> tuple[dict, list]:
    events = []
    for s in range(state["players"]):
        state, ev = play(state, s, f"reveal {(slots or {}).get(s, 1)}")
        events += ev
    return state, events


def random_playout(players: int, opts: dict, seed: int, on_step=None, max_steps: int = 5000) -> dict:
    """Play random legal moves to the end; ``on_step(before, seat, move_id, after, events)`` is called each step."""
    state = GAME.setup(players, opts, seed)
    r = random.Random(seed)
    steps = 0
    while not GAME.result(state).finished:
        seat = r.choice(sorted(GAME.actors(state)))
        moves = GAME.legal_moves(state, seat)
        move = r.choice(moves).id
        new, events = GAME.apply(state, seat, move)
        if on_step:
            on_step(state, seat, move, new, events)
        state = new
        steps += 1
        assert steps < max_steps
    return state


def earlier_rounds(state: dict, *, tokens: list[int] | None = None, totals: list[int] | None = None) -> dict:
    """A position after rounds already played: the tokens won and the point totals, with a round history that adds
    up to them (the game's points law, ``check_invariants``: each total the sum of its rounds, each token a round
    won). Each won token is a round of its own that its winners took with 0 points; the totals come in one more
    round, its lowest score winning it."""
    n = state["players"]
    history = []
    for r in range(max(tokens or [0])):
        winners = [s for s in range(n) if (tokens or [0] * n)[s] > r]
        history.append({"round": len(history) + 1, "ender": winners[0], "winners": winners, "scores": [0] * n})
    if totals is not None:
        best = min(totals)
        winners = [s for s in range(n) if totals[s] == best]
        history.append({"round": len(history) + 1, "ender": 0, "winners": winners if state["options"]["mode"] !=
                        "tokens" else [], "scores": list(totals)})
    state["history"] = history
    state["tokens"] = list(tokens) if tokens is not None else [0] * n
    state["totals"] = list(totals) if totals is not None else [0] * n
    return state
