"""Async turns of Simurgh (SIM-5, SIM-17): the moves of a turn, the end of a turn, the final turns and the drafts.

A turn is a sequence of validated steps (SIM-17.1): free actions in any order (an ability, a move down an
exploration tile), the main action (place a vassal, lay a tile and place on it, or withdraw), the decisions they
raise (``games.simurgh.resolve``) and ``end`` with the end-of-turn limits. Each step is checked in full before it
changes anything (SIM-17.2). Its public events are ``quiet``: the mover reads them at once, the channel hears of the
whole turn in one post when it ends (its events name the next player, who is pinged).

Move ids (tokens): ``place <space> <vassal> [o<k>]``; ``lay <tile> <slot> [r<k>] <space> <vassal> [o<k>]`` (a
slot that holds a tile is cleared with a weapon, SIM-9.3); ``withdraw all`` / ``withdraw <space>...``; ``explore
<tile> [o<k>]``; ``ability <dragon> <1-3> [o<k> | S1-S4]``; ``end``; the answers of ``resolve``; in Dragonlord
setup ``power <tile>``, ``draft <tile>``, ``dragon <dragon> top|bottom top|bottom``.
"""
from __future__ import annotations

from games.core import turn_base
from games.core.contract import Event, Msg, P, deep_copy
from games.core.errors import GameError
from games.simurgh import board as bd
from games.simurgh import drafts, legal, resolve, scoring
from games.simurgh import dragons as dg
from games.simurgh.data import SPACES, VASSAL_TYPES, kind_of
from games.simurgh.labels import and_msg, at_msg, dragon_msg, from_msg, slot_msg, space_msg, tile_msg, vassal_msg
from games.simurgh.setup import DRAFT_POWER, GAME_OVER, new_turn


def play(state: dict, seat: int, tokens: list[str]) -> list[Event]:
    if not tokens:
        raise GameError("simurgh-err-syntax", rule="SIM-17.2")
    phase = state["phase"]
    if phase == DRAFT_POWER:
        return _power_pick(state, seat, tokens)
    if phase == drafts.DRAFT_ACTION:
        return _action_pick(state, seat, tokens)
    if phase == drafts.DRAGON_CHOICE:
        return _dragon_pick(state, seat, tokens)
    if seat != state["active"]:  # SIM-5.6
        raise GameError("core-err-not-your-turn", rule="SIM-5.6")
    t = state["turn"]
    pre = turn_base.before_step(state)
    t["drew"] = False
    out: list = []
    if resolve.pending(state) is not None:
        resolve.answer(state, tuple(tokens), out)
    else:
        _step(state, seat, tokens, out)
    if not t["finished"] and t["main"] and resolve.pending(state) is None and _only_end(state, seat):
        _declare_end(state, out)  # nothing is left to do: the turn ends without an extra tap
    if t["finished"]:
        turn_base.close_turn(state)
    elif pre is not None:  # the others see the table as the last post showed it until this turn is told
        turn_base.open_turn(state, pre, seat)
    return _events(state, seat, out)


def _events(state: dict, seat: int, out: list) -> list[Event]:
    t = state["turn"]
    drew = t["drew"]
    # a power tile laid into the Wilds was secret until now; a tile drawn from a face-down stack shows a hidden tile
    shown = t.pop("revealed", False) or drew
    events = []
    said = []
    for msg, private in out:
        if private:
            events.append(Event(msg, to=seat, random=drew))
        else:
            t["log"].append(msg.to_json())
            said.append(msg)
    if said and not t["finished"]:  # a step of a turn still open, in one line; a finished turn is told once, whole
        step = Msg("simurgh-ev-step", player=P(seat), what=and_msg(merged(said)))
        events.append(Event(step, to=seat, random=drew, quiet=True))  # the mover's answer: what the step did
        # the table's log only that the turn goes on: the step is the mover's until the turn is told
        events.append(Event(Msg("simurgh-ev-busy", player=P(seat)), quiet=True, random=drew, reveals=shown))
    if t["finished"]:
        events += [Event(e.msg, e.to, e.reveals or shown, e.random or drew, e.quiet, e.ping_all, e.status)
                   for e in end_turn(state, seat)]
    return events


