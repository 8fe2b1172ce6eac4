"""Options and setup (RULES.md section 4 and 13): the layout, the castle, shrines, the countdown track, the cards,
the first player."""
from __future__ import annotations

from games.core import rng
from games.core.contract import OptionSpec
from games.core.errors import GameError
from games.dragon_castle import castle as castles
from games.dragon_castle import layouts
from games.dragon_castle.data import (
    DRAGON_IDS,
    DRAGONS,
    LAYOUT_IDS,
    SHRINES_TOTAL,
    SPIRIT_IDS,
    SPIRITS,
    TILE_IDS,
    standard_layout,
    suited_layouts,
    track_setup,
)
from games.dragon_castle.realm import new_realm

SCHEMA_VERSION = 1
PLAY, GAME_OVER = "PLAY", "GAME_OVER"
CARD_MODES = ("none", "beginner", "random", "chosen")
MAX_CARDS = 3  # DC-13.4 (G35): the host chooses 1-3 of each

OPTIONS = (
    OptionSpec("layout", "choice", "standard",
               choices=("standard", "random", *LAYOUT_IDS, layouts.CUSTOM)),  # DC-4.1, DC-13.5, DC-13.6
    OptionSpec("grid", "text", "", max=layouts.GRID_MAX_CHARS),  # DC-13.6: only with layout=custom
    OptionSpec("spirits", "choice", "random", choices=CARD_MODES),  # DC-4.8, DC-13.1-13.4
    OptionSpec("spirits_count", "int", 1, min=1, max=MAX_CARDS),
    OptionSpec("spirit_cards", "list", "", choices=SPIRIT_IDS),
    OptionSpec("dragons", "choice", "random", choices=CARD_MODES),  # DC-4.4, DC-13.1-13.4
    OptionSpec("dragons_count", "int", 1, min=1, max=MAX_CARDS),
    OptionSpec("dragon_cards", "list", "", choices=DRAGON_IDS),
    OptionSpec("first", "int", 0, min=0, max=4),  # DC-4.7 (G25): 0 = random, else the seat number (1-based)
)


def check_options(opts: dict) -> None:
    """Cross-option checks (each option alone is checked by ``games.core.options``). A custom grid (DC-13.6) is
    checked here, so a bad one is refused at /create, and stored in its canonical form."""
    opts["grid"] = layouts.check_option(opts["layout"], opts["grid"])
    for kind, cards in (("spirits", "spirit_cards"), ("dragons", "dragon_cards")):
        chosen = [c for c in opts[cards].split(",") if c]
        if opts[kind] == "chosen" and not chosen:
            raise GameError("dragon_castle-err-cards-missing", rule="DC-13.4", option=kind, cards=cards)
        if opts[kind] != "chosen" and chosen:
            raise GameError("dragon_castle-err-cards-not-chosen", rule="DC-13.4", option=kind, cards=cards)
        if len(chosen) > MAX_CARDS:
            raise GameError("dragon_castle-err-cards-too-many", rule="DC-13.4", cards=cards, max=MAX_CARDS)


def new_turn(seat: int) -> dict:
    """The turn in progress (RULES.md 16A). ``pending`` holds the ids of the steps not yet public (undoable);
    everything else describes the part of the turn already in the state."""
    return {
        "seat": seat,
        "pending": [],       # step ids applied only in the mover's preview
        "log": [],           # Msg JSON of the published steps of this turn
        "action": None,      # None | pair | shrine | discard | summon
        "taken": [],         # [{"tile", "cell", "floor", "elegance"}] tiles taken from the castle by the action
        "held": [],          # taken tiles still to be placed
        "elegance": None,    # None | "pending" (a taken tile must still use it) | "used"
        "modifiers": [],     # action-modifier spirits active this turn (elegance, deception, depths)
        "used": [],          # spirits activated this turn (DC-9.3)
        "power": None,       # a free-window power being resolved: {"id", ...}
        "build": None,       # shrine building after a consolidation: {"cells": [realm idx], "cap": S}
        "flipped": [],       # tiles consolidated this turn (Spirit of Faith, DC-9.14)
        "castle_cells": [],  # castle cells touched (for highlighting)
        "realm_cells": [],   # realm cells touched
    }


def pick_layout(players: int, choice: str, state: dict) -> str:
    if choice == "standard":
        return standard_layout(players)
    if choice == "random":  # one suited to the player count (DC-13.5)
        suited = suited_layouts(players)
        return suited[rng.randrange(state, len(suited))]
    return choice


def pick_cards(mode: str, count: int, chosen: str, ids: tuple[str, ...], table: dict, state: dict) -> list[str]:
    """DC-4.4/DC-4.8/DC-13.x: none, beginner (flagged cards only, G8), random, or the chosen cards."""
    if mode == "none":
        return []
    if mode == "chosen":
        return [c for c in chosen.split(",") if c]
    pool = [c for c in ids if mode == "random" or table[c]["beginner"]]
    return rng.shuffle(state, pool)[:count]


def new_state(players: int, opts: dict, seed: int) -> dict:
    if opts["first"] > players:
        raise GameError("dragon_castle-err-first", rule="DC-4.7", first=opts["first"], players=players)
    state: dict = {"schema_version": SCHEMA_VERSION, "game": "dragon_castle", "players": players, "options": opts,
                   "rng": rng.init(seed)}
    layout = pick_layout(players, opts["layout"], state)
    rows = layouts.parse_grid(opts["grid"]) if layout == layouts.CUSTOM else None  # DC-13.6
    tiles = rng.shuffle(state, list(TILE_IDS))  # DC-4.1: all 116 tiles
    spirits = pick_cards(opts["spirits"], opts["spirits_count"], opts["spirit_cards"], SPIRIT_IDS, SPIRITS, state)
    dragons = pick_cards(opts["dragons"], opts["dragons_count"], opts["dragon_cards"], DRAGON_IDS, DRAGONS, state)
    first = opts["first"] - 1 if opts["first"] else rng.randrange(state, players)  # DC-4.7
    state.update({
        "layout": layout,
        "castle": castles.build(layout, tiles, rows),
        # DC-13.6 guidance for a custom grid (Msg JSON; warnings, not errors); [] for the designed layouts
        "layout_warnings": [] if rows is None else [m.to_json() for m in layouts.layout_warnings(rows, players)],
        "discard": [],  # DC-6.3/G29: public discard pile (out of the game)
        "realms": [new_realm() for _ in range(players)],
        "pools": [1] * players,  # DC-4.6
        "supply": SHRINES_TOTAL - players,  # DC-4.2/DC-4.6
        "vp": [{"merges": 0, "spirits": 0, "discards": 0} for _ in range(players)],
        "tokens": [0] * players,
        "track": track_setup(players),  # DC-4.3
        "spirits": spirits,
        "dragons": dragons,
        "first": first,
        "active": first,
        "round": 1,
        "turns": 0,
        "final": False,  # DC-11.3: the "!" is uncovered
        "summon_open": False,  # DC-11.1: announced once
        "phase": PLAY,
        "turn": new_turn(first),
        "last": None,
        "winners": None,
    })
    return state
