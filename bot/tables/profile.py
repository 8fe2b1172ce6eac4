"""A player's profile (issue 56, item 3): what a group that has played a hundred games together likes to look back on,
computed from the stored finished games (like /stats: right after a restart, games finished before this code count).

- Per game: played, won, the skill rating now and after each rated game (the chart), over the same finished games
  the leaderboard rates (:func:`bot.tables.stats.leaderboard`, OpenSkill's conservative ``mu - 3 sigma``).
- Badges, each with how many times it was earned and when first:

  ``first-win``   a first win (a cooperative victory counts; a cooperative loss, though every seat shares rank 1,
                  does not);
  ``comeback``    a win from last place: at the game's half-way move, the game's own standing as if it ended there
                  (``Rules.stopped_result``) had the player strictly last (someone ahead, nobody behind), with at
                  least one other person at the table;
  ``one-day``     a game finished within 24 hours of its first move;
  ``marathon``    a game that lasted 100 days or more from its first move;
  ``streak``      three wins in a row (the longest run is shown);
  ``hard-coop``   a cooperative victory at the ``hard`` difficulty (the table's ``difficulty`` option: any game that
                  offers the option under that name, so no game is named here).

- Head-to-head against the asker: the finished games both sat at; in a competitive game who finished ahead (by
  rank, a shared rank is level); in a cooperative one how many they won together. Asked about oneself: the three
  people played with most.

A game against computers only counts like any other (it is a game the player finished); computer seats are never
rivals and never rated.
"""
from __future__ import annotations

import logging
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from bot.store import TableRow
from bot.tables.pace_figures import Pace
from bot.tables.parts import ServiceParts
from bot.tables.stats import GameRecord, SeatRecord, cooperative, rating_steps
from games import registry
from games.core.errors import GameError

log = logging.getLogger("plansza.tables")

DAY = 24 * 3600.0
MARATHON = 100 * DAY
STREAK = 3
BADGES = ("first-win", "comeback", "streak", "one-day", "marathon", "hard-coop")
RIVALS = 3  # asked about oneself: this many people played with most


@dataclass(frozen=True)
class GameFacts:
    """What the profile reads of a finished table beyond its result: when its first move was played, and which
    seats stood strictly last at its half-way move (by the game's own standing then)."""
    first_move_at: float | None
    last_at_half: frozenset[int] = frozenset()


@dataclass
class GameLine:
    game: str
    played: int = 0
    won: int = 0
    rating: float | None = None                        # now (None: a cooperative game, or no rated game)
    history: list[float] = field(default_factory=list)  # after each of the player's rated games, oldest first


@dataclass
class Badge:
    key: str
    count: int = 0
    first_at: float | None = None
    best: int = 0  # the streak's longest run

    @property
    def earned(self) -> bool:
        return self.count > 0


@dataclass
class Rivalry:
    """Finished games two people sat at together, from the asker's side."""
    user_id: str
    name: str
    together: int = 0
    ahead: int = 0       # competitive: the asker finished ahead
    behind: int = 0      # competitive: the other finished ahead
    level: int = 0       # competitive: a shared rank
    coop: int = 0        # cooperative games played together
    coop_won: int = 0    # of them, won


@dataclass
class Profile:
    user_id: str
    name: str
    played: int = 0
    won: int = 0
    games: list[GameLine] = field(default_factory=list)   # most played first
    badges: list[Badge] = field(default_factory=list)     # in BADGES' order
    rivalries: list[Rivalry] = field(default_factory=list)  # the asker's head-to-head, or one's own rivals


def rating_history(finished: list[GameRecord], user_id: str) -> tuple[float | None, list[float]]:
    """The player's rating (conservative estimate) now and after each of their rated games, over one game's finished
    games (every player's, in the order they ended, as the leaderboard rates them)."""
    if any(r.coop for r in finished) or cooperative(finished):
        return None, []
    history = [ratings[user_id].ordinal() for _, people, ratings in rating_steps(finished)
               if len(people) >= 2 and any(s.user_id == user_id for s in people)]
    return (history[-1] if history else None), history


def _mine(rec: GameRecord, user_id: str) -> SeatRecord | None:
    return next((s for s in rec.seats if s.user_id == user_id), None)


def _won(rec: GameRecord, user_id: str) -> bool:
    me = _mine(rec, user_id)
    return me is not None and bool(me.won)


def badges(records: list[GameRecord], facts: dict[int, GameFacts], user_id: str) -> list[Badge]:
    """The six badges (see the module's doc) over the player's finished games, oldest first."""
    out = {key: Badge(key) for key in BADGES}

    def earn(key: str, when: float) -> None:
        badge = out[key]
        badge.count += 1
        badge.first_at = when if badge.first_at is None else min(badge.first_at, when)

    run = 0
    for rec in sorted(records, key=lambda r: (r.ended_at, r.table_id)):
        me = _mine(rec, user_id)
        if me is None:
            continue
        fact = facts.get(rec.table_id, GameFacts(None))
        if me.won:
            earn("first-win", rec.ended_at)
            run += 1
            out["streak"].best = max(out["streak"].best, run)
            if run % STREAK == 0:  # each run of three more
                earn("streak", rec.ended_at)
            others = [s for s in rec.seats if s.user_id != user_id and not s.computer]
            if others and next(i for i, s in enumerate(rec.seats) if s.user_id == user_id) in fact.last_at_half:
                earn("comeback", rec.ended_at)
            if rec.coop and rec.options.get("difficulty") == "hard":
                earn("hard-coop", rec.ended_at)
        else:
            run = 0
        start = fact.first_move_at if fact.first_move_at is not None else rec.started_at
        if start is not None:
            lasted = rec.ended_at - start
            if lasted <= DAY:
                earn("one-day", rec.ended_at)
            if lasted >= MARATHON:
                earn("marathon", rec.ended_at)
    first = out["first-win"]
    first.count = min(first.count, 1)  # a first win happens once
    return [out[key] for key in BADGES]


