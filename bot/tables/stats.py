"""Statistics and skill ratings of a server's finished games, computed from the stored tables (so they are right
after a restart and count games finished before this code existed).

- A finished game's record: each seat's player, score, rank (ties share one), and whether the computer played it at
  the end. Abandoned games are counted apart and never rated; computer seats are never rated and their games are
  marked.
- A game where a vacation stand-in played some moves (:mod:`bot.tables.standin`) is rated only when its table
  said so (the flag ``standins_rated``, on by default; ``standins_rated=off`` at creation): otherwise it is left
  out of the ratings and the leaderboard, and /stats counts it as unrated.
- Ratings: OpenSkill's Plackett-Luce model (``openskill``, MIT; chosen over a home-made Elo because it rates games of
  any number of players with ties and is maintained), one rating per player and game, games rated in the order they
  ended. A leaderboard sorts by the conservative estimate ``mu - 3 sigma`` (a player with few games ranks low until
  the rating is sure). A cooperative game (every seat always shares one rank, e.g. Thorgal) has no skill order: its
  board lists wins instead.
"""
from __future__ import annotations

import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from openskill.models import PlackettLuce

from bot.store import is_computer
from bot.tables import standin
from bot.tables.parts import ServiceParts
from bot.tables.table_options import flag
from games import registry


@dataclass
class SeatRecord:
    user_id: str
    name: str
    score: float
    rank: int
    computer: bool
    won: bool | None = None   # among the result's winners (None: rank 1); a cooperative loss shares rank 1, unwon

    def __post_init__(self):
        if self.won is None:
            self.won = self.rank == 1


@dataclass
class GameRecord:
    table_id: int
    game: str
    ended_at: float
    seats: list[SeatRecord]
    rated: bool = True        # counted in the ratings (False: a stand-in played and the table left it unrated)
    options: dict = field(default_factory=dict)  # the game's options (a profile's badges read its difficulty)
    started_at: float | None = None  # when the table was opened
    moves: int = 0                # how many moves it took
    coop: bool = False            # a cooperative game (the team wins or loses together)

    @property
    def with_computer(self) -> bool:
        return any(s.computer for s in self.seats)


@dataclass
class PlayerStats:
    played: int = 0
    won: int = 0
    abandoned: int = 0
    with_computer: int = 0
    unrated: int = 0          # games a stand-in played in, left out of the ratings by their table
    scores: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    per_game: Counter = field(default_factory=Counter)
    wins_per_game: Counter = field(default_factory=Counter)

    @property
    def favourite(self) -> str | None:
        return self.per_game.most_common(1)[0][0] if self.per_game else None

    def average(self, game: str) -> float | None:
        scores = self.scores.get(game)
        return sum(scores) / len(scores) if scores else None


@dataclass
class Standing:
    user_id: str
    name: str
    rating: float | None     # the conservative estimate (None for a cooperative game)
    played: int
    won: int


def player_stats(finished: list[GameRecord], abandoned: list[tuple], user_id: str) -> PlayerStats:
    out = PlayerStats()
    for rec in finished:
        mine = [s for s in rec.seats if s.user_id == user_id]
        if not mine:
            continue
        out.played += 1
        out.per_game[rec.game] += 1
        out.with_computer += rec.with_computer
        out.unrated += not rec.rated
        out.scores[rec.game].append(mine[0].score)
        if mine[0].won:
            out.won += 1
            out.wins_per_game[rec.game] += 1
    out.abandoned = sum(1 for _, _, users in abandoned if user_id in users)
    return out


def cooperative(finished: list[GameRecord]) -> bool:
    """Every seat of every game shared one rank: nobody can be ranked above a partner."""
    return bool(finished) and all(len({s.rank for s in rec.seats}) == 1 for rec in finished)


def rating_steps(finished: list[GameRecord], rate: bool = True):
    """The rated games in the order they ended (a game its table left unrated, for a stand-in played in it, is left
    out), each as ``(record, its people, everyone's ratings after it)``: OpenSkill's Plackett-Luce over the people
    (computer seats never rated), a game with fewer than two people (or ``rate`` False) teaching nothing."""
    model = PlackettLuce()
    ratings: dict = {}
    for rec in sorted((r for r in finished if r.rated), key=lambda r: (r.ended_at, r.table_id)):
        people = [s for s in rec.seats if not s.computer]
        if rate and len(people) >= 2:
            teams = [[ratings.setdefault(s.user_id, model.rating(name=s.user_id))] for s in people]
            for s, (new,) in zip(people, model.rate(teams, ranks=[s.rank for s in people]), strict=True):
                ratings[s.user_id] = new
        yield rec, people, ratings


def leaderboard(finished: list[GameRecord]) -> list[Standing]:
    """The players of one game's finished games, best first (computer seats never rated; a game its table left
    unrated, for a stand-in played in it, is left out)."""
    names = {}
    played, won = Counter(), Counter()
    coop = cooperative(finished)
    ratings: dict = {}
    for _, people, after in rating_steps(finished, rate=not coop):  # a cooperative game has no skill order
        ratings = after  # the same ratings, updated game by game
        for s in people:
            names[s.user_id] = s.name
            played[s.user_id] += 1
            won[s.user_id] += bool(s.won)
    out = [Standing(u, names[u], None if coop else ratings.get(u, PlackettLuce().rating()).ordinal(), played[u],
                    won[u]) for u in played]
    if coop:
        return sorted(out, key=lambda s: (-s.won, -s.played, s.name))
    return sorted(out, key=lambda s: (-(s.rating or 0.0), -s.won, s.name))  # every competitive standing is rated


class Records(ServiceParts):
    """The service's read of finished games for statistics (a mixin of :class:`~bot.tables.service.TableService`)."""

    async def records(self, guild_id: str | None, game: str | None = None,
                      user_id: str | None = None) -> tuple[list[GameRecord], list[tuple]]:
        """The finished games of a server (oldest first) and its abandoned ones (table id, game, seats' user ids); with
        no server (``guild_id`` None), those where ``user_id`` sat, in every server (their own statistics in a DM)."""
        finished, abandoned = [], []
        if guild_id is not None:
            rows = await self.db.guild_tables(str(guild_id), game)
        else:
            rows = []
            for seated in await self.db.tables_of_user(str(user_id), ("finished", "abandoned")):
                if game and seated.game != game:
                    continue
                row = await self.db.table(seated.id)  # with its final snapshot
                if row is not None:
                    rows.append(row)
        for row in rows:
            if row.status == "abandoned":
                abandoned.append((row.id, row.game, [s.user_id for s in row.seats]))
                continue
            try:
                rules = registry.get(row.game)
                result = rules.result(json.loads(row.state_json or ""))
            except Exception:  # a game no longer registered, a damaged snapshot: not counted
                continue
            if not result.finished:
                continue
            ranks = result.ranks or [1 if s in result.winners else 2 for s in range(len(row.seats))]
            scores = result.scores or [0.0] * len(row.seats)
            rated = flag(row, "standins_rated") or not await self.db.has_moves_marked(row.id,
                                                                                      standin.table_mark(row.id))
            finished.append(GameRecord(row.id, row.game, row.updated_at, [
                SeatRecord(s.user_id, s.name, float(scores[s.seat]), int(ranks[s.seat]), is_computer(s.user_id),
                           s.seat in result.winners)
                for s in row.seats], rated, dict(row.options), row.created_at, max(0, row.version - 1),
                                       bool(rules.cooperative)))
        return finished, abandoned
