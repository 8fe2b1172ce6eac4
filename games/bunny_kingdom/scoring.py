"""End of the game (BK-13, BK-14): parchments revealed, copy targets chosen (simultaneous), final scoring, winners."""
from __future__ import annotations

from games.bunny_kingdom.cards import CARDS, COPY_CARDS, card_msg, sort_cards
from games.bunny_kingdom.parchments import final_scores
from games.core.contract import Event, Msg, P


def holder(state: dict, cid: str) -> int | None:
    return next((s for s in range(state["players"]) if cid in state["parchments"][s]), None)


def copy_source(state: dict, cid: str) -> int:
    """BK-13.9: Liberal copies from the right neighbour (seat-1), Socialist from the left one (seat+1)."""
    s, n = holder(state, cid), state["players"]
    return (s - 1) % n if CARDS[cid]["scoring"]["from"] == "right_neighbour" else (s + 1) % n


def copy_targets(state: dict, cid: str) -> list[str]:
    """BK-13.9/G-12: the neighbour's parchments except copy cards."""
    return sort_cards(c for c in state["parchments"][copy_source(state, cid)] if c not in COPY_CARDS)


def start(state: dict, events: list[Event]) -> bool:
    """BK-13.1: reveal every parchment; open the copy step. False when there is no copy target to choose."""
    for s in range(state["players"]):
        cards = sort_cards(state["parchments"][s])
        events.append(Event(Msg("bunny_kingdom-ev-parchments-reveal", player=P(s),
                                cards=[card_msg(c) for c in cards] or [Msg("bunny_kingdom-none")]), reveals=True))
    state["copies"] = {}
    for cid in COPY_CARDS:
        if holder(state, cid) is None:
            continue
        if copy_targets(state, cid):
            state["copies"][cid] = None
        else:
            events.append(Event(Msg("bunny_kingdom-ev-copy-nothing", player=P(holder(state, cid)),
                                    card=card_msg(cid))))
    if not state["copies"]:
        return False
    state["phase"] = "COPY"
    seats = sorted({holder(state, c) for c in state["copies"]})
    events.append(Event(Msg("bunny_kingdom-ev-copy-ask", players=[P(s) for s in seats], count=len(seats))))
    return True


def pending_seats(state: dict) -> set[int]:
    return {holder(state, c) for c, t in state["copies"].items() if t is None}


def choose(state: dict, seat: int, cid: str, target: str, events: list[Event]) -> None:
    """BK-16.5: secret and changeable until the last copy target is chosen."""
    key = "bunny_kingdom-ev-copy-chosen" if state["copies"][cid] is None else "bunny_kingdom-ev-copy-changed"
    state["copies"][cid] = target
    events.append(Event(Msg(key, player=P(seat), card=card_msg(cid))))
    events.append(Event(Msg("bunny_kingdom-ev-copy-private", card=card_msg(cid), target=card_msg(target)), to=seat))


def finish(state: dict, events: list[Event]) -> None:
    """BK-13.1 steps 2-4, BK-14: score, announce the breakdown and the winners."""
    n = state["players"]
    for cid, target in state["copies"].items():
        events.append(Event(Msg("bunny_kingdom-ev-copy-reveal", player=P(holder(state, cid)), card=card_msg(cid),
                                target=card_msg(target)), reveals=True))
    final = final_scores(state)
    state["final"] = final
    for s in range(n):
        items = [Msg("bunny_kingdom-parchment-points", card=card_msg(r["card"]), n=r["points"])
                 for r in final["parchments"][s]]
        events.append(Event(Msg("bunny_kingdom-ev-final-player", player=P(s), harvest=final["harvest"][s],
                                parchments=final["parchment_points"][s], total=final["totals"][s],
                                items=items or [Msg("bunny_kingdom-none")])))
    state["scores"] = list(final["totals"])
    state["winners"] = list(final["winners"])
    state["phase"] = "GAME_OVER"
    events.append(Event(Msg("bunny_kingdom-ev-game-over", players=[P(s) for s in final["winners"]],
                            count=len(final["winners"]), n=max(final["totals"])), status=True))
