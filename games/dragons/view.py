"""The per-seat view (docs/dragons-view.md) and the result. Hidden information (DR-12.2, DR-12.3) never leaves here:
face-down cards are ``null``, the closed pile is a count, the drawn card and the pending reveal choice appear only in
their owner's view."""
from __future__ import annotations

from games.core.contract import Msg, P, Result, deep_copy
from games.dragons.cards import PILE_NAMES, TOKENS_TO_WIN, kind
from games.dragons.rounds import GAME_OVER, INITIAL_REVEAL


def actors(state: dict) -> set[int]:
    """Who must act now. In INITIAL_REVEAL: the players who have NOT submitted yet (they are the ones to ping);
    a player who already submitted may still change the choice (DR-13.1) - ``Rules.apply`` lets them through."""
    phase = state["phase"]
    if phase == GAME_OVER:
        return set()
    if phase == INITIAL_REVEAL:
        return {s for s, r in enumerate(state["reveal"]) if r is None}
    if state["chain"] is not None:
        return {state["chain"]["by"]}
    return {state["active"]}


def private_part(state: dict, seat: int | None) -> dict | None:
    """DR-12.3: the drawn card, to its drawer; DR-13.1: my pending reveal choice."""
    drawn = state["drawn"]
    if seat is not None and drawn is not None and drawn["by"] == seat:
        return {"drawn": kind(drawn["card"])}
    if (seat is not None and state["phase"] == INITIAL_REVEAL and 0 <= seat < state["players"]
            and state["reveal"][seat] is not None):
        return {"reveal": state["reveal"][seat]}
    return None


def view(state: dict, seat: int | None) -> dict:
    n, phase = state["players"], state["phase"]
    drawn, chain = state["drawn"], state["chain"]
    private = private_part(state, seat)
    return {
        "game": "dragons",
        "seat": seat,
        "players": n,
        "options": dict(state["options"]),
        "round": state["round"],
        "phase": phase,
        "active": state["active"],
        "actors": sorted(actors(state)),
        "starter": state["starter"],
        "dreams": [[{"slot": i + 1, "up": c["up"], "card": kind(c["card"]) if c["up"] else None}
                    for i, c in enumerate(dream)] for dream in state["dreams"]],
        "piles": [{"name": PILE_NAMES[i], "top": kind(p[-1]) if p else None, "count": len(p)}
                  for i, p in enumerate(state["piles"])],
        "deck": len(state["deck"]),
        "drawn": None if drawn is None else {
            "by": drawn["by"], "card": kind(drawn["card"]) if drawn["by"] == seat else None},
        "chain": None if chain is None else {"by": chain["by"], "card": kind(chain["card"]), "slot": chain["slot"]},
        "revealed": [r is not None for r in state["reveal"]] if phase == INITIAL_REVEAL else [True] * n,
        "tokens": list(state["tokens"]),
        "tokens_to_win": TOKENS_TO_WIN,
        "totals": list(state["totals"]),
        "last": deep_copy(state["last"]),
        "last_round": deep_copy(state["last_round"]),
        "winners": list(state["winners"]) if state["winners"] is not None else None,
        "private": private,
    }


def ranks_of(scores: list[int], higher_is_better: bool) -> list[int]:
    """1 = best; ties share a rank (1, 1, 3)."""
    sign = -1 if higher_is_better else 1
    return [1 + sum(1 for o in scores if sign * o < sign * s) for s in scores]


def result(state: dict) -> Result:
    mode = state["options"]["mode"]
    tokens_mode = mode == "tokens"
    scores = list(state["tokens"] if tokens_mode else state["totals"])
    finished = state["phase"] == GAME_OVER
    winners = list(state["winners"] or [])
    breakdown = {
        "mode": mode,
        "rounds": deep_copy(state["history"]),
        "tokens": list(state["tokens"]),
        "totals": list(state["totals"]),
        "last_round": deep_copy(state["last_round"]),
    }
    if finished:
        best = scores[winners[0]]
        summary = Msg("dragons-summary-over", players=[P(s) for s in winners], count=len(winners), mode=mode,
                      n=best, rounds=len(state["history"]))
    else:
        summary = Msg("dragons-summary-ongoing", round=state["round"])
    return Result(finished=finished, scores=scores, winners=winners, ranks=ranks_of(scores, tokens_mode),
                  breakdown=breakdown, summary=summary)
