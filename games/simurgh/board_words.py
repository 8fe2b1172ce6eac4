"""Simurgh's table in words (``Presentation.describe``, issue 55): the picture's alt text, from the view alone.

Whose turn first (or the draft, or the result), then the action tiles on the Display, then each player's Prestige
Points, resources, vassals in supply and dragons, then the vassals on the board."""
from __future__ import annotations

from games.core.contract import Msg, P
from games.simurgh.data import RESOURCES
from games.simurgh.labels import dragon_msg, space_msg, tile_msg, vassal_msg
from games.simurgh.setup import DRAFT_POWER, GAME_OVER


def describe(view: dict) -> list[Msg]:
    lines = [_now(view)]
    display = [Msg("simurgh-alt-slot", n=s.lstrip("S"), tile=tile_msg(t)) for s, t in view["board"]["display"].items()
               if t]
    lines.append(Msg("simurgh-alt-display", tiles=display or [Msg("simurgh-alt-none")],
                     stack=view["stacks"]["action"]))
    for s, seat in enumerate(view["seats"]):
        res = [Msg(f"simurgh-res-{r}", n=seat["resources"][r]) for r in RESOURCES if seat["resources"].get(r)]
        vassals = [Msg("simurgh-alt-vassals", vassal=vassal_msg(v), n=x["supply"])
                   for v, x in seat["vassals"].items() if x["supply"]]
        lines.append(Msg("simurgh-alt-seat", player=P(s), pp=seat["pp"], resources=res or [Msg("simurgh-alt-none")],
                         vassals=vassals or [Msg("simurgh-alt-none")], hand=len(seat["hand"]),
                         dragons=[dragon_msg(d["id"]) for d in seat["dragons"]] or [Msg("simurgh-alt-none")]))
    for space, occs in view["board"]["city"].items():  # one line a space (its vassals are a list of their own)
        lines.append(Msg("simurgh-alt-placed", space=space_msg(space),
                         who=[Msg("simurgh-alt-who", player=P(seat), vassal=vassal_msg(v)) for seat, v in occs]))
    return lines


def _now(view: dict) -> Msg:
    final = view.get("final")
    if view["phase"] == GAME_OVER and final:
        return Msg("core-alt-over", players=[P(s) for s in final["winners"]], count=len(final["winners"]))
    if view["phase"] == DRAFT_POWER:
        return Msg("simurgh-alt-draft")
    seat = view["active"] if view.get("active") is not None else view["turn"]["seat"]  # (a choice of another seat)
    return Msg("simurgh-alt-turn", player=P(seat))
