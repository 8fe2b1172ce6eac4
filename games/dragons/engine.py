"""Executing a parsed (already validated) move on the state: placement, Circle chain, Nest swap, Attack exchange."""
from __future__ import annotations

from games.core.contract import Event, Msg, P
from games.dragons.cards import ATTACK, CIRCLE, NEST, PILE_NAMES, kind
from games.dragons.moves import Parsed
from games.dragons.rounds import CHAIN_PILE, RESOLVE_DRAW, TURN, card_msg, end_turn


def execute(state: dict, seat: int, move: Parsed) -> list[Event]:
    events: list[Event] = []
    verb = move.verb
    if verb == "reveal":
        _reveal(state, seat, move.slot, events)
    elif verb == "draw":  # DR-4.2 B, DR-12.3: only the drawer learns the card
        card = state["deck"].pop()
        state["drawn"] = {"by": seat, "card": card}
        state["phase"] = RESOLVE_DRAW
        state["last"] = {"seat": seat, "kind": "draw", "cells": [], "piles": []}
        events.append(Event(Msg("dragons-ev-draw", player=P(seat), n=len(state["deck"])), random=True))
        events.append(Event(Msg("dragons-ev-drew-private", card=card_msg(card)), to=seat, reveals=True, random=True))
    elif verb == "discard":  # DR-4.4 B2: face up on top of any open pile; nothing else happens
        card = state["drawn"]["card"]
        state["drawn"] = None
        state["piles"][move.pile].append(card)
        state["last"] = {"seat": seat, "kind": "discard", "cells": [], "piles": [PILE_NAMES[move.pile]]}
        events.append(Event(Msg("dragons-ev-discard", player=P(seat), card=card_msg(card),
                                pile=PILE_NAMES[move.pile]), reveals=True))
        end_turn(state, events)
    elif verb == "pile":  # DR-6.4/DR-14.6: bottom of the chosen pile
        chain = state["chain"]
        state["chain"] = None
        state["piles"][move.pile].insert(0, chain["card"])
        state["last"]["piles"].append(PILE_NAMES[move.pile])
        events.append(Event(Msg("dragons-ev-chain-bottom", player=P(seat), card=card_msg(chain["card"]),
                                pile=PILE_NAMES[move.pile])))
        end_turn(state, events)
    else:
        _place(state, seat, move, events)
    return events


def _reveal(state: dict, seat: int, slot: int, events: list[Event]) -> None:
    """DR-3.4/DR-13.1: hidden submissions, changeable until the last one; then every chosen card flips at once."""
    reveal = state["reveal"]
    first = reveal[seat] is None
    reveal[seat] = slot
    if first:
        events.append(Event(Msg("dragons-ev-reveal-submitted", player=P(seat))))
    if any(r is None for r in reveal):
        events.append(Event(Msg("dragons-ev-reveal-private", slot=slot), to=seat))
        return
    cells, flips = [], []
    for s, chosen in enumerate(reveal):
        cell = state["dreams"][s][chosen - 1]
        cell["up"] = True
        cells.append([s, chosen])
        flips.append(Msg("dragons-ev-reveal-item", player=P(s), slot=chosen, card=card_msg(cell["card"])))
    # one sentence for the flip of all cards at once, not "X turns up…" three times (docs/style.md)
    events.append(Event(Msg("dragons-ev-reveal", list=flips), reveals=True))
    state["reveal"] = [None] * state["players"]
    state["phase"] = TURN
    state["active"] = state["starter"]
    state["last"] = {"seat": seat, "kind": "reveal", "cells": cells, "piles": []}
    # the reveal concerns everyone: it completes the simultaneous step (a post with the picture, the starter pinged
    # even when they revealed last)
    events.append(Event(Msg("dragons-ev-turn", player=P(state["active"])), status=True, ping_all=True))


