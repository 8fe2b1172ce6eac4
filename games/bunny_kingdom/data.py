"""Component data of Królestwo Królików, loaded once from ``data/components.json`` (RULES.md section 0).

Nothing about the board or the 182 cards lives in code: terrains, printed cities, lava edges and every card come from
the JSON file. This module only derives lookup tables (adjacency, tokens) from it.
"""
from __future__ import annotations

import json
from pathlib import Path

DATA: dict = json.loads((Path(__file__).parent / "data" / "components.json").read_text(encoding="utf-8"))

GAME_ID = "bunny_kingdom"
ROUNDS: int = DATA["rounds"]  # BK-4.1
ROW_LETTERS: tuple[str, ...] = tuple(DATA["board"]["rows"])  # A (top) .. J (bottom), BK-0.2
COLS: tuple[int, ...] = tuple(DATA["board"]["cols"])  # 1 (left) .. 10 (right)

#: square id ("A1".."J10") -> its entry of ``board.squares`` (terrain, base_resource, printed city, edge, corner)
SQUARES: dict[str, dict] = {sq["id"]: sq for sq in DATA["board"]["squares"]}
SQUARE_IDS: tuple[str, ...] = tuple(SQUARES)  # reading order A1, A2, .., J10
SQUARE_INDEX: dict[str, int] = {sq: i for i, sq in enumerate(SQUARE_IDS)}
LAVA: frozenset[frozenset[str]] = frozenset(frozenset(e) for e in DATA["board"]["lava_edges"])  # BK-0.2


def _neighbours(sq: dict) -> tuple[str, ...]:
    """Orthogonal neighbours (BK-0.2) without the lava-blocked ones (BK-11.1)."""
    r, c = ROW_LETTERS.index(sq["row"]), sq["col"]
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < len(ROW_LETTERS) and cc in COLS:
            other = f"{ROW_LETTERS[rr]}{cc}"
            if frozenset((sq["id"], other)) not in LAVA:
                out.append(other)
    return tuple(out)


#: square -> squares connected to it through a shared side not crossed by lava (BK-11.1)
NEIGHBOURS: dict[str, tuple[str, ...]] = {sq["id"]: _neighbours(sq) for sq in DATA["board"]["squares"]}
PRINTED_CITIES: tuple[str, ...] = tuple(s for s, sq in SQUARES.items() if sq["printed_city_strength"])  # BK-3.1
EDGE: frozenset[str] = frozenset(s for s, sq in SQUARES.items() if sq["edge"])
CORNER: frozenset[str] = frozenset(s for s, sq in SQUARES.items() if sq["corner"])

TERRAINS: dict[str, dict] = {t["id"]: t for t in DATA["terrains"]}
RESOURCES: dict[str, dict] = {r["id"]: r for r in DATA["resources"]}
BASIC: tuple[str, ...] = tuple(r["id"] for r in DATA["resources"] if r["kind"] == "basic")  # fish, wood, carrots
LUXURY: tuple[str, ...] = tuple(r["id"] for r in DATA["resources"] if r["kind"] == "luxury")
#: the order universal-farm choices are offered in (BK-12.3)
UNIVERSAL_CHOICES: tuple[str, ...] = ("wood", "fish", "carrots")
assert set(UNIVERSAL_CHOICES) == set(BASIC)

CARDS: dict[str, dict] = {c["id"]: c for c in DATA["cards"]}
CARD_IDS: tuple[str, ...] = tuple(CARDS)
assert len(CARD_IDS) == DATA["deck_composition"]["total"] == 182


def hand_size(players: int) -> dict:
    """BK-4.2/BK-7.1: ``{hand, reserve, cards_played_per_pick, cards_discarded_per_pick}``."""
    return DATA["hand_size"][str(players)]


def pass_direction(round_no: int) -> str:
    """BK-4.3: "right" (to seat-1) in rounds 1 and 3, "left" (to seat+1) in rounds 2 and 4."""
    return DATA["pass_direction"][str(round_no)]
