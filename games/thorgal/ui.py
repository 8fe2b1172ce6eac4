"""Hooks for the chat picker of Thorgal: what to choose next and why (prompt), the words of every step button
(token_label), and the private part of the view of a player who faces a spatial question (private_part: a wound,
a heal, a Journey tile, a Combat tile), from which the question's picture is drawn. A whole move's words come from
``games.thorgal.labels``; a step's from here. Every question says what it is for (issue 26): whose wound and from
what, which action and how much of it is left, which card a new card would replace..."""
from __future__ import annotations

from games.core import turn_base
from games.core.contract import Msg, next_tokens
from games.thorgal import asks, combat, labels, routes, turns
from games.thorgal import decisions as dc
from games.thorgal import effects as fx
from games.thorgal import heroes as hs
from games.thorgal.atlas import areas, locations, paragraph
from games.thorgal.data import ACTION_CARDS, RESOURCES, SHAPES
from games.thorgal.geometry import orientations
from games.thorgal.moves import legal_moves

VERBS = ("play", "go", "move", "tile", "gather", "assign", "sacrifice", "craft", "fight", "upgrade", "extra", "buy",
         "roll", "reroll", "critical", "done", "place", "finish", "item", "skill", "refresh", "skip", "stop",
         # the answers of decisions (games.thorgal.decisions)
         "res", "xp", "wound", "heal", "hero", "thread", "replace", "decline", "enemy", "type", "card", "pay",
         "discard", "keep", "consent", "order", "cover")
STEP_PROMPTS = {"play": ("source", "target", "main"), "tile": ("shape", "orientation", "column", "row"),
                "wound": ("shape", "orientation", "cell"), "place": ("die", "orientation", "column", "row"),
                "assign": ("location", "resource"), "fight": ("location", "enemy"), "craft": ("item",),
                "pay": ("payer", "resource"), "enemy": ("location", "enemy"), "gather": ("column", "row"),
                "cover": ("column", "row"), "move": ("area", "route"), "item": ("item",), "refresh": ("payer",),
                "buy": ("payer",), "upgrade": ("die",), "extra": ("die",), "reroll": ("die",), "critical": ("die",),
                "sacrifice": ("location",), "thread": ("thread", "payer")}
#: verbs whose button names what they use (the hero's own skill, its refresh's cost), not only the verb
NAMED = ("skill", "refresh")
#: a step whose question depends on the verb (``thorgal-prompt-step-<verb>-<step>``), e.g. a Journey tile's column
#: is its left edge, a Gather's column is the space's
OWN_STEP = {("tile", "column"), ("tile", "row"), ("place", "column"), ("place", "row"), ("place", "orientation"),
            ("tile", "orientation"), ("tile", "shape"), ("gather", "column"), ("gather", "row"), ("cover", "column"),
            ("cover", "row"), ("play", "target"), ("item", "item"), ("upgrade", "die"), ("extra", "die"),
            ("reroll", "die"), ("critical", "die"), ("sacrifice", "location")}


# ---- the questions -------------------------------------------------------------------------------------------------
def wound_head(state: dict, task: dict) -> Msg:
    """``Sigrun … otrzymuje Ranę (domino) z karty Wroga …``: whose wound, its shape (or size) and its source."""
    shapes = task["shapes"]
    what = labels.shape_msg(shapes[0]) if len(shapes) == 1 else Msg("thorgal-size", n=SHAPES[shapes[0]]["size"])
    return Msg("thorgal-wound-head", hero=fx.hero_msg(state, task["seat"]), shape=what, why=asks.why_msg(task))


def wound_first_step(state: dict, task: dict) -> str:
    """The first step of a wound's placement a player really chooses (the picker skips a step with one choice): the
    shape, the orientation or the spaces. The question of the whole decision asks that, so that the private summary,
    the picker and the mover's note ask one question, once."""
    answers = dc.wound_answers(state, task["seat"], task["shapes"])
    if len({a[1] for a in answers}) > 1:
        return "shape"
    return "orientation" if len({a[2] for a in answers}) > 1 else "cell"


