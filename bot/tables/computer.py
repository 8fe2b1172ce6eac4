"""The computer players in the bot: ``games.ai``'s search, run in worker processes so the bot never stalls.

A computer seat's user id says it is the computer and at which level: ``computer:<level>:<n>`` (a seat filled in
the lobby or at creation) or ``computer:<seat>`` (a seat handed over during a game, played at the bot's default
level, ``PLANSZA_COMPUTER_LEVEL``). :class:`ComputerPlayers` is the service's seat filler: it sends the state to a
process pool, where the search reads the clock for its level's cap (a few seconds at most), and hands back a move
id. Nothing is held while it thinks: the move is applied afterwards under the table's lock, only if the table has
not moved meanwhile (else it thinks again), so a move is played exactly once even when two passes race or the bot
is killed mid-thought (the next start finds the computer's turn still open and thinks anew).
"""
from __future__ import annotations

import asyncio
import logging
import multiprocessing
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import replace

from bot.store import COMPUTER, TableRow, is_computer
from bot.tables.parts import ServiceParts
from bot.tables.player_settings import level_name
from bot.tables.seat_filler import DefaultPolicy
from bot.tables.worker_watch import stop_pool, watch_parent
from games import registry
from games.ai import LEVELS, choose
from games.ai.advice import Advice, advise
from games.ai.levels import DEFAULT_LEVEL, Level, tuned
from games.core import i18n
from games.core.contract import Rules
from games.core.errors import GameError

log = logging.getLogger(__name__)
LIMIT_FACTOR = 10  # a thought taking this many times its level's seconds (+30 s) is a hung worker
#: Without a clock (the console's ``--seed``: games reproducible move by move) a level searches at most this many
#: iterations: a level's budget is its seconds (hard's 10,000 iterations are a ceiling it never reaches in 1.2 s on
#: the slow games), and a seeded game must not wait minutes on one move.
UNTIMED_ITERATIONS = {"easy": 100, "normal": 300, "hard": 1000}


def lobby_id(level: str, n: int) -> str:
    """The user id of the ``n``-th computer added to a lobby at ``level``."""
    return f"{COMPUTER}{level}:{n}"


def level_of(user_id: str, default: str = DEFAULT_LEVEL) -> str:
    parts = str(user_id).split(":")
    return parts[1] if len(parts) == 3 and parts[1] in LEVELS else default


def seed_for(table_seed: int, version: int, seat: int) -> int:
    """The search's seed: fixed by the table and the move number, so a rethink after a restart plays alike."""
    return (int(table_seed) * 1_000_003 + int(version) * 131 + seat) & 0xFFFFFFFFFFFF


def think(game_id: str, state: dict, seat: int, level: str | Level, seed: int, timed: bool = True) -> str | None:
    """One decision (runs in a worker process: it imports the game there)."""
    game = registry.get(game_id)
    return choose(game, state, seat, level, seed, clock=time.perf_counter if timed else None).move


#: the level whose budget a learner's hint gets (:mod:`bot.tables.hints`): the best the computer plays, as the game
#: tunes it (``games.ai.levels.tuned``)
HINT_LEVEL = "hard"


def counsel(game_id: str, state: dict, seat: int, level: str | Level, seed: int, timed: bool = True) -> list[Advice]:
    """A learner's hint: the search's best moves for ``seat`` (runs in a worker process, like :func:`think`)."""
    game = registry.get(game_id)
    return advise(game, state, seat, level, seed, clock=time.perf_counter if timed else None)


class ComputerPlayers:
    """The seat filler of a running bot (see :mod:`bot.tables.seat_filler`)."""

    name = "ai"

    def __init__(self, workers: int = 1, *, timed: bool = True, levels: dict[str, Level] | None = None):
        self.workers = max(1, workers)
        self.timed = timed  # False: iteration budgets only (reproducible; tests)
        self.levels = levels or {}  # a level's budget replaced (tests think briefly)
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # spawn: a fork of an asyncio process with aiosqlite's threads could inherit a held lock; a worker
            # ends when the bot does (a thought is never worth an orphan)
            self._pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=watch_parent)
        return self._pool

    def _level(self, name: str) -> str | Level:
        """The budget a level thinks with here: a test's replacement, else the level (capped when untimed)."""
        if name in self.levels:
            return self.levels[name]
        if self.timed or name not in UNTIMED_ITERATIONS:
            return name
        lv = LEVELS[name]
        return replace(lv, iterations=min(lv.iterations, UNTIMED_ITERATIONS[name]))

    async def _think(self, work, game: Rules, state: dict, seat: int, level: str, seed: int):
        """``work`` (:func:`think` or :func:`counsel`) for ``seat`` at ``level``'s budget, in a worker process, given
        ten times the level's seconds (+30 s) before it counts as hung."""
        chosen = self._level(level)
        args = (game.id, state, seat, chosen, seed, self.timed)
        loop = asyncio.get_running_loop()
        if not registry.importable(game.id):  # a game registered at run time (tests) is unknown to a worker
            return await loop.run_in_executor(None, work, *args)
        limit = LIMIT_FACTOR * tuned(game, chosen if isinstance(chosen, Level) else LEVELS[chosen]).seconds + 30
        return await asyncio.wait_for(loop.run_in_executor(self._executor(), work, *args), limit)

    async def decide(self, game: Rules, state: dict, seat: int, level: str, seed: int) -> str | None:
        try:
            return await self._think(think, game, state, seat, level, seed)
        except (BrokenProcessPool, TimeoutError, OSError) as err:
            # a worker died or hung: a new pool for the next thought, and this seat's default move now, so the
            # table never waits on a broken computer
            log.warning("computer player failed (%s); playing the default move", type(err).__name__)
            self.close(kill=True)
            return DefaultPolicy().choose(game, state, seat)

    async def advise(self, game: Rules, state: dict, seat: int, seed: int) -> list[Advice]:
        """A learner's hint for ``seat`` (:func:`games.ai.advice.advise` at :data:`HINT_LEVEL`'s budget), thought in
        the same worker pool as the computers' moves. A broken or hung worker refuses the hint (and the pool is
        renewed), never the table."""
        try:
            return await self._think(counsel, game, state, seat, HINT_LEVEL, seed)
        except (BrokenProcessPool, TimeoutError, OSError) as err:
            log.warning("a hint's search failed (%s)", type(err).__name__)
            self.close(kill=True)
            raise GameError("bot-err-hint-failed") from None

    def close(self, kill: bool = False) -> None:
        if self._pool is not None:
            stop_pool(self._pool, kill)  # kill: a hung thought does not end by itself
            self._pool = None


