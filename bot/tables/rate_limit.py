"""Per-user rate limit on commands and presses: a token bucket (``burst`` at once, refilled at ``per_second``).

Pure and clock-driven (the service's clock, a fake one in tests). Buckets that are full again carry no
information, so they are dropped when the map grows: memory stays bounded by the users active right now.
"""
from __future__ import annotations

import math
from collections.abc import Callable

PRUNE_AT = 10_000  # buckets kept before full ones are dropped


class RateLimiter:
    def __init__(self, burst: int, per_second: float, clock: Callable[[], float]):
        self.burst = max(1, int(burst))
        self.per_second = per_second
        self.clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}  # user -> (tokens, when counted)

    def wait(self, user_id: str) -> int:
        """0 and one token spent if ``user_id`` may act now; else the whole seconds until they may (nothing spent).
        ``per_second <= 0`` turns the limit off."""
        if self.per_second <= 0:
            return 0
        now = self.clock()
        tokens, then = self._buckets.get(user_id, (self.burst, now))
        tokens = min(self.burst, tokens + (now - then) * self.per_second)
        if tokens < 1:
            self._buckets[user_id] = (tokens, now)
            return max(1, math.ceil((1 - tokens) / self.per_second))
        self._buckets[user_id] = (tokens - 1, now)
        if len(self._buckets) > PRUNE_AT:
            self._prune(now)
        return 0

    def _prune(self, now: float) -> None:
        full = [u for u, (t, then) in self._buckets.items() if t + (now - then) * self.per_second >= self.burst]
        for user in full:
            del self._buckets[user]
