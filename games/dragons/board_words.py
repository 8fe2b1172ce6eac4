"""Smoki's table in words (``Presentation.describe``, issue 55): the picture's alt text, from the view alone.

Whose turn first (or what everyone chooses, or who won), then the piles on offer, then each dream by slot with its
player's tokens and points, as the picture shows them."""
from __future__ import annotations

from games.core.contract import Msg, P
from games.dragons.rounds import CHAIN_PILE, INITIAL_REVEAL, RESOLVE_DRAW, card_msg


def describe(view: dict) -> list[Msg]:
    lines = [_now(view)]
    piles = [Msg("dragons-alt-pile", pile=p["name"], card=card_msg(p["top"]), n=p["count"]) if p.get("top") and
             p["count"] else Msg("dragons-alt-empty", pile=p["name"]) for p in view["piles"]]
    lines.append(Msg("dragons-alt-piles", piles=piles, deck=view["deck"]))
    tokens_mode = view["options"]["mode"] == "tokens"
    for seat, dream in enumerate(view["dreams"]):
        up = [Msg("dragons-hand-slot-up", slot=c["slot"], card=card_msg(c["card"])) for c in dream
              if c["up"] and c["card"]]
        down = [str(c["slot"]) for c in dream if not (c["up"] and c["card"])]
        cards = Msg("dragons-alt-cards", up=up or [Msg("dragons-hand-none")], down=", ".join(down) or "–")
        lines.append(Msg("dragons-alt-dream-tokens" if tokens_mode else "dragons-alt-dream", player=P(seat),
                         tokens=view["tokens"][seat], total=view["totals"][seat], cards=cards,
                         need=view["tokens_to_win"]))
    return lines


def _now(view: dict) -> Msg:
    if view.get("winners") is not None:
        return Msg("core-alt-over", players=[P(s) for s in view["winners"]], count=len(view["winners"]))
    if view["phase"] == INITIAL_REVEAL:
        waiting = [P(s) for s in view.get("actors") or []]
        return Msg("dragons-alt-reveal", round=view["round"], players=waiting, count=len(waiting))
    drawn = view.get("drawn") or {}
    if view["phase"] == RESOLVE_DRAW:
        return Msg("dragons-alt-drawn", round=view["round"], player=P(drawn.get("by", view["active"])))
    if view["phase"] == CHAIN_PILE:
        return Msg("dragons-alt-chain", round=view["round"], player=P((view.get("chain") or {}).get("by",
                                                                                              view["active"])))
    return Msg("dragons-alt-turn", round=view["round"], player=P(view["active"]))
