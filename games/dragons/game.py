"""The Smoki (Paper Safari) engine: the :class:`Game` subclass tying the modules together."""
from __future__ import annotations

from collections import Counter

from games.core.contract import CAP_FACTOR, Event, Game, Move, Msg, OptionSpec, Result, prefer
from games.core.errors import GameError
from games.dragons import engine, legal, moves, rounds, ui
from games.dragons import view as views
from games.dragons.cards import DATA, build_deck, deck_size, kind
from games.dragons.scoring import score_dream
from games.dragons.secrets import hidden_twin


class DragonsGame(Game):
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

    def actors(self, state: dict) -> set[int]:
        return views.actors(state)

    def may_act(self, state: dict, seat: int) -> bool:
        """Everyone may submit: during INITIAL_REVEAL ``actors`` lists only the players who have not chosen yet
        (those are pinged), but a player who already chose may change it until the last one chooses (DR-13.1).
        ``play`` checks seats itself, with the rule IDs of section 14.3."""
        return True

    def play(self, state: dict, seat: int, tokens: list[str]) -> list[Event]:
        parsed = moves.parse(state, seat, list(tokens))  # validates everything before any change
        return engine.execute(state, seat, parsed)

    def legal_moves(self, state: dict, seat: int) -> list[Move]:
        return legal.legal_moves(state, seat)

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

    def score_table(self, result: Result) -> tuple[list[Msg], list[list]] | None:
        """A column per round (the dream totals of DR-9), then the game's total (and the tokens)."""
        b = result.breakdown or {}
        rounds = b.get("rounds") or []
        if not rounds:
            return None
        heads = [Msg("dragons-col-round", n=r["round"]) for r in rounds] + [Msg("dragons-col-total")]
        rows = [[r["scores"][s] for r in rounds] + [b["totals"][s]] for s in range(len(rounds[0]["scores"]))]
        if b.get("mode") == "tokens":
            heads.append(Msg("dragons-col-tokens"))
            for s, row in enumerate(rows):
                row.append(b["tokens"][s])
        return heads, rows

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
        return views.private_part(state, seat)

    playout_depth = 2  # the computer's hint: a placement's worth shows at once (DR-9), random play only blurs it

    def standing(self, state: dict) -> list[float]:
        """The computer's hint (games.ai): the totals with the current dreams scored as they lie (DR-9.2 to DR-9.7,
        fewer points are better, so negated); in tokens mode, the tokens plus one for the round's best dream."""
        current = [score_dream([kind(c["card"]) for c in dream])[1] for dream in state["dreams"]]
        if state["options"]["mode"] == "tokens":
            best = min(current)
            return [t + (1.0 if c == best else 0.0) - 0.01 * c for t, c in zip(state["tokens"], current, strict=True)]
        return [-(t + c) for t, c in zip(state["totals"], current, strict=True)]

    def hidden_twin(self, state: dict, seed: int, seat: int | None = None) -> dict:
        return hidden_twin(state, seed, seat)

    def private_summary(self, view: dict) -> Msg | None:
        """DR-12.3: the drawn card (seen by the drawer only); DR-13.1: my pending reveal choice."""
        private = view.get("private") or {}
        if "drawn" in private:
            return Msg("dragons-private-drawn", card=rounds.card_msg(private["drawn"]))
        if "reveal" in private:
            return Msg("dragons-private-reveal", slot=private["reveal"])
        return None

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
