"""The Action Row of Thorgal (RULES.md §5-6): whose turn it is, the 4 Action tokens, bonus counting, the action's
value, and replacing Action cards and attaching Special cards (TG-RND-2, TG-ROW-1..11, TG-REP-1..7). Pure functions
on the state of ``games.thorgal.setup``.
"""
from __future__ import annotations

from games.core.errors import GameError
from games.thorgal.data import ACTION_CARDS, ACTION_TYPES
from games.thorgal.setup import sort_row


def turn_seat(state: dict) -> int:
    """TG-RND-2: turn k of the Action phase belongs to seat (first + k) mod N (solo: the two heroes alternate)."""
    return (state["first"] + state["turn"]) % len(state["heroes"])


def types_of(card_id: str) -> list[str]:
    """The main action types of a card (a dual card has two, TG-ROW-4/TG-REP-2)."""
    return [m["type"] for m in ACTION_CARDS[card_id]["main"]]


def placements(state: dict) -> list[tuple[int | None, int]]:
    """TG-ROW-3/TG-RND-3: the distinct (from, to) choices: an active token (by where it lies; ``None`` = beside the
    row) moved to a different slot."""
    froms = sorted({t["slot"] for t in state["tokens"] if t["active"]}, key=lambda x: -1 if x is None else x)
    return [(f, to) for f in froms for to in range(len(state["row"])) if to != f]


def place_token(state: dict, source: int | None, target: int) -> None:
    """TG-RND-3: take an active token lying at ``source``, flip it inactive and put it under slot ``target``."""
    if not 0 <= target < len(state["row"]):
        raise GameError("thorgal-err-no-slot", rule="TG-ROW-1", slot=target + 1)
    if target == source:
        raise GameError("thorgal-err-same-slot", rule="TG-ROW-3")
    token = next((t for t in state["tokens"] if t["active"] and t["slot"] == source), None)
    if token is None:
        raise GameError("thorgal-err-no-token", rule="TG-ROW-3")
    token.update(slot=target, active=False)


def _count(state: dict, slot: int, side: str, where) -> int:
    ok = {"any": lambda t: True, "active": lambda t: t["active"], "inactive": lambda t: not t["active"]}[side]
    return sum(1 for t in state["tokens"] if t["slot"] is not None and where(t["slot"]) and ok(t))


def bonus_times(state: dict, slot: int, bonus: dict) -> int:
    """TG-ROW-6, counted right after the token is placed: ``only`` once if exactly 1 token lies under this card;
    ``left`` once per token under a slot left of it; ``under`` once per token under it (the new one included)."""
    side = bonus.get("token_side", "any")
    if bonus["condition"] == "only":
        return 1 if _count(state, slot, "any", lambda s: s == slot) == 1 and \
            _count(state, slot, side, lambda s: s == slot) == 1 else 0
    if bonus["condition"] == "left":
        return _count(state, slot, side, lambda s: s < slot)
    if bonus["condition"] == "under":
        return _count(state, slot, side, lambda s: s == slot)
    raise ValueError(bonus["condition"])


def clamp(action: str, value: int | None) -> int | None:
    """TG-ROW-9: the lowest value of each type (Move and Sacrifice 1, the others 0; Combat has none)."""
    low = ACTION_TYPES[action]["min_value"]
    return None if value is None or low is None else max(low, value)


def action_value(state: dict, slot: int, main: int = 0, modifiers: int = 0) -> int | None:
    """TG-ROW-8: the base value + each ``plus`` bonus times it applies + the ``action_value`` modifiers, clamped."""
    card = ACTION_CARDS[state["row"][slot]["card"]]
    m = card["main"][main]
    if m["value"] is None:
        return None
    plus = sum(b["n"] * bonus_times(state, slot, b) for b in card["bonuses"] if b["kind"] == "plus")
    return clamp(m["type"], m["value"] + plus + modifiers)


def replace_options(state: dict, new_card: str) -> list[int]:
    """TG-REP-1/2/7: the row slots the new card may replace: a card sharing one of its main types (dual cards count
    as both), and only if every action type of the row is still there afterwards."""
    before = {t for slot in state["row"] for t in types_of(slot["card"])}
    out = []
    for i, slot in enumerate(state["row"]):
        if not set(types_of(slot["card"])) & set(types_of(new_card)):
            continue
        after = {t for j, other in enumerate(state["row"]) if j != i for t in types_of(other["card"])}
        if before <= after | set(types_of(new_card)):
            out.append(i)
    return out


def replace(state: dict, slot: int, new_card: str) -> str:
    """TG-REP-3/6: the old card leaves the game with what lay on it, the new one joins and the row is re-sorted;
    tokens stay in their slots; a Special card moves under the new card. Returns the old card."""
    if slot not in replace_options(state, new_card):
        raise GameError("thorgal-err-replace", rule="TG-REP-2", slot=slot)
    old = state["row"][slot]
    special = old["special"]
    state["row"][slot] = {"card": new_card, "special": special}
    state["row"] = sort_row(state["row"])
    if new_card in state["unused"]:
        state["unused"].remove(new_card)
    attach_waiting(state)
    return old["card"]


def attach_special(state: dict, special: dict) -> None:
    """TG-REP-6/7: tuck a Special card under the leftmost row card of its type; with none, it waits."""
    for slot in state["row"]:
        if special["attaches_to"] in types_of(slot["card"]) and slot["special"] is None:
            slot["special"] = special["id"]
            return
    state["specials_waiting"].append(special["id"])


def attach_waiting(state: dict) -> None:
    """A waiting Special card attaches as soon as a card of its type is in the row (TG-REP-6, designed)."""
    from games.thorgal.atlas import adventure

    specials = {sc["id"]: sc for sc in adventure(state)["action_cards"]["special_cards"]}
    waiting, state["specials_waiting"] = state["specials_waiting"], []
    for sid in waiting:
        attach_special(state, specials[sid])


def special_effects(state: dict, slot: int | None, kind: str, timing: str) -> list[dict]:
    """TG-REP-6/7: the entries ``{timing, condition?, effects}`` of the Special card tucked under ``slot`` that
    apply to a main action of type ``kind`` at ``timing`` (under a dual card, only for its own type). Their
    ``condition`` is the caller's to judge, at its moment."""
    from games.thorgal.atlas import adventure

    special = state["row"][slot]["special"] if slot is not None else None
    if special is None:
        return []
    spec = next(sc for sc in adventure(state)["action_cards"]["special_cards"] if sc["id"] == special)
    if spec["attaches_to"] != kind:
        return []
    return [e for e in spec["effects"] if e["timing"] == timing]


def flip_all(state: dict) -> None:
    """TG-EVT-2: every token back to its active side, without moving."""
    for t in state["tokens"]:
        t["active"] = True
