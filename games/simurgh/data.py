"""Component data of Simurgh, loaded once from ``data/components.json`` (RULES.md §0; a copy of the spec's file).

Nothing of the board, the tiles, the dragons or the objectives lives in code: every value (with its ``source``) is in
the JSON file, so a correction of a **[designed]** value (RULES.md §18) is a data edit. This module only derives
lookup tables and checks, once at import, that the file holds together (:func:`check`).
"""
from __future__ import annotations

import json
from pathlib import Path

DATA: dict = json.loads((Path(__file__).parent / "data" / "components.json").read_text(encoding="utf-8"))

GAME_ID = "simurgh"
MIN_PLAYERS, MAX_PLAYERS = 2, 5  # SIM-1
RESOURCES: tuple[str, ...] = tuple(r["id"] for r in DATA["resources"])  # SIM-4.4
VASSAL_TYPES: tuple[str, ...] = ("spearman", "dragonrider")  # SIM-4.1
PER_COLOUR: dict[str, int] = dict(DATA["vassals"]["per_colour"])  # SIM-3.6: 3 Spearmen, 2 Dragonriders
START_VASSALS: dict[str, int] = dict(DATA["vassals"]["start"])  # SIM-3.6: 1 + 1
STARTING_RESOURCES: dict[str, int] = dict(DATA["starting_resources"])  # SIM-3.8
RESOURCE_LIMIT: dict[str, int] = {"spearman": DATA["resource_limit"]["spearman_mode"],
                                  "dragonlord": DATA["resource_limit"]["dragonlord_mode"]}  # SIM-5.5
HAND_LIMIT: int = DATA["hand_limit"]  # SIM-5.5
REMOVAL_THRESHOLD: dict[int, int] = {int(k): v for k, v in DATA["tile_removal_threshold"].items()}  # SIM-9.8
SETUP_REMOVED: dict[str, int] = dict(DATA["setup_removed_tiles"])  # SIM-3.4
GAME_LENGTH: dict[str, dict] = dict(DATA["game_length"])  # SIM-13.1
DRAGONLORD_BANDS: list[dict] = list(DATA["end_resource_scoring"]["dragonlord_mode"]["bands"])  # SIM-13.3

CITY_SPACES: dict[str, dict] = {s["id"]: s for s in DATA["city_spaces"]}  # SIM-8: C01..C12
WILDS_SLOTS: dict[str, dict] = {s["id"]: s for s in DATA["wilds_slots"]}  # SIM-9.1: WS1..WS6
SCOUTS_SLOTS: dict[str, dict] = {s["id"]: s for s in DATA["scouts_quarters"]["display_slots"]}  # SIM-8.11: S1..S4
MONUMENT_SLOTS: dict[str, dict] = {s["id"]: s for s in DATA["dragonlord_monument"]["slots"]}  # SIM-8.12

#: action tile kinds in the file's order (SIM-2); exploration tiles are action tiles too
TILE_KINDS: tuple[str, ...] = ("production", "research", "transformation", "power", "exploration")
TILES: dict[str, dict] = {t["id"]: t for kind in TILE_KINDS for t in DATA["tiles"][kind]}
TILES_OF: dict[str, tuple[str, ...]] = {kind: tuple(t["id"] for t in DATA["tiles"][kind]) for kind in TILE_KINDS}
DRAGONS: dict[str, dict] = {d["id"]: d for d in DATA["dragons"]}  # D49..D72
OBJECTIVES: dict[str, dict] = {o["id"]: o for o in DATA["objectives"]}  # O73..O84
DRAGON_COLOURS: tuple[str, ...] = tuple(c["id"] for c in DATA["dragon_colours"])

#: every action space id (city spaces, tile spaces, exploration levels) -> its record
SPACES: dict[str, dict] = dict(CITY_SPACES)
for _t in TILES.values():
    for _s in _t.get("spaces", []):
        SPACES[_s["id"]] = _s
    for _lv in _t.get("levels", []):
        SPACES[_lv["id"]] = _lv


def kind_of(tile_id: str) -> str:
    """The kind of an action tile (``production`` ... ``exploration``)."""
    return TILES[tile_id]["type"]


def _bundle_ok(b, where: str) -> None:
    """A cost/gain is a Bundle or ``{"choose_one": [Bundle, ...]}`` (RULES.md §0)."""
    if b is None:
        return
    assert isinstance(b, dict), where
    if "choose_one" in b:
        assert set(b) == {"choose_one"} and len(b["choose_one"]) >= 2, where
        for option in b["choose_one"]:
            _bundle_ok(option, where)
        return
    assert set(b) <= {"resources", "any_of", "power", "markers", "vassals", "dragon_draw"}, (where, set(b))
    for res, n in (b.get("resources") or {}).items():
        assert res in RESOURCES and isinstance(n, int) and n > 0, (where, res, n)
    for part in b.get("any_of") or []:
        assert part["n"] > 0 and part["from"] and set(part["from"]) <= set(RESOURCES), (where, part)
    for v, n in (b.get("vassals") or {}).items():
        assert v in VASSAL_TYPES and n > 0, (where, v)


def check() -> None:
    """The file holds together: counts of the spec (SIM-2), unique ids, spaces named after their tile, bundles of the
    schema, every record with its ``source``. Raises AssertionError naming the first problem."""
    counts = {"production": 12, "research": 8, "transformation": 8, "power": 8, "exploration": 12}
    for kind, n in counts.items():
        assert len(TILES_OF[kind]) == n, (kind, len(TILES_OF[kind]))
    assert len(DRAGONS) == 24 and len(OBJECTIVES) == 12 and len(CITY_SPACES) == 12, "SIM-2 counts"
    assert len(WILDS_SLOTS) == 6 and len(SCOUTS_SLOTS) == 4 and set(RESOURCES) == set(STARTING_RESOURCES)
    ids = list(TILES) + list(DRAGONS) + list(OBJECTIVES) + list(CITY_SPACES)
    assert len(ids) == len(set(ids)), "duplicate ids"
    for tile_id, t in TILES.items():
        assert t.get("source") or all(s.get("source") for s in t.get("spaces", []) + t.get("levels", [])), tile_id
        for s in t.get("spaces", []):
            assert s["id"].startswith(tile_id + "."), s["id"]
            assert s["capacity"] in ("single", "multi") and s["vassal"] in ("any", "dragonrider"), s["id"]
            _bundle_ok(s["effect"].get("pay"), s["id"])
            _bundle_ok(s["effect"].get("gain"), s["id"])
        if t["type"] == "exploration":
            assert [lv["level"] for lv in t["levels"]] == [1, 2, 3, 4], tile_id
            _bundle_ok(t["move_cost"], tile_id)
    for space in CITY_SPACES.values():
        _bundle_ok(space["effect"].get("pay"), space["id"])
        _bundle_ok(space["effect"].get("gain"), space["id"])
        assert space.get("source"), space["id"]
    for d in DRAGONS.values():
        assert [a["slot"] for a in d["abilities"]] == [1, 2, 3] and d["colour"] in DRAGON_COLOURS, d["id"]
    for o in OBJECTIVES.values():
        assert set(o.get("colours") or []) <= set(DRAGON_COLOURS), o["id"]
        assert o["rewards"]["first"] > 0, o["id"]
    for n in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        assert n in REMOVAL_THRESHOLD, n


check()
