"""Parsing and validating move ids (docs/bunny_kingdom-view.md; RULES.md 18.2/18.4). Nothing here changes the state.

Grammar (lowercase tokens, exactly as offered by ``legal_moves``; squares ``a1``..``j10`` = row letter + column)::

    pick <card> <card>               PICK, 3-4 players: the two cards to play, in resolution order (BK-5.1, BK-6.1)
    play <card> discard <card>       PICK, 2 players: one card to play, one to discard face down (BK-7.3)
    camp <n> <square> | camp <n> keep    CAMP: place camp n on an unoccupied square, or keep it (BK-9.3)
    build <building> <square>        BUILD: plan a city or farm (BK-8.3, BK-8.4)
    build <sky-tower> <square> <square>   BUILD: plan a sky tower pair (BK-10.1, BK-10.3)
    undo                             BUILD: drop the last planned placement
    done                             BUILD: submit the plan (BK-16.3)
    universal <square> <wood|fish|carrots>   UNIVERSAL: this harvest's resource of a universal farm (BK-12.3)
    copy <copy-card> <parchment>     COPY: what Liberal (right-copy) / Socialist (left-copy) copies (BK-13.9)
"""
from __future__ import annotations

from dataclasses import dataclass, field

from games.bunny_kingdom import scoring
from games.bunny_kingdom.buildings import buildable_cards, card_for_token, check_build
from games.bunny_kingdom.cards import (
    BY_TOKEN,
    CAMP,
    CAMP_BY_NUMBER,
    COPY_CARDS,
    SKY,
    SQUARE_OF_TOKEN,
    building,
    token_msg,
)
from games.bunny_kingdom.data import UNIVERSAL_CHOICES
from games.bunny_kingdom.state import BUILD, CAMP_STEP, COPY, GAME_OVER, PICK, UNIVERSAL
from games.core.contract import Msg
from games.core.errors import GameError

VERBS = ("pick", "play", "camp", "build", "undo", "done", "universal", "copy")
#: the phase each verb belongs to, and the rule that phase rests on (for phase errors)
VERB_PHASE = {"pick": PICK, "play": PICK, "camp": CAMP_STEP, "build": BUILD, "undo": BUILD, "done": BUILD,
              "universal": UNIVERSAL, "copy": COPY}
PHASE_RULE = {PICK: "BK-5.1", CAMP_STEP: "BK-9.3", BUILD: "BK-8.9", UNIVERSAL: "BK-12.3", COPY: "BK-13.1"}


@dataclass
class Parsed:
    verb: str
    cards: list[str] = field(default_factory=list)  # card ids (pick/play: in order; build/copy: the card)
    squares: list[str] = field(default_factory=list)
    resource: str = ""
    target: str = ""  # copy target card id


def _syntax(tokens: list[str], rule: str) -> GameError:
    return GameError("bunny_kingdom-err-syntax", rule=rule, move=" ".join(tokens)[:60])


def square(token: str) -> str:
    """``c7`` -> ``C7`` (BK-0.2)."""
    sq = SQUARE_OF_TOKEN.get(token)
    if sq is None:
        raise GameError("bunny_kingdom-err-square-unknown", rule="BK-0.2", square=token[:10])
    return sq


def not_your_decision(rule: str) -> GameError:
    return GameError("bunny_kingdom-err-not-your-decision", rule=rule)


def parse(state: dict, seat, tokens: list[str]) -> Parsed:
    phase = state["phase"]
    if phase == GAME_OVER:
        raise GameError("core-err-game-over", rule="BK-14.1")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state["players"]:
        raise not_your_decision("BK-18.1")
    if not tokens or tokens[0] not in VERBS:
        raise GameError("bunny_kingdom-err-unknown-verb", rule="BK-18.2", move=" ".join(tokens)[:60])
    verb, args = tokens[0], tokens[1:]
    if VERB_PHASE[verb] != phase:
        raise GameError("bunny_kingdom-err-phase", rule=PHASE_RULE[phase], verb=verb,
                        phase=Msg(f"bunny_kingdom-phase-{phase.lower()}"))
    if verb in ("pick", "play"):
        return _pick(state, seat, tokens, verb, args)
    if verb == "camp":
        return _camp(state, seat, tokens, args)
    if verb in ("build", "undo", "done"):
        return _build(state, seat, tokens, verb, args)
    if verb == "universal":
        return _universal(state, seat, tokens, args)
    return _copy(state, seat, tokens, args)


def _pick(state: dict, seat: int, tokens: list[str], verb: str, args: list[str]) -> Parsed:
    """BK-5.1 (3-4 players) / BK-7.3 (2 players): two distinct cards of the player's own hand."""
    two = state["players"] == 2
    rule = "BK-7.3" if two else "BK-5.1"
    if two and verb == "pick":
        raise GameError("bunny_kingdom-err-pick-2p", rule="BK-7.3")
    if not two and verb == "play":
        raise GameError("bunny_kingdom-err-play-3p", rule="BK-5.1")
    if two:
        if len(args) < 3:
            raise GameError("bunny_kingdom-err-wrong-card-count", rule=rule)
        if len(args) > 3 or args[1] != "discard":
            raise _syntax(tokens, rule)
        chosen = [args[0], args[2]]
    else:
        if len(args) != 2:
            raise GameError("bunny_kingdom-err-wrong-card-count", rule=rule)
        chosen = args
    hand = list(state["hands"][seat])
    cards = []
    for token in chosen:
        cid = card_for_token(hand, token)
        if cid is None:
            if token in BY_TOKEN and any(c in state["hands"][seat] for c in BY_TOKEN[token]):
                raise GameError("bunny_kingdom-err-wrong-card-count", rule=rule)  # the same single card twice
            raise GameError("bunny_kingdom-err-card-not-in-hand", rule=rule, card=token[:20])
        hand.remove(cid)
        cards.append(cid)
    return Parsed("pick", cards=cards)


