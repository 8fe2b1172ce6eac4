"""A player's realm: the 4x4 grid of stacks, legal destinations and connected groups (RULES.md 3B, 7, 8).

A realm in the state is a list of 16 spaces (index ``row * 4 + col``, reading order ``a1 b1 c1 d1 a2 ...``), each
``{"tiles": [tile ids, bottom first], "up": bool, "shrine": bool}``: ``up`` tells whether the TOP tile is face up
(only a top tile can be face up, DC-3.12 a) and ``shrine`` whether a shrine stands on the top tile.
"""
from __future__ import annotations

from collections.abc import Callable

from games.dragon_castle.data import is_faction, number, ttype

SIZE = 4
RCELLS: tuple[str, ...] = tuple(f"{'abcd'[c]}{r + 1}" for r in range(SIZE) for c in range(SIZE))  # DC-3.11
RIDX: dict[str, int] = {name: i for i, name in enumerate(RCELLS)}
RNEIGH: tuple[tuple[int, ...], ...] = tuple(
    tuple(rr * SIZE + cc for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
          if 0 <= rr < SIZE and 0 <= cc < SIZE)
    for r in range(SIZE) for c in range(SIZE))
EDGE: frozenset[int] = frozenset(i for i in range(16) if i // 4 in (0, 3) or i % 4 in (0, 3))  # DC-3.16


def new_realm() -> list[dict]:
    return [{"tiles": [], "up": False, "shrine": False} for _ in range(SIZE * SIZE)]


def is_dest(space: dict) -> bool:
    """DC-3.15: empty, or a face-down top tile without a shrine."""
    return not space["tiles"] or (not space["up"] and not space["shrine"])


def dests(realm: list[dict]) -> list[int]:
    return [i for i, sp in enumerate(realm) if is_dest(sp)]


def top(space: dict) -> str | None:
    return space["tiles"][-1] if space["tiles"] else None


def face_up_cells(realm: list[dict]) -> list[int]:
    return [i for i, sp in enumerate(realm) if sp["up"]]


def face_down_top(space: dict) -> bool:
    return bool(space["tiles"]) and not space["up"]


def component(realm: list[dict], start: int, ok: Callable[[int], bool]) -> list[int]:
    """The maximal orthogonally connected group of spaces containing ``start`` whose spaces satisfy ``ok``."""
    if not ok(start):
        return []
    seen = {start}
    todo = [start]
    while todo:
        i = todo.pop()
        for j in RNEIGH[i]:
            if j not in seen and ok(j):
                seen.add(j)
                todo.append(j)
    return sorted(seen)


def groups(realm: list[dict], key: Callable[[str], object]) -> list[list[int]]:
    """Maximal connected groups of face-up top tiles sharing ``key(tile)`` (key None = not grouped)."""
    keys = [key(sp["tiles"][-1]) if sp["up"] else None for sp in realm]
    seen = [False] * len(keys)
    out = []
    for i, k in enumerate(keys):
        if k is None or seen[i]:
            continue
        seen[i] = True
        g, todo = [i], [i]
        while todo:
            for j in RNEIGH[todo.pop()]:
                if not seen[j] and keys[j] == k:
                    seen[j] = True
                    g.append(j)
                    todo.append(j)
        out.append(sorted(g))
    return out


def type_groups(realm: list[dict]) -> list[list[int]]:
    """DC-8.1: same-type groups (numbers and symbols may differ)."""
    return groups(realm, ttype)


def sets_to_merge(realm: list[dict]) -> list[list[int]]:
    """DC-8.2: every set of size >= 4 must be consolidated."""
    return [g for g in type_groups(realm) if len(g) >= 4]


def number_groups(realm: list[dict]) -> list[list[int]]:
    """DC-9.8 (G19): maximal groups of face-up faction tiles with the same number (factions mixed)."""
    return groups(realm, lambda t: number(t) if is_faction(t) else None)


def group_as(realm: list[dict], start: int, as_type: str) -> list[int]:
    """DC-9.13: the face-up group of type ``as_type`` containing ``start``, counting ``start`` as that type."""
    def ok(j: int) -> bool:
        sp = realm[j]
        return sp["up"] and (j == start or ttype(sp["tiles"][-1]) == as_type)

    return component(realm, start, ok)


def heights(realm: list[dict]) -> list[int]:
    return [len(sp["tiles"]) for sp in realm]


def shrine_cells(realm: list[dict]) -> list[int]:
    return [i for i, sp in enumerate(realm) if sp["shrine"]]