#: steps that, repeated one after another, are told once with their count ("odkłada 3 zakryte płytki")
COUNTED = ("simurgh-ev-returned", "simurgh-ev-marker")


def merged(msgs: list[Msg]) -> list[Msg]:
    """A turn's steps with repeats merged: a run of the same counted step becomes one with its count ("odkłada 3
    zakryte płytki"), and a run of returned resources or of tiles going to the Chronicle one line ("oddaje 2 drewna
    i 1 kamień", "Eksploracja 46 i Badania 13 trafiają do kroniki")."""
    runs: list[list[Msg]] = []
    for m in _gains_once(msgs):
        if m.key in COUNTED:
            m = Msg(m.key, **{"count": 1, **m.params})
        last = runs[-1][-1] if runs else None
        if last is not None and last.key == m.key and (
                m.key in ("simurgh-ev-return-res", "simurgh-ev-chronicle")
                or (m.key in COUNTED and _without_count(last) == _without_count(m))):
            runs[-1].append(m)
        else:
            runs.append([m])
    out = []
    for run in runs:
        first = run[0]
        if len(run) == 1:
            out.append(first)
        elif first.key == "simurgh-ev-return-res":
            out.append(Msg(first.key, what=summed([m.params["what"] for m in run])))
        elif first.key == "simurgh-ev-chronicle":  # "Eksploracja 46 i Badania 13 trafiają do kroniki"
            out.append(Msg("simurgh-ev-chronicle-many", tiles=and_msg([m.params["tile"] for m in run])))
        else:
            out.append(Msg(first.key, **{**first.params, "count": sum(m.params["count"] for m in run)}))
    return out


def post_parts(msgs: list[Msg]) -> list[list[Msg]]:
    """A turn's steps as the parts of its post: a dragon's ability said with its price ("używa zdolności 1 Smoka 60
    za 1 broń"), and a turn of several abilities one line each, from each ability on (docs/style.md)."""
    steps: list[Msg] = []
    for m in msgs:
        last = steps[-1] if steps else None
        if last is not None and last.key == "simurgh-ev-ability" and m.key == "simurgh-ev-pay":
            steps[-1] = Msg("simurgh-ev-ability-paid", **last.params, what=m.params["what"])
        else:
            steps.append(m)
    abilities = sum(m.key in ("simurgh-ev-ability", "simurgh-ev-ability-paid") for m in steps)
    parts: list[list[Msg]] = [[]]
    for m in steps:
        if abilities > 1 and parts[-1] and m.key in ("simurgh-ev-ability", "simurgh-ev-ability-paid"):
            parts.append([])
        parts[-1].append(m)
    return parts


def _gains_once(msgs: list[Msg]) -> list[Msg]:
    """Every gain of a turn said once, where the first was ("zyskuje 6 PM i 1 mądrość, … oddaje 1 kamień"): a turn
    that gains three times does not say "zyskuje" three times (docs/style.md, "merge repeated steps")."""
    gains = [m for m in msgs if m.key == "simurgh-ev-gain"]
    if len(gains) < 2:
        return msgs
    first = msgs.index(gains[0])
    rest = [m for m in msgs[first + 1:] if m.key != "simurgh-ev-gain"]
    return [*msgs[:first], Msg("simurgh-ev-gain", what=summed([g.params["what"] for g in gains])), *rest]


def summed(whats: list[Msg]) -> Msg:
    """Bundles in words added up: "1 mądrość", "1 warzywo i 1 mądrość" -> "2 mądrości i 1 warzywo" (an amount
    ``n`` of the same thing is added; anything else is listed as it came)."""
    parts: dict[tuple, Msg] = {}  # a part without its amount -> the part with the amounts summed, in first order
    for what in whats:
        for part in [*what.params["head"], what.params["last"]] if what.key == "simurgh-list-and" else [what]:
            if part.key == "simurgh-nothing":
                continue
            key = (part.key, tuple(sorted((k, str(v)) for k, v in part.params.items() if k != "n")))
            before = parts.get(key)
            if before is None:
                parts[key] = part
            elif isinstance(part.params.get("n"), int) and isinstance(before.params.get("n"), int):
                parts[key] = Msg(part.key, **{**part.params, "n": before.params["n"] + part.params["n"]})
            else:
                parts[(*key, len(parts))] = part
    return and_msg(list(parts.values())) if parts else Msg("simurgh-nothing")


