"""Component data of Smoki, loaded once from ``data/components.json`` (no card data lives in code).

Card instances are strings ``<kind>#<n>`` (n = 1..copies); two instances of a kind are interchangeable (DR-2.2).
"""
from __future__ import annotations

import json
from pathlib import Path

DATA: dict = json.loads((Path(__file__).parent / "data" / "components.json").read_text(encoding="utf-8"))

KINDS: dict[str, dict] = {k["id"]: k for k in DATA["card_kinds"]}

PILE_NAMES = ("A", "B")  # DR-3.6: open pile A, then B (only A with one pile, DR-11.3)
SLOTS = tuple(s["slot"] for s in DATA["dream_layout"]["slots"])  # 1..6 (DR-0.2)
SLOT_TOKENS = tuple(str(s) for s in SLOTS)
COLUMNS = tuple(tuple(c) for c in DATA["dream_layout"]["columns"])  # {1,4} {2,5} {3,6} (DR-9.4)
ROWS = tuple(
    tuple(s["slot"] for s in DATA["dream_layout"]["slots"] if s["row"] == row) for row in ("top", "bottom")
)
TOKENS_TO_WIN: int = next(t["tokens_to_win"] for t in DATA["tokens"] if t["id"] == "dragon_token")  # DR-10.1

_BY_ACTION = {k["action"]: k["id"] for k in DATA["card_kinds"] if k["action"]}
CIRCLE: str = _BY_ACTION["raven_circle"]
NEST: str = _BY_ACTION["raven_nest"]
ATTACK: str = _BY_ACTION["raven_attack"]
REFLECTION: str = next(k["id"] for k in DATA["card_kinds"] if k["value_rule"] == "copy_row_neighbour")


def kind(inst: str) -> str:
    """``dragon_7#3`` -> ``dragon_7``."""
    return inst.partition("#")[0]


def printed(kind_id: str) -> int | None:
    """The printed value (None only for the Reflection, DR-9.3)."""
    return KINDS[kind_id]["value"]


def is_reflection(kind_id: str) -> bool:
    return KINDS[kind_id]["value_rule"] == "copy_row_neighbour"


def must_place(kind_id: str) -> bool:
    """DR-6.3: the Raven Circle must be placed when taken or drawn."""
    return bool(KINDS[kind_id]["must_place_when_taken"])


def build_deck(attack: bool) -> list[str]:
    """DR-2.1/DR-3.2/DR-7.1: every card instance of the deck (52, or 56 with the Raven Attack module), unshuffled."""
    deck_kinds = DATA["decks"]["with_raven_attack" if attack else "base"]["kinds"]
    return [f"{k}#{n}" for k in deck_kinds for n in range(1, KINDS[k]["copies"] + 1)]


def deck_size(attack: bool) -> int:
    return DATA["decks"]["with_raven_attack" if attack else "base"]["total"]
