"""Hooks for the chat picker of Thorgal: what to choose next (prompt) and the words of every step button
(token_label). A whole move's words come from ``games.thorgal.labels``; a step's from here."""
from __future__ import annotations

from games.core.contract import Msg, next_tokens
from games.thorgal import decisions as dc
from games.thorgal import effects as fx
from games.thorgal import labels, routes
from games.thorgal.atlas import areas, locations
from games.thorgal.data import ACTION_CARDS, RESOURCES, SHAPES

VERBS = ("play", "go", "move", "tile", "gather", "assign", "sacrifice", "craft", "fight", "upgrade", "extra", "buy",
         "roll", "reroll", "critical", "done", "place", "finish", "item", "skill", "refresh", "skip", "stop",
         # the answers of decisions (games.thorgal.decisions)
         "res", "xp", "wound", "heal", "hero", "thread", "replace", "decline", "enemy", "type", "card", "pay",
         "discard", "keep", "consent", "order", "cover")
STEP_PROMPTS = {"play": ("source", "target", "main"), "tile": ("shape", "orientation", "column", "row"),
                "wound": ("shape", "orientation", "cell"), "place": ("die", "orientation", "column", "row"),
                "assign": ("location", "resource"), "fight": ("location", "enemy"), "craft": ("item",),
                "pay": ("payer", "resource"), "enemy": ("location", "enemy"), "gather": ("column", "row"),
                "cover": ("column", "row"), "move": ("area", "route")}


def prompt(game, state: dict, seat: int, prefix: tuple[str, ...]) -> Msg | None:
    task = dc.pending(state)
    if not prefix:
        if task is not None:
            return Msg(f"thorgal-prompt-{task['t']}")
        return Msg(f"thorgal-prompt-stage-{state.get('stage', 'token')}")
    names = STEP_PROMPTS.get(prefix[0])
    if names is None:
        return None
    if prefix[0] == "move" and task is not None:  # ``move yes|no``: an optional relocation (move_hero)
        return Msg(f"thorgal-prompt-{task['t']}")
    if prefix[0] == "move" and len(prefix) >= 2:  # after the Area: the way (several differ), else who pays
        follow, _ = next_tokens(game.legal_moves(state, seat), prefix)
        if follow and all(t.startswith("@") for t in follow):
            return Msg("thorgal-prompt-step-payer")
    return Msg(f"thorgal-prompt-step-{names[min(len(prefix) - 1, len(names) - 1)]}")


def token_label(game, state: dict, seat: int, prefix: tuple[str, ...], token: str) -> Msg | None:
    ids = prefix + (token,)
    whole = next((m.label for m in game.legal_moves(state, seat) if m.tokens == ids), None)
    if whole is not None and (len(ids) > 1 or token not in VERBS):
        return whole
    if not prefix:
        return Msg(f"thorgal-verb-{token}") if token in VERBS else whole
    verb, n = prefix[0], len(prefix)
    if verb == "play":
        if n == 1:
            return Msg("thorgal-from-out") if token == "out" else Msg("thorgal-from-slot", n=int(token))
        if n == 2:
            return labels.action_card_msg(state["row"][int(token) - 1]["card"])
        card = ACTION_CARDS[state["row"][int(prefix[2]) - 1]["card"]]
        return Msg(f"thorgal-action-{card['main'][int(token[1:]) - 1]['type']}")
    if token in SHAPES:
        return labels.shape_msg(token)
    if token.startswith("o") and token[1:].isdigit():
        return Msg("thorgal-orientation", n=int(token[1:]))
    if verb in ("tile", "place") and token.isdigit() and n >= 2:
        return Msg("thorgal-column" if n == len(STEP_PROMPTS[verb]) - 2 else "thorgal-row", n=int(token) + 1)
    if verb in ("gather", "cover") and token.isdigit():
        return Msg("thorgal-column" if n == 1 else "thorgal-row", n=int(token) + 1)
    if verb == "place" and n == 1:
        return Msg("thorgal-die", n=int(token))
    if verb == "move" and n == 1 and token in areas(state):
        return Msg("thorgal-mv-move", area=fx.area_msg(state, token))
    if verb == "move" and n == 2 and not token.startswith("@"):
        return routes.route_msg(state, token)
    if token in locations(state):
        return fx.location_msg(state, token)
    if token.startswith("@") and token[1:].isdigit():
        return Msg("thorgal-payer", hero=fx.hero_msg(state, int(token[1:]) - 1))
    if token in RESOURCES:
        return fx.res_msg(token)
    if "@" in token and token.partition("@")[0] in RESOURCES:
        return labels.resources_msg([token], state)
    if verb == "pay" and n == 1 and token.isdigit():
        return fx.hero_msg(state, int(token))
    if verb == "order":
        from games.thorgal.data import ENEMY_CARDS

        return fx.text(ENEMY_CARDS[token], "name") if token in ENEMY_CARDS else None
    if verb == "craft" and token.isdigit():
        return labels.item_msg(state["display"][int(token) - 1])
    return whole
