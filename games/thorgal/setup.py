"""TG-S-1..20: the state a game of Thorgal starts from, for any adventure written as data (RULES.md §3, §19.1).

State keys (plain JSON; the top of a deck is its last element)::

    schema_version, game, players (1-4), seats (heroes in seat order: solo has 2), controller [player per seat],
    options {adventure, heroes, first, window, difficulty}, rng                         # rng: games.core.rng
    adventure      the adventure id (its data: games.thorgal.data.ADVENTURES)
    round, phase   "ACTION" | "EVENT" | "GAME_OVER"; turn 0-3 inside the Action phase (TG-RND-2); first (a seat)
    heroes         per seat: games.thorgal.heroes.new_hero
    row            [{"card", "special"}] left to right (TG-ROW-1); tokens: 4 x {"slot": int | None, "active"}
    unused         the public unused Action-card pile (TG-S-9); specials_waiting: Special cards with no row card
    board          enemies {location: [strength...]}, read [location], raised {location: [res...]},
                   sacrifice {location: shape}, blocked [location or border], tokens {location: [objective tokens]},
                   assigned {location: {res: n}}, borders {border: {"type", "multiplicity"}}
    path           cards [terrain ids], tiles [[[x, y], ...]], gather [[x, y]], overrides {card: {colour: effects}}
    decks          terrain, finding, item, enemy {strength deck: [...]}, events {deck: [...]} (face down)
    discards       finding, item, enemy {...}, events {...}
    display        the Item Display (up to 5, TG-S-16); active_event: None | {"deck", "id"}
    track          the adventure track (None without one); flags [name]; objectives_done [id]; read_paragraphs [id]
    result         None | {"outcome": "win" | "loss", "paragraph", "reason", "round", "track"}
    queue, mods    the effects being resolved (games.thorgal.effects/decisions); the action's modifiers
    held, refused  a command waiting for its payers' consent (TG-ASY-5); the commands refused this turn
                   {"turn": [round, turn], "commands": [id]} (absent until a refusal; read by the computer only)
"""
from __future__ import annotations

from games.core import rng
from games.core.errors import GameError
from games.thorgal.data import ACTION_CARDS, ADVENTURES, DATA, ENEMY_CARDS, FINDINGS, GAME_ID, HEROES, ITEMS, TERRAIN
from games.thorgal.heroes import new_hero

SCHEMA_VERSION = 7  # 2: the ``difficulty`` option (a v1 state was set up as ``normal``); 3: the levels retuned;
#                     4: requests refused this turn remembered (``refused``); 5: heroes' names declined in the log;
#                     6: move ids count from 1, as their words and the pictures (``games.thorgal.legacy_ids``);
#                     7: an untold turn's base, what the others see (``games.core.turn_base``)
ACTION, EVENT, GAME_OVER = "ACTION", "EVENT", "GAME_OVER"
TOKENS = 4  # TG-RND-2: always 4 Action tokens, whatever the player count
DISPLAY = 5  # TG-S-16
DEFAULT_ADVENTURE = "saltcliff_beacon"
DIFFICULTIES = ("easy", "normal", "hard")  # TG-S-21: the table's difficulty; each adventure gives its figures as data
DEFAULT_DIFFICULTY = "normal"


def difficulty(adv: dict, options: dict) -> dict:
    """TG-S-21: the adventure's figures for the table's difficulty level. The level is only a key into the data: no
    rule looks at its name. Options without a level (the engine called directly, as the rule tests do: the rulebook's
    set-up) play the adventure as written (``{}``); a table always has one (``normalize_options`` fills in
    ``normal``)."""
    level = options.get("difficulty")
    return (adv.get("difficulty") or {}).get(level) or {} if level else {}


def apply_difficulty(state: dict, level: dict) -> None:
    """TG-S-21: the level's changes to the set-up state - the adventure track's start, resources given to every hero,
    the strength of the enemies set up at named Locations and enemies added to them."""
    if state["track"] is not None and "adventure_track_start" in level:
        state["track"] = int(level["adventure_track_start"])
    for hero in state["heroes"]:
        for res, n in (level.get("resources") or {}).items():
            hero["resources"][res] = max(0, hero["resources"][res] + int(n))
    enemies = state["board"]["enemies"]
    for location, strength in (level.get("enemy_strength") or {}).items():
        if location in enemies:
            enemies[location] = [strength] * len(enemies[location])
    for e in level.get("extra_enemies") or []:
        enemies.setdefault(e["location"], []).extend([e["strength"]] * e["n"])


def sort_row(row: list[dict]) -> list[dict]:
    """TG-ROW-1: cards in ascending number (stable: equal numbers keep the players' order)."""
    return sorted(row, key=lambda slot: ACTION_CARDS[slot["card"]]["number"])


