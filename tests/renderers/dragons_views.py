"""Smoki views built by hand, following docs/dragons-view.md (no engine needed)."""
from __future__ import annotations

import copy

NAMES = ["Ała Żółwińska", "Bartłomiej Ęść", "Zażółć gęślą jaźń — bardzo długie imię gracza", "Dorota", "Eryk"]

# a few plausible dreams (None = face down)
_DREAMS = [
    ["dragon_3", None, "raven_circle", None, "dragon_m2", None],
    [None, "reflection", None, "dragon_8", None, "dragon_0"],
    [None, None, "raven_nest", None, None, None],
    ["dragon_5", None, None, "dragon_5", "dragon_1", None],
    [None, None, None, "raven_attack", None, "dragon_7"],
]

_FULL = [
    ["dragon_3", "dragon_6", "raven_circle", "dragon_3", "dragon_m2", "dragon_2"],
    ["dragon_1", "reflection", "dragon_4", "dragon_8", "dragon_0", "dragon_0"],
    ["reflection", "dragon_7", "raven_nest", "dragon_2", "reflection", "reflection"],
    ["dragon_5", "dragon_4", "dragon_m2", "dragon_5", "dragon_1", "raven_circle"],
    ["dragon_6", "dragon_8", "dragon_1", "raven_attack", "dragon_7", "dragon_7"],
]
_VALUES = {"dragon_m2": -2, "raven_circle": 10, "raven_nest": 9, "raven_attack": 9, "reflection": None}


def _value(kind: str) -> int | None:
    if kind in _VALUES:
        return _VALUES[kind]
    return int(kind.split("_")[1])


def breakdown(n: int, rnd: int = 1, ender: int = 0) -> dict:
    """A correct round-end breakdown of the ``_FULL`` dreams (DR-9.3 - DR-9.6, lowest Reflection candidate)."""
    dreams, scores = [], []
    for seat in range(n):
        cards = _FULL[seat]
        cells = [
            {"slot": i + 1, "card": k, "value": 0, "zeroed": False, "copied_from": None} for i, k in enumerate(cards)
        ]
        for top, bottom in ((0, 3), (1, 4), (2, 5)):
            a, b = _value(cards[top]), _value(cards[bottom])
            if a is not None and b is not None and a == b:
                cells[top]["zeroed"] = cells[bottom]["zeroed"] = True
        for i, cell in enumerate(cells):
            v = _value(cell["card"])
            if v is None:  # Reflection: walk the row both ways across Reflections
                row = range(0, 3) if i < 3 else range(3, 6)
                cands = []
                for step in (-1, 1):
                    j = i + step
                    while j in row and _value(cards[j]) is None:
                        j += step
                    if j in row:
                        cands.append((_value(cards[j]), j + 1))
                if cands:
                    cell["value"], cell["copied_from"] = min(cands)
            else:
                cell["value"] = 0 if cell["zeroed"] else v
        dreams.append(cells)
        scores.append(sum(c["value"] for c in cells))
    low = min(scores)
    return {"round": rnd, "ender": ender, "winners": [s for s in range(n) if scores[s] == low], "dreams": dreams,
            "scores": scores}


def view(
    n: int = 3,
    *,
    phase: str = "TURN",
    piles: int = 2,
    mode: str = "tokens",
    active: int | None = 1,
    seat: int | None = None,
    last: dict | None = None,
    last_round: dict | None = None,
    rnd: int = 2,
) -> dict:
    dreams = [[{"slot": i + 1, "up": k is not None, "card": k} for i, k in enumerate(_DREAMS[s])] for s in range(n)]
    pile_list = [{"name": "A", "top": "dragon_7", "count": 4}, {"name": "B", "top": "raven_nest", "count": 2}][:piles]
    v = {
        "game": "dragons",
        "seat": seat,
        "players": n,
        "options": {"mode": mode, "target": 100, "rounds": 8, "piles": piles, "attack": True, "first": 0},
        "round": rnd,
        "phase": phase,
        "active": active if phase in ("TURN", "RESOLVE_DRAW", "CHAIN_PILE") else None,
        "actors": [active] if phase in ("TURN", "RESOLVE_DRAW", "CHAIN_PILE") and active is not None else [],
        "starter": 0,
        "dreams": dreams,
        "piles": pile_list,
        "deck": 31,
        "drawn": None,
        "revealed": [False] * n,
        "tokens": [min(2, s) for s in range(n)] if mode == "tokens" else [0] * n,
        "totals": [17 * s - 3 for s in range(n)] if mode != "tokens" else [0] * n,
        "last": last,
        "last_round": last_round,
        "winners": None,
        "private": None,
    }
    if phase == "INITIAL_REVEAL":
        v["dreams"] = [[{"slot": i + 1, "up": False, "card": None} for i in range(6)] for _ in range(n)]
        v["actors"] = [s for s in range(n) if s != 1]
        v["revealed"] = [s == 1 for s in range(n)]
        v["piles"] = [dict(p, top=None, count=0) for p in pile_list]
        v["piles"][0].update(top="dragon_2", count=1)
        v["deck"] = 52 - 6 * n - 1
    if phase == "RESOLVE_DRAW":
        v["drawn"] = {"by": active, "card": None}
    if phase == "CHAIN_PILE":  # the engine adds the public chain card (not in docs/dragons-view.md yet)
        v["actors"] = [(active + n - 1) % n]
        v["chain"] = {"by": (active + n - 1) % n, "card": "dragon_6", "slot": 3}
    return v


def turn_view(n: int = 3, **kw) -> dict:
    """A TURN with the previous move highlighted: seat 0 took from pile A into slot 1, the old card went to B."""
    last = {"seat": 0, "kind": "take", "cells": [[0, 1]], "piles": ["A", "B"]}
    return view(n, phase="TURN", active=1, last=last, **kw)


def draw_view(n: int = 3, seat: int | None = None, drawn_card: str | None = None, **kw) -> dict:
    last = {"seat": 1, "kind": "draw", "cells": [], "piles": []}
    v = view(n, phase="RESOLVE_DRAW", active=1, last=last, seat=seat, **kw)
    if drawn_card is not None:
        v["drawn"]["card"] = drawn_card
        v["private"] = {"drawn": drawn_card}
    return v


def reveal_view(n: int = 3, **kw) -> dict:
    lr = breakdown(n, rnd=1, ender=2 % n)
    last = {"seat": 2 % n, "kind": "take", "cells": [[2 % n, 4]], "piles": ["A"]}
    return view(n, phase="INITIAL_REVEAL", active=None, last=last, last_round=lr, **kw)


def game_over_view(n: int = 3, mode: str = "tokens", **kw) -> dict:
    lr = breakdown(n, rnd=5, ender=0)
    v = view(n, phase="GAME_OVER", active=None, mode=mode, last_round=lr, rnd=5, **kw)
    v["dreams"] = [[{"slot": c["slot"], "up": True, "card": c["card"]} for c in d] for d in lr["dreams"]]
    if mode == "tokens":
        v["tokens"] = [3 if s in lr["winners"] else min(2, s) for s in range(n)]
    else:
        v["totals"] = [t + lr["scores"][s] for s, t in enumerate(v["totals"])]
    v["winners"] = list(lr["winners"])
    return v


def with_secret(v: dict, card: str = "raven_circle") -> dict:
    """The same view as the drawer sees it: the drawn card and the private part filled in."""
    w = copy.deepcopy(v)
    if w.get("drawn"):
        w["drawn"]["card"] = card
    w["private"] = {"drawn": card}
    return w
