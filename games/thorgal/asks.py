"""What a Thorgal question shows besides its words (issue 26: every question explained), shared by the words
(``games.thorgal.labels``, ``games.thorgal.ui``) and the question's picture (``renderers.thorgal.asks``): the
numbering of the free spaces of a hero's wound board (the wound question's answers name these numbers and its
picture draws them), the words of a placement's columns and rows, and why a wound is taken (a source kept in the
effects' context, ``ctx["src"]``, and copied onto the wound's task)."""
from __future__ import annotations

from games.core.contract import Msg
from games.thorgal import geometry as geo
from games.thorgal import heroes as hs
from games.thorgal.data import HEROES


# ---- numbers and spans -----------------------------------------------------------------------------------------------
def wound_numbers(hero: dict) -> dict[tuple[int, int], int]:
    """The free spaces of a hero's wound board, numbered from 1 in reading order (row by row, left to right)."""
    taken = hs.covered(hero)
    out: dict[tuple[int, int], int] = {}
    for y, row in enumerate(HEROES[hero["id"]]["wound_area"]):
        for x, ch in enumerate(row):
            if ch == "#" and (x, y) not in taken:
                out[(x, y)] = len(out) + 1
    return out


def wound_cells(hero: dict, shape: str, orientation: str, first: str) -> list[tuple[int, int]]:
    """The spaces of a wound's answer ``wound <shape> o<k> <n>``: orientation ``k`` laid with its first space (in
    reading order) on free space ``n`` as the picture numbers them (``games.thorgal.asks.wound_numbers``), so that
    the typed number is the one the picture and the answer's words ("pola 3, 4") show."""
    o = geo.orientations(shape)[int(orientation[1:]) - 1]
    at = next((c for c, n in wound_numbers(hero).items() if str(n) == first), None)
    if at is None:
        return []
    fx0, fy0 = min(o, key=lambda c: (c[1], c[0]))
    return [(x - fx0 + at[0], y - fy0 + at[1]) for x, y in o]


def spaces_msg(numbers: list[int]) -> Msg:
    """``pole 7`` / ``pola 3, 4, 8``: the numbered spaces a wound covers."""
    return Msg("thorgal-spaces", n=len(numbers), list=", ".join(str(n) for n in sorted(numbers)))


def span_msg(axis: str, values) -> Msg:
    """``kolumna 5`` / ``kolumny 5–6`` (``axis``: col or row), 0-based values shown from 1; each form has its
    locative (``w kolumnach 5–6``) for the log."""
    values = sorted(set(values))
    if len(values) == 1:
        return Msg(f"thorgal-span-{axis}", a=values[0] + 1)
    return Msg(f"thorgal-span-{axis}s", a=values[0] + 1, b=values[-1] + 1)


def orientation_count(shape: str) -> int:
    return len(geo.orientations(shape))


# ---- why a wound ---------------------------------------------------------------------------------------------------
def src(key: str, **params) -> dict:
    """A source for a context: ``thorgal-why-<key>`` (e.g. ``enemy``, ``finding``), as JSON kept in the state."""
    return Msg(f"thorgal-why-{key}", **params).to_json()


def why_msg(task: dict) -> Msg:
    """The source of a wound task (nothing when unknown, e.g. a state stored before sources were kept)."""
    found = task.get("why")
    return Msg.from_json(found) if found else Msg("thorgal-why-none")
