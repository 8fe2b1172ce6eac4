"""Async turns: private pending steps, undo, publication and the end of a turn (RULES.md 5, 11, 16).

The state is what everybody knows. The active player's steps that revealed nothing are kept as ids in
``state["turn"]["pending"]``: they change only the mover's preview (``preview``), their events go only to the mover
(the public trace is a neutral "X is playing" line), and ``undo`` drops the last one. A step that uncovers a castle
tile (DC-14.3) cannot be kept private: it publishes the turn so far at once (public events, ``reveals``) and nothing
before it can be undone. ``confirm`` publishes the rest of the turn in one batch of public events (marked
``reveals``: the private steps become known) and passes the turn on (or ends the game, DC-11.4).
"""
from __future__ import annotations

from games.core.contract import Event, Msg, P
from games.core.errors import GameError
from games.dragon_castle import castle as cs
from games.dragon_castle import scoring
from games.dragon_castle.setup import GAME_OVER, new_turn
from games.dragon_castle.step_checks import BLOCKING
from games.dragon_castle.steps import apply_step, last_player, stage


def working_copy(state: dict) -> dict:
    """A copy in which steps may change anything they change (faster than a full deep copy: the parts no step
    mutates in place - options, rng, last, Msg JSON of the log, taken-tile records - are shared)."""
    work = dict(state)
    work["castle"] = {cell: list(stack) for cell, stack in state["castle"].items()}
    work["realms"] = [[{"tiles": list(sp["tiles"]), "up": sp["up"], "shrine": sp["shrine"]} for sp in realm]
                      for realm in state["realms"]]
    for key in ("discard", "pools", "tokens", "track"):
        work[key] = list(state[key])
    work["vp"] = [dict(v) for v in state["vp"]]
    t = dict(state["turn"])
    for key in ("pending", "log", "taken", "held", "modifiers", "used", "flipped", "castle_cells", "realm_cells"):
        t[key] = list(t[key])
    if t["power"] is not None:
        t["power"] = {**t["power"], "moved": list(t["power"]["moved"])}
    if t["build"] is not None:
        t["build"] = dict(t["build"])
    work["turn"] = t
    return work


def preview(state: dict) -> dict:
    """The state with the pending steps applied (the mover's preview); ``state`` itself is not changed."""
    work = working_copy(state)
    pending = work["turn"]["pending"]
    work["turn"]["pending"] = []
    for move_id in pending:
        revealed = apply_step(work, state["turn"]["seat"], move_id.split())
        assert not revealed, "a pending step never reveals"
    return work


def peek(state: dict) -> dict:
    """The preview for read-only use: the state itself when nothing is pending."""
    return preview(state) if state["turn"]["pending"] else state


def _new_log(state: dict, work: dict) -> list[Msg]:
    return [Msg.from_json(m) for m in work["turn"]["log"][len(state["turn"]["log"]):]]


def check_seat(state: dict, seat) -> None:
    if state["phase"] == GAME_OVER:
        raise GameError("core-err-game-over", rule="DC-11.4")
    if seat != state["active"]:
        raise GameError("core-err-not-your-turn", rule="DC-5.1")


def play(state: dict, seat: int, tokens: list[str]) -> list[Event]:
    check_seat(state, seat)
    if not tokens:
        raise GameError("dragon_castle-err-unknown-verb", rule="DC-16.5", move="")
    verb = tokens[0]
    if verb == "undo":
        return _undo(state, seat, tokens)
    work = preview(state)
    if verb == "confirm":
        return _confirm(state, work, seat, tokens)
    before = len(work["turn"]["log"])
    revealed = apply_step(work, seat, tokens)
    if revealed:  # DC-14.3: the uncovered tile is public at once; the turn so far becomes public and final
        msgs = _new_log(state, work)
        events = [Event(m, reveals=(k == len(msgs) - 1)) for k, m in enumerate(msgs)]
        state.clear()
        state.update(work)
        return events
    state["turn"]["pending"].append(" ".join(tokens))
    return [_busy(seat)] + [Event(Msg.from_json(m), to=seat) for m in work["turn"]["log"][before:]]


def _busy(seat: int) -> Event:
    """The public trace of a private step: who is busy, nothing of what (so the history never shows the raw step)."""
    return Event(Msg("dragon_castle-ev-busy", player=P(seat)), quiet=True)


