"""Parsing and validating move ids (docs/dragons-view.md; RULES.md section 14). Nothing here changes the state.

Grammar (tokens are case-sensitive, exactly as offered by ``legal_moves``)::

    reveal <slot>
    draw
    take <pile> <slot> [<to_pile>] [nest <a> <b> | attack <own> <seat 1-based> <slot>]
    place <slot> [<to_pile>] [nest <a> <b> | attack <own> <seat 1-based> <slot>]
    discard <pile>
    pile <pile>
"""
from __future__ import annotations

from dataclasses import dataclass

from games.core.errors import GameError
from games.dragons.cards import ATTACK, CIRCLE, NEST, PILE_NAMES, SLOT_TOKENS, kind
from games.dragons.rounds import CHAIN_PILE, GAME_OVER, INITIAL_REVEAL, RESOLVE_DRAW, TURN

VERBS = ("reveal", "draw", "take", "place", "discard", "pile")


@dataclass
class Parsed:
    verb: str
    slot: int = 0
    pile: int = -1  # take: source pile; discard/pile: target pile (index into PILE_NAMES)
    to_pile: int = -1
    nest: tuple[int, int] | None = None
    attack: tuple[int, int, int] | None = None  # own slot, target seat (0-based), target slot


def _syntax(tokens: list[str], rule: str) -> GameError:
    return GameError("dragons-err-syntax", rule=rule, move=" ".join(tokens)[:60])


def _slot(token: str, rule: str) -> int:
    if token not in SLOT_TOKENS:
        raise GameError("dragons-err-slot", rule=rule, slot=token[:10])
    return int(token)


def _pile(state: dict, token: str, rule: str) -> int:
    """A pile name that exists in this game: A, or B with two piles (DR-11.3)."""
    if token not in PILE_NAMES:
        raise GameError("dragons-err-pile-unknown", rule=rule, pile=token[:10])
    idx = PILE_NAMES.index(token)
    if idx >= state["options"]["piles"]:
        raise GameError("dragons-err-pile-single", rule="DR-11.3", pile=token)
    return idx


def check_seat(state: dict, seat) -> None:
    """Who the phase waits for (section 14.3, first row)."""
    phase = state["phase"]
    if phase == GAME_OVER:
        raise GameError("core-err-game-over", rule="DR-10.1")
    if not isinstance(seat, int) or not 0 <= seat < state["players"]:
        raise GameError("core-err-not-your-turn", rule="DR-4.1")
    if phase in (TURN, RESOLVE_DRAW) and seat != state["active"]:
        raise GameError("core-err-not-your-turn", rule="DR-4.1")
    if phase == CHAIN_PILE and seat != state["chain"]["by"]:
        raise GameError("core-err-not-your-decision", rule="DR-6.4")
    # INITIAL_REVEAL: every player may submit or change a submission (DR-13.1).


def parse(state: dict, seat: int, tokens: list[str]) -> Parsed:
    check_seat(state, seat)
    if not tokens or tokens[0] not in VERBS:
        raise GameError("dragons-err-unknown-verb", rule="DR-4.2", move=" ".join(tokens)[:60])
    verb, args, phase = tokens[0], tokens[1:], state["phase"]
    _check_phase(verb, phase)
    if verb == "reveal":  # DR-3.4/DR-14.1
        if len(args) != 1:
            raise _syntax(tokens, "DR-14.1")
        return Parsed(verb, slot=_slot(args[0], "DR-3.4"))
    if verb == "draw":  # DR-4.2 B / DR-14.3
        if args:
            raise _syntax(tokens, "DR-14.3")
        if not state["deck"]:  # unreachable in play (DR-8.2); guards hand-built states
            raise GameError("dragons-err-deck-empty", rule="DR-8.2")
        return Parsed(verb)
    if verb in ("discard", "pile"):
        if len(args) != 1:
            raise _syntax(tokens, "DR-14.3" if verb == "discard" else "DR-14.6")
        if verb == "discard" and kind(state["drawn"]["card"]) == CIRCLE:
            raise GameError("dragons-err-discard-circle", rule="DR-6.3")
        return Parsed(verb, pile=_pile(state, args[0], "DR-4.4" if verb == "discard" else "DR-6.4"))
    if verb == "take":  # DR-14.2
        if len(args) < 2:
            raise _syntax(tokens, "DR-14.2")
        pile = _pile(state, args[0], "DR-4.2")
        if not state["piles"][pile]:
            raise GameError("dragons-err-pile-empty", rule="DR-4.2", pile=args[0])
        card = kind(state["piles"][pile][-1])
        move = Parsed(verb, pile=pile)
        args = args[1:]
    else:  # place, DR-14.3
        if not args:
            raise _syntax(tokens, "DR-14.3")
        card = kind(state["drawn"]["card"])
        move = Parsed(verb)
    move.slot = _slot(args[0], "DR-5.2")
    _parse_placement(state, seat, tokens, card, move, args[1:])
    return move


