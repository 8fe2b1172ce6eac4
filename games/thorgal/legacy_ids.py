"""Move ids of schema 5 and earlier, read under schema 6 (issue 52: one numbering everywhere).

Up to schema 5 some ids counted from 0 while their words and the pictures count from 1: ``gather 0 1`` was the space
"kolumna 1, wiersz 2", ``tile I2 o1 0 0`` the tile "kolumny 1–2, wiersz 1", and ``hero``, ``replace``, ``enemy``,
``item``, ``card``, ``cover`` and ``pay <hero>`` named a 0-based hero, card or space. A wound was anchored by the
letter and row of its orientation's corner (``wound D2 o1 d1``), which no picture shows; it now names the number of
the first space it covers, as the wound board's picture numbers them (``wound D2 o1 3``). :func:`v5_id` turns an old
id into the new one for the state it was played in: the upgrade to schema 6 reads a held command through it, and
``python -m tests.fixtures.thorgal_ids`` rewrote the recorded games with it.
"""
from __future__ import annotations

from games.thorgal import asks
from games.thorgal import geometry as geo

SHIFT_ALL = {"gather": (1, 2), "cover": (1, 2), "tile": (3, 4), "place": (3, 4), "hero": (1,), "replace": (1,),
             "enemy": (2,), "card": (1,), "pay": (1,), "item": (1,)}
"""verb -> the positions of its tokens that counted from 0 (``pay`` only with a hero; ``item`` only by number)"""


def v5_id(state: dict, move_id: str) -> str:
    """The schema-6 id of a schema-5 move id, in ``state`` (the state the move is played in)."""
    tokens = move_id.split()
    if not tokens:
        return move_id
    verb = tokens[0]
    if verb == "wound" and len(tokens) == 4 and tokens[3][:1].isalpha():
        task = state["queue"][0] if state.get("queue") else {}
        hero = state["heroes"][task["seat"]]
        o = geo.orientations(tokens[1])[int(tokens[2][1:]) - 1]
        ax, ay = ord(tokens[3][0]) - ord("a"), int(tokens[3][1:]) - 1
        first = min(((x + ax, y + ay) for x, y in o), key=lambda c: (c[1], c[0]))
        return " ".join([*tokens[:3], str(asks.wound_numbers(hero)[first])])
    places = SHIFT_ALL.get(verb, ())
    if verb == "pay" and len(tokens) != 3 or verb == "item" and not (len(tokens) == 2 and tokens[1].isdigit()):
        places = ()
    return " ".join(str(int(t) + 1) if i in places and t.isdigit() else t for i, t in enumerate(tokens))