def decision_prompt(state: dict, task: dict, step: str | None = None) -> Msg:
    """The question of a pending decision, with what it is about."""
    t = task["t"]
    hero = fx.hero_msg(state, task["seat"]) if task.get("seat") is not None else ""
    if t == "wound":
        ask = step or wound_first_step(state, task)
        return Msg("thorgal-prompt-wound", head=wound_head(state, task), ask=Msg(f"thorgal-ask-wound-{ask}"))
    if t == "gain_type":
        return Msg("thorgal-prompt-gain_type", hero=hero, n=task["n"])
    if t == "choose_hero":
        return Msg("thorgal-prompt-choose_hero", hero=hero, op=task["effect"]["op"])
    if t == "replace":
        return Msg("thorgal-prompt-replace", card=labels.action_card_msg(task["card"]))
    if t == "enemy":
        return Msg("thorgal-prompt-enemy", step="up" if task["step"] > 0 else "down")
    if t == "raise_type":
        return Msg("thorgal-prompt-raise_type", location=fx.location_msg(state, task["loc"]))
    if t == "move_opt":
        return Msg("thorgal-prompt-move_opt", hero=hero, area=fx.area_msg(state, task["area"]))
    if t == "consent":
        return Msg("thorgal-prompt-consent", hero=hero, by=fx.hero_msg(state, task["by"]))
    if t in ("pay_unit", "group_pay"):
        return Msg(f"thorgal-prompt-{t}", hero=hero, n=task["n"])
    return Msg(f"thorgal-prompt-{t}", hero=hero)


def stage_prompt(state: dict) -> Msg:
    """The question of the turn's stage: whose turn, which action, how much of it is left."""
    stage = state.get("stage", "token")
    seat = turns.turn_seat(state)
    hero = fx.hero_msg(state, seat)
    act = state.get("act") or {}
    if stage == "token" or not act:
        return Msg("thorgal-prompt-stage-token", hero=hero)
    if stage == "start":
        return Msg("thorgal-prompt-stage-start", action=Msg(f"thorgal-action-{act['type']}"))
    if stage != "main":
        return Msg("thorgal-prompt-stage-done")
    kind = act["type"]
    if kind == "combat":
        fight = state.get("fight")
        return Msg(f"thorgal-prompt-fight-{fight['stage']}" if fight else "thorgal-prompt-main-combat", hero=hero)
    if kind == "journey":
        return Msg("thorgal-prompt-main-journey", hero=hero, left=max(0, act["value"] - act["done"]),
                   done=act["done"])
    return Msg(f"thorgal-prompt-main-{kind}", hero=hero, value=act["value"])


def prompt(state: dict, seat: int, prefix: tuple[str, ...]) -> Msg | None:
    task = dc.pending(state)
    if task is not None:
        if task["t"] == "wound" and prefix:
            return decision_prompt(state, task, STEP_PROMPTS["wound"][min(len(prefix), 3) - 1])
        if len(prefix) <= 1 or prefix[0] not in STEP_PROMPTS:
            return decision_prompt(state, task)
    elif not prefix:
        return stage_prompt(state)
    names = STEP_PROMPTS.get(prefix[0])
    if names is None:
        return None
    if prefix[0] == "move" and len(prefix) >= 2:  # after the Area: the way (several differ), else who pays
        follow, _ = next_tokens(legal_moves(state, seat), prefix)
        if follow and all(t.startswith("@") for t in follow):
            return Msg("thorgal-prompt-step-payer")
    step = names[min(len(prefix) - 1, len(names) - 1)]
    if (prefix[0], step) in OWN_STEP:
        return Msg(f"thorgal-prompt-step-{prefix[0]}-{step}")
    return Msg(f"thorgal-prompt-step-{step}")


