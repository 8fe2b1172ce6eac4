"""The Smoki (Paper Safari) engine: the :class:`Rules` subclass tying the modules together."""
from __future__ import annotations

from collections import Counter

from games.core.contract import CAP_FACTOR, Event, OptionSpec, Rules, prefer
from games.core.errors import GameError
from games.dragons import engine, legal, moves, rounds
from games.dragons import view as views
from games.dragons.cards import DATA, build_deck, deck_size
from games.dragons.secrets import hidden_twin
from games.dragons.sense import SENSE
from games.dragons.ui import PRESENTATION


class DragonsGame(Rules):
    id = "dragons"
    min_players = DATA["players"]["min"]  # G-3: 2-5
    max_players = DATA["players"]["max"]
    schema_version = rounds.SCHEMA_VERSION
    end_rule = "DR-10.1"
    has_hidden_information = True
    options = (  # DR-3.1, DR-11.x
        OptionSpec("mode", "choice", "tokens", choices=("tokens", "points", "rounds")),
        # upper bounds a game can reach in an evening of turns: a round adds at most ~60 points to a total, so 500
        # is 8+ rounds; more than 30 rounds is no longer a game of Smoki
        OptionSpec("target", "int", 100, min=1, max=500),
        OptionSpec("rounds", "int", 8, min=1, max=30),
        OptionSpec("piles", "choice", "2", choices=("2", "1")),
        OptionSpec("attack", "bool", False),
        OptionSpec("first", "int", 0, min=0, max=5),
    )
    presentation = PRESENTATION
    sense = SENSE
    actors = staticmethod(views.actors)
    legal_moves = staticmethod(legal.legal_moves)
    view = staticmethod(views.view)
    result = staticmethod(views.result)
    private_view = staticmethod(views.private_part)
    hidden_twin = staticmethod(hidden_twin)
    long_game = 300  # moves of a long game in tokens mode (5 seats: up to 300 in random play; the move cap's unit)

    def max_moves(self, state: dict) -> int:
        """The move cap (games.core.contract) scaled by the options: a round takes up to about 9 moves a seat
        (measured: 38-42 with 5 seats), and a game lasts at most 2n+1 rounds in tokens mode (a token a round goes to
        the best dream, DR-10.1), its rounds in rounds mode (DR-11.2), and in points mode until a total reaches the
        target (DR-11.1), counted generously as a tenth of the target."""
        opts, n = state["options"], int(state["players"])
        rounds = {"tokens": 2 * n + 1, "rounds": int(opts["rounds"]),
                  "points": -(-int(opts["target"]) // 10)}.get(opts["mode"], 2 * n + 1)
        return CAP_FACTOR * max(self.long_game, 9 * n * rounds)

    def setup(self, players: int, options: dict, seed: int) -> dict:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise GameError("dragons-err-players", rule="DR-3.9", players=str(players)[:10],
                            min=self.min_players, max=self.max_players)
        opts = self.normalize_options(dict(options or {}))
        opts["piles"] = int(opts["piles"])
        return rounds.new_state(players, opts, seed)

    def normalize_options(self, raw: dict) -> dict:
        raw = dict(raw)
        if "piles" in raw:  # the state and the view keep piles as an int; accept it back
            raw["piles"] = str(raw["piles"])
        return super().normalize_options(raw)

    def may_act(self, state: dict, seat: int) -> bool:
        """Everyone may submit: during INITIAL_REVEAL ``actors`` lists only the players who have not chosen yet
        (those are pinged), but a player who already chose may change it until the last one chooses (DR-13.1).
        ``play`` checks seats itself, with the rule IDs of section 14.3."""
        return True

    def play(self, state: dict, seat: int, tokens: list[str]) -> list[Event]:
        parsed = moves.parse(state, seat, list(tokens))  # validates everything before any change
        return engine.execute(state, seat, parsed)

    def default_move(self, state: dict, seat: int) -> str | None:
        """A seat whose time ran out (the table's deadline; Smoki's rules have no clock): the first slot for the
        opening reveal, ``draw`` instead of taking from a pile, the drawn card placed on the first face-down slot
        (so that the round moves on to its end, DR-9.1), the first pile for a chain."""
        moves = self.legal_moves(state, seat)
        down = {str(i + 1) for i, slot in enumerate(state["dreams"][seat]) if not slot["up"]}
        for m in moves:
            if m.tokens[0] == "place" and len(m.tokens) > 1 and m.tokens[1] in down:
                return m.id
        return prefer(moves, ("reveal", "draw", "place", "pile"))


    def turn_order(self, state: dict) -> list[int]:
        """DR-4.1: turns go clockwise from the round's starting player."""
        n = state["players"]
        return [(state["starter"] + k) % n for k in range(n)]

    def check_invariants(self, state: dict) -> None:
        """Every card instance is in exactly one place (DR-2.1, DR-5.1) and the phase matches the state."""
        places = [c["card"] for dream in state["dreams"] for c in dream]
        places += [c for pile in state["piles"] for c in pile] + list(state["deck"])
        if state["drawn"] is not None:
            places.append(state["drawn"]["card"])
        if state["chain"] is not None:
            places.append(state["chain"]["card"])
        attack = state["options"]["attack"]
        assert len(places) == deck_size(attack), (len(places), deck_size(attack))
        assert Counter(places) == Counter(build_deck(attack)), "card instances lost or duplicated"
        assert len(state["dreams"]) == state["players"] and all(len(d) == 6 for d in state["dreams"])
        assert len(state["piles"]) == state["options"]["piles"]
        # points (DR-9.7, DR-11.1): each total is the sum of its rounds' scores, each token a round won
        n, played = state["players"], state["history"]
        assert [sum(r["scores"][s] for r in played) for s in range(n)] == state["totals"], "totals differ from rounds"
        if state["options"]["mode"] == "tokens":
            assert [sum(s in r["winners"] for r in played) for s in range(n)] == state["tokens"], "tokens lost"
        phase = state["phase"]
        assert (state["drawn"] is not None) == (phase == rounds.RESOLVE_DRAW), phase
        assert (state["chain"] is not None) == (phase == rounds.CHAIN_PILE), phase
        if phase in (rounds.TURN, rounds.RESOLVE_DRAW, rounds.CHAIN_PILE):
            assert state["active"] is not None and all(r is None for r in state["reveal"])
        if phase in (rounds.TURN, rounds.RESOLVE_DRAW):  # DR-9.1 (a chain may complete a dream before CHAIN_PILE)
            assert not any(all(c["up"] for c in d) for d in state["dreams"]), "a complete dream outlived its turn"
        if phase == rounds.TURN:
            assert state["deck"], "DR-8.2: the closed pile is never empty at the start of a turn"
        if phase == rounds.INITIAL_REVEAL:
            assert state["active"] is None and not any(c["up"] for d in state["dreams"] for c in d)
        if phase == rounds.GAME_OVER:
            assert state["winners"] and all(c["up"] for d in state["dreams"] for c in d)
