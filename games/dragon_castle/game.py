"""The Zamek Smoków engine: the :class:`Game` subclass tying the modules together."""
from __future__ import annotations

from collections import Counter

from games.core.contract import Event, Rules, prefer
from games.core.errors import GameError
from games.dragon_castle import legal, setup, turns
from games.dragon_castle import view as views
from games.dragon_castle.data import SHRINES_TOTAL, TILE_IDS, TOKENS_TOTAL
from games.dragon_castle.realm import sets_to_merge
from games.dragon_castle.sense import SENSE
from games.dragon_castle.steps import stage
from games.dragon_castle.ui import PRESENTATION


class DragonCastleGame(Rules):
    id = "dragon_castle"
    min_players = 2  # DC-1
    max_players = 4
    schema_version = setup.SCHEMA_VERSION
    turn_rule = "DC-5.1"
    has_hidden_information = True  # DC-14.3: covered castle tiles; a mover's pending steps (private.preview)
    aside = frozenset({"undo"})  # beside every step of a turn in progress (a picker shows it as a side button)
    options = setup.OPTIONS
    presentation = PRESENTATION
    sense = SENSE
    actors = staticmethod(views.actors)
    legal_moves = staticmethod(legal.legal_moves)
    view = staticmethod(views.view)
    result = staticmethod(views.result)
    private_view = staticmethod(views.private_view)
    hidden_twin = staticmethod(turns.hidden_twin)
    long_game = 600  # moves of a long game (4 seats, a large castle: up to 570 in random play; the move cap's unit)

    def setup(self, players: int, options: dict, seed: int) -> dict:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise GameError("dragon_castle-err-players", rule="DC-1", players=str(players)[:10],
                            min=self.min_players, max=self.max_players)
        opts = self.normalize_options(dict(options or {}))
        return setup.new_state(players, opts, seed)

    def normalize_options(self, raw: dict) -> dict:
        opts = super().normalize_options(raw)
        setup.check_options(opts)
        return opts

    def is_over(self, state: dict) -> bool:
        return state["phase"] == setup.GAME_OVER

    def working_copy(self, state: dict) -> dict:
        """Parts never changed in place are shared (``turns.working_copy``); ``state`` itself is never changed."""
        return turns.working_copy(state)


    def play(self, state: dict, seat: int, tokens: list[str]) -> list[Event]:
        return turns.play(state, seat, list(tokens))

    def default_move(self, state: dict, seat: int) -> str | None:
        """DC-16.4: when a turn times out, ``end`` (``confirm``) is assumed, an unanswered shrine prompt builds none,
        a forced consolidation takes the first set; an unplayed action is never chosen (None)."""
        moves = self.legal_moves(state, seat)
        if any(m.id == "build" for m in moves):
            return "build"
        return prefer(moves, ("confirm", "merge"), otherwise=False)


    def turn_order(self, state: dict) -> list[int]:
        """DC-4.7: turns go clockwise from the first player."""
        n = state["players"]
        return [(state["first"] + k) % n for k in range(n)]

    def check_invariants(self, state: dict) -> None:
        """DC-2.1: all 116 tiles in exactly one place; 40 shrines; 7 countdown tokens; realm invariants DC-3.12;
        no set of 4+ outside a checkpoint (DC-8.8). Checked on the public state and on the mover's preview."""
        _check(state)
        if state["turn"]["pending"]:
            _check(turns.preview(state))


def _check(state: dict) -> None:
    places = [x for stack in state["castle"].values() for x in stack]
    places += [x for realm in state["realms"] for sp in realm for x in sp["tiles"]]
    places += state["discard"] + state["turn"]["held"]
    assert len(places) == len(TILE_IDS) and Counter(places) == Counter(TILE_IDS), "tiles lost or duplicated"
    built = sum(sp["shrine"] for realm in state["realms"] for sp in realm)
    assert state["supply"] >= 0 and min(state["pools"]) >= 0
    assert state["supply"] + sum(state["pools"]) + built == SHRINES_TOTAL, "shrines lost or duplicated"
    assert sum(state["track"]) + sum(state["tokens"]) == TOKENS_TOTAL, "countdown tokens lost"
    for realm in state["realms"]:
        assert len(realm) == 16
        for sp in realm:
            assert not (sp["up"] and not sp["tiles"]), "face up without a tile"
            assert not (sp["shrine"] and (sp["up"] or not sp["tiles"])), "DC-3.12 b: a shrine on a face-down tile"
    stg = stage(state)
    for s, realm in enumerate(state["realms"]):
        if s != state["turn"]["seat"] or stg not in ("merge", "build", "power"):
            assert not sets_to_merge(realm), "DC-8.8: a set of 4+ outside a checkpoint"
    if state["phase"] == "GAME_OVER":
        assert state["winners"] and state["final"] and state["active"] is None
    else:
        assert state["active"] == state["turn"]["seat"]
        assert len(state["turn"]["held"]) <= 2
