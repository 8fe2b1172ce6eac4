"""What each seat cannot know (DR-12.2, DR-12.3, DR-13.1), as a re-dealing function for leak checks."""
from __future__ import annotations

import random

from games.core.contract import deep_copy
from games.core.rng import redeal


def hidden_twin(state: dict, seed: int, seat: int | None) -> dict:
    """``state`` with everything hidden from ``seat`` re-dealt: face-down dream cards and the closed pile (hidden from
    everyone), the drawn card (unless ``seat`` drew it) and the other players' pending reveal choices."""
    r = random.Random(seed)
    twin = deep_copy(state)
    spots: list[tuple[object, object]] = [(c, "card") for d in twin["dreams"] for c in d if not c["up"]]
    spots += [(twin["deck"], i) for i in range(len(twin["deck"]))]
    if twin["drawn"] is not None and twin["drawn"]["by"] != seat:
        spots.append((twin["drawn"], "card"))
    cards = [holder[key] for holder, key in spots]
    redeal(r, cards)
    for (holder, key), card in zip(spots, cards, strict=True):
        holder[key] = card
    for s, choice in enumerate(twin["reveal"]):
        if choice is not None and s != seat:
            twin["reveal"][s] = r.randint(1, 6)
    return twin