# ---- the words of a step -------------------------------------------------------------------------------------------
def token_label(state: dict, seat: int, prefix: tuple[str, ...], token: str) -> Msg | None:
    ids = prefix + (token,)
    if prefix and prefix[0] == "play":  # under which card: the card and its action (the token is said a step before)
        return _play_step(state, prefix, token)
    if prefix[:1] == ("assign",) and len(prefix) >= 2 and token.partition("@")[0] in RESOURCES:
        # what is assigned so far; the Location is the step before ("Dotąd: …"), so the button stays short
        return Msg("thorgal-mv-assign-step", what=labels.resources_msg(list(ids[2:]), state, "acc"))
    whole = next((m.label for m in legal_moves(state, seat) if m.tokens == ids), None)
    if whole is not None and (len(ids) > 1 or token not in VERBS or token in NAMED):
        return whole
    if not prefix and token == "enemy":  # a level up or down (TG-EVT): the button says which
        task = dc.pending(state) or {}
        return Msg("thorgal-verb-enemy", step="up" if task.get("step", 0) > 0 else "down")
    if not prefix:
        return Msg(f"thorgal-verb-{token}") if token in VERBS else whole
    verb, n = prefix[0], len(prefix)
    if verb == "play":
        return _play_step(state, prefix, token)
    if verb == "thread" and n == 1 and token in ("A", "B"):  # the side thread itself; its payer comes next
        task = dc.pending(state) or {}
        thread = paragraph(state, task["para"])["side_threads"]["AB".index(token)]
        return fx.text(thread, "label", strip=".")
    if verb in ("tile", "wound") and n == 1:
        return labels.shape_msg(token)
    if verb in ("tile", "wound", "place") and n == 2 and token.startswith("o"):
        return Msg("thorgal-orientation", n=int(token[1:]))
    if verb in ("tile", "place") and n in (3, 4):
        return Msg("thorgal-column" if n == 3 else "thorgal-row", n=int(token))
    if verb in ("gather", "cover") and n in (1, 2):
        return Msg("thorgal-column" if n == 1 else "thorgal-row", n=int(token))
    if verb == "place" and n == 1:
        from games.thorgal import combat

        die = state["fight"]["pool"][int(token) - 1]
        return Msg("thorgal-die-step", n=int(token), colour=Msg(f"thorgal-colour-{die['colour']}"),
                   shape=labels.shape_msg(combat.tile_shape(die)))
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
        return fx.hero_msg(state, int(token) - 1)  # heroes from 1
    if verb == "order":
        from games.thorgal.data import ENEMY_CARDS

        return fx.text(ENEMY_CARDS[token], "name") if token in ENEMY_CARDS else None
    if verb == "craft" and token.isdigit():
        return labels.item_msg(state["display"][int(token) - 1])
    return whole


DIE_VERBS = ("place", "upgrade", "reroll", "critical")  # a die of the pool, from 1 (TG-CMB-7, -9, -10, -11)


def token_icon(state: dict, seat: int, prefix: tuple[str, ...], token: str) -> str | None:
    """The icon of a step, beside the words of :func:`token_label`: a resource (``thorgal-ore``; an amount of one,
    ``ore@2``, too) or a combat die by its colour (``thorgal-die-red``); None for anything else."""
    if not prefix or prefix[0] in ("play", "move"):
        return None
    verb, n = prefix[0], len(prefix)
    if token.partition("@")[0] in RESOURCES:
        return f"thorgal-{token.partition('@')[0]}"
    fight = state.get("fight")
    if n == 1 and token.isdigit() and fight and verb in DIE_VERBS + ("extra",):
        dice = [d["colour"] for d in fight["pool"]] if verb != "extra" else list(fight["offers"])
        k = int(token) - 1
        return f"thorgal-die-{dice[k]}" if 0 <= k < len(dice) else None
    return None


def _play_step(state: dict, prefix: tuple[str, ...], token: str) -> Msg:
    """The steps of a token placement: which token, under which card (with the value it would have), which action
    of a dual card."""
    if len(prefix) == 1:
        return labels.source_msg(token)
    if len(prefix) == 2:
        slot = int(token) - 1
        mains = ACTION_CARDS[state["row"][slot]["card"]]["main"]
        actions = [labels.played_msg(state, prefix[1], slot, k) for k in range(len(mains))]
        action = actions[0] if len(actions) == 1 else Msg("thorgal-or", a=actions[0], b=actions[1])
        return Msg("thorgal-to-card", n=slot + 1, action=action)
    return labels.played_msg(state, prefix[1], int(prefix[2]) - 1, int(token[1:]) - 1)


