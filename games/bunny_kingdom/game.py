"""The Królestwo Królików (Bunny Kingdom) engine: the :class:`Game` subclass tying the modules together."""
from __future__ import annotations

from games.bunny_kingdom import engine, legal, moves, rounds
from games.bunny_kingdom import view as views
from games.bunny_kingdom.data import DATA, GAME_ID
from games.bunny_kingdom.secrets import hidden_twin
from games.bunny_kingdom.sense import SENSE
from games.bunny_kingdom.state import SCHEMA_VERSION, check, upgrade_v1
from games.bunny_kingdom.ui import PRESENTATION
from games.core.contract import Event, Rules, prefer
from games.core.errors import GameError


class BunnyKingdomGame(Rules):
    id = GAME_ID
    min_players = DATA["players"]["min"]  # BK-1: 2-4
    max_players = DATA["players"]["max"]
    schema_version = SCHEMA_VERSION
    upgrades = {1: upgrade_v1}  # v2: the cards each player passed (``passed``)
    end_rule = "BK-14.1"
    has_hidden_information = True
    aside = frozenset({"undo"})  # beside every step of a building plan (a picker shows it as a side button)
    options = ()  # BK-17.1/BK-17.2: no variants (the 2-player rules follow from the player count)
    long_game = 150  # moves of a long game (4 seats: up to 126 in random play; the move cap's unit)
    presentation = PRESENTATION
    sense = SENSE
    actors = staticmethod(views.actors)
    legal_moves = staticmethod(legal.legal_moves)
    move_ids = staticmethod(legal.move_ids)
    view = staticmethod(views.view)
    result = staticmethod(views.result)
    private_view = staticmethod(views.private_view)
    hidden_twin = staticmethod(hidden_twin)

    def setup(self, players: int, options: dict, seed: int) -> dict:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise GameError("bunny_kingdom-err-players", rule="BK-1", players=str(players)[:10],
                            min=self.min_players, max=self.max_players)
        opts = self.normalize_options(dict(options or {}))
        return rounds.setup(players, opts, seed)

    def may_act(self, state: dict, seat: int) -> bool:
        """Everyone may submit: ``actors`` lists only the players the game waits for (those are pinged), but a player
        who already submitted may change the choice until the last one submits (BK-16.1, BK-16.3 to BK-16.5).
        Seats are checked in ``moves.parse`` with rule IDs instead."""
        return True

    def play(self, state: dict, seat: int, tokens: list[str]) -> list[Event]:
        parsed = moves.parse(state, seat, list(tokens))  # validates everything before any change
        return engine.execute(state, seat, parsed)


    def default_move(self, state: dict, seat: int) -> str | None:
        """The table's timeout policy (BK 18.3 leaves it to the table): the first legal pair of a pick, building
        nothing (``done``), the first camp, resource or copy target offered."""
        return prefer(self.legal_moves(state, seat), ("done", "play"))



    def check_invariants(self, state: dict) -> None:
        """Each of the 182 cards is in exactly one place; the board matches the used piles (BK-2.5, BK-6, BK-8)."""
        check(state)
