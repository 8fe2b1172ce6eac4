"""The Event phase of Thorgal (RULES.md §12, TG-EVT-1..7) as automatic tasks of the queue (their decisions, e.g. a
side thread of a paragraph read here, go to the first player, TG-PAR-8), and the Action-phase effects of the active
Event card (TG-EVT-7)."""
from __future__ import annotations

from games.core.contract import Msg
from games.thorgal import conditions, row
from games.thorgal import effects as fx
from games.thorgal.atlas import adventure


def event_card(state: dict, deck: str, card: str) -> dict:
    return next(c for c in adventure(state)["event_decks"][deck]["cards"] if c["id"] == card)


def start(state: dict) -> None:
    """The Action phase is over (TG-RND-5): queue the five steps."""
    state["phase"] = "EVENT"
    fx.push(state, [{"t": "event", "step": k} for k in range(1, 6)])


def _ctx(state: dict, src: dict | None = None) -> dict:
    ctx = {"hero": state["first"], "loc": None, "para": None, "revealed": False}
    if src:
        ctx["src"] = src
    return ctx


def source(state: dict) -> dict | None:
    """The active Event card as the source of what its effects do (a wound's question says so), as JSON."""
    active = state.get("active_event")
    if active is None:
        return None
    return Msg("thorgal-why-event", card=fx.text(event_card(state, active["deck"], active["id"]), "name")).to_json()


def step(state: dict, task: dict, out: list) -> None:
    board = adventure(state)["adventure_board"]
    k = task["step"]
    if k == 1:  # TG-EVT-1: advance the Round marker, or lose
        track = board["round_track"]
        if state["round"] >= track["length"]:
            out.append(Msg("thorgal-ev-out-of-time"))
            state["queue"][:] = [t for t in state["queue"] if t.get("t") != "event"]  # in place: run() holds it
            defeat = next((d for d in board.get("defeat", []) if d["condition"] == "round_track_exhausted"), {})
            tail = [{"t": "event", "step": 0}]  # the loss, should the paragraph not end the game itself
            if defeat.get("paragraph") is not None:
                tail.insert(0, {"t": "read", "id": defeat["paragraph"], "ctx": _ctx(state)})
            fx.push(state, tail)
            return
        state["round"] += 1
        out.append(Msg("thorgal-ev-round", n=state["round"]))
        special = track.get("special_spaces", {}).get(str(state["round"]))
        if special:
            fx.resolve(state, special["effects"], _ctx(state, Msg("thorgal-why-round").to_json()))
    elif k == 2:  # TG-EVT-2
        row.flip_all(state)
    elif k == 3:  # TG-EVT-3: the active card's next-Event-phase icon; then it is discarded (TG-EVT-4)
        active = state["active_event"]
        if active is not None:
            card = event_card(state, active["deck"], active["id"])
            icon = (card.get("next_event_phase") or {}).get("icon")
            state["discards"]["events"][active["deck"]].append(active["id"])
            state["active_event"] = None
            if icon:
                why = Msg("thorgal-why-event", card=fx.text(card, "name")).to_json()
                fx.resolve(state, [{"op": "resolve_event_icon", "icon": icon}], _ctx(state, why))
    elif k == 4:  # TG-EVT-4: the first deck from the left whose condition holds
        for req in board["event_requirements"]:
            if conditions.holds(state, req.get("condition")):
                card_id = draw_event(state, req["deck"])
                if card_id is not None:
                    state["active_event"] = {"deck": req["deck"], "id": card_id}
                    card = event_card(state, req["deck"], card_id)
                    out.append(Msg("thorgal-ev-event", title=fx.text(card, "name"), text=fx.text(card, "text")))
                    fx.resolve(state, card.get("immediate", []), _ctx(state, source(state)))
                break
    elif k == 5:  # TG-EVT-5, then the next Action phase
        state["first"] = (state["first"] + 1) % len(state["heroes"])
        state.update(phase="ACTION", turn=0, stage="token", act=None, todo=[], first_journey_done=False)
    elif k == 0:  # the round track ran out and the adventure names no paragraph for it
        fx.game_over(state, "loss", "round_track_exhausted")


def draw_event(state: dict, deck: str) -> str | None:
    return fx.draw_from(state, state["decks"]["events"][deck], state["discards"]["events"][deck])


def action_phase_entries(state: dict) -> list[dict]:
    """TG-EVT-7: the active card's entries that apply during this Action phase."""
    active = state["active_event"]
    if active is None:
        return []
    return list(event_card(state, active["deck"], active["id"]).get("action_phase", []))


def value_modifier(state: dict, action: str, first_journey: bool) -> int:
    """TG-EVT-7: ``action_value`` modifiers of the action's type; ``first_journey_value`` for the first Journey."""
    total = 0
    for entry in action_phase_entries(state):
        if entry.get("modifier") == "action_value" and entry.get("action") == action:
            total += entry["delta"]
        if entry.get("modifier") == "first_journey_value" and action == "journey" and first_journey:
            total += entry["delta"]
    return total


def area_triggers(state: dict, area: str) -> list[list]:
    """TG-EVT-7: the ``enter_or_act_in_area`` effect lists that fire for ``area`` (only in the Action phase)."""
    if state["phase"] != "ACTION":
        return []
    return [e["effects"] for e in action_phase_entries(state)
            if e.get("trigger") == "enter_or_act_in_area" and e.get("area") == area]


def combat_triggers(state: dict) -> list[list]:
    return [e["effects"] for e in action_phase_entries(state) if e.get("trigger") == "combat_before_roll"]