# ---- the private part: the spatial question a player faces, for its picture ----------------------------------------
def private_part(state: dict, seat: int | None) -> dict | None:
    """The spatial question the player at ``seat`` faces now, or None: ``{"ask": wound|heal|journey|place, "hero",
    "shapes" (wound, journey), "spaces" (wound: the numbered free spaces within reach), "wounds" (heal: the numbers
    of the wounds it may take), "dice" (place), "text": the question in words (a message as JSON)}``. Nothing in it
    is secret: it only tells the player's picture what to draw (``renderers.thorgal.asks``)."""
    state = turn_base.as_seen_by(state, seat)  # another seat's turn not told yet: nothing of it
    if seat is None or state.get("phase") not in ("ACTION", "EVENT"):
        return None
    task = dc.pending(state)
    if task is not None:
        if task["t"] not in ("wound", "heal") or state["controller"][task["seat"]] != seat:
            return None
        out = {"ask": task["t"], "hero": task["seat"], "text": decision_prompt(state, task).to_json()}
        if task["t"] == "heal":
            if len(hs.heal_choices(state["heroes"][task["seat"]], task["max"])) < 2:
                return None
            out["wounds"] = [i + 1 for i in hs.heal_choices(state["heroes"][task["seat"]], task["max"])]
        else:  # the shapes it may take, and the numbered spaces some placement covers (the others are out of reach)
            answers = dc.wound_answers(state, task["seat"], task["shapes"])
            hero = state["heroes"][task["seat"]]
            numbers = asks.wound_numbers(hero)
            out["shapes"] = [s for s in task["shapes"] if any(a[1] == s for a in answers)]
            out["spaces"] = sorted({numbers[c] for a in answers for c in dc.wound_cells(hero, *a[1:])})
        return out
    act = state.get("act")
    if state["phase"] != "ACTION" or act is None or state.get("stage") != "main":
        return None
    hero = act["seat"]
    if state["controller"][hero] != seat:
        return None
    if act["type"] == "journey":
        shapes = list(dict.fromkeys(m[1] for m in turns.main_moves(state, hero, act) if m[0] == "tile"))
        return {"ask": "journey", "hero": hero, "shapes": shapes, "text": stage_prompt(state).to_json()} \
            if shapes else None
    fight = state.get("fight")
    if act["type"] == "combat" and fight and fight["stage"] == "place":
        placed = {d for d, _ in fight["placed"]}
        dice = [d + 1 for d in range(len(fight["pool"])) if d not in placed]
        return {"ask": "place", "hero": hero, "dice": dice, "text": stage_prompt(state).to_json()}
    return None


def _join(parts: list[Msg], key: str) -> Msg:
    """``parts`` joined by ``key`` (``{ $first }<separator>{ $rest }``), in order."""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = Msg(key, first=part, rest=out)
    return out


def _numbers(items) -> str:
    return ", ".join(str(n) for n in items)


def _shape_line(shape: str) -> Msg:
    """A shape and the numbers of its orientations, as the picture numbers them (``tromino L (1–4)``)."""
    return Msg("thorgal-hand-shape", shape=labels.shape_msg(shape), last=len(orientations(shape)))


def private_summary(view: dict) -> Msg | None:
    """The question of the private part, in words, then what its picture numbers (for the DM and /hand beside the
    picture): the free spaces within reach and the wound's orientations, the wounds a heal may take, the Journey
    tiles' orientations, the dice still to place with their tiles."""
    private = view.get("private")
    if not private:
        return None
    parts = [Msg.from_json(private["text"])]
    ask = private.get("ask")
    shapes = list(private.get("shapes") or [])
    if ask == "wound":
        parts.append(Msg("thorgal-hand-spaces", spaces=_numbers(private.get("spaces") or [])))
        if sum(len(orientations(s)) for s in shapes) > 1:
            parts.append(Msg("thorgal-hand-shapes", shapes=[_shape_line(s) for s in shapes]))
    elif ask == "heal":
        parts.append(Msg("thorgal-hand-wounds", wounds=_numbers(private.get("wounds") or [])))
    elif ask == "journey" and shapes:
        parts.append(Msg("thorgal-hand-shapes", shapes=[_shape_line(s) for s in shapes]))
    elif ask == "place" and (view.get("fight") or {}).get("pool") and private.get("dice"):
        pool = view["fight"]["pool"]
        dice = [Msg("thorgal-hand-die", n=n, colour=labels.colour_msg(pool[n - 1]["colour"]),
                    tile=_shape_line(combat.tile_shape(pool[n - 1]))) for n in private["dice"]]
        parts.append(Msg("thorgal-hand-dice", dice=_join(dice, "thorgal-hand-semicolon")))
    return _join(parts, "thorgal-hand-lines")