def _without_count(m: Msg) -> dict:
    return {k: v for k, v in m.params.items() if k != "count"}


def _only_end(state: dict, seat: int) -> bool:
    return all(m.id == "end" for m in legal.turn_moves(state, seat, labelled=False))


def _step(state: dict, seat: int, tokens: list[str], out: list) -> None:
    verb = tokens[0]
    t = state["turn"]
    if verb in ("place", "lay", "withdraw") and t["main"] is not None:
        raise GameError("simurgh-err-main-done", rule="SIM-5.2")
    if verb == "place":
        _place(state, seat, tokens, out)
    elif verb == "lay":
        _lay(state, seat, tokens, out)
    elif verb == "withdraw":
        _withdraw(state, seat, tokens, out)
    elif verb == "explore":
        _explore(state, seat, tokens, out)
    elif verb == "ability":
        _ability(state, seat, tokens, out)
    elif verb == "end":
        if len(tokens) != 1:
            raise _syntax("end")
        if t["main"] is None:
            raise GameError("simurgh-err-end-before-main", rule="SIM-5.5")
        _declare_end(state, out)
    else:
        raise GameError("simurgh-err-syntax", rule="SIM-17.2")


FORMS = ("place", "lay", "explore", "ability", "end")  # the verbs whose written form a refusal shows


def _syntax(verb: str | None = None) -> GameError:
    """An incomplete move: its written form when the verb is known (the words of ``simurgh-form-<verb>``)."""
    if verb in FORMS:
        return GameError("simurgh-err-form", rule="SIM-17.2", form=Msg(f"simurgh-form-{verb}"))
    return GameError("simurgh-err-syntax", rule="SIM-17.2")


def _option(options: list, token: str | None, prefix: str, rule: str):
    """The chosen option: the only one, or ``<prefix><k>`` (1-based) among several; a copy, since the options'
    bundles are the data's own (``bundles.data_choices``) and the state must never share them."""
    if len(options) == 1 and token is None:
        return deep_copy(options[0])
    if token is None or not token.startswith(prefix) or not token[1:].isdigit() \
            or not 1 <= int(token[1:]) <= len(options):
        raise GameError("simurgh-err-option", rule=rule, n=len(options))
    return deep_copy(options[int(token[1:]) - 1])


def _place(state: dict, seat: int, tokens: list[str], out: list) -> None:
    """SIM-5.2 (A), SIM-6.1-6.3: a vassal from the supply on a legal space, whose effect is then used in full."""
    if len(tokens) not in (3, 4):
        raise _syntax("place")
    space, vassal = tokens[1], tokens[2]
    if vassal not in VASSAL_TYPES:
        raise _syntax("place")
    err = bd.placement_error(state, seat, vassal, space)
    if err:
        raise err
    options = legal.space_options(state, seat, vassal, space)
    if not options:
        raise GameError("simurgh-err-cannot-use", rule="SIM-7.3", space=space_msg(space))
    pay, gain = _option(options, tokens[3] if len(tokens) > 3 else None, "o", "SIM-7.1")
    _put(state, seat, vassal, space, pay, gain, out)


