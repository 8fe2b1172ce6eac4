"""The per-seat view (docs/bunny_kingdom-view.md), the actors and the result.

Hidden information (BK-15.2/BK-15.3) never leaves here: hands, picks, parchments, 2-player discards, construction
plans, pending universal and copy choices appear only in their owner's ``private`` part; everybody else sees counts
and "has submitted" flags. At the end parchments and copy targets become public (BK-15.4).
"""
from __future__ import annotations

from games.bunny_kingdom import harvest, scoring
from games.bunny_kingdom.cards import CAMP, building, sort_cards
from games.bunny_kingdom.data import DATA, GAME_ID, LUXURY, ROUNDS, SQUARES, pass_direction
from games.bunny_kingdom.drafting import picks_per_round
from games.bunny_kingdom.fiefs import fiefs, production
from games.bunny_kingdom.state import BUILD, CAMP_STEP, COPY, GAME_OVER, PICK, UNIVERSAL
from games.core.contract import Msg, P, Result, deep_copy

COLORS = tuple(c["id"] for c in DATA["player_colors"])


def actors(state: dict) -> set[int]:
    """Who must still act (the ones to ping). Players who already submitted a simultaneous choice may still change
    it (BK-16.1, BK-16.3 to 16.5); ``Rules.apply`` lets them through."""
    phase = state["phase"]
    if phase == PICK:
        return {s for s, p in enumerate(state["picks"]) if p is None}
    if phase == CAMP_STEP:
        return {state["camp"]["seat"]}
    if phase == BUILD:
        return {s for s, d in enumerate(state["done"]) if not d}
    if phase == UNIVERSAL:
        return harvest.pending_seats(state)
    if phase == COPY:
        return scoring.pending_seats(state)
    return set()


def submitted(state: dict) -> list[bool]:
    """Per seat: nothing more is awaited from this player in the current step (never *what* they chose)."""
    waiting = actors(state)
    return [s not in waiting for s in range(state["players"])]


def _production(state: dict, seat: int) -> dict:
    """Units per resource over the player's squares (universal farms: last public choice), luxury total, farms."""
    counts = {"wood": 0, "fish": 0, "carrots": 0, "luxury": 0, "universal": 0}
    buildings = state["buildings"]
    for sq, s in state["owner"].items():
        if s != seat:
            continue
        for res in production(sq, buildings):
            counts["luxury" if res in LUXURY else res] += 1
        b = buildings.get(sq)
        if b is not None and b["type"] == "factory" and b["resource"] == "universal":
            counts["universal"] += 1
    return counts


def _player(state: dict, s: int, end: bool) -> dict:
    return {
        "seat": s,
        "color": COLORS[s],
        "score": state["scores"][s],
        "harvests": list(state["harvests"][s]),
        "hand": len(state["hands"][s]),
        "reserve": len(state["reserves"][s]),
        "parchments": len(state["parchments"][s]),
        "discards": len(state["discards"][s]),
        "unbuilt": sort_cards(state["unbuilt"][s]),
        "used": list(state["used"][s]),
        "squares": sum(1 for o in state["owner"].values() if o == s),
        "fiefs": len(fiefs(state["owner"], state["buildings"], s)),
        "camps_played": sum(1 for c in state["unbuilt"][s] + state["used"][s] if building(c) == CAMP),
        "production": _production(state, s),
        "revealed_parchments": sort_cards(state["parchments"][s]) if end else None,
    }


def _private(state: dict, seat: int) -> dict:
    phase = state["phase"]
    owner = state["owner"]
    return {
        "hand": sort_cards(state["hands"][seat]),
        "pick": list(state["picks"][seat]) if state["picks"][seat] is not None else None,
        "parchments": sort_cards(state["parchments"][seat]),
        "discards": list(state["discards"][seat]),
        "passed": list(state["passed"][seat]) if phase == PICK else [],
        "unbuilt": sort_cards(state["unbuilt"][seat]),
        "plan": deep_copy(state["plans"][seat]) if phase == BUILD else [],
        "done": state["done"][seat] if phase == BUILD else None,
        "universal": {sq: r for sq, r in state["universal"].items() if owner.get(sq) == seat},
        "copies": {c: t for c, t in state["copies"].items() if scoring.holder(state, c) == seat},
    }


def private_view(state: dict, seat: int | None) -> dict | None:
    """Just the ``private`` part of :func:`view` (cheap: the bot asks for every seat after every move)."""
    ok = seat is not None and isinstance(seat, int) and 0 <= seat < state["players"]
    return _private(state, seat) if ok else None


def view(state: dict, seat: int | None) -> dict:
    n, phase = state["players"], state["phase"]
    end = phase in (COPY, GAME_OVER)
    board = {sq: {"terrain": SQUARES[sq]["terrain"], "owner": state["owner"].get(sq),
                  "building": deep_copy(state["buildings"].get(sq))} for sq in SQUARES}
    mine = seat is not None and isinstance(seat, int) and 0 <= seat < n
    copies = None
    if phase == COPY:
        copies = {c: {"seat": scoring.holder(state, c), "chosen": t is not None, "target": None}
                  for c, t in state["copies"].items()}
    elif phase == GAME_OVER:
        copies = {c: {"seat": scoring.holder(state, c), "chosen": True, "target": t}
                  for c, t in state["copies"].items()}
    return {
        "game": GAME_ID,
        "seat": seat,
        "players": n,
        "options": dict(state["options"]),
        "round": state["round"],
        "rounds": ROUNDS,
        "pick": state["pick"],
        "picks_per_round": picks_per_round(n),
        "direction": pass_direction(state["round"]),
        "phase": phase,
        "actors": sorted(actors(state)),
        "submitted": submitted(state),
        "deck": len(state["deck"]),
        "board": board,
        "lava": [list(e) for e in DATA["board"]["lava_edges"]],
        "camp": deep_copy(state["camp"]),
        "universal": {sq: {"seat": state["owner"][sq], "chosen": r is not None}
                      for sq, r in state["universal"].items()},
        "copies": copies,
        "players_info": [_player(state, s, end) for s in range(n)],
        "scores": list(state["scores"]),
        "last_reveal": deep_copy(state["last_reveal"]),
        "last_camp": deep_copy(state["last_camp"]),
        "last_build": deep_copy(state["last_build"]),
        "last_harvest": deep_copy(state["last_harvest"]),
        "final": deep_copy(state["final"]),
        "winners": list(state["winners"]) if state["winners"] is not None else None,
        "private": _private(state, seat) if mine else None,
    }


def ranks_of(scores: list[int]) -> list[int]:
    """1 = best; ties share a rank (1, 1, 3)."""
    return [1 + sum(1 for o in scores if o > s) for s in scores]


def result(state: dict) -> Result:
    finished = state["phase"] == GAME_OVER
    scores = list(state["scores"])
    winners = list(state["winners"] or [])
    breakdown = {
        "harvests": [list(h) for h in state["harvests"]],
        "final": deep_copy(state["final"]),
        "copies": dict(state["copies"]) if finished else None,
    }
    if finished:
        summary = Msg("bunny_kingdom-summary-over", players=[P(s) for s in winners], count=len(winners),
                      n=max(scores))
    else:
        summary = Msg("bunny_kingdom-summary-ongoing", round=state["round"], phase=Msg(
            f"bunny_kingdom-phase-{state['phase'].lower()}"))
    return Result(finished=finished, scores=scores, winners=winners, ranks=ranks_of(scores), breakdown=breakdown,
                  summary=summary)
