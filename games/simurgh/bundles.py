"""Costs and gains (RULES.md §0 "Bundle", §7, §11.3-11.4): what a player can pay and what they receive.

A *bundle* of the data may hold choices: ``{"choose_one": [...]}`` (the player picks one option, SIM-7.1) and
``any_of`` parts (n units split freely among the listed types, SIM-7.1/SIM-7.4). :func:`concrete` turns a bundle into
the list of *fixed* bundles a player can choose among (resources as exact amounts), so that every choice of a move is
one fixed bundle. Fixed bundles are then checked (:func:`can_pay`), paid (:func:`pay`) and gained (:func:`gain`) on a
seat's state (``games.simurgh.setup``: resources, pp, vassals, dragons).

What needs the board (spending a vassal standing on a space, SIM-7.7 step 3; a dragon draw, SIM-7.10) is decided by
the engine; here :func:`vassals_to_spend` says how many come from the supply and how many from the board.
"""
from __future__ import annotations

from itertools import product

from games.simurgh.data import DRAGONS, PER_COLOUR, RESOURCES

FIXED_KEYS = ("resources", "power", "markers", "vassals", "dragon_draw")


def _splits(n: int, types: list[str]) -> list[dict[str, int]]:
    """Every way to split ``n`` units among ``types`` (SIM-7.1: any split, all on one type included)."""
    if len(types) == 1:
        return [{types[0]: n}]
    out = []
    for k in range(n, -1, -1):
        for rest in _splits(n - k, types[1:]):
            out.append({types[0]: k, **rest} if k else dict(rest))
    return out


def concrete(bundle: dict | None) -> list[dict]:
    """The fixed bundles a player may choose among for ``bundle``: one per ``choose_one`` option and ``any_of`` split,
    in the data's order, without duplicates. An empty or missing bundle is one empty choice."""
    if not bundle:
        return [{}]
    if "choose_one" in bundle:
        out: list[dict] = []
        for option in bundle["choose_one"]:
            for fixed in concrete(option):
                if fixed not in out:
                    out.append(fixed)
        return out
    base = {k: v for k, v in bundle.items() if k in FIXED_KEYS}
    parts = [_splits(p["n"], list(p["from"])) for p in bundle.get("any_of") or []]
    out = []
    for combo in product(*parts):
        resources = dict(base.get("resources") or {})
        for split in combo:
            for res, n in split.items():
                resources[res] = resources.get(res, 0) + n
        fixed = dict(base)
        if resources:
            fixed["resources"] = {r: resources[r] for r in RESOURCES if resources.get(r)}
        if fixed not in out:
            out.append(fixed)
    return out


_DATA_CHOICES: dict[int, tuple[dict | None, tuple[dict, ...]]] = {}


def data_choices(bundle: dict | None) -> tuple[dict, ...]:
    """:func:`concrete` of a bundle of the static data (a space's effect, a slot's reward, a tile's move cost, an
    ability), worked out once: the computer lists the moves of thousands of positions a second and the same few
    hundred bundles recur in all of them. Read-only: the engine copies the option a move picks before it keeps it
    (``games.simurgh.turns._option``). Never for a bundle built on the fly: the cache is keyed by identity (it keeps
    each bundle alive, so an identity is never reused) and would hold every such bundle forever."""
    hit = _DATA_CHOICES.get(id(bundle))
    if hit is None or hit[0] is not bundle:
        hit = _DATA_CHOICES[id(bundle)] = (bundle, tuple(concrete(bundle)))
    return hit[1]


def owned(seat: dict, vassal: str) -> int:
    """SIM-4.2: the vassals of a type a player owns (supply + on the board), i.e. not in the colour pool."""
    return PER_COLOUR[vassal] - seat["vassals"][vassal]["pool"]


def markers(seat: dict) -> int:
    """The markers on a player's dragons (SIM-7.6, SIM-13.4)."""
    return sum(sum(d["markers"]) for d in seat["dragons"])


def vassals_to_spend(seat: dict, vassal: str, n: int) -> tuple[int, int]:
    """SIM-7.7 steps 2-3: of ``n`` vassals of a type to spend, how many come from the supply and how many must be
    taken from action spaces (the engine asks which)."""
    supply = seat["vassals"][vassal]["supply"]
    return min(n, supply), max(0, n - supply)