def _camp(state: dict, seat: int, tokens: list[str], args: list[str]) -> Parsed:
    """BK-9.1/BK-9.3: the holder of the camp being asked, that camp's number, an unoccupied square or ``keep``."""
    camp = state["camp"]
    if seat != camp["seat"]:
        raise not_your_decision("BK-9.3")
    if len(args) != 2:
        raise _syntax(tokens, "BK-9.3")
    if args[0] != str(camp["number"]):
        raise GameError("bunny_kingdom-err-camp-out-of-order", rule="BK-9.3", number=args[0][:4],
                        current=camp["number"])
    if args[1] == "keep":
        return Parsed("camp", cards=[CAMP_BY_NUMBER[camp["number"]]])
    sq = square(args[1])
    if sq in state["owner"] or sq in state["buildings"]:
        raise GameError("bunny_kingdom-err-square-not-unoccupied", rule="BK-9.1", square=sq)
    return Parsed("camp", cards=[CAMP_BY_NUMBER[camp["number"]]], squares=[sq])


def _build(state: dict, seat: int, tokens: list[str], verb: str, args: list[str]) -> Parsed:
    """BK-8.x/BK-10.x/BK-16.3: plan one placement, undo the last one, or submit."""
    plan = state["plans"][seat]
    done = state["done"][seat]
    if verb == "done":
        if args:
            raise _syntax(tokens, "BK-16.3")
        if done:
            raise not_your_decision("BK-16.3")
        return Parsed("done")
    if verb == "undo":
        if args:
            raise _syntax(tokens, "BK-16.3")
        if not plan:
            raise GameError("bunny_kingdom-err-nothing-to-undo", rule="BK-16.3")
        return Parsed("undo")
    if not args:
        raise _syntax(tokens, "BK-8.1")
    token = args[0]
    cid = card_for_token(buildable_cards(state, seat, plan), token)
    if cid is None:
        if token in BY_TOKEN and building(BY_TOKEN[token][0]) == CAMP and BY_TOKEN[token][0] in state["unbuilt"][seat]:
            raise GameError("bunny_kingdom-err-camp-in-build", rule="BK-9.3")
        raise _not_buildable(state, seat, plan, token)
    need = 2 if building(cid) == SKY else 1
    if len(args) - 1 != need:
        raise GameError("bunny_kingdom-err-build-squares", rule="BK-10.1" if need == 2 else "BK-8.3", n=need)
    squares = [square(t) for t in args[1:]]
    check_build(state, seat, cid, squares, plan)
    return Parsed("build", cards=[cid], squares=squares)


def _not_buildable(state: dict, seat: int, plan: list[dict], token: str) -> GameError:
    """BK-8.1: why the card named by ``token`` is not buildable now, by its name: already in the plan (and where), or
    not the player's at all."""
    if token not in BY_TOKEN:
        return GameError("bunny_kingdom-err-card-unknown", rule="BK-8.1", card=token[:20])
    planned = [p for p in plan if p["card"] in BY_TOKEN[token] and p["card"] in state["unbuilt"][seat]]
    mine = [c for c in state["unbuilt"][seat] if c in BY_TOKEN[token]]
    if planned and len(planned) >= len(mine):
        return GameError("bunny_kingdom-err-card-planned", rule="BK-8.1", card=token_msg(token),
                         squares=", ".join(planned[-1]["squares"]))
    return GameError("bunny_kingdom-err-card-not-owned", rule="BK-8.1", card=token_msg(token))


def _universal(state: dict, seat: int, tokens: list[str], args: list[str]) -> Parsed:
    """BK-12.3/BK-16.4: a basic resource for one of the player's placed universal farms."""
    if seat not in {state["owner"][sq] for sq in state["universal"]}:
        raise not_your_decision("BK-16.4")
    if len(args) != 2:
        raise _syntax(tokens, "BK-12.3")
    sq = square(args[0])
    if sq not in state["universal"] or state["owner"].get(sq) != seat:
        raise GameError("bunny_kingdom-err-card-not-owned", rule="BK-12.3", card=args[0][:20])
    if args[1] not in UNIVERSAL_CHOICES:
        raise GameError("bunny_kingdom-err-not-a-basic-resource", rule="BK-12.3", resource=args[1][:20])
    return Parsed("universal", squares=[sq], resource=args[1])


def _copy(state: dict, seat: int, tokens: list[str], args: list[str]) -> Parsed:
    """BK-13.9/BK-16.5/G-12: a copy card of the player's and a non-copy parchment of the right neighbour."""
    mine = [c for c in state["copies"] if scoring.holder(state, c) == seat]
    if not mine:
        raise not_your_decision("BK-16.5")
    if len(args) != 2:
        raise _syntax(tokens, "BK-13.9")
    cid = card_for_token(mine, args[0])
    if cid is None:
        raise GameError("bunny_kingdom-err-card-not-owned", rule="BK-13.9", card=args[0][:20])
    targets = scoring.copy_targets(state, cid)
    target = card_for_token(targets, args[1])
    if target is None or target in COPY_CARDS:
        raise GameError("bunny_kingdom-err-copy-target-invalid", rule="BK-13.9", card=args[1][:20])
    return Parsed("copy", cards=[cid], target=target)