def _undo(state: dict, seat: int, tokens: list[str]) -> list[Event]:
    if len(tokens) != 1:
        raise GameError("dragon_castle-err-syntax", rule="DC-16.5", move=" ".join(tokens)[:60])
    pending = state["turn"]["pending"]
    if not pending:  # which of the two it is: a step made public (a tile uncovered) or none made yet
        raise GameError("dragon_castle-err-undo-public" if state["turn"]["log"] else "dragon_castle-err-undo-nothing",
                        rule="DC-14.3")
    full = preview(state)
    pending.pop()
    undone = full["turn"]["log"][len(preview(state)["turn"]["log"]):]  # what the step did, in words (no raw id)
    return [_busy(seat), Event(_undone(seat, undone), to=seat)]


def _undone(seat: int, undone: list) -> Msg:
    """What an undo took back, the mover not named again ("↶ Cofnięty krok: odrzuca Kupca 2…"): the step's own
    sentence without its subject, when it opens with the mover."""
    if not undone:
        return Msg("dragon_castle-ev-undo-step")
    lines = [Msg.from_json(u) for u in undone]
    if len(lines) > 1 and all(m.key == "dragon_castle-ev-place" for m in lines):  # a pair: both tiles come off
        return Msg("dragon_castle-ev-undo-pair", tile=lines[0].params["tile"], a=lines[0].params["cell"],
                   b=lines[1].params["cell"])
    step = lines[0]
    if step.params.get("player") == P(seat):
        return Msg("dragon_castle-ev-undo", step=Msg(step.key, **{**step.params, "player": ""}))
    return Msg("dragon_castle-ev-undo-other", step=step)


def _confirm(state: dict, work: dict, seat: int, tokens: list[str]) -> list[Event]:
    if len(tokens) != 1:
        raise GameError("dragon_castle-err-syntax", rule="DC-16.5", move=" ".join(tokens)[:60])
    stg = stage(work)
    if stg != "end":
        key, rule = BLOCKING.get(stg, ("dragon_castle-err-no-action", "DC-5.2"))
        raise GameError(key, rule=rule)
    secret = bool(state["turn"]["pending"])  # the steps only the mover knew become public
    events = [Event(m, reveals=secret) for m in _new_log(state, work)]
    end_turn(work, events)
    state.clear()
    state.update(work)
    return events


def end_turn(state: dict, events: list[Event]) -> None:
    """DC-5.2 step 6: end of the turn, then the end-of-game check (DC-11.4); else the left neighbour plays."""
    seat, n, t = state["active"], state["players"], state["turn"]
    if not state["summon_open"] and cs.top_floor(state["castle"]) <= 1:  # DC-11.1: announced once
        state["summon_open"] = True
        events.append(Event(Msg("dragon_castle-ev-summon-open")))
    state["last"] = {"seat": seat, "action": t["action"], "castle_cells": list(t["castle_cells"]),
                     "realm_cells": list(t["realm_cells"]), "spirits": list(t["used"]), "log": list(t["log"])}
    state["turns"] += 1
    if state["final"] and seat == last_player(state):
        rows = scoring.all_breakdowns(state)
        _ranks, winners = scoring.ranking(rows)
        state.update(phase=GAME_OVER, active=None, winners=winners)
        state["turn"] = new_turn(seat)
        why = scoring.tie_msg(rows, winners)
        over = Msg("dragon_castle-ev-game-over", players=[P(s) for s in winners], count=len(winners),
                   n=rows[winners[0]]["total"])
        events.append(Event(Msg("dragon_castle-tie-why", what=over, why=why) if why else over, status=True))
        return
    nxt = (seat + 1) % n
    if nxt == state["first"]:
        state["round"] += 1
    state["active"] = nxt
    state["turn"] = new_turn(nxt)
    events.append(Event(Msg("dragon_castle-ev-next", player=P(nxt)), status=True))


def hidden_twin(state: dict, seed: int, seat: int | None = None) -> dict:
    """DC-14.3: the covered castle tiles (under each stack's top) re-dealt at random - hidden from every seat. The
    mover's pending steps are kept (they are hidden from the others, but a different pending turn cannot be
    re-dealt at random; view() never shows them to anyone else, which the tests check directly)."""
    import random

    from games.core.rng import redeal

    twin = working_copy(state)
    spots = [(stack, i) for stack in twin["castle"].values() for i in range(len(stack) - 1)]
    tiles = [stack[i] for stack, i in spots]
    redeal(random.Random(seed), tiles)
    for (stack, i), tile in zip(spots, tiles, strict=True):
        stack[i] = tile
    return twin
