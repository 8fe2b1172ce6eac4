"""The computer's sense of Królestwo Królików (games.ai): what the hint counts as already done, and a drafting
policy for the search's root and playouts.

Only the search levels use the policy (:meth:`Rules.playout_move`); the greedy yardstick judges one move by the hint
alone. The policy drafts like a player who counts (docs/computer-players.md, "How it got stronger"):
- each card in hand is worth what it adds to the seat's points by the end: a territory the harvests it adds to
  today's fiefs (BK-12), a city or factory its best place among the seat's free squares (BK-8), a treasure its
  printed value and any other parchment what its own effect would score on today's kingdom (BK-13);
- with 2 players it plays its best card and discards the card the opponent, who receives the rest (BK-7.4, BK-7.5),
  would value most; with 3-4 it plays its best two (BK-5.1);
- in a construction it plans the building that adds the most, and is done when nothing adds anything (BK-8.9).
Everything is read from the (sampled) world and restored at once, so a world is never left changed.
"""
from __future__ import annotations

from collections import Counter

from games.bunny_kingdom import drafting
from games.bunny_kingdom.buildings import fits_terrain, records
from games.bunny_kingdom.cards import (
    BUILDING,
    CARDS,
    CITY,
    COPY_CARDS,
    FACTORY,
    PARCHMENT,
    PROVISIONS,
    TERRITORY,
    TOKEN,
    building,
    is_treasure,
)
from games.bunny_kingdom.data import NEIGHBOURS, UNIVERSAL_CHOICES
from games.bunny_kingdom.fiefs import fief_index, fief_report, fiefs, harvest_report, production
from games.bunny_kingdom.parchments import (
    effects_of,
    final_scores,
    is_opportunist,
    metrics,
    score_effect,
    treasure_value,
)
from games.bunny_kingdom.state import BUILD, COPY, GAME_OVER, PICK, UNIVERSAL
from games.core.contract import deep_copy
from games.core.sense import Sense

NEIGHBOUR_BONUS = 0.3  # a territory next to the seat's own squares may grow a fief later (no points today)
GUESSED_PARCHMENT = 2.0  # a copy card or an Opportunist before anything decides it (BK-13.9, BK-13.10)
PROVISIONS_SHARE = 1.0  # provisions draw and play 2 cards (BK-6.5): about the worth of the hand's average card


def rounds_left(state: dict) -> int:
    """Harvests still to come, this round's included (BK-4.1, BK-12.2)."""
    return 0 if state["phase"] == COPY else 5 - min(4, max(1, int(state["round"])))


def with_plans(state: dict) -> dict:
    """For the hint only: ``state`` with every construction plan on the board, as if every player were done
    (BK-8.8, BK-16.3); ``state`` itself outside a construction. Without it a planned building is worth nothing
    until the last player is done, and the computer would plan at random."""
    plans = state.get("plans") or []
    if state.get("phase") != BUILD or not any(plans):
        return state
    work = deep_copy(state)
    for plan in plans:
        for item in plan:
            work["buildings"].update(records(item["card"], item["squares"]))
    return work


def settled(state: dict) -> dict:
    """``state`` as the hint judges it: submitted picks played, construction plans built."""
    return with_plans(drafting.with_pending_plays(state))


