"""Round life cycle: setup, dealing, end of turn, reshuffle, round scoring and the end of the game."""
from __future__ import annotations

from games.core import rng
from games.core.contract import Event, Msg, P
from games.core.errors import GameError
from games.dragons.cards import PILE_NAMES, TOKENS_TO_WIN, build_deck, kind
from games.dragons.scoring import score_dream

SCHEMA_VERSION = 1
INITIAL_REVEAL, TURN, RESOLVE_DRAW, CHAIN_PILE, GAME_OVER = (
    "INITIAL_REVEAL", "TURN", "RESOLVE_DRAW", "CHAIN_PILE", "GAME_OVER")


def card_msg(inst_or_kind: str) -> Msg:
    return Msg(f"dragons-card-{kind(inst_or_kind)}")


def new_state(players: int, options: dict, seed: int) -> dict:
    """DR-3.x: a fresh game; ``options`` are already normalized (piles as int)."""
    if options["first"] > players:
        raise GameError("dragons-err-first", rule="DR-3.8", first=options["first"], players=players)
    state = {
        "schema_version": SCHEMA_VERSION,
        "game": "dragons",
        "players": players,
        "options": options,
        "rng": rng.init(seed),
        "round": 1,
        "phase": INITIAL_REVEAL,
        "starter": 0,
        "active": None,
        "dreams": [],
        "piles": [],
        "deck": [],
        "drawn": None,
        "chain": None,
        "reveal": [None] * players,
        "tokens": [0] * players,
        "totals": [0] * players,
        "history": [],
        "last": None,
        "last_round": None,
        "winners": None,
    }
    # DR-3.8/G-15: random starting player unless the creator named one (1-based option).
    state["starter"] = options["first"] - 1 if options["first"] else rng.randrange(state, players)
    deal_round(state)
    return state


def deal_round(state: dict) -> None:
    """DR-3.2 to DR-3.6 (and DR-10.2): collect every card, shuffle, deal 6 face down each, flip the open piles."""
    n = state["players"]
    deck = rng.shuffle(state, build_deck(state["options"]["attack"]))  # DR-3.2
    dreams: list[list[dict]] = [[] for _ in range(n)]
    for _slot in range(6):  # DR-3.3: slots 1..6 filled in dealing order, face down
        for seat in range(n):
            dreams[seat].append({"card": deck.pop(), "up": False})
    state["dreams"] = dreams
    state["piles"] = [[deck.pop()] for _ in range(state["options"]["piles"])]  # DR-3.6, DR-11.3
    state["deck"] = deck  # DR-3.5 (top = last element)
    state.update(phase=INITIAL_REVEAL, active=None, drawn=None, chain=None, reveal=[None] * n, last=None)


def round_start_events(state: dict) -> list[Event]:
    ev = [Event(Msg("dragons-ev-deal", round=state["round"], player=P(state["starter"])), random=True)]
    for i, pile in enumerate(state["piles"]):
        ev.append(Event(Msg("dragons-ev-pile-start", pile=PILE_NAMES[i], card=card_msg(pile[-1])), reveals=True,
                        random=True))
    return ev


def end_turn(state: dict, events: list[Event]) -> None:
    """DR-4.6: round end check (DR-9.1), then reshuffle (DR-8.1), then the left neighbour plays (DR-4.1)."""
    state["phase"] = TURN
    complete = [s for s, dream in enumerate(state["dreams"]) if all(c["up"] for c in dream)]
    if complete:
        finish_round(state, complete, events)
        return
    if not state["deck"]:
        reshuffle(state, events)
    state["active"] = (state["active"] + 1) % state["players"]
    events.append(Event(Msg("dragons-ev-turn", player=P(state["active"])), status=True))


