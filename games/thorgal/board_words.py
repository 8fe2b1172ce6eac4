"""Thorgal's table in words (``Presentation.describe``, issue 55): the picture's alt text, from the view alone.

Which hero acts (or how the adventure ended), then the Action row on offer, each hero's Area, resources, threat,
tracks, wounds and items, the enemies on the map and the Item Display."""
from __future__ import annotations

from games.core.contract import Msg
from games.thorgal import labels
from games.thorgal.effects import area_msg, hero_msg, location_msg, res_msg
from games.thorgal.moves import decider
from games.thorgal.text_board import tokens_msg


def describe(view: dict) -> list[Msg]:
    lines = [_now(view)]
    tokens = view.get("tokens") or []
    row = []
    for k, c in enumerate(view.get("row") or []):  # each card with the tokens under it: the turn moves one
        if not c.get("card"):
            continue
        under = [t for t in tokens if t["slot"] == k]
        card = labels.action_card_msg(c["card"])
        row.append(Msg("thorgal-alt-row-card-tokens", n=k + 1, card=card, tokens=tokens_msg(under)) if under
                   else Msg("thorgal-alt-row-card", n=k + 1, card=card))
    beside = [t for t in tokens if t["slot"] is None]
    if beside:
        row.append(Msg("thorgal-board-beside", tokens=tokens_msg(beside)))
    if row:
        lines.append(Msg("thorgal-alt-row", cards=row))
    for seat, hero in enumerate(view["heroes"]):
        res = [res_msg(r, n) for r, n in hero["resources"].items() if n]
        items = [labels.item_msg(i) for i in hero.get("items") or []]
        lines.append(Msg("thorgal-alt-hero", hero=hero_msg(view, seat), area=area_msg(view, hero["area"]),
                         resources=res or [Msg("thorgal-alt-none")], threat=hero["threat"], combat=hero["combat"],
                         journey=hero["journey"], wounds=len(hero.get("wounds") or []),
                         items=items or [Msg("thorgal-alt-none")]))
    for loc, found in (view.get("board") or {}).get("enemies", {}).items():  # a line a Location (its own list)
        if found:
            lines.append(Msg("thorgal-alt-enemies-at", where=location_msg(view, loc),
                             enemies=[Msg(f"thorgal-strength-{e}") for e in found]))
    if view.get("display"):
        lines.append(Msg("thorgal-alt-display", items=[labels.item_msg(i) for i in view["display"]]))
    return lines


def _now(view: dict) -> Msg:
    result = view.get("result")
    if result:
        return Msg("thorgal-result-win" if result.get("outcome") == "win" else "thorgal-result-loss")
    seat = decider(view)
    if seat is None:
        return Msg("thorgal-alt-round", round=view["round"])
    return Msg("thorgal-alt-turn", round=view["round"], hero=hero_msg(view, seat))
