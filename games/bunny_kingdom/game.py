"""The Królestwo Królików (Bunny Kingdom) engine: the :class:`Game` subclass tying the modules together."""
from __future__ import annotations

from games.bunny_kingdom import engine, legal, moves, rounds, sense, ui
from games.bunny_kingdom import view as views
from games.bunny_kingdom.cards import card_msg
from games.bunny_kingdom.data import DATA, GAME_ID
from games.bunny_kingdom.fiefs import harvest_report
from games.bunny_kingdom.parchments import final_scores
from games.bunny_kingdom.secrets import hidden_twin
from games.bunny_kingdom.state import BUILD, GAME_OVER, PICK, SCHEMA_VERSION, check, upgrade_v1
from games.core.contract import Event, Game, Move, Msg, Result, prefer
from games.core.errors import GameError

NONE = Msg("bunny_kingdom-none")


def _cards(ids) -> list[Msg]:
    """Card names, identical cards once with their count ("3× Miasto (siła 1)")."""
    counts: dict[Msg, int] = {}
    for c in ids:
        m = card_msg(c)
        counts[m] = counts.get(m, 0) + 1
    return [m if n == 1 else Msg("bunny_kingdom-card-count", n=n, card=m) for m, n in counts.items()] or [NONE]


class BunnyKingdomGame(Game):
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
    # 2: the hint counts treasures and parchments; 3: and picks submitted before the reveal; 4: and construction
    # plans, and the search drafts and builds by the policy of sense.py (docs/computer-players.md, "How it got
    # stronger")
    ai_version = 4

    def setup(self, players: int, options: dict, seed: int) -> dict:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise GameError("bunny_kingdom-err-players", rule="BK-1", players=str(players)[:10],
                            min=self.min_players, max=self.max_players)
        opts = self.normalize_options(dict(options or {}))
        return rounds.setup(players, opts, seed)

    def actors(self, state: dict) -> set[int]:
        return views.actors(state)

    def may_act(self, state: dict, seat: int) -> bool:
        """Everyone may submit: ``actors`` lists only the players the game waits for (those are pinged), but a player
        who already submitted may change the choice until the last one submits (BK-16.1, BK-16.3 to BK-16.5).
        Seats are checked in ``moves.parse`` with rule IDs instead."""
        return True

    def play(self, state: dict, seat: int, tokens: list[str]) -> list[Event]:
        parsed = moves.parse(state, seat, list(tokens))  # validates everything before any change
        return engine.execute(state, seat, parsed)

    def legal_moves(self, state: dict, seat: int) -> list[Move]:
        return legal.legal_moves(state, seat)

    def move_ids(self, state: dict, seat: int) -> list[str]:
        return legal.move_ids(state, seat)

    def default_move(self, state: dict, seat: int) -> str | None:
        """The table's timeout policy (BK 18.3 leaves it to the table): the first legal pair of a pick, building
        nothing (``done``), the first camp, resource or copy target offered."""
        return prefer(self.legal_moves(state, seat), ("done", "play"))

    def score_table(self, result: Result) -> tuple[list[Msg], list[list]] | None:
        """The harvest of each round (BK-12.1), the parchments (BK-13.1), then the total."""
        final = (result.breakdown or {}).get("final")
        if not final:
            return None
        harvests = final["harvests"]
        heads = [Msg("bunny_kingdom-col-round", n=i + 1) for i in range(len(harvests[0]))]
        heads += [Msg("bunny_kingdom-col-parchments"), Msg("bunny_kingdom-col-total")]
        rows = [list(h) + [sum(p["points"] for p in final["parchments"][s]), result.scores[s]]
                for s, h in enumerate(harvests)]
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
        return views.private_view(state, seat)

    def private_summary(self, view: dict) -> Msg | None:
        """BK-15.2: my hand and pending pick (exploration), my plan (construction), my parchments and buildings."""
        private = view.get("private")
        if not private:
            return None
        parchments, unbuilt = _cards(private["parchments"]), _cards(private["unbuilt"])
        if view["phase"] == PICK:
            pick = private["pick"]
            if pick is None:
                chosen = Msg("bunny_kingdom-private-no-pick")
            elif view["players"] == 2:
                chosen = Msg("bunny_kingdom-pick-2p", play=card_msg(pick[0]), discard=card_msg(pick[1]))
            else:
                chosen = Msg("bunny_kingdom-pick-3p", first=card_msg(pick[0]), second=card_msg(pick[1]))
            line = Msg("bunny_kingdom-private-pick", n=len(private["hand"]), cards=_cards(private["hand"]),
                       pick=chosen, parchments=parchments)
            if private.get("passed"):  # BK-15.3: the hand this player passed, which they saw go
                line = Msg("bunny_kingdom-private-with-passed", line=line, passed=_cards(private["passed"]))
            return line
        if view["phase"] == BUILD:
            plan = [Msg("bunny_kingdom-plan-item", card=card_msg(p["card"]), squares=p["squares"])
                    for p in private["plan"]] or [NONE]
            return Msg("bunny_kingdom-private-build", plan=plan, unbuilt=unbuilt, parchments=parchments)
        return Msg("bunny_kingdom-private-other", unbuilt=unbuilt, parchments=parchments)

    def standing(self, state: dict) -> list[float]:
        """The computer's hint (games.ai): the points so far, plus today's fiefs harvested at every harvest still to
        come (BK-12.1, BK-12.2; four rounds, BK-4.1), plus what the parchments and treasures held would score on
        today's kingdom (BK-13): a treasure is worth its points from the moment it is drafted, so the search sees
        it long before a playout could reach the game's end. Picks submitted but not yet revealed count as played
        and construction plans as built (:func:`sense.settled`), so that every seat drafts and plans by the cards'
        worth, not only the last to decide."""
        state = sense.settled(state)
        scores = [float(x) for x in state["scores"]]
        if state["phase"] == GAME_OVER:
            return scores
        rounds_left = sense.rounds_left(state)
        parchment_points = final_scores(state)["parchment_points"]
        return [scores[s] + parchment_points[s] + rounds_left *
                harvest_report(state["owner"], state["buildings"], s, state.get("universal"))["total"]
                for s in range(state["players"])]

    def playout_move(self, state: dict, seat: int, moves: list[str], rng) -> str | None:
        return sense.playout_move(state, seat, moves, rng)

    def sensible_moves(self, state: dict, seat: int, moves: list[str]) -> list[str]:
        return sense.sensible_moves(state, seat, moves)

    def hidden_twin(self, state: dict, seed: int, seat: int | None = None) -> dict:
        return hidden_twin(state, seed, seat)

    def check_invariants(self, state: dict) -> None:
        """Each of the 182 cards is in exactly one place; the board matches the used piles (BK-2.5, BK-6, BK-8)."""
        check(state)
