"""The routes of a Move in Thorgal (RULES.md §7.1, TG-MOV-1..7; TG-EVT-7 a): every way a Move of a given value can
go, told apart by what happens on the way, the move ids a chat picker collects for them, and a Move carried out
Area by Area.

A route is a path ``[area0, area1, ..., areaK]`` (TG-MOV-4): every border crossed open (TG-MOV-2), every Area
entered available (TG-MOV-3), the cost within the value (TG-MOV-1), a red border only as the last step (TG-MOV-6),
revisits allowed. Two routes to one Area differ for the player when they enter, in another order or another number
of times, Areas where the active Event card fires (TG-MOV-5, TG-EVT-7 a) or pay another toll at blue borders
(TG-MOV-7); a red border only decides which Areas a route can reach at all. So the ids are:

* ``move <area>``: every route there does the same (the cheapest of the least tolled is walked);
* ``move <area> <route>``: one id per distinct route, when there are several (or the Move comes back to where it
  began, which only matters for what fires on the way). ``<route>`` names the Areas passed through, ``A2-A5``, or
  ``direct`` for a single border;
* then ``@k`` when the toll is paid by the hero of seat k (1-based, TG-GEN-5), as for every cost.
"""
from __future__ import annotations

import heapq

from games.core.contract import Msg
from games.core.errors import GameError
from games.thorgal import atlas, events
from games.thorgal import effects as fx
from games.thorgal.actions import payer_token

DIRECT = "direct"


def _tolled(state: dict) -> bool:
    """TG-MOV-7 (demo SR2): blue borders cost their toll unless the adventure's flag waives it."""
    ferry = atlas.rule(state, "blue_border_costs")
    return ferry is not None and ferry.get("waived_by_flag") not in state["flags"]


def toll(state: dict, route: dict) -> dict[str, int]:
    """The resources a route's blue borders cost in all (TG-MOV-7)."""
    ferry = atlas.rule(state, "blue_border_costs") or {}
    return {r: n * len(route["tolls"]) for r, n in ferry.get("cost", {}).items() if n and route["tolls"]}


def _neighbours(state: dict) -> dict[str, list[tuple[str, str]]]:
    order = {a: i for i, a in enumerate(atlas.areas(state))}
    spec = {b["id"]: b for b in atlas.adventure(state)["map"]["borders"]}
    out: dict[str, list[tuple[str, str]]] = {a: [] for a in order}
    for bid in state["board"]["borders"]:
        a, b = spec[bid]["areas"]
        out[a].append((b, bid))
        out[b].append((a, bid))
    return {a: sorted(n, key=lambda x: order[x[0]]) for a, n in out.items()}


def walks(state: dict, start: str, value: int) -> list[dict]:
    """Every way a Move of ``value`` from ``start`` can go, one per (end Area, Areas fired on the way, tolls, ended
    by a red border), the cheapest first (then the fewest steps, then the map's Area order): each a dict
    ``{"path", "cost", "fired": Areas entered that fire a trigger, in order, "tolls": [(border, from Area)]}``."""
    order = {a: i for i, a in enumerate(atlas.areas(state))}
    fires = {a for a in order if events.area_triggers(state, a)}
    red = atlas.rule(state, "red_border_ends_move") is not None
    tolled = _tolled(state)
    links = _neighbours(state)
    limit = value + len(order)  # steps: a border costs at least 1; a guard should data ever make one free
    heap = [(0, 0, (order[start],), [start], (), (), False)]
    seen, found = set(), []
    while heap:
        cost, steps, _, path, fired, tolls, ended = heapq.heappop(heap)
        key = (path[-1], fired, len(tolls), ended)
        if key in seen:
            continue
        seen.add(key)
        found.append({"path": path, "cost": cost, "fired": fired, "tolls": tolls})
        if ended or steps >= limit:
            continue
        here = path[-1]
        for other, bid in links[here]:
            border = state["board"]["borders"][bid]
            if border["type"] == "impassable" or bid in state["board"]["blocked"]:  # TG-MOV-2
                continue
            if not atlas.available(state, other):  # TG-MOV-3: passing through included
                continue
            spent = cost + border["multiplicity"]
            if spent > value:  # TG-MOV-1
                continue
            heapq.heappush(heap, (
                spent, steps + 1, tuple(order[a] for a in path + [other]), path + [other],
                fired + ((other,) if other in fires else ()),  # TG-MOV-5: each Area entered
                tolls + (((bid, here),) if border["type"] == "blue" and tolled else ()),  # TG-MOV-7
                red and border["type"] == "red"))  # TG-MOV-6: the Move ends in the Area just entered
    return found


def route_token(route: dict) -> str:
    return "-".join(route["path"][1:-1]) or DIRECT


def payers(state: dict, seat: int, route: dict) -> list[int]:
    """TG-MOV-7 with TG-GEN-5: who may pay a route's toll whole: the hero, or a hero standing in the Area where
    every paid crossing starts (its player is asked to consent, TG-ASY-5); ``[seat]`` for a free route."""
    cost = toll(state, route)
    if not cost:
        return [seat]
    out = []
    for s in [seat] + [x for x in range(len(state["heroes"])) if x != seat]:
        h = state["heroes"][s]
        if s != seat and any(h["area"] != origin for _, origin in route["tolls"]):
            continue
        if all(h["resources"].get(r, 0) >= n for r, n in cost.items()):
            out.append(s)
    return out