def _put(state: dict, seat: int, vassal: str, space: str, pay: dict, gain: dict, out: list) -> None:
    """Put the vassal and queue its space's effect: pay, gain, the City's special spaces, the tile check."""
    t = state["turn"]
    bd.put(state, seat, vassal, space)
    t["main"] = "place"
    t["placed"] = {"space": space, "vassal": vassal}
    t["touched"].append(space)
    out.append((Msg("simurgh-ev-place", vassal=vassal_msg(vassal), space=at_msg(space)), False))
    tasks = [{"t": "pay", "b": pay}, {"t": "gain", "b": gain}]
    special = SPACES[space].get("special")
    if special == "scouts_purchase":
        tasks.append({"t": "scouts"})  # SIM-8.11
    elif special == "monument_objective":
        tasks.append({"t": "monument"})  # SIM-8.12
    tile = bd.tile_of(space)
    if tile is not None:
        if kind_of(tile) == "exploration":
            t["entered"].append(tile)  # SIM-10.5: it moves down from the next turn
        tasks.append({"t": "settle", "slot": bd.slot_of(state, tile), "tile": tile})  # SIM-6.3
    t["queue"] += tasks
    resolve.run(state, out)


def _lay(state: dict, seat: int, tokens: list[str], out: list) -> None:
    """SIM-9.3/SIM-9.4: lay a tile (clearing a full slot with a weapon), take the slot's reward and place a vassal on
    the tile, as one atomic move."""
    rest = list(tokens[1:])
    if rest and rest[0] not in state["seats"][seat]["hand"]:  # a tile not held is said first, with the hand
        raise GameError("simurgh-err-not-in-hand", rule="SIM-9.3", tile=rest[0][:8],
                        hand=", ".join(state["seats"][seat]["hand"]) or "—")
    if len(rest) < 4:
        raise _syntax("lay")
    tile, slot = rest[0], rest[1]
    reward_token = rest.pop(2) if rest[2].startswith("r") and rest[2][1:].isdigit() else None
    if len(rest) not in (4, 5):
        raise _syntax("lay")
    space, vassal = rest[2], rest[3]
    clear = slot if state["board"]["wilds"].get(slot) is not None else None
    err = bd.lay_error(state, seat, tile, slot, clear)
    if err:
        raise err
    rewards = legal.slot_rewards(slot)
    reward = _option(rewards, reward_token, "r", "SIM-9.2")
    if bd.tile_of(space) != tile or vassal not in VASSAL_TYPES:
        raise GameError("simurgh-err-lay-place", rule="SIM-9.4", tile=tile_msg(tile))
    options = legal.lay_space_options(state, seat, tile, slot, reward, vassal, space)
    if not options:
        raise GameError("simurgh-err-lay-place", rule="SIM-9.4", tile=tile_msg(tile))
    pay, gain = _option(options, rest[4] if len(rest) > 4 else None, "o", "SIM-7.1")
    if clear:
        out.append((Msg("simurgh-ev-clear", tile=tile_msg(state["board"]["wilds"][slot]["tile"])), False))
    bd.lay(state, seat, tile, slot, clear)
    state["turn"]["touched"].append(tile)
    if kind_of(tile) == "power":
        state["turn"]["revealed"] = True
    out.append((Msg("simurgh-ev-lay", tile=tile_msg(tile), slot=slot_msg(slot)), False))
    state["turn"]["queue"].append({"t": "gain", "b": reward})  # SIM-9.3 step 3: a gain event
    resolve.run(state, out)
    _put(state, seat, vassal, space, pay, gain, out)


def _withdraw(state: dict, seat: int, tokens: list[str], out: list) -> None:
    """SIM-5.2 (B) / SIM-6.6: take back one or more of your vassals; emptied tiles go to the Chronicle."""
    spaces = legal.own_spaces(state, seat) if tokens[1:] == ["all"] else tokens[1:]
    removed = bd.withdraw(state, seat, spaces)
    state["turn"]["main"] = "withdraw"
    out.append((Msg("simurgh-ev-withdraw", count=len(spaces),
                    spaces=and_msg([from_msg(s) for s in spaces if s in SPACES])), False))
    for tile in removed:
        out.append((Msg("simurgh-ev-chronicle", tile=tile_msg(tile)), False))


