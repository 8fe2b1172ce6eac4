"""Hooks for the step-by-step chat picker (SIM-17.3): what to choose next (prompt), the words of each step button
(token_label), the usual first steps (quick_moves) and the one-line summary of a seat's secrets."""
from __future__ import annotations

from games.core.contract import Msg, Result
from games.core.presentation import Presentation
from games.simurgh import legal, resolve
from games.simurgh.board_words import describe
from games.simurgh.data import DRAGONS, RESOURCES, SCOUTS_SLOTS, SPACES, TILES, WILDS_SLOTS
from games.simurgh.drafts import DRAGON_CHOICE
from games.simurgh.labels import (
    ability_msg,
    bundle_msg,
    dragon_msg,
    exchange_msg,
    objective_msg,
    raw_bundle_msg,
    slot_msg,
    space_msg,
    tile_msg,
    vassal_msg,
)
from games.simurgh.setup import GAME_OVER, PLAY
from games.simurgh.text_board import text_board

VERBS = ("place", "lay", "withdraw", "explore", "ability", "end")
VASSALS = ("spearman", "dragonrider")  # SIM-4.1
#: the first tokens of the answers to a pending decision and of the Dragonlord drafts (a button each)
ANSWER_VERBS = ("trigger", "extra", "keep", "return", "discard", "take", "unmark", "spend", "marker", "objective",
                "power", "draft", "dragon")


#: answers of a pending decision whose question is the decision's own (SIM-7.10, SIM-11.3, the Scouts' Quarters, the
#: Monument, SIM-7.6, SIM-7.7), also when the picker opens after their verb
TASK_VERBS = ("keep", "marker", "take", "objective", "unmark", "spend")


def _moves(state: dict, seat: int, prefix: tuple[str, ...]) -> list:
    n = len(prefix)
    return [m for m in legal.legal_moves(state, seat) if m.tokens[:n] == prefix]


def _setup_prompt(state: dict, seat: int, prefix: tuple[str, ...]) -> Msg:
    """The drafts' questions (SIM-14.3, SIM-14.4) and the secret dragon choice (SIM-3.13): which dragon you keep,
    then where each of the other two goes, by name."""
    if not prefix:
        return Msg(f"simurgh-prompt-{state['phase'].lower()}")
    if prefix[0] == "dragon" and state["phase"] == DRAGON_CHOICE:
        if len(prefix) == 1:
            return Msg("simurgh-prompt-dragon-keep")
        others = [x for x in state["draft"]["offers"][seat] if x != prefix[1]]
        k = len(prefix) - 2
        if k < len(others):
            return Msg("simurgh-prompt-dragon-where", dragon=dragon_msg(others[k]))
    return Msg("simurgh-prompt-where")


def prompt(state: dict, seat: int, prefix: tuple[str, ...]) -> Msg | None:
    if state["phase"] == GAME_OVER:
        return None
    if state["phase"] != PLAY:
        return _setup_prompt(state, seat, prefix)
    if seat != state["active"]:
        return None
    task = resolve.pending(state)
    if not prefix:
        if task is not None:
            return resolve.task_prompt(state, task)
        return Msg("simurgh-prompt-main" if state["turn"]["main"] is None else "simurgh-prompt-free")
    verb, n = prefix[0], len(prefix)
    if task is not None and verb in TASK_VERBS and n == 1:  # the answer's verb is a step of its own (a single one)
        return resolve.task_prompt(state, task)
    if verb == "objective" and n == 2 and prefix[1] != "none":  # SIM-8.12: the objective is chosen, now its slot
        return Msg("simurgh-hand-prompt-monument-slot", objective=objective_msg(prefix[1]))
    steps = {"place": ("space", "vassal", "option"), "explore": ("tile-explore", "option"),
             "ability": ("dragon", "ability", "option"), "withdraw": ("withdraw",), "unmark": ("unmark", "unmark"),
             "lay": ("tile", "slot", "space", "vassal", "option"),
             "return": ("return-what", "where"), "discard": ("where",),
             "trigger": ("dragon", "ability", "option"), "extra": ("dragon", "ability", "option")}
    names = steps.get(verb)
    if names is None:
        return None
    if verb == "return" and task is not None and task["t"] == "limits":
        names = ("return-what", "return-count")
    if verb == "lay" and n >= 3:  # lay <tile> <slot> [r<k>] <space> <vassal> [o<k>]
        rewarded = len(legal.slot_rewards(prefix[2])) > 1
        names = ("tile", "slot") + (("reward",) if rewarded else ()) + ("space", "vassal", "option")
    return Msg(f"simurgh-prompt-{names[min(n - 1, len(names) - 1)]}")


