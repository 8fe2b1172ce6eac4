"""The Simurgh engine: the :class:`Rules` subclass tying the modules together."""
from __future__ import annotations

from collections import Counter

from games.core.contract import Msg, OptionSpec, P, Result, Rules, prefer
from games.core.errors import GameError
from games.simurgh import legal, scoring, setup, turns
from games.simurgh import view as views
from games.simurgh.bundles import markers
from games.simurgh.data import DRAGONS, OBJECTIVES, PER_COLOUR, TILES
from games.simurgh.sense import SENSE
from games.simurgh.ui import PRESENTATION

OPTIONS = (
    OptionSpec("mode", "choice", "spearman", ("spearman", "dragonlord")),  # SIM-14
    OptionSpec("length", "choice", "short", ("short", "medium", "long")),  # SIM-3.14, SIM-13.1
    OptionSpec("first", "int", 0, min=0, max=5),  # SIM-3.9: 0 = at random, else a seat number
)


class SimurghGame(Rules):
    id = "simurgh"
    min_players = 2  # SIM-1
    max_players = 5
    schema_version = setup.SCHEMA_VERSION
    turn_rule = "SIM-5.6"
    end_rule = "SIM-13.2"
    has_hidden_information = True  # §15: power tiles, drafts, drawn dragons and objectives, the dragon choice
    options = OPTIONS
    upgrades = {1: lambda state: _upgrade_v1(state), 2: lambda state: _upgrade_v2(state)}
    long_game = 200  # moves of a long game (the long length, 5 seats: up to 200 in random play; the move cap's unit)
    presentation = PRESENTATION
    sense = SENSE
    actors = staticmethod(turns.actors)
    may_act = staticmethod(turns.may_act)
    legal_moves = staticmethod(legal.legal_moves)
    play = staticmethod(turns.play)
    view = staticmethod(views.view)
    private_view = staticmethod(views.private_part)
    hidden_twin = staticmethod(views.hidden_twin)

    def setup(self, players: int, options: dict, seed: int) -> dict:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise GameError("simurgh-err-players", rule="SIM-1", players=str(players)[:10], min=self.min_players,
                            max=self.max_players)
        return setup.setup(players, self.normalize_options(dict(options or {})), seed)

    def is_over(self, state: dict) -> bool:
        return state["phase"] == setup.GAME_OVER



    def move_ids(self, state: dict, seat: int) -> list[str]:
        return [m.id for m in legal.legal_moves(state, seat, labelled=False)]  # the computer reads no labels

    def default_move(self, state: dict, seat: int) -> str | None:
        """A seat whose time ran out (Simurgh's rules have no clock): a draft takes the first offer, a pending
        choice its first answer; a turn ends when it may (``end``), else lays the first tile it may, else places a
        vassal in the first legal way, else withdraws (SIM-6.6), so that the game moves on to its end."""
        return prefer(self.legal_moves(state, seat), ("end", "lay", "place", "explore", "withdraw"))


    def stopped_result(self, state: dict) -> Result:
        """The move cap's end (games.core.contract; SIM-5.2 lets a game go on forever, e.g. placing on the Main
        Market and withdrawing again): the final scoring applied now (SIM-13.3), the winners by SIM-13.4."""
        final = scoring.final_scores(state)
        totals = [row["total"] for row in final["rows"]]
        return Result(True, scores=totals, winners=list(final["winners"]), ranks=list(final["ranks"]),
                      breakdown=final, summary=Msg("core-result-stopped"))

    def result(self, state: dict) -> Result:
        final = state.get("final")
        if state["phase"] != setup.GAME_OVER or not final:
            return Result(False)
        totals = [row["total"] for row in final["rows"]]
        return Result(True, scores=totals, winners=list(final["winners"]), ranks=list(final["ranks"]),
                      breakdown=final, summary=Msg("simurgh-result", players=[P(w) for w in final["winners"]],
                                                   count=len(final["winners"]), n=totals[final["winners"][0]]))





    def turn_order(self, state: dict) -> list[int]:
        """SIM-3.9: clockwise from the start player."""
        n = state["players"]
        return [(state["first"] + k) % n for k in range(n)]

    def check_invariants(self, state: dict) -> None:
        check(state)


def _upgrade_v2(state: dict) -> dict:
    """Schema 2 -> 3: a turn's steps are kept from the other readers until the turn is told (``turn_base``, issue 52).
    A v2 state in the middle of a turn has no kept state: the others see that turn's steps until it ends, as v2
    showed them; the next turn is kept. The step lines of its log say no more than that the turn goes on."""
    return state


def _upgrade_v1(state: dict) -> dict:
    """Schema 1 -> 2: the logged steps of the open and the last turn in their new shape (places with their
    preposition, slots by name, counted repeats, the dragon's colour id for its cases); nothing else changed."""
    for log in (state.get("turn") or {}).get("log") or [], (state.get("last") or {}).get("log") or []:
        log[:] = [_log_v2(m) for m in log]
    return state