def _place(state: dict, seat: int, move: Parsed, events: list[Event]) -> None:
    """DR-5.2: take (DR-4.3) or place a drawn card (DR-4.4 B1) into a slot; then the card's action (DR-4.5)."""
    dream = state["dreams"][seat]
    piles_touched = []
    if move.verb == "take":
        card = state["piles"][move.pile].pop()
        piles_touched.append(PILE_NAMES[move.pile])
        events.append(Event(Msg("dragons-ev-take", player=P(seat), card=card_msg(card), pile=PILE_NAMES[move.pile],
                                slot=move.slot)))
    else:
        card = state["drawn"]["card"]
        state["drawn"] = None
        events.append(Event(Msg("dragons-ev-place", player=P(seat), card=card_msg(card), slot=move.slot),
                            reveals=True))
    old = dream[move.slot - 1]
    dream[move.slot - 1] = {"card": card, "up": True}  # DR-5.3
    if kind(card) == CIRCLE:
        _chain(state, seat, move.slot, old, piles_touched, events)
        return
    state["piles"][move.to_pile].append(old["card"])  # DR-5.2, DR-5.4
    piles_touched.append(PILE_NAMES[move.to_pile])
    events.append(Event(Msg("dragons-ev-removed" if old["up"] else "dragons-ev-removed-hidden",
                            card=card_msg(old["card"]), slot=move.slot, pile=PILE_NAMES[move.to_pile]),
                        reveals=not old["up"]))
    last = {"seat": seat, "kind": move.verb, "cells": [[seat, move.slot]], "piles": piles_touched}
    state["last"] = last
    if move.nest:  # DR-6.8/G-10: swap two other cards, face states unchanged
        a, b = move.nest
        dream[a - 1], dream[b - 1] = dream[b - 1], dream[a - 1]
        last["kind"] = "nest"
        last["cells"] += [[seat, a], [seat, b]]
        events.append(Event(Msg("dragons-ev-nest", player=P(seat), a=a, b=b)))
    elif kind(card) == NEST:
        events.append(Event(Msg("dragons-ev-nest-skip", player=P(seat))))
    if move.attack:  # DR-7.3/G-11: exchange with another player's card; both end face up
        own, target, tslot = move.attack
        mine, theirs = dream[own - 1], state["dreams"][target][tslot - 1]
        hidden = not (mine["up"] and theirs["up"])
        dream[own - 1] = {"card": theirs["card"], "up": True}
        state["dreams"][target][tslot - 1] = {"card": mine["card"], "up": True}
        last["kind"] = "attack"
        last["cells"] += [[seat, own], [target, tslot]]
        events.append(Event(Msg("dragons-ev-attack", player=P(seat), slot=own, card=card_msg(mine["card"]),
                                target=P(target), tslot=tslot, tcard=card_msg(theirs["card"])), reveals=hidden))
    elif kind(card) == ATTACK:
        events.append(Event(Msg("dragons-ev-attack-skip", player=P(seat))))
    end_turn(state, events)


def _chain(state: dict, seat: int, slot: int, old: dict, piles_touched: list, events: list[Event]) -> None:
    """DR-6.4/DR-6.5: the removed card goes round the table into the same slot; nothing it brings triggers."""
    n = state["players"]
    carry, hidden = old["card"], not old["up"]
    cells = [[seat, slot]]
    events.append(Event(Msg("dragons-ev-chain-start", player=P(seat), slot=slot, card=card_msg(carry),
                            next=P((seat + 1) % n)), reveals=hidden))
    for k in range(1, n):
        pk = (seat + k) % n
        cell = state["dreams"][pk][slot - 1]
        state["dreams"][pk][slot - 1] = {"card": carry, "up": True}
        cells.append([pk, slot])
        key = "dragons-ev-chain-pass" if k < n - 1 else "dragons-ev-chain-last"
        events.append(Event(Msg(key, player=P(pk), card=card_msg(carry), slot=slot, removed=card_msg(cell["card"]),
                                next=P((pk + 1) % n)), reveals=not cell["up"]))
        carry = cell["card"]
    last_player = (seat + n - 1) % n
    state["last"] = {"seat": seat, "kind": "chain", "cells": cells, "piles": piles_touched}
    piles = state["piles"]
    if len(piles) == 1 or not any(piles):  # DR-14.6: no meaningful choice -> bottom of A
        piles[0].insert(0, carry)
        state["last"]["piles"].append(PILE_NAMES[0])
        events.append(Event(Msg("dragons-ev-chain-bottom", player=P(last_player), card=card_msg(carry),
                                pile=PILE_NAMES[0])))
        end_turn(state, events)
        return
    state["chain"] = {"by": last_player, "card": carry, "slot": slot}
    state["phase"] = CHAIN_PILE
    events.append(Event(Msg("dragons-ev-chain-choose", player=P(last_player), card=card_msg(carry))))