def rivalry(records: list[GameRecord], asker: str, other: str, name: str) -> Rivalry:
    """The finished games ``asker`` and ``other`` sat at together, from the asker's side."""
    out = Rivalry(other, name)
    for rec in records:
        a, b = _mine(rec, asker), _mine(rec, other)
        if a is None or b is None:
            continue
        out.together += 1
        if rec.coop:
            out.coop += 1
            out.coop_won += bool(a.won)
        elif a.rank < b.rank:
            out.ahead += 1
        elif a.rank > b.rank:
            out.behind += 1
        else:
            out.level += 1
    return out


def build(records: list[GameRecord], facts: dict[int, GameFacts], user_id: str, name: str,
          asker: str | None = None) -> Profile:
    """The profile of ``user_id`` over ``records`` (a server's finished games, or theirs everywhere), seen by
    ``asker`` (the head-to-head; None or the player themselves: their most frequent partners)."""
    mine = [r for r in records if _mine(r, user_id) is not None]
    out = Profile(user_id, name, played=len(mine), won=sum(_won(r, user_id) for r in mine))
    per_game: dict[str, list[GameRecord]] = defaultdict(list)
    for rec in records:
        per_game[rec.game].append(rec)
    counts = Counter(r.game for r in mine)
    for game, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        rating, history = rating_history(per_game[game], user_id)
        won = sum(_won(r, user_id) for r in mine if r.game == game)
        out.games.append(GameLine(game, n, won, rating, history))
    out.badges = badges(mine, facts, user_id)
    if asker is not None and asker != user_id:
        out.rivalries = [rivalry(records, asker, user_id, name)]
    else:
        partners: Counter = Counter()
        names: dict[str, str] = {}
        for rec in mine:
            for s in rec.seats:
                if s.user_id != user_id and not s.computer:
                    partners[s.user_id] += 1
                    names[s.user_id] = s.name
        top = sorted(partners.items(), key=lambda kv: (-kv[1], names[kv[0]]))[:RIVALS]
        out.rivalries = [rivalry(records, user_id, uid, names[uid]) for uid, _ in top]
    return out


def standing_last(ranks: list[int]) -> frozenset[int]:
    """The seats strictly last by ``ranks`` (someone ahead of them, nobody behind)."""
    if len(set(ranks)) < 2:
        return frozenset()
    worst = max(ranks)
    return frozenset(s for s, r in enumerate(ranks) if r == worst)


@dataclass
class ProfileRead:
    profile: Profile
    live: list[TableRow]          # the tables the player sits at now (in this server; outside one: everywhere)
    their_turn: set[int]          # of them, the ones waiting for the player
    pace_here: Pace
    pace_all: Pace
    asked_by_other: bool          # the rivalries are the asker's head-to-head with the player


class Profiles(ServiceParts):
    """The service's read of a profile (a mixin of :class:`~bot.tables.service.TableService`)."""

    async def profile(self, guild_id: str | None, user_id: str, name: str, asker: str) -> ProfileRead:
        """The profile of ``user_id`` in ``guild_id``'s games (None: theirs everywhere, which only they may see),
        as ``asker`` sees it. Refused (:class:`GameError`) when another person asks about a hidden profile."""
        user_id, asker = str(user_id), str(asker)
        if user_id != asker:
            if guild_id is None:
                raise GameError("bot-stats-only-yours")
            mine = (await self.player_settings([user_id]))[user_id]
            if mine.profile == "hidden":
                raise GameError("bot-profile-hidden", name=name)
        finished, _ = await self.records(guild_id, None, user_id)
        facts = {rec.table_id: await self._facts(rec, user_id) for rec in finished
                 if any(s.user_id == user_id for s in rec.seats)}
        live = [r for r in await self.db.tables_of_user(user_id)
                if guild_id is None or r.guild_id == str(guild_id)]
        turn = {r.id for r in live if r.status == "active" and r.seat_of(user_id) in r.actors}
        here = (await self.paces([user_id], guild_id))[user_id]
        everywhere = (await self.paces([user_id]))[user_id]
        return ProfileRead(build(finished, facts, user_id, name, asker), live, turn, here, everywhere,
                           asker != user_id)

    async def _facts(self, rec: GameRecord, user_id: str) -> GameFacts:
        """A finished table's facts (cached: a finished game never changes). The half-way standing is read only
        where it can earn a badge (a competitive game the player won, against somebody)."""
        cache: dict[int, GameFacts] = self.__dict__.setdefault("_profile_facts", {})
        if rec.table_id in cache:
            return cache[rec.table_id]
        first = await self.db.moves(rec.table_id, limit=1)
        first_at = float(first[0]["created_at"]) if first else None
        last: frozenset[int] = frozenset()
        me = _mine(rec, user_id)
        if me is not None and me.won and not rec.coop and sum(not s.computer for s in rec.seats) > 1:
            row = await self.db.row(rec.table_id, with_state=False)
            try:
                state = await self.state_at(row, rec.moves // 2) if row is not None else None
                if state is not None:
                    last = standing_last(list(registry.get(rec.game).stopped_result(state).ranks))
            except Exception:  # a log that no longer replays (a rules fix): no comeback read from it
                log.warning("table %s: its half-way standing could not be read", rec.table_id, exc_info=True)
        fact = cache[rec.table_id] = GameFacts(first_at, last)
        # the cache keeps every seat's half-way standing: read once for a winner, the same for every reader after
        return fact