def _msg_v2(m):
    """Nested messages: a dragon gets its colour id (``c``) for the catalogs' cases."""
    if isinstance(m, list):
        return [_msg_v2(x) for x in m]
    if not isinstance(m, dict) or "key" not in m:
        return m
    params = {k: _msg_v2(v) for k, v in (m.get("params") or {}).items()}
    if m["key"] == "simurgh-dragon" and "c" not in params:
        params["c"] = str((params.get("colour") or {}).get("key", "")).rpartition("-")[2]
    return {"key": m["key"], "params": params}


def _place_v2(space: dict, where: str) -> dict:
    key = space.get("key", "")
    if key.startswith("simurgh-space-C"):
        return {"key": f"simurgh-{where}-{key.rpartition('-')[2]}", "params": {}}
    return {"key": f"simurgh-{where}-tile", "params": {"space": space}}


def _log_v2(m: dict) -> dict:
    from games.simurgh.labels import and_msg, slot_msg

    m = _msg_v2(m)
    key, params = m["key"], dict(m["params"])
    if key in ("simurgh-ev-returned", "simurgh-ev-marker"):
        params.setdefault("count", 1)
    elif key == "simurgh-ev-place":
        params["space"] = _place_v2(params["space"], "at")
    elif key == "simurgh-ev-spend-from":
        params["space"] = _place_v2(params["space"], "from")
    elif key == "simurgh-ev-withdraw":
        places = [Msg.from_json(_place_v2(x, "from")) for x in params.get("spaces") or []]
        params["spaces"] = and_msg(places).to_json()
    if key in ("simurgh-ev-lay", "simurgh-ev-objective", "simurgh-ev-scouts") and isinstance(params.get("slot"), str):
        params["slot"] = slot_msg(params["slot"]).to_json()
    return {"key": key, "params": params}


def check(state: dict) -> None:
    """Conservation (issue 10): every action tile in exactly one place, every dragon and objective in one place,
    vassals per colour fixed, no negative counter, markers only where SIM-11.1/11.4 allow."""
    tiles = list(state["box"]) + list(state["chronicle"]) + list(state["stacks"]["action"])
    tiles += list(state["stacks"].get("power", [])) + list(state["stacks"].get("draft_pool", []))
    tiles += list(state["stacks"].get("research", []))
    tiles += [t for t in state["board"]["display"].values() if t]
    tiles += [w["tile"] for w in state["board"]["wilds"].values() if w]
    dragons = list(state["stacks"]["dragons"])
    objectives = list(state["stacks"]["objectives"]) + list(state["removed_objectives"])
    objectives += [o for o in state["board"]["monument"].values() if o]
    for s in state["seats"]:
        tiles += s["hand"]
        dragons += [d["id"] for d in s["dragons"]]
    d = state["draft"]
    if d is not None:
        if d["kind"] in ("power", "action"):
            tiles += d["offer"]
        else:
            dragons += [x for offer in d["offers"] for x in offer]
    for task in state["turn"].get("queue") or []:
        if task["t"] == "keep":
            dragons += task["drawn"]
        elif task["t"] == "returns":
            (dragons if task["stack"] == "dragons" else objectives).extend(task["tiles"])
        elif task["t"] == "objective":
            objectives += task["drawn"]
    assert Counter(tiles) == Counter(list(TILES)), "action tiles lost or duplicated"
    assert Counter(dragons) == Counter(list(DRAGONS)), "dragons lost or duplicated"
    assert Counter(objectives) == Counter(list(OBJECTIVES)), "objectives lost or duplicated"
    on_board = Counter()
    for occs in state["board"]["city"].values():
        for seat, v in occs:
            on_board[seat, v] += 1
    for w in state["board"]["wilds"].values():
        if w:
            assert not (w["blocked"] and w["vassals"]), "a vassal on a blocked slot"
            for occs in w["vassals"].values():
                for seat, v in occs:
                    on_board[seat, v] += 1
    for i, s in enumerate(state["seats"]):
        for v, n in PER_COLOUR.items():
            x = s["vassals"][v]
            assert x["supply"] >= 0 and x["pool"] >= 0, "negative vassals"
            assert x["supply"] + x["pool"] + on_board[i, v] == n, f"vassals of seat {i} not conserved ({v})"
        if state["phase"] == setup.PLAY:
            assert sum(PER_COLOUR[v] - s["vassals"][v]["pool"] for v in PER_COLOUR) >= 1, "SIM-7.7: no vassal"
        assert min(s["resources"].values()) >= 0 and s["pp"] >= 0, "negative counter"
        assert markers(s) >= 0
        for dragon in s["dragons"]:
            assert len(dragon["markers"]) == 3
    for _space, occs in state["board"]["city"].items():
        assert occs, "an empty list left on the board"
    if state["phase"] == setup.GAME_OVER:
        assert state["final"] and state["active"] is None
