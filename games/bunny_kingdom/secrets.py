"""What each seat cannot know (BK-15.2, BK-15.3), as a re-dealing function for leak checks (``Rules.hidden_twin``)."""
from __future__ import annotations

import random

from games.bunny_kingdom.buildings import buildable_cards, card_for_token, placements
from games.bunny_kingdom.cards import PARCHMENT, ctype, sort_cards
from games.bunny_kingdom.data import UNIVERSAL_CHOICES
from games.bunny_kingdom.drafting import receiver
from games.bunny_kingdom.scoring import copy_targets, holder
from games.bunny_kingdom.state import BUILD, COPY, GAME_OVER
from games.core.contract import deep_copy
from games.core.rng import redeal


def hidden_twin(state: dict, seed: int, seat: int | None) -> dict:
    """``state`` with everything hidden from ``seat`` re-dealt at random: the deck and both 2-player reserves (hidden
    from everyone), the other players' hands, parchments (until the end), 2-player discards, pending picks,
    construction plans, universal-farm choices and copy targets. Counts stay the same. The cards ``seat`` passed at
    the last reveal stay in the hand of the player who received them (BK-15.3: the seat saw them go), and the other
    players' memories of their own passes follow the re-dealt hands."""
    r = random.Random(seed)
    twin = deep_copy(state)
    n = twin["players"]
    others = [s for s in range(n) if s != seat]
    end = twin["phase"] in (COPY, GAME_OVER)
    free: list[tuple[list, int]] = [(twin["deck"], i) for i in range(len(twin["deck"]))]
    must: list[tuple[list, int]] = []  # parchment areas only ever hold parchments
    for s in range(n):
        free += [(twin["reserves"][s], i) for i in range(len(twin["reserves"][s]))]
    known = set(twin["passed"][seat]) if seat is not None else set()
    taker = receiver(twin, seat) if seat is not None else None
    for s in others:
        free += [(twin["hands"][s], i) for i, c in enumerate(twin["hands"][s]) if s != taker or c not in known]
        free += [(twin["discards"][s], i) for i in range(len(twin["discards"][s]))]
        if not end:
            must += [(twin["parchments"][s], i) for i in range(len(twin["parchments"][s]))]
    cards = [h[i] for h, i in free + must]
    parch = [c for c in cards if ctype(c) == PARCHMENT]
    redeal(r, parch)
    rest = [c for c in cards if ctype(c) != PARCHMENT] + parch[len(must):]
    redeal(r, rest)
    for (h, i), c in zip(must + free, parch[: len(must)] + rest, strict=True):
        h[i] = c
    for s in others:
        twin["hands"][s] = sort_cards(twin["hands"][s])
        got = twin["hands"][receiver(twin, s)]
        if twin["passed"][s] and receiver(twin, s) != seat:
            twin["passed"][s] = sort_cards(r.sample(got, min(len(got), len(twin["passed"][s]))))
        if twin["picks"][s] is not None:
            twin["picks"][s] = r.sample(twin["hands"][s], 2)
    if twin["phase"] == BUILD:
        for s in others:
            twin["plans"][s] = []
            for _ in range(r.randrange(3)):
                options = placements(twin, s, twin["plans"][s])
                if not options:
                    break
                token, squares = r.choice(options)
                cid = card_for_token(buildable_cards(twin, s, twin["plans"][s]), token)
                twin["plans"][s].append({"card": cid, "squares": list(squares)})
    for sq, res in twin["universal"].items():
        if res is not None and twin["owner"][sq] != seat:
            twin["universal"][sq] = r.choice(UNIVERSAL_CHOICES)
    for cid, target in twin["copies"].items():  # public once the game is over (BK-15.4)
        if twin["phase"] == COPY and target is not None and holder(twin, cid) != seat:
            twin["copies"][cid] = r.choice(copy_targets(twin, cid))
    return twin
