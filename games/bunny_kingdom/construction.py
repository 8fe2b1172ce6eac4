"""Construction (BK-8, BK-9, BK-10): the camp step in number order, then simultaneous private building plans.

Camp step (BK-9.3, G-9): for camp numbers 1..6 ascending, the holder of that unbuilt camp places it on an unoccupied
square or keeps it; each answer is public at once.

Other buildings (BK-8.9, BK-16.3): every player privately plans placements one by one (``build``), may ``undo`` the
last one, and submits with ``done``. A submitted plan may be reopened until the last player submits; then every plan
is built at once, in seat order and in each player's listed order (BK-8.10). Plans never conflict: each player only
builds on squares they control.
"""
from __future__ import annotations

from games.bunny_kingdom.buildings import has_placement, records
from games.bunny_kingdom.cards import CAMP_BY_NUMBER, card_msg
from games.core.contract import Event, Msg, P


def next_camp(state: dict, events: list[Event]) -> bool:
    """BK-9.3: ask the holder of the next unbuilt camp (by number); False when no camp is left to ask."""
    for number in range(state["camps_asked"] + 1, len(CAMP_BY_NUMBER) + 1):
        cid = CAMP_BY_NUMBER[number]
        holder = next((s for s in range(state["players"]) if cid in state["unbuilt"][s]), None)
        if holder is None:
            continue
        state["camps_asked"] = number
        state["camp"] = {"number": number, "seat": holder}
        state["phase"] = "CAMP"
        events.append(Event(Msg("bunny_kingdom-ev-camp-ask", player=P(holder), number=number)))
        return True
    state["camp"] = None
    return False


def place_camp(state: dict, seat: int, sq: str | None, events: list[Event]) -> None:
    """BK-9.1: the camp and a rabbit on an unoccupied square (``sq``), or keep it for a later round (None)."""
    number = state["camp"]["number"]
    cid = CAMP_BY_NUMBER[number]
    state["camp"] = None
    if sq is None:
        state["last_camp"] = {"round": state["round"], "number": number, "seat": seat, "square": None}
        events.append(Event(Msg("bunny_kingdom-ev-camp-keep", player=P(seat), number=number)))
        return
    state["unbuilt"][seat].remove(cid)
    state["used"][seat].append(cid)  # BK-8.8
    state["owner"][sq] = seat
    state["buildings"].update(records(cid, [sq]))
    state["last_camp"] = {"round": state["round"], "number": number, "seat": seat, "square": sq}
    events.append(Event(Msg("bunny_kingdom-ev-camp-place", player=P(seat), number=number, square=sq)))


def start_build(state: dict, events: list[Event]) -> None:
    """BK-8.9/BK-16.3: empty plans; a player with no possible placement is done at once."""
    n = state["players"]
    state["phase"] = "BUILD"
    state["plans"] = [[] for _ in range(n)]
    state["done"] = [not has_placement(state, s) for s in range(n)]
    builders = [P(s) for s in range(n) if not state["done"][s]]
    if builders:
        events.append(Event(Msg("bunny_kingdom-ev-build-start", players=builders, count=len(builders))))


def plan(state: dict, seat: int, cid: str, squares: list[str], events: list[Event]) -> None:
    """Add one placement to the private plan (validated by the caller); reopens a submitted plan."""
    state["plans"][seat].append({"card": cid, "squares": list(squares)})
    _changed(state, seat, events)
    events.append(Event(Msg("bunny_kingdom-ev-planned", card=card_msg(cid), squares=list(squares)), to=seat))


def undo(state: dict, seat: int, events: list[Event]) -> None:
    last = state["plans"][seat].pop()
    _changed(state, seat, events)
    events.append(Event(Msg("bunny_kingdom-ev-unplanned", card=card_msg(last["card"]), squares=last["squares"]),
                        to=seat))


def _changed(state: dict, seat: int, events: list[Event]) -> None:
    """The table learns only that the plan changed (and that a submitted plan was reopened), never what."""
    if state["done"][seat]:
        state["done"][seat] = False
        # quiet: reopening one's own plan is answered to the player alone (the table hears when all plans are in)
        events.append(Event(Msg("bunny_kingdom-ev-build-reopen", player=P(seat)), quiet=True))
    else:
        # quiet: a line per step would let the table count the secret plan's buildings
        events.append(Event(Msg("bunny_kingdom-ev-plan-changed", player=P(seat)), quiet=True))


def submit(state: dict, seat: int, events: list[Event]) -> None:
    state["done"][seat] = True
    events.append(Event(Msg("bunny_kingdom-ev-build-done", player=P(seat))))
    if not all(state["done"]):  # the last plan in: everything is built at once, nothing can change any more
        events.append(Event(Msg("bunny_kingdom-ev-build-done-private", n=len(state["plans"][seat])), to=seat))


def built_msgs(builds: list[dict]) -> list[Msg]:
    """One player's new buildings, a kind built on several single squares said once ("2× Miasto (siła 1) na I10 i
    E9"); a building on two squares (a Sky Tower) is one item ("Podniebna wieża (zielona) na A2 i J10")."""
    groups: dict[tuple, list[str]] = {}
    for i, b in enumerate(builds):
        key = (card_msg(b["card"]), None if len(b["squares"]) == 1 else i)
        groups.setdefault(key, []).extend(b["squares"])
    out = []
    for (card, own), squares in groups.items():
        if own is None and len(squares) > 1:
            card = Msg("bunny_kingdom-card-count", n=len(squares), card=card)
        where = squares[0] if len(squares) == 1 else Msg("bunny_kingdom-and", head=squares[:-1], last=squares[-1])
        out.append(Msg("bunny_kingdom-built-item", card=card, squares=where))
    return out


def build_all(state: dict, events: list[Event]) -> None:
    """Every plan goes on the board together (BK-8.8, BK-8.10); the cards move to the used piles."""
    n = state["players"]
    log = {"round": state["round"], "builds": [[] for _ in range(n)]}
    for s in range(n):
        for item in state["plans"][s]:
            cid, squares = item["card"], item["squares"]
            state["unbuilt"][s].remove(cid)
            state["used"][s].append(cid)
            state["buildings"].update(records(cid, squares))
            log["builds"][s].append({"card": cid, "squares": list(squares)})
        if log["builds"][s]:
            events.append(Event(Msg("bunny_kingdom-ev-built", player=P(s), items=built_msgs(log["builds"][s])),
                                reveals=True))
    state["last_build"] = log
    state["plans"] = [[] for _ in range(n)]
    state["done"] = [True] * n
