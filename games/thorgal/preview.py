"""A Journey tile, a wound or a Combat tile drawn where it would go, before the player confirms it (issue 11;
the presentation's ``preview``): only the cells are added; no space is resolved, so nothing hidden shows."""
from __future__ import annotations

from games.core.contract import deep_copy
from games.thorgal import actions, fight, views
from games.thorgal import decisions as dc
from games.thorgal.moves import move_ids


def preview(state: dict, seat: int, move_id: str) -> tuple[dict, str | None] | None:
    """``(view, page)`` of the table with the move's piece put where it would go, or None."""
    tokens = move_id.split()
    if not tokens or tokens[0] not in ("tile", "wound", "place") or move_id not in move_ids(state, seat):
        return None
    work = deep_copy(state)
    if tokens[0] == "tile":
        work["path"]["tiles"].append([list(c) for c in actions.tile_cells(*tokens[1:])])
        page = None
    elif tokens[0] == "wound":
        hero = work["heroes"][dc.pending(work)["seat"]]
        hero["wounds"].append({"shape": tokens[1], "cells": [list(c) for c in dc.wound_cells(hero, *tokens[1:])]})
        page = "heroes"
    else:
        f = work["fight"]
        shape = fight.combat.tile_shape(f["pool"][int(tokens[1]) - 1])
        o = fight.geo.orientations(shape)[int(tokens[2][1:]) - 1]
        f["placed"].append([int(tokens[1]) - 1, [[x + int(tokens[3]) - 1, y + int(tokens[4]) - 1] for x, y in o]])
        page = None
    return views.view(work, seat), page