def token_label(state: dict, seat: int, prefix: tuple[str, ...], token: str) -> Msg | None:
    if state["phase"] == GAME_OVER:
        return None
    ids = prefix + (token,)
    whole = next((m.label for m in _moves(state, seat, ids) if m.tokens == ids), None)
    if not prefix:
        if token in VERBS and token != "end":
            return Msg(f"simurgh-verb-{token}")
        if whole is None and token in ANSWER_VERBS:  # the first step of a longer answer: say what it is for
            task = resolve.pending(state)
            if token == "return" and task is not None and task["t"] == "returns":
                return Msg("simurgh-verb-return-tile")
            return Msg(f"simurgh-verb-{token}")
        return whole
    verb = prefix[0]
    label = _step_label(state, seat, verb, prefix, token)
    return label if label is not None else whole


def _step_label(state: dict, seat: int, verb: str, prefix: tuple[str, ...], token: str) -> Msg | None:
    n = len(prefix)
    if token in ("top", "bottom"):
        return Msg(f"simurgh-where-{token}")
    if token.startswith(("o", "r")) and token[1:].isdigit():
        return _option_label(state, seat, prefix, token)
    if verb == "place":
        if n == 1:
            return _space_label(token)
        return vassal_msg(token) if n == 2 else None
    if verb == "lay":
        if n == 1:
            return tile_msg(token)
        if n == 2:
            entry = state["board"]["wilds"].get(token)
            reward = raw_bundle_msg(WILDS_SLOTS[token]["reward"])
            if entry is not None:
                return Msg("simurgh-token-slot-clear", slot=slot_msg(token), tile=tile_msg(entry["tile"]),
                           reward=reward)
            return Msg("simurgh-token-slot", slot=slot_msg(token), reward=reward)
        if token in SPACES:
            return _space_label(token)
        return vassal_msg(token) if token in ("spearman", "dragonrider") else None
    if verb == "withdraw":
        if token == "all":
            return Msg("simurgh-token-all", count=len(legal.own_spaces(state, seat)))
        return space_msg(token) if token in SPACES else None
    if verb == "explore":
        return tile_msg(token) if token in TILES else None
    if verb in ("ability", "trigger", "extra", "unmark"):
        if n == 1:
            return dragon_msg(token) if token in DRAGONS else None
        if n == 2 and token in ("1", "2", "3"):
            return Msg("simurgh-token-ability", slot=int(token), what=ability_msg(prefix[1], int(token)))
        if token in SCOUTS_SLOTS:
            tile = state["board"]["display"].get(token)
            return Msg("simurgh-take-display", slot=slot_msg(token), tile=tile_msg(tile)) if tile else None
    if verb in ("keep", "marker") and token in DRAGONS:
        return dragon_msg(token)
    if verb == "return" and n == 1:
        if token in DRAGONS:
            return dragon_msg(token)
        return objective_msg(token) if token.startswith("O") else Msg(f"simurgh-resname-{token}")
    if verb == "return" and n == 2 and token.isdigit():
        return bundle_msg({"resources": {prefix[1]: int(token)}})
    if verb == "discard" and n == 1 and token in TILES:
        return tile_msg(token)
    if verb == "objective":
        if n == 1:
            return objective_msg(token) if token != "none" else Msg("simurgh-mv-objective-none")
        if n == 2:
            return Msg("simurgh-token-monument", slot=slot_msg(token))
        return Msg("simurgh-token-swap") if token == "swap" else None
    if verb in ("power", "draft", "dragon") and n == 1:
        return dragon_msg(token) if token in DRAGONS else tile_msg(token)
    return None


def token_icon(state: dict, seat: int, prefix: tuple[str, ...], token: str) -> str | None:
    """The icon of a step that names a resource (SIM-4.4: a type to return over the limit, SIM-5.5) or a vassal
    (SIM-4.1): ``simurgh-<resource>`` or ``simurgh-<vassal>``; the picture of the piece the label names, nothing
    more."""
    if state["phase"] == GAME_OVER or not prefix:
        return None
    verb, n = prefix[0], len(prefix)
    if verb == "return" and n == 1 and token in RESOURCES:
        return f"simurgh-{token}"
    if verb in ("place", "lay") and n >= 2 and token in VASSALS:
        return f"simurgh-{token}"
    return None


def _space_label(space: str) -> Msg:
    s = SPACES[space]
    if "level" in s:
        return Msg("simurgh-token-space", space=space_msg(space), what=raw_bundle_msg(s.get("gain")))
    effect = s.get("effect") or {}
    if s.get("special") == "monument_objective":
        what = Msg("simurgh-monument-effect")
    elif effect.get("pay"):
        what = Msg("simurgh-exchange", pay=raw_bundle_msg(effect["pay"]), gain=raw_bundle_msg(effect.get("gain")))
    else:
        what = raw_bundle_msg(effect.get("gain"))
    return Msg("simurgh-token-space", space=space_msg(space), what=what)


