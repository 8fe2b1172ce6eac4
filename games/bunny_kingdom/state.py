"""The state's shape: phases, the fresh state (BK-3), and where every card can be (BK-2.5).

State keys (plain JSON)::

    schema_version, game, players, options, rng      # rng: games.core.rng
    round (1..4), pick (1-based pick number in the round), phase (see below)
    deck          [card id]          top = last element (BK-3.4)
    hands         [[card id]] per seat (current hand, BK-4.2)
    reserves      [[card id]] per seat (2 players only, BK-7.1; otherwise empty lists)
    picks         [null | [id, id]] per seat: the submitted pick, cards still in the hand (BK-5.1; 2 players:
                  [play, discard], BK-7.3); changeable until the last submission (BK-16.1)
    unbuilt       [[card id]] per seat: building cards waiting for a construction phase (BK-6.3)
    used          [[card id]] per seat: the face-up used-card pile (BK-6.2, BK-6.5, BK-8.8)
    discards      [[card id]] per seat: 2-player face-down discards (BK-7.4)
    passed        [[card id]] per seat: the cards the seat passed at the round's last reveal (BK-5.2, BK-7.5), which
                  it saw and may remember (BK-15.3); not a place of cards: the receiver holds them
    parchments    [[card id]] per seat: secret until the end (BK-6.4)
    owner         {square: seat} squares with a rabbit (BK-0.1 control)
    buildings     {square: record}: {"type": "city", "strength": 1|2|3, "card": id|null (null = pre-printed)}
                  | {"type": "factory", "card": id, "resource": res|"universal", "choice": res|null}
                  | {"type": "sky_tower", "card": id, "color": str, "other": square}
                  | {"type": "camp", "card": id, "number": 1..6}
    camp          null | {"number": n, "seat": s}      the camp being asked (BK-9.3)
    camps_asked   last camp number asked this construction phase (0 = none yet)
    plans         [[{"card": id, "squares": [sq..]}]] per seat: private construction plans (BK-16.3)
    done          [bool] per seat: construction submitted
    universal     {square: res|null}: universal farm choices of the current harvest (BK-12.3), private until applied
    copies        {copy card id: target id|null}: copy targets (BK-13.9), private until all chosen
    scores        [int] per seat; harvests [[int per round]] per seat
    last_reveal, last_build, last_harvest, last_camp, final, winners    public breakdowns (see view.py)
"""
from __future__ import annotations

from collections import Counter

from games.bunny_kingdom.cards import CARDS, PARCHMENT, TERRITORY, building, ctype
from games.bunny_kingdom.data import CARD_IDS, GAME_ID, PRINTED_CITIES, SQUARES
from games.core import rng

SCHEMA_VERSION = 2  # 2: ``passed``
PICK, CAMP_STEP, BUILD, UNIVERSAL, COPY, GAME_OVER = "PICK", "CAMP", "BUILD", "UNIVERSAL", "COPY", "GAME_OVER"
PHASES = (PICK, CAMP_STEP, BUILD, UNIVERSAL, COPY, GAME_OVER)
PLACES = ("deck", "hands", "reserves", "unbuilt", "used", "discards", "parchments")


def printed_city() -> dict:
    return {"type": "city", "strength": 1, "card": None}


def new_state(players: int, options: dict, seed: int) -> dict:
    """BK-3.1 to BK-3.6: printed cities on the board, scores 0, the shuffled 182-card deck; nothing dealt yet."""
    n = players
    state = {
        "schema_version": SCHEMA_VERSION,
        "game": GAME_ID,
        "players": n,
        "options": dict(options),
        "rng": rng.init(seed),
        "round": 0,
        "pick": 0,
        "phase": PICK,
        "deck": [],
        "hands": [[] for _ in range(n)],
        "reserves": [[] for _ in range(n)],
        "picks": [None] * n,
        "unbuilt": [[] for _ in range(n)],
        "used": [[] for _ in range(n)],
        "discards": [[] for _ in range(n)],
        "passed": [[] for _ in range(n)],
        "parchments": [[] for _ in range(n)],
        "owner": {},
        "buildings": {sq: printed_city() for sq in PRINTED_CITIES},  # BK-3.1
        "camp": None,
        "camps_asked": 0,
        "plans": [[] for _ in range(n)],
        "done": [True] * n,
        "universal": {},
        "copies": {},
        "scores": [0] * n,  # BK-3.2
        "harvests": [[] for _ in range(n)],
        "last_reveal": None,
        "last_camp": None,
        "last_build": None,
        "last_harvest": None,
        "final": None,
        "winners": None,
    }
    state["deck"] = rng.shuffle(state, list(CARD_IDS))  # BK-3.4
    return state


