"""Component data of Zamek Smoków, loaded once from ``data/components.json`` (a copy of the shared rules data file).

Tiles are the 116 physical tile ids of the data file (``merchant_3_2``, ``wind_rain_4``); two copies of one symbol
are interchangeable, so views and messages use the tile's *kind* ``<type>_<symbol>`` (``merchant_3``, ``wind_rain``).
"""
from __future__ import annotations

import json
from pathlib import Path

DATA: dict = json.loads((Path(__file__).parent / "data" / "components.json").read_text(encoding="utf-8"))

TILES: dict[str, dict] = {t["id"]: t for t in DATA["tiles"]}
TILE_IDS: tuple[str, ...] = tuple(t["id"] for t in DATA["tiles"])  # DC-2.1: 116
TYPES: dict[str, dict] = {t["id"]: t for t in DATA["tile_types"]}
TYPE_IDS: tuple[str, ...] = tuple(TYPES)
FACTIONS: tuple[str, ...] = tuple(t for t in TYPE_IDS if TYPES[t]["category"] == "faction")
SPECIALS: tuple[str, ...] = tuple(t for t in TYPE_IDS if TYPES[t]["category"] == "special")
KINDS: tuple[str, ...] = tuple(dict.fromkeys(f"{t['type']}_{t['symbol']}" for t in DATA["tiles"]))

LAYOUTS: dict[str, dict] = {lay["id"]: lay for lay in DATA["layouts"]}
LAYOUT_IDS: tuple[str, ...] = tuple(LAYOUTS)
SPIRITS: dict[str, dict] = {c["id"]: c for c in DATA["spirit_cards"]}
SPIRIT_IDS: tuple[str, ...] = tuple(SPIRITS)
DRAGONS: dict[str, dict] = {c["id"]: c for c in DATA["dragon_cards"]}
DRAGON_IDS: tuple[str, ...] = tuple(DRAGONS)

SHRINES_TOTAL: int = DATA["supply"]["shrines"]  # DC-2.4: 40
TRACK = DATA["countdown_track"]
TOKENS_TOTAL: int = TRACK["tokens_total"]  # DC-2.6: 7
VP_PER_TOKEN: int = TRACK["vp_per_token"]  # 2
_VP = DATA["consolidation_vp"]
_SHRINE_VP = DATA["shrine_vp_by_level"]

FREE_WINDOW = tuple(s for s in SPIRIT_IDS if SPIRITS[s]["timing"] == "free_window")  # DC-9.5
MODIFIERS = tuple(s for s in SPIRIT_IDS if SPIRITS[s]["timing"] == "action_modifier")
AFTER_CONSOLIDATION = tuple(s for s in SPIRIT_IDS if SPIRITS[s]["timing"] == "after_consolidation")


def ttype(tile: str) -> str:
    return TILES[tile]["type"]


def kind(tile: str) -> str:
    """``merchant_3_2`` -> ``merchant_3`` (type and symbol; copies are interchangeable)."""
    t = TILES[tile]
    return f"{t['type']}_{t['symbol']}"


def number(tile: str) -> int | None:
    return TILES[tile]["number"]


def is_faction(tile: str) -> bool:
    return TILES[tile]["category"] == "faction"


def identical(a: str, b: str) -> bool:
    """DC-3.18: same type and same symbol."""
    return kind(a) == kind(b)


def set_vp(size: int) -> int:
    """DC-8.4 (G1): 4->2, 5->3, 6->5, 7->6, 8->8, +1 per tile over 8; 0 below 4."""
    if size < 4:
        return 0
    if size > 8:
        return _VP["by_size"]["8"] + (size - 8) * _VP["per_tile_over_8"]
    return _VP["by_size"][str(size)]


def extra_vp(type_id: str) -> int:
    """DC-8.3: +1 VP for a set of dragons."""
    return TYPES[type_id]["extra_vp_on_consolidation"]


def shrine_cap(type_id: str) -> int:
    """DC-8.3: S = 1 for faction sets, 2 for special sets."""
    return TYPES[type_id]["shrines_on_consolidation"]


def shrine_vp(level: int) -> int:
    """DC-8.9: level 1 -> 1, 2 -> 2, 3 or higher -> 3."""
    if level >= 3:
        return _SHRINE_VP["3_or_higher"]
    return _SHRINE_VP[str(level)]


def track_setup(players: int) -> list[int]:
    """DC-4.3: ``[stack on space 0, space 1 ("!"), space 2, space 3, space 4]`` (1 = a token lies there)."""
    covered = TRACK["setup"][str(players)]["track_spaces_covered"]
    return [TRACK["setup"][str(players)]["stack"]] + [1 if i in covered else 0 for i in range(1, 5)]


def standard_layout(players: int) -> str:
    return next(lay["id"] for lay in DATA["layouts"] if lay["kind"] == "standard"
                and players in lay["recommended_players"])


def suited_layouts(players: int) -> list[str]:
    """Layouts whose recommended player counts include ``players`` (DC-13.5: advisory)."""
    return [lay["id"] for lay in DATA["layouts"] if players in lay["recommended_players"]]
