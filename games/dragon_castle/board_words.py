"""Zamek Smoków's table in words (``Presentation.describe``, issue 55): the picture's alt text, from the view alone.

Whose turn first, then what the castle offers (identical available tiles first: a pair is what a player takes), the
points and shrine pools, the countdown, the cards in play, each realm in short, and the single free tiles."""
from __future__ import annotations

from games.core.contract import Msg, P
from games.dragon_castle.text_board import offer_rows


def describe(view: dict) -> list[Msg]:
    lines = [_now(view)]
    turn = view.get("turn") or {}
    singles: list[Msg] = []
    if turn.get("stage") == "choose" and turn.get("held"):  # a tile in hand: what is left of the action
        lines += offer_rows(view)
    else:
        # a pair starts on the top floor (DC-6.1); its second tile may lie on any floor
        offer: dict[str, list[dict]] = {}
        for c in view["castle"]["cells"]:
            if c["available"] and c["top"]:
                offer.setdefault(c["top"], []).append(c)
        pairs = [Msg("dragon_castle-alt-kind", tile=Msg(f"dragon_castle-tile-{k}"),
                     cells=", ".join(c["cell"] for c in v))
                 for k, v in offer.items() if len(v) > 1 and any(c["top_floor"] for c in v)]
        singles = [Msg("dragon_castle-alt-kind", tile=Msg(f"dragon_castle-tile-{k}"), cells=v[0]["cell"])
                   for k, v in offer.items() if len(v) == 1 and v[0]["top_floor"]]
        lines.append(Msg("dragon_castle-alt-pairs", kinds=pairs) if pairs else Msg("dragon_castle-alt-no-pairs"))
    scores = view.get("scores") or []
    lines.append(Msg("dragon_castle-alt-scores", players=[
        Msg("dragon_castle-alt-score", player=P(s), n=row["total"], pool=view["pools"][s])
        for s, row in enumerate(scores)]))
    track = view["track"]
    lines.append(Msg("dragon_castle-alt-final-round") if view.get("final_round") else
                 Msg("dragon_castle-alt-countdown", n=sum(track["spaces"])))  # spaces 4..1 (DC-11.2-11.3)
    cards = [Msg(f"dragon_castle-spirit-{x}") for x in view.get("spirits") or []]
    cards += [Msg(f"dragon_castle-dragon-{x}") for x in view.get("dragons") or []]
    if cards:
        lines.append(Msg("dragon_castle-alt-cards", cards=cards))
    for s, realm in enumerate(view["realms"]):
        covered = [sp for sp in realm if sp["h"]]
        lines.append(Msg("dragon_castle-alt-realm", player=P(s), n=len(covered),
                         up=sum(1 for sp in covered if sp["up"]), shrines=sum(1 for sp in realm if sp["shrine"])))
    if singles:
        lines.append(Msg("dragon_castle-alt-singles", kinds=singles))
    return lines


def _now(view: dict) -> Msg:
    if view.get("winners"):
        return Msg("core-alt-over", players=[P(s) for s in view["winners"]], count=len(view["winners"]))
    return Msg("dragon_castle-alt-turn", round=view["round"], player=P(view["active"]),
               stage=Msg(f"dragon_castle-stage-{view['turn']['stage']}"))