def reshuffle(state: dict, events: list[Event]) -> None:
    """DR-8.1/G-16: every open-pile card is shuffled into a new closed pile; the open piles are flipped anew."""
    cards = [c for pile in state["piles"] for c in pile]
    rng.shuffle(state, cards)
    state["piles"] = [[cards.pop()] for _ in state["piles"]]
    state["deck"] = cards
    events.append(Event(Msg("dragons-ev-reshuffle", n=len(cards)), random=True))
    for i, pile in enumerate(state["piles"]):
        events.append(Event(Msg("dragons-ev-pile-start", pile=PILE_NAMES[i], card=card_msg(pile[-1])),
                            reveals=True, random=True))


def finish_round(state: dict, complete: list[int], events: list[Event]) -> None:
    """DR-9.1 to DR-9.7, DR-10.x, DR-11.x: reveal, score, award, then deal the next round or end the game."""
    n = state["players"]
    ender = state["active"]  # DR-9.1/G-14: the active player of the turn ends the round
    # DR-14.7: everyone is pinged at a round end (the next round's reveal needs everybody, the ender too)
    events.append(Event(Msg("dragons-ev-round-end", round=state["round"], players=[P(s) for s in complete],
                            count=len(complete), ender=P(ender)), ping_all=True))
    for dream in state["dreams"]:  # DR-9.2
        for c in dream:
            c["up"] = True
    events.append(Event(Msg("dragons-ev-final-reveal"), reveals=True))
    breakdown, scores = [], []
    for dream in state["dreams"]:
        cells, total = score_dream([kind(c["card"]) for c in dream])
        breakdown.append(cells)
        scores.append(total)
    best = min(scores)
    winners = [s for s in range(n) if scores[s] == best]  # DR-9.7: ties all win the round
    mode = state["options"]["mode"]
    for s in range(n):
        state["totals"][s] += scores[s]  # DR-11.1/DR-11.2 (kept in tokens mode too, for the breakdown)
        key = "dragons-ev-score-round" if mode == "tokens" else "dragons-ev-score"
        events.append(Event(Msg(key, player=P(s), n=scores[s], total=state["totals"][s])))
    if mode == "tokens":
        for s in winners:
            state["tokens"][s] += 1  # DR-9.7, G-17: unlimited supply
        events.append(Event(Msg("dragons-ev-round-tokens", players=[P(s) for s in winners], count=len(winners),
                                n=best)))
    else:
        events.append(Event(Msg("dragons-ev-round-best", players=[P(s) for s in winners], count=len(winners),
                                n=best)))
    state["last_round"] = {
        "round": state["round"], "ender": ender, "winners": winners, "complete": complete,
        "dreams": breakdown, "scores": scores,
        "tokens": list(state["tokens"]), "totals": list(state["totals"]),
    }
    state["history"].append({"round": state["round"], "ender": ender, "winners": winners, "scores": scores})
    game_winners = _game_winners(state)
    if game_winners is not None:
        state.update(phase=GAME_OVER, active=None, winners=game_winners, drawn=None, chain=None,
                     reveal=[None] * n, last=None)
        events.append(Event(Msg("dragons-ev-game-over", players=[P(s) for s in game_winners],
                                count=len(game_winners)), status=True))
        return
    state["round"] += 1
    state["starter"] = (ender + 1) % n  # DR-10.3/DR-11.6
    deal_round(state)
    events.extend(round_start_events(state))


def _game_winners(state: dict) -> list[int] | None:
    """DR-10.1/G-18, DR-11.1/G-19, DR-11.2: the winners if the game ends now, else None."""
    opts, n = state["options"], state["players"]
    if opts["mode"] == "tokens":
        won = [s for s in range(n) if state["tokens"][s] >= TOKENS_TO_WIN]
        return won or None
    totals = state["totals"]
    if opts["mode"] == "points":
        ended = any(t >= opts["target"] for t in totals)
    else:
        ended = state["round"] >= opts["rounds"]
    if not ended:
        return None
    low = min(totals)
    return [s for s in range(n) if totals[s] == low]