class Fiefs:
    """One seat's fiefs with their strength and resources, read once: what a square, a city or a farm adds to the
    harvest then costs a few set operations (a harvest is the sum of strength x wealth over the fiefs, BK-12.1)."""

    def __init__(self, state: dict, seat: int):
        self.state = state
        self.owner, self.buildings = state["owner"], state["buildings"]
        self.fiefs = fiefs(self.owner, self.buildings, seat)
        self.index = fief_index(self.fiefs)
        reports = [fief_report(f, self.buildings, state.get("universal")) for f in self.fiefs]
        self.strength = [r["strength"] for r in reports]
        self.resources = [set(r["resources"]) for r in reports]
        self.points = [r["points"] for r in reports]

    def square_gain(self, sq: str) -> int:
        """BK-6.2, BK-11: the harvest a rabbit on ``sq`` adds (it joins the fiefs beside it; a camp there goes)."""
        joined = {self.index[nb] for nb in NEIGHBOURS[sq] if nb in self.index}
        b = self.buildings.get(sq)
        strength = sum(self.strength[i] for i in joined) + (b["strength"] if b and b["type"] == "city" else 0)
        resources = set().union(*(self.resources[i] for i in joined)) if joined else set()
        resources.update(production(sq, {} if b and b["type"] == "camp" else self.buildings,
                                    self.state.get("universal")))
        return strength * len(resources) - sum(self.points[i] for i in joined)

    def building_gain(self, cid: str, squares: list[str] | None = None) -> int:
        """BK-8, BK-11.4, BK-11.5: the harvest a city or farm adds on ``squares`` (None: on its best free square of
        the seat's); sky towers and camps add nothing today."""
        kind = building(cid)
        if kind not in (CITY, FACTORY):
            return 0
        where = squares[:1] if squares else [sq for f in self.fiefs for sq in f
                                             if sq not in self.buildings and fits_terrain(cid, sq)]
        best = 0
        for sq in where:
            i = self.index.get(sq)
            if i is None:
                continue
            if kind == CITY:
                gain = CARDS[cid]["strength"] * len(self.resources[i])
            else:
                gain = self.strength[i] * (1 if _new_resource(cid, self.resources[i]) else 0)
            best = max(best, gain)
        return best


def _new_resource(cid: str, resources: set[str]) -> bool:
    """Does this farm add a resource the fief lacks? A universal farm's choice is free (BK-8.6, BK-12.3)."""
    card = CARDS[cid]
    if card["factory_kind"] == "universal":
        return any(r not in resources for r in UNIVERSAL_CHOICES)
    return card["produces"] not in resources


def card_worths(state: dict, seat: int, cards: list[str]) -> dict[str, float]:
    """Each card's worth to ``seat`` (by token: identical cards are worth the same), see the module's doc."""
    rounds = max(1, rounds_left(state))
    kingdom = Fiefs(state, seat)
    scoring: dict = {}  # the seat's parchment metrics, read at the first parchment in hand
    out: dict[str, float] = {}
    for cid in cards:
        token = TOKEN[cid]
        if token in out:
            continue
        kind = CARDS[cid]["type"]
        if kind == TERRITORY:
            sq = CARDS[cid]["square"]
            out[token] = rounds * kingdom.square_gain(sq) + NEIGHBOUR_BONUS * _own_neighbours(state, seat, sq)
        elif kind == BUILDING:
            out[token] = float(rounds * kingdom.building_gain(cid))
        elif kind == PARCHMENT:
            out[token] = _parchment_worth(state, seat, cid, scoring)
    provisions = [TOKEN[c] for c in cards if CARDS[c]["type"] == PROVISIONS]
    if provisions:
        others = list(out.values())
        worth = PROVISIONS_SHARE * 2 * (sum(others) / len(others) if others else 1.0)
        out.update({t: worth for t in provisions})
    return out


def _parchment_worth(state: dict, seat: int, cid: str, scoring: dict) -> float:
    """BK-13: a treasure's value; another parchment's points on today's kingdom (its own effect, read off the seat's
    metrics); a copy card or an Opportunist, whose worth hangs on others' cards or standing, a guess."""
    if is_treasure(cid):
        return float(treasure_value(cid, []))
    if cid in COPY_CARDS or is_opportunist(cid):
        return GUESSED_PARCHMENT
    if not scoring:
        effects = [e for _c, e in effects_of(state, seat) if e is not None]
        squares = Counter(state["owner"].values())
        scoring.update(effects=effects, metrics=metrics(state, seat, effects), most=max(squares.values(), default=0))
    return float(score_effect(cid, scoring["metrics"], [*scoring["effects"], cid], scoring["most"])[0])


