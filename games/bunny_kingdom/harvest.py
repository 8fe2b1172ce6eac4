"""Harvest (BK-12): universal farm choices (simultaneous, private until applied), then strength x wealth per fief."""
from __future__ import annotations

from games.bunny_kingdom.cards import resource_msg
from games.bunny_kingdom.data import SQUARE_INDEX
from games.bunny_kingdom.fiefs import UNIVERSAL, fief_report, fiefs, harvest_report
from games.core.contract import Event, Msg, P


def universal_farms(state: dict, seat: int | None = None) -> list[str]:
    """Squares holding a placed universal farm (of ``seat``, or of anybody), in reading order."""
    owner = state["owner"]
    out = [sq for sq, b in state["buildings"].items()
           if b["type"] == "factory" and b["resource"] == UNIVERSAL and (seat is None or owner.get(sq) == seat)]
    return sorted(out, key=SQUARE_INDEX.__getitem__)


def start(state: dict, events: list[Event]) -> bool:
    """BK-12.3: open the universal-farm choices; False when nobody has a universal farm on the board."""
    farms = universal_farms(state)
    state["universal"] = {sq: None for sq in farms}
    if not farms:
        return False
    state["phase"] = "UNIVERSAL"
    seats = sorted({state["owner"][sq] for sq in farms})
    events.append(Event(Msg("bunny_kingdom-ev-universal-ask", players=[P(s) for s in seats], count=len(seats))))
    return True


def pending_seats(state: dict) -> set[int]:
    return {state["owner"][sq] for sq, res in state["universal"].items() if res is None}


def choose(state: dict, seat: int, sq: str, res: str, events: list[Event]) -> None:
    """BK-12.3/BK-16.4: set (or change) one choice; the table only learns that this farm's choice is in."""
    first = state["universal"][sq] is None
    key = "bunny_kingdom-ev-universal-chosen" if first else "bunny_kingdom-ev-universal-changed"
    state["universal"][sq] = res
    events.append(Event(Msg(key, player=P(seat), square=sq)))
    events.append(Event(Msg("bunny_kingdom-ev-universal-private", square=sq, resource=resource_msg(res)), to=seat))


def fief_points_with(state: dict, seat: int, sq: str, res: str) -> int:
    """The harvest of the fief of ``sq`` if its universal farm produced ``res`` (a hint for the choice, BK-18.3);
    the player's other choices count as currently set."""
    owner, buildings = state["owner"], state["buildings"]
    choices = {k: v for k, v in state["universal"].items() if v is not None and owner.get(k) == seat}
    choices[sq] = res
    fief = next(f for f in fiefs(owner, buildings, seat) if sq in f)
    return fief_report(fief, buildings, choices)["points"]


def compute(state: dict, events: list[Event]) -> None:
    """BK-12.1/BK-12.2/BK-12.4: score every fief; the choices become public and stay on the farms (the round-4
    ones are used by the end-game parchments)."""
    n = state["players"]
    for sq, res in state["universal"].items():
        state["buildings"][sq]["choice"] = res
        events.append(Event(Msg("bunny_kingdom-ev-universal-reveal", player=P(state["owner"][sq]), square=sq,
                                resource=resource_msg(res)), reveals=True))
    state["universal"] = {}
    players = []
    for s in range(n):
        report = harvest_report(state["owner"], state["buildings"], s)
        players.append(report)
        state["scores"][s] += report["total"]
        state["harvests"][s].append(report["total"])
        scoring = [f for f in report["fiefs"] if f["points"]]
        events.append(Event(Msg("bunny_kingdom-ev-harvest", player=P(s), n=report["total"],
                                fiefs=[Msg("bunny_kingdom-fief-line", square=f["squares"][0], size=len(f["squares"]),
                                           strength=f["strength"], wealth=f["wealth"], points=f["points"])
                                       for f in scoring] or [Msg("bunny_kingdom-none")],
                                total=state["scores"][s])))
    state["last_harvest"] = {"round": state["round"], "players": players}
