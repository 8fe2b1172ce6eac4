"""Cards: the 182 card ids of ``components.json``, the short tokens players type, and display messages.

A card id is the component id (``T-C7``, ``CITY2-5``, ``FAC-GOLD``, ``P-FISHER``...). Move ids use short lowercase
*tokens* instead: a territory card is its square (``c7``); identical cards share one token (``city2`` for the nine
strength-2 city cards, ``fac-univ`` for both universal farms, ``prov`` for the three provisions cards); every other
card is its id in lowercase (parchments without the ``p-`` prefix: ``fisher``, ``royal-crown``, ``right-copy``).
Which instance of identical cards is used is decided by the engine (the first in id order) and changes nothing.
"""
from __future__ import annotations

from functools import cache

from games.bunny_kingdom.data import CARD_IDS, CARDS, SQUARE_INDEX, SQUARES
from games.core.contract import Msg

TERRITORY, BUILDING, PROVISIONS, PARCHMENT = "territory", "building", "provisions", "parchment"
CITY, FACTORY, SKY, CAMP = "city", "factory", "sky_tower", "camp"
TREASURE, MISSION = "treasure", "mission"
_TYPE_ORDER = {TERRITORY: 0, BUILDING: 1, PROVISIONS: 2, PARCHMENT: 3}
_BUILDING_ORDER = {CITY: 0, FACTORY: 1, SKY: 2, CAMP: 3}


def _token(card: dict) -> str:
    cid = card["id"]
    if card["type"] == TERRITORY:
        return card["square"].lower()
    if card["type"] == PROVISIONS:
        return "prov"
    if card["type"] == PARCHMENT:
        return cid[2:].lower()  # P-ROYAL-CROWN -> royal-crown
    if card.get("building") == CITY:
        return f"city{card['strength']}"
    if card.get("factory_kind") == "universal":
        return "fac-univ"
    return cid.lower()  # fac-gold, sky-blue, camp-3


#: card id -> token (what players type)
TOKEN: dict[str, str] = {cid: _token(CARDS[cid]) for cid in CARD_IDS}
#: token -> card ids with that token, in id order
BY_TOKEN: dict[str, tuple[str, ...]] = {}
for _cid in CARD_IDS:
    BY_TOKEN.setdefault(TOKEN[_cid], ())
    BY_TOKEN[TOKEN[_cid]] += (_cid,)
#: square id -> its territory card id (BK-2.5: exactly one per square)
TERRITORY_CARD: dict[str, str] = {CARDS[c]["square"]: c for c in CARD_IDS if CARDS[c]["type"] == TERRITORY}
#: lowercase square token -> square id ("c7" -> "C7")
SQUARE_OF_TOKEN: dict[str, str] = {sq.lower(): sq for sq in SQUARES}
PARCHMENT_IDS: tuple[str, ...] = tuple(c for c in CARD_IDS if CARDS[c]["type"] == PARCHMENT)
CAMP_BY_NUMBER: dict[int, str] = {CARDS[c]["camp_number"]: c for c in CARD_IDS if CARDS[c].get("building") == CAMP}
COPY_CARDS: tuple[str, ...] = tuple(c for c in PARCHMENT_IDS if CARDS[c]["scoring"]["type"] == "copy")
assert len(TERRITORY_CARD) == 100 and len(PARCHMENT_IDS) == 37 and len(CAMP_BY_NUMBER) == 6


def ctype(cid: str) -> str:
    return CARDS[cid]["type"]


def building(cid: str) -> str | None:
    """city / factory / sky_tower / camp, or None for a non-building card."""
    return CARDS[cid].get("building")


def is_treasure(cid: str) -> bool:
    return CARDS[cid].get("parchment_kind") == TREASURE


def sort_key(cid: str) -> tuple:
    """Display order: territories A1..J10, then buildings (cities, factories, sky towers, camps), provisions,
    treasures, missions."""
    card = CARDS[cid]
    t = card["type"]
    if t == TERRITORY:
        return (0, SQUARE_INDEX[card["square"]], cid)
    if t == BUILDING:
        return (1, _BUILDING_ORDER[card["building"]], card.get("strength", 0), cid)
    if t == PARCHMENT:
        return (3, card["parchment_kind"] != TREASURE, cid)
    return (_TYPE_ORDER[t], 0, cid)


def sort_cards(cards) -> list[str]:
    return sorted(cards, key=sort_key)


def terrain_msg(terrain: str) -> Msg:
    return Msg(f"bunny_kingdom-terrain-{terrain}")


def resource_msg(resource: str) -> Msg:
    return Msg(f"bunny_kingdom-res-{resource}")


def square_msg(sq: str) -> Msg:
    """"C7 (forest)"."""
    return Msg("bunny_kingdom-square", square=sq, terrain=terrain_msg(SQUARES[sq]["terrain"]))


@cache
def token_msg(token: str) -> Msg:
    """The name of the card(s) behind ``token``."""
    return card_msg(BY_TOKEN[token][0])


@cache
def card_msg(cid: str) -> Msg:
    card = CARDS[cid]
    t = card["type"]
    if t == TERRITORY:
        return Msg("bunny_kingdom-card-territory", square=card["square"], terrain=terrain_msg(card["terrain"]))
    if card.get("building") == CITY:
        return Msg("bunny_kingdom-card-city", strength=card["strength"])
    if card.get("building") == CAMP:
        return Msg("bunny_kingdom-card-camp", number=card["camp_number"])
    return Msg(f"bunny_kingdom-card-{TOKEN[cid]}")


def desc_msg(cid: str) -> Msg:
    """One-line effect of a parchment (BK-13.11)."""
    return Msg(f"bunny_kingdom-desc-{TOKEN[cid]}")


HIDDEN_PARCHMENT = Msg("bunny_kingdom-card-parchment-hidden")


def public_card_msg(cid: str) -> Msg:
    """BK-6.4/BK-15.1: a resolved parchment shows only as "a parchment"."""
    return HIDDEN_PARCHMENT if ctype(cid) == PARCHMENT else card_msg(cid)


def cards_msg(cids) -> list[Msg]:
    return [card_msg(c) for c in cids]