def _check_phase(verb: str, phase: str) -> None:
    if verb == "reveal":
        if phase != INITIAL_REVEAL:
            raise GameError("dragons-err-reveal-phase", rule="DR-3.4")
        return
    if phase == INITIAL_REVEAL:
        raise GameError("dragons-err-reveal-first", rule="DR-13.1")
    if verb == "pile":
        if phase != CHAIN_PILE:
            raise GameError("dragons-err-pile-phase", rule="DR-6.4")
        return
    if phase == CHAIN_PILE:
        raise GameError("dragons-err-chain-first", rule="DR-14.6")
    errors = {
        ("draw", RESOLVE_DRAW): ("dragons-err-already-drew", "DR-4.2"),
        ("take", RESOLVE_DRAW): ("dragons-err-take-after-draw", "DR-4.2"),
        ("place", TURN): ("dragons-err-place-turn", "DR-4.2"),
        ("discard", TURN): ("dragons-err-discard-turn", "DR-4.3"),
    }
    if (verb, phase) in errors:
        key, rule = errors[(verb, phase)]
        raise GameError(key, rule=rule)


def _parse_placement(state: dict, seat: int, tokens: list[str], card: str, move: Parsed, rest: list[str]) -> None:
    """The part after the slot: ``[<to_pile>] [nest a b | attack own seat slot]`` (DR-5.2, DR-14.2, DR-14.4)."""
    if rest and rest[0] not in ("nest", "attack"):
        if card == CIRCLE:  # DR-6.4: the removed card is passed on, never put on a pile
            raise GameError("dragons-err-to-pile-circle", rule="DR-6.4")
        move.to_pile = _pile(state, rest[0], "DR-5.2")
        rest = rest[1:]
    elif card != CIRCLE:
        raise GameError("dragons-err-to-pile-missing", rule="DR-5.2")
    if not rest:
        return
    if rest[0] == "nest":  # DR-6.8, DR-14.4
        if card != NEST:
            raise GameError("dragons-err-nest-not-nest", rule="DR-6.8")
        if len(rest) != 3:
            raise _syntax(tokens, "DR-14.4")
        a, b = _slot(rest[1], "DR-6.8"), _slot(rest[2], "DR-6.8")
        if a == b:
            raise GameError("dragons-err-nest-same", rule="DR-6.8")
        if move.slot in (a, b):
            raise GameError("dragons-err-nest-placed", rule="DR-6.8", slot=move.slot)
        move.nest = (a, b)
        return
    if rest[0] == "attack":  # DR-7.1, DR-7.3, DR-14.4
        if not state["options"]["attack"]:
            raise GameError("dragons-err-attack-off", rule="DR-7.1")
        if card != ATTACK:
            raise GameError("dragons-err-attack-not-attack", rule="DR-7.3")
        if len(rest) != 4:
            raise _syntax(tokens, "DR-14.4")
        own = _slot(rest[1], "DR-7.3")
        if own == move.slot:
            raise GameError("dragons-err-attack-placed", rule="DR-7.3", slot=own)
        seats = [str(s) for s in range(1, state["players"] + 1)]
        if rest[2] not in seats:
            raise GameError("dragons-err-attack-seat", rule="DR-7.3", seat=rest[2][:10], players=state["players"])
        target = int(rest[2]) - 1
        if target == seat:
            raise GameError("dragons-err-attack-self", rule="DR-7.3")
        move.attack = (own, target, _slot(rest[3], "DR-7.3"))
        return
    raise _syntax(tokens, "DR-14.4")
