"""The per-seat view (docs/dragon_castle-view.md) and the result.

Hidden information (DC-14.3) is removed HERE and nowhere else: covered castle tiles never appear (only each stack's
height and top tile), face-down realm tiles show no face. The active player's pending steps (not yet public) appear
only in their own view, as ``private.preview`` (the same schema as the public part, computed on the preview state).
"""
from __future__ import annotations

from games.core.contract import Msg, P, Result, deep_copy
from games.dragon_castle import castle as cs
from games.dragon_castle import layouts, scoring
from games.dragon_castle.data import LAYOUTS, kind
from games.dragon_castle.legal import spirit_moves
from games.dragon_castle.realm import RCELLS, sets_to_merge
from games.dragon_castle.setup import GAME_OVER
from games.dragon_castle.steps import faith_cells, last_player, must_summon, stage, summon_error
from games.dragon_castle.turns import preview


def actors(state: dict) -> set[int]:
    return set() if state["phase"] == GAME_OVER else {state["active"]}


def castle_view(castle: dict) -> dict:
    hs = {cell: len(stack) for cell, stack in castle.items()}
    top = max(hs.values(), default=0)
    cells = []
    for cell, stack in castle.items():
        h = hs[cell]
        cells.append({"cell": cell, "h": h, "top": kind(stack[-1]) if stack else None,
                      "available": h > 0 and (hs.get(cs.WEST[cell], 0) < h or hs.get(cs.EAST[cell], 0) < h),
                      "short_free": h > 0 and (hs.get(cs.NORTH[cell], 0) < h or hs.get(cs.SOUTH[cell], 0) < h),
                      "top_floor": h > 0 and h == top})
    return {"rows": cs.ROWS, "cols": cs.COLS, "top_floor": top, "tiles_left": sum(hs.values()), "cells": cells}


def realm_view(realm: list[dict]) -> list[dict]:
    return [{"cell": RCELLS[i], "h": len(sp["tiles"]), "up": sp["up"],
             "top": kind(sp["tiles"][-1]) if sp["up"] else None, "shrine": sp["shrine"]}
            for i, sp in enumerate(realm)]


def turn_view(state: dict) -> dict | None:
    if state["phase"] == GAME_OVER:
        return None
    t = state["turn"]
    realm = state["realms"][t["seat"]]
    return {
        "seat": t["seat"],
        "stage": stage(state),
        "action": t["action"],
        "taken": [{"cell": x["cell"], "tile": kind(x["tile"]), "floor": x["floor"], "elegance": x["elegance"]}
                  for x in t["taken"]],
        "held": [kind(x) for x in t["held"]],
        "used": list(t["used"]),
        "modifiers": list(t["modifiers"]),
        "elegance": t["elegance"],
        "power": None if t["power"] is None else {
            "id": t["power"]["id"], "moves": len(t["power"]["moved"]), "flipped": t["power"]["flipped"]},
        "build": None if t["build"] is None else {
            "cells": [RCELLS[i] for i in t["build"]["cells"]], "cap": t["build"]["cap"]},
        "sets": [[RCELLS[i] for i in g] for g in sets_to_merge(realm)],
        "faith_cells": [RCELLS[i] for i in faith_cells(realm, t)],
        "castle_cells": list(t["castle_cells"]),
        "realm_cells": list(t["realm_cells"]),
        "log": deep_copy(t["log"]),
    }


def public_view(state: dict) -> dict:
    n = state["players"]
    if state["layout"] == layouts.CUSTOM:  # DC-13.6: the counts whose ground-floor range the grid meets
        recommended = layouts.recommended_players(state["options"]["grid"])
    else:
        recommended = list(LAYOUTS[state["layout"]]["recommended_players"])
    track = state["track"]
    return {
        "game": "dragon_castle",
        "players": n,
        "options": dict(state["options"]),
        "layout": {"id": state["layout"], "recommended": recommended, "suited": n in recommended,
                   "warnings": deep_copy(state.get("layout_warnings", []))},
        "phase": state["phase"],
        "round": state["round"],
        "turns": state["turns"],
        "first": state["first"],
        "last_player": last_player(state),
        "active": state["active"],
        "actors": sorted(actors(state)),
        "castle": castle_view(state["castle"]),
        "summon_allowed": summon_error(state) is None,
        "summon_forced": must_summon(state),
        "discard": [kind(x) for x in state["discard"]],
        "realms": [realm_view(r) for r in state["realms"]],
        "pools": list(state["pools"]),
        "supply": state["supply"],
        "vp": deep_copy(state["vp"]),
        "tokens": list(state["tokens"]),
        "track": {"stack": track[0], "spaces": [bool(x) for x in track[1:]], "left": sum(track)},
        "final_round": state["final"],
        "spirits": list(state["spirits"]),
        "dragons": list(state["dragons"]),
        "turn": turn_view(state),
        "scores": scoring.all_breakdowns(state),
        "last": deep_copy(state["last"]),
        "winners": list(state["winners"]) if state["winners"] is not None else None,
    }


def private_view(state: dict, seat: int | None) -> dict | None:
    """The mover's pending steps and the preview of the board after them; nobody else has a private part."""
    pending = state["turn"]["pending"]
    if seat is not None and seat == state["active"] and pending and state["phase"] != GAME_OVER:
        after = preview(state)
        # at the turn's end: whether a spirit may still be used, so that "next" never offers what cannot be done
        spirits = stage(after) == "end" and bool(spirit_moves(after, seat, "end"))
        shown = public_view(after)
        # what comes next in words, the same on the picture and in the text: at the end, a spirit only if one can
        shown["turn"]["next"] = "confirm" if stage(after) == "end" and not spirits else stage(after)
        return {"pending": list(pending), "preview": shown}
    return None


def view(state: dict, seat: int | None) -> dict:
    out = public_view(state)
    out["seat"] = seat
    out["private"] = private_view(state, seat)
    return out


def result(state: dict) -> Result:
    rows = scoring.all_breakdowns(state)
    ranks, winners = scoring.ranking(rows)
    finished = state["phase"] == GAME_OVER
    scores = [r["total"] for r in rows]
    if finished:
        winners = list(state["winners"])
        summary = Msg("dragon_castle-summary-over", players=[P(s) for s in winners], count=len(winners),
                      n=scores[winners[0]])
        why = scoring.tie_msg(rows, winners)
        if why is not None:  # a tie of points: which tie-break decided it, with its figures
            summary = Msg("dragon_castle-tie-why", what=summary, why=why)
    else:
        winners = []
        summary = Msg("dragon_castle-summary-ongoing", round=state["round"], tiles=cs.tiles_left(state["castle"]))
    return Result(finished=finished, scores=scores, winners=winners, ranks=ranks,
                  breakdown={"players": rows, "dragons": list(state["dragons"]), "spirits": list(state["spirits"])},
                  summary=summary)
