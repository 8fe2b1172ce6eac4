"""Component data of Thorgal, loaded once from ``data/components.json`` (RULES.md §0; a copy of the spec's file).

The engine plays any adventure written as data (§0.8-0.9); this module only derives lookup tables. The adventures
are those of ``components.json`` (its ``adventures`` list) followed by one adventure per file of ``data/adventures/``
(``<id>.json``, the adventure object itself, read in file-name order); two adventures with the same id are an error
(:class:`AdventureClash`). Checking that an adventure holds together (every id defined, every paragraph reachable,
every effect well-formed) is ``games.thorgal.validate``, which also serves as the command
``python -m games.thorgal.validate [FILE...]`` (docs/thorgal-adventures.md).
"""
from __future__ import annotations

import json
from pathlib import Path

DATA_FILE = Path(__file__).parent / "data" / "components.json"
ADVENTURES_DIR = Path(__file__).parent / "data" / "adventures"
DATA: dict = json.loads(DATA_FILE.read_text(encoding="utf-8"))


class AdventureClash(ValueError):
    """Two adventures share an id (TG-S-1: the table's ``adventure`` option names exactly one)."""


def adventure_files(folder: Path = ADVENTURES_DIR) -> list[Path]:
    """The single-adventure files, in file-name order."""
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def load_adventures(components: dict, files: list[Path]) -> dict[str, dict]:
    """Every adventure by id: ``components``' own list first, then one per file; a repeated id is refused."""
    out: dict[str, dict] = {}
    where: dict[str, str] = {}
    found = [(DATA_FILE.name, a) for a in components["adventures"]]
    found += [(f.name, json.loads(f.read_text(encoding="utf-8"))) for f in files]
    for name, adv in found:
        if adv["id"] in out:
            raise AdventureClash(f"adventure id {adv['id']!r} of {name} is already used by {where[adv['id']]}")
        out[adv["id"]], where[adv["id"]] = adv, name
    return out


GAME_ID = "thorgal"
MIN_PLAYERS, MAX_PLAYERS = DATA["game"]["players"]["min"], DATA["game"]["players"]["max"]  # TG overview: 1-4
RESOURCES: tuple[str, ...] = tuple(r["id"] for r in DATA["resources"])
RESOURCE_CODES: dict[str, str] = {r["code"]: r["id"] for r in DATA["resources"]}  # "Mt" -> "material"
ACTION_TYPES: dict[str, dict] = {a["id"]: a for a in DATA["action_types"]}
BORDER_TYPES: tuple[str, ...] = tuple(b["id"] for b in DATA["border_types"])
STRENGTHS: dict[str, dict] = {s["id"]: s for s in DATA["enemy_strengths"]}
SHAPES: dict[str, dict] = dict(DATA["polyominoes"]["shapes"])
DICE: dict[str, dict] = dict(DATA["dice"]["colors"])
DIE_HIERARCHY: tuple[str, ...] = tuple(DATA["dice"]["hierarchy"])  # weakest to strongest (TG-CMB-9)
ACTION_CARDS: dict[str, dict] = {c["id"]: c for c in DATA["action_cards"]}
HEROES: dict[str, dict] = {h["id"]: h for h in DATA["heroes"]}
# the Polish cases of the heroes' names, hero id -> case -> name (data/declension.json)
HERO_CASES: dict[str, dict[str, str]] = json.loads(
    (Path(__file__).parent / "data" / "declension.json").read_text(encoding="utf-8"))["heroes"]
ITEMS: dict[str, dict] = {i["id"]: i for i in DATA["items"]}
FINDINGS: dict[str, dict] = {f["id"]: f for f in DATA["finding_cards"]}
TERRAIN: dict[str, dict] = {t["id"]: t for t in DATA["terrain_cards"]}
ENEMY_CARDS: dict[str, dict] = {c["id"]: {**c, "deck": deck} for deck, cards in DATA["enemy_cards"].items()
                                for c in cards}
ADVENTURES: dict[str, dict] = load_adventures(DATA, adventure_files())  # the first is the default (TG-S-1)
