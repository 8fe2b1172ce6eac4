"""Exploration (BK-4.2, BK-5, BK-6, BK-7): dealing, simultaneous secret picks, the reveal, passing and resolving cards.

Picks are stored in ``state["picks"]`` while the cards stay in the hand; nothing leaves the hand before the last
player submits (BK-16.1). The reveal then takes every pick out, passes the rest (BK-5.2/BK-7.5) and resolves the
played cards in seat order, each player's cards in the order they were listed (BK-6.1, G-16).
"""
from __future__ import annotations

from games.bunny_kingdom.cards import (
    BUILDING,
    CARDS,
    HIDDEN_PARCHMENT,
    PARCHMENT,
    PROVISIONS,
    TERRITORY,
    card_msg,
    desc_msg,
    public_card_msg,
    sort_cards,
)
from games.bunny_kingdom.data import hand_size, pass_direction
from games.bunny_kingdom.state import PICK
from games.core import rng
from games.core.contract import Event, Msg, P, deep_copy


def two_player(state: dict) -> bool:
    return state["players"] == 2


def deal(state: dict, events: list[Event]) -> None:
    """BK-4.2/BK-7.1: hands (and 2-player reserves) from the top of the deck."""
    n, size = state["players"], hand_size(state["players"])
    deck = state["deck"]
    for s in range(n):
        state["hands"][s] = sort_cards(deck.pop() for _ in range(size["hand"]))
    for s in range(n):
        state["reserves"][s] = [deck.pop() for _ in range(size["reserve"])]
    state["passed"] = [[] for _ in range(n)]
    events.append(Event(Msg("bunny_kingdom-ev-round", round=state["round"], n=size["hand"],
                            direction=Msg(f"bunny_kingdom-dir-{pass_direction(state['round'])}"),
                            reserve=size["reserve"]), random=True))


def picks_per_round(players: int) -> int:
    """BK-5.3/BK-7.6: 6 picks with 3 players, 5 with 4, 10 with 2."""
    size = hand_size(players)
    return (size["hand"] + size["reserve"]) // 2


def start_pick(state: dict, events: list[Event]) -> None:
    """A new pick: 2 players first move one random reserve card into each hand (BK-7.2); 3-4 players resolve the
    last pick of a round (2 cards, both played) automatically (BK-5.3)."""
    n = state["players"]
    state["pick"] += 1
    state["phase"] = "PICK"
    state["picks"] = [None] * n
    if two_player(state):
        events.append(Event(Msg("bunny_kingdom-ev-reserve", pick=state["pick"]), random=True))
        for s in range(n):
            reserve = state["reserves"][s]
            card = reserve.pop(rng.randrange(state, len(reserve)))
            state["hands"][s] = sort_cards([*state["hands"][s], card])
            events.append(Event(Msg("bunny_kingdom-ev-reserve-private", card=card_msg(card)), to=s, random=True))
        return
    if len(state["hands"][0]) == 2:
        state["picks"] = [list(h) for h in state["hands"]]
        events.append(Event(Msg("bunny_kingdom-ev-auto-pick", pick=state["pick"])))


def submit(state: dict, seat: int, cards: list[str], events: list[Event]) -> None:
    """BK-5.1/BK-7.3/BK-16.1: a secret pick; only its owner is told what it is; the table only learns who picked."""
    first = state["picks"][seat] is None
    state["picks"][seat] = list(cards)
    n = state["players"]
    done = sum(p is not None for p in state["picks"])
    if done == n:
        return  # the last pick: the reveal that follows says everything (no "picked (4/4)" line before it)
    # the mover's own pick is said once, by their private summary ("Your pick: ..."); this only says it can change
    if first:
        # the table's line of picks, edited in place as picks come in: it says who is still to pick
        waiting = [P(s) for s in range(n) if state["picks"][s] is None]
        events.append(Event(Msg("bunny_kingdom-ev-picked", player=P(seat), done=done, total=n, waiting=waiting)))
        mine = Msg("bunny_kingdom-ev-you-picked", players=n)
    else:
        # quiet: a change of a pick still open tells the table nothing new (it is logged; the channel stays calm)
        events.append(Event(Msg("bunny_kingdom-ev-pick-changed", player=P(seat)), quiet=True))
        mine = Msg("bunny_kingdom-ev-you-changed", players=n)
    events.append(Event(mine, to=seat))


def reveal(state: dict, events: list[Event]) -> None:
    """BK-5.2/BK-7.5: everyone has picked: picks leave the hands, the rest is passed, the played cards are revealed
    and resolved together."""
    n = state["players"]
    picks = state["picks"]
    rest = [[c for c in state["hands"][s] if c not in picks[s]] for s in range(n)]
    to_play: list[list[str]] = []
    for s in range(n):
        if two_player(state):  # BK-7.4: the discard goes face down to the player's own pile
            state["discards"][s].append(picks[s][1])
            to_play.append([picks[s][0]])
        else:
            to_play.append(list(picks[s]))
    step = -1 if pass_direction(state["round"]) == "right" else 1  # BK-0.2, BK-4.3
    state["hands"] = [sort_cards(rest[(s - step) % n]) for s in range(n)]
    state["passed"] = [sort_cards(r) for r in rest]  # what each player saw go (BK-15.3)
    state["picks"] = [None] * n
    log = {"round": state["round"], "pick": state["pick"], "plays": [[] for _ in range(n)], "squares": [],
           "removed_camps": []}
    # one compact post: a heading, one short line per player (what they played says what they gained), then only
    # what the cards' lines do not say (a camp removed, provisions drawn, the player's own new parchment)
    events.append(Event(Msg("bunny_kingdom-ev-reveal", pick=state["pick"], round=state["round"]), reveals=True))
    for s in range(n):
        shown = _shown(to_play[s])
        key = "bunny_kingdom-ev-plays-2p" if two_player(state) else "bunny_kingdom-ev-plays"
        events.append(Event(Msg(key, player=P(s), cards=shown), reveals=True))
    for s in range(n):
        for cid in to_play[s]:
            resolve(state, s, cid, events, log, via=None, announce=False)
    if any(rest):
        target = Msg(f"bunny_kingdom-dir-{pass_direction(state['round'])}")
        events.append(Event(Msg("bunny_kingdom-ev-pass", n=len(rest[0]), direction=target)))
    state["last_reveal"] = log


