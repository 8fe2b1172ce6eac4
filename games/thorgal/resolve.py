"""Resolving Thorgal's queue (RULES.md §18, TG-ASY-3/4): the automatic tasks (an effect list, a paragraph, the
victory check, an event step), the answers every decision offers, what an answer does, what a decision without an
answer means (it lapses), and the loop that runs until a real question is pending. One prompt at a time, in
resolution order; a decision with a single answer is never asked.

Answers are token tuples (the move ids a chat picker collects): ``res <type>``, ``xp combat|journey``,
``wound <shape> o<k> <anchor>`` (orientation k of TG-GEO-5, anchor ``<column letter><row number>``),
``heal <tile>``, ``hero <seat>``, ``thread A|B|none``, ``replace <slot>`` / ``decline``, ``enemy <location> <i>``,
``type <res>``, ``move yes|no``, ``item <i>``, ``card <i>``, ``pay <res>``, ``pay <seat> <res>``.

This module sits below the turns (``games.thorgal.turns`` runs the queue after every command); a player's answer
itself, with its words in the log and the held command it may release, is ``games.thorgal.decisions``.
"""
from __future__ import annotations

from itertools import permutations

from games.core import tasks
from games.core.contract import Msg
from games.thorgal import asks, conditions, events, routes, row
from games.thorgal import effects as fx
from games.thorgal import geometry as geo
from games.thorgal import heroes as hs
from games.thorgal.actions import payer_token, payers
from games.thorgal.atlas import adventure, location_cost, paragraph
from games.thorgal.data import HEROES, RESOURCES
from games.thorgal.setup import GAME_OVER

PAY_ORDER = RESOURCES  # TG-ASY-3: material, ore, gossip, magic, fate, power


# ---- automatic tasks -----------------------------------------------------------------------------------------------
def _effects(state: dict, task: dict, out: list) -> None:
    rest = task["list"]
    if not rest:
        return
    e = rest.pop(0)
    if rest:
        fx.push(state, [task])
    fx.push(state, fx.expand(state, e, task["ctx"], out))


def _read(state: dict, task: dict, out: list) -> None:
    """TG-PAR-1..8: once per game; the story (its variant, TG-PAR-7), the effects in order, the side thread, the
    ``after`` effects; a Location's paragraph locks the Location (TG-PAR-4); the victory check after a chain."""
    pid, ctx = task["id"], task["ctx"]
    if pid in state["read_paragraphs"]:
        return
    state["read_paragraphs"].append(pid)
    p = paragraph(state, pid)
    story = next((v for v in p.get("variants", []) if conditions.holds(state, v.get("cond"), ctx)), p)
    out.append(Msg("thorgal-ev-paragraph", n=pid, title=fx.text(p, "title"), story=fx.text(story, "story")))
    if ctx.get("loc") and ctx.get("para") is None and ctx["loc"] not in state["board"]["read"]:
        state["board"]["read"].append(ctx["loc"])
    why = Msg("thorgal-why-paragraph", n=pid, title=fx.text(p, "title")).to_json()
    inner = {**ctx, "loc": None, "para": pid, "src": why}
    tasks = [{"t": "effects", "list": list(p.get("effects", [])), "ctx": inner}]
    if len(p.get("side_threads", [])) == 2:
        tasks.append({"t": "thread", "seat": ctx["hero"], "para": pid, "ctx": inner})
    tasks.append({"t": "effects", "list": list(p.get("after", [])), "ctx": inner})
    if ctx.get("para") is None:  # the outermost paragraph of a chain (TG-END-5)
        tasks.append({"t": "victory", "ctx": ctx})
    fx.push(state, [t for t in tasks if t["t"] != "effects" or t["list"]])


def _victory(state: dict, task: dict, out: list) -> None:
    """TG-END-5: all Objectives complete -> read the victory paragraph (once, TG-PAR-1)."""
    board = adventure(state)["adventure_board"]
    if {o["id"] for o in board["objectives"]} <= set(state["objectives_done"]):
        victory = board.get("victory", {}).get("paragraph")
        if victory is not None and victory not in state["read_paragraphs"]:
            fx.push(state, [{"t": "read", "id": victory, "ctx": {**task["ctx"], "loc": None}}])


def _event(state: dict, task: dict, out: list) -> None:
    events.step(state, task, out)


AUTO = {"effects": _effects, "read": _read, "victory": _victory, "event": _event, "enter": routes.enter}