# ---- computers in the lobby ------------------------------------------------------------------------------------
MARK = "🤖 "  # every computer seat's name starts with it (pictures draw it as a gear, see renderers.drawable_names)


def split_options(raw: dict) -> tuple[dict, int, str | None]:
    """Separate the table options ``bots=N`` (computer seats filled at creation) and ``level=easy|normal|hard``
    from the game's options. A bad value is refused with its reason."""
    from games.ai import level

    raw = dict(raw)
    bots_text, level_text = raw.pop("bots", None), raw.pop("level", None)
    bots = 0
    if bots_text is not None:
        try:
            bots = int(str(bots_text).strip())
        except ValueError:
            raise GameError("bot-err-bad-bots", value=str(bots_text)[:20]) from None
    chosen = level(level_name(str(level_text))).name if level_text is not None else None
    return raw, bots, chosen


def check_bots(game: Rules, bots: int) -> None:
    if not 0 <= bots < game.max_players:
        raise GameError("bot-err-bad-bots-count", max=game.max_players - 1, value=bots)


def name_for(lang: str, level: str, n: int) -> str:
    return (MARK + i18n.tr(lang, "bot-computer-name", n=n, level=i18n.tr(lang, f"bot-level-{level}")))[:32]


def lobby_level(row: TableRow, default: str) -> str:
    """The level a lobby's next computer gets: that of the computers already seated (as /create chose), else the
    bot's default."""
    levels = [level_of(s.user_id, default) for s in row.seats if is_computer(s.user_id)]
    return levels[-1] if levels else default


def with_computers(row: TableRow, count: int, level: str) -> list[tuple[str, str]]:
    """The lobby's seats with ``count`` more computers at ``level`` (refused beyond the game's seats, like a join;
    /create's ``bots=N`` is checked by :func:`check_bots` before the table exists)."""
    game = registry.get(row.game)
    if len(row.seats) + count > game.max_players:
        raise GameError("bot-err-table-full", max=game.max_players)
    taken = {s.user_id for s in row.seats}
    seats = [(s.user_id, s.name) for s in row.seats]
    n = sum(1 for s in row.seats if is_computer(s.user_id))
    k = 0
    while len(seats) < len(row.seats) + count:
        k += 1
        uid = lobby_id(level, k)
        if uid in taken:
            continue
        n += 1
        seats.append((uid, name_for(row.lang, level, n)))
    return seats


async def _owned_lobby(service: ServiceParts, channel_id: str, user_id: str, moderator: bool) -> TableRow:
    row = await service.live(channel_id)
    if row.status != "lobby":
        raise GameError("bot-err-not-lobby")
    if str(user_id) != row.owner_id and not moderator:
        raise GameError("bot-err-not-owner")
    return row


class ComputerSeats(ServiceParts):
    """The service's use cases about computer seats in a lobby (a mixin of :class:`~bot.tables.service.TableService`).
"""

    async def add_computer(self, channel_id: str, user_id: str, level: str | None = None, count: int = 1, *,
                           moderator: bool = False) -> TableRow:
        """Seat ``count`` computers in the lobby (the owner or a moderator)."""
        async with self.lock(str(channel_id)):
            row = await _owned_lobby(self, channel_id, user_id, moderator)
            seats = with_computers(row, count, level or lobby_level(row, self.settings.computer_level))
            await self.db.set_seats(row.id, row.version, seats, self.clock())
            return await self.db.row(row.id, with_state=False)

    async def remove_computer(self, channel_id: str, user_id: str, *, moderator: bool = False) -> tuple[TableRow, str]:
        """Take the last computer out of the lobby (the owner or a moderator); the table and the computer's name."""
        async with self.lock(str(channel_id)):
            row = await _owned_lobby(self, channel_id, user_id, moderator)
            computers = [s for s in row.seats if is_computer(s.user_id)]
            if not computers:
                raise GameError("bot-err-no-computer")
            seats = [(s.user_id, s.name) for s in row.seats if s is not computers[-1]]
            await self.db.set_seats(row.id, row.version, seats, self.clock())
            return await self.db.row(row.id, with_state=False), computers[-1].name
