"""Enumerating every legal move with a localized label; exactly the set ``moves.parse`` accepts."""
from __future__ import annotations

from functools import lru_cache

from games.core.contract import Move, Msg, P
from games.dragons.cards import ATTACK, CIRCLE, NEST, PILE_NAMES, SLOTS, kind
from games.dragons.rounds import CHAIN_PILE, GAME_OVER, INITIAL_REVEAL, RESOLVE_DRAW, TURN, card_msg

_REVEALS = [Move(f"reveal {s}", Msg("dragons-move-reveal", slot=s)) for s in SLOTS]
_DRAW = Move("draw", Msg("dragons-move-draw"))


def legal_moves(state: dict, seat) -> list[Move]:
    phase = state["phase"]
    if phase == GAME_OVER or not isinstance(seat, int) or not 0 <= seat < state["players"]:
        return []
    if phase == INITIAL_REVEAL:  # DR-13.1: also offered to a player who already submitted (to change it)
        return list(_REVEALS)
    names = PILE_NAMES[: state["options"]["piles"]]
    if phase == CHAIN_PILE:
        chain = state["chain"]
        if seat != chain["by"]:
            return []
        return [Move(f"pile {p}", Msg("dragons-move-pile", pile=p, card=card_msg(chain["card"]))) for p in names]
    if seat != state["active"]:
        return []
    moves: list[Move] = []
    if phase == TURN:
        if state["deck"]:  # DR-8.2: never empty at the start of a turn in play
            moves.append(_DRAW)
        for i, p in enumerate(names):
            if state["piles"][i]:  # DR-4.2: only a non-empty open pile
                moves += _cached(state, seat, f"take {p}", kind(state["piles"][i][-1]), p, names)
    elif phase == RESOLVE_DRAW:
        card = kind(state["drawn"]["card"])
        moves += _cached(state, seat, "place", card, "", names)
        if card != CIRCLE:  # DR-6.3
            moves += [Move(f"discard {p}", Msg("dragons-move-discard", card=card_msg(card), pile=p)) for p in names]
    return moves


def _cached(state: dict, seat: int, prefix: str, card: str, pile: str, names) -> tuple[Move, ...]:
    attack = card == ATTACK and state["options"]["attack"]
    # only Raven Attack moves depend on the seat and the player count: share the cache entries of the others
    return _placements(prefix, card, pile, seat if attack else -1, state["players"] if attack else 0, names, attack)


@lru_cache(maxsize=256)
def _placements(prefix: str, card: str, pile: str, seat: int, players: int, names: tuple[str, ...],
                attack_on: bool) -> tuple[Move, ...]:
    """Every way to put ``card`` into the dream (DR-5.2) with its optional action. The result depends only on the
    arguments, so it is cached (Move and Msg are treated as immutable)."""
    moves: list[Move] = []
    cm = card_msg(card)
    verb = prefix.split()[0]
    if card == CIRCLE:  # DR-6.4/DR-14.5: only the slot; the chain is forced
        key = f"dragons-move-{verb}-circle"
        return tuple(Move(f"{prefix} {s}", Msg(key, card=cm, pile=pile, slot=s)) for s in SLOTS)
    key = f"dragons-move-{verb}"
    attack_targets = []
    if card == ATTACK and attack_on:
        attack_targets = [(t, P(t)) for t in range(players) if t != seat]
    for s in SLOTS:
        extras: list[tuple[str, Msg | str]] = [("", "")]
        if card == NEST:  # DR-6.8: two distinct slots, neither the Nest's own
            extras += [(f" nest {a} {b}", Msg("dragons-move-extra-nest", a=a, b=b))
                       for a in SLOTS for b in SLOTS if a != b and s not in (a, b)]
        for own in SLOTS if attack_targets else ():  # DR-7.3
            if own == s:
                continue
            for t, pt in attack_targets:
                extras += [(f" attack {own} {t + 1} {ts}", Msg("dragons-move-extra-attack", own=own, target=pt,
                                                                tslot=ts)) for ts in SLOTS]
        for to in names:
            base = f"{prefix} {s} {to}"
            moves += [Move(base + suffix, Msg(key, card=cm, pile=pile, slot=s, to=to, extra=extra))
                      for suffix, extra in extras]
    return tuple(moves)