def can_pay(seat: dict, fixed: dict, placed: str | None = None) -> bool:
    """SIM-7.3: can the seat pay all of ``fixed`` now? ``placed``: the type of the vassal just placed to pay for this
    space (it can never be spent for it, SIM-7.7 step 3, but it counts as owned for "never your last", step 4)."""
    res = seat["resources"]
    if any(res.get(r, 0) < n for r, n in (fixed.get("resources") or {}).items()):
        return False
    if seat["pp"] < fixed.get("power", 0):  # SIM-4.5/SIM-7.5
        return False
    if markers(seat) < fixed.get("markers", 0):  # SIM-7.6
        return False
    spend = fixed.get("vassals") or {}
    if spend:
        total = sum(owned(seat, v) for v in PER_COLOUR)
        for v, n in spend.items():
            if owned(seat, v) - (1 if placed == v else 0) < n:  # SIM-7.7 steps 1 and 3
                return False
        if total - sum(spend.values()) < 1:  # SIM-7.7 step 4: never the last vassal
            return False
    return True


def pay(seat: dict, fixed: dict, marker_slots: list[tuple[int, int]] = ()) -> None:
    """Pay the seat's own parts of ``fixed`` IN PLACE: resources (SIM-7.4), PP (SIM-7.5) and the markers at
    ``marker_slots`` ((dragon index, slot index), SIM-7.6), and the vassals from the supply (SIM-7.7 step 2; the
    engine takes any others from the board and calls :func:`return_to_pool` for them). Call :func:`can_pay`
    first: this does not check."""
    for r, n in (fixed.get("resources") or {}).items():
        seat["resources"][r] -= n
    seat["pp"] -= fixed.get("power", 0)
    assert len(marker_slots) == fixed.get("markers", 0)
    for d, s in marker_slots:
        assert seat["dragons"][d]["markers"][s]
        seat["dragons"][d]["markers"][s] = False
    for v, n in (fixed.get("vassals") or {}).items():
        from_supply, _ = vassals_to_spend(seat, v, n)
        seat["vassals"][v]["supply"] -= from_supply
        seat["vassals"][v]["pool"] += from_supply  # SIM-7.7 step 5: back to the colour pool


def return_to_pool(seat: dict, vassal: str) -> None:
    """A vassal spent from an action space goes to the colour pool (SIM-7.7 step 5); the engine has taken it off."""
    seat["vassals"][vassal]["pool"] += 1


def can_gain(seat: dict, fixed: dict) -> bool:
    """SIM-7.3: a gain of vassals needs them left in the colour pool (markers and resources are always allowed;
    a dragon draw needs a non-empty stack, which the engine checks)."""
    return all(seat["vassals"][v]["pool"] >= n for v, n in (fixed.get("vassals") or {}).items())


def gain(seat: dict, fixed: dict, marker_dragons: list[int] = ()) -> int:
    """Receive the seat's own parts of ``fixed`` IN PLACE: resources, PP, new vassals into the supply (SIM-7.8) and
    each marker on the dragon named in ``marker_dragons`` (SIM-11.3: its leftmost empty space that is not one-shot;
    a marker with nowhere to go is lost). Returns the markers lost. A dragon draw is the engine's."""
    for r, n in (fixed.get("resources") or {}).items():
        seat["resources"][r] = seat["resources"].get(r, 0) + n
    seat["pp"] += fixed.get("power", 0)
    for v, n in (fixed.get("vassals") or {}).items():
        seat["vassals"][v]["pool"] -= n
        seat["vassals"][v]["supply"] += n
    lost = 0
    wanted = list(marker_dragons) + [None] * (fixed.get("markers", 0) - len(marker_dragons))
    for d in wanted[: fixed.get("markers", 0)]:
        lost += 0 if d is not None and place_marker(seat["dragons"][d]) else 1
    return lost


def free_slot(dragon: dict) -> int | None:
    """SIM-11.3/SIM-11.4: the leftmost empty ability space that a later marker may take (never a one-shot one)."""
    abilities = DRAGONS[dragon["id"]]["abilities"]
    for i, has in enumerate(dragon["markers"]):
        if not has and not abilities[i]["one_shot"]:
            return i
    return None


def place_marker(dragon: dict) -> bool:
    """Put one marker on ``dragon`` (SIM-11.3); False when it cannot take one (the marker is lost)."""
    slot = free_slot(dragon)
    if slot is None:
        return False
    dragon["markers"][slot] = True
    return True


def new_dragon(dragon_id: str, k: int) -> dict:
    """A dragon received with ``k`` markers (SIM-7.10, C10, setup): they fill the spaces left to right, one-shot
    spaces included (SIM-11.4); a one-shot space they do not reach stays empty for good."""
    return {"id": dragon_id, "markers": [i < k for i in range(3)]}
