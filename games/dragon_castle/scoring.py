"""Final scoring, tie-breaks and the score breakdown (RULES.md section 12)."""
from __future__ import annotations

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


def all_breakdowns(state: dict) -> list[dict]:
    return [breakdown(state, s) for s in range(state["players"])]
