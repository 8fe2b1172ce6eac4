"""Which texts of a picture are *key*: the numbers a player decides by (card values, tile numbers, coordinates,
scores). Renderers declare them where they draw them (``note("castle-coordinates", 32)``); a test collects the
declarations of one picture (``with collect() as found: render(...)``) and checks each size against the picture's
width (phone rule: at least 1/40 of the width, so they stay readable when Discord shows the picture ~400 px wide).

Declaring costs nothing while nobody collects (one ContextVar read). Declare at the place the size is decided, not
inside cached drawing helpers (a cache hit would skip the declaration).
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_FOUND: ContextVar[list | None] = ContextVar("plansza_key_texts", default=None)

#: the phone rule: a key text's font size (px) is at least this fraction of the picture's width
MIN_FRACTION = 1 / 40


def note(what: str, size: int) -> None:
    """Declare that key texts called ``what`` are drawn with a font of ``size`` px in the picture being rendered."""
    found = _FOUND.get()
    if found is not None:
        found.append((what, int(size)))


@contextmanager
def collect() -> Iterator[list[tuple[str, int]]]:
    """Collect the key texts declared while rendering inside the block: a list of (what, size)."""
    found: list[tuple[str, int]] = []
    token = _FOUND.set(found)
    try:
        yield found
    finally:
        _FOUND.reset(token)


def min_size(width: int) -> int:
    """The smallest font size (px) a key text may have in a picture ``width`` px wide."""
    return -(-int(width) // 40)
