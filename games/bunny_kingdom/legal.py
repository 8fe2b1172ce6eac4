"""Enumerating every legal move with a localized label; exactly the set ``moves.parse`` accepts."""
from __future__ import annotations

from collections import Counter

from games.bunny_kingdom import harvest, scoring
from games.bunny_kingdom.buildings import placements, unoccupied
from games.bunny_kingdom.cards import TOKEN, resource_msg, square_msg, token_msg
from games.bunny_kingdom.data import UNIVERSAL_CHOICES
from games.bunny_kingdom.state import BUILD, CAMP_STEP, COPY, PICK, UNIVERSAL
from games.core.contract import Move, Msg

UNDO = Move("undo", Msg("bunny_kingdom-move-undo"))
DONE = Move("done", Msg("bunny_kingdom-move-done"))


def legal_moves(state: dict, seat) -> list[Move]:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state["players"]:
        return []
    phase = state["phase"]
    if phase == PICK:  # BK-16.1: also offered to a player who already picked (to change the pick)
        return pick_moves(state, seat)
    if phase == CAMP_STEP:
        return camp_moves(state, seat)
    if phase == BUILD:
        return build_moves(state, seat)
    if phase == UNIVERSAL:
        return universal_moves(state, seat)
    if phase == COPY:
        return copy_moves(state, seat)
    return []


def move_ids(state: dict, seat) -> list[str]:
    """The ids of :func:`legal_moves` in their order, without their words (the computer lists the 100-odd pairs of
    a pick thousands of times a decision and reads no labels)."""
    if state["phase"] == PICK and isinstance(seat, int) and not isinstance(seat, bool) and \
            0 <= seat < state["players"]:
        return [f"{'play' if two else 'pick'} {a} {'discard ' if two else ''}{b}" for a, b, two in _pairs(state, seat)]
    return [m.id for m in legal_moves(state, seat)]


def _pairs(state: dict, seat: int) -> list[tuple[str, str, bool]]:
    """BK-5.1/BK-7.3: the ordered pairs of the hand's card tokens (a token twice only if held twice), and whether
    the game has two players (play one, discard the other)."""
    counts = Counter(TOKEN[c] for c in state["hands"][seat])
    two = state["players"] == 2
    return [(a, b, two) for a in counts for b in counts if a != b or counts[a] >= 2]


def pick_moves(state: dict, seat: int) -> list[Move]:
    """BK-5.1/BK-7.3: ordered pairs of the hand's cards (identical cards: one token, usable twice if held twice)."""
    return [Move(f"play {a} discard {b}", Msg("bunny_kingdom-move-play", play=token_msg(a), discard=token_msg(b)))
            if two else Move(f"pick {a} {b}", Msg("bunny_kingdom-move-pick", first=token_msg(a), second=token_msg(b)))
            for a, b, two in _pairs(state, seat)]


def camp_moves(state: dict, seat: int) -> list[Move]:
    """BK-9.1/BK-9.3: only the holder of the camp being asked."""
    camp = state["camp"]
    if camp is None or camp["seat"] != seat:
        return []
    n = camp["number"]
    out = [Move(f"camp {n} {sq.lower()}", Msg("bunny_kingdom-move-camp", number=n, square=square_msg(sq)))
           for sq in unoccupied(state)]
    out.append(Move(f"camp {n} keep", Msg("bunny_kingdom-move-camp-keep", number=n)))
    return out


def build_moves(state: dict, seat: int) -> list[Move]:
    """BK-8.2 to BK-8.4, BK-10.1 to BK-10.3, BK-16.3."""
    plan = state["plans"][seat]
    out = []
    for token, squares in placements(state, seat, plan):
        ids = " ".join(sq.lower() for sq in squares)
        if len(squares) == 2:
            label = Msg("bunny_kingdom-move-build-sky", card=token_msg(token), a=squares[0], b=squares[1])
        else:
            label = Msg("bunny_kingdom-move-build", card=token_msg(token), square=square_msg(squares[0]))
        out.append(Move(f"build {token} {ids}", label))
    if plan:
        out.append(UNDO)
    if not state["done"][seat]:
        out.append(DONE)
    return out


def universal_moves(state: dict, seat: int) -> list[Move]:
    """BK-12.3: each of the player's universal farms x wood/fish/carrots (changeable until the last choice)."""
    out = []
    for sq in harvest.universal_farms(state, seat):
        if sq not in state["universal"]:
            continue
        for res in UNIVERSAL_CHOICES:
            points = harvest.fief_points_with(state, seat, sq, res)
            out.append(Move(f"universal {sq.lower()} {res}", Msg("bunny_kingdom-move-universal", square=sq,
                                                                 resource=resource_msg(res), points=points)))
    return out


def copy_moves(state: dict, seat: int) -> list[Move]:
    """BK-13.9/G-12."""
    out = []
    for cid in state["copies"]:
        if scoring.holder(state, cid) != seat:
            continue
        for target in scoring.copy_targets(state, cid):
            out.append(Move(f"copy {TOKEN[cid]} {TOKEN[target]}", Msg("bunny_kingdom-move-copy",
                                                                      card=token_msg(TOKEN[cid]),
                                                                      target=token_msg(TOKEN[target]))))
    return out