def _option_label(state: dict, seat: int, prefix: tuple[str, ...], token: str) -> Msg | None:
    """An ``o<k>``/``r<k>`` choice in words: the option's payment and gain."""
    k = int(token[1:]) - 1
    verb = prefix[0]
    try:
        if verb == "place":
            p, g = legal.space_options(state, seat, prefix[2], prefix[1])[k]
            return exchange_msg(p, g)
        if verb == "lay" and token.startswith("r"):
            return bundle_msg(legal.slot_rewards(prefix[2])[k])
        if verb == "lay":
            reward = legal.slot_rewards(prefix[2])
            r = reward[int(prefix[3][1:]) - 1] if prefix[3].startswith("r") else reward[0]
            space, v = prefix[-2], prefix[-1]
            p, g = legal.lay_space_options(state, seat, prefix[1], prefix[2], r, v, space)[k]
            return exchange_msg(p, g)
        if verb == "explore":
            return bundle_msg(legal.move_costs(state, seat, prefix[1])[k])
        if verb == "ability":
            s = state["seats"][seat]
            d = next(i for i, x in enumerate(s["dragons"]) if x["id"] == prefix[1])
            _, p, g = legal.ability_options(state, seat, d, int(prefix[2]) - 1)[k]
            return exchange_msg(p, g)
    except (IndexError, StopIteration, KeyError, ValueError):
        return None
    return None


def quick_moves(state: dict, seat: int) -> list[str]:
    firsts = {m.tokens[0] for m in legal.legal_moves(state, seat)}
    ordered = [v for v in VERBS if v in firsts]
    return ordered + sorted(firsts - set(ordered))


def _join(parts: list[Msg], key: str) -> Msg:
    """``parts`` joined by ``key`` (``{ $first }<separator>{ $rest }``), in order."""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = Msg(key, first=part, rest=out)
    return out


def _dragon_line(dragon: dict) -> Msg:
    """A dragon of the seat and its markers, by ability number as on its card (SIM-7.10)."""
    marked = [k + 1 for k, m in enumerate(dragon.get("markers") or []) if m]
    return Msg("simurgh-hand-dragon", dragon=dragon_msg(dragon["id"]), n=len(marked), slots=", ".join(map(str, marked)))


def private_summary(view: dict) -> Msg | None:
    """The seat's hand as its private picture shows it, one line per kind: the tiles in hand (open, G-14), the
    secret power tiles, the dragons with their markers, the draft offer, the dragon choice and drawn tiles."""
    private = view.get("private") or {}
    seat = view.get("seat")
    me = view["seats"][seat] if isinstance(seat, int) and 0 <= seat < len(view.get("seats") or []) else {}
    parts = []
    if private.get("power_tiles"):
        parts.append(Msg("simurgh-private-power", tiles=[tile_msg(t) for t in private["power_tiles"]]))
    if me.get("hand"):
        parts.append(Msg("simurgh-hand-other-tiles" if private.get("power_tiles") else "simurgh-hand-tiles",
                         n=len(me["hand"]), tiles=[tile_msg(t) for t in me["hand"]]))
    if me.get("dragons"):
        parts.append(Msg("simurgh-hand-dragons", dragons=_join([_dragon_line(d) for d in me["dragons"]],
                                                               "simurgh-hand-semicolon")))
    if private.get("power_offer"):
        parts.append(Msg("simurgh-private-power-offer", tiles=[tile_msg(t) for t in private["power_offer"]]))
    if private.get("dragon_offer"):
        parts.append(Msg("simurgh-private-dragon-offer", tiles=[dragon_msg(t) for t in private["dragon_offer"]]))
    if private.get("dragon_choice"):
        parts.append(Msg("simurgh-private-dragon-choice", dragon=dragon_msg(private["dragon_choice"]["keep"])))
    drawn = private.get("drawn")
    if drawn:
        name = dragon_msg if drawn["kind"] == "dragons" else objective_msg
        parts.append(Msg("simurgh-private-drawn", tiles=[name(t) for t in drawn["tiles"]]))
    if not parts:
        return None
    return _join(parts, "simurgh-hand-lines")  # one line each ("Twoja płytka mocy: …", "Twoje pozostałe płytki: …")


def score_table(result: Result) -> tuple[list[Msg], list[list]] | None:
    """The final scoring (SIM-13.3): the track, the objectives, the resources, then the total."""
    rows = (result.breakdown or {}).get("rows")
    if not rows:
        return None
    heads = [Msg(f"simurgh-col-{k}") for k in ("track", "objectives", "resources", "total")]
    return heads, [[r["track"], sum(r["objectives"].values()), r["resources"], r["total"]] for r in rows]


PRESENTATION = Presentation(prompt=prompt, token_label=token_label, token_icon=token_icon, quick_moves=quick_moves,
                            score_table=score_table, private_summary=private_summary, describe=describe,
                            text_board=text_board)
