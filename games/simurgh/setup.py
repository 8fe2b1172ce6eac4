"""SIM-3 (and SIM-14.2): the state a game of Simurgh starts from.

State keys (plain JSON; top of a stack = last element)::

    schema_version, game, players, options {mode, length, first}, rng     # rng: games.core.rng
    phase         "DRAFT_POWER" (Dragonlord, SIM-14.3) | "PLAY" (the drafts and the dragon choice come first in
                  Dragonlord mode; the engine moves on from the draft state) | "GAME_OVER"
    first         the start player (SIM-3.9); turn order is seat order from there
    active        the seat on turn (or being asked, in a draft)
    seats         per seat: resources {res: n}, pp, vassals {type: {"supply": n, "pool": n}},
                  hand [tile id] (power tiles secret, SIM-4.6), dragons [{"id", "markers": [bool x3]}]
    board         city {space: [[seat, vassal type], ...]}, wilds {slot: null | {"tile", "vassals": {space: [...]},
                  "blocked": bool}}, display {S1..S4: tile | null}, monument {M1..M5: objective | null}
    stacks        action, dragons, objectives (face down); power (undealt power tiles, Dragonlord draft only)
    box           tiles out of the game (SIM-3.4, leftover power tiles): hidden from everyone (§15)
    chronicle     tiles removed from the Wilds (SIM-9.9)
    draft         null | {"kind": "power", "seat": s, "offer": [tile ids], "kept": [null | tile per seat]}
    turn          see :func:`new_turn`
    trigger       null | the trigger player (SIM-13.2); final_turns: seats still owed a last turn
"""
from __future__ import annotations

from games.core import rng
from games.core.errors import GameError
from games.simurgh.bundles import new_dragon
from games.simurgh.data import (
    DRAGONS,
    GAME_ID,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MONUMENT_SLOTS,
    OBJECTIVES,
    PER_COLOUR,
    SCOUTS_SLOTS,
    SETUP_REMOVED,
    START_VASSALS,
    STARTING_RESOURCES,
    TILES_OF,
    WILDS_SLOTS,
)

SCHEMA_VERSION = 3  # 2: the turn logs in the words of issue 27; 3: an untold turn's base (games.core.turn_base)
DRAFT_POWER, PLAY, GAME_OVER = "DRAFT_POWER", "PLAY", "GAME_OVER"
SPEARMAN, DRAGONLORD = "spearman", "dragonlord"
BLOCKED_SLOTS_2P = ("WS5", "WS6")  # SIM-3.10: the wilds slots that need 3+ players, blocked with 2


def new_turn(seat: int) -> dict:
    """A fresh turn (SIM-17.1): nothing done yet. ``entered``: exploration tiles a Dragonrider entered this turn
    (SIM-10.5); ``placed``: the vassal just placed (SIM-7.7 step 3); ``queue``: the effect still to resolve, its head
    the pending decision (``games.simurgh.resolve``); ``log``: the turn's public lines, posted when it ends;
    ``touched``: the spaces and tiles the turn used (the picture frames them)."""
    return {"seat": seat, "main": None, "laid": False, "explored": False, "entered": [], "placed": None,
            "queue": [], "log": [], "drew": False, "finished": False, "touched": []}


def _seat_state() -> dict:
    return {
        "resources": dict(STARTING_RESOURCES),  # SIM-3.8
        "pp": 0,  # SIM-3.5
        "vassals": {v: {"supply": START_VASSALS[v], "pool": PER_COLOUR[v] - START_VASSALS[v]}
                    for v in PER_COLOUR},  # SIM-3.6
        "hand": [],
        "dragons": [],
    }


def _draw(stack: list, n: int = 1) -> list:
    """The top ``n`` tiles of a stack (top = last element)."""
    out = [stack.pop() for _ in range(min(n, len(stack)))]
    return out


