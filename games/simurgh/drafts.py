"""The Dragonlord-mode setup decisions (SIM-14.3, SIM-14.4, SIM-3.13, §16): the power draft (secret, passed to the
right), the action draft (public, 3 rounds in turn order) and the simultaneous secret dragon choice, each as a pure
step on the state of ``games.simurgh.setup``. ``draft`` says whose decision it is and what is offered; the engine
turns these steps into moves and the view keeps the offers secret as §15 says."""
from __future__ import annotations

from games.core import rng
from games.core.errors import GameError
from games.simurgh.bundles import new_dragon
from games.simurgh.city import draw, return_tiles
from games.simurgh.setup import DRAFT_POWER, PLAY, action_stack, leftover_power, new_turn

DRAFT_ACTION, DRAGON_CHOICE = "DRAFT_ACTION", "DRAGON_CHOICE"
ACTION_ROUNDS = 3  # SIM-14.4 [designed, G-3]: each player ends with 3 action tiles
ROW = 4  # the face-up tiles of the action draft


def _right(state: dict, seat: int) -> int:
    """SIM-3.9: the player to your right is the previous seat in turn order."""
    return (seat - 1) % state["players"]


def _take(state: dict, seat: int, tile: str, phase: str, rule: str) -> dict:
    """Check that ``seat`` picks now and ``tile`` is on offer, and put it in the seat's hand; the draft record."""
    d = state["draft"]
    if state["phase"] != phase or d is None or d["seat"] != seat:
        raise GameError("simurgh-err-not-your-pick", rule=rule)
    if tile not in d["offer"]:
        raise GameError("simurgh-err-not-offered", rule=rule, tile=str(tile)[:8])
    state["seats"][seat]["hand"].append(tile)
    return d


def power_pick(state: dict, seat: int, tile: str) -> None:
    """SIM-14.3: keep 1 of the 3 offered power tiles (secretly); pass the other 2 to the right, where a tile drawn
    from the power stack makes 3 again; after the first player's pick every player holds 1, the 2 left and the
    undrawn rest leave the game (2 of them blocking WS5/WS6 with 2 players, SIM-3.10), and the action draft starts."""
    d = _take(state, seat, tile, DRAFT_POWER, "SIM-14.3")
    d["kept"][seat] = tile
    passed = [t for t in d["offer"] if t != tile]
    if seat == state["first"]:  # the last pick
        leftover_power(state, passed + state["stacks"]["power"])
        state["stacks"]["power"] = []
        _action_draft_start(state)
        return
    nxt = _right(state, seat)
    d.update(seat=nxt, offer=passed + draw(state, "power", 1))
    state["active"] = nxt


def _action_draft_start(state: dict) -> None:
    """SIM-14.4: reveal 4 tiles of the mixed production/transformation/exploration stack; the first player picks."""
    row = draw(state, "draft_pool", ROW)
    state["phase"] = DRAFT_ACTION
    state["draft"] = {"kind": "action", "seat": state["first"], "offer": row, "picks": 0}
    state["active"] = state["first"]


def action_pick(state: dict, seat: int, tile: str) -> None:
    """SIM-14.4: in turn order each player takes 1 face-up tile and refills the row at once; after 3 rounds the row
    and the rest of the mixed stack go, with the research tiles, into the action stack (SIM-3.12) and the dragon
    choice begins (SIM-3.13)."""
    d = _take(state, seat, tile, DRAFT_ACTION, "SIM-14.4")
    d["offer"].remove(tile)
    d["offer"] += draw(state, "draft_pool", 1)
    d["picks"] += 1
    n = state["players"]
    if d["picks"] < ACTION_ROUNDS * n:
        d["seat"] = (seat + 1) % n
        state["active"] = d["seat"]
        return
    rest = d["offer"] + state["stacks"].pop("draft_pool") + state["stacks"].pop("research")
    action_stack(state, rest)
    _dragon_choice_start(state)


def _dragon_choice_start(state: dict) -> None:
    """SIM-3.13 (Dragonlord): every player draws 3 dragons, secretly."""
    offers = [draw(state, "dragons", 3) for _ in range(state["players"])]
    state["phase"] = DRAGON_CHOICE
    state["draft"] = {"kind": "dragon", "offers": offers, "choices": [None] * state["players"]}
    state["active"] = state["first"]


def dragon_pick(state: dict, seat: int, keep: str, returns: list[str]) -> bool:
    """SIM-3.13/SIM-16.1: keep 1 of your 3 dragons and say where the other 2 go (``top``/``bottom``, in the order
    they are listed); changeable until the last player chooses. When everyone has chosen, all are revealed at once,
    the kept dragons arrive with 3 markers, the returns are applied in turn order, the dragon stack is shuffled and
    the game begins. Returns True when that happened."""
    d = state["draft"]
    if state["phase"] != DRAGON_CHOICE or d is None:
        raise GameError("simurgh-err-not-your-pick", rule="SIM-3.13")
    offer = d["offers"][seat]
    if keep not in offer:
        raise GameError("simurgh-err-not-offered", rule="SIM-3.13", tile=str(keep)[:8])
    if len(returns) != len(offer) - 1 or any(w not in ("top", "bottom") for w in returns):
        raise GameError("simurgh-err-top-or-bottom", rule="SIM-4.7", where=" ".join(map(str, returns))[:20])
    d["choices"][seat] = {"keep": keep, "returns": list(returns)}
    if any(c is None for c in d["choices"]):
        return False
    n = state["players"]
    for k in range(n):
        s = (state["first"] + k) % n  # the returns in turn order (SIM-16.1)
        choice = d["choices"][s]
        state["seats"][s]["dragons"].append(new_dragon(choice["keep"], 3))
        others = [t for t in d["offers"][s] if t != choice["keep"]]
        return_tiles(state, "dragons", list(zip(others, choice["returns"], strict=True)))
    rng.shuffle(state, state["stacks"]["dragons"])  # SIM-3.13: shuffled anyway
    state["phase"] = PLAY
    state["draft"] = None
    state["active"] = state["first"]
    state["turn"] = new_turn(state["first"])
    return True
