"""The end of a game of Simurgh: the end condition and the final turns (SIM-13.1, SIM-13.2), objectives at the
Monument (SIM-12), leftover resources (SIM-13.3) and the winner (SIM-13.4). Pure functions on the state of
``games.simurgh.setup``; every figure goes into a breakdown the pictures and the end post show."""
from __future__ import annotations

from games.simurgh.bundles import markers
from games.simurgh.data import DRAGONLORD_BANDS, DRAGONS, GAME_LENGTH, OBJECTIVES

RANK_KEYS = ("first", "second", "third")


def end_reached(state: dict) -> bool:
    """SIM-13.1: enough objectives face up at the Monument, or enough tiles in the Chronicle, for the game length."""
    limits = GAME_LENGTH[state["options"].get("length", "short")]
    placed = sum(1 for o in state["board"]["monument"].values() if o)
    return placed >= limits["objectives"] or len(state["chronicle"]) >= limits["chronicle"]


def final_turns(state: dict, trigger: int) -> list[int]:
    """SIM-13.2: after the trigger player's turn, every other player takes exactly one more turn, in turn order from
    the next player; the trigger player gets none."""
    n = state["players"]
    return [(trigger + k) % n for k in range(1, n)]


def objective_value(state: dict, seat: int, objective_id: str) -> int:
    """SIM-12.2: what a player counts for an objective."""
    o = OBJECTIVES[objective_id]
    s = state["seats"][seat]
    if o["condition"] == "markers_on_colours":  # SIM-12.5: the dragons of the listed colours
        colours = set(o["colours"])
        return sum(sum(d["markers"]) for d in s["dragons"] if DRAGONS[d["id"]]["colour"] in colours)
    if o["condition"] == "markers_on_all_dragons":
        return markers(s)
    if o["condition"] == "vegetables_plus_meat":
        return s["resources"].get("vegetable", 0) + s["resources"].get("meat", 0)
    raise ValueError(o["condition"])


def objective_rewards(state: dict, objective_id: str) -> list[int]:
    """SIM-12.3: competition ranking, highest value first; tied players share a rank and each gets its full reward,
    the next rank is skipped; a value of 0 gets nothing; only ranks 1-3 pay (rewards of null pay nothing)."""
    rewards = OBJECTIVES[objective_id]["rewards"]
    values = [objective_value(state, seat, objective_id) for seat in range(state["players"])]
    out = []
    for v in values:
        rank = 1 + sum(1 for other in values if other > v)
        reward = rewards.get(RANK_KEYS[rank - 1]) if rank <= 3 else None
        out.append((reward or 0) if v > 0 else 0)
    return out


def resource_points(state: dict, seat: int) -> int:
    """SIM-13.3: Spearman mode 1 PP per full 3 resources; Dragonlord mode by bands (0 -> 5, 1-3 -> 3, 4-6 -> 1,
    7 or more -> 0)."""
    total = sum(state["seats"][seat]["resources"].values())
    if state["options"].get("mode", "spearman") != "dragonlord":
        return total // 3
    for band in DRAGONLORD_BANDS:
        if total >= band["min"] and (band["max"] is None or total <= band["max"]):
            return band["power"]
    return 0


def final_scores(state: dict) -> dict:
    """SIM-13.3/SIM-13.4: each player's breakdown (track PP, each objective, resources, total, markers for the
    tie-break), the ranks and the winners (most PP; then most markers; then a shared victory)."""
    n = state["players"]
    placed = [o for o in state["board"]["monument"].values() if o]
    per_objective = {o: objective_rewards(state, o) for o in placed}
    rows = []
    for seat in range(n):
        track = state["seats"][seat]["pp"]
        objectives = {o: per_objective[o][seat] for o in placed}
        res = resource_points(state, seat)
        rows.append({"track": track, "objectives": objectives, "resources": res,
                     "total": track + sum(objectives.values()) + res, "markers": markers(state["seats"][seat])})
    key = [(r["total"], r["markers"]) for r in rows]
    ranks = [1 + sum(1 for other in key if other > mine) for mine in key]
    winners = [seat for seat in range(n) if ranks[seat] == 1]
    return {"rows": rows, "ranks": ranks, "winners": winners}
