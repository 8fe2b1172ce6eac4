"""Final scoring, tie-breaks and the score breakdown (RULES.md section 12)."""
from __future__ import annotations

from games.core.contract import Msg, P
from games.dragon_castle import dragon_cards
from games.dragon_castle.data import VP_PER_TOKEN, shrine_vp
from games.dragon_castle.realm import shrine_cells


def breakdown(state: dict, seat: int) -> dict:
    """DC-12.1/DC-12.7: per-source points, total and the tie-break values (DC-12.4, DC-12.5)."""
    realm = state["realms"][seat]
    vp = state["vp"][seat]
    levels = {"1": 0, "2": 0, "3": 0}
    shrine_points = 0
    for i in shrine_cells(realm):
        level = len(realm[i]["tiles"])
        levels[str(min(level, 3))] += 1
        shrine_points += shrine_vp(level)  # DC-8.9
    tokens = state["tokens"][seat]
    cards = {card: dragon_cards.score(card, state["realms"], seat) for card in state["dragons"]}
    total = vp["merges"] + vp["spirits"] + vp["discards"] + shrine_points + tokens * VP_PER_TOKEN + sum(cards.values())
    face_down = sum(1 for sp in realm if sp["tiles"] and not sp["up"])  # DC-12.4 (G34)
    built = sum(levels.values())  # DC-12.5 (G24): pool shrines excluded
    return {
        "merges": vp["merges"], "spirits": vp["spirits"], "discards": vp["discards"],
        "shrines": {"levels": levels, "points": shrine_points},
        "tokens": tokens, "tokens_vp": tokens * VP_PER_TOKEN,
        "dragons": cards,
        "pool": state["pools"][seat],
        "total": total,
        "tiebreak": [face_down, built],
    }


def ranking(rows: list[dict]) -> tuple[list[int], list[int]]:
    """DC-12.3-DC-12.6: ranks (1 = best, ties share) by total, then face-down spaces, then built shrines."""
    keys = [(r["total"], *r["tiebreak"]) for r in rows]
    ranks = [1 + sum(1 for o in keys if o > k) for k in keys]
    winners = [s for s, r in enumerate(ranks) if r == 1]
    return ranks, winners


def tie_msg(rows: list[dict], winners: list[int]) -> Msg | None:
    """Why the winners won when others had as many points (DC-12.4/DC-12.5, issue 52: a tie is explained): the
    tie-break that decided it and its figures; None when nobody lost with as many points."""
    best = rows[winners[0]]
    tied = [s for s, r in enumerate(rows) if r["total"] == best["total"] and s not in winners]
    if not tied:  # nobody lost on a tie-break ("Wspólne zwycięstwo" says a full tie itself)
        return None
    for k, key in enumerate(("dragon_castle-tie-down", "dragon_castle-tie-shrines")):
        others = max(rows[s]["tiebreak"][k] for s in tied)
        if best["tiebreak"][k] != others:
            return Msg(key, others=[P(s) for s in tied], a=best["tiebreak"][k], b=others, count=len(tied))
    return None  # unreachable: equal in everything means a shared victory


def all_breakdowns(state: dict) -> list[dict]:
    return [breakdown(state, s) for s in range(state["players"])]
