"""The Zamek Smoków engine: the :class:`Game` subclass tying the modules together."""
from __future__ import annotations

from collections import Counter

from games.core.contract import Event, Game, Move, Msg, Result, prefer
from games.core.errors import GameError
from games.dragon_castle import legal, scoring, setup, turns, ui
from games.dragon_castle import view as views
from games.dragon_castle.data import SHRINES_TOTAL, TILE_IDS, TOKENS_TOTAL
from games.dragon_castle.layouts import layout_warnings
from games.dragon_castle.realm import sets_to_merge
from games.dragon_castle.steps import stage


class DragonCastleGame(Game):
    id = "dragon_castle"
    min_players = 2  # DC-1
    max_players = 4
    schema_version = setup.SCHEMA_VERSION
    turn_rule = "DC-5.1"
    has_hidden_information = True  # DC-14.3: covered castle tiles; a mover's pending steps (private.preview)
    aside = frozenset({"undo"})  # beside every step of a turn in progress (a picker shows it as a side button)
    options = setup.OPTIONS
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

    def option_warnings(self, options: dict, players: int | None = None) -> list[Msg]:
        """DC-13.6 guidance for a custom castle (ground floor for the player count, long upper rows)."""
        if options.get("layout") != "custom" or not options.get("grid"):
            return []
        return layout_warnings(options["grid"], players)

    def is_over(self, state: dict) -> bool:
        return state["phase"] == setup.GAME_OVER

    def working_copy(self, state: dict) -> dict:
        """Parts never changed in place are shared (``turns.working_copy``); ``state`` itself is never changed."""
        return turns.working_copy(state)

    def actors(self, state: dict) -> set[int]:
        return views.actors(state)

    def legal_moves(self, state: dict, seat: int) -> list[Move]:
        return legal.legal_moves(state, seat)

    def play(self, state: dict, seat: int, tokens: list[str]) -> list[Event]:
        return turns.play(state, seat, list(tokens))

    def default_move(self, state: dict, seat: int) -> str | None:
        """DC-16.4: when a turn times out, ``end`` (``confirm``) is assumed, an unanswered shrine prompt builds none,
        a forced consolidation takes the first set; an unplayed action is never chosen (None)."""
        moves = self.legal_moves(state, seat)
        if any(m.id == "build" for m in moves):
            return "build"
        return prefer(moves, ("confirm", "merge"), otherwise=False)

    def score_table(self, result: Result) -> tuple[list[Msg], list[list]] | None:
        """The scoring categories of DC-12.1 for every player, then the total."""
        players = (result.breakdown or {}).get("players")
        if not players:
            return None
        keys = ("merges", "spirits", "discards", "shrines", "tokens", "dragons", "total")
        rows = [[p["merges"], p["spirits"], p["discards"], p["shrines"]["points"], p["tokens_vp"],
                 sum(p["dragons"].values()), p["total"]] for p in players]
        return [Msg(f"dragon_castle-score-{k}") for k in keys], rows

    def view(self, state: dict, seat: int | None) -> dict:
        return views.view(state, seat)

    def result(self, state: dict) -> Result:
        return views.result(state)

    def prompt(self, state: dict, seat: int, prefix: tuple[str, ...]) -> Msg | None:
        return ui.prompt(state, seat, prefix)

    def token_label(self, state: dict, seat: int, prefix: tuple[str, ...], token: str) -> Msg | None:
        return ui.token_label(state, seat, prefix, token)

    def token_icon(self, state: dict, seat: int, prefix: tuple[str, ...], token: str) -> str | None:
        return ui.token_icon(state, seat, tuple(prefix), token)

    def quick_moves(self, state: dict, seat: int) -> list[str]:
        return ui.quick_moves(state, seat)

    def private_view(self, state: dict, seat: int):
        return views.private_view(state, seat)

    def private_summary(self, view: dict) -> Msg | None:
        return ui.private_summary(view)

    def standing(self, state: dict) -> list[float]:
        """The computer's hint (games.ai): the points each realm would score now (DC-12.1 to DC-12.7)."""
        return [float(row["total"]) for row in scoring.all_breakdowns(state)]

    def hidden_twin(self, state: dict, seed: int, seat: int | None = None) -> dict:
        return turns.hidden_twin(state, seed, seat)

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
