"""The arena's results file: one JSON line per game played, appended as each game ends, so a long run can be
stopped at any moment and resumed (``plansza-arena plan`` plays only the games the file lacks) and every figure of
the report (``plansza-arena report``) is recomputed from the games themselves.

A line records the versions of what played (player A's and B's, ``games.ai.VERSIONS``, and the game's sense for
the computer, ``arena_versions.json``: each bumped by a change meant to change how it plays), the game, its seats (which
player sat where), ranks and scores, the moves, whether the move cap stopped it, and each player's think times as a
histogram (10 ms buckets: exact enough for a p95, small enough to keep every game). Results of older versions stay
in the file: the report's before/after table compares them, and a change re-measures only the matches it touches.
"""
from __future__ import annotations

import functools
import json
import math
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path

DEFAULT_PATH = Path("docs/arena/results.jsonl")
BUCKET = 0.010  # seconds per bucket of the think-time histograms


@dataclass
class Think:
    """One player's think times in a game: their sum, count and a histogram of 10 ms buckets (bucket k holds
    the times in [k*10 ms, (k+1)*10 ms))."""
    total: float = 0.0
    count: int = 0
    buckets: dict[int, int] = field(default_factory=dict)

    def add(self, seconds: float) -> None:
        self.total += seconds
        self.count += 1
        k = int(seconds / BUCKET)
        self.buckets[k] = self.buckets.get(k, 0) + 1

    def merge(self, other: Think) -> None:
        self.total += other.total
        self.count += other.count
        for k, n in other.buckets.items():
            self.buckets[k] = self.buckets.get(k, 0) + n

    @property
    def mean(self) -> float:
        return self.total / self.count if self.count else 0.0

    def quantile(self, q: float) -> float:
        """The upper edge of the bucket holding the ``q`` quantile (so a p95 is never understated)."""
        if not self.count:
            return 0.0
        rank, seen = math.ceil(q * self.count), 0
        for k in sorted(self.buckets):
            seen += self.buckets[k]
            if seen >= rank:
                return round((k + 1) * BUCKET, 6)
        return round((max(self.buckets) + 1) * BUCKET, 6)

    def to_json(self) -> list:
        return [round(self.total, 4), self.count, {str(k): n for k, n in sorted(self.buckets.items())}]

    @classmethod
    def from_json(cls, data: list) -> Think:
        return cls(float(data[0]), int(data[1]), {int(k): int(n) for k, n in data[2].items()})


def versions(game_id: str, a: str, b: str) -> list[int]:
    """The versions a match of ``a`` against ``b`` at ``game_id`` is measured at now: A's, B's and the game's, then
    (only where the game tunes a level of the match, ``arena_versions.json``'s ``levels``) the version of those
    settings, the sum over the two players. A match of untuned levels keeps its three versions, and its results
    stand."""
    from games.ai import VERSIONS

    sense, levels = game_versions(game_id)
    tuned = levels.get(a, 0) + levels.get(b, 0)
    return [VERSIONS[a], VERSIONS[b], sense] + ([tuned] if tuned else [])


VERSIONS_PATH = Path(__file__).with_name("arena_versions.json")


@functools.cache
def _game_versions() -> dict:
    return json.loads(VERSIONS_PATH.read_text(encoding="utf-8"))["games"]


def game_versions(game_id: str) -> tuple[int, dict[str, int]]:
    """The version of ``game_id``'s sense for the computer and of its own settings per level
    (``arena_versions.json``; a game not listed: 1, none)."""
    entry = _game_versions().get(game_id) or {}
    return int(entry.get("sense", 1)), {k: int(v) for k, v in (entry.get("levels") or {}).items()}


@dataclass
class Game:
    """One arena game, as a results line."""
    versions: list[int]       # A's, B's and the game's, and the game's level settings' if any (:func:`versions`)
    game: str
    players: int
    a: str                    # the match's two players: A sits at ``a_seats``, B at every other seat
    b: str
    seed: int
    a_seats: list[int]
    options: dict = field(default_factory=dict)
    ranks: list[int] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    a_share: float = 0.0      # A's share of the win (ties split; a cooperative team of A: 1 when it won)
    margin: float | None = None  # A's score minus the best other, signed so that more is better (None: cooperative)
    moves: int = 0
    capped: bool = False
    think: dict[str, Think] = field(default_factory=dict)  # by side, "a" and "b"
    cpu_s: float = 0.0        # the worker's CPU seconds for the game
    rss_mb: float = 0.0

    @property
    def key(self) -> tuple:
        return match_key(self.versions, self.game, self.players, self.a, self.b, self.options) + (self.seed,)

    @property
    def seats(self) -> list[str]:
        return [self.a if s in self.a_seats else self.b for s in range(self.players)]

    def to_json(self) -> dict:
        data = asdict(self)
        data["think"] = {side: t.to_json() for side, t in self.think.items()}
        return data

    @classmethod
    def from_json(cls, data: dict) -> Game:
        data = dict(data)
        data["think"] = {side: Think.from_json(t) for side, t in data.get("think", {}).items()}
        return cls(**data)


def match_key(versions: list[int], game: str, players: int, a: str, b: str, options: dict | None) -> tuple:
    return (game, int(players), a, b, json.dumps(options or {}, sort_keys=True), tuple(versions))


def read(path: Path = DEFAULT_PATH) -> list[Game]:
    """Every game in the file (a line cut short by a killed run is skipped: its game is played again)."""
    if not path.exists():
        return []
    return list(_lines(path.read_text(encoding="utf-8").splitlines()))


def _lines(lines: Iterable[str]) -> Iterator[Game]:
    for line in lines:
        try:
            yield Game.from_json(json.loads(line))
        except (ValueError, TypeError, KeyError):
            continue


def append(game: Game, path: Path = DEFAULT_PATH) -> None:
    """Add one game, flushed at once (a run killed later keeps it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(game.to_json(), ensure_ascii=False, separators=(",", ":")) + "\n")
        out.flush()
