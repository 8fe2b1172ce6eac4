"""The City's special spaces and the stacks: the Scouts' Quarters (SIM-8.11), the Dragonlord Monument (SIM-8.12),
drawing and returning tiles (SIM-4.7, SIM-7.10) and the end-of-turn limits (SIM-5.5). Pure functions on the state
of ``games.simurgh.setup``; the engine asks the player's choices and calls them."""
from __future__ import annotations

from games.core.errors import GameError
from games.simurgh.bundles import can_pay, concrete, pay
from games.simurgh.data import DATA, HAND_LIMIT, MONUMENT_SLOTS, RESOURCE_LIMIT, SCOUTS_SLOTS, kind_of
from games.simurgh.labels import slot_msg

BLIND = "blind"
BLIND_COST: dict = concrete(DATA["scouts_quarters"]["facedown_cost"])[0]  # SIM-8.11 (b): 1 weapon


# ---- stacks ----------------------------------------------------------------------------------------------------
def draw(state: dict, stack: str, n: int) -> list[str]:
    """The top ``n`` tiles of a face-down stack (all of them if it holds fewer, SIM-7.10); top = last element."""
    pile = state["stacks"][stack]
    return [pile.pop() for _ in range(min(n, len(pile)))]


def return_tiles(state: dict, stack: str, returns: list[tuple[str, str]]) -> None:
    """SIM-4.7: drawn tiles go back one by one, in the order given, each on the ``top`` or the ``bottom``."""
    pile = state["stacks"][stack]
    for tile, where in returns:
        if where == "top":
            pile.append(tile)
        elif where == "bottom":
            pile.insert(0, tile)
        else:
            raise GameError("simurgh-err-top-or-bottom", rule="SIM-4.7", where=str(where)[:10])


# ---- Scouts' Quarters ------------------------------------------------------------------------------------------
def scouts_options(state: dict, seat: int) -> list[str]:
    """SIM-8.11: what the player can take: each face-up display slot they can pay for, and the blind draw if they
    have a weapon and the stack a tile. Taking one is compulsory when the list is not empty (G-8)."""
    s = state["seats"][seat]
    out = [slot for slot, tile in state["board"]["display"].items()
           if tile and can_pay(s, concrete(SCOUTS_SLOTS[slot]["cost"])[0])]
    if state["stacks"]["action"] and can_pay(s, BLIND_COST):
        out.append(BLIND)
    return out


def scouts_take(state: dict, seat: int, choice: str) -> str:
    """SIM-8.11 (a)/(b): take the tile of a display slot (pay its cost, gain its PP; the tiles of higher slots move
    down one slot and S4 is refilled at once from the action stack) or the top tile of the stack blind (1 weapon,
    no PP). Returns the tile, now in the player's hand."""
    if choice not in scouts_options(state, seat):
        raise GameError("simurgh-err-scouts-choice", rule="SIM-8.11", choice=str(choice)[:10])
    s = state["seats"][seat]
    if choice == BLIND:
        pay(s, BLIND_COST)
        tile = take_blind(state)
    else:
        slot = SCOUTS_SLOTS[choice]
        pay(s, concrete(slot["cost"])[0])
        s["pp"] += slot["power"]
        tile = take_display(state, choice)
    s["hand"].append(tile)
    return tile


def take_blind(state: dict) -> str:
    """The top tile of the face-down action stack (SIM-8.11 (b), SIM-11.9)."""
    return state["stacks"]["action"].pop()


def take_display(state: dict, choice: str) -> str:
    """The tile of a display slot; the tiles of higher slots move down one slot and S4 is refilled at once from the
    action stack, if it holds a tile (SIM-8.11, SIM-11.9)."""
    display = state["board"]["display"]
    order = list(SCOUTS_SLOTS)
    tile = display[choice]
    for i in range(order.index(choice), len(order) - 1):  # higher slots move down one
        display[order[i]] = display[order[i + 1]]
    stack = state["stacks"]["action"]
    display[order[-1]] = stack.pop() if stack else None
    return tile


# ---- Dragonlord Monument ---------------------------------------------------------------------------------------
def monument_error(state: dict, seat: int, slot: str) -> GameError | None:
    """SIM-8.12: an objective goes on an empty slot whose cost the player can pay."""
    if slot not in MONUMENT_SLOTS:
        return GameError("simurgh-err-monument-slot", rule="SIM-8.12", slot=str(slot)[:6])
    if state["board"]["monument"][slot]:
        return GameError("simurgh-err-monument-taken", rule="SIM-8.12", slot=slot_msg(slot))
    if not can_pay(state["seats"][seat], concrete(MONUMENT_SLOTS[slot]["cost"])[0]):
        return GameError("simurgh-err-monument-cost", rule="SIM-8.12", slot=slot_msg(slot))
    return None


def monument_place(state: dict, seat: int, objective: str, slot: str) -> None:
    """Pay the slot's cost, put the objective face up there and gain the slot's PP at once (SIM-8.12)."""
    err = monument_error(state, seat, slot)
    if err:
        raise err
    s = state["seats"][seat]
    pay(s, concrete(MONUMENT_SLOTS[slot]["cost"])[0])
    s["pp"] += MONUMENT_SLOTS[slot]["power"]
    state["board"]["monument"][slot] = objective


# ---- end of turn -----------------------------------------------------------------------------------------------
def limits_error(state: dict, seat: int, tiles: list[str], resources: dict[str, int]) -> GameError | None:
    """SIM-5.5: over the hand limit (5) discard exactly the excess, never a power tile; over the resource limit
    (15, or 12 in Dragonlord mode) return exactly the excess; at or under a limit, nothing of that kind."""
    s = state["seats"][seat]
    hand_over = max(0, len(s["hand"]) - HAND_LIMIT)
    if len(tiles) != hand_over:
        return GameError("simurgh-err-hand-limit", rule="SIM-5.5", n=hand_over)
    left = list(s["hand"])
    for tile in tiles:
        if tile not in left:
            return GameError("simurgh-err-not-in-hand", rule="SIM-5.5", tile=str(tile)[:8],
                             hand=", ".join(s["hand"]) or "—")
        if kind_of(tile) == "power":
            return GameError("simurgh-err-discard-power", rule="SIM-5.5", tile=tile)
        left.remove(tile)
    limit = RESOURCE_LIMIT[state["options"].get("mode", "spearman")]
    res_over = max(0, sum(s["resources"].values()) - limit)
    if sum(resources.values()) != res_over or any(n < 0 for n in resources.values()):
        return GameError("simurgh-err-resource-limit", rule="SIM-5.5", n=res_over, limit=limit)
    if any(s["resources"].get(r, 0) < n for r, n in resources.items()):
        return GameError("simurgh-err-resource-limit", rule="SIM-5.5", n=res_over, limit=limit)
    return None


def apply_limits(state: dict, seat: int, tiles: list[tuple[str, str]], resources: dict[str, int]) -> None:
    """Discard the tiles (each face down on the ``top`` or ``bottom`` of the action stack) and return the
    resources (SIM-5.5); check :func:`limits_error` first."""
    s = state["seats"][seat]
    for tile, _where in tiles:
        s["hand"].remove(tile)
    return_tiles(state, "action", tiles)
    for r, n in resources.items():
        s["resources"][r] -= n