def options(state: dict, seat: int, value: int) -> list[tuple[tuple[str, ...], dict]]:
    """The Move's ids (without the payer) and the route each walks, destinations in order of their cheapest
    route. Per destination, routes that fire the same Areas in the same order are one choice: the least tolled,
    then the cheapest. A route back to the start that fires nothing is doing nothing (TG-ROW-11): not a Move."""
    start = state["heroes"][seat]["area"]
    groups: dict[str, dict[tuple, dict]] = {}
    for route in walks(state, start, value):
        dest = route["path"][-1]
        if len(route["path"]) < 2 or (dest == start and not route["fired"]):
            continue
        kept = groups.setdefault(dest, {}).get(route["fired"])
        if kept is None or len(route["tolls"]) < len(kept["tolls"]):
            groups[dest][route["fired"]] = route
    out = []
    for dest, by_fired in groups.items():
        several = len(by_fired) > 1 or dest == start
        for route in by_fired.values():
            out.append((("move", dest) + ((route_token(route),) if several else ()), route))
    return out


def moves(state: dict, seat: int, value: int) -> list[tuple[str, ...]]:
    """TG-MOV-1..7: the Move ids, each with its payer when a toll is due (TG-GEN-5)."""
    out = []
    for ids, route in options(state, seat, value):
        if not route["tolls"] or not toll(state, route):
            out.append(ids)
        else:
            out += [ids + payer_token(seat, p) for p in payers(state, seat, route)]
    return out


def find(state: dict, seat: int, tokens: tuple[str, ...], value: int) -> dict:
    """The route a Move id names (the payer token aside), or a localized reason why there is none."""
    dest = tokens[1] if len(tokens) > 1 else ""
    rest = [t for t in tokens[2:] if not t.startswith("@")]
    mine = [(ids, r) for ids, r in options(state, seat, value) if ids[1] == dest]
    if not mine:
        raise GameError("thorgal-err-move-to", rule="TG-MOV-1", area=fx.area_msg(state, dest)
                        if dest in atlas.areas(state) else str(dest)[:8])
    match = [r for ids, r in mine if list(ids[2:]) == rest]
    if match:
        return match[0]
    if not rest:  # TG-MOV-4: the path is the player's to declare
        raise GameError("thorgal-err-move-which", rule="TG-MOV-4", area=fx.area_msg(state, dest))
    raise GameError("thorgal-err-move-route", rule="TG-MOV-4", area=fx.area_msg(state, dest))


def do_move(state: dict, seat: int, tokens: tuple[str, ...], value: int, payer: int, ctx: dict,
            out: list) -> list[dict]:
    """TG-MOV-1..7: the named route; its tolls are paid by ``payer`` when the Move is declared (checked before
    anything changes: a toll nobody can pay makes the crossing illegal), then the figure enters each Area of the path
    in turn, and each entry fires the active Event card's triggers of that Area (TG-MOV-5, TG-EVT-7 a) before the
    next one."""
    route = find(state, seat, tokens, value)
    if payer not in payers(state, seat, route):
        raise GameError("thorgal-err-toll", rule="TG-MOV-7")
    purse = state["heroes"][payer]["resources"]
    for r, n in toll(state, route).items():
        purse[r] -= n
    path = route["path"]
    hero = fx.hero_msg(state, seat)
    if len(path) > 2:
        out.append(Msg("thorgal-ev-move-through", hero=hero, area=fx.area_msg(state, path[-1]),
                       through=Msg("thorgal-list", items=[fx.area_msg(state, a) for a in path[1:-1]])))
    else:
        out.append(Msg("thorgal-ev-move", hero=hero, area=fx.area_msg(state, path[-1])))
    return [{"t": "enter", "hero": seat, "area": area, "ctx": dict(ctx)} for area in path[1:]]


def enter(state: dict, task: dict, out: list) -> None:
    """An automatic task: the figure is in the Area now; the active Event card's ``enter_or_act_in_area`` triggers
    of that Area fire for the active hero (TG-EVT-7 a), before the figure goes on."""
    state["heroes"][task["hero"]]["area"] = task["area"]
    fx.push(state, [{"t": "effects", "list": list(effects), "ctx": dict(task["ctx"])}
                    for effects in events.area_triggers(state, task["area"])])


def describe(state: dict, tokens: tuple[str, ...]) -> tuple[Msg, dict | None]:
    """The words of a Move id (the payer aside) and its route (None when it is not offered now)."""
    act = state.get("act") or {}
    dest = tokens[1]
    area = fx.area_msg(state, dest) if dest in atlas.areas(state) else dest
    route = None
    if act.get("type") == "move" and act.get("value") is not None:
        try:
            route = find(state, act["seat"], tokens, act["value"])
        except GameError:
            route = None
    rest = [t for t in tokens[2:] if not t.startswith("@")]
    if not rest:
        return Msg("thorgal-mv-move", area=area), route
    if rest[0] == DIRECT:
        return Msg("thorgal-mv-move-direct", area=area), route
    through = [fx.area_msg(state, a) if a in atlas.areas(state) else a for a in rest[0].split("-")]
    return Msg("thorgal-mv-move-through", area=area, through=Msg("thorgal-list", items=through)), route


def route_msg(state: dict, token: str) -> Msg:
    """A route token as a step of the picker."""
    if token == DIRECT:
        return Msg("thorgal-route-direct")
    return Msg("thorgal-route-through", through=Msg("thorgal-list", items=[
        fx.area_msg(state, a) if a in atlas.areas(state) else a for a in token.split("-")]))
