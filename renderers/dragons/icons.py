"""Smoki's step-button icons: a card face, the card back."""
from __future__ import annotations

from collections.abc import Callable

from PIL import Image

from games.dragons.cards import KINDS
from renderers.dragons.common import card_image
from renderers.toolkit import primitives as pr
from renderers.toolkit.icon_kit import centred


def _dragons_card(kind: str) -> Image.Image:
    return centred(card_image(kind, 88, 124, "en"))  # the faces carry numbers and marks, no words


def _dragons_back() -> Image.Image:
    return centred(pr.card_back(88, 124))


def catalogue() -> dict[str, Callable[[], Image.Image]]:
    out: dict[str, Callable[[], Image.Image]] = {}
    for kind in KINDS:
        out["dragons-" + kind.replace("_", "-")] = lambda kind=kind: _dragons_card(kind)
    out["dragons-back"] = _dragons_back
    return out
