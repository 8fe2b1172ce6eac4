"""The computer's sense of Simurgh (games.ai): what a position is worth before the game ends.

The final scoring (SIM-13.3) counts resources at 1 Power Point per full 3 and vassals, dragon markers and tiles in
hand at nothing, yet in the middle of the game they are what Power Points are made of (a Power tile turns one
Spearman and one Dragonrider into 16 PP). So the hint is the final scoring as it stands plus the Power Points a
player's holdings are worth by the end: a linear model over :func:`features`, each feature counted once as it is
and once scaled by the share of the game still to come (:func:`remaining`), whose weights ``data/hint.json`` holds.
They were fitted by ridge regression on the Power Points each player still gained to the end, in games the
computers played against each other (``python -m tests.support.simurgh_hint``, which also prints how often the hint and
the bare score call the final winner). They come from 2-player Spearman-mode games; other player counts and the
Dragonlord mode use them as they are (the holdings' worth as means to Power Points hardly depends on either, and
the final scoring the hint starts from is each mode's own). Everything is read from the (sampled) world, as
:meth:`Rules.standing` requires.
"""
from __future__ import annotations

import json
from pathlib import Path

from games.core.sense import Sense
from games.simurgh import scoring
from games.simurgh.bundles import markers, owned
from games.simurgh.data import GAME_LENGTH, RESOURCES, kind_of
from games.simurgh.setup import GAME_OVER

HINT_PATH = Path(__file__).parent / "data" / "hint.json"

#: The features of one seat, in the order of the weights (each also scaled by :func:`remaining`).
NAMES: tuple[str, ...] = (*RESOURCES, "resources_mod_3", "spearmen", "dragonriders", "markers", "empty_slots",
                          "action_tiles", "power_tiles")
#: The regression's inputs (:func:`row`), the names ``data/hint.json`` gives its weights by.
INPUTS: tuple[str, ...] = ("constant", "remaining", *NAMES, *(f"{n}*remaining" for n in NAMES))


def remaining(state: dict) -> float:
    """The share of the game still to come: 1 at the start, 0 once the end condition is met (SIM-13.1), by the
    nearer of its two clocks (objectives at the Monument, tiles in the Chronicle)."""
    limits = GAME_LENGTH[state["options"].get("length", "short")]
    placed = sum(1 for o in state["board"]["monument"].values() if o)
    done = max(placed / limits["objectives"], len(state["chronicle"]) / limits["chronicle"])
    return 0.0 if state.get("trigger") is not None else max(0.0, 1.0 - done)


def features(state: dict, seat: int) -> list[float]:
    """What a seat holds that the final scoring does not count at its worth: each resource, the resources beyond
    the last full 3, the vassals owned (SIM-4.2), the markers on its dragons and the empty marker slots (SIM-11.3),
    the action and power tiles in hand."""
    s = state["seats"][seat]
    res = [s["resources"].get(r, 0) for r in RESOURCES]
    on_dragons = markers(s)
    hand = s["hand"]
    powers = sum(1 for t in hand if kind_of(t) == "power")
    return [*res, sum(res) % 3, owned(s, "spearman"), owned(s, "dragonrider"), on_dragons,
            3 * len(s["dragons"]) - on_dragons, len(hand) - powers, powers]


def row(state: dict, seat: int) -> list[float]:
    """The regression's inputs for one seat: a constant, the share still to come, the features as they are, and
    the features scaled by that share."""
    r = remaining(state)
    x = features(state, seat)
    return [1.0, r, *x, *(v * r for v in x)]


def load_weights(path: Path = HINT_PATH) -> list[float]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if tuple(data["inputs"]) != INPUTS:
        raise ValueError(f"{path}: the weights are for {data['inputs']}, not {list(INPUTS)}")
    return [float(w) for w in data["weights"]]


WEIGHTS: list[float] = load_weights()


def expected_gain(state: dict, seat: int, weights: list[float] = WEIGHTS) -> float:
    """The Power Points the seat's holdings should still bring by the end (0 once the game is over)."""
    if state["phase"] == GAME_OVER:
        return 0.0
    return sum(w * x for w, x in zip(weights, row(state, seat), strict=True))


def standing(state: dict) -> list[float]:
    """Each player's Power Points if the game ended now (SIM-13.3), plus what
    the resources, vassals, markers and tiles held should still bring by the end (:mod:`games.simurgh.sense`),
    the markers breaking ties (SIM-13.4)."""
    rows = scoring.final_scores(state)["rows"]
    return [row["total"] + expected_gain(state, seat) + 0.01 * row["markers"]
            for seat, row in enumerate(rows)]


# the computer (issue 30): a playout is judged by the Power Points after 4 moves (at 24, normal beat the greedy
# player in 19 of 30 games, margin -2.5; at 4, in 25 of 30, margin +4.5: the same time buys ~5x the playouts).
# hard: its bias judges each move after the rest of the turn played by the hint (a placement's worth shows at the
# turn's end: the choice a space asks, an ability after it, a discard), it searches the 16 moves so judged best, and
# its playouts are a player's, not chance's: the best by the hint of 4 moves drawn kind by kind, every follow-up
# choice weighed (Level.turn_bias, root_width, guided); 1.4 s instead of 1.2 (guided playouts are worth more time,
# unlike random ones: twice the time won 8 of 11; p95 stays under the 1.5 s limit). The arena's versions of these
# settings and their trials: bot/ops/arena_plan.json and docs/computer-players.md.
SENSE = Sense(standing=standing, playout_depth=4,
              level_settings={"hard": {"turn_bias": True, "root_width": 16, "guided": 4, "seconds": 1.4}})