def _explore(state: dict, seat: int, tokens: list[str], out: list) -> None:
    """SIM-10.5 (F2): pay the move cost once and move a Dragonrider one level down."""
    if len(tokens) not in (2, 3):
        raise _syntax("explore")
    tile = tokens[1]
    err = bd.explore_error(state, seat, tile)
    if err:
        raise err
    options = legal.move_costs(state, seat, tile)
    if not options:
        raise GameError("simurgh-err-explore-cost", rule="SIM-10.5", tile=tile_msg(tile))
    pay = _option(options, tokens[2] if len(tokens) > 2 else None, "o", "SIM-10.5")
    state["turn"]["queue"].append({"t": "move_down", "tile": tile, "pay": pay})
    state["turn"]["touched"].append(tile)
    resolve.run(state, out)


def _ability(state: dict, seat: int, tokens: list[str], out: list) -> None:
    """SIM-11.5 (F3): remove the ability's marker and resolve it (SIM-11.7 extra markers, SIM-11.9 Scouts)."""
    if len(tokens) not in (3, 4):
        raise _syntax("ability")
    s = state["seats"][seat]
    d = resolve.dragon_index(s, tokens[1])
    if tokens[2] not in ("1", "2", "3"):
        raise _syntax("ability")
    slot = int(tokens[2]) - 1
    if not s["dragons"][d]["markers"][slot]:
        raise GameError("simurgh-err-no-marker", rule="SIM-11.5", dragon=dragon_msg(tokens[1]), slot=slot + 1)
    a = dg.ability(s["dragons"][d], slot)
    extra = tokens[3] if len(tokens) > 3 else None
    choices = legal.ability_options(state, seat, d, slot)
    if a["kind"] == "scouts_take_faceup":
        matching = [c for c in choices if c[0] == extra]
        if not matching:
            raise GameError("simurgh-err-ability-cannot", rule="SIM-11.9", dragon=dragon_msg(tokens[1]), slot=slot + 1)
        target, pay, gain = matching[0]
    else:
        if a["kind"] not in ("instant", "scouts_take_facedown"):
            raise GameError("simurgh-err-ability-not-now", rule="SIM-11.6", dragon=dragon_msg(tokens[1]),
                            slot=slot + 1)
        if not choices:
            raise GameError("simurgh-err-ability-cannot", rule="SIM-7.3", dragon=dragon_msg(tokens[1]), slot=slot + 1)
        target, pay, gain = _option(choices, extra, "o", "SIM-7.1")
    dg.use(s, d, slot)
    out.append((Msg("simurgh-ev-ability", dragon=dragon_msg(tokens[1]), slot=slot + 1), False))
    tasks = [{"t": "pay", "b": pay}]
    if a["kind"] == "instant":
        tasks.append({"t": "gain", "b": gain})
    else:
        tasks.append({"t": "scouts_free", "slot": target})
    state["turn"]["queue"] += tasks
    resolve.run(state, out)


def _declare_end(state: dict, out: list) -> None:
    """SIM-5.5: the limits (discard and return exactly the excess), then the turn is over."""
    out.append((Msg("simurgh-ev-end"), False))
    state["turn"]["queue"] += [{"t": "limits"}, {"t": "finish"}]
    resolve.run(state, out)


# ---- the end of a turn and of the game ---------------------------------------------------------------------------
def end_turn(state: dict, seat: int) -> list[Event]:
    """SIM-5.5, SIM-13.1-13.2: publish the turn in one post, note the trigger player or a final turn taken, and pass
    the turn on (or end the game)."""
    t = state["turn"]
    events = [Event(Msg("simurgh-ev-turn" if i == 0 else "simurgh-ev-turn-more", player=P(seat), what=and_msg(part)))
              for i, part in enumerate(post_parts(merged([Msg.from_json(m) for m in t["log"]])))]
    n = state["players"]
    if state["trigger"] is None and scoring.end_reached(state):
        state["trigger"] = seat
        state["final_turns"] = scoring.final_turns(state, seat)
        events.append(Event(Msg("simurgh-ev-end-triggered", player=P(seat), count=len(state["final_turns"]))))
    elif seat in state["final_turns"]:
        state["final_turns"].remove(seat)
    state["turns"] = state.get("turns", 0) + 1
    state["last"] = {"seat": seat, "log": list(t["log"]), "spaces": list(t["touched"])}
    if state["trigger"] is not None and not state["final_turns"]:
        final = scoring.final_scores(state)
        state.update(phase=GAME_OVER, active=None, final=final)
        state["turn"] = new_turn(seat)
        state["turn"]["finished"] = True
        winners = final["winners"]
        events.append(Event(Msg("simurgh-ev-game-over", players=[P(w) for w in winners], count=len(winners),
                                n=final["rows"][winners[0]]["total"]), status=True))
        return events
    nxt = state["final_turns"][0] if state["trigger"] is not None else (seat + 1) % n
    state["active"] = nxt
    state["turn"] = new_turn(nxt)
    key = "simurgh-ev-next-final" if state["trigger"] is not None else "simurgh-ev-next"
    events.append(Event(Msg(key, player=P(nxt)), status=True))
    return events


