"""Simurgh's table in words (``Presentation.describe``, issue 55): the picture's alt text, from the view alone.

Whose turn first (or the draft, or the result), then the action tiles on the Display, then each player's Prestige
Points, resources, vassals in supply and dragons, then the vassals on the board."""
from __future__ import annotations

from games.core.contract import Msg, P
from games.simurgh.data import RESOURCES
from games.simurgh.drafts import ACTION_ROUNDS
from games.simurgh.labels import and_msg, dragon_msg, space_msg, tile_msg, vassal_msg
from games.simurgh.setup import DRAFT_POWER, GAME_OVER, PLAY


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
    for slot, entry in sorted((view["board"].get("wilds") or {}).items()):  # the Wilds: vassals on laid tiles
        for space, occs in sorted(((entry or {}).get("vassals") or {}).items()):
            if occs:
                lines.append(Msg("simurgh-alt-wilds", n=slot.removeprefix("WS"), space=space_msg(space),
                                 who=[Msg("simurgh-alt-who", player=P(seat), vassal=vassal_msg(v))
                                      for seat, v in occs]))
    return lines


def _now(view: dict) -> Msg:
    final = view.get("final")
    if view["phase"] == GAME_OVER and final:
        return Msg("core-alt-over", players=[P(s) for s in final["winners"]], count=len(final["winners"]))
    line = draft_now(view)
    if line is not None:
        return line
    seat = view["active"] if view.get("active") is not None else view["turn"]["seat"]  # (a choice of another seat)
    return Msg("simurgh-alt-turn", player=P(seat))



def draft_now(view: dict) -> Msg | None:
    """The draft under way before the first turn (Dragonlord mode), None when none is: the power draft and the
    action draft one player at a time (SIM-14.3, SIM-14.4), the dragon choice by everyone at once (SIM-3.13)."""
    draft = view.get("draft") or {}
    if view["phase"] == DRAFT_POWER:
        return Msg("simurgh-board-draft-power", player=P(draft["seat"]), n=draft["offered"])
    if view["phase"] in (PLAY, GAME_OVER):
        return None
    if draft.get("kind") == "action":
        return Msg("simurgh-board-draft-action", player=P(draft["seat"]), pick=draft["picks"] + 1,
                   total=ACTION_ROUNDS * view["players"])
    if draft.get("kind") == "dragon":
        done = [P(s) for s, c in enumerate(draft["chosen"]) if c]
        waiting = [P(s) for s, c in enumerate(draft["chosen"]) if not c]
        return Msg("simurgh-board-draft-dragon", done=len(done), chosen=and_msg(done) if done else "",
                   left=len(waiting), waiting=and_msg(waiting) if waiting else "")
    return None