def all_cards(state: dict) -> list[str]:
    """Every card in every place (each of the 182 exactly once, BK-2.5)."""
    out = list(state["deck"])
    for place in PLACES[1:]:
        for pile in state[place]:
            out += pile
    return out


def check(state: dict) -> None:
    """Conservation and consistency laws (used by ``Rules.check_invariants``)."""
    n = state["players"]
    cards = all_cards(state)
    assert len(cards) == 182 and Counter(cards) == Counter(CARD_IDS), "card lost or duplicated"
    assert state["phase"] in PHASES
    # points (BK-12, BK-13): the score is the sum of the harvests, and at the end the harvests and the parchments
    final = state.get("final")
    for s in range(n):
        if final is None:
            assert state["scores"][s] == sum(state["harvests"][s]), "a score differs from its harvests"
        else:
            assert state["scores"][s] == final["harvest"][s] + final["parchment_points"][s] == final["totals"][s]
            assert final["harvest"][s] == sum(state["harvests"][s]), "the final harvest differs from the harvests"
    for place in PLACES[1:]:
        assert len(state[place]) == n
    assert len(state["passed"]) == n and all(c in CARDS for p in state["passed"] for c in p)
    if n != 2:
        assert not any(state["reserves"]) and not any(state["discards"]), "BK-7 piles outside 2 players"
    assert len({len(h) for h in state["hands"]}) == 1, "BK-5.3/BK-7.6: every hand has the same size"
    assert len({len(r) for r in state["reserves"]}) == 1, "BK-7.6: both reserves have the same size"
    if state["phase"] != PICK:
        assert not any(state["hands"]) and not any(state["reserves"]), "BK-5.5: exploration ends with empty hands"
    for s in range(n):
        assert all(ctype(c) == PARCHMENT for c in state["parchments"][s]), "BK-6.4"
        assert all(building(c) for c in state["unbuilt"][s]), "BK-6.3"
        assert not any(ctype(c) == PARCHMENT for c in state["used"][s]), "parchments never reach a used pile"
        pick = state["picks"][s]
        if pick is not None:
            assert state["phase"] == PICK and len(pick) == 2 and pick[0] != pick[1], pick
            assert all(c in state["hands"][s] for c in pick), "BK-5.1: a pick comes from the hand"
    # the board: a territory card in a used pile is its player's rabbit on that square (BK-6.2)
    owner, buildings = state["owner"], state["buildings"]
    for s in range(n):
        for c in state["used"][s]:
            card = CARDS[c]
            if card["type"] == TERRITORY:
                assert owner.get(card["square"]) == s, (c, s)
    played = {CARDS[c]["square"] for s in range(n) for c in state["used"][s] if ctype(c) == TERRITORY}
    for sq, s in owner.items():
        assert sq in SQUARES and 0 <= s < n
        if sq not in played:  # BK-9.1: a square without its card is held by a camp
            b = buildings.get(sq)
            assert b is not None and b["type"] == "camp" and b["card"] in state["used"][s], sq
    for sq in PRINTED_CITIES:  # BK-3.1/BK-8.5
        assert buildings.get(sq) == printed_city()
    for sq, b in buildings.items():
        if b["card"] is None:
            assert sq in PRINTED_CITIES
            continue
        s = owner.get(sq)
        assert s is not None and b["card"] in state["used"][s], (sq, b)  # BK-8.3, BK-8.8
        if b["type"] == "sky_tower":
            other = buildings.get(b["other"])
            assert other and other["card"] == b["card"] and other["other"] == sq and owner.get(b["other"]) == s
    placed = [b["card"] for b in buildings.values() if b["card"] is not None]
    assert all(v == (2 if building(c) == "sky_tower" else 1) for c, v in Counter(placed).items()), "BK-8.2"
    for s in range(n):  # a used building card is on the board, or it is a camp removed by BK-6.2.1/6.2.2
        for c in state["used"][s]:
            if building(c) and building(c) != "camp":
                assert c in placed, c


def upgrade_v1(state: dict) -> dict:
    """Schema 1 -> 2: ``passed`` starts empty (a table stored before it remembers its passes from the next reveal)."""
    state["passed"] = [[] for _ in range(state["players"])]
    return state
