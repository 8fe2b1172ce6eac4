"""Scoring one dream (DR-9.3 to DR-9.6)."""
from __future__ import annotations

from games.dragons.cards import COLUMNS, ROWS, is_reflection, printed


def _candidates(kinds: list[str], row: tuple[int, ...], i: int) -> list[int]:
    """DR-9.3/G-5: walk left and right across adjacent Reflections to the first non-Reflection card of the row;
    each walk that ends on a card gives a candidate slot."""
    found = []
    for step in (-1, 1):
        j = i + step
        while 0 <= j < len(row):
            slot = row[j]
            if not is_reflection(kinds[slot - 1]):
                found.append(slot)
                break
            j += step
    return found


def score_dream(kinds: list[str]) -> tuple[list[dict], int]:
    """Score a dream given the kind ids of slots 1..6.

    Returns the per-slot breakdown ``{"slot", "card", "value", "zeroed", "copied_from"}`` and the total.
    """
    zeroed = [False] * 6
    # DR-9.4/G-4/G-6/G-7/G-8: a column of two non-Reflection cards with equal printed values scores 0 + 0.
    for top, bottom in COLUMNS:
        a, b = kinds[top - 1], kinds[bottom - 1]
        if not is_reflection(a) and not is_reflection(b) and printed(a) == printed(b):
            zeroed[top - 1] = zeroed[bottom - 1] = True
    cells = []
    for slot in range(1, 7):
        k = kinds[slot - 1]
        copied_from = None
        if is_reflection(k):
            row = next(r for r in ROWS if slot in r)
            cands = _candidates(kinds, row, row.index(slot))
            if cands:
                # DR-9.5/G-23: the lowest candidate, automatically; DR-9.3: the PRINTED value, even if cancelled.
                copied_from = min(cands, key=lambda s: (printed(kinds[s - 1]), s))
                value = printed(kinds[copied_from - 1])
            else:
                value = 0  # DR-9.3: a row of Reflections only
        else:
            value = 0 if zeroed[slot - 1] else printed(k)
        cells.append({"slot": slot, "card": k, "value": value, "zeroed": zeroed[slot - 1],
                      "copied_from": copied_from})
    return cells, sum(c["value"] for c in cells)  # DR-9.6
