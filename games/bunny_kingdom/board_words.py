"""Królestwo Królików's table in words (``Presentation.describe``, issue 55): the picture's alt text, from the view.

What is being decided and who still has to (the picks, the construction, a camp, the final choices), then the
points with each harvest, then each kingdom in short: squares and fiefs, parchments, buildings to place, the cards
in hand (counts only: the view shows no other hand)."""
from __future__ import annotations

from games.bunny_kingdom.state import BUILD, CAMP_STEP, GAME_OVER, PICK
from games.core.contract import Msg, P


def describe(view: dict) -> list[Msg]:
    waiting = [P(s) for s in view.get("actors") or []]
    phase = view["phase"]
    if phase == GAME_OVER:
        now = Msg("core-alt-over", players=[P(s) for s in view.get("winners") or []],
                  count=len(view.get("winners") or []))
    elif phase == PICK:
        now = Msg("bunny_kingdom-alt-pick", round=view["round"], rounds=view["rounds"], pick=view["pick"],
                  picks=view["picks_per_round"], players=waiting, count=len(waiting))
    elif phase == BUILD:
        now = Msg("bunny_kingdom-alt-build", round=view["round"], rounds=view["rounds"], players=waiting,
                  count=len(waiting))
    elif phase == CAMP_STEP:
        now = Msg("bunny_kingdom-alt-camp", round=view["round"], rounds=view["rounds"], players=waiting)
    else:  # the universal farms' and copy cards' choices before the final scoring
        now = Msg("bunny_kingdom-alt-final-choices", players=waiting, count=len(waiting))
    lines = [now, Msg("bunny_kingdom-alt-scores", players=[
        Msg("bunny_kingdom-alt-score", player=P(p["seat"]), n=p["score"],
            harvests=", ".join(str(h) for h in p["harvests"]) or "–") for p in view["players_info"]])]
    for p in view["players_info"]:
        lines.append(Msg("bunny_kingdom-alt-kingdom", player=P(p["seat"]), squares=p["squares"], fiefs=p["fiefs"],
                         parchments=p["parchments"], unbuilt=len(p["unbuilt"]), hand=p["hand"]))
    return lines