def receiver(state: dict, seat: int) -> int:
    """The seat that receives ``seat``'s rest at this round's reveals (BK-4.3, BK-7.7: with 2 the opponent)."""
    step = -1 if pass_direction(state["round"]) == "right" else 1
    return (seat + step) % state["players"]


def with_pending_plays(state: dict) -> dict:
    """For the computer's hint only: ``state`` as if every pick already submitted (but not yet revealed, BK-5.2)
    were played: its territories owned, its parchments held, its buildings waiting (BK-6). Without it, whoever
    picks first would see no worth in any pick until the last player's pick reveals them all, and the seat that
    picks last would be the only one to draft by the cards' worth. ``state`` itself when no pick is pending."""
    picks = state.get("picks") or []
    if state.get("phase") != PICK or not any(p is not None for p in picks):
        return state
    work, log = deep_copy(state), {"plays": [[] for _ in picks], "squares": [], "removed_camps": []}
    for s, pick in enumerate(picks):
        if pick is None:
            continue
        for cid in pick[:1] if two_player(state) else pick:
            if cid in work["hands"][s]:
                work["hands"][s].remove(cid)
                resolve(work, s, cid, [], log, via=None, announce=False)
        work["picks"][s] = None
    return work


def _shown(cids: list[str]) -> list[Msg]:
    """The cards a player reveals, hidden parchments said once with their count ("2 pergaminy")."""
    shown = [public_card_msg(c) for c in cids]
    hidden = [m for m in shown if m == HIDDEN_PARCHMENT]
    if len(hidden) < 2:
        return shown
    return [m for m in shown if m != HIDDEN_PARCHMENT] + [Msg("bunny_kingdom-card-parchments-hidden", n=len(hidden))]


def resolve(state: dict, seat: int, cid: str, events: list[Event], log: dict, via: str | None,
            announce: bool = True) -> None:
    """BK-6.2 to BK-6.5: play one card for ``seat``; ``announce=False``: the card was named already (the reveal's
    line of its player), so a plain territory, building or parchment adds no line of its own."""
    card = CARDS[cid]
    entry = {"card": None if card["type"] == PARCHMENT else cid, "parchment": card["type"] == PARCHMENT,
             "via": via}
    log["plays"][seat].append(entry)
    t = card["type"]
    if t == TERRITORY:
        _territory(state, seat, cid, events, log, announce)
    elif t == BUILDING:  # BK-6.3: public, unbuilt until a construction phase
        state["unbuilt"][seat].append(cid)
        if announce:
            events.append(Event(Msg("bunny_kingdom-ev-gain-building", player=P(seat), card=card_msg(cid))))
    elif t == PARCHMENT:  # BK-6.4: secret to its owner
        state["parchments"][seat].append(cid)
        if announce:
            events.append(Event(Msg("bunny_kingdom-ev-gain-parchment", player=P(seat),
                                    n=len(state["parchments"][seat]))))
        events.append(Event(Msg("bunny_kingdom-ev-gain-parchment-private", card=card_msg(cid), desc=desc_msg(cid)),
                            to=seat))
    elif t == PROVISIONS:  # BK-6.5: draw 2, play both in draw order (chains), then the used pile
        drawn = [state["deck"].pop() for _ in range(min(card["draw_and_play"], len(state["deck"])))]
        events.append(Event(Msg("bunny_kingdom-ev-provisions", player=P(seat),
                                cards=[public_card_msg(c) for c in drawn]), reveals=True, random=True))
        for d in drawn:
            resolve(state, seat, d, events, log, via=cid, announce=False)
        state["used"][seat].append(cid)


def _territory(state: dict, seat: int, cid: str, events: list[Event], log: dict, announce: bool = True) -> None:
    """BK-6.2: a rabbit on the named square; a camp there is removed (BK-6.2.1 opponent's, BK-6.2.2 own)."""
    sq = CARDS[cid]["square"]
    owner, buildings = state["owner"], state["buildings"]
    b = buildings.get(sq)
    if b is not None and b["type"] == "camp":
        prev = owner[sq]
        del buildings[sq]
        log["removed_camps"].append({"square": sq, "number": b["number"], "seat": prev})
        if prev != seat:
            events.append(Event(Msg("bunny_kingdom-ev-camp-evicted", player=P(seat), square=sq, number=b["number"],
                                    victim=P(prev))))
        else:
            events.append(Event(Msg("bunny_kingdom-ev-camp-own", player=P(seat), square=sq, number=b["number"])))
    owner[sq] = seat
    state["used"][seat].append(cid)
    log["squares"].append(sq)
    if announce:
        events.append(Event(Msg("bunny_kingdom-ev-territory", player=P(seat), card=card_msg(cid))))