def _own_neighbours(state: dict, seat: int, sq: str) -> int:
    owner = state["owner"]
    return sum(1 for nb in NEIGHBOURS[sq] if owner.get(nb) == seat)


def sensible_moves(state: dict, seat: int, moves: list[str]) -> list[str]:
    """While one of the seat's universal farms or copy cards still awaits its choice, changing one already made is
    no progress (BK-12.3, BK-13.9 let a player change until the last choice): a computer that weighed the change
    could change forever and never choose the rest (the arena saw 2 games of 20 stop at the move cap)."""
    phase = state["phase"]
    if phase == UNIVERSAL:
        open_ = {sq.lower() for sq, res in state["universal"].items() if res is None}
        keep = [m for m in moves if m.split()[1] in open_]
    elif phase == COPY:
        open_ = {TOKEN[c] for c, target in state["copies"].items() if target is None}
        keep = [m for m in moves if m.split()[1] in open_]
    else:
        return moves
    return keep or moves


def playout_move(state: dict, seat: int, moves: list[str], rng) -> str | None:
    """The policy's move among ``moves`` (legal ids), or None where it has no sense to add (a random move)."""
    phase = state["phase"]
    if phase == PICK and len(moves) > 1:
        return _pick(state, seat, moves, rng)
    if phase == BUILD and len(moves) > 1:
        return _build(state, seat, moves, rng)
    return None


def _pick(state: dict, seat: int, moves: list[str], rng) -> str | None:
    work = drafting.with_pending_plays(state)
    hand = state["hands"][seat]
    mine = card_worths(work, seat, hand)
    order = sorted(mine, key=lambda t: (mine[t], rng.random()), reverse=True)
    if state["players"] != 2:
        move = f"pick {order[0]} {order[1] if len(order) > 1 else order[0]}"
        return move if move in moves else None
    best = order[0]
    rest = list(hand)
    rest.remove(next(c for c in rest if TOKEN[c] == best))
    theirs = card_worths(work, 1 - seat, rest)
    discard = max(theirs, key=lambda t: (theirs[t], rng.random()))
    move = f"play {best} discard {discard}"
    return move if move in moves else None


def _build(state: dict, seat: int, moves: list[str], rng) -> str | None:
    """The planned city or farm that adds the most to the seat's harvest; done when none adds anything."""
    builds = [m for m in moves if m.startswith("build ")]
    if "done" not in moves:
        return None
    if not builds:
        return "done"
    work = with_plans(state)
    kingdom = Fiefs(work, seat)
    best, best_gain = "done", 0
    for move in builds:  # the first of equal gains (the moves come in a fixed order)
        _, token, *squares = move.split()
        cid = next((c for c in work["unbuilt"][seat] if TOKEN[c] == token), None)
        gain = kingdom.building_gain(cid, [sq.upper() for sq in squares]) if cid else 0
        if gain > best_gain:
            best, best_gain = move, gain
    return best


def standing(state: dict) -> list[float]:
    """The points so far, plus today's fiefs harvested at every harvest still to
    come (BK-12.1, BK-12.2; four rounds, BK-4.1), plus what the parchments and treasures held would score on
    today's kingdom (BK-13): a treasure is worth its points from the moment it is drafted, so the search sees
    it long before a playout could reach the game's end. Picks submitted but not yet revealed count as played
    and construction plans as built (:func:`settled`), so that every seat drafts and plans by the cards'
    worth, not only the last to decide."""
    state = settled(state)
    scores = [float(x) for x in state["scores"]]
    if state["phase"] == GAME_OVER:
        return scores
    left = rounds_left(state)
    parchment_points = final_scores(state)["parchment_points"]
    return [scores[s] + parchment_points[s] + left *
            harvest_report(state["owner"], state["buildings"], s, state.get("universal"))["total"]
            for s in range(state["players"])]


SENSE = Sense(standing=standing, playout_move=playout_move, sensible_moves=sensible_moves)