# ---- Dragonlord setup as moves -----------------------------------------------------------------------------------
def _one_tile(tokens: list[str], verb: str) -> str:
    if len(tokens) != 2 or tokens[0] != verb:
        raise GameError("simurgh-err-syntax", rule="SIM-17.2")
    return tokens[1]


def _power_pick(state: dict, seat: int, tokens: list[str]) -> list[Event]:
    """SIM-14.3: keep 1 power tile secretly, pass the others to the right."""
    tile = _one_tile(tokens, "power")
    drafts.power_pick(state, seat, tile)
    events = [Event(Msg("simurgh-ev-you-kept", tile=tile_msg(tile)), to=seat),
              Event(Msg("simurgh-ev-power-pick", player=P(seat)), random=True)]
    if state["phase"] == drafts.DRAFT_ACTION:
        events.append(Event(Msg("simurgh-ev-action-draft"), random=True, reveals=True))
    return events


def _action_pick(state: dict, seat: int, tokens: list[str]) -> list[Event]:
    """SIM-14.4: take 1 face-up tile; the row refills at once."""
    tile = _one_tile(tokens, "draft")
    drafts.action_pick(state, seat, tile)
    events = [Event(Msg("simurgh-ev-draft-pick", player=P(seat), tile=tile_msg(tile)), random=True, reveals=True)]
    if state["phase"] == drafts.DRAGON_CHOICE:
        events.append(Event(Msg("simurgh-ev-dragon-choice"), random=True, ping_all=True))
    return events


def _dragon_pick(state: dict, seat: int, tokens: list[str]) -> list[Event]:
    """SIM-3.13/SIM-16.1: the secret dragon choice; all are revealed together when the last player has chosen."""
    if len(tokens) != 4 or tokens[0] != "dragon":
        raise GameError("simurgh-err-syntax", rule="SIM-17.2")
    changed = state["draft"]["choices"][seat] is not None
    done = drafts.dragon_pick(state, seat, tokens[1], tokens[2:])
    key = "simurgh-ev-you-keep-dragon" if not done else "simurgh-ev-you-keep-dragon-final"  # SIM-16.1
    events = [Event(Msg(key, dragon=dragon_msg(tokens[1])), to=seat)]
    if not done:
        key = "simurgh-ev-dragon-changed" if changed else "simurgh-ev-dragon-chosen"
        return events + [Event(Msg(key, player=P(seat)), quiet=changed)]
    reveal = [Msg("simurgh-ev-dragon-of", player=P(s), dragon=dragon_msg(state["seats"][s]["dragons"][0]["id"]))
              for s in range(state["players"])]
    return events + [Event(Msg("simurgh-ev-dragons-revealed", list=reveal), reveals=True, random=True,
                           ping_all=True),
                     Event(Msg("simurgh-ev-next", player=P(state["active"])), status=True)]


def actors(state: dict) -> set[int]:
    if state["phase"] == GAME_OVER:
        return set()
    if state["phase"] == drafts.DRAGON_CHOICE:
        return {s for s, c in enumerate(state["draft"]["choices"]) if c is None}
    return {state["active"]}


def may_act(state: dict, seat: int) -> bool:
    """The secret dragon choice stays changeable until the last player has chosen (SIM-16.1)."""
    if state["phase"] == drafts.DRAGON_CHOICE:
        return 0 <= seat < state["players"]
    return seat in actors(state)