def choose_heroes(options: dict, seats: int, state: dict) -> list[str]:
    """TG-S-12: the heroes named by the ``heroes`` option (in seat order), else dealt at random; never twice."""
    named = [h for h in str(options.get("heroes") or "").replace(" ", "").split(",") if h]
    known = {h.lower().removeprefix("h_"): h for h in HEROES}
    chosen = []
    for name in named:
        hero = known.get(name.lower().removeprefix("h_"))
        if hero is None:
            raise GameError("thorgal-err-hero", rule="TG-S-12", hero=name[:20], heroes=", ".join(sorted(known)))
        if hero in chosen:
            raise GameError("thorgal-err-hero-twice", rule="TG-S-12", hero=name[:20])
        chosen.append(hero)
    rest = rng.shuffle(state, [h for h in HEROES if h not in chosen])
    return (chosen + rest)[:seats]


def setup(players: int, options: dict, seed: int) -> dict:
    """TG-S-1..20 for ``players`` (1-4; solo plays 2 heroes, TG-SOLO-1) and the adventure of ``options``."""
    if not 1 <= players <= 4:
        raise GameError("thorgal-err-players", rule="TG-RND-2", players=players)
    adventure_id = options.get("adventure") or DEFAULT_ADVENTURE
    if adventure_id not in ADVENTURES:
        raise GameError("thorgal-err-adventure", rule="TG-S-1", adventure=str(adventure_id)[:30])
    adv = ADVENTURES[adventure_id]
    seats = 2 if players == 1 else players  # TG-SOLO-1
    state = {"schema_version": SCHEMA_VERSION, "game": GAME_ID, "players": players, "options": dict(options),
             "rng": rng.init(seed), "adventure": adventure_id, "round": 1, "phase": ACTION, "turn": 0}
    state["controller"] = [0, 0] if players == 1 else list(range(players))
    heroes = choose_heroes(options, seats, state)
    state["heroes"] = [new_hero(h, adv["setup"]["hero_start_area"]) for h in heroes]  # TG-S-12/13/15/18
    first = int(options.get("first") or 0)  # TG-S-17: 0 = at random
    state["first"] = first - 1 if 0 < first <= seats else rng.randrange(state, seats)
    cards = adv["action_cards"]
    state["row"] = sort_row([{"card": c, "special": None} for c in cards["starting_row"]])  # TG-S-8
    state["tokens"] = [{"slot": None, "active": True} for _ in range(TOKENS)]
    state["unused"] = list(cards["unused_pile"])  # TG-S-9
    state["specials_waiting"] = []
    m = adv["map"]
    enemies: dict[str, list[str]] = {}
    for e in adv["setup"]["enemies"]:
        enemies.setdefault(e["location"], []).extend([e["strength"]] * e["n"])
    state["board"] = {"enemies": enemies, "read": [], "raised": {}, "sacrifice": {}, "blocked": [], "tokens": {},
                      "assigned": {}, "borders": {b["id"]: {"type": b["type"], "multiplicity": b["multiplicity"]}
                                                  for b in m["borders"]}}
    for token in adv["setup"].get("tokens", []):
        state["board"]["tokens"].setdefault(token["location"], []).append(token["token"])
    deck = rng.shuffle(state, list(TERRAIN))  # TG-S-6: the first card of the path, no bonus
    state["path"] = {"cards": [deck.pop()], "tiles": [], "gather": [], "overrides": {}}
    in_deck = [i for i, item in ITEMS.items() if item["in_deck"]]
    state["decks"] = {
        "terrain": deck,
        "finding": rng.shuffle(state, list(FINDINGS)),  # TG-S-7
        "item": rng.shuffle(state, in_deck),  # TG-S-16
        "enemy": {s: rng.shuffle(state, [c for c, info in ENEMY_CARDS.items() if info["deck"] == s])
                  for s in DATA["enemy_cards"]},  # TG-S-10
        "events": {d: rng.shuffle(state, [c["id"] for c in spec["cards"]])
                   for d, spec in adv["event_decks"].items()},  # TG-S-5
    }
    state["discards"] = {"finding": [], "item": [], "enemy": {s: [] for s in DATA["enemy_cards"]},
                         "events": {d: [] for d in adv["event_decks"]}}
    state["display"] = [state["decks"]["item"].pop() for _ in range(min(DISPLAY, len(state["decks"]["item"])))]
    state["active_event"] = None  # TG-S-19
    track = adv["adventure_board"].get("adventure_track")
    state["track"] = adv["setup"].get("adventure_track_start", track["start"]) if track else None
    state.update(flags=[], objectives_done=[], read_paragraphs=[], result=None)
    apply_difficulty(state, difficulty(adv, options))  # TG-S-21
    state["queue"] = []  # effects being resolved; its head may be a decision (games.thorgal.decisions)
    state["mods"] = {}  # action-time modifiers of the action being resolved (§0.9)
    return state
