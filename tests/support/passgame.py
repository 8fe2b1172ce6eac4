"""A minimal game with private hands, registered only in tests, to prove the DM / ephemeral-hand paths.

Each player holds 3 secret cards (1..12). On your turn: ``play <card>`` puts it face up on the table, or
``give <card>`` hands it to your left neighbour (whose private view changes: the bot must DM them). The game ends
when every hand is empty or after 12 moves; the highest sum of played cards wins.
"""
from __future__ import annotations

from pathlib import Path

from games.core import i18n, rng
from games.core.contract import Event, Move, Msg, OptionSpec, P, Presentation, Result, Rules
from games.core.errors import GameError
from games.registry import Plugin

i18n.add_catalog_dir(Path(__file__).parent / "locales")


def _hand_summary(view):
    hand = (view.get("private") or {}).get("hand")
    return None if hand is None else Msg("passgame-hand", cards=", ".join(map(str, hand)) or "-")


def _card_icon(state, seat, prefix, token):
    """The card a step names (``play 5``: ``passgame-card-5``), drawn by ``tests.support.passgame_pictures``."""
    return f"passgame-card-{token}" if prefix in (("play",), ("give",)) and token.isdigit() else None


class PassGame(Rules):
    id = "passgame"
    min_players = 2
    max_players = 4
    presentation = Presentation(private_summary=_hand_summary, token_icon=_card_icon)
    has_hidden_information = True
    options = (OptionSpec("hand", "int", 3, min=1, max=3),)
    # Version 2 renamed the player count ``n`` to ``players`` (the contract's turn_order reads it): the upgrade path
    # of a real state change, proven by tests/core/test_state_upgrades.py with the v1 golden fixture.
    schema_version = 2
    upgrades = {1: lambda state: {**{k: v for k, v in state.items() if k != "n"}, "players": state["n"]}}

    def setup(self, players, options, seed):
        state = {"schema_version": 2, "rng": rng.init(seed), "players": players, "turn": 0, "moves": 0,
                 "played": [[] for _ in range(players)], "hands": []}
        deck = rng.shuffle(state, list(range(1, 13)))
        size = options.get("hand", 3)
        state["hands"] = [sorted(deck[i * size:(i + 1) * size]) for i in range(players)]
        return state

    def _over(self, state):
        return state["moves"] >= 12 or not any(state["hands"])

    def actors(self, state):
        return set() if self._over(state) else {state["turn"]}

    def default_move(self, state, seat):
        """A seat out of time plays its lowest card face up."""
        return f"play {state['hands'][seat][0]}" if seat in self.actors(state) and state["hands"][seat] else None

    def legal_moves(self, state, seat):
        if seat not in self.actors(state):
            return []
        out = []
        for c in state["hands"][seat]:
            out.append(Move(f"play {c}", Msg("passgame-play", card=c)))
            out.append(Move(f"give {c}", Msg("passgame-give", card=c)))
        return out

    def play(self, state, seat, tokens):
        if len(tokens) != 2 or tokens[0] not in ("play", "give") or not tokens[1].isdigit():
            raise GameError("core-err-unknown-move", move=" ".join(tokens)[:50])
        card = int(tokens[1])
        if card not in state["hands"][seat]:
            raise GameError("passgame-err-not-in-hand", rule="PG-1")
        state["hands"][seat].remove(card)
        state["moves"] += 1
        nxt = (seat + 1) % state["players"]
        if tokens[0] == "play":
            state["played"][seat].append(card)
            events = [Event(Msg("passgame-played", who=P(seat), card=card), reveals=True)]
        else:
            state["hands"][nxt] = sorted(state["hands"][nxt] + [card])
            events = [Event(Msg("passgame-gave", who=P(seat), to=P(nxt))),
                      Event(Msg("passgame-gave-private", card=card, to=P(nxt)), to=seat),
                      Event(Msg("passgame-received", card=card, who=P(seat)), to=nxt)]
        state["turn"] = nxt
        while not self._over(state) and not state["hands"][state["turn"]]:
            state["turn"] = (state["turn"] + 1) % state["players"]
        return events

    def view(self, state, seat):
        return {"game": self.id, "seat": seat, "turn": state["turn"], "played": state["played"],
                "hand_sizes": [len(h) for h in state["hands"]],
                "private": {"hand": list(state["hands"][seat])} if seat is not None else None}

    def hidden_twin(self, state, seed, seat=None):
        """Other players' hands are secret: re-deal the cards held by everyone but ``seat`` among those hands."""
        import random

        twin = {**state, "hands": [list(h) for h in state["hands"]]}
        others = [s for s in range(state["players"]) if s != seat]
        pool = [c for s in others for c in twin["hands"][s]]
        random.Random(seed).shuffle(pool)
        for s in others:
            size = len(twin["hands"][s])
            twin["hands"][s], pool = sorted(pool[:size]), pool[size:]
        return twin


    def result(self, state):
        scores = [sum(p) for p in state["played"]]
        if not self._over(state):
            return Result(False, scores=scores)
        best = max(scores)
        ranks = [1 + sum(1 for o in scores if o > s) for s in scores]
        return Result(True, scores=scores, winners=[i for i, s in enumerate(scores) if s == best], ranks=ranks)

    def check_invariants(self, state):
        cards = sorted(c for h in state["hands"] for c in h) + sorted(c for p in state["played"] for c in p)
        assert len(cards) == 3 * state["players"] or len(cards) <= 12


GAME = PassGame()

#: The pass game as a whole plugin: its rules, its pictures (tests.support.passgame_pictures) and its accent. A sixth
#: game needs nothing else: ``registry.register(PLUGIN)`` is its one line (tests/bot/test_a_sixth_game.py).
PLUGIN = Plugin("passgame", "tests.support.passgame:GAME", "tests.support.passgame_pictures:PICTURES", accent=0x3478A8)