# ---- decisions: answers ----------------------------------------------------------------------------------------------
def _hero(state: dict, seat: int) -> dict:
    return state["heroes"][seat]


def wound_answers(state: dict, seat: int, shapes: list[str]) -> list[tuple[str, ...]]:
    hero = _hero(state, seat)
    rows = HEROES[hero["id"]]["wound_area"]
    w, h = max(len(r) for r in rows), len(rows)
    numbers = asks.wound_numbers(hero)
    out = []
    for shape in shapes:
        for k, o in enumerate(geo.orientations(shape)):
            ow, oh = 1 + max(x for x, _ in o), 1 + max(y for _, y in o)
            for ay in range(h - oh + 1):
                for ax in range(w - ow + 1):
                    cells = [(x + ax, y + ay) for x, y in o]
                    if hs.wound_error(hero, cells) is None:
                        first = min(cells, key=lambda c: (c[1], c[0]))
                        out.append(("wound", shape, f"o{k + 1}", str(numbers[first])))
    return out


def answers(state: dict, task: dict) -> list[tuple[str, ...]]:
    t, seat = task["t"], task.get("seat")
    if t == "gain_type":
        return [("res", r) for r in task["options"]]
    if t == "xp":
        return [("xp", task["track"])] if task["track"] in ("combat", "journey") else [("xp", "combat"),
                                                                                       ("xp", "journey")]
    if t == "wound":
        return wound_answers(state, seat, task["shapes"])
    if t == "heal":
        return [("heal", str(i + 1)) for i in hs.heal_choices(_hero(state, seat), task["max"])]
    if t == "choose_hero":
        return [("hero", str(s + 1)) for s in task["options"]]  # heroes, cards, spaces: from 1
    if t == "thread":  # TG-PAR-3 with TG-GEN-5: 1 Gossip from the hero or a hero in the Area (consent asked)
        out = [("thread", side) + payer_token(seat, p) for side in "AB"
               for p in payers(state, seat, {"gossip": 1})]
        return out + [("thread", "none")]
    if t == "replace":
        return [("replace", str(i + 1)) for i in row.replace_options(state, task["card"])] + [("decline",)]
    if t == "enemy":
        return [("enemy", loc, str(i + 1)) for loc, i in fx.enemy_options(state, task["select"])]
    if t == "raise_type":
        return [("type", r) for r in location_cost(state, task["loc"])] or [("type", "material")]
    if t == "move_opt":
        return [("move", "yes"), ("move", "no")]
    if t == "choose_item":
        return [("item", str(i + 1)) for i in range(len(state["display"]))]
    if t == "gather_card":
        return [("card", str(i + 1)) for i in range(len(state["path"]["cards"]))
                if any(x // 4 == i for x, _ in state["path"]["gather"])]
    if t == "cover":  # TG-JRN-6 / TG-CMB-12: the next covered space to resolve
        return [("cover", str(x + 1), str(y + 1)) for (x, y), _ in task["spaces"]]
    if t == "linked_order":  # TG-CMB-15: every order of the Linked cards (the draw order first, TG-ASY-3)
        return [("order",) + p for p in dict.fromkeys(permutations(state["fight"]["cards"]))]
    if t == "consent":  # TG-GEN-5 / TG-ASY-5: the owner agrees or refuses
        return [("consent", "yes"), ("consent", "no")]
    if t == "craft_discard":  # TG-CRF-2: 1 Display card to the discard pile, or none
        return [("discard", str(i + 1)) for i in range(len(state["display"]))] + [("keep",)]
    if t == "pay_unit":
        res = task["res"]
        have = _hero(state, seat)["resources"]
        return [("pay", r) for r in (PAY_ORDER if res == "any" else [res]) if have.get(r, 0) > 0]
    if t == "group_pay":
        res = task["res"]
        return [("pay", str(s + 1), r) for s in conditions.seat_order(state, seat) for r in
                (PAY_ORDER if res == "any" else [res]) if state["heroes"][s]["resources"].get(r, 0) > 0]
    raise AssertionError(t)


# ---- applying an answer ----------------------------------------------------------------------------------------------
def apply_answer(state: dict, task: dict, tokens: tuple[str, ...], out: list) -> None:
    """What an answer does. A consent only records the owner's agreement: once every owner agreed
    (:func:`all_consented`), ``games.thorgal.decisions.answer`` runs the held command."""
    t, seat = task["t"], task.get("seat")
    hero = _hero(state, seat) if seat is not None else None
    if t == "gain_type":
        hero["resources"][tokens[1]] = hero["resources"].get(tokens[1], 0) + task["n"]
        out.append(Msg("thorgal-ev-gain", hero=fx.hero_msg(state, seat), what=fx.res_msg(tokens[1], task["n"], "acc")))
    elif t == "xp":
        if hs.gain_xp(hero, tokens[1]):  # TG-XP-3: a full track gives its max-level bonus
            bonus = HEROES[hero["id"]][f"{tokens[1]}_max_bonus"]
            fx.resolve(state, bonus, {"hero": seat, "loc": None, "para": None})
        out.append(Msg("thorgal-ev-xp", hero=fx.hero_msg(state, seat), track=Msg(f"thorgal-track-{tokens[1]}"),
                       level=hero[tokens[1]]))
    elif t == "wound":
        cells = asks.wound_cells(hero, tokens[1], tokens[2], tokens[3])
        numbers = asks.wound_numbers(hero)  # the spaces as the question numbered them, before the wound lies there
        hs.place_wound(hero, [tokens[1]], cells)
        out.append(Msg("thorgal-ev-wound", hero=fx.hero_msg(state, seat), shape=fx.shape_msg(tokens[1]),
                       spaces=asks.spaces_msg([numbers.get(c, 0) for c in cells])))
    elif t == "heal":
        shape = hero["wounds"][int(tokens[1]) - 1]["shape"] if 0 < int(tokens[1]) <= len(hero["wounds"]) else None
        hs.heal(hero, int(tokens[1]) - 1, task["max"])
        out.append(Msg("thorgal-ev-heal", hero=fx.hero_msg(state, seat), shape=fx.shape_msg(shape) if shape else ""))
    elif t == "choose_hero":
        e = {**task["effect"], "who": int(tokens[1]) - 1}
        fx.push(state, fx.expand(state, e, task["ctx"], out))
    elif t == "thread":
        if tokens[1] != "none":
            payer = int(tokens[2][1:]) - 1 if len(tokens) > 2 else seat
            held = {"kind": "thread", "seat": seat, "payer": payer, "side": tokens[1], "task": task, "agreed": []}
            if state["controller"][payer] != state["controller"][seat]:  # TG-ASY-5: ask the owner first
                state["held"] = held
                out.append(Msg("thorgal-ev-consent-asked", hero=fx.hero_msg(state, seat),
                               owners=[fx.hero_msg(state, payer)], n=1))
                fx.push(state, [{"t": "consent", "seat": payer, "by": seat}])
            else:
                pay_thread(state, held, out)
    elif t == "replace":
        if tokens[0] == "replace":
            old = row.replace(state, int(tokens[1]) - 1, task["card"])
            out.append(Msg("thorgal-ev-replaced", n=int(tokens[1]), old=fx.card_msg(old),
                           new=fx.card_msg(task["card"])))
        else:
            out.append(Msg("thorgal-ev-card-declined", card=fx.card_msg(task["card"])))
    elif t == "enemy":
        fx.push(state, fx.change_level(state, tokens[1], int(tokens[2]) - 1, task["step"], task["ctx"], out))
    elif t == "raise_type":
        state["board"]["raised"].setdefault(task["loc"], []).append(tokens[1])
    elif t == "move_opt":
        if tokens[1] == "yes":
            hero["area"] = task["area"]
            out.append(Msg("thorgal-ev-moved", hero=fx.hero_msg(state, seat), area=fx.area_msg(state, task["area"])))
            if task.get("ctx") is not None:  # the active hero entering an Area (TG-EVT-7 a)
                fx.push(state, [{"t": "enter", "hero": seat, "area": task["area"], "ctx": task["ctx"]}])
    elif t == "choose_item":
        item = state["display"].pop(int(tokens[1]) - 1)
        hero["items"].append(item)
        fx.refill_display(state)
    elif t == "gather_card":
        i = int(tokens[1]) - 1
        state["path"]["gather"] = [c for c in state["path"]["gather"] if c[0] // 4 != i]
    elif t == "linked_order":
        state["fight"]["cards"] = list(tokens[1:])
    elif t == "cover":
        cell = [int(tokens[1]) - 1, int(tokens[2]) - 1]
        chosen = next(eff for c, eff in task["spaces"] if c == cell)
        rest = [[c, eff] for c, eff in task["spaces"] if c != cell]
        follow = [{**task, "spaces": rest}] if len(rest) > 1 else \
            [{"t": "effects", "list": rest[0][1], "ctx": task["ctx"]}] if rest else []
        fx.push(state, ([{"t": "effects", "list": chosen, "ctx": task["ctx"]}] if chosen else []) + follow)
    elif t == "consent":
        held = state.get("held")
        if held is None:
            return
        if tokens[1] == "no":  # TG-ASY-5: the whole command is rejected; the player may send another one
            state.pop("held")
            if held["kind"] == "turn":  # remembered for the turn, so a computer does not ask the same again
                turn = [state["round"], state["turn"]]
                before = state.get("refused") or {}
                state["refused"] = {"turn": turn, "commands": (before.get("commands", []) if before.get("turn") == turn
                                                               else []) + [" ".join(held["tokens"])]}
            state["queue"][:] = [x for x in state["queue"] if x.get("t") != "consent"]
            out.append(Msg("thorgal-ev-consent-refused", hero=fx.hero_msg(state, seat)))
            if held["kind"] == "thread":  # the side thread is asked again
                fx.push(state, [held["task"]])
        else:
            held["agreed"].append(seat)
            out.append(Msg("thorgal-ev-consent-given", hero=fx.hero_msg(state, seat)))
    elif t == "craft_discard":
        if tokens[0] == "discard":
            state["discards"]["item"].append(state["display"].pop(int(tokens[1]) - 1))
        fx.refill_display(state)  # TG-CRF-3
    elif t == "pay_unit":
        hero["resources"][tokens[1]] -= 1
        if task["n"] > 1:
            fx.push(state, [{**task, "n": task["n"] - 1}])
    elif t == "group_pay":
        state["heroes"][int(tokens[1]) - 1]["resources"][tokens[2]] -= 1
        if task["n"] > 1:
            fx.push(state, [{**task, "n": task["n"] - 1}])


def pay_thread(state: dict, held: dict, out: list) -> None:
    """TG-PAR-3: the payer's Gossip, then the chosen side thread's effects."""
    task = held["task"]
    state["heroes"][held["payer"]]["resources"]["gossip"] -= 1
    thread = paragraph(state, task["para"])["side_threads"]["AB".index(held["side"])]
    out.append(Msg("thorgal-ev-thread", hero=fx.hero_msg(state, held["seat"]),
                   label=fx.text(thread, "label", strip=".")))
    fx.resolve(state, thread["effects"], task["ctx"])


def all_consented(state: dict) -> bool:
    """TG-ASY-5: a command is held and no owner's consent is still asked, so it may run now. The caller runs it: a
    consent always offers two answers, so only a player's answer applies one (``games.thorgal.decisions.answer``,
    above the turns, since the held command may be a turn's command: ``games.thorgal.turns.consented``)."""
    return state.get("held") is not None and not any(x.get("t") == "consent" for x in state["queue"])


def _lapse(state: dict, task: dict, out: list) -> None:
    """A decision with no answer: a wound that fits nowhere kills (TG-WND-5); a payment that cannot be made is an
    Unmet Requirement (TG-GEN-4: Wound(Threat) for each hero it concerned); anything else is skipped (TG-GEN-3)."""
    t = task["t"]
    if t == "wound":
        out.append(Msg("thorgal-ev-death", hero=fx.hero_msg(state, task["seat"])))
        fx.game_over(state, "loss", "hero_dies")
    elif t == "pay_unit":
        out.append(Msg("thorgal-ev-unmet"))
        fx.push(state, [fx.wound_task(state, task["seat"], size="threat", why=Msg("thorgal-why-unmet").to_json())])
    elif t == "group_pay":
        out.append(Msg("thorgal-ev-unmet"))
        why = Msg("thorgal-why-unmet").to_json()
        fx.push(state, [fx.wound_task(state, s, size="threat", why=why)
                        for s in conditions.seat_order(state, task["seat"])])
    elif t == "replace":
        pass  # TG-REP-2: not usable here; the card stays in the unused pile


def _answers(state: dict, task: dict) -> list[tuple[str, ...]]:
    """A new card that cannot replace any card of the row is not a question (TG-REP-2): it lapses."""
    options = answers(state, task)
    return [] if task["t"] == "replace" and options == [("decline",)] else options


def run(state: dict, out: list) -> None:
    """Work through the queue until it is empty, the game is over, or a decision with two or more answers waits
    (``games.core.tasks``)."""
    tasks.run(state, state["queue"], out, auto=AUTO, answers=_answers, apply=apply_answer, lapse=_lapse,
              done=lambda s: s["phase"] == GAME_OVER)
