"""Where a building may go (BK-8.2 to BK-8.4, BK-9.1, BK-10.1 to BK-10.3) and the board records it creates.

Validation and enumeration share the same sets, so ``legal_moves`` offers exactly what ``apply`` accepts.
A player's private construction ``plan`` (BK-16.3) counts as already built for the player's later placements.
"""
from __future__ import annotations

from games.bunny_kingdom.cards import CAMP, CARDS, CITY, FACTORY, SKY, TOKEN, building, terrain_msg
from games.bunny_kingdom.data import SQUARE_IDS, SQUARES
from games.bunny_kingdom.fiefs import fief_index, fiefs
from games.core.errors import GameError


def required_terrain(cid: str) -> str | None:
    """BK-8.4: strength-3 cities on mountains, luxury farms on their terrain; everything else anywhere."""
    return CARDS[cid].get("required_terrain")


def planned_links(plan: list[dict]) -> tuple:
    return tuple(tuple(p["squares"]) for p in plan if building(p["card"]) == SKY)


def planned_squares(plan: list[dict]) -> set[str]:
    return {sq for p in plan for sq in p["squares"]}


def buildable_cards(state: dict, seat: int, plan: list[dict]) -> list[str]:
    """Unbuilt building cards not yet in the plan; camps are placed only in the camp step (BK-9.3, G-9)."""
    planned = [p["card"] for p in plan]
    return [c for c in state["unbuilt"][seat] if c not in planned and building(c) != CAMP]


def free_squares(state: dict, seat: int, plan: list[dict]) -> list[str]:
    """BK-8.2/BK-8.3: squares the player controls without a building (built or planned), in reading order."""
    owner, buildings, taken = state["owner"], state["buildings"], planned_squares(plan)
    return [sq for sq in SQUARE_IDS if owner.get(sq) == seat and sq not in buildings and sq not in taken]


def unoccupied(state: dict) -> list[str]:
    """BK-9.1/G-20: squares with no rabbit and no building (pre-printed cities never qualify)."""
    return [sq for sq in SQUARE_IDS if sq not in state["owner"] and sq not in state["buildings"]]


def fits_terrain(cid: str, sq: str) -> bool:
    need = required_terrain(cid)
    return need is None or SQUARES[sq]["terrain"] == need


def card_for_token(cards: list[str], token: str) -> str | None:
    """The first card (in id order) among ``cards`` with this token; identical cards are interchangeable."""
    found = [c for c in cards if TOKEN[c] == token]
    return min(found) if found else None


def check_build(state: dict, seat: int, cid: str, squares: list[str], plan: list[dict]) -> None:
    """Raise the GameError of the first broken rule for putting ``cid`` on ``squares`` (already known square ids)."""
    owner, buildings, taken = state["owner"], state["buildings"], planned_squares(plan)
    for sq in squares:
        if owner.get(sq) != seat:
            raise GameError("bunny_kingdom-err-square-not-controlled", rule="BK-8.3", square=sq)
        if sq in buildings or sq in taken:
            raise GameError("bunny_kingdom-err-square-has-building", rule="BK-8.2", square=sq)
        if not fits_terrain(cid, sq):
            need = required_terrain(cid)
            raise GameError("bunny_kingdom-err-terrain-mismatch", rule="BK-8.4", square=sq,
                            terrain=terrain_msg(need))
    if building(cid) == SKY:
        a, b = squares
        if a == b:
            raise GameError("bunny_kingdom-err-sky-same-square", rule="BK-10.1", square=a)
        index = fief_index(fiefs(owner, buildings, seat, planned_links(plan)))
        if index[a] == index[b]:
            raise GameError("bunny_kingdom-err-sky-same-fief", rule="BK-10.3", a=a, b=b)


def placements(state: dict, seat: int, plan: list[dict]) -> list[tuple[str, tuple[str, ...]]]:
    """Every legal (token, squares) placement for the player's next planned building, one per token (identical
    cards are interchangeable). Sky tower pairs are offered in both orders (the order carries no meaning)."""
    free = free_squares(state, seat, plan)
    if not free:
        return []
    out: list[tuple[str, tuple[str, ...]]] = []
    seen: set[str] = set()
    index = None
    for cid in sorted(buildable_cards(state, seat, plan), key=_order):
        token = TOKEN[cid]
        if token in seen:
            continue
        seen.add(token)
        if building(cid) == SKY:
            if index is None:
                index = fief_index(fiefs(state["owner"], state["buildings"], seat, planned_links(plan)))
            out += [(token, (a, b)) for a in free for b in free if index[a] != index[b]]
        else:
            out += [(token, (sq,)) for sq in free if fits_terrain(cid, sq)]
    return out


def has_placement(state: dict, seat: int) -> bool:
    return bool(placements(state, seat, []))


def _order(cid: str) -> tuple:
    kind = building(cid)
    return ({CITY: 0, FACTORY: 1, SKY: 2}.get(kind, 3), CARDS[cid].get("strength", 0), cid)


def records(cid: str, squares: list[str]) -> dict[str, dict]:
    """The building record(s) a placement puts on the board (state.py documents the shapes)."""
    card = CARDS[cid]
    kind = card["building"]
    if kind == CITY:
        return {squares[0]: {"type": "city", "strength": card["strength"], "card": cid}}
    if kind == FACTORY:
        res = "universal" if card["factory_kind"] == "universal" else card["produces"]
        return {squares[0]: {"type": "factory", "card": cid, "resource": res, "choice": None}}
    if kind == SKY:
        a, b = squares
        return {a: {"type": "sky_tower", "card": cid, "color": card["pair_color"], "other": b},
                b: {"type": "sky_tower", "card": cid, "color": card["pair_color"], "other": a}}
    return {squares[0]: {"type": "camp", "card": cid, "number": card["camp_number"]}}