def setup(players: int, options: dict, seed: int) -> dict:
    """SIM-3.1 to SIM-3.15 for ``players`` (2-5) with normalized ``options`` (``mode``, ``length``, ``first``)."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise GameError("simurgh-err-players", rule="SIM-1", players=players, min=MIN_PLAYERS, max=MAX_PLAYERS)
    mode = options.get("mode", SPEARMAN)
    state = {
        "schema_version": SCHEMA_VERSION,
        "game": GAME_ID,
        "players": players,
        "options": dict(options),
        "rng": rng.init(seed),
        "phase": PLAY,
        "seats": [_seat_state() for _ in range(players)],
        "board": {"city": {}, "wilds": {slot: None for slot in WILDS_SLOTS},
                  "display": {slot: None for slot in SCOUTS_SLOTS},
                  "monument": {slot: None for slot in MONUMENT_SLOTS}},
        "stacks": {"action": [], "dragons": [], "objectives": [], "power": []},
        "box": [],
        "chronicle": [],
        "draft": None,
        "trigger": None,
        "final_turns": [],
        "removed_objectives": [],  # SIM-11.10 / G-20: swapped away, out of the game
        "turns": 0,
        "last": None,  # the last finished turn: {"seat", "log", "spaces"} (the picture frames what it used)
        "final": None,  # the final scoring (SIM-13.3), once the game is over
    }
    # SIM-3.2 / SIM-3.4: shuffle each kind; some go back to the box, unseen
    piles = {kind: rng.shuffle(state, list(ids)) for kind, ids in TILES_OF.items()}
    for kind, n in SETUP_REMOVED.items():
        state["box"] += _draw(piles[kind], n)
    state["stacks"]["objectives"] = rng.shuffle(state, list(OBJECTIVES))  # SIM-3.3
    state["stacks"]["dragons"] = rng.shuffle(state, list(DRAGONS))
    first = int(options.get("first") or 0)  # SIM-3.9: 0 = random
    if first > players:
        raise GameError("simurgh-err-first", rule="SIM-3.9", first=first, players=players)
    state["first"] = first - 1 if first else rng.randrange(state, players)
    state["active"] = state["first"]
    state["turn"] = new_turn(state["first"])
    if mode == DRAGONLORD:
        _dragonlord(state, piles)
    else:
        _spearman(state, piles)
    return state


def _spearman(state: dict, piles: dict) -> None:
    """SIM-3.10 to SIM-3.13 in Spearman mode: 1 power tile (secret), 1 P + 1 R + 1 E and 1 dragon each."""
    n = state["players"]
    for seat in range(n):
        hand = state["seats"][seat]["hand"]
        hand += _draw(piles["power"])  # SIM-3.10
        for kind in ("production", "research", "exploration"):  # SIM-3.11
            hand += _draw(piles[kind])
    leftover_power(state, piles["power"])
    action_stack(state, piles["production"] + piles["research"] + piles["transformation"] + piles["exploration"])
    for seat in range(n):  # SIM-3.13: one dragon each, 3 markers on it
        (dragon,) = _draw(state["stacks"]["dragons"])
        state["seats"][seat]["dragons"].append(new_dragon(dragon, 3))
    rng.shuffle(state, state["stacks"]["dragons"])


def leftover_power(state: dict, power: list) -> None:
    """SIM-3.10: with 2 players two leftover power tiles block the 3+ player slots face down; the rest go back to
    the box."""
    if state["players"] == 2:
        for slot in BLOCKED_SLOTS_2P:
            state["board"]["wilds"][slot] = {"tile": power.pop(), "vassals": {}, "blocked": True}
    state["box"] += power
    power.clear()


def action_stack(state: dict, tiles: list) -> None:
    """SIM-3.12: one shuffled face-down action stack (never power tiles); its top 4 tiles go to S1..S4."""
    stack = rng.shuffle(state, list(tiles))
    for slot in SCOUTS_SLOTS:
        state["board"]["display"][slot] = stack.pop() if stack else None
    state["stacks"]["action"] = stack


def _dragonlord(state: dict, piles: dict) -> None:
    """SIM-14.2: the drafts come first. The power draft (SIM-14.3) starts with the last player in turn order, who
    is offered 3 power tiles; the action draft (SIM-14.4) and the secret dragon choice (SIM-3.13) follow it. The
    engine plays the drafts as moves; setup leaves the stacks ready for them."""
    n = state["players"]
    last = (state["first"] - 1) % n
    state["stacks"]["power"] = piles["power"]
    state["phase"] = DRAFT_POWER
    state["active"] = last
    state["draft"] = {"kind": "power", "seat": last, "offer": _draw(state["stacks"]["power"], 3),
                      "kept": [None] * n}
    # SIM-14.4: production, transformation and exploration are drafted; research waits for the action stack
    state["stacks"]["draft_pool"] = rng.shuffle(state, piles["production"] + piles["transformation"]
                                                + piles["exploration"])
    state["stacks"]["research"] = piles["research"]
