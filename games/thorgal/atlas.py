"""The adventure map of Thorgal (RULES.md §4, §7.1, §7.4-7.5): Areas and their availability, borders and Move paths,
and what a Location offers now (its current action and cost, who may use it). Pure functions on the state of
``games.thorgal.setup``; the adventure's data is read through :func:`adventure` (a paragraph's through
:func:`paragraph`).
"""
from __future__ import annotations

from functools import lru_cache

from games.core.contract import Msg
from games.core.errors import GameError
from games.thorgal.data import ADVENTURES


def name_msg(state: dict, kind: str, ident: str) -> Msg:
    """The name of an Area, a Location or a border in both languages, for a refusal (never its id); an unnamed
    border is named by the two Areas it separates."""
    records = {"area": adventure(state)["map"]["areas"], "location": adventure(state)["map"]["locations"],
               "border": adventure(state)["map"]["borders"]}[kind]
    spec = next((r for r in records if r["id"] == ident), {})
    if spec.get("name_en"):
        return Msg("thorgal-text", en=spec["name_en"], pl=spec.get("name_pl", spec["name_en"]))
    if kind == "border" and spec.get("areas"):
        a, b = (name_msg(state, "area", x) for x in spec["areas"][:2])
        return Msg("thorgal-border", a=a, b=b)
    return Msg("thorgal-text", en=ident, pl=ident)


def adventure(state: dict) -> dict:
    return ADVENTURES[state["adventure"]]


def paragraph(state: dict, pid: int) -> dict:
    """The adventure's paragraph ``pid`` (TG-PAR)."""
    return next(p for p in adventure(state)["paragraphs"] if p["id"] == pid)


def areas(state: dict) -> dict[str, dict]:
    return _by_id(state["adventure"], "areas")


def locations(state: dict) -> dict[str, dict]:
    return _by_id(state["adventure"], "locations")


@lru_cache(maxsize=64)
def _by_id(adventure_id: str, kind: str) -> dict[str, dict]:
    """An adventure's Areas or Locations by id, built once (read-only: the computer asks thousands of times)."""
    return {x["id"]: x for x in ADVENTURES[adventure_id]["map"][kind]}


def rule(state: dict, name: str) -> dict | None:
    """The adventure's special rule ``name`` (§0.8 vocabulary), or None."""
    return next((r for r in adventure(state)["adventure_board"].get("special_rules", []) if r["rule"] == name), None)


def available(state: dict, area: str) -> bool:
    """TG-MAP-3: an Area numbered above the current round is unavailable."""
    return areas(state)[area]["number"] <= state["round"]


def border_between(state: dict, a: str, b: str) -> str | None:
    for bid in state["board"]["borders"]:
        spec = next(x for x in adventure(state)["map"]["borders"] if x["id"] == bid)
        if set(spec["areas"]) == {a, b}:
            return bid
    return None


def move_plan(state: dict, path: list[str], value: int) -> list[str]:
    """TG-MOV-1..7: check a Move path ``[area0, area1, ...]`` from the hero's Area for a Move of ``value``; returns
    the blue borders crossed that must be paid (SR2). Raises a localized :class:`GameError` naming the rule."""
    if len(path) < 2:
        return []
    known = areas(state)
    if any(a not in known for a in path):
        raise GameError("thorgal-err-no-area", rule="TG-MOV-4", area=next(a for a in path if a not in known)[:8])
    cost, blue = 0, []
    red = rule(state, "red_border_ends_move")
    ferry = rule(state, "blue_border_costs")
    for i, (a, b) in enumerate(zip(path, path[1:], strict=False)):
        bid = border_between(state, a, b)
        if bid is None:
            raise GameError("thorgal-err-not-adjacent", rule="TG-MOV-4", a=name_msg(state, "area", a),
                            b=name_msg(state, "area", b))
        border = state["board"]["borders"][bid]
        if border["type"] == "impassable" or bid in state["board"]["blocked"]:
            raise GameError("thorgal-err-border-closed", rule="TG-MOV-2", border=name_msg(state, "border", bid))
        if not available(state, b):  # TG-MOV-3: every Area entered, passing through included
            raise GameError("thorgal-err-area-unavailable", rule="TG-MOV-3", area=name_msg(state, "area", b),
                            round=state["round"])
        cost += border["multiplicity"]
        if border["type"] == "red" and red and i != len(path) - 2:  # TG-MOV-6: crossing it ends the Move
            raise GameError("thorgal-err-red-border", rule="TG-MOV-6", border=name_msg(state, "border", bid))
        if border["type"] == "blue" and ferry and ferry.get("waived_by_flag") not in state["flags"]:
            blue.append(bid)  # TG-MOV-7: paid at the crossing
    if cost > value:
        raise GameError("thorgal-err-move-cost", rule="TG-MOV-1", cost=cost, value=value)
    return blue


def location_action(state: dict, loc: str) -> dict:
    """TG-ASG-9/TG-GEN-8: a Sacrifice token covers the printed requirement."""
    if loc in state["board"]["sacrifice"]:
        return {"type": "sacrifice", "wound": state["board"]["sacrifice"][loc]}
    return locations(state)[loc]["action"]


def location_cost(state: dict, loc: str) -> dict[str, int]:
    """TG-ASG-7/8: the printed cost, +1 per Raised Cost token on its recorded type, with the cost modifiers whose
    token is present; never below 0 per type."""
    cost = dict(locations(state)[loc]["action"].get("cost") or {})
    for res in state["board"]["raised"].get(loc, []):
        cost[res] = cost.get(res, 0) + 1
    present = state["board"]["tokens"].get(loc, [])
    for mod in locations(state)[loc].get("cost_modifiers", []):
        if mod["if_token"] in present:
            cost[mod["res"]] = max(0, cost.get(mod["res"], 0) + mod["delta"])
    return cost


def here(state: dict, seat: int, loc: str) -> bool:
    """TG-MAP-2/4: a hero uses the Locations of their Area, and those on its borders."""
    return state["heroes"][seat]["area"] in locations(state)[loc]["areas"]


def use_error(state: dict, seat: int, loc: str, kind: str) -> GameError | None:
    """TG-ASG-2 / TG-SAC-2 / TG-MAP-5: why the hero cannot take action ``kind`` (assign or sacrifice) at ``loc``."""
    if loc not in locations(state):
        return GameError("thorgal-err-no-location", rule="TG-MAP-6", location=str(loc)[:8])
    problem = use_problem(state, seat, loc, kind)
    if problem is None:
        return None
    return GameError(problem[0], rule=problem[1], location=name_msg(state, "location", loc))


def use_problem(state: dict, seat: int, loc: str, kind: str) -> tuple[str, str] | None:
    """The refusal's key and rule of :func:`use_error` for a Location that exists, without words (cheap: the legal
    moves ask it for every Location)."""
    rule_id = "TG-ASG-2" if kind == "assign" else "TG-SAC-2"
    if not here(state, seat, loc):
        return "thorgal-err-not-here", rule_id
    if location_action(state, loc)["type"] != kind:
        return "thorgal-err-wrong-action", rule_id
    if state["board"]["enemies"].get(loc):
        return "thorgal-err-enemies-here", "TG-MAP-5"
    if loc in state["board"]["blocked"]:
        return "thorgal-err-blocked", "TG-GEN-7"
    if loc in state["board"]["read"]:
        return "thorgal-err-read", "TG-PAR-4"
    if any(t not in state["board"]["tokens"].get(loc, []) for t in locations(state)[loc].get("requires_tokens", [])):
        return "thorgal-err-prerequisite", rule_id
    return None
